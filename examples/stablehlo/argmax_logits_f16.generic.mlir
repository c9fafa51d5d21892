"builtin.module"() <{sym_name = "jit_argmax_logits"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xf16>, tensor<32x24xf16>, tensor<24xf16>) -> (tensor<16xi32>, tensor<16xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<16x32xf16>, %arg11: tensor<32x24xf16>, %arg12: tensor<24xf16>):
    %26 = "stablehlo.dot_general"(%arg10, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf16>, tensor<32x24xf16>) -> tensor<16x24xf16>
    %27 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<24xf16>) -> tensor<1x24xf16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x24xf16>) -> tensor<16x24xf16>
    %29 = "stablehlo.add"(%26, %28) : (tensor<16x24xf16>, tensor<16x24xf16>) -> tensor<16x24xf16>
    %30 = "func.call"(%29) <{callee = @argmax}> : (tensor<16x24xf16>) -> tensor<16xi32>
    %31 = "func.call"(%29) <{callee = @argmin}> : (tensor<16x24xf16>) -> tensor<16xi32>
    "func.return"(%30, %31) : (tensor<16xi32>, tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x24xf16>) -> tensor<16xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<16x24xf16>):
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x24xi32>
    %14 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16:2 = "stablehlo.reduce"(%arg5, %13, %14, %15) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<f16>, %arg7: tensor<i32>, %arg8: tensor<f16>, %arg9: tensor<i32>):
      %17 = "stablehlo.compare"(%arg6, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %18 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %19 = "stablehlo.or"(%17, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %20 = "stablehlo.compare"(%arg6, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %21 = "stablehlo.compare"(%arg7, %arg9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %22 = "stablehlo.and"(%20, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %23 = "stablehlo.or"(%19, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %24 = "stablehlo.select"(%19, %arg6, %arg8) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %25 = "stablehlo.select"(%23, %arg7, %arg9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%24, %25) : (tensor<f16>, tensor<i32>) -> ()
    }) : (tensor<16x24xf16>, tensor<16x24xi32>, tensor<f16>, tensor<i32>) -> (tensor<16xf16>, tensor<16xi32>)
    "func.return"(%16#1) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x24xf16>) -> tensor<16xi32>, sym_name = "argmin", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x24xf16>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x24xi32>
    %1 = "stablehlo.constant"() <{value = dense<0x7C00> : tensor<f16>}> : () -> tensor<f16>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<i32>, %arg3: tensor<f16>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f16>, tensor<i32>) -> ()
    }) : (tensor<16x24xf16>, tensor<16x24xi32>, tensor<f16>, tensor<i32>) -> (tensor<16xf16>, tensor<16xi32>)
    "func.return"(%3#1) : (tensor<16xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
