"builtin.module"() <{sym_name = "jit_vit_block"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xf32>, %arg12: tensor<32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %122 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%122) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = "chlo.square"(%7) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %121 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %12 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %14 = "stablehlo.divide"(%11, %13) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %16 = "stablehlo.subtract"(%arg0, %15) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %17 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %19 = "stablehlo.add"(%14, %18) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %20 = "stablehlo.rsqrt"(%19) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %22 = "stablehlo.multiply"(%16, %21) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %23 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %25 = "stablehlo.multiply"(%22, %24) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %26 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %29 = "stablehlo.dot_general"(%28, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %31 = "stablehlo.transpose"(%30) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %32 = "stablehlo.dot_general"(%28, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %34 = "stablehlo.transpose"(%33) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %35 = "stablehlo.dot_general"(%28, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %37 = "stablehlo.transpose"(%36) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %38 = "stablehlo.dot_general"(%31, %34) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %39 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.sqrt"(%39) : (tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16xf32>
    %42 = "stablehlo.divide"(%38, %41) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %43 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %120 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%120) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %45 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %47 = "stablehlo.maximum"(%46, %44) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %50 = "stablehlo.subtract"(%42, %49) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %51 = "stablehlo.exponential"(%50) : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%51, %52) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %119 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%119) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %56 = "stablehlo.divide"(%51, %55) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %57 = "stablehlo.dot_general"(%56, %37) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %58 = "stablehlo.transpose"(%57) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<16x2x16xf32>) -> tensor<16x32xf32>
    %60 = "stablehlo.dot_general"(%59, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %61 = "stablehlo.add"(%arg0, %60) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.reduce"(%61, %62) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %118 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%118) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %65 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %67 = "stablehlo.divide"(%64, %66) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %69 = "stablehlo.subtract"(%61, %68) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %70 = "chlo.square"(%69) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %117 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%117) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %74 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %76 = "stablehlo.divide"(%73, %75) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %78 = "stablehlo.subtract"(%61, %77) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %79 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %81 = "stablehlo.add"(%76, %80) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %82 = "stablehlo.rsqrt"(%81) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %84 = "stablehlo.multiply"(%78, %83) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %87 = "stablehlo.multiply"(%84, %86) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %90 = "stablehlo.add"(%87, %89) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %91 = "stablehlo.dot_general"(%90, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %92 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %94 = "stablehlo.add"(%91, %93) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %95 = "stablehlo.multiply"(%94, %94) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %96 = "stablehlo.multiply"(%95, %94) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %97 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %99 = "stablehlo.multiply"(%98, %96) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %100 = "stablehlo.add"(%94, %99) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %101 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %103 = "stablehlo.multiply"(%102, %100) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %104 = "stablehlo.tanh"(%103) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %107 = "stablehlo.add"(%106, %104) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %108 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %111 = "stablehlo.multiply"(%94, %110) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %112 = "stablehlo.dot_general"(%111, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %113 = "stablehlo.add"(%61, %112) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %114 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %116 = "stablehlo.add"(%113, %115) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%116) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
