// expected: undefined symbol alias id 'nowhere'
"builtin.module"() ({
  "ipu_test.op"() {a = #nowhere} : () -> ()
}) : () -> ()
