// Arrays: empty, nested, mixed kinds.
"builtin.module"() ({
  "ipu_test.arrays"() {e = [], n = [[1, 2], [3, [4]]], m = [1 : i8, "s", f32, @sym, unit, {k = 1}]} : () -> ()
}) : () -> ()
