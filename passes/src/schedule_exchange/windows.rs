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
//! fall in the same cycles).
//!
//! The plan is exact: the sequence engine, told to follow it (`SequenceEngine::follow_plan`),
//! starts every piece at its planned cycle (measured on the bench's broadcasts of 50,933 and
//! 195,879 transfers; a unit test checks it on a small phase). For that it models:
//! - **parts**: a group's tiles of one receiver latency class (a group of 8 consecutive
//!   `ipu21` tiles spans two columns). One sender's word reaches the parts at different
//!   cycles, so each part has its own receive port, tracked in arrival time: a reception
//!   planned at send cycle `p` on edge `e` arrives at part `k` at `p + min_latency +
//!   class(e, k)`. (One latency class per edge, the largest, let a later reception reach the
//!   nearer part before an earlier one: the engine then delayed it, and everything behind.)
//! - **issue slots**, per tile, as the engine fills them: a switch on in the cycle its
//!   reception arrives, a switch off in the cycle a *stray* word arrives (the first later
//!   word of a reception's sender, reaching the part before any other reception does), each
//!   issuable up to `set_mux` delay (3) cycles earlier; a send in its cycle. A member may send
//!   at `p` if its slot is free, or if the switches just before it can each move a cycle
//!   earlier into a free slot: so a member with fewer sends than its group's windows allow
//!   sends during receptions too (a window slot it does not use takes a switch instead). A
//!   group takes no reception arriving in one of its windows, and a sender does not send a
//!   word that would be a stray in a window of its last group. After a cycle without window, a group keeps the next `spread` cycles
//!   closed too (`spread`: the largest difference of one edge's classes over the group's
//!   parts), so that a reception reaching its parts in different cycles fits between
//!   windows.
//!
//! Within a cycle, senders go by decreasing remaining send load, each to the free group with
//! the most left to do, then augmenting paths of length three match idle senders (a sender
//! takes a group only where its own word fits). The scheduler keeps whichever candidate ends
//! earlier.

use std::cmp::Reverse;

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::plan::{GroupGraph, Piece};

const NONE: u32 = u32::MAX;

/// Pieces of the group-windows plan in planned order (`phase` shifts where the groups' window
/// counters start, see [`WINDOW_PHASES`]), or `None` when the destination sets
/// overlap (no groups) or the plan does not finish within a generous cycle limit (our
/// heuristic's failure; the caller keeps its other candidates).
pub(crate) fn group_windows(fabric: &Fabric, jobs: &JobSet, phase: u64) -> Option<Vec<Piece>> {
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
    let Parts {
        start: part_start,
        members: part_members,
        class_start,
        class,
        lead,
    } = Parts::new(fabric, &gg, &members);
    let nparts = part_members.len();
    // Per group: the largest spread of one edge's classes over the group's parts. A closed
    // cycle (no window) is followed by this many more, so that a reception whose parts
    // arrive at different cycles fits between windows even when the windows are dense.
    let mut spread = vec![0u8; groups];
    for (e, &(_, g, _)) in edges.iter().enumerate() {
        let cs = &class[class_start[e]..class_start[e + 1]];
        let lo = cs.iter().copied().min().unwrap_or(0);
        let hi = cs.iter().copied().max().unwrap_or(0);
        spread[g as usize] = spread[g as usize].max(hi - lo);
    }
    let mut hold = vec![0u8; groups];
    let total: u64 = rem.iter().sum();
    // Times are send cycles; a reception planned at `p` on edge `e` arrives at part `k` at
    // `p + lead + class[..]`, at most `span` cycles later.
    let span = lead + class.iter().copied().max().unwrap_or(0) as usize;
    // Ring buffers hold cycles `p - HISTORY ..= p + span` at plan cycle `p`.
    let ring = span + HISTORY + 1;
    let delay = fabric.mux_delay;
    // Per group: send window at cycle q (`window[g * ring + q % ring]`); per part: a
    // reception arriving at q (`arrives[..]`); per group: the credit of the window counter.
    let mut window = vec![false; groups * ring];
    let mut arrives = vec![false; nparts * ring];
    // Per tile: what its issue slot at cycle q holds (`slot[t * ring + q % ring]`): `FREE`,
    // `SEND`, or a switch (on, or off for a stray) that may be issued from the cycle held.
    let mut slot = vec![FREE; n * ring];
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
            (g as u64 + phase).wrapping_mul(0x9E37_79B9_7F4A_7C15) % period
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
                } else if hold[g] > 0 {
                    hold[g] -= 1;
                    false
                } else {
                    credit[g] += s;
                    if credit[g] >= r + s {
                        credit[g] -= r + s;
                        true
                    } else {
                        hold[g] = spread[g];
                        false
                    }
                };
                window[g * ring + q % ring] = open;
            }
        };
    let mut send_free = vec![0u64; n];
    // Per part: the cycle after its last planned reception.
    let mut recv_free = vec![0u64; nparts];
    let mut taker = vec![0u64; groups];
    let mut assign: Vec<(u32, usize)> = Vec::with_capacity(groups);
    let mut idle: Vec<u32> = Vec::with_capacity(n);
    let mut pieces: Vec<Piece> = Vec::with_capacity(jobs.jobs.len());
    let mut candidates: Vec<u32> = Vec::with_capacity(n);
    // Per sender: the edge of its last send and the cycle after that send.
    let mut last: Vec<(u32, usize)> = vec![(NONE, 0); n];
    let layout = Layout {
        edges,
        class: &class,
        class_start: &class_start,
        part_start: &part_start,
        part_members: &part_members,
        lead,
        ring,
        delay: delay as usize,
    };
    let mut left = total;
    let limit = CYCLE_LIMIT_FACTOR * (total + n as u64);
    let mut p = 0usize;
    while left > 0 {
        if p as u64 > limit {
            return None;
        }
        // Windows for the last cycle this cycle's receptions may reach.
        decide(p + span, &send_rem, &recv_rem, &mut window, &mut need);
        for k in 0..nparts {
            arrives[k * ring + (p + span) % ring] = false;
        }
        for t in 0..n {
            slot[t * ring + (p + span) % ring] = FREE;
        }
        candidates.clear();
        candidates.extend((0..n as u32).filter(|&s| {
            let s = s as usize;
            if send_rem[s] == 0 || send_free[s] > p as u64 {
                return false;
            }
            // A word sent now reaches the group of the last send after that reception (at
            // each part): if no reception of the part arrives in between and the word lands
            // in a window, the switch off it needs would take a window's issue slot.
            let mut blocked = false;
            layout.stray_parts(last[s], p, &arrives, |g, _, f| {
                blocked |= window[g * ring + f % ring];
            });
            if blocked {
                return false;
            }
            // Free unless a reception of its part arrives now (its switch takes the slot).
            send_slot(&slot[s * ring..(s + 1) * ring], p).is_some()
        }));
        // Senders of the neediest groups first (their sends are what those groups' windows
        // wait for), then by remaining send load. Measured against load alone (50,933 /
        // 195,879-transfer broadcasts): 367 / 1365 -> 365 / 1361 cycles.
        let own_need = |s: u32| {
            let g = gg.group_of[s as usize];
            if g == NONE { 0 } else { need[g as usize] }
        };
        candidates
            .sort_unstable_by_key(|&s| (Reverse(own_need(s)), Reverse(send_rem[s as usize]), s));
        // Whether edge `e`'s word sent now reaches every part of its group with the part's
        // port free and outside the group's windows.
        let fits = |e: u32, recv_free: &[u64]| {
            let g = edges[e as usize].1 as usize;
            let base = class_start[e as usize];
            (part_start[g]..part_start[g + 1]).all(|part| {
                let a = p + lead + usize::from(class[base + part - part_start[g]]);
                recv_free[part] <= a as u64 && !window[g * ring + a % ring]
            })
        };
        // A free group for sender `s` this cycle: the most needy one (its edge index).
        let free_target = |s: u32, taker: &[u64], recv_free: &[u64]| -> Option<usize> {
            let mut best: Option<(u64, Reverse<u32>, usize)> = None;
            for (k, &e) in out[s as usize].iter().enumerate() {
                let g = edges[e as usize].1 as usize;
                if taker[g] >> 32 == p as u64 + 1 || !fits(e, recv_free) {
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
                let e = out[s as usize][k];
                let g2 = edges[e as usize].1 as usize;
                // `s` may take `g2` only where its own word fits (its latencies are not
                // those of the group's present sender).
                if taker[g2] >> 32 != p as u64 + 1 || !fits(e, &recv_free) {
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
            layout.reserve_send(&mut slot, &arrives, last[s as usize], s as usize, p);
            let e = out[s as usize][k] as usize;
            let g = edges[e].1 as usize;
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
            recv_rem[g] -= c;
            send_free[s as usize] = p as u64 + c;
            last[s as usize] = (e as u32, p + c as usize);
            layout.reserve_arrivals(&mut recv_free, &mut arrives, &mut slot, e, p, c);
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

/// The latency parts of a phase's destination groups: a group's tiles of one receiver class
/// (equally far from every sender; a group of 8 consecutive `ipu21` tiles spans two
/// columns). Each part has its own receive port in the plans of this module and of
/// `parts.rs`: one sender's word reaches the parts of a group at different cycles.
pub(super) struct Parts {
    /// Group `g`'s parts are `start[g]..start[g + 1]`.
    pub(super) start: Vec<usize>,
    /// The tiles of each part.
    pub(super) members: Vec<Vec<u32>>,
    /// Per edge and part `k` of its group: the latency above the least, cycles
    /// (`class[class_start[e] + k - start[g]]`).
    pub(super) class_start: Vec<usize>,
    /// See `class_start`.
    pub(super) class: Vec<u8>,
    /// The least latency between two tiles, cycles.
    pub(super) lead: usize,
}

impl Parts {
    /// The parts of `gg`'s groups, whose tiles are `members[g]`.
    pub(super) fn new(fabric: &Fabric, gg: &GroupGraph, members: &[Vec<u32>]) -> Self {
        let mut start = Vec::with_capacity(members.len() + 1);
        let mut parts: Vec<u32> = Vec::new();
        let mut part_members: Vec<Vec<u32>> = Vec::new();
        for list in members {
            start.push(parts.len());
            let first = parts.len();
            for &t in list {
                let c = fabric.receiver_class(t);
                let k = match parts[first..]
                    .iter()
                    .position(|&r| fabric.receiver_class(r) == c)
                {
                    Some(k) => first + k,
                    None => {
                        parts.push(t);
                        part_members.push(Vec::new());
                        parts.len() - 1
                    }
                };
                part_members[k].push(t);
            }
        }
        start.push(parts.len());
        let lead = fabric.min_latency() as usize;
        let edges = &gg.graph.edges;
        let mut class_start = Vec::with_capacity(edges.len() + 1);
        let mut class: Vec<u8> = Vec::new();
        for &(s, g, _) in edges {
            class_start.push(class.len());
            for &r in &parts[start[g as usize]..start[g as usize + 1]] {
                let c = fabric.latency(s, r) as usize - lead;
                class.push(c.min(usize::from(u8::MAX)) as u8);
            }
        }
        class_start.push(class.len());
        Self {
            start,
            members: part_members,
            class_start,
            class,
            lead,
        }
    }
}

/// An issue slot of the plan's per-tile rings: free.
pub(super) const FREE: u32 = u32::MAX;
/// An issue slot taken by a send.
pub(super) const SEND: u32 = u32::MAX - 1;
/// Cycles before the plan cycle its rings keep.
pub(super) const HISTORY: usize = 8;

/// The slot from which a send at `p` can be made room for on a tile whose issue ring is
/// `own`: `p` itself if free, else the nearest earlier free slot such that every switch in
/// between may be issued a cycle earlier (its window starts before its cycle). `None` if
/// there is none within [`HISTORY`] cycles.
pub(super) fn send_slot(own: &[u32], p: usize) -> Option<usize> {
    let ring = own.len();
    let mut x = p;
    loop {
        let held = own[x % ring];
        if held == FREE {
            return Some(x);
        }
        if held == SEND || held as usize >= x || x + HISTORY <= p + 1 {
            return None;
        }
        x -= 1;
    }
}

/// Where the plan's pieces land: edges, each edge's latency class per part of its group, and
/// the ring buffers' length.
pub(super) struct Layout<'a> {
    pub(super) edges: &'a [(u32, u32, u64)],
    pub(super) class: &'a [u8],
    pub(super) class_start: &'a [usize],
    pub(super) part_start: &'a [usize],
    /// The tiles of each part.
    pub(super) part_members: &'a [Vec<u32>],
    pub(super) lead: usize,
    pub(super) ring: usize,
    /// How far before its effect a switch may be issued (`set_mux`'s delay field), cycles.
    pub(super) delay: usize,
}

impl Layout<'_> {
    /// Reserves in the issue rings `slot` (per tile, `ring` cycles) what a send by `s` at `p`
    /// costs, `last` being its previous send (see [`Self::stray_parts`]): a switch off where
    /// its word strays into the last send's group, and the send's own slot, for which the
    /// switches in the cycles before it move a cycle earlier (see [`send_slot`]).
    pub(super) fn reserve_send(
        &self,
        slot: &mut [u32],
        arrives: &[bool],
        last: (u32, usize),
        s: usize,
        p: usize,
    ) {
        let ring = self.ring;
        self.stray_parts(last, p, arrives, |_, part, f| {
            for &m in &self.part_members[part] {
                let x = &mut slot[m as usize * ring + f % ring];
                if *x == FREE {
                    *x = f.saturating_sub(self.delay) as u32;
                }
            }
        });
        let own = &mut slot[s * ring..(s + 1) * ring];
        if let Some(q) = send_slot(own, p) {
            for y in q..p {
                own[y % ring] = own[(y + 1) % ring];
            }
            own[p % ring] = SEND;
        }
    }

    /// Records a reception of `c` cycles on edge `e` sent at `p`: at each part of its group,
    /// its port is busy until its arrival plus `c`, a reception arrives (`arrives`), and every
    /// member's issue slot of that cycle takes the switch on (issuable `delay` cycles early).
    pub(super) fn reserve_arrivals(
        &self,
        recv_free: &mut [u64],
        arrives: &mut [bool],
        slot: &mut [u32],
        e: usize,
        p: usize,
        c: u64,
    ) {
        let ring = self.ring;
        let g = self.edges[e].1 as usize;
        let first = self.part_start[g];
        for part in first..self.part_start[g + 1] {
            let a = p + self.lead + usize::from(self.class[self.class_start[e] + part - first]);
            recv_free[part] = a as u64 + c;
            arrives[part * ring + a % ring] = true;
            for &m in &self.part_members[part] {
                slot[m as usize * ring + a % ring] = a.saturating_sub(self.delay) as u32;
            }
        }
    }

    /// For a sender whose last send was on edge `last.0` ending at send cycle `last.1`, and
    /// which sends again at `p`: calls `f(group, part, arrival)` for each part of that group
    /// the new word reaches with no reception of the part arriving from the end of the last
    /// one up to the word (arrivals before `p - 1` are no longer in the ring and count as
    /// none).
    pub(super) fn stray_parts(
        &self,
        last: (u32, usize),
        p: usize,
        arrives: &[bool],
        mut f: impl FnMut(usize, usize, usize),
    ) {
        let (le, lp) = last;
        if le == NONE {
            return;
        }
        let le = le as usize;
        let g = self.edges[le].1 as usize;
        let first = self.part_start[g];
        for part in first..self.part_start[g + 1] {
            let c = usize::from(self.class[self.class_start[le] + part - first]);
            let (e, word) = (lp + self.lead + c, p + self.lead + c);
            let from = e.max(p.saturating_sub(1));
            let covered = (from..=word).any(|q| arrives[part * self.ring + q % self.ring]);
            if !covered {
                f(g, part, word);
            }
        }
    }
}

/// Adjacency entries the augmenting searches of one cycle may scan. Measured on the
/// 50,933 / 195,879-transfer broadcasts: 4096 -> 365 / 1361 cycles, 32768 -> 364 / 1359.
const AUGMENT_BUDGET: u64 = 32_768;

/// Starting phases of the window counters (see [`group_windows`]) the scheduler tries in turn
/// until one is within 1.10 of the bound, keeping the shortest: the plan's length varies by a
/// few cycles with them. Measured (horizon of the 50,933 / 195,879-transfer broadcasts): 0:
/// 364 / 1359; 1000: 381 / 1358; 7: 364 / 1360; 500: 366 / 1361; 3000: 367 / 1359.
pub(crate) const WINDOW_PHASES: [u64; 3] = [0, 1000, 3000];

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
    use super::super::device::hand_worked_model;
    use super::super::sequence::SequenceEngine;
    use super::super::types::Transfer;
    use super::*;

    /// One-word multicasts from every tile to the other groups of 4 tiles on a 32-tile chip:
    /// `check` renders whether the plan is valid (every job once, no sender sends twice in a
    /// cycle) and whether its length lies between the instruction bound (`slots`: one issue
    /// slot per send and per reception) and twice it (what plans that ignore instructions
    /// reach).
    fn check(tiles: u32, slots: u64, expect: &str) {
        let Ok(model) = hand_worked_model(tiles) else {
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
        let Some(pieces) = group_windows(&fabric, &jobs, 0) else {
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

    /// One-word multicasts to groups of 8 tiles, which span two columns of the `ipu21`
    /// (different latencies from most senders), on a 128-tile chip: the sequence engine,
    /// following the plan, starts every piece at its planned cycle.
    #[test]
    fn the_engine_realises_the_plan_exactly() {
        let Ok(model) = hand_worked_model(128) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let mut phase = Vec::new();
        for src in (0..128u32).step_by(3) {
            for g in 0..16u32 {
                if src / 8 != g && (src + g) % 4 != 0 {
                    phase.push(Transfer {
                        src,
                        dst: (8 * g..8 * g + 8).collect(),
                        words: 1 + (src + g) % 2,
                        src_offset: 4 * g,
                        dst_offset: 4 * src,
                    });
                }
            }
        }
        let jobs = JobSet::new(&fabric, &phase);
        let Some(pieces) = group_windows(&fabric, &jobs, 0) else {
            panic!("the phase has groups")
        };
        let mut engine = SequenceEngine::new(&fabric, &jobs, vec![false; jobs.jobs.len()]);
        engine.follow_plan();
        engine.place_all(&pieces);
        let late: Vec<String> = pieces
            .iter()
            .zip(&engine.chunks)
            .filter(|(p, c)| c.start != p.planned)
            .map(|(p, c)| format!("job {} planned {} start {}", p.job, p.planned, c.start))
            .collect();
        assert_eq!(late, Vec::<String>::new());
        assert_eq!(engine.chunks.len(), jobs.jobs.len());
    }

    #[test]
    fn worth_trying_only_when_instructions_bind() {
        assert!(worth_trying(100, 200));
        assert!(!worth_trying(100, 101));
    }
}
