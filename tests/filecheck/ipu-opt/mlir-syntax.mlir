// RUN: ipu-opt --allow-unregistered-dialect --print-op-generic %s | filecheck %s

// Syntax mlir-opt-19 accepts, printed as it prints it (the CHECK lines are its
// output for this file, except where a comment says otherwise).

// Integers wider than 64 (and 128) bits, as MLIR's APInt: signless values print
// signed, unsigned ones unsigned; dense elements too.
// CHECK-LABEL: "t.ints"()
// CHECK-SAME: a = 123456789012345678901234567890123456789012345678901234567890 : i256, b = -1 : i256
// CHECK-SAME: c = 22300745198530623141535718272648361505980415 : i200
// CHECK-SAME: d = -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK-SAME: e = 115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256, f = [5 : i129]
"t.ints"() {a = 123456789012345678901234567890123456789012345678901234567890 : i256, b = -1 : i256, c = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i200, d = 57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256, e = 115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256, f = [5 : i129]} : () -> ()
// CHECK: "t.dense_ints"() {a = dense<[1, -1, 123456789012345678901234567890123456789012345678901234567890]> : tensor<3xi256>}
"t.dense_ints"() {a = dense<[1, -1, 123456789012345678901234567890123456789012345678901234567890]> : tensor<3xi256>} : () -> ()

// distinct[N]<> refers to unit; the same N is the same attribute. (mlir-opt also
// gives each distinct attribute of a non-unit value an alias, `#distinct`; we print
// it in place, which it reads back the same.)
// CHECK: "t.distinct"() {a = distinct[[[U:[0-9]+]]]<>, b = distinct[[[U]]]<>, c = distinct[[[D:[0-9]+]]]<42 : i32>, d = distinct[[[D]]]<42 : i32>}
"t.distinct"() {a = distinct[7]<>, b = distinct[7]<unit>, c = distinct[3]<42 : i32>, d = distinct[3]<42 : i32>} : () -> ()

// Strings and symbol names keep NUL and bytes that are not UTF-8.
// CHECK: "t.strings"() {a = "x\00y\FFz", b = @"f\00\FF"::@"\00"}
"t.strings"() {a = "x\00y\ffz", b = @"f\00\ff"::@"\00"} : () -> ()
// CHECK: sym_name = "g\00\FF", sym_visibility = "private"
func.func private @"g\00\ff"()
// CHECK-LABEL: sym_name = "caller"
// CHECK: "func.call"() <{callee = @"g\00\FF"}>
func.func @caller() {
  func.call @"g\00\ff"() : () -> ()
  return
}
