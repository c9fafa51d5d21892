// RUN: ipu-opt %s --pass=lower-to-tile-asm --split-input-file --verify-diagnostics

// lower-to-tile-asm needs storage placed and exchanges scheduled, and a schedule it can
// carry out with the device's instructions; each failure is located.

exchange.program @unplaced {
  // expected-error @+1 {{'exchange.buffer' op @x has no 'addresses': run place-storage before lower-to-tile-asm}}
  exchange.buffer @x tiles [0] bytes 128
}

// -----

exchange.program @unscheduled {
  exchange.buffer @x tiles [0, 1] bytes 128 {addresses = array<i32: 524288, 524288>}
  exchange.phase @p {
    // expected-error @+1 {{'exchange.transfer' op is not scheduled (no 'start' / 'arrival'): run schedule-exchange before lower-to-tile-asm}}
    exchange.transfer from 0 to [1] words 8 src_offset 0x80000 dst_offset 0x80020
  }
}

// -----

exchange.program @multicast_at_two_addresses {
  exchange.buffer @x tiles [0] bytes 128 {addresses = array<i32: 524288>}
  exchange.buffer @y tiles [1, 2] bytes 128 {addresses = array<i32: 524288, 524416>}
  exchange.phase @p {
    // expected-error @+1 {{'exchange.transfer' op writes buffer @y at different addresses on its destinations (a multicast has one destination address)}}
    exchange.transfer from 0 to [1, 2] words 8 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @y start 0 arrival [17, 17]
  }
}

// -----

exchange.program @two_senders {
  exchange.buffer @x tiles [0, 1, 2] bytes 128 {addresses = array<i32: 524288, 524288, 524288>}
  exchange.phase @p {
    exchange.transfer from 0 to [1] words 8 src_offset 0x80000 dst_offset 0x80000 start 0 arrival [17]
    // expected-error @+1 {{'exchange.transfer' op cannot be carried out as scheduled: tile 1 is still receiving from tile 0 until cycle 25 when words from tile 2 arrive at cycle 20}}
    exchange.transfer from 2 to [1] words 8 src_offset 0x80000 dst_offset 0x80020 start 3 arrival [20]
  }
}

// -----

exchange.program @busy_port {
  exchange.buffer @x tiles [0, 1, 2] bytes 128 {addresses = array<i32: 524288, 524288, 524288>}
  exchange.phase @p {
    exchange.transfer from 0 to [1] words 8 src_offset 0x80000 dst_offset 0x80000 start 0 arrival [17]
    // expected-error @+1 {{'exchange.transfer' op cannot be carried out as scheduled: tile 0's send port is busy until cycle 8 (a send of tile 0) when a send of tile 0 starts at cycle 4}}
    exchange.transfer from 0 to [2] words 8 src_offset 0x80040 dst_offset 0x80000 start 4 arrival [21]
  }
}

// -----

func.func @main() {
  return
}
// expected-error @+1 {{'exchange.program' op names function @other, which is not a 'func.func' of the module}}
exchange.program @dangling attributes {function = @other} {
}
