// Float attributes: decimal, exponent, negative zero, hex bit patterns, specials, f8.
"builtin.module"() ({
  "ipu_test.floats"() {a = 1.5, b = -0.0 : f32, c = 1.0e-10 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFC00 : f16, g = 3.140625 : bf16, h = 448.0 : f8E4M3FN, i = 57344.0 : f8E5M2, j = 0x7FFF8000000000000000 : f80, k = 0.1 : f32, l = 65504.0 : f16, m = 1.0 : tf32, n = 0x80 : f8E4M3FNUZ} : () -> ()
}) : () -> ()
