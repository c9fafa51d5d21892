"builtin.module"() <{sym_name = "jit_mlp"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<2x2x16x32xf16>, tensor<32x64xf16>, tensor<64xf16>, tensor<64x32xf16>, tensor<32xf16>) -> tensor<2x2x16x32xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x2x16x32xf16>, %arg1: tensor<32x64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64x32xf16>, %arg4: tensor<32xf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x32xf16>, tensor<32x64xf16>) -> tensor<2x2x16x64xf16>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf16>) -> tensor<1x1x1x64xf16>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf16>) -> tensor<2x2x16x64xf16>
    %3 = "stablehlo.add"(%0, %2) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %4 = "stablehlo.multiply"(%3, %3) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %5 = "stablehlo.multiply"(%4, %3) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %6 = "stablehlo.constant"() <{value = dense<4.470830e-02> : tensor<f16>}> : () -> tensor<f16>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<2x2x16x64xf16>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %9 = "stablehlo.add"(%3, %8) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %10 = "stablehlo.constant"() <{value = dense<7.978520e-01> : tensor<f16>}> : () -> tensor<f16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<2x2x16x64xf16>
    %12 = "stablehlo.multiply"(%11, %9) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %13 = "stablehlo.tanh"(%12) : (tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<2x2x16x64xf16>
    %16 = "stablehlo.add"(%15, %13) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %17 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f16>}> : () -> tensor<f16>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<2x2x16x64xf16>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %20 = "stablehlo.multiply"(%3, %19) : (tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16>) -> tensor<2x2x16x64xf16>
    %21 = "stablehlo.dot_general"(%20, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x64xf16>, tensor<64x32xf16>) -> tensor<2x2x16x32xf16>
    %22 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 3>}> : (tensor<32xf16>) -> tensor<1x1x1x32xf16>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf16>) -> tensor<2x2x16x32xf16>
    %24 = "stablehlo.add"(%21, %23) : (tensor<2x2x16x32xf16>, tensor<2x2x16x32xf16>) -> tensor<2x2x16x32xf16>
    "func.return"(%24) : (tensor<2x2x16x32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
