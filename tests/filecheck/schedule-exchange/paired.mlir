// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false kind=paired}' | filecheck %s
// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false kind=full-duplex}' | filecheck %s --check-prefix=ORDINARY
// RUN: ipu-opt %s --split-input-file --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// Tiles 8-9 and 10-11 are pairs: receiving the same words, each pair takes 64 bits per
// cycle, and tile 4 sends on its own bus and its partner's (tile 5). 64 words then take
// 32 cycles, plus 28 cycles of latency; the bound recorded is the paired one (the device
// model's bound counts the least latency of the target, 27 cycles).

// CHECK-LABEL: exchange.phase @pairs kind "paired" horizon 60 endpoint_lower_bound 59 lower_bound_gap 1
// CHECK-NEXT: transfer from 4 to [8, 9, 10, 11] words 64 src_offset 0 dst_offset 0 paired start 0 arrival [28, 28, 28, 28]

// ORDINARY-LABEL: exchange.phase @pairs kind "full-duplex" horizon 92 endpoint_lower_bound 91 lower_bound_gap 1
// ORDINARY-NOT: paired
// ORDINARY: transfer from 4 to [8, 9, 10, 11] words 64 src_offset 0 dst_offset 0 start 0 arrival [28, 28, 28, 28]
exchange.phase @pairs {
  exchange.transfer from 4 to [8, 9, 10, 11] words 64 src_offset 0 dst_offset 0
}

// -----

// A paired exchange moves whole 64-bit words at 8-byte aligned offsets: with the source
// at byte 4 the phase is scheduled without it.

// CHECK-LABEL: exchange.phase @unaligned kind "{{full-duplex|matching-waves}}" horizon 92 endpoint_lower_bound 91 lower_bound_gap 1
// CHECK-NOT: paired
// CHECK: transfer from 4 to [8, 9, 10, 11] words 64 src_offset 4 dst_offset 0 start 0 arrival [28, 28, 28, 28]
// ORDINARY-LABEL: exchange.phase @unaligned
exchange.phase @unaligned {
  exchange.transfer from 4 to [8, 9, 10, 11] words 64 src_offset 4 dst_offset 0
}
