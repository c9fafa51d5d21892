module @jit_mask_where attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf16>, %arg1: tensor<16x32xf16>) -> (tensor<16x32xf16> {jax.result_info = "result[0]"}, tensor<16x32xi1> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<16x32xf16>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xi1>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<16x32xf16>
    %3 = stablehlo.compare GT, %arg1, %2, FLOAT : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xi1>
    %4 = stablehlo.not %3 : tensor<16x32xi1>
    %5 = stablehlo.and %1, %4 : tensor<16x32xi1>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<16x32xf16>
    %7 = stablehlo.compare LT, %arg0, %6, FLOAT : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xi1>
    %8 = stablehlo.or %5, %7 : tensor<16x32xi1>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<16x32xf16>
    %10 = stablehlo.multiply %arg1, %9 : tensor<16x32xf16>
    %11 = call @_where(%8, %arg0, %10) : (tensor<16x32xi1>, tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    return %11, %8 : tensor<16x32xf16>, tensor<16x32xi1>
  }
  func.func private @_where(%arg0: tensor<16x32xi1>, %arg1: tensor<16x32xf16>, %arg2: tensor<16x32xf16>) -> tensor<16x32xf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x32xi1>, tensor<16x32xf16>
    return %0 : tensor<16x32xf16>
  }
}
