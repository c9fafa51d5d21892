// expected: duplicate key 'a' in dictionary attribute
"builtin.module"() ({
  "ipu_test.op"() {a = 1, b = 2, a = 3} : () -> ()
}) : () -> ()
