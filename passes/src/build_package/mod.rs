//! `build-package`: turns a `tile_asm.program` into the runtime's package
//! (`ipu_runtime::package::Package`) and writes it atomically — the reference system's
//! `build_tile_images` phase, and the compiler's final cost estimate.
//!
//! # What goes in the package
//!
//! - `target` (the program's, default `ipu21`), its description as compiled with (the TOML
//!   text, so a custom target file's constants travel with the program), its tile count,
//!   `workload` (the option, else the program's name) and `workload_keys` (the option
//!   `workload-keys`), `producer` (this crate's name and version);
//! - `program`: the graph-level `function` as the host reference (`host.rs`);
//! - `io`: for each program input and output, the pieces of the `tile_asm.data` that declare
//!   it (`host`, `host_index`, `layout`, `piece`), each input a weight when its argument of the
//!   function has `ipu.weight` (load-time data, written by the `initialize` call), checked
//!   against the function's types:
//!   element type equal, every piece inside the tensor, every output element in some piece;
//! - `images`: per tile, its allocations — the `tile_asm.data` ranges, overlapping ones
//!   (storage reuse) merged into one, and the tile's code range (`size-tile-code`) — and
//!   its initialised segments (`init`);
//! - `steps`: the program's steps in order, with every tile's calls (in tile order), sends
//!   and switches;
//! - `kernels`: one per distinct kernel instance of the calls, from the kernel cache
//!   (`kernel-cache`) where it holds a valid entry ([`kernels`]).
//!
//! # Cost
//!
//! [`cost`] counts the package's cycles the way the simulator does, from the same device
//! model: a compute set takes the largest per-tile sum of `Codelet::cycles`, a phase its
//! scheduled `horizon`, a sync the target's `sync_cycles`. The pass logs it as the seeds'
//! `costed final placed program final_cycles=... final_exchange=...` (exchange = Σ phase
//! horizons).
//!
//! Errors (the user's program, located): no or several `tile_asm.program`s, no `function`,
//! a host piece that does not match the function, an output element no piece holds, a file
//! that cannot be written. With `output` empty the package is built and checked but not
//! written.

mod host;
pub mod kernels;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use ipu_device::{Codelet, CodeletShape, Target};
use ipu_dialects::tile_asm_dialect::{
    COMPUTE, CallOp, DataOp, EXCHANGE, HostPiece, ProgramOp, SendOp, SetMuxOp, Step, TileOp,
    body_block, group_step,
};
use ipu_dialects::{Context, Diagnostic, Ir, OpId, Type};
use ipu_runtime::numerics::DType;
use ipu_runtime::package::{
    Allocation, CodeletCall, ComputeSet, ExchangePhase, IoMap, IoTensor, Operand, Package, Piece,
    PieceLayout, Segment, Send, SetMux, Step as PkgStep, TileImage,
};
use ipu_runtime::reference::TensorType;

use crate::lower_to_tile_asm::find_function;
use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

pub use host::host_program;

crate::pass_options! {
    /// Options of [`BuildPackage`].
    pub struct BuildPackageOptions {
        /// The package file to write (atomically); empty: build and check only.
        output("output"): String = String::new(),
        /// The workload name `ipu-run` prints; empty: the program's name.
        workload("workload"): String = String::new(),
        /// The workload's parameters `ipu-run` prints after its name, `KEY=VALUE` separated by
        /// commas (`batch=1,tokens=729`); keys are letters and digits.
        workload_keys("workload-keys"): String = String::new(),
        /// The kernel cache directory (`kernels.rs`); empty: no cache, every kernel built.
        kernel_cache("kernel-cache"): String = String::new(),
    }
}

/// The `build-package` pass. See the module doc.
#[derive(Debug)]
pub struct BuildPackage(BuildPackageOptions);

impl Pass for BuildPackage {
    const NAME: &'static str = "build-package";
    const TYPE_NAME: &'static str = "BuildPackage";
    const SUMMARY: &'static str = "Build the runtime package of a tile_asm program and write it";
    const DESCRIPTION: &'static str = "Fills an `ipu_runtime::package::Package` from the \
        module's `tile_asm.program` (tile images, host I/O map checked against the graph-level \
        function, the host reference, the BSP steps), logs the costed cycles, and writes it \
        atomically to `output`. The IR is unchanged.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-tiles",
            help: "Number of tile images",
        },
        Statistic {
            name: "num-steps",
            help: "Number of BSP steps",
        },
        Statistic {
            name: "final-cycles",
            help: "Costed cycles of the program",
        },
        Statistic {
            name: "kernels-compiled",
            help: "Kernel instances built (not taken from the kernel cache)",
        },
        Statistic {
            name: "kernels-reused",
            help: "Kernel instances taken from the kernel cache",
        },
    ];
    type Options = BuildPackageOptions;

    fn new(options: BuildPackageOptions) -> Result<Self, String> {
        workload_keys(&options.workload_keys)?;
        Ok(BuildPackage(options))
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let programs = cx
            .ir
            .collect_ops(op, |o| ProgramOp::cast(ctx, cx.ir, o).is_some());
        let program = match programs.as_slice() {
            [p] => ProgramOp(*p),
            [] => {
                return Err(Diagnostic::error(
                    cx.ir.loc(op),
                    "build-package needs a 'tile_asm.program': run lower-to-tile-asm first",
                )
                .into());
            }
            [_, second, ..] => {
                return Err(Diagnostic::error(
                    cx.ir.loc(*second),
                    format!(
                        "'tile_asm.program' op is one of {} programs; a package holds one",
                        programs.len()
                    ),
                )
                .into());
            }
        };
        let target = program_target(ctx, cx.ir, program, cx.target())?;
        let cache_dir = (!self.0.kernel_cache.is_empty()).then(|| Path::new(&self.0.kernel_cache));
        let mut cache = kernels::KernelCache::new(cache_dir);
        let Built {
            mut package,
            cost: c,
            kernel_stats,
        } = build_with(ctx, cx.ir, program, &target, &self.0.workload, &mut cache)?;
        cx.bump("kernels-compiled", kernel_stats.compiled);
        cx.bump("kernels-reused", kernel_stats.reused);
        package.workload_keys = workload_keys(&self.0.workload_keys).unwrap_or_default();
        tracing::info!(
            final_cycles = c.total(),
            final_exchange = c.exchange,
            compute_cycles = c.compute,
            sync_cycles = c.sync,
            "costed final placed program"
        );
        cx.bump("num-tiles", package.images.len() as u64);
        cx.bump("num-steps", package.steps.len() as u64);
        cx.bump("final-cycles", c.total());
        if !self.0.output.is_empty() {
            ipu_runtime::package::codec::write(Path::new(&self.0.output), &package).map_err(
                |e| {
                    // The I/O error's own reason: `Error::Io` displays as `path: error: ...`.
                    let why = match e {
                        ipu_runtime::Error::Io { source, .. } => source.to_string(),
                        other => other.to_string(),
                    };
                    Diagnostic::error(
                        cx.ir.loc(program.0),
                        format!("cannot write the package '{}': {why}", self.0.output),
                    )
                },
            )?;
            tracing::info!(
                path = %self.0.output,
                tiles = package.images.len(),
                steps = package.steps.len(),
                "wrote package"
            );
        }
        Ok(Preserved::all())
    }
}

/// The target of a `tile_asm.program`: its own `target`, else the pipeline's, else `ipu21`.
///
/// Errors: a target that does not load (user input).
pub fn program_target(
    ctx: &Context,
    ir: &Ir,
    program: ProgramOp,
    given: Option<&Arc<Target>>,
) -> Result<Arc<Target>, Diagnostic> {
    if ir.attr(ctx, program.0, "target").is_none()
        && let Some(t) = given
    {
        return Ok(Arc::clone(t));
    }
    crate::resolve_named_target(&program.target_name(ctx, ir), given)
        .map_err(|e| Diagnostic::error(ir.loc(program.0), format!("'tile_asm.program' op {e}")))
}

/// The compiler's cycle estimate of a package (module doc), cycles at the target clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Σ compute sets (each: the largest per-tile sum of call cycles).
    pub compute: u64,
    /// Σ exchange phases (each: its scheduled horizon).
    pub exchange: u64,
    /// Σ syncs.
    pub sync: u64,
}

impl Cost {
    /// Total cycles.
    pub fn total(&self) -> u64 {
        self.compute + self.exchange + self.sync
    }
}

/// Horizons of the phases as scheduled, by phase name (the package keeps only the bound).
type Horizons = BTreeMap<String, u64>;

/// Parses `KEY=VALUE,KEY=VALUE` (the `workload-keys` option): keys of ASCII letters and digits,
/// values without commas or whitespace; empty text, no keys.
pub fn workload_keys(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (k, v) = item
            .split_once('=')
            .ok_or_else(|| format!("workload key '{item}': expected KEY=VALUE"))?;
        if k.is_empty() || !k.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(format!(
                "workload key '{k}': letters and digits only (batch, tokens, dimension, ...)"
            ));
        }
        if v.is_empty() || v.chars().any(char::is_whitespace) {
            return Err(format!(
                "workload key '{k}': empty value or one with spaces"
            ));
        }
        if out.iter().any(|(o, _)| o == k) {
            return Err(format!("workload key '{k}' given twice"));
        }
        out.push((k.to_string(), v.to_string()));
    }
    Ok(out)
}

/// Costs `package` with `target`'s model (module doc), with each phase's cycles computed
/// from its instructions (one past its last received word or sent word), since a package
/// does not record the scheduled horizons. [`build`] costs with the scheduled horizons.
///
/// Errors: a call the catalogue rejects (a message naming the step and tile).
pub fn cost(package: &Package, target: &Target) -> Result<Cost, String> {
    cost_with(package, target, &BTreeMap::new())
}

fn cost_with(package: &Package, target: &Target, horizons: &Horizons) -> Result<Cost, String> {
    let mut c = Cost::default();
    let ex = &target.exchange;
    for step in &package.steps {
        match step {
            PkgStep::Sync => c.sync += u64::from(target.sync_cycles),
            PkgStep::Compute(cs) => {
                let mut per_tile: BTreeMap<u32, u64> = BTreeMap::new();
                for call in &cs.calls {
                    let codelet = Codelet::from_name(&call.codelet).ok_or_else(|| {
                        format!(
                            "compute set {}: unknown codelet '{}'",
                            cs.name, call.codelet
                        )
                    })?;
                    let shape = CodeletShape {
                        m: call.m,
                        n: call.n,
                        k: call.k,
                    };
                    let cycles = codelet
                        .cycles_with_workers(target, &shape, call.workers)
                        .map_err(|e| format!("compute set {}, tile {}: {e}", cs.name, call.tile))?;
                    *per_tile.entry(call.tile).or_default() += cycles;
                }
                c.compute += per_tile.values().copied().max().unwrap_or(0);
            }
            PkgStep::Exchange(phase) => {
                let horizon = match horizons.get(&phase.name) {
                    Some(&h) => h,
                    None => {
                        let rate = |p: bool| if p { 2 } else { 1 };
                        let recv = phase.receives.iter().map(|m| {
                            let pair = if m.paired {
                                u64::from(ex.muxpair_write_delay())
                            } else {
                                0
                            };
                            m.effect_cycle() + pair + u64::from(m.words.div_ceil(rate(m.paired)))
                        });
                        let send = phase.sends.iter().map(|s| {
                            u64::from(s.cycle) + u64::from(s.words.div_ceil(rate(s.paired)))
                        });
                        recv.chain(send).max().unwrap_or(0)
                    }
                };
                c.exchange += horizon;
            }
        }
    }
    Ok(c)
}

/// A built package and its cost.
#[derive(Clone, Debug)]
pub struct Built {
    /// The package.
    pub package: Package,
    /// Its cycles by the compiler's model, phases at their scheduled horizons.
    pub cost: Cost,
    /// How its kernels were obtained.
    pub kernel_stats: kernels::KernelStats,
}

/// Builds the package of `program` (module doc) and costs it; every kernel is built (no
/// cache).
///
/// Errors (user input), located at the op at fault.
pub fn build(
    ctx: &Context,
    ir: &Ir,
    program: ProgramOp,
    target: &Target,
    workload: &str,
) -> Result<Built, Diagnostic> {
    build_with(
        ctx,
        ir,
        program,
        target,
        workload,
        &mut kernels::KernelCache::new(None),
    )
}

/// [`build`], with the kernels taken from `cache` where it holds them (and stored there).
pub fn build_with(
    ctx: &Context,
    ir: &Ir,
    program: ProgramOp,
    target: &Target,
    workload: &str,
    cache: &mut kernels::KernelCache,
) -> Result<Built, Diagnostic> {
    let pop = program.0;
    let perr = |m: String| Diagnostic::error(ir.loc(pop), format!("'tile_asm.program' op {m}"));
    let fname = program.function(ctx, ir).ok_or_else(|| {
        perr(
            "names no graph-level 'function': build-package needs it for the host reference".into(),
        )
    })?;
    let func = ir
        .parent_op(pop)
        .and_then(|m| find_function(ctx, ir, m, &fname))
        .ok_or_else(|| {
            perr(format!(
                "names function @{fname}, which is not a 'func.func' of the module"
            ))
        })?;
    let host = host_program(ctx, ir, func, target)?;
    let name = ir
        .attr(ctx, pop, "sym_name")
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
        .unwrap_or_default();
    let mut io = IoMap {
        inputs: host
            .inputs
            .iter()
            .enumerate()
            .map(|(k, i)| IoTensor {
                name: i.name.clone(),
                ty: i.ty.clone(),
                weight: func.is_weight_arg(ctx, ir, k),
                pieces: Vec::new(),
            })
            .collect(),
        outputs: host
            .output_types()
            .into_iter()
            .enumerate()
            .map(|(i, t)| IoTensor {
                name: format!("result{i}"),
                ty: t.cloned().unwrap_or(TensorType {
                    shape: Vec::new(),
                    dtype: DType::F32,
                }),
                weight: false,
                pieces: Vec::new(),
            })
            .collect(),
    };

    // Steps, with each tile's instructions gathered by step name.
    let steps = program.steps(ctx, ir);
    let mut exchanges: BTreeMap<String, ExchangePhase> = BTreeMap::new();
    let mut computes: BTreeMap<String, ComputeSet> = BTreeMap::new();
    let mut horizons: Horizons = BTreeMap::new();
    for s in &steps {
        match s {
            Step::Phase {
                name,
                endpoint_lower_bound,
                horizon,
            } => {
                exchanges.insert(
                    name.clone(),
                    ExchangePhase {
                        name: name.clone(),
                        lower_bound: u32::try_from(*endpoint_lower_bound).unwrap_or(u32::MAX),
                        ..ExchangePhase::default()
                    },
                );
                if let Some(h) = horizon {
                    horizons.insert(name.clone(), *h);
                }
            }
            Step::ComputeSet { name } => {
                computes.insert(
                    name.clone(),
                    ComputeSet {
                        name: name.clone(),
                        calls: Vec::new(),
                    },
                );
            }
            Step::Sync => {}
        }
    }
    let mut tiles: Vec<(u32, TileOp)> = program
        .tiles(ctx, ir)
        .into_iter()
        .map(|t| {
            t.tile(ctx, ir).map(|n| (n, t)).ok_or_else(|| {
                Diagnostic::error(ir.loc(t.0), "'tile_asm.tile' op has no valid 'tile'")
            })
        })
        .collect::<Result<_, _>>()?;
    tiles.sort_by_key(|(n, _)| *n);
    let mut images = Vec::with_capacity(tiles.len());
    let mut covered: Vec<Vec<bool>> = io
        .outputs
        .iter()
        .map(|o| vec![false; o.ty.numel()])
        .collect();
    for &(tile, t) in &tiles {
        let Some(block) = body_block(ir, t.0) else {
            continue;
        };
        let mut data: Vec<(u32, u32, String)> = Vec::new();
        let mut segments = Vec::new();
        for op in ir.block_ops(block) {
            let kind = ctx.op_name_str(ir.name(op));
            if let Some(d) = DataOp::cast(ctx, ir, op) {
                let info = d.info(ctx, ir).ok_or_else(|| {
                    Diagnostic::error(ir.loc(op), "'tile_asm.data' op is malformed")
                })?;
                data.push((info.addr, info.bytes, info.name.clone()));
                if info.init.is_some() {
                    let bytes = d.init_bytes(ctx, ir).ok_or_else(|| {
                        Diagnostic::error(ir.loc(op), "'tile_asm.data' op has a malformed 'init'")
                    })?;
                    segments.push(Segment {
                        addr: info.addr,
                        data: bytes,
                    });
                }
                if let Some(h) = &info.host {
                    add_piece(ctx, ir, op, tile, info.addr, h, &mut io, &mut covered)?;
                }
            } else if kind == EXCHANGE.name {
                let step = group_step(ctx, ir, op).unwrap_or_default();
                let phase = exchanges.get_mut(&step).ok_or_else(|| {
                    Diagnostic::error(
                        ir.loc(op),
                        format!("'tile_asm.exchange' op names @{step}, which is not a phase"),
                    )
                })?;
                lower_exchange(ctx, ir, op, tile, phase)?;
            } else if kind == COMPUTE.name {
                let step = group_step(ctx, ir, op).unwrap_or_default();
                let cs = computes.get_mut(&step).ok_or_else(|| {
                    Diagnostic::error(
                        ir.loc(op),
                        format!("'tile_asm.compute' op names @{step}, which is not a compute set"),
                    )
                })?;
                for c in body_block(ir, op)
                    .map(|b| ir.block_ops(b).collect::<Vec<_>>())
                    .unwrap_or_default()
                {
                    cs.calls.push(lower_call(ctx, ir, c, tile)?);
                }
            }
        }
        if let Some((addr, bytes)) = t.code(ctx, ir) {
            data.push((addr, bytes, "code".to_string()));
        }
        images.push(TileImage {
            tile,
            allocations: merge_allocations(data),
            segments,
        });
    }
    for (i, (o, c)) in io.outputs.iter().zip(&covered).enumerate() {
        let missing = c.iter().filter(|&&x| !x).count();
        if let Some(first) = c.iter().position(|&x| !x) {
            return Err(perr(format!(
                "holds {missing} of the {} elements of output #{i} ({}) in no output piece (the first: flat index {first})",
                c.len(),
                o.ty
            )));
        }
    }
    let steps = steps
        .into_iter()
        .map(|s| match s {
            Step::Phase { name, .. } => {
                PkgStep::Exchange(exchanges.remove(&name).unwrap_or_default())
            }
            Step::ComputeSet { name } => {
                PkgStep::Compute(computes.remove(&name).unwrap_or_default())
            }
            Step::Sync => PkgStep::Sync,
        })
        .collect();
    let package = Package {
        target: program.target_name(ctx, ir),
        target_description: target.text.clone(),
        tiles: target.tiles,
        workload: if workload.is_empty() {
            name
        } else {
            workload.to_string()
        },
        workload_keys: Vec::new(),
        producer: format!(
            "ipu-stack {} {}",
            env!("CARGO_PKG_NAME"),
            env!("CARGO_PKG_VERSION")
        ),
        program: host,
        io,
        images,
        steps,
        kernels: Vec::new(),
    };
    let cost = cost_with(&package, target, &horizons).map_err(perr)?;
    let span = tracing::info_span!("compile_kernels");
    let (kernels, kernel_stats) = {
        let _span = span.enter();
        kernels::build_kernels(&package, target, cache).map_err(perr)?
    };
    let mut package = package;
    package.kernels = kernels;
    Ok(Built {
        package,
        cost,
        kernel_stats,
    })
}

/// The runtime element type of an IR type.
fn dtype(ctx: &Context, t: Type) -> Option<DType> {
    DType::from_mlir_name(&ipu_dialects::type_to_string(ctx, t))
}

/// Allocations from (address, bytes, name) ranges: sorted, overlapping ones merged.
fn merge_allocations(mut data: Vec<(u32, u32, String)>) -> Vec<Allocation> {
    data.sort_by(|a, b| (a.0, a.1, &a.2).cmp(&(b.0, b.1, &b.2)));
    let mut out: Vec<Allocation> = Vec::new();
    for (addr, bytes, name) in data {
        if let Some(last) = out.last_mut() {
            let end = u64::from(last.addr) + u64::from(last.bytes);
            if u64::from(addr) < end {
                let new_end = end.max(u64::from(addr) + u64::from(bytes));
                last.bytes = (new_end - u64::from(last.addr)) as u32;
                if !last.name.split(", ").any(|n| n == name) {
                    last.name = format!("{}, {name}", last.name);
                }
                continue;
            }
        }
        out.push(Allocation { name, addr, bytes });
    }
    out
}

/// The package layout of a `tile_asm.data` host piece.
fn piece_layout(h: &HostPiece) -> Option<PieceLayout> {
    let p = &h.piece;
    let u = |i: usize| u32::try_from(*p.get(i)?).ok();
    Some(match h.layout.as_str() {
        "contiguous" => PieceLayout::Contiguous {
            start: u64::try_from(*p.first()?).ok()?,
            count: u64::try_from(*p.get(1)?).ok()?,
        },
        "block" => PieceLayout::Block {
            row0: u(0)?,
            rows: u(1)?,
            col0: u(2)?,
            cols: u(3)?,
        },
        "amp_block" => PieceLayout::AmpBlock {
            row0: u(0)?,
            rows: u(1)?,
            col0: u(2)?,
            cols: u(3)?,
            block_k: h.block_k,
        },
        "amp_weight_block" => PieceLayout::AmpWeightBlock {
            k0: u(0)?,
            ks: u(1)?,
            n0: u(2)?,
            ns: u(3)?,
            block_k: h.block_k,
            block_n: h.block_n,
        },
        _ => return None,
    })
}

/// Whether a piece lies inside `ty` (viewed as `[R, C]`), without listing its elements.
fn piece_in_bounds(layout: &PieceLayout, ty: &TensorType) -> Result<(), String> {
    let total = ty.numel() as u64;
    let cols = ty.shape.last().copied().unwrap_or(1) as u64;
    let rows = total.checked_div(cols).unwrap_or(0);
    let block = |r0: u32, r: u32, c0: u32, c: u32| {
        if u64::from(r0) + u64::from(r) > rows || u64::from(c0) + u64::from(c) > cols {
            Err(format!(
                "rows {r0}..{} and columns {c0}..{} reach outside [{rows}, {cols}]",
                u64::from(r0) + u64::from(r),
                u64::from(c0) + u64::from(c)
            ))
        } else {
            Ok(())
        }
    };
    match *layout {
        PieceLayout::Contiguous { start, count } => {
            if start.checked_add(count).is_none_or(|e| e > total) {
                Err(format!(
                    "elements {start}..{} reach outside {total}",
                    start.saturating_add(count)
                ))
            } else {
                Ok(())
            }
        }
        PieceLayout::Block {
            row0,
            rows,
            col0,
            cols,
        }
        | PieceLayout::AmpBlock {
            row0,
            rows,
            col0,
            cols,
            ..
        } => block(row0, rows, col0, cols),
        PieceLayout::AmpWeightBlock { k0, ks, n0, ns, .. } => block(k0, ks, n0, ns),
    }
}

/// Adds a data declaration's host piece to the I/O map (and marks output coverage).
#[allow(clippy::too_many_arguments)]
fn add_piece(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    tile: u32,
    addr: u32,
    h: &HostPiece,
    io: &mut IoMap,
    covered: &mut [Vec<bool>],
) -> Result<(), Diagnostic> {
    let err = |m: String| Diagnostic::error(ir.loc(op), format!("'tile_asm.data' op {m}"));
    let (what, list) = if h.output {
        ("output", &mut io.outputs)
    } else {
        ("input", &mut io.inputs)
    };
    let count = list.len();
    let t = list.get_mut(h.index as usize).ok_or_else(|| {
        err(format!(
            "holds {what} #{}, but the function has {count} {what}s",
            h.index
        ))
    })?;
    let dt = dtype(ctx, h.element_type);
    if dt != Some(t.ty.dtype) {
        return Err(err(format!(
            "holds {what} #{} with element type {}, but the function's {what} is {}",
            h.index,
            ipu_dialects::type_to_string(ctx, h.element_type),
            t.ty
        )));
    }
    let layout = piece_layout(h).ok_or_else(|| err("has a malformed host piece".into()))?;
    piece_in_bounds(&layout, &t.ty).map_err(|m| {
        err(format!(
            "holds a piece of {what} #{} ({}) whose {m}",
            h.index, t.ty
        ))
    })?;
    let piece = Piece { tile, addr, layout };
    if h.output {
        let slots = piece.slots(&t.ty).map_err(err)?;
        let c = &mut covered[h.index as usize];
        for i in slots.into_iter().flatten() {
            c[i] = true;
        }
    }
    t.pieces.push(piece);
    Ok(())
}

/// A `tile_asm.call` as the package's call.
fn lower_call(ctx: &Context, ir: &Ir, op: OpId, tile: u32) -> Result<CodeletCall, Diagnostic> {
    let err = |m: &str| Diagnostic::error(ir.loc(op), format!("'tile_asm.call' op {m}"));
    let c = CallOp::cast(ctx, ir, op)
        .and_then(|c| c.info(ctx, ir))
        .ok_or_else(|| err("is malformed"))?;
    let operands = c
        .operands
        .iter()
        .map(|&(addr, bytes, t)| {
            Ok(Operand {
                addr,
                bytes,
                dtype: dtype(ctx, t)
                    .ok_or_else(|| err("has an operand of a type the runtime does not know"))?,
            })
        })
        .collect::<Result<_, Diagnostic>>()?;
    Ok(CodeletCall {
        tile,
        codelet: c.codelet,
        workers: c.workers,
        m: c.m,
        n: c.n,
        k: c.k,
        operands,
    })
}

/// A tile's `tile_asm.exchange` group into the phase.
fn lower_exchange(
    ctx: &Context,
    ir: &Ir,
    group: OpId,
    tile: u32,
    phase: &mut ExchangePhase,
) -> Result<(), Diagnostic> {
    let Some(b) = body_block(ir, group) else {
        return Ok(());
    };
    for op in ir.block_ops(b) {
        let err = |m: &str| {
            let name = ctx.op_name_str(ir.name(op));
            Diagnostic::error(ir.loc(op), format!("'{name}' op {m}"))
        };
        let cycle = |at: u64| u32::try_from(at).map_err(|_| err("issues after cycle 2^32"));
        if let Some(s) = SendOp::cast(ctx, ir, op) {
            let s = s.info(ctx, ir).ok_or_else(|| err("is malformed"))?;
            phase.sends.push(Send {
                tile,
                cycle: cycle(s.at)?,
                addr: s.addr,
                words: s.words,
                paired: s.paired,
            });
        } else if let Some(m) = SetMuxOp::cast(ctx, ir, op) {
            let m = m.info(ctx, ir).ok_or_else(|| err("is malformed"))?;
            phase.receives.push(SetMux {
                tile,
                cycle: cycle(m.at)?,
                delay: m.delay,
                source: m.source,
                addr: m.addr,
                words: m.words,
                paired: m.paired,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
