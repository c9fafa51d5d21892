// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},place-storage' --log-level=info 2>&1 >/dev/null | filecheck %s

// Before placing buffers, place-storage sizes each tile's package support memory from the
// scheduled program and keeps it free at the top of the code range (0x80000 = 524288 on
// ipu21), logged as the seeds' `allocated package support memory`. Tile 1, by hand:
// - generated code: program 8 + sync 1 + exchange group 2 + table interpreter 48 + one call
//   (4, and vertex state 3 + 3 operands) = 69 instructions, 276 bytes;
// - exchange table: a phase header (8) and one mux row (12): 20 bytes;
// - host exchange: two host pieces (@x, @y) of 4 instructions (32 bytes) and an 8-byte
//   descriptor each (16 bytes);
// - profile counters: 3 steps of 4 bytes: 12.
// 356 bytes, rounded up to 360: code_address = 524288 - 360 = 523928. The runtime's
// reserved range ends at linked_end.

// CHECK: screened exchange table geometry estimated_row_bytes=20 heuristic_row_bytes=20 geometry_fragments_per_tile=1 fragment_limit=16384
// CHECK: allocated package support memory tile=1 linked_end=327680 profile_bytes=12 exchange_table_bytes=20 host_code_bytes=32 host_data_bytes=16 generated_code_bytes=276 code_address=523928
// CHECK: placed tile storage
exchange.program @dev target "ipu21" {
  exchange.buffer @x tiles [0, 1] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64, 0, 64>} : f16
  exchange.buffer @y tiles [1] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t tiles [1] bytes 128
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 128, @t at 0 bytes 128, @y at 0 bytes 128)
  }
}
