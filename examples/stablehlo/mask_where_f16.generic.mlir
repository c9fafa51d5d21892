"builtin.module"() <{sym_name = "jit_mask_where"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x32xf16>, tensor<16x32xf16>) -> (tensor<16x32xf16>, tensor<16x32xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<16x32xf16>, %arg4: tensor<16x32xf16>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x32xf16>
    %3 = "stablehlo.compare"(%arg3, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xi1>
    %4 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f16>}> : () -> tensor<f16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x32xf16>
    %6 = "stablehlo.compare"(%arg4, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xi1>
    %7 = "stablehlo.not"(%6) : (tensor<16x32xi1>) -> tensor<16x32xi1>
    %8 = "stablehlo.and"(%3, %7) : (tensor<16x32xi1>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %9 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x32xf16>
    %11 = "stablehlo.compare"(%arg3, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xi1>
    %12 = "stablehlo.or"(%8, %11) : (tensor<16x32xi1>, tensor<16x32xi1>) -> tensor<16x32xi1>
    %13 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x32xf16>
    %15 = "stablehlo.multiply"(%arg4, %14) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    %16 = "func.call"(%12, %arg3, %15) <{callee = @_where}> : (tensor<16x32xi1>, tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    "func.return"(%16, %12) : (tensor<16x32xf16>, tensor<16x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xi1>, tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xi1>, %arg1: tensor<16x32xf16>, %arg2: tensor<16x32xf16>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<16x32xi1>, tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    "func.return"(%0) : (tensor<16x32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
