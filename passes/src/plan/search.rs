//! Local layout search: improve the selected plan one change at a time, keeping a change
//! only if the program's *scheduled* cycles drop (the reference system's "accepted local
//! layout improvement" step, seeds `002_*.txt`).
//!
//! # Moves
//!
//! For every matmul, in program order, the neighbours of its plan: one more or one fewer
//! row, column or contracted-dimension block; f16 ↔ f32 partials; the cast order of folded
//! operand casts (before or after the exchange); AMP-ordered or row-major products; the tile
//! mapping rotated. A candidate is the whole program re-planned with one move applied (the
//! other operations keep their plans), finished (memory checked) and scheduled.
//!
//! # Procedure
//!
//! Candidates are evaluated in batches of `batch` at a time in parallel (`rayon`); the best
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

/// A stable fingerprint (FNV-1a, hex) of the program, target name and tile count.
pub fn fingerprint(program: &Program, target: &Target, tiles: u32) -> String {
    let text = serde_json::to_string(program).unwrap_or_default();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text
        .bytes()
        .chain(target.name.bytes())
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
    let bases = f.planned.provisional_bases();
    let mut fresh = Vec::new();
    let mut refined = f.analytic.clone();
    let mut schedules = Vec::new();
    let mut p = 0;
    for step in &f.planned.steps {
        if let super::planned::Step::Exchange(phase) = &**step {
            let ts = f
                .planned
                .phase_transfers_addressed(&target.exchange, phase, &bases)?;
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

/// The neighbouring plans of `choices` (module doc), as (description, choices), in a fixed
/// order.
pub fn neighbours(program: &Program, choices: &[OpPlan], tiles: u32) -> Vec<(String, Vec<OpPlan>)> {
    let mut out = Vec::new();
    for (i, (op, plan)) in program.ops.iter().zip(choices).enumerate() {
        let OpPlan::Matmul(p) = plan else { continue };
        let casts = matches!(
            &op.kind,
            super::program::OpKind::FusedMatmul { lhs_cast, rhs_cast, .. } if lhs_cast.is_some() || rhs_cast.is_some()
        );
        let mut moves: Vec<(String, super::matmul::MatmulPlan)> = Vec::new();
        let mut with = |what: String, f: &dyn Fn(&mut super::matmul::MatmulPlan)| {
            let mut q = p.clone();
            f(&mut q);
            if q != *p {
                moves.push((what, q));
            }
        };
        if casts {
            with(format!("{}: cast order", op.name), &|q| {
                q.cast_at_source = !q.cast_at_source
            });
        }
        // Row or contracted-dimension blocks ± 1, column blocks refitted to the tiles.
        let fit = |q: &mut super::matmul::MatmulPlan| {
            q.pn = (tiles / (q.pm * q.pk).max(1)).max(1);
        };
        with(format!("{}: m+1", op.name), &|q| {
            q.pm += 1;
            fit(q)
        });
        with(format!("{}: m-1", op.name), &|q| {
            q.pm = q.pm.saturating_sub(1).max(1);
            fit(q)
        });
        with(format!("{}: k+1", op.name), &|q| {
            q.pk += 1;
            fit(q)
        });
        with(format!("{}: k-1", op.name), &|q| {
            q.pk = q.pk.saturating_sub(1).max(1);
            fit(q)
        });
        with(format!("{}: n-1", op.name), &|q| {
            q.pn = q.pn.saturating_sub(1).max(1)
        });
        with(format!("{}: partials", op.name), &|q| {
            q.partials = if q.partials == super::layout::Elt::F16 {
                super::layout::Elt::F32
            } else {
                super::layout::Elt::F16
            }
        });
        with(format!("{}: product order", op.name), &|q| {
            q.out_amp = !q.out_amp
        });
        with(format!("{}: tile mapping", op.name), &|q| q.rotate += 2);
        for (what, q) in moves {
            let mut c = choices.to_vec();
            c[i] = OpPlan::Matmul(q);
            out.push((what, c));
        }
    }
    out
}

fn load(path: &Path) -> Result<Option<SearchState>, PlanError> {
    let bad = |m: String| PlanError::SearchState {
        path: path.display().to_string(),
        message: m,
    };
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let s: SearchState =
                serde_json::from_str(&text).map_err(|e| bad(format!("not a search state: {e}")))?;
            if s.version != STATE_VERSION {
                return Err(bad(format!(
                    "format version {} (expected {STATE_VERSION})",
                    s.version
                )));
            }
            Ok(Some(s))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(bad(format!("cannot read: {e}"))),
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

/// Improves `start` (a scheduled finalist) by local search (module doc), resuming from and
/// saving to `state_path` when given. Returns the best plan found and the final state.
pub fn local_search(
    target: &Target,
    program: &Program,
    start: Finalist,
    scheduler: &dyn PhaseScheduler,
    options: &SearchOptions,
    state_path: Option<&Path>,
) -> Result<(Finalist, SearchState), PlanError> {
    let fp = fingerprint(program, target, options.tiles);
    let mut cache: BTreeMap<Vec<u8>, ScheduledPhase> = BTreeMap::new();
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
    if let Some(path) = state_path
        && let Some(saved) = load(path)?
    {
        if saved.fingerprint != fp {
            return Err(PlanError::SearchState {
                path: path.display().to_string(),
                message: format!(
                    "the state is for workload '{}' with another program, target or tile count",
                    saved.workload
                ),
            });
        }
        tracing::info!(path = %path.display(), attempts = saved.attempts, "loaded mid-plan search state");
        let mut f = build(target, program, options.tiles, &saved.choices)?;
        for (k, s) in schedule_cached(target, &mut f, scheduler, &cache)? {
            cache.insert(k, s);
        }
        let resumed = f.cycles();
        tracing::info!(
            cycles = resumed,
            resuming = true,
            "validated search incumbent"
        );
        if resumed != saved.cycles {
            return Err(PlanError::SearchState {
                path: path.display().to_string(),
                message: format!(
                    "the saved incumbent re-plans to {resumed} cycles, not the saved {}",
                    saved.cycles
                ),
            });
        }
        if resumed <= incumbent.cycles() {
            incumbent = f;
        }
        state = SearchState {
            choices: incumbent.choices.clone(),
            cycles: incumbent.cycles(),
            ..saved
        };
    } else if let Some(path) = state_path {
        save(path, &state)?;
    }
    let budget_end = state.attempts + options.attempts;
    loop {
        let tried: std::collections::BTreeSet<&str> =
            state.tried.iter().map(String::as_str).collect();
        let moves: Vec<(String, Vec<OpPlan>)> =
            neighbours(program, &incumbent.choices, options.tiles)
                .into_iter()
                .filter(|(w, _)| !tried.contains(w.as_str()))
                .collect();
        if moves.is_empty() || state.attempts >= budget_end {
            break;
        }
        let take = options
            .batch
            .max(1)
            .min(budget_end - state.attempts)
            .min(moves.len());
        let batch = &moves[..take];
        tracing::info!(
            candidates = batch.len(),
            threads = rayon::current_num_threads(),
            "evaluating ordered local candidates concurrently"
        );
        let results: Vec<Option<(Finalist, Fresh)>> = batch
            .par_iter()
            .map(|(_, choices)| {
                let mut f = build(target, program, options.tiles, choices).ok()?;
                let fresh = schedule_cached(target, &mut f, scheduler, &cache).ok()?;
                Some((f, fresh))
            })
            .collect();
        let first_attempt = state.attempts + 1;
        state.attempts += batch.len();
        let before = incumbent.cycles();
        let mut best: Option<(usize, Finalist)> = None;
        for (i, r) in results.into_iter().enumerate() {
            let Some((f, fresh)) = r else { continue };
            for (k, s) in fresh {
                cache.entry(k).or_insert(s);
            }
            let c = f.cycles();
            if c < before && best.as_ref().is_none_or(|(_, b)| c < b.cycles()) {
                best = Some((i, f));
            }
        }
        match best {
            Some((i, f)) => {
                let after = f.cycles();
                let change = batch[i].0.clone();
                tracing::info!(
                    attempt = first_attempt + i,
                    before,
                    after,
                    change = %change,
                    "accepted local layout improvement"
                );
                state.accepted.push(AcceptedStep {
                    attempt: first_attempt + i,
                    before,
                    after,
                    change,
                });
                incumbent = f;
                state.choices = incumbent.choices.clone();
                state.cycles = after;
                state.tried.clear();
                if let Some(path) = state_path {
                    save(path, &state)?;
                }
            }
            None => state.tried.extend(batch.iter().map(|(w, _)| w.clone())),
        }
    }
    if let Some(path) = state_path {
        save(path, &state)?;
    }
    Ok((incumbent, state))
}
