// RUN: ipu-translate --import-stablehlo --split-input-file %s | filecheck %s

// stablehlo.reduce is recognised by its reducer region (or the compact
// `applies` form): add -> sum, maximum -> max, minimum -> -max(-x). An init value that
// is not the identity is combined once with the result.

// CHECK-LABEL: func.func @mean(
// CHECK-NEXT: %[[S:.*]] = graph.reduce %arg0 {dimensions = array<i64: 1>, kind = "sum"} : tensor<8x16xf32> -> tensor<8xf32>
// CHECK-NEXT: %[[N:.*]] = graph.constant dense<1.600000e+01> : tensor<f32>
// CHECK-NEXT: %[[NB:.*]] = graph.broadcast %[[N]] {dimensions = array<i64>} : tensor<f32> -> tensor<8xf32>
// CHECK-NEXT: %[[M:.*]] = graph.div %[[S]], %[[NB]] : tensor<8xf32>
// CHECK-NEXT: return %[[M]]
func.func @mean(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %cst) across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %n = stablehlo.constant dense<1.600000e+01> : tensor<f32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.divide %0, %nb : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @max_min_all(
// CHECK-NEXT: %[[MAX:.*]] = graph.reduce %arg0 {dimensions = array<i64: 0, 1>, kind = "max"} : tensor<8x16xf16> -> tensor<f16>
// CHECK-NEXT: %[[NEG:.*]] = graph.neg %arg0 : tensor<8x16xf16>
// CHECK-NEXT: %[[R:.*]] = graph.reduce %[[NEG]] {dimensions = array<i64: 0>, kind = "max"} : tensor<8x16xf16> -> tensor<16xf16>
// CHECK-NEXT: %[[MIN:.*]] = graph.neg %[[R]] : tensor<16xf16>
// CHECK-NEXT: return %[[MAX]], %[[MIN]]
func.func @max_min_all(%x: tensor<8x16xf16>) -> (tensor<f16>, tensor<16xf16>) {
  %ninf = stablehlo.constant dense<0xFC00> : tensor<f16>
  %0 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1, 0] : (tensor<8x16xf16>, tensor<f16>) -> tensor<f16>
  %inf = stablehlo.constant dense<0x7C00> : tensor<f16>
  %1 = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<8x16xf16>, tensor<f16>) -> tensor<16xf16>
  return %0, %1 : tensor<f16>, tensor<16xf16>
}

// -----

// CHECK-LABEL: func.func @sum_plus_init(
// CHECK-NEXT: %[[S:.*]] = graph.reduce %arg0 {dimensions = array<i64: 1>, kind = "sum"} : tensor<8x16xf32> -> tensor<8xf32>
// CHECK-NEXT: %[[I:.*]] = graph.broadcast %arg1 {dimensions = array<i64>} : tensor<f32> -> tensor<8xf32>
// CHECK-NEXT: %[[R:.*]] = graph.add %[[S]], %[[I]] : tensor<8xf32>
// CHECK-NEXT: return %[[R]]
func.func @sum_plus_init(%x: tensor<8x16xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
