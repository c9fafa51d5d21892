// expected: redefinition of SSA value '%x'
func.func @f() {
  %x = "ipu_test.a"() : () -> i32
  %x = "ipu_test.b"() : () -> i32
  return
}
