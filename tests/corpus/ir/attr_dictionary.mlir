// Dictionary attributes as values, nested.
"builtin.module"() ({
  "ipu_test.dicts"() {d = {b = 2 : i64, a = {inner = "x", deeper = {z}}}, empty = {}} : () -> ()
}) : () -> ()
