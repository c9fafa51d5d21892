// RUN: ipu-translate --import-stablehlo --split-input-file %s | filecheck %s

// stablehlo.convolution becomes im2col: one box of the input per kernel position, the
// boxes joined along the features (graph.concat), and one graph.matmul with the kernel
// reshaped to [K·C, O]. When every output position sits on its input position (stride
// 1, SAME-style padding) the input is flattened to [N·H·W, C], padded with zero rows
// at both ends, and each box is a row-shifted slice, times a 0/1 mask where the shift
// crosses a row of an inner dimension.

// A kernel of 3 over 4 positions: one zero row on each side (one constant used twice),
// then the rows shifted by -1, 0 and +1 (no inner dimension: no masks).
// CHECK-LABEL: func.func @same_1d(
// CHECK-NEXT: %[[X:.*]] = graph.reshape %arg0 : tensor<1x4x2xf32> -> tensor<4x2xf32>
// CHECK-NEXT: %[[Z:.*]] = graph.constant dense<0.000000e+00> : tensor<1x2xf32>
// CHECK-NEXT: %[[P:.*]] = graph.concat %[[Z]], %[[X]], %[[Z]] {dimension = 0 : i64} : {{.*}} -> tensor<6x2xf32>
// CHECK-NEXT: %[[B0:.*]] = graph.slice %[[P]] {limit = array<i64: 4, 2>, start = array<i64: 0, 0>}
// CHECK-NEXT: %[[B1:.*]] = graph.slice %[[P]] {limit = array<i64: 5, 2>, start = array<i64: 1, 0>}
// CHECK-NEXT: %[[B2:.*]] = graph.slice %[[P]] {limit = array<i64: 6, 2>, start = array<i64: 2, 0>}
// CHECK-NEXT: %[[COLS:.*]] = graph.concat %[[B0]], %[[B1]], %[[B2]] {dimension = 1 : i64} : {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT: %[[W:.*]] = graph.reshape %arg1 : tensor<3x2x5xf32> -> tensor<6x5xf32>
// CHECK-NEXT: %[[Y:.*]] = graph.matmul %[[COLS]], %[[W]] : (tensor<4x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: %[[OUT:.*]] = graph.reshape %[[Y]] : tensor<4x5xf32> -> tensor<1x4x5xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @same_1d(%x: tensor<1x4x2xf32>, %w: tensor<3x2x5xf32>) -> tensor<1x4x5xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, tensor<3x2x5xf32>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}

// -----

// 3×3 SAME over a 2×3 image: rows shifted by 3·dh + dw; a shift with dw = -1 reads the
// previous image row's last pixel for w = 0 (mask M, zero at rows 0 and 3), dw = +1 the
// next row's first for w = 2 (mask P); the rows above and below are the zero padding.
// CHECK-LABEL: func.func @same_2d(
// CHECK-NEXT: %[[X:.*]] = graph.reshape %arg0 : tensor<1x2x3x1xf32> -> tensor<6x1xf32>
// CHECK-NEXT: %[[Z:.*]] = graph.constant dense<0.000000e+00> : tensor<4x1xf32>
// CHECK-NEXT: %[[PAD:.*]] = graph.concat %[[Z]], %[[X]], %[[Z]] {dimension = 0 : i64}
// CHECK-NEXT: %[[B0:.*]] = graph.slice %[[PAD]] {limit = array<i64: 6, 1>, start = array<i64: 0, 0>}
// CHECK-NEXT: %[[M:.*]] = graph.constant dense<{{\[\[}}0.000000e+00], [1.000000e+00], [1.000000e+00], [0.000000e+00], [1.000000e+00], [1.000000e+00]]> : tensor<6x1xf32>
// CHECK-NEXT: %[[K0:.*]] = graph.mul %[[B0]], %[[M]]
// CHECK-NEXT: %[[B1:.*]] = graph.slice %[[PAD]] {limit = array<i64: 7, 1>, start = array<i64: 1, 0>}
// CHECK-NEXT: %[[B2:.*]] = graph.slice %[[PAD]] {limit = array<i64: 8, 1>, start = array<i64: 2, 0>}
// CHECK-NEXT: %[[P:.*]] = graph.constant dense<{{\[\[}}1.000000e+00], [1.000000e+00], [0.000000e+00], [1.000000e+00], [1.000000e+00], [0.000000e+00]]> : tensor<6x1xf32>
// CHECK-NEXT: %[[K2:.*]] = graph.mul %[[B2]], %[[P]]
// CHECK-NEXT: %[[B3:.*]] = graph.slice %[[PAD]] {limit = array<i64: 9, 1>, start = array<i64: 3, 0>}
// CHECK-NEXT: %[[K3:.*]] = graph.mul %[[B3]], %[[M]]
// CHECK: %[[COLS:.*]] = graph.concat %[[K0]], %[[B1]], %[[K2]], %[[K3]], {{.*}} {dimension = 1 : i64} : {{.*}} -> tensor<6x9xf32>
// CHECK-NEXT: %[[W:.*]] = graph.reshape %arg1 : tensor<3x3x1x4xf32> -> tensor<9x4xf32>
// CHECK-NEXT: graph.matmul %[[COLS]], %[[W]] : (tensor<6x9xf32>, tensor<9x4xf32>) -> tensor<6x4xf32>
func.func @same_2d(%x: tensor<1x2x3x1xf32>, %w: tensor<3x3x1x4xf32>) -> tensor<1x2x3x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} : (tensor<1x2x3x1xf32>, tensor<3x3x1x4xf32>) -> tensor<1x2x3x4xf32>
  return %0 : tensor<1x2x3x4xf32>
}

// -----

// Stride 2 (the boxes of the unflattened input): the input is padded to 6 (a zero no window reads) and split into [3, 2], so
// that the positions 0, 2 (offset 0), 1, 3 (offset 1) and 2, 4 (offset 2) are boxes.
// CHECK-LABEL: func.func @stride_2(
// CHECK-NEXT: %[[Z:.*]] = graph.constant dense<0.000000e+00> : tensor<1x1x2xf32>
// CHECK-NEXT: %[[P:.*]] = graph.concat %arg0, %[[Z]] {dimension = 1 : i64} : {{.*}} -> tensor<1x6x2xf32>
// CHECK-NEXT: %[[S:.*]] = graph.reshape %[[P]] : tensor<1x6x2xf32> -> tensor<1x3x2x2xf32>
// CHECK-NEXT: graph.slice %[[S]] {limit = array<i64: 1, 2, 1, 2>, start = array<i64: 0, 0, 0, 0>}
// CHECK: graph.slice %[[S]] {limit = array<i64: 1, 2, 2, 2>, start = array<i64: 0, 0, 1, 0>}
// CHECK: graph.slice %[[S]] {limit = array<i64: 1, 3, 1, 2>, start = array<i64: 0, 1, 0, 0>}
// CHECK: graph.matmul {{.*}} : (tensor<2x6xf32>, tensor<6x5xf32>) -> tensor<2x5xf32>
func.func @stride_2(%x: tensor<1x5x2xf32>, %w: tensor<3x2x5xf32>) -> tensor<1x2x5xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]]} : (tensor<1x5x2xf32>, tensor<3x2x5xf32>) -> tensor<1x2x5xf32>
  return %0 : tensor<1x2x5xf32>
}

// -----

// NCHW / OIHW (the generic form): the input and kernel are transposed to NHWC / HWIO and
// the product back; a 1×1 kernel needs no padding, shifts or concat.
// CHECK-LABEL: func.func @nchw(
// CHECK-NEXT: %[[X:.*]] = graph.transpose %arg0 {permutation = array<i64: 0, 2, 3, 1>} : tensor<2x3x4x4xf16> -> tensor<2x4x4x3xf16>
// CHECK-NEXT: %[[W:.*]] = graph.transpose %arg1 {permutation = array<i64: 2, 3, 1, 0>} : tensor<8x3x1x1xf16> -> tensor<1x1x3x8xf16>
// CHECK-NEXT: %[[XR:.*]] = graph.reshape %[[X]] : tensor<2x4x4x3xf16> -> tensor<32x3xf16>
// CHECK-NEXT: %[[WR:.*]] = graph.reshape %[[W]] : tensor<1x1x3x8xf16> -> tensor<3x8xf16>
// CHECK-NEXT: %[[Y:.*]] = graph.matmul %[[XR]], %[[WR]]
// CHECK-NEXT: %[[YR:.*]] = graph.reshape %[[Y]] : tensor<32x8xf16> -> tensor<2x4x4x8xf16>
// CHECK-NEXT: %[[OUT:.*]] = graph.transpose %[[YR]] {permutation = array<i64: 0, 3, 1, 2>} : tensor<2x4x4x8xf16> -> tensor<2x8x4x4xf16>
// CHECK-NEXT: return %[[OUT]]
func.func @nchw(%x: tensor<2x3x4x4xf16>, %w: tensor<8x3x1x1xf16>) -> tensor<2x8x4x4xf16> {
  %0 = "stablehlo.convolution"(%x, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x4x4xf16>, tensor<8x3x1x1xf16>) -> tensor<2x8x4x4xf16>
  return %0 : tensor<2x8x4x4xf16>
}

// -----

// Kernel dilation 2 and window reversal (output smaller than the input: the boxes of
// the unflattened input): the kernel's position 0 reads the input at
// offset 2·2 = 4, position 2 at offset 0; padding [-1, 0] crops the first element.
// CHECK-LABEL: func.func @dilated_reversed(
// CHECK-NEXT: %[[C:.*]] = graph.slice %arg0 {limit = array<i64: 1, 7, 1>, start = array<i64: 0, 1, 0>}
// CHECK-NEXT: graph.slice %[[C]] {limit = array<i64: 1, 6, 1>, start = array<i64: 0, 4, 0>}
// CHECK: graph.slice %[[C]] {limit = array<i64: 1, 4, 1>, start = array<i64: 0, 2, 0>}
// CHECK: graph.slice %[[C]] {limit = array<i64: 1, 2, 1>, start = array<i64: 0, 0, 0>}
func.func @dilated_reversed(%x: tensor<1x7x1xf32>, %w: tensor<3x1x1xf32>) -> tensor<1x2x1xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, 0]], rhs_dilate = [2], reverse = [true]} : (tensor<1x7x1xf32>, tensor<3x1x1xf32>) -> tensor<1x2x1xf32>
  return %0 : tensor<1x2x1xf32>
}
