// RUN: ipu-opt %s --pass='schedule-exchange{summary=false}' --dump-pass-pipeline -o /dev/null 2>&1 | filecheck %s --check-prefix=PIPELINE
// RUN: not ipu-opt %s --pass='schedule-exchange{kind=fast}' 2>&1 | filecheck %s --check-prefix=KIND
// RUN: not ipu-opt %s --pass='schedule-exchange{target=ipu99}' 2>&1 | filecheck %s --check-prefix=TARGET
// RUN: not ipu-opt %s --pass='schedule-exchange{summary=false}' --target=gc2 2>&1 | filecheck %s --check-prefix=GC2
// RUN: not ipu-opt %s --pass='schedule-exchange{summary=false target=gc2}' 2>&1 | filecheck %s --check-prefix=GC2
// RUN: ipu-opt %s --pass='schedule-exchange{summary=false seed=7 time-limit-ms=60000 search-effort=8 kind=matching-waves}' | filecheck %s

// The pass's options and where the target comes from: a phase's own (or enclosing)
// `target` attribute, else the `target` option, else `--target`, else ipu21. On a gc2
// (1216 tiles) the transfer to tile 1300 is out of range.

// PIPELINE: builtin.module(schedule-exchange{kind=auto time-limit-ms=10000 seed=0 search-effort=4 target= summary=false})
// KIND: invalid value 'fast' for option 'kind' of pass 'schedule-exchange': expected `auto`, `full-duplex`, `matching-waves` or `paired`
// TARGET: invalid options for pass 'schedule-exchange': unknown target 'ipu99'
// GC2: {{.*}}options.mlir:[[# @LINE + 4]]:3: error: 'exchange.transfer' op destination tile 1300 is outside the target (1216 tiles)

// CHECK-LABEL: exchange.phase @p kind "matching-waves" horizon 44 endpoint_lower_bound 43 lower_bound_gap 1
exchange.phase @p {
  exchange.transfer from 1 to [1300] words 16 src_offset 0 dst_offset 0
}
