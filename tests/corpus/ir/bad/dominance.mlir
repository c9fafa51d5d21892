// expected: operand #0 does not dominate this use
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "ipu_test.use"(%0) : (i32) -> ()
  %0 = "ipu_test.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
