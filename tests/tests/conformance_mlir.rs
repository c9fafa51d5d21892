//! MLIR conformance: every chunk of MLIR's own IR tests in `../shared/conformance/mlir` is
//! one test (`good/NAME.mlir`, `bad/NAME.mlir`), checked as that suite's `check.sh`
//! checks it, with full agreement with LLVM 19's verdicts required:
//!
//! - `good/NAME`: `ipu-opt --allow-unregistered-dialect --print-op-generic` exits 0 on it
//!   and on its own output (`out1`), the two outputs are equal byte for byte (a printer
//!   fixpoint), `out1` has as many operations as `good-expected/NAME`, and
//!   `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic out1` exits 0 and
//!   prints exactly `good-expected/NAME` (nothing lost or changed);
//! - `bad/NAME`: `ipu-opt` exits exactly 1 (not 0, not a panic, not a signal) with a
//!   located error (`:LINE:COL: error`).
//!
//! Every command runs under a 20 s timeout. `conformance-set` checks that the suite is the
//! one this project was given (93 good, 248 bad). Filter as usual:
//! `cargo test --test conformance_mlir -- bad/`.
//!
//! Fails loudly (never skips) when the shared data or `mlir-opt-19` is missing. The
//! shared directory is [`ipu_tests::shared_dir`].

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};

/// Per-command limit, as `check.sh`'s `TIMEOUT`.
const TIMEOUT: Duration = Duration::from_secs(20);

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let suite = ipu_tests::shared_dir().join("conformance/mlir");
    let mlir_opt = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt"));
    let good = mlir_files(&suite.join("good"));
    let bad = mlir_files(&suite.join("bad"));
    // Built once (saying so on stderr), before the cases run in parallel.
    let ipu_opt = if args.list {
        Err("not built for --list".to_string())
    } else {
        ipu_tests::tools_dir().map(|d| d.join("ipu-opt"))
    };
    let scratch = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().and_then(Path::parent).map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("conformance-mlir");

    let mut trials = Vec::new();
    {
        let (suite, mlir_opt) = (suite.clone(), mlir_opt.clone());
        let counts = (good.len(), bad.len());
        trials.push(Trial::test("conformance-set", move || {
            if !suite.join("good").is_dir() || !suite.join("bad").is_dir() {
                return Err(format!(
                    "the MLIR conformance suite is missing at {}",
                    suite.display()
                )
                .into());
            }
            if !mlir_opt.is_file() {
                return Err(format!(
                    "mlir-opt-19 is required (Debian package mlir-19-tools); not found at {}",
                    mlir_opt.display()
                )
                .into());
            }
            // The numbers of the conformance set this project was given (issue 2).
            if counts != (93, 248) {
                return Err(format!("the conformance set changed: {counts:?} (good, bad)").into());
            }
            Ok(())
        }));
    }
    for path in good {
        let name = file_name(&path);
        let (ipu_opt, mlir_opt) = (ipu_opt.clone(), mlir_opt.clone());
        let expected = suite.join("good-expected").join(&name);
        let scratch = scratch.join("good");
        trials.push(Trial::test(format!("good/{name}"), move || {
            let ipu_opt = ipu_opt.map_err(Failed::from)?;
            check_good(&ipu_opt, &mlir_opt, &path, &expected, &scratch.join(&name))
                .map_err(Failed::from)
        }));
    }
    for path in bad {
        let name = file_name(&path);
        let ipu_opt = ipu_opt.clone();
        trials.push(Trial::test(format!("bad/{name}"), move || {
            let ipu_opt = ipu_opt.map_err(Failed::from)?;
            check_bad(&ipu_opt, &path).map_err(Failed::from)
        }));
    }
    libtest_mimic::run(&args, trials).exit_code()
}

/// `*.mlir` in `dir`, sorted (none when it is missing: `conformance-set` reports that).
fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// What a command did: exit code (`None`: killed by a signal), stdout, stderr.
struct Ran {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

/// Runs `exe args` with stdin from `/dev/null` under [`TIMEOUT`].
fn run(exe: &Path, args: &[&str], input: &Path) -> Result<Ran, String> {
    let mut child = Command::new(exe)
        .args(args)
        .arg(input)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    // Drain the pipes on threads, so a large output cannot block the child.
    let mut out = child.stdout.take();
    let mut err = child.stderr.take();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(o) = out.as_mut() {
            let _ = std::io::Read::read_to_end(o, &mut v);
        }
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(e) = err.as_mut() {
            let _ = std::io::Read::read_to_end(e, &mut v);
        }
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "{} {} {}: timeout after {} s",
                exe.display(),
                args.join(" "),
                input.display(),
                TIMEOUT.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Ran {
        code: status.code(),
        stdout: out.join().unwrap_or_default(),
        stderr: String::from_utf8_lossy(&err.join().unwrap_or_default()).into_owned(),
    })
}

/// `check.sh`'s description of an exit status.
fn describe(code: Option<i32>) -> String {
    match code {
        Some(101) => "exit 101 (panic)".into(),
        Some(c) => format!("exit {c}"),
        None => "killed by a signal".into(),
    }
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

/// `check.sh`'s operation count: lines that, without leading blanks, start with `"` or
/// start with `%` and contain `= "`.
fn count_ops(text: &[u8]) -> usize {
    String::from_utf8_lossy(text)
        .lines()
        .map(|l| l.trim_start_matches([' ', '\t', '\r']))
        .filter(|l| l.starts_with('"') || (l.starts_with('%') && l.contains("= \"")))
        .count()
}

const IPU_OPT_ARGS: [&str; 2] = ["--allow-unregistered-dialect", "--print-op-generic"];

fn check_good(
    ipu_opt: &Path,
    mlir_opt: &Path,
    input: &Path,
    expected: &Path,
    scratch: &Path,
) -> Result<(), String> {
    if let Some(dir) = scratch.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let first = run(ipu_opt, &IPU_OPT_ARGS, input)?;
    if first.code != Some(0) {
        return Err(format!(
            "first run: {}: {}",
            describe(first.code),
            first_line(&first.stderr)
        ));
    }
    let out1 = scratch.with_extension("out1.mlir");
    std::fs::write(&out1, &first.stdout).map_err(|e| format!("{}: {e}", out1.display()))?;
    let second = run(ipu_opt, &IPU_OPT_ARGS, &out1)?;
    if second.code != Some(0) {
        return Err(format!(
            "second run (on own output): {}: {}",
            describe(second.code),
            first_line(&second.stderr)
        ));
    }
    if second.stdout != first.stdout {
        return Err("not a fixpoint (the output printed again differs)".into());
    }
    let want = std::fs::read(expected)
        .map_err(|e| format!("missing good-expected file {}: {e}", expected.display()))?;
    let (ours, theirs) = (count_ops(&first.stdout), count_ops(&want));
    if ours != theirs {
        return Err(format!("op count {ours}, expected {theirs}"));
    }
    let canon = run(
        mlir_opt,
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        &out1,
    )?;
    if canon.code != Some(0) {
        return Err(format!(
            "mlir-opt rejects our output: {}: {}",
            describe(canon.code),
            first_line(&canon.stderr)
        ));
    }
    if canon.stdout != want {
        let canon = String::from_utf8_lossy(&canon.stdout);
        let want = String::from_utf8_lossy(&want);
        let differ = canon
            .lines()
            .zip(want.lines())
            .find(|(a, b)| a != b)
            .map(|(a, b)| format!("\n  mlir-opt prints: {a}\n  expected:        {b}"))
            .unwrap_or_default();
        return Err(format!(
            "information changed (mlir-opt's re-print of our output differs from the input's){differ}"
        ));
    }
    let _ = std::fs::remove_file(&out1);
    Ok(())
}

fn check_bad(ipu_opt: &Path, input: &Path) -> Result<(), String> {
    let ran = run(ipu_opt, &IPU_OPT_ARGS, input)?;
    match ran.code {
        Some(1) => {}
        Some(0) => return Err("exit 0 (accepted)".into()),
        code => {
            return Err(format!("{}: {}", describe(code), first_line(&ran.stderr)));
        }
    }
    let located = regex::Regex::new(r":[0-9]+:[0-9]+: error").map_err(|e| e.to_string())?;
    if !located.is_match(&ran.stderr) {
        return Err(format!(
            "exit 1 but no ':LINE:COL: error' in stderr: {}",
            first_line(&ran.stderr)
        ));
    }
    Ok(())
}
