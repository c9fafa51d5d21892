// RUN: ipu-opt %s --pass='lower-to-tile-asm' | filecheck %s

// Multicast and 64-bit exchange: one send feeds every destination; a paired transfer to the
// tile pair (2, 3) is received by one set_mux_pair on the even tile, taking effect one cycle
// (ipu21's muxpair_write_delay) before the words arrive so that tile 3, which follows one
// cycle later, selects the sender exactly at the arrival (tiles 5 and 6 are one column
// away from tile 1: latency 28). Chunks the scheduler sent back
// to back from consecutive words become one send run; each chunk keeps its own switch.
// Tile 1 sends after tile 0's 64-bit send, which occupies its partner's port too; tile 1's
// words then reach tiles 2 and 3, which still select the pair (0, 1): both switch off
// (0 words) as the reception ends, at cycle 35.

// CHECK-LABEL: tile 0 {
// CHECK: send at 0 addr 0x80000 words 16 paired
// CHECK-LABEL: tile 1 {
// CHECK: send at 8 addr 0x80000 words 8
// CHECK-LABEL: tile 2 {
// CHECK: set_mux at 23 delay 3 source 0 addr 0x90000 words 16 paired
// CHECK-NEXT: set_mux at 32 delay 3 source 0 addr 0x0 words 0
// CHECK-LABEL: tile 3 {
// CHECK: exchange @p {
// CHECK-NEXT: set_mux at 32 delay 3 source 0 addr 0x0 words 0
// CHECK-NEXT: }
// CHECK-LABEL: tile 5 {
// CHECK-NEXT: data "a"
// CHECK-NEXT: data "b"
// CHECK-NEXT: exchange @p {
// CHECK-NEXT: set_mux at 33 delay 3 source 1 addr 0x90000 words 4
// CHECK-NEXT: set_mux at 37 delay 3 source 1 addr 0x90010 words 4
// CHECK-NEXT: }
// CHECK-LABEL: tile 6 {
// CHECK: set_mux at 33 delay 3 source 1 addr 0x90000 words 4
exchange.program @dev target "ipu21" {
  exchange.buffer @a tiles [0, 1, 2, 3, 5, 6] bytes 64 {addresses = array<i32: 524288, 524288, 524288, 524288, 524288, 524288>}
  exchange.buffer @b tiles [2, 3, 5, 6] bytes 64 {addresses = array<i32: 589824, 589824, 589824, 589824>}
  exchange.phase @p horizon 44 endpoint_lower_bound 37 lower_bound_gap 7 kind "manual" {
    exchange.transfer from 0 to [2, 3] words 16 src_offset 0x80000 dst_offset 0x90000 paired start 0 arrival [27, 27]
    exchange.transfer from 1 to [5, 6] words 4 src_offset 0x80000 dst_offset 0x90000 start 8 arrival [36, 36]
    exchange.transfer from 1 to [5, 6] words 4 src_offset 0x80010 dst_offset 0x90010 start 12 arrival [40, 40]
  }
}
