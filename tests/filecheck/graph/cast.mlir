// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.cast`: converts the element type, multiplying by `scale` (default 1) first.

// CHECK-LABEL: func.func @cast_to_f8(
// CHECK-SAME: %[[X:.*]]: tensor<64x256xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.cast %[[X]] {scale = 1.000000e+00 : f32} : tensor<64x256xf16> -> tensor<64x256xf8E4M3FN>
// CHECK-NEXT: return %[[Z]] : tensor<64x256xf8E4M3FN>
// GENERIC-LABEL: sym_name = "cast_to_f8"
// GENERIC: "graph.cast"(%{{.*}}) {scale = 1.000000e+00 : f32} : (tensor<64x256xf16>) -> tensor<64x256xf8E4M3FN>
func.func @cast_to_f8(%x: tensor<64x256xf16>) -> tensor<64x256xf8E4M3FN> {
  %y = graph.cast %x {scale = 1.0 : f32} : tensor<64x256xf16> -> tensor<64x256xf8E4M3FN>
  return %y : tensor<64x256xf8E4M3FN>
}

// CHECK-LABEL: func.func @cast_from_f8(
// CHECK-SAME: %[[X:.*]]: tensor<16xf8E5M2>)
// CHECK-NEXT: %[[Z:.*]] = graph.cast %[[X]] : tensor<16xf8E5M2> -> tensor<16xf32>
// CHECK-NEXT: return %[[Z]] : tensor<16xf32>
// GENERIC-LABEL: sym_name = "cast_from_f8"
// GENERIC: "graph.cast"(%{{.*}}) : (tensor<16xf8E5M2>) -> tensor<16xf32>
func.func @cast_from_f8(%x: tensor<16xf8E5M2>) -> tensor<16xf32> {
  %y = graph.cast %x : tensor<16xf8E5M2> -> tensor<16xf32>
  return %y : tensor<16xf32>
}
