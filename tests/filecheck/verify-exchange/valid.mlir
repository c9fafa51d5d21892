// RUN: ipu-opt %s --pass=verify-exchange | filecheck %s
// RUN: ipu-opt %s --pass=verify-exchange --pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: ipu-opt %S/../../../examples/small.exchange.mlir --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// A valid schedule passes and is left as it is: here a phase `schedule-exchange` wrote,
// where tile 1's transfer to tile 3 was split in two (bytes 1200-1235 and 1236-1239).
// The bundled small example, scheduled, passes too.

// CHECK-LABEL: exchange.phase @split kind "matching-waves" horizon 41 endpoint_lower_bound 41 lower_bound_gap 0 attributes {input_digest = 464336199886563628 : i64, input_words = 34 : i64} {
// CHECK-NEXT: transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start 9 arrival [36]
// CHECK-NEXT: transfer from 0 to [2] words 9 src_offset 800 dst_offset 0 start 2 arrival [29]
// CHECK-NEXT: transfer from 1 to [3] words 9 src_offset 1200 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: transfer from 1 to [3] words 1 src_offset 1236 dst_offset 36 start 13 arrival [40]
// CHECK-NEXT: transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: }

// STATS: VerifyExchange
// STATS-NEXT: (S) 1 num-phases - Number of exchange phases checked
// STATS-NEXT: (S) 6 num-transfers - Number of scheduled transfers checked
// STATS-NEXT: (S) 0 num-violations - Number of violations found
exchange.phase @split kind "matching-waves" horizon 41 endpoint_lower_bound 41 lower_bound_gap 0 attributes {input_digest = 464336199886563628 : i64, input_words = 34 : i64} {
  exchange.transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start 9 arrival [36]
  exchange.transfer from 0 to [2] words 9 src_offset 800 dst_offset 0 start 2 arrival [29]
  exchange.transfer from 1 to [3] words 9 src_offset 1200 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [3] words 1 src_offset 1236 dst_offset 36 start 13 arrival [40]
  exchange.transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start 0 arrival [27]
}
