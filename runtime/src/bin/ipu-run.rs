//! `ipu-run`: run a compiled package on the simulator in a session — load it once, make the
//! `initialize` call once (the weights), then one `run` call per inference, each checked
//! against the host reference — as the reference system's runtime does. Prints
//! `referenceInference=k numericalTest=PASS|FAIL` per inference, then the summary keys
//! (`workload=`, `tiles=`, `activeTiles=`, `executionTiles=`, `inputBytes=`, `weightBytes=`,
//! `cycles=`, `minimumTileCycles=`, `hostInputBytes=`, `hostInputCycles=`, `hostOutputBytes=`,
//! `hostOutputCycles=`, `endToEndCycles=`, `deviceMicroseconds=`, `effectiveGemmTflops=`,
//! `peakTflops=`, `efficiencyPercent=`, `referencePrecision=`,
//! `referenceMaximumAbsoluteError=`, `maximumAbsoluteError=` (the largest over the
//! inferences), `numericalTest=PASS|FAIL` (every inference)), one per line, on stdout;
//! warnings (inputs with NaN, input files not read), the reason of a FAIL and notes on
//! stderr, and with `--log-level=info` the session, with the reference system's tracing
//! events. Exit status: 0 PASS; 1 FAIL, or the package or inputs could not be read or run; 2
//! a usage error ([`ipu_runtime::cli`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use ipu_runtime::cli::{EXIT_INPUT, EXIT_USAGE, init_logging, parse_log_filter};
use ipu_runtime::reference::Precision;
use ipu_runtime::run::{Inputs, Report, Session, inference_file, input_warnings, load_inference};
use ipu_runtime::{lock, npy, package, profile, progress};

/// Run a compiled IPU package on the cycle-counting simulator and check its outputs.
#[derive(Parser, Debug)]
#[command(
    name = "ipu-run",
    version,
    after_help = AFTER_HELP
)]
struct Args {
    /// The package (`.ipupkg`, written by `ipu-compile`).
    package: PathBuf,
    /// Read the inputs from DIR/in0.npy, DIR/in1.npy, ... (one inference), or with several
    /// inferences from DIR/1/in0.npy, DIR/2/in0.npy, ... (a weight, the same for every
    /// inference, may sit in DIR itself); f8 as uint8 and bf16 as uint16 raw bits. Without it,
    /// seeded random inputs.
    #[arg(long, value_name = "DIR")]
    inputs: Option<PathBuf>,
    /// Seed of the random inputs (inference k's inputs use seed + k - 1; the weights, seed).
    #[arg(long, value_name = "N", default_value_t = 0, conflicts_with = "inputs")]
    seed: u64,
    /// Inferences to run in the session (each a `run` call on its own inputs, each checked).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    inferences: u64,
    /// The lock file giving this run ownership of the (simulated) device: runs with the same
    /// lock file take turns. Default: ipu-stack-device.lock in the temporary directory.
    #[arg(long, value_name = "PATH")]
    device_lock: Option<PathBuf>,
    /// Write the outputs to DIR/out0.npy, DIR/out1.npy, ... (with several inferences,
    /// DIR/1/out0.npy, DIR/2/out0.npy, ...; DIR is created if missing, its parent must exist)
    #[arg(long, value_name = "DIR")]
    outputs: Option<PathBuf>,
    /// Write an HTML profile of the first inference (tile memory map, exchange timeline) and
    /// the same data as JSON beside it (`.json`).
    #[arg(long, value_name = "FILE")]
    profile: Option<PathBuf>,
    /// Target name or description file; default: the description the package was compiled
    /// with.
    #[arg(long, value_name = "NAME|PATH")]
    target: Option<String>,
    /// Log filter for stderr: `error`, `warn` (default), `info` (the session, as the reference
    /// system logs it), `debug`, or a `RUST_LOG`-style filter. `RUST_LOG` is read when absent.
    #[arg(long, value_name = "FILTER", value_parser = parse_log_filter)]
    log_level: Option<String>,
    /// The host reference the outputs are checked against: `device` follows the device's
    /// arithmetic (AMP accumulation types and order, partials in their declared type,
    /// epilogues in the device's types); `f32` is the graph semantics (every op in f32,
    /// rounded once to its type). Both are computed: `referenceMaximumAbsoluteError=` is their
    /// difference, `maximumAbsoluteError=` the device's from the chosen one.
    #[arg(long, value_name = "PRECISION", default_value_t = Precision::Device)]
    reference_precision: Precision,
}

const AFTER_HELP: &str = "\
Tolerances (an output passes when max|device - reference| <= relative * max|reference| and the
device is finite where the reference is):
  device  4 units in the last place of the output's type at its largest magnitude (relative
          2^-21 f32, 2^-8 f16, 2^-5 bf16). The reference follows the device's types and order;
          what remains is its f32 summation order where a part is stored in f16 (a BLAS GEMM,
          not the AMP's order) and its f64 tanh/exp/GELU against the device's f32 ones, each
          moving a stored value by one unit near a rounding boundary, and such a flip in an
          intermediate re-quantised to FP8 moving the next matmul's outputs by about one unit.
          Measured on the StableHLO corpus: 0 to 2 units.
  f32     by the least precise type the program computes with: f32 2^-16 (+1e-6), f16 2^-8,
          bf16 2^-5, FP8 2^-5 of max|reference| (the device's accumulation error).
Exit status: 0 numericalTest=PASS; 1 numericalTest=FAIL, or the package or inputs could not be
read or run (stderr says why); 2 a usage error (unknown option, bad option value, unknown target,
an output path or lock file that cannot be written).";

/// An error of the command line (exit status 2), not of the package or inputs.
#[derive(Debug)]
struct Usage(String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

fn main() -> ExitCode {
    let args = Args::parse();
    init_logging(args.log_level.as_deref(), Some("warn"));
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(EXIT_INPUT),
        Err(e) => {
            // The runtime's errors already say what their source said; other errors get their
            // chain of causes.
            let text = if e.downcast_ref::<ipu_runtime::Error>().is_some() {
                e.to_string()
            } else {
                format!("{e:#}")
            };
            if text.contains(": error: ") {
                eprintln!("{text}");
            } else if text.starts_with("error: ") {
                eprintln!("ipu-run: {text}");
            } else {
                eprintln!("ipu-run: error: {text}");
            }
            if e.downcast_ref::<Usage>().is_some() {
                ExitCode::from(EXIT_USAGE)
            } else {
                ExitCode::from(EXIT_INPUT)
            }
        }
    }
}

/// Where the outputs and the profile go is checked before the simulation runs, so that a
/// mistyped path costs nothing.
fn check_destinations(args: &Args) -> Result<(), Usage> {
    if let Some(dir) = &args.inputs
        && !dir.is_dir()
    {
        return Err(Usage(format!(
            "--inputs {}: {}",
            dir.display(),
            if dir.exists() {
                "not a directory (it holds in0.npy, in1.npy, ...)"
            } else {
                "no such directory"
            }
        )));
    }
    if let Some(dir) = &args.outputs
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(Usage(format!(
            "--outputs {}: not a directory (out0.npy, out1.npy, ... are written into it)",
            dir.display()
        )));
    }
    if let Some(dir) = &args.outputs {
        let parent = ipu_runtime::fs::parent_dir(dir);
        if !dir.exists() && !parent.is_dir() {
            return Err(Usage(format!(
                "--outputs {}: directory '{}' does not exist",
                dir.display(),
                parent.display()
            )));
        }
    }
    if let Some(path) = &args.profile {
        if path.is_dir() {
            return Err(Usage(format!(
                "--profile {}: is a directory (give the HTML file's name)",
                path.display()
            )));
        }
        ipu_runtime::fs::check_destination(path)
            .map_err(|m| Usage(format!("--profile {}: {m}", path.display())))?;
        // The data goes beside the page as `.json`: a page named `.json` would be overwritten
        // by its own data.
        if path.extension().is_some_and(|e| e == "json") {
            return Err(Usage(format!(
                "--profile {}: the profile is an HTML page whose data is written beside it as \
                 '.json'; give the page's name (e.g. {})",
                path.display(),
                path.with_extension("html").display()
            )));
        }
        // The profile is the HTML file and its data beside it (`.json`): neither may be the
        // package being run.
        for written in [path.clone(), path.with_extension("json")] {
            if ipu_runtime::fs::same_file(&written, &args.package) {
                return Err(Usage(format!(
                    "--profile {}: would overwrite the package {} (give another file name)",
                    path.display(),
                    args.package.display()
                )));
            }
        }
    }
    Ok(())
}

/// With `--inputs`, every inference's files must be there before anything runs.
fn check_input_files(args: &Args, package: &package::Package) -> anyhow::Result<()> {
    let Some(dir) = &args.inputs else {
        return Ok(());
    };
    for k in 1..=args.inferences as usize {
        for (i, io) in package.io.inputs.iter().enumerate() {
            if io.weight && k > 1 {
                continue;
            }
            let path = inference_file(dir, k, i, io.weight)?;
            if !path.is_file() {
                anyhow::bail!(
                    "input directory {} lacks inference {k}: {} does not exist",
                    dir.display(),
                    path.display()
                );
            }
        }
    }
    Ok(())
}

fn write_outputs(dir: &Path, report: &Report, several: bool) -> anyhow::Result<()> {
    if !dir.is_dir() {
        std::fs::create_dir(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let dir = if several {
        let sub = dir.join(report.inference.to_string());
        if !sub.is_dir() {
            std::fs::create_dir(&sub).with_context(|| format!("creating {}", sub.display()))?;
        }
        sub
    } else {
        dir.to_path_buf()
    };
    for (j, out) in report.run.outputs.iter().enumerate() {
        npy::write(&dir.join(format!("out{j}.npy")), out)?;
    }
    Ok(())
}

fn run(args: &Args) -> anyhow::Result<bool> {
    check_destinations(args)?;
    // Errors about a file name it first (`FILE: error: ...`); simulation faults name the
    // package, then the step, tile and cycle.
    tracing::info!("reading application package");
    let package = package::codec::read(&args.package)?;
    tracing::info!(
        tiles = package.tiles,
        compiler = %package.producer,
        "application package read"
    );
    let in_package =
        |e: ipu_runtime::Error| anyhow::anyhow!("{}: error: {e}", args.package.display());
    let target = match (&args.target, package.target_description.is_empty()) {
        (Some(t), _) => ipu_device::Target::resolve(t).map_err(|e| {
            let text = e.to_string();
            anyhow::Error::from(Usage(
                text.strip_prefix("error: ").unwrap_or(&text).to_string(),
            ))
        })?,
        (None, true) => ipu_device::Target::resolve(&package.target).map_err(|e| {
            anyhow::anyhow!(
                "{}: error: the package's target: {e}",
                args.package.display()
            )
        })?,
        (None, false) => ipu_device::Target::from_toml_str(
            &package.target_description,
            Path::new(&format!(
                "{}:<target '{}'>",
                args.package.display(),
                package.target
            )),
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?,
    };
    if args.target.is_some() && target.name != package.target {
        eprintln!(
            "ipu-run: note: the package was built for target '{}'; simulating it on '{}' (--target)",
            package.target, target.name
        );
    }
    check_input_files(args, &package)?;
    let inputs_from = |k: usize| -> anyhow::Result<Vec<ipu_runtime::reference::Tensor>> {
        let source = match &args.inputs {
            Some(dir) => Inputs::Directory(dir),
            None => Inputs::Random(args.seed),
        };
        match load_inference(&package, source, k) {
            Ok(t) => Ok(t),
            Err(e @ (ipu_runtime::Error::Io { .. } | ipu_runtime::Error::Npy { .. })) => {
                Err(e.into())
            }
            Err(e @ ipu_runtime::Error::Usage(_)) => Err(e.into()),
            Err(e) => Err(in_package(e)),
        }
    };
    let first = inputs_from(1)?;
    if let Some(dir) = &args.inputs
        && !dir.join("1").is_dir()
    {
        for warning in input_warnings(&package, &Inputs::Directory(dir), &first) {
            eprintln!("ipu-run: warning: {warning}");
        }
    } else if args.inputs.is_none() {
        for warning in input_warnings(&package, &Inputs::Random(args.seed), &first) {
            eprintln!("ipu-run: warning: {warning}");
        }
    }

    let lock_path = args.device_lock.clone().unwrap_or_else(lock::default_path);
    tracing::info!(path = %lock_path.display(), "waiting for hardware ownership");
    // A lock file that cannot be created is a path that cannot be written: a usage error.
    let _ownership = lock::DeviceLock::acquire(&lock_path).map_err(|e| match e {
        ipu_runtime::Error::Io { path, source } => anyhow::Error::from(Usage(format!(
            "{}: error: cannot take the device lock (--device-lock): {source}",
            path.display()
        ))),
        other => other.into(),
    })?;
    tracing::info!(path = %lock_path.display(), "acquired hardware ownership");

    tracing::info!(tile_count = package.images.len(), "loading application");
    let mut session = Session::load(&package, &target)
        .map_err(in_package)?
        .with_precision(args.reference_precision);
    let steps = package.steps.len();
    tracing::info!("starting host exchange session");
    let weights = package.io.weights().count();
    tracing::info!(
        call = "initialize",
        phases = usize::from(weights > 0),
        "invoking host exchange call"
    );
    session.initialize(&first).map_err(in_package)?;
    let several = args.inferences > 1;
    let bar = progress::Bar::start(args.inferences);
    bar.set_message("simulating");
    let mut reports: Vec<Report> = Vec::new();
    let mut pass = true;
    let mut max_error = 0.0f64;
    for k in 1..=args.inferences as usize {
        let inputs = if k == 1 {
            first.clone()
        } else {
            inputs_from(k)?
        };
        // A run: the host writes the inputs, the device runs its steps, the host reads the
        // outputs.
        tracing::info!(
            call = "run",
            phases = steps + 2,
            "invoking host exchange call"
        );
        let report = session.infer(&inputs).map_err(in_package);
        bar.inc();
        let report = report?;
        progress::suspend(|| print!("{}", report.inference_line()));
        for (j, (c, out)) in report
            .comparisons
            .iter()
            .zip(&report.run.outputs)
            .enumerate()
        {
            if let Some(why) = c.failure(out.data.len()) {
                let which = if several {
                    format!("inference {k}, output {j}")
                } else {
                    format!("output {j}")
                };
                eprintln!("ipu-run: {which}: numericalTest=FAIL: {why}");
            }
        }
        pass &= report.pass();
        // NaN (a non-finite mismatch) is kept: `f64::max` would drop it.
        let e = report.maximum_absolute_error();
        max_error = if e.is_nan() || max_error.is_nan() {
            f64::NAN
        } else {
            max_error.max(e)
        };
        if let Some(dir) = &args.outputs {
            write_outputs(dir, &report, several)?;
        }
        if let Some(first) = reports.first()
            && first.run.cycles != report.run.cycles
        {
            return Err(anyhow::anyhow!(
                "internal error: inference {k} took {} cycles, inference 1 {} (the program is \
                 static)",
                report.run.cycles,
                first.run.cycles
            ));
        }
        if reports.is_empty() {
            reports.push(report);
        }
    }
    bar.finish();
    let Some(report) = reports.pop() else {
        return Ok(pass);
    };
    if let Some(path) = &args.profile {
        profile::write(path, &package, &target, &report)?;
    }
    // The summary: the device figures of one inference (every inference runs the same static
    // program), the largest error and the verdict over all of them.
    print!("{}", report.session_summary(max_error, pass));
    Ok(pass)
}
