//! Group parts: a matching plan for multicast phases whose cost is words (receive ports),
//! exact about the latency parts of the destination groups.
//!
//! The matching-waves plan treats a destination group (tiles that always receive the same
//! words together, `plan.rs`) as one receive port. A group of 8 consecutive `ipu21` tiles
//! spans two columns, so one sender's word reaches its two halves (its *parts*, see
//! [`Parts`]) at different cycles: a plan that ignores this ends a few hundred cycles later
//! once realised (measured on the bench's 454,896-transfer broadcast: planned 7526, realised
//! 8451). The group-windows plan (`windows.rs`) models parts exactly, but it selects sender
//! by sender, every free sender scanning all its edges each cycle (11.8 s on that phase).
//!
//! This plan selects group by group. Each cycle, the groups go by decreasing work left (the
//! larger of what they receive and the largest send load of a member); a group takes the
//! edge whose word reaches each of its parts no earlier than the part's port is free and
//! wastes the fewest idle part-cycles (ties: the bucket with more edges left), from a free
//! sender. A group's incoming edges are kept in *buckets* of
//! equal latency classes over its parts (at most one per sender row class: 16 on the
//! `ipu21`), each in decreasing order of its sender's send load; a bucket's waste is the
//! same for all its edges, so a group evaluates its few buckets, best first, and takes the
//! first free sender of the best bucket that has one. On phases whose senders are lightly
//! loaded almost every sender is free, so a group scans a few entries.
//!
//! Issue slots are modelled as in `windows.rs` (a switch on per reception, a switch off per
//! stray word, a send per piece, each switch issuable up to the `set_mux` delay earlier), so
//! that the sequence engine told to follow the plan (`SequenceEngine::follow_plan`) starts
//! every piece at its planned cycle; but there are no send windows: the plan is meant for
//! phases whose instructions do not bind.
//!
//! Measured on the bench's 454,896-transfer broadcast: planned 7558, realised 7576 (no
//! piece late; words bound 7543), the whole `schedule()` call 1.2-1.3 s of CPU. Two choices
//! measured there: groups ordered by `max(receive, largest member send)` left rather than
//! their sum, 7611 -> 7601; among buckets of equal waste, the one with more edges left
//! first (the buckets empty evenly, so later cycles keep a choice of classes), -> 7576.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::plan::{GroupGraph, Piece};
use super::windows::{FREE, HISTORY, Layout, Parts, send_slot};

const NONE: u32 = u32::MAX;

/// Pieces of the group-parts plan in planned order, or `None` when the destination sets
/// overlap (no groups) or the plan does not finish within a generous cycle limit (our
/// heuristic's failure; the caller keeps its other candidates).
pub(crate) fn group_parts(fabric: &Fabric, jobs: &JobSet) -> Option<Vec<Piece>> {
    let cycles: Vec<u32> = jobs.jobs.iter().map(|j| j.words).collect();
    let gg = GroupGraph::new(fabric, jobs, cycles.clone(), false)?;
    let n = fabric.tiles as usize;
    let groups = gg.groups;
    let edges = &gg.graph.edges;
    let mut rem: Vec<u64> = edges.iter().map(|e| e.2).collect();
    let mut next_job = vec![0usize; edges.len()];
    let mut send_rem = vec![0u64; n];
    let mut recv_rem = vec![0u64; groups];
    for &(s, g, w) in edges {
        send_rem[s as usize] += w;
        recv_rem[g as usize] += w;
    }
    let mut members: Vec<Vec<u32>> = vec![Vec::new(); groups];
    for (t, &g) in gg.group_of.iter().enumerate() {
        if g != NONE {
            members[g as usize].push(t as u32);
        }
    }
    let Parts {
        start: part_start,
        members: part_members,
        class_start,
        class,
        lead,
    } = Parts::new(fabric, &gg, &members);
    let nparts = part_members.len();
    // Buckets: per group, its edges with work of equal classes over its parts, each in
    // decreasing order of the sender's send load (ties: sender). `bucket_start[g]..
    // bucket_start[g + 1]`: group `g`'s buckets; `bucket_class[b]`: an edge of bucket `b`
    // (whose classes the bucket shares).
    let mut bucket_start = Vec::with_capacity(groups + 1);
    let mut bucket_edges: Vec<Vec<u32>> = Vec::new();
    let mut bucket_class: Vec<u32> = Vec::new();
    {
        let mut by_group: Vec<Vec<u32>> = vec![Vec::new(); groups];
        for (e, &(_, g, w)) in edges.iter().enumerate() {
            if w > 0 {
                by_group[g as usize].push(e as u32);
            }
        }
        for list in &mut by_group {
            bucket_start.push(bucket_edges.len());
            let mut keyed: BTreeMap<&[u8], Vec<u32>> = BTreeMap::new();
            for &e in list.iter() {
                let cs = &class[class_start[e as usize]..class_start[e as usize + 1]];
                keyed.entry(cs).or_default().push(e);
            }
            for (_, mut es) in keyed {
                es.sort_unstable_by_key(|&e| {
                    let s = edges[e as usize].0;
                    (Reverse(send_rem[s as usize]), s, e)
                });
                bucket_class.push(es[0]);
                bucket_edges.push(es);
            }
            list.clear();
        }
        bucket_start.push(bucket_edges.len());
    }
    let total: u64 = rem.iter().sum();
    let span = lead + class.iter().copied().max().unwrap_or(0) as usize;
    let ring = span + HISTORY + 1;
    let delay = fabric.mux_delay as usize;
    let mut arrives = vec![false; nparts * ring];
    let mut slot = vec![FREE; n * ring];
    let mut send_free = vec![0u64; n];
    let mut recv_free = vec![0u64; nparts];
    // Per sender: `p + 1` in the cycle it was given a piece.
    let mut taken = vec![0u64; n];
    let mut last: Vec<(u32, usize)> = vec![(NONE, 0); n];
    let layout = Layout {
        edges,
        class: &class,
        class_start: &class_start,
        part_start: &part_start,
        part_members: &part_members,
        lead,
        ring,
        delay,
    };
    let mut pieces: Vec<Piece> = Vec::with_capacity(jobs.jobs.len());
    let mut order: Vec<(u64, u32)> = Vec::with_capacity(groups);
    let mut options: Vec<(u64, Reverse<usize>, u32)> = Vec::new();
    let mut left = total;
    let limit = CYCLE_LIMIT_FACTOR * (total + n as u64);
    let mut p = 0usize;
    while left > 0 {
        if p as u64 > limit {
            return None;
        }
        for k in 0..nparts {
            arrives[k * ring + (p + span) % ring] = false;
        }
        for t in 0..n {
            slot[t * ring + (p + span) % ring] = FREE;
        }
        order.clear();
        for g in 0..groups {
            // A part busy beyond the farthest arrival of a word sent now takes nothing.
            let busy = (part_start[g]..part_start[g + 1]).any(|k| recv_free[k] > (p + span) as u64);
            if recv_rem[g] > 0 && !busy {
                let s = members[g]
                    .iter()
                    .map(|&t| send_rem[t as usize])
                    .max()
                    .unwrap_or(0);
                order.push((recv_rem[g].max(s), g as u32));
            }
        }
        order.sort_unstable_by_key(|&(need, g)| (Reverse(need), g));
        for &(_, g) in &order {
            let g = g as usize;
            // The buckets whose word, sent now, reaches every part with its port free, by
            // the idle part-cycles it leaves.
            options.clear();
            for b in bucket_start[g]..bucket_start[g + 1] {
                if bucket_edges[b].is_empty() {
                    continue;
                }
                let e = bucket_class[b] as usize;
                let base = class_start[e];
                let mut waste = 0u64;
                let fits = (part_start[g]..part_start[g + 1]).all(|part| {
                    let a = (p + lead + usize::from(class[base + part - part_start[g]])) as u64;
                    waste += a.saturating_sub(recv_free[part]);
                    recv_free[part] <= a
                });
                if fits {
                    options.push((waste, Reverse(bucket_edges[b].len()), b as u32));
                }
            }
            options.sort_unstable();
            let mut chosen = None;
            'buckets: for &(_, _, b) in &options {
                for (i, &e) in bucket_edges[b as usize].iter().enumerate() {
                    let s = edges[e as usize].0 as usize;
                    if send_free[s] > p as u64 || taken[s] == p as u64 + 1 {
                        continue;
                    }
                    if send_slot(&slot[s * ring..(s + 1) * ring], p).is_none() {
                        continue;
                    }
                    chosen = Some((b as usize, i));
                    break 'buckets;
                }
            }
            let Some((b, i)) = chosen else {
                continue;
            };
            let e = bucket_edges[b][i] as usize;
            let s = edges[e].0 as usize;
            taken[s] = p as u64 + 1;
            layout.reserve_send(&mut slot, &arrives, last[s], s, p);
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
            send_rem[s] -= c;
            recv_rem[g] -= c;
            send_free[s] = p as u64 + c;
            last[s] = (e as u32, p + c as usize);
            layout.reserve_arrivals(&mut recv_free, &mut arrives, &mut slot, e, p, c);
            left -= c;
            if rem[e] == 0 {
                bucket_edges[b].remove(i);
            }
        }
        p += 1;
    }
    Some(pieces)
}

/// The plan gives up after this many times the phase's cycles (plus tiles).
const CYCLE_LIMIT_FACTOR: u64 = 8;

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::super::sequence::SequenceEngine;
    use super::super::types::Transfer;
    use super::*;

    /// Multicasts of 1-3 words to groups of 8 tiles (two columns of the `ipu21`, at
    /// different latencies from most senders) on a 128-tile chip, every third tile sending:
    /// `check` renders whether the plan is valid (every job once, no sender busy twice in a
    /// cycle), whether the sequence engine following it starts every piece at its planned
    /// cycle, and the plan's end against the words bound (the most words a group receives).
    fn check(step: u32, expect: &str) {
        let Ok(model) = hand_worked_model(128) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let mut phase = Vec::new();
        let mut received = [0u64; 16];
        for src in (0..128u32).step_by(step as usize) {
            for g in 0..16u32 {
                if src / 8 != g && (src + g) % 4 != 0 {
                    let words = 1 + (src + g) % 3;
                    received[g as usize] += u64::from(words);
                    phase.push(Transfer {
                        src,
                        dst: (8 * g..8 * g + 8).collect(),
                        words,
                        src_offset: 4 * g,
                        dst_offset: 4 * src,
                    });
                }
            }
        }
        let jobs = JobSet::new(&fabric, &phase);
        let Some(pieces) = group_parts(&fabric, &jobs) else {
            panic!("the phase has groups")
        };
        let mut seen = vec![0u32; jobs.jobs.len()];
        let mut busy = std::collections::BTreeSet::new();
        let mut valid = true;
        for p in &pieces {
            seen[p.job as usize] += 1;
            let job = &jobs.jobs[p.job as usize];
            for c in p.planned..p.planned + u64::from(job.words) {
                valid &= busy.insert((job.src, c));
            }
        }
        valid &= seen.iter().all(|&k| k == 1);
        let mut engine = SequenceEngine::new(&fabric, &jobs, vec![false; jobs.jobs.len()]);
        engine.follow_plan();
        engine.place_all(&pieces);
        let late = pieces
            .iter()
            .zip(&engine.chunks)
            .filter(|(p, c)| c.start != p.planned)
            .count();
        let end = pieces
            .iter()
            .map(|p| p.planned + u64::from(p.to - p.from))
            .max()
            .unwrap_or(0);
        let bound = received.iter().copied().max().unwrap_or(0);
        assert_eq!(
            format!(
                "valid {valid} late {late} within {}",
                end <= bound * 11 / 10
            ),
            expect,
            "end {end} bound {bound}"
        );
    }

    #[test]
    fn every_job_once_and_followed_exactly() {
        check(3, "valid true late 0 within true");
    }

    #[test]
    fn every_tile_sending() {
        check(1, "valid true late 0 within true");
    }
}
