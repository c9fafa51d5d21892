// RUN: ipu-opt %s --pass='plan-operators{tiles=16}' | filecheck %s

// A piece of the SigLIP MLP on 16 tiles: the first product reads program inputs only, all
// weights here (`ipu.weight`: load-time data), which the host writes into every replica
// (`host = replicas`), and stores its result in the AMP order the second one reads; the second
// reads a computed lhs (no host replicas).

// CHECK-LABEL: func.func @main(
// CHECK-SAME: tiled.tiles = 16 : i32
// CHECK: graph.fused_matmul {{.*}}epilogue = ["bias", "gelu_tanh"]{{.*}}plan = #tiled.plan<matmul, m = [[#]], n = [[#]], k = [[#]], partials = f16, rotate = [[#]], out = amp, cast = destination, host = replicas>
// CHECK: graph.fused_matmul {{.*}}epilogue = ["bias"]{{.*}}plan = #tiled.plan<matmul, {{[^>]*}}cast = destination>

func.func @main(%x: tensor<64x128xf16> {ipu.weight}, %w1: tensor<128x256xf16> {ipu.weight}, %b1: tensor<256xf16> {ipu.weight}, %w2: tensor<256x128xf16> {ipu.weight}, %b2: tensor<128xf16> {ipu.weight}) -> tensor<64x128xf16> {
  %h = graph.fused_matmul %x, %w1, %b1 {epilogue = ["bias", "gelu_tanh"]} : (tensor<64x128xf16>, tensor<128x256xf16>, tensor<256xf16>) -> tensor<64x256xf16>
  %y = graph.fused_matmul %h, %w2, %b2 {epilogue = ["bias"]} : (tensor<64x256xf16>, tensor<256x128xf16>, tensor<128xf16>) -> tensor<64x128xf16>
  return %y : tensor<64x128xf16>
}
