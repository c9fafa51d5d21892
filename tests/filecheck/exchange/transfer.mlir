// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `exchange.transfer`: unicast, multicast, a transfer split in two chunks, a paired
// transfer and buffer-relative offsets; keywords may come in any order and print in one.

exchange.program @main {
  exchange.buffer @x tiles [0, 2, 3] bytes 512
  exchange.phase @p {
    // CHECK: transfer from 0 to [2] words 16 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @x
    // GENERIC: "exchange.transfer"() {dst = array<i32: 2>, dst_buffer = @x, dst_offset = 0 : i32, src = 0 : i32, src_buffer = @x, src_offset = 0 : i32, words = 16 : i32} : () -> ()
    exchange.transfer dst_buffer @x src_buffer @x from 0 to [2] words 16 src_offset 0 dst_offset 0
    // CHECK: transfer from 0 to [2, 3] words 32 src_offset 64 dst_offset 64 src_buffer @x dst_buffer @x start 16 arrival [33, 34]
    // CHECK: transfer from 0 to [2, 3] words 32 src_offset 192 dst_offset 192 src_buffer @x dst_buffer @x start 48 arrival [65, 66]
    // GENERIC: "exchange.transfer"() {arrival = array<i64: 33, 34>, dst = array<i32: 2, 3>, dst_buffer = @x, dst_offset = 64 : i32, src = 0 : i32, src_buffer = @x, src_offset = 64 : i32, start = 16 : i64, words = 32 : i32} : () -> ()
    exchange.transfer from 0 to [2, 3] words 32 src_offset 64 dst_offset 64 src_buffer @x dst_buffer @x start 16 arrival [33, 34]
    exchange.transfer from 0 to [2, 3] words 32 src_offset 192 dst_offset 192 src_buffer @x dst_buffer @x start 48 arrival [65, 66]
  }
}

// CHECK-LABEL: exchange.phase @paired
// CHECK-NEXT: transfer from 7 to [4, 5] words 8 src_offset 0 dst_offset 32 paired {route = "north"}
// GENERIC: "exchange.transfer"() {dst = array<i32: 4, 5>, dst_offset = 32 : i32, paired, route = "north", src = 7 : i32, src_offset = 0 : i32, words = 8 : i32} : () -> ()
exchange.phase @paired {
  exchange.transfer from 7 to [4, 5] words 8 src_offset 0 dst_offset 32 paired {route = "north"}
}
