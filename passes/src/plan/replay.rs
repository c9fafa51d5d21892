//! Replaying chosen plans: rebuild the planned program from one plan per operation (as
//! [`super::search::build`] does) while recording what the lowering passes show of it —
//! which steps each operation produced, which buffer each operation read each operand
//! from, and which buffer holds each program value. `plan-operators` records the plans,
//! `lower-to-tiled` and `lower-to-exchange` replay them: the planner is deterministic, so a
//! replay gives the plan the search selected.

use std::ops::Range;

use ipu_device::Target;

use super::PlanError;
use super::builder::{Builder, GivenLayouts, Read, ValueState};
use super::layout::Layout;
use super::ops::{self, OpPlan};
use super::planned::{PlanCost, Step};
use super::planner::Finalist;
use super::program::Program;
use super::redistribute::BufferId;

/// A replayed plan.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The planned program and its analytic cost.
    pub finalist: Finalist,
    /// Per operation, the steps flushed while it was applied (its operands' exchange phase
    /// and its compute sets); the phase flushed at the end (outputs) goes to the last one.
    pub op_steps: Vec<Range<usize>>,
    /// Per operation, the buffers it was handed its operand values in, in order.
    pub op_reads: Vec<Vec<Read>>,
    /// Per program value, the buffer holding it as its producer (or the host) wrote it;
    /// `None` for views and unused inputs.
    pub homes: Vec<Option<BufferId>>,
}

/// The estimates of one operation: what its steps cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpEstimate {
    /// Its compute sets, exchange phases and their syncs, cycles.
    pub cycles: u64,
    /// Its exchange phases, cycles.
    pub exchange_cycles: u64,
    /// The most standard (non-interleaved) bytes live on any tile during its steps.
    pub peak_standard_bytes: u64,
    /// The same for interleaved memory.
    pub peak_interleaved_bytes: u64,
}

/// Replays `choices` (one plan per operation of `program`) on the first `tiles` tiles.
/// Errors as [`super::search::build`]: a plan that does not apply, or a program that does not
/// fit.
pub fn replay(
    target: &Target,
    program: &Program,
    tiles: u32,
    choices: &[OpPlan],
) -> Result<Replay, PlanError> {
    apply_plans(target, program, tiles, choices, None).map_err(|(_, e)| e)
}

/// Applies `choices` (one plan per operation of `program`) on the first `tiles` tiles, with
/// the layouts `given` states honoured (a tiled function's argument, rearrange and result
/// layouts: [`GivenLayouts`]); without `given`, the plans choose every layout, as the
/// planner did. Errors as [`replay`], with the index of the operation whose plan or stated
/// layouts failed (`None`: the program as a whole, e.g. its memory).
pub fn apply_plans(
    target: &Target,
    program: &Program,
    tiles: u32,
    choices: &[OpPlan],
    given: Option<GivenLayouts>,
) -> Result<Replay, (Option<usize>, PlanError)> {
    program
        .verify()
        .map_err(|m| (None, PlanError::Program(m)))?;
    if choices.len() != program.ops.len() {
        return Err((
            None,
            PlanError::Internal(format!(
                "{} plans for {} operations",
                choices.len(),
                program.ops.len()
            )),
        ));
    }
    let tiles = if tiles == 0 {
        target.tiles
    } else {
        tiles.min(target.tiles)
    };
    let mut b = Builder::new(target, program, tiles);
    let results = given
        .as_ref()
        .map(|g| g.results.clone())
        .unwrap_or_default();
    b.given = given.map(std::sync::Arc::new);
    let mut op_steps = Vec::with_capacity(choices.len());
    let mut op_reads = Vec::with_capacity(choices.len());
    for (i, (op, plan)) in program.ops.iter().zip(choices).enumerate() {
        let (s0, r0) = (b.planned.steps.len(), b.reads.len());
        let at = |e: PlanError| (Some(i), e);
        if let (OpPlan::Follow { follow }, true) = (plan, b.given.is_some())
            && let Some(&u) = op.operands.get(usize::from(*follow))
        {
            // The followed operand is where the IR says, even if nothing placed it yet.
            b.place_given(u).map_err(at)?;
        }
        // Operands handed over in another layout than the plan reads them in: which
        // `require` of each is the read shows in a dry run (the last one; earlier ones place
        // a program input where the host writes it).
        let handed = b
            .given
            .as_ref()
            .and_then(|g| g.reads.get(i))
            .cloned()
            .unwrap_or_default();
        if !handed.is_empty() {
            let mut dry = b.clone();
            dry.given = None;
            dry.requests = Some(Vec::new());
            let requests = match ops::apply(&mut dry, op, plan) {
                Ok(()) => dry.requests.take().unwrap_or_default(),
                Err(_) => Vec::new(),
            };
            let mut reading = Vec::new();
            for (v, l) in handed {
                let calls: Vec<&Layout> = requests
                    .iter()
                    .filter(|(u, _)| *u == v)
                    .map(|(_, l)| l)
                    .collect();
                if let Some(last) = calls.last()
                    && !last.same_placement(&l)
                {
                    reading.push((v, l, calls.len() as u32));
                }
            }
            b.set_reading(reading);
        }
        ops::apply(&mut b, op, plan).map_err(at)?;
        b.set_reading(Vec::new());
        // A result stated in another layout than its plan writes: moved there by the next
        // phase, and read from there.
        if let Some(Some(want)) = results.get(i)
            && let Some((buf, _)) = b.placed(op.result)
            && !b.planned.buffer(buf).layout.same_placement(want)
        {
            let moved = b.require(op.result, want.clone(), None).map_err(at)?;
            b.reads.pop();
            b.set_value(op.result, moved);
        }
        if b.given.is_some() {
            // The exchanges this operation asked for, checked now (not when a later
            // operation flushes them), so an error names it.
            b.cycles_so_far().map_err(at)?;
        }
        op_steps.push(s0..b.planned.steps.len());
        op_reads.push(b.reads[r0..].to_vec());
    }
    let mut homes: Vec<Option<BufferId>> = b
        .values
        .iter()
        .map(|s| match s {
            ValueState::Placed { buffer, .. } => Some(*buffer),
            _ => None,
        })
        .collect();
    // Outputs the IR hands to the host in another layout.
    let outputs = b
        .given
        .as_ref()
        .map(|g| g.outputs.clone())
        .unwrap_or_default();
    for (v, want) in outputs {
        let same = b
            .placed(v)
            .is_some_and(|(buf, _)| b.planned.buffer(buf).layout.same_placement(&want));
        if !same {
            let moved = b.require(v, want, None).map_err(|e| (None, e))?;
            b.reads.pop();
            b.set_value(v, moved);
        }
    }
    let before = b.planned.steps.len();
    let (planned, analytic) = b.finish().map_err(|e| (None, e))?;
    if let Some(last) = op_steps.last_mut() {
        last.end = last.end.max(planned.steps.len());
    } else if planned.steps.len() > before {
        return Err((
            None,
            PlanError::Internal("steps without an operation to own them".into()),
        ));
    }
    // Outputs placed by `finish` (unused inputs returned as outputs).
    for o in &planned.outputs {
        let v = o.value.0 as usize;
        if homes[v].is_none() && planned.buffer(o.buffer).value == Some(o.value) {
            homes[v] = Some(o.buffer);
        }
    }
    Ok(Replay {
        finalist: Finalist {
            choices: choices.to_vec(),
            planned,
            analytic,
            refined: None,
            schedules: Vec::new(),
        },
        op_steps,
        op_reads,
        homes,
    })
}

impl Replay {
    /// Per operation, its estimates under `cost` (the analytic cost, or the refined one with
    /// scheduled horizons): the cycles of its steps (each phase with its sync) and the peak
    /// bytes live during them.
    pub fn op_estimates(&self, target: &Target, cost: &PlanCost) -> Vec<OpEstimate> {
        let planned = &self.finalist.planned;
        let peaks = planned.step_peaks(target);
        // Step index -> (compute set index or phase index).
        let mut which = Vec::with_capacity(planned.steps.len());
        let (mut c, mut p) = (0usize, 0usize);
        for s in &planned.steps {
            match &**s {
                Step::Compute(_) => {
                    which.push((true, c));
                    c += 1;
                }
                Step::Exchange(_) => {
                    which.push((false, p));
                    p += 1;
                }
            }
        }
        let sync = u64::from(target.sync_cycles);
        self.op_steps
            .iter()
            .map(|range| {
                let mut e = OpEstimate::default();
                for s in range.clone() {
                    let (compute, i) = which[s];
                    if compute {
                        e.cycles += cost.compute_sets.get(i).map_or(0, |x| x.cycles);
                    } else {
                        let x = cost.phases.get(i).map_or(0, |x| x.cycles());
                        e.cycles += x + sync;
                        e.exchange_cycles += x;
                    }
                    e.peak_standard_bytes = e.peak_standard_bytes.max(peaks[s][0]);
                    e.peak_interleaved_bytes = e.peak_interleaved_bytes.max(peaks[s][1]);
                }
                e
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::planner::{self, LowerBoundEstimate, PlannerOptions};

    #[test]
    fn replay_gives_the_selected_plan_and_splits_its_cost_over_operations() {
        let target = Target::resolve("ipu21").unwrap_or_else(|e| panic!("{e}"));
        let program = Program::mlp("mlp", 64, 128, 256, true);
        let options = PlannerOptions {
            tiles: 16,
            ..PlannerOptions::default()
        };
        let sel = planner::plan_program(&target, &program, &options, &LowerBoundEstimate)
            .unwrap_or_else(|e| panic!("{e}"));
        let r =
            replay(&target, &program, 16, &sel.selected.choices).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.finalist.analytic, sel.selected.analytic);
        assert_eq!(r.op_steps.len(), program.ops.len());
        // The ranges tile the steps.
        assert_eq!(r.op_steps[0].start, 0);
        assert_eq!(
            r.op_steps.last().map(|x| x.end),
            Some(r.finalist.planned.steps.len())
        );
        for w in r.op_steps.windows(2) {
            assert_eq!(w[0].end, w[1].start);
        }
        // Per-op cycles sum to the program's.
        let est = r.op_estimates(&target, &r.finalist.analytic);
        let total: u64 = est.iter().map(|e| e.cycles).sum();
        assert_eq!(total, r.finalist.analytic.total());
        let peak = est.iter().map(|e| e.peak_standard_bytes).max();
        assert!(peak <= Some(r.finalist.analytic.memory.peak_standard_bytes));
        // Every input and op result has a home; each op read its matmul operands.
        for (v, h) in r.homes.iter().enumerate() {
            assert!(h.is_some(), "value {v} has no buffer");
        }
        for (i, reads) in r.op_reads.iter().enumerate() {
            for &o in &program.ops[i].operands {
                assert!(reads.iter().any(|x| x.value == o), "op {i} operand {o}");
            }
        }
    }
}
