// RUN: ipu-opt --pass=fuse-operators %s | filecheck %s

// What fusion must leave alone.

// Products of different activations share nothing: no merge.
// CHECK-LABEL: func.func @different_lhs(
// CHECK-COUNT-2: graph.matmul
// CHECK-NOT: graph.slice
// CHECK: return
func.func @different_lhs(%x: tensor<64x128xf16>, %y: tensor<64x128xf16>, %wq: tensor<128x128xf16>, %wk: tensor<128x128xf16>) -> (tensor<64x128xf16>, tensor<64x128xf16>) {
  %0 = graph.matmul %x, %wq : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %1 = graph.matmul %y, %wk : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  return %0, %1 : tensor<64x128xf16>, tensor<64x128xf16>
}

// A GELU-like expression whose cubic coefficient is wrong (0.0448) is not a GELU.
// CHECK-LABEL: func.func @not_gelu(
// CHECK-NOT: graph.gelu
// CHECK: graph.tanh
// CHECK: return
func.func @not_gelu(%x: tensor<8xf16>) -> tensor<8xf16> {
  %0 = graph.mul %x, %x : tensor<8xf16>
  %1 = graph.mul %0, %x : tensor<8xf16>
  %c = graph.constant dense<4.480000e-02> : tensor<f16>
  %2 = graph.broadcast %c {dimensions = array<i64>} : tensor<f16> -> tensor<8xf16>
  %3 = graph.mul %2, %1 : tensor<8xf16>
  %4 = graph.add %x, %3 : tensor<8xf16>
  %c0 = graph.constant dense<7.978520e-01> : tensor<f16>
  %5 = graph.broadcast %c0 {dimensions = array<i64>} : tensor<f16> -> tensor<8xf16>
  %6 = graph.mul %5, %4 : tensor<8xf16>
  %7 = graph.tanh %6 : tensor<8xf16>
  %c1 = graph.constant dense<1.000000e+00> : tensor<f16>
  %8 = graph.broadcast %c1 {dimensions = array<i64>} : tensor<f16> -> tensor<8xf16>
  %9 = graph.add %8, %7 : tensor<8xf16>
  %c2 = graph.constant dense<5.000000e-01> : tensor<f16>
  %10 = graph.broadcast %c2 {dimensions = array<i64>} : tensor<f16> -> tensor<8xf16>
  %11 = graph.mul %10, %9 : tensor<8xf16>
  %12 = graph.mul %x, %11 : tensor<8xf16>
  return %12 : tensor<8xf16>
}

// Elementwise ops without a matrix product stay as they are.
// CHECK-LABEL: func.func @elementwise(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4x8xf16>, %[[B:[^:]*]]: tensor<4x8xf16>)
// CHECK-NEXT: %[[S:.*]] = graph.add %[[A]], %[[B]] : tensor<4x8xf16>
// CHECK-NEXT: %[[E:.*]] = graph.exp %[[S]] : tensor<4x8xf16>
// CHECK-NEXT: return %[[E]]
func.func @elementwise(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = graph.add %a, %b : tensor<4x8xf16>
  %1 = graph.exp %0 : tensor<4x8xf16>
  return %1 : tensor<4x8xf16>
}

// A cast to f16 is not an operand cast (those cast to f8): the cast stays.
// CHECK-LABEL: func.func @f16_cast(
// CHECK: graph.cast
// CHECK: graph.matmul
// CHECK-NOT: lhs_cast
func.func @f16_cast(%x: tensor<64x128xf32>, %w: tensor<128x64xf16>) -> tensor<64x64xf32> {
  %0 = graph.cast %x : tensor<64x128xf32> -> tensor<64x128xf16>
  %1 = graph.matmul %0, %w : (tensor<64x128xf16>, tensor<128x64xf16>) -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}
