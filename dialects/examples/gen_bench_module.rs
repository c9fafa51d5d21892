//! Writes the benchmark module to stdout:
//! `cargo run --release -p ipu-dialects --example gen_bench_module -- 200000 > big.mlir`
//! (200,000 ops, about 25 MB). See `benches/bench_gen.rs`.

#[path = "../benches/bench_gen.rs"]
mod bench_gen;

use std::io::Write;

fn main() -> std::process::ExitCode {
    let n = std::env::args()
        .nth(1)
        .and_then(|a| a.parse::<usize>().ok())
        .unwrap_or(200_000);
    let text = bench_gen::bench_module(n);
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen_bench_module: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
