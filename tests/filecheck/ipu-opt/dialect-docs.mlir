// RUN: ipu-opt --dialect-docs=test | filecheck %s
// RUN: not ipu-opt --dialect-docs=tset 2>&1 | filecheck %s --check-prefix=UNKNOWN

// --dialect-docs prints a dialect's documentation page, generated from its op
// definitions: summary, description, traits and example.

// CHECK: # 'test' Dialect
// CHECK: ### `test.add`
// CHECK-EMPTY:
// CHECK-NEXT: _Integer addition (wrapping)_
// CHECK: Traits: Pure, Commutative
// CHECK: ```mlir
// CHECK-NEXT: %s = "test.add"(%a, %b) : (i32, i32) -> i32

// UNKNOWN: ipu-opt: error: no dialect named 'tset'; did you mean 'test'?
