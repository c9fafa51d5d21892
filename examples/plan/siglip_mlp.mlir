// The SigLIP-so400m vision MLP at full size (729 tokens, 1152 → 4304 → 1152, f16, biases,
// tanh GELU) as fusion leaves it: issue 9's target workload, on all 1472 tiles of ipu21.
//   ipu-opt siglip_mlp.mlir --pass='plan-operators,lower-to-tiled,lower-to-exchange,schedule-exchange' -o out.mlir
func.func @main(%x: tensor<729x1152xf16>, %w1: tensor<1152x4304xf16>, %b1: tensor<4304xf16>, %w2: tensor<4304x1152xf16>, %b2: tensor<1152xf16>) -> tensor<729x1152xf16> {
  %h = graph.fused_matmul %x, %w1, %b1 {epilogue = ["bias", "gelu_tanh"]} : (tensor<729x1152xf16>, tensor<1152x4304xf16>, tensor<4304xf16>) -> tensor<729x4304xf16>
  %y = graph.fused_matmul %h, %w2, %b2 {epilogue = ["bias"]} : (tensor<729x4304xf16>, tensor<4304x1152xf16>, tensor<1152xf16>) -> tensor<729x1152xf16>
  return %y : tensor<729x1152xf16>
}
