// Sparse elements: indices and values, splat forms, empty.
"builtin.module"() ({
  "ipu_test.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.0, 2.5]> : tensor<2x4xf32>, b = sparse<0, -1> : tensor<1xi32>, c = sparse<> : tensor<3x3xi8>, d = sparse<[[1, 1, 0], [0, 1, 0]], [7, 8]> : vector<2x2x2xi16>} : () -> ()
}) : () -> ()
