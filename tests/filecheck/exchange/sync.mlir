// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `exchange.sync` separates supersteps; it has no attributes of its own and keeps any
// other.

// CHECK-LABEL: exchange.program @steps {
// CHECK-NEXT: sync
// CHECK-NEXT: sync {label = "after exchange"}
// CHECK-NEXT: }
// GENERIC: "exchange.sync"() : () -> ()
// GENERIC-NEXT: "exchange.sync"() {label = "after exchange"} : () -> ()
exchange.program @steps {
  exchange.sync
  "exchange.sync"() {label = "after exchange"} : () -> ()
}
