// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// The scheduler may split a transfer to fill holes in the ports' timelines: the pieces
// become transfers of their own at the original's place, in word order, with the same
// source and destinations and offsets advanced by 4 bytes per word. (Here tile 3 receives
// 28 words from three senders and the plan pre-empts tile 0's 5-word transfer to it; if a
// better scheduler stops splitting this phase, pick another input: the property test in
// tests/tests/schedule_exchange.rs checks splitting on random phases.)

// CHECK-LABEL: exchange.phase @split {{.*}} horizon 55 endpoint_lower_bound 55 lower_bound_gap 0
// CHECK-SAME: input_words = 31 : i64
// CHECK-NEXT: transfer from 3 to [2] words 3 src_offset 0 dst_offset 0 start
// CHECK-NEXT: transfer from 0 to [3] words [[#W:]] src_offset 0 dst_offset 0 start [[#S:]]
// CHECK-SAME: arrival [[[#S+27]]]
// CHECK-NEXT: transfer from 0 to [3] words [[#sub(5,W)]] src_offset [[#mul(4,W)]] dst_offset [[#mul(4,W)]] start
// CHECK-NEXT: transfer from 1 to [3] words 10 src_offset 0 dst_offset 20 start
// CHECK-NEXT: transfer from 1 to [3] words 8 src_offset 400 dst_offset 60 start
// CHECK-NEXT: transfer from 2 to [3] words 5 src_offset 0 dst_offset 92 start
// CHECK-NEXT: }
exchange.phase @split {
  exchange.transfer from 3 to [2] words 3 src_offset 0 dst_offset 0
  exchange.transfer from 0 to [3] words 5 src_offset 0 dst_offset 0
  exchange.transfer from 1 to [3] words 10 src_offset 0 dst_offset 20
  exchange.transfer from 1 to [3] words 8 src_offset 400 dst_offset 60
  exchange.transfer from 2 to [3] words 5 src_offset 0 dst_offset 92
}
