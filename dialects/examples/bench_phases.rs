//! Times the phases of `ipu-opt` on one file: read, parse, verify, print (to a
//! discarding sink, or with `-o OUT` also to a file, to compare outputs).
//! `cargo run --release -p ipu-dialects --example bench_phases -- big.mlir [-o out.mlir]`

use std::fmt::Write;
use std::time::Instant;

use ipu_dialects::{Context, Module, PrintFlags};

struct Sink(usize, Option<String>);

impl Write for Sink {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0 += s.len();
        if let Some(keep) = &mut self.1 {
            keep.push_str(s);
        }
        Ok(())
    }
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1).cloned() else {
        eprintln!("usage: bench_phases FILE.mlir [-o OUT.mlir]");
        return std::process::ExitCode::FAILURE;
    };
    let out_path = (args.get(2).map(String::as_str) == Some("-o"))
        .then(|| args.get(3).cloned())
        .flatten();
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
    let mut sink = Sink(0, out_path.as_ref().map(|_| String::new()));
    let _ = ipu_dialects::print_module(
        &ctx,
        &module,
        &PrintFlags {
            generic: true,
            debug_info: false,
            elide_elements_larger: None,
        },
        &mut sink,
    );
    let t4 = Instant::now();
    if let (Some(p), Some(text)) = (&out_path, &sink.1)
        && let Err(e) = std::fs::write(p, text)
    {
        eprintln!("{p}: {e}");
        return std::process::ExitCode::FAILURE;
    }
    drop(module);
    let t5 = Instant::now();
    drop(ctx);
    let t6 = Instant::now();
    println!(
        "read {:?} parse {:?} verify {:?} ({errors} errors) print {:?} ({} bytes) free IR {:?} free context {:?}",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        t4 - t3,
        sink.0,
        t5 - t4,
        t6 - t5
    );
    std::process::ExitCode::SUCCESS
}
