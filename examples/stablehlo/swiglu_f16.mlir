module @jit_swiglu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf16>, %arg1: tensor<32x64xf16>, %arg2: tensor<32x64xf16>, %arg3: tensor<64x32xf16>) -> (tensor<16x32xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x64xf16>) -> tensor<16x64xf16>
    %1 = call @silu(%0) : (tensor<16x64xf16>) -> tensor<16x64xf16>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf16>, tensor<32x64xf16>) -> tensor<16x64xf16>
    %3 = stablehlo.multiply %1, %2 : tensor<16x64xf16>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf16>, tensor<64x32xf16>) -> tensor<16x32xf16>
    return %4 : tensor<16x32xf16>
  }
  func.func private @silu(%arg0: tensor<16x64xf16>) -> tensor<16x64xf16> {
    %0 = stablehlo.negate %arg0 : tensor<16x64xf16>
    %1 = stablehlo.exponential %0 : tensor<16x64xf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<16x64xf16>
    %3 = stablehlo.add %2, %1 : tensor<16x64xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<16x64xf16>
    %5 = stablehlo.divide %4, %3 : tensor<16x64xf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16x64xf16>
    return %6 : tensor<16x64xf16>
  }
}
