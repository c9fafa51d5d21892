//! The interpreter against hand-computed values. `check(program, inputs, expect)`
//! parses `program` (its `@main`), runs it and compares every output exactly (or
//! within `tol` where a transcendental function is involved).

use ipu_dialects::graph_dialect::{Distribution, RandomSpec};
use ipu_dialects::{Context, Module, register_all_dialects};
use ipu_runtime::numerics::DType;
use ipu_runtime::reference::random::NormalStream;

use super::{InterpError, Tensor, interpret_module, random_values};

fn t(shape: &[usize], dtype: DType, data: &[f32]) -> Tensor {
    Tensor {
        shape: shape.to_vec(),
        dtype,
        data: data.to_vec(),
    }
}

fn run(program: &str, inputs: &[Tensor]) -> Result<Vec<Tensor>, String> {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let module = Module::parse(&ctx, "t.mlir", program.as_bytes())
        .map_err(|d| format!("parse: {}", d[0].message))?;
    let diags = module.verify(&ctx);
    if let Some(d) = diags.first() {
        return Err(format!("verify: {}", d.message));
    }
    interpret_module(&ctx, &module, "main", inputs).map_err(|e| e.to_string())
}

/// Runs `program` and compares each output with `expect` (shape, type, values within `tol`).
fn check(program: &str, inputs: &[Tensor], expect: &[Tensor], tol: f32) {
    let got = run(program, inputs).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(got.len(), expect.len(), "number of outputs");
    for (i, (g, e)) in got.iter().zip(expect).enumerate() {
        assert_eq!((&g.shape, g.dtype), (&e.shape, e.dtype), "output #{i}");
        for (j, (a, b)) in g.data.iter().zip(&e.data).enumerate() {
            let ok = (a.is_nan() && b.is_nan()) || (a - b).abs() <= tol;
            assert!(
                ok,
                "output #{i} element {j}: got {a}, expected {b}\n{:?}",
                g.data
            );
        }
    }
}

#[test]
fn matmul_is_the_hand_computed_product() {
    // [[1, 2], [3, 4]] · [[5, 6], [7, 8]] = [[19, 22], [43, 50]].
    check(
        "func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
           %c = graph.matmul %a, %b : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
           return %c : tensor<2x2xf32>
         }",
        &[
            t(&[2, 2], DType::F32, &[1.0, 2.0, 3.0, 4.0]),
            t(&[2, 2], DType::F32, &[5.0, 6.0, 7.0, 8.0]),
        ],
        &[t(&[2, 2], DType::F32, &[19.0, 22.0, 43.0, 50.0])],
        0.0,
    );
}

#[test]
fn batched_matmul_shares_the_rhs() {
    // Batch 0: [1, 1] · [[1, 2], [3, 4]] = [4, 6]; batch 1: [2, 0] · ... = [2, 4].
    check(
        "func.func @main(%a: tensor<2x1x2xf16>, %b: tensor<2x2xf16>) -> tensor<2x1x2xf16> {
           %c = graph.matmul %a, %b : (tensor<2x1x2xf16>, tensor<2x2xf16>) -> tensor<2x1x2xf16>
           return %c : tensor<2x1x2xf16>
         }",
        &[
            t(&[2, 1, 2], DType::F16, &[1.0, 1.0, 2.0, 0.0]),
            t(&[2, 2], DType::F16, &[1.0, 2.0, 3.0, 4.0]),
        ],
        &[t(&[2, 1, 2], DType::F16, &[4.0, 6.0, 2.0, 4.0])],
        0.0,
    );
}

#[test]
fn results_are_rounded_to_the_element_type() {
    // 1 + 0.0001 is 1.0001 in f32 but rounds to 1 in f16 (spacing 2^-10 at 1), and to
    // 1 in bf16 (spacing 2^-7).
    check(
        "func.func @main(%x: tensor<1xf32>, %y: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf16>, tensor<1xbf16>) {
           %s = graph.add %x, %y : tensor<1xf32>
           %h = graph.cast %s : tensor<1xf32> -> tensor<1xf16>
           %b = graph.cast %s : tensor<1xf32> -> tensor<1xbf16>
           return %s, %h, %b : tensor<1xf32>, tensor<1xf16>, tensor<1xbf16>
         }",
        &[
            t(&[1], DType::F32, &[1.0]),
            t(&[1], DType::F32, &[0.0001]),
        ],
        &[
            t(&[1], DType::F32, &[1.0001]),
            t(&[1], DType::F16, &[1.0]),
            t(&[1], DType::BF16, &[1.0]),
        ],
        0.0,
    );
}

#[test]
fn casts_to_f8_scale_then_round() {
    // × 2: 0.3 → 0.6 → 0.625 (E4M3 spacing 1/16 in [0.5, 1)); 100 → 200, a tie
    // between 192 and 208 that goes to the even mantissa, 192; -0.001 → -0.002 →
    // the smallest subnormal 2^-9; 300 → 600 overflows E4M3FN (max 448): NaN.
    // In E5M2, 600 rounds to 640 (spacing 128 in [512, 1024)).
    check(
        "func.func @main(%x: tensor<4xf32>) -> (tensor<4xf8E4M3FN>, tensor<4xf8E5M2>) {
           %a = graph.cast %x {scale = 2.0 : f32} : tensor<4xf32> -> tensor<4xf8E4M3FN>
           %b = graph.cast %x {scale = 2.0 : f32} : tensor<4xf32> -> tensor<4xf8E5M2>
           return %a, %b : tensor<4xf8E4M3FN>, tensor<4xf8E5M2>
         }",
        &[t(&[4], DType::F32, &[0.3, 100.0, -0.001, 300.0])],
        &[
            t(
                &[4],
                DType::F8E4M3FN,
                &[0.625, 192.0, -0.001_953_125, f32::NAN],
            ),
            t(&[4], DType::F8E5M2, &[0.625, 192.0, -0.001_953_125, 640.0]),
        ],
        0.0,
    );
}

#[test]
fn gelu_both_forms_and_transcendentals() {
    // gelu_tanh(1) = 0.5 (1 + tanh(0.7978845608 · 1.044715)) = 0.8411920;
    // gelu_erf(1) = 0.5 (1 + erf(1/√2)) = 0.8413447; exp(1) = 2.7182817; tanh(1) = 0.7615942.
    check(
        "func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
           %a = graph.gelu %x : tensor<2xf32>
           %b = graph.gelu %x {approximate = \"none\"} : tensor<2xf32>
           %c = graph.exp %x : tensor<2xf32>
           %d = graph.tanh %x : tensor<2xf32>
           return %a, %b, %c, %d : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
         }",
        &[t(&[2], DType::F32, &[1.0, 0.0])],
        &[
            t(&[2], DType::F32, &[0.841_192, 0.0]),
            t(&[2], DType::F32, &[0.841_344_7, 0.0]),
            t(&[2], DType::F32, &[std::f32::consts::E, 1.0]),
            t(&[2], DType::F32, &[0.761_594_2, 0.0]),
        ],
        2e-6,
    );
}

#[test]
fn elementwise_binary_ops() {
    check(
        "func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
           %s = graph.sub %x, %y : tensor<3xf32>
           %m = graph.mul %x, %y : tensor<3xf32>
           %d = graph.div %x, %y : tensor<3xf32>
           %n = graph.neg %x : tensor<3xf32>
           %x2 = graph.max %s, %n : tensor<3xf32>
           return %m, %d, %x2, %s : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
         }",
        &[
            t(&[3], DType::F32, &[1.0, -2.0, 6.0]),
            t(&[3], DType::F32, &[4.0, 0.5, -3.0]),
        ],
        &[
            t(&[3], DType::F32, &[4.0, -1.0, -18.0]),
            t(&[3], DType::F32, &[0.25, -4.0, -2.0]),
            // max(x - y, -x): max(-3, -1) = -1, max(-2.5, 2) = 2, max(9, -6) = 9.
            t(&[3], DType::F32, &[-1.0, 2.0, 9.0]),
            t(&[3], DType::F32, &[-3.0, -2.5, 9.0]),
        ],
        0.0,
    );
}

#[test]
fn layout_ops() {
    // x = [[0, 1, 2], [3, 4, 5]].
    check(
        "func.func @main(%x: tensor<2x3xf16>, %r: tensor<3xf16>) -> (tensor<3x2xf16>, tensor<6xf16>, tensor<2x2xf16>, tensor<2x6xf16>, tensor<2x3xf16>) {
           %t = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<2x3xf16> -> tensor<3x2xf16>
           %f = graph.reshape %x : tensor<2x3xf16> -> tensor<6xf16>
           %s = graph.slice %x {start = array<i64: 0, 0>, limit = array<i64: 2, 3>, strides = array<i64: 1, 2>} : tensor<2x3xf16> -> tensor<2x2xf16>
           %c = graph.concat %x, %x {dimension = 1 : i64} : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x6xf16>
           %b = graph.broadcast %r {dimensions = array<i64: 1>} : tensor<3xf16> -> tensor<2x3xf16>
           return %t, %f, %s, %c, %b : tensor<3x2xf16>, tensor<6xf16>, tensor<2x2xf16>, tensor<2x6xf16>, tensor<2x3xf16>
         }",
        &[
            t(&[2, 3], DType::F16, &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]),
            t(&[3], DType::F16, &[10.0, 20.0, 30.0]),
        ],
        &[
            t(&[3, 2], DType::F16, &[0.0, 3.0, 1.0, 4.0, 2.0, 5.0]),
            t(&[6], DType::F16, &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]),
            t(&[2, 2], DType::F16, &[0.0, 2.0, 3.0, 5.0]),
            t(
                &[2, 6],
                DType::F16,
                &[0.0, 1.0, 2.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 3.0, 4.0, 5.0],
            ),
            t(&[2, 3], DType::F16, &[10.0, 20.0, 30.0, 10.0, 20.0, 30.0]),
        ],
        0.0,
    );
}

#[test]
fn softmax_along_either_dimension_and_reductions() {
    // Rows [0, ln 2] give [1/3, 2/3]; along dimension 0 of [[0, 0], [ln 2, ln 3]]:
    // column 0 [1/3, 2/3], column 1 [1/4, 3/4].
    let ln2 = std::f32::consts::LN_2;
    let ln3 = 3f32.ln();
    check(
        "func.func @main(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<f32>) {
           %a = graph.softmax %x {dimension = 1 : i64} : tensor<2x2xf32>
           %b = graph.softmax %x {dimension = 0 : i64} : tensor<2x2xf32>
           %s = graph.reduce %x {kind = \"sum\", dimensions = array<i64: 0>} : tensor<2x2xf32> -> tensor<2xf32>
           %m = graph.reduce %x {kind = \"max\", dimensions = array<i64: 0, 1>} : tensor<2x2xf32> -> tensor<f32>
           return %a, %b, %s, %m : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<f32>
         }",
        &[t(&[2, 2], DType::F32, &[0.0, 0.0, ln2, ln3])],
        &[
            t(&[2, 2], DType::F32, &[0.5, 0.5, 0.4, 0.6]),
            t(&[2, 2], DType::F32, &[1.0 / 3.0, 0.25, 2.0 / 3.0, 0.75]),
            t(&[2], DType::F32, &[ln2, ln3]),
            t(&[], DType::F32, &[ln3]),
        ],
        1e-6,
    );
}

#[test]
fn fused_matmul_casts_then_applies_the_epilogue_in_order() {
    // lhs [[1.1, 2]] cast to f8E4M3FN with scale 1: 1.1 → 1.125 (spacing 1/8 in [1, 2)).
    // acc = [1.125, 2] · [[1, 0], [0, 1]] = [1.125, 2]; bias [0.875, -1] → [2, 1];
    // scale 0.5 → [1, 0.5]; mul by [2, 4] → [2, 2]; gelu_erf(2) = 1.9544998.
    check(
        "func.func @main(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>, %bias: tensor<2xf32>, %m: tensor<1x2xf32>) -> tensor<1x2xf32> {
           %y = graph.fused_matmul %a, %b, %bias, %m {epilogue = [\"bias\", \"scale\", \"mul\", \"gelu_erf\"], scale = 0.5 : f32, lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.0>} : (tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
           return %y : tensor<1x2xf32>
         }",
        &[
            t(&[1, 2], DType::F32, &[1.1, 2.0]),
            t(&[2, 2], DType::F32, &[1.0, 0.0, 0.0, 1.0]),
            t(&[2], DType::F32, &[0.875, -1.0]),
            t(&[1, 2], DType::F32, &[2.0, 4.0]),
        ],
        &[t(&[1, 2], DType::F32, &[1.9545, 1.9545])],
        2e-6,
    );
}

#[test]
fn fused_matmul_equals_its_unfused_graph() {
    // The same computation as separate ops must agree up to the final rounding: the
    // fused form rounds once, the unfused one after every op (here all f32 but the last).
    let fused = "func.func @main(%a: tensor<2x3x4xf16>, %b: tensor<4x5xf16>, %c: tensor<2x5xf16>, %d: tensor<2x3x5xf32>) -> tensor<2x3x5xf16> {
           %y = graph.fused_matmul %a, %b, %c, %d {epilogue = [\"bias\", \"add\", \"gelu_tanh\"]} : (tensor<2x3x4xf16>, tensor<4x5xf16>, tensor<2x5xf16>, tensor<2x3x5xf32>) -> tensor<2x3x5xf16>
           return %y : tensor<2x3x5xf16>
         }";
    let unfused = "func.func @main(%a: tensor<2x3x4xf16>, %b: tensor<4x5xf16>, %c: tensor<2x5xf16>, %d: tensor<2x3x5xf32>) -> tensor<2x3x5xf16> {
           %m = graph.matmul %a, %b : (tensor<2x3x4xf16>, tensor<4x5xf16>) -> tensor<2x3x5xf32>
           %c32 = graph.cast %c : tensor<2x5xf16> -> tensor<2x5xf32>
           %cb = graph.broadcast %c32 {dimensions = array<i64: 0, 2>} : tensor<2x5xf32> -> tensor<2x3x5xf32>
           %s = graph.add %m, %cb : tensor<2x3x5xf32>
           %s2 = graph.add %s, %d : tensor<2x3x5xf32>
           %g = graph.gelu %s2 : tensor<2x3x5xf32>
           %y = graph.cast %g : tensor<2x3x5xf32> -> tensor<2x3x5xf16>
           return %y : tensor<2x3x5xf16>
         }";
    let seq = |n: usize, k: f32| (0..n).map(|i| ((i as f32) * k).sin()).collect::<Vec<f32>>();
    let inputs = [
        t(&[2, 3, 4], DType::F16, &seq(24, 0.7)).rounded_to(DType::F16),
        t(&[4, 5], DType::F16, &seq(20, 1.3)).rounded_to(DType::F16),
        t(&[2, 5], DType::F16, &seq(10, 2.1)).rounded_to(DType::F16),
        t(&[2, 3, 5], DType::F32, &seq(30, 0.4)),
    ];
    let a = run(fused, &inputs).unwrap_or_else(|e| panic!("{e}"));
    let b = run(unfused, &inputs).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a, b);
}

#[test]
fn constants_dense_and_random() {
    check(
        "func.func @main() -> (tensor<2x2xf16>, tensor<3xbf16>) {
           %a = graph.constant dense<[[1.0, 2.5], [-3.0, 0.1]]> : tensor<2x2xf16>
           %b = graph.constant dense<7.0> : tensor<3xbf16>
           return %a, %b : tensor<2x2xf16>, tensor<3xbf16>
         }",
        &[],
        // 0.1 is stored as the nearest f16, 0.0999755859375.
        &[
            t(&[2, 2], DType::F16, &[1.0, 2.5, -3.0, 0.099_975_586]),
            t(&[3], DType::BF16, &[7.0, 7.0, 7.0]),
        ],
        0.0,
    );
    // A normal random constant is the runtime's normal stream (seed, 0) times the scale,
    // rounded: the same values as `OpKind::RandomNormal`.
    let out = run(
        "func.func @main() -> (tensor<2x3xf16>, tensor<4096xf32>) {
           %n = graph.constant random {seed = 42 : i64, distribution = \"normal\", scale = 0.5 : f32} : tensor<2x3xf16>
           %u = graph.constant random {seed = 3 : i64, distribution = \"uniform\", scale = 2.0 : f32} : tensor<4096xf32>
           return %n, %u : tensor<2x3xf16>, tensor<4096xf32>
         }",
        &[],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut stream = NormalStream::new(42, 0);
    let expect: Vec<f32> = (0..6)
        .map(|_| ipu_runtime::numerics::round(DType::F16, stream.next_f32() * 0.5))
        .collect();
    assert_eq!(out[0].data, expect);
    let u = &out[1].data;
    assert!(
        u.iter().all(|v| v.abs() < 2.0),
        "uniform values outside (-2, 2)"
    );
    let mean = u.iter().map(|&v| f64::from(v)).sum::<f64>() / u.len() as f64;
    let var = u.iter().map(|&v| f64::from(v).powi(2)).sum::<f64>() / u.len() as f64;
    // Uniform on (-2, 2): mean 0, variance 4/3.
    assert!(mean.abs() < 0.06, "mean {mean}");
    assert!((var - 4.0 / 3.0).abs() < 0.06, "variance {var}");
    // The generator is reachable directly, and the same for the same seed.
    let spec = RandomSpec {
        seed: 3,
        distribution: Distribution::Uniform,
        scale: 2.0,
    };
    assert_eq!(&random_values(spec, 4096), u);
}

#[test]
fn calls_and_input_errors() {
    let program = "func.func private @double(%x: tensor<2xf32>) -> tensor<2xf32> {
           %y = graph.add %x, %x : tensor<2xf32>
           return %y : tensor<2xf32>
         }
         func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
           %y = call @double(%x) : (tensor<2xf32>) -> tensor<2xf32>
           %z = call @double(%y) : (tensor<2xf32>) -> tensor<2xf32>
           return %z : tensor<2xf32>
         }";
    check(
        program,
        &[t(&[2], DType::F32, &[1.0, -0.5])],
        &[t(&[2], DType::F32, &[4.0, -2.0])],
        0.0,
    );
    assert_eq!(
        run(program, &[]).err().as_deref(),
        Some("@main takes 1 inputs, 0 given")
    );
    assert_eq!(
        run(program, &[t(&[3], DType::F32, &[0.0; 3])])
            .err()
            .as_deref(),
        Some("input #0 of @main has shape [3] (3 values), the argument is tensor<2xf32>")
    );
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let module =
        Module::parse(&ctx, "t.mlir", program.as_bytes()).unwrap_or_else(|_| panic!("parse"));
    let err = interpret_module(&ctx, &module, "nope", &[]).err();
    assert!(matches!(err, Some(InterpError::NoFunction(ref n)) if n == "nope"));
}

#[test]
fn unsupported_ops_are_located_errors() {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    ctx.set_allow_unregistered(true);
    let program = "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %y = \"foo.bar\"(%x) : (tensor<2xf32>) -> tensor<2xf32>\n  return %y : tensor<2xf32>\n}\n";
    let module =
        Module::parse(&ctx, "t.mlir", program.as_bytes()).unwrap_or_else(|_| panic!("parse"));
    let err = interpret_module(&ctx, &module, "main", &[t(&[2], DType::F32, &[0.0; 2])])
        .err()
        .unwrap_or_else(|| panic!("foo.bar evaluated"));
    assert_eq!(
        err.render(&ctx, &ipu_dialects::SourceMap::new()),
        "t.mlir:2:8: error: 'foo.bar' op is not supported by the graph interpreter ('foo.bar')\n"
    );
}
