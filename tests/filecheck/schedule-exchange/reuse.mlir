// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// A phase that already carries a complete schedule — here one whose transfers moved to
// new offsets after storage placement — keeps it once the scheduler's reuse check and the
// independent checker accept it: only `kind` (now "reused") and the delivery record change.

// CHECK-LABEL: exchange.phase @moved kind "reused" horizon 91 endpoint_lower_bound 91 lower_bound_gap 0
// CHECK-SAME: input_words = 64 : i64
// CHECK-NEXT: transfer from 0 to [2] words 32 src_offset 512 dst_offset 1024 start 32 arrival [59]
// CHECK-NEXT: transfer from 1 to [2] words 32 src_offset 512 dst_offset 2048 start 0 arrival [27]
exchange.phase @moved kind "matching-waves" horizon 91 endpoint_lower_bound 91 lower_bound_gap 0 {
  exchange.transfer from 0 to [2] words 32 src_offset 512 dst_offset 1024 start 32 arrival [59]
  exchange.transfer from 1 to [2] words 32 src_offset 512 dst_offset 2048 start 0 arrival [27]
}

// -----

// A schedule that no longer holds (the two transfers now overlap at tile 2) is replaced
// by a new one.

// CHECK-LABEL: exchange.phase @broken kind "{{full-duplex|matching-waves}}" horizon 91 endpoint_lower_bound 91 lower_bound_gap 0
// CHECK-NEXT: transfer from 0 to [2] words 32 src_offset 0 dst_offset 0 start [[#A:]]
// CHECK-NEXT: transfer from 1 to [2] words 32 src_offset 0 dst_offset 128 start [[#sub(32,A)]]
exchange.phase @broken kind "matching-waves" horizon 91 endpoint_lower_bound 91 lower_bound_gap 0 {
  exchange.transfer from 0 to [2] words 32 src_offset 0 dst_offset 0 start 0 arrival [27]
  exchange.transfer from 1 to [2] words 32 src_offset 0 dst_offset 128 start 16 arrival [43]
}

// -----

// A phase where only some transfers are scheduled is scheduled again from scratch.

// CHECK-LABEL: exchange.phase @partial kind "{{full-duplex|matching-waves}}" horizon 91
// CHECK-NEXT: transfer from 0 to [1] words 64 src_offset 0 dst_offset 0 start 0 arrival [27]
// CHECK-NEXT: transfer from 1 to [0] words 64 src_offset 0 dst_offset 0 start 0 arrival [27]
exchange.phase @partial horizon 100 endpoint_lower_bound 91 lower_bound_gap 9 kind "full-duplex" {
  exchange.transfer from 0 to [1] words 64 src_offset 0 dst_offset 0 start 9 arrival [36]
  exchange.transfer from 1 to [0] words 64 src_offset 0 dst_offset 0
}
