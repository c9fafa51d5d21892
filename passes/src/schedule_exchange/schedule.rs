//! The scheduler's driver: builds each kind's candidate, repairs, selects, reports.

use std::time::Instant;

use tracing::{info, warn};

use super::device::{self, ExchangeModel, TransferShape};
use super::engine::{Chunk, Engine};
use super::fabric::Fabric;
use super::improve;
use super::instructions;
use super::jobs::JobSet;
use super::plan::{self, Piece};
use super::sequence::{Scratch, SequenceEngine, SpanMoves};
use super::types::{
    KindOption, PhaseSchedule, Result, ScheduleError, ScheduleKind, ScheduleOptions, ScheduleStats,
    ScheduledChunk, Transfer,
};
use super::validate::validate;
use super::windows;
use super::{arrival, bounds, driven, order, parts, repair, split};

/// Jobs above which `auto` builds no placement-engine candidate (full duplex, group priority)
/// when matching waves apply: that engine's search and repairs cost seconds on large phases.
pub const AUTO_SECOND_CANDIDATE_LIMIT: usize = 30_000;

/// A plan: the pieces of a phase in realisation order.
type PlanFn = fn(&Engine<'_>) -> Vec<Piece>;

/// The exchange scheduler for one target (caches the device model's numbers).
#[derive(Debug, Clone)]
pub struct Scheduler {
    fabric: Fabric,
}

/// One built candidate.
struct Candidate {
    /// The live chunks.
    chunks: Vec<Chunk>,
    /// Cycle after the last word arrives.
    horizon: u64,
    kind: ScheduleKind,
    initial_horizon: u64,
    improvements: u64,
    repairs: u64,
    time_limit_hit: bool,
    /// The phase it was built on.
    source: Source,
}

/// The phase a candidate was built on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// The input phase.
    Input,
    /// The phase with multicasts split by `split.rs`.
    Split,
    /// The receiver-driven plan's parts (`driven.rs`).
    Driven,
}

impl Scheduler {
    /// A scheduler for the target `model` describes.
    pub fn new(model: &ExchangeModel) -> Self {
        Self {
            fabric: Fabric::new(model),
        }
    }

    /// Tiles of the target.
    pub fn tiles(&self) -> u32 {
        self.fabric.tiles
    }

    /// The device model.
    pub fn model(&self) -> &ExchangeModel {
        self.fabric.model()
    }

    /// Schedules one phase.
    ///
    /// Errors: the first input error (see [`super::validate`] for all of them), or
    /// [`ScheduleError::Internal`] if no valid schedule could be built (our bug).
    pub fn schedule(
        &self,
        transfers: &[Transfer],
        options: &ScheduleOptions,
    ) -> Result<PhaseSchedule> {
        if let Err(mut errors) = validate(transfers, self.fabric.tiles) {
            return Err(errors.swap_remove(0));
        }
        let mut meter = Meter::new(options.time_limit_ms);
        let jobs = JobSet::new(&self.fabric, transfers);
        let mut stats = ScheduleStats {
            transfers: transfers.len() as u64,
            words: jobs.jobs.iter().map(|j| u64::from(j.words)).sum(),
            maximum_identical_destinations: u64::from(jobs.max_fanout()),
            paired_candidates: jobs.jobs.iter().filter(|j| j.pairable).count() as u64,
            ..ScheduleStats::default()
        };
        let bound = device::endpoint_lower_bound(
            self.fabric.model(),
            jobs.jobs.iter().enumerate().map(|(j, job)| TransferShape {
                src: job.src,
                dst: jobs.receivers(j),
                words: job.words,
            }),
        );
        stats.endpoint_lower_bound = bound.words_only;
        stats.instruction_lower_bound = bound.with_instructions;
        stats.latency_lower_bound = bounds::latency_lower_bound(&self.fabric, &jobs, transfers);
        let paired = device::endpoint_lower_bound_paired(
            self.fabric.model(),
            jobs.jobs.iter().enumerate().map(|(j, job)| TransferShape {
                src: job.src,
                dst: jobs.receivers(j),
                words: job.words,
            }),
        );
        stats.paired_lower_bound = paired.words_only;
        stats.paired_instruction_lower_bound = paired.with_instructions;
        info!(
            transfers = stats.transfers,
            maximum_identical_destinations = stats.maximum_identical_destinations,
            "prepared large physical exchange phase"
        );
        if jobs.jobs.is_empty() {
            return Ok(PhaseSchedule {
                chunks: Vec::new(),
                horizon: 0,
                endpoint_lower_bound: 0,
                lower_bound_gap: 0,
                kind: ScheduleKind::FullDuplex,
                stats,
            });
        }

        // Where senders have slack for it, candidates on the phase with multicasts split
        // first (`split.rs`: the bounds above are the input phase's); then, unless those are
        // within `SPLIT_SKIP_PERCENT` of the bound or the work budget is spent, on the input
        // phase. The shorter is kept (measured on the families at 1,000 transfers: splitting
        // pays on random and strided destination sets, the input phase's group-parts and
        // paired candidates on contiguous sets and whole pairs).
        // The bound every kind's schedule obeys (a paired one may beat the ordinary bound).
        let split_bound = if stats.paired_lower_bound > 0 {
            stats
                .paired_lower_bound
                .max(stats.paired_instruction_lower_bound)
        } else {
            stats
                .endpoint_lower_bound
                .max(stats.instruction_lower_bound)
        }
        .max(stats.latency_lower_bound);
        // First, where some transfer is a multicast, the receiver-driven candidate
        // (`driven.rs`): one pass of a simulation and of the sequence engine, so cheap that it
        // is always built; every later candidate may then be abandoned when the time limit's
        // work budget runs out, and the phase still ends with a valid schedule.
        let mut best: Option<Candidate> = None;
        let mut driven_phase = None;
        // Where some job can go 64-bit, the plan is built twice: every such job 32-bit, then
        // every such job 64-bit (its destination pairs one reception each, its sender's pair
        // both buses); the shorter is kept.
        let driven_modes: &[bool] = if stats.paired_candidates > 0 {
            &[false, true]
        } else {
            &[false]
        };
        for &wide in driven_modes {
            if options.kind != KindOption::Auto || jobs.is_unicast() {
                break;
            }
            let plan = driven::plan(&self.fabric, &jobs, transfers, split_bound, wide);
            meter.charge(plan.work);
            let mut parted =
                JobSet::with_parts(&self.fabric, &plan.split.transfers, Some(&plan.split.part));
            // Only the parts planned 64-bit go 64-bit.
            for job in &mut parted.jobs {
                let members = &parted.members[job.members.start as usize..job.members.end as usize];
                job.pairable &= members.iter().all(|&m| plan.split.whole_pairs[m as usize]);
            }
            let mut job_of = vec![0u32; plan.split.transfers.len()];
            for (j, job) in parted.jobs.iter().enumerate() {
                for &m in &parted.members[job.members.start as usize..job.members.end as usize] {
                    job_of[m as usize] = j as u32;
                }
            }
            let mut placed = vec![false; parted.jobs.len()];
            let pieces: Vec<Piece> = plan
                .sends
                .iter()
                .filter_map(|&(first, planned)| {
                    let j = job_of[first as usize];
                    let fresh = !std::mem::replace(&mut placed[j as usize], true);
                    // A piece spans cycles: half the words of a 64-bit job.
                    let job = &parted.jobs[j as usize];
                    fresh.then(|| Piece {
                        job: j,
                        from: 0,
                        to: if wide && job.pairable {
                            job.words.div_ceil(2)
                        } else {
                            job.words
                        },
                        planned,
                    })
                })
                .collect();
            let mut scratch = Scratch::default();
            let mut c = self.realise_sequence(
                &parted,
                &pieces,
                wide,
                RECEIVER_DRIVEN,
                &mut scratch,
                &mut meter,
            )?;
            c.source = Source::Driven;
            let shorter = best.as_ref().is_none_or(|b| c.horizon < b.horizon);
            offer(&mut best, &mut stats, c);
            if shorter {
                driven_phase = Some((plan.split, parted));
            }
        }
        let divided = if options.kind == KindOption::Auto {
            split::split(&self.fabric, &jobs, transfers, split_bound)
        } else {
            None
        };
        let mut split_jobs = None;
        if let Some(p) = &divided {
            let mut parted = JobSet::with_parts(&self.fabric, &p.transfers, Some(&p.part));
            for job in &mut parted.jobs {
                let members = &parted.members[job.members.start as usize..job.members.end as usize];
                job.pairable &= members.iter().all(|&m| p.whole_pairs[m as usize]);
            }
            // The split phase's candidates may spend half the work budget: the input
            // phase's keep the rest (a 14,400-transfer phase of fan-out 44 spent it all on a
            // split candidate at 8 times the bound, and its input phase then got only the
            // cheapest candidate, 2.8 times the bound).
            let mut half = Meter {
                budget: meter.left() / 2,
                spent: 0,
                hit: false,
            };
            let held = best.is_some();
            if let Some(mut c) = self.candidates(&parted, options, &mut stats, &mut half, held)? {
                c.source = Source::Split;
                best = Some(pick(best, c));
            }
            meter.charge(half.spent);
            meter.hit |= half.hit;
            split_jobs = Some(parted);
        }
        let split_enough = best.as_ref().is_some_and(|b| {
            u128::from(b.horizon) * 100 <= u128::from(split_bound) * u128::from(SPLIT_SKIP_PERCENT)
        });
        // A split candidate far above the bound (measured: 392 times it on a 20,000-transfer
        // phase of fan-out 1 to 128 whose repairs made every tile pessimistic) does not
        // stop the input phase's candidates, budget or not.
        let split_failed = best.as_ref().is_some_and(|b| {
            u128::from(b.horizon) * 100 > u128::from(split_bound) * u128::from(SPLIT_FAILED_PERCENT)
        });
        if best.is_none() || split_failed || !split_enough && !meter.exhausted() {
            let fallback = best.is_some();
            if let Some(c) = self.candidates(&jobs, options, &mut stats, &mut meter, fallback)? {
                best = Some(pick(best, c));
            }
        }
        let best = best.ok_or_else(|| ScheduleError::Internal {
            reason: "no candidate schedule".into(),
        })?;
        let horizon = best.horizon;
        stats.initial_horizon = best.initial_horizon;
        stats.selected_horizon = horizon;
        stats.neighborhood_improvements = best.improvements;
        stats.instruction_repairs = best.repairs;
        stats.time_limit_hit = meter.hit || best.time_limit_hit;
        stats.work_units = meter.spent;
        if stats.time_limit_hit {
            warn!(
                time_limit_ms = options.time_limit_ms,
                work_units = meter.spent,
                "exchange scheduling spent its time limit's work budget; kept the best valid schedule"
            );
        }
        let parted = match best.source {
            Source::Input => None,
            Source::Split => divided.as_ref().zip(split_jobs.as_ref()),
            Source::Driven => driven_phase.as_ref().map(|(p, j)| (p, j)),
        };
        let chunks = match parted {
            Some((p, parted)) => {
                let mut chunks = output_chunks(parted, &best.chunks, &p.transfers);
                for c in &mut chunks {
                    let (input, receivers) = &p.origin[c.transfer as usize];
                    c.transfer = *input;
                    c.receivers.clone_from(receivers);
                }
                chunks.sort_by(|a, b| {
                    (a.transfer, a.word_offset, &a.receivers).cmp(&(
                        b.transfer,
                        b.word_offset,
                        &b.receivers,
                    ))
                });
                chunks
            }
            None => output_chunks(&jobs, &best.chunks, transfers),
        };
        stats.chunks = chunks.len() as u64;
        let gap = horizon as i64 - stats.endpoint_lower_bound as i64;
        // The log names the bound of the selected kind, as the phase's attributes do: a paired
        // schedule is measured against the paired bound (the ordinary one does not hold for it).
        let logged_bound = if best.kind == ScheduleKind::Paired && stats.paired_lower_bound > 0 {
            stats.paired_lower_bound
        } else {
            stats.endpoint_lower_bound
        };
        info!(
            initial_horizon = stats.initial_horizon,
            selected_horizon = horizon,
            endpoint_lower_bound = logged_bound,
            lower_bound_gap = horizon as i64 - logged_bound as i64,
            selected_kind = best.kind.as_str(),
            neighborhood_improvements = stats.neighborhood_improvements,
            "optimized physical exchange schedule"
        );
        Ok(PhaseSchedule {
            chunks,
            horizon,
            endpoint_lower_bound: stats.endpoint_lower_bound,
            lower_bound_gap: gap,
            kind: best.kind,
            stats,
        })
    }

    /// Builds the candidates of `jobs` (see [`Self::schedule`]); `held`: a valid candidate
    /// is already held (so the placement engine's may be abandoned when the work budget runs
    /// out). Returns the shortest, if any.
    fn candidates(
        &self,
        jobs: &JobSet,
        options: &ScheduleOptions,
        stats: &mut ScheduleStats,
        meter: &mut Meter,
        held: bool,
    ) -> Result<Option<Candidate>> {
        let unicast = jobs.is_unicast();
        let small = jobs.jobs.len() <= AUTO_SECOND_CANDIDATE_LIMIT;
        let budget = u64::from(options.search_effort) * jobs.jobs.len() as u64;
        let colours: PlanFn = if unicast {
            plan::full_duplex
        } else {
            plan::group_priority
        };
        let ordinary_bound = stats.endpoint_lower_bound.max(stats.latency_lower_bound);
        let paired_bound = stats.paired_lower_bound.max(stats.latency_lower_bound);
        let near = |b: &Option<Candidate>, bound: u64| {
            b.as_ref()
                .is_some_and(|b| b.horizon <= bound + tolerance(bound))
        };
        let mut best: Option<Candidate> = None;
        // Once a valid candidate is held, a sequence-engine candidate is started only while
        // the work budget lasts (each is one pass, never abandoned half way).
        let spent =
            |best: &Option<Candidate>, meter: &Meter| (held || best.is_some()) && meter.exhausted();
        // The sequence engines' buffers, handed from candidate to candidate.
        let mut scratch = Scratch::default();
        // Short transfers that make instructions the limit: group send windows, first.
        let instruction_bound = stats.instruction_lower_bound.max(ordinary_bound);
        let windows_wanted = options.kind != KindOption::FullDuplex
            && windows::worth_trying(stats.endpoint_lower_bound, stats.instruction_lower_bound);
        let within_target = |best: &Option<Candidate>| {
            best.as_ref().is_some_and(|b| {
                u128::from(b.horizon) * 100
                    <= u128::from(instruction_bound) * u128::from(WINDOWS_ENOUGH_PERCENT)
            })
        };
        if windows_wanted {
            // Further counter phases only while the target is not met.
            for phase in windows::WINDOW_PHASES {
                if within_target(&best) || spent(&best, meter) {
                    break;
                }
                let Some(pieces) = windows::group_windows(&self.fabric, jobs, phase) else {
                    break;
                };
                let c = self.realise_sequence(
                    jobs,
                    &pieces,
                    false,
                    GROUP_WINDOWS,
                    &mut scratch,
                    meter,
                )?;
                offer(&mut best, stats, c);
            }
        }
        // The ordinary candidates: unicast, the matching-waves plan realised in arrival time
        // (exact about latency classes, `arrival.rs`), then in plan order unless the first is
        // near the bound; otherwise the matching waves in plan order. Skipped when the group
        // windows already came within `WINDOWS_ENOUGH_PERCENT` of the bound (the matching-waves
        // plan ignores instructions: on the bench's instruction-bound broadcasts it ends at
        // 1.9-2.1 times the bound).
        // Multicast whose instructions do not bind: the group-parts plan (exact about the
        // latency parts of the destination groups, `parts.rs`). Within
        // `PARTS_ENOUGH_PERCENT` of the bound it is kept and the matching-waves candidate
        // skipped; otherwise it is held and offered after the others (which keep ties).
        let mut parts_held = None;
        let mut parts_enough = false;
        if options.kind != KindOption::FullDuplex
            && !windows_wanted
            && !unicast
            && !spent(&best, meter)
            && let Some(pieces) = parts::group_parts(&self.fabric, jobs)
        {
            let c =
                self.realise_sequence(jobs, &pieces, false, GROUP_PARTS, &mut scratch, meter)?;
            parts_enough = u128::from(c.horizon) * 100
                <= u128::from(ordinary_bound) * u128::from(PARTS_ENOUGH_PERCENT);
            if parts_enough {
                offer(&mut best, stats, c);
            } else {
                parts_held = Some(c);
            }
        }
        let windows_enough = windows_wanted && within_target(&best) || parts_enough;
        let mut waves_built = false;
        if options.kind != KindOption::FullDuplex
            && !windows_enough
            && unicast
            && !spent(&best, meter)
            && let Some((arrival, in_order)) = arrival::arrival_pieces(&self.fabric, jobs)
        {
            let pieces = order::port_consistent(jobs, &arrival);
            let c = self.realise_sequence(jobs, &pieces, false, "arrival", &mut scratch, meter)?;
            offer(&mut best, stats, c);
            // Its last cycles repaired by ejection chains (`repair.rs`), where it is not near
            // the bound and its late pieces are one-word jobs. The sequence engine keeps each
            // port's order, which latencies differing by two cycles can make cyclic
            // (`order.rs`), so a plan may be realised longer: while the shortest plan is not
            // realised at its horizon another seed is tried (the bench's 50,933-transfer
            // transpose, seed 0: a plan of 245 cycles realised in 247; seeds 1 to 4: in 245),
            // then the last seed's longer plans.
            let mut last = Vec::new();
            for k in 0..REPAIR_SEEDS {
                if near(&best, ordinary_bound) || meter.exhausted() {
                    break;
                }
                let Some(mut plans) = repair::repair_tail(
                    jobs,
                    &arrival,
                    ordinary_bound,
                    options.seed.wrapping_add(k),
                ) else {
                    break;
                };
                let Some((plan, planned)) = plans.pop() else {
                    break;
                };
                let pieces = order::port_consistent(jobs, &plan);
                let c = self.realise_sequence(
                    jobs,
                    &pieces,
                    false,
                    ARRIVAL_REPAIRED,
                    &mut scratch,
                    meter,
                )?;
                let exact = c.horizon <= planned;
                offer(&mut best, stats, c);
                last = plans;
                if exact {
                    last.clear();
                    break;
                }
            }
            for (plan, planned) in last.iter().rev().take(REPAIRED_TRIES - 1) {
                if near(&best, ordinary_bound)
                    || meter.exhausted()
                    || best.as_ref().is_some_and(|b| b.horizon <= *planned)
                {
                    break;
                }
                let pieces = order::port_consistent(jobs, plan);
                let c = self.realise_sequence(
                    jobs,
                    &pieces,
                    false,
                    ARRIVAL_REPAIRED,
                    &mut scratch,
                    meter,
                )?;
                let exact = c.horizon <= *planned;
                offer(&mut best, stats, c);
                if exact {
                    break;
                }
            }
            if !near(&best, ordinary_bound) && !meter.exhausted() {
                let c = self.realise_sequence(
                    jobs,
                    &in_order,
                    false,
                    "matching waves",
                    &mut scratch,
                    meter,
                )?;
                offer(&mut best, stats, c);
            }
            waves_built = true;
        }
        if options.kind != KindOption::FullDuplex
            && !windows_enough
            && !waves_built
            && !spent(&best, meter)
            && let Some(c) = self.build_waves(jobs, false, &mut scratch, meter)?
        {
            offer(&mut best, stats, c);
        }
        // Multicast whose destination sets overlap (no group graph, so no waves) on phases of
        // more than `SEQUENCE_ONLY_RECEIVERS` receivers: the group priority order realised in
        // one pass by the sequence engine. The placement engine (below) fills holes and
        // searches, at a cost that grows with the receivers: it is built only when this
        // candidate is far from the bound.
        let many = jobs.dst.len() > SEQUENCE_ONLY_RECEIVERS;
        let mut sequenced = false;
        if best.is_none() && !unicast && many && options.kind != KindOption::FullDuplex {
            let engine = Engine::new(&self.fabric, jobs, true);
            let pieces = plan::group_priority(&engine);
            let c =
                self.realise_sequence(jobs, &pieces, false, "group priority", &mut scratch, meter)?;
            offer(&mut best, stats, c);
            sequenced = true;
        }
        let colouring_wanted = match options.kind {
            KindOption::FullDuplex => true,
            KindOption::MatchingWaves => best.is_none(),
            KindOption::Auto | KindOption::Paired if sequenced => best.as_ref().is_some_and(|b| {
                b.horizon as f64 > ordinary_bound as f64 * SEQUENCE_ONLY_MAX_RATIO
            }),
            KindOption::Auto | KindOption::Paired => {
                best.is_none() || (small && !near(&best, ordinary_bound))
            }
        };
        // The time limit's work budget: a placement-engine candidate is started only while
        // budget is left or when no valid candidate is held.
        let fallback = held || best.is_some() || parts_held.is_some();
        if colouring_wanted && fallback && meter.exhausted() {
            meter.hit = true;
        } else if colouring_wanted
            && let Some(c) = self.build(
                jobs,
                ScheduleKind::FullDuplex,
                false,
                colours,
                budget,
                options.seed,
                meter,
                fallback,
                ordinary_bound,
            )?
        {
            offer(&mut best, stats, c);
        }
        if let Some(c) = parts_held {
            offer(&mut best, stats, c);
        }
        // The paired candidate: on phases of more than `PARTS_PAIRED_JOBS` jobs, skipped also
        // when the group-parts candidate is within `PARTS_PAIRED_PERCENT` of the paired bound
        // (the time budget: the paired matching waves cost 0.6 s on the bench's
        // 454,896-transfer broadcast, and, ignoring the groups' parts, they planned 6934
        // cycles there but realised 8379, against 7611 for group parts).
        let want_paired = matches!(options.kind, KindOption::Auto | KindOption::Paired);
        let ordinary_best = best.as_ref().map_or(u64::MAX, |b| b.horizon);
        let parts_near_paired = parts_enough
            && jobs.jobs.len() > PARTS_PAIRED_JOBS
            && u128::from(ordinary_best) * 100
                <= u128::from(paired_bound) * u128::from(PARTS_PAIRED_PERCENT);
        let fallback = held || best.is_some();
        // The paired matching waves are one pass of the sequence engine (no search), built
        // even when the ordinary candidates spent the budget: on phases of whole-pair
        // multicasts they are the schedule that reaches the paired bound, and skipping them
        // for want of budget cost the SigLIP MLP's input broadcast 89 % (15,792 cycles against
        // 8,358). Only the placement engine's paired fallback waits for budget.
        if want_paired
            && stats.paired_candidates > 0
            && paired_bound + tolerance(paired_bound) < ordinary_best
            && !parts_near_paired
        {
            let candidate = match self.build_waves(jobs, true, &mut scratch, meter)? {
                Some(c) => Some(c),
                None if fallback && meter.exhausted() => {
                    meter.hit = true;
                    None
                }
                None => self.build(
                    jobs,
                    ScheduleKind::Paired,
                    true,
                    plan::group_priority,
                    budget,
                    options.seed,
                    meter,
                    fallback,
                    paired_bound,
                )?,
            };
            if let Some(candidate) = candidate {
                let paired = candidate.horizon;
                info!(
                    candidates = stats.paired_candidates,
                    ordinary_horizon = ordinary_best,
                    paired_horizon = paired,
                    use_paired = paired < ordinary_best,
                    "compared ordinary and paired exchange schedules"
                );
                offer(&mut best, stats, candidate);
            }
        }
        Ok(best)
    }

    /// Builds the matching-waves candidate (64-bit where `paired` and a job can go 64-bit)
    /// with the sequence engine; `None` when the destination sets overlap (no group graph).
    ///
    /// The sequence engine reserves every instruction as it places, so the result fits by
    /// construction; it is checked all the same (in release builds only phases of at most
    /// [`SEQUENCE_CHECK_JOBS`] jobs: the check costs a fifth of the time of the largest), and
    /// a misfit is our bug. The independent `verify-exchange` pass checks every phase.
    fn build_waves(
        &self,
        jobs: &JobSet,
        paired: bool,
        scratch: &mut Scratch,
        meter: &mut Meter,
    ) -> Result<Option<Candidate>> {
        let paired_jobs: Vec<bool> = jobs.jobs.iter().map(|j| paired && j.pairable).collect();
        let Some(pieces) = plan::matching_waves(&self.fabric, jobs, &paired_jobs) else {
            return Ok(None);
        };
        self.realise_sequence(jobs, &pieces, paired, "matching waves", scratch, meter)
            .map(Some)
    }

    /// Realises `pieces` (a plan in planned order) with the sequence engine as a
    /// matching-waves (or, `paired`, a paired) candidate; `plan` names the plan in tracing.
    /// See [`Self::build_waves`] for the instruction check. `scratch`: the previous engine's
    /// buffers, replaced by this one's.
    fn realise_sequence(
        &self,
        jobs: &JobSet,
        pieces: &[Piece],
        paired: bool,
        plan: &str,
        scratch: &mut Scratch,
        meter: &mut Meter,
    ) -> Result<Candidate> {
        let paired_jobs: Vec<bool> = jobs.jobs.iter().map(|j| paired && j.pairable).collect();
        // Up to three times: moving fewer switches to free a multi-cycle instruction's slots
        // each time the moves left a tile whose switches the device's rule cannot place (see
        // `SequenceEngine::set_span_moves`; measured at 20,000 transfers: moving switches off
        // too takes unicast from 1.049 to 1.018 times the bound, but on mc-wide the device's
        // rule rejects the result, where moving switches on only gives 1.465 against 1.627).
        let mut spans = SpanMoves::All;
        let (seq, chunks) = loop {
            let mut seq = SequenceEngine::with_scratch(
                &self.fabric,
                jobs,
                paired_jobs.clone(),
                std::mem::take(scratch),
            );
            if plan == GROUP_WINDOWS || plan == GROUP_PARTS {
                seq.follow_plan();
            }
            seq.set_span_moves(spans);
            seq.place_all(pieces);
            info!(
                plan,
                planned_end = pieces
                    .iter()
                    .map(|p| p.planned + u64::from(p.to - p.from))
                    .max()
                    .unwrap_or(0),
                paired,
                pieces = pieces.len(),
                chunks = seq.chunks.len(),
                instructions = seq.instructions,
                tries = seq.tries,
                stall_cycles = seq.stall,
                span_moves = seq.span_moves,
                horizon = seq.horizon(),
                "realised a matching-waves plan with the sequence engine"
            );
            meter.charge(seq.probes);
            let chunks = std::mem::take(&mut seq.chunks);
            // Where switches were moved the check always runs (the only way to know the
            // device's rule places them).
            let check = cfg!(debug_assertions)
                || jobs.jobs.len() <= SEQUENCE_CHECK_JOBS
                || seq.span_moves > 0;
            let misfit = if check {
                instructions::validate_chunks(&self.fabric, jobs, chunks.iter())
                    .first()
                    .copied()
            } else {
                None
            };
            match misfit {
                Some(_) if seq.span_moves > 0 => {
                    spans = if spans == SpanMoves::All {
                        SpanMoves::SwitchesOn
                    } else {
                        SpanMoves::Nothing
                    };
                    *scratch = seq.into_scratch();
                }
                Some(m) => {
                    return Err(ScheduleError::Internal {
                        reason: format!(
                            "tile {} has no issue slot for an exchange instruction due at cycle {}",
                            m.tile, m.cycle
                        ),
                    });
                }
                None => break (seq, chunks),
            }
        };
        let horizon = seq.horizon();
        *scratch = seq.into_scratch();
        Ok(Candidate {
            chunks,
            horizon,
            // The group-priority order is the placement path's multicast plan, whose
            // candidates have always been reported as full duplex.
            kind: if paired {
                ScheduleKind::Paired
            } else if plan == "group priority" || plan == RECEIVER_DRIVEN {
                ScheduleKind::FullDuplex
            } else {
                ScheduleKind::MatchingWaves
            },
            initial_horizon: horizon,
            improvements: 0,
            repairs: 0,
            time_limit_hit: false,
            source: Source::Input,
        })
    }

    /// Builds, improves and repairs one candidate, charging its port probes to `meter`.
    /// When `meter` runs out and `fallback` (a valid candidate is already held), the
    /// candidate is abandoned (`None`), mid-placement or before a repair round; without one,
    /// it is completed (improvement stops, repairs go on to the first valid schedule: going
    /// straight to the last, every tile pessimistic, measured 3.2 times longer on a
    /// 20,000-transfer phase of the `mc-wide` family).
    #[allow(clippy::too_many_arguments)]
    fn build<'a>(
        &'a self,
        jobs: &'a JobSet,
        kind: ScheduleKind,
        paired: bool,
        make: fn(&Engine<'_>) -> Vec<Piece>,
        budget: u64,
        seed: u64,
        meter: &mut Meter,
        fallback: bool,
        bound: u64,
    ) -> Result<Option<Candidate>> {
        let n = self.fabric.tiles as usize;
        let fresh = |pessimistic: &[bool], min_chunk: u32| {
            let mut engine = Engine::new(&self.fabric, jobs, false);
            engine.pessimistic = pessimistic.to_vec();
            engine.min_chunk = min_chunk;
            if paired {
                for (j, job) in jobs.jobs.iter().enumerate() {
                    engine.paired[j] = job.pairable;
                }
            }
            engine
        };
        let min_chunk = min_chunk_for(jobs);
        let mut pessimistic = vec![false; n];
        let mut engine = fresh(&pessimistic, min_chunk);
        let pieces = make(&engine);
        let limit = fallback.then(|| meter.left());
        let complete = plan::realise(&mut engine, &pieces, None, limit);
        meter.charge(engine.probes.get());
        if !complete {
            meter.hit = true;
            return Ok(None);
        }
        let initial_horizon = engine.horizon();
        // A schedule within the tolerance of a valid lower bound is not worth improving.
        let budget = if initial_horizon <= bound + tolerance(bound) {
            0
        } else {
            budget
        };
        let before = engine.probes.get();
        let (mut engine, outcome) = improve::improve(engine, budget, seed, meter.left());
        meter.charge(engine.probes.get().saturating_sub(before));
        meter.hit |= outcome.time_limit_hit;
        let mut repairs = 0;
        // Instruction alignment. Placement reserves the slots it can foresee; a switch off
        // made necessary by a chunk placed out of time order, or by the local search, can
        // miss one. Repair: the tiles that do not fit become pessimistic (they reserve a
        // switch off after every reception they idle after) and the improved order is placed
        // again; after a few rounds every tile is, which is valid by construction.
        let done = |engine: &Engine<'_>, repairs: u64| Candidate {
            chunks: engine.live().copied().collect(),
            horizon: engine.horizon(),
            kind,
            initial_horizon,
            improvements: outcome.improvements,
            repairs,
            time_limit_hit: outcome.time_limit_hit,
            source: Source::Input,
        };
        let mut round = 0;
        while round <= REPAIR_ROUNDS {
            let misfits = instructions::validate(&engine);
            if misfits.is_empty() {
                return Ok(Some(done(&engine, repairs)));
            }
            if fallback && meter.exhausted() {
                meter.hit = true;
                return Ok(None);
            }
            let started = Instant::now();
            info!(
                transfers = jobs.members.len(),
                misfit_tiles = misfits.len(),
                "retrying exchange schedule with incremental instruction-alignment validation"
            );
            if round == REPAIR_ROUNDS {
                pessimistic.iter_mut().for_each(|p| *p = true);
            } else {
                for m in &misfits {
                    pessimistic[m.tile as usize] = true;
                }
            }
            let mut order = improve::pieces_of(&engine);
            order.sort_by_key(|p| (p.planned, p.job, p.from));
            engine = fresh(&pessimistic, min_chunk);
            let limit = fallback.then(|| meter.left());
            let complete = plan::realise(&mut engine, &merge_pieces(order), None, limit);
            meter.charge(engine.probes.get());
            if !complete {
                meter.hit = true;
                return Ok(None);
            }
            repairs += 1;
            round += 1;
            info!(
                transfers = jobs.members.len(),
                elapsed_ms = started.elapsed().as_millis() as u64,
                success = instructions::validate(&engine).is_empty(),
                "finished incremental instruction-alignment validation"
            );
        }
        let misfits = instructions::validate(&engine);
        match misfits.first() {
            None => Ok(Some(done(&engine, repairs))),
            Some(m) => Err(ScheduleError::Internal {
                reason: format!(
                    "tile {} has no issue slot for an exchange instruction due at cycle {}",
                    m.tile, m.cycle
                ),
            }),
        }
    }
}

/// A group-windows candidate within this percentage of the instruction bound makes further
/// counter phases and the matching-waves candidate unnecessary (the multicast
/// target, 1.10).
const WINDOWS_ENOUGH_PERCENT: u64 = 110;

/// The group-windows plan's name in tracing (its candidate follows the plan exactly).
const GROUP_WINDOWS: &str = "group windows";
/// A group-parts candidate within this percentage of the ordinary bound makes the
/// matching-waves candidate unnecessary (that plan ignores the groups' parts: it can gain
/// little).
const PARTS_ENOUGH_PERCENT: u64 = 102;

/// A group-parts candidate that made the matching waves unnecessary also makes the paired
/// one unnecessary on large phases ([`PARTS_PAIRED_JOBS`]) within this percentage of the
/// paired bound (the multicast target, 1.10).
const PARTS_PAIRED_PERCENT: u64 = 110;

/// See [`PARTS_PAIRED_PERCENT`]: phases of more jobs than this skip the paired candidate
/// when the group-parts one is near enough. Below it the paired one can pay (the bench's
/// 28,976 / 94,930-transfer broadcasts: group parts 9757 / 43432, paired 9551 / 42128).
const PARTS_PAIRED_JOBS: usize = 200_000;

/// The group-parts plan's name in tracing (its candidate follows the plan exactly).
const GROUP_PARTS: &str = "group parts";

/// The receiver-driven plan's name in tracing (`driven.rs`).
const RECEIVER_DRIVEN: &str = "receiver driven";

/// Receivers (one per job and destination) above which a phase whose destination sets overlap
/// keeps its sequence-engine candidate unless that is more than [`SEQUENCE_ONLY_MAX_RATIO`]
/// times the bound (the placement engine's search costs seconds there).
const SEQUENCE_ONLY_RECEIVERS: usize = 400_000;
/// See [`SEQUENCE_ONLY_RECEIVERS`].
const SEQUENCE_ONLY_MAX_RATIO: f64 = 1.10;

/// Repair rounds that make only the misfit tiles pessimistic before all tiles are.
const REPAIR_ROUNDS: usize = 3;

/// Least chunk length, in cycles, when splitting a transfer to fill a hole: the median job
/// length divided by [`CHUNKS_PER_MEDIAN_JOB`], between 1 and [`MAX_MIN_CHUNK`]. Shorter
/// chunks pack better; each costs a `send` and a multiplexer switch (reserved while placing,
/// checked after), and long jobs cut into many short chunks only cost time and instructions.
fn min_chunk_for(jobs: &JobSet) -> u32 {
    let mut lengths: Vec<u32> = jobs.jobs.iter().map(|j| j.words).collect();
    if lengths.is_empty() {
        return 1;
    }
    let middle = lengths.len() / 2;
    let (_, median, _) = lengths.select_nth_unstable(middle);
    (*median / CHUNKS_PER_MEDIAN_JOB).clamp(1, MAX_MIN_CHUNK)
}

/// See [`min_chunk_for`].
const CHUNKS_PER_MEDIAN_JOB: u32 = 16;
/// See [`min_chunk_for`].
const MAX_MIN_CHUNK: u32 = 16;

/// Cycles above a valid lower bound within which a schedule counts as near-optimal: no more
/// search is spent on it (0.05 % of the bound, at least one cycle).
fn tolerance(bound: u64) -> u64 {
    (bound / NEAR_OPTIMAL_PER_CYCLES).max(1)
}

/// Jobs up to which release builds re-check a sequence-engine schedule's instructions (debug
/// builds check every phase).
/// Seeds of the tail repair tried at most (see its call).
const REPAIR_SEEDS: u64 = 2;

/// Repaired plans (`repair.rs`, one per horizon reached) realised at most per seed, shortest
/// first.
const REPAIRED_TRIES: usize = 3;

/// The plan name of the repaired arrival candidate (`repair.rs`), realised by the sequence engine.
const ARRIVAL_REPAIRED: &str = "arrival repaired";

const SEQUENCE_CHECK_JOBS: usize = 100_000;

/// See [`tolerance`].
const NEAR_OPTIMAL_PER_CYCLES: u64 = 2000;

/// Work units (port probes: one per port of a transfer per start cycle tried, counted by the
/// placement and sequence engines) per millisecond of `time-limit-ms`. Calibrated once, on
/// a release build (x86-64, 2 cores shared with other builds), as the slowest rate measured
/// over the randomised families (`families.rs`) at 1,000 to 450,000 transfers, so that a
/// budget spent at that rate takes no longer than its limit; faster phases finish early.
/// Recalibrated with the receiver-driven candidate: at 20,000 transfers under a 5 s limit the
/// slowest budget-spending family ran 78,800 units per CPU ms (`mc-narrow`, 6.2 s at the
/// former 100,000), so 70,000 leaves a margin for the work the budget does not count
/// (normalising, plans, output). ESTIMATE: a different machine runs at a different rate,
/// the output does not change.
pub const WORK_UNITS_PER_MS: u64 = 70_000;

/// The time limit's deterministic work budget (see [`WORK_UNITS_PER_MS`]).
struct Meter {
    budget: u64,
    spent: u64,
    /// The budget stopped a search or skipped a candidate.
    hit: bool,
}

impl Meter {
    fn new(time_limit_ms: u64) -> Self {
        Self {
            budget: time_limit_ms.saturating_mul(WORK_UNITS_PER_MS),
            spent: 0,
            hit: false,
        }
    }

    fn charge(&mut self, units: u64) {
        self.spent = self.spent.saturating_add(units);
    }

    fn left(&self) -> u64 {
        self.budget.saturating_sub(self.spent)
    }

    fn exhausted(&self) -> bool {
        self.spent >= self.budget
    }
}

/// A candidate of the input phase within this percentage of the bound makes the split phase
/// (`split.rs`) unnecessary.
const SPLIT_SKIP_PERCENT: u64 = 102;

/// A split-phase candidate above this percentage of the bound has the input phase's
/// candidates built even when the work budget is spent (see its use).
const SPLIT_FAILED_PERCENT: u64 = 200;

/// Records a built candidate and keeps the shorter of it and `best`.
fn offer(best: &mut Option<Candidate>, stats: &mut ScheduleStats, c: Candidate) {
    stats.candidates.push((c.kind, c.horizon));
    *best = Some(pick(best.take(), c));
}

/// The shorter candidate (ties: the earlier).
fn pick(best: Option<Candidate>, candidate: Candidate) -> Candidate {
    match best {
        Some(b) if b.horizon <= candidate.horizon => b,
        _ => candidate,
    }
}

/// Merges pieces of one job that are contiguous in cycles (so a repaired schedule sends them
/// as one run when it can).
fn merge_pieces(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::with_capacity(pieces.len());
    let mut last_of_job: rustc_hash::FxHashMap<u32, usize> = rustc_hash::FxHashMap::default();
    for p in pieces {
        if let Some(&k) = last_of_job.get(&p.job)
            && out[k].to == p.from
        {
            out[k].to = p.to;
            continue;
        }
        last_of_job.insert(p.job, out.len());
        out.push(p);
    }
    out
}

/// Chunks whose job records (and, a batch later, receivers' entries) [`output_chunks`]
/// reads ahead at once.
const TOUCH_BATCH: usize = 8;

/// The schedule per transfer: every live chunk, once per member transfer of its job, with
/// arrivals in the transfer's `dst` order; sorted, and contiguous chunks merged.
fn output_chunks(jobs: &JobSet, chunks: &[Chunk], transfers: &[Transfer]) -> Vec<ScheduledChunk> {
    let mut out: Vec<ScheduledChunk> = Vec::with_capacity(chunks.len());
    // Chunks in the order of their first member transfer: reading the transfers in order
    // (not in placement order, a cache miss each on large phases), and `out` nearly sorted.
    // Each job's first member is read once, in job order (4 bytes a job, not its record).
    let first_member: Vec<u32> = jobs
        .jobs
        .iter()
        .map(|job| jobs.members[job.members.start as usize])
        .collect();
    // The chunks by (first member, word offset, index), copied into place by a counting
    // sort on the first member (stable, so the index breaks ties) and a stable sort of each
    // member's few chunks by word offset: gathering them from `chunks` in sorted order
    // would miss the cache at every chunk.
    let mut begin = vec![0usize; transfers.len() + 1];
    for c in chunks {
        begin[first_member[c.job as usize] as usize + 1] += 1;
    }
    for t in 0..transfers.len() {
        begin[t + 1] += begin[t];
    }
    let mut sorted: Vec<Chunk> = chunks.to_vec();
    let mut fill = begin.clone();
    for c in chunks {
        let f = first_member[c.job as usize] as usize;
        sorted[fill[f]] = *c;
        fill[f] += 1;
    }
    for t in 0..transfers.len() {
        let bucket = &mut sorted[begin[t]..begin[t + 1]];
        if bucket.len() > 1 {
            bucket.sort_by_key(|c| c.word_offset);
        }
    }
    // The jobs and receiver lists come in no useful order: read ahead in batches (as
    // `SequenceEngine::place_all` does) so that their cache misses overlap.
    let mut warm = 0u32;
    let len = sorted.len();
    for (k, c) in sorted.iter().enumerate() {
        if k % TOUCH_BATCH == 0 {
            let records = (k + 2 * TOUCH_BATCH).min(len)..(k + 3 * TOUCH_BATCH).min(len);
            for ahead in &sorted[records] {
                warm ^= jobs.jobs[ahead.job as usize].members.start;
            }
            for ahead in &sorted[(k + TOUCH_BATCH).min(len)..(k + 2 * TOUCH_BATCH).min(len)] {
                let r = jobs.jobs[ahead.job as usize].dst.start as usize;
                let entry = jobs.entry.get(r).map_or(0, |e| e.1);
                warm ^= entry ^ jobs.lat.get(r).map_or(0, |&l| u32::from(l));
            }
        }
        let j = c.job as usize;
        let job = &jobs.jobs[j];
        for &m in &jobs.members[job.members.start as usize..job.members.end as usize] {
            out.push(ScheduledChunk {
                transfer: m,
                word_offset: c.word_offset,
                words: c.words,
                start: c.start,
                receivers: None,
                arrival: vec![0; transfers[m as usize].dst.len()],
                paired: c.paired,
            });
        }
        // Fill arrivals: receivers of the job map to (transfer, position).
        let base = out.len() - (job.members.end - job.members.start) as usize;
        let receivers = job.dst.start as usize..job.dst.end as usize;
        for r in receivers {
            let (m, position) = jobs.entry[r];
            let member_index = jobs.members[job.members.start as usize..job.members.end as usize]
                .iter()
                .position(|&x| x == m)
                .unwrap_or(0);
            out[base + member_index].arrival[position as usize] = c.start + u64::from(jobs.lat[r]);
        }
    }
    std::hint::black_box(warm);
    out.sort_by_key(|c| (c.transfer, c.word_offset));
    // Merged in place (`c` the later chunk, `last` the kept one before it).
    out.dedup_by(|c, last| {
        let cycles = if last.paired {
            u64::from(last.words.div_ceil(2))
        } else {
            u64::from(last.words)
        };
        let contiguous = last.transfer == c.transfer
            && last.receivers == c.receivers
            && last.paired == c.paired
            && last.word_offset + last.words == c.word_offset
            && last.start + cycles == c.start
            && (!last.paired || last.words % 2 == 0);
        if contiguous {
            last.words += c.words;
        }
        contiguous
    });
    out
}
