// RUN: ipu-opt %s --split-input-file --verify-diagnostics --pass=lower-to-exchange

// The tiled function must be the plans': its graph function must exist, and the layouts
// it shows must be the ones its plans give.

// -----

// expected-error @+1 {{the graph function @main is not in the module}}
func.func @main_tiled(%arg0: tensor<4x32xf16>) -> tensor<4x32xf16> attributes {tiled.function = @main} {
  return %arg0 : tensor<4x32xf16>
}

// -----

func.func @main(%arg0: tensor<4x32xf16>, %arg1: tensor<4x32xf16>) -> tensor<4x32xf16> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  %0 = graph.add %arg0, %arg1 {plan = #tiled.plan<balanced, tiles = 4, base = 0>} : tensor<4x32xf16>
  return %0 : tensor<4x32xf16>
}
func.func @main_tiled(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, %arg1: tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>> attributes {tiled.function = @main, tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  // expected-error @+1 {{'tiled.elementwise' op result's layout differs from the one its plan gives, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>}}
  %0 = tiled.elementwise %arg0, %arg1 {kind = "add", plan = #tiled.plan<balanced, tiles = 4, base = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>
  return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>
}

// -----

func.func @main(%arg0: tensor<4x32xf16>, %arg1: tensor<4x32xf16>) -> tensor<4x32xf16> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  %0 = graph.add %arg0, %arg1 {plan = #tiled.plan<balanced, tiles = 4, base = 0>} : tensor<4x32xf16>
  return %0 : tensor<4x32xf16>
}
// expected-error @+1 {{the tiled function has 0 planned ops, @main has 1 graph ops}}
func.func @main_tiled(%arg0: tensor<4x32xf16>, %arg1: tensor<4x32xf16>) -> tensor<4x32xf16> attributes {tiled.function = @main} {
  return %arg0 : tensor<4x32xf16>
}
