//! Instruction-alignment validation: does each tile's supervisor have an issue slot for every
//! exchange instruction the schedule needs?
//!
//! The instruction model (the device model gives the costs):
//! - **send**: one instruction per *send run* — a maximal set of chunks of one job sent in
//!   consecutive cycles with contiguous words — issued exactly at the run's first cycle and
//!   occupying `send_instruction(words).issue_cycles` slots;
//! - **multiplexer switch**: a receiver needs one switch taking effect at the first cycle of
//!   every chunk it receives (a switch also sets the address words are written to, so chunks
//!   never share one; the device's rule 4) and, unless the next chunk starts right after it,
//!   one more switch (to nothing) at the cycle after the chunk, because a multiplexer left on
//!   a sender takes that sender's later words too (conservative: counted even when the sender
//!   sends nothing more). A paired chunk's destination pair needs one switch, on its even
//!   tile, `muxpair_write_delay` cycles before the first word (the partner follows that much
//!   later). A switch may be issued up to `set_mux_instruction().max_delay` cycles before it
//!   takes effect.
//!
//! Sends are fixed; switches are placed earliest-deadline-first, which is optimal for unit
//! instructions with release times and deadlines.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::engine::Engine;

/// A tile whose instructions do not fit, and the cycle of the first that misses its slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Misfit {
    pub(crate) tile: u32,
    pub(crate) cycle: u64,
}

/// Checks every tile; returns the tiles that do not fit (empty when the schedule is
/// realisable).
pub(crate) fn validate(engine: &Engine<'_>) -> Vec<Misfit> {
    let fabric = engine.fabric;
    let jobs = engine.jobs;
    let n = fabric.tiles as usize;
    // Send intervals per sender: (start, cycles, job, word_offset, words, paired).
    type Send = (u64, u32, u32, u32, u32, bool);
    let mut sends: Vec<Vec<Send>> = vec![Vec::new(); n];
    // Receptions per receiver: (arrival, cycles, job, word_offset, words, due) — `due` is the
    // cycle the switch must take effect (a paired chunk's even tile switches both tiles
    // `muxpair_delay` early; its odd tile issues nothing: `None`).
    type Reception = (u64, u32, u32, u32, u32, Option<u64>);
    let mut receives: Vec<Vec<Reception>> = vec![Vec::new(); n];
    let muxpair = u64::from(fabric.muxpair_delay);
    for c in engine.live() {
        let j = c.job as usize;
        let src = jobs.jobs[j].src;
        sends[src as usize].push((c.start, c.cycles, c.job, c.word_offset, c.words, c.paired));
        for (&d, &l) in jobs.receivers(j).iter().zip(jobs.latencies(j)) {
            let a = c.start + u64::from(l);
            let due = if !c.paired {
                Some(a)
            } else if fabric.partner(d) < d {
                None
            } else {
                Some(a.saturating_sub(muxpair))
            };
            receives[d as usize].push((a, c.cycles, c.job, c.word_offset, c.words, due));
        }
    }
    let mux_issue = u64::from(fabric.mux_issue);
    let delay = u64::from(fabric.mux_delay);
    let mut misfits = Vec::new();
    let mut fixed: Vec<(u64, u64)> = Vec::new();
    let mut flexible: Vec<(u64, u64)> = Vec::new();
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
        // Listen runs: chunks of one job, contiguous in words and cycles (one emitted chunk,
        // one switch: a switch also sets the destination address, so chunks never share one).
        let list = &mut receives[tile];
        list.sort_unstable();
        let mut i = 0;
        while i < list.len() {
            let (a, mut cycles, job, mut word_end, words, due) = list[i];
            word_end += words;
            let mut k = i + 1;
            while k < list.len()
                && list[k].0 == a + u64::from(cycles)
                && list[k].2 == job
                && list[k].3 == word_end
            {
                cycles += list[k].1;
                word_end += list[k].4;
                k += 1;
            }
            if let Some(due) = due {
                // A switch on by `due`; and off after the run unless the next reception
                // starts right there (its own switch then moves the multiplexer on).
                flexible.push((due.saturating_sub(delay), due));
                let end = a + u64::from(cycles);
                if !(k < list.len() && list[k].0 == end) {
                    let off = due + u64::from(cycles);
                    flexible.push((off.saturating_sub(delay), off));
                }
            }
            i = k;
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

/// Earliest-deadline-first placement of `flexible` unit windows `[release, deadline]`
/// (`len` slots each) around the fixed busy intervals; returns the deadline of the first
/// instruction that misses, if any.
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
    flexible.sort_unstable();
    let mut heap: BinaryHeap<Reverse<u64>> = BinaryHeap::new();
    let mut next = 0usize; // next flexible window by release
    let mut f = 0usize; // next fixed interval
    let mut t = 0u64;
    loop {
        if heap.is_empty() {
            if next >= flexible.len() {
                return None;
            }
            t = t.max(flexible[next].0);
        }
        while next < flexible.len() && flexible[next].0 <= t {
            heap.push(Reverse(flexible[next].1));
            next += 1;
        }
        let Some(&Reverse(deadline)) = heap.peek() else {
            continue;
        };
        // Skip fixed intervals that cover `t .. t + len`.
        while f < fixed.len() && fixed[f].1 <= t {
            f += 1;
        }
        if f < fixed.len() && fixed[f].0 < t + len {
            t = fixed[f].1;
            if t > deadline {
                return Some(deadline);
            }
            continue;
        }
        if t > deadline {
            return Some(deadline);
        }
        heap.pop();
        t += len;
    }
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
