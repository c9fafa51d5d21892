// RUN: ipu-opt --print-target=ipu21 | filecheck %s
// RUN: not ipu-opt --print-target=ipu99 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: ipu-opt --target=gc200 --pass=cse %s | filecheck %s --check-prefix=TARGET

// --print-target prints a target description as JSON; --target chooses the target
// passes use (a built-in name or a TOML file).

// CHECK: "tiles": 1472
// UNKNOWN: ipu-opt: error: {{.*}}ipu99
// TARGET: func.func @f
func.func @f() {
  return
}
