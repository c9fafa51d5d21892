// Affine maps: dims, symbols, every operator, named identifiers, constants.
#tr = affine_map<(i, j) -> (j, i)>
"builtin.module"() ({
  "ipu_test.maps"() {a = #tr, b = affine_map<(d0)[s0] -> (d0 + s0, d0 - s0, d0 * 4, -d0)>, c = affine_map<(d0, d1) -> (d0 floordiv 2, d1 ceildiv 3, d0 mod 5)>, d = affine_map<() -> (0)>, e = affine_map<(d0)[s0, s1] -> ((d0 + s0) * s1 - 2)>, f = affine_map<(x) -> (x * -1 + 3)>, g = affine_map<(d0, d1, d2) -> (d0, d1, d2)>} : () -> ()
}) : () -> ()
