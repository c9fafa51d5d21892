// RUN: ipu-compile %s --emit=graph --log-level=warn | filecheck %s
// RUN: ipu-compile %S/../../../examples/stablehlo/mlp_f16_small.mlir --emit=graph --log-level=warn | filecheck %s --check-prefix=HLO
// RUN: ipu-compile %s --emit=tiled --tiles=16 --log-level=warn | filecheck %s --check-prefix=TILED

// Graph-dialect and StableHLO input are recognised by their ops; --emit=graph stops after
// import and fusion (the matmul and its bias fuse), --emit=tiled after planning (on at most
// 16 tiles) and lowering to the tiled dialect.

// CHECK: graph.fused_matmul
// HLO: func.func public @main
// HLO: graph.fused_matmul
// TILED: tiled.matmul
func.func @main(%x: tensor<16x64xf16>, %w: tensor<64x32xf16>, %b: tensor<32xf16>) -> tensor<16x32xf16> {
  %y = graph.matmul %x, %w : (tensor<16x64xf16>, tensor<64x32xf16>) -> tensor<16x32xf16>
  %bb = graph.broadcast %b {dimensions = array<i64: 1>} : tensor<32xf16> -> tensor<16x32xf16>
  %z = graph.add %y, %bb : tensor<16x32xf16>
  return %z : tensor<16x32xf16>
}
