// RUN: ipu-opt --pass=canonicalize %s | filecheck %s

// Canonicalization uses each dialect's fold hooks: here the graph dialect's
// (a transpose undoing another, a double negation, an identity reshape).

// CHECK-LABEL: func.func @folds
// CHECK-SAME: (%[[X:.*]]: tensor<2x64x32xf16>)
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]]
func.func @folds(%x: tensor<2x64x32xf16>) -> (tensor<2x64x32xf16>, tensor<2x64x32xf16>, tensor<2x64x32xf16>) {
  %y = graph.transpose %x {permutation = array<i64: 2, 0, 1>} : tensor<2x64x32xf16> -> tensor<32x2x64xf16>
  %z = graph.transpose %y {permutation = array<i64: 1, 2, 0>} : tensor<32x2x64xf16> -> tensor<2x64x32xf16>
  %n = graph.neg %x : tensor<2x64x32xf16>
  %m = graph.neg %n : tensor<2x64x32xf16>
  %r = graph.reshape %x : tensor<2x64x32xf16> -> tensor<2x64x32xf16>
  return %z, %m, %r : tensor<2x64x32xf16>, tensor<2x64x32xf16>, tensor<2x64x32xf16>
}

// CHECK-LABEL: func.func @keeps
// CHECK-NEXT: graph.transpose
// CHECK-NEXT: return
func.func @keeps(%x: tensor<2x64x32xf16>) -> tensor<32x2x64xf16> {
  %y = graph.transpose %x {permutation = array<i64: 2, 0, 1>} : tensor<2x64x32xf16> -> tensor<32x2x64xf16>
  return %y : tensor<32x2x64xf16>
}
