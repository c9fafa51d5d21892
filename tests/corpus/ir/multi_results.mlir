// Result groups `%r:2` and uses `%r#1`.
"builtin.module"() ({
  %0:3 = "ipu_test.split"() : () -> (i32, f32, index)
  %1, %2:2 = "ipu_test.pair_and_group"(%0#1) : (f32) -> (i1, i8, i16)
  "ipu_test.use"(%0#0, %0#2, %1, %2#0, %2#1) : (i32, index, i1, i8, i16) -> ()
}) : () -> ()
