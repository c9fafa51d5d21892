// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The integer and predicate ops check their element types: a compare gives i1, a select
// chooses by an i1 mask between two tensors of one type, and/or/not take i1, argmax gives
// i32, gather takes i32 indices; i32 takes no float-only op.

func.func @compare_result(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.compare' op result #0 must have element type i1, got tensor<4xf32>}}
  %0 = graph.compare %x, %x {comparison_direction = "LT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @compare_direction(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.compare' op attribute 'comparison_direction' must be one of "EQ", "NE", "LT", "LE", "GT", "GE", got "lt"}}
  %0 = graph.compare %x, %x {comparison_direction = "lt"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @select_pred(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.select' op operand #0 must have element type i1, got tensor<4xf32>}}
  %0 = graph.select %x, %x, %x : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_types(%m: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xf16>) {
  // expected-error @+1 {{'graph.select' op on_true, on_false and the result must have one type, got tensor<4xf32>, tensor<4xf16> and tensor<4xf32>}}
  %0 = graph.select %m, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @and_ints(%a: tensor<4xi32>) {
  // expected-error @+1 {{'graph.and' op operand #0 must have element type i1, got tensor<4xi32>}}
  %0 = graph.and %a, %a : tensor<4xi32>
  return
}

// -----

func.func @argmax_result(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.argmax' op result #0 must have element type i32, got tensor<4xf32>}}
  %0 = graph.argmax %x {dimension = 1 : i64} : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @exp_of_ints(%a: tensor<4xi32>) {
  // expected-error @+1 {{'graph.exp' op operand #0 must have element type f32, f16, bf16, f8E4M3FN or f8E5M2, got tensor<4xi32>}}
  %0 = graph.exp %a : tensor<4xi32>
  return
}

// -----

func.func @div_of_ints(%a: tensor<4xi32>) {
  // expected-error @+1 {{'graph.div' op operand #0 must have element type f32, f16, bf16, f8E4M3FN or f8E5M2, got tensor<4xi32>}}
  %0 = graph.div %a, %a : tensor<4xi32>
  return
}

// -----

func.func @gather_float_ids(%t: tensor<50x16xf32>, %i: tensor<8xf32>) {
  // expected-error @+1 {{'graph.gather' op indices must be a rank-1 tensor of i32, got tensor<8xf32>}}
  %0 = graph.gather %t, %i : (tensor<50x16xf32>, tensor<8xf32>) -> tensor<8x16xf32>
  return
}
