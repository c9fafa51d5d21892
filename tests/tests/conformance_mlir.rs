//! MLIR conformance: runs `../shared/conformance/mlir/check.sh` against our
//! `ipu-opt` and requires full agreement with LLVM 19's verdicts (every chunk of
//! MLIR's own IR tests it accepts, we accept and round-trip without loss; every
//! chunk it rejects, we reject with a located error and exit 1).
//!
//! Fails loudly (never skips) when the shared data or `mlir-opt-19` is missing.
//! The shared directory is [`ipu_tests::shared_dir`].

use std::path::{Path, PathBuf};
use std::process::Command;

/// `<target>/<profile>` of this test build (the test binary is in `<profile>/deps/`).
fn bin_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("cannot locate the test executable");
    exe.parent()
        .and_then(Path::parent)
        .expect("test executable is not in <profile>/deps")
        .to_path_buf()
}

fn build_ipu_opt(bin: &Path) -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["build", "--bins", "-p", "ipu-compiler", "--quiet"]);
    match bin.file_name().and_then(|n| n.to_str()) {
        Some("debug") | None => {}
        Some("release") => {
            cmd.arg("--release");
        }
        Some(profile) => {
            cmd.args(["--profile", profile]);
        }
    }
    if let Some(target) = bin.parent() {
        cmd.env("CARGO_TARGET_DIR", target);
    }
    let out = cmd.output().expect("cannot run cargo to build ipu-opt");
    assert!(
        out.status.success(),
        "building ipu-opt failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let exe = bin.join("ipu-opt");
    assert!(exe.is_file(), "{} was not built", exe.display());
    exe
}

#[test]
fn mlir_conformance_full_agreement() {
    let shared = ipu_tests::shared_dir();
    let script = shared.join("conformance/mlir/check.sh");
    assert!(script.is_file(), "missing {}", script.display());
    let mlir_opt = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt"));
    assert!(
        mlir_opt.is_file() || Path::new("/usr/bin/mlir-opt-19").is_file(),
        "mlir-opt-19 is required (Debian package mlir-19-tools); not found at {}",
        mlir_opt.display()
    );
    let ipu_opt = build_ipu_opt(&bin_dir());
    let out = Command::new("bash")
        .arg(&script)
        .arg(&ipu_opt)
        .env("MLIR_OPT", &mlir_opt)
        .output()
        .expect("cannot run check.sh");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().last().unwrap_or("");
    let nums: Vec<u32> = last
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    assert!(
        last.starts_with("good ") && nums.len() == 4,
        "unexpected check.sh output:\n{stdout}"
    );
    let (good_ok, good_total, bad_ok, bad_total) = (nums[0], nums[1], nums[2], nums[3]);
    assert!(
        good_total > 0 && bad_total > 0,
        "no conformance cases found:\n{stdout}"
    );
    assert!(
        good_ok == good_total && bad_ok == bad_total,
        "conformance disagreement ({last}):\n{stdout}"
    );
    // The numbers of the conformance set this project was given (issue 2).
    assert_eq!(
        (good_total, bad_total),
        (93, 248),
        "the conformance set changed:\n{stdout}"
    );
}
