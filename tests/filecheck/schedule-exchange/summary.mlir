// RUN: ipu-opt %s --pass=schedule-exchange -o %t 2>&1 | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' -o %t 2>&1 | filecheck %s --check-prefix=QUIET --allow-empty
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' --pass-statistics -o %t 2>&1 | filecheck %s --check-prefix=STATS

// With the IR going to a file, the pass prints a table of its phases to stderr: per
// phase its transfers, the transfer ops after splitting, horizon, endpoint lower bound,
// gap, horizon / bound, kind and scheduling time, then the totals with the geometric
// mean of the ratios. `summary=false` turns it off; `--pass-statistics` gives the totals.

// CHECK: schedule-exchange: 2 phases on ipu21
// CHECK-NEXT: {{^}} phase transfers chunks horizon bound gap ratio kind time
// CHECK-NEXT: {{^}} @swap 2 2 91 91 0 1.000 {{full-duplex|matching-waves}} [[#]] ms
// CHECK-NEXT: {{^}} @fan_in 3 3 107 107 0 1.000 {{full-duplex|matching-waves}} [[#]] ms
// CHECK-NEXT: {{^}} total (geomean) 5 5 198 198 0 1.000 [[#]] ms
// CHECK-NOT: {{.}}

// QUIET-NOT: {{.}}

// STATS: ScheduleExchange
// STATS-NEXT: (S) 2 num-phases - Number of exchange phases scheduled
// STATS-NEXT: (S) 0 num-reused - Number of phases that kept their previous schedule
// STATS-NEXT: (S) 5 num-transfers - Number of transfers scheduled
// STATS-NEXT: (S) 5 num-chunks - Number of transfer ops after splitting
// STATS-NEXT: (S) 198 total-horizon - Sum of the phases' horizons (cycles)
// STATS-NEXT: (S) 198 total-lower-bound - Sum of the phases' endpoint lower bounds (cycles)

exchange.phase @swap {
  exchange.transfer from 0 to [1] words 64 src_offset 0 dst_offset 0
  exchange.transfer from 1 to [0] words 64 src_offset 0 dst_offset 256
}
exchange.phase @fan_in {
  exchange.transfer from 0 to [2] words 32 src_offset 0 dst_offset 0
  exchange.transfer from 1 to [2] words 32 src_offset 0 dst_offset 128
  exchange.transfer from 3 to [2] words 16 src_offset 0 dst_offset 256
}
