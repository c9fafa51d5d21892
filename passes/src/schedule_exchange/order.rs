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
