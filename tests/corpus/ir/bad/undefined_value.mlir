// expected: use of undeclared SSA value name
func.func @f() {
  "ipu_test.use"(%nope) : (i32) -> ()
  return
}
