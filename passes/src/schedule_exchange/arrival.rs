//! Arrival-time realisation of a matching-waves plan (unicast): exact about latency classes.
//!
//! The matching-waves plan (`waves.rs`) runs every port on one clock, the send clock. A
//! receiver, though, is busy at *arrival* time, `send + latency`, and latencies differ by
//! up to two cycles (`ExchangeModel::latency`, by column distance). When a receiver's next
//! sender in the plan is nearer than its last, the next words would arrive before the last
//! ones are in; realised in plan order (`sequence.rs`), the next sender waits, and so does
//! everything planned after it on that sender: delays cascade through a phase whose tiles are
//! all critical (the bench's transpose: planned 226 cycles, realised 226 + 17 + 18).
//!
//! Here each receiver is served on its own clock: arrival cycles, as the hardware does. The
//! receivers, in arrival time (earliest free first, then the most words left first), each
//! choose among the first [`LOOKAHEAD`] unfinished runs of their plan order those whose
//! sender's bus is free at `arrival - latency`, the busiest sender first (then the farthest,
//! then plan order), and take it for as many cycles as the bus stays free. Sender buses are
//! reserved cycle by cycle, in any order, so a near receiver may use a cycle of the sender's
//! bus that a far one left free two cycles earlier. The `send` and the receiver's switch of
//! each piece reserve issue slots too (a switch may move within its window to make room for
//! a send); a run is cut before the first piece without them. Switches off are left to the
//! sequence engine. Every port reservation is exact, so the realisation keeps it; only
//! instruction slots can still delay a piece (on the bench's phases of 50,933 transfers the
//! realised horizon is within 6 cycles of the planned one, often equal).
//!
//! The result is pieces timed by send cycle, ordered for the sequence engine by
//! [`super::order::port_consistent`].

use std::cmp::Reverse;

use rustc_hash::FxHashMap;

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::plan::{self, Piece};
use super::timeline::Timeline;

/// Runs of its plan order a receiver may choose among (the first [`LOOKAHEAD`] it has not
/// finished). Measured on the bench's unicast phases of 50,933 transfers (horizon / bound of
/// rearrange, transpose, random, skewed), before instruction slots were reserved here: plan
/// order only (1 run) 1.418 / 1.370 / 1.327 / 1.177; 16 runs 1.008 / 1.045 / 1.017 / 1.027;
/// 64 runs 1.009 / 1.029 / 1.015 / 1.027, and with the sender priority 1.002 / 1.025 / 1.007 /
/// 1.016. All runs (1000) gained nothing more at 50,933 (the transpose 195,879: 914 against
/// 920 cycles) and cost time.
const LOOKAHEAD: usize = 64;

/// A run of the plan waiting at its receiver: `left` cycles of edge `edge` from sender `src`
/// in latency class `class` (copied here: the scans read nothing else).
#[derive(Debug, Clone, Copy)]
struct Item {
    edge: u32,
    src: u32,
    class: u32,
    left: u32,
}

/// A run a receiver could take now: item `k` of its queue, sent from `src` at `send` for at
/// most `len` cycles, ranked by `score` (higher first).
#[derive(Debug, Clone, Copy)]
struct Choice {
    k: usize,
    src: usize,
    send: u64,
    len: u64,
    score: u64,
}

/// Pieces of a unicast phase realised in arrival time (module doc), each `planned` at its
/// send cycle, and the same plan's pieces in plan order (what [`plan::matching_waves`]
/// returns); `None` if the phase is not unicast, has no group graph or has more than
/// [`plan::LARGE_PHASE`] jobs (its cost, about three times the plan's, would not fit the time
/// target of the largest phases, which the plan order already schedules within 2 %).
pub(crate) fn arrival_pieces(fabric: &Fabric, jobs: &JobSet) -> Option<(Vec<Piece>, Vec<Piece>)> {
    if !jobs.is_unicast() || jobs.jobs.len() > plan::LARGE_PHASE {
        return None;
    }
    let cycles: Vec<u32> = jobs.jobs.iter().map(|j| j.words).collect();
    let (gg, runs) = plan::waves_runs(fabric, jobs, cycles, false)?;
    let n = gg.graph.n;
    // Each receiver's runs in plan order (unicast: a group is its tile).
    let mut queue: Vec<Vec<Item>> = vec![Vec::new(); n];
    for r in &runs {
        let (u, v, _) = gg.graph.edges[r.edge as usize];
        queue[v as usize].push(Item {
            edge: r.edge,
            src: u,
            class: u32::from(gg.classes[r.edge as usize]),
            left: r.cycles as u32,
        });
    }
    let mut tile_of = vec![u32::MAX; gg.groups];
    for (t, &g) in gg.group_of.iter().enumerate() {
        if g != u32::MAX {
            tile_of[g as usize] = t as u32;
        }
    }
    let in_plan_order = plan::pieces_in_plan_order(&gg, &runs);
    let mut head = vec![0usize; n];
    let mut remaining: Vec<u64> = queue
        .iter()
        .map(|q| q.iter().map(|i| u64::from(i.left)).sum())
        .collect();
    let mut send_left = vec![0u64; n];
    for &(u, _, w) in &gg.graph.edges {
        send_left[u as usize] += w;
    }
    // Cycles of each edge already realised (the edge's cursor).
    let mut done = vec![0u64; gg.graph.edges.len()];
    let tiles = fabric.tiles as usize;
    let mut bus = Bus::new(tiles);
    let mut issue: Vec<Timeline> = vec![Timeline::default(); tiles];
    // Per job: (send cycle, job cycle) right after its last piece, for continuations.
    let mut job_end: Vec<(u64, u32)> = vec![(u64::MAX, 0); jobs.jobs.len()];
    let min = u64::from(fabric.min_latency());
    let delay = u64::from(fabric.mux_delay);
    // Receivers by the arrival cycle (relative to the least latency) they are free from.
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new()];
    buckets[0].extend((0..n as u32).filter(|&v| remaining[v as usize] > 0));
    let mut pieces = Vec::with_capacity(runs.len() + runs.len() / 4);
    let mut options: Vec<Choice> = Vec::new();
    let mut trial: Vec<Piece> = Vec::new();
    let mut now = 0usize;
    // Each switch's issue cycle -> the cycle it takes effect (it may move within
    // `[effect - delay, effect]`).
    let mut switches: FxHashMap<u64, u64> = FxHashMap::default();
    while now < buckets.len() {
        let mut due = std::mem::take(&mut buckets[now]);
        due.sort_unstable_by_key(|&v| (Reverse(remaining[v as usize]), v));
        let tau = now as u64;
        for v in due {
            let v = v as usize;
            let dst = tile_of[v] as usize;
            let q = &mut queue[v];
            while head[v] < q.len() && q[head[v]].left == 0 {
                head[v] += 1;
            }
            // The runs the receiver could take now, best first.
            options.clear();
            let mut seen = 0;
            // Without an option: the earliest arrival cycle one may open.
            let mut wake = u64::MAX;
            let mut busy = false;
            for (k, item) in q.iter().enumerate().skip(head[v]) {
                if item.left == 0 {
                    continue;
                }
                seen += 1;
                if seen > LOOKAHEAD {
                    break;
                }
                let c = u64::from(item.class);
                if tau < c {
                    wake = wake.min(c);
                    continue;
                }
                let send = tau - c;
                let src = item.src as usize;
                if bus.is_busy_at(src, send) {
                    // Bus reservations are never released: the run cannot start before the
                    // bus is free again.
                    busy = true;
                    continue;
                }
                let len = bus.free_run(src, send, u64::from(item.left));
                {
                    // The busiest sender first, then the farthest (its bus cycle is the
                    // one no nearer receiver can use any more), then plan order.
                    let score = send_left[src] * 4 + c;
                    options.push(Choice {
                        k,
                        src,
                        send,
                        len,
                        score,
                    });
                }
            }
            if options.is_empty() && busy {
                for item in q
                    .iter()
                    .skip(head[v])
                    .filter(|i| i.left > 0)
                    .take(LOOKAHEAD)
                {
                    let c = u64::from(item.class);
                    if tau >= c {
                        wake = wake.min(bus.next_free(item.src as usize, tau - c) + c);
                    }
                }
            }
            options.sort_by_key(|o| (Reverse(o.score), o.k));
            let mut taken = 0;
            for o in &options {
                let e = q[o.k].edge as usize;
                let lat = min + u64::from(gg.classes[e]);
                trial.clear();
                gg.pieces(e, done[e], o.len, o.send, &mut trial);
                // Keep the pieces whose instructions find issue slots: a send on the sender
                // at the piece's first cycle, a switch on the receiver taking effect at its
                // first word (within the multiplexer's delay), unless the piece continues
                // its job's previous one.
                for p in &trial {
                    let j = p.job as usize;
                    if job_end[j] != (p.planned, p.from) {
                        let a = p.planned + lat;
                        if issue[o.src].is_busy_at(p.planned)
                            && !make_room(&mut issue[o.src], &mut switches, o.src, p.planned, delay)
                        {
                            break;
                        }
                        let x = issue[dst].next_free(a.saturating_sub(delay));
                        if x > a {
                            break;
                        }
                        issue[o.src].set(p.planned, p.planned + 1);
                        issue[dst].set(x, x + 1);
                        switches.insert(key(dst, x), a);
                    }
                    let len = u64::from(p.to - p.from);
                    job_end[j] = (p.planned + len, p.to);
                    pieces.push(*p);
                    taken += len;
                }
                if taken > 0 {
                    q[o.k].left -= taken as u32;
                    if q[o.k].left == 0 && o.k > head[v] {
                        // Finished out of order: out of the way of later scans.
                        q.remove(o.k);
                    }
                    bus.set(o.src, o.send, o.send + taken);
                    done[e] += taken;
                    remaining[v] -= taken;
                    send_left[o.src] -= taken;
                    break;
                }
            }
            if remaining[v] > 0 {
                let next = if taken > 0 {
                    tau + taken
                } else if options.is_empty() && wake != u64::MAX {
                    wake.max(tau + 1)
                } else {
                    tau + 1
                } as usize;
                if next >= buckets.len() {
                    buckets.resize_with(next + 1, Vec::new);
                }
                buckets[next].push(v as u32);
            }
        }
        now += 1;
    }
    Some((pieces, in_plan_order))
}

/// Key of tile `tile`'s issue cycle `cycle` in the switch map.
#[inline]
fn key(tile: usize, cycle: u64) -> u64 {
    (tile as u64) << 40 | cycle
}

/// Frees issue cycle `c` of `tile` by moving the switch issued there to another free cycle
/// of its window; false if there is none (or `c` holds a send).
fn make_room(
    issue: &mut Timeline,
    switches: &mut FxHashMap<u64, u64>,
    tile: usize,
    c: u64,
    delay: u64,
) -> bool {
    let Some(&effect) = switches.get(&key(tile, c)) else {
        return false;
    };
    let lo = effect.saturating_sub(delay);
    let Some(to) = (lo..=effect).find(|&x| x != c && !issue.is_busy_at(x)) else {
        return false;
    };
    switches.remove(&key(tile, c));
    switches.insert(key(tile, to), effect);
    issue.set(to, to + 1);
    issue.clear(c, c + 1);
    true
}

/// Every sender's bus cycles, one row of bits per tile (a flat matrix: a scan probes many
/// senders, each probe one cache line).
struct Bus {
    tiles: usize,
    /// 64-bit words per row.
    width: usize,
    bits: Vec<u64>,
}

impl Bus {
    fn new(tiles: usize) -> Self {
        Self {
            tiles,
            width: 4,
            bits: vec![0; tiles * 4],
        }
    }

    #[inline]
    fn word(&self, tile: usize, w: usize) -> u64 {
        if w < self.width {
            self.bits[tile * self.width + w]
        } else {
            0
        }
    }

    #[inline]
    fn is_busy_at(&self, tile: usize, c: u64) -> bool {
        self.word(tile, (c / 64) as usize) >> (c % 64) & 1 == 1
    }

    /// Free cycles from `c` (at most `limit`).
    fn free_run(&self, tile: usize, c: u64, limit: u64) -> u64 {
        let mut x = c;
        while x < c + limit {
            let w = self.word(tile, (x / 64) as usize) >> (x % 64);
            if w != 0 {
                return (x + u64::from(w.trailing_zeros()) - c).min(limit);
            }
            x = (x / 64 + 1) * 64;
        }
        limit
    }

    /// The first free cycle at or after `c`.
    fn next_free(&self, tile: usize, c: u64) -> u64 {
        let mut x = c;
        loop {
            let w = !self.word(tile, (x / 64) as usize) >> (x % 64);
            if w != 0 {
                return x + u64::from(w.trailing_zeros());
            }
            x = (x / 64 + 1) * 64;
        }
    }

    fn set(&mut self, tile: usize, a: u64, b: u64) {
        let need = (b as usize).div_ceil(64);
        if need > self.width {
            let width = need.max(self.width * 2);
            let mut bits = vec![0; self.tiles * width];
            for t in 0..self.tiles {
                bits[t * width..t * width + self.width]
                    .copy_from_slice(&self.bits[t * self.width..(t + 1) * self.width]);
            }
            self.bits = bits;
            self.width = width;
        }
        for c in a..b {
            self.bits[tile * self.width + (c / 64) as usize] |= 1 << (c % 64);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::super::generate::SplitMix;
    use super::super::instructions;
    use super::super::order;
    use super::super::sequence::SequenceEngine;
    use super::super::types::Transfer;
    use super::*;

    /// Realises `phase` on a 64-tile ipu21 in arrival time; checks the chunks' instructions
    /// fit and every job's cycles are covered once; returns (horizon, the planned horizon,
    /// horizon of the same plan realised in plan order).
    fn realise(phase: &[Transfer]) -> (u64, u64, u64) {
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, phase);
        let Some((pieces, in_order)) = arrival_pieces(&fabric, &jobs) else {
            panic!("a unicast phase has arrival pieces")
        };
        let mut covered = vec![0u32; jobs.jobs.len()];
        for p in &pieces {
            covered[p.job as usize] += p.to - p.from;
        }
        for (j, job) in jobs.jobs.iter().enumerate() {
            assert_eq!(covered[j], job.words, "job {j} covered once");
        }
        let planned = pieces
            .iter()
            .map(|p| {
                p.planned + u64::from(p.to - p.from) + u64::from(jobs.latencies(p.job as usize)[0])
            })
            .max()
            .unwrap_or(0);
        let flags = vec![false; jobs.jobs.len()];
        let mut engine = SequenceEngine::new(&fabric, &jobs, flags.clone());
        engine.place_all(&order::port_consistent(&jobs, &pieces));
        assert!(instructions::validate_chunks(&fabric, &jobs, engine.chunks.iter()).is_empty());
        let mut plain = SequenceEngine::new(&fabric, &jobs, flags);
        plain.place_all(&in_order);
        (engine.horizon(), planned, plain.horizon())
    }

    /// A transpose: tiles `4s` (`s < k <= 16`, column `s`) each send `words` to each of tiles
    /// `4d + 1` (column `d`): latency classes 0, 1 and (k > 8) 2 mixed on every port.
    fn transpose(k: u32, words: u32) -> Vec<Transfer> {
        let mut phase = Vec::new();
        for s in 0..k {
            for d in 0..k {
                phase.push(Transfer {
                    src: 4 * s,
                    dst: vec![4 * d + 1],
                    words,
                    src_offset: d * 4 * words,
                    dst_offset: s * 4 * words,
                });
            }
        }
        phase
    }

    #[test]
    fn a_transpose_is_realised_as_planned() {
        // Every tile sends or receives k * words; the endpoint bound is that plus the least
        // latency, 17. It is not reachable with one word per transfer: every receiver must
        // take a word at 17 (only from its own column, at send cycle 0) and at 18, from its
        // own column at 1 (no second word there) or a class-1 sender at 0 (all busy), so the
        // least horizon is one more (26 for k = 8, where 26 is reached; 34 for k = 16).
        // With runs of several words the greedy choice can lose to the plan order (k = 12:
        // 58 against 56), which the scheduler therefore builds too unless this is near the
        // bound.
        for (k, words, slack, no_worse) in [(8, 1, 1, true), (16, 1, 3, true), (12, 3, 5, false)] {
            let (horizon, planned, plain) = realise(&transpose(k, words));
            let bound = u64::from(k * words) + 17;
            assert_eq!(horizon, planned, "k {k}: realised as planned");
            assert!(
                !no_worse || horizon <= plain,
                "k {k}: {horizon} against plan order {plain}"
            );
            assert!(
                horizon <= bound + slack,
                "k {k}: {horizon} against bound {bound}"
            );
        }
    }

    #[test]
    fn random_phases_are_covered_fit_and_realised_as_planned() {
        for seed in 0..8u64 {
            let mut rng = SplitMix::new(seed);
            let mut phase = Vec::new();
            let mut offsets = vec![0u32; 64];
            for _ in 0..200 {
                let src = rng.below(64) as u32;
                let mut dst = rng.below(64) as u32;
                if dst == src {
                    dst = (dst + 1) % 64;
                }
                let words = 1 + rng.below(12) as u32;
                phase.push(Transfer {
                    src,
                    dst: vec![dst],
                    words,
                    src_offset: offsets[src as usize],
                    dst_offset: (1 << 20) + offsets[dst as usize],
                });
                offsets[src as usize] += 4 * words;
                offsets[dst as usize] += 4 * words;
            }
            let (horizon, planned, _) = realise(&phase);
            assert_eq!(horizon, planned, "seed {seed}: realised as planned");
        }
    }
}
