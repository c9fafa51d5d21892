// Attribute dictionaries: unit entries, quoted names, dialect-prefixed names, sorting.
"builtin.module"() ({
  "ipu_test.op"() {zeta = 1 : i64, alpha, "quoted name" = "x", dialect.attr = true} : () -> ()
  "ipu_test.empty"() {} : () -> ()
}) : () -> ()
