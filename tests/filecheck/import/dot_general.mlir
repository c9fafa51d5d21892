// RUN: ipu-translate --import-stablehlo --split-input-file %s | filecheck %s

// dot_general with any batching and contracting dimensions becomes
// transpose + reshape + graph.matmul (+ reshape back); identities are not emitted.

// Plain x @ w: one matmul.
// CHECK-LABEL: func.func @plain(
// CHECK-NEXT: %[[Y:.*]] = graph.matmul %arg0, %arg1 : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: return %[[Y]]
func.func @plain(%x: tensor<4x8xf32>, %w: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// Attention scores per head, q·kᵀ batched over heads: the rhs is transposed to [B, K, N].
// CHECK-LABEL: func.func @scores(
// CHECK-NEXT: %[[KT:.*]] = graph.transpose %arg1 {permutation = array<i64: 0, 2, 1>} : tensor<4x16x8xf16> -> tensor<4x8x16xf16>
// CHECK-NEXT: %[[S:.*]] = graph.matmul %arg0, %[[KT]] : (tensor<4x16x8xf16>, tensor<4x8x16xf16>) -> tensor<4x16x16xf16>
// CHECK-NEXT: return %[[S]]
func.func @scores(%q: tensor<4x16x8xf16>, %k: tensor<4x16x8xf16>) -> tensor<4x16x16xf16> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<4x16x8xf16>, tensor<4x16x8xf16>) -> tensor<4x16x16xf16>
  return %0 : tensor<4x16x16xf16>
}

// -----

// Batch dimension in the middle, contracting dimension first: both operands are
// transposed to [B, M, K] and [B, K, N].
// CHECK-LABEL: func.func @odd_batch(
// CHECK-NEXT: %[[A:.*]] = graph.transpose %arg0 {permutation = array<i64: 1, 2, 0>} : tensor<8x3x5xf32> -> tensor<3x5x8xf32>
// CHECK-NEXT: %[[B:.*]] = graph.transpose %arg1 {permutation = array<i64: 1, 2, 0>} : tensor<6x3x8xf32> -> tensor<3x8x6xf32>
// CHECK-NEXT: %[[Y:.*]] = graph.matmul %[[A]], %[[B]] : (tensor<3x5x8xf32>, tensor<3x8x6xf32>) -> tensor<3x5x6xf32>
// CHECK-NEXT: return %[[Y]]
func.func @odd_batch(%a: tensor<8x3x5xf32>, %b: tensor<6x3x8xf32>) -> tensor<3x5x6xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [1] x [1], contracting_dims = [0] x [2] : (tensor<8x3x5xf32>, tensor<6x3x8xf32>) -> tensor<3x5x6xf32>
  return %0 : tensor<3x5x6xf32>
}

// -----

// Two contracting dimensions and two free lhs dimensions: flattened by reshapes.
// CHECK-LABEL: func.func @two_contracting(
// CHECK-NEXT: %[[A:.*]] = graph.reshape %arg0 : tensor<2x3x4x5xf32> -> tensor<6x20xf32>
// CHECK-NEXT: %[[B:.*]] = graph.reshape %arg1 : tensor<4x5x7xf32> -> tensor<20x7xf32>
// CHECK-NEXT: %[[Y:.*]] = graph.matmul %[[A]], %[[B]] : (tensor<6x20xf32>, tensor<20x7xf32>) -> tensor<6x7xf32>
// CHECK-NEXT: %[[R:.*]] = graph.reshape %[[Y]] : tensor<6x7xf32> -> tensor<2x3x7xf32>
// CHECK-NEXT: return %[[R]]
func.func @two_contracting(%a: tensor<2x3x4x5xf32>, %b: tensor<4x5x7xf32>) -> tensor<2x3x7xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2, 3] x [0, 1] : (tensor<2x3x4x5xf32>, tensor<4x5x7xf32>) -> tensor<2x3x7xf32>
  return %0 : tensor<2x3x7xf32>
}

// -----

// f8 operands with an f16 result (JAX's preferred_element_type), and a legacy dot.
// CHECK-LABEL: func.func @fp8(
// CHECK-NEXT: graph.matmul %arg0, %arg1 : (tensor<4x8xf8E4M3FN>, tensor<8x2xf8E5M2>) -> tensor<4x2xf16>
// CHECK-NEXT: %[[V:.*]] = graph.reshape %arg2 : tensor<8xf32> -> tensor<1x8xf32>
// CHECK-NEXT: %[[D:.*]] = graph.matmul %[[V]], %arg3 : (tensor<1x8xf32>, tensor<8x2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: graph.reshape %[[D]] : tensor<1x2xf32> -> tensor<2xf32>
func.func @fp8(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E5M2>, %v: tensor<8xf32>, %w: tensor<8x2xf32>) -> (tensor<4x2xf16>, tensor<2xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf8E4M3FN>, tensor<8x2xf8E5M2>) -> tensor<4x2xf16>
  %1 = stablehlo.dot %v, %w : (tensor<8xf32>, tensor<8x2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<4x2xf16>, tensor<2xf32>
}
