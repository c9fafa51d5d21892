// RUN: ipu-opt %s --pass=build-package --split-input-file --verify-diagnostics

// The package's host I/O map must match the graph-level function: each failure is located.

// expected-error @+1 {{'tile_asm.program' op names no graph-level 'function': build-package needs it for the host reference}}
tile_asm.program @anonymous {
}

// -----

func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  return %x : tensor<64xf16>
}
// expected-error @+1 {{'tile_asm.program' op holds 4 of the 64 elements of output #0 (tensor<64xf16>) in no output piece (the first: flat index 60)}}
tile_asm.program @partial function @main {
  tile_asm.tile 0 {
    tile_asm.data "y" at 0x80000 bytes 128 host "output" host_index 0 layout "contiguous" piece [0, 60] element_type f16
  }
}

// -----

func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  return %x : tensor<64xf16>
}
tile_asm.program @mistyped function @main {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op holds input #0 with element type f32, but the function's input is tensor<64xf16>}}
    tile_asm.data "x" at 0x80000 bytes 256 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f32
  }
}

// -----

func.func @main(%x: tensor<4x8xf16>) -> tensor<4x8xf16> {
  return %x : tensor<4x8xf16>
}
tile_asm.program @outside function @main {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op holds a piece of input #0 (tensor<4x8xf16>) whose rows 2..6 and columns 0..8 reach outside [4, 8]}}
    tile_asm.data "x" at 0x80000 bytes 256 host "input" host_index 0 layout "block" piece [2, 4, 0, 8] element_type f16
  }
}
