// RUN: ipu-opt %s | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | ipu-opt | filecheck %s
// RUN: ipu-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// `graph.constant` in its two forms: dense values (splat or list; the value's type is the
// result type), and a seeded random constant whose seed, distribution and scale print in
// that order.

// CHECK-LABEL: func.func @dense()
// CHECK-NEXT: %[[S:.*]] = graph.constant dense<1.000000e+00> : tensor<4x8xf16>
// CHECK-NEXT: %[[L:.*]] = graph.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %[[T:.*]] = graph.constant {origin = "bias"} dense<-2.500000e-01> : tensor<f8E4M3FN>
// CHECK-NEXT: return %[[S]], %[[L]], %[[T]]
// GENERIC-LABEL: sym_name = "dense"
// GENERIC: "graph.constant"() {value = dense<1.000000e+00> : tensor<4x8xf16>} : () -> tensor<4x8xf16>
// GENERIC: "graph.constant"() {value = dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
// GENERIC: "graph.constant"() {origin = "bias", value = dense<-2.500000e-01> : tensor<f8E4M3FN>} : () -> tensor<f8E4M3FN>
func.func @dense() -> (tensor<4x8xf16>, tensor<2x2xf32>, tensor<f8E4M3FN>) {
  %s = graph.constant dense<1.0> : tensor<4x8xf16>
  %l = graph.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %t = graph.constant {origin = "bias"} dense<-0.25> : tensor<f8E4M3FN>
  return %s, %l, %t : tensor<4x8xf16>, tensor<2x2xf32>, tensor<f8E4M3FN>
}

// CHECK-LABEL: func.func @random()
// CHECK-NEXT: %[[N:.*]] = graph.constant random {seed = 7 : i64, distribution = "normal", scale = 2.000000e-02 : f32} : tensor<1152x4304xf16>
// CHECK-NEXT: %[[U:.*]] = graph.constant random {seed = 0 : i64, distribution = "uniform", scale = 1.000000e+00 : f32, tag} : tensor<16xf32>
// CHECK-NEXT: return %[[N]], %[[U]]
// GENERIC-LABEL: sym_name = "random"
// GENERIC: "graph.constant"() {distribution = "normal", scale = 2.000000e-02 : f32, seed = 7 : i64} : () -> tensor<1152x4304xf16>
// GENERIC: "graph.constant"() {distribution = "uniform", scale = 1.000000e+00 : f32, seed = 0 : i64, tag} : () -> tensor<16xf32>
func.func @random() -> (tensor<1152x4304xf16>, tensor<16xf32>) {
  %n = graph.constant random {seed = 7 : i64, distribution = "normal", scale = 0.02 : f32} : tensor<1152x4304xf16>
  %u = graph.constant random {tag, scale = 1.0 : f32, distribution = "uniform", seed = 0 : i64} : tensor<16xf32>
  return %n, %u : tensor<1152x4304xf16>, tensor<16xf32>
}
