//! Times the phases of `ipu-opt` on one file: read, parse, verify, print (to a
//! discarding sink). `cargo run --release -p ipu-dialects --example bench_phases -- big.mlir`

use std::fmt::Write;
use std::time::Instant;

use ipu_dialects::{Context, Module, PrintFlags};

struct Sink(usize);

impl Write for Sink {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0 += s.len();
        Ok(())
    }
}

fn main() -> std::process::ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: bench_phases FILE.mlir");
        return std::process::ExitCode::FAILURE;
    };
    let t0 = Instant::now();
    let text = match std::fs::read(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let t1 = Instant::now();
    let mut ctx = Context::new();
    ctx.set_allow_unregistered(true);
    let module = match Module::parse(&ctx, &path, &text) {
        Ok(m) => m,
        Err(d) => {
            eprintln!("{}", d[0].message);
            return std::process::ExitCode::FAILURE;
        }
    };
    let t2 = Instant::now();
    let errors = module.verify(&ctx).len();
    let t3 = Instant::now();
    let mut sink = Sink(0);
    let _ = ipu_dialects::print_module(
        &ctx,
        &module,
        &PrintFlags {
            generic: true,
            debug_info: false,
        },
        &mut sink,
    );
    let t4 = Instant::now();
    println!(
        "read {:?} parse {:?} verify {:?} ({errors} errors) print {:?} ({} bytes)",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        t4 - t3,
        sink.0
    );
    std::process::ExitCode::SUCCESS
}
