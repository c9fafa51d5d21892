// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.gelu`: `approximate` defaults to "tanh" and the custom form always prints it;
// the generic form of an op written without it carries the default.

// CHECK-LABEL: func.func @gelu_default(
// CHECK-SAME: %[[X:.*]]: tensor<729x4304xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.gelu %[[X]] {approximate = "tanh"} : tensor<729x4304xf16>
// CHECK-NEXT: return %[[Z]] : tensor<729x4304xf16>
// GENERIC-LABEL: sym_name = "gelu_default"
// GENERIC: "graph.gelu"(%{{.*}}) {approximate = "tanh"} : (tensor<729x4304xf16>) -> tensor<729x4304xf16>
func.func @gelu_default(%x: tensor<729x4304xf16>) -> tensor<729x4304xf16> {
  %y = graph.gelu %x : tensor<729x4304xf16>
  return %y : tensor<729x4304xf16>
}

// CHECK-LABEL: func.func @gelu_erf(
// CHECK-SAME: %[[X:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.gelu %[[X]] {approximate = "none"} : tensor<8xf32>
// CHECK-NEXT: return %[[Z]] : tensor<8xf32>
// GENERIC-LABEL: sym_name = "gelu_erf"
// GENERIC: "graph.gelu"(%{{.*}}) {approximate = "none"} : (tensor<8xf32>) -> tensor<8xf32>
func.func @gelu_erf(%x: tensor<8xf32>) -> tensor<8xf32> {
  %y = graph.gelu %x {approximate = "none"} : tensor<8xf32>
  return %y : tensor<8xf32>
}
