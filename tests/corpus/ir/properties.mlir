// Properties `<{...}>` as mlir-opt prints them, next to discardable attributes.
"builtin.module"() ({
  "ipu_test.with_props"() <{a = 1 : i64, b = "text", c = array<i32: 1, 2>}> : () -> ()
  "ipu_test.both"() <{inherent = true}> {discardable = 2 : i32} : () -> ()
  "ipu_test.prop_array"() <[1, 2]> : () -> ()
}) : () -> ()
