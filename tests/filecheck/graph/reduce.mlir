// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.reduce`: sum or max over sorted dimensions, which leave the shape.

// CHECK-LABEL: func.func @reduce_sum(
// CHECK-SAME: %[[X:.*]]: tensor<64x256xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.reduce %[[X]] {dimensions = array<i64: 1>, kind = "sum"} : tensor<64x256xf32> -> tensor<64xf32>
// CHECK-NEXT: return %[[Z]] : tensor<64xf32>
// GENERIC-LABEL: sym_name = "reduce_sum"
// GENERIC: "graph.reduce"(%{{.*}}) {dimensions = array<i64: 1>, kind = "sum"} : (tensor<64x256xf32>) -> tensor<64xf32>
func.func @reduce_sum(%x: tensor<64x256xf32>) -> tensor<64xf32> {
  %y = graph.reduce %x {kind = "sum", dimensions = array<i64: 1>} : tensor<64x256xf32> -> tensor<64xf32>
  return %y : tensor<64xf32>
}

// CHECK-LABEL: func.func @reduce_max_all(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.reduce %[[X]] {dimensions = array<i64: 0, 1>, kind = "max"} : tensor<4x8xf16> -> tensor<f16>
// CHECK-NEXT: return %[[Z]] : tensor<f16>
// GENERIC-LABEL: sym_name = "reduce_max_all"
// GENERIC: "graph.reduce"(%{{.*}}) {dimensions = array<i64: 0, 1>, kind = "max"} : (tensor<4x8xf16>) -> tensor<f16>
func.func @reduce_max_all(%x: tensor<4x8xf16>) -> tensor<f16> {
  %y = graph.reduce %x {kind = "max", dimensions = array<i64: 0, 1>} : tensor<4x8xf16> -> tensor<f16>
  return %y : tensor<f16>
}
