// expected: operand #0 does not dominate this use
func.func @f(%c: i1) {
  "ipu_test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "ipu_test.def"() : () -> i32
  "ipu_test.br"()[^bb3] : () -> ()
^bb2:
  "ipu_test.br"()[^bb3] : () -> ()
^bb3:
  "ipu_test.use"(%0) : (i32) -> ()
  return
}
