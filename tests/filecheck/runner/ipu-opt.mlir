// RUN: ipu-opt %s | filecheck %s
// RUN: ipu-opt %s --print-op-generic | FileCheck %s --check-prefix=GENERIC
// The runner finds ipu-opt in the build's target directory, and `FileCheck`
// means our filecheck.

func.func @identity(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[ARG:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[ARG]] : tensor<4xf32>

// GENERIC: "func.return"(%{{.*}}) : (tensor<4xf32>) -> ()
