// RUN: not ipu-opt --split-input-file --verify-diagnostics %s 2>&1 | filecheck %s

// Mismatches are errors in mlir-opt's words: an expected diagnostic that was not
// produced, and a diagnostic nobody expected; the exit status is 1.

func.func @f() {
  // CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 1]]:6: error: expected error "something else" was not produced
  // expected-error @+1 {{something else}}
  "test.checked"() : () -> ()
  return
}

// -----

func.func @g() {
  // CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 1]]:3: error: unexpected error: 'test.checked' op has the 'invalid' attribute
  "test.checked"() {invalid} : () -> ()
  return
}

// -----

// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 1]]:4: error: expected warning "never" was not produced
// expected-warning @+1 {{never}}
func.func @h() {
  return
}
// CHECK-NOT: error:
