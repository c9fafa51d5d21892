// A registered op's inherent attributes written in the attribute dictionary move to
// its properties, as mlir-opt does; other attributes stay discardable.
"builtin.module"() ({
  "func.func"() ({
  }) {function_type = () -> (), sym_name = "decl", sym_visibility = "private", other = 1 : i64} : () -> ()
}) : () -> ()
