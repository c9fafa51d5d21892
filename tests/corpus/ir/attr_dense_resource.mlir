// dense_resource attributes with their blobs in the file metadata.
"builtin.module"() ({
  "ipu_test.user"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
