// RUN: not ipu-opt --pass=cse %s 2>&1 | filecheck %s --check-prefix=ERR
// RUN: ipu-opt --pass=cse --allow-unregistered-dialect %s | filecheck %s

// Unregistered ops are an error unless --allow-unregistered-dialect; passes treat
// them as having unknown side effects (never merged or removed).

// ERR: unregistered.mlir:[[# @LINE + 5]]:8: error: unregistered operation 'foo.op'
// CHECK-LABEL: func.func @f
// CHECK-NEXT: "foo.op"
// CHECK-NEXT: "foo.op"
func.func @f() {
  %0 = "foo.op"() : () -> i32
  %1 = "foo.op"() : () -> i32
  return
}
