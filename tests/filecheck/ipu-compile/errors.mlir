// RUN: not ipu-compile %s -o %t.ipupkg --log-level=warn 2>&1 | filecheck %s
// RUN: not ipu-compile %s 2>&1 | filecheck %s --check-prefix=USAGE
// RUN: not ipu-compile %s --emit=graph 2>&1 | filecheck %s --check-prefix=EMIT

// A program that does not fit in tile memory is a located error naming the tile and the
// bytes, not a panic; so are command lines that cannot work.

// CHECK: errors.mlir:[[#@LINE+4]]:3: error: 'exchange.buffer' op @huge (700000 bytes, standard or interleaved memory, align 4) does not fit on tile 0: it needs 700000 bytes
// USAGE: ipu-compile: error: give the package file with -o FILE (or --emit=LEVEL to print IR instead)
// EMIT: ipu-compile: error: --emit=graph: the input is already at the exchange level
exchange.program @too_big {
  exchange.buffer @huge tiles [0, 1] bytes 700000
  exchange.buffer @x tiles [0, 1] bytes 128
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @x
  }
}
