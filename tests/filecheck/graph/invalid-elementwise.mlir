// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The attributes of `graph.gelu` and `graph.cast`, and the shape rule of `graph.cast`.

func.func @gelu_unknown_approximation(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.gelu' op attribute 'approximate' must be "tanh" or "none", got "fast"}}
  %0 = graph.gelu %x {approximate = "fast"} : tensor<4xf32>
  return
}

// -----

func.func @gelu_approximation_not_string(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.gelu' op attribute 'approximate' failed to satisfy constraint: string attribute}}
  %0 = graph.gelu %x {approximate = 1 : i64} : tensor<4xf32>
  return
}

// -----

func.func @cast_changes_shape(%x: tensor<4xf16>) {
  // expected-error @+1 {{'graph.cast' op requires the same shape for all operands and results, got tensor<4xf16> and tensor<8xf8E4M3FN>}}
  %0 = graph.cast %x : tensor<4xf16> -> tensor<8xf8E4M3FN>
  return
}

// -----

func.func @cast_negative_scale(%x: tensor<4xf16>) {
  // expected-error @+1 {{'graph.cast' op attribute 'scale' must be finite and > 0, got -1}}
  %0 = graph.cast %x {scale = -1.0 : f32} : tensor<4xf16> -> tensor<4xf8E4M3FN>
  return
}

// -----

func.func @cast_infinite_scale(%x: tensor<4xf16>) {
  // expected-error @+1 {{'graph.cast' op attribute 'scale' must be finite and > 0, got inf}}
  %0 = graph.cast %x {scale = 0x7F800000 : f32} : tensor<4xf16> -> tensor<4xf8E5M2>
  return
}

// -----

func.func @cast_scale_not_f32(%x: tensor<4xf16>) {
  // expected-error @+1 {{'graph.cast' op attribute 'scale' failed to satisfy constraint: 32-bit float attribute}}
  %0 = graph.cast %x {scale = 2 : i32} : tensor<4xf16> -> tensor<4xf8E5M2>
  return
}
