// RUN: ipu-opt --pass=fuse-operators %s | filecheck %s

// The QKV projections of one activation (three matmuls with biases, as JAX exports
// them) become one product with the three weights and biases concatenated, then
// three slices.

// CHECK-LABEL: func.func @qkv(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x128xf16>, %[[WQ:[^:]*]]: tensor<128x128xf16>, %[[BQ:[^:]*]]: tensor<128xf16>, %[[WK:[^:]*]]: tensor<128x128xf16>, %[[BK:[^:]*]]: tensor<128xf16>, %[[WV:[^:]*]]: tensor<128x128xf16>, %[[BV:[^:]*]]: tensor<128xf16>)
// CHECK-DAG: %[[W:.*]] = graph.concat %[[WQ]], %[[WK]], %[[WV]] {dimension = 1 : i64}
// CHECK-DAG: %[[B:.*]] = graph.concat %[[BQ]], %[[BK]], %[[BV]] {dimension = 0 : i64}
// CHECK: %[[Y:.*]] = graph.fused_matmul %[[X]], %[[W]], %[[B]] {epilogue = ["bias"]} : (tensor<64x128xf16>, tensor<128x384xf16>, tensor<384xf16>) -> tensor<64x384xf16>
// CHECK-NOT: graph.matmul
// CHECK-DAG: %[[Q:.*]] = graph.slice %[[Y]] {limit = array<i64: 64, 128>, start = array<i64: 0, 0>}
// CHECK-DAG: %[[K:.*]] = graph.slice %[[Y]] {limit = array<i64: 64, 256>, start = array<i64: 0, 128>}
// CHECK-DAG: %[[V:.*]] = graph.slice %[[Y]] {limit = array<i64: 64, 384>, start = array<i64: 0, 256>}
// CHECK: return %[[Q]], %[[K]], %[[V]]
func.func @qkv(%x: tensor<64x128xf16>, %wq: tensor<128x128xf16>, %bq: tensor<128xf16>, %wk: tensor<128x128xf16>, %bk: tensor<128xf16>, %wv: tensor<128x128xf16>, %bv: tensor<128xf16>) -> (tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>) {
  %0 = graph.matmul %x, %wq : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %1 = graph.broadcast %bq {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %2 = graph.broadcast %1 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %3 = graph.add %0, %2 : tensor<64x128xf16>
  %4 = graph.matmul %x, %wk : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %5 = graph.broadcast %bk {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %6 = graph.broadcast %5 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %7 = graph.add %4, %6 : tensor<64x128xf16>
  %8 = graph.matmul %x, %wv : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %9 = graph.broadcast %bv {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %10 = graph.broadcast %9 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %11 = graph.add %8, %10 : tensor<64x128xf16>
  return %3, %7, %11 : tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>
}

// CHECK-LABEL: func.func @qkv_nobias(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x128xf16>, %[[WQ:[^:]*]]: tensor<128x128xf16>, %[[WK:[^:]*]]: tensor<128x128xf16>, %[[WV:[^:]*]]: tensor<128x128xf16>)
// CHECK: %[[W:.*]] = graph.concat %[[WQ]], %[[WK]], %[[WV]] {dimension = 1 : i64}
// CHECK: %[[Y:.*]] = graph.matmul %[[X]], %[[W]] : (tensor<64x128xf16>, tensor<128x384xf16>) -> tensor<64x384xf16>
// CHECK-NOT: graph.matmul
// CHECK: return
func.func @qkv_nobias(%x: tensor<64x128xf16>, %wq: tensor<128x128xf16>, %wk: tensor<128x128xf16>, %wv: tensor<128x128xf16>) -> (tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>) {
  %0 = graph.matmul %x, %wq : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %1 = graph.matmul %x, %wk : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %2 = graph.matmul %x, %wv : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  return %0, %1, %2 : tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>
}
