// RUN: filecheck --input-file %s %s
// The simplest RUN line: the file is both the check file and the input.

func.func @hello
// CHECK-LABEL: func.func @hello
// CHECK-NEXT: CHECK-LABEL
