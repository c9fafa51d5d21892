// RUN: ipu-opt --pass=canonicalize %s | filecheck %s

// Canonicalization folds operations (each op's fold hook), materialises the
// folded constants, uniques and hoists constants, applies registered patterns and
// removes dead operations and unreachable blocks.

// CHECK-LABEL: func.func @fold_and_hoist
func.func @fold_and_hoist(%a: i32) -> (i32, i32) {
  // CHECK-NEXT: %[[C5:.*]] = "test.constant"() <{value = 5 : i32}>
  // CHECK-NEXT: %[[E:.*]] = "test.effect"(%arg0)
  // CHECK-NEXT: %[[M:.*]] = "test.mul"(%[[C5]], %[[E]])
  // CHECK-NEXT: return %[[M]], %[[C5]]
  %0 = "test.effect"(%a) : (i32) -> i32
  %1 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %2 = "test.constant"() <{value = 3 : i32}> : () -> i32
  %3 = "test.add"(%1, %2) : (i32, i32) -> i32
  %4 = "test.mul"(%3, %0) : (i32, i32) -> i32
  %5 = "test.constant"() <{value = 5 : i32}> : () -> i32
  return %4, %5 : i32, i32
}

// CHECK-LABEL: func.func @identities_wrap_around
func.func @identities_wrap_around(%a: i8) -> (i8, i8, i8) {
  // CHECK-NEXT: %[[ZERO:.*]] = "test.constant"() <{value = 0 : i8}>
  // CHECK-NEXT: %[[MIN:.*]] = "test.constant"() <{value = -128 : i8}>
  // CHECK-NEXT: return %arg0, %[[MIN]], %[[ZERO]]
  %z = "test.constant"() <{value = 0 : i8}> : () -> i8
  %one = "test.constant"() <{value = 1 : i8}> : () -> i8
  %big = "test.constant"() <{value = 127 : i8}> : () -> i8
  %0 = "test.add"(%a, %z) : (i8, i8) -> i8
  %1 = "test.mul"(%one, %0) : (i8, i8) -> i8
  %2 = "test.add"(%big, %one) : (i8, i8) -> i8
  %3 = "test.mul"(%a, %z) : (i8, i8) -> i8
  return %1, %2, %3 : i8, i8, i8
}

// CHECK-LABEL: func.func @double_negation_pattern
func.func @double_negation_pattern(%a: i32) -> i32 {
  // CHECK-NEXT: return %arg0
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  %2 = "test.neg"(%1) : (i32) -> i32
  %3 = "test.neg"(%2) : (i32) -> i32
  return %3 : i32
}

// CHECK-LABEL: func.func @unreachable_block
func.func @unreachable_block(%a: i32, %c: i1) -> i32 {
  // CHECK-NEXT: "test.br"(%arg1)[^bb1]
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: return %arg0
  // CHECK-NEXT: }
  %0 = "test.neg"(%a) : (i32) -> i32
  "test.br"(%c)[^bb2] : (i1) -> ()
^bb1:
  "test.effect"() : () -> ()
  "test.br"(%c)[^bb2] : (i1) -> ()
^bb2:
  return %a : i32
}
