// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.softmax`: along `dimension`, one type for operand and result.

// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: %[[X:.*]]: tensor<12x729x729xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.softmax %[[X]] {dimension = 2 : i64} : tensor<12x729x729xf32>
// CHECK-NEXT: return %[[Z]] : tensor<12x729x729xf32>
// GENERIC-LABEL: sym_name = "softmax"
// GENERIC: "graph.softmax"(%{{.*}}) {dimension = 2 : i64} : (tensor<12x729x729xf32>) -> tensor<12x729x729xf32>
func.func @softmax(%x: tensor<12x729x729xf32>) -> tensor<12x729x729xf32> {
  %y = graph.softmax %x {dimension = 2 : i64} : tensor<12x729x729xf32>
  return %y : tensor<12x729x729xf32>
}
