// RUN: ipu-opt --allow-unregistered-dialect --split-input-file %s 2>%t.err | filecheck %s
// RUN: filecheck %s --input-file %t.err --check-prefix=WARN

// --split-input-file splits where mlir-opt-19 splits: at the marker (two slashes,
// a blank, five dashes) anywhere in a line, indented ones too; two dashes fewer is
// a near miss, only a warning. (Checks below spell the marker with a regex, or
// they would split this file themselves.)
// CHECK: "t.first"
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK: "t.after_indented"
"t.first"() : () -> ()
  // -----
"t.after_indented"() : () -> ()
// ---
// WARN: split-markers.mlir:[[# @LINE - 1]]:7: warning: near miss with file split marker
// CHECK-NEXT: "t.same_chunk"
// CHECK-NOT: {{//}} -----
"t.same_chunk"() : () -> ()
