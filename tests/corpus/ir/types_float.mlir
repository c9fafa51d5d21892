// Every builtin float type of LLVM 19.
"builtin.module"() ({
  "ipu_test.types"() {t = [f16, bf16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ]} : () -> ()
}) : () -> ()
