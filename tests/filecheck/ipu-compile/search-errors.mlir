// RUN: not ipu-compile %s -o %t.ipupkg --search-attempts 2>&1 | filecheck %s --check-prefix=NONE
// RUN: not ipu-compile %s -o %t.ipupkg --search-attempts=-1 2>&1 | filecheck %s --check-prefix=NEGATIVE
// RUN: not ipu-compile %s -o %t.ipupkg --search-attempts=two 2>&1 | filecheck %s --check-prefix=WORD
// RUN: not ipu-compile %s -o %t.ipupkg --search-attempts=1 --search-state=%t.nowhere/state.json --log-level=info 2>&1 | filecheck %s --check-prefix=NODIR
// RUN: not ipu-compile %s -o %t.ipupkg --search-attempts=1 --search-save=%t.nowhere/state.json 2>&1 | filecheck %s --check-prefix=NODIR-SAVE
// RUN: echo '{"version": 1, "workload": "main", "fingerp' > %t.truncated.json
// RUN: ipu-compile %s -o %t.ipupkg --tiles=8 --search-attempts=1 --search-state=%t.truncated.json 2>&1 | filecheck %s --check-prefix=TRUNCATED
// RUN: filecheck %s --input-file=%t.truncated.json --check-prefix=REWRITTEN
// RUN: echo '{"version": 99}' > %t.future.json
// RUN: ipu-compile %s -o %t.ipupkg --tiles=8 --search-attempts=1 --search-state=%t.future.json 2>&1 | filecheck %s --check-prefix=VERSION
// RUN: rm -f %t.other.json
// RUN: ipu-compile %S/search.mlir -o %t.ipupkg --tiles=8 --search-attempts=1 --search-state=%t.other.json
// RUN: ipu-compile %s -o %t.ipupkg --tiles=8 --search-attempts=1 --search-state=%t.other.json 2>&1 | filecheck %s --check-prefix=OTHER-INPUT
// RUN: ipu-compile %s -o %t.ipupkg --tiles=8 --search-attempts=1 --search-state=%t.other.json
// RUN: ipu-compile %s -o %t.ipupkg --tiles=16 --search-attempts=1 --search-state=%t.other.json 2>&1 | filecheck %s --check-prefix=OTHER-TILES

// Bad input to the planner's search: a count that is not a whole number is a usage error
// (exit 2); a state file in a directory that does not exist is named before planning
// starts; a state that is truncated, of another format version, or for another input or
// tile count is ignored with a warning, and the search starts afresh (overwriting it).

// NONE: error: a value is required for '--search-attempts <N>' but none was supplied
// NEGATIVE: error: invalid value '-1' for '--search-attempts <N>': '-1' is not a number of attempts (a whole number, 0 or more)
// WORD: error: invalid value 'two' for '--search-attempts <N>': 'two' is not a number of attempts

// NODIR-NOT: package build phase finished
// NODIR: ipu-compile: error: --search-state {{.*}}.nowhere/state.json: directory '{{.*}}.nowhere' does not exist
// NODIR-NOT: package build phase finished
// NODIR-SAVE: ipu-compile: error: --search-save {{.*}}.nowhere/state.json: directory '{{.*}}.nowhere' does not exist

// TRUNCATED: search-errors.mlir:[[#@LINE+10]]:1: warning: plan-operators: ignoring the search state '{{.*}}.truncated.json': it is not a search state (truncated or corrupt: {{.*}}); searching afresh
// TRUNCATED-NOT: warning
// TRUNCATED: ipu-compile: wrote
// REWRITTEN: "attempts": 1

// VERSION: warning: plan-operators: ignoring the search state '{{.*}}.future.json': it is of format version 99 (this build reads 1); searching afresh

// OTHER-INPUT: warning: plan-operators: ignoring the search state '{{.*}}.other.json': it is for workload 'main' with another program, target, tile count or compiler version; searching afresh
// OTHER-TILES: warning: plan-operators: ignoring the search state '{{.*}}.other.json': it is for workload 'main' with another program, target, tile count or compiler version; searching afresh

func.func @main(%x: tensor<32x64xf16>, %w: tensor<64x48xf16>) -> tensor<32x48xf16> {
  %y = graph.matmul %x, %w : (tensor<32x64xf16>, tensor<64x48xf16>) -> tensor<32x48xf16>
  return %y : tensor<32x48xf16>
}
