// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.matmul`: `[B..., M, K] x [B..., K, N]` or a shared `[K, N]` right-hand side.

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[X:.*]]: tensor<729x1152xf16>, %[[Y:.*]]: tensor<1152x4304xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.matmul %[[X]], %[[Y]] : (tensor<729x1152xf16>, tensor<1152x4304xf16>) -> tensor<729x4304xf16>
// CHECK-NEXT: return %[[Z]] : tensor<729x4304xf16>
// GENERIC-LABEL: sym_name = "matmul"
// GENERIC: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<729x1152xf16>, tensor<1152x4304xf16>) -> tensor<729x4304xf16>
func.func @matmul(%a: tensor<729x1152xf16>, %b: tensor<1152x4304xf16>) -> tensor<729x4304xf16> {
  %y = graph.matmul %a, %b : (tensor<729x1152xf16>, tensor<1152x4304xf16>) -> tensor<729x4304xf16>
  return %y : tensor<729x4304xf16>
}

// CHECK-LABEL: func.func @matmul_batched_shared_rhs(
// CHECK-SAME: %[[X:.*]]: tensor<12x729x64xf8E4M3FN>, %[[Y:.*]]: tensor<64x729xf8E5M2>)
// CHECK-NEXT: %[[Z:.*]] = graph.matmul %[[X]], %[[Y]] : (tensor<12x729x64xf8E4M3FN>, tensor<64x729xf8E5M2>) -> tensor<12x729x729xf32>
// CHECK-NEXT: return %[[Z]] : tensor<12x729x729xf32>
// GENERIC-LABEL: sym_name = "matmul_batched_shared_rhs"
// GENERIC: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<12x729x64xf8E4M3FN>, tensor<64x729xf8E5M2>) -> tensor<12x729x729xf32>
func.func @matmul_batched_shared_rhs(%a: tensor<12x729x64xf8E4M3FN>, %b: tensor<64x729xf8E5M2>) -> tensor<12x729x729xf32> {
  %y = graph.matmul %a, %b : (tensor<12x729x64xf8E4M3FN>, tensor<64x729xf8E5M2>) -> tensor<12x729x729xf32>
  return %y : tensor<12x729x729xf32>
}

// CHECK-LABEL: func.func @matmul_batched(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x4xbf16>, %[[Y:.*]]: tensor<2x4x5xbf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.matmul %[[X]], %[[Y]] : (tensor<2x3x4xbf16>, tensor<2x4x5xbf16>) -> tensor<2x3x5xbf16>
// CHECK-NEXT: return %[[Z]] : tensor<2x3x5xbf16>
// GENERIC-LABEL: sym_name = "matmul_batched"
// GENERIC: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<2x3x4xbf16>, tensor<2x4x5xbf16>) -> tensor<2x3x5xbf16>
func.func @matmul_batched(%a: tensor<2x3x4xbf16>, %b: tensor<2x4x5xbf16>) -> tensor<2x3x5xbf16> {
  %y = graph.matmul %a, %b : (tensor<2x3x4xbf16>, tensor<2x4x5xbf16>) -> tensor<2x3x5xbf16>
  return %y : tensor<2x3x5xbf16>
}
