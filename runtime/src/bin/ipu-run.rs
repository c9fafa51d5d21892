//! `ipu-run`: run a compiled package on the simulator and check it against the host
//! reference. Prints the summary keys (`workload=`, `tiles=`, `cycles=`,
//! `deviceMicroseconds=`, `effectiveGemmTflops=`, `peakTflops=`, `efficiencyPercent=`,
//! `maximumAbsoluteError=`, `numericalTest=PASS|FAIL`), one per line, on stdout; warnings
//! (inputs with NaN, input files not read), the reason of a FAIL and notes on stderr.
//! Exit status: 0 PASS; 1 FAIL, or the package or inputs could not be read or run; 2 a
//! usage error ([`ipu_runtime::cli`]).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use ipu_runtime::cli::{EXIT_INPUT, EXIT_USAGE};
use ipu_runtime::run::{Inputs, input_warnings, load_inputs};
use ipu_runtime::{npy, package, profile, progress};

/// Run a compiled IPU package on the cycle-counting simulator and check its outputs.
#[derive(Parser, Debug)]
#[command(
    name = "ipu-run",
    version,
    after_help = "Exit status: 0 numericalTest=PASS; 1 numericalTest=FAIL, or the package or \
                  inputs could not be read or run (stderr says why); 2 a usage error (unknown \
                  option, bad option value, unknown target, an output path that cannot be written)."
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
}

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
    let target = ipu_device::Target::resolve(target_name).map_err(|e| {
        let text = e.to_string();
        Usage(text.strip_prefix("error: ").unwrap_or(&text).to_string())
    })?;
    if args.target.is_some() && target.name != package.target {
        eprintln!(
            "ipu-run: note: the package was built for target '{}'; simulating it on '{}' (--target)",
            package.target, target.name
        );
    }
    let source = match &args.inputs {
        Some(dir) => Inputs::Directory(dir),
        None => Inputs::Random(args.seed),
    };
    let inputs = load_inputs(&package, source.clone())?;
    for warning in input_warnings(&package, &source, &inputs) {
        eprintln!("ipu-run: warning: {warning}");
    }
    let bar = progress::Bar::start(1);
    bar.set_message("simulating");
    let result = ipu_runtime::run::run(&package, &target, &inputs);
    bar.finish();
    let report = match result {
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
    for (j, (c, out)) in report
        .comparisons
        .iter()
        .zip(&report.run.outputs)
        .enumerate()
    {
        if let Some(why) = c.failure(out.data.len()) {
            eprintln!("ipu-run: output {j}: numericalTest=FAIL: {why}");
        }
    }
    Ok(report.pass())
}
