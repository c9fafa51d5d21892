// RUN: ipu-opt %s --pass='plan-operators{tiles=4}' --pass-statistics -o %t 2>&1 | filecheck %s --check-prefix=STATS
// RUN: ipu-compile %s --tiles=4 --emit=exchange -o - --log-level=error | filecheck %s
// RUN: ipu-compile %s --tiles=4 -o %t.ipupkg --log-level=error
// RUN: ipu-run %t.ipupkg --inferences 2 | filecheck %s --check-prefix=SIM

// Attention scores of 13 tokens in f16, then their softmax: a row of 13 f16 is 26 bytes,
// not whole 32-bit words, so a block of several rows starts every other row mid-word and
// the exchange (whole words only) could neither write the rows there nor read them from
// the product's blocks. The softmax runs in f32 between casts instead (the graph
// semantics: computed in f32, rounded once to f16); the cast to f32 takes the product's
// blocks where they are.

// STATS: PlanOperators
// STATS: (S) 1 num-softmaxes-widened

// CHECK: compute_set @[[P:matmul0]].gemm {
// CHECK: vertex "cast_f16_to_f32"
// CHECK: vertex "softmax_max_f32" on {{[0-9]+}} workers 6 m [[#]] n 13 k 0
// CHECK: vertex "cast_f32_to_f16"

// SIM: numericalTest=PASS

func.func @main(%q: tensor<13x32xf16>, %k: tensor<32x13xf16>) -> tensor<13x13xf16> {
  %s = graph.matmul %q, %k : (tensor<13x32xf16>, tensor<32x13xf16>) -> tensor<13x13xf16>
  %p = graph.softmax %s {dimension = 1 : i64} : tensor<13x13xf16>
  return %p : tensor<13x13xf16>
}
