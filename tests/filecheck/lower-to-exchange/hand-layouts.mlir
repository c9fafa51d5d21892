// RUN: ipu-opt %s --pass=lower-to-exchange | filecheck %s
// RUN: ipu-compile %s -o %t.ipupkg --log-level=warn
// RUN: ipu-run %t.ipupkg | filecheck %s --check-prefix=SIM

// A tiled module written by hand, with no graph function and layouts the planner would not
// choose: %y's rows on tiles 3, 2, 1, 0 (the reverse of %x's), the sum stated on tiles 4 and
// 5, two rows each. lower-to-exchange lowers what the types say: the host writes %y where
// its type puts it, a phase brings it to %x's tiles (the add follows operand 0; the phase records
// the words it must deliver, for verify-exchange), the add runs on tiles 0-3, and a second phase moves the sum to tiles 4 and 5. The graph function
// (the package's host reference) is written from the tiled ops, and the package runs and
// matches it.

// CHECK-LABEL: func.func @main(%arg0: tensor<4x32xf16>, %arg1: tensor<4x32xf16>) -> tensor<4x32xf16> {
// CHECK-NEXT: %0 = graph.add %arg0, %arg1 {plan = #tiled.plan<follow, operand = 0>} : tensor<4x32xf16>
// CHECK: exchange.program @main_device target "ipu21" attributes {function = @main} {
// CHECK: buffer @arg1 tiles [0, 1, 2, 3] {{.*}}pieces = array<i64: 3, 1, 0, 32, 2, 1, 0, 32, 1, 1, 0, 32, 0, 1, 0, 32>
// CHECK: buffer @[[SUM:add0.row_major]] tiles [4, 5] bytes 128 {{.*}}host = "output"
// CHECK: phase @p0 attributes {input_digest = {{-?[0-9]+}} : i64, input_words = 64 : i64} {
// CHECK-NEXT: transfer from 3 to [0] words 16
// CHECK-NEXT: transfer from 2 to [1] words 16
// CHECK-NEXT: transfer from 1 to [2] words 16
// CHECK-NEXT: transfer from 0 to [3] words 16
// CHECK: compute_set @add0_1 {
// CHECK-COUNT-4: vertex "add_f16"
// CHECK: phase @p1 attributes {input_digest = {{-?[0-9]+}} : i64, input_words = 64 : i64} {
// CHECK-NEXT: transfer from 0 to [4] words 16 src_offset 0 dst_offset 0 src_buffer @add0 dst_buffer @[[SUM]]
// CHECK-NEXT: transfer from 1 to [4] words 16 src_offset 0 dst_offset 64
// CHECK-NEXT: transfer from 2 to [5] words 16 src_offset 0 dst_offset 0
// CHECK-NEXT: transfer from 3 to [5] words 16 src_offset 0 dst_offset 64

// SIM: workload=hand-layouts
// SIM: activeTiles=6
// SIM: numericalTest=PASS

func.func @main_tiled(%x: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, %y: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [3, 2, 1, 0]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [4, 5]>> attributes {tiled.target = "ipu21", tiled.tiles = 8 : i32} {
  %0 = tiled.elementwise %x, %y {kind = "add", plan = #tiled.plan<follow, operand = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [3, 2, 1, 0]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [4, 5]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [4, 5]>>
}
