// RUN: not ipu-opt --pass-pipeline='builtin.module(func.func(cse,test-pass-failure{symbol=g},canonicalize))' --crash-reproducer=%t.repro.mlir %s 2>&1 | filecheck %s --check-prefix=ERR
// RUN: filecheck %s --check-prefix=REPRO --input-file %t.repro.mlir
// RUN: not ipu-opt --run-reproducer %t.repro.mlir 2>&1 | filecheck %s --check-prefix=REPLAY
// RUN: not ipu-opt --run-reproducer %t.repro.mlir --crash-reproducer=%t.again.mlir 2>&1 | filecheck %s --check-prefix=REPLAY
// RUN: cmp %t.repro.mlir %t.again.mlir

// When a pass fails, --crash-reproducer writes the IR just before the failing pass
// (with locations) and a pipeline that runs just that pass, in MLIR's reproducer
// format; --run-reproducer replays it, which fails the same way at the same place.

// ERR: {{.*}}crash-reproducer.mlir:[[# @LINE + 21]]:1: error: 'func.func' op test pass failure
// ERR: note: pipeline failed while executing 'test-pass-failure' on 'func.func' operation: @g: reproducer generated at '{{.*}}.repro.mlir'

// The failing function is shown after cse, the pass before the failing one.
// REPRO:      func.func @g(%arg0: i32) -> i32 {
// REPRO-NEXT:   %0 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32 loc({{.*}}crash-reproducer.mlir":[[# @LINE + 18]]:8)
// REPRO-NEXT:   return %0 : i32
// REPRO:      {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(test-pass-failure{message={test pass failure} symbol=g}))",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// REPLAY: {{.*}}crash-reproducer.mlir:[[# @LINE + 4]]:1: error: 'func.func' op test pass failure
func.func @f() {
  return
}
func.func @g(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  return %1 : i32
}
