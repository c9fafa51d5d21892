// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `exchange.phase` read in the contract's generic form and in custom form, before and
// after scheduling; the generic form keeps every attribute discardable (`{...}`).

// CHECK-LABEL: exchange.phase @p3 target "ipu21" {
// CHECK-NEXT: transfer from 12 to [40, 41] words 64 src_offset 0 dst_offset 256
// CHECK-NEXT: }
// GENERIC-LABEL: "exchange.phase"() ({
// GENERIC-NEXT: "exchange.transfer"() {dst = array<i32: 40, 41>, dst_offset = 256 : i32, src = 12 : i32, src_offset = 0 : i32, words = 64 : i32} : () -> ()
// GENERIC-NEXT: }) {sym_name = "p3", target = "ipu21"} : () -> ()
"exchange.phase"() ({
  "exchange.transfer"() {src = 12 : i32, dst = array<i32: 40, 41>, words = 64 : i32, src_offset = 0 : i32, dst_offset = 256 : i32} : () -> ()
}) {sym_name = "p3", target = "ipu21"} : () -> ()

// CHECK-LABEL: exchange.phase @scheduled kind "full-duplex" horizon 90 endpoint_lower_bound 81 lower_bound_gap 9 {
// CHECK-NEXT: transfer from 0 to [1] words 64 src_offset 0 dst_offset 0 start 0 arrival [17]
// CHECK-NEXT: transfer from 1 to [0] words 64 src_offset 0 dst_offset 0 start 8 arrival [25]
// CHECK-NEXT: }
// GENERIC: "exchange.phase"() ({
// GENERIC-NEXT: "exchange.transfer"() {arrival = array<i64: 17>, dst = array<i32: 1>, dst_offset = 0 : i32, src = 0 : i32, src_offset = 0 : i32, start = 0 : i64, words = 64 : i32} : () -> ()
// GENERIC-NEXT: "exchange.transfer"() {arrival = array<i64: 25>, dst = array<i32: 0>, dst_offset = 0 : i32, src = 1 : i32, src_offset = 0 : i32, start = 8 : i64, words = 64 : i32} : () -> ()
// GENERIC-NEXT: }) {endpoint_lower_bound = 81 : i64, horizon = 90 : i64, kind = "full-duplex", lower_bound_gap = 9 : i64, sym_name = "scheduled"} : () -> ()
exchange.phase @scheduled kind "full-duplex" horizon 90 endpoint_lower_bound 81 lower_bound_gap 9 {
  exchange.transfer from 0 to [1] words 64 src_offset 0 dst_offset 0 start 0 arrival [17]
  exchange.transfer from 1 to [0] words 64 src_offset 0 dst_offset 0 start 8 arrival [25]
}

// An empty phase, on another target.
// CHECK-LABEL: exchange.phase @empty target "gc200" {
// CHECK-NEXT: }
// GENERIC: "exchange.phase"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) {sym_name = "empty", target = "gc200"} : () -> ()
exchange.phase @empty target "gc200" {
}
