"builtin.module"() <{sym_name = "jit_causal_attention"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<16x8xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<16x8xf32>):
    %11 = "stablehlo.transpose"(%arg5) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %12 = "stablehlo.dot_general"(%arg4, %11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %13 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.sqrt"(%13) : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %16 = "stablehlo.divide"(%12, %15) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %17 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %19 = "func.call"(%18) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %20 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %21 = "func.call"(%19, %16, %20) <{callee = @_where}> : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %22 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %38 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %24 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %26 = "stablehlo.maximum"(%25, %23) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %29 = "stablehlo.subtract"(%21, %28) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %30 = "stablehlo.exponential"(%29) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %37 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%37) : (tensor<f32>) -> ()
    }) : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %35 = "stablehlo.divide"(%30, %34) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %36 = "stablehlo.dot_general"(%35, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    "func.return"(%36) : (tensor<16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x16xi1>) -> tensor<16x16xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x16xi1>):
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %6 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %8 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %10 = "stablehlo.select"(%7, %arg3, %9) : (tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "func.return"(%10) : (tensor<16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f32>) -> tensor<16x16xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%1) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
