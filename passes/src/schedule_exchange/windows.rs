//! Group windows: a matching-waves plan for phases whose cost is supervisor instructions
//! rather than words.
//!
//! When transfers are one or two words long, every reception costs its receiver a `set_mux`
//! and every send its sender a `send` (the device's rule 5), and a tile issues one
//! instruction per cycle. A tile that receives a new transfer nearly every cycle has no issue
//! slot left to send: its sends need *gaps* in its receptions. The tiles of a destination
//! group (tiles that always receive the same words together, `plan.rs`) receive in lock step,
//! so a gap of the group serves all its members at once — if they send in the same cycles.
//! The plain matching-waves plan does not know this; its members send at unrelated cycles,
//! each needing its own gap, and the phase takes about twice the instruction bound.
//!
//! This plan builds the matchings cycle by cycle (jobs whole, each from its planned cycle on)
//! and gives each group *send windows*: cycles in which its members send and it receives
//! nothing. A group spends a share of its cycles in send windows in proportion to what is
//! left to do — the largest remaining send load of its members against its remaining receive
//! load (a credit counter whose phases are spread over the groups, so that the windows do not
//! fall in the same cycles). Planned cycles are send cycles; a reception planned at `p` on an
//! edge of latency class `c` arrives at `p + min_latency + c`, and the plan tracks each
//! group's receive port in arrival time (so receptions never overlap). A group takes no
//! reception arriving in one of its windows; a member may send at `p` whenever no reception
//! of its group arrives at `p` (its switch would take the issue slot) — in a window, or in a
//! cycle the group happens to have free; a sender does not send in the cycle right after a
//! send whose group has a window right after that reception (its word would reach that group
//! in the window and need a switch off, an instruction the window has no slot for). Within a
//! cycle, senders go by decreasing remaining send load, each to the free group with the most
//! left to do, then augmenting paths of length three match idle senders. The sequence engine
//! realises the pieces in planned order under the exact latency and instruction rules, as for
//! the matching-waves plan; the scheduler keeps whichever candidate ends earlier.

use std::cmp::Reverse;

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::plan::{GroupGraph, Piece};

const NONE: u32 = u32::MAX;

/// Pieces of the group-windows plan in planned order, or `None` when the destination sets
/// overlap (no groups) or the plan does not finish within a generous cycle limit (our
/// heuristic's failure; the caller keeps its other candidates).
pub(crate) fn group_windows(fabric: &Fabric, jobs: &JobSet) -> Option<Vec<Piece>> {
    let cycles: Vec<u32> = jobs.jobs.iter().map(|j| j.words).collect();
    let gg = GroupGraph::new(fabric, jobs, cycles.clone(), false)?;
    let n = fabric.tiles as usize;
    let groups = gg.groups;
    let edges = &gg.graph.edges;
    // Per edge: remaining cycles and its next job; per sender: edges with work left.
    let mut rem: Vec<u64> = edges.iter().map(|e| e.2).collect();
    let mut next_job = vec![0usize; edges.len()];
    let mut out: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut send_rem = vec![0u64; n];
    let mut recv_rem = vec![0u64; groups];
    for (e, &(s, g, w)) in edges.iter().enumerate() {
        if w > 0 {
            out[s as usize].push(e as u32);
            send_rem[s as usize] += w;
            recv_rem[g as usize] += w;
        }
    }
    let mut members: Vec<Vec<u32>> = vec![Vec::new(); groups];
    for (t, &g) in gg.group_of.iter().enumerate() {
        if g != NONE {
            members[g as usize].push(t as u32);
        }
    }
    let total: u64 = rem.iter().sum();
    let lead = fabric.min_latency() as usize;
    // Times are send cycles; a reception planned at `p` on edge `e` arrives at
    // `p + lead + classes[e]` (the latency above the least), at most `span` cycles later.
    let span = lead + gg.classes.iter().copied().max().unwrap_or(0) as usize;
    let ring = span + 1;
    // Per group: send window at cycle q (`window[g * ring + q % ring]`), a reception arriving
    // at q (`arrives[..]`), the credit of the window counter.
    let mut window = vec![false; groups * ring];
    let mut arrives = vec![false; groups * ring];
    // Counters start spread over their period (golden-ratio steps), so that the groups'
    // windows do not fall in the same cycles: in step, they would starve the cycles between
    // of senders.
    let mut credit: Vec<u64> = (0..groups)
        .map(|g| {
            let s = members[g]
                .iter()
                .map(|&t| send_rem[t as usize])
                .max()
                .unwrap_or(0);
            let period = (recv_rem[g] + s).max(1);
            (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) % period
        })
        .collect();
    // Per group: what it has left to do, `recv_rem + max member send_rem` (its criticality).
    let mut need = vec![0u64; groups];
    let mut decide =
        |q: usize, send_rem: &[u64], recv_rem: &[u64], window: &mut [bool], need: &mut [u64]| {
            for g in 0..groups {
                let s = members[g]
                    .iter()
                    .map(|&t| send_rem[t as usize])
                    .max()
                    .unwrap_or(0);
                let r = recv_rem[g];
                need[g] = r + s;
                let open = if s == 0 {
                    false
                } else if r == 0 {
                    true
                } else {
                    credit[g] += s;
                    if credit[g] >= r + s {
                        credit[g] -= r + s;
                        true
                    } else {
                        false
                    }
                };
                window[g * ring + q % ring] = open;
            }
        };
    let mut send_free = vec![0u64; n];
    let mut recv_free = vec![0u64; groups];
    let mut taker = vec![0u64; groups];
    let mut assign: Vec<(u32, usize)> = Vec::with_capacity(groups);
    let mut idle: Vec<u32> = Vec::with_capacity(n);
    let mut pieces: Vec<Piece> = Vec::with_capacity(jobs.jobs.len());
    let mut candidates: Vec<u32> = Vec::with_capacity(n);
    // Per sender: the group of its last send, the cycle after that reception there, and the
    // cycle after that send.
    let mut last: Vec<(u32, usize, usize)> = vec![(NONE, 0, 0); n];
    let mut left = total;
    let limit = CYCLE_LIMIT_FACTOR * (total + n as u64);
    let mut p = 0usize;
    while left > 0 {
        if p as u64 > limit {
            return None;
        }
        // Windows for the last cycle this cycle's receptions may reach.
        decide(p + span, &send_rem, &recv_rem, &mut window, &mut need);
        for g in 0..groups {
            arrives[g * ring + (p + span) % ring] = false;
        }
        candidates.clear();
        candidates.extend((0..n as u32).filter(|&s| {
            let s = s as usize;
            if send_rem[s] == 0 || send_free[s] > p as u64 {
                return false;
            }
            // A word sent now would reach the group of its last send in the cycle after that
            // reception: if the group has a window then, it would need a switch off, and its
            // members' sends take the window's slots.
            let (lg, la, lp) = last[s];
            if lg != NONE && lp == p && window[lg as usize * ring + la % ring] {
                return false;
            }
            let g = gg.group_of[s];
            // Free unless a reception of its group arrives now (its switch takes the slot).
            g == NONE || !arrives[g as usize * ring + p % ring]
        }));
        candidates.sort_unstable_by_key(|&s| (Reverse(send_rem[s as usize]), s));
        // A free group for sender `s` this cycle: the most needy one (its edge index).
        let free_target = |s: u32, taker: &[u64], recv_free: &[u64]| -> Option<usize> {
            let mut best: Option<(u64, Reverse<u32>, usize)> = None;
            for (k, &e) in out[s as usize].iter().enumerate() {
                let g = edges[e as usize].1 as usize;
                let a = p + lead + usize::from(gg.classes[e as usize]);
                if taker[g] >> 32 == p as u64 + 1
                    || recv_free[g] > a as u64
                    || window[g * ring + a % ring]
                {
                    continue;
                }
                let key = (need[g], Reverse(g as u32), k);
                if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                    best = Some(key);
                }
            }
            best.map(|b| b.2)
        };
        // Greedy, most loaded senders first; `taker[g]`: `(p + 1) << 32 | index in assign`.
        assign.clear();
        idle.clear();
        for &s in &candidates {
            match free_target(s, &taker, &recv_free) {
                Some(k) => {
                    let g = edges[out[s as usize][k] as usize].1 as usize;
                    taker[g] = (p as u64 + 1) << 32 | assign.len() as u64;
                    assign.push((s, k));
                }
                None => idle.push(s),
            }
        }
        // Augmenting paths of length three from idle senders: `s` takes a group `g2` whose
        // sender `s2` can move to a free group.
        let mut budget = AUGMENT_BUDGET;
        for &s in &idle {
            if budget == 0 {
                break;
            }
            for k in 0..out[s as usize].len() {
                let g2 = edges[out[s as usize][k] as usize].1 as usize;
                if taker[g2] >> 32 != p as u64 + 1 {
                    continue;
                }
                let i = (taker[g2] & 0xFFFF_FFFF) as usize;
                let s2 = assign[i].0;
                budget = budget.saturating_sub(out[s2 as usize].len() as u64 + 1);
                // `g2` is taken, so `s2` finds another group if any.
                if let Some(k2) = free_target(s2, &taker, &recv_free) {
                    let g = edges[out[s2 as usize][k2] as usize].1 as usize;
                    assign[i] = (s2, k2);
                    taker[g] = (p as u64 + 1) << 32 | i as u64;
                    taker[g2] = (p as u64 + 1) << 32 | assign.len() as u64;
                    assign.push((s, k));
                    break;
                }
                if budget == 0 {
                    break;
                }
            }
        }
        for &(s, k) in &assign {
            let e = out[s as usize][k] as usize;
            let g = edges[e].1;
            let j = gg.edge_jobs(e)[next_job[e]];
            next_job[e] += 1;
            let c = u64::from(cycles[j as usize]);
            pieces.push(Piece {
                job: j,
                from: 0,
                to: cycles[j as usize],
                planned: p as u64,
            });
            rem[e] -= c;
            send_rem[s as usize] -= c;
            recv_rem[g as usize] -= c;
            send_free[s as usize] = p as u64 + c;
            let a = p + lead + usize::from(gg.classes[e]);
            last[s as usize] = (g, a + c as usize, p + c as usize);
            recv_free[g as usize] = (a as u64) + c;
            arrives[g as usize * ring + a % ring] = true;
            left -= c;
        }
        // Exhausted edges leave their senders' lists (after the commits: indices held).
        for &(s, _) in &assign {
            out[s as usize].retain(|&e| rem[e as usize] > 0);
        }
        p += 1;
    }
    Some(pieces)
}

/// Adjacency entries the augmenting searches of one cycle may scan.
const AUGMENT_BUDGET: u64 = 4096;

/// The plan gives up after this many times the phase's cycles (plus tiles).
const CYCLE_LIMIT_FACTOR: u64 = 8;

/// Whether a phase is worth a group-windows candidate: a multicast or unicast phase of short
/// transfers whose instruction bound exceeds its words bound by more than
/// [`INSTRUCTION_BOUND_EXCESS`] (per mille).
pub(crate) fn worth_trying(words_only: u64, with_instructions: u64) -> bool {
    with_instructions * 1000 > words_only * (1000 + INSTRUCTION_BOUND_EXCESS)
}

/// See [`worth_trying`].
const INSTRUCTION_BOUND_EXCESS: u64 = 20;

#[cfg(test)]
mod tests {
    use super::super::device::ipu21_with_tiles;
    use super::super::types::Transfer;
    use super::*;

    /// One-word multicasts from every tile to the other groups of 4 tiles on a 32-tile chip:
    /// `check` renders whether the plan is valid (every job once, no sender sends twice in a
    /// cycle) and whether its length lies between the instruction bound (`slots`: one issue
    /// slot per send and per reception) and twice it (what plans that ignore instructions
    /// reach).
    fn check(tiles: u32, slots: u64, expect: &str) {
        let Ok(model) = ipu21_with_tiles(tiles) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let mut phase = Vec::new();
        for src in 0..tiles {
            for g in 0..tiles / 4 {
                if src / 4 != g {
                    phase.push(Transfer {
                        src,
                        dst: (4 * g..4 * g + 4).collect(),
                        words: 1,
                        src_offset: 4 * g,
                        dst_offset: 4 * src,
                    });
                }
            }
        }
        let jobs = JobSet::new(&fabric, &phase);
        let Some(pieces) = group_windows(&fabric, &jobs) else {
            panic!("the phase has groups")
        };
        let mut seen = vec![0u32; jobs.jobs.len()];
        let mut sends = std::collections::BTreeSet::new();
        let mut valid = true;
        for p in &pieces {
            seen[p.job as usize] += 1;
            valid &= sends.insert((jobs.jobs[p.job as usize].src, p.planned));
        }
        valid &= seen.iter().all(|&k| k == 1);
        let end = pieces.iter().map(|p| p.planned + 1).max().unwrap_or(0);
        let within = slots <= end && end < 2 * slots;
        assert_eq!(
            format!("valid {valid} within {within}"),
            expect,
            "end {end}"
        );
    }

    #[test]
    fn every_job_once_and_ports_used_once() {
        // Each group receives 28 words and each tile sends 7: 35 issue slots per tile.
        check(32, 35, "valid true within true");
    }

    #[test]
    fn worth_trying_only_when_instructions_bind() {
        assert!(worth_trying(100, 200));
        assert!(!worth_trying(100, 101));
    }
}
