// expected: unexpected decimal integer literal for a floating point value
"builtin.module"() ({
  "ipu_test.op"() {f = 42 : f32} : () -> ()
}) : () -> ()
