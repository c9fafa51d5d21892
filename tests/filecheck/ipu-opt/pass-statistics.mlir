// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --pass-statistics %s -o /dev/null 2>&1 | filecheck %s

// --pass-statistics reports each pass's counters (summed over the functions it ran
// on), nested like the pipeline, as mlir-opt's --mlir-pass-statistics does.

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: 'func.func' Pipeline
// CHECK-NEXT:   CSE
// CHECK-NEXT:     (S) 2 num-cse - Number of operations CSE'd
// CHECK-NEXT:     (S) 2 num-dce - Number of operations DCE'd
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 1 num-dce - Number of symbols DCE'd

func.func @f(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %2 = "test.add"(%a, %a) : (i32, i32) -> i32
  %3 = "test.mul"(%0, %1) : (i32, i32) -> i32
  %4 = "test.mul"(%3, %2) : (i32, i32) -> i32
  return %4 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%a) : (i32) -> i32
  %2 = "test.neg"(%a) : (i32) -> i32
  return %1 : i32
}
func.func private @unused() {
  return
}
