// expected: expected valid attribute name
"builtin.module"() ({
  "ipu_test.op"() {"" = 1} : () -> ()
}) : () -> ()
