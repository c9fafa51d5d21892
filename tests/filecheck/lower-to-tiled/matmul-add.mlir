// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled' | filecheck %s
// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled' | ipu-opt | filecheck %s
// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled' --print-op-generic | ipu-opt | filecheck %s

// After planning, the graph function stays and `@main_tiled` holds the same computation
// with a layout on every value: the arguments in the layouts the host writes them in (the
// lhs, a weight here (`ipu.weight`: load-time data), replicated on the two tiles of the
// product, the host writing both replicas
// (`host = replicas`: no exchange completes it), in the AMP order; the rhs in the AMP
// weight order), the product in row-major
// column blocks, the add following it. The output prints and parses back (custom and
// generic forms).

// CHECK-LABEL: func.func @main(
// CHECK: graph.matmul
// CHECK: graph.add
// CHECK-LABEL: func.func @main_tiled(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}4], [32]], order = amp<16>, region = interleaved, tiles = [{0, 1}], host = replicas>>
// CHECK-SAME: %[[W:[^:]*]]: tensor<32x32xf16, #tiled.layout<blocks = {{\[\[}}32], [16 * 2]], order = amp_weights<16, 16>, region = standard, tiles = [0, 1], host = replicas>>
// CHECK-SAME: %[[B:[^:]*]]: tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}4], [16 * 2]], order = row_major, region = standard, tiles = [0, 1]>>
// CHECK-SAME: tiled.function = @main
// CHECK-NEXT: %[[Y:.*]] = tiled.matmul %[[X]], %[[W]] {{{.*}}plan = #tiled.plan<matmul, m = 1, n = 2, k = 1, partials = f16, rotate = 0, out = row_major, cast = destination, host = replicas>}
// CHECK-SAME: -> tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}4], [16 * 2]], order = row_major, region = standard, tiles = [0, 1]>>
// CHECK-NEXT: %[[Z:.*]] = tiled.elementwise %[[Y]], %[[B]] {{{.*}}kind = "add"{{.*}}plan = #tiled.plan<follow, operand = 0>}
// CHECK-NEXT: return %[[Z]]

func.func @main(%x: tensor<4x32xf16> {ipu.weight}, %w: tensor<32x32xf16> {ipu.weight}, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16>
  %z = graph.add %y, %b : tensor<4x32xf16>
  return %z : tensor<4x32xf16>
}
