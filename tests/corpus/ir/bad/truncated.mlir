// expected: invalid SSA name
"builtin.module"() ({
  %0 = "ipu_test.op"(%
