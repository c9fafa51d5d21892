// expected: hexadecimal float literal should not have a leading minus
"builtin.module"() ({
  "ipu_test.op"() {f = -0x7FC00000 : f32} : () -> ()
}) : () -> ()
