//! Local layout search: improve the selected plan one change at a time, keeping a change
//! only if the program's *scheduled* cycles drop (the reference system's "accepted local
//! layout improvement" step, seeds `002_*.txt`).
//!
//! # Moves
//!
//! Per operation, in program order (a fixed order):
//! - *cast order* (`changed_casts`): a matmul's folded operand casts before or after the
//!   exchange;
//! - *tile mapping*: the matmul's rotation or a balanced layout's first tile, screened by
//!   exchange resource load (up to 64 mappings built and costed analytically, the sum of
//!   the phases' paired endpoint lower bounds as the pressure; the best two that beat the
//!   incumbent's analytic cost are offered; `screened tile mappings by exchange resource
//!   load`);
//! - *re-planning* (`changed_operations`): the operation's next-best candidate plans given
//!   the incumbent's plans of the operations before it (the beam search's candidates);
//! - one more or one fewer row or contracted-dimension block (column blocks refitted to the
//!   tiles), one fewer column block, f16 ↔ f32 partials, AMP-ordered or row-major products.
//!
//! A candidate is the whole program re-planned with one move applied (the
//! other operations keep their plans), finished (memory checked) and, unless its analytic
//! cost (exchange phases at their lower bounds, which no schedule beats) already reaches the
//! incumbent's scheduled cycles, scheduled (`local_candidate{attempt=N}` span).
//!
//! # Procedure
//!
//! Candidates are evaluated in batches of `batch` (a constant, not the thread count) at a
//! time in parallel (`rayon`); the best
//! improving candidate of a batch (ties: the earlier in move order) is accepted, the
//! neighbourhood recomputed, and the search goes on until `attempts` candidates have been
//! evaluated or no move improves. Phases identical to ones scheduled before are not
//! rescheduled (the schedule is reused). Output does not depend on the thread count.
//!
//! # State
//!
//! With a state file, the state (the incumbent's plans and cycles, attempts so far, moves
//! tried and not accepted, accepted steps) is written after every accepted step and at the
//! end, atomically (a temporary file in the same directory, then a rename). A later run
//! with the same file resumes: it re-plans the incumbent, checks that its cycles are the
//! saved ones, and goes on without retrying moves already tried.

use std::collections::BTreeMap;
use std::path::Path;

use ipu_device::Target;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::PlanError;
use super::builder::Builder;
use super::ops::{self, OpPlan};
use super::planner::{Finalist, PhaseScheduler, ScheduledPhase};
use super::program::Program;
use crate::schedule_exchange::Transfer;

/// Version of the state file format.
pub const STATE_VERSION: u32 = 1;

/// The search's saved state (JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchState {
    /// [`STATE_VERSION`].
    pub version: u32,
    /// The program's workload name.
    pub workload: String,
    /// Fingerprint of the program, target and tile count the state belongs to.
    pub fingerprint: String,
    /// The incumbent's plan per operation.
    pub choices: Vec<OpPlan>,
    /// The incumbent's scheduled cycles.
    pub cycles: u64,
    /// Candidates evaluated so far, over all runs.
    pub attempts: usize,
    /// Moves evaluated and not accepted since the last accepted step (not retried).
    pub tried: Vec<String>,
    /// Accepted steps, in order.
    pub accepted: Vec<AcceptedStep>,
}

/// One accepted improvement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AcceptedStep {
    /// The attempt number that found it.
    pub attempt: usize,
    /// Cycles before.
    pub before: u64,
    /// Cycles after.
    pub after: u64,
    /// The move.
    pub change: String,
}

/// Options of the local search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Candidates to evaluate in this run (in addition to those of earlier runs).
    pub attempts: usize,
    /// Candidates evaluated together (in parallel).
    pub batch: usize,
    /// Tiles of the plan.
    pub tiles: u32,
}

/// A stable fingerprint (FNV-1a, hex) of the program, target name, compiler version and
/// tile count.
pub fn fingerprint(program: &Program, target: &Target, tiles: u32) -> String {
    let text = serde_json::to_string(program).unwrap_or_default();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text
        .bytes()
        .chain(target.name.bytes())
        .chain(env!("CARGO_PKG_VERSION").bytes())
        .chain(tiles.to_le_bytes())
    {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// Re-plans `program` with one plan per operation (each applied as given) and finishes it.
/// Errors when a plan does not apply or the result does not fit.
pub fn build(
    target: &Target,
    program: &Program,
    tiles: u32,
    choices: &[OpPlan],
) -> Result<Finalist, PlanError> {
    if choices.len() != program.ops.len() {
        return Err(PlanError::Internal(format!(
            "{} plans for {} operations",
            choices.len(),
            program.ops.len()
        )));
    }
    let mut b = Builder::new(target, program, tiles);
    for (op, plan) in program.ops.iter().zip(choices) {
        ops::apply(&mut b, op, plan)?;
    }
    let (planned, analytic) = b.finish()?;
    Ok(Finalist {
        choices: choices.to_vec(),
        planned,
        analytic,
        refined: None,
        schedules: Vec::new(),
    })
}

/// Schedules a finalist's phases, reusing schedules of identical phases from `cache`.
fn schedule_cached(
    target: &Target,
    f: &mut Finalist,
    scheduler: &dyn PhaseScheduler,
    cache: &BTreeMap<Vec<u8>, ScheduledPhase>,
) -> Result<Fresh, PlanError> {
    let mut fresh = Vec::new();
    let mut refined = f.analytic.clone();
    let mut schedules = Vec::new();
    let mut p = 0;
    for step in &f.planned.steps {
        if let super::planned::Step::Exchange(phase) = &**step {
            let ts = f
                .planned
                .phase_transfers_addressed(&target.exchange, phase)?;
            let key = transfer_key(&ts);
            let s = match cache.get(&key) {
                Some(s) => {
                    tracing::info!(phase = %phase.name, "reused exchange optimization after validating relocated rows");
                    s.clone()
                }
                None => {
                    let s = scheduler.schedule(&target.exchange, &ts).map_err(|m| {
                        PlanError::Internal(format!("scheduling phase {}: {m}", phase.name))
                    })?;
                    fresh.push((key, s.clone()));
                    s
                }
            };
            refined.phases[p].horizon = Some(s.horizon);
            schedules.push(s);
            p += 1;
        }
    }
    refined.resum();
    f.refined = Some(refined);
    f.schedules = schedules;
    Ok(fresh)
}

/// Phases scheduled by one evaluation: (cache key, schedule).
type Fresh = Vec<(Vec<u8>, ScheduledPhase)>;

/// The exact content of a phase's transfers as a cache key.
fn transfer_key(ts: &[Transfer]) -> Vec<u8> {
    let mut k = Vec::with_capacity(ts.len() * 20);
    for t in ts {
        for v in [
            t.src,
            t.words,
            t.src_offset,
            t.dst_offset,
            t.dst.len() as u32,
        ] {
            k.extend_from_slice(&v.to_le_bytes());
        }
        for d in &t.dst {
            k.extend_from_slice(&d.to_le_bytes());
        }
    }
    k
}

/// What kind of change a move makes (the fields of `accepted local layout improvement`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// The operation's split, partials or product order (`changed_operations`).
    Operation,
    /// Where the operation's folded operand casts run (`changed_casts`).
    Cast,
    /// The operation's tiles (rotation or first tile; `accepted tile mapping improvement`).
    TileMapping,
}

/// A candidate change of the incumbent: what it is, the operation it changes, its kind and
/// the resulting plans.
#[derive(Clone, Debug)]
pub struct Move {
    /// Its description (also the key of tried moves in the state).
    pub what: String,
    /// The operation changed (index in program order).
    pub op: usize,
    /// Its kind.
    pub kind: MoveKind,
    /// The plans with the move applied.
    pub choices: Vec<OpPlan>,
}

/// Next-best candidate plans of one operation offered as moves (`changed_operations`).
const REPLANNED_CANDIDATES: usize = 4;
/// Tile mappings (rotations, first tiles) screened per operation; evenly spaced over the
/// tiles when there are more.
const SCREENED_MAPPINGS: u32 = 64;
/// Tile mappings per operation kept after screening and scheduled.
const KEPT_MAPPINGS: usize = 2;

/// The neighbouring plans of `choices` (module doc), in a fixed order: per operation in
/// program order, the cast order, the best screened tile mappings, the next-best candidate
/// plans, then the one-step changes of the split.
pub fn neighbours(target: &Target, program: &Program, choices: &[OpPlan], tiles: u32) -> Vec<Move> {
    let mut out = Vec::new();
    // The incumbent's analytic cost, for screening.
    let baseline = build(target, program, tiles, choices).ok();
    let mut prefix = Builder::new(target, program, tiles);
    for (i, (op, plan)) in program.ops.iter().zip(choices).enumerate() {
        let mut push = |what: String, kind: MoveKind, q: OpPlan| {
            if q != *plan && !out.iter().any(|m: &Move| m.op == i && m.choices[i] == q) {
                let mut c = choices.to_vec();
                c[i] = q;
                out.push(Move {
                    what,
                    op: i,
                    kind,
                    choices: c,
                });
            }
        };
        if let OpPlan::Matmul(p) = plan {
            let casts = matches!(
                &op.kind,
                super::program::OpKind::FusedMatmul { lhs_cast, rhs_cast, .. } if lhs_cast.is_some() || rhs_cast.is_some()
            );
            if casts {
                let mut q = p.clone();
                q.cast_at_source = !q.cast_at_source;
                push(
                    format!("{}: cast order", op.name),
                    MoveKind::Cast,
                    OpPlan::Matmul(q),
                );
            }
        }
        if let Some(base) = &baseline {
            for (what, q) in screen_mappings(target, program, choices, i, tiles, base) {
                push(what, MoveKind::TileMapping, q);
            }
        }
        // The operation re-planned: its next-best candidates after the incumbent's plans of
        // the operations before it.
        if let Ok(cands) = ops::candidates(&prefix, op, REPLANNED_CANDIDATES + 1) {
            for (r, q) in cands.into_iter().enumerate() {
                let q = match (q, plan) {
                    // Keep the incumbent's tile mapping: the screening moves it.
                    (OpPlan::Matmul(mut q), OpPlan::Matmul(p)) => {
                        q.rotate = p.rotate;
                        OpPlan::Matmul(q)
                    }
                    (q, _) => q,
                };
                push(
                    format!("{}: candidate {r} ({q})", op.name),
                    MoveKind::Operation,
                    q,
                );
            }
        }
        if let OpPlan::Matmul(p) = plan {
            let mut with = |what: &str, f: &dyn Fn(&mut super::matmul::MatmulPlan)| {
                let mut q = p.clone();
                f(&mut q);
                push(
                    format!("{}: {what}", op.name),
                    MoveKind::Operation,
                    OpPlan::Matmul(q),
                );
            };
            // Row or contracted-dimension blocks ± 1, column blocks refitted to the tiles.
            let fit = |q: &mut super::matmul::MatmulPlan| {
                q.pn = (tiles / (q.pm * q.pk).max(1)).max(1);
            };
            with("m+1", &|q| {
                q.pm += 1;
                fit(q)
            });
            with("m-1", &|q| {
                q.pm = q.pm.saturating_sub(1).max(1);
                fit(q)
            });
            with("k+1", &|q| {
                q.pk += 1;
                fit(q)
            });
            with("k-1", &|q| {
                q.pk = q.pk.saturating_sub(1).max(1);
                fit(q)
            });
            with("n-1", &|q| q.pn = q.pn.saturating_sub(1).max(1));
            // Partials exist only with contracted-dimension blocks.
            with("partials", &|q| {
                if q.pk == 1 {
                    return;
                }
                q.partials = if q.partials == super::layout::Elt::F16 {
                    super::layout::Elt::F32
                } else {
                    super::layout::Elt::F16
                }
            });
            with("product order", &|q| q.out_amp = !q.out_amp);
        }
        if ops::apply(&mut prefix, op, plan).is_err() {
            break;
        }
    }
    out
}

/// Screens the tile mappings of operation `i` (a matmul's rotation, a balanced layout's
/// first tile) by exchange resource load: each is built and costed analytically (exchange
/// phases at the device's paired endpoint lower bound, summed: the *pressure*), and the
/// [`KEPT_MAPPINGS`] best by (analytic cycles, pressure) that beat the incumbent's are
/// returned as moves. Logs the seeds' `screened tile mappings by exchange resource load`.
fn screen_mappings(
    target: &Target,
    program: &Program,
    choices: &[OpPlan],
    i: usize,
    tiles: u32,
    baseline: &Finalist,
) -> Vec<(String, OpPlan)> {
    let op = &program.ops[i];
    let (current, span) = match &choices[i] {
        OpPlan::Matmul(p) => (p.rotate, tiles),
        OpPlan::Balanced { tiles: used, base } => (*base, tiles.saturating_sub(*used) + 1),
        _ => return Vec::new(),
    };
    if span <= 1 {
        return Vec::new();
    }
    let step = span.div_ceil(SCREENED_MAPPINGS).max(1);
    let with = |v: u32| match &choices[i] {
        OpPlan::Matmul(p) => {
            let mut q = p.clone();
            q.rotate = v;
            OpPlan::Matmul(q)
        }
        OpPlan::Balanced { tiles: used, .. } => OpPlan::Balanced {
            tiles: *used,
            base: v,
        },
        other => other.clone(),
    };
    let values: Vec<u32> = (0..span)
        .step_by(step as usize)
        .filter(|&v| v != current)
        .collect();
    let costed: Vec<Option<(u64, u64, u32)>> = values
        .par_iter()
        .map(|&v| {
            let mut c = choices.to_vec();
            c[i] = with(v);
            let f = build(target, program, tiles, &c).ok()?;
            Some((f.analytic.total(), f.analytic.exchange_lower_bound(), v))
        })
        .collect();
    let mut costed: Vec<(u64, u64, u32)> = costed.into_iter().flatten().collect();
    let base = (
        baseline.analytic.total(),
        baseline.analytic.exchange_lower_bound(),
    );
    costed.sort();
    let better: Vec<(u64, u64, u32)> = costed
        .iter()
        .copied()
        .filter(|&(c, p, _)| (c, p) < base)
        .take(KEPT_MAPPINGS)
        .collect();
    if let Some(&(c, p, _)) = costed.first() {
        tracing::info!(
            operation = %op.name,
            candidates = costed.len(),
            baseline_cycles = base.0,
            candidate_cycles = c,
            baseline_pressure = base.1,
            candidate_pressure = p,
            "screened tile mappings by exchange resource load"
        );
    }
    better
        .into_iter()
        .map(|(_, _, v)| {
            let q = with(v);
            let what = match &q {
                OpPlan::Matmul(_) => format!("{}: tile mapping rotate={v}", op.name),
                _ => format!("{}: tile mapping base={v}", op.name),
            };
            (what, q)
        })
        .collect()
}

/// What reading a state file found.
enum Loaded {
    /// No file at the path: a fresh search (the file is written).
    Absent,
    /// A state in the current format.
    State(SearchState),
    /// A file that is no state of this version (truncated, corrupt, another format version):
    /// why; it is ignored and overwritten by a fresh search.
    Unusable(String),
}

fn load(path: &Path) -> Result<Loaded, PlanError> {
    match std::fs::read(path) {
        Ok(bytes) => {
            #[derive(Deserialize)]
            struct Version {
                version: u32,
            }
            // The format version first: a state of another version is not read further.
            match serde_json::from_slice::<Version>(&bytes) {
                Ok(v) if v.version != STATE_VERSION => {
                    return Ok(Loaded::Unusable(format!(
                        "it is of format version {} (this build reads {STATE_VERSION})",
                        v.version
                    )));
                }
                Ok(_) => {}
                Err(e) => {
                    return Ok(Loaded::Unusable(format!(
                        "it is not a search state (truncated or corrupt: {e})"
                    )));
                }
            }
            Ok(match serde_json::from_slice::<SearchState>(&bytes) {
                Ok(s) => Loaded::State(s),
                Err(e) => Loaded::Unusable(format!(
                    "it is not a search state (truncated or corrupt: {e})"
                )),
            })
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Loaded::Absent),
        Err(e) => Err(PlanError::SearchState {
            path: path.display().to_string(),
            message: format!("cannot read: {e}"),
        }),
    }
}

/// Writes `state` to `path` atomically (temporary file in the same directory, then rename).
pub fn save(path: &Path, state: &SearchState) -> Result<usize, PlanError> {
    let bad = |m: String| PlanError::SearchState {
        path: path.display().to_string(),
        message: m,
    };
    let text = serde_json::to_string_pretty(state).map_err(|e| bad(e.to_string()))?;
    crate::write_atomically(path, text.as_bytes())
        .map_err(|e| bad(format!("cannot write: {e}")))?;
    tracing::info!(
        path = %path.display(),
        attempts = state.attempts,
        bytes = text.len(),
        "saved mid-plan search state"
    );
    Ok(text.len())
}

/// What a local search found: the best plan, the final state, and warnings for the user
/// (a state file that was ignored, and why).
#[derive(Clone, Debug)]
pub struct SearchOutcome {
    /// The best plan found (the start if nothing improved).
    pub best: Finalist,
    /// The final state (as saved).
    pub state: SearchState,
    /// Warnings: a state file ignored (another input, target, tile count or version; not a
    /// state; an incumbent that no longer re-plans to its saved cycles).
    pub warnings: Vec<String>,
}

/// The saved state at `path` if it belongs to this search and still holds, else why not
/// (the caller warns and searches afresh).
fn resume(
    target: &Target,
    program: &Program,
    tiles: u32,
    fp: &str,
    path: &Path,
    scheduler: &dyn PhaseScheduler,
    cache: &mut BTreeMap<Vec<u8>, ScheduledPhase>,
) -> Result<Result<Option<(SearchState, Finalist)>, String>, PlanError> {
    let saved = match load(path)? {
        Loaded::Absent => return Ok(Ok(None)),
        Loaded::Unusable(why) => return Ok(Err(why)),
        Loaded::State(s) => s,
    };
    if saved.fingerprint != fp {
        return Ok(Err(format!(
            "it is for workload '{}' with another program, target, tile count or compiler version",
            saved.workload
        )));
    }
    tracing::info!(path = %path.display(), attempts = saved.attempts, "loaded mid-plan search state");
    let mut f = match build(target, program, tiles, &saved.choices) {
        Ok(f) => f,
        Err(e) => return Ok(Err(format!("its incumbent no longer plans: {e}"))),
    };
    for (k, s) in schedule_cached(target, &mut f, scheduler, cache)? {
        cache.insert(k, s);
    }
    let resumed = f.cycles();
    tracing::info!(
        cycles = resumed,
        resuming = true,
        "validated search incumbent"
    );
    if resumed != saved.cycles {
        return Ok(Err(format!(
            "its incumbent re-plans to {resumed} cycles, not the saved {} (other scheduler options?)",
            saved.cycles
        )));
    }
    Ok(Ok(Some((saved, f))))
}

/// Improves `start` (a scheduled finalist) by local search (module doc), resuming from
/// `state_path` when it holds a state of this search and saving to `save_path` (else
/// `state_path`) when given.
///
/// # Errors
/// A state file that cannot be read (other than absent) or written; scheduling errors. A
/// file that is not a state of this search is no error: a warning in the outcome, and a
/// fresh search.
pub fn local_search(
    target: &Target,
    program: &Program,
    start: Finalist,
    scheduler: &dyn PhaseScheduler,
    options: &SearchOptions,
    state_path: Option<&Path>,
    save_path: Option<&Path>,
) -> Result<SearchOutcome, PlanError> {
    let save_path = save_path.or(state_path);
    let fp = fingerprint(program, target, options.tiles);
    let mut cache: BTreeMap<Vec<u8>, ScheduledPhase> = BTreeMap::new();
    let mut warnings = Vec::new();
    let mut incumbent = start;
    let mut state = SearchState {
        version: STATE_VERSION,
        workload: program.name.clone(),
        fingerprint: fp.clone(),
        choices: incumbent.choices.clone(),
        cycles: incumbent.cycles(),
        attempts: 0,
        tried: Vec::new(),
        accepted: Vec::new(),
    };
    if let Some(path) = state_path {
        match resume(
            target,
            program,
            options.tiles,
            &fp,
            path,
            scheduler,
            &mut cache,
        )? {
            Ok(Some((saved, f))) => {
                if f.cycles() <= incumbent.cycles() {
                    incumbent = f;
                }
                state = SearchState {
                    choices: incumbent.choices.clone(),
                    cycles: incumbent.cycles(),
                    ..saved
                };
            }
            Ok(None) => {}
            Err(why) => {
                let w = format!(
                    "ignoring the search state '{}': {why}; searching afresh",
                    path.display()
                );
                warnings.push(w);
            }
        }
    }
    if let Some(path) = save_path {
        save(path, &state)?;
    }
    let budget_end = state.attempts + options.attempts;
    let parent = tracing::Span::current();
    let start_cycles = incumbent.cycles();
    let mut counts = Counts::default();
    'outer: while state.attempts < budget_end {
        let tried: std::collections::BTreeSet<String> = state.tried.iter().cloned().collect();
        let moves: Vec<Move> = neighbours(target, program, &incumbent.choices, options.tiles)
            .into_iter()
            .filter(|m| !tried.contains(&m.what))
            .collect();
        if moves.is_empty() {
            break;
        }
        for batch in moves.chunks(options.batch.max(1)) {
            let take = batch.len().min(budget_end - state.attempts);
            if take == 0 {
                break 'outer;
            }
            let batch = &batch[..take];
            tracing::info!(
                candidates = batch.len(),
                threads = rayon::current_num_threads(),
                "evaluating ordered local candidates concurrently"
            );
            let first_attempt = state.attempts + 1;
            let before = incumbent.cycles();
            let results: Vec<Result<(Finalist, Fresh), Rejected>> = batch
                .par_iter()
                .enumerate()
                .map(|(j, m)| {
                    let span = tracing::info_span!(parent: &parent, "local_candidate", attempt = first_attempt + j);
                    let _in = span.enter();
                    let mut f = match build(target, program, options.tiles, &m.choices) {
                        Ok(f) => f,
                        Err(e) => {
                            tracing::info!(change = %m.what, reason = %e, "local candidate does not plan");
                            return Err(Rejected::NoPlan);
                        }
                    };
                    // No schedule beats its phases' lower bounds: a candidate whose analytic
                    // cost (the same compute and syncs, exchange at lower bounds) is not
                    // below the incumbent's scheduled cycles cannot improve; not scheduled.
                    if f.analytic.total() >= before {
                        tracing::info!(
                            modelled_cycles = f.analytic.total(),
                            incumbent_cycles = before,
                            change = %m.what,
                            "modelled local candidate cannot improve"
                        );
                        return Err(Rejected::Modelled);
                    }
                    let fresh = schedule_cached(target, &mut f, scheduler, &cache)
                        .map_err(|_| Rejected::NoPlan)?;
                    let c = f.refined.as_ref().unwrap_or(&f.analytic);
                    tracing::info!(
                        final_cycles = c.total(),
                        final_exchange = c.exchange_cycles,
                        change = %m.what,
                        "costed final placed program"
                    );
                    Ok((f, fresh))
                })
                .collect();
            state.attempts += batch.len();
            let mut best: Option<(usize, Finalist)> = None;
            for (j, r) in results.into_iter().enumerate() {
                let (f, fresh) = match r {
                    Ok(x) => x,
                    Err(Rejected::NoPlan) => {
                        counts.unplanned += 1;
                        continue;
                    }
                    Err(Rejected::Modelled) => {
                        counts.modelled += 1;
                        continue;
                    }
                };
                counts.scheduled += 1;
                for (k, s) in fresh {
                    cache.entry(k).or_insert(s);
                }
                let c = f.cycles();
                if c < before && best.as_ref().is_none_or(|(_, b)| c < b.cycles()) {
                    best = Some((j, f));
                }
            }
            let Some((j, f)) = best else {
                state.tried.extend(batch.iter().map(|m| m.what.clone()));
                continue;
            };
            let after = f.cycles();
            let m = &batch[j];
            log_accepted(first_attempt + j, before, after, m);
            state.accepted.push(AcceptedStep {
                attempt: first_attempt + j,
                before,
                after,
                change: m.what.clone(),
            });
            incumbent = f;
            state.choices = incumbent.choices.clone();
            state.cycles = after;
            state.tried.clear();
            if let Some(path) = save_path {
                save(path, &state)?;
            }
            // A new incumbent: a new neighbourhood.
            continue 'outer;
        }
    }
    if let Some(path) = save_path {
        save(path, &state)?;
    }
    tracing::info!(
        before = start_cycles,
        after = incumbent.cycles(),
        attempts = counts.unplanned + counts.modelled + counts.scheduled,
        scheduled = counts.scheduled,
        modelled = counts.modelled,
        unplanned = counts.unplanned,
        "finished local layout search"
    );
    Ok(SearchOutcome {
        best: incumbent,
        state,
        warnings,
    })
}

/// Why a local candidate was not scheduled.
#[derive(Clone, Copy, Debug)]
enum Rejected {
    /// It does not plan (a plan that does not apply, memory) or schedule.
    NoPlan,
    /// Its analytic cost already reaches the incumbent's cycles.
    Modelled,
}

/// Candidates of one run, by outcome (`finished local layout search`).
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    scheduled: usize,
    modelled: usize,
    unplanned: usize,
}

/// Logs an accepted move as the seeds do: `accepted tile mapping improvement before after`
/// for a tile mapping, else `accepted local layout improvement attempt before after
/// changed_operations changed_casts opened_boundaries` (operation indices in program order;
/// a cast as (operation, 1 before the exchange | 0 after); fusion boundaries are not
/// searched, so `opened_boundaries` is empty).
fn log_accepted(attempt: usize, before: u64, after: u64, m: &Move) {
    let cast = match &m.choices[m.op] {
        OpPlan::Matmul(p) => u8::from(p.cast_at_source),
        _ => 0,
    };
    match m.kind {
        MoveKind::TileMapping => {
            tracing::info!(
                attempt,
                before,
                after,
                change = %m.what,
                "accepted tile mapping improvement"
            );
        }
        MoveKind::Cast | MoveKind::Operation => {
            let ops: Vec<usize> = (m.kind == MoveKind::Operation)
                .then_some(m.op)
                .into_iter()
                .collect();
            let casts: Vec<(usize, u8)> = (m.kind == MoveKind::Cast)
                .then_some((m.op, cast))
                .into_iter()
                .collect();
            tracing::info!(
                attempt,
                before,
                after,
                changed_operations = ?ops,
                changed_casts = ?casts,
                opened_boundaries = ?Vec::<usize>::new(),
                change = %m.what,
                "accepted local layout improvement"
            );
        }
    }
}
