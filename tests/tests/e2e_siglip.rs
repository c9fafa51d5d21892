//! The full-size SigLIP MLP (`../shared/corpus/stablehlo/mlp_f16_full.mlir`: 729 tokens,
//! 1152 → 4304 → 1152, f16, tanh GELU, the weights arguments marked as load-time data as
//! `--weights=all-but-first` marks them) end to end, and the exchange IR example made from
//! it.
//!
//! - `examples/siglip_mlp.exchange.mlir` is the IR `ipu-compile`'s pipeline holds after
//!   `lower-to-exchange` and before `schedule-exchange` (import-stablehlo, fuse-operators,
//!   plan-operators, lower-to-tiled, lower-to-exchange: the stages of
//!   `ipu_compiler::compile::PIPELINE` before the first schedule-exchange), so that
//!   `ipu-opt --pass=schedule-exchange` on it is the main job. `plan-operators` runs with its
//!   time limit lifted ([`PLAN_TIME_LIMIT_MS`]): with the default limit its choice between
//!   finalists depends on how fast their exchanges were scheduled, i.e. on the machine's load,
//!   and the file would not be reproducible. The test fails when the file is not what the
//!   pipeline writes; `IPU_UPDATE_EXAMPLES=1 cargo test -p ipu-tests --test e2e_siglip`
//!   rewrites it.
//! - The rest of the pipeline (schedule-exchange, place-storage, schedule-exchange,
//!   lower-to-tile-asm, size-tile-code, build-package) runs on that IR through
//!   `ipu_compiler::compile::compile`, exactly as `ipu-compile
//!   examples/siglip_mlp.exchange.mlir -o m.ipupkg` does; the package is simulated on seeded
//!   random inputs and must pass the runtime's numerical test against the host reference
//!   (the full-size exports have no JAX reference data). Cycles and efficiency are printed
//!   beside the reference system's 225,672 cycles / 34.0 %.
//!
//! The other full-size exports take minutes each: `tests/e2e/full_size.sh` runs them.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use ipu_compiler::compile::{CompileArgs, PIPELINE, compile};
use ipu_dialects::{Context, Module, PrintFlags, SourceMap, render_all};
use ipu_passes::{PassManager, RunOptions, parse_pass_list};
use ipu_runtime::package::codec;
use ipu_runtime::run::{Inputs, load_inputs, run};

/// `plan-operators`' cap on each finalist phase's schedule search for the example, ms: high
/// enough never to be reached, so that the plan does not depend on timing.
const PLAN_TIME_LIMIT_MS: u64 = 86_400_000;

/// The example, relative to the repository root.
const EXAMPLE: &str = "examples/siglip_mlp.exchange.mlir";

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The full-size SigLIP MLP export of the corpus (`$IPU_SHARED` overrides `../shared`).
fn export() -> PathBuf {
    let dir = ipu_tests::stablehlo_corpus();
    let path = dir.join("mlp_f16_full.mlir");
    assert!(
        path.is_file(),
        "the SigLIP MLP export is missing at {} (set IPU_SHARED to the shared/ directory)",
        path.display()
    );
    path
}

/// The pipeline's stages up to `lower-to-exchange`, as pass texts (with the example's
/// plan-operators option). Fails if the pipeline has no such stage.
fn stages_to_exchange() -> Vec<String> {
    let end = PIPELINE
        .iter()
        .position(|s| s.name() == "schedule-exchange")
        .expect("the pipeline schedules exchanges");
    let stages: Vec<String> = PIPELINE[..end]
        .iter()
        .map(|s| match s.name() {
            "plan-operators" => format!("plan-operators{{time-limit-ms={PLAN_TIME_LIMIT_MS}}}"),
            _ => s.pass.to_string(),
        })
        .collect();
    assert_eq!(
        stages.last().map(String::as_str),
        Some("lower-to-exchange"),
        "the stage before schedule-exchange"
    );
    stages
}

/// The example's text (header + IR) and the time the stages took; computed once per test
/// process.
fn example_text() -> &'static (String, Duration) {
    static TEXT: OnceLock<(String, Duration)> = OnceLock::new();
    TEXT.get_or_init(|| {
        let path = export();
        let name = path.display().to_string();
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut ctx = Context::new();
        ipu_passes::import_stablehlo::register_dialects(&mut ctx);
        let mut sources = SourceMap::new();
        sources.add(ctx.ident(&name), text.clone().into());
        let render = |d: &[ipu_dialects::Diagnostic], ctx: &Context| render_all(d, ctx, &sources);
        let mut module =
            Module::parse(&ctx, &name, &text).unwrap_or_else(|d| panic!("{}", render(&d, &ctx)));
        // JAX's f(x, *params): the parameters are weights, load-time data (`--weights`).
        ipu_compiler::compile::weights::apply(
            &ctx,
            &mut module,
            &ipu_compiler::compile::Weights::AllButFirst,
        )
        .expect("the export has arguments");
        let target = ipu_device::Target::resolve("ipu21").expect("the ipu21 target");
        let options = RunOptions {
            target: Some(Arc::new(target)),
            ..RunOptions::default()
        };
        let start = Instant::now();
        let stages = stages_to_exchange();
        for stage in &stages {
            let pipeline = parse_pass_list(&ipu_passes::REGISTRY, stage)
                .unwrap_or_else(|e| panic!("stage {stage}: {}", e.render()));
            let report = PassManager::new(pipeline, options.clone()).run(&ctx, &mut module);
            assert!(
                !report.failed,
                "stage {stage} fails on {name}:\n{}",
                render(&report.diagnostics, &ctx)
            );
        }
        let time = start.elapsed();
        let ir = module.print(&ctx, &PrintFlags::default());
        let mut out = String::new();
        let _ = writeln!(
            out,
            "// Generated by tests/tests/e2e_siglip.rs; regenerate with\n\
             // `IPU_UPDATE_EXAMPLES=1 cargo test -p ipu-tests --test e2e_siglip`.\n\
             //\n\
             // The full-size SigLIP-so400m MLP block exported from JAX\n\
             // (../shared/corpus/stablehlo/mlp_f16_full.mlir: x [729, 1152] f16, fc1 [1152, 4304] + bias,\n\
             // tanh GELU, fc2 [4304, 1152] + bias; the weights and biases are arguments marked as\n\
             // load-time data, `ipu.weight`, as `--weights=all-but-first` marks them) after\n\
             // ipu-compile's pipeline up to lower-to-exchange — {} — on the 1472 tiles of an ipu21:\n\
             // the exchange phases are not scheduled yet. (plan-operators runs with its time limit\n\
             // lifted, so that the plan does not depend on the machine's speed.)\n\
             //\n\
             // The main job:\n\
             //   cargo run --release --bin ipu-opt -- --pass=schedule-exchange {EXAMPLE} -o /tmp/siglip.scheduled.mlir\n\
             // The rest of the compiler, and the simulator:\n\
             //   cargo run --release --bin ipu-compile -- {EXAMPLE} -o /tmp/siglip.ipupkg\n\
             //   cargo run --release --bin ipu-run -- /tmp/siglip.ipupkg\n",
            stages.join(", ")
        );
        out.push_str(&ir);
        (out, time)
    })
}

#[test]
fn siglip_mlp_exchange_example_is_current() {
    let (expect, time) = example_text();
    println!(
        "{EXAMPLE}: {} bytes, {} exchange phases, {} transfers; import to lower-to-exchange {:.1} s",
        expect.len(),
        expect.matches("phase @").count(),
        expect.matches(" transfer from ").count(),
        time.as_secs_f64()
    );
    // Unscheduled: no phase has a horizon yet, and there is something to schedule.
    assert!(
        !expect.contains(" horizon "),
        "the phases are already scheduled"
    );
    assert!(expect.contains("exchange.program @"));
    assert!(expect.contains(" transfer from "));
    let path = repo().join(EXAMPLE);
    if std::env::var_os("IPU_UPDATE_EXAMPLES").is_some() {
        ipu_passes::write_atomically(&path, expect.as_bytes())
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        return;
    }
    let found = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {} ({e}); write it with IPU_UPDATE_EXAMPLES=1 cargo test -p ipu-tests \
             --test e2e_siglip",
            path.display()
        )
    });
    if &found != expect {
        let line = found
            .lines()
            .zip(expect.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| found.lines().count().min(expect.lines().count()));
        panic!(
            "{EXAMPLE} is not what the pipeline writes (first difference at line {}); regenerate \
             it with IPU_UPDATE_EXAMPLES=1 cargo test -p ipu-tests --test e2e_siglip",
            line + 1
        );
    }
}

#[test]
fn full_siglip_mlp_compiles_simulates_and_passes() {
    let (text, front) = example_text();
    let dir = std::env::temp_dir().join(format!("ipu-e2e-siglip-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let package_path = dir.join("siglip_mlp.ipupkg");
    let args = CompileArgs::from_args([
        "ipu-compile",
        EXAMPLE,
        "-o",
        package_path.to_str().expect("a UTF-8 path"),
        "--workload",
        "siglip_mlp_f16",
    ])
    .expect("valid arguments");
    let mut messages = Vec::new();
    let start = Instant::now();
    let compiled = compile(&args, text.as_bytes(), &mut messages).unwrap_or_else(|e| {
        panic!(
            "the SigLIP MLP does not compile from the exchange level: {e}\n{}",
            String::from_utf8_lossy(&messages)
        )
    });
    let back = start.elapsed();
    let stages: Vec<&str> = compiled.stages.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(stages.last(), Some(&"build-package"), "{stages:?}");
    let package = codec::read(&package_path).expect("the package reads back");
    let _ = std::fs::remove_dir_all(&dir);
    let target = ipu_device::Target::resolve(&package.target).expect("the package's target");
    let inputs = load_inputs(&package, Inputs::Random(1)).expect("seeded inputs");
    let start = Instant::now();
    let report = run(&package, &target, &inputs).expect("the package runs");
    let simulated = start.elapsed();
    println!(
        "mlp_f16_full: compile {:.1} s (to lower-to-exchange {:.1} s, the rest {:.1} s), \
         simulate {:.1} s\n{}(reference system: cycles=225672 efficiencyPercent=34.0)",
        (*front + back).as_secs_f64(),
        front.as_secs_f64(),
        back.as_secs_f64(),
        simulated.as_secs_f64(),
        report.summary()
    );
    assert!(
        report.pass(),
        "numericalTest=FAIL: maximum absolute error {} (per output: {:?})",
        report.maximum_absolute_error(),
        report.comparisons
    );
    // The simulator and the compiler's cost read one device model.
    assert_eq!(Some(report.run.cycles), compiled.final_cycles);
    // 2·M·N·K for both matmuls: the package computes the whole MLP.
    assert_eq!(
        report.gemm_flops,
        2 * 2 * 729 * 1152 * 4304,
        "matmul flops of the package"
    );
}
