//! The IR corpus (`tests/corpus/ir/*.mlir`): every file parses, verifies and
//! round-trips (print(parse(x)) is a fixpoint in generic, custom and debug-info
//! forms, and the custom and generic forms describe the same IR); our generic
//! output is accepted by LLVM's `mlir-opt-19 --allow-unregistered-dialect`.
//! The bad corpus (`tests/corpus/ir/bad/*.mlir`): every file is rejected with a
//! located error whose message contains the file's `// expected: ...` text, and
//! `ipu-opt` exits with status 1 (not a panic, not a signal).

use std::path::{Path, PathBuf};
use std::process::Command;

use ipu_dialects::{Context, Module, PrintFlags, SourceMap, render_all};

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus/ir")
}

fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

fn ctx() -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered(true);
    c
}

/// Parses and verifies `text`, or returns the rendered diagnostics.
fn parse_verified(ctx: &Context, name: &str, text: &[u8]) -> Result<Module, String> {
    let mut sm = SourceMap::new();
    sm.add(ctx.ident(name), text.to_vec().into());
    let m = Module::parse(ctx, name, text).map_err(|d| render_all(&d, ctx, &sm))?;
    let errs = m.verify(ctx);
    if !errs.is_empty() {
        return Err(render_all(&errs, ctx, &sm));
    }
    Ok(m)
}

const FORMS: [PrintFlags; 4] = [
    PrintFlags {
        generic: false,
        debug_info: false,
        elide_elements_larger: None,
    },
    PrintFlags {
        generic: true,
        debug_info: false,
        elide_elements_larger: None,
    },
    PrintFlags {
        generic: false,
        debug_info: true,
        elide_elements_larger: None,
    },
    PrintFlags {
        generic: true,
        debug_info: true,
        elide_elements_larger: None,
    },
];

#[test]
fn corpus_has_at_least_40_files() {
    let n = mlir_files(&corpus_dir()).len();
    assert!(n >= 40, "only {n} corpus files");
    let bad = mlir_files(&corpus_dir().join("bad")).len();
    assert!(bad >= 30, "only {bad} bad-corpus files");
}

#[test]
fn corpus_round_trips_in_every_form() {
    let ctx = ctx();
    for path in mlir_files(&corpus_dir()) {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let m = parse_verified(&ctx, &name, &text)
            .unwrap_or_else(|e| panic!("{name} does not parse:\n{e}"));
        let generic = m.print(&ctx, &FORMS[1]);
        for flags in FORMS {
            let once = m.print(&ctx, &flags);
            let again = parse_verified(&ctx, "again.mlir", once.as_bytes()).unwrap_or_else(|e| {
                panic!("{name} {flags:?}: our output does not parse:\n{e}\n{once}")
            });
            let twice = again.print(&ctx, &flags);
            assert_eq!(once, twice, "{name} {flags:?}: printing is not a fixpoint");
            // Whatever the form, the re-parsed IR is the same IR.
            let regeneric = again.print(&ctx, &FORMS[1]);
            if !flags.debug_info {
                assert_eq!(
                    generic, regeneric,
                    "{name} {flags:?}: the form changed the IR"
                );
            }
        }
    }
}

fn mlir_opt() -> PathBuf {
    let p = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt"));
    assert!(
        p.is_file(),
        "mlir-opt-19 is required (Debian package mlir-19-tools); not found at {}",
        p.display()
    );
    p
}

#[test]
fn corpus_generic_output_is_accepted_by_mlir_opt() {
    let ctx = ctx();
    let mlir_opt = mlir_opt();
    let tmp = std::env::temp_dir().join(format!("ipu-ir-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("cannot create a temp dir");
    let mut failures = Vec::new();
    for path in mlir_files(&corpus_dir()) {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let m = parse_verified(&ctx, &name, &text).unwrap_or_else(|e| panic!("{name}:\n{e}"));
        for flags in [FORMS[1], FORMS[3]] {
            let out = tmp.join(&name);
            std::fs::write(&out, m.print(&ctx, &flags)).expect("cannot write a temp file");
            let r = Command::new(&mlir_opt)
                .arg("--allow-unregistered-dialect")
                .arg(&out)
                .output()
                .expect("cannot run mlir-opt");
            if !r.status.success() {
                failures.push(format!(
                    "{name} {flags:?}: {}",
                    String::from_utf8_lossy(&r.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(
        failures.is_empty(),
        "mlir-opt rejects our output:\n{}",
        failures.join("\n")
    );
}

fn expected_message(text: &[u8], name: &str) -> String {
    let first = text.split(|&b| b == b'\n').next().unwrap_or(b"");
    let first = String::from_utf8_lossy(first);
    first
        .strip_prefix("// expected: ")
        .unwrap_or_else(|| panic!("{name}: first line must be `// expected: <message>`"))
        .trim_end()
        .to_string()
}

#[test]
fn bad_corpus_gives_located_errors() {
    let ctx = ctx();
    let loc_re = regex::Regex::new(r"^[^\n]*\.mlir:\d+:\d+: error: ").expect("valid regex");
    for path in mlir_files(&corpus_dir().join("bad")) {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let want = expected_message(&text, &name);
        let err = match parse_verified(&ctx, &name, &text) {
            Ok(_) => panic!("{name}: accepted, expected an error containing `{want}`"),
            Err(e) => e,
        };
        assert!(
            loc_re.is_match(&err),
            "{name}: error is not located:\n{err}"
        );
        assert!(err.contains(&want), "{name}: expected `{want}` in:\n{err}");
    }
}

/// The workspace's `ipu-opt`, built once per test process.
fn build_ipu_opt() -> PathBuf {
    ipu_tests::tools_dir()
        .unwrap_or_else(|e| panic!("{e}"))
        .join("ipu-opt")
}

#[test]
fn ipu_opt_exits_1_on_every_bad_file_and_0_on_good_ones() {
    let exe = build_ipu_opt();
    let loc_re = regex::Regex::new(r":\d+:\d+: error").expect("valid regex");
    for path in mlir_files(&corpus_dir().join("bad")) {
        let out = Command::new(&exe)
            .arg("--allow-unregistered-dialect")
            .arg(&path)
            .output()
            .expect("cannot run ipu-opt");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{}: exit status {:?}\n{stderr}",
            path.display(),
            out.status
        );
        assert!(
            loc_re.is_match(&stderr),
            "{}: no located error:\n{stderr}",
            path.display()
        );
    }
    for path in mlir_files(&corpus_dir()) {
        let out = Command::new(&exe)
            .args([
                "-allow-unregistered-dialect",
                "--print-op-generic",
                "-o",
                "-",
            ])
            .arg(&path)
            .output()
            .expect("cannot run ipu-opt");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // Without --allow-unregistered-dialect an unknown op is a located error too.
    let out = Command::new(&exe)
        .arg(corpus_dir().join("generic_basic.mlir"))
        .output()
        .expect("cannot run ipu-opt");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("generic_basic.mlir:3:8: error: unregistered operation 'ipu_test.source'")
    );
}
