// RUN: not ipu-opt --split-input-file %s 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=ERR --input-file %t.err

// A chunk that fails prints its located error (line numbers are the file's) and
// nothing on stdout; the other chunks are still processed; the exit status is 1.

// CHECK: func.func @ok()
// CHECK: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @ok_too()
func.func @ok() {
  return
}

// -----

func.func @bad() {
  // ERR: split-input-file-errors.mlir:[[# @LINE + 1]]:8: error: 'test.add' op expects 2 operands and 1 result, got 0 and 1
  %0 = "test.add"() : () -> i32
  return
}

// -----

func.func @ok_too() {
  return
}
// ERR-NOT: error:
