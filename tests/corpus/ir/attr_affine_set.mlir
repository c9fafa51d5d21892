// Integer sets: equalities and inequalities, `<=` normalised to `>= 0`.
"builtin.module"() ({
  "ipu_test.sets"() {a = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + s0 >= 0)>, b = affine_set<(i, j) : (i == j, i <= 10)>, c = affine_set<() : (0 == 0)>} : () -> ()
}) : () -> ()
