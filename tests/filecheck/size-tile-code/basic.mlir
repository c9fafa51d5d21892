// RUN: ipu-opt %s --pass=size-tile-code | filecheck %s

// Code bytes per tile (4-byte instructions: 8 for the program, 1 per sync, 2 per exchange
// group, 48 for the exchange-table interpreter of a tile with a table, 4 per call plus its
// vertex state of 3 + one word per operand; and the exchange table's bytes), placed at the
// top of the code range, below the tile's data when data is there.

// Tile 0: (8 + 1 + 2 + 48) * 4 = 236 bytes and a table of one phase header (8) and one
// send row (8): 252 bytes, at 0x80000 - 252.
// CHECK: tile 0 code_address 0x7ff04 code_bytes 252 {
// Tile 1: (8 + 1 + 4 + 3 + 3) * 4 = 76 bytes, below its data at 0x7ff80.
// CHECK: tile 1 code_address 0x7ff34 code_bytes 76 {
tile_asm.program @p {
  tile_asm.phase @p0 endpoint_lower_bound 49 horizon 49
  tile_asm.sync
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.exchange @p0 {
      tile_asm.send at 0 addr 0x80000 words 32
    }
    tile_asm.sync
  }
  tile_asm.tile 1 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.data "y" at 0x7FF80 bytes 128
    tile_asm.sync
    tile_asm.compute @cs0 {
      tile_asm.call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x7FF80 bytes 128 : f16)
    }
  }
}
