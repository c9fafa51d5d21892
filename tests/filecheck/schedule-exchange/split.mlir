// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// The scheduler may split a transfer to fill holes in the ports' timelines: the pieces
// become transfers of their own at the original's place, in word order, with the same
// source and destinations and offsets advanced by 4 bytes per word. (Here the matching-waves
// plan pre-empts tile 0's 9-word transfer to tile 2 to feed tile 1 early; if a better
// scheduler stops splitting this phase, pick another input: the property test in
// tests/tests/schedule_exchange.rs checks splitting on random phases.)

// CHECK-LABEL: exchange.phase @split {{.*}} horizon 31 endpoint_lower_bound 31 lower_bound_gap 0
// CHECK-SAME: input_words = 34 : i64
// CHECK-NEXT: transfer from 2 to [0] words 9 src_offset 0 dst_offset 0 start
// CHECK-NEXT: transfer from 1 to [0] words 4 src_offset 400 dst_offset 36 start
// CHECK-NEXT: transfer from 0 to [2] words [[#W:]] src_offset 800 dst_offset 0 start [[#S:]]
// CHECK-SAME: arrival [[[#S+17]]]
// CHECK-NEXT: transfer from 0 to [2] words [[#sub(9,W)]] src_offset [[#add(800,mul(4,W))]] dst_offset [[#mul(4,W)]] start
// CHECK-NEXT: transfer from 1 to [3] words 10 src_offset 1200 dst_offset 0 start
// CHECK-NEXT: transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0 start
// CHECK-NEXT: }
exchange.phase @split {
  exchange.transfer from 2 to [0] words 9 src_offset 0 dst_offset 0
  exchange.transfer from 1 to [0] words 4 src_offset 400 dst_offset 36
  exchange.transfer from 0 to [2] words 9 src_offset 800 dst_offset 0
  exchange.transfer from 1 to [3] words 10 src_offset 1200 dst_offset 0
  exchange.transfer from 0 to [1] words 2 src_offset 1600 dst_offset 0
}
