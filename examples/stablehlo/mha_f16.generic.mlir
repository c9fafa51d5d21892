"builtin.module"() <{sym_name = "jit_mha"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<16x32xf16>, tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf16>, %arg1: tensor<32x32xf16>, %arg2: tensor<32x32xf16>, %arg3: tensor<32x32xf16>, %arg4: tensor<32x32xf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    %1 = "stablehlo.reshape"(%0) : (tensor<16x32xf16>) -> tensor<16x4x8xf16>
    %2 = "stablehlo.transpose"(%1) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x8xf16>) -> tensor<4x16x8xf16>
    %3 = "stablehlo.dot_general"(%arg0, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    %4 = "stablehlo.reshape"(%3) : (tensor<16x32xf16>) -> tensor<16x4x8xf16>
    %5 = "stablehlo.transpose"(%4) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x8xf16>) -> tensor<4x16x8xf16>
    %6 = "stablehlo.dot_general"(%arg0, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    %7 = "stablehlo.reshape"(%6) : (tensor<16x32xf16>) -> tensor<16x4x8xf16>
    %8 = "stablehlo.transpose"(%7) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x8xf16>) -> tensor<4x16x8xf16>
    %9 = "stablehlo.dot_general"(%2, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x8xf16>, tensor<4x16x8xf16>) -> tensor<4x16x16xf16>
    %10 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %11 = "stablehlo.sqrt"(%10) : (tensor<f16>) -> tensor<f16>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<4x16x16xf16>
    %13 = "stablehlo.divide"(%9, %12) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
    %14 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg7: tensor<f16>, %arg8: tensor<f16>):
      %35 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%35) : (tensor<f16>) -> ()
    }) : (tensor<4x16x16xf16>, tensor<f16>) -> tensor<4x16xf16>
    %16 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<4x16xf16>
    %18 = "stablehlo.maximum"(%17, %15) : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x16xf16>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf16>) -> tensor<4x16x1xf16>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf16>) -> tensor<4x16x16xf16>
    %21 = "stablehlo.subtract"(%13, %20) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
    %22 = "stablehlo.exponential"(%21) : (tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
    %23 = "stablehlo.convert"(%22) : (tensor<4x16x16xf16>) -> tensor<4x16x16xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %34 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %27 = "stablehlo.convert"(%26) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf16>) -> tensor<4x16x16xf16>
    %29 = "stablehlo.divide"(%22, %28) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
    %30 = "stablehlo.dot_general"(%29, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x16xf16>, tensor<4x16x8xf16>) -> tensor<4x16x8xf16>
    %31 = "stablehlo.transpose"(%30) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x16x8xf16>) -> tensor<16x4x8xf16>
    %32 = "stablehlo.reshape"(%31) : (tensor<16x4x8xf16>) -> tensor<16x32xf16>
    %33 = "stablehlo.dot_general"(%32, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf16>, tensor<32x32xf16>) -> tensor<16x32xf16>
    "func.return"(%33) : (tensor<16x32xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
