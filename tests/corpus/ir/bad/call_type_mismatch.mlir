// expected: operand type mismatch: expected operand type 'i32', but provided 'i64'
func.func private @g(i32)
func.func @f(%a: i64) {
  call @g(%a) : (i64) -> ()
  return
}
