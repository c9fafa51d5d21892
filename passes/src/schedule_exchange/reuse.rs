//! The `reused` kind: a phase whose transfers changed only in their byte offsets (after
//! storage placement) keeps its previous schedule once the schedule is validated against the
//! relocated transfers.
//!
//! What is checked: same number of transfers with the same source, destinations and length;
//! the chunks still cover every word exactly once; and, because offsets decide which
//! transfers may share a send, no sender sends two different source words in one cycle and
//! no receiver takes two words in one cycle. Latencies and instruction slots depend only on
//! tiles and times, which did not change.

use super::schedule::Scheduler;
use super::types::{PhaseSchedule, Result, ScheduleError, ScheduleKind, Transfer};
use super::validate::validate;

/// Keeps `previous` (built for `old`) for the relocated `new` transfers, or says why not.
///
/// Errors: the first input error of `new`, or [`ScheduleError::NotReusable`] when the
/// transfers changed more than their offsets or the old schedule no longer fits.
pub fn reuse(
    scheduler: &Scheduler,
    old: &[Transfer],
    new: &[Transfer],
    previous: &PhaseSchedule,
) -> Result<PhaseSchedule> {
    if let Err(mut errors) = validate(new, scheduler.tiles()) {
        return Err(errors.swap_remove(0));
    }
    let not = |reason: String| Err(ScheduleError::NotReusable { reason });
    if old.len() != new.len() {
        return not(format!("{} transfers, was {}", new.len(), old.len()));
    }
    for (i, (a, b)) in old.iter().zip(new).enumerate() {
        if a.src != b.src || a.dst != b.dst || a.words != b.words {
            return not(format!("transfer #{i} changed more than its offsets"));
        }
    }
    // Coverage: every word of every transfer exactly once to each destination (a chunk of a
    // split multicast reaches only some of them).
    let mut chunks: Vec<&_> = previous.chunks.iter().collect();
    chunks.sort_by_key(|c| (c.transfer, c.word_offset));
    // Per (transfer, destination position): words covered so far.
    let mut first = vec![0usize; new.len() + 1];
    for (i, t) in new.iter().enumerate() {
        first[i + 1] = first[i] + t.dst.len();
    }
    let mut covered = vec![0u64; first[new.len()]];
    for c in &chunks {
        let t = c.transfer as usize;
        if t >= new.len() {
            return not(format!("a chunk names transfer #{t}, which does not exist"));
        }
        for (position, _) in c.reaches() {
            let k = first[t] + position;
            if position >= new[t].dst.len() || u64::from(c.word_offset) != covered[k] {
                return not(format!("chunks of transfer #{t} do not tile its words"));
            }
            covered[k] += u64::from(c.words);
        }
    }
    for (i, t) in new.iter().enumerate() {
        if covered[first[i]..first[i + 1]]
            .iter()
            .any(|&w| w != u64::from(t.words))
        {
            return not(format!("transfer #{i} is not fully covered"));
        }
    }
    // Ports: (tile, cycle) -> what it sends / receives.
    let mut sends: Vec<(u32, u64, u64)> = Vec::new(); // (tile, cycle, source byte address)
    let mut receives: Vec<(u32, u64)> = Vec::new();
    for c in &chunks {
        let t = &new[c.transfer as usize];
        let per_cycle = if c.paired { 2 } else { 1 };
        let cycles = u64::from(c.words).div_ceil(per_cycle);
        for k in 0..cycles {
            let address = u64::from(t.src_offset) + 4 * (u64::from(c.word_offset) + k * per_cycle);
            sends.push((t.src, c.start + k, address));
            if c.paired {
                let partner = scheduler.model().pair_partner(t.src);
                sends.push((partner, c.start + k, address + 4));
            }
            for (position, arrival) in c.reaches() {
                receives.push((t.dst[position], arrival + k));
            }
        }
    }
    sends.sort_unstable();
    sends.dedup();
    for w in sends.windows(2) {
        if w[0].0 == w[1].0 && w[0].1 == w[1].1 {
            return not(format!(
                "tile {} would send two different words at cycle {}",
                w[0].0, w[0].1
            ));
        }
    }
    receives.sort_unstable();
    for w in receives.windows(2) {
        if w[0] == w[1] {
            return not(format!(
                "tile {} would receive two words at cycle {}",
                w[0].0, w[0].1
            ));
        }
    }
    let mut schedule = previous.clone();
    schedule.kind = ScheduleKind::Reused;
    schedule.stats.initial_horizon = previous.horizon;
    schedule.stats.selected_horizon = previous.horizon;
    schedule.stats.neighborhood_improvements = 0;
    tracing::info!(
        transfers = new.len(),
        "reused exchange optimization after validating relocated rows"
    );
    Ok(schedule)
}
