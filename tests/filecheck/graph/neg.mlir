// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.neg`: elementwise unary, one type for operand and result (a rank-0 tensor too).

// CHECK-LABEL: func.func @neg(
// CHECK-SAME: %[[X:.*]]: tensor<729x4304xbf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.neg %[[X]] : tensor<729x4304xbf16>
// CHECK-NEXT: return %[[Z]] : tensor<729x4304xbf16>
// GENERIC-LABEL: sym_name = "neg"
// GENERIC: "graph.neg"(%{{.*}}) : (tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
func.func @neg(%x: tensor<729x4304xbf16>) -> tensor<729x4304xbf16> {
  %y = graph.neg %x : tensor<729x4304xbf16>
  return %y : tensor<729x4304xbf16>
}

// CHECK-LABEL: func.func @neg_scalar(
// CHECK-SAME: %[[X:.*]]: tensor<f32>)
// CHECK-NEXT: %[[Z:.*]] = graph.neg %[[X]] : tensor<f32>
// CHECK-NEXT: return %[[Z]] : tensor<f32>
// GENERIC-LABEL: sym_name = "neg_scalar"
// GENERIC: "graph.neg"(%{{.*}}) : (tensor<f32>) -> tensor<f32>
func.func @neg_scalar(%x: tensor<f32>) -> tensor<f32> {
  %y = graph.neg %x : tensor<f32>
  return %y : tensor<f32>
}
