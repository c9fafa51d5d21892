// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// A multicast transfer is one send that several receivers select: it arrives at each
// destination after that destination's latency (tile 900 is one cycle further away).
// Tile 3 receives 32 + 16 words, so the bound is 48 + 27 cycles.

// CHECK-LABEL: exchange.phase @multicast {{.*}} horizon 75 endpoint_lower_bound 75 lower_bound_gap 0
// CHECK-SAME: input_words = 144 : i64
// CHECK-NEXT: transfer from 0 to [1, 2, 3, 900] words 32 src_offset 0 dst_offset 0 start [[#S:]]
// CHECK-SAME: arrival [[[#S+27]], [[#S+27]], [[#S+27]], [[#S+28]]]
// CHECK-NEXT: transfer from 5 to [3] words 16 src_offset 0 dst_offset 128 start
exchange.phase @multicast {
  exchange.transfer from 0 to [1, 2, 3, 900] words 32 src_offset 0 dst_offset 0
  exchange.transfer from 5 to [3] words 16 src_offset 0 dst_offset 128
}

// -----

// Two transfers reading the same source words to different tiles share one send.

// CHECK-LABEL: exchange.phase @shared_send {{.*}} horizon 59 endpoint_lower_bound 59 lower_bound_gap 0
// CHECK-NEXT: transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: transfer from 0 to [2] words 32 src_offset 0 dst_offset 0 start 0 arrival [27]
exchange.phase @shared_send {
  exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0
  exchange.transfer from 0 to [2] words 32 src_offset 0 dst_offset 0
}
