// RUN: ipu-compile %S/../../../examples/backend/matmul_add_f16.mlir -o %t.ipupkg 2> %t.log
// RUN: filecheck %s --input-file %t.log

// When all is well ipu-compile is quiet, as mlir-opt is: no log lines (the reference
// system's build log is at --log-level=info, exchange-input.mlir), only one line naming
// the package, the workload and target, the compiler's cycle estimate and the time.

// CHECK-NOT: {{.}}
// CHECK: {{^}}ipu-compile: wrote {{.*}}.ipupkg: matmul_add_f16 for ipu21, estimated 2588 cycles (1.725 µs), in {{[0-9]+\.[0-9]+}} s{{$}}
// CHECK-NOT: {{.}}
