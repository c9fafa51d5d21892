// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s

// The integer and predicate ops round-trip: a compare gives an i1 mask, masks combine
// with and/or/not and choose with select; i32 tensors take add/mul; argmax and argmin
// give i32 indices.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[X:.*]]: tensor<8x16xf32>, %[[Y:.*]]: tensor<8x16xf32>, %[[A:.*]]: tensor<8x16xi32>)
// CHECK-NEXT: %[[M:.*]] = graph.compare %[[X]], %[[Y]] {comparison_direction = "LT"} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
// CHECK-NEXT: %[[N:.*]] = graph.not %[[M]] : tensor<8x16xi1>
// CHECK-NEXT: %[[O:.*]] = graph.or %[[M]], %[[N]] : tensor<8x16xi1>
// CHECK-NEXT: %[[P:.*]] = graph.and %[[O]], %[[M]] : tensor<8x16xi1>
// CHECK-NEXT: %[[S:.*]] = graph.select %[[P]], %[[X]], %[[Y]] : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %[[B:.*]] = graph.mul %[[A]], %[[A]] : tensor<8x16xi32>
// CHECK-NEXT: %[[C:.*]] = graph.add %[[B]], %[[A]] : tensor<8x16xi32>
// CHECK-NEXT: %[[I:.*]] = graph.argmax %[[S]] {dimension = 1 : i64} : tensor<8x16xf32> -> tensor<8xi32>
// CHECK-NEXT: %[[J:.*]] = graph.argmin %[[S]] {dimension = 1 : i64} : tensor<8x16xf32> -> tensor<8xi32>
// CHECK-NEXT: return %[[C]], %[[I]], %[[J]]
func.func @ops(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>, %a: tensor<8x16xi32>) -> (tensor<8x16xi32>, tensor<8xi32>, tensor<8xi32>) {
  %m = graph.compare %x, %y {comparison_direction = "LT"} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
  %n = graph.not %m : tensor<8x16xi1>
  %o = graph.or %m, %n : tensor<8x16xi1>
  %p = graph.and %o, %m : tensor<8x16xi1>
  %s = graph.select %p, %x, %y : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %b = graph.mul %a, %a : tensor<8x16xi32>
  %c = graph.add %b, %a : tensor<8x16xi32>
  %i = graph.argmax %s {dimension = 1 : i64} : tensor<8x16xf32> -> tensor<8xi32>
  %j = graph.argmin %s {dimension = 1 : i64} : tensor<8x16xf32> -> tensor<8xi32>
  return %c, %i, %j : tensor<8x16xi32>, tensor<8xi32>, tensor<8xi32>
}

// CHECK-LABEL: func.func @gather(
// CHECK-SAME: %[[T:.*]]: tensor<50x16xf16>, %[[I:.*]]: tensor<8xi32>)
// CHECK-NEXT: %[[G:.*]] = graph.gather %[[T]], %[[I]] : (tensor<50x16xf16>, tensor<8xi32>) -> tensor<8x16xf16>
// CHECK-NEXT: return %[[G]]
func.func @gather(%t: tensor<50x16xf16>, %i: tensor<8xi32>) -> tensor<8x16xf16> {
  %g = graph.gather %t, %i : (tensor<50x16xf16>, tensor<8xi32>) -> tensor<8x16xf16>
  return %g : tensor<8x16xf16>
}
