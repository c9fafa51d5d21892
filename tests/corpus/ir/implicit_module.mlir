// Several top-level operations get an implicit builtin.module, as in mlir-opt.
func.func private @a()
func.func private @b()
"ipu_test.top_level"() : () -> ()
