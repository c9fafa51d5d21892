"builtin.module"() <{sym_name = "jit_where_clip"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x32xf32>, tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<16x32xf32>, %arg7: tensor<16x32xf32>):
    %7 = "stablehlo.compare"(%arg6, %arg7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %8 = "func.call"(%7, %arg6, %arg7) <{callee = @_where}> : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %9 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %11 = "func.call"(%arg6, %9, %10) <{callee = @clip}> : (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    %12 = "stablehlo.abs"(%arg6) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %13 = "stablehlo.minimum"(%arg6, %arg7) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %14 = "stablehlo.subtract"(%12, %13) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%8, %11, %14) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x32xi1>, %arg4: tensor<16x32xf32>, %arg5: tensor<16x32xf32>):
    %6 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%6) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%5) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
