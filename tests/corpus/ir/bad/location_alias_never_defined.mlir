// expected: operation location alias was never defined
"builtin.module"() ({
  "ipu_test.op"() : () -> () loc(#missing_loc)
}) : () -> ()
