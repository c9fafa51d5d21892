// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.transpose`: result dimension i is operand dimension permutation[i].

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[X:.*]]: tensor<2x64x32xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.transpose %[[X]] {permutation = array<i64: 2, 0, 1>} : tensor<2x64x32xf16> -> tensor<32x2x64xf16>
// CHECK-NEXT: return %[[Z]] : tensor<32x2x64xf16>
// GENERIC-LABEL: sym_name = "transpose"
// GENERIC: "graph.transpose"(%{{.*}}) {permutation = array<i64: 2, 0, 1>} : (tensor<2x64x32xf16>) -> tensor<32x2x64xf16>
func.func @transpose(%x: tensor<2x64x32xf16>) -> tensor<32x2x64xf16> {
  %y = graph.transpose %x {permutation = array<i64: 2, 0, 1>} : tensor<2x64x32xf16> -> tensor<32x2x64xf16>
  return %y : tensor<32x2x64xf16>
}
