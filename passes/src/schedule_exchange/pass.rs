//! The `schedule-exchange` pass: the scheduler of this module, run on every `exchange.phase`
//! of the IR.
//!
//! # What it changes
//! For every `exchange.phase` op anywhere under the op it runs on (a module, an
//! `exchange.program`, a function), it reads the phase's `exchange.transfer` ops, schedules
//! them with [`Scheduler`], and writes the schedule back:
//! - each transfer gets `start` (the cycle its first word leaves the sender) and `arrival`
//!   (the cycle its first word reaches each destination, in `dst` order), and the unit
//!   attribute `paired` when it is sent in 64-bit mode (removed otherwise);
//! - a transfer the scheduler split into chunks becomes several `exchange.transfer` ops at
//!   its place, in word order, with the same `src`, `dst` and other attributes, `words` the
//!   chunk's, and both offsets advanced by 4 bytes per word;
//! - the phase gets `horizon`, `endpoint_lower_bound` (for a paired schedule, the bound of
//!   schedules that may use paired exchange), `lower_bound_gap` and `kind`;
//! - a phase without a record of what it must deliver (hand-written input: `lower-to-exchange`
//!   writes one when it creates a phase, and nothing rewrites it) gets one from the
//!   unscheduled transfers — `input_words` (32-bit words times destinations) and
//!   `input_digest` (a hash of every `(src, dst, source byte, destination byte)` word,
//!   [`ipu_dialects::exchange_dialect::delivery_digest`]) — so that `verify-exchange` can check
//!   from the scheduled IR alone that every input word arrives exactly once.
//!
//! Nothing else changes: ops other than phases and transfers, the order of transfers, their
//! locations and their other attributes stay as they are.
//!
//! # Target
//! A phase is scheduled for its own `target` attribute, else the nearest enclosing op's
//! (`exchange.program`), else the pass option `target`, else `ipu-opt --target`, else
//! `ipu21`.
//!
//! # Reuse
//! A phase that already carries a complete schedule (its `horizon`, `endpoint_lower_bound`
//! and `kind`, and `start`/`arrival` on every transfer) — typically one whose transfers only
//! moved to new offsets after storage placement — keeps it when the scheduler's [`reuse`]
//! check accepts it; its `kind` becomes `"reused"`. Otherwise it is scheduled again from
//! scratch. (The independent check is `verify-exchange`, run after it as a pass, e.g.
//! `--pass=schedule-exchange,verify-exchange`, and the simulator's own conflict checks; the
//! two passes import nothing from each other.)
//!
//! # Paired exchange and alignment
//! The dialect allows `paired` only on transfers of whole 64-bit words at 8-byte aligned
//! offsets (the device memory model's `ExchangePaired` alignment). When the selected
//! schedule pairs a chunk that breaks this rule, the phase is scheduled again without paired
//! exchange (the better of the full-duplex and matching-waves kinds), and a tracing event
//! says so.
//!
//! # Errors
//! Input errors of every phase are reported together, each at its transfer: a tile outside
//! the target, `words <= 0`, a transfer without destination, a destination listed twice, the
//! source among its own destinations, an offset that is not a byte offset, overlapping
//! destination ranges on one tile (with a note at the other transfer). A missing or
//! malformed attribute is an error at its op. The IR is left unchanged when any phase fails.
//!
//! # Parallelism and determinism
//! Phases are independent: they are validated and scheduled in parallel with `rayon`, and
//! written back in IR order. The output depends only on the input and the options (the
//! time limit only stops the local search early, and is reported as a warning when hit).
//!
//! # Summary
//! With `summary` (on by default) the pass prints a table to stderr: per phase its
//! transfers, chunks, horizon, endpoint lower bound, gap, ratio, kind and scheduling time,
//! at most [`SUMMARY_ROWS`] rows, and a total line with the geometric mean ratio.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ipu_device::{Access, Target};
use ipu_dialects::exchange_dialect::{PhaseOp, PhaseSchedule as IrSchedule, TransferOp};
use ipu_dialects::{AttrKind, Attribute, Context, Diagnostic, Ir, OpId, OpRef, TypeKind};
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use tracing::{info, info_span};

use super::{
    DEFAULT_SEARCH_EFFORT, KindOption, PhaseSchedule, RawTransfer, ScheduleError, ScheduleKind,
    ScheduleOptions, ScheduleStats, ScheduledChunk, Scheduler, Transfer, reuse, validate_raw,
};
use crate::OptionValue;
use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use ipu_dialects::exchange_dialect::{
    DeliveryRun, buffer_key, has_delivery_record, set_delivery_record,
};

/// Most phases the summary table lists one by one (the total line covers all).
pub const SUMMARY_ROWS: usize = 24;

crate::pass_options! {
    /// Options of [`ScheduleExchange`].
    pub struct ScheduleExchangeOptions {
        /// Which schedules to build: `auto` (every applicable kind, the shortest kept),
        /// `full-duplex`, `matching-waves`, or `paired` (ordinary and paired, the better kept).
        kind("kind"): KindOption = KindOption::Auto,
        /// Time limit per phase, in milliseconds, kept as a deterministic work budget (70,000
        /// port probes per millisecond): the output never depends on timing; a phase that
        /// spends its budget keeps its best valid schedule, with a warning.
        time_limit_ms("time-limit-ms"): u64 = 10_000,
        /// Seed of the local search's pseudo-random choices.
        seed("seed"): u64 = 0,
        /// Local-search budget: job placements per job of the phase.
        search_effort("search-effort"): u32 = DEFAULT_SEARCH_EFFORT,
        /// Target for phases without a `target` attribute (a built-in name or a TOML
        /// file); empty: `--target`, else `ipu21`.
        target("target"): String = String::new(),
        /// Print a per-phase summary table to stderr.
        summary("summary"): bool = true,
    }
}

impl OptionValue for KindOption {
    const TYPE_NAME: &'static str = "auto|full-duplex|matching-waves|paired";

    fn parse_option(text: Option<&str>) -> Result<Self, String> {
        text.and_then(KindOption::parse).ok_or_else(|| {
            "expected `auto`, `full-duplex`, `matching-waves` or `paired`".to_string()
        })
    }

    fn print_option(&self) -> String {
        self.as_str().to_string()
    }
}

/// The `schedule-exchange` pass. See the module doc.
#[derive(Debug)]
pub struct ScheduleExchange {
    options: ScheduleOptions,
    /// The `target` option, resolved.
    target: Option<Arc<Target>>,
    summary: bool,
}

impl Pass for ScheduleExchange {
    const NAME: &'static str = "schedule-exchange";
    const TYPE_NAME: &'static str = "ScheduleExchange";
    const SUMMARY: &'static str = "Schedule every exchange phase close to its endpoint lower bound";
    const DESCRIPTION: &'static str = "Gives every `exchange.transfer` of every `exchange.phase` its \
        `start` and `arrival` cycles (splitting transfers into chunks where that helps) and the phase its \
        `horizon`, `endpoint_lower_bound`, `lower_bound_gap` and `kind`, for the phase's target. Unicast \
        phases are edge-coloured (König) or decomposed into matching waves (Birkhoff-von Neumann); \
        multicast phases use group colouring heuristics; paired (64-bit) schedules are compared against \
        ordinary ones, and a local search improves the best. A phase already scheduled whose transfers \
        only moved keeps its schedule (`kind = \"reused\"`). Phases are scheduled in parallel; the output \
        is the same for any thread count.";
    const ANCHOR: Anchor = Anchor::Any;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-phases",
            help: "Number of exchange phases scheduled",
        },
        Statistic {
            name: "num-reused",
            help: "Number of phases that kept their previous schedule",
        },
        Statistic {
            name: "num-transfers",
            help: "Number of transfers scheduled",
        },
        Statistic {
            name: "num-chunks",
            help: "Number of transfer ops after splitting",
        },
        Statistic {
            name: "total-horizon",
            help: "Sum of the phases' horizons (cycles)",
        },
        Statistic {
            name: "total-lower-bound",
            help: "Sum of the phases' endpoint lower bounds (cycles)",
        },
    ];
    type Options = ScheduleExchangeOptions;

    fn new(o: ScheduleExchangeOptions) -> Result<Self, String> {
        let target = if o.target.is_empty() {
            None
        } else {
            Some(Arc::new(Target::resolve(&o.target).map_err(|e| {
                let text = e.to_string();
                text.strip_prefix("error: ").unwrap_or(&text).to_string()
            })?))
        };
        Ok(ScheduleExchange {
            options: ScheduleOptions {
                kind: o.kind,
                time_limit_ms: o.time_limit_ms,
                seed: o.seed,
                search_effort: o.search_effort,
            },
            target,
            summary: o.summary,
        })
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let started = Instant::now();
        let ctx = cx.ctx;
        let fallback = self.target.clone().or_else(|| cx.target().cloned());
        let phase_ops = cx
            .ir
            .collect_ops(op, |o| PhaseOp::cast(ctx, cx.ir, o).is_some());
        if phase_ops.is_empty() {
            return Ok(Preserved::all());
        }

        // Phase 1 of 4: read every phase (serial: the IR is not shared between threads).
        let mut targets = Targets::new(fallback);
        let mut diagnostics = Vec::new();
        let mut phases = Vec::with_capacity(phase_ops.len());
        for &p in &phase_ops {
            match read_phase(ctx, cx.ir, p, &mut targets) {
                Ok(phase) => phases.push(phase),
                Err(d) => diagnostics.extend(d),
            }
        }
        if !diagnostics.is_empty() {
            return Err(diagnostics.into());
        }

        // Phase 2 of 4: validate every phase, in parallel; report every input error.
        let validated: Vec<Result<Vec<Transfer>, Vec<ScheduleError>>> =
            phases.par_iter().map(validate_phase).collect();
        let mut typed = Vec::with_capacity(phases.len());
        for (p, v) in phases.iter().zip(validated) {
            match v {
                Ok(t) => typed.push(t),
                Err(errors) => {
                    diagnostics.extend(errors.iter().map(|e| input_error(ctx, cx.ir, p, e)));
                }
            }
        }
        if !diagnostics.is_empty() {
            return Err(diagnostics.into());
        }

        // Phase 3 of 4: schedule (or reuse) every phase, in parallel.
        let schedulers = targets.schedulers();
        let done = std::sync::atomic::AtomicU64::new(0);
        let outcomes: Vec<Result<Outcome, ScheduleError>> = phases
            .par_iter()
            .zip(typed.par_iter())
            .map(|(p, t)| {
                let scheduler = &schedulers[&p.target_key];
                let _span = info_span!("schedule_exchange.phase", phase = %p.name).entered();
                let outcome = schedule_phase(scheduler, &p.target, p, t, &self.options);
                let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                ipu_runtime::progress::report("phases scheduled", n, phases.len() as u64);
                outcome
            })
            .collect();

        // Phase 4 of 4: write back, in IR order.
        let mut rows = Vec::with_capacity(phases.len());
        let mut changed = false;
        for ((p, t), outcome) in phases.iter().zip(&typed).zip(outcomes) {
            let outcome = match outcome {
                Ok(o) => o,
                Err(e) => {
                    diagnostics.push(input_error(ctx, cx.ir, p, &e));
                    continue;
                }
            };
            if outcome.schedule.stats.time_limit_hit {
                cx.emit(Diagnostic::warning(
                    cx.ir.loc(p.op),
                    format!(
                        "'exchange.phase' op scheduling spent the work budget of its time limit \
                         ({} ms) and kept the best valid schedule found; raise `time-limit-ms` \
                         for a longer search",
                        self.options.time_limit_ms
                    ),
                ));
            }
            let chunks = if outcome.reused {
                p.transfers.len()
            } else {
                write_chunks(ctx, cx.ir, p, t, &outcome.schedule)?
            };
            write_phase(ctx, cx.ir, p, &outcome.schedule);
            changed = true;
            cx.bump("num-phases", 1);
            cx.bump("num-reused", u64::from(outcome.reused));
            cx.bump("num-transfers", t.len() as u64);
            cx.bump("num-chunks", chunks as u64);
            cx.bump("total-horizon", outcome.schedule.horizon);
            cx.bump("total-lower-bound", recorded_bound(&outcome.schedule));
            rows.push(SummaryRow {
                name: p.name.clone(),
                target: p.target.name.clone(),
                transfers: t.len() as u64,
                chunks: chunks as u64,
                horizon: outcome.schedule.horizon,
                lower_bound: recorded_bound(&outcome.schedule),
                kind: outcome.schedule.kind,
                elapsed: outcome.elapsed,
            });
        }
        if !diagnostics.is_empty() {
            return Err(diagnostics.into());
        }
        if self.summary {
            eprint!("{}", render_summary(&rows, started.elapsed()));
        }
        Ok(Preserved::unless_changed(changed))
    }
}

// ===== reading the IR ============================================================================

/// One phase as read from the IR.
struct PhaseInput {
    op: OpId,
    /// `@name`, or `#<index>` when unnamed.
    name: String,
    target: Arc<Target>,
    /// The key of the target in [`Targets`].
    target_key: String,
    /// The transfer ops, in order.
    transfers: Vec<OpId>,
    /// Their attributes as written.
    raw: Vec<RawTransfer>,
    /// Their `src_buffer` and `dst_buffer`, if named.
    buffers: Vec<[Option<String>; 2]>,
    /// When some transfer names a buffer: the transfers with offsets in the phase's virtual
    /// address space (see [`virtual_offsets`]), which the scheduler sees.
    virtual_raw: Option<Vec<RawTransfer>>,
    /// The schedule the phase already carries, if complete.
    previous: Option<Previous>,
}

/// A complete schedule found on a phase: one chunk per transfer op.
struct Previous {
    chunks: Vec<ScheduledChunk>,
    horizon: i64,
    endpoint_lower_bound: i64,
}

/// Targets resolved during one run, by name.
struct Targets {
    fallback: Option<Arc<Target>>,
    by_name: BTreeMap<String, Result<Arc<Target>, String>>,
}

impl Targets {
    fn new(fallback: Option<Arc<Target>>) -> Self {
        Self {
            fallback,
            by_name: BTreeMap::new(),
        }
    }

    /// The target governing `phase` and its key, or the reason it does not resolve.
    fn of(&mut self, ctx: &Context, ir: &Ir, phase: OpId) -> Result<(String, Arc<Target>), String> {
        let name = match target_attr(ctx, ir, phase) {
            Some(name) => name,
            None => match &self.fallback {
                Some(t) => return Ok((format!("\0{}", t.source.display()), t.clone())),
                None => ipu_device::DEFAULT_TARGET.to_string(),
            },
        };
        let fallback = self.fallback.as_ref();
        let entry = self.by_name.entry(name.clone()).or_insert_with(|| {
            crate::resolve_named_target(&name, fallback).map_err(|e| {
                let text = e.to_string();
                text.strip_prefix("error: ").unwrap_or(&text).to_string()
            })
        });
        entry.clone().map(|t| (name, t))
    }

    /// One scheduler per target used, by key.
    fn schedulers(&self) -> BTreeMap<String, Scheduler> {
        let mut out: BTreeMap<String, Scheduler> = self
            .by_name
            .iter()
            .filter_map(|(k, t)| {
                t.as_ref()
                    .ok()
                    .map(|t| (k.clone(), Scheduler::new(&t.exchange)))
            })
            .collect();
        if let Some(t) = &self.fallback {
            out.insert(
                format!("\0{}", t.source.display()),
                Scheduler::new(&t.exchange),
            );
        }
        out
    }
}

/// The `target` attribute of `op` or of its nearest enclosing op that has one.
fn target_attr(ctx: &Context, ir: &Ir, op: OpId) -> Option<String> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if let Some(s) = ir.attr(ctx, o, "target").and_then(|a| ctx.str_value(a)) {
            return Some(s.into_owned());
        }
        cur = ir.parent_op(o);
    }
    None
}

/// An integer attribute's value, if present and an integer.
fn int_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    ir.attr(ctx, op, name)
        .and_then(|a| ctx.int_value(a))
        .and_then(|v| i64::try_from(v).ok())
}

/// The integers of a dense integer array attribute (`array<i32: ...>`, `array<i64: ...>`).
fn int_list(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some(
                values
                    .iter()
                    .map(|&v| ipu_dialects::sign_extend(u128::from(v), *width) as i64)
                    .collect(),
            ),
            _ => None,
        },
        _ => None,
    }
}

fn read_phase(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    targets: &mut Targets,
) -> Result<PhaseInput, Vec<Diagnostic>> {
    let phase = PhaseOp(op);
    let name = phase
        .name(ctx, ir)
        .map(|n| format!("@{n}"))
        .unwrap_or_else(|| "<unnamed>".to_string());
    let (target_key, target) = targets
        .of(ctx, ir, op)
        .map_err(|m| vec![OpRef::new(ctx, ir, op).error(m)])?;
    let mut errors = Vec::new();
    let mut transfers = Vec::new();
    let mut raw = Vec::new();
    let mut buffers = Vec::new();
    let mut chunks = Vec::new();
    let mut complete = true;
    if let Some(body) = phase.body(ir) {
        for t in ir.block_ops(body) {
            if TransferOp::cast(ctx, ir, t).is_none() {
                errors
                    .push(OpRef::new(ctx, ir, t).error(
                        "is not allowed in 'exchange.phase' (expected 'exchange.transfer')",
                    ));
                continue;
            }
            let get = |name: &str, errors: &mut Vec<Diagnostic>| {
                int_attr(ctx, ir, t, name).unwrap_or_else(|| {
                    errors.push(
                        OpRef::new(ctx, ir, t)
                            .error(format!("requires integer attribute '{name}'")),
                    );
                    0
                })
            };
            let src = get("src", &mut errors);
            let words = get("words", &mut errors);
            let src_offset = get("src_offset", &mut errors);
            let dst_offset = get("dst_offset", &mut errors);
            let dst = ir
                .attr(ctx, t, "dst")
                .and_then(|a| int_list(ctx, a))
                .unwrap_or_else(|| {
                    errors.push(
                        OpRef::new(ctx, ir, t).error("requires attribute 'dst' (an integer array)"),
                    );
                    Vec::new()
                });
            let start = int_attr(ctx, ir, t, "start");
            let arrival = ir.attr(ctx, t, "arrival").and_then(|a| int_list(ctx, a));
            match (start, arrival) {
                (Some(s), Some(a))
                    if complete
                        && s >= 0
                        && a.len() == dst.len()
                        && a.iter().all(|&x| x >= s)
                        && (1..=i64::from(u32::MAX)).contains(&words) =>
                {
                    chunks.push(ScheduledChunk {
                        transfer: transfers.len() as u32,
                        word_offset: 0,
                        words: words as u32,
                        start: s as u64,
                        receivers: None,
                        arrival: a.iter().map(|&x| x as u64).collect(),
                        paired: ir.attr(ctx, t, "paired").is_some(),
                    });
                }
                _ => complete = false,
            }
            transfers.push(t);
            buffers.push(["src_buffer", "dst_buffer"].map(|n| {
                ir.attr(ctx, t, n).and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
                    _ => None,
                })
            }));
            raw.push(RawTransfer {
                src,
                dst,
                words,
                src_offset,
                dst_offset,
            });
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let horizon = int_attr(ctx, ir, op, "horizon");
    let bound = int_attr(ctx, ir, op, "endpoint_lower_bound");
    let kind = ir.attr(ctx, op, "kind");
    let previous = match (horizon, bound, kind) {
        (Some(horizon), Some(endpoint_lower_bound), Some(_)) if complete => Some(Previous {
            chunks,
            horizon,
            endpoint_lower_bound,
        }),
        _ => None,
    };
    let virtual_raw = virtual_offsets(&raw, &buffers);
    Ok(PhaseInput {
        op,
        name,
        target,
        target_key,
        transfers,
        raw,
        buffers,
        virtual_raw,
        previous,
    })
}

/// Gives buffer-relative offsets one address space per phase, so that the scheduler (which
/// merges transfers reading the same source words into one send, and rejects overlapping
/// destination bytes) tells buffers apart: tile-relative offsets stay as they are, then each
/// buffer named in the phase, in name order, starts at the next multiple of 16 bytes after
/// the previous one's last byte used in the phase. `None` when no transfer names a buffer.
fn virtual_offsets(
    raw: &[RawTransfer],
    buffers: &[[Option<String>; 2]],
) -> Option<Vec<RawTransfer>> {
    if buffers.iter().all(|b| b[0].is_none() && b[1].is_none()) {
        return None;
    }
    let mut end: BTreeMap<Option<&str>, i64> = BTreeMap::new();
    for (t, [src, dst]) in raw.iter().zip(buffers) {
        let bytes = t.words.max(0).saturating_mul(4);
        for (name, offset) in [(src, t.src_offset), (dst, t.dst_offset)] {
            let e = end.entry(name.as_deref()).or_insert(0);
            *e = (*e).max(offset.saturating_add(bytes));
        }
    }
    let mut base: BTreeMap<Option<&str>, i64> = BTreeMap::new();
    let mut next = 0i64;
    for (name, e) in end {
        base.insert(name, next);
        next = next.saturating_add(e.max(0)).saturating_add(15) / 16 * 16;
    }
    Some(
        raw.iter()
            .zip(buffers)
            .map(|(t, [src, dst])| RawTransfer {
                src_offset: t.src_offset.saturating_add(base[&src.as_deref()]),
                dst_offset: t.dst_offset.saturating_add(base[&dst.as_deref()]),
                ..t.clone()
            })
            .collect(),
    )
}

/// Validates a phase: every input error, with offsets as written; overlapping destination
/// bytes in the virtual address space when buffers are named.
fn validate_phase(phase: &PhaseInput) -> Result<Vec<Transfer>, Vec<ScheduleError>> {
    let tiles = phase.target.tiles;
    let Some(virtual_raw) = &phase.virtual_raw else {
        return validate_raw(&phase.raw, tiles);
    };
    if let Err(errors) = validate_raw(&phase.raw, tiles) {
        let errors: Vec<ScheduleError> = errors
            .into_iter()
            .filter(|e| !matches!(e, ScheduleError::OverlappingDestinations { .. }))
            .collect();
        if !errors.is_empty() {
            return Err(errors);
        }
    }
    validate_raw(virtual_raw, tiles)
}

/// A scheduler error as a located diagnostic: at the transfer it names, else at the phase.
fn input_error(ctx: &Context, ir: &Ir, phase: &PhaseInput, e: &ScheduleError) -> Diagnostic {
    let text = e.to_string();
    match e
        .transfer()
        .and_then(|i| phase.transfers.get(i).map(|&op| (i, op)))
    {
        Some((i, op)) => {
            let prefix = format!("transfer #{i}: ");
            let mut message = text.strip_prefix(&prefix).unwrap_or(&text).to_string();
            if let ScheduleError::OverlappingDestinations { other, tile, .. } = e
                && let (Some(t), Some([_, Some(buffer)])) = (phase.raw.get(i), phase.buffers.get(i))
            {
                message = format!(
                    "destination bytes [{}, {}) of buffer @{buffer} on tile {tile} overlap those \
                     of transfer #{other}",
                    t.dst_offset,
                    t.dst_offset + 4 * t.words
                );
            }
            let d = OpRef::new(ctx, ir, op).error(message);
            match e {
                ScheduleError::OverlappingDestinations { other, .. } => {
                    match phase.transfers.get(*other) {
                        Some(&o) => d.with_note(
                            ir.loc(o),
                            format!("transfer #{other} of phase {}", phase.name),
                        ),
                        None => d,
                    }
                }
                _ => d,
            }
        }
        None => OpRef::new(ctx, ir, phase.op).error(text),
    }
}

// ===== scheduling ================================================================================

/// What scheduling one phase gave.
struct Outcome {
    schedule: PhaseSchedule,
    /// The phase kept its previous schedule.
    reused: bool,
    elapsed: Duration,
}

fn schedule_phase(
    scheduler: &Scheduler,
    target: &Target,
    phase: &PhaseInput,
    transfers: &[Transfer],
    options: &ScheduleOptions,
) -> Result<Outcome, ScheduleError> {
    let started = Instant::now();
    if let Some(previous) = &phase.previous {
        match try_reuse(scheduler, transfers, previous) {
            Ok(schedule) => {
                info!(
                    transfers = schedule.stats.transfers,
                    initial_horizon = schedule.horizon,
                    selected_horizon = schedule.horizon,
                    endpoint_lower_bound = schedule.endpoint_lower_bound,
                    lower_bound_gap = schedule.lower_bound_gap,
                    selected_kind = schedule.kind.as_str(),
                    neighborhood_improvements = 0u64,
                    "optimized physical exchange schedule"
                );
                return Ok(Outcome {
                    schedule,
                    reused: true,
                    elapsed: started.elapsed(),
                });
            }
            Err(reason) => info!(
                reason = %reason,
                "previous exchange schedule not reusable; scheduling the phase again"
            ),
        }
    }
    let mut schedule = scheduler.schedule(transfers, options)?;
    let align = u64::from(target.memory.alignment(Access::ExchangePaired));
    if let Some(bad) = misaligned_pair(&schedule, transfers, align) {
        info!(
            transfer = bad,
            paired_horizon = schedule.horizon,
            "paired schedule breaks 64-bit alignment; scheduling without paired exchange"
        );
        let mut best: Option<PhaseSchedule> = None;
        for kind in [KindOption::FullDuplex, KindOption::MatchingWaves] {
            if options.kind != KindOption::Auto
                && options.kind != KindOption::Paired
                && options.kind != kind
            {
                continue;
            }
            let o = ScheduleOptions {
                kind,
                ..options.clone()
            };
            let s = scheduler.schedule(transfers, &o)?;
            if best.as_ref().is_none_or(|b| s.horizon < b.horizon) {
                best = Some(s);
            }
        }
        if let Some(b) = best {
            schedule = b;
        }
    }
    Ok(Outcome {
        schedule,
        reused: false,
        elapsed: started.elapsed(),
    })
}

/// The first transfer with a paired chunk of an odd word count or at offsets that are not
/// multiples of `align` bytes.
fn misaligned_pair(schedule: &PhaseSchedule, transfers: &[Transfer], align: u64) -> Option<usize> {
    schedule
        .chunks
        .iter()
        .filter(|c| c.paired)
        .find(|c| {
            let t = &transfers[c.transfer as usize];
            let skip = 4 * u64::from(c.word_offset);
            !c.words.is_multiple_of(2)
                || !(u64::from(t.src_offset) + skip).is_multiple_of(align)
                || !(u64::from(t.dst_offset) + skip).is_multiple_of(align)
        })
        .map(|c| c.transfer as usize)
}

/// Keeps a phase's previous schedule if the scheduler's reuse check accepts it; else says why
/// not.
fn try_reuse(
    scheduler: &Scheduler,
    transfers: &[Transfer],
    previous: &Previous,
) -> Result<PhaseSchedule, String> {
    let horizon = u64::try_from(previous.horizon).map_err(|_| "negative horizon".to_string())?;
    let bound = u64::try_from(previous.endpoint_lower_bound)
        .map_err(|_| "negative endpoint lower bound".to_string())?;
    let old = PhaseSchedule {
        chunks: previous.chunks.clone(),
        horizon,
        endpoint_lower_bound: bound,
        lower_bound_gap: previous.horizon - previous.endpoint_lower_bound,
        kind: ScheduleKind::Reused,
        stats: ScheduleStats {
            transfers: transfers.len() as u64,
            endpoint_lower_bound: bound,
            chunks: previous.chunks.len() as u64,
            ..ScheduleStats::default()
        },
    };
    reuse(scheduler, transfers, transfers, &old).map_err(|e| e.to_string())
}

// ===== writing the IR ============================================================================

/// Writes `start`/`arrival`/`paired` on the transfers, splitting them into chunk ops where
/// the schedule split them. Returns the number of transfer ops after splitting.
fn write_chunks(
    ctx: &Context,
    ir: &mut Ir,
    phase: &PhaseInput,
    transfers: &[Transfer],
    schedule: &PhaseSchedule,
) -> Result<usize, crate::PassError> {
    let i32t = ctx.i32();
    let mut first = 0;
    let mut written = 0;
    for (i, ((&op, t), raw)) in phase
        .transfers
        .iter()
        .zip(transfers)
        .zip(&phase.raw)
        .enumerate()
    {
        let mut end = first;
        while end < schedule.chunks.len() && schedule.chunks[end].transfer as usize == i {
            end += 1;
        }
        let chunks = &schedule.chunks[first..end];
        first = end;
        let set_schedule = |ir: &mut Ir, target: OpId, c: &ScheduledChunk| {
            let arrival: Vec<i64> = c.arrival.iter().map(|&a| a as i64).collect();
            TransferOp(target).set_schedule(ctx, ir, c.start as i64, &arrival);
            if c.paired {
                ir.set_attr(ctx, target, "paired", ctx.unit_attr());
            } else {
                ir.remove_attr(ctx, target, "paired");
            }
        };
        match chunks {
            [] => {
                return Err(crate::PassError::Internal(format!(
                    "the exchange scheduler left transfer #{i} of phase {} unscheduled",
                    phase.name
                )));
            }
            [c] if c.word_offset == 0 && c.words == t.words && c.receivers.is_none() => {
                set_schedule(ir, op, c);
                written += 1;
            }
            _ => {
                let mut map = FxHashMap::default();
                for c in chunks {
                    let skip = 4 * i128::from(c.word_offset);
                    // Offsets as written (buffer-relative or not), not the scheduler's view.
                    let (src_offset, dst_offset) = (
                        i128::from(raw.src_offset) + skip,
                        i128::from(raw.dst_offset) + skip,
                    );
                    if src_offset > i128::from(i32::MAX) || dst_offset > i128::from(i32::MAX) {
                        return Err(OpRef::new(ctx, ir, op)
                            .error("a chunk's byte offset does not fit the i32 offset attributes")
                            .into());
                    }
                    let chunk = ir.clone_op(op, &mut map);
                    ir.set_attr(ctx, chunk, "words", ctx.int_attr(i32t, i128::from(c.words)));
                    ir.set_attr(ctx, chunk, "src_offset", ctx.int_attr(i32t, src_offset));
                    ir.set_attr(ctx, chunk, "dst_offset", ctx.int_attr(i32t, dst_offset));
                    if c.receivers.is_some() {
                        // A part of a split multicast: only the destinations it reaches.
                        let dst: Vec<i32> = c.destinations(t).iter().map(|&d| d as i32).collect();
                        ir.set_attr(ctx, chunk, "dst", ctx.dense_i32_array(&dst));
                    }
                    set_schedule(ir, chunk, c);
                    ir.insert_op_before(op, chunk);
                    written += 1;
                }
                ir.erase_op(op)?;
            }
        }
    }
    Ok(written)
}

/// The endpoint lower bound recorded for a schedule: for a paired schedule the bound of
/// schedules that may use paired exchange (a pair of tiles receiving the same words takes 64
/// bits per cycle, so the ordinary bound does not hold), else the ordinary one.
fn recorded_bound(schedule: &PhaseSchedule) -> u64 {
    if schedule.kind == ScheduleKind::Paired && schedule.stats.paired_lower_bound > 0 {
        schedule.stats.paired_lower_bound
    } else {
        schedule.endpoint_lower_bound
    }
}

/// Writes the phase's schedule attributes, and its delivery record if it has none.
fn write_phase(ctx: &Context, ir: &mut Ir, phase: &PhaseInput, schedule: &PhaseSchedule) {
    PhaseOp(phase.op).set_schedule(
        ctx,
        ir,
        &IrSchedule {
            horizon: schedule.horizon as i64,
            endpoint_lower_bound: recorded_bound(schedule) as i64,
            kind: schedule.kind.as_str().to_string(),
        },
    );
    // The delivery record is written once, before scheduling (by `lower-to-exchange`); a
    // phase without one (hand-written input) gets it here, from the unscheduled transfers.
    if has_delivery_record(ctx, ir, phase.op) {
        return;
    }
    let runs = phase
        .raw
        .iter()
        .zip(&phase.buffers)
        .flat_map(|(t, [sb, db])| {
            t.dst.iter().map(move |&d| DeliveryRun {
                src: t.src,
                dst: d,
                src_offset: t.src_offset,
                dst_offset: t.dst_offset,
                words: t.words,
                src_buffer: buffer_key(sb.as_deref()),
                dst_buffer: buffer_key(db.as_deref()),
            })
        });
    set_delivery_record(ctx, ir, phase.op, runs);
}

// ===== summary ===================================================================================

/// One line of the summary table.
#[derive(Debug, Clone)]
struct SummaryRow {
    name: String,
    target: String,
    transfers: u64,
    chunks: u64,
    horizon: u64,
    lower_bound: u64,
    kind: ScheduleKind,
    elapsed: Duration,
}

/// `horizon / lower bound` (1 for an empty phase).
fn ratio(horizon: u64, bound: u64) -> f64 {
    if bound == 0 {
        1.0
    } else {
        horizon as f64 / bound as f64
    }
}

/// The summary table (see the module doc).
fn render_summary(rows: &[SummaryRow], total: Duration) -> String {
    let mut s = String::new();
    let mut targets: Vec<&str> = rows.iter().map(|r| r.target.as_str()).collect();
    targets.sort_unstable();
    targets.dedup();
    let _ = writeln!(
        s,
        "schedule-exchange: {} phase{} on {}",
        rows.len(),
        if rows.len() == 1 { "" } else { "s" },
        targets.join(", ")
    );
    let _ = writeln!(
        s,
        "  {:<20} {:>9} {:>9} {:>9} {:>9} {:>7} {:>6}  {:<14} {:>9}",
        "phase", "transfers", "chunks", "horizon", "bound", "gap", "ratio", "kind", "time"
    );
    let line = |s: &mut String,
                name: &str,
                r: (u64, u64, u64, u64),
                kind: &str,
                ratio: f64,
                t: Duration| {
        let (transfers, chunks, horizon, bound) = r;
        let _ = writeln!(
            s,
            "  {:<20} {:>9} {:>9} {:>9} {:>9} {:>7} {:>6.3}  {:<14} {:>6} ms",
            name,
            transfers,
            chunks,
            horizon,
            bound,
            horizon as i64 - bound as i64,
            ratio,
            kind,
            t.as_millis()
        );
    };
    for r in rows.iter().take(SUMMARY_ROWS) {
        let name = if r.name.chars().count() > 20 {
            let cut: String = r.name.chars().take(19).collect();
            format!("{cut}…")
        } else {
            r.name.clone()
        };
        line(
            &mut s,
            &name,
            (r.transfers, r.chunks, r.horizon, r.lower_bound),
            r.kind.as_str(),
            ratio(r.horizon, r.lower_bound),
            r.elapsed,
        );
    }
    if rows.len() > SUMMARY_ROWS {
        let _ = writeln!(s, "  ... {} more phases", rows.len() - SUMMARY_ROWS);
    }
    if rows.len() > 1 {
        let sum = |f: fn(&SummaryRow) -> u64| rows.iter().map(f).sum::<u64>();
        let geomean = (rows
            .iter()
            .map(|r| ratio(r.horizon, r.lower_bound).ln())
            .sum::<f64>()
            / rows.len() as f64)
            .exp();
        line(
            &mut s,
            "total (geomean)",
            (
                sum(|r| r.transfers),
                sum(|r| r.chunks),
                sum(|r| r.horizon),
                sum(|r| r.lower_bound),
            ),
            "",
            geomean,
            total,
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, horizon: u64, bound: u64) -> SummaryRow {
        SummaryRow {
            name: name.to_string(),
            target: "ipu21".to_string(),
            transfers: 3,
            chunks: 4,
            horizon,
            lower_bound: bound,
            kind: ScheduleKind::FullDuplex,
            elapsed: Duration::from_millis(12),
        }
    }

    fn check(rows: &[SummaryRow], expect: &str) {
        assert_eq!(render_summary(rows, Duration::from_millis(30)), expect);
    }

    #[test]
    fn summary_of_one_phase() {
        check(
            &[row("@p0", 110, 100)],
            "schedule-exchange: 1 phase on ipu21\n\
             \x20 phase                transfers    chunks   horizon     bound     gap  ratio  kind                time\n\
             \x20 @p0                          3         4       110       100      10  1.100  full-duplex        12 ms\n",
        );
    }

    #[test]
    fn summary_total_is_a_geometric_mean_and_long_lists_are_cut() {
        let mut rows: Vec<SummaryRow> = (0..SUMMARY_ROWS + 2)
            .map(|i| row(&format!("@phase_with_a_long_name_{i}"), 100, 100))
            .collect();
        rows[0].horizon = 400; // ratio 4; the others 1: geomean 4^(1/26)
        let text = render_summary(&rows, Duration::from_millis(30));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2 + SUMMARY_ROWS + 2, "{text}");
        assert!(lines[2].starts_with("  @phase_with_a_long_…"), "{text}");
        assert_eq!(lines[2 + SUMMARY_ROWS], "  ... 2 more phases");
        let expect = format!("{:.3}", 4f64.powf(1.0 / 26.0));
        assert!(
            lines[3 + SUMMARY_ROWS].starts_with("  total (geomean)")
                && lines[3 + SUMMARY_ROWS].contains(&expect),
            "{text}"
        );
    }

    #[test]
    fn kind_option_parses_and_prints() {
        assert_eq!(
            KindOption::parse_option(Some("matching-waves")),
            Ok(KindOption::MatchingWaves)
        );
        assert_eq!(KindOption::Paired.print_option(), "paired");
        assert!(KindOption::parse_option(Some("fast")).is_err());
        assert!(KindOption::parse_option(None).is_err());
    }

    #[test]
    fn misaligned_pairs_are_found() {
        let t = |src_offset| Transfer {
            src: 0,
            dst: vec![2, 3],
            words: 6,
            src_offset,
            dst_offset: 0,
        };
        let chunk = |word_offset, words, paired| ScheduledChunk {
            transfer: 0,
            word_offset,
            words,
            start: 0,
            receivers: None,
            arrival: vec![17, 17],
            paired,
        };
        let schedule = |chunks: Vec<ScheduledChunk>| PhaseSchedule {
            chunks,
            horizon: 20,
            endpoint_lower_bound: 3,
            lower_bound_gap: 17,
            kind: ScheduleKind::Paired,
            stats: ScheduleStats::default(),
        };
        let whole = schedule(vec![chunk(0, 6, true)]);
        assert_eq!(misaligned_pair(&whole, &[t(8)], 8), None);
        assert_eq!(misaligned_pair(&whole, &[t(4)], 8), Some(0));
        let split = schedule(vec![chunk(0, 3, true), chunk(3, 3, false)]);
        assert_eq!(misaligned_pair(&split, &[t(8)], 8), Some(0));
        let unpaired = schedule(vec![chunk(0, 6, false)]);
        assert_eq!(misaligned_pair(&unpaired, &[t(4)], 8), None);
    }
}
