// RUN: ipu-opt --pass=cse,canonicalize --log-level=debug %s -o /dev/null 2>&1 | filecheck %s
// RUN: not ipu-opt --log-level=inf %s 2>&1 | filecheck %s --check-prefix=TYPO
// RUN: not ipu-translate --import-stablehlo --log-level=inf %s 2>&1 | filecheck %s --check-prefix=TYPO

// --log-level (or RUST_LOG) sends tracing output to stderr; every pass runs in a
// span named after it. Every tool parses the level alike: a misspelt one is refused
// rather than read as a target name that silences the log.

// TYPO: error: invalid value 'inf' for '--log-level <FILTER>': unknown level 'inf'

// CHECK: pass{name="cse"}: ran pass
// CHECK: pass{name="canonicalize"}: ran pass
func.func @f() {
  return
}
