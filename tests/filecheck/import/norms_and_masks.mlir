// RUN: ipu-translate --import-stablehlo --split-input-file %s | filecheck %s

// What LayerNorm, RMSNorm and a causal mask lower to: sqrt and rsqrt of tensors are
// graph.sqrt / graph.rsqrt, chlo.square (jnp.square) a product, and jnp.tril's integer
// and boolean ops fold into constants; where(mask, x, fill) clamps x between two of them.

// CHECK-LABEL: func.func @layernorm_statistics(
// CHECK-NEXT: %[[D:.*]] = graph.sub %arg0, %arg1 : tensor<4x8xf32>
// CHECK-NEXT: %[[SQ:.*]] = graph.mul %[[D]], %[[D]] : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = graph.rsqrt %[[SQ]] : tensor<4x8xf32>
// CHECK-NEXT: %[[S:.*]] = graph.sqrt %[[SQ]] : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]], %[[S]]
func.func @layernorm_statistics(%x: tensor<4x8xf32>, %m: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.subtract %x, %m : tensor<4x8xf32>
  %1 = chlo.square %0 : tensor<4x8xf32> -> tensor<4x8xf32>
  %2 = stablehlo.rsqrt %1 : tensor<4x8xf32>
  %3 = stablehlo.sqrt %1 : tensor<4x8xf32>
  return %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// The mask keeps x on and below the diagonal: L is the fill (-3.0) above it and -inf
// elsewhere, -U its negation (3.0) above it and -inf elsewhere.
// CHECK-LABEL: func.func @causal_fill(
// CHECK-NEXT: %[[L:.*]] = graph.constant dense<{{\[\[}}0xFF800000, -3.000000e+00], [0xFF800000, 0xFF800000]]> : tensor<2x2xf32>
// CHECK-NEXT: %[[NU:.*]] = graph.constant dense<{{\[\[}}0xFF800000, 3.000000e+00], [0xFF800000, 0xFF800000]]> : tensor<2x2xf32>
// CHECK-NEXT: %[[NX:.*]] = graph.neg %arg0
// CHECK-NEXT: %[[A:.*]] = graph.max %[[NX]], %[[NU]]
// CHECK-NEXT: %[[MIN:.*]] = graph.neg %[[A]]
// CHECK-NEXT: %[[Y:.*]] = graph.max %[[MIN]], %[[L]]
// CHECK-NEXT: return %[[Y]]
func.func @causal_fill(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = stablehlo.iota dim = 0 : tensor<2x2xi32>
  %c = stablehlo.iota dim = 1 : tensor<2x2xi32>
  %m = stablehlo.compare GE, %r, %c, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %f = stablehlo.constant dense<-3.0> : tensor<f32>
  %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %y = stablehlo.select %m, %x, %fb : tensor<2x2xi1>, tensor<2x2xf32>
  return %y : tensor<2x2xf32>
}
