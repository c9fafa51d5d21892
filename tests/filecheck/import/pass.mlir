// RUN: ipu-opt --allow-unregistered-dialect --pass=import-stablehlo %S/../../../examples/stablehlo/attn_scores_1head_f16_small.generic.mlir | filecheck %s
// RUN: ipu-opt --allow-unregistered-dialect --pass='import-stablehlo{weights-as-constants num-inputs=1 seed=5}' %S/../../../examples/stablehlo/attn_scores_1head_f16_small.generic.mlir | filecheck %s --check-prefix=FOLD
// RUN: ipu-opt --allow-unregistered-dialect --pass=import-stablehlo --pass-statistics %S/../../../examples/stablehlo/attn_scores_1head_f16_small.generic.mlir -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS

// The importer as a pass (the first step of a compile pipeline): ipu-opt reads the
// generic form of a JAX export (its stablehlo ops as unregistered ops), and the
// pass's options and statistics work as for any pass.

// CHECK-LABEL: func.func public @main(
// CHECK-NEXT: %[[KT:.*]] = graph.transpose %arg1 {permutation = array<i64: 1, 0>} : tensor<64x32xf16> -> tensor<32x64xf16>
// CHECK-NEXT: %[[S:.*]] = graph.matmul %arg0, %[[KT]] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
// CHECK-NEXT: %[[C:.*]] = graph.constant dense<1.767580e-01> : tensor<f16>
// CHECK-NEXT: %[[CB:.*]] = graph.broadcast %[[C]] {dimensions = array<i64>} : tensor<f16> -> tensor<64x64xf16>
// CHECK-NEXT: %[[Y:.*]] = graph.mul %[[S]], %[[CB]] : tensor<64x64xf16>
// CHECK-NEXT: return %[[Y]] : tensor<64x64xf16>

// FOLD-LABEL: func.func public @main(%arg0: tensor<64x32xf16>) ->
// FOLD-NEXT: %[[K:.*]] = graph.constant random {seed = 6 : i64, distribution = "normal", scale = 1.250000e-01 : f32} : tensor<64x32xf16>
// FOLD-NEXT: graph.transpose %[[K]]

// STATS: ImportStablehlo
// STATS-DAG: (S) 5 num-ops-imported
// STATS-DAG: (S) 0 num-calls-inlined
