// RUN: ipu-translate --import-stablehlo --split-input-file %s | filecheck %s

// stablehlo.gather with constant indices (jnp.take(table, ids, axis=0) with constant
// ids) becomes slices of the table joined by graph.concat: one slice per run of
// consecutive rows, so ids [3, 1, 5, 6, 7] are the rows 3, 1 and 5..8.

// CHECK-LABEL: func.func @take_rows(
// CHECK-NEXT: %[[R3:.*]] = graph.slice %arg0 {limit = array<i64: 4, 8>, start = array<i64: 3, 0>} : tensor<16x8xf32> -> tensor<1x8xf32>
// CHECK-NEXT: %[[R1:.*]] = graph.slice %arg0 {limit = array<i64: 2, 8>, start = array<i64: 1, 0>} : tensor<16x8xf32> -> tensor<1x8xf32>
// CHECK-NEXT: %[[R5:.*]] = graph.slice %arg0 {limit = array<i64: 8, 8>, start = array<i64: 5, 0>} : tensor<16x8xf32> -> tensor<3x8xf32>
// CHECK-NEXT: %[[T:.*]] = graph.concat %[[R3]], %[[R1]], %[[R5]] {dimension = 0 : i64} : {{.*}} -> tensor<5x8xf32>
// CHECK-NEXT: return %[[T]]
func.func @take_rows(%table: tensor<16x8xf32>) -> tensor<5x8xf32> {
  %ids = stablehlo.constant dense<[[3], [1], [5], [6], [7]]> : tensor<5x1xi32>
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<5x1xi32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// Out-of-range starts are clamped as the spec says (20 → 15), and jnp.take's in-bounds
// test (a reduce with an `and` reducer of constants) folds away with the select on it.
// CHECK-LABEL: func.func @clamped_and_masked(
// CHECK-NEXT: %[[R:.*]] = graph.slice %arg0 {limit = array<i64: 16, 8>, start = array<i64: 15, 0>}
// CHECK-NEXT: %[[T:.*]] = graph.reshape %[[R]] : tensor<1x8xf32> -> tensor<8xf32>
// CHECK-NEXT: return %[[T]]
func.func @clamped_and_masked(%table: tensor<16x8xf32>) -> tensor<8xf32> {
  %ids = stablehlo.constant dense<20> : tensor<1xi32>
  %ok = stablehlo.constant dense<true> : tensor<1xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %all = stablehlo.reduce(%ok init: %t) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<1xi32>) -> tensor<8xf32>
  %m = stablehlo.broadcast_in_dim %all, dims = [] : (tensor<i1>) -> tensor<8xi1>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<8xf32>
  %1 = stablehlo.select %m, %0, %nan : tensor<8xi1>, tensor<8xf32>
  return %1 : tensor<8xf32>
}
