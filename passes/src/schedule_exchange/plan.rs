//! Plans: the orders in which the placement engine realises a phase, one per schedule kind.
//!
//! - *matching waves* (unicast): the exact Birkhoff–von Neumann plan of `waves.rs`, realised
//!   run by run in planned order;
//! - *full duplex* (unicast): a König edge colouring of the phase cut into blocks
//!   (`colouring.rs`), realised block by block in colour order;
//! - *group priority* (multicast, and a fallback for everything): whole jobs by decreasing
//!   criticality — the load of their busiest endpoint — then fan-out, then latency, so the
//!   hardest groups claim their cycles first and unicast fills the gaps.
//!
//! Each realisation is a list of *pieces* `(job, first cycle, end cycle)`, placed in order.

use std::cmp::Reverse;

use super::colouring;
use super::engine::Engine;
use super::jobs::JobSet;
use super::waves::{self, Bipartite};

/// A piece of a job to place: cycles `[from, to)` of job `job`, planned at `planned`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Piece {
    pub(crate) job: u32,
    pub(crate) from: u32,
    pub(crate) to: u32,
    pub(crate) planned: u64,
}

/// The unicast phase as a bipartite graph with one edge per (sender, receiver) pair, and
/// each edge's jobs in source-offset order with their cycle prefix sums.
pub(crate) struct PairGraph {
    pub(crate) graph: Bipartite,
    /// Jobs of each edge, in send order.
    pub(crate) edge_jobs: Vec<Vec<u32>>,
}

impl PairGraph {
    /// Groups the unicast jobs (all jobs must have one receiver and be unpaired).
    pub(crate) fn new(engine: &Engine<'_>) -> Self {
        let jobs = engine.jobs;
        let mut order: Vec<u32> = (0..jobs.jobs.len() as u32).collect();
        order.sort_by_key(|&j| (jobs.jobs[j as usize].src, jobs.receivers(j as usize)[0], j));
        let mut graph = Bipartite {
            n: engine.fabric.tiles as usize,
            edges: Vec::new(),
        };
        let mut edge_jobs: Vec<Vec<u32>> = Vec::new();
        let mut last = (u32::MAX, u32::MAX);
        for j in order {
            let key = (jobs.jobs[j as usize].src, jobs.receivers(j as usize)[0]);
            let cycles = u64::from(engine.job_cycles(j as usize));
            if key != last {
                graph.edges.push((key.0, key.1, 0));
                edge_jobs.push(Vec::new());
                last = key;
            }
            if let Some(e) = graph.edges.last_mut() {
                e.2 += cycles;
            }
            if let Some(list) = edge_jobs.last_mut() {
                list.push(j);
            }
        }
        Self { graph, edge_jobs }
    }

    /// Pieces covering cycles `[offset, offset + cycles)` of edge `e`.
    fn pieces(
        &self,
        engine: &Engine<'_>,
        e: usize,
        offset: u64,
        cycles: u64,
        planned: u64,
        out: &mut Vec<Piece>,
    ) {
        let mut base = 0u64;
        let (lo, hi) = (offset, offset + cycles);
        for &j in &self.edge_jobs[e] {
            let len = u64::from(engine.job_cycles(j as usize));
            let (a, b) = (lo.max(base), hi.min(base + len));
            if a < b {
                out.push(Piece {
                    job: j,
                    from: (a - base) as u32,
                    to: (b - base) as u32,
                    planned: planned + (a - lo),
                });
            }
            base += len;
            if base >= hi {
                break;
            }
        }
    }
}

/// Matching-waves pieces of a unicast phase, in planned order.
pub(crate) fn matching_waves(engine: &Engine<'_>) -> Vec<Piece> {
    let pg = PairGraph::new(engine);
    let fabric = engine.fabric;
    let latency = |e: u32| {
        let (u, v, _) = pg.graph.edges[e as usize];
        -i64::from(fabric.latency(u, v))
    };
    let (runs, _delta) = waves::plan(&pg.graph, latency);
    let mut pieces = Vec::with_capacity(runs.len() * 2);
    for r in &runs {
        pg.pieces(
            engine,
            r.edge as usize,
            r.offset,
            r.cycles,
            r.start,
            &mut pieces,
        );
    }
    pieces
}

/// Blocks per edge the full-duplex colouring aims at (a tuning constant: more blocks colour
/// more finely but cut runs into more chunks).
const BLOCKS_PER_EDGE: u64 = 4;

/// Full-duplex pieces of a unicast phase: the blocks of a König colouring, in colour order.
pub(crate) fn full_duplex(engine: &Engine<'_>) -> Vec<Piece> {
    let pg = PairGraph::new(engine);
    let edges = pg.graph.edges.len() as u64;
    let total: u64 = pg.graph.edges.iter().map(|e| e.2).sum();
    let block = (total / (BLOCKS_PER_EDGE * edges.max(1))).max(1);
    let blocks = Bipartite {
        n: pg.graph.n,
        edges: pg
            .graph
            .edges
            .iter()
            .map(|&(u, v, w)| (u, v, w.div_ceil(block)))
            .collect(),
    };
    let (colours, _delta) = colouring::colour(&blocks);
    let mut pieces = Vec::new();
    for (e, list) in colours.iter().enumerate() {
        let w = pg.graph.edges[e].2;
        for (k, &c) in list.iter().enumerate() {
            let offset = k as u64 * block;
            let cycles = block.min(w - offset);
            pg.pieces(engine, e, offset, cycles, u64::from(c) * block, &mut pieces);
        }
    }
    let fabric = engine.fabric;
    pieces.sort_by_key(|p| {
        let j = p.job as usize;
        let lat = fabric.latency(engine.jobs.jobs[j].src, engine.jobs.receivers(j)[0]);
        (p.planned, lat, p.job, p.from)
    });
    pieces
}

/// Group-priority pieces: whole jobs, most critical first.
pub(crate) fn group_priority(engine: &Engine<'_>) -> Vec<Piece> {
    let jobs: &JobSet = engine.jobs;
    let mut order: Vec<u32> = (0..jobs.jobs.len() as u32).collect();
    let key = |j: u32| {
        let job = &jobs.jobs[j as usize];
        let mut load = jobs.send_load[job.src as usize];
        let lat = jobs
            .latencies(j as usize)
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        for &d in jobs.receivers(j as usize) {
            load = load.max(jobs.recv_load[d as usize]);
        }
        (
            Reverse(load),
            Reverse(job.fanout()),
            Reverse(lat),
            Reverse(job.words),
            j,
        )
    };
    order.sort_by_cached_key(|&j| key(j));
    order
        .into_iter()
        .map(|j| Piece {
            job: j,
            from: 0,
            to: engine.job_cycles(j as usize),
            planned: 0,
        })
        .collect()
}

/// Group-wave pieces: whole jobs in group-priority order, each planned at the first cycle
/// all its endpoints are free in a latency-free greedy plan (a sequence of endpoint-disjoint
/// "waves" of groups); realised in planned order.
pub(crate) fn group_waves(engine: &Engine<'_>) -> Vec<Piece> {
    let jobs = engine.jobs;
    let n = engine.fabric.tiles as usize;
    let mut send_free = vec![0u64; n];
    let mut recv_free = vec![0u64; n];
    let mut pieces = group_priority(engine);
    for p in pieces.iter_mut() {
        let j = p.job as usize;
        let src = jobs.jobs[j].src as usize;
        let mut t = send_free[src];
        if engine.paired[j] {
            t = t.max(send_free[engine.fabric.partner(src as u32) as usize]);
        }
        for &d in jobs.receivers(j) {
            t = t.max(recv_free[d as usize]);
        }
        let end = t + u64::from(p.to - p.from);
        send_free[src] = end;
        if engine.paired[j] {
            send_free[engine.fabric.partner(src as u32) as usize] = end;
        }
        for &d in jobs.receivers(j) {
            recv_free[d as usize] = end;
        }
        p.planned = t;
    }
    pieces.sort_by_key(|p| (p.planned, p.job));
    pieces
}

/// Places `pieces` in order. `window`: a piece may start at most this many cycles before
/// its planned cycle (`None`: anywhere from cycle 0).
pub(crate) fn realise(engine: &mut Engine<'_>, pieces: &[Piece], window: Option<u64>) {
    for p in pieces {
        let earliest = match window {
            Some(w) => p.planned.saturating_sub(w),
            None => 0,
        };
        engine.place_part(p.job as usize, p.from, p.to, earliest);
    }
}
