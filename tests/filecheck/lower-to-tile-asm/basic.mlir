// RUN: ipu-opt %s --pass='place-storage,lower-to-tile-asm' | filecheck %s
// RUN: ipu-opt %s --pass='place-storage,lower-to-tile-asm' --print-op-generic | ipu-opt | filecheck %s

// A placed, scheduled program becomes one tile_asm program per tile: data at the placed
// addresses, the send at the scheduled start, the switch taking effect at the arrival
// (issued up to 3 cycles early, ipu21's delay field), the call with the contract's sizes,
// and every sync on every tile.

// CHECK-LABEL: tile_asm.program @dev target "ipu21" function @main {
// CHECK-NEXT: phase @p0 endpoint_lower_bound 59 horizon 59
// CHECK-NEXT: sync
// CHECK-NEXT: compute_set @cs0
// CHECK-NEXT: tile 0 {
// CHECK-NEXT: data "x" at [[X:0x[0-9a-f]+]] bytes 128 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f16
// CHECK-NEXT: exchange @p0 {
// CHECK-NEXT: send at 0 addr [[X]] words 32
// CHECK-NEXT: }
// CHECK-NEXT: sync
// CHECK-NEXT: }
// CHECK-NEXT: tile 1 {
// CHECK-NEXT: data "y" at [[Y:0x[0-9a-f]+]] bytes 128 host "output" host_index 0 layout "contiguous" piece [0, 64] element_type f16
// CHECK-NEXT: data "t" at [[T:0x[0-9a-f]+]] bytes 256
// CHECK-NEXT: exchange @p0 {
// CHECK-NEXT: set_mux at 24 delay 3 source 0 addr [[T]] words 32
// CHECK-NEXT: }
// CHECK-NEXT: sync
// CHECK-NEXT: compute @cs0 {
// CHECK-NEXT: call "add_f16" workers 6 m 1 n 64 k 0 ([[T]] bytes 128 : f16, [[T]] bytes 128 : f16, [[Y]] bytes 128 : f16)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: exchange.program
func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  %y = graph.add %x, %x : tensor<64xf16>
  return %y : tensor<64xf16>
}
exchange.program @dev target "ipu21" attributes {function = @main} {
  exchange.buffer @x tiles [0] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @y tiles [1] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t tiles [1] bytes 256
  exchange.phase @p0 horizon 59 endpoint_lower_bound 59 lower_bound_gap 0 kind "manual" {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t start 0 arrival [27]
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 256, @t at 0 bytes 128, @y at 0 bytes 128)
  }
}
