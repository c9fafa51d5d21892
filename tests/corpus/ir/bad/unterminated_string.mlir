// expected: expected '"' in string literal
"builtin.module"() ({
  "ipu_test.op"() {s = "no end
}) : () -> ()
