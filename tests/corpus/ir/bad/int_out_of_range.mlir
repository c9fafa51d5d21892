// expected: integer constant out of range for attribute
"builtin.module"() ({
  "ipu_test.op"() {v = 256 : i8} : () -> ()
}) : () -> ()
