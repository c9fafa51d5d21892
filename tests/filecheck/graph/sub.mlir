// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.sub` round-trips in custom and generic form: one type stands for both operands
// and the result, and extra attributes are kept.

// CHECK-LABEL: func.func @sub_f16(
// CHECK-SAME: %[[X:.*]]: tensor<64x256xf16>, %[[Y:.*]]: tensor<64x256xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.sub %[[X]], %[[Y]] : tensor<64x256xf16>
// CHECK-NEXT: return %[[Z]] : tensor<64x256xf16>
// GENERIC-LABEL: sym_name = "sub_f16"
// GENERIC: "graph.sub"(%{{.*}}, %{{.*}}) : (tensor<64x256xf16>, tensor<64x256xf16>) -> tensor<64x256xf16>
func.func @sub_f16(%x: tensor<64x256xf16>, %y: tensor<64x256xf16>) -> tensor<64x256xf16> {
  %z = graph.sub %x, %y : tensor<64x256xf16>
  return %z : tensor<64x256xf16>
}

// CHECK-LABEL: func.func @sub_f8(
// CHECK-SAME: %[[X:.*]]: tensor<4xf8E4M3FN>, %[[Y:.*]]: tensor<4xf8E4M3FN>)
// CHECK-NEXT: %[[Z:.*]] = graph.sub %[[X]], %[[Y]] {tag = 1 : i64} : tensor<4xf8E4M3FN>
// CHECK-NEXT: return %[[Z]] : tensor<4xf8E4M3FN>
// GENERIC-LABEL: sym_name = "sub_f8"
// GENERIC: "graph.sub"(%{{.*}}, %{{.*}}) {tag = 1 : i64} : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
func.func @sub_f8(%x: tensor<4xf8E4M3FN>, %y: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %z = graph.sub %x, %y {tag = 1 : i64} : tensor<4xf8E4M3FN>
  return %z : tensor<4xf8E4M3FN>
}
