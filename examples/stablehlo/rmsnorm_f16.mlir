module @jit_rmsnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf16>, %arg1: tensor<32xf16>) -> (tensor<16x32xf16> {jax.result_info = "result"}) {
    %0 = chlo.square %arg0 : tensor<16x32xf16> -> tensor<16x32xf16>
    %1 = stablehlo.convert %0 : (tensor<16x32xf16>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16x1xf32>
    %6 = stablehlo.convert %5 : (tensor<16x1xf32>) -> tensor<16x1xf16>
    %cst_1 = stablehlo.constant dense<1.013280e-06> : tensor<f16>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<16x1xf16>
    %8 = stablehlo.add %6, %7 : tensor<16x1xf16>
    %9 = stablehlo.sqrt %8 : tensor<16x1xf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf16>) -> tensor<16x32xf16>
    %11 = stablehlo.divide %arg0, %10 : tensor<16x32xf16>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf16>) -> tensor<1x32xf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xf16>) -> tensor<16x32xf16>
    %14 = stablehlo.multiply %11, %13 : tensor<16x32xf16>
    return %14 : tensor<16x32xf16>
  }
}
