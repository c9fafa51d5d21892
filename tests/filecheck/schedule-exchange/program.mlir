// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false},verify-exchange' -o /dev/null

// Phases inside an `exchange.program` are scheduled for the program's target (a Mk2
// GC200 here); everything else — buffers, compute sets, syncs, buffer references and
// other attributes of the transfers — is left as it was.

// CHECK-LABEL: exchange.program @main target "gc200" {
// CHECK-NEXT: buffer @x tiles [0, 1, 2] bytes 512
// CHECK-NEXT: phase @p0 kind "{{[a-z-]+}}" horizon [[#]] endpoint_lower_bound [[#]] lower_bound_gap [[#]]
// CHECK-NEXT: transfer from 0 to [1, 2] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x start [[#]] arrival [
// CHECK-SAME: {note = "kept"}
// CHECK-NEXT: }
// CHECK-NEXT: sync
// CHECK-NEXT: compute_set @cs0 {
// CHECK-NEXT: vertex "add_f16" on 1
// CHECK-NEXT: }
// CHECK-NEXT: phase @p1 kind "{{[a-z-]+}}" horizon [[#]]
// CHECK-NEXT: transfer from 1 to [0] words 8 src_offset 128 dst_offset 0 src_buffer @x dst_buffer @x start
exchange.program @main target "gc200" {
  exchange.buffer @x tiles [0, 1, 2] bytes 512
  exchange.phase @p0 {
    exchange.transfer from 0 to [1, 2] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x {note = "kept"}
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@x at 128 bytes 128, @x at 256 bytes 128, @x at 384 bytes 128)
  }
  exchange.phase @p1 {
    exchange.transfer from 1 to [0] words 8 src_offset 128 dst_offset 0 src_buffer @x dst_buffer @x
  }
}
