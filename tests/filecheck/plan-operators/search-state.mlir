// RUN: rm -f %t.json
// RUN: ipu-opt %s --pass='plan-operators{tiles=16 schedule=false search-attempts=4 search-state=%t.json}' | filecheck %s
// RUN: filecheck %s --input-file=%t.json --check-prefix=STATE
// RUN: ipu-opt %s --pass='plan-operators{tiles=16 schedule=false search-attempts=4 search-state=%t.json}' | filecheck %s
// RUN: filecheck %s --input-file=%t.json --check-prefix=RESUMED

// The local layout search after selection, with its state in a file: written (atomically)
// after the run, and resumed by the next run, which counts its attempts on.

// CHECK: graph.fused_matmul {{.*}}plan = #tiled.plan<matmul,

// STATE: "version": 1
// STATE: "attempts": 4

// RESUMED: "attempts": 8

func.func @main(%x: tensor<64x128xf16>, %w1: tensor<128x256xf16>, %b1: tensor<256xf16>, %w2: tensor<256x128xf16>, %b2: tensor<128xf16>) -> tensor<64x128xf16> {
  %h = graph.fused_matmul %x, %w1, %b1 {epilogue = ["bias", "gelu_tanh"]} : (tensor<64x128xf16>, tensor<128x256xf16>, tensor<256xf16>) -> tensor<64x256xf16>
  %y = graph.fused_matmul %h, %w2, %b2 {epilogue = ["bias"]} : (tensor<64x256xf16>, tensor<256x128xf16>, tensor<128xf16>) -> tensor<64x128xf16>
  return %y : tensor<64x128xf16>
}
