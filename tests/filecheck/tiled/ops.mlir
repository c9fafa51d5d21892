// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// Every `tiled` op in custom form, each value's layout in its type: a matmul on 4 tiles
// (A rows split in two, replicated on pairs of tiles; B in the AMP weight order), an
// elementwise add following the product's layout, a view, a rearrange, a row softmax and
// a sum, a concat and a constant. Runs of consecutive tiles print as `a to b`, runs of
// equal block sizes as `size * count`.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:.*]]: tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}2 * 2], [32]], order = amp<16>, region = standard, tiles = [{0, 1}, {2, 3}], host_split = [0, 1]>>
// CHECK-SAME: attributes {tiled.target = "ipu21"}
func.func @main(%x: tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [32]], order = amp<16>, region = standard, tiles = [{0, 1}, {2, 3}], host_split = [0, 1]>>,
                %w: tensor<32x32xf16, #tiled.layout<blocks = [[32], [16, 16]], order = amp_weights<16, 16>, region = interleaved, tiles = [{0, 2}, {1, 3}]>>,
                %b: tensor<4x32xf16, #tiled.layout<blocks = [[1, 1, 1, 1], [32]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>)
    -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
    attributes {tiled.target = "ipu21"} {
  // CHECK: %[[Y:.*]] = tiled.matmul %[[X]], %{{.*}} {estimated_cycles = 412 : i64, plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f32, rotate = 0, out = row_major, cast = destination>}
  // CHECK-SAME: -> tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}2 * 2], [16 * 2]], order = row_major, region = standard, tiles = [0 to 3]>>
  // GENERIC: %{{.*}} = "tiled.matmul"(%{{.*}}, %{{.*}}) {estimated_cycles = 412 : i64, plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f32, rotate = 0, out = row_major, cast = destination>}
  %y = tiled.matmul %x, %w {plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f32, rotate = 0, out = row_major, cast = destination>, estimated_cycles = 412 : i64}
      : (tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [32]], order = amp<16>, region = standard, tiles = [{0, 1}, {2, 3}], host_split = [0, 1]>>,
         tensor<32x32xf16, #tiled.layout<blocks = [[32], [16, 16]], order = amp_weights<16, 16>, region = interleaved, tiles = [{0, 2}, {1, 3}]>>)
      -> tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>
  // CHECK: %[[BR:.*]] = tiled.rearrange %{{.*}} : (tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}1 * 4], [32]], {{.*}}>>) -> tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}2 * 2], [16 * 2]], order = row_major, region = standard, tiles = [0 to 3]>>
  // GENERIC: "tiled.rearrange"(%{{.*}}) : (tensor<4x32xf16, #tiled.layout<blocks = {{\[\[}}1 * 4], [32]], {{.*}}>>) -> tensor<4x32xf16
  %br = tiled.rearrange %b : (tensor<4x32xf16, #tiled.layout<blocks = [[1, 1, 1, 1], [32]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>)
      -> tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>
  // CHECK: tiled.elementwise %[[Y]], %[[BR]] {kind = "add", plan = #tiled.plan<follow, operand = 0>}
  %z = tiled.elementwise %y, %br {kind = "add", plan = #tiled.plan<follow, operand = 0>}
      : (tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>,
         tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>)
      -> tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>
  // CHECK: tiled.view %{{.*}} {map = affine_map<(d0, d1) -> (d1, d0)>, plan = #tiled.plan<view>} : (tensor<4x32xf16, {{.*}}) -> tensor<32x4xf16>
  %t = tiled.view %z {map = affine_map<(d0, d1) -> (d1, d0)>, plan = #tiled.plan<view>}
      : (tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>) -> tensor<32x4xf16>
  // CHECK: tiled.rowwise %{{.*}} {dimensions = array<i64: 1>, kind = "softmax", plan = #tiled.plan<balanced, tiles = 4, base = 0>}
  %s = tiled.rowwise %z {dimensions = array<i64: 1>, kind = "softmax", plan = #tiled.plan<balanced, tiles = 4, base = 0>}
      : (tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16, 16]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>)
      -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
  // CHECK: tiled.rowwise %{{.*}} {dimensions = array<i64: 1>, kind = "sum"} : {{.*}} -> tensor<4xf16, #tiled.layout<blocks = {{\[\[}}1 * 4]], order = row_major, region = standard, tiles = [0 to 3]>>
  %r = tiled.rowwise %s {dimensions = array<i64: 1>, kind = "sum"}
      : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>)
      -> tensor<4xf16, #tiled.layout<blocks = [[1 * 4]], order = row_major, region = standard, tiles = [0 to 3]>>
  // CHECK: tiled.concat %{{.*}}, %{{.*}} {dimension = 0 : i64, plan = #tiled.plan<balanced, tiles = 2, base = 0>}
  %c = tiled.concat %s, %s {dimension = 0 : i64, plan = #tiled.plan<balanced, tiles = 2, base = 0>}
      : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>,
         tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>)
      -> tensor<8x32xf16, #tiled.layout<blocks = [[4, 4], [32]], order = row_major, region = standard, tiles = [0, 1]>>
  // CHECK: tiled.constant {plan = #tiled.plan<balanced, tiles = 2, base = 0>, value = dense<1.000000e+00> : tensor<2x32xf16>} : () -> tensor<2x32xf16, #tiled.layout<blocks = {{\[\[}}1 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>
  %k = tiled.constant {plan = #tiled.plan<balanced, tiles = 2, base = 0>, value = dense<1.0> : tensor<2x32xf16>}
      : () -> tensor<2x32xf16, #tiled.layout<blocks = [[1, 1], [32]], order = row_major, region = standard, tiles = [0, 1]>>
  // CHECK: return
  return %s : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
}
