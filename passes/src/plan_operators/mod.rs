//! `plan-operators`: chooses how every operation of a graph function is spread over the
//! tiles (the planner of [`crate::plan`]) and records the choice on the IR.
//!
//! # What it does
//!
//! For each `func.func` whose body is graph operations (functions holding tiled ops, and
//! declarations, are left alone), on the target of `--target` (else `ipu21`):
//!
//! 0. rewrites matmuls (and softmaxes) with batch dimensions into rank-2 ones and reshapes
//!    that split or merge dimensions into slices and concats, and f16 products whose rhs is
//!    computed in rows, and ops computing with bf16, into f32 ones ([`expand`]; the graph
//!    keeps its meaning);
//! 1. reads the function as a planner [`Program`](crate::plan::program::Program)
//!    ([`convert::GraphProgram`]);
//! 2. plans it ([`crate::plan::planner::plan_program`]): a beam search over operator plans
//!    costed analytically, the best `finalists` kept, their exchange phases scheduled for
//!    real (the scheduler of `schedule-exchange`, with `time-limit-ms` and `seed`) and the
//!    fastest selected; then, with `search-attempts` > 0 or a `search-state` file, the local
//!    layout search (the state is written after every accepted step, atomically, to
//!    `search-save` or else over `search-state`, and a later run resumes from it; a state
//!    of another input, target, tile count or version, or a corrupt one, is ignored with a
//!    warning and the search starts afresh). Tracing events follow the reference system's
//!    (`retained operator-plan finalist`, `scheduled operator-plan finalist`, ...,
//!    `costed final placed program final_cycles=... final_exchange=...`);
//! 3. annotates: every graph op gets `plan = #tiled.plan<...>` and its estimates
//!    (`estimated_cycles`, `estimated_exchange_cycles`: its steps with scheduled exchange
//!    horizons; `peak_standard_bytes`, `peak_interleaved_bytes`: the most bytes live on any
//!    tile during them); the function gets `tiled.target`, `tiled.tiles` and the program's
//!    totals (`tiled.estimated_cycles`, `tiled.estimated_compute_cycles`,
//!    `tiled.estimated_exchange_cycles`, `tiled.estimated_sync_cycles`,
//!    `tiled.peak_standard_bytes`, `tiled.peak_interleaved_bytes`).
//!
//! Nothing else changes; the graph ops keep their meaning. `lower-to-tiled` replays the
//! recorded plans (the planner is deterministic) to give every value its layout.
//!
//! # Errors
//! An op the planner cannot place (no codelet for it, e.g. `graph.tanh`), a program that
//! fits no plan (memory), or a search-state file that cannot be read (other than absent)
//! or written: an error at the op (or the function), the IR unchanged but for [`expand`]'s
//! rewrites.

pub mod convert;
pub mod expand;

use std::sync::Arc;

use ipu_device::Target;
use ipu_dialects::{Context, Diagnostic, Ir, OpId};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use crate::plan::PlanError;
use crate::plan::planner::{self, ExchangeScheduler, LowerBoundEstimate, PlannerOptions};
use crate::plan::replay;
use crate::schedule_exchange::ScheduleOptions;

use convert::GraphProgram;

crate::pass_options! {
    /// Options of [`PlanOperators`].
    pub struct PlanOperatorsOptions {
        /// Use tiles `0 .. tiles` of the target (0: all of them).
        tiles("tiles"): u32 = 0,
        /// Complete plans whose exchanges are scheduled for real before one is selected.
        finalists("finalists"): usize = 2,
        /// Partial plans kept after each operation by the beam search.
        beam("beam"): usize = 3,
        /// Local layout search: candidate changes to evaluate after selection (0: none).
        search_attempts("search-attempts"): usize = 0,
        /// The local search's state file: resumed if it exists, written after every
        /// accepted step (empty: no file).
        search_state("search-state"): String = String::new(),
        /// Where the local search's state is saved instead of over `search-state` (empty:
        /// over it).
        search_save("search-save"): String = String::new(),
        /// Budget of each exchange phase's schedule search, in milliseconds of work (a deterministic count of work units, never the wall clock; reaching it is reported as a warning).
        time_limit_ms("time-limit-ms"): u64 = 10_000,
        /// Seed of the exchange scheduler's pseudo-random choices.
        seed("seed"): u64 = 0,
        /// Schedule the finalists' exchanges for real (else: estimate them by the paired
        /// endpoint lower bound, much faster).
        schedule("schedule"): bool = true,
    }
}

/// The `plan-operators` pass. See the module doc.
#[derive(Debug)]
pub struct PlanOperators(PlanOperatorsOptions);

impl Pass for PlanOperators {
    const NAME: &'static str = "plan-operators";
    const TYPE_NAME: &'static str = "PlanOperators";
    const SUMMARY: &'static str = "Choose an operator plan for every graph op (split over tiles, layouts) and record it with its estimates";
    const DESCRIPTION: &'static str = "Plans each graph function with the operator planner: beam \
        search over plans costed with the device model, finalists' exchanges scheduled for real, \
        the fastest selected, an optional resumable local layout search. Records `plan = \
        #tiled.plan<...>` and estimates on every op and the program's totals on the function.";
    const ANCHOR: Anchor = Anchor::Func;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-ops-planned",
            help: "Number of graph operations given a plan",
        },
        Statistic {
            name: "estimated-cycles",
            help: "Estimated cycles of the planned programs",
        },
        Statistic {
            name: "num-batched-matmuls-split",
            help: "Number of matmuls with batch dimensions split into rank-2 matmuls",
        },
        Statistic {
            name: "num-reshapes-split",
            help: "Number of reshapes splitting or merging dimensions rewritten as slices and concats",
        },
        Statistic {
            name: "num-softmaxes-split",
            help: "Number of softmaxes over the last of more than two dimensions split into rank-2 ones",
        },
        Statistic {
            name: "num-products-widened",
            help: "Number of f16 products with a rhs computed in rows run on the f32 AMP",
        },
        Statistic {
            name: "num-bf16-ops-widened",
            help: "Number of ops computing with bf16 run in f32 between casts",
        },
        Statistic {
            name: "num-broadcasts-widened",
            help: "Number of 8- or 16-bit broadcasts whose replicas are not whole 32-bit words run in f32 between casts",
        },
        Statistic {
            name: "num-softmaxes-widened",
            help: "Number of f16 softmaxes whose rows are not whole 32-bit words run in f32 between casts",
        },
    ];
    type Options = PlanOperatorsOptions;

    fn new(options: PlanOperatorsOptions) -> Result<Self, String> {
        if options.finalists == 0 || options.beam == 0 {
            return Err("`finalists` and `beam` must be at least 1".into());
        }
        Ok(PlanOperators(options))
    }

    fn run(&self, func: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        if !is_graph_function(ctx, cx.ir, func) {
            return Ok(Preserved::all());
        }
        let target = cx.target_or_default()?;
        let o = &self.0;
        if o.tiles > target.tiles {
            return Err(Diagnostic::error(
                cx.ir.loc(func),
                format!(
                    "plan-operators: tiles={} exceeds the {} tiles of target '{}'",
                    o.tiles, target.tiles, target.name
                ),
            )
            .into());
        }
        // Batch dimensions and head-splitting reshapes become ops the planner places
        // (`expand`'s module doc); the graph keeps its meaning.
        let ex = expand::expand(ctx, cx.ir, func)?;
        cx.bump("num-batched-matmuls-split", ex.batched_matmuls as u64);
        cx.bump("num-reshapes-split", ex.reshapes as u64);
        cx.bump("num-softmaxes-split", ex.batched_softmaxes as u64);
        cx.bump("num-products-widened", ex.widened_products as u64);
        cx.bump("num-bf16-ops-widened", ex.bf16_ops as u64);
        cx.bump("num-broadcasts-widened", ex.widened_broadcasts as u64);
        cx.bump("num-softmaxes-widened", ex.widened_softmaxes as u64);
        let gp = GraphProgram::from_func(ctx, cx.ir, func)?;
        let options = PlannerOptions {
            tiles: o.tiles,
            beam: o.beam,
            finalists: o.finalists,
            search_attempts: o.search_attempts,
            search_state: (!o.search_state.is_empty()).then(|| o.search_state.clone()),
            search_save: (!o.search_save.is_empty()).then(|| o.search_save.clone()),
            ..PlannerOptions::default()
        };
        let scheduler = ExchangeScheduler {
            options: ScheduleOptions {
                time_limit_ms: o.time_limit_ms,
                seed: o.seed,
                ..ScheduleOptions::default()
            },
        };
        let sel = if o.schedule {
            planner::plan_program(&target, &gp.program, &options, &scheduler)
        } else {
            planner::plan_program(&target, &gp.program, &options, &LowerBoundEstimate)
        }
        .map_err(|e| {
            let d = plan_error(ctx, cx.ir, func, &gp, &e);
            let given = if o.tiles == 0 {
                target.tiles
            } else {
                o.tiles.min(target.tiles)
            };
            // Too few tiles: say how many would do.
            match &e {
                PlanError::NoPlan { .. } | PlanError::OutOfMemory { .. }
                    if given < target.tiles =>
                {
                    let at = d.location;
                    match planner::fewest_tiles(&target, &gp.program, &options, given) {
                        Some(n) => d.with_note(
                            at,
                            format!(
                                "{} too few: the fewest on which the planner finds a plan are \
                                 {n} (plan-operators{{tiles={n}}}, ipu-compile --tiles={n})",
                                if given == 1 {
                                    "1 tile is".to_string()
                                } else {
                                    format!("{given} tiles are")
                                }
                            ),
                        ),
                        None => d,
                    }
                }
                _ => d,
            }
        })?;
        for w in &sel.warnings {
            cx.emit(Diagnostic::warning(
                cx.ir.loc(func),
                format!("plan-operators: {w}"),
            ));
        }
        let capped = sel
            .finalists
            .iter()
            .flat_map(|f| &f.schedules)
            .filter(|s| s.time_limit_hit)
            .count();
        if capped > 0 {
            cx.emit(Diagnostic::warning(
                cx.ir.loc(func),
                format!(
                    "plan-operators: scheduling {capped} exchange phase(s) of the finalists spent \
                     the work budget of the time limit ({} ms); raise `time-limit-ms` for a \
                     longer search",
                    o.time_limit_ms
                ),
            ));
        }
        let tiles = if o.tiles == 0 {
            target.tiles
        } else {
            o.tiles.min(target.tiles)
        };
        let r = replay::replay(&target, &gp.program, tiles, &sel.selected.choices)
            .map_err(|e| plan_error(ctx, cx.ir, func, &gp, &e))?;
        if r.finalist.analytic != sel.selected.analytic {
            return Err(crate::PassError::Internal(
                "replaying the selected plans gave another program".into(),
            ));
        }
        let cost = sel
            .selected
            .refined
            .as_ref()
            .unwrap_or(&sel.selected.analytic);
        let estimates = r.op_estimates(&target, cost);
        annotate(
            ctx,
            cx.ir,
            func,
            &gp,
            &sel.selected.choices,
            &estimates,
            &target,
            tiles,
            cost,
        );
        cx.bump("num-ops-planned", gp.ops.len() as u64);
        cx.bump("estimated-cycles", cost.total());
        Ok(Preserved::none())
    }
}

/// Whether `func` is a `func.func` with a body of graph ops (and no tiled ops).
pub(crate) fn is_graph_function(ctx: &Context, ir: &Ir, func: OpId) -> bool {
    if ctx.op_name_str(ir.name(func)) != "func.func" {
        return false;
    }
    let mut graph = false;
    let mut tiled = false;
    for o in ir.subtree_ops(func) {
        let n = ctx.op_name_str(ir.name(o));
        graph |= n.starts_with("graph.");
        tiled |= n.starts_with("tiled.");
    }
    graph && !tiled
}

/// A planner error as a diagnostic: at the op it names, else at the function.
pub(crate) fn plan_error(
    ctx: &Context,
    ir: &Ir,
    func: OpId,
    gp: &GraphProgram,
    e: &PlanError,
) -> Diagnostic {
    let named = match e {
        PlanError::Unsupported { name, .. } | PlanError::NoPlan { name, .. } => Some(name),
        _ => None,
    };
    let at = named
        .and_then(|n| gp.program.ops.iter().position(|o| &o.name == n))
        .map(|i| gp.ops[i])
        .unwrap_or(func);
    let _ = ctx;
    Diagnostic::error(ir.loc(at), format!("cannot plan: {e}"))
}

#[allow(clippy::too_many_arguments)]
fn annotate(
    ctx: &Context,
    ir: &mut Ir,
    func: OpId,
    gp: &GraphProgram,
    choices: &[crate::plan::ops::OpPlan],
    estimates: &[replay::OpEstimate],
    target: &Arc<Target>,
    tiles: u32,
    cost: &crate::plan::planned::PlanCost,
) {
    let i64a = |v: u64| ctx.i64_attr(v as i64);
    for ((&op, plan), e) in gp.ops.iter().zip(choices).zip(estimates) {
        ir.set_attr(ctx, op, "plan", convert::plan_record(plan).to_attr(ctx));
        ir.set_attr(ctx, op, "estimated_cycles", i64a(e.cycles));
        ir.set_attr(
            ctx,
            op,
            "estimated_exchange_cycles",
            i64a(e.exchange_cycles),
        );
        ir.set_attr(ctx, op, "peak_standard_bytes", i64a(e.peak_standard_bytes));
        ir.set_attr(
            ctx,
            op,
            "peak_interleaved_bytes",
            i64a(e.peak_interleaved_bytes),
        );
    }
    ir.set_attr(ctx, func, convert::TARGET, ctx.string_attr(&target.name));
    ir.set_attr(
        ctx,
        func,
        convert::TILES,
        ctx.int_attr(ctx.i32(), i128::from(tiles)),
    );
    for (name, v) in [
        ("tiled.estimated_cycles", cost.total()),
        ("tiled.estimated_compute_cycles", cost.compute_cycles),
        ("tiled.estimated_exchange_cycles", cost.exchange_cycles),
        ("tiled.estimated_sync_cycles", cost.sync_cycles),
        ("tiled.peak_standard_bytes", cost.memory.peak_standard_bytes),
        (
            "tiled.peak_interleaved_bytes",
            cost.memory.peak_interleaved_bytes,
        ),
    ] {
        ir.set_attr(ctx, func, name, i64a(v));
    }
}

#[cfg(test)]
pub(crate) mod tests;
