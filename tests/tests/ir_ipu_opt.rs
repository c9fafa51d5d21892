//! `ipu-opt` as users run it: stdin `-`, `-o` (written atomically, nothing on
//! failure), single-dash long flags, `--split-input-file`, `--print-debuginfo`,
//! and the bundled example.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The workspace's `ipu-opt`, built once per test process.
fn ipu_opt() -> PathBuf {
    ipu_tests::tools_dir()
        .unwrap_or_else(|e| panic!("{e}"))
        .join("ipu-opt")
}

/// Runs ipu-opt with `args` and `stdin`; returns (exit code, stdout, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(ipu_opt())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot run ipu-opt");
    if let Some(mut i) = child.stdin.take() {
        i.write_all(stdin.as_bytes()).expect("cannot write stdin");
    }
    let out = child.wait_with_output().expect("ipu-opt did not finish");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const INPUT: &str = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";

#[test]
fn stdin_to_stdout_in_both_forms() {
    let (code, out, err) = run(&["-"], INPUT);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n\n"
    );
    let (code, out, _) = run(&["-print-op-generic"], INPUT);
    assert_eq!(code, 0);
    assert!(out.starts_with("\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> i32, sym_name = \"f\"}> ({"), "{out}");
    let (code, out, _) = run(&["--mlir-print-debuginfo", "-"], INPUT);
    assert_eq!(code, 0);
    assert!(
        out.contains("return %arg0 : i32 loc(\"<stdin>\":2:3)"),
        "{out}"
    );
}

#[test]
fn output_file_is_written_only_on_success() {
    let dir = std::env::temp_dir().join(format!("ipu-opt-o-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("out.mlir");
    let out_s = out.to_string_lossy().into_owned();
    let (code, stdout, _) = run(&["-o", &out_s, "-"], INPUT);
    assert_eq!((code, stdout.as_str()), (0, ""));
    assert!(
        std::fs::read_to_string(&out)
            .expect("output written")
            .contains("func.func @f")
    );
    std::fs::remove_file(&out).expect("remove");
    let (code, _, err) = run(&["-o", &out_s, "-"], "func.func @f( {\n");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("<stdin>:1:15: error: "), "{err}");
    assert!(!out.exists(), "a failed run must not leave an output file");
    let leftovers = std::fs::read_dir(&dir).expect("list").count();
    assert_eq!(leftovers, 0, "temporary files left behind");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn split_input_file_processes_chunks_separately() {
    let text = "func.func private @a()\n// -----\nfunc.func private @b()\n// -----\n\"bad\n";
    let (code, out, err) = run(&["--split-input-file", "-"], text);
    assert_eq!(code, 1);
    // The error keeps the line number of the whole file.
    assert!(
        err.contains("<stdin>:5:1: error: expected '\"' in string literal"),
        "{err}"
    );
    assert!(
        out.contains("@a") && out.contains("// -----\n") && out.contains("@b"),
        "{out}"
    );
    let (code, out, _) = run(
        &["--split-input-file", "-"],
        "func.func private @a()\n// -----\nfunc.func private @a()\n",
    );
    assert_eq!(code, 0, "the same symbol in two chunks is fine");
    assert_eq!(out.matches("@a").count(), 2);
}

#[test]
fn bad_usage_and_missing_files_are_errors() {
    let (code, _, err) = run(&["--no-such-flag"], "");
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = run(&["/nonexistent/x.mlir"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("cannot open input file '/nonexistent/x.mlir'"),
        "{err}"
    );
}

#[test]
fn bundled_example_runs() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/hello.mlir");
    let (code, out, err) = run(&[&example.to_string_lossy()], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("module @hello {") && out.contains("call @scale(%arg0, %arg1)"),
        "{out}"
    );
}

/// `ipu-opt big.mlir | head -1`: when the reader closes the pipe, the tool ends quietly with
/// the status a shell reports for `SIGPIPE` (141), as `mlir-opt` does, instead of printing an
/// error about its reader.
#[test]
fn a_closed_pipe_ends_the_tool_quietly_as_sigpipe_does() {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let dir = ipu_tests::tools_dir().unwrap_or_else(|e| panic!("{e}"));
    // Enough output to outrun the pipe's buffer (64 KiB on Linux).
    let mut module = String::from("module {\n");
    for i in 0..20_000 {
        module.push_str(&format!("  \"test.op\"() {{n = {i} : i64}} : () -> ()\n"));
    }
    module.push_str("}\n");
    let mut child = Command::new(dir.join("ipu-opt"))
        .arg("--allow-unregistered-dialect")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let mut stdin = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
    stdin
        .write_all(module.as_bytes())
        .unwrap_or_else(|e| panic!("{e}"));
    drop(stdin);
    let mut stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    let mut first = [0u8; 16];
    stdout
        .read_exact(&mut first)
        .unwrap_or_else(|e| panic!("{e}"));
    drop(stdout);
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(&first[..8], b"module {");
    assert_eq!(out.status.code(), Some(141), "{out:?}");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
