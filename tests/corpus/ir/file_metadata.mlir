// File metadata: dialect and external resources are kept and printed back.
"builtin.module"() ({
  "ipu_test.op"() {w = dense_resource<weights> : tensor<4xi8>} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights: "0x0400000001020304",
      unused: "0x04000000FF"
    }
  },
  external_resources: {
    ipu_owner: {
      key: "value"
    }
  }
#-}
