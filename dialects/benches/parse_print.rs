//! Criterion benchmark of the text format: parse, verify and print a generic-form
//! module of 20,000 operations (`bench_gen.rs`; about 2.6 MB).
//!
//! The side-by-side comparison with `mlir-opt-19` on the 200,000-op (25 MB)
//! module is `benches/compare_mlir_opt.sh` (wall time and peak RSS).

#[path = "bench_gen.rs"]
mod bench_gen;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ipu_dialects::{Context, Module, PrintFlags};

fn text_format(c: &mut Criterion) {
    let text = bench_gen::bench_module(20_000);
    let mut ctx = Context::new();
    ctx.set_allow_unregistered(true);
    let module = match Module::parse(&ctx, "bench.mlir", text.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!("benchmark module does not parse: {}", d[0].message),
    };
    let mut g = c.benchmark_group("text_format_20k_ops");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("parse", |b| {
        b.iter(|| {
            Module::parse(&ctx, "bench.mlir", text.as_bytes())
                .map(|m| m.ir.op_capacity())
                .unwrap_or(0)
        })
    });
    g.bench_function("verify", |b| b.iter(|| module.verify(&ctx).len()));
    let flags = PrintFlags {
        generic: true,
        debug_info: false,
        elide_elements_larger: None,
    };
    g.bench_function("print_generic", |b| {
        b.iter(|| module.print(&ctx, &flags).len())
    });
    g.bench_function("parse_verify_print", |b| {
        b.iter(|| {
            let m = Module::parse(&ctx, "bench.mlir", text.as_bytes()).ok()?;
            m.verify(&ctx)
                .is_empty()
                .then(|| m.print(&ctx, &flags).len())
        })
    });
    g.finish();
}

criterion_group!(benches, text_format);
criterion_main!(benches);
