// expected: 'func.call' op 'missing' does not reference a valid function
func.func @f() {
  call @missing() : () -> ()
  return
}
