//! The back end end to end: hand-written `exchange.program`s (`examples/backend/`) →
//! `ipu-compile` (in-process: schedule-exchange, place-storage, schedule-exchange reuse,
//! lower-to-tile-asm, size-tile-code, build-package) → the package on disk → the
//! simulator and the host reference (`ipu_runtime::run`, what `ipu-run` does).
//!
//! Each program must pass the numerical test on seeded random inputs, and the simulated
//! cycles must be within ±10% of the compiler's costed `final_cycles`. They are in fact
//! equal: both read one device model — compute sets are the largest per-tile sum of
//! `Codelet::cycles`, syncs the target's `sync_cycles` — and an exchange phase lasts its
//! scheduled horizon in both, because `lower-to-tile-asm` issues every `send` at its
//! scheduled cycle and every `set_mux` at or before the arrival it serves, so the last
//! activity the simulator sees is the last word's arrival, which is the horizon the
//! scheduler reports. A difference would mean the lowering or the simulator departs from
//! the schedule.

use std::path::PathBuf;

use ipu_compiler::compile::{CompileArgs, compile};
use ipu_runtime::package::codec;
use ipu_runtime::run::{Inputs, load_inputs, run};

/// `examples/backend/NAME`.
fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/backend")
        .join(name)
}

/// What one end-to-end run measured.
struct Measured {
    final_cycles: u64,
    simulated_cycles: u64,
    maximum_absolute_error: f64,
    /// The device-precision reference against the f32 one.
    reference_max_abs_error: f64,
    passed: bool,
}

/// Compiles `examples/backend/NAME`, writes the package, reads it back and runs it.
fn check(name: &str, seed: u64) -> Measured {
    let input = example(name);
    let text = std::fs::read(&input).expect("the example exists");
    let dir = std::env::temp_dir().join(format!(
        "ipu-backend-e2e-{}-{name}-{seed}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let package_path = dir.join(format!("{name}.ipupkg"));
    let args = CompileArgs::from_args([
        "ipu-compile",
        input.to_str().expect("utf-8 path"),
        "-o",
        package_path.to_str().expect("utf-8 path"),
    ])
    .expect("valid arguments");
    let mut messages = Vec::new();
    let compiled = compile(&args, &text, &mut messages).unwrap_or_else(|e| {
        panic!(
            "{name} compiles: {e}\n{}",
            String::from_utf8_lossy(&messages)
        )
    });
    let final_cycles = compiled
        .final_cycles
        .expect("build-package costs the program");
    let package = codec::read(&package_path).expect("the package reads back");
    let target = ipu_device::Target::resolve(&package.target).expect("the target loads");
    let inputs = load_inputs(&package, Inputs::Random(seed)).expect("seeded inputs");
    let report = run(&package, &target, &inputs).expect("the package runs");
    let m = Measured {
        final_cycles,
        simulated_cycles: report.run.cycles,
        maximum_absolute_error: report.maximum_absolute_error(),
        reference_max_abs_error: report.reference_max_abs_error,
        passed: report.pass(),
    };
    println!(
        "{name}: final_cycles={} simulated cycles={} referenceMaximumAbsoluteError={} maximumAbsoluteError={} numericalTest={}",
        m.final_cycles,
        m.simulated_cycles,
        m.reference_max_abs_error,
        m.maximum_absolute_error,
        if m.passed { "PASS" } else { "FAIL" }
    );
    let _ = std::fs::remove_dir_all(&dir);
    m
}

fn assert_close(m: &Measured) {
    let (sim, cost) = (m.simulated_cycles as f64, m.final_cycles as f64);
    assert!(
        (sim - cost).abs() <= 0.1 * sim,
        "simulated {sim} cycles, costed {cost}: more than 10% apart"
    );
    // See the module doc: the two models agree cycle for cycle.
    assert_eq!(m.simulated_cycles, m.final_cycles);
}

#[test]
fn f16_matmul_and_bias_on_four_tiles() {
    for seed in [1, 2] {
        let m = check("matmul_add_f16.mlir", seed);
        assert!(m.passed, "numericalTest=FAIL");
        assert_close(&m);
        // f32 accumulation, one f16 rounding, then an f16 add: the same operations as the
        // host reference in the same order per element.
        assert!(
            m.maximum_absolute_error <= 1e-3,
            "{}",
            m.maximum_absolute_error
        );
    }
}

#[test]
fn f8_matmul_and_bias_on_four_tiles() {
    for seed in [1, 2] {
        let m = check("matmul_add_f8.mlir", seed);
        assert!(m.passed, "numericalTest=FAIL");
        assert_close(&m);
        // The FP8 AMP accumulates in f16, as the device-precision reference does (one part:
        // the program carries no plan), and the f32 reference does not.
        assert_eq!(m.maximum_absolute_error, 0.0);
        assert!(m.reference_max_abs_error > 0.0);
    }
}

#[test]
fn k_split_matmul_with_constant_bias_and_gelu_on_eight_tiles() {
    let m = check("ksplit_gelu_f16.mlir", 3);
    assert!(m.passed, "numericalTest=FAIL");
    assert_close(&m);
}
