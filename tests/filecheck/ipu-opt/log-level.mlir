// RUN: ipu-opt --pass=cse,canonicalize --log-level=debug %s -o /dev/null 2>&1 | filecheck %s

// --log-level (or RUST_LOG) sends tracing output to stderr; every pass runs in a
// span named after it.

// CHECK: pass{name="cse"}: ran pass
// CHECK: pass{name="canonicalize"}: ran pass
func.func @f() {
  return
}
