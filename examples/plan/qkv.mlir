// The QKV projection as fusion leaves it: one [729, 1152] · [1152, 3456] product with a
// bias, sliced into q, k and v (the program's three outputs), on all 1472 tiles.
//   ipu-opt qkv.mlir --pass='plan-operators,lower-to-tiled,lower-to-exchange,schedule-exchange' -o out.mlir
func.func @main(%x: tensor<729x1152xf16>, %w: tensor<1152x3456xf16>, %b: tensor<3456xf16>) -> (tensor<729x1152xf16>, tensor<729x1152xf16>, tensor<729x1152xf16>) {
  %y = graph.fused_matmul %x, %w, %b {epilogue = ["bias"]} : (tensor<729x1152xf16>, tensor<1152x3456xf16>, tensor<3456xf16>) -> tensor<729x3456xf16>
  %q = graph.slice %y {start = array<i64: 0, 0>, limit = array<i64: 729, 1152>} : tensor<729x3456xf16> -> tensor<729x1152xf16>
  %k = graph.slice %y {start = array<i64: 0, 1152>, limit = array<i64: 729, 2304>} : tensor<729x3456xf16> -> tensor<729x1152xf16>
  %v = graph.slice %y {start = array<i64: 0, 2304>, limit = array<i64: 729, 3456>} : tensor<729x3456xf16> -> tensor<729x1152xf16>
  return %q, %k, %v : tensor<729x1152xf16>, tensor<729x1152xf16>, tensor<729x1152xf16>
}
