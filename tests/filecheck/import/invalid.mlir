// RUN: ipu-translate --import-stablehlo --split-input-file --verify-diagnostics %s

// Every unsupported op, attribute or type is a located error naming it; nothing is
// dropped. (Parse errors of unknown ops come from the parser.)

func.func @log(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.log' op is not supported by import-stablehlo: the graph dialect has no such elementwise function}}
  %0 = stablehlo.log %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @two_errors(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.sine' op is not supported by import-stablehlo}}
  %0 = stablehlo.sine %x : tensor<4xf32>
  // expected-error @+1 {{'stablehlo.cosine' op is not supported by import-stablehlo}}
  %1 = stablehlo.cosine %x : tensor<4xf32>
  // No error for the add: its operands' errors were reported.
  %2 = stablehlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

func.func @custom_call(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op (target "Sharding") is not supported by import-stablehlo}}
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_between_computed(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %m = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  // expected-error @+1 {{'stablehlo.select' op with a constant predicate, one branch must be a constant splat}}
  %0 = stablehlo.select %m, %x, %y : tensor<2xi1>, tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @fractional_power(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
  // expected-error @+1 {{'stablehlo.power' op exponent 0.5 is not an integer}}
  %0 = stablehlo.power %x, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @xor(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare GT, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // expected-error @+1 {{'stablehlo.xor' op is supported by import-stablehlo only as a logical and/or/not of i1 masks, got xor on tensor<4xi1>}}
  %2 = stablehlo.xor %0, %1 : tensor<4xi1>
  return %2 : tensor<4xi1>
}

// -----

func.func @bitwise_and(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.and' op is supported by import-stablehlo only as a logical and/or/not of i1 masks, got and on tensor<4xi32>}}
  %0 = stablehlo.and %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @product(%x: tensor<4x6xf32>) -> tensor<4xf32> {
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  // expected-error @+1 {{'stablehlo.reduce' op reducer 'stablehlo.multiply' is not supported: only sum, max and min reductions}}
  %0 = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @two_inputs(%x: tensor<4x6xf32>, %y: tensor<4x6xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error @+1 {{'stablehlo.reduce' op is a two-input reduce that is not an argmax/argmin: the reducer is not JAX's argmax/argmin comparator}}
  %0:2 = stablehlo.reduce(%x init: %a), (%y init: %a) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
   reducer(%p: tensor<f32>, %q: tensor<f32>) (%r: tensor<f32>, %s: tensor<f32>)  {
    %m = stablehlo.maximum %p, %q : tensor<f32>
    %n = stablehlo.maximum %r, %s : tensor<f32>
    stablehlo.return %m, %n : tensor<f32>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @dims(%x: tensor<2x3xf32>, %y: tensor<4x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.dot_general' op contracting dimension sizes differ ([3] vs [4])}}
  %0 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @broadcast(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions [0] do not map tensor<3xf32> into tensor<2x3xf32>}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A comparison is an i1 mask the graph holds, but an i1 reduction is imported only over
// dimensions of size 1 (JAX's gather bounds check).
func.func @any(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  // expected-error @+1 {{'stablehlo.reduce' op reducer 'stablehlo.and'/'stablehlo.or' is supported only over dimensions of size 1, from its identity}}
  %1 = stablehlo.reduce(%0 init: %f) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
  return %1 : tensor<i1>
}

// -----

// expected-error @+2 {{'func.func' op @ints: argument #0 has type tensor<4xi64>, which the graph dialect cannot hold}}
// expected-error @+1 {{'func.func' op @ints: result #0 has type tensor<4xi64>}}
func.func @ints(%x: tensor<4xi64>) -> tensor<4xi64> {
  return %x : tensor<4xi64>
}

// -----

module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-note @+1 {{inlined from this call to @helper}}
    %0 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'stablehlo.log' op is not supported by import-stablehlo}}
    %0 = stablehlo.log %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{module has no public function with a body to import}}
module {
  func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

func.func @grouped_convolution(%x: tensor<1x4x4xf32>, %w: tensor<3x2x4xf32>) -> tensor<1x4x4xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op with feature_group_count = 2 is not supported by import-stablehlo (grouped and depthwise convolutions); only 1 is}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4xf32>, tensor<3x2x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

func.func @transposed_convolution(%x: tensor<1x4x2xf32>, %w: tensor<3x2x2xf32>) -> tensor<1x7x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op with lhs_dilation = [2] is not supported by import-stablehlo (transposed convolutions); only 1 is}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]], lhs_dilate = [2]} : (tensor<1x4x2xf32>, tensor<3x2x2xf32>) -> tensor<1x7x2xf32>
  return %0 : tensor<1x7x2xf32>
}

// -----

func.func @convolution_window_mismatch(%x: tensor<1x4x2xf32>, %w: tensor<3x2x2xf32>) -> tensor<1x4x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op result tensor<1x4x2xf32> does not match the window: spatial dimension 0 has 2 positions}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} : (tensor<1x4x2xf32>, tensor<3x2x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

// -----

func.func @gather_columns(%t: tensor<16x8xf32>, %ids: tensor<2x1xi32>) -> tensor<16x2xf32> {
  // expected-error @+1 {{'stablehlo.gather' op with indices computed at run time is supported by import-stablehlo only as a row gather of a rank-2 table}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 16, 1>}> : (tensor<16x8xf32>, tensor<2x1xi32>) -> tensor<16x2xf32>
  return %0 : tensor<16x2xf32>
}

// -----

func.func @gather_leading_offset_dims(%t: tensor<16x8xf32>) -> tensor<8x2xf32> {
  %ids = stablehlo.constant dense<[[3], [1]]> : tensor<2x1xi32>
  // expected-error @+1 {{'stablehlo.gather' op with offset_dims [0] is not supported by import-stablehlo (only the result's trailing dimensions [1])}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<2x1xi32>) -> tensor<8x2xf32>
  return %0 : tensor<8x2xf32>
}

// -----

func.func @dynamic_columns(%x: tensor<10x8xf32>, %s: tensor<i32>) -> tensor<10x2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{'stablehlo.dynamic_slice' op with start indices computed at run time is supported by import-stablehlo only for whole rows of a rank-2 operand (slice_sizes = [K, D])}}
  %0 = stablehlo.dynamic_slice %x, %c, %s, sizes = [10, 2] : (tensor<10x8xf32>, tensor<i32>, tensor<i32>) -> tensor<10x2xf32>
  return %0 : tensor<10x2xf32>
}
