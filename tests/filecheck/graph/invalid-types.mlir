// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// Every graph op takes ranked, statically shaped tensors of f32, f16, bf16, f8E4M3FN or
// f8E5M2, with a fixed number of operands and one result.

func.func @dynamic(%x: tensor<?x4xf16>) {
  // expected-error @+1 {{'graph.add' op operand #0 must have a static shape, got tensor<?x4xf16>}}
  %0 = graph.add %x, %x : tensor<?x4xf16>
  return
}

// -----

func.func @unranked(%x: tensor<*xf16>) {
  // expected-error @+1 {{'graph.exp' op operand #0 must be a ranked tensor, got tensor<*xf16>}}
  %0 = graph.exp %x : tensor<*xf16>
  return
}

// -----

func.func @scalar_not_tensor(%x: f32) {
  // expected-error @+1 {{'graph.tanh' op operand #0 must be a ranked tensor, got f32}}
  %0 = graph.tanh %x : f32
  return
}

// -----

func.func @integer_elements(%x: tensor<4xi32>) {
  // expected-error @+1 {{'graph.neg' op operand #0 must have element type f32, f16, bf16, f8E4M3FN or f8E5M2, got tensor<4xi32>}}
  %0 = graph.neg %x : tensor<4xi32>
  return
}

// -----

func.func @f64_elements(%x: tensor<4xf64>) {
  // expected-error @+1 {{'graph.cast' op operand #0 must have element type f32, f16, bf16, f8E4M3FN, f8E5M2, i32 or i1, got tensor<4xf64>}}
  %0 = graph.cast %x : tensor<4xf64> -> tensor<4xf32>
  return
}

// -----

func.func @bad_result_element(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.cast' op result #0 must have element type f32, f16, bf16, f8E4M3FN, f8E5M2, i32 or i1, got tensor<4xi8>}}
  %0 = graph.cast %x : tensor<4xf32> -> tensor<4xi8>
  return
}

// -----

func.func @too_many_operands(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.add' op expected 2 operands, but found 3}}
  %0 = "graph.add"(%x, %x, %x) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @two_results(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.exp' op requires one result}}
  %0:2 = "graph.exp"(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @mixed_types(%x: tensor<4xf32>, %y: tensor<4xf16>) {
  // expected-error @+1 {{'graph.mul' op requires the same type for all operands and results}}
  %0 = "graph.mul"(%x, %y) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @implicit_broadcast(%x: tensor<4x8xf32>, %y: tensor<8xf32>) {
  // expected-error @+1 {{'graph.sub' op requires the same type for all operands and results}}
  %0 = "graph.sub"(%x, %y) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @softmax_changes_type(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.softmax' op requires the same type for all operands and results}}
  %0 = "graph.softmax"(%x) {dimension = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return
}
