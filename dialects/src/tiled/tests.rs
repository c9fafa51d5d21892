//! Tests of the tiled dialect: round trips (custom and generic form), the attribute
//! records, and one error per verifier rule.

use crate::graph::tests::{check_error, context, dedent, run};
use crate::ir::module::Module;

use super::{TiledHostSplit, TiledLayout, TiledMatmulPlan, TiledOrder, TiledPlan};
use crate::exchange::BufferRegion;

const L4: &str = "#tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>";

/// `input` must print as `expect` (custom form; trailing blank lines ignored); printing is
/// a fixpoint, and the generic form reads back to the same custom text.
fn check(input: &str, expect: &str) {
    let ctx = context();
    let got = run(&ctx, &dedent(input), false);
    assert_eq!(got.trim_end(), dedent(expect).trim_end(), "custom form");
    assert_eq!(
        run(&ctx, &got, false),
        got,
        "print(parse(print)) is not a fixpoint"
    );
    let generic = run(&ctx, &got, true);
    assert!(generic.contains("\"tiled."), "{generic}");
    assert_eq!(run(&ctx, &generic, false), got, "generic form:\n{generic}");
}

#[test]
fn layouts_and_plans_round_trip() {
    check(
        r#"
        func.func @f(%x: tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16 * 2]], order = amp<16>, region = interleaved, tiles = [{0, 1}, 2, 3, 4], host_split = [0, 1]>>, %w: tensor<32x32xf16, #tiled.layout<blocks = [[32], [32]], order = amp_weights<16, 16>, region = standard, tiles = [7]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>> attributes {tiled.target = "ipu21"} {
          %y = tiled.matmul %x, %w {plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f32, rotate = 3, out = amp, cast = source>, estimated_cycles = 100 : i64} : (tensor<4x32xf16, #tiled.layout<blocks = [[2, 2], [16 * 2]], order = amp<16>, region = interleaved, tiles = [{0, 1}, 2, 3, 4], host_split = [0, 1]>>, tensor<32x32xf16, #tiled.layout<blocks = [[32], [32]], order = amp_weights<16, 16>, region = standard, tiles = [7]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>
          return %y : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0, 1, 2, 3]>>
        }
        "#,
        r#"
        module {
          func.func @f(%arg0: tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [16 * 2]], order = amp<16>, region = interleaved, tiles = [{0, 1}, 2 to 4], host_split = [0, 1]>>, %arg1: tensor<32x32xf16, #tiled.layout<blocks = [[32], [32]], order = amp_weights<16, 16>, region = standard, tiles = [7]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> attributes {tiled.target = "ipu21"} {
            %0 = tiled.matmul %arg0, %arg1 {estimated_cycles = 100 : i64, plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f32, rotate = 3, out = amp, cast = source>} : (tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [16 * 2]], order = amp<16>, region = interleaved, tiles = [{0, 1}, 2 to 4], host_split = [0, 1]>>, tensor<32x32xf16, #tiled.layout<blocks = [[32], [32]], order = amp_weights<16, 16>, region = standard, tiles = [7]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
            return %0 : tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
          }
        }
        "#,
    );
}

#[test]
fn every_op_round_trips() {
    let t = format!("tensor<4x32xf16, {L4}>");
    let t32 = format!("tensor<4x32xf32, {L4}>");
    let r4 = "tensor<4xf32, #tiled.layout<blocks = [[1 * 4]], order = row_major, region = standard, tiles = [0 to 3]>>";
    let input = format!(
        r#"
        func.func @f(%a: {t}, %b: {t}) -> {t} {{
          %0 = tiled.elementwise %a, %b {{kind = "add", plan = #tiled.plan<follow, operand = 1>}} : ({t}, {t}) -> {t}
          %1 = tiled.elementwise %0 {{kind = "cast", scale = 2.000000e+00 : f32}} : ({t}) -> {t32}
          %2 = tiled.rowwise %1 {{dimensions = array<i64: 1>, kind = "softmax", plan = #tiled.plan<balanced, tiles = 4, base = 0>}} : ({t32}) -> {t32}
          %3 = tiled.rowwise %2 {{dimensions = array<i64: 1>, kind = "sum"}} : ({t32}) -> {r4}
          %4 = tiled.view %a {{map = affine_map<(d0, d1) -> (d1, d0)>, plan = #tiled.plan<view>}} : ({t}) -> tensor<32x4xf16>
          %5 = tiled.view %4 {{map = affine_map<(d0, d1) -> (d1 + 1, 0)>}} : (tensor<32x4xf16>) -> tensor<2x8xf16>
          %6 = tiled.rearrange %a : ({t}) -> {t}
          %7 = tiled.concat %a, %b {{dimension = 0 : i64, plan = #tiled.plan<balanced, tiles = 4, base = 0>}} : ({t}, {t}) -> tensor<8x32xf16, #tiled.layout<blocks = [[2 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>
          %8 = tiled.constant {{plan = #tiled.plan<balanced, tiles = 4, base = 0>, value = dense<1.000000e+00> : tensor<4x32xf16>}} : () -> {t}
          return %6 : {t}
        }}
        "#
    );
    let ctx = context();
    let m = Module::parse(&ctx, "t.mlir", dedent(&input).as_bytes())
        .unwrap_or_else(|d| panic!("{d:?}"));
    assert!(m.verify(&ctx).is_empty(), "{:?}", m.verify(&ctx));
    // The fixpoint and generic-form round trips.
    let printed = m.print(&ctx, &crate::ir::printer::PrintFlags::default());
    check(&printed, &printed);
}

#[test]
fn records_read_back() {
    let ctx = context();
    let l = TiledLayout {
        bounds: vec![vec![0, 9, 17], vec![0, 16, 20]],
        order: TiledOrder::AmpWeights { bk: 16, bn: 8 },
        region: BufferRegion::Interleaved,
        placement: vec![vec![0], vec![5, 6], vec![7], vec![8]],
        host_split: Some(TiledHostSplit { dim: 1, align: 8 }),
        host_replicas: false,
    };
    assert_eq!(
        TiledLayout::from_attr(&ctx, l.to_attr(&ctx)),
        Some(l.clone())
    );
    assert_eq!(l.check(&[17, 20], 1472), Ok(()));
    assert_eq!(
        super::layout_text(&l),
        "<blocks = [[9, 8], [16, 4]], order = amp_weights<16, 8>, region = interleaved, tiles = [0, {5, 6}, 7, 8], host_split = [1, 8]>"
    );
    // Replicas written by the host: read back, printed, exclusive with a host split.
    let r = TiledLayout {
        host_split: None,
        host_replicas: true,
        ..l.clone()
    };
    assert_eq!(
        TiledLayout::from_attr(&ctx, r.to_attr(&ctx)),
        Some(r.clone())
    );
    assert_eq!(
        super::layout_text(&r),
        "<blocks = [[9, 8], [16, 4]], order = amp_weights<16, 8>, region = interleaved, tiles = [0, {5, 6}, 7, 8], host = replicas>"
    );
    let both = TiledLayout {
        host_replicas: true,
        ..l.clone()
    };
    assert!(both.check(&[17, 20], 1472).unwrap_err().contains("exclude"));
    let p = TiledPlan::Matmul(TiledMatmulPlan {
        m: 3,
        n: 18,
        k: 27,
        partials: "f16".into(),
        rotate: 0,
        out_amp: false,
        cast_at_source: false,
        host_replicas: false,
    });
    assert_eq!(TiledPlan::from_attr(&ctx, p.to_attr(&ctx)), Some(p.clone()));
    let TiledPlan::Matmul(mut h) = p else {
        unreachable!("built as a matmul plan above")
    };
    h.host_replicas = true;
    let h = TiledPlan::Matmul(h);
    assert_eq!(TiledPlan::from_attr(&ctx, h.to_attr(&ctx)), Some(h.clone()));
    assert_eq!(
        super::plan_text(&h),
        "<matmul, m = 3, n = 18, k = 27, partials = f16, rotate = 0, out = row_major, cast = destination, host = replicas>"
    );
    for q in [
        TiledPlan::View,
        TiledPlan::Follow { operand: 1 },
        TiledPlan::Balanced { tiles: 64, base: 8 },
    ] {
        assert_eq!(TiledPlan::from_attr(&ctx, q.to_attr(&ctx)), Some(q));
    }
    // Layout checks name what is wrong.
    let mut bad = l.clone();
    bad.placement[1] = vec![5, 5];
    assert_eq!(
        bad.check(&[17, 20], 1472),
        Err("block 1 lists a tile twice".into())
    );
    assert_eq!(
        l.check(&[17, 20], 6),
        Err("block 1 is on tile 6, the target has 6 tiles".into())
    );
    assert_eq!(
        l.check(&[18, 20], 1472),
        Err("blocks of dimension 0 cover 17 of 18 elements".into())
    );
}

fn func(body: &str, t: &str) -> String {
    format!("func.func @f(%a: {t}, %b: {t}) {{\n{body}\n  return\n}}\n")
}

#[test]
fn verifier_rules() {
    let t = format!("tensor<4x32xf16, {L4}>");
    let plain = "tensor<4x32xf16>";
    let cases: Vec<(String, &str)> = vec![
        (
            format!("  %0 = tiled.rearrange %a : ({t}) -> {plain}"),
            "t.mlir:2:8: error: 'tiled.rearrange' op result #0 must carry a #tiled.layout encoding, got tensor<4x32xf16>",
        ),
        (
            format!(
                "  %0 = tiled.rearrange %a : ({t}) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [0, 1]>>"
            ),
            "t.mlir:2:8: error: 'tiled.rearrange' op result #0: layout places 2 blocks, the grid has 1",
        ),
        (
            format!(
                "  %0 = tiled.rearrange %a : ({t}) -> tensor<4x32xf16, #tiled.layout<blocks = [[4], [32]], order = row_major, region = standard, tiles = [1472]>>"
            ),
            "t.mlir:2:8: error: 'tiled.rearrange' op result #0: block 0 is on tile 1472, the target has 1472 tiles",
        ),
        (
            format!(
                "  %0 = tiled.rearrange %a : ({t}) -> tensor<4x32xf16, #tiled.layout<blocks = [[4]], order = row_major, region = standard, tiles = [0]>>"
            ),
            "t.mlir:2:8: error: 'tiled.rearrange' op result #0: layout has 1 dimensions for a rank-2 tensor",
        ),
        (
            format!("  %0 = tiled.rearrange %a : ({t}) -> tensor<4x32xf32, {L4}>"),
            "t.mlir:2:8: error: 'tiled.rearrange' op operand tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> and result tensor<4x32xf32, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>> differ in shape or element type",
        ),
        (
            format!(
                "  %0 = tiled.rearrange %a : ({t}) -> tensor<4xf16, #tiled.layout<blocks = [[4]], order = amp<16>, region = standard, tiles = [0]>>"
            ),
            "t.mlir:2:8: error: 'tiled.rearrange' op result #0: order amp<16> needs rank >= 2, got 1",
        ),
        (
            format!("  %0 = tiled.elementwise %a {{kind = \"add\"}} : ({t}) -> {t}"),
            "t.mlir:2:8: error: 'tiled.elementwise' op expected 2 operands, but found 1",
        ),
        (
            format!("  %0 = tiled.elementwise %a {{kind = \"erf\"}} : ({t}) -> {t}"),
            "t.mlir:2:8: error: 'tiled.elementwise' op unknown elementwise function 'erf' (expected one of add, sub, mul, div, max, and, or, compare_eq, compare_ne, compare_lt, compare_le, compare_gt, compare_ge, neg, exp, sqrt, rsqrt, tanh, gelu_tanh, gelu_erf, not, cast, select)",
        ),
        (
            format!(
                "  %0 = tiled.elementwise %a {{kind = \"exp\", plan = #tiled.plan<follow, operand = 1>}} : ({t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.elementwise' op plan follows operand #1 of 1",
        ),
        (
            format!(
                "  %0 = tiled.elementwise %a {{kind = \"exp\", plan = #tiled.plan<view>}} : ({t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.elementwise' op a 'view' plan does not apply (expected follow or balanced)",
        ),
        (
            format!(
                "  %0 = tiled.elementwise %a {{kind = \"neg\"}} : ({t}) -> tensor<4x32xf32, {L4}>"
            ),
            "t.mlir:2:8: error: 'tiled.elementwise' op operand #0 has element type f16, the result f32",
        ),
        (
            format!(
                "  %0 = tiled.matmul %a, %b {{plan = #tiled.plan<matmul, m = 1, n = 1, k = 1, partials = f32, rotate = 0, out = amp, cast = source>}} : ({t}, {t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.matmul' op contracting dimensions differ (32 vs 4)",
        ),
        (
            format!("  %0 = tiled.matmul %a, %b : ({t}, {t}) -> {t}"),
            "t.mlir:2:8: error: 'tiled.matmul' op contracting dimensions differ (32 vs 4)",
        ),
        (
            format!(
                "  %0 = tiled.view %a {{map = affine_map<(d0, d1) -> (d1, d0)>}} : ({t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.view' op result #0 of a view has no layout (its elements stay in the operand's blocks)",
        ),
        (
            format!(
                "  %0 = tiled.view %a {{map = affine_map<(d0, d1) -> (d1 * 2, d0)>}} : ({t}) -> tensor<32x4xf16>"
            ),
            "t.mlir:2:8: error: 'tiled.view' op map result #0 must be `d_i + c` or a constant",
        ),
        (
            format!(
                "  %0 = tiled.view %a {{map = affine_map<(d0, d1) -> (d1 + 1, d0)>}} : ({t}) -> tensor<32x4xf16>"
            ),
            "t.mlir:2:8: error: 'tiled.view' op map result #0 reaches 1..=4, outside the operand's dimension of 4",
        ),
        (
            format!(
                "  %0 = tiled.rowwise %a {{dimensions = array<i64: 1>, kind = \"sum\"}} : ({t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.rowwise' op result shape [4, 32] should be [4]",
        ),
        (
            format!(
                "  %0 = tiled.rowwise %a {{dimensions = array<i64: 2>, kind = \"max\"}} : ({t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.rowwise' op dimensions [2] must increase and be below the rank 2",
        ),
        (
            format!("  %0 = tiled.concat %a, %b {{dimension = 0 : i64}} : ({t}, {t}) -> {t}"),
            "t.mlir:2:8: error: 'tiled.concat' op result dimension 0 is 4, the operands' sum 8",
        ),
        (
            format!(
                "  %0 = tiled.constant {{seed = 1 : i64, value = dense<1.0> : tensor<4x32xf16>}} : () -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.constant' op requires exactly one of 'value' and 'seed'",
        ),
        (
            format!(
                "  %0 = tiled.elementwise %a {{kind = \"exp\", estimated_cycles = -1 : i64}} : ({t}) -> {t}"
            ),
            "t.mlir:2:8: error: 'tiled.elementwise' op attribute 'estimated_cycles' must be >= 0, got -1",
        ),
    ];
    for (body, want) in cases {
        check_error(&func(&body, &t), want);
    }
}

#[test]
fn matmul_needs_a_matmul_plan() {
    let a = "tensor<4x32xf16>";
    let b = "tensor<32x32xf16>";
    let r = format!("tensor<4x32xf16, {L4}>");
    check_error(
        &format!(
            "func.func @f(%a: {a}, %b: {b}) {{\n  %0 = tiled.matmul %a, %b : ({a}, {b}) -> {r}\n  return\n}}\n"
        ),
        "t.mlir:2:8: error: 'tiled.matmul' op requires attribute 'plan'",
    );
    check_error(
        &format!(
            "func.func @f(%a: {a}, %b: {b}) {{\n  %0 = tiled.matmul %a, %b {{plan = #tiled.plan<balanced, tiles = 4, base = 0>}} : ({a}, {b}) -> {r}\n  return\n}}\n"
        ),
        "t.mlir:2:8: error: 'tiled.matmul' op a 'balanced' plan does not apply (expected matmul)",
    );
    check_error(
        &format!(
            "func.func @f(%a: {a}, %b: {b}) {{\n  %0 = tiled.matmul %a, %b {{plan = #tiled.plan<matmul, m = 0, n = 1, k = 1, partials = f32, rotate = 0, out = amp, cast = source>}} : ({a}, {b}) -> {r}\n  return\n}}\n"
        ),
        "t.mlir:2:8: error: 'tiled.matmul' op plan splits must be >= 1, got m = 0, n = 1, k = 1",
    );
}

#[test]
fn attribute_syntax_errors_are_located() {
    check_error(
        "func.func @f(%a: tensor<4xf16, #tiled.layout<blocks = [[4]], order = zigzag, region = standard, tiles = [0]>>) {\n  return\n}\n",
        "t.mlir:1:70: error: unknown element order `zigzag` (expected row_major, permuted<...>, amp<bk> or amp_weights<bk, bn>)",
    );
    check_error(
        "func.func @f(%a: tensor<4xf16, #tiled.layout<blocks = [[4]], order = row_major, region = standard, tiles = [0], host = all>>) {\n  return\n}\n",
        "t.mlir:1:120: error: unknown host write `all` (expected replicas)",
    );
    check_error(
        "func.func @f() attributes {p = #tiled.plan<matmul, m = 1>} {\n  return\n}\n",
        "t.mlir:1:44: error: a `matmul` plan takes the fields [m, n, k, partials, rotate, out, cast] in this order, got [m]",
    );
    check_error(
        "func.func @f() attributes {p = #tiled.plan<follow, operand = x>} {\n  return\n}\n",
        "t.mlir:1:62: error: field `operand` expects an integer, got `x`",
    );
}

#[test]
fn readme_is_current() {
    crate::tile_asm::tests::check_readme("tiled");
}
