//! Snapshot tests of the pass manager's reports, through `ipu-opt` in-process:
//! `--list-passes`, the shape of `--timing` (numbers masked), `--pass-statistics`,
//! the canonical pipeline text, and `--help`.
//!
//! Registering a pass changes the `--list-passes` snapshot on purpose: review it with
//! `cargo insta review` (or rerun with `INSTA_UPDATE=always`) and commit the `.snap`.

use std::ffi::OsString;

/// Runs `ipu-opt` in-process on `input`; returns (exit code, stdout, stderr).
fn ipu_opt(args: &[&str], input: &str) -> (i32, String, String) {
    let mut argv = vec![OsString::from("ipu-opt")];
    argv.extend(args.iter().map(OsString::from));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = ipu_compiler::driver::ipu_opt_main(argv, &mut input.as_bytes(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

const INPUT: &str = r#"func.func @f(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %c = "test.constant"() <{value = 1 : i32}> : () -> i32
  %2 = "test.mul"(%1, %c) : (i32, i32) -> i32
  %3 = "test.mul"(%0, %2) : (i32, i32) -> i32
  return %3 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @unused() {
  return
}
"#;

const PIPELINE: &str = "--pass-pipeline=builtin.module(func.func(cse,canonicalize),symbol-dce)";

#[test]
fn list_passes() {
    let (code, out, err) = ipu_opt(&["--list-passes"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    insta::assert_snapshot!(out);
}

#[test]
fn timing_report_shape() {
    for threads in ["--threads=1", "--threads=4"] {
        let (code, out, err) = ipu_opt(&[PIPELINE, "--timing", threads], INPUT);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("func.func @g(%arg0: i32) -> i32 {\n    return %arg0 : i32"),
            "{out}"
        );
        insta::assert_snapshot!("timing_report_shape", ipu_passes::mask_timing(&err));
    }
}

#[test]
fn pass_statistics() {
    let (code, _, err) = ipu_opt(&[PIPELINE, "--pass-statistics", "--threads=3"], INPUT);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!(err);
}

#[test]
fn canonical_pipeline_text() {
    let (code, _, err) = ipu_opt(
        &[
            "--pass=cse,test-remarks,canonicalize{top-down=false},symbol-dce,dce",
            "--dump-pass-pipeline",
            "-o",
            "/dev/null",
        ],
        INPUT,
    );
    assert_eq!(code, 0, "{err}");
    let pipeline = err.lines().next().unwrap_or_default();
    insta::assert_snapshot!(pipeline);
}

#[test]
fn help() {
    let (code, out, _) = ipu_opt(&["--help"], "");
    assert_eq!(code, 0);
    insta::assert_snapshot!(out);
}
