// One head's attention scores with both operands cast to FP8 inside the product (the
// seeds' 64-tile QK workload): s = (f8(q) · f8(k)ᵀ) / sqrt(72).
//   ipu-opt qk_fp8.mlir --pass='plan-operators{tiles=64},lower-to-tiled,lower-to-exchange,schedule-exchange' -o out.mlir
func.func @main(%q: tensor<729x72xf16>, %k: tensor<729x72xf16>) -> tensor<729x729xf16> {
  %kt = graph.transpose %k {permutation = array<i64: 1, 0>} : tensor<729x72xf16> -> tensor<72x729xf16>
  %s = graph.fused_matmul %q, %kt {epilogue = ["scale"], scale = 0.117851131 : f32, lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>, rhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<729x72xf16>, tensor<72x729xf16>) -> tensor<729x729xf16>
  return %s : tensor<729x729xf16>
}
