// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// Every verifier rule of the tile_asm dialect, one failing program each: programs and
// their steps, tiles (memory map, shared memory, instruction addresses, step order, syncs,
// code placement), data declarations (sizes, initial bytes, host pieces), exchange and
// compute groups, codelet calls against their contracts, sends and multiplexer switches.

tile_asm.program @p {
  tile_asm.sync
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.sync
    // expected-error @+1 {{'tile_asm.sync' op tile 0 lists more syncs than the program's 1}}
    tile_asm.sync
  }
}

// -----

// expected-error @+1 {{'tile_asm.program' op unknown target 'no-such-target' (built-in targets: ipu21, gc200, gc2)}}
tile_asm.program @p target "no-such-target" {
}

// -----

tile_asm.program @p {
  // expected-note @+1 {{see existing symbol definition here}}
  tile_asm.compute_set @a
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  tile_asm.compute_set @a
}

// -----

tile_asm.program @p {
  // expected-note @+1 {{the other one}}
  tile_asm.tile 0 {
  }
  // expected-error @+1 {{'tile_asm.tile' op tile 0 already has a 'tile_asm.tile'}}
  tile_asm.tile 0 {
  }
}

// -----

tile_asm.program @p {
  // expected-error @+1 {{'tile_asm.phase' op attribute 'horizon' must be >= 0, got -1}}
  tile_asm.phase @p0 horizon -1
}

// -----

// expected-error @+1 {{'tile_asm.phase' op expects parent op 'tile_asm.program'}}
tile_asm.phase @p0

// -----

// expected-error @+1 {{'tile_asm.compute_set' op expects parent op 'tile_asm.program'}}
tile_asm.compute_set @c

// -----

func.func @f() {
  // expected-error @+1 {{'tile_asm.sync' op expects parent op 'tile_asm.program' or 'tile_asm.tile'}}
  tile_asm.sync
  return
}

// -----

// expected-error @+1 {{'tile_asm.tile' op expects parent op 'tile_asm.program'}}
tile_asm.tile 0 {
}

// -----

tile_asm.program @p {
  // expected-error @+1 {{'tile_asm.tile' op tile 1472 is out of range for target ipu21 (1472 tiles)}}
  tile_asm.tile 1472 {
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+2 {{'tile_asm.phase' op is not allowed in 'tile_asm.tile' (expected 'tile_asm.data', 'tile_asm.exchange', 'tile_asm.compute', 'tile_asm.sync')}}
    // expected-error @+1 {{'tile_asm.phase' op expects parent op 'tile_asm.program'}}
    tile_asm.phase @p0
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 3 {
    // expected-error @+1 {{'tile_asm.data' op "x" at [0xe0000, 0xf0000) on tile 3 is outside the tile memory [0x4c000, 0xe8000)}}
    tile_asm.data "x" at 0xE0000 bytes 0x10000
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 3 {
    // expected-note @+1 {{the other data declaration}}
    tile_asm.data "x" at 0x80000 bytes 64 init dense<0> : tensor<64xi8>
    // expected-error @+1 {{'tile_asm.data' op [0x80020, 0x80060) on tile 3 overlaps [0x80000, 0x80040), and both are written before the program starts}}
    tile_asm.data "y" at 0x80020 bytes 64 init dense<1> : tensor<64xi8>
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op operand #2 at [0x80040, 0x80080) on tile 0 is not inside the tile's data declarations}}
      tile_asm.call "add_f16" workers 6 m 1 n 32 k 0 (0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16, 0x80040 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.sync
  // expected-error @+1 {{'tile_asm.tile' op tile 0 lists 0 syncs, the program has 1 (every tile takes part in every sync)}}
  tile_asm.tile 0 {
  }
}

// -----

tile_asm.program @p {
  // expected-error @+1 {{'tile_asm.tile' op attribute 'code_address' requires 'code_bytes'}}
  tile_asm.tile 0 code_address 0x7F000 {
  }
}

// -----

tile_asm.program @p {
  // expected-error @+1 {{'tile_asm.tile' op code at [0x80000, 0x80040) on tile 0 is outside the target's code ranges [0x4c000, 0x80000)}}
  tile_asm.tile 0 code_address 0x80000 code_bytes 64 {
  }
}

// -----

tile_asm.program @p {
  // expected-error @+1 {{'tile_asm.tile' op code at [0x7f000, 0x7f040) on tile 0 overlaps data at [0x7f020, 0x7f060)}}
  tile_asm.tile 0 code_address 0x7F000 code_bytes 64 {
    // expected-note @+1 {{the data declaration}}
    tile_asm.data "x" at 0x7F020 bytes 64
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op attribute 'bytes' must be >= 1, got 0}}
    tile_asm.data "x" at 0x80000 bytes 0
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op attribute 'init' must be a dense i8 elements attribute with 4 elements or a splat}}
    tile_asm.data "x" at 0x80000 bytes 4 init dense<[1, 2]> : tensor<2xi8>
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op attribute 'host_index' requires attribute 'host'}}
    tile_asm.data "x" at 0x80000 bytes 4 host_index 0
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op attribute 'layout' must be "contiguous", "block", "amp_block" or "amp_weight_block", got "diagonal"}}
    tile_asm.data "x" at 0x80000 bytes 4 host "input" host_index 0 layout "diagonal" piece [0, 2] element_type f16
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op layout "block" needs 4 numbers in 'piece', got 2}}
    tile_asm.data "x" at 0x80000 bytes 4 host "input" host_index 0 layout "block" piece [0, 2] element_type f16
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op the piece holds 8 bytes (padding included), more than the declaration's 4}}
    tile_asm.data "x" at 0x80000 bytes 4 host "input" host_index 0 layout "contiguous" piece [0, 4] element_type f16
  }
}

// -----

tile_asm.program @p {
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.data' op requires attribute 'block_k'}}
    tile_asm.data "x" at 0x80000 bytes 64 host "input" host_index 0 layout "amp_block" piece [0, 1, 0, 4] element_type f16
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.exchange' op step @cs0 is not a 'tile_asm.phase' of the enclosing program}}
    tile_asm.exchange @cs0 {
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.exchange @p0 {
      // expected-error @+2 {{'tile_asm.sync' op is not allowed in 'tile_asm.exchange' (expected 'tile_asm.send', 'tile_asm.set_mux')}}
      // expected-error @+1 {{'tile_asm.sync' op expects parent op 'tile_asm.program' or 'tile_asm.tile'}}
      tile_asm.sync
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-note @+1 {{the other instruction}}
      tile_asm.send at 0 addr 0x80000 words 4
      // expected-error @+1 {{'tile_asm.set_mux' op issues in cycle 0, as another instruction of the tile does (one instruction per cycle)}}
      tile_asm.set_mux at 0 delay 0 source 1 addr 0x80020 words 4
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-note @+1 {{the earlier send}}
      tile_asm.send at 0 addr 0x80000 words 4
      // expected-error @+1 {{'tile_asm.send' op starts at cycle 2 while the send port is busy until cycle 4}}
      tile_asm.send at 2 addr 0x80010 words 4
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    // expected-error @+1 {{'tile_asm.compute' op step @p0 is not a 'tile_asm.compute_set' of the enclosing program}}
    tile_asm.compute @p0 {
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.compute @cs0 {
      // expected-error @+2 {{'tile_asm.sync' op is not allowed in 'tile_asm.compute' (expected 'tile_asm.call')}}
      // expected-error @+1 {{'tile_asm.sync' op expects parent op 'tile_asm.program' or 'tile_asm.tile'}}
      tile_asm.sync
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op unknown codelet 'fft_f16'}}
      tile_asm.call "fft_f16" workers 6 m 1 n 32 k 0 (0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op codelet 'add_f16': m and n must be at least 1 (got m=0, n=32, k=0)}}
      tile_asm.call "add_f16" workers 6 m 0 n 32 k 0 (0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op 'workers' must be in 1..=6 (the target's worker contexts), got 7}}
      tile_asm.call "add_f16" workers 7 m 1 n 32 k 0 (0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op codelet 'add_f16' takes 3 operands (lhs, rhs, out), got 2}}
      tile_asm.call "add_f16" workers 6 m 1 n 32 k 0 (0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op operand #0 (lhs) is 128 bytes, the codelet's contract says 64}}
      tile_asm.call "add_f16" workers 6 m 1 n 32 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op operand #0 (lhs) is f32, the codelet's contract says f16}}
      tile_asm.call "add_f16" workers 6 m 1 n 32 k 0 (0x80000 bytes 64 : f32, 0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op operand #0 (lhs) address 0x80004 is not a multiple of 8 bytes}}
      tile_asm.call "add_f16" workers 6 m 1 n 32 k 0 (0x80004 bytes 64 : f16, 0x80000 bytes 64 : f16, 0x80000 bytes 64 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x60000 bytes 4096
    tile_asm.compute @cs0 {
      // expected-error @+1 {{'tile_asm.call' op operand #0 (lhs) at [0x60000, 0x60200) must lie in the interleaved region}}
      tile_asm.call "gemm_f16_amp_to_f16" workers 6 m 16 n 16 k 16 (0x60000 bytes 512 : f16, 0x60200 bytes 512 : f16, 0x60400 bytes 512 : f16)
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-error @+1 {{'tile_asm.send' op 'addr' (0x80002) must be a multiple of 4 bytes}}
      tile_asm.send at 0 addr 0x80002 words 4
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-error @+1 {{'tile_asm.send' op 'addr' (0x80004) must be a multiple of 8 bytes}}
      tile_asm.send at 0 addr 0x80004 words 4 paired
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-error @+1 {{'tile_asm.send' op attribute 'words' must be in 1..=536870911, got 0}}
      tile_asm.send at 0 addr 0x80000 words 0
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-error @+1 {{'tile_asm.set_mux' op attribute 'delay' must be in 0..=3, got 4}}
      tile_asm.set_mux at 4 delay 4 source 1 addr 0x80000 words 4
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-error @+1 {{'tile_asm.set_mux' op source tile 0 is the receiving tile itself}}
      tile_asm.set_mux at 4 delay 1 source 0 addr 0x80000 words 4
    }
  }
}

// -----

tile_asm.program @p {
  tile_asm.phase @p0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 64
    tile_asm.exchange @p0 {
      // expected-error @+1 {{'tile_asm.set_mux' op source tile 5000 is out of range for target ipu21 (1472 tiles)}}
      tile_asm.set_mux at 4 delay 1 source 5000 addr 0x80000 words 4
    }
  }
}

// -----

// expected-error @+1 {{'tile_asm.send' op expects parent op 'tile_asm.exchange'}}
tile_asm.send at 0 addr 0x80000 words 4
