// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// Offsets relative to different buffers are different bytes: tile 0's two transfers read
// byte 0 of @a and of @b, so they cannot share one send (they go one after the other),
// and tile 3 receives into byte 0 of @a and of @b without an overlap.

// CHECK-LABEL: phase @p {{.*}} horizon 59 endpoint_lower_bound 59 lower_bound_gap 0
// CHECK-NEXT: transfer from 0 to [1] words 16 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a start [[#A:]]
// CHECK-NEXT: transfer from 0 to [2] words 16 src_offset 0 dst_offset 0 src_buffer @b dst_buffer @a start [[#sub(16,A)]]
// CHECK-NEXT: transfer from 1 to [3] words 8 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a start
// CHECK-NEXT: transfer from 2 to [3] words 8 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @b start
exchange.program @m {
  exchange.buffer @a tiles [0, 1, 2, 3] bytes 256
  exchange.buffer @b tiles [0, 1, 2, 3] bytes 256
  exchange.phase @p {
    exchange.transfer from 0 to [1] words 16 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a
    exchange.transfer from 0 to [2] words 16 src_offset 0 dst_offset 0 src_buffer @b dst_buffer @a
    exchange.transfer from 1 to [3] words 8 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a
    exchange.transfer from 2 to [3] words 8 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @b
  }
}
