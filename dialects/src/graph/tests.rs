//! Tests of the graph dialect: one `check(input, expect)` per behaviour. `check`
//! parses, verifies and prints (custom form), and also checks that the printed text
//! is a fixpoint and that the generic form parses back to the same custom text.

use crate::ir::diagnostics::{SourceMap, render_all};
use crate::ir::module::Module;
use crate::ir::printer::PrintFlags;
use crate::{Context, register_all_dialects};

pub(crate) fn context() -> Context {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    ctx
}

/// Removes the first newline and the common indentation of `s`.
pub(crate) fn dedent(s: &str) -> String {
    let s = s.strip_prefix('\n').unwrap_or(s);
    let indent = s
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out: Vec<&str> = s
        .lines()
        .map(|l| {
            if l.len() >= indent {
                &l[indent..]
            } else {
                l.trim_start()
            }
        })
        .collect();
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    out.join("\n") + "\n"
}

/// Parses, verifies and prints `input` (generic form if `generic`); or the rendered
/// diagnostics.
pub(crate) fn run(ctx: &Context, input: &str, generic: bool) -> String {
    let sources = SourceMap::new();
    let m = match Module::parse(ctx, "t.mlir", input.as_bytes()) {
        Ok(m) => m,
        Err(d) => return render_all(&d, ctx, &sources),
    };
    let diags = m.verify(ctx);
    if !diags.is_empty() {
        return render_all(&diags, ctx, &sources);
    }
    let text = m.print(
        ctx,
        &PrintFlags {
            generic,
            ..PrintFlags::default()
        },
    );
    // The module printer ends with mlir-opt's empty line; expectations here end at `}`.
    match text.strip_suffix("\n\n") {
        Some(body) => format!("{body}\n"),
        None => text,
    }
}

/// `input` must print as `expect`; printing is a fixpoint, and the generic form
/// reads back to the same custom text.
pub(crate) fn check(input: &str, expect: &str) {
    let ctx = context();
    let got = run(&ctx, &dedent(input), false);
    assert_eq!(got, dedent(expect), "custom form");
    if !got.contains(": error: ") {
        assert_eq!(
            run(&ctx, &got, false),
            got,
            "print(parse(print)) is not a fixpoint"
        );
        let generic = run(&ctx, &got, true);
        assert_eq!(run(&ctx, &generic, false), got, "generic form:\n{generic}");
    }
}

/// `input` must fail with exactly the diagnostics `expect` (`t.mlir:L:C: error: ...`).
pub(crate) fn check_error(input: &str, expect: &str) {
    let ctx = context();
    let got = run(&ctx, &dedent(input), false);
    // The IR core adds a "see current operation" note to verifier errors; the
    // message and its location are what these tests pin.
    let errors: Vec<&str> = got.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(errors.join("\n"), expect.trim(), "diagnostics:\n{got}");
}

/// The generic form of `input`.
pub(crate) fn generic(input: &str) -> String {
    let ctx = context();
    run(&ctx, &dedent(input), true)
}

#[test]
fn elementwise_ops_round_trip() {
    check(
        r#"
        func.func @f(%x: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
          %0 = graph.add %x, %y : tensor<4x8xf16>
          %1 = "graph.sub"(%0, %y) : (tensor<4x8xf16>, tensor<4x8xf16>) -> tensor<4x8xf16>
          %2 = graph.mul %1, %x {note = "kept"} : tensor<4x8xf16>
          %3 = graph.div %2, %x : tensor<4x8xf16>
          %4 = graph.max %3, %x : tensor<4x8xf16>
          %5 = graph.neg %4 : tensor<4x8xf16>
          %6 = graph.exp %5 : tensor<4x8xf16>
          %7 = graph.tanh %6 : tensor<4x8xf16>
          %8 = graph.gelu %7 : tensor<4x8xf16>
          %9 = graph.gelu %8 {approximate = "none"} : tensor<4x8xf16>
          return %9 : tensor<4x8xf16>
        }
        "#,
        r#"
        module {
          func.func @f(%arg0: tensor<4x8xf16>, %arg1: tensor<4x8xf16>) -> tensor<4x8xf16> {
            %0 = graph.add %arg0, %arg1 : tensor<4x8xf16>
            %1 = graph.sub %0, %arg1 : tensor<4x8xf16>
            %2 = graph.mul %1, %arg0 {note = "kept"} : tensor<4x8xf16>
            %3 = graph.div %2, %arg0 : tensor<4x8xf16>
            %4 = graph.max %3, %arg0 : tensor<4x8xf16>
            %5 = graph.neg %4 : tensor<4x8xf16>
            %6 = graph.exp %5 : tensor<4x8xf16>
            %7 = graph.tanh %6 : tensor<4x8xf16>
            %8 = graph.gelu %7 {approximate = "tanh"} : tensor<4x8xf16>
            %9 = graph.gelu %8 {approximate = "none"} : tensor<4x8xf16>
            return %9 : tensor<4x8xf16>
          }
        }
        "#,
    );
}

#[test]
fn generic_form_keeps_attributes_discardable() {
    let g = generic(
        r#"
        func.func @f(%x: tensor<64x32xf16>) -> tensor<32x64xf16> {
          %0 = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<64x32xf16> -> tensor<32x64xf16>
          return %0 : tensor<32x64xf16>
        }
        "#,
    );
    assert!(
        g.contains(r#"%0 = "graph.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<64x32xf16>) -> tensor<32x64xf16>"#),
        "{g}"
    );
}

#[test]
fn layout_ops_round_trip() {
    check(
        r#"
        func.func @f(%x: tensor<64x384xf16>, %b: tensor<256xf16>, %r: tensor<1x256xf16>) {
          %0 = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<64x384xf16> -> tensor<384x64xf16>
          %1 = graph.reshape %r : tensor<1x256xf16> -> tensor<256xf16>
          %2 = graph.broadcast %b {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<64x256xf16>
          %3 = graph.slice %x {start = array<i64: 0, 128>, limit = array<i64: 64, 256>} : tensor<64x384xf16> -> tensor<64x128xf16>
          %4 = graph.slice %x {start = array<i64: 0, 0>, limit = array<i64: 64, 384>, strides = array<i64: 2, 5>} : tensor<64x384xf16> -> tensor<32x77xf16>
          %5 = graph.concat %3, %3, %3 {dimension = 1 : i64} : (tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>) -> tensor<64x384xf16>
          %6 = graph.concat %3, %3 {dimension = 0 : i64} : tensor<64x128xf16>, tensor<64x128xf16> -> tensor<128x128xf16>
          %7 = graph.softmax %2 {dimension = 1 : i64} : tensor<64x256xf16>
          %8 = graph.reduce %7 {kind = "sum", dimensions = array<i64: 1>} : tensor<64x256xf16> -> tensor<64xf16>
          %9 = graph.cast %8 {scale = 2.0 : f32} : tensor<64xf16> -> tensor<64xf8E4M3FN>
          %10 = graph.cast %9 : tensor<64xf8E4M3FN> -> tensor<64xf32>
          return
        }
        "#,
        r#"
        module {
          func.func @f(%arg0: tensor<64x384xf16>, %arg1: tensor<256xf16>, %arg2: tensor<1x256xf16>) {
            %0 = graph.transpose %arg0 {permutation = array<i64: 1, 0>} : tensor<64x384xf16> -> tensor<384x64xf16>
            %1 = graph.reshape %arg2 : tensor<1x256xf16> -> tensor<256xf16>
            %2 = graph.broadcast %arg1 {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<64x256xf16>
            %3 = graph.slice %arg0 {limit = array<i64: 64, 256>, start = array<i64: 0, 128>} : tensor<64x384xf16> -> tensor<64x128xf16>
            %4 = graph.slice %arg0 {limit = array<i64: 64, 384>, start = array<i64: 0, 0>, strides = array<i64: 2, 5>} : tensor<64x384xf16> -> tensor<32x77xf16>
            %5 = graph.concat %3, %3, %3 {dimension = 1 : i64} : (tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>) -> tensor<64x384xf16>
            %6 = graph.concat %3, %3 {dimension = 0 : i64} : (tensor<64x128xf16>, tensor<64x128xf16>) -> tensor<128x128xf16>
            %7 = graph.softmax %2 {dimension = 1 : i64} : tensor<64x256xf16>
            %8 = graph.reduce %7 {dimensions = array<i64: 1>, kind = "sum"} : tensor<64x256xf16> -> tensor<64xf16>
            %9 = graph.cast %8 {scale = 2.000000e+00 : f32} : tensor<64xf16> -> tensor<64xf8E4M3FN>
            %10 = graph.cast %9 : tensor<64xf8E4M3FN> -> tensor<64xf32>
            return
          }
        }
        "#,
    );
}

#[test]
fn matmuls_and_constants_round_trip() {
    check(
        r#"
        func.func @f(%a: tensor<2x729x1152xf16>, %w: tensor<1152x64xf8E4M3FN>, %bias: tensor<64xf16>) {
          %c = graph.constant dense<1.0> : tensor<4x8xf16>
          %r = graph.constant random {seed = 7 : i64, distribution = "normal", scale = 0.02 : f32} : tensor<1152x64xf16>
          %u = graph.constant random {scale = 0.5 : f32, seed = 1 : i64, distribution = "uniform", tag} : tensor<2xf32>
          %m = graph.matmul %a, %r : (tensor<2x729x1152xf16>, tensor<1152x64xf16>) -> tensor<2x729x64xf32>
          %f = graph.fused_matmul %a, %w, %bias {epilogue = ["bias", "gelu_tanh"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.0>} : (tensor<2x729x1152xf16>, tensor<1152x64xf8E4M3FN>, tensor<64xf16>) -> tensor<2x729x64xf16>
          return
        }
        "#,
        r#"
        module {
          func.func @f(%arg0: tensor<2x729x1152xf16>, %arg1: tensor<1152x64xf8E4M3FN>, %arg2: tensor<64xf16>) {
            %0 = graph.constant dense<1.000000e+00> : tensor<4x8xf16>
            %1 = graph.constant random {seed = 7 : i64, distribution = "normal", scale = 2.000000e-02 : f32} : tensor<1152x64xf16>
            %2 = graph.constant random {seed = 1 : i64, distribution = "uniform", scale = 5.000000e-01 : f32, tag} : tensor<2xf32>
            %3 = graph.matmul %arg0, %1 : (tensor<2x729x1152xf16>, tensor<1152x64xf16>) -> tensor<2x729x64xf32>
            %4 = graph.fused_matmul %arg0, %arg1, %arg2 {epilogue = ["bias", "gelu_tanh"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<2x729x1152xf16>, tensor<1152x64xf8E4M3FN>, tensor<64xf16>) -> tensor<2x729x64xf16>
            return
          }
        }
        "#,
    );
}

#[test]
fn static_shapes_and_element_types_are_required() {
    check_error(
        r#"
        func.func @f(%x: tensor<?x4xf16>) {
          %0 = graph.add %x, %x : tensor<?x4xf16>
          return
        }
        "#,
        "t.mlir:2:8: error: 'graph.add' op operand #0 must have a static shape, got tensor<?x4xf16>",
    );
    check_error(
        r#"
        func.func @f(%x: tensor<4xi32>) {
          %0 = graph.neg %x : tensor<4xi32>
          return
        }
        "#,
        "t.mlir:2:8: error: 'graph.neg' op operand #0 must have element type f32, f16, bf16, f8E4M3FN or f8E5M2, got tensor<4xi32>",
    );
}

#[test]
fn matmul_contracting_dimensions_must_agree() {
    check_error(
        r#"
        func.func @f(%a: tensor<729x1152xf16>, %b: tensor<1024x4304xf16>) {
          %0 = graph.matmul %a, %b : (tensor<729x1152xf16>, tensor<1024x4304xf16>) -> tensor<729x4304xf16>
          return
        }
        "#,
        "t.mlir:2:8: error: 'graph.matmul' op contracting dimensions differ (1152 vs 1024)",
    );
}

/// Builds a well-typed graph function from `choices` (one op per entry), starting
/// from an argument of `shape` and element type `elt`.
fn random_program(elts: &[&str], shape: &[i64], choices: &[(u8, u8)]) -> String {
    let ty = |s: &[i64], e: &str| {
        let dims: Vec<String> = s.iter().map(|d| d.to_string()).collect();
        if dims.is_empty() {
            format!("tensor<{e}>")
        } else {
            format!("tensor<{}x{e}>", dims.join("x"))
        }
    };
    let mut shape = shape.to_vec();
    let mut elt = elts[0].to_string();
    let mut body = String::new();
    let mut cur = "%arg0".to_string();
    let arg_ty = ty(&shape, &elt);
    for (i, &(kind, pick)) in choices.iter().enumerate() {
        let t = ty(&shape, &elt);
        let out = format!("%{i}");
        let line = match kind % 10 {
            0 => {
                let op = ["neg", "exp", "tanh"][pick as usize % 3];
                format!("{out} = graph.{op} {cur} : {t}")
            }
            1 => {
                let op = ["add", "sub", "mul", "div", "max"][pick as usize % 5];
                format!("{out} = graph.{op} {cur}, {cur} : {t}")
            }
            2 => {
                let a = ["tanh", "none"][pick as usize % 2];
                format!("{out} = graph.gelu {cur} {{approximate = \"{a}\"}} : {t}")
            }
            3 => {
                elt = elts[pick as usize % elts.len()].to_string();
                format!(
                    "{out} = graph.cast {cur} {{scale = 5.000000e-01 : f32}} : {t} -> {}",
                    ty(&shape, &elt)
                )
            }
            4 if shape.len() >= 2 => {
                let mut perm: Vec<usize> = (0..shape.len()).collect();
                perm.rotate_left(1 + pick as usize % (shape.len() - 1));
                let new: Vec<i64> = perm.iter().map(|&p| shape[p]).collect();
                let p: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
                let line = format!(
                    "{out} = graph.transpose {cur} {{permutation = array<i64: {}>}} : {t} -> {}",
                    p.join(", "),
                    ty(&new, &elt)
                );
                shape = new;
                line
            }
            5 => {
                let n: i64 = shape.iter().product();
                shape = vec![n];
                format!("{out} = graph.reshape {cur} : {t} -> {}", ty(&shape, &elt))
            }
            6 if !shape.is_empty() => {
                let d = pick as usize % shape.len();
                format!("{out} = graph.softmax {cur} {{dimension = {d} : i64}} : {t}")
            }
            7 if !shape.is_empty() => {
                let d = pick as usize % shape.len();
                shape.remove(d);
                let k = ["sum", "max"][pick as usize % 2];
                format!(
                    "{out} = graph.reduce {cur} {{dimensions = array<i64: {d}>, kind = \"{k}\"}} : {t} -> {}",
                    ty(&shape, &elt)
                )
            }
            8 if shape.len() < 4 => {
                let dims: Vec<String> = (1..=shape.len()).map(|d| d.to_string()).collect();
                shape.insert(0, 1 + i64::from(pick % 3));
                let dims = if dims.is_empty() {
                    "array<i64>".to_string()
                } else {
                    format!("array<i64: {}>", dims.join(", "))
                };
                format!(
                    "{out} = graph.broadcast {cur} {{dimensions = {dims}}} : {t} -> {}",
                    ty(&shape, &elt)
                )
            }
            9 if !shape.is_empty() => {
                let d = pick as usize % shape.len();
                shape[d] *= 2;
                format!(
                    "{out} = graph.concat {cur}, {cur} {{dimension = {d} : i64}} : ({t}, {t}) -> {}",
                    ty(&shape, &elt)
                )
            }
            _ => format!("{out} = graph.neg {cur} : {t}"),
        };
        body.push_str("    ");
        body.push_str(&line);
        body.push('\n');
        cur = out;
    }
    let res = ty(&shape, &elt);
    format!(
        "module {{\n  func.func @main(%arg0: {arg_ty}) -> {res} {{\n{body}    return {cur} : {res}\n  }}\n}}\n"
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Well-typed random programs verify, print back exactly as generated (the
    /// generator writes the canonical form), and survive the generic form.
    #[test]
    fn random_programs_verify_and_round_trip(
        elt in 0usize..5,
        shape in proptest::collection::vec(1i64..5, 0..3),
        choices in proptest::collection::vec((0u8..10, 0u8..10), 1..12),
    ) {
        let elts = ["f32", "f16", "bf16", "f8E4M3FN", "f8E5M2"];
        let mut order = elts.to_vec();
        order.rotate_left(elt);
        let text = random_program(&order, &shape, &choices);
        let ctx = context();
        let printed = run(&ctx, &text, false);
        proptest::prop_assert_eq!(&printed, &text);
        let generic = run(&ctx, &text, true);
        proptest::prop_assert_eq!(run(&ctx, &generic, false), text);
    }
}
