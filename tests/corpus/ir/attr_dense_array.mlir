// Dense arrays `array<T: ...>` of every supported element kind.
"builtin.module"() ({
  "ipu_test.dense_arrays"() {a = array<i32: 1, -2, 3>, b = array<i64>, c = array<i1: true, false>, d = array<i8: -128, 127>, e = array<f32: 1.5, -2.0>, f = array<f64: 0.1>, g = array<i16: 7>, h = array<bf16: 1.0>, i = array<i24: -42, 8388607>} : () -> ()
}) : () -> ()
