// RUN: ipu-translate --import-stablehlo %S/../../../examples/stablehlo/attention_softmax_f32.mlir | filecheck %s
// RUN: ipu-translate --import-stablehlo %S/../../../examples/stablehlo/attention_softmax_f32.generic.mlir | filecheck %s

// Softmax attention as JAX exports it: the 1/sqrt(d) scale is folded (sqrt of a
// constant), the row max and row sum are graph.reduce ops (the reduce bodies are
// recognised by their region: maximum and add), the max's -inf init is the identity
// and leaves no op, and the softmax is spelled out in graph ops.

// CHECK-LABEL: func.func public @main(
// CHECK: %[[KT:.*]] = graph.transpose %arg1 {permutation = array<i64: 1, 0>}
// CHECK-NEXT: %[[S:.*]] = graph.matmul %arg0, %[[KT]] : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %[[C:.*]] = graph.constant dense<2.82842708> : tensor<f32>
// CHECK-NEXT: %[[CB:.*]] = graph.broadcast %[[C]] {dimensions = array<i64>} : tensor<f32> -> tensor<16x16xf32>
// CHECK-NEXT: %[[L:.*]] = graph.div %[[S]], %[[CB]] : tensor<16x16xf32>
// CHECK-NEXT: %[[M:.*]] = graph.reduce %[[L]] {dimensions = array<i64: 1>, kind = "max"} : tensor<16x16xf32> -> tensor<16xf32>
// CHECK: graph.max %{{.*}}, %[[M]] : tensor<16xf32>
// CHECK: %[[D:.*]] = graph.sub %[[L]], %{{.*}} : tensor<16x16xf32>
// CHECK-NEXT: %[[E:.*]] = graph.exp %[[D]] : tensor<16x16xf32>
// CHECK-NEXT: %[[SUM:.*]] = graph.reduce %[[E]] {dimensions = array<i64: 1>, kind = "sum"} : tensor<16x16xf32> -> tensor<16xf32>
// CHECK: %[[P:.*]] = graph.div %[[E]], %{{.*}} : tensor<16x16xf32>
// CHECK-NEXT: %[[O:.*]] = graph.matmul %[[P]], %arg2 : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT: return %[[O]]
