// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.tanh`: elementwise unary, one type for operand and result (a rank-0 tensor too).

// CHECK-LABEL: func.func @tanh(
// CHECK-SAME: %[[X:.*]]: tensor<729x4304xbf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.tanh %[[X]] : tensor<729x4304xbf16>
// CHECK-NEXT: return %[[Z]] : tensor<729x4304xbf16>
// GENERIC-LABEL: sym_name = "tanh"
// GENERIC: "graph.tanh"(%{{.*}}) : (tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
func.func @tanh(%x: tensor<729x4304xbf16>) -> tensor<729x4304xbf16> {
  %y = graph.tanh %x : tensor<729x4304xbf16>
  return %y : tensor<729x4304xbf16>
}

// CHECK-LABEL: func.func @tanh_scalar(
// CHECK-SAME: %[[X:.*]]: tensor<f32>)
// CHECK-NEXT: %[[Z:.*]] = graph.tanh %[[X]] : tensor<f32>
// CHECK-NEXT: return %[[Z]] : tensor<f32>
// GENERIC-LABEL: sym_name = "tanh_scalar"
// GENERIC: "graph.tanh"(%{{.*}}) : (tensor<f32>) -> tensor<f32>
func.func @tanh_scalar(%x: tensor<f32>) -> tensor<f32> {
  %y = graph.tanh %x : tensor<f32>
  return %y : tensor<f32>
}
