// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize,test-remarks))' --print-ir-after-all --threads=1 %s > %t.1 2>&1
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize,test-remarks))' --print-ir-after-all --threads=4 %s > %t.4 2>&1
// RUN: ipu-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize,test-remarks))' --print-ir-after-all --disable-threading %s > %t.d 2>&1
// RUN: cmp %t.1 %t.4
// RUN: cmp %t.1 %t.d
// RUN: filecheck %s < %t.4

// Functions run through a function pipeline in parallel, yet the output, the IR
// dumps and the diagnostics are the same bytes for any --threads.

// CHECK: threads.mlir:[[# @LINE + 5]]:1: remark: function @f0 has 4 operations
// CHECK: remark: function @f1 has 4 operations
// CHECK: remark: function @f5 has 6 operations
// CHECK: func.func @f5

func.func @f0(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 0 : i32}> : () -> i32
  %2 = "test.mul"(%0, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%2, %1) : (i32, i32) -> i32
  %4 = "test.effect"(%3, %1) : (i32, i32) -> i32
  return %4 : i32
}
func.func @f1(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 1 : i32}> : () -> i32
  %2 = "test.mul"(%0, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%2, %1) : (i32, i32) -> i32
  %4 = "test.effect"(%3, %1) : (i32, i32) -> i32
  return %4 : i32
}
func.func @f2(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 2 : i32}> : () -> i32
  %2 = "test.mul"(%0, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%2, %1) : (i32, i32) -> i32
  %4 = "test.effect"(%3, %1) : (i32, i32) -> i32
  return %4 : i32
}
func.func @f3(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 3 : i32}> : () -> i32
  %2 = "test.mul"(%0, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%2, %1) : (i32, i32) -> i32
  %4 = "test.effect"(%3, %1) : (i32, i32) -> i32
  return %4 : i32
}
func.func @f4(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 4 : i32}> : () -> i32
  %2 = "test.mul"(%0, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%2, %1) : (i32, i32) -> i32
  %4 = "test.effect"(%3, %1) : (i32, i32) -> i32
  return %4 : i32
}
func.func @f5(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 5 : i32}> : () -> i32
  %2 = "test.mul"(%0, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%2, %1) : (i32, i32) -> i32
  %4 = "test.effect"(%3, %1) : (i32, i32) -> i32
  return %4 : i32
}
