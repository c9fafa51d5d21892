// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `exchange.buffer`: the same-named allocation on several tiles; region, alignment and
// element type are optional.

exchange.program @buffers target "gc200" {
  // CHECK: buffer @plain tiles [0] bytes 4
  // GENERIC: "exchange.buffer"() {bytes = 4 : i32, sym_name = "plain", tiles = array<i32: 0>} : () -> ()
  exchange.buffer @plain tiles [0] bytes 4
  // CHECK: buffer @weights tiles [3, 1, 2] bytes 294912 region "interleaved" align 16 : f8E4M3FN
  // GENERIC: "exchange.buffer"() {align = 16 : i32, bytes = 294912 : i32, element_type = f8E4M3FN, region = "interleaved", sym_name = "weights", tiles = array<i32: 3, 1, 2>} : () -> ()
  exchange.buffer @weights tiles [3, 1, 2] bytes 294912 region "interleaved" align 16 : f8E4M3FN
  // CHECK: buffer @partials tiles [1215] bytes 64 region "standard" {kept}
  // GENERIC: "exchange.buffer"() {bytes = 64 : i32, kept, region = "standard", sym_name = "partials", tiles = array<i32: 1215>} : () -> ()
  exchange.buffer @partials region "standard" bytes 64 tiles [1215] {kept}
}
