// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The shape and element type rules of `graph.matmul` and `graph.fused_matmul`, and the
// epilogue and operand casts of `graph.fused_matmul`.

func.func @contracting(%a: tensor<729x1152xf16>, %b: tensor<1024x4304xf16>) {
  // expected-error @+1 {{'graph.matmul' op contracting dimensions differ (1152 vs 1024)}}
  %0 = graph.matmul %a, %b : (tensor<729x1152xf16>, tensor<1024x4304xf16>) -> tensor<729x4304xf16>
  return
}

// -----

func.func @lhs_rank(%a: tensor<8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.matmul' op lhs must have rank >= 2, got tensor<8xf16>}}
  %0 = graph.matmul %a, %b : (tensor<8xf16>, tensor<8x4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @rhs_rank(%a: tensor<2x8xf16>, %b: tensor<3x8x4xf16>) {
  // expected-error @+1 {{'graph.matmul' op rhs must have rank 2 or the rank of lhs (2), got tensor<3x8x4xf16>}}
  %0 = graph.matmul %a, %b : (tensor<2x8xf16>, tensor<3x8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @batch(%a: tensor<2x3x8xf16>, %b: tensor<4x8x5xf16>) {
  // expected-error @+1 {{'graph.matmul' op batch dimensions differ ([2] vs [4])}}
  %0 = graph.matmul %a, %b : (tensor<2x3x8xf16>, tensor<4x8x5xf16>) -> tensor<2x3x5xf16>
  return
}

// -----

func.func @f8_result(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.matmul' op result element type must be f32, f16 or bf16, got f8E4M3FN}}
  %0 = graph.matmul %a, %b : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf8E4M3FN>
  return
}

// -----

func.func @f8_operands_bf16_result(%a: tensor<2x8xf8E4M3FN>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.matmul' op f8 operands require an f16 or f32 result, got bf16}}
  %0 = graph.matmul %a, %b : (tensor<2x8xf8E4M3FN>, tensor<8x4xf16>) -> tensor<2x4xbf16>
  return
}

// -----

func.func @result_shape(%a: tensor<2x3x8xf16>, %b: tensor<8x5xf16>) {
  // expected-error @+1 {{'graph.matmul' op result type tensor<3x5xf16> does not match the expected tensor<2x3x5xf16>}}
  %0 = graph.matmul %a, %b : (tensor<2x3x8xf16>, tensor<8x5xf16>) -> tensor<3x5xf16>
  return
}

// -----

func.func @matmul_operands(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.matmul' op expected 2 operands, but found 3}}
  %0 = graph.matmul %a, %b, %b : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @fused_contracting(%a: tensor<2x8xf16>, %b: tensor<9x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op contracting dimensions differ (8 vs 9)}}
  %0 = graph.fused_matmul %a, %b : (tensor<2x8xf16>, tensor<9x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @cast_to_f16(%a: tensor<2x8xf32>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op attribute 'lhs_cast' must cast to f8E4M3FN or f8E5M2 (or a bf16 or f16 operand to f32), got f16}}
  %0 = graph.fused_matmul %a, %b {lhs_cast = #graph.operand_cast<f16, scale = 1.0>} : (tensor<2x8xf32>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

// A cast to f32 widens a bf16 or f16 operand; an f32 operand has nothing to widen.
func.func @cast_f32_to_f32(%a: tensor<2x8xf32>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{'graph.fused_matmul' op attribute 'rhs_cast' must cast to f8E4M3FN or f8E5M2 (or a bf16 or f16 operand to f32), got f32}}
  %0 = graph.fused_matmul %a, %b {rhs_cast = #graph.operand_cast<f32, scale = 1.0>} : (tensor<2x8xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @cast_scale(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op the scale of 'rhs_cast' must be finite and > 0, got 0}}
  %0 = graph.fused_matmul %a, %b {rhs_cast = #graph.operand_cast<f8E5M2, scale = 0.0>} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @cast_not_an_operand_cast(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op attribute 'lhs_cast' failed to satisfy constraint: #graph.operand_cast attribute}}
  %0 = graph.fused_matmul %a, %b {lhs_cast = f8E4M3FN} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @cast_makes_f8(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op f8 operands require an f16 or f32 result, got bf16}}
  %0 = graph.fused_matmul %a, %b {lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.0>} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xbf16>
  return
}

// -----

func.func @cast_of_integer(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{#graph.operand_cast expects a floating-point element type, got i8}}
  %0 = graph.fused_matmul %a, %b {lhs_cast = #graph.operand_cast<i8, scale = 1.0>} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @epilogue_not_strings(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op attribute 'epilogue' failed to satisfy constraint: array of strings}}
  %0 = graph.fused_matmul %a, %b {epilogue = [1]} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @epilogue_unknown_step(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op unknown epilogue step "relu"; expected one of bias, add, mul, scale, gelu_tanh, gelu_erf}}
  %0 = graph.fused_matmul %a, %b {epilogue = ["relu"]} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @epilogue_two_scales(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op epilogue has more than one "scale" step}}
  %0 = graph.fused_matmul %a, %b {epilogue = ["scale", "scale"], scale = 2.0 : f32} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @scale_step_without_scale(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op epilogue step "scale" requires attribute 'scale'}}
  %0 = graph.fused_matmul %a, %b {epilogue = ["scale"]} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @scale_without_step(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op attribute 'scale' requires a "scale" step in the epilogue}}
  %0 = graph.fused_matmul %a, %b {scale = 2.0 : f32} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @scale_not_finite(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op attribute 'scale' must be finite, got NaN}}
  %0 = graph.fused_matmul %a, %b {epilogue = ["scale"], scale = 0x7FC00000 : f32} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @missing_epilogue_operand(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op expected 4 operands (lhs, rhs and 2 epilogue operands), but found 3}}
  %0 = graph.fused_matmul %a, %b, %c {epilogue = ["bias", "mul"]} : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @bias_shape(%a: tensor<3x2x8xf16>, %b: tensor<8x4xf16>, %c: tensor<2x4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op "bias" operand #2 must have shape [4] or [3, 4], got tensor<2x4xf16>}}
  %0 = graph.fused_matmul %a, %b, %c {epilogue = ["bias"]} : (tensor<3x2x8xf16>, tensor<8x4xf16>, tensor<2x4xf16>) -> tensor<3x2x4xf16>
  return
}

// -----

func.func @add_shape(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4xf16>) {
  // expected-error @+1 {{'graph.fused_matmul' op "add" operand #2 must have the result's shape [2, 4], got tensor<4xf16>}}
  %0 = graph.fused_matmul %a, %b, %c {epilogue = ["add"]} : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @epilogue_operand_type(%a: tensor<2x8xf16>, %b: tensor<8x4xf16>, %c: tensor<2x4xi32>) {
  // expected-error @+1 {{'graph.fused_matmul' op operand #2 must have element type f32, f16, bf16, f8E4M3FN or f8E5M2, got tensor<2x4xi32>}}
  %0 = graph.fused_matmul %a, %b, %c {epilogue = ["mul"]} : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<2x4xi32>) -> tensor<2x4xf16>
  return
}
