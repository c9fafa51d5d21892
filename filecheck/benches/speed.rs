//! Speed: our `filecheck` against LLVM's `FileCheck-19` on a generated 25 MB
//! input checked by 20,000 `CHECK` lines that use regexes and variables.
//!
//! `cargo bench -p filecheck` prints the wall time of each (best of 3 runs)
//! and the ratio; both must give the same verdict (exit 0). The data is
//! written under the target directory, never into the source tree.
//! `FILECHECK_ORACLE` overrides the oracle's path.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Number of `CHECK` lines.
const CHECKS: usize = 20_000;
/// Input size to reach, in bytes.
const INPUT_BYTES: usize = 25 * 1024 * 1024;

fn generate(dir: &Path) -> (PathBuf, PathBuf) {
    let filler_per_block = INPUT_BYTES / CHECKS;
    let mut input = String::with_capacity(INPUT_BYTES + 1024);
    let mut check = String::with_capacity(CHECKS * 100);
    let ops = ["matmul", "add", "gelu", "softmax", "cast"];
    for i in 0..CHECKS {
        let start = input.len();
        let op = ops[i % ops.len()];
        // Filler that looks like the target line but does not match it.
        let mut k = 0;
        while input.len() - start < filler_per_block - 120 {
            let _ = writeln!(
                input,
                "  %t{i}_{k} = \"graph.constant\"() {{value = dense<{k}.0> : tensor<{k}xf32>}} : () -> tensor<{k}xf32>"
            );
            k += 1;
        }
        let _ = writeln!(
            input,
            "  %v{i} = \"graph.{op}\"(%a{i}, %b{i}) : (tensor<128x{}xf16>, tensor<{}x64xf16>) -> tensor<128x64xf16>",
            i % 512,
            i % 512
        );
        let _ = writeln!(input, "  // tile {} cycles {}", i % 1472, 1000 + i);
        let _ = writeln!(
            check,
            "CHECK: %v[[V{}:[0-9]+]] = \"graph.{{{{{op}|none}}}}\"(%a{{{{[0-9]+}}}}, %b[[V{}]]) : (tensor<{{{{[0-9]+}}}}x[[#%u,N{}:]]xf16>",
            i % 8,
            i % 8,
            i % 8
        );
        let _ = writeln!(
            check,
            "CHECK-NEXT: // tile {{{{[0-9]+}}}} cycles [[#{}+{}]]",
            1000, i
        );
    }
    let input_path = dir.join("input.txt");
    let check_path = dir.join("check.txt");
    std::fs::write(&input_path, input).expect("write input");
    std::fs::write(&check_path, check).expect("write check file");
    (check_path, input_path)
}

fn time(bin: &Path, check: &Path, input: &Path) -> (Duration, i32) {
    let mut best = Duration::MAX;
    let mut code = -1;
    for _ in 0..3 {
        let t = Instant::now();
        let out = Command::new(bin)
            .arg(check)
            .arg("--input-file")
            .arg(input)
            .env_remove("FILECHECK_OPTS")
            .output()
            .expect("FileCheck runs");
        best = best.min(t.elapsed());
        code = out.status.code().unwrap_or(-1);
        if code != 0 {
            eprintln!(
                "{}",
                String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .take(20)
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
    (best, code)
}

fn main() {
    // `cargo test --benches` runs benches with `--test`-like flags; the
    // measurement only makes sense under `cargo bench`.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let oracle = std::env::var_os("FILECHECK_ORACLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/FileCheck-19"));
    assert!(
        oracle.is_file(),
        "LLVM's FileCheck not found at {}",
        oracle.display()
    );
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("filecheck-bench");
    std::fs::create_dir_all(&dir).expect("bench dir");
    let (check, input) = generate(&dir);
    let size = std::fs::metadata(&input).map(|m| m.len()).unwrap_or(0);
    println!(
        "input: {:.1} MB, {} CHECK lines ({} with -NEXT)",
        size as f64 / 1e6,
        2 * CHECKS,
        CHECKS
    );
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_filecheck"));
    let (t_ours, rc_ours) = time(&ours, &check, &input);
    let (t_llvm, rc_llvm) = time(&oracle, &check, &input);
    println!(
        "filecheck    : {:>8.3} s (exit {rc_ours})",
        t_ours.as_secs_f64()
    );
    println!(
        "FileCheck-19 : {:>8.3} s (exit {rc_llvm})",
        t_llvm.as_secs_f64()
    );
    println!(
        "speed-up     : {:>8.2}x",
        t_llvm.as_secs_f64() / t_ours.as_secs_f64()
    );
    assert_eq!(rc_ours, rc_llvm, "verdicts differ");
    assert_eq!(rc_ours, 0, "the generated checks should pass");
}
