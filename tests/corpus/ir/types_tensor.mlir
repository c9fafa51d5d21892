// Ranked tensors (static, dynamic `?`, rank 0, encodings) and unranked tensors.
"builtin.module"() ({
  %0 = "ipu_test.t"() : () -> tensor<4x8xf16>
  %1 = "ipu_test.t"() : () -> tensor<?x8x?xf32>
  %2 = "ipu_test.t"() : () -> tensor<i32>
  %3 = "ipu_test.t"() : () -> tensor<*xf8E4M3FN>
  %4 = "ipu_test.t"() : () -> tensor<16x32xf64, "sparse">
  %5 = "ipu_test.t"() : () -> tensor<0x4xbf16>
  %6 = "ipu_test.t"() : () -> tensor<2xvector<4xf32>>
  %7 = "ipu_test.t"() : () -> tensor<729x1152xf8E5M2, {layout = "rows"}>
}) : () -> ()
