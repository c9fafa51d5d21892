// RUN: ipu-opt %s --split-input-file --verify-diagnostics --pass='plan-operators{tiles=4 schedule=false}'
// RUN: not ipu-opt %s --pass='plan-operators{finalists=0}' 2>&1 | filecheck %s --check-prefix=OPTS

// What the planner cannot place is an error at the op; bad options are rejected.

// OPTS: `finalists` and `beam` must be at least 1

// -----

func.func @main(%x: tensor<4x32xf16>) -> tensor<4x32xf16> {
  // expected-error @+1 {{cannot plan: 'graph.gelu' op 'gelu0': the device codelet catalogue has no codelet for it}}
  %y = graph.gelu %x {approximate = "none"} : tensor<4x32xf16>
  return %y : tensor<4x32xf16>
}

// -----

// A bf16 product runs on the f32 AMP as a fused_matmul casting its operands; its 2 MiB
// weight does not fit on 4 tiles.
func.func @main(%x: tensor<4x1024xbf16>, %w: tensor<1024x1024xbf16>) -> tensor<4x1024xbf16> {
  // expected-error @+2 {{cannot plan: 'graph.fused_matmul' op 'fused_matmul0': no feasible plan}}
  // expected-note @+1 {{4 tiles are too few: the fewest on which the planner finds a plan are 35}}
  %y = graph.matmul %x, %w : (tensor<4x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x1024xbf16>
  return %y : tensor<4x1024xbf16>
}


// -----

// A tensor with no elements: said as such (it reached a codelet's shape check before).
// expected-error @+1 {{argument #0 of @main has no elements (tensor<0x32xf32>): zero-sized tensors are not planned}}
func.func @main(%x: tensor<0x32xf32>) -> tensor<0x32xf32> {
  %y = graph.add %x, %x : tensor<0x32xf32>
  return %y : tensor<0x32xf32>
}
