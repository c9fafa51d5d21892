//! Matching waves: an exact preemptive plan for unicast phases (Birkhoff–von Neumann).
//!
//! Notation: the phase is a bipartite multigraph, senders on the left and receivers on the
//! right, with one edge per (sender, receiver) pair weighted by its words (cycles). Let `Δ`
//! be the largest vertex load. Padding with idle ("dummy") edges makes every vertex's load
//! exactly `Δ`; the weight matrix is then `Δ` times a doubly stochastic matrix, so its support
//! always holds a perfect matching (König, Birkhoff), and running matchings back to back
//! finishes in exactly `Δ` cycles: the endpoint bound, ignoring latency.
//!
//! The plan runs one perfect matching at a time and keeps it as long as possible: a matched
//! edge runs until its words are exhausted; then its two endpoints are re-matched by an
//! augmenting path (a direct edge if one exists, else a path of length three, else a
//! breadth-first search). Each flip along a path pre-empts one running edge, so runs stay
//! long: about two runs per edge. Cost: `O(m log m)` for the event queue plus the path
//! searches, which are short in practice (Hopcroft–Karp finds the first matching in
//! `O(m √n)`).
//!
//! Phase 1 of 2 builds the plan (runs with planned start cycles); phase 2 (in `plan.rs`)
//! hands the runs, in planned order, to the placement engine, which realises them under the
//! real latencies.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

/// A run of the plan: `cycles` cycles of edge `edge` starting at planned cycle `start`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Run {
    pub(crate) edge: u32,
    pub(crate) start: u64,
    /// Cycles already run on this edge before this run.
    pub(crate) offset: u64,
    pub(crate) cycles: u64,
}

/// A weighted bipartite multigraph on `n` left and `n` right vertices.
#[derive(Debug, Clone, Default)]
pub(crate) struct Bipartite {
    pub(crate) n: usize,
    /// `(left, right, weight)`.
    pub(crate) edges: Vec<(u32, u32, u64)>,
}

const NONE: u32 = u32::MAX;

/// Plans matching waves for `graph`. Returns the runs of real edges, sorted by start cycle,
/// and the plan's length (`Δ`).
pub(crate) fn plan(graph: &Bipartite, preference: impl Fn(u32) -> i64) -> (Vec<Run>, u64) {
    let n = graph.n;
    let mut left_load = vec![0u64; n];
    let mut right_load = vec![0u64; n];
    for &(u, v, w) in &graph.edges {
        left_load[u as usize] += w;
        right_load[v as usize] += w;
    }
    let delta = left_load
        .iter()
        .chain(right_load.iter())
        .copied()
        .max()
        .unwrap_or(0);
    if delta == 0 {
        return (Vec::new(), 0);
    }
    // Regularise with dummy edges (north-west corner pairing of the deficits).
    let real = graph.edges.len();
    let mut edges = graph.edges.clone();
    let (mut i, mut j) = (0usize, 0usize);
    let mut left_def: Vec<u64> = left_load.iter().map(|&l| delta - l).collect();
    let mut right_def: Vec<u64> = right_load.iter().map(|&l| delta - l).collect();
    while i < n && j < n {
        if left_def[i] == 0 {
            i += 1;
            continue;
        }
        if right_def[j] == 0 {
            j += 1;
            continue;
        }
        let w = left_def[i].min(right_def[j]);
        edges.push((i as u32, j as u32, w));
        left_def[i] -= w;
        right_def[j] -= w;
    }
    let mut state = State::new(n, &edges, real, &preference);
    state.initial_matching();
    state.run(delta);
    let mut runs = state.runs;
    runs.sort_by_key(|r| (r.start, Reverse(preference(r.edge)), r.edge));
    (runs, delta)
}

struct State<'p, P: Fn(u32) -> i64> {
    n: usize,
    /// `(left, right)` of each edge.
    ends: Vec<(u32, u32)>,
    remaining: Vec<u64>,
    real: usize,
    /// Adjacency of live edges and each edge's position in its two lists.
    left_adj: Vec<Vec<u32>>,
    right_adj: Vec<Vec<u32>>,
    pos: Vec<(u32, u32)>,
    /// Matched edge of each vertex.
    mate_left: Vec<u32>,
    mate_right: Vec<u32>,
    /// Cycle the matched edge entered the matching.
    since: Vec<u64>,
    /// Cycles already run per edge.
    done: Vec<u64>,
    runs: Vec<Run>,
    heap: BinaryHeap<Reverse<(u64, u32)>>,
    mark: Vec<u32>,
    near: Vec<u32>,
    near_mark: Vec<u32>,
    parent: Vec<u32>,
    queue: Vec<u32>,
    stamp: u32,
    /// Live edge of each (left, right) pair (the first one, when a dummy duplicates a pair).
    pairs: FxHashMap<u64, u32>,
    _preference: &'p P,
}

impl<'p, P: Fn(u32) -> i64> State<'p, P> {
    fn new(n: usize, edges: &[(u32, u32, u64)], real: usize, preference: &'p P) -> Self {
        let mut left_adj = vec![Vec::new(); n];
        let mut right_adj = vec![Vec::new(); n];
        let mut pos = Vec::with_capacity(edges.len());
        // Adjacency in preference order, so that scans meet preferred edges first.
        let mut order: Vec<u32> = (0..edges.len() as u32).collect();
        order.sort_by_key(|&e| (Reverse(preference_of(preference, e, real)), e));
        pos.resize(edges.len(), (0, 0));
        for &e in &order {
            let (u, v, _) = edges[e as usize];
            pos[e as usize] = (
                left_adj[u as usize].len() as u32,
                right_adj[v as usize].len() as u32,
            );
            left_adj[u as usize].push(e);
            right_adj[v as usize].push(e);
        }
        let mut pairs = FxHashMap::default();
        pairs.reserve(edges.len());
        for (e, &(u, v, _)) in edges.iter().enumerate() {
            pairs
                .entry(u64::from(u) * n as u64 + u64::from(v))
                .or_insert(e as u32);
        }
        Self {
            n,
            ends: edges.iter().map(|&(u, v, _)| (u, v)).collect(),
            remaining: edges.iter().map(|&(_, _, w)| w).collect(),
            real,
            left_adj,
            right_adj,
            pos,
            mate_left: vec![NONE; n],
            mate_right: vec![NONE; n],
            since: vec![0; edges.len()],
            done: vec![0; edges.len()],
            runs: Vec::new(),
            heap: BinaryHeap::new(),
            mark: vec![0; n],
            near: vec![NONE; n],
            near_mark: vec![0; n],
            parent: vec![NONE; n],
            queue: Vec::new(),
            stamp: 0,
            pairs,
            _preference: preference,
        }
    }

    fn detach(&mut self, e: u32) {
        let (u, v) = self.ends[e as usize];
        let key = u64::from(u) * self.n as u64 + u64::from(v);
        if self.pairs.get(&key) == Some(&e) {
            self.pairs.remove(&key);
        }
        let (pu, pv) = self.pos[e as usize];
        let list = &mut self.left_adj[u as usize];
        let last = *list.last().unwrap_or(&e);
        list.swap_remove(pu as usize);
        if last != e {
            self.pos[last as usize].0 = pu;
        }
        let list = &mut self.right_adj[v as usize];
        let last = *list.last().unwrap_or(&e);
        list.swap_remove(pv as usize);
        if last != e {
            self.pos[last as usize].1 = pv;
        }
    }

    fn enter(&mut self, e: u32, now: u64) {
        let (u, v) = self.ends[e as usize];
        self.mate_left[u as usize] = e;
        self.mate_right[v as usize] = e;
        self.since[e as usize] = now;
        self.heap
            .push(Reverse((now + self.remaining[e as usize], e)));
    }

    /// Takes `e` out of the matching at `now`, recording its run.
    fn leave(&mut self, e: u32, now: u64) {
        let (u, v) = self.ends[e as usize];
        self.mate_left[u as usize] = NONE;
        self.mate_right[v as usize] = NONE;
        let ran = now - self.since[e as usize];
        if ran > 0 && (e as usize) < self.real {
            self.runs.push(Run {
                edge: e,
                start: self.since[e as usize],
                offset: self.done[e as usize],
                cycles: ran,
            });
        }
        self.done[e as usize] += ran;
        self.remaining[e as usize] -= ran;
        if self.remaining[e as usize] == 0 {
            self.detach(e);
        }
    }

    /// Hopcroft–Karp on the live edges.
    fn initial_matching(&mut self) {
        let n = self.n;
        let mut match_l = vec![NONE; n];
        let mut match_r = vec![NONE; n];
        // Greedy start, in preference order.
        for (u, slot) in match_l.iter_mut().enumerate() {
            for &e in &self.left_adj[u] {
                let v = self.ends[e as usize].1 as usize;
                if match_r[v] == NONE {
                    *slot = e;
                    match_r[v] = e;
                    break;
                }
            }
        }
        let mut dist = vec![u32::MAX; n];
        let mut queue = Vec::with_capacity(n);
        loop {
            // BFS layers from free left vertices.
            queue.clear();
            for u in 0..n {
                if match_l[u] == NONE && !self.left_adj[u].is_empty() {
                    dist[u] = 0;
                    queue.push(u as u32);
                } else {
                    dist[u] = u32::MAX;
                }
            }
            let mut found = false;
            let mut head = 0;
            while head < queue.len() {
                let u = queue[head] as usize;
                head += 1;
                for &e in &self.left_adj[u] {
                    let v = self.ends[e as usize].1 as usize;
                    let m = match_r[v];
                    if m == NONE {
                        found = true;
                    } else {
                        let x = self.ends[m as usize].0 as usize;
                        if dist[x] == u32::MAX {
                            dist[x] = dist[u] + 1;
                            queue.push(x as u32);
                        }
                    }
                }
            }
            if !found {
                break;
            }
            let mut iter = vec![0usize; n];
            for u in 0..n {
                if match_l[u] == NONE && dist[u] == 0 {
                    self.hk_dfs(u, &mut match_l, &mut match_r, &mut dist, &mut iter);
                }
            }
        }
        for &e in &match_l {
            if e != NONE {
                self.enter(e, 0);
            }
        }
    }

    fn hk_dfs(
        &self,
        root: usize,
        match_l: &mut [u32],
        match_r: &mut [u32],
        dist: &mut [u32],
        iter: &mut [usize],
    ) -> bool {
        // Iterative DFS along the BFS layers.
        let mut stack: Vec<(usize, u32)> = vec![(root, NONE)];
        while let Some(&(u, _)) = stack.last() {
            if iter[u] >= self.left_adj[u].len() {
                dist[u] = u32::MAX;
                stack.pop();
                continue;
            }
            let e = self.left_adj[u][iter[u]];
            iter[u] += 1;
            let v = self.ends[e as usize].1 as usize;
            let m = match_r[v];
            if m == NONE {
                // Augment along the stack.
                if let Some(top) = stack.last_mut() {
                    top.1 = e;
                }
                for &(x, via) in &stack {
                    let y = self.ends[via as usize].1 as usize;
                    match_l[x] = via;
                    match_r[y] = via;
                }
                return true;
            }
            let x = self.ends[m as usize].0 as usize;
            if dist[x] == dist[u] + 1 {
                if let Some(top) = stack.last_mut() {
                    top.1 = e;
                }
                stack.push((x, NONE));
            }
        }
        false
    }

    fn run(&mut self, delta: u64) {
        let mut free_left: Vec<u32> = Vec::new();
        let mut free_right: Vec<u32> = Vec::new();
        while let Some(Reverse((finish, e))) = self.heap.pop() {
            if !self.is_live(e, finish) {
                continue;
            }
            let now = finish;
            free_left.clear();
            free_right.clear();
            let (u, v) = self.ends[e as usize];
            self.leave(e, now);
            free_left.push(u);
            free_right.push(v);
            while let Some(Reverse((f, e2))) = self.heap.peek().copied() {
                if f != now {
                    break;
                }
                self.heap.pop();
                if self.is_live(e2, f) {
                    let (u2, v2) = self.ends[e2 as usize];
                    self.leave(e2, now);
                    free_left.push(u2);
                    free_right.push(v2);
                }
            }
            if now >= delta {
                continue;
            }
            // Direct edges first, then augmenting paths for whoever is left.
            let mut k = 0;
            while k < free_left.len() {
                let u = free_left[k];
                if self.direct(u, now, &free_right) || self.left_adj[u as usize].is_empty() {
                    free_left.swap_remove(k);
                } else {
                    k += 1;
                }
            }
            for &u in &free_left {
                if self.mate_left[u as usize] == NONE {
                    free_right.retain(|&v| self.mate_right[v as usize] == NONE);
                    self.augment(u, now, &free_right);
                }
            }
        }
    }

    /// Matches `u` by a direct edge to a free right vertex, if it has one.
    fn direct(&mut self, u: u32, now: u64, free_right: &[u32]) -> bool {
        if free_right.len() * 4 < self.left_adj[u as usize].len() {
            for &v in free_right {
                if self.mate_right[v as usize] != NONE {
                    continue;
                }
                if let Some(e) = self.pair(u, v) {
                    self.enter(e, now);
                    return true;
                }
            }
            return false;
        }
        for i in 0..self.left_adj[u as usize].len() {
            let e = self.left_adj[u as usize][i];
            let v = self.ends[e as usize].1;
            if self.mate_right[v as usize] == NONE {
                self.enter(e, now);
                return true;
            }
        }
        false
    }

    fn is_live(&self, e: u32, finish: u64) -> bool {
        let (u, _) = self.ends[e as usize];
        self.mate_left[u as usize] == e
            && self.since[e as usize] + self.remaining[e as usize] == finish
    }

    /// The live edge joining `u` and `v`, if the pair map knows one.
    #[inline]
    fn pair(&self, u: u32, v: u32) -> Option<u32> {
        self.pairs
            .get(&(u64::from(u) * self.n as u64 + u64::from(v)))
            .copied()
    }

    /// Re-matches free left vertex `u` at `now` by a shortest augmenting path ending at one of
    /// the free right vertices `free_right`.
    fn augment(&mut self, u: u32, now: u64, free_right: &[u32]) {
        // Paths of length three, u - w ~ x - v, found from the free right side: few probes
        // suffice on dense graphs.
        for &v in free_right {
            let list = &self.right_adj[v as usize];
            for (probe, &e) in list.iter().enumerate() {
                if probe >= LENGTH_THREE_PROBES {
                    break;
                }
                let x = self.ends[e as usize].0;
                let m = self.mate_left[x as usize];
                if m == NONE || x == u {
                    continue;
                }
                let w = self.ends[m as usize].1;
                if let Some(first) = self.pair(u, w) {
                    self.parent[x as usize] = first;
                    self.flip(u, x, e, now);
                    return;
                }
            }
        }
        // Left vertices adjacent to a free right vertex, with the edge (preferred first).
        self.stamp += 2;
        let (near_stamp, seen_stamp) = (self.stamp - 1, self.stamp);
        for &v in free_right {
            for i in (0..self.right_adj[v as usize].len()).rev() {
                let e = self.right_adj[v as usize][i];
                let x = self.ends[e as usize].0 as usize;
                self.near[x] = e;
                self.near_mark[x] = near_stamp;
            }
        }
        // Breadth-first search over alternating paths from `u`.
        self.queue.clear();
        self.queue.push(u);
        self.mark[u as usize] = seen_stamp;
        let mut head = 0;
        while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            if x != u && self.near_mark[x as usize] == near_stamp {
                self.flip(u, x, self.near[x as usize], now);
                return;
            }
            for i in 0..self.left_adj[x as usize].len() {
                let e = self.left_adj[x as usize][i];
                if self.mate_left[x as usize] == e {
                    continue;
                }
                let v = self.ends[e as usize].1;
                let m = self.mate_right[v as usize];
                if m == NONE {
                    self.flip(u, x, e, now);
                    return;
                }
                let y = self.ends[m as usize].0;
                if self.mark[y as usize] != seen_stamp {
                    self.mark[y as usize] = seen_stamp;
                    self.parent[y as usize] = e;
                    if self.near_mark[y as usize] == near_stamp {
                        self.flip(u, y, self.near[y as usize], now);
                        return;
                    }
                    self.queue.push(y);
                }
            }
        }
        // No augmenting path: cannot happen on a regular support; `u` stays idle.
    }

    /// Augments along the search tree: `x` takes `last` (to a free right vertex), and every
    /// left vertex on the path back to `u` takes the edge it was reached through.
    fn flip(&mut self, u: u32, x: u32, last: u32, now: u64) {
        let mut cur = x;
        let mut add = last;
        loop {
            let old = self.mate_left[cur as usize];
            if old != NONE {
                self.leave(old, now);
            }
            self.enter(add, now);
            if cur == u {
                return;
            }
            add = self.parent[cur as usize];
            cur = self.ends[add as usize].0;
        }
    }
}

/// Probes per free right vertex when looking for a path of length three before searching.
const LENGTH_THREE_PROBES: usize = 64;

fn preference_of<P: Fn(u32) -> i64>(p: &P, e: u32, real: usize) -> i64 {
    if (e as usize) < real { p(e) } else { i64::MIN }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plans `edges` on `n` vertices; checks the plan is a valid preemptive schedule of length
    /// `Δ` covering every edge's weight; returns (Δ, runs).
    fn check(n: usize, edges: &[(u32, u32, u64)], expect_delta: u64) -> usize {
        let graph = Bipartite {
            n,
            edges: edges.to_vec(),
        };
        let (runs, delta) = plan(&graph, |_| 0);
        assert_eq!(delta, expect_delta);
        let mut covered = vec![0u64; edges.len()];
        let mut left_busy = vec![Vec::new(); n];
        let mut right_busy = vec![Vec::new(); n];
        for r in &runs {
            let (u, v, _) = edges[r.edge as usize];
            assert_eq!(r.offset, covered[r.edge as usize], "runs in order per edge");
            covered[r.edge as usize] += r.cycles;
            assert!(r.start + r.cycles <= delta);
            left_busy[u as usize].push((r.start, r.start + r.cycles));
            right_busy[v as usize].push((r.start, r.start + r.cycles));
        }
        for (e, &(_, _, w)) in edges.iter().enumerate() {
            assert_eq!(covered[e], w, "edge {e} covered");
        }
        for list in left_busy.iter_mut().chain(right_busy.iter_mut()) {
            list.sort();
            for pair in list.windows(2) {
                assert!(pair[0].1 <= pair[1].0, "overlap {pair:?}");
            }
        }
        runs.len()
    }

    #[test]
    fn complete_bipartite_reaches_delta() {
        let mut edges = Vec::new();
        for u in 0..5u32 {
            for v in 0..5u32 {
                edges.push((u, v, u64::from(1 + (u * 7 + v * 3) % 5)));
            }
        }
        let delta = (0..5u64)
            .map(|u| {
                edges
                    .iter()
                    .filter(|e| u64::from(e.0) == u)
                    .map(|e| e.2)
                    .sum::<u64>()
            })
            .chain((0..5u64).map(|v| {
                edges
                    .iter()
                    .filter(|e| u64::from(e.1) == v)
                    .map(|e| e.2)
                    .sum::<u64>()
            }))
            .max()
            .unwrap();
        let runs = check(5, &edges, delta);
        assert!(runs <= 3 * edges.len(), "runs {runs}");
    }

    #[test]
    fn skewed_star() {
        check(4, &[(0, 1, 10), (0, 2, 5), (3, 1, 7), (2, 3, 1)], 17);
    }

    #[test]
    fn empty() {
        check(3, &[], 0);
    }
}
