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
    Ok(m.print(&ctx, &PrintFlags::default()))
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
