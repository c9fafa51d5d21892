//! The FileCheck test suite: every `tests/filecheck/**/*.mlir` is one test,
//! run through its `RUN:` lines like LLVM's lit does. Filter by path:
//! `cargo test --test filecheck_tests -- runner/`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ipu_tests::{Config, Verdict, discover, run_test, script, tools_dir};
use libtest_mimic::{Arguments, Failed, Trial};

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("filecheck");
    let files = match discover(&root) {
        Ok(f) => f,
        Err(e) => return fail_all(&args, &format!("cannot list {}: {e}", root.display())),
    };
    // The test binary lives in <target>/<profile>/deps/.
    let bin_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().and_then(Path::parent).map(Path::to_path_buf));
    let Some(bin_dir) = bin_dir else {
        return fail_all(&args, "cannot locate the build's target directory");
    };
    let mut cfg = Config {
        tmp_root: bin_dir.join("filecheck-tests"),
        bin_dir,
        test_root: root.clone(),
        features: Vec::new(),
    };
    // Says on stderr that it is building, and how long it took.
    let build_error = if args.list { None } else { tools_dir().err() };
    cfg.detect_features();

    let mut trials = Vec::new();
    for path in files {
        let name = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let unsupported = std::fs::read_to_string(&path)
            .ok()
            .and_then(|t| script::parse(&path, &t).ok())
            .is_some_and(|s| {
                s.requires
                    .iter()
                    .any(|r| script::eval_features(r, &cfg.features) == Ok(false))
                    || s.unsupported
                        .iter()
                        .any(|u| script::eval_features(u, &cfg.features) == Ok(true))
            });
        let cfg = cfg.clone();
        let build_error = build_error.clone();
        let trial = Trial::test(name, move || {
            if let Some(e) = build_error {
                return Err(Failed::from(e));
            }
            match run_test(&path, &cfg) {
                Verdict::Pass | Verdict::ExpectedFail => Ok(()),
                Verdict::Unsupported(why) => {
                    Err(Failed::from(format!("unexpectedly unsupported: {why}")))
                }
                Verdict::Fail(report) => Err(Failed::from(report)),
            }
        })
        .with_ignored_flag(unsupported);
        trials.push(trial);
    }
    if trials.is_empty() {
        return fail_all(&args, &format!("no *.mlir tests under {}", root.display()));
    }
    libtest_mimic::run(&args, trials).exit_code()
}

fn fail_all(args: &Arguments, msg: &str) -> ExitCode {
    let msg = msg.to_string();
    let trial = Trial::test("filecheck-suite-setup", move || Err(Failed::from(msg)));
    libtest_mimic::run(args, vec![trial]).exit_code()
}
