// RUN: ipu-opt %s --pass=size-tile-code --log-level=info 2>&1 >/dev/null | filecheck %s

// The exchange table of each tile (our format, `size_tile_code/exchange_table.rs`): a phase
// header of 8 bytes, send rows of 8, repeat words of 12, patch entries of 4. The pass logs
// the seeds' `exchange table and repeat patch storage` event with the largest tile's figures.
//
// Tile 0: six 8-word sends every 10 cycles reading 0x20 bytes apart: one row repeated six
// times, 8 + 12 = 20 bytes, and the header: 28. Its elided patch: 6 addresses, 24 bytes.
// Tile 2: six 1-word sends every 3 cycles at scattered addresses: a patched row, 8 + 12 +
// 6 * 4 = 44 bytes (six single rows would be 48), and the header: 52; its patch, 24 bytes.

// CHECK-LABEL: exchange table and repeat patch storage
// CHECK-SAME: exchange_table_bytes=52
// CHECK-SAME: maximum_uncompressed_repeat_patch_bytes=24
// CHECK-SAME: maximum_elided_arithmetic_patch_bytes=24
// CHECK-SAME: geometry_fragments_per_tile=6
// CHECK: placing generated tile programs tiles=2
// CHECK-SAME: exchange_table_bytes=52
tile_asm.program @p {
  tile_asm.phase @p0 endpoint_lower_bound 68 horizon 68
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x60000 bytes 256
    tile_asm.exchange @p0 {
      tile_asm.send at 10 addr 0x60000 words 8
      tile_asm.send at 20 addr 0x60020 words 8
      tile_asm.send at 30 addr 0x60040 words 8
      tile_asm.send at 40 addr 0x60060 words 8
      tile_asm.send at 50 addr 0x60080 words 8
      tile_asm.send at 60 addr 0x600A0 words 8
    }
  }
  tile_asm.tile 2 {
    tile_asm.data "y" at 0x60000 bytes 4096
    tile_asm.exchange @p0 {
      tile_asm.send at 0 addr 0x60400 words 1
      tile_asm.send at 3 addr 0x60080 words 1
      tile_asm.send at 6 addr 0x60900 words 1
      tile_asm.send at 9 addr 0x60044 words 1
      tile_asm.send at 12 addr 0x60300 words 1
      tile_asm.send at 15 addr 0x60010 words 1
    }
  }
}
