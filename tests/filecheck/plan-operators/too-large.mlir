// RUN: not ipu-opt %s --pass='fuse-operators,plan-operators' 2>&1 | filecheck %s
// RUN: ipu-opt %s --pass='fuse-operators{explain=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=FUSE

// A product no split of which fits the ipu21's tiles (2048 × 2048 f32 operands): the
// user's program, not a compiler bug. fuse-operators leaves the function alone (it has no
// finite cost to compare) and plan-operators says what does not fit, at the operation.

// CHECK: too-large.mlir:[[# @LINE + 4]]:8: error: cannot plan: 'graph.matmul' op 'matmul0': no feasible plan: no split of it over the 1472 tiles fits: each needs more than the {{[0-9]+}} bytes a tile holds for its blocks
// CHECK-NOT: internal
// FUSE: remark: fuse-operators: function left alone: an operation has no finite cost (no plan of it fits the target)
func.func @main(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %c = graph.matmul %a, %b : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %c : tensor<2048x2048xf32>
}
