//! Integration-test support: the lit-style RUN-line runner behind
//! `cargo test --test filecheck_tests`.
//!
//! Every `tests/filecheck/**/*.mlir` file is one test. Its `RUN:` lines are
//! expanded (`%s`, `%t`, ...), then run by a small shell ([`shell`]) with the
//! workspace's tools (`ipu-opt`, `filecheck`, ...) taken from the build's
//! target directory; `FileCheck` means our `filecheck`. A test passes when
//! every RUN line exits 0, and `XFAIL:`, `REQUIRES:`, `UNSUPPORTED:` work as
//! in LLVM's lit (which runs the same tree through `tests/lit.cfg.py`).
//!
//! Adding a test: put `tests/filecheck/<area>/<name>.mlir` with a RUN line,
//! e.g. `// RUN: ipu-opt %s --pass=cse | filecheck %s`, one sentence on what
//! it shows, and `// CHECK:` lines. `cargo test --test filecheck_tests --
//! <area>/` runs it (the name is the path under `tests/filecheck`), and
//! `lit -v tests/filecheck/<area>` runs it under lit. A failure prints each
//! command of the RUN line, its exit code, its stderr and FileCheck's
//! diagnostic with the annotated input dump.

pub mod script;
pub mod shell;

use std::path::{Path, PathBuf};

/// The workplace's shared test data (`../shared`: the conformance suites and the JAX
/// corpus): `$IPU_SHARED`, else the first `shared/` directory holding `corpus/` or
/// `conformance/` found walking up from this crate. Tests that need it fail (never skip)
/// when it is missing, so the fallback path is only there to name in their message.
pub fn shared_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("IPU_SHARED") {
        return PathBuf::from(d);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|d| d.join("shared"))
        .find(|d| d.join("corpus").is_dir() || d.join("conformance").is_dir())
        .unwrap_or_else(|| manifest.join("../../shared"))
}

/// The StableHLO corpus exported from JAX (`<shared>/corpus/stablehlo`, with `ref/`).
///
/// # Panics
/// When the corpus is not there, naming the path looked at.
pub fn stablehlo_corpus() -> PathBuf {
    let dir = shared_dir().join("corpus/stablehlo");
    assert!(
        dir.join("ref").is_dir(),
        "the StableHLO corpus is missing at {} (set IPU_SHARED to the shared/ directory)",
        dir.display()
    );
    dir
}

/// Errors of the runner.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A malformed directive in a test file (the test author's input).
    #[error("{path}:{line}: error: {msg}")]
    Script {
        /// The test file.
        path: String,
        /// 1-based line.
        line: usize,
        /// What is wrong.
        msg: String,
    },
    /// A file or directory could not be read (environment).
    #[error("{path}: {source}")]
    Io {
        /// The path.
        path: String,
        /// The cause.
        source: std::io::Error,
    },
    /// Building the workspace's tools failed (a bug in some crate).
    #[error("building the tools failed: {0}")]
    Build(String),
}

/// `Result` with the runner's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

/// The tools RUN lines may name, built from this workspace.
pub const TOOLS: [&str; 5] = [
    "ipu-opt",
    "ipu-compile",
    "ipu-translate",
    "ipu-run",
    "filecheck",
];

/// How to run tests: where tools are and which lit features are available.
#[derive(Debug, Clone)]
pub struct Config {
    /// The target profile directory holding the built binaries.
    pub bin_dir: PathBuf,
    /// The root of the test tree (`tests/filecheck`).
    pub test_root: PathBuf,
    /// Where `%t` files go.
    pub tmp_root: PathBuf,
    /// lit features for `REQUIRES:`/`UNSUPPORTED:`/`XFAIL:`.
    pub features: Vec<String>,
}

impl shell::Resolver for Config {
    fn resolve(&self, name: &str) -> Option<PathBuf> {
        if name.contains('/') {
            let p = PathBuf::from(name);
            return p.is_file().then_some(p);
        }
        let name = if name == "FileCheck" {
            "filecheck"
        } else {
            name
        };
        let local = self.bin_dir.join(name);
        if local.is_file() {
            return Some(local);
        }
        if TOOLS.contains(&name) {
            // Ours, but not built: never fall back to a stranger on PATH.
            return None;
        }
        std::env::var_os("PATH").and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|d| d.join(name))
                .find(|p| p.is_file())
        })
    }
}

impl Config {
    /// Features every run has, plus one per workspace tool that is built
    /// (`ipu-opt`, ...) and `mlir-opt` when LLVM's is installed.
    pub fn detect_features(&mut self) {
        let mut f = vec!["shell".to_string(), std::env::consts::OS.to_string()];
        f.push(format!("system-{}", std::env::consts::OS));
        for t in TOOLS {
            if self.bin_dir.join(t).is_file() {
                f.push(t.to_string());
            }
        }
        if shell::Resolver::resolve(self, "mlir-opt-19").is_some() {
            f.push("mlir-opt".into());
        }
        self.features = f;
    }
}

/// All `*.mlir` files under `root`, sorted.
pub fn discover(root: &Path) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|source| Error::Io {
            path: dir.display().to_string(),
            source,
        })?;
        for e in entries {
            let e = e.map_err(|source| Error::Io {
                path: dir.display().to_string(),
                source,
            })?;
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The verdict on one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every RUN line succeeded.
    Pass,
    /// Expected to fail (`XFAIL`) and failed.
    ExpectedFail,
    /// `REQUIRES`/`UNSUPPORTED` rule it out; the reason.
    Unsupported(String),
    /// Failed; the report (RUN line, commands, output, diagnostics).
    Fail(String),
}

/// Runs the test at `path`.
pub fn run_test(path: &Path, cfg: &Config) -> Verdict {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return Verdict::Fail(format!("{}: {e}", path.display())),
    };
    let script = match script::parse(path, &text) {
        Ok(s) => s,
        Err(e) => return Verdict::Fail(e.to_string()),
    };
    let eval = |exprs: &[String]| -> std::result::Result<Option<String>, String> {
        for e in exprs {
            if script::eval_features(e, &cfg.features)? {
                return Ok(Some(e.clone()));
            }
        }
        Ok(None)
    };
    for r in &script.requires {
        match script::eval_features(r, &cfg.features) {
            Ok(true) => {}
            Ok(false) => return Verdict::Unsupported(format!("REQUIRES: {r}")),
            Err(e) => return Verdict::Fail(format!("{}: bad REQUIRES: {e}", path.display())),
        }
    }
    match eval(&script.unsupported) {
        Ok(Some(u)) => return Verdict::Unsupported(format!("UNSUPPORTED: {u}")),
        Ok(None) => {}
        Err(e) => return Verdict::Fail(format!("{}: bad UNSUPPORTED: {e}", path.display())),
    }
    let xfail = match eval(&script.xfail) {
        Ok(x) => x.is_some(),
        Err(e) => return Verdict::Fail(format!("{}: bad XFAIL: {e}", path.display())),
    };

    let rel = path.strip_prefix(&cfg.test_root).unwrap_or(path);
    let tmp = cfg.tmp_root.join(format!("{}.tmp", rel.display()));
    let tmp_dir = tmp
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| cfg.tmp_root.clone());
    if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
        return Verdict::Fail(format!("{}: {e}", tmp_dir.display()));
    }
    let source_dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let paths = script::Paths {
        source: path.display().to_string(),
        source_dir: source_dir.display().to_string(),
        tmp: tmp.display().to_string(),
        tmp_dir: tmp_dir.display().to_string(),
    };
    let mut cwd = tmp_dir.clone();
    let mut report = String::new();
    for run in &script.run {
        let cmd = script::substitute(&run.command, &paths);
        report.push_str(&format!("RUN at line {}: {cmd}\n", run.line));
        let t = shell::run(&cmd, &mut cwd, cfg);
        report.push_str(&t.log);
        if !t.ok {
            if xfail {
                return Verdict::ExpectedFail;
            }
            report.push_str(&format!("error: RUN line {} failed\n", run.line));
            return Verdict::Fail(report);
        }
    }
    if xfail {
        report.push_str("error: XPASS: the test passed but is marked XFAIL\n");
        return Verdict::Fail(report);
    }
    Verdict::Pass
}

/// The directory of the workspace's tools (`<target>/<profile>`, beside the test
/// binary's `deps/`), with every tool freshly built by [`build_tools`] — once per test
/// process, whichever test asks first. Building takes a while on a first run (the tools are
/// linked in the test's profile), so it says so on stderr (not captured by the test
/// harness), with the time it took.
///
/// # Errors
/// The build's message, for every caller.
pub fn tools_dir() -> std::result::Result<PathBuf, String> {
    use std::io::Write;
    static BUILT: std::sync::OnceLock<std::result::Result<PathBuf, String>> =
        std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let bin_dir = std::env::current_exe()
                .ok()
                .and_then(|exe| exe.parent().and_then(Path::parent).map(Path::to_path_buf))
                .ok_or("cannot locate the build's target directory (the test binary is not in <profile>/deps)")?;
            let t = std::time::Instant::now();
            let _ = writeln!(
                std::io::stderr(),
                "ipu-tests: building the tools the tests run (cargo build --bins --workspace) ..."
            );
            build_tools(&bin_dir).map_err(|e| e.to_string())?;
            let _ = writeln!(
                std::io::stderr(),
                "ipu-tests: tools ready in {:.1} s",
                t.elapsed().as_secs_f64()
            );
            Ok(bin_dir)
        })
        .clone()
}

/// Builds every binary of the workspace with the `cargo` running the tests,
/// into the target directory of `bin_dir`, so RUN lines use fresh tools.
pub fn build_tools(bin_dir: &Path) -> Result<()> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = std::process::Command::new(cargo);
    cmd.args(["build", "--bins", "--workspace", "--quiet"]);
    match bin_dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") | None => {}
        Some("release") => {
            cmd.arg("--release");
        }
        Some(profile) => {
            cmd.args(["--profile", profile]);
        }
    }
    if let Some(target) = bin_dir.parent() {
        cmd.env("CARGO_TARGET_DIR", target);
    }
    let out = cmd.output().map_err(|e| Error::Build(e.to_string()))?;
    if !out.status.success() {
        return Err(Error::Build(
            String::from_utf8_lossy(&out.stderr).into_owned(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a test file with `text` (tools: only what is on PATH).
    fn check(name: &str, text: &str) -> Verdict {
        let root = std::env::temp_dir().join(format!("ipu-tests-runner-{}", std::process::id()));
        std::fs::create_dir_all(&root).expect("temp dir");
        let path = root.join(name);
        std::fs::write(&path, text).expect("write test");
        let cfg = Config {
            bin_dir: root.join("no-bin"),
            test_root: root.clone(),
            tmp_root: root.join("out"),
            features: vec!["shell".into(), "linux".into()],
        };
        run_test(&path, &cfg)
    }

    fn fail_report(v: Verdict) -> String {
        match v {
            Verdict::Fail(r) => r,
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[test]
    fn verdicts() {
        assert_eq!(
            check("pass.mlir", "// RUN: true && echo hi | cat > %t\n"),
            Verdict::Pass
        );
        assert_eq!(
            check("xfail.mlir", "// RUN: false\n// XFAIL: *\n"),
            Verdict::ExpectedFail
        );
        assert_eq!(
            check("req.mlir", "// RUN: true\n// REQUIRES: gpu\n"),
            Verdict::Unsupported("REQUIRES: gpu".into())
        );
        assert_eq!(
            check("unsup.mlir", "// RUN: true\n// UNSUPPORTED: linux\n"),
            Verdict::Unsupported("UNSUPPORTED: linux".into())
        );
    }

    #[test]
    fn failure_reports_show_the_command_and_output() {
        let r = fail_report(check(
            "fail.mlir",
            "// RUN: echo out; sh -c 'echo err >&2; exit 3'\n",
        ));
        assert!(
            r.contains("RUN at line 1: echo out; sh -c 'echo err >&2; exit 3'"),
            "{r}"
        );
        assert!(r.contains("# stderr:\nerr\n"), "{r}");
        assert!(r.contains("# exit code: 3"), "{r}");
        let r = fail_report(check("xpass.mlir", "// RUN: true\n// XFAIL: *\n"));
        assert!(r.contains("XPASS"), "{r}");
    }

    #[test]
    fn missing_tools_fail_loudly() {
        let r = fail_report(check("tool.mlir", "// RUN: ipu-opt %s\n"));
        assert!(r.contains("command not found: 'ipu-opt'"), "{r}");
        let r = fail_report(check("none.mlir", "// no directives\n"));
        assert!(r.contains("test has no 'RUN:' line"), "{r}");
    }

    #[test]
    fn pipefail_and_not() {
        assert_eq!(
            check("pf.mlir", "// RUN: not sh -c 'exit 1' | cat\n"),
            Verdict::Pass
        );
        assert!(matches!(
            check("pf2.mlir", "// RUN: false | cat\n"),
            Verdict::Fail(_)
        ));
        assert_eq!(check("or.mlir", "// RUN: false || true\n"), Verdict::Pass);
    }
}
