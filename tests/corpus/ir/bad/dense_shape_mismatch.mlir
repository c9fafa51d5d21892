// expected: inferred shape of elements literal ([2]) does not match type ([3])
"builtin.module"() ({
  "ipu_test.op"() {d = dense<[1, 2]> : tensor<3xi32>} : () -> ()
}) : () -> ()
