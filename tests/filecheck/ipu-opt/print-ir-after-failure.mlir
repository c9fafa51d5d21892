// RUN: not ipu-opt --pass-pipeline='builtin.module(func.func(cse,test-pass-failure{symbol=g}))' --print-ir-after-failure %s 2>&1 | filecheck %s

// --print-ir-after-failure prints the op a failing pass ran on, as the pass left it.

// CHECK:      // -----// IR Dump After TestPassFailure Failed (test-pass-failure) //----- //
// CHECK-NEXT: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK:      error: 'func.func' op test pass failure
func.func @f() {
  return
}
func.func @g(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  return %1 : i32
}
