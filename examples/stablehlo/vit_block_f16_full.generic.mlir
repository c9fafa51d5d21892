"builtin.module"() <{sym_name = "jit_vit_b16_block"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<197x768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<768x768xf16>, tensor<768x768xf16>, tensor<768x768xf16>, tensor<768x768xf16>, tensor<768xf16>, tensor<768xf16>, tensor<768x3072xf16>, tensor<3072xf16>, tensor<3072x768xf16>, tensor<768xf16>) -> tensor<197x768xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<197x768xf16>, %arg1: tensor<768xf16>, %arg2: tensor<768xf16>, %arg3: tensor<768x768xf16>, %arg4: tensor<768x768xf16>, %arg5: tensor<768x768xf16>, %arg6: tensor<768x768xf16>, %arg7: tensor<768xf16>, %arg8: tensor<768xf16>, %arg9: tensor<768x3072xf16>, %arg10: tensor<3072xf16>, %arg11: tensor<3072x768xf16>, %arg12: tensor<768xf16>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %132 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%132) : (tensor<f32>) -> ()
    }) : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<197xf32>) -> tensor<197x1xf32>
    %4 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<197x1xf32>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<197x1xf32>, tensor<197x1xf32>) -> tensor<197x1xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %9 = "stablehlo.subtract"(%arg0, %8) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %10 = "chlo.square"(%9) : (tensor<197x768xf16>) -> tensor<197x768xf16>
    %11 = "stablehlo.convert"(%10) : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %131 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%131) : (tensor<f32>) -> ()
    }) : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0>}> : (tensor<197xf32>) -> tensor<197x1xf32>
    %15 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<197x1xf32>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<197x1xf32>, tensor<197x1xf32>) -> tensor<197x1xf32>
    %18 = "stablehlo.convert"(%17) : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %19 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %20 = "stablehlo.subtract"(%arg0, %19) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %21 = "stablehlo.constant"() <{value = dense<1.013280e-06> : tensor<f16>}> : () -> tensor<f16>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<197x1xf16>
    %23 = "stablehlo.add"(%18, %22) : (tensor<197x1xf16>, tensor<197x1xf16>) -> tensor<197x1xf16>
    %24 = "stablehlo.rsqrt"(%23) : (tensor<197x1xf16>) -> tensor<197x1xf16>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %26 = "stablehlo.multiply"(%20, %25) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %27 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<768xf16>) -> tensor<1x768xf16>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %29 = "stablehlo.multiply"(%26, %28) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %30 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<768xf16>) -> tensor<1x768xf16>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %32 = "stablehlo.add"(%29, %31) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %33 = "stablehlo.dot_general"(%32, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %34 = "stablehlo.reshape"(%33) : (tensor<197x768xf16>) -> tensor<197x12x64xf16>
    %35 = "stablehlo.transpose"(%34) <{permutation = array<i64: 1, 0, 2>}> : (tensor<197x12x64xf16>) -> tensor<12x197x64xf16>
    %36 = "stablehlo.dot_general"(%32, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %37 = "stablehlo.reshape"(%36) : (tensor<197x768xf16>) -> tensor<197x12x64xf16>
    %38 = "stablehlo.transpose"(%37) <{permutation = array<i64: 1, 0, 2>}> : (tensor<197x12x64xf16>) -> tensor<12x197x64xf16>
    %39 = "stablehlo.dot_general"(%32, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %40 = "stablehlo.reshape"(%39) : (tensor<197x768xf16>) -> tensor<197x12x64xf16>
    %41 = "stablehlo.transpose"(%40) <{permutation = array<i64: 1, 0, 2>}> : (tensor<197x12x64xf16>) -> tensor<12x197x64xf16>
    %42 = "stablehlo.dot_general"(%35, %38) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<12x197x64xf16>, tensor<12x197x64xf16>) -> tensor<12x197x197xf16>
    %43 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f16>}> : () -> tensor<f16>
    %44 = "stablehlo.sqrt"(%43) : (tensor<f16>) -> tensor<f16>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<12x197x197xf16>
    %46 = "stablehlo.divide"(%42, %45) : (tensor<12x197x197xf16>, tensor<12x197x197xf16>) -> tensor<12x197x197xf16>
    %47 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %48 = "stablehlo.reduce"(%46, %47) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f16>, %arg20: tensor<f16>):
      %130 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%130) : (tensor<f16>) -> ()
    }) : (tensor<12x197x197xf16>, tensor<f16>) -> tensor<12x197xf16>
    %49 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<12x197xf16>
    %51 = "stablehlo.maximum"(%50, %48) : (tensor<12x197xf16>, tensor<12x197xf16>) -> tensor<12x197xf16>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x197xf16>) -> tensor<12x197x1xf16>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<12x197x1xf16>) -> tensor<12x197x197xf16>
    %54 = "stablehlo.subtract"(%46, %53) : (tensor<12x197x197xf16>, tensor<12x197x197xf16>) -> tensor<12x197x197xf16>
    %55 = "stablehlo.exponential"(%54) : (tensor<12x197x197xf16>) -> tensor<12x197x197xf16>
    %56 = "stablehlo.convert"(%55) : (tensor<12x197x197xf16>) -> tensor<12x197x197xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %129 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<12x197x197xf32>, tensor<f32>) -> tensor<12x197xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<12x197xf32>) -> tensor<12x197x1xf32>
    %60 = "stablehlo.convert"(%59) : (tensor<12x197x1xf32>) -> tensor<12x197x1xf16>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<12x197x1xf16>) -> tensor<12x197x197xf16>
    %62 = "stablehlo.divide"(%55, %61) : (tensor<12x197x197xf16>, tensor<12x197x197xf16>) -> tensor<12x197x197xf16>
    %63 = "stablehlo.dot_general"(%62, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<12x197x197xf16>, tensor<12x197x64xf16>) -> tensor<12x197x64xf16>
    %64 = "stablehlo.transpose"(%63) <{permutation = array<i64: 1, 0, 2>}> : (tensor<12x197x64xf16>) -> tensor<197x12x64xf16>
    %65 = "stablehlo.reshape"(%64) : (tensor<197x12x64xf16>) -> tensor<197x768xf16>
    %66 = "stablehlo.dot_general"(%65, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %67 = "stablehlo.add"(%arg0, %66) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %68 = "stablehlo.convert"(%67) : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %128 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<197xf32>) -> tensor<197x1xf32>
    %72 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<197x1xf32>
    %74 = "stablehlo.divide"(%71, %73) : (tensor<197x1xf32>, tensor<197x1xf32>) -> tensor<197x1xf32>
    %75 = "stablehlo.convert"(%74) : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %77 = "stablehlo.subtract"(%67, %76) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %78 = "chlo.square"(%77) : (tensor<197x768xf16>) -> tensor<197x768xf16>
    %79 = "stablehlo.convert"(%78) : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %127 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%127) : (tensor<f32>) -> ()
    }) : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0>}> : (tensor<197xf32>) -> tensor<197x1xf32>
    %83 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<197x1xf32>
    %85 = "stablehlo.divide"(%82, %84) : (tensor<197x1xf32>, tensor<197x1xf32>) -> tensor<197x1xf32>
    %86 = "stablehlo.convert"(%85) : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %87 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %88 = "stablehlo.subtract"(%67, %87) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %89 = "stablehlo.constant"() <{value = dense<1.013280e-06> : tensor<f16>}> : () -> tensor<f16>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<197x1xf16>
    %91 = "stablehlo.add"(%86, %90) : (tensor<197x1xf16>, tensor<197x1xf16>) -> tensor<197x1xf16>
    %92 = "stablehlo.rsqrt"(%91) : (tensor<197x1xf16>) -> tensor<197x1xf16>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %94 = "stablehlo.multiply"(%88, %93) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %95 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<768xf16>) -> tensor<1x768xf16>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %97 = "stablehlo.multiply"(%94, %96) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %98 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1>}> : (tensor<768xf16>) -> tensor<1x768xf16>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %100 = "stablehlo.add"(%97, %99) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %101 = "stablehlo.dot_general"(%100, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<197x768xf16>, tensor<768x3072xf16>) -> tensor<197x3072xf16>
    %102 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3072xf16>) -> tensor<1x3072xf16>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3072xf16>) -> tensor<197x3072xf16>
    %104 = "stablehlo.add"(%101, %103) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %105 = "stablehlo.multiply"(%104, %104) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %106 = "stablehlo.multiply"(%105, %104) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %107 = "stablehlo.constant"() <{value = dense<4.470830e-02> : tensor<f16>}> : () -> tensor<f16>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<197x3072xf16>
    %109 = "stablehlo.multiply"(%108, %106) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %110 = "stablehlo.add"(%104, %109) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %111 = "stablehlo.constant"() <{value = dense<7.978520e-01> : tensor<f16>}> : () -> tensor<f16>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<197x3072xf16>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %114 = "stablehlo.tanh"(%113) : (tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %115 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<197x3072xf16>
    %117 = "stablehlo.add"(%116, %114) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %118 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f16>}> : () -> tensor<f16>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<197x3072xf16>
    %120 = "stablehlo.multiply"(%119, %117) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %121 = "stablehlo.multiply"(%104, %120) : (tensor<197x3072xf16>, tensor<197x3072xf16>) -> tensor<197x3072xf16>
    %122 = "stablehlo.dot_general"(%121, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<197x3072xf16>, tensor<3072x768xf16>) -> tensor<197x768xf16>
    %123 = "stablehlo.add"(%67, %122) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    %124 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<768xf16>) -> tensor<1x768xf16>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %126 = "stablehlo.add"(%123, %125) : (tensor<197x768xf16>, tensor<197x768xf16>) -> tensor<197x768xf16>
    "func.return"(%126) : (tensor<197x768xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
