// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.slice`: a strided box; `strides` is optional (default all ones).

// CHECK-LABEL: func.func @slice(
// CHECK-SAME: %[[X:.*]]: tensor<64x384xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.slice %[[X]] {limit = array<i64: 64, 256>, start = array<i64: 0, 128>} : tensor<64x384xf16> -> tensor<64x128xf16>
// CHECK-NEXT: return %[[Z]] : tensor<64x128xf16>
// GENERIC-LABEL: sym_name = "slice"
// GENERIC: "graph.slice"(%{{.*}}) {limit = array<i64: 64, 256>, start = array<i64: 0, 128>} : (tensor<64x384xf16>) -> tensor<64x128xf16>
func.func @slice(%x: tensor<64x384xf16>) -> tensor<64x128xf16> {
  %y = graph.slice %x {start = array<i64: 0, 128>, limit = array<i64: 64, 256>} : tensor<64x384xf16> -> tensor<64x128xf16>
  return %y : tensor<64x128xf16>
}

// CHECK-LABEL: func.func @slice_strided(
// CHECK-SAME: %[[X:.*]]: tensor<10xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.slice %[[X]] {limit = array<i64: 8>, start = array<i64: 1>, strides = array<i64: 3>} : tensor<10xf32> -> tensor<3xf32>
// CHECK-NEXT: return %[[Z]] : tensor<3xf32>
// GENERIC-LABEL: sym_name = "slice_strided"
// GENERIC: "graph.slice"(%{{.*}}) {limit = array<i64: 8>, start = array<i64: 1>, strides = array<i64: 3>} : (tensor<10xf32>) -> tensor<3xf32>
func.func @slice_strided(%x: tensor<10xf32>) -> tensor<3xf32> {
  %y = graph.slice %x {start = array<i64: 1>, limit = array<i64: 8>, strides = array<i64: 3>} : tensor<10xf32> -> tensor<3xf32>
  return %y : tensor<3xf32>
}
