// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `exchange.program`, `exchange.buffer`, `exchange.sync`, `exchange.compute_set` and
// `exchange.vertex`: a two-tile program that moves half of x to tile 1 and adds.

// CHECK-LABEL: exchange.program @main target "ipu21" attributes {origin = "add.mlir"} {
// CHECK-NEXT: buffer @x tiles [0, 1] bytes 256
// CHECK-NEXT: buffer @y tiles [1] bytes 128 region "interleaved" align 16 : f16
// CHECK-NEXT: phase @p0 {
// CHECK-NEXT: transfer from 0 to [1] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x
// CHECK-NEXT: }
// CHECK-NEXT: sync
// CHECK-NEXT: compute_set @cs0 {
// CHECK-NEXT: vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@x at 0 bytes 128, @x at 128 bytes 128, @y at 0 bytes 128)
// CHECK-NEXT: }
// CHECK-NEXT: sync {reason = "end"}
// CHECK-NEXT: }
// GENERIC-LABEL: "exchange.program"() ({
// GENERIC-NEXT: "exchange.buffer"() {bytes = 256 : i32, sym_name = "x", tiles = array<i32: 0, 1>} : () -> ()
// GENERIC-NEXT: "exchange.buffer"() {align = 16 : i32, bytes = 128 : i32, element_type = f16, region = "interleaved", sym_name = "y", tiles = array<i32: 1>} : () -> ()
// GENERIC: "exchange.sync"() : () -> ()
// GENERIC-NEXT: "exchange.compute_set"() ({
// GENERIC-NEXT: "exchange.vertex"() {buffers = [@x, @x, @y], codelet = "add_f16", k = 0 : i32, m = 1 : i32, n = 64 : i32, offsets = array<i32: 0, 128, 0>, sizes = array<i32: 128, 128, 128>, tile = 1 : i32, workers = 6 : i32} : () -> ()
// GENERIC-NEXT: }) {sym_name = "cs0"} : () -> ()
// GENERIC-NEXT: "exchange.sync"() {reason = "end"} : () -> ()
// GENERIC-NEXT: }) {origin = "add.mlir", sym_name = "main", target = "ipu21"} : () -> ()
exchange.program @main target "ipu21" attributes {origin = "add.mlir"} {
  exchange.buffer @x tiles [0, 1] bytes 256
  exchange.buffer @y tiles [1] bytes 128 region "interleaved" align 16 : f16
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@x at 0 bytes 128, @x at 128 bytes 128, @y at 0 bytes 128)
  }
  exchange.sync {reason = "end"}
}

// A GEMM on one tile: the activations in interleaved memory, as the AMP requires.
// CHECK-LABEL: exchange.program @gemm {
// CHECK: vertex "gemm_f16_amp_to_f32" on 5 workers 6 m 16 n 16 k 16 (@a at 0 bytes 512, @w at 0 bytes 512, @c at 0 bytes 1024)
// GENERIC: "exchange.vertex"() {buffers = [@a, @w, @c], codelet = "gemm_f16_amp_to_f32", k = 16 : i32, m = 16 : i32, n = 16 : i32, offsets = array<i32: 0, 0, 0>, sizes = array<i32: 512, 512, 1024>, tile = 5 : i32, workers = 6 : i32} : () -> ()
exchange.program @gemm {
  exchange.buffer @a tiles [5] bytes 512 region "interleaved" align 16
  exchange.buffer @w tiles [5] bytes 512
  exchange.buffer @c tiles [5] bytes 1024
  exchange.compute_set @mm {
    exchange.vertex "gemm_f16_amp_to_f32" on 5 workers 6 m 16 n 16 k 16 (@a at 0 bytes 512, @w at 0 bytes 512, @c at 0 bytes 1024)
  }
}
