// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.exp`: elementwise unary, one type for operand and result (a rank-0 tensor too).

// CHECK-LABEL: func.func @exp(
// CHECK-SAME: %[[X:.*]]: tensor<729x4304xbf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.exp %[[X]] : tensor<729x4304xbf16>
// CHECK-NEXT: return %[[Z]] : tensor<729x4304xbf16>
// GENERIC-LABEL: sym_name = "exp"
// GENERIC: "graph.exp"(%{{.*}}) : (tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
func.func @exp(%x: tensor<729x4304xbf16>) -> tensor<729x4304xbf16> {
  %y = graph.exp %x : tensor<729x4304xbf16>
  return %y : tensor<729x4304xbf16>
}

// CHECK-LABEL: func.func @exp_scalar(
// CHECK-SAME: %[[X:.*]]: tensor<f32>)
// CHECK-NEXT: %[[Z:.*]] = graph.exp %[[X]] : tensor<f32>
// CHECK-NEXT: return %[[Z]] : tensor<f32>
// GENERIC-LABEL: sym_name = "exp_scalar"
// GENERIC: "graph.exp"(%{{.*}}) : (tensor<f32>) -> tensor<f32>
func.func @exp_scalar(%x: tensor<f32>) -> tensor<f32> {
  %y = graph.exp %x : tensor<f32>
  return %y : tensor<f32>
}
