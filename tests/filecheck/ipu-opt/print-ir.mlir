// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --print-ir-before=cse --print-ir-after=symbol-dce %s -o /dev/null 2>&1 | filecheck %s --check-prefix=NAMED
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --print-ir-after-all %s -o /dev/null 2>&1 | filecheck %s --check-prefix=ALL
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --print-ir-before-all %s -o /dev/null 2>&1 | filecheck %s --check-prefix=BEFORE
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --print-ir-after-change %s -o /dev/null 2>&1 | filecheck %s --check-prefix=CHANGE
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --print-ir-after-all --print-ir-after-change %s -o /dev/null 2>&1 | filecheck %s --check-prefix=CHANGE
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --print-ir-after=cse --print-ir-module-scope %s -o /dev/null 2>&1 | filecheck %s --check-prefix=SCOPE

// IR dumps go to stderr with mlir-opt's headers; a function pass prints the function
// it ran on (in function order, whatever the thread count), a module pass the module.

// NAMED:      // -----// IR Dump Before CSE (cse) //----- //
// NAMED-NEXT: func.func @f(%arg0: i32) -> i32 {
// NAMED:      // -----// IR Dump Before CSE (cse) //----- //
// NAMED-NEXT: func.func private @unused() {
// NAMED:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// NAMED-NEXT: module {
// NAMED-NOT:  // -----//

// ALL:      // -----// IR Dump After CSE (cse) //----- //
// ALL-NEXT: func.func @f
// ALL:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL-NEXT: func.func @f
// ALL:      // -----// IR Dump After CSE (cse) //----- //
// ALL-NEXT: func.func private @unused
// ALL:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL-NEXT: func.func private @unused
// ALL:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// ALL-NEXT: module {
// ALL-NOT:  @unused

// BEFORE-COUNT-4: // -----// IR Dump Before {{CSE \(cse\)|Canonicalizer \(canonicalize\)}} //----- //
// BEFORE:         // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //

// Only cse on @f and symbol-dce change the IR.
// CHANGE:      // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f
// CHANGE-NOT:  // -----//
// CHANGE:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHANGE-NOT:  // -----//

// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @unused) //----- //
// SCOPE-NEXT: module {

func.func @f(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %2 = "test.mul"(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
func.func private @unused() {
  return
}
