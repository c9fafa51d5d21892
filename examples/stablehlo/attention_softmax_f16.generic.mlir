"builtin.module"() <{sym_name = "jit_attention"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x8xf16>, tensor<16x8xf16>, tensor<16x8xf16>) -> tensor<16x8xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x8xf16>, %arg1: tensor<16x8xf16>, %arg2: tensor<16x8xf16>):
    %0 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf16>) -> tensor<8x16xf16>
    %1 = "stablehlo.dot_general"(%arg0, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x8xf16>, tensor<8x16xf16>) -> tensor<16x16xf16>
    %2 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %3 = "stablehlo.sqrt"(%2) : (tensor<f16>) -> tensor<f16>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x16xf16>
    %5 = "stablehlo.divide"(%1, %4) : (tensor<16x16xf16>, tensor<16x16xf16>) -> tensor<16x16xf16>
    %6 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f16>, %arg6: tensor<f16>):
      %24 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%24) : (tensor<f16>) -> ()
    }) : (tensor<16x16xf16>, tensor<f16>) -> tensor<16xf16>
    %8 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16xf16>
    %10 = "stablehlo.maximum"(%9, %7) : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf16>) -> tensor<16x1xf16>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf16>) -> tensor<16x16xf16>
    %13 = "stablehlo.subtract"(%5, %12) : (tensor<16x16xf16>, tensor<16x16xf16>) -> tensor<16x16xf16>
    %14 = "stablehlo.exponential"(%13) : (tensor<16x16xf16>) -> tensor<16x16xf16>
    %15 = "stablehlo.convert"(%14) : (tensor<16x16xf16>) -> tensor<16x16xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %23 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %19 = "stablehlo.convert"(%18) : (tensor<16x1xf32>) -> tensor<16x1xf16>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf16>) -> tensor<16x16xf16>
    %21 = "stablehlo.divide"(%14, %20) : (tensor<16x16xf16>, tensor<16x16xf16>) -> tensor<16x16xf16>
    %22 = "stablehlo.dot_general"(%21, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf16>, tensor<16x8xf16>) -> tensor<16x8xf16>
    "func.return"(%22) : (tensor<16x8xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
