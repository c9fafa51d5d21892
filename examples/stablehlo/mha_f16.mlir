module @jit_mha attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf16>, %arg1: tensor<32x32xf16>, %arg2: tensor<32x32xf16>, %arg3: tensor<32x32xf16>, %arg4: tensor<32x32xf16>) -> (tensor<16x32xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    %1 = stablehlo.reshape %0 : (tensor<16x32xf16>) -> tensor<16x4x8xf16>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<16x4x8xf16>) -> tensor<4x16x8xf16>
    %3 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf16>) -> tensor<16x4x8xf16>
    %5 = stablehlo.transpose %4, dims = [1, 0, 2] : (tensor<16x4x8xf16>) -> tensor<4x16x8xf16>
    %6 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    %7 = stablehlo.reshape %6 : (tensor<16x32xf16>) -> tensor<16x4x8xf16>
    %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<16x4x8xf16>) -> tensor<4x16x8xf16>
    %9 = stablehlo.dot_general %2, %5, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf16>, tensor<4x16x8xf16>) -> tensor<4x16x16xf16>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f16>
    %10 = stablehlo.sqrt %cst : tensor<f16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f16>) -> tensor<4x16x16xf16>
    %12 = stablehlo.divide %9, %11 : tensor<4x16x16xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x16xf16>, tensor<f16>) -> tensor<4x16xf16>
    %cst_1 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<4x16xf16>
    %15 = stablehlo.maximum %14, %13 : tensor<4x16xf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x16xf16>) -> tensor<4x16x1xf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x16x1xf16>) -> tensor<4x16x16xf16>
    %18 = stablehlo.subtract %12, %17 : tensor<4x16x16xf16>
    %19 = stablehlo.exponential %18 : tensor<4x16x16xf16>
    %20 = stablehlo.convert %19 : (tensor<4x16x16xf16>) -> tensor<4x16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %23 = stablehlo.convert %22 : (tensor<4x16x1xf32>) -> tensor<4x16x1xf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<4x16x1xf16>) -> tensor<4x16x16xf16>
    %25 = stablehlo.divide %19, %24 : tensor<4x16x16xf16>
    %26 = stablehlo.dot_general %25, %8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf16>, tensor<4x16x8xf16>) -> tensor<4x16x8xf16>
    %27 = stablehlo.transpose %26, dims = [1, 0, 2] : (tensor<4x16x8xf16>) -> tensor<16x4x8xf16>
    %28 = stablehlo.reshape %27 : (tensor<16x4x8xf16>) -> tensor<16x32xf16>
    %29 = stablehlo.dot_general %28, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    return %29 : tensor<16x32xf16>
  }
}
