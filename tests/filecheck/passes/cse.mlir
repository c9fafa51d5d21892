// RUN: ipu-opt --pass=cse %s | filecheck %s

// CSE replaces a pure operation by an equivalent one that dominates it; side
// effects, different attributes or types, and non-dominating blocks keep ops apart.

// CHECK-LABEL: func.func @simple
func.func @simple(%a: i32, %b: i32) -> i32 {
  // CHECK: %[[ADD:.*]] = "test.add"(%arg0, %arg1)
  %0 = "test.add"(%a, %b) : (i32, i32) -> i32
  %1 = "test.add"(%a, %b) : (i32, i32) -> i32
  // Commutative operands are compared as a multiset.
  %2 = "test.add"(%b, %a) : (i32, i32) -> i32
  // CHECK-NEXT: %[[M1:.*]] = "test.mul"(%[[ADD]], %[[ADD]])
  %3 = "test.mul"(%0, %1) : (i32, i32) -> i32
  // CHECK-NEXT: %[[M2:.*]] = "test.mul"(%[[M1]], %[[ADD]])
  %4 = "test.mul"(%3, %2) : (i32, i32) -> i32
  // CHECK-NEXT: return %[[M2]]
  return %4 : i32
}

// CHECK-LABEL: func.func @effects_and_attributes
func.func @effects_and_attributes(%a: i32) -> (i32, i32, i32, i64) {
  // CHECK: %[[E1:.*]] = "test.effect"(%arg0)
  // CHECK-NEXT: %[[E2:.*]] = "test.effect"(%arg0)
  %0 = "test.effect"(%a) : (i32) -> i32
  %1 = "test.effect"(%a) : (i32) -> i32
  // CHECK-NEXT: %[[C32:.*]] = "test.constant"() <{value = 2 : i32}>
  // CHECK-NEXT: %[[C64:.*]] = "test.constant"() <{value = 2 : i64}>
  %2 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %3 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %4 = "test.constant"() <{value = 2 : i64}> : () -> i64
  // CHECK-NEXT: return %[[E1]], %[[E2]], %[[C32]], %[[C64]]
  return %0, %1, %3, %4 : i32, i32, i32, i64
}

// CHECK-LABEL: func.func @dominance
func.func @dominance(%a: i32, %c: i1) -> i32 {
  // CHECK: %[[NEG:.*]] = "test.neg"(%arg0)
  %0 = "test.neg"(%a) : (i32) -> i32
  "test.br"(%c)[^bb1, ^bb2] : (i1) -> ()
// CHECK: ^bb1:
^bb1:
  // CHECK-NEXT: %[[ADD1:.*]] = "test.add"(%arg0, %arg0)
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  // The entry block's neg dominates this one.
  // CHECK-NEXT: "test.effect"(%[[ADD1]], %[[NEG]])
  %2 = "test.neg"(%a) : (i32) -> i32
  "test.effect"(%1, %2) : (i32, i32) -> ()
  "test.br"(%c)[^bb3] : (i1) -> ()
// CHECK: ^bb2:
^bb2:
  // ^bb1 does not dominate ^bb2: its add stays.
  // CHECK-NEXT: %[[ADD2:.*]] = "test.add"(%arg0, %arg0)
  %3 = "test.add"(%a, %a) : (i32, i32) -> i32
  "test.effect"(%3) : (i32) -> ()
  "test.br"(%c)[^bb3] : (i1) -> ()
// CHECK: ^bb3:
^bb3:
  // CHECK-NEXT: %[[ADD3:.*]] = "test.add"(%arg0, %arg0)
  %4 = "test.add"(%a, %a) : (i32, i32) -> i32
  // CHECK-NEXT: "test.effect"(%[[NEG]], %[[ADD3]])
  "test.effect"(%0, %4) : (i32, i32) -> ()
  // CHECK-NEXT: return %[[ADD3]]
  return %4 : i32
}
