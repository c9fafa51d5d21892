// Moderately deep nesting of regions, arrays and types (well below the limit).
"builtin.module"() ({
  "ipu_test.l1"() ({
    "ipu_test.l2"() ({
      "ipu_test.l3"() ({
        "ipu_test.l4"() ({
          "ipu_test.l5"() {a = [[[[[[[[1]]]]]]]], t = tuple<tuple<tuple<tuple<i32>>>>} : () -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
