// expected: expected 1 operand types but had 2
"builtin.module"() ({
  %0 = "ipu_test.a"() : () -> i32
  "ipu_test.b"(%0) : (i32, i32) -> ()
}) : () -> ()
