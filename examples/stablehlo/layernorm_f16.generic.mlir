"builtin.module"() <{sym_name = "jit_layernorm"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x32xf16>, tensor<32xf16>, tensor<32xf16>) -> tensor<16x32xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf16>, %arg1: tensor<32xf16>, %arg2: tensor<32xf16>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<16x32xf16>) -> tensor<16x32xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %34 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<16x1xf32>) -> tensor<16x1xf16>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf16>) -> tensor<16x32xf16>
    %9 = "stablehlo.subtract"(%arg0, %8) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    %10 = "chlo.square"(%9) : (tensor<16x32xf16>) -> tensor<16x32xf16>
    %11 = "stablehlo.convert"(%10) : (tensor<16x32xf16>) -> tensor<16x32xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %33 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %15 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %18 = "stablehlo.convert"(%17) : (tensor<16x1xf32>) -> tensor<16x1xf16>
    %19 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf16>) -> tensor<16x32xf16>
    %20 = "stablehlo.subtract"(%arg0, %19) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    %21 = "stablehlo.constant"() <{value = dense<1.001360e-05> : tensor<f16>}> : () -> tensor<f16>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<16x1xf16>
    %23 = "stablehlo.add"(%18, %22) : (tensor<16x1xf16>, tensor<16x1xf16>) -> tensor<16x1xf16>
    %24 = "stablehlo.rsqrt"(%23) : (tensor<16x1xf16>) -> tensor<16x1xf16>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf16>) -> tensor<16x32xf16>
    %26 = "stablehlo.multiply"(%20, %25) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    %27 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf16>) -> tensor<1x32xf16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf16>) -> tensor<16x32xf16>
    %29 = "stablehlo.multiply"(%26, %28) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    %30 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf16>) -> tensor<1x32xf16>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf16>) -> tensor<16x32xf16>
    %32 = "stablehlo.add"(%29, %31) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
    "func.return"(%32) : (tensor<16x32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
