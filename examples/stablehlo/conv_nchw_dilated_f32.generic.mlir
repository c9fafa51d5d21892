"builtin.module"() <{sym_name = "jit_conv_nchw_dilated"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>) -> tensor<1x8x7x7xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<1x4x8x8xf32>, %arg2: tensor<8x4x3x3xf32>, %arg3: tensor<8xf32>):
    %3 = "stablehlo.convolution"(%arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 1], [1, 2]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x7x7xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x8x1x1xf32>) -> tensor<1x8x7x7xf32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<1x8x7x7xf32>, tensor<1x8x7x7xf32>) -> tensor<1x8x7x7xf32>
    %7 = "func.call"(%6) <{callee = @relu}> : (tensor<1x8x7x7xf32>) -> tensor<1x8x7x7xf32>
    "func.return"(%7) : (tensor<1x8x7x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8x7x7xf32>) -> tensor<1x8x7x7xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x8x7x7xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x7x7xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<1x8x7x7xf32>, tensor<1x8x7x7xf32>) -> tensor<1x8x7x7xf32>
    "func.return"(%2) : (tensor<1x8x7x7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
