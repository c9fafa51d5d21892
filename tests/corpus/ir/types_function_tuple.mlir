// Function types (nested, multiple results), tuples, none, complex.
"builtin.module"() ({
  "ipu_test.types"() {t = [() -> (), (i32) -> i32, (i32, f32) -> (i1, i8), () -> (() -> ()), ((i32) -> i32) -> (), tuple<>, tuple<i32, tuple<f32, none>>, none, complex<f32>, complex<i16>]} : () -> ()
}) : () -> ()
