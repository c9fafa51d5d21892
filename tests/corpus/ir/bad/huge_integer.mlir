// expected: integer constant out of range for attribute
"builtin.module"() ({
  "ipu_test.op"() {v = 340282366920938463463374607431768211456999 : i64} : () -> ()
}) : () -> ()
