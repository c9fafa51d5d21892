//! Running a package end to end: inputs, simulation, host reference, the numerical test and
//! the summary `ipu-run` prints.

use std::path::Path;

use ipu_device::Target;

use crate::check::{Comparison, Tolerance, compare};
use crate::error::{Error, Result};
use crate::npy;
use crate::package::Package;
use crate::reference::Tensor;
use crate::sim::{self, RunResult};

/// Where the inputs come from.
#[derive(Clone, Debug)]
pub enum Inputs<'a> {
    /// `DIR/in0.npy`, `DIR/in1.npy`, ... for the program inputs in order.
    Directory(&'a Path),
    /// Seeded normal values (each input's `random_stddev`), rounded to its type.
    Random(u64),
}

/// Load the program inputs.
pub fn load_inputs(package: &Package, inputs: Inputs<'_>) -> Result<Vec<Tensor>> {
    package.program.validate()?;
    match inputs {
        Inputs::Random(seed) => package.program.random_inputs(seed),
        Inputs::Directory(dir) => package
            .program
            .inputs
            .iter()
            .enumerate()
            .map(|(i, input)| npy::read(&dir.join(format!("in{i}.npy")), &input.ty))
            .collect(),
    }
}

/// Warnings about the inputs of a run, one sentence each, for `ipu-run`'s stderr:
///
/// - an input holding NaN or infinities (its outputs usually do too, and NaN fails the
///   numerical test, see [`crate::check`]);
/// - with [`Inputs::Directory`], a `.npy` file in the directory that is not read: an
///   `inN.npy` beyond the package's inputs, or a file of another name.
///
/// `inputs` are the loaded inputs, in program order.
pub fn input_warnings(package: &Package, source: &Inputs<'_>, inputs: &[Tensor]) -> Vec<String> {
    let mut warnings = Vec::new();
    let n = package.program.inputs.len();
    for (i, t) in inputs.iter().enumerate() {
        let (nan, inf) = t.data.iter().fold((0usize, 0usize), |(nan, inf), v| {
            (
                nan + usize::from(v.is_nan()),
                inf + usize::from(v.is_infinite()),
            )
        });
        if nan + inf > 0 {
            let what = match source {
                Inputs::Directory(dir) => dir.join(format!("in{i}.npy")).display().to_string(),
                Inputs::Random(_) => format!("input {i}"),
            };
            warnings.push(format!(
                "{what}: {nan} NaN and {inf} infinite of {} elements (NaN in an output fails \
                 the numerical test)",
                t.data.len()
            ));
        }
    }
    if let Inputs::Directory(dir) = source {
        let mut unread: Vec<String> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|name| {
                let Some(stem) = name.strip_suffix(".npy") else {
                    return false;
                };
                let index = stem
                    .strip_prefix("in")
                    .and_then(|k| k.parse::<usize>().ok());
                // `in01.npy` is not `in1.npy`: only the canonical spelling is read.
                !index.is_some_and(|k| k < n && stem == format!("in{k}"))
            })
            .collect();
        unread.sort();
        let read = match n {
            0 => "the package takes no inputs".to_string(),
            1 => "the package takes 1 input, in0.npy".to_string(),
            _ => format!("the package takes {n} inputs, in0.npy to in{}.npy", n - 1),
        };
        for name in unread {
            warnings.push(format!("{}: not read ({read})", dir.join(name).display()));
        }
    }
    warnings
}

/// The outcome of a run: the simulation, the reference, and their comparison.
#[derive(Clone, Debug)]
pub struct Report {
    /// Workload name from the package.
    pub workload: String,
    /// Tiles of the target.
    pub tiles: u32,
    /// Tiles with a memory image in the package.
    pub active_tiles: usize,
    /// Target clock, Hz.
    pub clock_hz: u64,
    /// Peak f16 AMP throughput of the target, flop/s.
    pub peak_flops: f64,
    /// Matmul flops of the program.
    pub gemm_flops: u64,
    /// The simulation.
    pub run: RunResult,
    /// The host reference's outputs.
    pub reference: Vec<Tensor>,
    /// One comparison per output.
    pub comparisons: Vec<Comparison>,
}

impl Report {
    /// Simulated time, microseconds.
    pub fn device_microseconds(&self) -> f64 {
        self.run.cycles as f64 * 1e6 / self.clock_hz as f64
    }

    /// Matmul flops per second of simulated time, TFLOP/s.
    pub fn effective_gemm_tflops(&self) -> f64 {
        let seconds = self.run.cycles as f64 / self.clock_hz as f64;
        if seconds > 0.0 {
            self.gemm_flops as f64 / seconds / 1e12
        } else {
            0.0
        }
    }

    /// Largest error over all outputs.
    pub fn maximum_absolute_error(&self) -> f64 {
        self.comparisons
            .iter()
            .map(|c| c.max_abs_error)
            .fold(0.0, f64::max)
    }

    /// Whether every output passes.
    pub fn pass(&self) -> bool {
        self.comparisons.iter().all(|c| c.pass)
    }

    /// The summary, one `key=value` per line, in the seeds' key order.
    pub fn summary(&self) -> String {
        let peak = self.peak_flops / 1e12;
        let effective = self.effective_gemm_tflops();
        let efficiency = if peak > 0.0 {
            100.0 * effective / peak
        } else {
            0.0
        };
        let lines = [
            format!("workload={}", self.workload),
            format!("tiles={}", self.tiles),
            format!("activeTiles={}", self.active_tiles),
            format!("cycles={}", self.run.cycles),
            format!("deviceMicroseconds={:.3}", self.device_microseconds()),
            format!("effectiveGemmTflops={effective:.3}"),
            format!("peakTflops={peak:.3}"),
            format!("efficiencyPercent={efficiency:.2}"),
            format!("maximumAbsoluteError={:.6}", self.maximum_absolute_error()),
            format!(
                "numericalTest={}",
                if self.pass() { "PASS" } else { "FAIL" }
            ),
        ];
        lines.join("\n") + "\n"
    }
}

/// Simulate `package` on `target` with `inputs` and check it against the host reference.
pub fn run(package: &Package, target: &Target, inputs: &[Tensor]) -> Result<Report> {
    package.program.validate()?;
    let program_types = package
        .program
        .inputs
        .iter()
        .map(|i| Some(&i.ty))
        .chain(package.program.output_types());
    let io_types = package.io.inputs.iter().chain(&package.io.outputs);
    for (io, want) in io_types.zip(program_types) {
        if Some(&io.ty) != want {
            let want = want.map_or("nothing".to_string(), |t| t.to_string());
            return Err(Error::Usage(format!(
                "host I/O map: '{}' is {}, the program says {want}",
                io.name, io.ty
            )));
        }
    }
    if package.io.inputs.len() != package.program.inputs.len()
        || package.io.outputs.len() != package.program.outputs.len()
    {
        return Err(Error::Usage(format!(
            "the package's I/O map has {} inputs and {} outputs, its program {} and {}",
            package.io.inputs.len(),
            package.io.outputs.len(),
            package.program.inputs.len(),
            package.program.outputs.len()
        )));
    }
    let (run, reference) = rayon::join(
        || sim::run(package, target, inputs),
        || package.program.evaluate(inputs),
    );
    let (run, reference) = (run?, reference?);
    let tolerance = Tolerance::for_program(&package.program);
    let comparisons = run
        .outputs
        .iter()
        .zip(&reference)
        .map(|(d, r)| compare(d, r, tolerance))
        .collect();
    Ok(Report {
        workload: package.workload.clone(),
        tiles: target.tiles,
        active_tiles: package.images.len(),
        clock_hz: target.clock_hz,
        peak_flops: target.peak_flops(),
        gemm_flops: package.program.matmul_flops(),
        run,
        reference,
        comparisons,
    })
}
