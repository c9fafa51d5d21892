// expected: 'func.return' op must be the last operation in the parent block
func.func @f() {
  return
  "ipu_test.op"() : () -> ()
  return
}
