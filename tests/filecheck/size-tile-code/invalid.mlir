// RUN: ipu-opt %s --pass=size-tile-code --verify-diagnostics

// A tile whose data leaves no room for its code in the code range is an error naming the
// bytes: here standard memory 0x50000..0x80000 is all data but 16 bytes.

tile_asm.program @p {
  // expected-error @+1 {{'tile_asm.tile' op tile 0 needs 32 bytes of code, but its largest free code range holds 16 bytes}}
  tile_asm.tile 0 {
    tile_asm.data "big" at 0x50000 bytes 196592
  }
}
