// Splat dense elements of every element kind.
"builtin.module"() ({
  "ipu_test.splats"() {i = dense<0> : tensor<4xi32>, f = dense<1.5> : tensor<2x2xf16>, b = dense<true> : tensor<8xi1>, v = dense<-7> : vector<4xi8>, x = dense<3> : tensor<index>, s = dense<2.0> : tensor<729x1152xf8E4M3FN>, u = dense<255> : tensor<2xui8>} : () -> ()
}) : () -> ()
