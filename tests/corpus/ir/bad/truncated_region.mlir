// expected: expected
func.func @f() {
  %0 = "ipu_test.op"() : () -> i32
