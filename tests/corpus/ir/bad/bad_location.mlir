// expected: expected location instance
"builtin.module"() ({
  "ipu_test.op"() : () -> () loc(42)
}) : () -> ()
