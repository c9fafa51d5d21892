// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: ipu-opt %s --print-op-generic | mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic | ipu-opt | filecheck %s

// Every tile_asm op round-trips in custom and generic form (the generic form also through
// LLVM's mlir-opt): the program's steps, two tiles with data (host pieces, initial bytes,
// code placement), an exchange group with a send, a switch and their 64-bit forms, a
// compute group with a codelet call, and syncs.

// CHECK-LABEL: tile_asm.program @main target "ipu21" function @main {
// CHECK-NEXT: phase @p0 endpoint_lower_bound 17 horizon 25
// CHECK-NEXT: sync
// CHECK-NEXT: compute_set @cs0
// CHECK-NEXT: tile 0 code_address 0x7ffcc code_bytes 52 {
// CHECK-NEXT: data "x" at 0x80000 bytes 128 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f16
// CHECK-NEXT: data "w" at 0x80080 bytes 1024 host "input" host_index 1 layout "amp_weight_block" piece [0, 32, 0, 16] block_k 16 block_n 16 element_type f16
// CHECK-NEXT: exchange @p0 {
// CHECK-NEXT: send at 0 addr 0x80000 words 8
// CHECK-NEXT: send at 8 addr 0x80020 words 8 paired
// CHECK-NEXT: }
// CHECK-NEXT: sync
// CHECK-NEXT: }
// CHECK-NEXT: tile 2 {
// CHECK-NEXT: data "x" at 0x80000 bytes 128
// CHECK-NEXT: data "one" at 0x80080 bytes 8 init dense<[0, 0, -128, 63, 0, 0, -128, 63]> : tensor<8xi8>
// CHECK-NEXT: data "y" at 0x80100 bytes 128 host "output" host_index 0 layout "block" piece [0, 1, 0, 64] element_type f16
// CHECK-NEXT: exchange @p0 {
// CHECK-NEXT: set_mux at 14 delay 3 source 0 addr 0x80000 words 8
// CHECK-NEXT: set_mux at 21 delay 3 source 0 addr 0x80020 words 8 paired
// CHECK-NEXT: }
// CHECK-NEXT: sync
// CHECK-NEXT: compute @cs0 {
// CHECK-NEXT: call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x80100 bytes 128 : f16)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "tile_asm.program"() ({
// GENERIC: "tile_asm.phase"() {endpoint_lower_bound = 17 : i64, horizon = 25 : i64, sym_name = "p0"} : () -> ()
// GENERIC: "tile_asm.tile"() ({
// GENERIC: "tile_asm.data"() {at = 524288 : i32, bytes = 128 : i32, element_type = f16, host = "input", host_index = 0 : i32, layout = "contiguous", name = "x", piece = array<i64: 0, 64>} : () -> ()
// GENERIC: "tile_asm.exchange"() ({
// GENERIC: "tile_asm.send"() {addr = 524288 : i32, at = 0 : i64, words = 8 : i32} : () -> ()
// GENERIC: }) {step = @p0} : () -> ()
// GENERIC: }) {code_address = 524236 : i32, code_bytes = 52 : i32, tile = 0 : i32} : () -> ()
// GENERIC: "tile_asm.set_mux"() {addr = 524288 : i32, at = 14 : i64, delay = 3 : i32, source = 0 : i32, words = 8 : i32} : () -> ()
// GENERIC: "tile_asm.call"() {addrs = array<i32: 524288, 524288, 524544>, codelet = "add_f16", dtypes = [f16, f16, f16], k = 0 : i32, m = 1 : i32, n = 64 : i32, sizes = array<i32: 128, 128, 128>, workers = 6 : i32} : () -> ()
// GENERIC: }) {function = @main, sym_name = "main", target = "ipu21"} : () -> ()
tile_asm.program @main target "ipu21" function @main {
  tile_asm.phase @p0 endpoint_lower_bound 17 horizon 25
  tile_asm.sync
  tile_asm.compute_set @cs0
  tile_asm.tile 0 code_address 0x7FFCC code_bytes 52 {
    tile_asm.data "x" at 0x80000 bytes 128 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f16
    tile_asm.data "w" at 0x80080 bytes 1024 host "input" host_index 1 layout "amp_weight_block" piece [0, 32, 0, 16] block_k 16 block_n 16 element_type f16
    tile_asm.exchange @p0 {
      tile_asm.send at 0 addr 0x80000 words 8
      tile_asm.send at 8 addr 0x80020 words 8 paired
    }
    tile_asm.sync
  }
  tile_asm.tile 2 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.data "one" at 0x80080 bytes 8 init dense<[0, 0, -128, 63, 0, 0, -128, 63]> : tensor<8xi8>
    tile_asm.data "y" at 0x80100 bytes 128 host "output" host_index 0 layout "block" piece [0, 1, 0, 64] element_type f16
    tile_asm.exchange @p0 {
      tile_asm.set_mux at 14 delay 3 source 0 addr 0x80000 words 8
      tile_asm.set_mux at 21 delay 3 source 0 addr 0x80020 words 8 paired
    }
    tile_asm.sync
    tile_asm.compute @cs0 {
      tile_asm.call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x80100 bytes 128 : f16)
    }
  }
}
