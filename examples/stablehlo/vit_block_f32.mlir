module @jit_vit_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xf32>, %arg12: tensor<32xf32>) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %6 = chlo.square %5 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<16x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<16x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.add %20, %22 : tensor<16x32xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %27 = stablehlo.dot_general %23, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %30 = stablehlo.dot_general %23, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %33 = stablehlo.dot_general %26, %29, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.sqrt %cst_4 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %36 = stablehlo.divide %33, %35 : tensor<2x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<2x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<2x16x16xf32>
    %43 = stablehlo.exponential %42 : tensor<2x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %47 = stablehlo.divide %43, %46 : tensor<2x16x16xf32>
    %48 = stablehlo.dot_general %47, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0, 2] : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x2x16xf32>) -> tensor<16x32xf32>
    %51 = stablehlo.dot_general %50, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %52 = stablehlo.add %arg0, %51 : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<16x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<16x32xf32>
    %59 = chlo.square %58 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<16x1xf32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %65 = stablehlo.subtract %52, %64 : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %67 = stablehlo.add %63, %66 : tensor<16x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<16x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %70 = stablehlo.multiply %65, %69 : tensor<16x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<16x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.add %73, %75 : tensor<16x32xf32>
    %77 = stablehlo.dot_general %76, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %78 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %80 = stablehlo.add %77, %79 : tensor<16x64xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<16x64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<16x64xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<16x64xf32>
    %85 = stablehlo.add %80, %84 : tensor<16x64xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<16x64xf32>
    %88 = stablehlo.tanh %87 : tensor<16x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %90 = stablehlo.add %89, %88 : tensor<16x64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<16x64xf32>
    %93 = stablehlo.multiply %80, %92 : tensor<16x64xf32>
    %94 = stablehlo.dot_general %93, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.add %52, %94 : tensor<16x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.add %95, %97 : tensor<16x32xf32>
    return %98 : tensor<16x32xf32>
  }
}
