// RUN: not ipu-opt --pass=import-stablehlo %s 2>&1 | filecheck %s
// RUN: not ipu-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=SPLIT

// ipu-opt reads our dialects; StableHLO as JAX exports it (pretty form) fails to
// parse, and the error says where StableHLO comes in.

func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: stablehlo-hint.mlir:[[# @LINE - 3]]:8: error: custom op 'stablehlo.add' is unknown
// CHECK: stablehlo-hint.mlir:[[# @LINE - 4]]:8: note: StableHLO is imported with `ipu-translate --import-stablehlo`; run ipu-opt on its output

// -----

// An unknown op of another dialect gets no such note.
func.func @f() {
  foo.bar
  return
}
// SPLIT: note: StableHLO is imported with `ipu-translate --import-stablehlo`
// SPLIT: error: custom op 'foo.bar' is unknown
// SPLIT-NOT: note:
