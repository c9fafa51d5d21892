// Vectors (scalable dims, rank 0) and memrefs (layouts, memory spaces, unranked).
"builtin.module"() ({
  "ipu_test.types"() {t = [vector<4xf32>, vector<2x[4]xi8>, vector<f32>, memref<4x?xf32>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xi8, 1>, memref<8xi8, "local">, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<*xf32>, memref<*xf32, 3>, memref<2xmemref<4xf32>>]} : () -> ()
}) : () -> ()
