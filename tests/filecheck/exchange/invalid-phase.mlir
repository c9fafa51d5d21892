// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The rules an `exchange.phase` checks across its transfers, and its schedule's fields.

exchange.phase @overlap {
  // expected-note @+1 {{the other transfer}}
  exchange.transfer from 1 to [2, 3] words 64 src_offset 0 dst_offset 0
  // expected-error @+1 {{'exchange.transfer' op destination bytes [252, 284) on tile 3 overlap bytes [0, 256) written by another transfer of the phase}}
  exchange.transfer from 4 to [3] words 8 src_offset 0 dst_offset 252
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1, 3] bytes 512
  exchange.phase @overlap_in_buffer {
    // expected-note @+1 {{the other transfer}}
    exchange.transfer from 1 to [3] words 64 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a
    // expected-error @+1 {{'exchange.transfer' op destination bytes [128, 160) of buffer @a on tile 3 overlap bytes [0, 256) written by another transfer of the phase}}
    exchange.transfer from 1 to [3] words 8 src_offset 0 dst_offset 128 src_buffer @a dst_buffer @a
  }
}

// -----

// expected-error @+1 {{'exchange.phase' op 'lower_bound_gap' (1) must equal 'horizon' - 'endpoint_lower_bound' (10 - 8 = 2)}}
exchange.phase @gap horizon 10 endpoint_lower_bound 8 lower_bound_gap 1 {
}

// -----

// expected-error @+1 {{'exchange.phase' op attribute 'horizon' must be >= 0, got -3}}
exchange.phase @negative horizon -3 {
}

// -----

// expected-error @+1 {{'exchange.phase' op attribute 'kind' failed to satisfy constraint: string attribute}}
"exchange.phase"() ({
}) {sym_name = "k", kind = 3 : i64} : () -> ()

// -----

exchange.phase @late horizon 10 {
  // expected-error @+1 {{'exchange.transfer' op arrival cycle 10 is not before the phase horizon 10}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 start 0 arrival [10]
}

// -----

// expected-error @+1 {{'exchange.phase' op unknown target 'ipu99' (built-in targets: ipu21, gc200, gc2)}}
exchange.phase @nowhere target "ipu99" {
}

// -----

exchange.phase @mk1 target "gc2" {
  // expected-error @+1 {{'exchange.transfer' op source tile 1300 is out of range for target gc2 (1216 tiles)}}
  exchange.transfer from 1300 to [2] words 1 src_offset 0 dst_offset 0
}

// -----

exchange.program @m target "gc2" {
  exchange.phase @inherits {
    // expected-error @+1 {{'exchange.transfer' op destination tile 1216 is out of range for target gc2 (1216 tiles)}}
    exchange.transfer from 0 to [1216] words 1 src_offset 0 dst_offset 0
  }
}

// -----

exchange.phase @only_transfers {
  // expected-error @+1 {{'graph.constant' op is not allowed in 'exchange.phase' (expected 'exchange.transfer')}}
  %0 = graph.constant dense<1.0> : tensor<2xf32>
}

// -----

exchange.phase @unnamed_buffer {
  // expected-error @+1 {{'exchange.transfer' op 'dst_buffer' @a is not an 'exchange.buffer' of an enclosing 'exchange.program'}}
  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 dst_buffer @a
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1, 2] bytes 64
  exchange.phase @p {
    // expected-error @+1 {{'exchange.transfer' op buffer @a is not on tile 3}}
    exchange.transfer from 1 to [2, 3] words 1 src_offset 0 dst_offset 0 dst_buffer @a
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1, 2] bytes 64
  exchange.phase @p {
    // expected-error @+1 {{'exchange.transfer' op bytes [4, 68) are outside buffer @a (64 bytes)}}
    exchange.transfer from 1 to [2] words 16 src_offset 4 dst_offset 0 src_buffer @a
  }
}
