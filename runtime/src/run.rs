//! Running a package end to end: inputs, simulation, host reference, the numerical test and
//! the summary `ipu-run` prints.

use std::path::Path;

use ipu_device::Target;

use crate::check::{Comparison, Tolerance, compare};
use crate::error::{Error, Result};
use crate::npy;
use crate::package::Package;
use crate::reference::{Precision, Tensor};
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
    /// Which host reference the outputs are checked against.
    pub precision: Precision,
    /// The chosen host reference's outputs.
    pub reference: Vec<Tensor>,
    /// One comparison per output, against `reference`.
    pub comparisons: Vec<Comparison>,
    /// `max |device reference − f32 reference|` over all outputs: how far the device's
    /// arithmetic is from the graph semantics on these inputs (finite pairs only).
    pub reference_max_abs_error: f64,
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
            format!("referencePrecision={}", self.precision),
            format!(
                "referenceMaximumAbsoluteError={:.6}",
                self.reference_max_abs_error
            ),
            format!("maximumAbsoluteError={:.6}", self.maximum_absolute_error()),
            format!(
                "numericalTest={}",
                if self.pass() { "PASS" } else { "FAIL" }
            ),
        ];
        lines.join("\n") + "\n"
    }
}

/// Simulate `package` on `target` with `inputs` and check it against the device-precision
/// host reference (the default, [`Precision::Device`]).
pub fn run(package: &Package, target: &Target, inputs: &[Tensor]) -> Result<Report> {
    run_with(package, target, inputs, Precision::Device)
}

/// Simulate `package` on `target` with `inputs` and check it against the host reference of
/// `precision` (tolerances: [`Tolerance::device`] per output type, or
/// [`Tolerance::for_program`] for the f32 reference). Both references are computed, for
/// [`Report::reference_max_abs_error`].
pub fn run_with(
    package: &Package,
    target: &Target,
    inputs: &[Tensor],
    precision: Precision,
) -> Result<Report> {
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
    let program = &package.program;
    let (run, (device, f32)) = rayon::join(
        || sim::run(package, target, inputs),
        || {
            let evaluate = |precision: Precision| {
                let start = std::time::Instant::now();
                let outputs = program.evaluate_with(inputs, precision);
                tracing::info!(
                    elapsed_ms = start.elapsed().as_millis() as u64,
                    precision = %precision,
                    "evaluated host reference"
                );
                outputs
            };
            rayon::join(|| evaluate(Precision::Device), || evaluate(Precision::F32))
        },
    );
    let (run, device, f32) = (run?, device?, f32?);
    let reference_max_abs_error = device
        .iter()
        .zip(&f32)
        .map(|(d, r)| compare(d, r, Tolerance::for_dtype(r.dtype)).max_abs_error)
        .fold(0.0, f64::max);
    let reference = match precision {
        Precision::Device => device,
        Precision::F32 => f32,
    };
    let comparisons = run
        .outputs
        .iter()
        .zip(&reference)
        .map(|(d, r)| {
            let tolerance = match precision {
                Precision::Device => Tolerance::device(r.dtype),
                Precision::F32 => Tolerance::for_program(program),
            };
            compare(d, r, tolerance)
        })
        .collect();
    Ok(Report {
        workload: package.workload.clone(),
        tiles: target.tiles,
        active_tiles: package.images.len(),
        clock_hz: target.clock_hz,
        peak_flops: target.peak_flops(),
        gemm_flops: package.program.matmul_flops(),
        run,
        precision,
        reference,
        comparisons,
        reference_max_abs_error,
    })
}
