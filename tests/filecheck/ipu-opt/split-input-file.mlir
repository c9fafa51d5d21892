// RUN: ipu-opt --split-input-file --pass=canonicalize %s | filecheck %s

// --split-input-file processes each chunk between split markers on its own and
// joins the outputs with the marker; line numbers in diagnostics are the file's.
// (A marker splits anywhere in a line, as in mlir-opt: checks spell it with a regex.)

// CHECK-LABEL: func.func @first
// CHECK-NEXT: return %arg0
func.func @first(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// CHECK: {{//}} -----
// CHECK-LABEL: func.func @second
// CHECK-NEXT: %[[C:.*]] = "test.constant"() <{value = 6 : i32}>
// CHECK-NEXT: return %[[C]]
func.func @second() -> i32 {
  %0 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %1 = "test.constant"() <{value = 3 : i32}> : () -> i32
  %2 = "test.mul"(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
