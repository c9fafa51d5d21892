// expected: operation defines 2 results but was provided 1 to bind
"builtin.module"() ({
  %0:1 = "ipu_test.a"() : () -> (i32, i32)
}) : () -> ()
