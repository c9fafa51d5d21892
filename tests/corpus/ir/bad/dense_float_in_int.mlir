// expected: expected integer elements, but parsed floating-point
"builtin.module"() ({
  "ipu_test.op"() {d = dense<[1.5]> : tensor<1xi32>} : () -> ()
}) : () -> ()
