// RUN: cp %s %t.mlir
// RUN: not ipu-compile %t.mlir -o %t.mlir 2>&1 | filecheck %s --check-prefix=COMPILE
// RUN: filecheck %s --check-prefix=KEPT --input-file %t.mlir
// RUN: ipu-compile %s -o %t.ipupkg
// RUN: not ipu-run %t.ipupkg --profile %t.ipupkg 2>&1 | filecheck %s --check-prefix=PROFILE
// RUN: not ipu-run %t.ipupkg --profile %t.profile.json 2>&1 | filecheck %s --check-prefix=JSON
// RUN: ipu-run %t.ipupkg | filecheck %s --check-prefix=RAN

// An output that would overwrite the tool's input is refused before any work (a usage
// error, exit 2), and the input is left as it was: the package over its own source, the
// profile over the package it profiles, or a page named `.json` that its own data (written
// beside it as `.json`) would replace.

// COMPILE: error: -o {{.*}}.mlir: is the input file; the package would overwrite it (give another file name)
// KEPT: func.func @main
// PROFILE: error: --profile {{.*}}.ipupkg: would overwrite the package {{.*}}.ipupkg (give another file name)
// JSON: error: --profile {{.*}}.profile.json: the profile is an HTML page whose data is written beside it as '.json'; give the page's name (e.g. {{.*}}.profile.html)
// RAN: numericalTest=PASS
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = graph.add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
