//! Running a package end to end: inputs, the session (load, `initialize`, `run` calls),
//! the host reference, the numerical test and the summary `ipu-run` prints.
//!
//! # Accounting (per inference)
//!
//! - `cycles`: one `run` call's device program — exchange, compute and syncs — from the
//!   inputs in place to the outputs in place (the simulator's steps; what the compiler's
//!   `final_cycles` counts too);
//! - `hostInputBytes` / `hostInputCycles`: the per-inference input bytes the host writes
//!   (each element of each piece; a per-inference input is written once per element, so it
//!   equals `inputBytes`) and their time on the host link at the target's
//!   `host.bytes_per_cycle_in`; `hostOutputBytes` / `hostOutputCycles`: the outputs, each
//!   element read once, at `host.bytes_per_cycle_out`;
//! - `endToEndCycles`: from the first input byte sent to the last output byte read: one host
//!   call (`host.call_cycles`) + `hostInputCycles` + `cycles` + `hostOutputCycles` (nothing
//!   overlaps: the inputs are in place before the program starts, the outputs read after it
//!   ends).
//!
//! Weights cross the link once per load (the `initialize` call) and are not part of an
//! inference's figures; `weightBytes` reports their size.

use std::path::{Path, PathBuf};

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
    /// `DIR/in0.npy`, `DIR/in1.npy`, ... for the program inputs in order (one inference), or
    /// `DIR/1/in0.npy`, `DIR/2/in0.npy`, ... per inference ([`inference_file`]).
    Directory(&'a Path),
    /// Seeded normal values (each input's `random_stddev`), rounded to its type: inference
    /// `k`'s per-inference inputs are drawn with seed `seed + k − 1`, the weights with `seed`.
    Random(u64),
}

/// Load the program inputs of the first inference (weights included).
pub fn load_inputs(package: &Package, inputs: Inputs<'_>) -> Result<Vec<Tensor>> {
    load_inference(package, inputs, 1)
}

/// The file input `i` of inference `k` (1-based) is read from, under `dir`:
/// - when `dir/1` is a directory (one directory per inference): a per-inference input from
///   `dir/k/in{i}.npy`; a weight (the same for every inference) from `dir/in{i}.npy` if that
///   file exists, else `dir/1/in{i}.npy`;
/// - otherwise (one inference, the inputs directly in `dir`): `dir/in{i}.npy`; there is no
///   inference `k > 1`.
///
/// Errors ([`Error::Usage`]) name the inference the directory lacks.
pub fn inference_file(dir: &Path, k: usize, i: usize, weight: bool) -> Result<PathBuf> {
    let name = format!("in{i}.npy");
    let numbered = dir.join("1").is_dir();
    if !numbered {
        if k > 1 {
            return Err(Error::Usage(format!(
                "input directory {} lacks inference {k}: it holds one inference ({}/in0.npy, \
                 ...); several are read from {}/1/, {}/2/, ...",
                dir.display(),
                dir.display(),
                dir.display(),
                dir.display()
            )));
        }
        return Ok(dir.join(name));
    }
    if weight {
        let top = dir.join(&name);
        return Ok(if top.is_file() {
            top
        } else {
            dir.join("1").join(name)
        });
    }
    let sub = dir.join(k.to_string());
    if !sub.is_dir() {
        return Err(Error::Usage(format!(
            "input directory {} lacks inference {k}: {} is not a directory",
            dir.display(),
            sub.display()
        )));
    }
    Ok(sub.join(name))
}

/// Load the program inputs of inference `k` (1-based): the weights are the same for every
/// `k`; the per-inference inputs are `k`'s ([`Inputs`]).
pub fn load_inference(package: &Package, inputs: Inputs<'_>, k: usize) -> Result<Vec<Tensor>> {
    package.program.validate()?;
    let weight = |i: usize| package.io.inputs.get(i).is_some_and(|t| t.weight);
    let k = k.max(1);
    match inputs {
        Inputs::Random(seed) => {
            let first = package.program.random_inputs(seed)?;
            if k == 1 {
                return Ok(first);
            }
            let kth = package
                .program
                .random_inputs(seed.wrapping_add(k as u64 - 1))?;
            Ok(first
                .into_iter()
                .zip(kth)
                .enumerate()
                .map(|(i, (w, x))| if weight(i) { w } else { x })
                .collect())
        }
        Inputs::Directory(dir) => package
            .program
            .inputs
            .iter()
            .enumerate()
            .map(|(i, input)| npy::read(&inference_file(dir, k, i, weight(i))?, &input.ty))
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

/// What one inference moves over the host link and what it costs (module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HostFigures {
    /// Bytes of the per-inference inputs, each element once (`inputBytes`).
    pub input_bytes: u64,
    /// Bytes of the weights, each element once (`weightBytes`).
    pub weight_bytes: u64,
    /// Bytes the host writes per inference (`hostInputBytes`).
    pub host_input_bytes: u64,
    /// Their link time, cycles (`hostInputCycles`).
    pub host_input_cycles: u64,
    /// Bytes the host reads per inference: the outputs, each element once
    /// (`hostOutputBytes`).
    pub host_output_bytes: u64,
    /// Their link time, cycles (`hostOutputCycles`).
    pub host_output_cycles: u64,
    /// One host call, cycles (the target's `host.call_cycles`).
    pub host_call_cycles: u64,
}

impl HostFigures {
    /// `endToEndCycles` for an inference whose device program takes `cycles`: one host call,
    /// the inputs, the program, the outputs.
    pub fn end_to_end_cycles(&self, cycles: u64) -> u64 {
        self.host_call_cycles + self.host_input_cycles + cycles + self.host_output_cycles
    }
}

/// The outcome of one inference: the simulation, the reference, and their comparison.
#[derive(Clone, Debug)]
pub struct Report {
    /// Workload name from the package.
    pub workload: String,
    /// The workload's parameters from the package, in order.
    pub workload_keys: Vec<(String, String)>,
    /// Which inference of the session (1-based).
    pub inference: usize,
    /// Tiles of the target.
    pub tiles: u32,
    /// Tiles that do any work (a codelet call or an exchange instruction).
    pub active_tiles: usize,
    /// Tiles the package loads a program onto (those with a tile image).
    pub execution_tiles: usize,
    /// Target clock, Hz.
    pub clock_hz: u64,
    /// Peak f16 AMP throughput of the target, flop/s.
    pub peak_flops: f64,
    /// Matmul flops of the program.
    pub gemm_flops: u64,
    /// The host link's figures.
    pub host: HostFigures,
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

    /// Largest error over all outputs; NaN when an element is NaN on one side (or infinite
    /// on one side only): its error is not a number, and a summary must not print 0 for it.
    pub fn maximum_absolute_error(&self) -> f64 {
        if self.comparisons.iter().any(|c| c.non_finite_mismatches > 0) {
            return f64::NAN;
        }
        self.comparisons
            .iter()
            .map(|c| c.max_abs_error)
            .fold(0.0, f64::max)
    }

    /// Whether every output passes.
    pub fn pass(&self) -> bool {
        self.comparisons.iter().all(|c| c.pass)
    }

    /// `endToEndCycles` (module doc).
    pub fn end_to_end_cycles(&self) -> u64 {
        self.host.end_to_end_cycles(self.run.cycles)
    }

    /// The line the session prints per inference: `referenceInference=k numericalTest=...`.
    pub fn inference_line(&self) -> String {
        format!(
            "referenceInference={} numericalTest={}\n",
            self.inference,
            if self.pass() { "PASS" } else { "FAIL" }
        )
    }

    /// The summary, one `key=value` per line, in the seeds' key order.
    pub fn summary(&self) -> String {
        self.session_summary(self.maximum_absolute_error(), self.pass())
    }

    /// The summary of a session whose inferences all ran this report's static program: its
    /// figures, with the largest error and the verdict over every inference.
    pub fn session_summary(&self, maximum_absolute_error: f64, pass: bool) -> String {
        let peak = self.peak_flops / 1e12;
        let effective = self.effective_gemm_tflops();
        let efficiency = if peak > 0.0 {
            100.0 * effective / peak
        } else {
            0.0
        };
        let h = &self.host;
        let mut lines = vec![format!("workload={}", self.workload)];
        lines.extend(self.workload_keys.iter().map(|(k, v)| format!("{k}={v}")));
        lines.extend([
            format!("tiles={}", self.tiles),
            format!("activeTiles={}", self.active_tiles),
            format!("executionTiles={}", self.execution_tiles),
            format!("inputBytes={}", h.input_bytes),
            format!("weightBytes={}", h.weight_bytes),
            format!("cycles={}", self.run.cycles),
            format!("minimumTileCycles={}", self.run.minimum_tile_cycles()),
            format!("hostInputBytes={}", h.host_input_bytes),
            format!("hostInputCycles={}", h.host_input_cycles),
            format!("hostOutputBytes={}", h.host_output_bytes),
            format!("hostOutputCycles={}", h.host_output_cycles),
            format!("endToEndCycles={}", self.end_to_end_cycles()),
            format!("deviceMicroseconds={:.3}", self.device_microseconds()),
            format!("effectiveGemmTflops={effective:.3}"),
            format!("peakTflops={peak:.3}"),
            format!("efficiencyPercent={efficiency:.2}"),
            format!("referencePrecision={}", self.precision),
            format!(
                "referenceMaximumAbsoluteError={:.6}",
                self.reference_max_abs_error
            ),
            format!("maximumAbsoluteError={maximum_absolute_error:.6}"),
            format!("numericalTest={}", if pass { "PASS" } else { "FAIL" }),
        ]);
        lines.join("\n") + "\n"
    }
}

/// Checks that the package's host I/O map matches its program (types, counts).
fn check_io(package: &Package) -> Result<()> {
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
    Ok(())
}

/// A session: a package loaded on the simulated device, initialised once, then run once per
/// inference. The device's memory persists from call to call.
#[derive(Debug)]
pub struct Session<'p> {
    package: &'p Package,
    target: &'p Target,
    device: sim::Device<'p>,
    inferences: usize,
    precision: Precision,
}

impl<'p> Session<'p> {
    /// Loads `package` on `target` (checks the I/O map against the program, builds the tile
    /// memories).
    pub fn load(package: &'p Package, target: &'p Target) -> Result<Session<'p>> {
        check_io(package)?;
        Ok(Session {
            package,
            target,
            device: sim::Device::load(package, target)?,
            inferences: 0,
            precision: Precision::Device,
        })
    }

    /// Checks every later inference against the host reference of `precision` (default
    /// [`Precision::Device`]; tolerances: [`Tolerance::device`] per output type, or
    /// [`Tolerance::for_program`] for the f32 reference).
    pub fn with_precision(mut self, precision: Precision) -> Self {
        self.precision = precision;
        self
    }

    /// The `initialize` call: the host writes the weights of `inputs` (every program input;
    /// only the weights are read). Returns the bytes written.
    pub fn initialize(&mut self, inputs: &[Tensor]) -> Result<u64> {
        self.device.initialize(inputs)
    }

    /// One `run` call on `inputs` (every program input; the weights are those `initialize`
    /// wrote and are not read again), checked against the host reference.
    pub fn infer(&mut self, inputs: &[Tensor]) -> Result<Report> {
        let (package, target) = (self.package, self.target);
        let device = &mut self.device;
        let program = &package.program;
        let precision = self.precision;
        // Both references are computed: the chosen one checks the outputs, and their distance
        // is reported (`referenceMaximumAbsoluteError`).
        let (run, (device_reference, f32_reference)) = rayon::join(
            || device.run(inputs),
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
        let (run, device_reference, f32_reference) = (run?, device_reference?, f32_reference?);
        self.inferences += 1;
        let reference_max_abs_error = device_reference
            .iter()
            .zip(&f32_reference)
            .map(|(d, r)| compare(d, r, Tolerance::for_dtype(r.dtype)).max_abs_error)
            .fold(0.0, f64::max);
        let reference = match precision {
            Precision::Device => device_reference,
            Precision::F32 => f32_reference,
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
        let io = &package.io;
        let host_output_bytes: u64 = io.outputs.iter().map(|t| t.bytes()).sum();
        let host = HostFigures {
            input_bytes: io.per_inference().map(|(_, t)| t.bytes()).sum(),
            weight_bytes: io.weights().map(|(_, t)| t.bytes()).sum(),
            host_input_bytes: run.host_input_bytes,
            host_input_cycles: target.host.input_cycles(run.host_input_bytes),
            host_output_bytes,
            host_output_cycles: target.host.output_cycles(host_output_bytes),
            host_call_cycles: u64::from(target.host.call_cycles),
        };
        Ok(Report {
            workload: package.workload.clone(),
            workload_keys: package.workload_keys.clone(),
            inference: self.inferences,
            tiles: target.tiles,
            active_tiles: run.tile_end_cycles().len(),
            execution_tiles: package.images.len(),
            clock_hz: target.clock_hz,
            peak_flops: target.peak_flops(),
            gemm_flops: package.program.matmul_flops(),
            host,
            run,
            precision,
            reference,
            comparisons,
            reference_max_abs_error,
        })
    }
}

/// Simulate `package` on `target` with `inputs` and check it against the device-precision
/// host reference (the default, [`Precision::Device`]): a session of one inference (load,
/// `initialize`, one `run`).
pub fn run(package: &Package, target: &Target, inputs: &[Tensor]) -> Result<Report> {
    run_with(package, target, inputs, Precision::Device)
}

/// [`run`] against the host reference of `precision`.
pub fn run_with(
    package: &Package,
    target: &Target,
    inputs: &[Tensor],
    precision: Precision,
) -> Result<Report> {
    let mut session = Session::load(package, target)?.with_precision(precision);
    session.initialize(inputs)?;
    session.infer(inputs)
}
