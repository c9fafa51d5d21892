// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},place-storage,schedule-exchange{summary=false},lower-to-tile-asm,size-tile-code,build-package{output=%t.ipupkg workload=add}' --pass-statistics -o /dev/null 2> %t.stats
// RUN: filecheck %s --check-prefix=STATS --input-file %t.stats
// RUN: ipu-run %t.ipupkg | filecheck %s

// build-package writes a package ipu-run loads, simulates and checks against the host
// reference made from @main; the costed cycles (the statistic) are the simulated ones:
// 59 (the phase: 32 words + latency 27) + 90 (the sync) + 257 (add_f16 of 64 elements, by
// the catalogue's formula).

// STATS: BuildPackage
// STATS: 406 final-cycles

// CHECK: workload=add
// CHECK: activeTiles=2
// CHECK: cycles=406
// CHECK: numericalTest=PASS
func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  %y = graph.add %x, %x : tensor<64xf16>
  return %y : tensor<64xf16>
}
exchange.program @dev target "ipu21" attributes {function = @main} {
  exchange.buffer @x tiles [0] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
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
