// A piece of the SigLIP MLP (64 tokens, 128 → 256 → 128, f16, biases, tanh GELU) as
// fusion leaves it, for 16 tiles:
//   ipu-opt mlp_piece.mlir --pass='plan-operators{tiles=16},lower-to-tiled,lower-to-exchange,schedule-exchange'
func.func @main(%x: tensor<64x128xf16>, %w1: tensor<128x256xf16>, %b1: tensor<256xf16>, %w2: tensor<256x128xf16>, %b2: tensor<128xf16>) -> tensor<64x128xf16> {
  %h = graph.fused_matmul %x, %w1, %b1 {epilogue = ["bias", "gelu_tanh"]} : (tensor<64x128xf16>, tensor<128x256xf16>, tensor<256xf16>) -> tensor<64x256xf16>
  %y = graph.fused_matmul %h, %w2, %b2 {epilogue = ["bias"]} : (tensor<64x256xf16>, tensor<256x128xf16>, tensor<128xf16>) -> tensor<64x128xf16>
  return %y : tensor<64x128xf16>
}
