//! Issue 18's accounting end to end: load-time data apart from per-inference inputs
//! (`--weights`), a session of several inferences, the host link's figures, and a target
//! description file carried through every pass and into the package.

use std::path::{Path, PathBuf};

use ipu_compiler::compile::{CompileArgs, compile};
use ipu_runtime::package::{Package, codec};
use ipu_runtime::run::{Inputs, Session, load_inference};

/// A graph program small enough for debug builds: `gelu(x·w + b)` then a second product,
/// the SigLIP MLP's shape at 1/16 scale.
const MLP: &str = "func.func @main(%x: tensor<48x64xf16>, %w1: tensor<64x128xf16>, %b1: tensor<128xf16>, %w2: tensor<128x64xf16>) -> tensor<48x64xf16> {
  %h = graph.matmul %x, %w1 : (tensor<48x64xf16>, tensor<64x128xf16>) -> tensor<48x128xf16>
  %bb = graph.broadcast %b1 {dimensions = array<i64: 1>} : tensor<128xf16> -> tensor<48x128xf16>
  %hb = graph.add %h, %bb : tensor<48x128xf16>
  %g = graph.gelu %hb {approximate = \"tanh\"} : tensor<48x128xf16>
  %y = graph.matmul %g, %w2 : (tensor<48x128xf16>, tensor<128x64xf16>) -> tensor<48x64xf16>
  return %y : tensor<48x64xf16>
}
";

struct Compiled {
    package: Package,
    final_cycles: u64,
}

/// Compiles `text` with the extra command-line `args` into `dir/name.ipupkg`.
fn compile_to(dir: &Path, name: &str, text: &str, args: &[&str]) -> Compiled {
    let path = dir.join(format!("{name}.ipupkg"));
    let mut argv = vec![
        "ipu-compile".to_string(),
        "in.mlir".to_string(),
        "-o".to_string(),
        path.to_str().expect("a UTF-8 path").to_string(),
        "--tiles=32".to_string(),
        "--log-level=warn".to_string(),
    ];
    argv.extend(args.iter().map(|s| s.to_string()));
    let opts = CompileArgs::from_args(argv).expect("valid arguments");
    let mut messages = Vec::new();
    let c = compile(&opts, text.as_bytes(), &mut messages).unwrap_or_else(|e| {
        panic!(
            "{name} does not compile: {e}\n{}",
            String::from_utf8_lossy(&messages)
        )
    });
    Compiled {
        package: codec::read(&path).expect("the package reads back"),
        final_cycles: c.final_cycles.expect("build-package reports final-cycles"),
    }
}

fn mlp() -> String {
    MLP.to_string()
}

/// The package's own target: its embedded description.
fn package_target(p: &Package) -> ipu_device::Target {
    ipu_device::Target::from_toml_str(&p.target_description, Path::new("<package>"))
        .expect("the embedded description loads")
}

#[test]
fn per_inference_inputs_cross_the_host_link_once_per_element() {
    let dir = tempfile_dir("weights");
    let all = compile_to(&dir, "all", &mlp(), &["--weights=all-but-first"]);
    let none = compile_to(&dir, "none", &mlp(), &[]);
    let io = &all.package.io;
    assert_eq!(
        io.inputs.iter().map(|t| t.weight).collect::<Vec<_>>(),
        [false, true, true, true]
    );
    assert!(none.package.io.inputs.iter().all(|t| !t.weight));
    for c in [&all, &none] {
        let p = &c.package;
        let target = package_target(p);
        let mut session = Session::load(p, &target).expect("loads");
        let first = load_inference(p, Inputs::Random(7), 1).expect("inputs");
        let weight_bytes = session.initialize(&first).expect("initialize");
        assert_eq!(
            weight_bytes,
            p.io.weights().map(|(_, t)| t.host_bytes()).sum::<u64>()
        );
        for k in 1..=2 {
            let inputs = load_inference(p, Inputs::Random(7), k).expect("inputs");
            let r = session.infer(&inputs).expect("runs");
            assert!(r.pass(), "inference {k}: {:?}", r.comparisons);
            assert_eq!(r.inference, k);
            // Each per-inference element written once: the reference's inputBytes.
            assert_eq!(r.host.host_input_bytes, r.host.input_bytes);
            let per_inference: u64 = p.io.per_inference().map(|(_, t)| t.bytes()).sum();
            assert_eq!(r.host.input_bytes, per_inference);
            assert_eq!(
                r.host.host_input_cycles,
                r.host.host_input_bytes.div_ceil(19),
                "ipu21's link: 19 bytes per cycle"
            );
            assert_eq!(
                r.end_to_end_cycles(),
                1632 + r.host.host_input_cycles + r.run.cycles + r.host.host_output_cycles
            );
            // The compiler and the simulator count one run call alike.
            assert_eq!(r.run.cycles, c.final_cycles);
            assert!(r.run.minimum_tile_cycles() <= r.run.cycles);
        }
    }
    // With every argument per-inference, the weights are inputs too.
    let p = &none.package;
    assert_eq!(
        p.io.per_inference().map(|(_, t)| t.bytes()).sum::<u64>(),
        (48 * 64 + 64 * 128 + 128 + 128 * 64) * 2
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn inferences_see_their_own_inputs() {
    // Two inferences on different inputs give different outputs, each matching its own host
    // reference: the session really streams inputs per run.
    let dir = tempfile_dir("inferences");
    let c = compile_to(&dir, "m", &mlp(), &["--weights=all-but-first"]);
    let p = &c.package;
    let target = package_target(p);
    let mut session = Session::load(p, &target).expect("loads");
    let first = load_inference(p, Inputs::Random(3), 1).expect("inputs");
    session.initialize(&first).expect("initialize");
    let a = session.infer(&first).expect("runs");
    let second = load_inference(p, Inputs::Random(3), 2).expect("inputs");
    assert_eq!(first[1].data, second[1].data, "the weights stay");
    assert_ne!(first[0].data, second[0].data, "the input changes");
    let b = session.infer(&second).expect("runs");
    assert!(a.pass() && b.pass());
    assert_ne!(a.run.outputs[0].data, b.run.outputs[0].data);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_target_file_keeps_its_constants_whatever_its_name() {
    let dir = tempfile_dir("target");
    let builtin = compile_to(&dir, "builtin", &mlp(), &["--weights=all-but-first"]);
    let text = include_str!("../../device/targets/ipu21.toml");
    let slow_sync = text.replace("global_sync_cycles = 90", "global_sync_cycles = 1090");
    assert_ne!(slow_sync, text);
    // Named like the built-in target: its constants must not be swapped for the built-in's.
    let same_name = dir.join("ipu21-slow-sync.toml");
    std::fs::write(&same_name, &slow_sync).expect("written");
    let custom = compile_to(
        &dir,
        "same-name",
        &mlp(),
        &[
            "--weights=all-but-first",
            &format!("--target={}", same_name.display()),
        ],
    );
    assert_eq!(custom.package.target, "ipu21");
    assert_eq!(custom.package.target_description, slow_sync);
    let syncs = custom
        .package
        .steps
        .iter()
        .filter(|s| matches!(s, ipu_runtime::package::Step::Sync))
        .count() as u64;
    assert!(syncs > 0);
    let target = package_target(&custom.package);
    assert_eq!(target.sync_cycles, 1090);
    let report = ipu_runtime::run::run(
        &custom.package,
        &target,
        &load_inference(&custom.package, Inputs::Random(0), 1).expect("inputs"),
    )
    .expect("runs");
    assert!(report.pass());
    assert_eq!(report.run.cycles, custom.final_cycles);
    // The planner saw the slower syncs too (it may plan otherwise), and no pass fell back to
    // the built-in constants: every sync of the package costs 1090 in the compiler's count.
    let sync_cycles: u64 = report
        .run
        .steps
        .iter()
        .filter(|s| s.kind == "sync")
        .map(|s| s.cycles)
        .sum();
    assert_eq!(sync_cycles, syncs * 1090);
    assert!(custom.final_cycles > builtin.final_cycles);

    // Under another name: compiles (no "unknown target" in a later pass) and runs.
    let renamed = dir.join("mychip.toml");
    std::fs::write(
        &renamed,
        slow_sync.replace("name = \"ipu21\"", "name = \"mychip\""),
    )
    .expect("written");
    let other = compile_to(
        &dir,
        "renamed",
        &mlp(),
        &[
            "--weights=all-but-first",
            &format!("--target={}", renamed.display()),
        ],
    );
    assert_eq!(other.package.target, "mychip");
    assert_eq!(other.final_cycles, custom.final_cycles);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fresh directory under the system's temporary directory.
fn tempfile_dir(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ipu-host-session-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}
