// RUN: ipu-translate --import-stablehlo %s | filecheck %s

// Private helpers JAX emits (@silu, @relu, @_where, @clip) are inlined at each call
// and erased; select(compare(a, b, GT), a, b) becomes graph.max, minimum becomes
// -max(-a, -b).

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x6xf32>, %[[Y:[^:]*]]: tensor<4x6xf32>)
// @silu(x) = x * (1 / (1 + exp(-x))):
// CHECK-NEXT: %[[N:.*]] = graph.neg %[[X]] : tensor<4x6xf32>
// CHECK-NEXT: %[[E:.*]] = graph.exp %[[N]]
// CHECK: %[[SIG:.*]] = graph.div
// CHECK-NEXT: %[[SILU:.*]] = graph.mul %[[X]], %[[SIG]]
// @_where(x > y, x, y) = max(x, y):
// CHECK-NEXT: %[[W:.*]] = graph.max %[[X]], %[[Y]] : tensor<4x6xf32>
// @clip(x, -1, 1) = min(max(lo, x), hi):
// CHECK: %[[LO:.*]] = graph.max %{{.*}}, %[[X]] : tensor<4x6xf32>
// CHECK-NEXT: %[[HI:.*]] = graph.broadcast %{{.*}} {dimensions = array<i64>} : tensor<f32> -> tensor<4x6xf32>
// CHECK-NEXT: %[[A:.*]] = graph.neg %[[HI]] : tensor<4x6xf32>
// CHECK-NEXT: %[[B:.*]] = graph.neg %[[LO]] : tensor<4x6xf32>
// CHECK-NEXT: %[[MX:.*]] = graph.max %[[A]], %[[B]] : tensor<4x6xf32>
// CHECK-NEXT: %[[CLIP:.*]] = graph.neg %[[MX]] : tensor<4x6xf32>
// CHECK: return %[[SILU]], %[[W]], %[[CLIP]]
// CHECK-NOT: func.func private
// CHECK-NOT: call
module @jit_f {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
    %0 = call @silu(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = call @_where(%1, %arg0, %arg1) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = call @clip(%arg0, %cst, %cst_0) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    return %0, %2, %3 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @silu(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x6xf32>
    %1 = stablehlo.exponential %0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x6xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}
