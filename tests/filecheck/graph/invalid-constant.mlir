// RUN: ipu-opt %s --split-input-file --verify-diagnostics

// `graph.constant` is either dense (`value`) or random (`seed`, `distribution`, `scale`).

func.func @both_forms() {
  // expected-error @+1 {{'graph.constant' op requires either attribute 'value' (dense form) or attribute 'seed' (random form), not both}}
  %0 = "graph.constant"() {value = dense<1.0> : tensor<4xf32>, seed = 1 : i64} : () -> tensor<4xf32>
  return
}

// -----

func.func @neither_form() {
  // expected-error @+1 {{'graph.constant' op requires attribute 'value' (dense form) or attribute 'seed' (random form)}}
  %0 = "graph.constant"() : () -> tensor<4xf32>
  return
}

// -----

func.func @value_not_dense() {
  // expected-error @+1 {{'graph.constant' op attribute 'value' failed to satisfy constraint: dense elements attribute}}
  %0 = "graph.constant"() {value = 1.0 : f32} : () -> tensor<4xf32>
  return
}

// -----

func.func @value_type_mismatch() {
  // expected-error @+1 {{'graph.constant' op value type tensor<4xf32> does not match result type tensor<4xf16>}}
  %0 = "graph.constant"() {value = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf16>
  return
}

// -----

func.func @random_attribute_on_dense() {
  // expected-error @+1 {{'graph.constant' op attribute 'distribution' is only allowed on a random constant (with 'seed')}}
  %0 = graph.constant {distribution = "normal"} dense<1.0> : tensor<4xf32>
  return
}

// -----

func.func @negative_seed() {
  // expected-error @+1 {{'graph.constant' op attribute 'seed' must be >= 0, got -1}}
  %0 = graph.constant random {seed = -1 : i64} : tensor<4xf32>
  return
}

// -----

func.func @seed_not_integer() {
  // expected-error @+1 {{'graph.constant' op attribute 'seed' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = graph.constant random {seed = "seven"} : tensor<4xf32>
  return
}

// -----

func.func @unknown_distribution() {
  // expected-error @+1 {{'graph.constant' op attribute 'distribution' must be "normal" or "uniform", got "cauchy"}}
  %0 = graph.constant random {seed = 1 : i64, distribution = "cauchy"} : tensor<4xf32>
  return
}

// -----

func.func @zero_scale() {
  // expected-error @+1 {{'graph.constant' op attribute 'scale' must be finite and > 0, got 0}}
  %0 = graph.constant random {seed = 1 : i64, scale = 0.0 : f32} : tensor<4xf32>
  return
}

// -----

func.func @f64_scale() {
  // expected-error @+1 {{'graph.constant' op attribute 'scale' failed to satisfy constraint: 32-bit float attribute}}
  %0 = graph.constant random {seed = 1 : i64, scale = 1.0 : f64} : tensor<4xf32>
  return
}

// -----

func.func @dynamic_result() {
  // expected-error @+1 {{'graph.constant' op result #0 must have a static shape, got tensor<?xf32>}}
  %0 = graph.constant random {seed = 1 : i64} : tensor<?xf32>
  return
}

// -----

func.func @random_needs_a_dictionary() {
  // expected-error @+1 {{custom op 'graph.constant' expected '{' with the random constant's seed, distribution and scale}}
  %0 = graph.constant random : tensor<4xf32>
  return
}

// -----

func.func @untyped_value() {
  // expected-error @+1 {{expected a typed value (dense<...> : tensor<...>) or 'random'}}
  %0 = graph.constant [1.0, 2.0]
  return
}
