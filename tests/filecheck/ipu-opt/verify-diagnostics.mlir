// RUN: ipu-opt --split-input-file --verify-diagnostics %s

// --verify-diagnostics checks the diagnostics against `expected-*` comments: the
// run succeeds when each expected diagnostic is produced and no other is.

// expected-error @+1 {{custom op 'foo.bar' is unknown}}
foo.bar

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'test.add' op expects 2 operands and 1 result, got 1 and 1}}
  %0 = "test.add"(%a) : (i32) -> i32
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  %c = "test.constant"() <{value = 1 : i64}> : () -> i32
  // expected-error-re @above {{'test.constant' op requires the type of '{{[a-z]+}}' to be the result type}}
  return %a : i32
}

// -----

func.func @h() {
  "test.checked"() {invalid} : () -> () // expected-error {{has the 'invalid' attribute}}
  return
}
