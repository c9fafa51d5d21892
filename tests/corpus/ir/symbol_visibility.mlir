// Symbol visibility and nested symbol tables.
module {
  func.func private @private_decl(i32)
  func.func nested @nested_decl()
  func.func public @public_def() {
    "ipu_test.ref"() {to = @private_decl} : () -> ()
    return
  }
}
