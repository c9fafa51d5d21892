// RUN: ipu-opt --pass=cse --print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: ipu-opt --pass=cse --print-debuginfo %s | filecheck %s --check-prefix=DEBUG
// RUN: ipu-opt --pass=cse --print-ir-after=cse --print-op-generic %s -o /dev/null 2>&1 | filecheck %s --check-prefix=DUMP
// RUN: ipu-opt --pass=cse --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

// --print-op-generic prints every op in generic form (also in IR dumps);
// --print-debuginfo adds locations. The mlir- spellings are accepted too.

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC: "func.return"(%{{.*}}) : (i32) -> ()
// DEBUG: %0 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32 loc({{.*}}print-flags.mlir":[[# @LINE + 6]]:8)
// DUMP: // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: "builtin.module"() ({

func.func @f(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  return %1 : i32
}
