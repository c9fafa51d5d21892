// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.concat`: operands side by side along `dimension`; the function-type form lists
// every operand type.

// CHECK-LABEL: func.func @concat3(
// CHECK-SAME: %[[X:.*]]: tensor<128x128xf16>, %[[Y:.*]]: tensor<128x128xf16>, %[[W:.*]]: tensor<128x128xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.concat %[[X]], %[[Y]], %[[W]] {dimension = 1 : i64} : (tensor<128x128xf16>, tensor<128x128xf16>, tensor<128x128xf16>) -> tensor<128x384xf16>
// CHECK-NEXT: return %[[Z]] : tensor<128x384xf16>
// GENERIC-LABEL: sym_name = "concat3"
// GENERIC: "graph.concat"(%{{.*}}, %{{.*}}, %{{.*}}) {dimension = 1 : i64} : (tensor<128x128xf16>, tensor<128x128xf16>, tensor<128x128xf16>) -> tensor<128x384xf16>
func.func @concat3(%a: tensor<128x128xf16>, %b: tensor<128x128xf16>, %c: tensor<128x128xf16>) -> tensor<128x384xf16> {
  %y = graph.concat %a, %b, %c {dimension = 1 : i64} : (tensor<128x128xf16>, tensor<128x128xf16>, tensor<128x128xf16>) -> tensor<128x384xf16>
  return %y : tensor<128x384xf16>
}

// CHECK-LABEL: func.func @concat_one(
// CHECK-SAME: %[[X:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.concat %[[X]] {dimension = 0 : i64} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %[[Z]] : tensor<3xf32>
// GENERIC-LABEL: sym_name = "concat_one"
// GENERIC: "graph.concat"(%{{.*}}) {dimension = 0 : i64} : (tensor<3xf32>) -> tensor<3xf32>
func.func @concat_one(%a: tensor<3xf32>) -> tensor<3xf32> {
  %y = graph.concat %a {dimension = 0 : i64} : (tensor<3xf32>) -> tensor<3xf32>
  return %y : tensor<3xf32>
}
