// RUN: ipu-opt --pass=cse %s -o %t.out
// RUN: filecheck %s --input-file %t.out
// RUN: ipu-opt --pass=cse -o %t.stdin - < %s
// RUN: filecheck %s --input-file %t.stdin
// RUN: cat %s | ipu-opt --pass=cse | filecheck %s

// -o writes the output to a file (atomically); `-` (or no input) reads stdin.

// CHECK-LABEL: func.func @f
// CHECK-NEXT: "test.add"
// CHECK-NEXT: return
func.func @f(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  return %1 : i32
}
