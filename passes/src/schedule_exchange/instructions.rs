//! Instruction-alignment validation: does each tile's supervisor have an issue slot for every
//! exchange instruction the schedule needs?
//!
//! The instruction program is the device's rule 5 (`ipu_device::exchange`), derived from the
//! engine's chunks:
//! - **send**: one instruction per *send run* — a maximal set of chunks of one job sent in
//!   consecutive cycles with contiguous words — issued exactly at the run's first cycle and
//!   occupying `send_instruction(words).issue_cycles` slots;
//! - **switch on**: one per *reception* — a maximal set of chunks of one job reaching the tile
//!   in consecutive cycles with contiguous words — taking effect at its first word; a paired
//!   reception's switch is a `set_mux_pair` on the pair's even tile taking effect
//!   `muxpair_write_delay` cycles earlier (the odd tile issues nothing);
//! - **switch off**: after a reception from `s`, when a word on `s`'s bus (its own sends, and
//!   the odd words of its partner's 64-bit sends) reaches the tile after the reception and
//!   before the tile's next switch takes effect, taking effect by that word.
//!
//! A switch taking effect at `x` may be issued in `[x - max_delay, x]`. Sends are fixed;
//! switches are placed by the device's rule ([`first_misfit`]): in deadline order, each at the
//! earliest free run of issue slots from its release (optimal for one-slot instructions).

use super::engine::{Chunk, Engine};
use super::fabric::Fabric;
use super::jobs::JobSet;

/// A tile whose instructions do not fit, and the cycle of the first that misses its slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Misfit {
    pub(crate) tile: u32,
    pub(crate) cycle: u64,
}

/// A chunk as one receiver sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Reception {
    arrival: u64,
    cycles: u32,
    job: u32,
    word_offset: u32,
    words: u32,
    paired: bool,
}

/// Checks every tile of an engine's schedule (see [`validate_chunks`]).
pub(crate) fn validate(engine: &Engine<'_>) -> Vec<Misfit> {
    validate_chunks(engine.fabric, engine.jobs, engine.live())
}

/// Checks every tile; returns the tiles that do not fit (empty when the schedule is
/// realisable).
pub(crate) fn validate_chunks<'c>(
    fabric: &Fabric,
    jobs: &JobSet,
    chunks: impl Iterator<Item = &'c Chunk>,
) -> Vec<Misfit> {
    let n = fabric.tiles as usize;
    // Word intervals per bus, `[start, end)` in send cycles.
    let mut bus: Vec<Vec<(u64, u64)>> = vec![Vec::new(); n];
    // Send intervals per sender: (start, cycles, job, word_offset, words, paired).
    type Send = (u64, u32, u32, u32, u32, bool);
    let mut sends: Vec<Vec<Send>> = vec![Vec::new(); n];
    let mut receives: Vec<Vec<Reception>> = vec![Vec::new(); n];
    for c in chunks {
        let j = c.job as usize;
        let src = jobs.jobs[j].src;
        sends[src as usize].push((c.start, c.cycles, c.job, c.word_offset, c.words, c.paired));
        bus[src as usize].push((c.start, c.start + u64::from(c.cycles)));
        if c.paired && c.words >= 2 {
            // The partner's wires carry the odd words.
            let partner = fabric.partner(src) as usize;
            bus[partner].push((c.start, c.start + u64::from(c.words / 2)));
        }
        for (&d, &l) in jobs.receivers(j).iter().zip(jobs.latencies(j)) {
            receives[d as usize].push(Reception {
                arrival: c.start + u64::from(l),
                cycles: c.cycles,
                job: c.job,
                word_offset: c.word_offset,
                words: c.words,
                paired: c.paired,
            });
        }
    }
    for list in bus.iter_mut() {
        list.sort_unstable();
        // Merge touching intervals; the ends then increase with the starts.
        let mut merged: Vec<(u64, u64)> = Vec::with_capacity(list.len());
        for &(a, b) in list.iter() {
            match merged.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        *list = merged;
    }
    // The first send cycle in `[from, to)` at which `b`'s bus carries a word.
    let first_word = |b: u32, from: u64, to: u64| -> Option<u64> {
        let list = &bus[b as usize];
        let k = list.partition_point(|&(_, end)| end <= from);
        let &(start, _) = list.get(k)?;
        let w = start.max(from);
        (w < to).then_some(w)
    };
    let mux_issue = u64::from(fabric.mux_issue);
    let delay = u64::from(fabric.mux_delay);
    let muxpair = u64::from(fabric.muxpair_delay);
    let mut misfits = Vec::new();
    let mut fixed: Vec<(u64, u64)> = Vec::new();
    let mut flexible: Vec<(u64, u64)> = Vec::new();
    // Receptions merged into runs: (switch effect, end, job, paired, issues a switch).
    let mut runs: Vec<(u64, u64, u32, bool, bool)> = Vec::new();
    for tile in 0..n {
        fixed.clear();
        flexible.clear();
        let list = &mut sends[tile];
        list.sort_unstable();
        let mut i = 0;
        while i < list.len() {
            let (start, mut cycles, job, mut word_end, mut words, paired) = list[i];
            word_end += words;
            let mut k = i + 1;
            while k < list.len() {
                let (s2, c2, j2, w2, n2, _) = list[k];
                if s2 != start + u64::from(cycles) || j2 != job || w2 != word_end {
                    break;
                }
                cycles += c2;
                word_end += n2;
                words += n2;
                k += 1;
            }
            let issue = if paired {
                fabric.send_issue_paired(words)
            } else {
                fabric.send_issue(words)
            };
            fixed.push((start, start + u64::from(issue)));
            i = k;
        }
        let list = &mut receives[tile];
        list.sort_unstable();
        runs.clear();
        let mut i = 0;
        while i < list.len() {
            let first = list[i];
            let mut end = first.arrival + u64::from(first.cycles);
            let mut word_end = first.word_offset + first.words;
            let mut k = i + 1;
            while k < list.len()
                && list[k].arrival == end
                && list[k].job == first.job
                && list[k].word_offset == word_end
            {
                end += u64::from(list[k].cycles);
                word_end += list[k].words;
                k += 1;
            }
            let issues = !first.paired || fabric.partner(tile as u32) > tile as u32;
            let effect = if first.paired && issues {
                first.arrival.saturating_sub(muxpair)
            } else {
                first.arrival
            };
            runs.push((effect, end, first.job, first.paired, issues));
            i = k;
        }
        for (r, &(effect, end, job, paired, issues)) in runs.iter().enumerate() {
            if issues {
                flexible.push((effect.saturating_sub(delay), effect));
            }
            // A switch off if the sender's bus reaches the tile before its next switch.
            let next = runs.get(r + 1).map_or(u64::MAX, |x| x.0);
            let src = jobs.jobs[job as usize].src;
            let lat = u64::from(fabric.latency(src, tile as u32));
            let buses = [src, if paired { fabric.partner(src) } else { src }];
            let heard = buses
                .iter()
                .filter_map(|&b| first_word(b, end - lat, next.saturating_sub(lat)))
                .min();
            if let Some(b) = heard {
                flexible.push((end.saturating_sub(delay), b + lat));
            }
        }
        if let Some(cycle) = first_misfit(&mut fixed, &mut flexible, mux_issue) {
            misfits.push(Misfit {
                tile: tile as u32,
                cycle,
            });
        }
    }
    misfits
}

/// The device's placement of a tile's switches (rule 5 of `ipu_device::exchange`): in order of
/// deadline (then release), each at the earliest start at or after its release whose `len`
/// issue slots are free of the fixed intervals (the sends) and of the switches placed before
/// it. Returns the deadline of the first switch that cannot start by its deadline, if any
/// (or the start of a fixed interval that overlaps another). For one-slot switches this is
/// optimal (unit tasks with release times and deadlines); for longer ones it is the rule the
/// lowering and `verify-exchange` follow, so a schedule this accepts is one they accept.
pub(crate) fn first_misfit(
    fixed: &mut [(u64, u64)],
    flexible: &mut [(u64, u64)],
    len: u64,
) -> Option<u64> {
    fixed.sort_unstable();
    for w in fixed.windows(2) {
        if w[1].0 < w[0].1 {
            return Some(w[1].0);
        }
    }
    flexible.sort_unstable_by_key(|&(release, deadline)| (deadline, release));
    let mut busy = super::timeline::Timeline::default();
    for &(a, b) in fixed.iter() {
        busy.set(a, b);
    }
    for &(release, deadline) in flexible.iter() {
        let mut s = busy.next_free(release);
        while let Some(b) = busy.next_busy(s, s + len) {
            s = busy.next_free(b);
        }
        if s > deadline {
            return Some(deadline);
        }
        busy.set(s, s + len);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(fixed: &[(u64, u64)], flexible: &[(u64, u64)], expect: Option<u64>) {
        let (mut a, mut b) = (fixed.to_vec(), flexible.to_vec());
        assert_eq!(first_misfit(&mut a, &mut b, 1), expect);
    }

    #[test]
    fn edf_fits_around_fixed_sends() {
        // Sends at 0 and 1; switches due by 2 and 3 (released at 0): slots 2 and 3.
        check(&[(0, 1), (1, 2)], &[(0, 2), (0, 3)], None);
    }

    #[test]
    fn edf_reports_the_first_miss() {
        // Three switches in [0, 1]: one misses.
        check(&[], &[(0, 1), (0, 1), (0, 1)], Some(1));
    }

    #[test]
    fn overlapping_sends_misfit() {
        check(&[(0, 3), (2, 3)], &[], Some(2));
    }
}
