// RUN: not ipu-compile %s -o %t.ipupkg --log-level=warn 2>&1 | filecheck %s
// RUN: ipu-compile %s --emit=exchange --log-level=warn | filecheck %s --check-prefix=EMIT

// Exchange phases outside an `exchange.program` are what `ipu-opt --pass=schedule-exchange`
// schedules, not a program: there is no superstep sequence to put in a package, so asking for
// one is refused before any pass runs. Printing the scheduled exchange level still works.

// CHECK: bare-phases.mlir:[[#@LINE+5]]:1: error: nothing to build a package from: the input's exchange phases are not in an 'exchange.program'
// CHECK-NOT: build-package

// EMIT: exchange.phase @p0 kind "{{[a-z-]+}}" horizon {{[0-9]+}}

exchange.phase @p0 {
  exchange.transfer from 0 to [1] words 4 src_offset 0 dst_offset 0
}
