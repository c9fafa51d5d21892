// RUN: ipu-opt %s --pass=lower-to-exchange | filecheck %s
// RUN: ipu-compile %s -o %t.ipupkg --log-level=warn
// RUN: ipu-run %t.ipupkg | filecheck %s --check-prefix=SIM

// A stated layout that keeps some elements on the tile that computed them, at another
// place: the sum is computed a row per tile on tiles 0-3 and stated two rows per tile on
// tiles 0 and 1. Row 0 stays on tile 0 but moves from the add's buffer to the result's,
// which an exchange cannot do (a tile does not send to itself): it is an on-tile copy, a
// `copy` vertex in a compute set after the phase that brings rows 1-3.

// CHECK: buffer @[[SUM:add0]] tiles [0, 1, 2, 3] bytes 64
// CHECK: buffer @[[OUT:add0.row_major]] tiles [0, 1] bytes 128 {{.*}}host = "output"
// CHECK: compute_set @add0_1 {
// CHECK-COUNT-4: vertex "add_f16"
// CHECK: phase @[[P:p0]] attributes {input_digest = {{-?[0-9]+}} : i64, input_words = {{[0-9]+}} : i64} {
// CHECK-NEXT: transfer from 1 to [0] words 16 src_offset 0 dst_offset 64 src_buffer @[[SUM]] dst_buffer @[[OUT]]
// CHECK-NEXT: transfer from 2 to [1] words 16 src_offset 0 dst_offset 0
// CHECK-NEXT: transfer from 3 to [1] words 16 src_offset 0 dst_offset 64
// CHECK-NEXT: }
// CHECK-NEXT: compute_set @[[P]].copy {
// CHECK-NEXT: vertex "copy_f16" on 0 workers 6 m 1 n 32 k 0 (@[[SUM]] at 0 bytes 64, @[[OUT]] at 0 bytes 64)
// CHECK-NEXT: }

// The package runs and matches the host reference written from the tiled op.
// SIM: numericalTest=PASS

func.func @main_tiled(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, %arg1: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  %0 = tiled.elementwise %arg0, %arg1 {kind = "add", plan = #tiled.plan<balanced, tiles = 4, base = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>
}
