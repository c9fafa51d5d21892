// Nested dense literals; all-equal lists become splats as in MLIR.
"builtin.module"() ({
  "ipu_test.dense"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf32>, c = dense<[[[true, false]], [[false, true]]]> : tensor<2x1x2xi1>, d = dense<[5, 5]> : tensor<2xi64>, e = dense<> : tensor<0xi32>, f = dense<[[1], [2]]> : vector<2x1xi16>, g = dense<[-1, 65535]> : tensor<2xi32>} : () -> ()
}) : () -> ()
