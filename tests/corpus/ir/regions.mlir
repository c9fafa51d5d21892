// Nested and multiple regions, empty regions, empty entry blocks.
"builtin.module"() ({
  %0 = "ipu_test.outer"() ({
    %1 = "ipu_test.inner"() ({
      "ipu_test.yield"() : () -> ()
    }, {
    }, {
    ^bb0:
    }) : () -> i32
    "ipu_test.yield"(%1) : (i32) -> ()
  }) : () -> i32
  "ipu_test.use"(%0) : (i32) -> ()
}) : () -> ()
