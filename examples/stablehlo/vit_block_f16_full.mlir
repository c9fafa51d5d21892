module @jit_vit_b16_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<197x768xf16>, %arg1: tensor<768xf16>, %arg2: tensor<768xf16>, %arg3: tensor<768x768xf16>, %arg4: tensor<768x768xf16>, %arg5: tensor<768x768xf16>, %arg6: tensor<768x768xf16>, %arg7: tensor<768xf16>, %arg8: tensor<768xf16>, %arg9: tensor<768x3072xf16>, %arg10: tensor<3072xf16>, %arg11: tensor<3072x768xf16>, %arg12: tensor<768xf16>) -> (tensor<197x768xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<197xf32>) -> tensor<197x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<197x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<197x1xf32>
    %5 = stablehlo.convert %4 : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<197x768xf16>
    %8 = chlo.square %7 : tensor<197x768xf16> -> tensor<197x768xf16>
    %9 = stablehlo.convert %8 : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<197xf32>) -> tensor<197x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<197x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<197x1xf32>
    %14 = stablehlo.convert %13 : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %16 = stablehlo.subtract %arg0, %15 : tensor<197x768xf16>
    %cst_3 = stablehlo.constant dense<1.013280e-06> : tensor<f16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<197x1xf16>
    %18 = stablehlo.add %14, %17 : tensor<197x1xf16>
    %19 = stablehlo.rsqrt %18 : tensor<197x1xf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %21 = stablehlo.multiply %16, %20 : tensor<197x768xf16>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<768xf16>) -> tensor<1x768xf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %24 = stablehlo.multiply %21, %23 : tensor<197x768xf16>
    %25 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<768xf16>) -> tensor<1x768xf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %27 = stablehlo.add %24, %26 : tensor<197x768xf16>
    %28 = stablehlo.dot_general %27, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %29 = stablehlo.reshape %28 : (tensor<197x768xf16>) -> tensor<197x12x64xf16>
    %30 = stablehlo.transpose %29, dims = [1, 0, 2] : (tensor<197x12x64xf16>) -> tensor<12x197x64xf16>
    %31 = stablehlo.dot_general %27, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %32 = stablehlo.reshape %31 : (tensor<197x768xf16>) -> tensor<197x12x64xf16>
    %33 = stablehlo.transpose %32, dims = [1, 0, 2] : (tensor<197x12x64xf16>) -> tensor<12x197x64xf16>
    %34 = stablehlo.dot_general %27, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %35 = stablehlo.reshape %34 : (tensor<197x768xf16>) -> tensor<197x12x64xf16>
    %36 = stablehlo.transpose %35, dims = [1, 0, 2] : (tensor<197x12x64xf16>) -> tensor<12x197x64xf16>
    %37 = stablehlo.dot_general %30, %33, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<12x197x64xf16>, tensor<12x197x64xf16>) -> tensor<12x197x197xf16>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f16>
    %38 = stablehlo.sqrt %cst_4 : tensor<f16>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f16>) -> tensor<12x197x197xf16>
    %40 = stablehlo.divide %37, %39 : tensor<12x197x197xf16>
    %cst_5 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %41 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<12x197x197xf16>, tensor<f16>) -> tensor<12x197xf16>
    %cst_6 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f16>) -> tensor<12x197xf16>
    %43 = stablehlo.maximum %42, %41 : tensor<12x197xf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<12x197xf16>) -> tensor<12x197x1xf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<12x197x1xf16>) -> tensor<12x197x197xf16>
    %46 = stablehlo.subtract %40, %45 : tensor<12x197x197xf16>
    %47 = stablehlo.exponential %46 : tensor<12x197x197xf16>
    %48 = stablehlo.convert %47 : (tensor<12x197x197xf16>) -> tensor<12x197x197xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<12x197x197xf32>, tensor<f32>) -> tensor<12x197xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<12x197xf32>) -> tensor<12x197x1xf32>
    %51 = stablehlo.convert %50 : (tensor<12x197x1xf32>) -> tensor<12x197x1xf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<12x197x1xf16>) -> tensor<12x197x197xf16>
    %53 = stablehlo.divide %47, %52 : tensor<12x197x197xf16>
    %54 = stablehlo.dot_general %53, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x197x197xf16>, tensor<12x197x64xf16>) -> tensor<12x197x64xf16>
    %55 = stablehlo.transpose %54, dims = [1, 0, 2] : (tensor<12x197x64xf16>) -> tensor<197x12x64xf16>
    %56 = stablehlo.reshape %55 : (tensor<197x12x64xf16>) -> tensor<197x768xf16>
    %57 = stablehlo.dot_general %56, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<197x768xf16>, tensor<768x768xf16>) -> tensor<197x768xf16>
    %58 = stablehlo.add %arg0, %57 : tensor<197x768xf16>
    %59 = stablehlo.convert %58 : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<197xf32>) -> tensor<197x1xf32>
    %cst_9 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<197x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<197x1xf32>
    %64 = stablehlo.convert %63 : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %66 = stablehlo.subtract %58, %65 : tensor<197x768xf16>
    %67 = chlo.square %66 : tensor<197x768xf16> -> tensor<197x768xf16>
    %68 = stablehlo.convert %67 : (tensor<197x768xf16>) -> tensor<197x768xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<197x768xf32>, tensor<f32>) -> tensor<197xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<197xf32>) -> tensor<197x1xf32>
    %cst_11 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<197x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<197x1xf32>
    %73 = stablehlo.convert %72 : (tensor<197x1xf32>) -> tensor<197x1xf16>
    %74 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %75 = stablehlo.subtract %58, %74 : tensor<197x768xf16>
    %cst_12 = stablehlo.constant dense<1.013280e-06> : tensor<f16>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f16>) -> tensor<197x1xf16>
    %77 = stablehlo.add %73, %76 : tensor<197x1xf16>
    %78 = stablehlo.rsqrt %77 : tensor<197x1xf16>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<197x1xf16>) -> tensor<197x768xf16>
    %80 = stablehlo.multiply %75, %79 : tensor<197x768xf16>
    %81 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<768xf16>) -> tensor<1x768xf16>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %83 = stablehlo.multiply %80, %82 : tensor<197x768xf16>
    %84 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<768xf16>) -> tensor<1x768xf16>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %86 = stablehlo.add %83, %85 : tensor<197x768xf16>
    %87 = stablehlo.dot_general %86, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<197x768xf16>, tensor<768x3072xf16>) -> tensor<197x3072xf16>
    %88 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<3072xf16>) -> tensor<1x3072xf16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<1x3072xf16>) -> tensor<197x3072xf16>
    %90 = stablehlo.add %87, %89 : tensor<197x3072xf16>
    %91 = stablehlo.multiply %90, %90 : tensor<197x3072xf16>
    %92 = stablehlo.multiply %91, %90 : tensor<197x3072xf16>
    %cst_13 = stablehlo.constant dense<4.470830e-02> : tensor<f16>
    %93 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f16>) -> tensor<197x3072xf16>
    %94 = stablehlo.multiply %93, %92 : tensor<197x3072xf16>
    %95 = stablehlo.add %90, %94 : tensor<197x3072xf16>
    %cst_14 = stablehlo.constant dense<7.978520e-01> : tensor<f16>
    %96 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f16>) -> tensor<197x3072xf16>
    %97 = stablehlo.multiply %96, %95 : tensor<197x3072xf16>
    %98 = stablehlo.tanh %97 : tensor<197x3072xf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %99 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f16>) -> tensor<197x3072xf16>
    %100 = stablehlo.add %99, %98 : tensor<197x3072xf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f16>) -> tensor<197x3072xf16>
    %102 = stablehlo.multiply %101, %100 : tensor<197x3072xf16>
    %103 = stablehlo.multiply %90, %102 : tensor<197x3072xf16>
    %104 = stablehlo.dot_general %103, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<197x3072xf16>, tensor<3072x768xf16>) -> tensor<197x768xf16>
    %105 = stablehlo.add %58, %104 : tensor<197x768xf16>
    %106 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<768xf16>) -> tensor<1x768xf16>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<1x768xf16>) -> tensor<197x768xf16>
    %108 = stablehlo.add %105, %107 : tensor<197x768xf16>
    return %108 : tensor<197x768xf16>
  }
}
