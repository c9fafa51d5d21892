// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The shape rules of transpose, reshape, broadcast, concat, slice, softmax and reduce.

func.func @transpose_without_permutation(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.transpose' op requires attribute 'permutation'}}
  %0 = graph.transpose %x : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @transpose_permutation_not_dense(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.transpose' op attribute 'permutation' failed to satisfy constraint: i64 dense array attribute}}
  %0 = graph.transpose %x {permutation = [1, 0]} : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @transpose_permutation_length(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.transpose' op permutation has 3 entries for an operand of rank 2}}
  %0 = graph.transpose %x {permutation = array<i64: 1, 0, 2>} : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @transpose_not_a_permutation(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.transpose' op permutation [1, 1] is not a permutation of 0..2}}
  %0 = graph.transpose %x {permutation = array<i64: 1, 1>} : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @transpose_result_shape(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.transpose' op result type tensor<4x8xf32> does not match the expected tensor<8x4xf32>}}
  %0 = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @transpose_element_type(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.transpose' op result element type f16 differs from operand element type f32}}
  %0 = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf16>
  return
}

// -----

func.func @reshape_element_count(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.reshape' op requires the same number of elements in operand and result (32 vs 30)}}
  %0 = graph.reshape %x : tensor<4x8xf32> -> tensor<30xf32>
  return
}

// -----

func.func @reshape_element_type(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.reshape' op result element type bf16 differs from operand element type f32}}
  %0 = graph.reshape %x : tensor<4x8xf32> -> tensor<32xbf16>
  return
}

// -----

func.func @broadcast_dimensions_length(%x: tensor<256xf16>) {
  // expected-error @+1 {{'graph.broadcast' op dimensions has 2 entries for an operand of rank 1}}
  %0 = graph.broadcast %x {dimensions = array<i64: 0, 1>} : tensor<256xf16> -> tensor<64x256xf16>
  return
}

// -----

func.func @broadcast_dimensions_order(%x: tensor<1x256xf16>) {
  // expected-error @+1 {{'graph.broadcast' op dimensions must be strictly increasing, got [1, 0]}}
  %0 = graph.broadcast %x {dimensions = array<i64: 1, 0>} : tensor<1x256xf16> -> tensor<256x64xf16>
  return
}

// -----

func.func @broadcast_dimension_range(%x: tensor<256xf16>) {
  // expected-error @+1 {{'graph.broadcast' op dimensions[0] = 2 is out of range for a result of rank 2}}
  %0 = graph.broadcast %x {dimensions = array<i64: 2>} : tensor<256xf16> -> tensor<64x256xf16>
  return
}

// -----

func.func @broadcast_size(%x: tensor<3xf16>) {
  // expected-error @+1 {{'graph.broadcast' op operand dimension 0 (3) must be 1 or equal to result dimension 1 (256)}}
  %0 = graph.broadcast %x {dimensions = array<i64: 1>} : tensor<3xf16> -> tensor<64x256xf16>
  return
}

// -----

func.func @concat_nothing() {
  // expected-error @+1 {{'graph.concat' op expected 1 or more operands, but found 0}}
  %0 = "graph.concat"() {dimension = 0 : i64} : () -> tensor<4xf32>
  return
}

// -----

func.func @concat_without_dimension(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.concat' op requires attribute 'dimension'}}
  %0 = graph.concat %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_dimension_range(%x: tensor<4xf32>) {
  // expected-error @+1 {{'graph.concat' op dimension 1 is out of range for rank 1}}
  %0 = graph.concat %x, %x {dimension = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_element_types(%x: tensor<4xf32>, %y: tensor<4xf16>) {
  // expected-error @+1 {{'graph.concat' op operand #1 element type f16 differs from operand #0 element type f32}}
  %0 = graph.concat %x, %y {dimension = 0 : i64} : (tensor<4xf32>, tensor<4xf16>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_ranks(%x: tensor<4xf32>, %y: tensor<1x4xf32>) {
  // expected-error @+1 {{'graph.concat' op operand #1 has rank 2, operand #0 has rank 1}}
  %0 = graph.concat %x, %y {dimension = 0 : i64} : (tensor<4xf32>, tensor<1x4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_other_dimension(%x: tensor<4x8xf32>, %y: tensor<4x9xf32>) {
  // expected-error @+1 {{'graph.concat' op operand #1 dimension 1 (9) differs from operand #0 (8)}}
  %0 = graph.concat %x, %y {dimension = 0 : i64} : (tensor<4x8xf32>, tensor<4x9xf32>) -> tensor<8x8xf32>
  return
}

// -----

func.func @concat_result(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.concat' op result type tensor<4x8xf32> does not match the expected tensor<8x8xf32>}}
  %0 = graph.concat %x, %x {dimension = 0 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @slice_without_limit(%x: tensor<10xf32>) {
  // expected-error @+1 {{'graph.slice' op requires attribute 'limit'}}
  %0 = graph.slice %x {start = array<i64: 0>} : tensor<10xf32> -> tensor<10xf32>
  return
}

// -----

func.func @slice_bounds_rank(%x: tensor<4x10xf32>) {
  // expected-error @+1 {{'graph.slice' op start has 1 entries for an operand of rank 2}}
  %0 = graph.slice %x {start = array<i64: 0>, limit = array<i64: 4, 10>} : tensor<4x10xf32> -> tensor<4x10xf32>
  return
}

// -----

func.func @slice_zero_stride(%x: tensor<10xf32>) {
  // expected-error @+1 {{'graph.slice' op strides must be >= 1, got 0 in dimension 0}}
  %0 = graph.slice %x {start = array<i64: 0>, limit = array<i64: 10>, strides = array<i64: 0>} : tensor<10xf32> -> tensor<10xf32>
  return
}

// -----

func.func @slice_start_after_limit(%x: tensor<10xf32>) {
  // expected-error @+1 {{'graph.slice' op requires 0 <= start <= limit <= dimension size in dimension 0, got start 6, limit 5, size 10}}
  %0 = graph.slice %x {start = array<i64: 6>, limit = array<i64: 5>} : tensor<10xf32> -> tensor<0xf32>
  return
}

// -----

func.func @slice_past_the_end(%x: tensor<10xf32>) {
  // expected-error @+1 {{'graph.slice' op requires 0 <= start <= limit <= dimension size in dimension 0, got start 0, limit 11, size 10}}
  %0 = graph.slice %x {start = array<i64: 0>, limit = array<i64: 11>} : tensor<10xf32> -> tensor<11xf32>
  return
}

// -----

func.func @slice_result(%x: tensor<10xf32>) {
  // expected-error @+1 {{'graph.slice' op result type tensor<4xf32> does not match the expected tensor<3xf32>}}
  %0 = graph.slice %x {start = array<i64: 1>, limit = array<i64: 8>, strides = array<i64: 3>} : tensor<10xf32> -> tensor<4xf32>
  return
}

// -----

func.func @softmax_dimension(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.softmax' op dimension 2 is out of range for rank 2}}
  %0 = graph.softmax %x {dimension = 2 : i64} : tensor<4x8xf32>
  return
}

// -----

func.func @softmax_without_dimension(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.softmax' op requires attribute 'dimension'}}
  %0 = graph.softmax %x : tensor<4x8xf32>
  return
}

// -----

func.func @reduce_kind(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.reduce' op attribute 'kind' must be "sum" or "max", got "mean"}}
  %0 = graph.reduce %x {kind = "mean", dimensions = array<i64: 1>} : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @reduce_dimensions_order(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.reduce' op dimensions must be sorted and unique, got [1, 1]}}
  %0 = graph.reduce %x {kind = "sum", dimensions = array<i64: 1, 1>} : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @reduce_dimension_range(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.reduce' op dimension 2 is out of range for rank 2}}
  %0 = graph.reduce %x {kind = "max", dimensions = array<i64: 2>} : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @reduce_result(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'graph.reduce' op result type tensor<8xf32> does not match the expected tensor<4xf32>}}
  %0 = graph.reduce %x {kind = "sum", dimensions = array<i64: 1>} : tensor<4x8xf32> -> tensor<8xf32>
  return
}

// -----

func.func @reduce_element_type(%x: tensor<4x8xf16>) {
  // expected-error @+1 {{'graph.reduce' op result element type f32 differs from operand element type f16}}
  %0 = graph.reduce %x {kind = "sum", dimensions = array<i64: 1>} : tensor<4x8xf16> -> tensor<4xf32>
  return
}
