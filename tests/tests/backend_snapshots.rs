//! Snapshots of the back end's passes on `examples/backend/matmul_add_f16.mlir`: the
//! exchange program after storage placement (addresses recorded; transfers, schedules and
//! delivery records as they were),
//! the tile_asm program after `lower-to-tile-asm` and after `size-tile-code`, and the package
//! `build-package` writes (one line per allocation, segment, call and instruction).

use std::fmt::Write;
use std::path::PathBuf;

use ipu_compiler::compile::{CompileArgs, compile};
use ipu_runtime::package::{Package, Step, codec};

fn example() -> (String, Vec<u8>) {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/backend/matmul_add_f16.mlir");
    let text = std::fs::read(&path).expect("the example exists");
    (path.to_str().expect("utf-8 path").to_string(), text)
}

/// `ipu-compile EXAMPLE ARGS...` in-process; the printed IR with `--emit`.
fn emit(extra: &[&str]) -> String {
    let (path, text) = example();
    let mut args = vec!["ipu-compile", path.as_str(), "--log-level=warn"];
    args.extend_from_slice(extra);
    let args = CompileArgs::from_args(args).expect("valid arguments");
    let mut messages = Vec::new();
    compile(&args, &text, &mut messages)
        .unwrap_or_else(|e| panic!("compiles: {e}"))
        .ir
        .unwrap_or_default()
}

#[test]
fn place_storage_and_schedule_reuse() {
    insta::assert_snapshot!(emit(&["--emit=exchange"]));
}

#[test]
fn lower_to_tile_asm_and_size_tile_code() {
    insta::assert_snapshot!(emit(&["--emit=tile-asm"]));
}

/// The package, one line per item.
fn render(p: &Package) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "target={} tiles={} workload={}",
        p.target, p.tiles, p.workload
    );
    let _ = writeln!(s, "program: {:?}", p.program);
    for (kind, list) in [("input", &p.io.inputs), ("output", &p.io.outputs)] {
        for t in list {
            let _ = writeln!(s, "{kind} {} {}", t.name, t.ty);
            for piece in &t.pieces {
                let _ = writeln!(
                    s,
                    "  tile {} at {:#x}: {:?}",
                    piece.tile, piece.addr, piece.layout
                );
            }
        }
    }
    for image in &p.images {
        let _ = writeln!(s, "image of tile {}", image.tile);
        for a in &image.allocations {
            let _ = writeln!(s, "  allocation {:#x} +{} {}", a.addr, a.bytes, a.name);
        }
        for g in &image.segments {
            let _ = writeln!(s, "  segment {:#x} +{}", g.addr, g.data.len());
        }
    }
    for step in &p.steps {
        match step {
            Step::Sync => {
                let _ = writeln!(s, "sync");
            }
            Step::Compute(cs) => {
                let _ = writeln!(s, "compute {}", cs.name);
                for c in &cs.calls {
                    let _ = writeln!(
                        s,
                        "  tile {} {} workers {} m {} n {} k {} {:?}",
                        c.tile, c.codelet, c.workers, c.m, c.n, c.k, c.operands
                    );
                }
            }
            Step::Exchange(ph) => {
                let _ = writeln!(s, "exchange {} lower_bound {}", ph.name, ph.lower_bound);
                for x in &ph.sends {
                    let _ = writeln!(s, "  {x:?}");
                }
                for x in &ph.receives {
                    let _ = writeln!(s, "  {x:?}");
                }
            }
        }
    }
    s
}

#[test]
fn build_package() {
    let dir = std::env::temp_dir().join(format!("ipu-backend-snapshots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("m.ipupkg");
    let out_str = out.to_str().expect("utf-8 path").to_string();
    emit(&["-o", &out_str]);
    let package = codec::read(&out).expect("the package reads back");
    let _ = std::fs::remove_dir_all(&dir);
    insta::assert_snapshot!(render(&package));
}
