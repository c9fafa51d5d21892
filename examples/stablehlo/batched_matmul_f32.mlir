module @jit_batched_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3x5xf32>, %arg1: tensor<6x3x8xf32>) -> (tensor<3x5x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x3x5xf32>, tensor<6x3x8xf32>) -> tensor<3x5x6xf32>
    return %0 : tensor<3x5x6xf32>
  }
}
