// RUN: ipu-opt %s --pass=place-storage | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},place-storage,schedule-exchange{summary=false}' | filecheck %s --check-prefix=REUSE

// Every buffer gets one address on all its tiles, by liveness: on tile 1, @t (live from the
// phase to the compute set) reuses the bytes of @x (an input nobody reads there after the
// start), @y (an output, live to the end) does not. Buffers free to go anywhere take
// interleaved memory (0x80000 on) first. Transfers, like vertices, keep naming their buffers
// (lower-to-tile-asm resolves the addresses); the peaks are recorded on the program. A
// schedule made before placement is kept afterwards: nothing in the phase changed.

// CHECK-LABEL: exchange.program @dev
// CHECK-SAME: peak_interleaved_bytes = 256 : i64, peak_standard_bytes = 0 : i64
// CHECK: buffer @x tiles [0, 1] bytes 128 {addresses = array<i32: [[X:524288]], 524288>
// CHECK: buffer @y tiles [1] bytes 128 {addresses = array<i32: [[Y:[0-9]+]]>
// CHECK: buffer @t tiles [1] bytes 128 {addresses = array<i32: [[X]]>}
// CHECK: transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t{{$}}
// CHECK: vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 128, @t at 0 bytes 128, @y at 0 bytes 128)

// REUSE: phase @p0 kind "reused"
exchange.program @dev target "ipu21" {
  exchange.buffer @x tiles [0, 1] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64, 0, 64>} : f16
  exchange.buffer @y tiles [1] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t tiles [1] bytes 128
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 128, @t at 0 bytes 128, @y at 0 bytes 128)
  }
}
