"builtin.module"() <{sym_name = "jit_causal_attention"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1024x64xf16>, tensor<1024x64xf16>, tensor<1024x64xf16>) -> tensor<1024x64xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<1024x64xf16>, %arg5: tensor<1024x64xf16>, %arg6: tensor<1024x64xf16>):
    %11 = "stablehlo.transpose"(%arg5) <{permutation = array<i64: 1, 0>}> : (tensor<1024x64xf16>) -> tensor<64x1024xf16>
    %12 = "stablehlo.dot_general"(%arg4, %11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1024x64xf16>, tensor<64x1024xf16>) -> tensor<1024x1024xf16>
    %13 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f16>}> : () -> tensor<f16>
    %14 = "stablehlo.sqrt"(%13) : (tensor<f16>) -> tensor<f16>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<1024x1024xf16>
    %16 = "stablehlo.divide"(%12, %15) : (tensor<1024x1024xf16>, tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
    %17 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1024x1024xi1>
    %19 = "func.call"(%18) <{callee = @tril}> : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %20 = "stablehlo.constant"() <{value = dense<-6.550400e+04> : tensor<f16>}> : () -> tensor<f16>
    %21 = "func.call"(%19, %16, %20) <{callee = @_where}> : (tensor<1024x1024xi1>, tensor<1024x1024xf16>, tensor<f16>) -> tensor<1024x1024xf16>
    %22 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f16>, %arg10: tensor<f16>):
      %40 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%40) : (tensor<f16>) -> ()
    }) : (tensor<1024x1024xf16>, tensor<f16>) -> tensor<1024xf16>
    %24 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<1024xf16>
    %26 = "stablehlo.maximum"(%25, %23) : (tensor<1024xf16>, tensor<1024xf16>) -> tensor<1024xf16>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1024xf16>) -> tensor<1024x1xf16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1024x1xf16>) -> tensor<1024x1024xf16>
    %29 = "stablehlo.subtract"(%21, %28) : (tensor<1024x1024xf16>, tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
    %30 = "stablehlo.exponential"(%29) : (tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
    %31 = "stablehlo.convert"(%30) : (tensor<1024x1024xf16>) -> tensor<1024x1024xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %39 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %35 = "stablehlo.convert"(%34) : (tensor<1024x1xf32>) -> tensor<1024x1xf16>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1024x1xf16>) -> tensor<1024x1024xf16>
    %37 = "stablehlo.divide"(%30, %36) : (tensor<1024x1024xf16>, tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
    %38 = "stablehlo.dot_general"(%37, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1024x1024xf16>, tensor<1024x64xf16>) -> tensor<1024x64xf16>
    "func.return"(%38) : (tensor<1024x64xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<1024x1024xi1>):
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1024x1024xi32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1024x1024xi32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi32>
    %6 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1024x1024xi32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %8 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1024x1024xi1>
    %10 = "stablehlo.select"(%7, %arg3, %9) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    "func.return"(%10) : (tensor<1024x1024xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1024x1024xi1>, tensor<1024x1024xf16>, tensor<f16>) -> tensor<1024x1024xf16>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf16>, %arg2: tensor<f16>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<1024x1024xf16>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<1024x1024xi1>, tensor<1024x1024xf16>, tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
    "func.return"(%1) : (tensor<1024x1024xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
