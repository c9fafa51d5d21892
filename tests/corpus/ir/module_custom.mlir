// Named modules with attributes, nested modules, an empty module.
module @outer attributes {ipu_test.version = 2 : i64} {
  module @inner {
    func.func private @f()
  }
  module {
  }
}
