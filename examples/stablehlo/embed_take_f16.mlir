module @jit_embed_take attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50x32xf16>, %arg1: tensor<16xi32>, %arg2: tensor<32x32xf16>) -> (tensor<16x32xf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<50x32xf16>, tensor<16xi32>) -> tensor<16x32xf16>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    return %1 : tensor<16x32xf16>
  }
  func.func private @_take(%arg0: tensor<50x32xf16>, %arg1: tensor<16xi32>) -> tensor<16x32xf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<50> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_1 = stablehlo.constant dense<49> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<16x1xi1>, tensor<i1>) -> tensor<16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<50x32xf16>, tensor<16x1xi32>) -> tensor<16x32xf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<16xi1>) -> tensor<16x32xi1>
    %cst = stablehlo.constant dense<0x7E00> : tensor<f16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<16x32xf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x32xi1>, tensor<16x32xf16>
    return %16 : tensor<16x32xf16>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
}
