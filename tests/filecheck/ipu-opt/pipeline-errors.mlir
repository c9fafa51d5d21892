// RUN: not ipu-opt --pass=csee %s 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalise))' %s 2>&1 | filecheck %s --check-prefix=NESTED
// RUN: not ipu-opt --pass='canonicalize{max-iterations=lots}' %s 2>&1 | filecheck %s --check-prefix=VALUE
// RUN: not ipu-opt --pass='canonicalize{max-iteration=3}' %s 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not ipu-opt --pass-pipeline='builtin.module(test-remarks)' %s 2>&1 | filecheck %s --check-prefix=ANCHOR
// RUN: not ipu-opt --pass-pipeline='cse' %s 2>&1 | filecheck %s --check-prefix=TOP
// RUN: not ipu-opt --pass-pipeline='builtin.module(cse' %s 2>&1 | filecheck %s --check-prefix=SYNTAX

// Unknown passes and options, bad values and misplaced passes are located errors
// in the pipeline text, with close names suggested; the exit status is 1.

// UNKNOWN: <pass>:1:1: error: 'csee' does not refer to a registered pass; did you mean 'cse'?
// UNKNOWN-NEXT: csee
// UNKNOWN-NEXT: {{^}}^

// NESTED: <pass-pipeline>:1:30: error: 'canonicalise' does not refer to a registered pass; did you mean 'canonicalize'?
// NESTED-NEXT: builtin.module(func.func(cse,canonicalise))
// NESTED-NEXT: {{^}}                             ^

// VALUE: <pass>:1:14: error: invalid value 'lots' for option 'max-iterations' of pass 'canonicalize': expected an integer (i64)

// OPTION: <pass>:1:14: error: pass 'canonicalize' has no option 'max-iteration'; did you mean 'max-iterations'?

// ANCHOR: <pass-pipeline>:1:16: error: pass 'test-remarks' runs on 'func.func' operations and cannot run in a 'builtin.module' pipeline; nest it: 'builtin.module(func.func(test-remarks))'

// TOP: <pass-pipeline>:1:1: error: expected the pipeline to be wrapped with its anchor op, e.g. 'builtin.module(cse)' (or use --pass=cse)

// SYNTAX: <pass-pipeline>:1:19: error: expected ',' or ')' to close the 'builtin.module(' opened at column 15

func.func @f() {
  return
}
