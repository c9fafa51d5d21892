//! The tiled level is a real IR level (issue 19): a tiled module compiles on its own.
//!
//! For every small export (the corpus's `*_small` and the examples'), `ipu-compile X
//! --emit=tiled` is cut down to its tiled function alone (the graph function it came from
//! deleted) and compiled again: the exchange-level program must be the one compiling X gives,
//! byte for byte (so the same buffers, phases, schedule, placement and cycles), and for a few
//! of them the package must run and pass against the host reference the lowering wrote from
//! the tiled ops.

use std::path::{Path, PathBuf};

use ipu_compiler::compile::{CompileArgs, compile};
use ipu_runtime::package::codec;
use ipu_runtime::run::{Inputs, load_inputs, run};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Compiles `text` (read from `path`) with `extra` arguments; the printed IR or package path.
fn compile_text(path: &Path, text: &str, extra: &[&str]) -> Result<Option<String>, String> {
    let mut argv = vec!["ipu-compile", path.to_str().unwrap_or_default()];
    argv.extend_from_slice(extra);
    let args = CompileArgs::from_args(argv)?;
    let mut messages = Vec::new();
    compile(&args, text.as_bytes(), &mut messages)
        .map(|c| c.ir)
        .map_err(|e| format!("{e}\n{}", String::from_utf8_lossy(&messages)))
}

/// The printed module without its non-tiled functions (those whose name does not end in
/// `_tiled`): the functions are printed at two spaces of indentation, closed by `  }`.
fn tiled_only(module: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in module.lines() {
        if line.starts_with("  func.func @") && !line.contains("_tiled(") {
            skipping = true;
        }
        if !skipping {
            out.push_str(line);
            out.push('\n');
        }
        if skipping && line == "  }" {
            skipping = false;
        }
    }
    out
}

fn exports() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for (dir, small_only) in [
        (root().join("../shared/corpus/stablehlo"), true),
        (root().join("examples/stablehlo"), false),
    ] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if !name.ends_with(".mlir")
                || name.contains(".generic.")
                || name.contains("_full")
                || (small_only && !name.contains("_small"))
            {
                continue;
            }
            out.push(p);
        }
    }
    out.sort();
    out
}

#[test]
fn every_small_export_compiles_from_its_tiled_function_alone() {
    let exports = exports();
    assert!(
        exports.len() >= 20,
        "found only {} exports under examples/stablehlo and the corpus",
        exports.len()
    );
    let work = std::env::temp_dir().join(format!("ipu-tiled-level-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap_or_else(|e| panic!("{e}"));
    let mut ran = 0;
    for path in &exports {
        let name = path
            .file_stem()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let tiled = compile_text(path, &text, &["--emit=tiled", "-o", "-"])
            .unwrap_or_else(|e| panic!("{name}: --emit=tiled: {e}"))
            .unwrap_or_else(|| panic!("{name}: --emit=tiled prints the IR"));
        let alone = tiled_only(&tiled);
        assert!(
            alone.contains("_tiled(") && !alone.contains("graph."),
            "{name}: the cut-down module still has graph ops or lost the tiled function"
        );
        let alone_path = work.join(format!("{name}.tiled.mlir"));
        let direct = compile_text(path, &text, &["--emit=exchange", "-o", "-"])
            .unwrap_or_else(|e| panic!("{name}: --emit=exchange: {e}"))
            .unwrap_or_default();
        let from_tiled = compile_text(&alone_path, &alone, &["--emit=exchange", "-o", "-"])
            .unwrap_or_else(|e| panic!("{name}: the tiled function alone: {e}"))
            .unwrap_or_default();
        let program = |s: &str| s.find("exchange.program").map(|i| s[i..].to_string());
        assert!(program(&direct).is_some(), "{name}: no exchange program");
        assert_eq!(
            program(&direct),
            program(&from_tiled),
            "{name}: the tiled function alone lowers to another exchange program"
        );
        // Run a few: the host reference is the graph function written from the tiled ops.
        if [
            "mlp_fp8_small",
            "attention_softmax_f16",
            "layernorm_f32",
            "qkv_fused_f16_small",
        ]
        .contains(&name)
        {
            let pkg = work.join(format!("{name}.ipupkg"));
            compile_text(
                &alone_path,
                &alone,
                &["-o", pkg.to_str().unwrap_or_default()],
            )
            .unwrap_or_else(|e| panic!("{name}: package: {e}"));
            let package = codec::read(&pkg).unwrap_or_else(|e| panic!("{e}"));
            let target =
                ipu_device::Target::resolve(&package.target).unwrap_or_else(|e| panic!("{e}"));
            let inputs = load_inputs(&package, Inputs::Random(7)).unwrap_or_else(|e| panic!("{e}"));
            let report = run(&package, &target, &inputs).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                report.pass(),
                "{name}: the tiled-only package fails its numerical test"
            );
            ran += 1;
        }
    }
    assert_eq!(ran, 4, "every model chosen to run was found");
    let _ = std::fs::remove_dir_all(&work);
}
