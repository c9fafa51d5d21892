// RUN: ipu-opt %s --pass='plan-operators{tiles=16},lower-to-tiled,lower-to-exchange,schedule-exchange,verify-exchange' -o %t 2>&1 | filecheck %s --check-prefix=SUMMARY
// RUN: filecheck %s --input-file=%t

// A piece of the SigLIP MLP on 16 tiles through the whole planning pipeline and the
// exchange scheduler: the program's estimate of exchange cycles is the sum of the
// horizons `schedule-exchange` finds again (plan-operators scheduled the same phases).

// SUMMARY: schedule-exchange: 3 phases on ipu21
// SUMMARY: total (geomean)

// The inputs are all weights here (`ipu.weight`: load-time data), written by the host into
// the layouts the products read (every replica),
// so the first compute set runs before any exchange.
// CHECK: exchange.program @main_device target "ipu21" attributes {{{.*}}estimated_exchange_cycles = [[#E:]] : i64{{.*}}function = @main}
// CHECK: buffer @arg0 tiles [0, {{.*}}host = "input", host_index = 0 : i32, layout = "amp_block"
// CHECK: buffer @arg1 {{.*}}host = "input", host_index = 1 : i32, layout = "amp_weight_block"
// CHECK: buffer @arg2 {{.*}}host = "input", host_index = 2 : i32, layout = "block"
// CHECK: buffer @arg3 {{.*}}host = "input", host_index = 3 : i32, layout = "amp_weight_block"
// CHECK: buffer @arg4 {{.*}}host = "input", host_index = 4 : i32, layout = "block"
// CHECK: buffer @{{.*}}host = "output", host_index = 0 : i32, layout = "block"
// CHECK-NOT: phase
// CHECK: compute_set @fused_matmul0.gemm {
// CHECK: vertex "gemm_f16_amp_to_f16"
// CHECK: sync
// CHECK-NEXT: phase @p0 kind "{{[a-z-]+}}" horizon [[#H0:]]
// CHECK: compute_set @fused_matmul0.epilogue {
// CHECK: sync
// CHECK-NEXT: phase @p1 kind "{{[a-z-]+}}" horizon [[#H1:]]
// CHECK: compute_set @fused_matmul1.gemm {
// CHECK: sync
// CHECK-NEXT: phase @p2 kind "{{[a-z-]+}}" horizon [[#E - H0 - H1]]
// CHECK: compute_set @fused_matmul1.epilogue {

func.func @main(%x: tensor<64x128xf16> {ipu.weight}, %w1: tensor<128x256xf16> {ipu.weight}, %b1: tensor<256xf16> {ipu.weight}, %w2: tensor<256x128xf16> {ipu.weight}, %b2: tensor<128xf16> {ipu.weight}) -> tensor<64x128xf16> {
  %h = graph.fused_matmul %x, %w1, %b1 {epilogue = ["bias", "gelu_tanh"]} : (tensor<64x128xf16>, tensor<128x256xf16>, tensor<256xf16>) -> tensor<64x256xf16>
  %y = graph.fused_matmul %h, %w2, %b2 {epilogue = ["bias"]} : (tensor<64x256xf16>, tensor<256x128xf16>, tensor<128xf16>) -> tensor<64x128xf16>
  return %y : tensor<64x128xf16>
}
