// RUN: ipu-opt --pass=fuse-operators %s | filecheck %s

// The SigLIP MLP block as JAX exports it (small size): fc1 + bias, the tanh GELU written
// out in primitive ops, fc2 + bias. Fusion recognises the GELU and makes fc1 one product
// with a bias + GELU epilogue, and fc2 one product with a bias epilogue.

// CHECK-LABEL: func.func @mlp(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x128xf16>, %[[W1:[^:]*]]: tensor<128x256xf16>, %[[B1:[^:]*]]: tensor<256xf16>, %[[W2:[^:]*]]: tensor<256x128xf16>, %[[B2:[^:]*]]: tensor<128xf16>)
// CHECK-NEXT: %[[H:.*]] = graph.fused_matmul %[[X]], %[[W1]], %[[B1]] {epilogue = ["bias", "gelu_tanh"]} : (tensor<64x128xf16>, tensor<128x256xf16>, tensor<256xf16>) -> tensor<64x256xf16>
// CHECK-NEXT: %[[Y:.*]] = graph.fused_matmul %[[H]], %[[W2]], %[[B2]] {epilogue = ["bias"]} : (tensor<64x256xf16>, tensor<256x128xf16>, tensor<128xf16>) -> tensor<64x128xf16>
// CHECK-NEXT: return %[[Y]] : tensor<64x128xf16>

func.func @mlp(%x: tensor<64x128xf16>, %w1: tensor<128x256xf16>, %b1: tensor<256xf16>, %w2: tensor<256x128xf16>, %b2: tensor<128xf16>) -> tensor<64x128xf16> {
  %0 = graph.matmul %x, %w1 : (tensor<64x128xf16>, tensor<128x256xf16>) -> tensor<64x256xf16>
  %1 = graph.broadcast %b1 {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<1x256xf16>
  %2 = graph.broadcast %1 {dimensions = array<i64: 0, 1>} : tensor<1x256xf16> -> tensor<64x256xf16>
  %3 = graph.add %0, %2 : tensor<64x256xf16>
  %4 = graph.mul %3, %3 : tensor<64x256xf16>
  %5 = graph.mul %4, %3 : tensor<64x256xf16>
  %c = graph.constant dense<4.470830e-02> : tensor<f16>
  %6 = graph.broadcast %c {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %7 = graph.mul %6, %5 : tensor<64x256xf16>
  %8 = graph.add %3, %7 : tensor<64x256xf16>
  %c0 = graph.constant dense<7.978520e-01> : tensor<f16>
  %9 = graph.broadcast %c0 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %10 = graph.mul %9, %8 : tensor<64x256xf16>
  %11 = graph.tanh %10 : tensor<64x256xf16>
  %c1 = graph.constant dense<1.000000e+00> : tensor<f16>
  %12 = graph.broadcast %c1 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %13 = graph.add %12, %11 : tensor<64x256xf16>
  %c2 = graph.constant dense<5.000000e-01> : tensor<f16>
  %14 = graph.broadcast %c2 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %15 = graph.mul %14, %13 : tensor<64x256xf16>
  %16 = graph.mul %3, %15 : tensor<64x256xf16>
  %17 = graph.matmul %16, %w2 : (tensor<64x256xf16>, tensor<256x128xf16>) -> tensor<64x128xf16>
  %18 = graph.broadcast %b2 {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %19 = graph.broadcast %18 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %20 = graph.add %17, %19 : tensor<64x128xf16>
  return %20 : tensor<64x128xf16>
}

// The f8 variant (f8E4M3FN operands, f16 results, the GELU output cast to f8 before fc2):
// the cast folds into fc2's lhs.
// CHECK-LABEL: func.func @mlp_fp8(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x128xf8E4M3FN>, %[[W1:[^:]*]]: tensor<128x256xf8E4M3FN>, %[[B1:[^:]*]]: tensor<256xf16>, %[[W2:[^:]*]]: tensor<256x128xf8E4M3FN>, %[[B2:[^:]*]]: tensor<128xf16>)
// CHECK-NEXT: %[[H:.*]] = graph.fused_matmul %[[X]], %[[W1]], %[[B1]] {epilogue = ["bias", "gelu_tanh"]}
// CHECK-NEXT: %[[Y:.*]] = graph.fused_matmul %[[H]], %[[W2]], %[[B2]] {epilogue = ["bias"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<64x256xf16>, tensor<256x128xf8E4M3FN>, tensor<128xf16>) -> tensor<64x128xf16>
// CHECK-NEXT: return %[[Y]]
func.func @mlp_fp8(%x: tensor<64x128xf8E4M3FN>, %w1: tensor<128x256xf8E4M3FN>, %b1: tensor<256xf16>, %w2: tensor<256x128xf8E4M3FN>, %b2: tensor<128xf16>) -> tensor<64x128xf16> {
  %0 = graph.matmul %x, %w1 : (tensor<64x128xf8E4M3FN>, tensor<128x256xf8E4M3FN>) -> tensor<64x256xf16>
  %1 = graph.broadcast %b1 {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<1x256xf16>
  %2 = graph.broadcast %1 {dimensions = array<i64: 0, 1>} : tensor<1x256xf16> -> tensor<64x256xf16>
  %3 = graph.add %0, %2 : tensor<64x256xf16>
  %4 = graph.mul %3, %3 : tensor<64x256xf16>
  %5 = graph.mul %4, %3 : tensor<64x256xf16>
  %c = graph.constant dense<4.470830e-02> : tensor<f16>
  %6 = graph.broadcast %c {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %7 = graph.mul %6, %5 : tensor<64x256xf16>
  %8 = graph.add %3, %7 : tensor<64x256xf16>
  %c0 = graph.constant dense<7.978520e-01> : tensor<f16>
  %9 = graph.broadcast %c0 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %10 = graph.mul %9, %8 : tensor<64x256xf16>
  %11 = graph.tanh %10 : tensor<64x256xf16>
  %c1 = graph.constant dense<1.000000e+00> : tensor<f16>
  %12 = graph.broadcast %c1 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %13 = graph.add %12, %11 : tensor<64x256xf16>
  %c2 = graph.constant dense<5.000000e-01> : tensor<f16>
  %14 = graph.broadcast %c2 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %15 = graph.mul %14, %13 : tensor<64x256xf16>
  %16 = graph.mul %3, %15 : tensor<64x256xf16>
  %17 = graph.cast %16 : tensor<64x256xf16> -> tensor<64x256xf8E4M3FN>
  %18 = graph.matmul %17, %w2 : (tensor<64x256xf8E4M3FN>, tensor<256x128xf8E4M3FN>) -> tensor<64x128xf16>
  %19 = graph.broadcast %b2 {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %20 = graph.broadcast %19 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %21 = graph.add %18, %20 : tensor<64x128xf16>
  return %21 : tensor<64x128xf16>
}
