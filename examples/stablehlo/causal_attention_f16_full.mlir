module @jit_causal_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x64xf16>, %arg1: tensor<1024x64xf16>, %arg2: tensor<1024x64xf16>) -> (tensor<1024x64xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<1024x64xf16>) -> tensor<64x1024xf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x64xf16>, tensor<64x1024xf16>) -> tensor<1024x1024xf16>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f16>
    %2 = stablehlo.sqrt %cst : tensor<f16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f16>) -> tensor<1024x1024xf16>
    %4 = stablehlo.divide %1, %3 : tensor<1024x1024xf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %6 = call @tril(%5) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_0 = stablehlo.constant dense<-6.550400e+04> : tensor<f16>
    %7 = call @_where(%6, %4, %cst_0) : (tensor<1024x1024xi1>, tensor<1024x1024xf16>, tensor<f16>) -> tensor<1024x1024xf16>
    %cst_1 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x1024xf16>, tensor<f16>) -> tensor<1024xf16>
    %cst_2 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<1024xf16>
    %10 = stablehlo.maximum %9, %8 : tensor<1024xf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1024xf16>) -> tensor<1024x1xf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1024x1xf16>) -> tensor<1024x1024xf16>
    %13 = stablehlo.subtract %7, %12 : tensor<1024x1024xf16>
    %14 = stablehlo.exponential %13 : tensor<1024x1024xf16>
    %15 = stablehlo.convert %14 : (tensor<1024x1024xf16>) -> tensor<1024x1024xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %18 = stablehlo.convert %17 : (tensor<1024x1xf32>) -> tensor<1024x1xf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1024x1xf16>) -> tensor<1024x1024xf16>
    %20 = stablehlo.divide %14, %19 : tensor<1024x1024xf16>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf16>, tensor<1024x64xf16>) -> tensor<1024x64xf16>
    return %21 : tensor<1024x64xf16>
  }
  func.func private @tril(%arg0: tensor<1024x1024xi1>) -> tensor<1024x1024xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %2 = stablehlo.add %0, %1 : tensor<1024x1024xi32>
    %3 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<1024x1024xi1>, tensor<1024x1024xi1>
    return %6 : tensor<1024x1024xi1>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf16>, %arg2: tensor<f16>) -> tensor<1024x1024xf16> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f16>) -> tensor<1024x1024xf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1024x1024xi1>, tensor<1024x1024xf16>
    return %1 : tensor<1024x1024xf16>
  }
}
