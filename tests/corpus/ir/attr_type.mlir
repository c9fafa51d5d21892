// Types used as attributes.
"builtin.module"() ({
  "ipu_test.types_as_attrs"() {a = i32, b = tensor<2x3xf16>, c = (i32) -> f32, d = !ipu_test.t, e = index, f = none, g = memref<2xf32>} : () -> ()
}) : () -> ()
