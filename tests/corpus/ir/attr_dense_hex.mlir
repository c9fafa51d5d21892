// Dense elements from a little-endian hex blob, non-splat and splat.
"builtin.module"() ({
  "ipu_test.hex"() {a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x003C0040"> : tensor<2xf16>, c = dense<"0xFFFF"> : tensor<4xi16>} : () -> ()
}) : () -> ()
