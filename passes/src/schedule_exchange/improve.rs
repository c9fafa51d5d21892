//! Improvement: double justification and a tail neighbourhood search.
//!
//! *Double justification* (Valls, Ballestín & Quintanilla 2005, "Justification and RCPSP: a
//! technique that pays", EJOR 165) re-places every chunk twice: once in reverse time, latest
//! first, as late as possible (right-justified); then forward, in the order of the
//! right-justified starts, as early as possible. Each pass keeps every constraint, and the
//! forward pass can only close gaps the first schedule left, so the horizon rarely grows;
//! when it does, the previous schedule is kept.
//!
//! The *tail neighbourhood* takes the chunks that finish in the last cycles of the schedule,
//! removes them, and re-places them in a perturbed order (largest first, then seeded random
//! orders). A move is kept when the horizon shrinks; each kept move counts as one
//! `neighborhood_improvements`.
//!
//! Both are deterministic: their budgets are counted in placements (the search effort) and
//! in port probes (the time limit's work budget, `schedule.rs`), never in time.

use super::engine::Engine;
use super::generate::SplitMix;
use super::plan::Piece;

/// The pieces of an engine's live chunks (one per chunk), with their starts as planned cycle.
pub(crate) fn pieces_of(engine: &Engine<'_>) -> Vec<Piece> {
    let mut cycle_from = Vec::new();
    // Cycle offset of each chunk within its job: paired chunks carry two words per cycle.
    for c in engine.live() {
        let from = if c.paired {
            c.word_offset / 2
        } else {
            c.word_offset
        };
        cycle_from.push(Piece {
            job: c.job,
            from,
            to: from + c.cycles,
            planned: c.start,
        });
    }
    cycle_from
}

/// One round of double justification. Returns the new forward engine if it is shorter, and
/// the port probes the round made; a round that makes more than `limit` probes stops there
/// (the time limit's work budget) and returns no engine.
pub(crate) fn justify<'a>(forward: &Engine<'a>, limit: u64) -> (Option<Engine<'a>>, u64) {
    let horizon = forward.horizon();
    let lmax = u64::from(forward.fabric.max_latency);
    // Backward pass: latest-finishing first, in reverse time.
    let mut pieces = pieces_of(forward);
    pieces.sort_by_key(|p| {
        (
            std::cmp::Reverse(p.planned + u64::from(p.to - p.from)),
            p.job,
            p.from,
        )
    });
    let mut backward = Engine::new(forward.fabric, forward.jobs, true);
    backward.paired.clone_from(&forward.paired);
    backward.min_chunk = forward.min_chunk;
    for p in &pieces {
        if backward.probes.get() > limit {
            return (None, backward.probes.get());
        }
        backward.place_part(p.job as usize, p.from, p.to, 0);
    }
    // Forward start of each backward chunk: t = H - n - Lmax - τ (as a signed order key).
    let mut order: Vec<(i64, Piece)> = backward
        .live()
        .map(|c| {
            let from = if c.paired {
                c.word_offset / 2
            } else {
                c.word_offset
            };
            let t = horizon as i64 - i64::from(c.cycles) - lmax as i64 - c.start as i64;
            (
                t,
                Piece {
                    job: c.job,
                    from,
                    to: from + c.cycles,
                    planned: 0,
                },
            )
        })
        .collect();
    order.sort_by_key(|&(t, p)| (t, p.job, p.from));
    let mut next = Engine::new(forward.fabric, forward.jobs, false);
    next.paired.clone_from(&forward.paired);
    next.min_chunk = forward.min_chunk;
    next.instructions = forward.instructions;
    for &(_, p) in &order {
        let probes = next.probes.get() + backward.probes.get();
        if probes > limit {
            return (None, probes);
        }
        next.place_part(p.job as usize, p.from, p.to, 0);
    }
    next.work += forward.work + backward.work;
    let probes = next.probes.get() + backward.probes.get();
    next.probes.set(forward.probes.get() + probes);
    if next.horizon() < horizon {
        (Some(next), probes)
    } else {
        (None, probes)
    }
}

/// What the improvement did.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Outcome {
    pub(crate) improvements: u64,
    pub(crate) time_limit_hit: bool,
}

/// Improves `engine` within `budget` placements and `units` port probes (the time limit's
/// work budget): a justification round is started only when the last one's probes (at
/// first, twice the initial placement's: a backward and a forward pass) still fit.
pub(crate) fn improve<'a>(
    mut engine: Engine<'a>,
    budget: u64,
    seed: u64,
    units: u64,
) -> (Engine<'a>, Outcome) {
    let mut outcome = Outcome::default();
    let start_work = engine.work;
    let start_probes = engine.probes.get();
    let spent = |e: &Engine<'_>| e.work.saturating_sub(start_work);
    let probed = |e: &Engine<'_>| e.probes.get().saturating_sub(start_probes);
    let jobs = engine.jobs.jobs.len() as u64;
    let mut round = 2 * start_probes;
    // Double justification while it pays.
    while spent(&engine) + 3 * jobs <= budget {
        if probed(&engine) + round > units {
            outcome.time_limit_hit = true;
            return (engine, outcome);
        }
        let left = units - probed(&engine);
        let (better, probes) = justify(&engine, left);
        round = probes;
        if probes > left {
            engine.probes.set(engine.probes.get() + probes);
            outcome.time_limit_hit = true;
            return (engine, outcome);
        }
        match better {
            Some(better) => {
                engine = better;
                outcome.improvements += 1;
            }
            None => {
                engine.work += 3 * jobs;
                engine.probes.set(engine.probes.get() + probes);
                break;
            }
        }
    }
    // Tail neighbourhood.
    let mut rng = SplitMix::new(seed);
    let mut attempt = 0u32;
    while spent(&engine) < budget && attempt < TAIL_ATTEMPTS {
        if probed(&engine) >= units {
            outcome.time_limit_hit = true;
            break;
        }
        attempt += 1;
        if tail_move(&mut engine, attempt, &mut rng) {
            outcome.improvements += 1;
        }
    }
    (engine, outcome)
}

/// Attempts of the tail neighbourhood per phase.
const TAIL_ATTEMPTS: u32 = 24;

/// Removes the chunks ending in the last `window` cycles and re-places them; keeps the
/// result if the horizon shrank, else restores the previous placement.
fn tail_move(engine: &mut Engine<'_>, attempt: u32, rng: &mut SplitMix) -> bool {
    let horizon = engine.horizon();
    let window = u64::from(engine.fabric.max_latency) * 2 + u64::from(attempt) * 4;
    let cut = horizon.saturating_sub(window);
    let victims: Vec<usize> = engine
        .chunks
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.dead && engine.chunk_end(c) > cut)
        .map(|(i, _)| i)
        .collect();
    if victims.is_empty() {
        return false;
    }
    let before = engine.chunks.len();
    let mut pieces: Vec<Piece> = victims
        .iter()
        .map(|&i| {
            let c = engine.chunks[i];
            let from = if c.paired {
                c.word_offset / 2
            } else {
                c.word_offset
            };
            Piece {
                job: c.job,
                from,
                to: from + c.cycles,
                planned: c.start,
            }
        })
        .collect();
    for &i in &victims {
        engine.remove(i);
    }
    match attempt % 3 {
        // Longest-latency first, then longest.
        0 => pieces.sort_by_key(|p| {
            let lat = engine
                .jobs
                .latencies(p.job as usize)
                .iter()
                .copied()
                .max()
                .unwrap_or(0);
            (
                std::cmp::Reverse(lat),
                std::cmp::Reverse(p.to - p.from),
                p.job,
                p.from,
            )
        }),
        1 => pieces.sort_by_key(|p| (std::cmp::Reverse(p.to - p.from), p.job, p.from)),
        _ => {
            for i in (1..pieces.len()).rev() {
                let j = rng.below(i as u64 + 1) as usize;
                pieces.swap(i, j);
            }
        }
    }
    let earliest = cut.saturating_sub(window);
    for p in &pieces {
        engine.place_part(p.job as usize, p.from, p.to, earliest.min(p.planned));
    }
    if engine.horizon() < horizon {
        return true;
    }
    // Undo: remove the new chunks, revive the old ones.
    let added: Vec<usize> = (before..engine.chunks.len()).collect();
    for i in added {
        engine.remove(i);
    }
    for &i in &victims {
        engine.revive(i);
    }
    false
}
