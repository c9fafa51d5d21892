// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,relayout-outputs{tiles=2 base=8}' | filecheck %s
// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,relayout-outputs{tiles=2 base=8},lower-to-exchange' | filecheck %s --check-prefix=LOWER
// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,relayout-outputs{tiles=2 base=8}' -o %t.mlir
// RUN: ipu-compile %t.mlir -o %t.ipupkg --log-level=warn
// RUN: ipu-run %t.ipupkg | filecheck %s --check-prefix=SIM

// A tiled-level pass between the planner and the lowering: the 4×32 sum, which the plan
// leaves in two column blocks on tiles 0 and 1, is handed to the host from tiles 8 and 9
// in two row blocks. The pass inserts the rearrange and changes the result type; the
// lowering adds the phase that moves the sum (tiles 0 and 1 each send the 16 halves, 8
// words, of every row they hold to the tile of that row: 8 transfers), and the package
// still matches its reference.

// CHECK-LABEL: func.func @main_tiled(
// CHECK-SAME: -> tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}2 * 2], [32]], order = row_major, region = standard, tiles = [8, 9]>>
// CHECK: %[[SUM:.*]] = tiled.elementwise
// CHECK-SAME: -> tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}4], [16 * 2]], order = row_major, region = standard, tiles = [0, 1]>>
// CHECK-NEXT: %[[OUT:.*]] = tiled.rearrange %[[SUM]]
// CHECK-SAME: tiles = [8, 9]>>
// CHECK-NEXT: return %[[OUT]]

// LOWER: buffer @[[OUTBUF:add0.row_major]] tiles [8, 9] bytes 128 {{.*}}host = "output"
// LOWER: compute_set @add0
// LOWER: sync
// LOWER-NEXT: phase @[[P:p[0-9]+]] attributes {input_digest = {{-?[0-9]+}} : i64, input_words = {{[0-9]+}} : i64} {
// LOWER-COUNT-8: transfer from {{[01]}} to [{{[89]}}] words 8 {{.*}}src_buffer @add0 dst_buffer @[[OUTBUF]]
// LOWER: }

// SIM: numericalTest=PASS

func.func @main(%x: tensor<4x32xf16> {ipu.weight}, %w: tensor<32x32xf16> {ipu.weight}, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16>
  %z = graph.add %y, %b : tensor<4x32xf16>
  return %z : tensor<4x32xf16>
}
