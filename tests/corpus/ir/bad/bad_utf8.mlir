// expected: error
"builtin.module"() ({
  "ipu_test.op"() {s = "ÿþÃ"} : () -> ()
  Ã( oops
}) : () -> ()
