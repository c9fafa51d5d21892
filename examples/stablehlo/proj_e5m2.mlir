module @jit_proj_e5m2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf8E5M2>, %arg1: tensor<32x32xf8E5M2>) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf8E5M2>, tensor<32x32xf8E5M2>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
}
