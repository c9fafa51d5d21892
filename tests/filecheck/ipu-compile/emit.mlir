// RUN: ipu-compile %s --emit=exchange --log-level=warn | filecheck %s --check-prefix=EXCHANGE
// RUN: ipu-compile %s --emit=exchange --log-level=warn -o %t.exchange.mlir
// RUN: ipu-opt %t.exchange.mlir --pass=verify-exchange -o /dev/null
// RUN: ipu-compile %s --emit=tile-asm --log-level=warn -o %t.mlir
// RUN: filecheck %s --check-prefix=ASM --input-file %t.mlir
// RUN: ipu-opt %t.mlir --pass=build-package -o /dev/null
// RUN: not ipu-compile %s -o %t.ipupkg --tiles=1 --log-level=warn 2>&1 | filecheck %s --check-prefix=TILES

// --emit stops after the passes of a level and prints its IR: the exchange level placed and
// scheduled (once: placement keeps the schedule, the transfers and the delivery record
// written before scheduling, which the independent checker accepts), the tile_asm level with code placed; the printed tile_asm
// program is valid input to the remaining pass. With --tiles=1 the program, which uses two
// tiles, is refused.

// TILES: emit.mlir:[[#@LINE+18]]:1: error: the program uses tile 1, beyond --tiles=1 (it may use tiles 0 to 0)

// EXCHANGE: exchange.program @dev {{.*}}peak_interleaved_bytes = 256 : i64
// EXCHANGE: buffer @x tiles [0] bytes 128 {addresses = array<i32: [[X:[0-9]+]]>
// EXCHANGE: phase @p0 kind "{{[a-z-]+}}" horizon {{[0-9]+}} {{.*}}input_digest
// EXCHANGE: transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x

// ASM: tile_asm.program @dev target "ipu21" function @main {
// Tile 0's code: (8 program + 1 sync + 2 exchange group + 48 table interpreter) * 4 bytes and
// its exchange table, a phase header and one send row (16): 252.
// ASM: tile 0 code_address {{0x[0-9a-f]+}} code_bytes 252 {
// ASM: send at 0 addr
// ASM: tile 1 code_address
// ASM: call "add_f16"
func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  %y = graph.add %x, %x : tensor<64xf16>
  return %y : tensor<64xf16>
}
exchange.program @dev target "ipu21" attributes {function = @main} {
  exchange.buffer @x tiles [0] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
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
