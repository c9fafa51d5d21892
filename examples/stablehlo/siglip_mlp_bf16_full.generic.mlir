"builtin.module"() <{sym_name = "jit_mlp"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<729x1152xbf16>, tensor<1152x4304xbf16>, tensor<4304xbf16>, tensor<4304x1152xbf16>, tensor<1152xbf16>) -> tensor<729x1152xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<729x1152xbf16>, %arg1: tensor<1152x4304xbf16>, %arg2: tensor<4304xbf16>, %arg3: tensor<4304x1152xbf16>, %arg4: tensor<1152xbf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<729x1152xbf16>, tensor<1152x4304xbf16>) -> tensor<729x4304xbf16>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4304xbf16>) -> tensor<1x4304xbf16>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4304xbf16>) -> tensor<729x4304xbf16>
    %3 = "stablehlo.add"(%0, %2) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %4 = "stablehlo.multiply"(%3, %3) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %5 = "stablehlo.multiply"(%4, %3) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %6 = "stablehlo.constant"() <{value = dense<4.467770e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<729x4304xbf16>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %9 = "stablehlo.add"(%3, %8) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %10 = "stablehlo.constant"() <{value = dense<7.968750e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<729x4304xbf16>
    %12 = "stablehlo.multiply"(%11, %9) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %13 = "stablehlo.tanh"(%12) : (tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<729x4304xbf16>
    %16 = "stablehlo.add"(%15, %13) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %17 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<729x4304xbf16>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %20 = "stablehlo.multiply"(%3, %19) : (tensor<729x4304xbf16>, tensor<729x4304xbf16>) -> tensor<729x4304xbf16>
    %21 = "stablehlo.dot_general"(%20, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<729x4304xbf16>, tensor<4304x1152xbf16>) -> tensor<729x1152xbf16>
    %22 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1152xbf16>) -> tensor<1x1152xbf16>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1152xbf16>) -> tensor<729x1152xbf16>
    %24 = "stablehlo.add"(%21, %23) : (tensor<729x1152xbf16>, tensor<729x1152xbf16>) -> tensor<729x1152xbf16>
    "func.return"(%24) : (tensor<729x1152xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
