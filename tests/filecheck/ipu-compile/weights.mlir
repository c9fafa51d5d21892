// RUN: ipu-compile %s --weights=all-but-first --emit=tiled --tiles=16 --log-level=warn | filecheck %s
// RUN: ipu-compile %s --emit=tiled --tiles=16 --log-level=warn | filecheck %s --check-prefix=NONE
// RUN: ipu-compile %s --weights=1 --emit=tiled --tiles=16 --log-level=warn | filecheck %s --check-prefix=ONE
// RUN: not ipu-compile %s --weights=1,3 -o %t.ipupkg 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not ipu-compile %s --weights=w -o %t.ipupkg 2>&1 | filecheck %s --check-prefix=SYNTAX

// `--weights` says which arguments are weights, load-time data the host writes once per
// load: the graph and tiled functions mark them `ipu.weight`, and only a weight may be
// written by the host into every replica of its layout (`host = replicas`). The first
// argument, a per-inference input, is written once per element and replicated by exchange.
// Without `--weights` every argument is a per-inference input; an argument that does not
// exist is an error before anything runs.

// CHECK: func.func @main(%arg0: tensor<16x64xf16>, %arg1: tensor<64x32xf16> {ipu.weight}, %arg2: tensor<32xf16> {ipu.weight})
// CHECK-LABEL: func.func @main_tiled(
// CHECK-SAME: %arg0: tensor<16x64xf16, #tiled.layout<{{[^%]*}}tiles = [{{[^]]*}}]>>, %arg1:
// CHECK-SAME: tensor<64x32xf16, #tiled.layout<{{[^%]*}}host = replicas>> {ipu.weight}, %arg2:
// CHECK-SAME: tensor<32xf16, #tiled.layout<{{[^%]*}}>> {ipu.weight})

// NONE-LABEL: func.func @main_tiled(
// NONE-NOT: ipu.weight
// NONE-NOT: host = replicas
// NONE: return

// ONE: func.func @main(%arg0: tensor<16x64xf16>, %arg1: tensor<64x32xf16> {ipu.weight}, %arg2: tensor<32xf16>)

// BAD: ipu-compile: error: --weights: argument 3 does not exist: @main has 3 arguments (0 to 2)
// SYNTAX: error: invalid value 'w' for '--weights <none|all-but-first|LIST>': 'w' is not an argument index

func.func @main(%x: tensor<16x64xf16>, %w: tensor<64x32xf16>, %b: tensor<32xf16>) -> tensor<16x32xf16> {
  %y = graph.matmul %x, %w : (tensor<16x64xf16>, tensor<64x32xf16>) -> tensor<16x32xf16>
  %bb = graph.broadcast %b {dimensions = array<i64: 1>} : tensor<32xf16> -> tensor<16x32xf16>
  %z = graph.add %y, %bb : tensor<16x32xf16>
  return %z : tensor<16x32xf16>
}
