// RUN: not ipu-opt --pass-pipeline='builtin.module(func.func(test-pass-failure{symbol=g message="cannot handle this"}))' %s 2>&1 | filecheck %s
// RUN: not ipu-opt --pass-pipeline='builtin.module(func.func(test-pass-failure))' --threads=4 %s 2>&1 | filecheck %s --check-prefix=ALL
// RUN: not ipu-opt --pass-pipeline='builtin.module(func.func(test-pass-failure))' %s -o %t.out
// RUN: not cat %t.out

// A failing pass reports a located error and the exit status is 1, with no
// output (no output file either). Every function runs; failures are reported in
// function order.

// CHECK-NOT: error:
// ALL: {{.*}}pass-failure.mlir:[[# @LINE + 2]]:1: error: 'func.func' op test pass failure
// ALL-NEXT: func.func @f() {
func.func @f() {
  return
}
// CHECK: {{.*}}pass-failure.mlir:[[# @LINE + 2]]:1: error: 'func.func' op cannot handle this
// ALL: {{.*}}pass-failure.mlir:[[# @LINE + 1]]:1: error: 'func.func' op test pass failure
func.func @g() {
  return
}
// CHECK-NOT: error:
