// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' %s | filecheck %s
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)' --dump-pass-pipeline %s -o /dev/null 2>&1 | filecheck %s --check-prefix=PIPELINE
// RUN: ipu-opt --pass=test-remarks,symbol-dce --dump-pass-pipeline %s -o /dev/null 2>&1 | filecheck %s --check-prefix=NESTED

// MLIR's textual pipeline syntax: nested op-anchored pass lists. Function passes
// given with `--pass` are nested in `func.func(...)` automatically.

// PIPELINE: builtin.module(func.func(cse,canonicalize{max-iterations=3 max-num-rewrites=-1 top-down=true region-simplify=true test-convergence=false}),symbol-dce)
// NESTED: builtin.module(func.func(test-remarks),symbol-dce)

// CHECK-LABEL: func.func @f
func.func @f(%a: i32) -> i32 {
  // CHECK-NEXT: %[[ADD:.*]] = "test.add"(%arg0, %arg0)
  // CHECK-NEXT: "test.effect"(%[[ADD]])
  // CHECK-NEXT: return %[[ADD]]
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %2 = "test.effect"(%1) : (i32) -> i32
  return %0 : i32
}
// CHECK-NOT: @unused
func.func private @unused() {
  return
}
