// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// Unicast phases reach their endpoint lower bound: the most words a tile sends or
// receives, plus the latency (27 cycles between tiles 0, 1 and 2 of an ipu21). Each
// transfer gets `start` and `arrival`, the phase its schedule and delivery record.

// CHECK-LABEL: exchange.phase @single kind "{{full-duplex|matching-waves}}" horizon 91 endpoint_lower_bound 91 lower_bound_gap 0
// CHECK-SAME: attributes {input_digest = {{[0-9]+}} : i64, input_words = 64 : i64} {
// CHECK-NEXT: transfer from 0 to [1] words 64 src_offset 0 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: }
exchange.phase @single {
  exchange.transfer from 0 to [1] words 64 src_offset 0 dst_offset 0
}

// -----

// Full duplex: two tiles swap 64 words, each sending and receiving in the same cycles.

// CHECK-LABEL: exchange.phase @swap {{.*}} horizon 91 endpoint_lower_bound 91 lower_bound_gap 0
// CHECK-NEXT: transfer from 0 to [1] words 64 src_offset 0 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: transfer from 1 to [0] words 64 src_offset 0 dst_offset 256 start 0 arrival [27]
exchange.phase @swap {
  exchange.transfer from 0 to [1] words 64 src_offset 0 dst_offset 0
  exchange.transfer from 1 to [0] words 64 src_offset 0 dst_offset 256
}

// -----

// Two senders, one receiver: its port takes one transfer after the other (in some order).

// CHECK-LABEL: exchange.phase @fan_in {{.*}} horizon 91 endpoint_lower_bound 91 lower_bound_gap 0
// CHECK-NEXT: transfer from 0 to [2] words 32 src_offset 0 dst_offset 0 start [[#A:]]
// CHECK-SAME: arrival [[[#A+27]]]
// CHECK-NEXT: transfer from 1 to [2] words 32 src_offset 0 dst_offset 128 start [[#32-A]] arrival [[[#59-A]]]
exchange.phase @fan_in {
  exchange.transfer from 0 to [2] words 32 src_offset 0 dst_offset 0
  exchange.transfer from 1 to [2] words 32 src_offset 0 dst_offset 128
}

// -----

// Latency grows with column distance: tile 1471 is 29 cycles from tile 0 (the scheduler
// may cut the transfer into pieces: the first one starts at S and arrives at S + 29).

// CHECK-LABEL: exchange.phase @far
// CHECK: transfer from 0 to [1471] words {{[1-8]}} src_offset 0 dst_offset 0 start [[#S:]]
// CHECK-SAME: arrival [[[#S+29]]]
exchange.phase @far {
  exchange.transfer from 0 to [1471] words 8 src_offset 0 dst_offset 0
  exchange.transfer from 0 to [64] words 8 src_offset 32 dst_offset 0
}

// -----

// An empty phase is scheduled too: it ends at cycle 0.

// CHECK-LABEL: exchange.phase @empty kind "{{[a-z-]+}}" horizon 0 endpoint_lower_bound 0 lower_bound_gap 0
// CHECK-SAME: input_words = 0 : i64
exchange.phase @empty {
}
