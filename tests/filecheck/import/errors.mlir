// RUN: not ipu-translate --import-stablehlo %s 2>&1 | filecheck %s

// Errors name the file, line and column of the op, show the line with a caret, and
// the exit status is 1 with nothing on stdout.

// CHECK: {{.*}}errors.mlir:[[@LINE+3]]:8: error: 'stablehlo.exponential_minus_one' op is not supported by import-stablehlo
// CHECK-NEXT: %0 = stablehlo.exponential_minus_one %x : tensor<4xf32>
func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
