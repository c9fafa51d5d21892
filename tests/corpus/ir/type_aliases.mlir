// Type aliases are substituted where used.
!pair = tuple<i32, i32>
!tile_tensor = tensor<64x64xf16>
"builtin.module"() ({
  %0 = "ipu_test.op"() : () -> !pair
  %1 = "ipu_test.op"(%0) : (!pair) -> !tile_tensor
}) : () -> ()
