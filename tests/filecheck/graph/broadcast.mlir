// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.broadcast`: StableHLO broadcast_in_dim; size-1 operand dimensions stretch.

// CHECK-LABEL: func.func @broadcast_bias(
// CHECK-SAME: %[[X:.*]]: tensor<256xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.broadcast %[[X]] {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<64x256xf16>
// CHECK-NEXT: return %[[Z]] : tensor<64x256xf16>
// GENERIC-LABEL: sym_name = "broadcast_bias"
// GENERIC: "graph.broadcast"(%{{.*}}) {dimensions = array<i64: 1>} : (tensor<256xf16>) -> tensor<64x256xf16>
func.func @broadcast_bias(%x: tensor<256xf16>) -> tensor<64x256xf16> {
  %y = graph.broadcast %x {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<64x256xf16>
  return %y : tensor<64x256xf16>
}

// CHECK-LABEL: func.func @broadcast_stretch(
// CHECK-SAME: %[[X:.*]]: tensor<64x1xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.broadcast %[[X]] {dimensions = array<i64: 1, 2>} : tensor<64x1xf32> -> tensor<2x64x8xf32>
// CHECK-NEXT: return %[[Z]] : tensor<2x64x8xf32>
// GENERIC-LABEL: sym_name = "broadcast_stretch"
// GENERIC: "graph.broadcast"(%{{.*}}) {dimensions = array<i64: 1, 2>} : (tensor<64x1xf32>) -> tensor<2x64x8xf32>
func.func @broadcast_stretch(%x: tensor<64x1xf32>) -> tensor<2x64x8xf32> {
  %y = graph.broadcast %x {dimensions = array<i64: 1, 2>} : tensor<64x1xf32> -> tensor<2x64x8xf32>
  return %y : tensor<2x64x8xf32>
}
