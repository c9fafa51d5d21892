module @jit_mlp_bf16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64x32xbf16>) -> (tensor<16x32xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<16x64xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<16x64xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<16x64xbf16>
    %5 = stablehlo.add %0, %4 : tensor<16x64xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x64xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<16x64xbf16>
    %8 = stablehlo.tanh %7 : tensor<16x64xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x64xbf16>
    %10 = stablehlo.add %9, %8 : tensor<16x64xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x64xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<16x64xbf16>
    %13 = stablehlo.multiply %0, %12 : tensor<16x64xbf16>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xbf16>, tensor<64x32xbf16>) -> tensor<16x32xbf16>
    return %14 : tensor<16x32xbf16>
  }
}
