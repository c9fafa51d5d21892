// RUN: ipu-compile %s --emit=exchange --log-level=warn | filecheck %s --check-prefix=EXCHANGE
// RUN: ipu-compile %s -o %t.ipupkg --log-level=warn
// RUN: ipu-run %t.ipupkg | filecheck %s

// A plain stablehlo.tanh of f16 runs as the device codelet tanh_f16 (computed in f32,
// rounded once to f16), checked by ipu-run against the host reference. The 512 elements
// go to 16 tiles of 32; per tile 6 workers of ceil(32 / 6) = 6 elements, 2 vectors of 4 at
// poplibs' TANH half 4 cycles each: 11 + 6 × (32 + 2 × 4) = 251 cycles.

// EXCHANGE-LABEL: exchange.program
// EXCHANGE: compute_set
// EXCHANGE: vertex "tanh_f16" on {{[0-9]+}} workers 6 m 1 n 32 k 0

// CHECK: workload=tanh-f16
// CHECK: activeTiles=16
// CHECK: cycles=251
// CHECK: numericalTest=PASS
func.func public @main(%arg0: tensor<16x32xf16>) -> tensor<16x32xf16> {
  %0 = stablehlo.tanh %arg0 : tensor<16x32xf16>
  return %0 : tensor<16x32xf16>
}
