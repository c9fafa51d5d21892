// RUN: not filecheck --input-file %s %s --check-prefix=BAD --dump-input=never 2>&1 \
// RUN:   | filecheck %s --check-prefix=DIAG
// A failing check's diagnostic, piped (with 2>&1) into a second filecheck.

// BAD: {{^}}missing
// DIAG: pipe.mlir:[[#@LINE-1]]:9: error: BAD: expected string not found in input
// DIAG-NEXT: // BAD: {{[{][{]\^[}][}]}}missing
// DIAG-NEXT: {{^}}        ^
// DIAG-NEXT: pipe.mlir:1:1: note: scanning from here
