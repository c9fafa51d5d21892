// RUN: ipu-opt --pass='canonicalize{disable-patterns=test-double-negation}' %s | filecheck %s --check-prefix=DISABLED
// RUN: ipu-opt --pass='canonicalize{enable-patterns=test-double-negation}' %s | filecheck %s --check-prefix=ENABLED
// RUN: not ipu-opt --pass='canonicalize{max-iterations=1 test-convergence=true}' %s 2>&1 | filecheck %s --check-prefix=CONVERGE
// RUN: not ipu-opt --pass='canonicalize{enable-patterns=double-negation}' %s 2>&1 | filecheck %s --check-prefix=UNKNOWN

// Canonicalizer options: pattern filters by label, and the iteration bound.

// DISABLED-LABEL: func.func @f
// DISABLED: %[[N1:.*]] = "test.neg"(%arg0)
// DISABLED-NEXT: %[[N2:.*]] = "test.neg"(%[[N1]])
// DISABLED-NEXT: return %[[N2]]
// ENABLED-LABEL: func.func @f
// ENABLED-NEXT: return %arg0
func.func @f(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  return %1 : i32
}

// The constant has to move to the top, which takes a second iteration to confirm.
// CONVERGE: error: canonicalizer failed to converge within 1 iterations
func.func @g(%a: i32) -> i32 {
  %0 = "test.effect"(%a) : (i32) -> i32
  %c = "test.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "test.add"(%0, %c) : (i32, i32) -> i32
  return %1 : i32
}

// UNKNOWN: <pass>:1:1: error: invalid options for pass 'canonicalize': unknown pattern 'double-negation'; did you mean 'test-double-negation'?
