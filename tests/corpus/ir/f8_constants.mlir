// FP8 and half types the IPU uses, in scalars, dense tensors and function types.
func.func @cast(%arg0: tensor<4x4xf16>) -> tensor<4x4xf8E4M3FN> {
  %0 = "ipu_test.scale"() {value = dense<[1.0, 0.5, 0.25, 448.0]> : tensor<4xf8E4M3FN>, s = 2.0 : f8E5M2} : () -> tensor<4xf8E4M3FN>
  %1 = "ipu_test.cast"(%arg0, %0) : (tensor<4x4xf16>, tensor<4xf8E4M3FN>) -> tensor<4x4xf8E4M3FN>
  return %1 : tensor<4x4xf8E4M3FN>
}
