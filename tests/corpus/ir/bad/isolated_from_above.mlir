// expected: 'ipu_test.use' op using value defined outside the region
module {
  %0 = "ipu_test.def"() : () -> i32
  func.func @f() {
    "ipu_test.use"(%0) : (i32) -> ()
    return
  }
}
