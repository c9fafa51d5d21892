//! Plans: the orders in which the engines realise a phase, one per schedule kind.
//!
//! - *matching waves* (unicast, and multicast whose destination sets partition the receiving
//!   tiles): the Birkhoff–von Neumann plan of `waves.rs` on the *group graph* — senders on
//!   the left, destination groups on the right (a tile, or the tiles that always receive the
//!   same words together) — with latency classes, realised by the sequence engine
//!   (`sequence.rs`) in planned order;
//! - *full duplex* (unicast): a König edge colouring of the phase cut into blocks
//!   (`colouring.rs`), realised by the placement engine block by block in colour order;
//! - *group priority* (multicast whose destination sets overlap): whole jobs by decreasing
//!   criticality — the load of their busiest endpoint — then fan-out, then latency, so the
//!   hardest groups claim their cycles first and unicast fills the gaps (placement engine).
//!
//! Each realisation is a list of *pieces* `(job, first cycle, end cycle)`, placed in order.

use std::cmp::Reverse;

use super::colouring;
use super::engine::Engine;
use super::fabric::Fabric;
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

/// The phase as a bipartite graph between senders and destination groups, one edge per
/// (sender, group) pair, with each edge's jobs in order.
pub(crate) struct GroupGraph {
    pub(crate) graph: Bipartite,
    /// Jobs of every edge, edge after edge, each edge's in send order (see
    /// [`Self::edge_jobs`]).
    jobs_by_edge: Vec<u32>,
    /// Where each edge's jobs begin in `jobs_by_edge` (one more entry than edges).
    edge_start: Vec<u32>,
    /// Cycles of each job.
    cycles: Vec<u32>,
    /// Largest latency class from each edge's sender to its group's tiles.
    pub(crate) classes: Vec<u8>,
    /// Group of each tile (`u32::MAX`: the tile receives nothing).
    pub(crate) group_of: Vec<u32>,
    /// Number of groups.
    pub(crate) groups: usize,
}

impl GroupGraph {
    /// The group graph of `jobs` with `cycles[j]` cycles each, or `None` when two jobs'
    /// destination sets overlap without being equal (no groups). With `pair_senders`, a
    /// sender and its pair partner are one left vertex (64-bit jobs drive both buses).
    pub(crate) fn new(
        fabric: &Fabric,
        jobs: &JobSet,
        cycles: Vec<u32>,
        pair_senders: bool,
    ) -> Option<Self> {
        let n = fabric.tiles as usize;
        // Group of each tile, and each group's tiles (those of its first job).
        let mut group_of = vec![u32::MAX; n];
        let mut group_tiles: Vec<(u32, u32)> = Vec::new(); // (first job, fan-out)
        let mut job_group = Vec::with_capacity(jobs.jobs.len());
        for j in 0..jobs.jobs.len() {
            let dst = jobs.receivers(j);
            let g = group_of[dst[0] as usize];
            if g == u32::MAX {
                let g = group_tiles.len() as u32;
                for &d in dst {
                    if group_of[d as usize] != u32::MAX {
                        return None;
                    }
                    group_of[d as usize] = g;
                }
                group_tiles.push((j as u32, dst.len() as u32));
                job_group.push(g);
            } else {
                if group_tiles[g as usize].1 != dst.len() as u32
                    || dst.iter().any(|&d| group_of[d as usize] != g)
                {
                    return None;
                }
                job_group.push(g);
            }
        }
        let left = |j: usize| {
            let s = jobs.jobs[j].src;
            if pair_senders {
                s.min(fabric.partner(s))
            } else {
                s
            }
        };
        // Keys copied out once (a sort reading them through `jobs` misses the cache on
        // large phases); the sorted jobs are the edges' job lists, edge after edge.
        let mut keyed: Vec<(u32, u32, u32)> = (0..jobs.jobs.len())
            .map(|j| (left(j), job_group[j], j as u32))
            .collect();
        keyed.sort_unstable();
        let min = fabric.min_latency();
        let mut graph = Bipartite {
            n: n.max(group_tiles.len()),
            edges: Vec::new(),
        };
        let mut jobs_by_edge: Vec<u32> = Vec::with_capacity(keyed.len());
        let mut edge_start: Vec<u32> = Vec::new();
        let mut classes = Vec::new();
        let mut last = (u32::MAX, u32::MAX);
        for (l, g, j) in keyed {
            let key = (l, g);
            if key != last {
                let (first, _) = group_tiles[key.1 as usize];
                let src = jobs.jobs[j as usize].src;
                let class = jobs
                    .receivers(first as usize)
                    .iter()
                    .map(|&d| fabric.latency(src, d) - min)
                    .max()
                    .unwrap_or(0);
                graph.edges.push((key.0, key.1, 0));
                edge_start.push(jobs_by_edge.len() as u32);
                classes.push(class.min(u32::from(u8::MAX)) as u8);
                last = key;
            }
            if let Some(e) = graph.edges.last_mut() {
                e.2 += u64::from(cycles[j as usize]);
            }
            jobs_by_edge.push(j);
        }
        edge_start.push(jobs_by_edge.len() as u32);
        Some(Self {
            graph,
            jobs_by_edge,
            edge_start,
            cycles,
            classes,
            group_of,
            groups: group_tiles.len(),
        })
    }

    /// Jobs of edge `e`, in send order.
    #[inline]
    pub(crate) fn edge_jobs(&self, e: usize) -> &[u32] {
        &self.jobs_by_edge[self.edge_start[e] as usize..self.edge_start[e + 1] as usize]
    }

    /// Pieces covering cycles `[offset, offset + cycles)` of edge `e`.
    pub(crate) fn pieces(
        &self,
        e: usize,
        offset: u64,
        cycles: u64,
        planned: u64,
        out: &mut Vec<Piece>,
    ) {
        let mut base = 0u64;
        let (lo, hi) = (offset, offset + cycles);
        for &j in self.edge_jobs(e) {
            let len = u64::from(self.cycles[j as usize]);
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

/// Matching-waves pieces in planned order, or `None` when the destination sets overlap
/// (module doc). `paired[j]`: job `j` moves in 64-bit mode (half the cycles; its sender's
/// pair is one left vertex).
pub(crate) fn matching_waves(
    fabric: &Fabric,
    jobs: &JobSet,
    paired: &[bool],
) -> Option<Vec<Piece>> {
    let cycles: Vec<u32> = jobs
        .jobs
        .iter()
        .zip(paired)
        .map(|(job, &p)| if p { job.words.div_ceil(2) } else { job.words })
        .collect();
    let (gg, runs) = waves_runs(fabric, jobs, cycles, paired.iter().any(|&p| p))?;
    Some(pieces_in_plan_order(&gg, &runs))
}

/// The group graph of `jobs` (each job taking `cycles[j]`) and its matching-waves plan, or
/// `None` when the destination sets overlap.
pub(crate) fn waves_runs(
    fabric: &Fabric,
    jobs: &JobSet,
    cycles: Vec<u32>,
    paired: bool,
) -> Option<(GroupGraph, Vec<waves::Run>)> {
    let gg = GroupGraph::new(fabric, jobs, cycles, paired)?;
    // Senders' scans meet near receivers first (higher preference = lower class). Far
    // first measured worse on the bench's unicast phases of 50,933 and 195,879 transfers
    // (geometric mean 1.058 against 1.044; transpose 50,933: 1.144 against 1.074).
    let preference = |e: u32| -i64::from(gg.classes[e as usize]);
    let budget = strict_budget(&gg, jobs);
    let (runs, _delta) = waves::plan(&gg.graph, preference, &gg.classes, budget);
    Some((gg, runs))
}

/// The pieces of a matching-waves plan's `runs`, in planned order.
pub(crate) fn pieces_in_plan_order(gg: &GroupGraph, runs: &[waves::Run]) -> Vec<Piece> {
    let mut pieces = Vec::with_capacity(runs.len() + runs.len() / 4);
    for r in runs {
        gg.pieces(r.edge as usize, r.offset, r.cycles, r.start, &mut pieces);
    }
    pieces
}

/// The strict search budget for the plan of `gg` (see [`STRICT_SEARCH_EDGES`]).
pub(crate) fn strict_budget(gg: &GroupGraph, jobs: &JobSet) -> usize {
    if gg.graph.edges.len() > LARGE_PHASE || jobs.jobs.len() > LARGE_PHASE {
        STRICT_SEARCH_EDGES_LARGE
    } else {
        STRICT_SEARCH_EDGES
    }
}

/// Edges a strict (latency-ordered) path search of the matching-waves plan may scan: the
/// searches are what keeps each receiver's senders in latency order (`waves.rs`), and most of
/// the plan's cost. Phases of more than [`LARGE_PHASE`] jobs or edges get
/// [`STRICT_SEARCH_EDGES_LARGE`] to stay within the time target. Measured on the 454,896-
/// transfer bench phases (CPU time, horizon / bound) with 4096 / 256 / 64: rearrange 2.08 s
/// 1.0056 / 1.82 s 1.0069 / 1.41 s 1.0079; transpose 4.38 s 1.0065 / 3.01 s 1.0110 /
/// 2.52 s 1.0116.
const STRICT_SEARCH_EDGES: usize = 4096;
/// See [`STRICT_SEARCH_EDGES`].
const STRICT_SEARCH_EDGES_LARGE: usize = 64;
/// See [`STRICT_SEARCH_EDGES`].
pub(crate) const LARGE_PHASE: usize = 250_000;

/// Blocks per edge the full-duplex colouring aims at (a tuning constant: more blocks colour
/// more finely but cut runs into more chunks).
const BLOCKS_PER_EDGE: u64 = 4;

/// Full-duplex pieces of a unicast phase: the blocks of a König colouring, in colour order.
pub(crate) fn full_duplex(engine: &Engine<'_>) -> Vec<Piece> {
    let cycles: Vec<u32> = (0..engine.jobs.jobs.len())
        .map(|j| engine.job_cycles(j))
        .collect();
    let Some(pg) = GroupGraph::new(engine.fabric, engine.jobs, cycles, false) else {
        return group_priority(engine);
    };
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
            pg.pieces(e, offset, cycles, u64::from(c) * block, &mut pieces);
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

/// Places `pieces` in order. `window`: a piece may start at most this many cycles before
/// its planned cycle (`None`: anywhere from cycle 0). `limit`: port probes (the time limit's
/// work units) after which placement stops; returns whether every piece was placed.
pub(crate) fn realise(
    engine: &mut Engine<'_>,
    pieces: &[Piece],
    window: Option<u64>,
    limit: Option<u64>,
) -> bool {
    let start = engine.probes.get();
    for p in pieces {
        if limit.is_some_and(|l| engine.probes.get() - start > l) {
            return false;
        }
        let earliest = match window {
            Some(w) => p.planned.saturating_sub(w),
            None => 0,
        };
        engine.place_part(p.job as usize, p.from, p.to, earliest);
    }
    true
}
