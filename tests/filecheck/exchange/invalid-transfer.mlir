// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The rules of one `exchange.transfer`, and those its phase checks against the target.

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'words' must be > 0, got 0}}
  exchange.transfer from 1 to [2] words 0 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op destination tile 2 is listed twice}}
  exchange.transfer from 1 to [2, 3, 2] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op source tile 1 is also one of its destinations}}
  exchange.transfer from 1 to [2, 1] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op requires at least one destination tile}}
  exchange.transfer from 1 to [] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op has 1 arrival cycles for 2 destinations}}
  exchange.transfer from 1 to [2, 3] words 1 src_offset 0 dst_offset 0 start 0 arrival [20]
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op arrival cycle 3 is before the start cycle 5}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 start 5 arrival [3]
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'start' must be >= 0, got -1}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 start -1 arrival [3]
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'start' requires attribute 'arrival'}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 start 5
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'arrival' requires attribute 'start'}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 arrival [5]
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op requires attribute 'src'}}
  exchange.transfer to [2] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op requires attribute 'words'}}
  exchange.transfer from 1 to [2] src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'src_offset' must be >= 0, got -4}}
  exchange.transfer from 1 to [2] words 1 src_offset -4 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op source tile -1 is negative}}
  exchange.transfer from -1 to [2] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op 'src_offset' (2) must be a multiple of 4 bytes (the exchange moves 32-bit words)}}
  exchange.transfer from 1 to [2] words 1 src_offset 2 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op 'dst_offset' (4) must be a multiple of 8 bytes (a paired exchange moves 64-bit words)}}
  exchange.transfer from 1 to [2] words 2 src_offset 0 dst_offset 4 paired
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op a paired transfer must move whole 8-byte words, got 3 words}}
  exchange.transfer from 1 to [2] words 3 src_offset 0 dst_offset 0 paired
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op source tile 1472 is out of range for target ipu21 (1472 tiles)}}
  exchange.transfer from 1472 to [2] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op destination tile 5000 is out of range for target ipu21 (1472 tiles)}}
  exchange.transfer from 1 to [2, 5000] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'src_buffer' failed to satisfy constraint: flat symbol reference attribute}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 {src_buffer = "x"}
}

// -----

exchange.phase @p {
  // expected-error @+1 {{'exchange.transfer' op attribute 'paired' failed to satisfy constraint: unit attribute}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 {paired = true}
}

// -----

"exchange.phase"() ({
  // expected-error @+1 {{'exchange.transfer' op attribute 'dst' failed to satisfy constraint: i64 dense array attribute}}
  "exchange.transfer"() {src = 1 : i32, dst = [2, 3], words = 1 : i32, src_offset = 0 : i32, dst_offset = 0 : i32} : () -> ()
}) {sym_name = "p"} : () -> ()

// -----

exchange.phase @p {
  // expected-error @+1 {{custom op 'exchange.transfer' has 'words' twice}}
  exchange.transfer from 1 to [2] words 1 words 2 src_offset 0 dst_offset 0
}

// -----

exchange.phase @p {
  // expected-error @+1 {{integer value 4294967296 is out of range [-2147483648, 2147483647]}}
  exchange.transfer from 1 to [4294967296] words 1 src_offset 0 dst_offset 0
}

// -----

// expected-error @+1 {{'exchange.transfer' op expects parent op 'exchange.phase'}}
exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0
