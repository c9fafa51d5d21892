// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// The rules of `exchange.program`, `exchange.buffer`, `exchange.sync`,
// `exchange.compute_set` and `exchange.vertex`.

// expected-error @+1 {{'exchange.program' op unknown target 'ipu99' (built-in targets: ipu21, gc200, gc2)}}
exchange.program @m target "ipu99" {
}

// -----

exchange.program @m {
  // expected-error @+1 {{'graph.constant' op is not allowed in 'exchange.program' (expected 'exchange.buffer', 'exchange.compute_set', 'exchange.phase', 'exchange.sync')}}
  %0 = graph.constant dense<1.0> : tensor<2xf32>
}

// -----

exchange.program @m {
  // expected-note @+1 {{see existing symbol definition here}}
  exchange.buffer @a tiles [1] bytes 4
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  exchange.buffer @a tiles [2] bytes 4
}

// -----

// expected-error @+1 {{'exchange.sync' op expects parent op 'exchange.program'}}
exchange.sync

// -----

// expected-error @+1 {{'exchange.buffer' op expects parent op 'exchange.program'}}
exchange.buffer @a tiles [1] bytes 4

// -----

// expected-error @+1 {{'exchange.compute_set' op expects parent op 'exchange.program'}}
exchange.compute_set @c {
}

// -----

exchange.program @m {
  // expected-error @+2 {{'exchange.vertex' op expects parent op 'exchange.compute_set'}}
  // expected-error @+1 {{'exchange.vertex' op is not allowed in 'exchange.program' (expected 'exchange.buffer', 'exchange.compute_set', 'exchange.phase', 'exchange.sync')}}
  exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 ()
}

// -----

exchange.program @m {
  exchange.compute_set @c {
    // expected-error @+2 {{'exchange.sync' op expects parent op 'exchange.program'}}
    // expected-error @+1 {{'exchange.sync' op is not allowed in 'exchange.compute_set' (expected 'exchange.vertex')}}
    exchange.sync
  }
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op tile 1 is listed twice}}
  exchange.buffer @a tiles [1, 1] bytes 4
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op requires at least one tile}}
  exchange.buffer @a tiles [] bytes 4
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op attribute 'bytes' must be > 0, got 0}}
  exchange.buffer @a tiles [1] bytes 0
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op requires attribute 'tiles'}}
  exchange.buffer @a bytes 4
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op attribute 'align' must be a power of two, got 3}}
  exchange.buffer @a tiles [1] bytes 4 align 3
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op attribute 'region' must be "standard" or "interleaved", got "fast"}}
  exchange.buffer @a tiles [1] bytes 4 region "fast"
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op tile 9999 is out of range for target ipu21 (1472 tiles)}}
  exchange.buffer @a tiles [9999] bytes 4
}

// -----

exchange.program @m {
  // expected-error @+1 {{'exchange.buffer' op attribute 'element_type' failed to satisfy constraint: type attribute}}
  exchange.buffer @a tiles [1] bytes 4 {element_type = 3 : i32}
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op unknown codelet 'frobnicate'}}
    exchange.vertex "frobnicate" on 1 workers 6 m 1 n 1 k 1 ()
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op requires attribute 'codelet'}}
    exchange.vertex on 1 workers 6 m 1 n 1 k 1 ()
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op requires attribute 'workers'}}
    exchange.vertex "add_f16" on 1 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op 'workers' must be in 1..=6 (the target's worker contexts), got 7}}
    exchange.vertex "add_f16" on 1 workers 7 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op 'workers' must be in 1..=6 (the target's worker contexts), got 0}}
    exchange.vertex "add_f16" on 1 workers 0 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op tile 2000 is out of range for target ipu21 (1472 tiles)}}
    exchange.vertex "add_f16" on 2000 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op attribute 'm' must be >= 0, got -1}}
    exchange.vertex "add_f16" on 1 workers 6 m -1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op codelet 'add_f16': m and n must be at least 1 (got m=0, n=64, k=0)}}
    exchange.vertex "add_f16" on 1 workers 6 m 0 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op codelet 'add_f16' takes 3 operands (lhs, rhs, out), got 2}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op operand #1 (rhs) is 64 bytes, the codelet needs 128}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 64, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op operand #0 (lhs) offset 4 is not a non-negative multiple of 8 bytes}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@a at 4 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op operand #0: buffer @a is not on tile 2}}
    exchange.vertex "add_f16" on 2 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op operand #2: bytes [4000, 4128) are outside buffer @a (4096 bytes)}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 4000 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op operand #1 names @b, which is not an 'exchange.buffer' of the enclosing program}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @b at 128 bytes 128, @a at 256 bytes 128)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op operand #0 (lhs) must be in Interleaved memory, but buffer @a is "standard"}}
    exchange.vertex "gemm_f16_amp_to_f16" on 1 workers 6 m 16 n 16 k 16 (@a at 0 bytes 512, @a at 512 bytes 512, @a at 1024 bytes 512)
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op unknown codelet 'gemm_bf16_amp_to_f32'}}
    exchange.vertex "gemm_bf16_amp_to_f32" on 1 workers 6 m 16 n 16 k 16 ()
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op attribute 'buffers' failed to satisfy constraint: array of flat symbol references}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 {buffers = ["a"], offsets = array<i32: 0>, sizes = array<i32: 4>}
  }
}

// -----

exchange.program @m {
  exchange.buffer @a tiles [1] bytes 4096 region "standard"
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op 'buffers', 'offsets' and 'sizes' must have one entry per operand, got 1, 2 and 1}}
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 {buffers = [@a], offsets = array<i32: 0, 0>, sizes = array<i32: 4>}
  }
}

// -----

exchange.program @mk1 target "gc2" {
  exchange.buffer @a tiles [1] bytes 4096
  exchange.compute_set @c {
    // expected-error @+1 {{'exchange.vertex' op codelet 'gemm_f8E4M3FN_amp_to_f16': target 'gc2' has no f8 AMP}}
    exchange.vertex "gemm_f8E4M3FN_amp_to_f16" on 1 workers 6 m 16 n 16 k 32 (@a at 0 bytes 512, @a at 512 bytes 512, @a at 1024 bytes 512)
  }
}
