// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `exchange.compute_set` and `exchange.vertex`: codelet calls from the device catalogue,
// their operands as byte ranges of buffers in the codelet's contract order.

// CHECK-LABEL: exchange.program @mlp {
exchange.program @mlp {
  exchange.buffer @h tiles [0, 1] bytes 2048
  exchange.buffer @s tiles [0, 1] bytes 4
  exchange.buffer @q tiles [0, 1] bytes 1024
  // CHECK: compute_set @cast {
  // CHECK-NEXT: vertex "cast_f16_to_f8E4M3FN" on 0 workers 6 m 16 n 64 k 0 (@h at 0 bytes 2048, @s at 0 bytes 4, @q at 0 bytes 1024)
  // CHECK-NEXT: vertex "cast_f16_to_f8E4M3FN" on 1 workers 3 m 16 n 64 k 0 (@h at 0 bytes 2048, @s at 0 bytes 4, @q at 0 bytes 1024)
  // CHECK-NEXT: }
  // GENERIC: "exchange.compute_set"() ({
  // GENERIC-NEXT: "exchange.vertex"() {buffers = [@h, @s, @q], codelet = "cast_f16_to_f8E4M3FN", k = 0 : i32, m = 16 : i32, n = 64 : i32, offsets = array<i32: 0, 0, 0>, sizes = array<i32: 2048, 4, 1024>, tile = 0 : i32, workers = 6 : i32} : () -> ()
  // GENERIC: }) {sym_name = "cast"} : () -> ()
  exchange.compute_set @cast {
    exchange.vertex "cast_f16_to_f8E4M3FN" on 0 workers 6 m 16 n 64 k 0 (@h at 0 bytes 2048, @s at 0 bytes 4, @q at 0 bytes 1024)
    exchange.vertex "cast_f16_to_f8E4M3FN" on 1 workers 3 m 16 n 64 k 0 (@h at 0 bytes 2048, @s at 0 bytes 4, @q at 0 bytes 1024)
  }
  // CHECK: compute_set @gelu attributes {note = "in place"} {
  // CHECK-NEXT: vertex "gelu_f16" on 1 workers 6 m 16 n 64 k 0 (@h at 0 bytes 2048, @h at 0 bytes 2048)
  exchange.compute_set @gelu attributes {note = "in place"} {
    exchange.vertex "gelu_f16" on 1 workers 6 m 16 n 64 k 0 (@h at 0 bytes 2048, @h at 0 bytes 2048)
  }
  // An empty compute set is allowed.
  // CHECK: compute_set @idle {
  // CHECK-NEXT: }
  exchange.compute_set @idle {
  }
}
