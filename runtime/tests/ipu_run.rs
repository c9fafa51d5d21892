//! `ipu-run` end to end on a hand-written package: the summary, exit codes, `.npy` I/O,
//! errors, and the HTML profile rendered by headless Chromium.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::*;
use ipu_runtime::codelets::elementwise::UnaryOp;
use ipu_runtime::npy;
use ipu_runtime::numerics::DType;
use ipu_runtime::package::{Package, codec};

fn ipu_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ipu-run"))
        .args(args)
        .output()
        .expect("ipu-run starts")
}

fn write_package(dir: &Path, package: &Package) -> PathBuf {
    let path = dir.join("model.ipupkg");
    codec::write(&path, package).unwrap();
    path
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn prints_the_summary_and_passes() {
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let out_dir = dir.path().join("out");
    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--seed",
        "3",
        "--outputs",
        out_dir.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    let keys: Vec<&str> = text.lines().map(|l| l.split('=').next().unwrap()).collect();
    assert_eq!(
        keys,
        [
            "workload",
            "tiles",
            "activeTiles",
            "cycles",
            "deviceMicroseconds",
            "effectiveGemmTflops",
            "peakTflops",
            "efficiencyPercent",
            "referencePrecision",
            "referenceMaximumAbsoluteError",
            "maximumAbsoluteError",
            "numericalTest"
        ]
    );
    assert!(
        text.contains("workload=two-tile-matmul\ntiles=1472\nactiveTiles=2\n"),
        "{text}"
    );
    assert!(text.contains("peakTflops=282.624\n"), "{text}");
    assert!(text.ends_with("numericalTest=PASS\n"), "{text}");
    let y = npy::read(&out_dir.join("out0.npy"), &ty(&[4, 16], DType::F32)).unwrap();
    assert!(y.data.iter().any(|v| *v != 0.0));
    // Same seed, same bytes.
    let again = ipu_run(&[pkg.to_str().unwrap(), "--seed", "3"]);
    assert_eq!(stdout(&again), text);
}

#[test]
fn a_wrong_result_fails_with_exit_code_1() {
    let dir = tempfile::tempdir().unwrap();
    let mut package = two_tile_matmul();
    // The host program now negates the product; the device does not.
    package
        .program
        .ops
        .push(op(unary(UnaryOp::Neg), &[2], &[4, 16], DType::F32));
    package.program.outputs = vec![3];
    let pkg = write_package(dir.path(), &package);
    let o = ipu_run(&[pkg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).ends_with("numericalTest=FAIL\n"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn reads_inputs_from_npy_files() {
    let dir = tempfile::tempdir().unwrap();
    let package = two_tile_matmul();
    let pkg = write_package(dir.path(), &package);
    let inputs = package.program.random_inputs(11).unwrap();
    for (i, t) in inputs.iter().enumerate() {
        npy::write(&dir.path().join(format!("in{i}.npy")), t).unwrap();
    }
    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--inputs",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Same values as `--seed 11`, so the same summary.
    assert_eq!(
        stdout(&o),
        stdout(&ipu_run(&[pkg.to_str().unwrap(), "--seed", "11"]))
    );

    std::fs::remove_file(dir.path().join("in1.npy")).unwrap();
    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--inputs",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("in1.npy"), "{}", stderr(&o));

    npy::write(&dir.path().join("in1.npy"), &inputs[0]).unwrap();
    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--inputs",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("expected tensor<32x16xf16>") && stderr(&o).contains("shape [4, 32]"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_corrupt_package_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let mut bytes = std::fs::read(&pkg).unwrap();
    let n = bytes.len();
    bytes[n / 2] ^= 0x10;
    std::fs::write(&pkg, &bytes).unwrap();
    let o = ipu_run(&[pkg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with(&format!(
            "{}: error: package: checksum mismatch",
            pkg.display()
        )),
        "{}",
        stderr(&o)
    );
    std::fs::write(&pkg, &bytes[..10]).unwrap();
    let o = ipu_run(&[pkg.to_str().unwrap()]);
    assert!(stderr(&o).contains("truncated"), "{}", stderr(&o));
}

#[test]
fn a_simulation_fault_names_the_package_step_tile_and_cycle() {
    let dir = tempfile::tempdir().unwrap();
    let mut package = two_tile_matmul();
    if let ipu_runtime::package::Step::Exchange(phase) = &mut package.steps[0] {
        phase.sends.clear();
    }
    let pkg = write_package(dir.path(), &package);
    let o = ipu_run(&[pkg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let want = format!(
        "{}: error: step 0: tile 0, cycle 0: receive of 256 words from tile 1 with no matching send (0 arrive)\n",
        pkg.display()
    );
    assert_eq!(stderr(&o), want);
    let o = ipu_run(&[pkg.to_str().unwrap(), "--target", "nonesuch"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("ipu-run: error: unknown target 'nonesuch'"),
        "{}",
        stderr(&o)
    );
}

/// `--profile /dev/null` discards the profile: nothing is created beside the device
/// (no `/dev/null.json`) and `/dev/null` stays a device.
#[cfg(unix)]
#[test]
fn profile_to_dev_null_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let json = std::path::Path::new("/dev/null.json");
    let existed = json.exists();
    let was_device = !std::fs::metadata("/dev/null").unwrap().is_file();
    let o = ipu_run(&[pkg.to_str().unwrap(), "--profile", "/dev/null"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(json.exists(), existed, "/dev/null.json was created");
    assert_eq!(
        !std::fs::metadata("/dev/null").unwrap().is_file(),
        was_device
    );
}

/// The profile renders in headless Chromium without a script error. Fails if Chromium is
/// missing (CI installs the Debian package `chromium`).
#[test]
fn profile_renders_in_headless_chromium() {
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let html = dir.path().join("profile.html");
    let o = ipu_run(&[pkg.to_str().unwrap(), "--profile", html.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("profile.json")).unwrap()).unwrap();
    assert_eq!(json["tiles"], 1472);
    assert_eq!(json["memory"].as_array().unwrap().len(), 2);
    assert_eq!(json["steps"][0]["kind"], "exchange");

    let browser = ["chromium", "chromium-browser"]
        .into_iter()
        .find(|b| {
            Command::new(b)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .expect("Chromium is needed for this test: apt-get install chromium");
    let profile_dir = dir.path().join("chromium-profile");
    let o = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--no-first-run",
            "--disable-component-update",
            "--disable-sync",
            &format!("--user-data-dir={}", profile_dir.display()),
            "--dump-dom",
        ])
        .arg(format!("file://{}", html.display()))
        .output()
        .expect("chromium runs");
    let dom = stdout(&o);
    assert!(
        dom.contains(r#"<div id="status">rendered</div>"#),
        "status not 'rendered': {}\n{}",
        &dom[..dom.len().min(2000)],
        stderr(&o)
    );
    // The script built one cell per tile and the allocation table of the first tile.
    assert_eq!(
        dom.matches(r#"class="cell"#).count(),
        1472,
        "one heat-map cell per tile"
    );
    assert!(
        dom.contains("<td>x</td>") && dom.contains("0x80000"),
        "allocation table"
    );
}

/// A missing package is one line naming the file, with the OS's reason once.
#[test]
fn a_missing_package_names_the_file_once() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nosuch.ipupkg");
    let o = ipu_run(&[missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!("{}: error: ", missing.display())),
        "{err}"
    );
    assert_eq!(err.matches("No such file or directory").count(), 1, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// Destinations that cannot be written are refused before the simulation, naming the
/// option: `--outputs` must be a directory (created if missing, in an existing directory),
/// `--profile` a file in an existing directory.
#[test]
fn unusable_destinations_are_refused_naming_the_option() {
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let pkg = pkg.to_str().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"kept").unwrap();
    let cases = [
        (
            vec!["--outputs", file.to_str().unwrap()],
            format!(
                "ipu-run: error: --outputs {}: not a directory (out0.npy, out1.npy, ... are written into it)\n",
                file.display()
            ),
        ),
        (
            vec!["--profile", dir.path().to_str().unwrap()],
            format!(
                "ipu-run: error: --profile {}: is a directory (give the HTML file's name)\n",
                dir.path().display()
            ),
        ),
        (
            vec!["--outputs", "/nonexistent-ipu-dir/out"],
            "ipu-run: error: --outputs /nonexistent-ipu-dir/out: directory '/nonexistent-ipu-dir' does not exist\n"
                .to_string(),
        ),
        (
            vec!["--profile", "/nonexistent-ipu-dir/p.html"],
            "ipu-run: error: --profile /nonexistent-ipu-dir/p.html: directory '/nonexistent-ipu-dir' does not exist\n"
                .to_string(),
        ),
    ];
    for (extra, expected) in cases {
        let mut argv = vec![pkg];
        argv.extend(extra);
        let o = ipu_run(&argv);
        assert_eq!(o.status.code(), Some(2), "{argv:?}");
        assert_eq!(stderr(&o), expected);
        assert_eq!(stdout(&o), "", "nothing was simulated");
    }
    assert_eq!(std::fs::read(&file).unwrap(), b"kept");
}

/// `--help` says what the exit status means.
#[test]
fn help_states_the_exit_status() {
    let o = ipu_run(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o)
            .contains("Exit status: 0 when numericalTest=PASS, 1 when it is FAIL, 2 on an error"),
        "{}",
        stdout(&o)
    );
}
