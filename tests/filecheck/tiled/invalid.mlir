// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule of the tiled dialect (and the layout attribute's checks).

// -----

func.func @f(%a: tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>) {
  // expected-error @+1 {{'tiled.rearrange' op result #0 must carry a #tiled.layout encoding, got tensor<4x32xf16>}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>) -> tensor<4x32xf16>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rearrange' op result #0: layout places 2 blocks, the grid has 1}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0, 1]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rearrange' op result #0: blocks of dimension 0 cover 3 of 4 elements}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[3], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) attributes {tiled.target = "gc200"} {
  // expected-error @+1 {{'tiled.rearrange' op result #0: block 0 is on tile 1472, the target has 1472 tiles}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [1472]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rearrange' op result #0: order permuted<0, 0> is not a permutation of 0..2}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = permuted<0, 0>, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rearrange' op result #0: block 0 lists a tile twice}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [{3, 3}]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rearrange' op result #0: host split (dimension 2, align 1) does not apply to rank 2}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0], host_split = [2, 1]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rearrange' op operand tensor<4x32xf16> and result tensor<4x32xf32, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>> differ in shape or element type}}
  %0 = tiled.rearrange %a : (tensor<4x32xf16>) -> tensor<4x32xf32, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>, %b: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.matmul' op contracting dimensions differ (32 vs 4)}}
  %0 = tiled.matmul %a, %b {plan = #tiled.plan<matmul, m = 1, n = 1, k = 1, partials = f32, rotate = 0, out = amp, cast = source>} : (tensor<4x32xf16>, tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>, %b: tensor<32x32xf16>) {
  // expected-error @+1 {{'tiled.matmul' op result shape [4, 16] should be [4, 32]}}
  %0 = tiled.matmul %a, %b {plan = #tiled.plan<matmul, m = 1, n = 1, k = 1, partials = f32, rotate = 0, out = amp, cast = source>} : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x16xf16, #tiled.layout<blocks = [[4], [16]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>, %b: tensor<32x32xf16>) {
  // expected-error @+1 {{'tiled.matmul' op requires attribute 'plan'}}
  %0 = tiled.matmul %a, %b : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>, %b: tensor<32x32xf16>) {
  // expected-error @+1 {{'tiled.matmul' op a 'follow' plan does not apply (expected matmul)}}
  %0 = tiled.matmul %a, %b {plan = #tiled.plan<follow, operand = 0>} : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>, %b: tensor<32x32xf16>) {
  // expected-error @+1 {{'tiled.matmul' op plan splits must be >= 1, got m = 1, n = 0, k = 1}}
  %0 = tiled.matmul %a, %b {plan = #tiled.plan<matmul, m = 1, n = 0, k = 1, partials = f32, rotate = 0, out = amp, cast = source>} : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>, %b: tensor<32x32xf16>) {
  // expected-error @+1 {{'tiled.matmul' op attribute 'estimated_cycles' must be >= 0, got -3}}
  %0 = tiled.matmul %a, %b {estimated_cycles = -3 : i64, plan = #tiled.plan<matmul, m = 1, n = 1, k = 1, partials = f32, rotate = 0, out = amp, cast = source>} : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.elementwise' op unknown elementwise function 'erf' (expected one of add, sub, mul, div, max, and, or, compare_eq, compare_ne, compare_lt, compare_le, compare_gt, compare_ge, neg, exp, sqrt, rsqrt, tanh, gelu_tanh, gelu_erf, not, cast, select)}}
  %0 = tiled.elementwise %a {kind = "erf"} : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.elementwise' op expected 2 operands, but found 1}}
  %0 = tiled.elementwise %a {kind = "mul"} : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.elementwise' op operand #0 has shape [4, 32], the result [4, 16]}}
  %0 = tiled.elementwise %a {kind = "exp"} : (tensor<4x32xf16>) -> tensor<4x16xf16, #tiled.layout<blocks = [[4], [16]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.elementwise' op operand #0 has element type f16, the result f32}}
  %0 = tiled.elementwise %a {kind = "exp"} : (tensor<4x32xf16>) -> tensor<4x32xf32, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.elementwise' op plan follows operand #1 of 1}}
  %0 = tiled.elementwise %a {kind = "exp", plan = #tiled.plan<follow, operand = 1>} : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rowwise' op unknown row function 'mean' (expected softmax, sum, max, argmax or argmin)}}
  %0 = tiled.rowwise %a {dimensions = array<i64: 1>, kind = "mean"} : (tensor<4x32xf16>) -> tensor<4xf16, #tiled.layout<blocks = [[4]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rowwise' op softmax works on one dimension}}
  %0 = tiled.rowwise %a {dimensions = array<i64: 0, 1>, kind = "softmax"} : (tensor<4x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.rowwise' op dimensions [1, 0] must increase and be below the rank 2}}
  %0 = tiled.rowwise %a {dimensions = array<i64: 1, 0>, kind = "sum"} : (tensor<4x32xf16>) -> tensor<f16, #tiled.layout<blocks = [], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.concat' op operand #0 (tensor<4x32xf16>) does not match the result outside dimension 0}}
  %0 = tiled.concat %a {dimension = 0 : i64} : (tensor<4x32xf16>) -> tensor<4x16xf16, #tiled.layout<blocks = [[4], [16]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'tiled.constant' op requires exactly one of 'value' and 'seed'}}
  %0 = tiled.constant {} : () -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0]>>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.view' op map result #1 reaches 2..=33, outside the operand's dimension of 32}}
  %0 = tiled.view %a {map = affine_map<(d0, d1) -> (d0, d1 + 2)>} : (tensor<4x32xf16>) -> tensor<4x32xf16>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.view' op map must take 2 dimensions and give 2 results}}
  %0 = tiled.view %a {map = affine_map<(d0) -> (d0, 0)>} : (tensor<4x32xf16>) -> tensor<4x32xf16>
  return
}

// -----

func.func @f(%a: tensor<4x32xf16>) {
  // expected-error @+1 {{'tiled.view' op a 'balanced' plan does not apply (expected view)}}
  %0 = tiled.view %a {map = affine_map<(d0, d1) -> (d0, d1)>, plan = #tiled.plan<balanced, tiles = 1, base = 0>} : (tensor<4x32xf16>) -> tensor<4x32xf16>
  return
}

// -----

// expected-error @+1 {{unknown memory region `fast` (expected standard or interleaved)}}
func.func @f(%a: tensor<4xf16, #tiled.layout<blocks = [[4]], order = row_major, region = fast, tiles = [0]>>) {
  return
}

// -----

// expected-error @+1 {{unknown plan kind `split` (expected matmul, view, follow or balanced)}}
func.func @f() attributes {p = #tiled.plan<split>} {
  return
}
