// A 4×32×32 matmul and an add (the back end's contract example): plan it on 4 tiles with
//   ipu-opt matmul_add.mlir --pass='plan-operators{tiles=4},lower-to-tiled,lower-to-exchange,schedule-exchange'
func.func @main(%x: tensor<4x32xf16>, %w: tensor<32x32xf16>, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16>
  %z = graph.add %y, %b : tensor<4x32xf16>
  return %z : tensor<4x32xf16>
}
