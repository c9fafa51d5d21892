// Dense complex and string elements.
"builtin.module"() ({
  "ipu_test.dense"() {c = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, f = dense<(1.5, -2.0)> : tensor<complex<f32>>, s = dense<["ab", "c\0A"]> : tensor<2x!ipu_test.string>, t = dense<"single"> : tensor<3x!ipu_test.string>} : () -> ()
}) : () -> ()
