// RUN: ipu-opt %s --pass=place-storage --split-input-file --verify-diagnostics

// A tile that does not fit is an error naming the tile, the bytes needed and available.

exchange.program @two_at_once {
  exchange.buffer @a tiles [3] bytes 307200 region "interleaved" {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  // expected-error @+1 {{'exchange.buffer' op @b (307200 bytes, interleaved memory, align 4) does not fit on tile 3: 614400 bytes are live there at once in interleaved memory (this buffer included), 425984 available}}
  exchange.buffer @b tiles [3] bytes 307200 region "interleaved" {host = "input", host_index = 1 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
}

// -----

exchange.program @huge {
  // expected-error @+1 {{'exchange.buffer' op @big (300000 bytes, standard memory, align 4) does not fit on tile 0: it needs 300000 bytes, and the largest free range of standard memory is 196608 bytes}}
  exchange.buffer @big tiles [0] bytes 300000 region "standard"
}

// -----

exchange.program @unnamed {
  exchange.buffer @x tiles [0, 1] bytes 128
  exchange.phase @p0 {
    // expected-error @+1 {{'exchange.transfer' op names no dst_buffer; place-storage needs transfers relative to buffers}}
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x
  }
}
