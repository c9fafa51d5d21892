module @jit_int_arith attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xi32>, %arg2: tensor<16x32xi32>) -> (tensor<16x32xi32> {jax.result_info = "result[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]"}, tensor<16x32xi32> {jax.result_info = "result[2]"}, tensor<16x32xi32> {jax.result_info = "result[3]"}, tensor<16x32xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<16x32xi32>
    %1 = stablehlo.add %0, %arg1 : tensor<16x32xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x32xi32>
    %3 = stablehlo.subtract %1, %2 : tensor<16x32xi32>
    %4 = stablehlo.convert %3 : (tensor<16x32xi32>) -> tensor<16x32xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<16x32xf32>
    %6 = stablehlo.maximum %arg1, %arg2 : tensor<16x32xi32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<16x32xf32>
    %9 = stablehlo.convert %8 : (tensor<16x32xf32>) -> tensor<16x32xi32>
    %10 = stablehlo.compare GE, %arg1, %arg2, SIGNED : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x32xi32>
    %12 = stablehlo.multiply %arg2, %11 : tensor<16x32xi32>
    %13 = call @_where(%10, %arg1, %12) : (tensor<16x32xi1>, tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    return %3, %5, %6, %9, %13 : tensor<16x32xi32>, tensor<16x32xf32>, tensor<16x32xi32>, tensor<16x32xi32>, tensor<16x32xi32>
  }
  func.func private @_where(%arg0: tensor<16x32xi1>, %arg1: tensor<16x32xi32>, %arg2: tensor<16x32xi32>) -> tensor<16x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x32xi1>, tensor<16x32xi32>
    return %0 : tensor<16x32xi32>
  }
}
