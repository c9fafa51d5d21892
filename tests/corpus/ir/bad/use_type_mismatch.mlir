// expected: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
func.func @f() {
  %a = "ipu_test.a"() : () -> i32
  "ipu_test.use"(%a) : (i64) -> ()
  return
}
