// RUN: ipu-opt %s --split-input-file --verify-diagnostics --pass=lower-to-exchange

// A tiled function is lowered as it says (hand-layouts.mlir); what it cannot say is a
// located error, and nothing is changed.

// -----

// The target is part of what a tiled function says.
// expected-error @+1 {{the tiled function has no 'tiled.target'}}
func.func @main_tiled(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> attributes {tiled.function = @main} {
  %0 = tiled.elementwise %arg0, %arg0 {kind = "add", plan = #tiled.plan<balanced, tiles = 4, base = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
}

// -----

// Every tiled op says how it is spread over the tiles.
func.func @main_tiled(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  // expected-error @+1 {{'tiled.elementwise' op has no 'plan': a tiled op says how it is spread over the tiles}}
  %0 = tiled.elementwise %arg0 {kind = "exp"} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
}

// -----

// Only a weight (load-time data) may be written by the host into every replica.
// expected-error @+1 {{argument #0 is written by the host into every replica (`host = replicas`) but is not a weight (`ipu.weight`)}}
func.func @main_tiled(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [{0, 1}], host = replicas>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  %0 = tiled.elementwise %arg0 {kind = "exp", plan = #tiled.plan<balanced, tiles = 4, base = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [{0, 1}], host = replicas>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
}

// -----

// A layout whose blocks do not fit a tile: 2 MiB of f32 on tile 0 (for the input and the
// result that follows it).
// expected-error @+1 {{cannot lower: tile 0 needs 4194304 bytes of total memory, 383385 available}}
func.func @main_tiled(%arg0: tensor<64x8192xf32, #tiled.layout<blocks = [[64], [8192]], order = row_major, region = standard, tiles = [0]>>) -> tensor<64x8192xf32, #tiled.layout<blocks = [[64], [8192]], order = row_major, region = standard, tiles = [0]>> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  %0 = tiled.elementwise %arg0 {kind = "exp", plan = #tiled.plan<follow, operand = 0>} : (tensor<64x8192xf32, #tiled.layout<blocks = [[64], [8192]], order = row_major, region = standard, tiles = [0]>>) -> tensor<64x8192xf32, #tiled.layout<blocks = [[64], [8192]], order = row_major, region = standard, tiles = [0]>>
  return %0 : tensor<64x8192xf32, #tiled.layout<blocks = [[64], [8192]], order = row_major, region = standard, tiles = [0]>>
}
