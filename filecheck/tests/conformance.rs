//! LLVM FileCheck conformance: the 457 cases in `../shared/conformance/filecheck`
//! (made from LLVM's own FileCheck tests, with LLVM 19's exit codes and stderr).
//!
//! `run.sh` must report full agreement on exit codes, and our stderr must be
//! byte-identical to LLVM 19's except for the program path on the
//! "FileCheck command line:" line. Missing shared data is a failure, not a skip.

use std::path::PathBuf;
use std::process::Command;

fn shared_dir() -> PathBuf {
    // `IPU_SHARED`, else `<repo>/../shared`, else the nearest ancestor's
    // `shared/` (a git worktree sits one level deeper).
    let dir = match std::env::var_os("IPU_SHARED") {
        Some(d) => PathBuf::from(d),
        None => {
            let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
            manifest
                .ancestors()
                .skip(2)
                .map(|a| a.join("shared"))
                .find(|d| d.join("conformance").is_dir())
                .unwrap_or_else(|| manifest.join("../../shared"))
        }
    };
    let suite = dir.join("conformance/filecheck");
    assert!(
        suite.join("run.sh").is_file(),
        "FileCheck conformance suite not found at {} (set IPU_SHARED to the shared/ directory)",
        suite.display()
    );
    suite
}

#[test]
fn run_sh_reports_full_agreement() {
    let suite = shared_dir();
    let out = Command::new("bash")
        .arg(suite.join("run.sh"))
        .arg(env!("CARGO_BIN_EXE_filecheck"))
        .output()
        .expect("bash runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    let (agree, total) = last
        .strip_prefix("agree ")
        .and_then(|s| s.split_once('/'))
        .unwrap_or_else(|| panic!("unexpected run.sh output:\n{stdout}"));
    assert!(
        total.parse::<usize>().unwrap_or(0) >= 457,
        "suite too small: {last}"
    );
    assert_eq!(agree, total, "mismatches:\n{stdout}");
}

/// Drops the "FileCheck command line:" line, which names the binary's path.
fn normalize(stderr: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for line in stderr.split_inclusive(|&c| c == b'\n') {
        if !line.starts_with(b"FileCheck command line:") {
            out.extend_from_slice(line);
        }
    }
    out
}

#[test]
fn stderr_is_identical_to_llvm() {
    let cases = shared_dir().join("cases");
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&cases)
        .expect("cases directory readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("expected_stderr").is_file())
        .collect();
    entries.sort();
    assert!(entries.len() >= 457, "only {} cases found", entries.len());
    let mut bad = Vec::new();
    for dir in &entries {
        let args: Vec<String> = std::fs::read_to_string(dir.join("args"))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect();
        let out = Command::new(env!("CARGO_BIN_EXE_filecheck"))
            .current_dir(dir)
            .arg("check.txt")
            .arg("--input-file")
            .arg("input.txt")
            .args(&args)
            .env_remove("FILECHECK_OPTS")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("filecheck runs");
        let expected =
            std::fs::read(dir.join("expected_stderr")).expect("expected_stderr readable");
        if normalize(&out.stderr) != normalize(&expected) {
            bad.push(
                dir.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
            );
        }
    }
    assert!(
        bad.is_empty(),
        "stderr differs from LLVM 19 in cases {bad:?}"
    );
}
