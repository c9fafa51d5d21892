// RUN: ipu-translate --import-stablehlo --weights-as-constants %s | filecheck %s
// RUN: ipu-translate --import-stablehlo --weights-as-constants --num-inputs=2 --seed=100 %s | filecheck %s --check-prefix=TWO
// RUN: ipu-translate --import-stablehlo %s | filecheck %s --check-prefix=ARGS

// --weights-as-constants: the arguments from --num-inputs on (default: all but the
// first, JAX's f(x, *weights)) become seeded random constants: seed = S + argument
// index, normal with σ = 1/√fan-in (shape[rank-2]) for matrices and 0.1 for vectors.

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x16xf16>) -> tensor<4x8xf16>
// CHECK-NEXT: %[[W:.*]] = graph.constant random {seed = 1 : i64, distribution = "normal", scale = 2.500000e-01 : f32} : tensor<16x8xf16>
// CHECK-NEXT: %[[B:.*]] = graph.constant random {seed = 2 : i64, distribution = "normal", scale = 1.000000e-01 : f32} : tensor<8xf16>
// CHECK-NEXT: graph.matmul %[[X]], %[[W]]
// CHECK-NEXT: graph.broadcast %[[B]]

// TWO-LABEL: func.func public @main(
// TWO-SAME: %{{[^:]*}}: tensor<4x16xf16>, %{{[^:]*}}: tensor<16x8xf16>) -> tensor<4x8xf16>
// TWO-NEXT: graph.constant random {seed = 102 : i64, distribution = "normal", scale = 1.000000e-01 : f32} : tensor<8xf16>
// TWO-NOT: graph.constant random

// ARGS: func.func public @main(%{{[^:]*}}: tensor<4x16xf16>, %{{[^:]*}}: tensor<16x8xf16>, %{{[^:]*}}: tensor<8xf16>)
// ARGS-NOT: graph.constant random
func.func public @main(%x: tensor<4x16xf16>, %w: tensor<16x8xf16>, %b: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x16xf16>, tensor<16x8xf16>) -> tensor<4x8xf16>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf16>) -> tensor<4x8xf16>
  %2 = stablehlo.add %0, %1 : tensor<4x8xf16>
  return %2 : tensor<4x8xf16>
}
