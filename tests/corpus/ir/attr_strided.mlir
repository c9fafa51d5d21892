// Strided layouts and identity-map elision in memref types.
"builtin.module"() ({
  "ipu_test.strided"() {a = strided<[4, 1]>, b = strided<[?, ?], offset: ?>, c = strided<[], offset: 8>, d = memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, e = memref<4xf32, 0>} : () -> ()
}) : () -> ()
