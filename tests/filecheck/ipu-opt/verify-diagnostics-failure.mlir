// RUN: ipu-opt --verify-diagnostics --pass-pipeline='builtin.module(func.func(test-pass-failure{symbol=g}))' %s

// A pass failure is a diagnostic like any other for --verify-diagnostics.

func.func @f() {
  return
}
// expected-error @+1 {{'func.func' op test pass failure}}
func.func @g() {
  return
}
