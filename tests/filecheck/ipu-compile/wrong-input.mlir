// RUN: ipu-compile %S/../../../examples/backend/matmul_add_f16.mlir -o %t.ipupkg 2> /dev/null
// RUN: not ipu-compile %t.ipupkg -o %t.again.ipupkg 2>&1 | filecheck %s --check-prefix=PKG
// RUN: not ipu-compile %s -o %t.x.ipupkg 2>&1 | filecheck %s --check-prefix=UNREG
// RUN: not ipu-compile %s -o %t.missing/x.ipupkg 2>&1 | filecheck %s --check-prefix=DIR

// Inputs meant for another tool name that tool: a package goes to ipu-run. ipu-compile
// compiles only the dialects it knows and, having no --allow-unregistered-dialect, does
// not suggest it. A missing output directory is found before anything runs.

// PKG: wrong-input.mlir.tmp.ipupkg: error: this is an IPU package (ipu-compile's output), not MLIR; run it with `ipu-run {{.*}}wrong-input.mlir.tmp.ipupkg`
// UNREG: wrong-input.mlir:[[#@LINE+4]]:1: error: unregistered operation 'mystery.op'{{$}}
// UNREG-NOT: allow-unregistered-dialect
// UNREG: note: ipu-compile reads StableHLO and the graph, tiled, exchange and tile_asm dialects
// DIR: ipu-compile: error: -o {{.*}}.missing/x.ipupkg: directory '{{.*}}.missing' does not exist
"mystery.op"() : () -> ()
