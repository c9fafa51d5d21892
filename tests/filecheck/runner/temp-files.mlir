// RUN: echo "hello from %%t" > %t && echo 'second line' >> %t
// RUN: filecheck %s --check-prefix=FILE --input-file %t
// RUN: filecheck %s --check-prefix=FILE < %t; cat %t | filecheck %s --check-prefix=FILE
// RUN: filecheck --input-file %S/self-check.mlir %p/self-check.mlir
// `%t` is a per-test scratch path; `>`, `>>`, `<`, `;`, `&&` and `|` work as in
// a shell; `%S` and `%p` are this file's directory.

// FILE: hello from %t
// FILE-NEXT: second line
