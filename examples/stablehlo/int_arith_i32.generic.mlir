"builtin.module"() <{sym_name = "jit_int_arith"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xf32>, tensor<16x32xi32>, tensor<16x32xi32>) -> (tensor<16x32xi32>, tensor<16x32xf32>, tensor<16x32xi32>, tensor<16x32xi32>, tensor<16x32xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<16x32xf32>, %arg4: tensor<16x32xi32>, %arg5: tensor<16x32xi32>):
    %1 = "stablehlo.multiply"(%arg4, %arg5) : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    %2 = "stablehlo.add"(%1, %arg4) : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    %3 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x32xi32>
    %5 = "stablehlo.subtract"(%2, %4) : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    %6 = "stablehlo.convert"(%5) : (tensor<16x32xi32>) -> tensor<16x32xf32>
    %7 = "stablehlo.multiply"(%6, %arg3) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    %9 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %11 = "stablehlo.multiply"(%arg3, %10) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %12 = "stablehlo.convert"(%11) : (tensor<16x32xf32>) -> tensor<16x32xi32>
    %13 = "stablehlo.compare"(%arg4, %arg5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi1>
    %14 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x32xi32>
    %16 = "stablehlo.multiply"(%arg5, %15) : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    %17 = "func.call"(%13, %arg4, %16) <{callee = @_where}> : (tensor<16x32xi1>, tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    "func.return"(%5, %7, %8, %12, %17) : (tensor<16x32xi32>, tensor<16x32xf32>, tensor<16x32xi32>, tensor<16x32xi32>, tensor<16x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xi1>, tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xi1>, %arg1: tensor<16x32xi32>, %arg2: tensor<16x32xi32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<16x32xi1>, tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi32>
    "func.return"(%0) : (tensor<16x32xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
