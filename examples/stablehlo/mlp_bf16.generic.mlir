"builtin.module"() <{sym_name = "jit_mlp_bf16"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xbf16>, tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<16x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64x32xbf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xbf16>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %3 = "stablehlo.constant"() <{value = dense<4.467770e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16x64xbf16>
    %5 = "stablehlo.multiply"(%4, %2) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %6 = "stablehlo.add"(%0, %5) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %7 = "stablehlo.constant"() <{value = dense<7.968750e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16x64xbf16>
    %9 = "stablehlo.multiply"(%8, %6) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %10 = "stablehlo.tanh"(%9) : (tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16x64xbf16>
    %13 = "stablehlo.add"(%12, %10) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %14 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16x64xbf16>
    %16 = "stablehlo.multiply"(%15, %13) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %17 = "stablehlo.multiply"(%0, %16) : (tensor<16x64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %18 = "stablehlo.dot_general"(%17, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xbf16>, tensor<64x32xbf16>) -> tensor<16x32xbf16>
    "func.return"(%18) : (tensor<16x32xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
