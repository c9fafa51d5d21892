// expected: expected ':' followed by operation type
"builtin.module"() ({
  %0 = "ipu_test.op"()
}) : () -> ()
