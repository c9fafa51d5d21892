// In the body of a module (a graph region) and of unregistered ops, values may
// be used before they are defined, even in cycles.
"builtin.module"() ({
  "ipu_test.graph"() ({
    %0:2 = "ipu_test.a"(%1) : (i64) -> (i1, i1)
    %1 = "ipu_test.b"(%0#1) : (i1) -> i64
  }) : () -> ()
  %2 = "ipu_test.c"(%3) : (f32) -> f32
  %3 = "ipu_test.d"(%2) : (f32) -> f32
}) : () -> ()
