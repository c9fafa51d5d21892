// RUN: ipu-opt %s --pass='plan-operators{tiles=64},lower-to-tiled' | filecheck %s

// The 64-tile QK scores with FP8 operand casts the plan runs before the exchange
// (`cast = source`): each cast is an explicit `tiled.elementwise` in its operand's layout,
// kᵀ a view of the cast k, and each operand is rearranged into the layout the product
// reads (A in the AMP order, B in the AMP weight order with f8 blocks of 32); the matmul
// no longer carries the casts.

// CHECK-LABEL: func.func @main_tiled(
// CHECK: tiled.view %{{.*}} {{{.*}}map = affine_map<(d0, d1) -> (d1, d0)>{{.*}}plan = #tiled.plan<view>}
// CHECK: %[[QC:.*]] = tiled.elementwise %arg0 {kind = "cast", scale = 1.000000e+00 : f32} : {{.*}} -> tensor<729x72xf8E4M3FN, #tiled.layout<
// CHECK: %[[QA:.*]] = tiled.rearrange %[[QC]] : {{.*}} -> tensor<729x72xf8E4M3FN, #tiled.layout<{{.*}}order = amp<32>
// CHECK: %[[KC:.*]] = tiled.elementwise %arg1 {kind = "cast", scale = 1.000000e+00 : f32}
// CHECK: %[[KT:.*]] = tiled.view %[[KC]] {map = affine_map<(d0, d1) -> (d1, d0)>} : {{.*}} -> tensor<72x729xf8E4M3FN>
// CHECK: %[[KB:.*]] = tiled.rearrange %[[KT]] : (tensor<72x729xf8E4M3FN>) -> tensor<72x729xf8E4M3FN, #tiled.layout<{{.*}}order = amp_weights<32, 16>
// CHECK: tiled.matmul %[[QA]], %[[KB]] {epilogue = ["scale"]
// CHECK-NOT: _cast
// CHECK-SAME: plan = #tiled.plan<matmul, m = [[#]], n = [[#]], k = 1, partials = {{f16|f32}}, rotate = [[#]], out = {{amp|row_major}}, cast = source>
// CHECK-SAME: -> tensor<729x729xf16, #tiled.layout<

func.func @main(%q: tensor<729x72xf16>, %k: tensor<729x72xf16>) -> tensor<729x729xf16> {
  %kt = graph.transpose %k {permutation = array<i64: 1, 0>} : tensor<729x72xf16> -> tensor<72x729xf16>
  %s = graph.fused_matmul %q, %kt {epilogue = ["scale"], scale = 0.117851131 : f32, lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>, rhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<729x72xf16>, tensor<72x729xf16>) -> tensor<729x729xf16>
  return %s : tensor<729x729xf16>
}
