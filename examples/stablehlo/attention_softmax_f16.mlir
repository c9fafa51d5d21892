module @jit_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf16>, %arg1: tensor<16x8xf16>, %arg2: tensor<16x8xf16>) -> (tensor<16x8xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x8xf16>) -> tensor<8x16xf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf16>, tensor<8x16xf16>) -> tensor<16x16xf16>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f16>
    %2 = stablehlo.sqrt %cst : tensor<f16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f16>) -> tensor<16x16xf16>
    %4 = stablehlo.divide %1, %3 : tensor<16x16xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<16x16xf16>, tensor<f16>) -> tensor<16xf16>
    %cst_1 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<16xf16>
    %7 = stablehlo.maximum %6, %5 : tensor<16xf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf16>) -> tensor<16x1xf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x1xf16>) -> tensor<16x16xf16>
    %10 = stablehlo.subtract %4, %9 : tensor<16x16xf16>
    %11 = stablehlo.exponential %10 : tensor<16x16xf16>
    %12 = stablehlo.convert %11 : (tensor<16x16xf16>) -> tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %15 = stablehlo.convert %14 : (tensor<16x1xf32>) -> tensor<16x1xf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x1xf16>) -> tensor<16x16xf16>
    %17 = stablehlo.divide %11, %16 : tensor<16x16xf16>
    %18 = stablehlo.dot_general %17, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf16>, tensor<16x8xf16>) -> tensor<16x8xf16>
    return %18 : tensor<16x8xf16>
  }
}
