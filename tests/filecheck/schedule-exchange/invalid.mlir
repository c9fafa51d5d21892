// RUN: ipu-opt %s --no-verify --split-input-file --verify-diagnostics --pass='schedule-exchange{summary=false}'

// The scheduler's own input checks, each located at the offending transfer (`--no-verify`
// keeps the dialect's verifier, which rejects the same inputs in its own words, from
// reporting them first). Every error of a phase is reported, and the IR is left unchanged.

exchange.phase @outside {
  // expected-error @+1 {{'exchange.transfer' op source tile 1500 is outside the target (1472 tiles)}}
  exchange.transfer from 1500 to [2] words 4 src_offset 0 dst_offset 0
  // expected-error @+1 {{'exchange.transfer' op destination tile 1472 is outside the target (1472 tiles)}}
  exchange.transfer from 1 to [2, 1472] words 4 src_offset 0 dst_offset 64
}

// -----

exchange.phase @words {
  // expected-error @+1 {{'exchange.transfer' op words must be positive, got 0}}
  exchange.transfer from 1 to [2] words 0 src_offset 0 dst_offset 0
  // expected-error @+1 {{'exchange.transfer' op words must be positive, got -3}}
  exchange.transfer from 1 to [3] words -3 src_offset 0 dst_offset 0
}

// -----

exchange.phase @twice {
  // expected-error @+1 {{'exchange.transfer' op destination tile 2 is listed twice}}
  exchange.transfer from 1 to [2, 3, 2] words 4 src_offset 0 dst_offset 0
}

// -----

exchange.phase @self {
  // expected-error @+1 {{'exchange.transfer' op source tile 2 is among its own destinations}}
  exchange.transfer from 2 to [3, 2] words 4 src_offset 0 dst_offset 0
}

// -----

exchange.phase @overlap {
  // expected-note @+1 {{transfer #0 of phase @overlap}}
  exchange.transfer from 1 to [3] words 16 src_offset 0 dst_offset 0
  exchange.transfer from 2 to [4] words 16 src_offset 0 dst_offset 0
  // expected-error @+1 {{'exchange.transfer' op destination bytes [60, 92) on tile 3 overlap those of transfer #0}}
  exchange.transfer from 2 to [5, 3] words 8 src_offset 64 dst_offset 60
}

// -----

exchange.phase @offset {
  // expected-error @+1 {{'exchange.transfer' op source offset -8 is not a byte offset in 0..2^32}}
  exchange.transfer from 1 to [3] words 16 src_offset -8 dst_offset 0
}

// -----

exchange.phase @nowhere {
  // expected-error @+1 {{'exchange.transfer' op no destination tile}}
  exchange.transfer from 1 to [] words 16 src_offset 0 dst_offset 0
}

// -----

// On another target: a gc2 (Mk1) has 1216 tiles.
exchange.program @mk1 target "gc2" {
  exchange.phase @p {
    // expected-error @+1 {{'exchange.transfer' op destination tile 1300 is outside the target (1216 tiles)}}
    exchange.transfer from 1 to [1300] words 16 src_offset 0 dst_offset 0
  }
}

// -----

// expected-error @+1 {{'exchange.phase' op unknown target 'ipu99' (built-in targets: ipu21, gc200, gc2; nor is it a target description file: cannot read ipu99}}
exchange.phase @unknown_target target "ipu99" {
  exchange.transfer from 1 to [3] words 16 src_offset 0 dst_offset 0
}

// -----

exchange.phase @missing {
  // expected-error @+1 {{'exchange.transfer' op requires integer attribute 'words'}}
  "exchange.transfer"() {src = 1 : i32, dst = array<i32: 2>, src_offset = 0 : i32, dst_offset = 0 : i32} : () -> ()
}

// -----

// Overlaps are found within a buffer (byte 0 of @a and of @b are different bytes), and
// reported in the buffer's offsets.

exchange.program @m {
  exchange.buffer @a tiles [1, 2, 3] bytes 256
  exchange.buffer @b tiles [1, 2, 3] bytes 256
  exchange.phase @p {
    // expected-note @+1 {{transfer #0 of phase @p}}
    exchange.transfer from 1 to [3] words 16 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @b
    exchange.transfer from 2 to [3] words 16 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a
    // expected-error @+1 {{'exchange.transfer' op destination bytes [32, 96) of buffer @b on tile 3 overlap those of transfer #0}}
    exchange.transfer from 2 to [3] words 16 src_offset 64 dst_offset 32 src_buffer @a dst_buffer @b
  }
}
