// RUN: not ipu-opt --no-verify-each --pass=test-invalidate-ir,verify %s 2>&1 | filecheck %s
// RUN: ipu-opt --pass=verify %s | filecheck %s --check-prefix=VALID

// The verify pass runs the verifier; with --no-verify-each it is how a pipeline
// checks the IR at chosen points.

// CHECK: {{.*}}verify.mlir:[[# @LINE + 4]]:3: error: 'test.checked' op has the 'invalid' attribute
// VALID-LABEL: func.func @f
// VALID-NEXT: "test.checked"() : () -> ()
func.func @f() {
  "test.checked"() : () -> ()
  return
}
