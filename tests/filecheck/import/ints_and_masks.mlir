// RUN: ipu-translate --import-stablehlo --split-input-file %s | filecheck %s

// Integer and boolean tensors at run time: a comparison of run-time values is a
// graph.compare (an i1 mask) unless it only picks the larger or smaller of its operands
// (a graph.max); masks combine with graph.and/or/not and choose with graph.select; i32
// arguments take i32 arithmetic and convert to and from floats with graph.cast; run-time
// ids gather table rows.

// CHECK-LABEL: func.func @mask_where(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[EQ:.*]] = graph.compare %[[X]], %[[Y]] {comparison_direction = "EQ"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %[[NEQ:.*]] = graph.not %[[EQ]] : tensor<4xi1>
// CHECK-NEXT: %[[GT:.*]] = graph.compare %[[X]], %[[Y]] {comparison_direction = "GT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %[[M:.*]] = graph.and %[[GT]], %[[NEQ]] : tensor<4xi1>
// CHECK-NEXT: %[[S:.*]] = graph.select %[[M]], %[[Y]], %[[X]] : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[S]], %[[M]]
func.func @mask_where(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>) {
  %0 = stablehlo.compare GT, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.not %1 : tensor<4xi1>
  %3 = stablehlo.and %0, %2 : tensor<4xi1>
  %4 = stablehlo.select %3, %y, %x : tensor<4xi1>, tensor<4xf32>
  return %4, %3 : tensor<4xf32>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @int_arith(
// CHECK-SAME: %[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[P:.*]] = graph.mul %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: %[[C:.*]] = graph.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %[[Q:.*]] = graph.sub %[[P]], %[[C]] : tensor<4xi32>
// CHECK-NEXT: %[[F:.*]] = graph.cast %[[Q]] : tensor<4xi32> -> tensor<4xf32>
// CHECK-NEXT: return %[[Q]], %[[F]]
func.func @int_arith(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %a, %b : tensor<4xi32>
  %c = stablehlo.constant dense<3> : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.subtract %0, %1 : tensor<4xi32>
  %3 = stablehlo.convert %2 : (tensor<4xi32>) -> tensor<4xf32>
  return %2, %3 : tensor<4xi32>, tensor<4xf32>
}

// -----

// jnp.argmax as JAX exports it: a two-input reduce of the values and an iota with JAX's
// comparator is a graph.argmax (the values' maximum, a graph.reduce, is unused here and
// removed).
// CHECK-LABEL: func.func @argmax(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[I:.*]] = graph.argmax %[[X]] {dimension = 1 : i64} : tensor<2x3xf32> -> tensor<2xi32>
// CHECK-NEXT: return %[[I]] : tensor<2xi32>
func.func @argmax(%arg0: tensor<2x3xf32>) -> tensor<2xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<2xi32>
}

// -----

// jnp.take with run-time ids: the row gather is a graph.gather of the ids reshaped to [N].
// CHECK-LABEL: func.func @take(
// CHECK-SAME: %[[T:.*]]: tensor<50x16xf32>, %[[I:.*]]: tensor<8x1xi32>)
// CHECK-NEXT: %[[R:.*]] = graph.reshape %[[I]] : tensor<8x1xi32> -> tensor<8xi32>
// CHECK-NEXT: %[[G:.*]] = graph.gather %[[T]], %[[R]] : (tensor<50x16xf32>, tensor<8xi32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %[[G]]
func.func @take(%t: tensor<50x16xf32>, %ids: tensor<8x1xi32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<50x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// dynamic_slice of whole rows at a run-time start: the start clamped into [0, V - K] on
// i32 vectors, plus the row offsets, gathers the rows.
// CHECK-LABEL: func.func @window(
// CHECK-SAME: %[[X:.*]]: tensor<10x8xf32>, %[[S:.*]]: tensor<i32>)
// CHECK-NEXT: %[[B:.*]] = graph.broadcast %[[S]] {dimensions = array<i64>} : tensor<i32> -> tensor<4xi32>
// CHECK-NEXT: %[[Z:.*]] = graph.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %[[LO:.*]] = graph.max %[[B]], %[[Z]] : tensor<4xi32>
// CHECK-NEXT: %[[TOP:.*]] = graph.constant dense<6> : tensor<4xi32>
// CHECK-NEXT: %[[LT:.*]] = graph.compare %[[LO]], %[[TOP]] {comparison_direction = "LT"}
// CHECK-NEXT: %[[ST:.*]] = graph.select %[[LT]], %[[LO]], %[[TOP]]
// CHECK-NEXT: %[[IOTA:.*]] = graph.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: %[[IDS:.*]] = graph.add %[[ST]], %[[IOTA]] : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = graph.gather %[[X]], %[[IDS]] : (tensor<10x8xf32>, tensor<4xi32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @window(%x: tensor<10x8xf32>, %s: tensor<i32>) -> tensor<4x8xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_slice %x, %s, %c, sizes = [4, 8] : (tensor<10x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
