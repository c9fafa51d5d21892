//! Tests of the pass on IR text: parse, run on every function, verify, print.

use ipu_dialects::{Context, Module, PrintFlags, register_all_dialects};

use super::{FuseOperatorsOptions, FuseReport, fuse_function};

fn context() -> Context {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    ctx
}

/// Runs the pass with `options` on every `func.func` of `input`; returns the printed
/// module, the reports and the remarks (rendered).
pub(crate) fn run_with(
    input: &str,
    options: &FuseOperatorsOptions,
) -> (String, Vec<FuseReport>, Vec<String>) {
    let ctx = context();
    let mut m = Module::parse(&ctx, "in.mlir", input.as_bytes())
        .unwrap_or_else(|d| panic!("input does not parse: {d:?}"));
    assert!(m.verify(&ctx).is_empty(), "input does not verify");
    let target = ipu_device::Target::default_target().expect("default target");
    let funcs =
        m.ir.collect_ops(m.op, |op| ctx.op_name_str(m.ir.name(op)) == "func.func");
    let mut reports = Vec::new();
    let mut remarks = Vec::new();
    for f in funcs {
        let (r, d) =
            fuse_function(&ctx, &mut m.ir, f, &target, options).expect("the pass succeeds");
        reports.extend(r);
        remarks.extend(d.into_iter().map(|d| d.message));
    }
    let errors = m.verify(&ctx);
    let out = m.print(&ctx, &PrintFlags::default());
    assert!(
        errors.is_empty(),
        "output does not verify: {errors:?}\n{out}"
    );
    (out, reports, remarks)
}

fn run(input: &str) -> (String, Vec<FuseReport>) {
    let (out, reports, _) = run_with(input, &FuseOperatorsOptions::default());
    (out, reports)
}

fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

const QKV: &str = r#"
func.func @main(%x: tensor<64x128xf16>, %wq: tensor<128x128xf16>, %bq: tensor<128xf16>, %wk: tensor<128x128xf16>, %bk: tensor<128xf16>, %wv: tensor<128x128xf16>, %bv: tensor<128xf16>) -> (tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>) {
  %0 = graph.matmul %x, %wq : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %1 = graph.broadcast %bq {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %2 = graph.broadcast %1 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %3 = graph.add %0, %2 : tensor<64x128xf16>
  %4 = graph.matmul %x, %wk : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %5 = graph.broadcast %bk {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %6 = graph.broadcast %5 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %7 = graph.add %4, %6 : tensor<64x128xf16>
  %8 = graph.matmul %x, %wv : (tensor<64x128xf16>, tensor<128x128xf16>) -> tensor<64x128xf16>
  %9 = graph.broadcast %bv {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %10 = graph.broadcast %9 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %11 = graph.add %8, %10 : tensor<64x128xf16>
  return %3, %7, %11 : tensor<64x128xf16>, tensor<64x128xf16>, tensor<64x128xf16>
}
"#;

/// The SigLIP MLP block as the importer writes JAX's export (small size).
pub(crate) const MLP: &str = r#"
func.func @main(%x: tensor<64x128xf16>, %w1: tensor<128x256xf16>, %b1: tensor<256xf16>, %w2: tensor<256x128xf16>, %b2: tensor<128xf16>) -> tensor<64x128xf16> {
  %0 = graph.matmul %x, %w1 : (tensor<64x128xf16>, tensor<128x256xf16>) -> tensor<64x256xf16>
  %1 = graph.broadcast %b1 {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<1x256xf16>
  %2 = graph.broadcast %1 {dimensions = array<i64: 0, 1>} : tensor<1x256xf16> -> tensor<64x256xf16>
  %3 = graph.add %0, %2 : tensor<64x256xf16>
  %4 = graph.mul %3, %3 : tensor<64x256xf16>
  %5 = graph.mul %4, %3 : tensor<64x256xf16>
  %c = graph.constant dense<4.470830e-02> : tensor<f16>
  %6 = graph.broadcast %c {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %7 = graph.mul %6, %5 : tensor<64x256xf16>
  %8 = graph.add %3, %7 : tensor<64x256xf16>
  %c0 = graph.constant dense<7.978520e-01> : tensor<f16>
  %9 = graph.broadcast %c0 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %10 = graph.mul %9, %8 : tensor<64x256xf16>
  %11 = graph.tanh %10 : tensor<64x256xf16>
  %c1 = graph.constant dense<1.000000e+00> : tensor<f16>
  %12 = graph.broadcast %c1 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %13 = graph.add %12, %11 : tensor<64x256xf16>
  %c2 = graph.constant dense<5.000000e-01> : tensor<f16>
  %14 = graph.broadcast %c2 {dimensions = array<i64>} : tensor<f16> -> tensor<64x256xf16>
  %15 = graph.mul %14, %13 : tensor<64x256xf16>
  %16 = graph.mul %3, %15 : tensor<64x256xf16>
  %17 = graph.matmul %16, %w2 : (tensor<64x256xf16>, tensor<256x128xf16>) -> tensor<64x128xf16>
  %18 = graph.broadcast %b2 {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<1x128xf16>
  %19 = graph.broadcast %18 {dimensions = array<i64: 0, 1>} : tensor<1x128xf16> -> tensor<64x128xf16>
  %20 = graph.add %17, %19 : tensor<64x128xf16>
  return %20 : tensor<64x128xf16>
}
"#;

#[test]
fn qkv_becomes_one_product() {
    let (out, reports) = run(QKV);
    assert_eq!(
        count(&out, "graph.matmul") + count(&out, "graph.fused_matmul"),
        1,
        "{out}"
    );
    assert_eq!(count(&out, "graph.slice"), 3, "{out}");
    assert!(out.contains(r#"epilogue = ["bias"]"#), "{out}");
    let r = &reports[0];
    assert!(r.cost_after < r.cost_before, "{r:?}");
    assert_eq!(r.merged, 2, "{r:?}");
}

/// The merged product and the concats of its weights and biases replace no single op: they
/// take the fused locations of the ops using them (MLIR's `loc(fused[...])`), in source order,
/// so that a later error on them points into the input, not at `loc(unknown)`.
#[test]
fn ops_of_no_single_origin_take_their_users_locations() {
    let ctx = context();
    let mut m = Module::parse(&ctx, "in.mlir", QKV.as_bytes()).expect("parses");
    let target = ipu_device::Target::default_target().expect("default target");
    let f =
        m.ir.collect_ops(m.op, |op| ctx.op_name_str(m.ir.name(op)) == "func.func")[0];
    fuse_function(
        &ctx,
        &mut m.ir,
        f,
        &target,
        &FuseOperatorsOptions::default(),
    )
    .expect("the pass succeeds");
    let flags = PrintFlags {
        debug_info: true,
        elide_elements_larger: None,
        ..PrintFlags::default()
    };
    let out = m.print(&ctx, &flags);
    // The three slices replace the three bias adds (lines 6, 10 and 14).
    let fused = r#"loc(fused["in.mlir":6:8, "in.mlir":10:8, "in.mlir":14:9])"#;
    for op in ["graph.fused_matmul", "graph.concat"] {
        let lines: Vec<&str> = out.lines().filter(|l| l.contains(op)).collect();
        assert!(!lines.is_empty(), "{out}");
        for l in lines {
            assert!(l.ends_with(fused), "{l}");
        }
    }
    assert!(!out.contains("loc(unknown)"), "{out}");
}

#[test]
fn mlp_becomes_gelu_epilogue_then_bias_epilogue() {
    let (out, reports) = run(MLP);
    assert_eq!(count(&out, "graph.fused_matmul"), 2, "{out}");
    assert!(out.contains(r#"epilogue = ["bias", "gelu_tanh"]"#), "{out}");
    assert!(out.contains(r#"epilogue = ["bias"]"#), "{out}");
    assert_eq!(count(&out, "graph.tanh"), 0, "{out}");
    assert_eq!(
        count(&out, "graph.constant"),
        0,
        "dead constants are erased: {out}"
    );
    assert!(reports[0].cost_after < reports[0].cost_before);
}

#[test]
fn nothing_to_fuse_leaves_the_function_alone() {
    let input = r#"
func.func @f(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = graph.add %a, %b : tensor<4x8xf16>
  %1 = graph.exp %0 : tensor<4x8xf16>
  return %1 : tensor<4x8xf16>
}
"#;
    let (out, reports) = run(input);
    assert!(
        out.contains("graph.add %arg0, %arg1") || out.contains("graph.add"),
        "{out}"
    );
    assert_eq!(count(&out, "graph."), 2, "{out}");
    assert_eq!((reports[0].created, reports[0].erased), (0, 0));
}

#[test]
fn output_is_deterministic() {
    let (a, _) = run(MLP);
    let (b, _) = run(MLP);
    assert_eq!(a, b);
    let (c, _) = run(QKV);
    let (d, _) = run(QKV);
    assert_eq!(c, d);
}

#[test]
fn explain_says_which_rule_fused() {
    let options = FuseOperatorsOptions {
        explain: true,
        ..FuseOperatorsOptions::default()
    };
    let (_, _, remarks) = run_with(MLP, &options);
    assert!(
        remarks.iter().any(|r| r.contains(
            "'graph.fused_matmul' with epilogue [bias, gelu_tanh] from rule 'epilogue-gelu'"
        )),
        "{remarks:#?}"
    );
    assert!(
        remarks
            .iter()
            .any(|r| r.contains("cost ") && r.contains("saturation:")),
        "{remarks:#?}"
    );
}

#[test]
fn disabled_rules_do_not_fire() {
    let options = FuseOperatorsOptions {
        disable_rules: vec!["merge-shared-lhs".into(), "merge-shared-lhs-fused".into()],
        ..FuseOperatorsOptions::default()
    };
    let (out, _, _) = run_with(QKV, &options);
    assert_eq!(count(&out, "graph.fused_matmul"), 3, "{out}");
    assert_eq!(count(&out, "graph.slice"), 0, "{out}");
}

/// SwiGLU, `(silu(x·w1) ⊙ (x·w2))·w3`, as JAX exports it (f16). Merging `x·w1` and
/// `x·w2` into `x·concat(w1, w2)` and also fusing the gate's product with its epilogue
/// (`fused(x, w1)`, `mul`, `mul`) would compute `x·w1` twice and read `w1` both as a part
/// of the concat and as a product's rhs: the extractor must pick one or the other.
const SWIGLU_F16: &str = r#"
func.func @main(%x: tensor<16x32xf16>, %w1: tensor<32x64xf16>, %w2: tensor<32x64xf16>, %w3: tensor<64x32xf16>) -> tensor<16x32xf16> {
  %a = graph.matmul %x, %w1 : (tensor<16x32xf16>, tensor<32x64xf16>) -> tensor<16x64xf16>
  %n = graph.neg %a : tensor<16x64xf16>
  %e = graph.exp %n : tensor<16x64xf16>
  %c1 = graph.constant dense<1.000000e+00> : tensor<f16>
  %one = graph.broadcast %c1 {dimensions = array<i64>} : tensor<f16> -> tensor<16x64xf16>
  %d = graph.add %one, %e : tensor<16x64xf16>
  %s = graph.div %one, %d : tensor<16x64xf16>
  %g = graph.mul %a, %s : tensor<16x64xf16>
  %b = graph.matmul %x, %w2 : (tensor<16x32xf16>, tensor<32x64xf16>) -> tensor<16x64xf16>
  %h = graph.mul %g, %b : tensor<16x64xf16>
  %y = graph.matmul %h, %w3 : (tensor<16x64xf16>, tensor<64x32xf16>) -> tensor<16x32xf16>
  return %y : tensor<16x32xf16>
}
"#;

#[test]
fn a_merged_product_is_not_recomputed_from_one_of_its_weights() {
    let (out, _) = run(SWIGLU_F16);
    // The operands of every concat, and the rhs of every product.
    let operands = |line: &str, op: &str| -> Vec<String> {
        let at = line.find(op).map_or(line.len(), |i| i + op.len());
        line[at..]
            .split([' ', ',', '{', ':'])
            .filter(|t| t.starts_with('%'))
            .map(str::to_string)
            .collect()
    };
    let mut parts = Vec::new();
    let mut rhs = Vec::new();
    for line in out.lines() {
        if line.contains("graph.concat ") {
            parts.extend(operands(line, "graph.concat "));
        } else if line.contains("graph.matmul ") {
            rhs.extend(operands(line, "graph.matmul ").get(1).cloned());
        } else if line.contains("graph.fused_matmul ") {
            rhs.extend(operands(line, "graph.fused_matmul ").get(1).cloned());
        }
    }
    assert_eq!(rhs.len(), 3, "three products: {out}");
    for p in &parts {
        assert!(
            !rhs.contains(p),
            "{p} is a part of a merged weight and a product's rhs:\n{out}"
        );
    }
    // The same pass on the f32 program chooses the same way (the rule is the type's
    // business no more than the planner's).
    let (out32, _) = run(&SWIGLU_F16.replace("f16", "f32"));
    assert_eq!(
        count(&out32, "graph.concat"),
        count(&out, "graph.concat"),
        "{out32}"
    );
}
