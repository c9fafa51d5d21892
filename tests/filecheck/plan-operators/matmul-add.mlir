// RUN: ipu-opt %s --pass='plan-operators{tiles=4}' | filecheck %s
// RUN: ipu-opt %s --pass='plan-operators{tiles=4 schedule=false}' | filecheck %s --check-prefix=LB
// RUN: ipu-opt %s --pass='plan-operators{tiles=4}' --pass-statistics -o %t 2>&1 | filecheck %s --check-prefix=STATS

// A 4×32×32 matmul and an add on 4 tiles. Every graph op gets its plan and estimates
// (cycles of its compute sets, exchange phases and syncs; peak bytes per tile during
// them); the function gets the target, the tile count and the program's totals. With
// `schedule=false` the exchange cycles are the paired endpoint lower bound instead of
// scheduled horizons, which are never below it. Both inputs of the product are weights
// (`ipu.weight`: load-time data), which the host writes into every replica (`host =
// replicas`), so no exchange is left at all.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: tiled.estimated_cycles = [[#TOTAL:]] : i64
// CHECK-SAME: tiled.target = "ipu21", tiled.tiles = 4 : i32
// CHECK: graph.matmul %{{.*}} {estimated_cycles = [[#MM:]] : i64, estimated_exchange_cycles = [[#]] : i64, peak_interleaved_bytes = [[#]] : i64, peak_standard_bytes = [[#]] : i64, plan = #tiled.plan<matmul, m = [[#]], n = [[#]], k = 1, partials = {{f16|f32}}, rotate = [[#]], out = {{amp|row_major}}, cast = destination, host = replicas>}
// CHECK: graph.add %{{.*}} {estimated_cycles = [[#TOTAL - MM]] : i64, {{.*}}plan = #tiled.plan<{{follow, operand = 0|balanced.*}}>}
// CHECK: return

// LB: func.func @main({{.*}}tiled.estimated_exchange_cycles = 0 : i64

// STATS: PlanOperators
// STATS: (S) 2 num-ops-planned

func.func @main(%x: tensor<4x32xf16> {ipu.weight}, %w: tensor<32x32xf16> {ipu.weight}, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16>
  %z = graph.add %y, %b : tensor<4x32xf16>
  return %z : tensor<4x32xf16>
}
