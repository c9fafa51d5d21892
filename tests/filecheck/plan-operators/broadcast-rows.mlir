// RUN: ipu-compile %s --tiles=16 --emit=exchange -o - --log-level=error | filecheck %s
// RUN: ipu-compile %s --tiles=16 -o %t.ipupkg --log-level=error
// RUN: ipu-run %t.ipupkg | filecheck %s --check-prefix=SIM

// A row statistic broadcast back over its rows (x - max(x) per row, f32). An exchange moves
// each word once per destination place, so filling 2,048 columns from one value per row
// would take 2,048 one-word transfers per row. The planner instead brings each tile its
// rows' values (one word per row) and writes the rows out on the tile, when that is
// estimated cheaper: a `broadcast_rows_f32` call per block, two rows of 2,048 per tile.

// CHECK: compute_set @reduce0_1 {
// CHECK: compute_set @[[B:broadcast0]].broadcast {
// CHECK-NEXT: vertex "broadcast_rows_f32" on [[T:[0-9]+]] workers 6 m 2 n 2048 k 0 (@[[V:reduce0[.a-z_]*]] at {{[0-9]+}} bytes 8, @[[B]].row_major at {{[0-9]+}} bytes 16384)
// CHECK-COUNT-7: vertex "broadcast_rows_f32" on {{[0-9]+}} workers 6 m 2 n 2048 k 0
// CHECK-NEXT: }
// CHECK: compute_set @sub0_1 {
// CHECK: vertex "sub_f32" on [[T]] workers 6 {{.*}}@[[B]].row_major

// SIM: numericalTest=PASS

func.func @main(%x: tensor<16x2048xf32>) -> tensor<16x2048xf32> {
  %m = graph.reduce %x {dimensions = array<i64: 1>, kind = "max"} : tensor<16x2048xf32> -> tensor<16xf32>
  %b = graph.broadcast %m {dimensions = array<i64: 0>} : tensor<16xf32> -> tensor<16x2048xf32>
  %y = graph.sub %x, %b : tensor<16x2048xf32>
  return %y : tensor<16x2048xf32>
}
