//! `ipu-run`: run a compiled package on the simulator and check it against the host
//! reference. Prints the summary keys (`workload=`, `tiles=`, `cycles=`,
//! `deviceMicroseconds=`, `effectiveGemmTflops=`, `peakTflops=`, `efficiencyPercent=`,
//! `referencePrecision=`, `referenceMaximumAbsoluteError=`, `maximumAbsoluteError=`,
//! `numericalTest=PASS|FAIL`), one per line; exits 1 when the numerical test fails and 2 on
//! any error.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use ipu_runtime::reference::Precision;
use ipu_runtime::run::{Inputs, load_inputs};
use ipu_runtime::{npy, package, profile};

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
    /// Read the inputs from DIR/in0.npy, DIR/in1.npy, ... (f8 as uint8 and bf16 as uint16 raw
    /// bits); without it, seeded random inputs.
    #[arg(long, value_name = "DIR")]
    inputs: Option<PathBuf>,
    /// Seed of the random inputs.
    #[arg(long, value_name = "N", default_value_t = 0, conflicts_with = "inputs")]
    seed: u64,
    /// Write the outputs to DIR/out0.npy, DIR/out1.npy, ... (DIR is created if missing; its
    /// parent directory must exist)
    #[arg(long, value_name = "DIR")]
    outputs: Option<PathBuf>,
    /// Write an HTML profile (tile memory map, exchange timeline) and the same data as JSON
    /// beside it (`.json`).
    #[arg(long, value_name = "FILE")]
    profile: Option<PathBuf>,
    /// Target name or description file; default: the package's target.
    #[arg(long, value_name = "NAME|PATH")]
    target: Option<String>,
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
Exit status: 0 when numericalTest=PASS, 1 when it is FAIL, 2 on an error (bad package, inputs or
options).";

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
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
            ExitCode::from(2)
        }
    }
}

/// Where the outputs and the profile go is checked before the simulation runs, so that a
/// mistyped path costs nothing.
fn check_destinations(args: &Args) -> anyhow::Result<()> {
    if let Some(dir) = &args.outputs
        && dir.exists()
        && !dir.is_dir()
    {
        anyhow::bail!(
            "--outputs {}: not a directory (out0.npy, out1.npy, ... are written into it)",
            dir.display()
        );
    }
    if let Some(dir) = &args.outputs {
        let parent = ipu_runtime::fs::parent_dir(dir);
        if !dir.exists() && !parent.is_dir() {
            anyhow::bail!(
                "--outputs {}: directory '{}' does not exist",
                dir.display(),
                parent.display()
            );
        }
    }
    if let Some(path) = &args.profile {
        if path.is_dir() {
            anyhow::bail!(
                "--profile {}: is a directory (give the HTML file's name)",
                path.display()
            );
        }
        let parent = ipu_runtime::fs::parent_dir(path);
        if !parent.is_dir() {
            anyhow::bail!(
                "--profile {}: directory '{}' does not exist",
                path.display(),
                parent.display()
            );
        }
    }
    Ok(())
}

fn run(args: &Args) -> anyhow::Result<bool> {
    check_destinations(args)?;
    // Errors about a file name it first (`FILE: error: ...`); simulation faults name the
    // package, then the step, tile and cycle.
    let package = package::codec::read(&args.package)?;
    let in_package =
        |e: ipu_runtime::Error| anyhow::anyhow!("{}: error: {e}", args.package.display());
    let target_name = args.target.as_deref().unwrap_or(&package.target);
    let target = ipu_device::Target::resolve(target_name).map_err(|e| anyhow::anyhow!("{e}"))?;
    let inputs = match &args.inputs {
        Some(dir) => load_inputs(&package, Inputs::Directory(dir))?,
        None => load_inputs(&package, Inputs::Random(args.seed))?,
    };
    let report =
        match ipu_runtime::run::run_with(&package, &target, &inputs, args.reference_precision) {
            Ok(report) => report,
            Err(e @ (ipu_runtime::Error::Io { .. } | ipu_runtime::Error::Npy { .. })) => {
                return Err(e.into());
            }
            Err(e) => return Err(in_package(e)),
        };
    if let Some(dir) = &args.outputs {
        if !dir.is_dir() {
            std::fs::create_dir(dir).with_context(|| format!("creating {}", dir.display()))?;
        }
        for (j, out) in report.run.outputs.iter().enumerate() {
            npy::write(&dir.join(format!("out{j}.npy")), out)?;
        }
    }
    if let Some(path) = &args.profile {
        profile::write(path, &package, &target, &report)?;
    }
    print!("{}", report.summary());
    Ok(report.pass())
}
