//! Port-consistent order: turns a timed schedule (pieces with send cycles) into an order the
//! sequence engine (`sequence.rs`) realises without reordering any port.
//!
//! The sequence engine serves every port in the order it is given the pieces: a sender's bus
//! in send order, a receiver's port in arrival order. A schedule realised under real latencies
//! (a word sent at `t` arrives at `t + latency`) may send piece `A` before piece `B` on a
//! receiver's port and still have `B` arrive first (a nearer sender), so sorting by send cycle
//! would hand that port `A` first and delay `B` behind it. This module orders the pieces
//! topologically: each piece after its predecessor on its sender's bus (by send cycle) and on
//! every receiver's port (by arrival cycle), ties and the rare cycle of these constraints
//! (possible only when latencies differ by two cycles or more) broken by the smallest
//! `send + arrival`.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::jobs::JobSet;
use super::plan::Piece;

/// A piece's rank among those ready: `(send + arrival, send, job, first cycle)`.
type Key = (u64, u64, u32, u32);

/// `pieces` (each `planned` its send cycle, unicast or multicast, ordinary 32-bit cycles) in
/// an order consistent with every port's time order (module doc). Deterministic.
pub(crate) fn port_consistent(jobs: &JobSet, pieces: &[Piece]) -> Vec<Piece> {
    let m = pieces.len();
    // Every (port, time, piece) occurrence: sender ports first, then receiver ports.
    // Ports are numbered `tile` (send) and `tiles + tile` (receive).
    let tiles = jobs.send_load.len() as u64;
    let mut occ: Vec<(u64, u64, u32)> = Vec::with_capacity(m * 2);
    for (i, p) in pieces.iter().enumerate() {
        let j = p.job as usize;
        occ.push((u64::from(jobs.jobs[j].src), p.planned, i as u32));
        for (&d, &l) in jobs.receivers(j).iter().zip(jobs.latencies(j)) {
            occ.push((tiles + u64::from(d), p.planned + u64::from(l), i as u32));
        }
    }
    occ.sort_unstable();
    // Successor lists: each occurrence points to the next one of its port.
    let mut indegree = vec![0u32; m];
    let mut next_start = vec![0u32; m + 1];
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(occ.len());
    for w in occ.windows(2) {
        if w[0].0 == w[1].0 {
            edges.push((w[0].2, w[1].2));
            indegree[w[1].2 as usize] += 1;
        }
    }
    edges.sort_unstable();
    for &(a, _) in &edges {
        next_start[a as usize + 1] += 1;
    }
    for i in 0..m {
        next_start[i + 1] += next_start[i];
    }
    let key = |i: usize| -> Key {
        let p = &pieces[i];
        let j = p.job as usize;
        let lat = jobs.latencies(j).first().copied().unwrap_or(0);
        (2 * p.planned + u64::from(lat), p.planned, p.job, p.from)
    };
    let mut heap: BinaryHeap<Reverse<(Key, u32)>> = BinaryHeap::new();
    for (i, &d) in indegree.iter().enumerate() {
        if d == 0 {
            heap.push(Reverse((key(i), i as u32)));
        }
    }
    let mut done = vec![false; m];
    let mut out = Vec::with_capacity(m);
    // Pieces by key, for breaking a cycle (the smallest not yet placed).
    let mut by_key: Vec<u32> = (0..m as u32).collect();
    by_key.sort_by_key(|&i| key(i as usize));
    let mut cursor = 0usize;
    while out.len() < m {
        let i = match heap.pop() {
            Some(Reverse((_, i))) => i,
            None => {
                // A cycle: release the smallest remaining piece.
                while done[by_key[cursor] as usize] {
                    cursor += 1;
                }
                by_key[cursor]
            }
        };
        if done[i as usize] {
            continue;
        }
        done[i as usize] = true;
        out.push(pieces[i as usize]);
        for &(_, b) in &edges[next_start[i as usize] as usize..next_start[i as usize + 1] as usize]
        {
            let d = &mut indegree[b as usize];
            *d = d.saturating_sub(1);
            if *d == 0 && !done[b as usize] {
                heap.push(Reverse((key(b as usize), b)));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::super::fabric::Fabric;
    use super::super::sequence::SequenceEngine;
    use super::super::types::Transfer;
    use super::*;

    fn t(src: u32, dst: u32, words: u32) -> Transfer {
        Transfer {
            src,
            dst: vec![dst],
            words,
            src_offset: dst * 256,
            dst_offset: src * 256,
        }
    }

    /// Realises whole-job pieces `(src, send cycle)` of `phase` (one job per source) on a
    /// 64-tile ipu21, in port-consistent order (`ordered`) or as given; renders the chunks in
    /// placement order as `src@start`.
    fn realise(phase: &[Transfer], timed: &[(u32, u64)], ordered: bool) -> String {
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, phase);
        let job_of = |src: u32| {
            (0..jobs.jobs.len())
                .find(|&j| jobs.jobs[j].src == src)
                .map_or(u32::MAX, |j| j as u32)
        };
        let pieces: Vec<Piece> = timed
            .iter()
            .map(|&(src, at)| {
                let j = job_of(src);
                Piece {
                    job: j,
                    from: 0,
                    to: jobs.jobs[j as usize].words,
                    planned: at,
                }
            })
            .collect();
        let pieces = if ordered {
            port_consistent(&jobs, &pieces)
        } else {
            pieces
        };
        let mut engine = SequenceEngine::new(&fabric, &jobs, vec![false; jobs.jobs.len()]);
        engine.place_all(&pieces);
        let out: Vec<String> = engine
            .chunks
            .iter()
            .map(|c| format!("{}@{}", jobs.jobs[c.job as usize].src, c.start))
            .collect();
        out.join(" ")
    }

    #[test]
    fn a_nearer_sender_sent_later_arrives_first() {
        // Tile 2 (column 0) takes 4 words from tile 60 (column 15, latency 19) sent at 0,
        // arriving 19..23, and 1 word from tile 1 (same column, latency 17) sent at 1,
        // arriving at 18. Receiver order puts tile 1's word first, so nothing waits (the
        // engine even moves it to cycle 0); in send order it waits for tile 60's last word.
        let phase = [t(60, 2, 4), t(1, 2, 1)];
        let timed = [(60, 0), (1, 1)];
        assert_eq!(realise(&phase, &timed, true), "1@0 60@0");
        assert_eq!(realise(&phase, &timed, false), "60@0 1@6");
    }

    #[test]
    fn each_bus_keeps_its_send_order() {
        // Tile 0 sends to tile 3 at 0 and to tile 2 at 4; tile 2 also takes tile 60's words.
        assert_eq!(
            realise(
                &[t(0, 3, 4), t(0, 2, 2), t(60, 2, 2)],
                &[(0, 0), (60, 0), (0, 4)],
                true
            ),
            "0@0 60@0 0@4"
        );
    }
}
