//! The tiled level is a real IR level (issue 19): a tiled module compiles on its own.
//!
//! For every small export (the corpus's `*_small` and the examples'), `ipu-compile X
//! --emit=tiled` is cut down to its tiled function alone (the graph function it came from
//! deleted) and compiled again: the exchange-level program must be the one compiling X gives,
//! byte for byte (so the same buffers, phases, schedule, placement and cycles), and for a few
//! of them the package must run and pass against the host reference the lowering wrote from
//! the tiled ops. (About a minute in a debug build: three compiles of some thirty models, the
//! check the issue asks for on every small export.)

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
/// `_tiled`; `public` or not): the functions are printed at two spaces of indentation,
/// closed by `  }`.
fn tiled_only(module: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in module.lines() {
        if line.starts_with("  func.func ") && !line.contains("_tiled(") {
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

/// `text` with every symbol (`@name`) replaced by `@sN`, N its order of first use.
fn symbols_by_first_use(text: &str) -> String {
    let mut names: std::collections::HashMap<String, usize> = Default::default();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('@') {
        out.push_str(&rest[..=at]);
        rest = &rest[at + 1..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        let n = names.len();
        let k = *names.entry(rest[..end].to_string()).or_insert(n);
        out.push_str(&format!("s{k}"));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

fn exports() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for (dir, small_only) in [
        (ipu_tests::stablehlo_corpus(), true),
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
            // An example that repeats a corpus export is tested once.
            if out.iter().any(|q: &PathBuf| q.file_name() == p.file_name()) {
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
    let mut ran = std::collections::BTreeSet::new();
    // The delivery record's digest hashes buffer names, so it differs with them.
    let digest = regex::Regex::new(r"input_digest = -?[0-9]+").unwrap_or_else(|e| panic!("{e}"));
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
        // Symbols renamed by first use: a view the map cannot tell apart (a broadcast adding
        // a unit dimension is a unit reshape) is named from its map when no graph function
        // names it, so its buffers' names may differ (and the delivery records' digests, which
        // hash them); nothing else may.
        let program = |s: &str| {
            s.find("exchange.program").map(|i| {
                let renamed = symbols_by_first_use(&s[i..]);
                digest
                    .replace_all(&renamed, "input_digest = _")
                    .into_owned()
            })
        };
        let (want, got) = (program(&direct), program(&from_tiled));
        assert!(want.is_some(), "{name}: no exchange program");
        if want != got {
            let (want, got) = (want.unwrap_or_default(), got.unwrap_or_default());
            let first = want
                .lines()
                .zip(got.lines())
                .find(|(a, b)| a != b)
                .map(|(a, b)| format!("compiling the export:\n{a}\nthe tiled function alone:\n{b}"))
                .unwrap_or_else(|| "one is a prefix of the other".into());
            panic!(
                "{name}: the tiled function alone lowers to another exchange program; first difference:\n{first}"
            );
        }
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
            ran.insert(name.to_string());
        }
    }
    assert_eq!(ran.len(), 4, "every model chosen to run was found: {ran:?}");
    let _ = std::fs::remove_dir_all(&work);
}
