module @jit_where_clip attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>) -> (tensor<16x32xf32> {jax.result_info = "result[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]"}, tensor<16x32xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %1 = call @_where(%0, %arg0, %arg1) : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = call @clip(%arg0, %cst, %cst_0) : (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.abs %arg0 : tensor<16x32xf32>
    %4 = stablehlo.minimum %arg0, %arg1 : tensor<16x32xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<16x32xf32>
    return %1, %2, %5 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>
  }
  func.func private @_where(%arg0: tensor<16x32xi1>, %arg1: tensor<16x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x32xi1>, tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
  func.func private @clip(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x32xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x32xf32>
    return %5 : tensor<16x32xf32>
  }
}
