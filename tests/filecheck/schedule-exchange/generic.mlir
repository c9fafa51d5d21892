// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' --print-op-generic | filecheck %s
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' --print-op-generic | ipu-opt --pass=verify-exchange -o /dev/null

// The contract's generic form in and out: `start` and `arrival` are i64 attributes of
// each transfer (`paired` a unit attribute), the schedule i64 attributes and a string
// `kind` of the phase. Tiles 40 and 41 are a pair, so the multicast to both is paired.

// CHECK: "exchange.phase"() ({
// CHECK-NEXT: "exchange.transfer"() {arrival = array<i64: 28, 28>, dst = array<i32: 40, 41>, dst_offset = 256 : i32, paired, src = 12 : i32, src_offset = 0 : i32, start = 0 : i64, words = 64 : i32} : () -> ()
// CHECK-NEXT: }) {endpoint_lower_bound = 59 : i64, horizon = 60 : i64, input_digest = {{[0-9]+}} : i64, input_words = 128 : i64, kind = "paired", lower_bound_gap = 1 : i64, sym_name = "p3", target = "ipu21"} : () -> ()
"exchange.phase"() ({
  "exchange.transfer"() {src = 12 : i32, dst = array<i32: 40, 41>, words = 64 : i32, src_offset = 0 : i32, dst_offset = 256 : i32} : () -> ()
}) {sym_name = "p3", target = "ipu21"} : () -> ()

// CHECK: "exchange.phase"() ({
// CHECK-NEXT: "exchange.transfer"() {arrival = array<i64: 27>, dst = array<i32: 1>, dst_offset = 0 : i32, src = 0 : i32, src_offset = 0 : i32, start = 0 : i64, words = 8 : i32} : () -> ()
// CHECK-NEXT: }) {endpoint_lower_bound = 35 : i64, horizon = 35 : i64, input_digest = {{[0-9]+}} : i64, input_words = 8 : i64, kind = "{{full-duplex|matching-waves}}", lower_bound_gap = 0 : i64, sym_name = "p4"} : () -> ()
"exchange.phase"() ({
  "exchange.transfer"() {src = 0 : i32, dst = array<i32: 1>, words = 8 : i32, src_offset = 0 : i32, dst_offset = 0 : i32} : () -> ()
}) {sym_name = "p4"} : () -> ()
