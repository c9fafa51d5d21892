// RUN: ipu-opt %s --split-input-file --verify-diagnostics --pass='relayout-outputs{tiles=4 base=1470}'
// RUN: not ipu-opt %s --pass='relayout-outputs{tiles=0}' 2>&1 | filecheck %s --check-prefix=ZERO

// ZERO: `tiles` must be at least 1

// The tiles asked for must be on the target.

// -----

// expected-error @+1 {{'relayout-outputs' asks for tiles 1470 .. 1474, but target 'ipu21' has 1472 tiles}}
func.func @main_tiled(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  %0 = tiled.elementwise %arg0 {kind = "exp", plan = #tiled.plan<follow, operand = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
}
