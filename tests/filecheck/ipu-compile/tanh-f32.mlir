// RUN: ipu-compile %s --emit=exchange --log-level=warn | filecheck %s --check-prefix=EXCHANGE
// RUN: ipu-compile %s -o %t.ipupkg --log-level=warn
// RUN: ipu-run %t.ipupkg | filecheck %s

// A plain stablehlo.tanh imports to graph.tanh and runs as the device codelet tanh_f32,
// one call per tile's block; ipu-run checks it against the host reference (tanh in f64,
// rounded to f32). The 512 elements go to 16 tiles of 32; per tile 6 workers of
// ceil(32 / 6) = 6 elements, 3 vectors of 2 at poplibs' TANH float 12 cycles each:
// 11 + 6 × (41 + 3 × 12) = 473 cycles.

// EXCHANGE-LABEL: exchange.program
// EXCHANGE: compute_set
// EXCHANGE: vertex "tanh_f32" on {{[0-9]+}} workers 6 m 1 n 32 k 0

// CHECK: workload=tanh-f32
// CHECK: activeTiles=16
// CHECK: cycles=473
// CHECK: numericalTest=PASS
func.func public @main(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
