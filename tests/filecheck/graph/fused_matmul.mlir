// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.fused_matmul`: what fusion produces, a matmul with cast-fused operands and an
// epilogue consuming the operands after lhs and rhs in order.

// CHECK-LABEL: func.func @mlp_up(
// CHECK-SAME: %[[X:.*]]: tensor<729x1152xf16>, %[[Y:.*]]: tensor<1152x4304xf8E4M3FN>, %[[W:.*]]: tensor<4304xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.fused_matmul %[[X]], %[[Y]], %[[W]] {epilogue = ["bias", "gelu_tanh"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<729x1152xf16>, tensor<1152x4304xf8E4M3FN>, tensor<4304xf16>) -> tensor<729x4304xf16>
// CHECK-NEXT: return %[[Z]] : tensor<729x4304xf16>
// GENERIC-LABEL: sym_name = "mlp_up"
// GENERIC: "graph.fused_matmul"(%{{.*}}, %{{.*}}, %{{.*}}) {epilogue = ["bias", "gelu_tanh"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<729x1152xf16>, tensor<1152x4304xf8E4M3FN>, tensor<4304xf16>) -> tensor<729x4304xf16>
func.func @mlp_up(%a: tensor<729x1152xf16>, %b: tensor<1152x4304xf8E4M3FN>, %c: tensor<4304xf16>) -> tensor<729x4304xf16> {
  %y = graph.fused_matmul %a, %b, %c {epilogue = ["bias", "gelu_tanh"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.0>} : (tensor<729x1152xf16>, tensor<1152x4304xf8E4M3FN>, tensor<4304xf16>) -> tensor<729x4304xf16>
  return %y : tensor<729x4304xf16>
}

// CHECK-LABEL: func.func @residual_scaled(
// CHECK-SAME: %[[X:.*]]: tensor<2x8x16xf32>, %[[Y:.*]]: tensor<16x4xf16>, %[[W:.*]]: tensor<2x8x4xf32>)
// CHECK-NEXT: %[[Z:.*]] = graph.fused_matmul %[[X]], %[[Y]], %[[W]] {epilogue = ["scale", "add", "gelu_erf"], rhs_cast = #graph.operand_cast<f8E5M2, scale = 4.000000e+00>, scale = 1.250000e-01 : f32} : (tensor<2x8x16xf32>, tensor<16x4xf16>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
// CHECK-NEXT: return %[[Z]] : tensor<2x8x4xf32>
// GENERIC-LABEL: sym_name = "residual_scaled"
// GENERIC: "graph.fused_matmul"(%{{.*}}, %{{.*}}, %{{.*}}) {epilogue = ["scale", "add", "gelu_erf"], rhs_cast = #graph.operand_cast<f8E5M2, scale = 4.000000e+00>, scale = 1.250000e-01 : f32} : (tensor<2x8x16xf32>, tensor<16x4xf16>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
func.func @residual_scaled(%a: tensor<2x8x16xf32>, %b: tensor<16x4xf16>, %c: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %y = graph.fused_matmul %a, %b, %c {epilogue = ["scale", "add", "gelu_erf"], scale = 0.125 : f32, rhs_cast = #graph.operand_cast<f8E5M2, scale = 4.0>} : (tensor<2x8x16xf32>, tensor<16x4xf16>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %y : tensor<2x8x4xf32>
}

// CHECK-LABEL: func.func @no_epilogue(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf16>, %[[Y:.*]]: tensor<8x2xf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.fused_matmul %[[X]], %[[Y]] : (tensor<4x8xf16>, tensor<8x2xf16>) -> tensor<4x2xf32>
// CHECK-NEXT: return %[[Z]] : tensor<4x2xf32>
// GENERIC-LABEL: sym_name = "no_epilogue"
// GENERIC: "graph.fused_matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xf16>, tensor<8x2xf16>) -> tensor<4x2xf32>
func.func @no_epilogue(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>) -> tensor<4x2xf32> {
  %y = graph.fused_matmul %a, %b : (tensor<4x8xf16>, tensor<8x2xf16>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}

// A bf16 product on the f32 AMP: both operands widened to f32 by their operand casts.
// CHECK-LABEL: func.func @bf16_on_the_f32_amp(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xbf16>, %[[Y:.*]]: tensor<8x2xbf16>)
// CHECK-NEXT: %[[Z:.*]] = graph.fused_matmul %[[X]], %[[Y]] {lhs_cast = #graph.operand_cast<f32, scale = 1.000000e+00>, rhs_cast = #graph.operand_cast<f32, scale = 1.000000e+00>} : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
// CHECK-NEXT: return %[[Z]] : tensor<4x2xf32>
// GENERIC-LABEL: sym_name = "bf16_on_the_f32_amp"
// GENERIC: "graph.fused_matmul"(%{{.*}}, %{{.*}}) {lhs_cast = #graph.operand_cast<f32, scale = 1.000000e+00>, rhs_cast = #graph.operand_cast<f32, scale = 1.000000e+00>} : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
func.func @bf16_on_the_f32_amp(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf32> {
  %y = graph.fused_matmul %a, %b {lhs_cast = #graph.operand_cast<f32, scale = 1.0>, rhs_cast = #graph.operand_cast<f32, scale = 1.0>} : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
