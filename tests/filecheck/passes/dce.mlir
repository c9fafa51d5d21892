// RUN: ipu-opt --pass=dce %s | filecheck %s

// DCE removes pure operations nobody uses (whole chains at once) and unreachable
// blocks; operations with side effects or unknown effects stay.

// CHECK-LABEL: func.func @chains
func.func @chains(%a: i32) -> i32 {
  // CHECK-NEXT: %[[E:.*]] = "test.effect"(%arg0)
  // CHECK-NEXT: %[[N:.*]] = "test.neg"(%arg0)
  // CHECK-NEXT: return %[[N]]
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.mul"(%0, %0) : (i32, i32) -> i32
  %2 = "test.neg"(%1) : (i32) -> i32
  %3 = "test.effect"(%a) : (i32) -> i32
  %4 = "test.neg"(%a) : (i32) -> i32
  return %4 : i32
}

// CHECK-LABEL: func.func @unreachable
func.func @unreachable(%a: i32, %c: i1) -> i32 {
  // CHECK-NEXT: "test.br"(%arg1)[^bb1]
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: return %arg0
  "test.br"(%c)[^bb3] : (i1) -> ()
^bb1:
  %0 = "test.effect"(%a) : (i32) -> i32
  "test.br"(%c)[^bb2] : (i1) -> ()
^bb2:
  %1 = "test.effect"(%0) : (i32) -> i32
  "test.br"(%c)[^bb1] : (i1) -> ()
^bb3:
  return %a : i32
}
