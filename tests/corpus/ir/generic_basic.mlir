// Generic operations: results, operands, function types.
"builtin.module"() ({
  %0 = "ipu_test.source"() : () -> i32
  %1 = "ipu_test.add"(%0, %0) : (i32, i32) -> i32
  "ipu_test.sink"(%1) : (i32) -> ()
}) : () -> ()
