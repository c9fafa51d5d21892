"builtin.module"() <{sym_name = "jit_batched_matmul"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x3x5xf32>, tensor<6x3x8xf32>) -> tensor<3x5x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x3x5xf32>, %arg1: tensor<6x3x8xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x3x5xf32>, tensor<6x3x8xf32>) -> tensor<3x5x6xf32>
    "func.return"(%0) : (tensor<3x5x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
