// RUN: ipu-opt %s --split-input-file --verify-diagnostics --pass=lower-to-tiled

// Without the plans of `plan-operators` there is nothing to lower.

// -----

// expected-error @+1 {{the function has no 'tiled.target': run plan-operators first}}
func.func @main(%x: tensor<4x32xf16>, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.add %x, %b : tensor<4x32xf16>
  return %y : tensor<4x32xf16>
}

// -----

func.func @main(%x: tensor<4x32xf16>, %b: tensor<4x32xf16>) -> tensor<4x32xf16> attributes {tiled.target = "ipu21", tiled.tiles = 4 : i32} {
  // expected-error @+1 {{'graph.add' op has no valid 'plan': run plan-operators first}}
  %y = graph.add %x, %b : tensor<4x32xf16>
  return %y : tensor<4x32xf16>
}
