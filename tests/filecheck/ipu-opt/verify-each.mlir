// RUN: not ipu-opt --pass=test-invalidate-ir,cse %s 2>&1 | filecheck %s
// RUN: ipu-opt --pass=test-invalidate-ir,cse --no-verify-each %s | filecheck %s --check-prefix=SKIP
// RUN: ipu-opt --pass=test-invalidate-ir,cse --verify-each=false %s | filecheck %s --check-prefix=SKIP

// The IR is verified after every pass; a pass that breaks it is named. The check
// can be turned off with --no-verify-each (or --verify-each=false).

func.func @f() {
  // CHECK: {{.*}}verify-each.mlir:[[# @LINE + 3]]:3: error: 'test.checked' op has the 'invalid' attribute
  // CHECK: note: the IR does not verify after pass 'test-invalidate-ir'
  // SKIP: "test.checked"() {invalid} : () -> ()
  "test.checked"() : () -> ()
  return
}
