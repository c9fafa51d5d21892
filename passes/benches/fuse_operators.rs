//! `cargo bench -p ipu-passes --bench fuse_operators`: saturation + extraction time of
//! `fuse-operators` on the SigLIP-so400m workloads at full size (729 tokens, width 1152,
//! MLP hidden 4304; `../shared/corpus/stablehlo/*_full.mlir`), written in the graph
//! dialect as the importer produces them (one graph op per StableHLO op):
//! - `mlp`: fc1 + bias → tanh GELU in primitive ops → fc2 + bias;
//! - `qkv`: three projections of one activation, with biases;
//! - `attention`: one head (72 wide) of self-attention: QKV projections, `q·kᵀ` scaled,
//!   softmax, `·v`, output projection.
//!
//! Before timing, each workload is fused once and a summary line is printed: the cost
//! model's cycles before and after, the number of matrix products before and after, and
//! the time of one run. Targets (issue 8): each under 100 ms; the QKV graph becomes one
//! product; the MLP two products, the first with a bias + GELU epilogue.

use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use ipu_dialects::{Context, Module, PrintFlags, register_all_dialects};
use ipu_passes::fuse_operators::{FuseOperatorsOptions, FuseReport, fuse_function};

const T: usize = 729;
const D: usize = 1152;
const H: usize = 4304;
const HD: usize = 72;

fn ty(shape: &[usize]) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("tensor<{}xf16>", dims.join("x"))
}

fn bias(b: &str, out: &str, n: usize, y: &str, lines: &mut Vec<String>) {
    lines.push(format!(
        "  {out}_b1 = graph.broadcast {b} {{dimensions = array<i64: 1>}} : {} -> {}",
        ty(&[n]),
        ty(&[1, n])
    ));
    lines.push(format!(
        "  {out}_b2 = graph.broadcast {out}_b1 {{dimensions = array<i64: 0, 1>}} : {} -> {}",
        ty(&[1, n]),
        ty(&[T, n])
    ));
    lines.push(format!(
        "  {out} = graph.add {y}, {out}_b2 : {}",
        ty(&[T, n])
    ));
}

fn matmul(out: &str, x: &str, w: &str, m: usize, k: usize, n: usize, lines: &mut Vec<String>) {
    lines.push(format!(
        "  {out} = graph.matmul {x}, {w} : ({}, {}) -> {}",
        ty(&[m, k]),
        ty(&[k, n]),
        ty(&[m, n])
    ));
}

fn splat(out: &str, v: &str, shape: &[usize], lines: &mut Vec<String>) {
    lines.push(format!(
        "  {out}_c = graph.constant dense<{v}> : tensor<f16>"
    ));
    lines.push(format!(
        "  {out} = graph.broadcast {out}_c {{dimensions = array<i64>}} : tensor<f16> -> {}",
        ty(shape)
    ));
}

fn mlp() -> String {
    let mut l = Vec::new();
    let s = [T, H];
    let t = ty(&s);
    matmul("%h0", "%x", "%w1", T, D, H, &mut l);
    bias("%b1", "%h", H, "%h0", &mut l);
    l.push(format!("  %g1 = graph.mul %h, %h : {t}"));
    l.push(format!("  %g2 = graph.mul %g1, %h : {t}"));
    splat("%k1", "4.470830e-02", &s, &mut l);
    l.push(format!("  %g3 = graph.mul %k1, %g2 : {t}"));
    l.push(format!("  %g4 = graph.add %h, %g3 : {t}"));
    splat("%k2", "7.978520e-01", &s, &mut l);
    l.push(format!("  %g5 = graph.mul %k2, %g4 : {t}"));
    l.push(format!("  %g6 = graph.tanh %g5 : {t}"));
    splat("%k3", "1.000000e+00", &s, &mut l);
    l.push(format!("  %g7 = graph.add %k3, %g6 : {t}"));
    splat("%k4", "5.000000e-01", &s, &mut l);
    l.push(format!("  %g8 = graph.mul %k4, %g7 : {t}"));
    l.push(format!("  %g = graph.mul %h, %g8 : {t}"));
    matmul("%y0", "%g", "%w2", T, H, D, &mut l);
    bias("%b2", "%y", D, "%y0", &mut l);
    format!(
        "func.func @mlp(%x: {}, %w1: {}, %b1: {}, %w2: {}, %b2: {}) -> {} {{\n{}\n  return %y : {}\n}}\n",
        ty(&[T, D]),
        ty(&[D, H]),
        ty(&[H]),
        ty(&[H, D]),
        ty(&[D]),
        ty(&[T, D]),
        l.join("\n"),
        ty(&[T, D])
    )
}

fn qkv() -> String {
    let mut l = Vec::new();
    for p in ["q", "k", "v"] {
        matmul(&format!("%{p}0"), "%x", &format!("%w{p}"), T, D, D, &mut l);
        bias(
            &format!("%b{p}"),
            &format!("%{p}"),
            D,
            &format!("%{p}0"),
            &mut l,
        );
    }
    let t = ty(&[T, D]);
    format!(
        "func.func @qkv(%x: {t}, %wq: {w}, %bq: {b}, %wk: {w}, %bk: {b}, %wv: {w}, %bv: {b}) -> ({t}, {t}, {t}) {{\n{}\n  return %q, %k, %v : {t}, {t}, {t}\n}}\n",
        l.join("\n"),
        w = ty(&[D, D]),
        b = ty(&[D]),
    )
}

fn attention() -> String {
    let mut l = Vec::new();
    for p in ["q", "k", "v"] {
        matmul(&format!("%{p}0"), "%x", &format!("%w{p}"), T, D, HD, &mut l);
        bias(
            &format!("%b{p}"),
            &format!("%{p}"),
            HD,
            &format!("%{p}0"),
            &mut l,
        );
    }
    l.push(format!(
        "  %kt = graph.transpose %k {{permutation = array<i64: 1, 0>}} : {} -> {}",
        ty(&[T, HD]),
        ty(&[HD, T])
    ));
    matmul("%s0", "%q", "%kt", T, HD, T, &mut l);
    splat("%sc", "1.178590e-01", &[T, T], &mut l);
    l.push(format!("  %s = graph.mul %s0, %sc : {}", ty(&[T, T])));
    l.push(format!(
        "  %p = graph.softmax %s {{dimension = 1 : i64}} : {}",
        ty(&[T, T])
    ));
    matmul("%o", "%p", "%v", T, T, HD, &mut l);
    matmul("%y0", "%o", "%wo", T, HD, D, &mut l);
    bias("%bo", "%y", D, "%y0", &mut l);
    let w = ty(&[D, HD]);
    let b = ty(&[HD]);
    format!(
        "func.func @attention(%x: {x}, %wq: {w}, %bq: {b}, %wk: {w}, %bk: {b}, %wv: {w}, %bv: {b}, %wo: {wo}, %bo: {bo}) -> {x} {{\n{}\n  return %y : {x}\n}}\n",
        l.join("\n"),
        x = ty(&[T, D]),
        wo = ty(&[HD, D]),
        bo = ty(&[D]),
    )
}

fn context() -> Context {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> Module {
    match Module::parse(ctx, "bench.mlir", text.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!("benchmark input does not parse: {d:?}"),
    }
}

fn fuse(ctx: &Context, m: &mut Module, target: &ipu_device::Target) -> FuseReport {
    let funcs =
        m.ir.collect_ops(m.op, |op| ctx.op_name_str(m.ir.name(op)) == "func.func");
    let (report, _) = fuse_function(
        ctx,
        &mut m.ir,
        funcs[0],
        target,
        &FuseOperatorsOptions::default(),
    )
    .unwrap_or_else(|e| panic!("fusion failed: {e:?}"));
    report.unwrap_or_else(|| panic!("the workload was not translated"))
}

fn products(text: &str) -> usize {
    text.matches("graph.matmul").count() + text.matches("graph.fused_matmul").count()
}

fn workloads() -> Vec<(&'static str, String)> {
    vec![("mlp", mlp()), ("qkv", qkv()), ("attention", attention())]
}

fn bench(c: &mut Criterion) {
    let ctx = context();
    let target = ipu_device::Target::default_target().expect("the default target loads");
    for (name, text) in workloads() {
        let mut m = parse(&ctx, &text);
        let start = Instant::now();
        let r = fuse(&ctx, &mut m, &target);
        let took = start.elapsed();
        let out = m.print(&ctx, &PrintFlags::default());
        println!(
            "fuse-operators {name}: cost {} -> {} cycles ({:.1}% saved), products {} -> {}, \
             {} iterations, {} e-nodes, stop: {}, one run {:.1} ms",
            r.cost_before.cycles,
            r.cost_after.cycles,
            100.0 * (1.0 - r.cost_after.cycles as f64 / r.cost_before.cycles.max(1) as f64),
            products(&text),
            products(&out),
            r.iterations,
            r.egraph_nodes,
            r.stop_reason,
            took.as_secs_f64() * 1e3
        );
        c.bench_function(&format!("fuse-operators/{name}"), |b| {
            b.iter_batched(
                || parse(&ctx, &text),
                |mut m| fuse(&ctx, &mut m, &target),
                BatchSize::LargeInput,
            )
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
