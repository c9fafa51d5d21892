//! Unit tests of the importer: parse StableHLO text, import, verify, print.

use ipu_dialects::{Context, Module, PrintFlags, SourceMap, render_all};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    ctx
}

/// Imports `input` with `options`; the printed module, or the rendered errors.
fn import(input: &str, options: &ImportOptions) -> Result<String, String> {
    let ctx = context();
    let mut sources = SourceMap::new();
    sources.add(ctx.ident("in.mlir"), input.as_bytes().to_vec().into());
    let render = |d: &[Diagnostic]| render_all(d, &ctx, &sources);
    let mut m = Module::parse(&ctx, "in.mlir", input.as_bytes()).map_err(|d| render(&d))?;
    let diags = m.verify(&ctx);
    if !diags.is_empty() {
        return Err(render(&diags));
    }
    import_module(&ctx, &mut m.ir, m.op, options).map_err(|d| render(&d))?;
    let diags = m.verify(&ctx);
    if !diags.is_empty() {
        return Err(format!("imported IR does not verify:\n{}", render(&diags)));
    }
    // Compared without trailing blank lines (the printer's file ending).
    Ok(format!(
        "{}\n",
        m.print(&ctx, &PrintFlags::default()).trim_end()
    ))
}

/// The body lines of the imported `@main` (between the signature and the closing brace).
fn body(printed: &str) -> String {
    let lines: Vec<&str> = printed.lines().map(str::trim).collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("func.func"))
        .map_or(0, |i| i + 1);
    lines[start..]
        .iter()
        .take_while(|l| **l != "}")
        .copied()
        .collect::<Vec<_>>()
        .join("\n")
}

/// Imports `input` (a `@main` body's ops inside a function of signature `sig`) and
/// compares the imported body with `expect`.
fn check(sig: &str, ops: &str, expect: &str) {
    let input = format!("func.func public @main{sig} {{\n{ops}\n}}\n");
    match import(&input, &ImportOptions::default()) {
        Ok(out) => assert_eq!(body(&out), expect.trim(), "\nfull output:\n{out}"),
        Err(e) => panic!("import failed:\n{e}"),
    }
}

/// Imports and expects an error whose rendering contains `expect`.
fn check_error(sig: &str, ops: &str, expect: &str) {
    let input = format!("func.func public @main{sig} {{\n{ops}\n}}\n");
    match import(&input, &ImportOptions::default()) {
        Ok(out) => panic!("expected an error containing {expect:?}, got:\n{out}"),
        Err(e) => assert!(e.contains(expect), "expected {expect:?} in:\n{e}"),
    }
}

#[test]
fn elementwise_ops_map_one_to_one() {
    check(
        "(%a: tensor<4xf16>, %b: tensor<4xf16>) -> tensor<4xf16>",
        "%0 = stablehlo.add %a, %b : tensor<4xf16>
         %1 = stablehlo.subtract %0, %b : tensor<4xf16>
         %2 = stablehlo.multiply %1, %a : tensor<4xf16>
         %3 = stablehlo.divide %2, %b : tensor<4xf16>
         %4 = stablehlo.maximum %3, %a : tensor<4xf16>
         %5 = stablehlo.negate %4 : tensor<4xf16>
         %6 = stablehlo.exponential %5 : tensor<4xf16>
         %7 = stablehlo.tanh %6 : tensor<4xf16>
         return %7 : tensor<4xf16>",
        "%0 = graph.add %arg0, %arg1 : tensor<4xf16>
%1 = graph.sub %0, %arg1 : tensor<4xf16>
%2 = graph.mul %1, %arg0 : tensor<4xf16>
%3 = graph.div %2, %arg1 : tensor<4xf16>
%4 = graph.max %3, %arg0 : tensor<4xf16>
%5 = graph.neg %4 : tensor<4xf16>
%6 = graph.exp %5 : tensor<4xf16>
%7 = graph.tanh %6 : tensor<4xf16>
return %7 : tensor<4xf16>",
    );
}

#[test]
fn dot_general_with_batch_and_several_free_dimensions() {
    check(
        "(%q: tensor<2x8x4xf32>, %k: tensor<2x8x4xf32>, %x: tensor<4x3x8xf32>, %w: tensor<8x5xf32>) \
         -> (tensor<2x8x8xf32>, tensor<4x3x5xf32>)",
        "%0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2], \
              precision = [DEFAULT, DEFAULT] : (tensor<2x8x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x8xf32>
         %1 = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<4x3x8xf32>, tensor<8x5xf32>) -> tensor<4x3x5xf32>
         return %0, %1 : tensor<2x8x8xf32>, tensor<4x3x5xf32>",
        "%0 = graph.transpose %arg1 {permutation = array<i64: 0, 2, 1>} : tensor<2x8x4xf32> -> tensor<2x4x8xf32>
%1 = graph.matmul %arg0, %0 : (tensor<2x8x4xf32>, tensor<2x4x8xf32>) -> tensor<2x8x8xf32>
%2 = graph.reshape %arg2 : tensor<4x3x8xf32> -> tensor<12x8xf32>
%3 = graph.matmul %2, %arg3 : (tensor<12x8xf32>, tensor<8x5xf32>) -> tensor<12x5xf32>
%4 = graph.reshape %3 : tensor<12x5xf32> -> tensor<4x3x5xf32>
return %1, %4 : tensor<2x8x8xf32>, tensor<4x3x5xf32>",
    );
}

#[test]
fn dot_general_with_lhs_contracting_first_and_batch_last() {
    // lhs [K=3, B=2, M=4], rhs [N=5, B=2, K=3]: result [B, M, N].
    check(
        "(%a: tensor<3x2x4xf32>, %b: tensor<5x2x3xf32>) -> tensor<2x4x5xf32>",
        "%0 = stablehlo.dot_general %a, %b, batching_dims = [1] x [1], contracting_dims = [0] x [2] \
              : (tensor<3x2x4xf32>, tensor<5x2x3xf32>) -> tensor<2x4x5xf32>
         return %0 : tensor<2x4x5xf32>",
        "%0 = graph.transpose %arg0 {permutation = array<i64: 1, 2, 0>} : tensor<3x2x4xf32> -> tensor<2x4x3xf32>
%1 = graph.transpose %arg1 {permutation = array<i64: 1, 2, 0>} : tensor<5x2x3xf32> -> tensor<2x3x5xf32>
%2 = graph.matmul %0, %1 : (tensor<2x4x3xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
return %2 : tensor<2x4x5xf32>",
    );
}

#[test]
fn dot_of_vectors_reshapes_to_matrices() {
    check(
        "(%v: tensor<8xf32>, %w: tensor<8x5xf32>) -> (tensor<5xf32>, tensor<f32>)",
        "%0 = stablehlo.dot %v, %w, precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8x5xf32>) -> tensor<5xf32>
         %1 = stablehlo.dot %v, %v : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>
         return %0, %1 : tensor<5xf32>, tensor<f32>",
        "%0 = graph.reshape %arg0 : tensor<8xf32> -> tensor<1x8xf32>
%1 = graph.matmul %0, %arg1 : (tensor<1x8xf32>, tensor<8x5xf32>) -> tensor<1x5xf32>
%2 = graph.reshape %1 : tensor<1x5xf32> -> tensor<5xf32>
%3 = graph.reshape %arg0 : tensor<8xf32> -> tensor<1x8xf32>
%4 = graph.reshape %arg0 : tensor<8xf32> -> tensor<8x1xf32>
%5 = graph.matmul %3, %4 : (tensor<1x8xf32>, tensor<8x1xf32>) -> tensor<1x1xf32>
%6 = graph.reshape %5 : tensor<1x1xf32> -> tensor<f32>
return %2, %6 : tensor<5xf32>, tensor<f32>",
    );
}

#[test]
fn fp8_operands_with_an_f16_result() {
    check(
        "(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>, %h: tensor<4x2xf16>) -> (tensor<4x2xf16>, tensor<4x2xf8E4M3FN>)",
        "%0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN>) -> tensor<4x2xf16>
         %1 = stablehlo.convert %h : (tensor<4x2xf16>) -> tensor<4x2xf8E4M3FN>
         return %0, %1 : tensor<4x2xf16>, tensor<4x2xf8E4M3FN>",
        "%0 = graph.matmul %arg0, %arg1 : (tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN>) -> tensor<4x2xf16>
%1 = graph.cast %arg2 : tensor<4x2xf16> -> tensor<4x2xf8E4M3FN>
return %0, %1 : tensor<4x2xf16>, tensor<4x2xf8E4M3FN>",
    );
}

#[test]
fn reductions_in_compact_and_region_form() {
    check(
        "(%x: tensor<4x6xf32>) -> (tensor<6xf32>, tensor<4xf32>, tensor<4xf32>)",
        "%cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
         %0 = stablehlo.reduce(%x init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
         %c1 = stablehlo.constant dense<1.0> : tensor<f32>
         %1 = stablehlo.reduce(%x init: %c1) across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
          reducer(%a: tensor<f32>, %b: tensor<f32>)  {
           %s = stablehlo.add %b, %a : tensor<f32>
           stablehlo.return %s : tensor<f32>
         }
         %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
         %2 = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
         return %0, %1, %2 : tensor<6xf32>, tensor<4xf32>, tensor<4xf32>",
        // The sum's init value 1.0 is not the identity: it is added once.
        "%0 = graph.reduce %arg0 {dimensions = array<i64: 0>, kind = \"max\"} : tensor<4x6xf32> -> tensor<6xf32>
%1 = graph.constant dense<1.000000e+00> : tensor<f32>
%2 = graph.reduce %arg0 {dimensions = array<i64: 1>, kind = \"sum\"} : tensor<4x6xf32> -> tensor<4xf32>
%3 = graph.broadcast %1 {dimensions = array<i64>} : tensor<f32> -> tensor<4xf32>
%4 = graph.add %2, %3 : tensor<4xf32>
%5 = graph.neg %arg0 : tensor<4x6xf32>
%6 = graph.reduce %5 {dimensions = array<i64: 1>, kind = \"max\"} : tensor<4x6xf32> -> tensor<4xf32>
%7 = graph.neg %6 : tensor<4xf32>
return %0, %4, %7 : tensor<6xf32>, tensor<4xf32>, tensor<4xf32>",
    );
}

#[test]
fn select_of_a_comparison_is_a_maximum_or_minimum() {
    check(
        "(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)",
        "%0 = stablehlo.compare GT, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
         %1 = stablehlo.select %0, %x, %y : tensor<4xi1>, tensor<4xf32>
         %2 = stablehlo.select %0, %y, %x : tensor<4xi1>, tensor<4xf32>
         %z = stablehlo.constant dense<0.0> : tensor<f32>
         %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<4xf32>
         %zc = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<4xf32>
         %3 = stablehlo.compare LT, %x, %zb : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
         %4 = stablehlo.select %3, %zc, %x : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
         return %1, %2, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>",
        // x > y ? x : y = max; x > y ? y : x = min; x < 0 ? 0 : x = relu (the two zero
        // broadcasts are recognised as equal through their splat value).
        "%0 = graph.max %arg0, %arg1 : tensor<4xf32>
%1 = graph.neg %arg1 : tensor<4xf32>
%2 = graph.neg %arg0 : tensor<4xf32>
%3 = graph.max %1, %2 : tensor<4xf32>
%4 = graph.neg %3 : tensor<4xf32>
%5 = graph.constant dense<0.000000e+00> : tensor<f32>
%6 = graph.broadcast %5 {dimensions = array<i64>} : tensor<f32> -> tensor<4xf32>
%7 = graph.max %6, %arg0 : tensor<4xf32>
return %0, %4, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>",
    );
}

#[test]
fn private_helpers_are_inlined_and_erased() {
    let input = "module @jit_f {
  func.func public @main(%x: tensor<8xf32>) -> tensor<8xf32> {
    %0 = call @relu(%x) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @relu(%0) : (tensor<8xf32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @relu(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @unused(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}";
    let out = import(input, &ImportOptions::default()).unwrap();
    assert_eq!(
        out,
        "module @jit_f {
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = graph.constant dense<0.000000e+00> : tensor<f32>
    %1 = graph.broadcast %0 {dimensions = array<i64>} : tensor<f32> -> tensor<8xf32>
    %2 = graph.max %arg0, %1 : tensor<8xf32>
    %3 = graph.constant dense<0.000000e+00> : tensor<f32>
    %4 = graph.broadcast %3 {dimensions = array<i64>} : tensor<f32> -> tensor<8xf32>
    %5 = graph.max %2, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
}
"
    );
}

#[test]
fn powers_logistic_and_folded_roots() {
    check(
        "(%x: tensor<8xf32>) -> tensor<8xf32>",
        "%c = stablehlo.constant dense<3.0> : tensor<f32>
         %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<8xf32>
         %1 = stablehlo.power %x, %b : tensor<8xf32>
         %n = stablehlo.constant dense<-2> : tensor<i32>
         %nf = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
         %nb = stablehlo.broadcast_in_dim %nf, dims = [] : (tensor<f32>) -> tensor<8xf32>
         %2 = stablehlo.power %1, %nb : tensor<8xf32>
         %3 = stablehlo.logistic %2 : tensor<8xf32>
         %s = stablehlo.constant dense<16.0> : tensor<f32>
         %r = stablehlo.rsqrt %s : tensor<f32>
         %rb = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<8xf32>
         %4 = stablehlo.multiply %3, %rb : tensor<8xf32>
         %5 = stablehlo.convert %4 : tensor<8xf32>
         return %5 : tensor<8xf32>",
        // x^3 = x·x², (x^3)^-2 = 1/((x^3)²); the exponents' constants are unused and
        // erased; rsqrt(16) folds to 0.25; the same-type convert disappears.
        "%0 = graph.mul %arg0, %arg0 : tensor<8xf32>
%1 = graph.mul %arg0, %0 : tensor<8xf32>
%2 = graph.mul %1, %1 : tensor<8xf32>
%3 = graph.constant dense<1.000000e+00> : tensor<8xf32>
%4 = graph.div %3, %2 : tensor<8xf32>
%5 = graph.constant dense<1.000000e+00> : tensor<8xf32>
%6 = graph.neg %4 : tensor<8xf32>
%7 = graph.exp %6 : tensor<8xf32>
%8 = graph.add %5, %7 : tensor<8xf32>
%9 = graph.div %5, %8 : tensor<8xf32>
%10 = graph.constant dense<2.500000e-01> : tensor<f32>
%11 = graph.broadcast %10 {dimensions = array<i64>} : tensor<f32> -> tensor<8xf32>
%12 = graph.mul %9, %11 : tensor<8xf32>
return %12 : tensor<8xf32>",
    );
}

#[test]
fn layout_ops_minimum_abs_and_clamp() {
    check(
        "(%x: tensor<3x4xf16>, %lo: tensor<f16>) -> (tensor<4x5x3xf16>, tensor<3x4xf16>, tensor<3x8xf16>, tensor<2x2xf16>, tensor<12xf16>)",
        "%0 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<3x4xf16>) -> tensor<4x5x3xf16>
         %1 = stablehlo.abs %x : tensor<3x4xf16>
         %hi = stablehlo.constant dense<2.0> : tensor<f16>
         %2 = stablehlo.clamp %lo, %x, %hi : (tensor<f16>, tensor<3x4xf16>, tensor<f16>) -> tensor<3x4xf16>
         %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x8xf16>
         %4 = stablehlo.slice %x [1:3, 0:4:2] : (tensor<3x4xf16>) -> tensor<2x2xf16>
         %5 = stablehlo.reshape %x : (tensor<3x4xf16>) -> tensor<12xf16>
         %6 = stablehlo.transpose %x, dims = [0, 1] : (tensor<3x4xf16>) -> tensor<3x4xf16>
         return %0, %6, %3, %4, %5 : tensor<4x5x3xf16>, tensor<3x4xf16>, tensor<3x8xf16>, tensor<2x2xf16>, tensor<12xf16>",
        // Broadcast dims [2, 0] are not increasing: transpose first. abs = max(x, -x);
        // clamp = min(max(x, lo), hi); the identity transpose is no op at all.
        "%0 = graph.transpose %arg0 {permutation = array<i64: 1, 0>} : tensor<3x4xf16> -> tensor<4x3xf16>
%1 = graph.broadcast %0 {dimensions = array<i64: 0, 2>} : tensor<4x3xf16> -> tensor<4x5x3xf16>
%2 = graph.neg %arg0 : tensor<3x4xf16>
%3 = graph.max %arg0, %2 : tensor<3x4xf16>
%4 = graph.constant dense<2.000000e+00> : tensor<f16>
%5 = graph.broadcast %arg1 {dimensions = array<i64>} : tensor<f16> -> tensor<3x4xf16>
%6 = graph.broadcast %4 {dimensions = array<i64>} : tensor<f16> -> tensor<3x4xf16>
%7 = graph.max %arg0, %5 : tensor<3x4xf16>
%8 = graph.neg %7 : tensor<3x4xf16>
%9 = graph.neg %6 : tensor<3x4xf16>
%10 = graph.max %8, %9 : tensor<3x4xf16>
%11 = graph.neg %10 : tensor<3x4xf16>
%12 = graph.concat %3, %11 {dimension = 1 : i64} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x8xf16>
%13 = graph.slice %arg0 {limit = array<i64: 3, 4>, start = array<i64: 1, 0>, strides = array<i64: 1, 2>} : tensor<3x4xf16> -> tensor<2x2xf16>
%14 = graph.reshape %arg0 : tensor<3x4xf16> -> tensor<12xf16>
return %1, %arg0, %12, %13, %14 : tensor<4x5x3xf16>, tensor<3x4xf16>, tensor<3x8xf16>, tensor<2x2xf16>, tensor<12xf16>",
    );
}

#[test]
fn generic_form_imports_like_the_pretty_form() {
    let generic = r#""builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%arg0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%3) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()"#;
    let pretty = "func.func public @main(%x: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.dot_general %x, %v, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = stablehlo.reduce(%x init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}";
    let (g, p) = (
        import(generic, &ImportOptions::default()),
        import(pretty, &ImportOptions::default()),
    );
    assert_eq!(g, p);
    assert!(
        g.unwrap()
            .contains("graph.reduce %arg0 {dimensions = array<i64: 1>, kind = \"sum\"}")
    );
}

#[test]
fn weights_become_seeded_random_constants() {
    let input = "func.func public @main(%x: tensor<4x8xf16> {jax.x}, %w: tensor<8x16xf16> {jax.w}, %b: tensor<16xf16>) -> tensor<4x16xf16> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf16>, tensor<8x16xf16>) -> tensor<4x16xf16>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf16>) -> tensor<4x16xf16>
  %2 = stablehlo.add %0, %1 : tensor<4x16xf16>
  return %2 : tensor<4x16xf16>
}";
    let opts = ImportOptions {
        weights_as_constants: true,
        num_inputs: 1,
        seed: 10,
    };
    let out = import(input, &opts).unwrap();
    // σ = 1/√8 for the [8, 16] weight (its fan-in), 0.1 for the bias.
    assert_eq!(
        out,
        "module {
  func.func public @main(%arg0: tensor<4x8xf16> {jax.x}) -> tensor<4x16xf16> {
    %0 = graph.constant random {seed = 11 : i64, distribution = \"normal\", scale = 0.353553385 : f32} : tensor<8x16xf16>
    %1 = graph.constant random {seed = 12 : i64, distribution = \"normal\", scale = 1.000000e-01 : f32} : tensor<16xf16>
    %2 = graph.matmul %arg0, %0 : (tensor<4x8xf16>, tensor<8x16xf16>) -> tensor<4x16xf16>
    %3 = graph.broadcast %1 {dimensions = array<i64: 1>} : tensor<16xf16> -> tensor<4x16xf16>
    %4 = graph.add %2, %3 : tensor<4x16xf16>
    return %4 : tensor<4x16xf16>
  }
}
"
    );
    // Keeping two inputs folds only the bias.
    let two = ImportOptions {
        num_inputs: 2,
        ..opts
    };
    let out = import(input, &two).unwrap();
    assert!(
        out.contains("@main(%arg0: tensor<4x8xf16> {jax.x}, %arg1: tensor<8x16xf16> {jax.w})"),
        "{out}"
    );
    assert_eq!(out.matches("graph.constant random").count(), 1, "{out}");
}

#[test]
fn unsupported_ops_are_located_errors_naming_them() {
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = stablehlo.log %x : tensor<4xf32>\n  return %0 : tensor<4xf32>",
        "in.mlir:2:6: error: 'stablehlo.log' op is not supported by import-stablehlo: \
         the graph dialect has no such elementwise function",
    );
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = \"{replicated}\"} : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>",
        "'stablehlo.custom_call' op (target \"Sharding\") is not supported",
    );
    check_error(
        "() -> tensor<4xi64>",
        "%0 = stablehlo.iota dim = 0 : tensor<4xi64>\n  return %0 : tensor<4xi64>",
        "result #0 has type tensor<4xi64>, which the graph dialect cannot hold",
    );
    // An op the parsing front end does not know at all fails to parse, naming it and
    // saying that the importer does not support it.
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = stablehlo.erf_inv %x : tensor<4xf32>\n  return %0 : tensor<4xf32>",
        "in.mlir:2:6: error: custom op 'stablehlo.erf_inv' is unknown: \
         it is not supported by import-stablehlo",
    );
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = \"stablehlo.erf_inv\"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>",
        "in.mlir:2:6: error: unregistered operation 'stablehlo.erf_inv' found in dialect \
         ('stablehlo') that does not allow unknown operations: it is not supported by import-stablehlo",
    );
}

#[test]
fn every_unsupported_op_is_reported_once() {
    // Two independent errors are both reported; the uses of a failed op are not.
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = stablehlo.log %x : tensor<4xf32>
  %1 = stablehlo.sine %x : tensor<4xf32>
  %2 = stablehlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>",
        "in.mlir:2:6: error: 'stablehlo.log' op",
    );
    let input = "func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log %x : tensor<4xf32>
  %1 = stablehlo.sine %x : tensor<4xf32>
  %2 = stablehlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}";
    let e = import(input, &ImportOptions::default()).unwrap_err();
    assert_eq!(e.matches("error:").count(), 2, "{e}");
    assert!(e.contains("in.mlir:3:8: error: 'stablehlo.sine' op"), "{e}");
}

#[test]
fn unsupported_uses_of_comparisons_and_powers() {
    check_error(
        "(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32>",
        "%0 = stablehlo.or %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>",
        "'stablehlo.or' op is supported by import-stablehlo only as a logical and/or/not of i1 masks",
    );
    check_error(
        "(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32>",
        "%c = stablehlo.constant dense<2.5> : tensor<4xf32>
  %0 = stablehlo.power %x, %c : tensor<4xf32>
  return %0 : tensor<4xf32>",
        "in.mlir:3:8: error: 'stablehlo.power' op exponent 2.5 is not an integer",
    );
    check_error(
        "(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = stablehlo.power %x, %y : tensor<4xf32>\n  return %0 : tensor<4xf32>",
        "'stablehlo.power' op exponent is not a constant",
    );
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>\n  return %0 : tensor<4xf32>",
        "in.mlir:2:6: error: custom op 'chlo.erfc' is unknown: it is not supported by import-stablehlo",
    );
}

#[test]
fn roots_and_squares_of_tensors_become_graph_ops() {
    // LayerNorm's and RMSNorm's statistics: `rsqrt(var + eps)`, `sqrt(ms + eps)`,
    // `chlo.square` (what `jnp.square` lowers to) as a product.
    check(
        "(%x: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)",
        "%0 = chlo.square %x : tensor<4x2xf32> -> tensor<4x2xf32>
         %1 = stablehlo.rsqrt %0 : tensor<4x2xf32>
         %2 = stablehlo.sqrt %x : tensor<4x2xf32>
         return %1, %2 : tensor<4x2xf32>, tensor<4x2xf32>",
        "%0 = graph.mul %arg0, %arg0 : tensor<4x2xf32>
%1 = graph.rsqrt %0 : tensor<4x2xf32>
%2 = graph.sqrt %arg0 : tensor<4x2xf32>
return %1, %2 : tensor<4x2xf32>, tensor<4x2xf32>",
    );
    // The generic form of chlo.square parses too; a root of a constant still folds.
    check(
        "(%x: tensor<4xf16>) -> tensor<4xf16>",
        "%c = stablehlo.constant dense<16.0> : tensor<4xf16>
         %0 = \"chlo.square\"(%x) : (tensor<4xf16>) -> tensor<4xf16>
         %1 = stablehlo.rsqrt %c : tensor<4xf16>
         %2 = stablehlo.multiply %0, %1 : tensor<4xf16>
         return %2 : tensor<4xf16>",
        "%0 = graph.mul %arg0, %arg0 : tensor<4xf16>
%1 = graph.constant dense<2.500000e-01> : tensor<4xf16>
%2 = graph.mul %0, %1 : tensor<4xf16>
return %2 : tensor<4xf16>",
    );
}

#[test]
fn bad_arguments_and_attributes_are_located() {
    check_error(
        "(%x: tensor<4xi64>) -> tensor<4xi64>",
        "return %x : tensor<4xi64>",
        "in.mlir:1:1: error: 'func.func' op @main: argument #0 has type tensor<4xi64>",
    );
    check_error(
        "(%x: tensor<?x4xf32>) -> tensor<?x4xf32>",
        "return %x : tensor<?x4xf32>",
        "argument #0 has type tensor<?x4xf32>, which the graph dialect cannot hold",
    );
    check_error(
        "(%x: tensor<2x3xf32>, %y: tensor<4x3xf32>) -> tensor<2x4xf32>",
        "%0 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>",
        "'stablehlo.dot_general' op contracting dimension sizes differ ([3] vs [4])",
    );
    check_error(
        "(%x: tensor<2x3xf32>, %y: tensor<3x4xf32>) -> tensor<2x4xf32>",
        "%0 = stablehlo.dot_general %x, %y, contracting_dims = [2] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>",
        "lhs contracting dimension 2 is out of range for rank 2",
    );
    check_error(
        "(%x: tensor<3xf32>) -> tensor<2x3xf32>",
        "%0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>",
        "broadcast_dimensions [0] do not map tensor<3xf32> into tensor<2x3xf32>",
    );
    check_error(
        "(%x: tensor<4x6xf32>) -> tensor<4xf32>",
        "%c = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.multiply across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>",
        "reducer 'stablehlo.multiply' is not supported: only sum, max and min reductions",
    );
    check_error(
        "(%x: tensor<4xf32>) -> tensor<4xf32>",
        "%0 = stablehlo.compare FOO, %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n  return %x : tensor<4xf32>",
        "in.mlir:2:24: error: unknown comparison direction 'FOO'",
    );
}

#[test]
fn errors_inside_inlined_helpers_name_the_call() {
    let input = "module {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @helper(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.log %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}";
    let e = import(input, &ImportOptions::default()).unwrap_err();
    assert!(
        e.contains("in.mlir:7:10: error: 'stablehlo.log' op is not supported"),
        "{e}"
    );
    assert!(
        e.contains("in.mlir:3:10: note: inlined from this call to @helper"),
        "{e}"
    );
    let recursive = "module {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @f(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}";
    let e = import(recursive, &ImportOptions::default()).unwrap_err();
    assert!(
        e.contains("in.mlir:7:10: error: 'func.call' op recursive call to @f cannot be inlined"),
        "{e}"
    );
}

#[test]
fn a_module_without_a_public_function_is_an_error() {
    let e = import(
        "module {\n  func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n    return %x : tensor<4xf32>\n  }\n}",
        &ImportOptions::default(),
    )
    .unwrap_err();
    assert!(
        e.contains("error: module has no public function with a body to import"),
        "{e}"
    );
}

#[test]
fn importing_is_idempotent() {
    let input = "func.func public @main(%x: tensor<4x8xf16>, %w: tensor<8x2xf16>) -> tensor<4x2xf16> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf16>, tensor<8x2xf16>) -> tensor<4x2xf16>
  %c = stablehlo.constant dense<5.000000e-01> : tensor<f16>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f16>) -> tensor<4x2xf16>
  %1 = graph.mul %0, %b : tensor<4x2xf16>
  %2 = stablehlo.tanh %1 : tensor<4x2xf16>
  return %2 : tensor<4x2xf16>
}";
    let once = import(input, &ImportOptions::default()).unwrap();
    assert!(
        once.contains("%3 = graph.mul %0, %2 : tensor<4x2xf16>"),
        "{once}"
    );
    let twice = import(&once, &ImportOptions::default()).unwrap();
    assert_eq!(once, twice);
}

/// A small deterministic generator (SplitMix64) for the randomized test below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle(&mut self, v: &mut [usize]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// Row-major strides.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// `dot_general` by its definition (StableHLO spec): an independent loop nest.
fn naive_dot_general(
    a: &[f32],
    ashape: &[usize],
    b: &[f32],
    bshape: &[usize],
    d: &DotDims,
) -> (Vec<usize>, Vec<f32>) {
    let u = |v: &[i64]| v.iter().map(|&x| x as usize).collect::<Vec<usize>>();
    let (lb, rb, lc, rc) = (
        u(&d.lhs_batch),
        u(&d.rhs_batch),
        u(&d.lhs_contract),
        u(&d.rhs_contract),
    );
    let lf: Vec<usize> = (0..ashape.len())
        .filter(|i| !lb.contains(i) && !lc.contains(i))
        .collect();
    let rf: Vec<usize> = (0..bshape.len())
        .filter(|i| !rb.contains(i) && !rc.contains(i))
        .collect();
    let mut out_shape: Vec<usize> = lb.iter().map(|&i| ashape[i]).collect();
    out_shape.extend(lf.iter().map(|&i| ashape[i]));
    out_shape.extend(rf.iter().map(|&i| bshape[i]));
    let csizes: Vec<usize> = lc.iter().map(|&i| ashape[i]).collect();
    let (sa, sb, so) = (strides(ashape), strides(bshape), strides(&out_shape));
    let n_out: usize = out_shape.iter().product();
    let n_c: usize = csizes.iter().product();
    let mut out = vec![0f32; n_out];
    for (o, slot) in out.iter_mut().enumerate() {
        let idx: Vec<usize> = (0..out_shape.len())
            .map(|k| (o / so[k]) % out_shape[k])
            .collect();
        let (mut ai, mut bi) = (vec![0; ashape.len()], vec![0; bshape.len()]);
        for (k, (&l, &r)) in lb.iter().zip(&rb).enumerate() {
            ai[l] = idx[k];
            bi[r] = idx[k];
        }
        for (k, &l) in lf.iter().enumerate() {
            ai[l] = idx[lb.len() + k];
        }
        for (k, &r) in rf.iter().enumerate() {
            bi[r] = idx[lb.len() + lf.len() + k];
        }
        let cs = strides(&csizes);
        let mut sum = 0f32;
        for c in 0..n_c {
            for (k, (&l, &r)) in lc.iter().zip(&rc).enumerate() {
                let v = (c / cs[k]) % csizes[k];
                ai[l] = v;
                bi[r] = v;
            }
            let ao: usize = ai.iter().zip(&sa).map(|(i, s)| i * s).sum();
            let bo: usize = bi.iter().zip(&sb).map(|(i, s)| i * s).sum();
            sum += a[ao] * b[bo];
        }
        *slot = sum;
    }
    (out_shape, out)
}

fn tensor_text(shape: &[usize]) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}f32>")
}

/// Random `dot_general`s (ranks 1–4, 0–2 batch and 0–2 contracting dimensions in
/// random positions) import to graph ops that compute the spec's result exactly
/// (small integer inputs keep every f32 sum exact).
#[test]
fn random_dot_generals_match_the_definition() {
    use crate::graph_interp::{Tensor, interpret_module};
    use ipu_runtime::numerics::DType;

    let mut rng = Rng(2024);
    let ctx = context();
    let mut checked = 0;
    for case in 0..150 {
        let nb = rng.below(3);
        let nc = rng.below(3);
        let (lfree, rfree) = (rng.below(3), rng.below(3));
        let bs: Vec<usize> = (0..nb).map(|_| 1 + rng.below(3)).collect();
        let cs: Vec<usize> = (0..nc).map(|_| 1 + rng.below(3)).collect();
        // Place batch, contracting and free dimensions at random positions.
        let place = |rng: &mut Rng, nfree: usize| {
            let rank = nb + nc + nfree;
            let mut pos: Vec<usize> = (0..rank).collect();
            rng.shuffle(&mut pos);
            let free_sizes: Vec<usize> = (0..nfree).map(|_| 1 + rng.below(3)).collect();
            let mut shape = vec![0; rank];
            for (k, &p) in pos[..nb].iter().enumerate() {
                shape[p] = bs[k];
            }
            for (k, &p) in pos[nb..nb + nc].iter().enumerate() {
                shape[p] = cs[k];
            }
            for (k, &p) in pos[nb + nc..].iter().enumerate() {
                shape[p] = free_sizes[k];
            }
            let batch: Vec<i64> = pos[..nb].iter().map(|&p| p as i64).collect();
            let contract: Vec<i64> = pos[nb..nb + nc].iter().map(|&p| p as i64).collect();
            (shape, batch, contract)
        };
        let (ashape, lbatch, lcontract) = place(&mut rng, lfree);
        let (bshape, rbatch, rcontract) = place(&mut rng, rfree);
        if ashape.is_empty() || bshape.is_empty() {
            continue;
        }
        let d = DotDims {
            lhs_batch: lbatch,
            rhs_batch: rbatch,
            lhs_contract: lcontract,
            rhs_contract: rcontract,
        };
        let values = |rng: &mut Rng, shape: &[usize]| -> Vec<f32> {
            (0..shape.iter().product::<usize>())
                .map(|_| rng.below(7) as f32 - 3.0)
                .collect()
        };
        let (a, b) = (values(&mut rng, &ashape), values(&mut rng, &bshape));
        let (out_shape, expect) = naive_dot_general(&a, &ashape, &b, &bshape, &d);
        let list = |v: &[i64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let text = format!(
            "func.func public @main(%a: {ta}, %b: {tb}) -> {to} {{\n  %0 = stablehlo.dot_general %a, %b, \
             batching_dims = [{}] x [{}], contracting_dims = [{}] x [{}] : ({ta}, {tb}) -> {to}\n  return %0 : {to}\n}}\n",
            list(&d.lhs_batch),
            list(&d.rhs_batch),
            list(&d.lhs_contract),
            list(&d.rhs_contract),
            ta = tensor_text(&ashape),
            tb = tensor_text(&bshape),
            to = tensor_text(&out_shape),
        );
        let mut m = Module::parse(&ctx, "dot.mlir", text.as_bytes())
            .unwrap_or_else(|_| panic!("case {case}:\n{text}"));
        import_module(&ctx, &mut m.ir, m.op, &ImportOptions::default())
            .unwrap_or_else(|e| panic!("case {case}: {}\n{text}", e[0].message));
        assert!(
            m.verify(&ctx).is_empty(),
            "case {case}: invalid graph IR\n{text}"
        );
        let inputs = [
            Tensor::new(ashape.clone(), DType::F32, a).unwrap(),
            Tensor::new(bshape.clone(), DType::F32, b).unwrap(),
        ];
        let got = interpret_module(&ctx, &m, "main", &inputs)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        assert_eq!(got[0].shape, out_shape, "case {case}\n{text}");
        assert_eq!(got[0].data, expect, "case {case}\n{text}");
        checked += 1;
    }
    assert!(checked >= 120, "only {checked} cases had operands");
}

#[test]
fn integer_and_boolean_constants_fold_into_a_causal_mask() {
    // jnp.tril's mask (iota, add, compare, select on i1) folds; where(mask, x, -inf)
    // becomes max(min(x, U), L): U = [[+inf, c], [+inf, +inf]], L = [[-inf, c], [-inf,
    // -inf]] with c = -inf (so L is -inf throughout, -U is +inf above the diagonal), the
    // minimum as -max(-x, -U); the fill's own constant is left unused and erased.
    check(
        "(%x: tensor<2x2xf32>) -> tensor<2x2xf32>",
        "%r = stablehlo.iota dim = 0 : tensor<2x2xi32>
         %z = stablehlo.constant dense<0> : tensor<i32>
         %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
         %r2 = stablehlo.add %r, %zb : tensor<2x2xi32>
         %c = stablehlo.iota dim = 1 : tensor<2x2xi32>
         %ge = stablehlo.compare GE, %r2, %c, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
         %t = stablehlo.constant dense<true> : tensor<i1>
         %tb = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<i1>) -> tensor<2x2xi1>
         %f = stablehlo.constant dense<false> : tensor<2x2xi1>
         %m = stablehlo.select %ge, %tb, %f : tensor<2x2xi1>, tensor<2x2xi1>
         %fill = stablehlo.constant dense<0xFF800000> : tensor<f32>
         %fb = stablehlo.broadcast_in_dim %fill, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
         %y = stablehlo.select %m, %x, %fb : tensor<2x2xi1>, tensor<2x2xf32>
         return %y : tensor<2x2xf32>",
        "%0 = graph.constant dense<[[0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000]]> : tensor<2x2xf32>
%1 = graph.constant dense<[[0xFF800000, 0x7F800000], [0xFF800000, 0xFF800000]]> : tensor<2x2xf32>
%2 = graph.neg %arg0 : tensor<2x2xf32>
%3 = graph.max %2, %1 : tensor<2x2xf32>
%4 = graph.neg %3 : tensor<2x2xf32>
%5 = graph.max %4, %0 : tensor<2x2xf32>
return %5 : tensor<2x2xf32>",
    );
}

#[test]
fn iota_of_a_float_type_and_uniform_masks_fold() {
    check(
        "(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)",
        "%i = stablehlo.iota dim = 1 : tensor<2x3xf32>
         %a = stablehlo.multiply %x, %i : tensor<2x3xf32>
         %t = stablehlo.constant dense<true> : tensor<2x3xi1>
         %n = stablehlo.not %t : tensor<2x3xi1>
         %o = stablehlo.or %n, %t : tensor<2x3xi1>
         %s = stablehlo.select %o, %y, %x : tensor<2x3xi1>, tensor<2x3xf32>
         return %a, %s : tensor<2x3xf32>, tensor<2x3xf32>",
        "%0 = graph.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00, 2.000000e+00]]> : tensor<2x3xf32>
%1 = graph.mul %arg0, %0 : tensor<2x3xf32>
return %1, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>",
    );
}

#[test]
fn a_constant_mask_between_two_computed_branches_is_a_located_error() {
    check_error(
        "(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32>",
        "%m = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %s = stablehlo.select %m, %x, %y : tensor<2xi1>, tensor<2xf32>
  return %s : tensor<2xf32>",
        "in.mlir:3:8: error: 'stablehlo.select' op with a constant predicate, one branch must be a constant splat",
    );
}
