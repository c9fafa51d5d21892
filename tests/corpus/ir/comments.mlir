// A comment at the top.
"builtin.module"() ({ // after a token
  // A comment on its own line with "quotes" and {braces} and %0 = "not" : an op.
  "ipu_test.op"() {text = "// not a comment"} : () -> () // trailing
  // Last comment.
}) : () -> ()
// Comment at the end without newline