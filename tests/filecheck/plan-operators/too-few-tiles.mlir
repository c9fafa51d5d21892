// RUN: ipu-opt %s --verify-diagnostics --pass='plan-operators{tiles=1 schedule=false}'

// A matmul with a bias on too few tiles: the error gives the reason once, and a note says
// how many tiles the planner needs (it tries 2, 4, ... and bisects).

func.func @main(%x: tensor<64x128xf16>, %w: tensor<128x256xf16>, %b: tensor<256xf16>) -> tensor<64x256xf16> {
  // expected-error @+2 {{cannot plan: 'graph.fused_matmul' op 'fused_matmul0': no feasible plan: no tile can hold the bias}}
  // expected-note @+1 {{1 tile is too few: the fewest on which the planner finds a plan are 2 (plan-operators{tiles=2}, ipu-compile --tiles=2)}}
  %y = graph.fused_matmul %x, %w, %b {epilogue = ["bias"]} : (tensor<64x128xf16>, tensor<128x256xf16>, tensor<256xf16>) -> tensor<64x256xf16>
  return %y : tensor<64x256xf16>
}
