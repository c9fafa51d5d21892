// Distinct attributes: the same id refers to the same attribute.
#d0 = distinct[7]<42 : i32>
"builtin.module"() ({
  "ipu_test.op"() {x = #d0, y = distinct[3]<"s">} : () -> ()
  "ipu_test.op"() {x = #d0, z = distinct[7]<42 : i32>} : () -> ()
}) : () -> ()
