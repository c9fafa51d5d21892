// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.reshape`: same elements in row-major order, another shape (rank 0 included).

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %[[X:.*]]: tensor<1x256xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.reshape %[[X]] : tensor<1x256xf16> -> tensor<16x16xf16>
// CHECK-NEXT: return %[[Z]] : tensor<16x16xf16>
// GENERIC-LABEL: sym_name = "reshape"
// GENERIC: "graph.reshape"(%{{.*}}) : (tensor<1x256xf16>) -> tensor<16x16xf16>
func.func @reshape(%x: tensor<1x256xf16>) -> tensor<16x16xf16> {
  %y = graph.reshape %x : tensor<1x256xf16> -> tensor<16x16xf16>
  return %y : tensor<16x16xf16>
}

// CHECK-LABEL: func.func @reshape_to_scalar(
// CHECK-SAME: %[[X:.*]]: tensor<1x1xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.reshape %[[X]] : tensor<1x1xf32> -> tensor<f32>
// CHECK-NEXT: return %[[Z]] : tensor<f32>
// GENERIC-LABEL: sym_name = "reshape_to_scalar"
// GENERIC: "graph.reshape"(%{{.*}}) : (tensor<1x1xf32>) -> tensor<f32>
func.func @reshape_to_scalar(%x: tensor<1x1xf32>) -> tensor<f32> {
  %y = graph.reshape %x : tensor<1x1xf32> -> tensor<f32>
  return %y : tensor<f32>
}
