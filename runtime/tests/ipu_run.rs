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

/// `ipu-run ARGS`, logging warnings only (the session's info events are checked by
/// `logs_the_session_with_the_reference_events`).
fn ipu_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ipu-run"))
        .args(args)
        .env("RUST_LOG", "warn")
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
            "referenceInference",
            "workload",
            "tiles",
            "activeTiles",
            "executionTiles",
            "inputBytes",
            "weightBytes",
            "cycles",
            "minimumTileCycles",
            "hostInputBytes",
            "hostInputCycles",
            "hostOutputBytes",
            "hostOutputCycles",
            "endToEndCycles",
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
        text.contains("workload=two-tile-matmul\ntiles=1472\nactiveTiles=2\nexecutionTiles=2\n"),
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
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("in1.npy"), "{}", stderr(&o));

    npy::write(&dir.path().join("in1.npy"), &inputs[0]).unwrap();
    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--inputs",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
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
    assert_eq!(o.status.code(), Some(1));
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
    assert_eq!(o.status.code(), Some(1));
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
        dom.contains(r#"data-rendered="true""#) && dom.contains(r#"<div id="status"></div>"#),
        "the script did not run to its end: {}\n{}",
        &dom[..dom.len().min(2000)],
        stderr(&o)
    );
    // The timeline: its canvas was drawn (sized by the script), its legend names the step
    // kinds, and the table has one row per step of the program.
    assert!(
        dom.contains(r#"<canvas id="timeline" width="#),
        "timeline not drawn"
    );
    assert!(
        dom.contains("compute set (tile busy)")
            && dom.contains("exchange phase (tile sending or receiving)"),
        "timeline legend"
    );
    let steps = json["steps"].as_array().unwrap().len();
    assert_eq!(
        dom.matches(r#"<tr class="step">"#).count(),
        steps,
        "one row per step"
    );
    assert!(dom.contains("In all: exchange "), "cycles by kind");
    // The views over tiles show the 2 tiles used, not the target's 1472.
    assert_eq!(
        dom.matches(r#"class="cell"#).count(),
        2,
        "one heat-map cell per tile used"
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
    assert_eq!(o.status.code(), Some(1));
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
        (
            vec!["--inputs", "/nonexistent-ipu-dir/in"],
            "ipu-run: error: --inputs /nonexistent-ipu-dir/in: no such directory\n".to_string(),
        ),
        (
            vec!["--inputs", file.to_str().unwrap()],
            format!(
                "ipu-run: error: --inputs {}: not a directory (it holds in0.npy, in1.npy, ...)\n",
                file.display()
            ),
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

/// `--help` says what the exit status means: the tools' convention (0 ok, 1 the input
/// failed, 2 usage), here with the numerical test.
#[test]
fn help_states_the_exit_status() {
    let o = ipu_run(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains(
            "Exit status: 0 numericalTest=PASS; 1 numericalTest=FAIL, or the package or inputs \
             could not be read or run (stderr says why); 2 a usage error"
        ),
        "{help}"
    );
}

/// All-NaN inputs make all-NaN outputs on the device and in the reference: that is a FAIL
/// (it printed `maximumAbsoluteError=0.000000 numericalTest=PASS`): `maximumAbsoluteError=NaN`
/// and FAIL, with the reason on
/// stderr, and the NaN inputs get a warning. So does an input file the package does not
/// read (`in5.npy` beside `in0.npy` and `in1.npy`).
#[test]
fn nan_inputs_fail_with_warnings_and_unread_files_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let package = two_tile_matmul();
    let pkg = write_package(dir.path(), &package);
    let mut inputs = package.program.random_inputs(1).unwrap();
    inputs[0].data.iter_mut().for_each(|v| *v = f32::NAN);
    for (i, t) in inputs.iter().enumerate() {
        npy::write(&dir.path().join(format!("in{i}.npy")), t).unwrap();
    }
    npy::write(&dir.path().join("in5.npy"), &inputs[1]).unwrap();
    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--inputs",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stdout(&o).ends_with("numericalTest=FAIL\n"),
        "{}",
        stdout(&o)
    );
    // The error of a NaN element is no number: not 0.
    assert!(
        stdout(&o).contains("\nmaximumAbsoluteError=NaN\n"),
        "{}",
        stdout(&o)
    );
    let d = dir.path().display();
    assert_eq!(
        stderr(&o),
        format!(
            "ipu-run: warning: {d}/in0.npy: 128 NaN and 0 infinite of 128 elements (NaN in an \
             output fails the numerical test)\n\
             ipu-run: warning: {d}/in5.npy: not read (the package takes 2 inputs, in0.npy to \
             in1.npy)\n\
             ipu-run: output 0: numericalTest=FAIL: 64 of 64 elements are NaN, or infinite on \
             one side only (NaN matches nothing)\n"
        )
    );
}

/// MLIR text given to ipu-run is named for what it is, with the tool that reads it.
#[test]
fn mlir_given_to_ipu_run_names_ipu_compile() {
    let dir = tempfile::tempdir().unwrap();
    let mlir = dir.path().join("model.mlir");
    std::fs::write(&mlir, "// a model\nfunc.func @main() {\n  return\n}\n").unwrap();
    let o = ipu_run(&[mlir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("this looks like text, such as MLIR; compile it into a package first with `ipu-compile FILE -o FILE.ipupkg`"),
        "{}",
        stderr(&o)
    );
}

/// `--target` naming another target than the package's gets a note; an unknown one is a
/// usage error.
#[test]
fn another_target_gets_a_note() {
    let dir = tempfile::tempdir().unwrap();
    let mut package = two_tile_matmul();
    package.target = "gc200".into();
    package.tiles = 1472;
    let pkg = write_package(dir.path(), &package);
    let o = ipu_run(&[pkg.to_str().unwrap(), "--target", "ipu21"]);
    assert!(
        stderr(&o).starts_with(
            "ipu-run: note: the package was built for target 'gc200'; simulating it on 'ipu21' (--target)\n"
        ),
        "{}",
        stderr(&o)
    );
    let o = ipu_run(&[pkg.to_str().unwrap(), "--target", "nonesuch"]);
    assert_eq!(o.status.code(), Some(2));
}

/// A session of two inferences logs the reference system's events, in order, and checks
/// each inference.
#[test]
fn logs_the_session_with_the_reference_events() {
    let dir = tempfile::tempdir().unwrap();
    let package = two_tile_matmul();
    let pkg = write_package(dir.path(), &package);
    let lock = dir.path().join("device.lock");
    // A run call: the host writes the inputs, the program's steps, the host reads the outputs.
    let run_phases = package.steps.len() + 2;
    let o = Command::new(env!("CARGO_BIN_EXE_ipu-run"))
        .args([
            pkg.to_str().unwrap(),
            "--inferences",
            "2",
            "--log-level",
            "info",
        ])
        .arg("--device-lock")
        .arg(&lock)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    let events = [
        "reading application package".to_string(),
        "application package read tiles=1472 compiler=".to_string(),
        format!("waiting for hardware ownership path={}", lock.display()),
        format!("acquired hardware ownership path={}", lock.display()),
        "loading application tile_count=2".to_string(),
        "starting host exchange session".to_string(),
        "invoking host exchange call call=\"initialize\" phases=".to_string(),
        format!("invoking host exchange call call=\"run\" phases={run_phases}"),
        format!("invoking host exchange call call=\"run\" phases={run_phases}"),
    ];
    let mut at = 0;
    for e in &events {
        let found = err[at..]
            .find(e.as_str())
            .unwrap_or_else(|| panic!("no '{e}' after byte {at} of:\n{err}"));
        at += found + e.len();
    }
    let out = stdout(&o);
    assert!(
        out.starts_with(
            "referenceInference=1 numericalTest=PASS\nreferenceInference=2 numericalTest=PASS\n"
        ),
        "{out}"
    );
    assert!(out.ends_with("numericalTest=PASS\n"), "{out}");
}

/// Several inferences read one directory each; a missing one is named before anything runs,
/// and so are `--inferences 0` and a lock file that cannot be created.
#[test]
fn bad_session_options_are_refused_before_anything_runs() {
    let dir = tempfile::tempdir().unwrap();
    let package = two_tile_matmul();
    let pkg = write_package(dir.path(), &package);
    let inputs = dir.path().join("inputs");
    for k in 1..=2u64 {
        let sub = inputs.join(k.to_string());
        std::fs::create_dir_all(&sub).unwrap();
        for (i, t) in package.program.random_inputs(k).unwrap().iter().enumerate() {
            npy::write(&sub.join(format!("in{i}.npy")), t).unwrap();
        }
    }
    let lock = dir.path().join("device.lock");
    let run = |extra: &[&str]| {
        let mut argv = vec![
            pkg.to_str().unwrap(),
            "--device-lock",
            lock.to_str().unwrap(),
        ];
        argv.extend(extra);
        ipu_run(&argv)
    };
    let o = run(&["--inputs", inputs.to_str().unwrap(), "--inferences", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("referenceInference=2 numericalTest=PASS\n"));

    // Input data that is not there is a failure of the input (exit status 1), not of usage.
    let o = run(&["--inputs", inputs.to_str().unwrap(), "--inferences", "3"]);
    assert_eq!(o.status.code(), Some(1), "the inputs could not be read");
    assert_eq!(
        stderr(&o),
        format!(
            "ipu-run: error: input directory {} lacks inference 3: {}/3 is not a directory\n",
            inputs.display(),
            inputs.display()
        )
    );
    assert_eq!(stdout(&o), "", "nothing ran");

    let o = run(&["--inferences", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'--inferences <N>'"), "{}", stderr(&o));

    let o = ipu_run(&[
        pkg.to_str().unwrap(),
        "--device-lock",
        "/nonexistent-ipu-lock-dir/device.lock",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "/nonexistent-ipu-lock-dir/device.lock: error: cannot take the device lock \
         (--device-lock): No such file or directory (os error 2)\n"
    );
    assert_eq!(stdout(&o), "");
}

/// Two runs on one device take turns: a run waits while another holder has the lock, and
/// goes on when it is released.
#[test]
fn runs_on_one_device_take_turns() {
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let lock = dir.path().join("device.lock");
    let held = ipu_runtime::lock::DeviceLock::acquire(&lock).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ipu-run"))
        .arg(&pkg)
        .arg("--device-lock")
        .arg(&lock)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert!(
        child.try_wait().unwrap().is_none(),
        "ipu-run ran while another holder had the device"
    );
    drop(held);
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).ends_with("numericalTest=PASS\n"));
}

/// A run killed while it owns the device does not keep it: the operating system releases
/// the lock with the process.
#[test]
fn a_killed_run_releases_the_device() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let pkg = write_package(dir.path(), &two_tile_matmul());
    let lock = dir.path().join("device.lock");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ipu-run"))
        .arg(&pkg)
        .args(["--inferences", "1000000", "--log-level", "info"])
        .arg("--device-lock")
        .arg(&lock)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let mut lines = std::io::BufReader::new(stderr).lines();
    assert!(
        lines.any(|l| l.is_ok_and(|l| l.contains("acquired hardware ownership"))),
        "the child never owned the device"
    );
    assert!(
        ipu_runtime::lock::DeviceLock::try_acquire(&lock)
            .unwrap()
            .is_none(),
        "the running child holds the lock"
    );
    child.kill().unwrap();
    child.wait().unwrap();
    let start = std::time::Instant::now();
    loop {
        if ipu_runtime::lock::DeviceLock::try_acquire(&lock)
            .unwrap()
            .is_some()
        {
            break;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(10),
            "the killed run's lock was not released"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}
