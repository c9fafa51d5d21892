// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,lower-to-exchange' | filecheck %s
// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,lower-to-exchange,schedule-exchange{summary=false},verify-exchange' | filecheck %s --check-prefix=SCHED
// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,lower-to-exchange' --print-op-generic | ipu-opt | filecheck %s

// The back end's contract example: a 4×32×32 matmul and an add on 4 tiles. The graph
// function stays (the program's `function`); the tiled one is gone. Buffers hold the
// inputs as the host writes them: the lhs, a weight here (`ipu.weight`), whole on both tiles
// of the product (the plan's
// `host = replicas`: one piece per replica, so no exchange phase completes it), the rhs
// and the bias one piece per tile; the output one piece per tile. Only the lhs, the AMP's
// streamed operand, asks a region (interleaved); `place-storage` chooses the others'. The
// compute sets call
// the AMP GEMM and the add with their operands in contract order, with no phase before
// them; the program then schedules and verifies.

// CHECK-LABEL: func.func @main(
// CHECK-NOT: func.func @main_tiled
// CHECK: exchange.program @main_device target "ipu21" attributes {{{.*}}estimated_cycles = [[#]] : i64{{.*}}function = @main} {
// CHECK-NEXT: buffer @arg0 tiles [0, 1] bytes 256 region "interleaved" align 16 {block_k = 16 : i32, host = "input", host_index = 0 : i32, layout = "amp_block", pieces = array<i64: 0, 4, 0, 32, 0, 4, 0, 32>} : f16
// CHECK-NEXT: buffer @arg1 tiles [0, 1] bytes 1024 align 16 {block_k = 16 : i32, block_n = 16 : i32, host = "input", host_index = 1 : i32, layout = "amp_weight_block", pieces = array<i64: 0, 32, 0, 16, 0, 32, 16, 16>} : f16
// CHECK-NEXT: buffer @matmul0.product tiles [0, 1] bytes 128 align 16 : f16
// CHECK-NEXT: buffer @arg2 tiles [0, 1] bytes 128 align 16 {host = "input", host_index = 2 : i32, layout = "block", pieces = array<i64: 0, 4, 0, 16, 0, 4, 16, 16>} : f16
// CHECK-NEXT: buffer @add0 tiles [0, 1] bytes 128 align 16 {host = "output", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 4, 0, 16, 0, 4, 16, 16>} : f16
// CHECK-NEXT: compute_set @matmul0.gemm {
// CHECK-NEXT: vertex "gemm_f16_amp_to_f16" on 0 workers 6 m 4 n 16 k 32 (@arg0 at 0 bytes 256, @arg1 at 0 bytes 1024, @matmul0.product at 0 bytes 128)
// CHECK-NEXT: vertex "gemm_f16_amp_to_f16" on 1 workers 6 m 4 n 16 k 32 (@arg0 at 0 bytes 256, @arg1 at 0 bytes 1024, @matmul0.product at 0 bytes 128)
// CHECK-NEXT: }
// CHECK-NEXT: compute_set @add0_1 {
// CHECK-NEXT: vertex "add_f16" on 0 workers 6 m 1 n 64 k 0 (@matmul0.product at 0 bytes 128, @arg2 at 0 bytes 128, @add0 at 0 bytes 128)
// CHECK-NEXT: vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@matmul0.product at 0 bytes 128, @arg2 at 0 bytes 128, @add0 at 0 bytes 128)
// CHECK-NEXT: }
// CHECK-NEXT: }

// SCHED: exchange.program @main_device
// SCHED-NOT: phase
// SCHED: compute_set @matmul0.gemm

func.func @main(%x: tensor<4x32xf16> {ipu.weight}, %w: tensor<32x32xf16> {ipu.weight}, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16>
  %z = graph.add %y, %b : tensor<4x32xf16>
  return %z : tensor<4x32xf16>
}
