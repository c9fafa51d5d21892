//! Program-level planning: choose one plan per operation so that the whole program is
//! fast, then schedule the best candidates' exchanges for real and keep the winner.
//!
//! # Phase 1 of 3: beam search over operations
//!
//! Operations are planned in program order. A *state* is a partially planned program
//! ([`Builder`]). For every state, each candidate plan of the next operation is applied to
//! a copy and costed analytically (compute sets by the device codelet formulas, exchange
//! phases by the device's paired endpoint lower bound, syncs); the `beam` cheapest states
//! survive; a state whose peak memory already exceeds the planner cap is dropped (peaks only
//! grow as operations are added). Because an operation's candidates are costed *including* the exchange that
//! brings its operands from the layouts their producers chose, a producer's output layout
//! is judged by what its consumers pay (e.g. `fc1`'s reduced-chunk layout by `fc2`'s A
//! broadcast). Candidates are evaluated in parallel with `rayon`; results are collected in
//! candidate order and ties broken by that order, so the outcome does not depend on the
//! thread count.
//!
//! # Phase 2 of 3: finalists
//!
//! The surviving complete plans are finished (outputs marked, memory checked against the
//! planner cap) and the best `finalists` retained (`retained operator-plan finalist`). Plans
//! the analytic model cannot tell apart (the same cycles in every compute set and the same
//! lower bound in every phase, e.g. one split over 1440 or 1472 tiles) are retained only when
//! there are not enough others: scheduling such a twin costs as much as scheduling a real
//! alternative and tells less.
//!
//! # Phase 3 of 3: scheduling
//!
//! Each finalist's phases are expanded into transfers and scheduled by a
//! [`PhaseScheduler`]; the refined cost replaces lower bounds by horizons (`scheduled
//! operator-plan finalist`), and the cheapest refined finalist is selected (the reference
//! system's `select_finalist` step).

use std::time::Instant;

use ipu_device::{ExchangeModel, Target};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::PlanError;
use super::builder::Builder;
use super::ops::{self, OpPlan};
use super::planned::{PlanCost, PlannedProgram, Step};
use super::program::{OpKind, Program};
use crate::schedule_exchange::Transfer;

/// Options of the planner (the `plan-operators` pass options).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlannerOptions {
    /// Use tiles `0..tiles` of the target (`--tiles=N`); 0 = all.
    pub tiles: u32,
    /// Partial plans kept after each operation.
    pub beam: usize,
    /// Candidate plans tried per operation and partial plan.
    pub candidates: usize,
    /// Complete plans whose exchanges are scheduled.
    pub finalists: usize,
    /// Local layout search attempts after selection (see `search`); 0 = none.
    pub search_attempts: usize,
    /// The local search's state file (`search-state=FILE`): resumed if it exists, written
    /// after every accepted step.
    pub search_state: Option<String>,
    /// Where the local search's state is saved, when not over `search_state`
    /// (`search-save=FILE`).
    #[serde(default)]
    pub search_save: Option<String>,
}

impl Default for PlannerOptions {
    fn default() -> Self {
        Self {
            tiles: 0,
            beam: 3,
            candidates: 6,
            finalists: 2,
            search_attempts: 0,
            search_state: None,
            search_save: None,
        }
    }
}

/// A scheduled exchange phase, as the planner needs it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScheduledPhase {
    /// Cycles from the phase's start to one past the last word received.
    pub horizon: u64,
    /// The scheduler's lower bound.
    pub endpoint_lower_bound: u64,
    /// The schedule kind (`full-duplex`, `paired`, ..., or `lower-bound` for the estimate).
    pub kind: String,
    /// Whether the scheduler's search spent the work budget of its time limit
    /// (`time_limit_ms`, kept as a deterministic count of work units).
    pub time_limit_hit: bool,
}

/// Something that schedules one exchange phase: [`ExchangeScheduler`] (the scheduler
/// library, `schedule_exchange`), or [`LowerBoundEstimate`] for quick estimates.
pub trait PhaseScheduler: Sync {
    /// Schedules `transfers` (provisional addresses) on `model`. Errors are messages (the
    /// planner reports them with the phase's name).
    fn schedule(
        &self,
        model: &ExchangeModel,
        transfers: &[Transfer],
    ) -> Result<ScheduledPhase, String>;
}

/// The exchange scheduler library (`schedule_exchange`) with the given options.
#[derive(Clone, Debug, Default)]
pub struct ExchangeScheduler {
    /// The scheduler's options.
    pub options: crate::schedule_exchange::ScheduleOptions,
}

impl PhaseScheduler for ExchangeScheduler {
    fn schedule(
        &self,
        model: &ExchangeModel,
        transfers: &[Transfer],
    ) -> Result<ScheduledPhase, String> {
        let s = crate::schedule_exchange::Scheduler::new(model)
            .schedule(transfers, &self.options)
            .map_err(|e| e.to_string())?;
        Ok(ScheduledPhase {
            horizon: s.horizon,
            endpoint_lower_bound: s.endpoint_lower_bound,
            kind: s.kind.as_str().to_string(),
            time_limit_hit: s.stats.time_limit_hit,
        })
    }
}

/// Not a scheduler: the horizon is taken to be the device's paired endpoint lower bound
/// with instruction slots (no schedule can do better). For quick estimates and tests;
/// results reported with it say `kind = "lower-bound"`.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerBoundEstimate;

impl PhaseScheduler for LowerBoundEstimate {
    fn schedule(
        &self,
        model: &ExchangeModel,
        transfers: &[Transfer],
    ) -> Result<ScheduledPhase, String> {
        let lb = ipu_device::endpoint_lower_bound_paired(
            model,
            transfers.iter().map(|t| ipu_device::TransferShape {
                src: t.src,
                dst: &t.dst,
                words: t.words,
            }),
        );
        Ok(ScheduledPhase {
            horizon: lb.with_instructions,
            endpoint_lower_bound: lb.words_only,
            kind: "lower-bound".into(),
            time_limit_hit: false,
        })
    }
}

/// A complete plan with its costs.
#[derive(Clone, Debug)]
pub struct Finalist {
    /// Per operation, the chosen plan.
    pub choices: Vec<OpPlan>,
    /// The planned program.
    pub planned: PlannedProgram,
    /// Analytic cost (exchange at lower bounds).
    pub analytic: PlanCost,
    /// Cost with scheduled horizons, once scheduled.
    pub refined: Option<PlanCost>,
    /// Per phase, the scheduled phase.
    pub schedules: Vec<ScheduledPhase>,
}

impl Finalist {
    /// Refined cycles if scheduled, else analytic.
    pub fn cycles(&self) -> u64 {
        self.refined.as_ref().unwrap_or(&self.analytic).total()
    }
}

/// The planner's result.
#[derive(Clone, Debug)]
pub struct Selection {
    /// The selected finalist.
    pub selected: Finalist,
    /// Its index among the finalists.
    pub index: usize,
    /// All finalists (analytic order), the selected one included.
    pub finalists: Vec<Finalist>,
    /// Milliseconds spent per phase of the planner: search, finalists, scheduling, local
    /// search.
    pub elapsed_ms: [u64; 4],
    /// Warnings for the user (a search state file ignored, and why).
    pub warnings: Vec<String>,
}

/// Candidates the local search evaluates together: a constant, so that which candidate is
/// accepted does not depend on the thread count.
pub const SEARCH_BATCH: usize = 4;

/// Plans `program` on `target` (module doc).
pub fn plan_program(
    target: &Target,
    program: &Program,
    options: &PlannerOptions,
    scheduler: &dyn PhaseScheduler,
) -> Result<Selection, PlanError> {
    program.verify().map_err(PlanError::Program)?;
    let tiles = if options.tiles == 0 {
        target.tiles
    } else {
        options.tiles.min(target.tiles)
    };
    let t0 = Instant::now();
    let finals = search(target, program, tiles, options)?;
    let t1 = Instant::now();
    let mut finalists = finish_all(finals, options.finalists)?;
    for (i, f) in finalists.iter().enumerate() {
        log_retained(i, program, f);
    }
    let t2 = Instant::now();
    schedule_finalists(target, &mut finalists, scheduler)?;
    for (i, f) in finalists.iter().enumerate() {
        log_scheduled(i, f);
    }
    let index = finalists
        .iter()
        .enumerate()
        .min_by_key(|(i, f)| (f.cycles(), *i))
        .map(|(i, _)| i)
        .ok_or_else(|| PlanError::Internal("no finalist".into()))?;
    let t3 = Instant::now();
    tracing::info!(
        selected = index,
        "selected physically scheduled operator-plan finalist"
    );
    let mut selected = finalists[index].clone();
    let mut warnings = Vec::new();
    if options.search_attempts > 0
        || options.search_state.is_some()
        || options.search_save.is_some()
    {
        let out = super::search::local_search(
            target,
            program,
            selected,
            scheduler,
            &super::search::SearchOptions {
                attempts: options.search_attempts,
                batch: SEARCH_BATCH,
                tiles,
            },
            options.search_state.as_deref().map(std::path::Path::new),
            options.search_save.as_deref().map(std::path::Path::new),
        )?;
        selected = out.best;
        warnings = out.warnings;
    }
    let t4 = Instant::now();
    let c = selected.refined.as_ref().unwrap_or(&selected.analytic);
    tracing::info!(
        final_cycles = c.total(),
        final_exchange = c.exchange_cycles,
        "costed final placed program"
    );
    let ms = |a: Instant, b: Instant| (b - a).as_millis() as u64;
    Ok(Selection {
        selected,
        index,
        finalists,
        elapsed_ms: [ms(t0, t1), ms(t1, t2), ms(t2, t3), ms(t3, t4)],
        warnings,
    })
}

/// The fewest tiles, more than `tiles` and at most the target's, on which the beam search
/// (phase 1 of [`plan_program`]) finds a plan for `program`: for the message when it
/// finds none on `tiles`. Doubles the count until a plan is found, then bisects (so
/// `fewest - 1` tiles were tried and failed); `None` when even all the target's tiles fail.
pub fn fewest_tiles(
    target: &Target,
    program: &Program,
    options: &PlannerOptions,
    tiles: u32,
) -> Option<u32> {
    let plans = |n: u32| search(target, program, n, options).is_ok();
    let (mut failed, mut works) = (tiles, None);
    let mut n = tiles.max(1);
    while n < target.tiles {
        n = (n * 2).min(target.tiles);
        if plans(n) {
            works = Some(n);
            break;
        }
        failed = n;
    }
    let mut works = works?;
    while works - failed > 1 {
        let mid = failed + (works - failed) / 2;
        if plans(mid) {
            works = mid;
        } else {
            failed = mid;
        }
    }
    Some(works)
}

/// Phase 1: the beam search. Returns the final states with their choices.
fn search<'a>(
    target: &'a Target,
    program: &'a Program,
    tiles: u32,
    options: &PlannerOptions,
) -> Result<Vec<(Builder<'a>, Vec<OpPlan>)>, PlanError> {
    let mut states = vec![(Builder::new(target, program, tiles), Vec::new())];
    for (done, op) in program.ops.iter().enumerate() {
        ipu_runtime::progress::report("operations planned", done as u64, program.ops.len() as u64);
        // Enumerate (state, candidate) pairs in a fixed order.
        let mut work = Vec::new();
        for (s, (b, _)) in states.iter().enumerate() {
            for c in ops::candidates(b, op, options.candidates)? {
                work.push((s, c));
            }
        }
        let results: Vec<Result<(u64, Builder<'a>, OpPlan), PlanError>> = work
            .par_iter()
            .map(|(s, c)| {
                let mut b = states[*s].0.clone();
                let mut plan = c.clone();
                let cycles = apply_rotating(&mut b, op, &mut plan)?;
                // A partial plan's peak memory only grows as operations are added: one
                // over the cap already (e.g. replicas written by the host) is dropped here,
                // so the beam keeps plans that can fit.
                let mem = b.planned.memory(target);
                b.planned.check_memory(target, &mem)?;
                Ok((cycles, b, plan))
            })
            .collect();
        if work.is_empty() {
            // The candidates' own filter rejected every split before any was tried.
            return Err(PlanError::NoPlan {
                op: op.kind.name(),
                name: op.name.clone(),
                reasons: match op.kind {
                    OpKind::Matmul | OpKind::FusedMatmul { .. } => format!(
                        "no split of it over the {tiles} tiles fits: each needs more than the {} \
                         bytes a tile holds for its blocks (the operands, the result and the \
                         partials)",
                        target.planner_memory_cap_bytes()
                    ),
                    _ => format!("no way to place it on {tiles} tiles was found"),
                },
            });
        }
        let mut next: Vec<(u64, usize, Builder<'a>, Vec<OpPlan>)> = Vec::new();
        let mut reasons: Vec<String> = Vec::new();
        // The candidate closest to fitting in memory: (bytes short, tile, region).
        let mut closest: Option<(u64, u32, &'static str)> = None;
        for ((s, _), r) in work.iter().zip(results) {
            let e = match r {
                Ok((cycles, b, plan)) => {
                    let mut choices = states[*s].1.clone();
                    choices.push(plan);
                    next.push((cycles, next.len(), b, choices));
                    continue;
                }
                Err(e @ PlanError::Unsupported { .. }) => return Err(e),
                Err(e) => e,
            };
            if let PlanError::OutOfMemory {
                tile,
                region,
                needed,
                available,
            } = e
            {
                let short = needed.saturating_sub(available);
                if closest.is_none_or(|(c, _, _)| short < c) {
                    closest = Some((short, tile, region));
                }
            }
            // A rejected candidate is not a bug, whatever the variant says: the reason
            // alone, each once.
            let text = e.to_string();
            let text = text
                .strip_prefix("internal planner error: ")
                .unwrap_or(&text)
                .to_string();
            if !reasons.contains(&text) {
                reasons.push(text);
            }
        }
        if next.is_empty() {
            reasons.truncate(3);
            let mut reasons = reasons.join("; ");
            if let Some((short, tile, region)) = closest {
                reasons.push_str(&format!(
                    " (the plan closest to fitting is {short} bytes of {region} memory short on \
                     tile {tile})"
                ));
            }
            return Err(PlanError::NoPlan {
                op: op.kind.name(),
                name: op.name.clone(),
                reasons,
            });
        }
        next.sort_by_key(|(c, i, _, _)| (*c, *i));
        next.truncate(options.beam.max(1));
        states = next.into_iter().map(|(_, _, b, c)| (b, c)).collect();
    }
    Ok(states)
}

/// Applies a plan and returns the cycles so far; a matmul plan whose tiles collide with its
/// operands' (a local copy) is retried with its tiles rotated, up to a few times (last by
/// half the tiles: small operands spread from tile 0 then never meet the grid); when every
/// rotation collides, the first is taken with its on-tile copies
/// ([`Builder::first_without_copies`]).
fn apply_rotating(
    b: &mut Builder<'_>,
    op: &super::program::Op,
    plan: &mut OpPlan,
) -> Result<u64, PlanError> {
    let rotations: &[u32] = if matches!(plan, OpPlan::Matmul(_)) {
        &[0, 1, 2, 7, (b.tiles / 2) & !1]
    } else {
        &[0]
    };
    b.first_without_copies(rotations, |b, rotate| {
        if let OpPlan::Matmul(p) = plan {
            p.rotate = rotate;
        }
        ops::apply(b, op, plan).and_then(|()| b.cycles_so_far())
    })
}

/// Phase 2: finish the final states, drop those that do not fit, keep the best.
fn finish_all(
    states: Vec<(Builder<'_>, Vec<OpPlan>)>,
    keep: usize,
) -> Result<Vec<Finalist>, PlanError> {
    let mut out = Vec::new();
    let mut first_err = None;
    for (b, choices) in states {
        match b.finish() {
            Ok((planned, analytic)) => out.push(Finalist {
                choices,
                planned,
                analytic,
                refined: None,
                schedules: Vec::new(),
            }),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    if out.is_empty() {
        return Err(first_err.unwrap_or_else(|| PlanError::Internal("no plan".into())));
    }
    // Stable: ties keep search order.
    out.sort_by_key(|f| f.analytic.total());
    Ok(distinct_first(out, keep.max(1), |f| {
        cost_profile(&f.analytic)
    }))
}

/// What the analytic model sees of a plan: the cycles of every compute set and the lower
/// bounds of every phase, in step order.
fn cost_profile(c: &PlanCost) -> (Vec<u64>, Vec<(u64, u64)>) {
    (
        c.compute_sets.iter().map(|s| s.cycles).collect(),
        c.phases
            .iter()
            .map(|p| (p.lower_bound.words_only, p.lower_bound.with_instructions))
            .collect(),
    )
}

/// The first `keep` of `items` (sorted best first), preferring items whose `key` differs
/// from every earlier kept item's; items with a repeated key fill the remaining places, in
/// their order. The result keeps the input order.
fn distinct_first<T, K: PartialEq>(items: Vec<T>, keep: usize, key: impl Fn(&T) -> K) -> Vec<T> {
    let keys: Vec<K> = items.iter().map(&key).collect();
    let mut take = vec![false; items.len()];
    let mut kept = 0;
    for i in 0..items.len() {
        if kept < keep && !(0..i).any(|j| take[j] && keys[j] == keys[i]) {
            take[i] = true;
            kept += 1;
        }
    }
    for t in take.iter_mut() {
        if kept < keep && !*t {
            *t = true;
            kept += 1;
        }
    }
    items
        .into_iter()
        .zip(take)
        .filter_map(|(item, t)| t.then_some(item))
        .collect()
}

/// Phase 3: schedules every finalist's phases. Phases with identical transfers (finalists
/// often share their first operations' plans) are scheduled once; distinct phases are
/// scheduled in parallel. Deterministic: results are assigned by position.
pub fn schedule_finalists(
    target: &Target,
    finalists: &mut [Finalist],
    scheduler: &dyn PhaseScheduler,
) -> Result<(), PlanError> {
    // Expand every phase (in parallel per finalist).
    let expanded: Vec<Vec<(String, Vec<Transfer>)>> = finalists
        .par_iter()
        .map(|f| {
            f.planned
                .steps
                .iter()
                .filter_map(|s| match &**s {
                    Step::Exchange(p) => Some(p),
                    Step::Compute(_) => None,
                })
                .map(|p| {
                    f.planned
                        .phase_transfers_addressed(&target.exchange, p)
                        .map(|t| (p.name.clone(), t))
                })
                .collect::<Result<Vec<_>, PlanError>>()
        })
        .collect::<Result<_, PlanError>>()?;
    // Distinct phases, in first-seen order.
    let mut unique: Vec<&[Transfer]> = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    let mut index: Vec<Vec<usize>> = Vec::new();
    for phases in &expanded {
        let mut idx = Vec::new();
        for (name, t) in phases {
            let at = unique
                .iter()
                .position(|u| *u == t.as_slice())
                .unwrap_or_else(|| {
                    unique.push(t);
                    names.push(name);
                    unique.len() - 1
                });
            idx.push(at);
        }
        index.push(idx);
    }
    let done = std::sync::atomic::AtomicU64::new(0);
    let scheduled: Vec<ScheduledPhase> = unique
        .par_iter()
        .zip(names.par_iter())
        .map(|(t, name)| {
            let s = scheduler
                .schedule(&target.exchange, t)
                .map_err(|m| PlanError::Internal(format!("scheduling phase {name}: {m}")));
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            ipu_runtime::progress::report("finalists' phases scheduled", n, unique.len() as u64);
            s
        })
        .collect::<Result<_, PlanError>>()?;
    for (f, idx) in finalists.iter_mut().zip(index) {
        let mut refined = f.analytic.clone();
        f.schedules = idx.iter().map(|&u| scheduled[u].clone()).collect();
        for (p, s) in f.schedules.iter().enumerate() {
            refined.phases[p].horizon = Some(s.horizon);
        }
        refined.resum();
        f.refined = Some(refined);
    }
    Ok(())
}

fn log_retained(i: usize, program: &Program, f: &Finalist) {
    let c = &f.analytic;
    tracing::info!(
        finalist = i,
        values = program.values.len(),
        operations = program.ops.len(),
        estimated_cycles = c.total(),
        estimated_exchange_cycles = c.exchange_cycles,
        peak_standard_bytes = c.memory.peak_standard_bytes,
        peak_interleaved_bytes = c.memory.peak_interleaved_bytes,
        peak_total_bytes = c.memory.peak_total_bytes,
        maximum_standard_allocation_bytes = c.memory.max_allocation_bytes,
        active_tile_counts = ?c.active_tile_counts,
        "retained operator-plan finalist"
    );
}

fn log_scheduled(i: usize, f: &Finalist) {
    let r = f.refined.as_ref().unwrap_or(&f.analytic);
    tracing::info!(
        finalist = i,
        analytical_cycles = f.analytic.total(),
        analytical_exchange_cycles = f.analytic.exchange_cycles,
        scheduled_exchange_cycles = r.exchange_cycles,
        refined_cycles = r.total(),
        "scheduled operator-plan finalist"
    );
}

/// A human-readable report of a finalist: choices, compute sets, phases, memory.
pub fn report(program: &Program, f: &Finalist) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let c = f.refined.as_ref().unwrap_or(&f.analytic);
    let _ = writeln!(s, "workload {}", program.name);
    for (op, plan) in program.ops.iter().zip(&f.choices) {
        let _ = writeln!(s, "  {:<10} {plan}", op.name);
    }
    let (mut ci, mut pi) = (0, 0);
    for step in &f.planned.steps {
        match &**step {
            Step::Compute(cs) => {
                let cc = &c.compute_sets[ci];
                let _ = writeln!(
                    s,
                    "  compute  {:<16} {:>8} cycles  {:>5} tiles  {} calls",
                    cs.name,
                    cc.cycles,
                    cc.active_tiles,
                    cs.calls.len()
                );
                ci += 1;
            }
            Step::Exchange(p) => {
                let pc = &c.phases[pi];
                let sched = f.schedules.get(pi).map_or(String::new(), |x| {
                    format!("  horizon {} ({})", x.horizon, x.kind)
                });
                let _ = writeln!(
                    s,
                    "  exchange {:<16} {:>8} cycles  lb {:>7}  recv {:>9} words  {} redistributions{sched}",
                    p.name,
                    pc.cycles(),
                    pc.lower_bound.words_only,
                    pc.received_words,
                    p.redists.len()
                );
                pi += 1;
            }
        }
    }
    let _ = writeln!(
        s,
        "  total {} = compute {} + exchange {} + sync {}",
        c.total(),
        c.compute_cycles,
        c.exchange_cycles,
        c.sync_cycles
    );
    let _ = writeln!(
        s,
        "  memory: peak {} B/tile (standard {}, interleaved {}), worst tile {}",
        c.memory.peak_total_bytes,
        c.memory.peak_standard_bytes,
        c.memory.peak_interleaved_bytes,
        c.memory.worst_tile
    );
    s
}

#[cfg(test)]
mod tests {
    use super::distinct_first;

    fn check(items: &[(u32, char)], keep: usize, expect: &[(u32, char)]) {
        assert_eq!(distinct_first(items.to_vec(), keep, |x| x.1), expect);
    }

    #[test]
    fn twins_give_way_to_the_next_distinct_plan() {
        let items = [(1, 'a'), (1, 'a'), (2, 'b'), (3, 'a'), (4, 'c')];
        check(&items, 2, &[(1, 'a'), (2, 'b')]);
        check(&items, 3, &[(1, 'a'), (2, 'b'), (4, 'c')]);
        check(&items, 1, &[(1, 'a')]);
    }

    #[test]
    fn twins_fill_the_places_left_in_order() {
        let items = [(1, 'a'), (1, 'a'), (2, 'b'), (3, 'a')];
        check(&items, 3, &[(1, 'a'), (1, 'a'), (2, 'b')]);
        check(&items, 4, &items);
        check(&items, 9, &items);
        check(&[], 2, &[]);
    }
}
