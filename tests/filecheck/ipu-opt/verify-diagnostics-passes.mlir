// RUN: ipu-opt --split-input-file --verify-diagnostics --pass=test-remarks %s

// Diagnostics emitted by passes (remarks, warnings, failures) are checked too.

// expected-remark @+1 {{function @f has 1 operations}}
func.func @f() {
  return
}
// expected-remark @below {{function @g has 2 operations}}
func.func @g(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  return %0 : i32
}
