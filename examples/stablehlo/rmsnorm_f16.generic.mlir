"builtin.module"() <{sym_name = "jit_rmsnorm"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x32xf16>, tensor<32xf16>) -> tensor<16x32xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf16>, %arg1: tensor<32xf16>):
    %0 = "chlo.square"(%arg0) : (tensor<16x32xf16>) -> tensor<16x32xf16>
    %1 = "stablehlo.convert"(%0) : (tensor<16x32xf16>) -> tensor<16x32xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %7 = "stablehlo.divide"(%4, %6) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<16x1xf32>) -> tensor<16x1xf16>
    %9 = "stablehlo.constant"() <{value = dense<1.013280e-06> : tensor<f16>}> : () -> tensor<f16>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x1xf16>
    %11 = "stablehlo.add"(%8, %10) : (tensor<16x1xf16>, tensor<16x1xf16>) -> tensor<16x1xf16>
    %12 = "stablehlo.sqrt"(%11) : (tensor<16x1xf16>) -> tensor<16x1xf16>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf16>) -> tensor<16x32xf16>
    %14 = "stablehlo.divide"(%arg0, %13) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    %15 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf16>) -> tensor<1x32xf16>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf16>) -> tensor<16x32xf16>
    %17 = "stablehlo.multiply"(%14, %16) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    "func.return"(%17) : (tensor<16x32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
