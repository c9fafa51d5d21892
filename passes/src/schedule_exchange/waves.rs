//! Matching waves: an exact preemptive plan (Birkhoff–von Neumann).
//!
//! Notation: the phase is a bipartite multigraph, senders on the left and receivers (tiles, or
//! groups of tiles that always receive together) on the right, with one edge per
//! (sender, receiver) pair weighted by its cycles. Let `Δ`
//! be the largest vertex load. Padding with idle ("dummy") edges makes every vertex's load
//! exactly `Δ`; the weight matrix is then `Δ` times a doubly stochastic matrix, so its support
//! always holds a perfect matching (König, Birkhoff), and running matchings back to back
//! finishes in exactly `Δ` cycles: the endpoint bound, ignoring latency.
//!
//! The plan runs one perfect matching at a time and keeps it as long as possible: a matched
//! edge runs until its words are exhausted; then its two endpoints are re-matched by an
//! augmenting path (a direct edge if one exists, else a path of length three, else a
//! breadth-first search). Each flip along a path pre-empts one running edge, so runs stay
//! long: about two runs per edge. Events wait in a bucket queue indexed by cycle; the path
//! searches are short in practice (Hopcroft–Karp finds the first matching in `O(m √n)`).
//!
//! *Latency classes.* Each edge may carry a class (the scheduler uses the latency from its
//! sender, in cycles above the least latency). A right vertex takes its edges in
//! non-decreasing class order where the search allows it: a search first enters only edges
//! of each right vertex's lowest remaining class (*strict*, giving up after a budget of
//! scanned edges), and only when that fails any edge. Why: realised in send time, a receiver
//! whose next sender is nearer than its last would have the next words arrive before the last
//! ones are in, which delays the next sender and, through it, everything after; in
//! non-decreasing latency order it never happens (`plan.rs`).
//!
//! Phase 1 of 2 builds the plan (runs with planned start cycles); phase 2 (in `plan.rs`)
//! hands the runs, in planned order, to the placement engine, which realises them under the
//! real latencies.

use std::cmp::Reverse;

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

/// An adjacency entry: edge `e`, its other end and its class, kept together so that scans
/// of a vertex's list read one array (the edge arrays would cost a cache miss per entry).
#[derive(Debug, Clone, Copy)]
struct Arc {
    e: u32,
    other: u32,
    class: u8,
}

/// Plans matching waves for `graph`. Returns the runs of real edges, sorted by start cycle,
/// and the plan's length (`Δ`).
///
/// `classes` (empty, or one per edge): each right vertex takes its edges in non-decreasing
/// class order where a strict search of at most `budget` scanned edges finds a path (module
/// doc). `preference`: edges preferred first in scans (higher first).
pub(crate) fn plan(
    graph: &Bipartite,
    preference: impl Fn(u32) -> i64,
    classes: &[u8],
    budget: usize,
) -> (Vec<Run>, u64) {
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
    let mut state = State::new(n, &edges, real, &preference, classes);
    state.strict_budget = budget;
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
    left_adj: Vec<Vec<Arc>>,
    right_adj: Vec<Vec<Arc>>,
    pos: Vec<(u32, u32)>,
    /// Matched edge of each vertex.
    mate_left: Vec<u32>,
    mate_right: Vec<u32>,
    /// Other end of each vertex's matched edge (`NONE` when free): read instead of the edge's
    /// ends, a cache miss per probe on large phases.
    mate_left_end: Vec<u32>,
    mate_right_end: Vec<u32>,
    /// Per left vertex: the cycle its matched edge's run would end.
    finish_left: Vec<u64>,
    /// Cycle the matched edge entered the matching.
    since: Vec<u64>,
    /// Cycles already run per edge.
    done: Vec<u64>,
    runs: Vec<Run>,
    /// Edges by the cycle their run would end (a bucket queue; stale entries are skipped).
    /// Entries `(edge, left end)`.
    buckets: Vec<Vec<(u32, u32)>>,
    mark: Vec<u32>,
    near: Vec<u32>,
    /// Right end of each `near` edge.
    near_end: Vec<u32>,
    near_mark: Vec<u32>,
    parent: Vec<u32>,
    queue: Vec<u32>,
    stamp: u32,
    /// Live edge of each (left, right) pair (the first one, when a dummy duplicates a pair).
    pairs: PairIndex,
    /// Class of each edge (`ANY` for dummies, or when there are no classes).
    class: Vec<u8>,
    /// Live edges per right vertex and class: `count[v * CLASSES + c]`.
    count: Vec<u32>,
    /// Lowest class with live edges, per right vertex (`ANY` when none).
    current: Vec<u8>,
    /// Whether the search only enters edges of each right vertex's current class.
    strict: bool,
    /// Per left vertex: where its last direct-edge scan stopped.
    cursor: Vec<u32>,
    /// Edges a strict search may scan before giving up.
    strict_budget: usize,
    _preference: &'p P,
}

/// Classes the ordering distinguishes (higher classes are clamped).
const CLASSES: usize = 8;
/// No class: the edge may be used at any time.
const ANY: u8 = u8::MAX;

impl<'p, P: Fn(u32) -> i64> State<'p, P> {
    fn new(
        n: usize,
        edges: &[(u32, u32, u64)],
        real: usize,
        preference: &'p P,
        classes: &[u8],
    ) -> Self {
        let mut left_adj = vec![Vec::new(); n];
        let mut right_adj = vec![Vec::new(); n];
        let mut pos = Vec::with_capacity(edges.len());
        // Left adjacency in preference order, so that scans meet preferred edges first; right
        // adjacency in class order (lowest first), then preference.
        let class_of = |e: u32| {
            if (e as usize) < real {
                classes.get(e as usize).copied().unwrap_or(0)
            } else {
                ANY
            }
        };
        let class: Vec<u8> = (0..edges.len())
            .map(|e| {
                if e < real && e < classes.len() {
                    classes[e].min(CLASSES as u8 - 1)
                } else {
                    ANY
                }
            })
            .collect();
        let mut order: Vec<u32> = (0..edges.len() as u32).collect();
        order.sort_by_key(|&e| (Reverse(preference_of(preference, e, real)), e));
        pos.resize(edges.len(), (0, 0));
        for &e in &order {
            let u = edges[e as usize].0;
            pos[e as usize].0 = left_adj[u as usize].len() as u32;
            left_adj[u as usize].push(Arc {
                e,
                other: edges[e as usize].1,
                class: class[e as usize],
            });
        }
        order.sort_by_key(|&e| class_of(e));
        for &e in &order {
            let v = edges[e as usize].1;
            pos[e as usize].1 = right_adj[v as usize].len() as u32;
            right_adj[v as usize].push(Arc {
                e,
                other: edges[e as usize].0,
                class: class[e as usize],
            });
        }
        let mut pairs = PairIndex::new(n, edges.len());
        for (e, &(u, v, _)) in edges.iter().enumerate() {
            pairs.insert_first(u64::from(u) * n as u64 + u64::from(v), e as u32);
        }
        let mut count = vec![0u32; n * CLASSES];
        for (e, &(_, v, w)) in edges.iter().enumerate() {
            if class[e] != ANY && w > 0 {
                count[v as usize * CLASSES + class[e] as usize] += 1;
            }
        }
        let current = (0..n)
            .map(|v| {
                (0..CLASSES)
                    .find(|&c| count[v * CLASSES + c] > 0)
                    .map_or(ANY, |c| c as u8)
            })
            .collect();
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
            mate_left_end: vec![NONE; n],
            mate_right_end: vec![NONE; n],
            finish_left: vec![0; n],
            since: vec![0; edges.len()],
            done: vec![0; edges.len()],
            runs: Vec::new(),
            buckets: Vec::new(),
            mark: vec![0; n],
            near: vec![NONE; n],
            near_end: vec![NONE; n],
            near_mark: vec![0; n],
            parent: vec![NONE; n],
            queue: Vec::new(),
            stamp: 0,
            pairs,
            class,
            count,
            current,
            strict: false,
            cursor: vec![0; n],
            strict_budget: 0,
            _preference: preference,
        }
    }

    /// Whether an edge of class `class` into right vertex `v` may enter the matching now.
    #[inline]
    fn available_into(&self, class: u8, v: u32) -> bool {
        !self.strict || class == ANY || class == self.current[v as usize]
    }

    fn detach(&mut self, e: u32) {
        let (u, v) = self.ends[e as usize];
        let c = self.class[e as usize];
        if c != ANY {
            let base = v as usize * CLASSES;
            self.count[base + c as usize] -= 1;
            if self.count[base + c as usize] == 0 && self.current[v as usize] == c {
                self.current[v as usize] = (c as usize + 1..CLASSES)
                    .find(|&k| self.count[base + k] > 0)
                    .map_or(ANY, |k| k as u8);
            }
        }
        let key = u64::from(u) * self.n as u64 + u64::from(v);
        self.pairs.remove_if(key, e);
        let (pu, pv) = self.pos[e as usize];
        let list = &mut self.left_adj[u as usize];
        let last = list.last().map_or(e, |a| a.e);
        list.swap_remove(pu as usize);
        if last != e {
            self.pos[last as usize].0 = pu;
        }
        let list = &mut self.right_adj[v as usize];
        let last = list.last().map_or(e, |a| a.e);
        list.swap_remove(pv as usize);
        if last != e {
            self.pos[last as usize].1 = pv;
        }
    }

    fn enter(&mut self, e: u32, now: u64) {
        let (u, v) = self.ends[e as usize];
        self.mate_left[u as usize] = e;
        self.mate_right[v as usize] = e;
        self.mate_left_end[u as usize] = v;
        self.mate_right_end[v as usize] = u;
        self.since[e as usize] = now;
        let finish = (now + self.remaining[e as usize]) as usize;
        self.finish_left[u as usize] = finish as u64;
        if finish >= self.buckets.len() {
            self.buckets.resize_with(finish + 1, Vec::new);
        }
        self.buckets[finish].push((e, u));
    }

    /// Takes `e` out of the matching at `now`, recording its run.
    fn leave(&mut self, e: u32, now: u64) {
        let (u, v) = self.ends[e as usize];
        self.mate_left[u as usize] = NONE;
        self.mate_right[v as usize] = NONE;
        self.mate_left_end[u as usize] = NONE;
        self.mate_right_end[v as usize] = NONE;
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

    /// Hopcroft–Karp on the live edges: first on the edges of each right vertex's current
    /// class, then completed on all.
    fn initial_matching(&mut self) {
        let n = self.n;
        let mut match_l = vec![NONE; n];
        let mut match_r = vec![NONE; n];
        // Greedy start, in preference order.
        self.strict = true;
        for (u, slot) in match_l.iter_mut().enumerate() {
            for &a in &self.left_adj[u] {
                let (e, v) = (a.e, a.other as usize);
                if match_r[v] == NONE && self.available_into(a.class, a.other) {
                    *slot = e;
                    match_r[v] = e;
                    break;
                }
            }
        }
        self.hopcroft_karp(&mut match_l, &mut match_r);
        self.strict = false;
        self.hopcroft_karp(&mut match_l, &mut match_r);
        for &e in &match_l {
            if e != NONE {
                self.enter(e, 0);
            }
        }
    }

    /// Augments `match_l`/`match_r` to a maximum matching over the available live edges.
    fn hopcroft_karp(&self, match_l: &mut [u32], match_r: &mut [u32]) {
        let n = self.n;
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
                for &a in &self.left_adj[u] {
                    if !self.available_into(a.class, a.other) {
                        continue;
                    }
                    let v = a.other as usize;
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
                    self.hk_dfs(u, match_l, match_r, &mut dist, &mut iter);
                }
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
            let a = self.left_adj[u][iter[u]];
            iter[u] += 1;
            if !self.available_into(a.class, a.other) {
                continue;
            }
            let (e, v) = (a.e, a.other as usize);
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
        let mut now = 0usize;
        while now < self.buckets.len() {
            let due = std::mem::take(&mut self.buckets[now]);
            free_left.clear();
            free_right.clear();
            for &(e, u) in &due {
                if self.is_live(e, u, now as u64) {
                    let v = self.mate_left_end[u as usize];
                    self.leave(e, now as u64);
                    free_left.push(u);
                    free_right.push(v);
                }
            }
            let at = now as u64;
            now += 1;
            if free_left.is_empty() || at >= delta {
                continue;
            }
            let now = at;
            // Direct edges first, then augmenting paths for whoever is left; first entering
            // only edges of each receiver's current class, then any.
            for strict in [true, false] {
                self.strict = strict;
                let mut k = 0;
                while k < free_left.len() {
                    let u = free_left[k];
                    if self.mate_left[u as usize] != NONE
                        || self.direct(u, now, &mut free_right)
                        || self.left_adj[u as usize].is_empty()
                    {
                        free_left.swap_remove(k);
                    } else {
                        k += 1;
                    }
                }
                // Marks of the free right vertices' neighbours, refreshed when half of the
                // vertices they were made for have been matched.
                let mut marks: Option<(u32, usize)> = None;
                for &u in &free_left {
                    if self.mate_left[u as usize] == NONE {
                        free_right.retain(|&v| self.mate_right[v as usize] == NONE);
                        let stamp = match marks {
                            Some((s, count)) if free_right.len() * 2 > count => s,
                            _ => {
                                let s = self.mark_near(&free_right);
                                marks = Some((s, free_right.len()));
                                s
                            }
                        };
                        self.augment(u, now, &free_right, stamp);
                    }
                }
                free_left.retain(|&u| self.mate_left[u as usize] == NONE);
                if free_left.is_empty() {
                    break;
                }
            }
            self.strict = false;
        }
    }

    /// Matches `u` by a direct edge to a free right vertex, if it has one.
    fn direct(&mut self, u: u32, now: u64, free_right: &mut Vec<u32>) -> bool {
        free_right.retain(|&v| self.mate_right[v as usize] == NONE);
        let degree = self.left_adj[u as usize].len();
        if !self.strict {
            // Any edge may enter: the one of least class (the least lateness later).
            let mut best: Option<(u8, u32)> = None;
            if free_right.len() * 4 < degree {
                for &v in free_right.iter() {
                    if let Some(e) = self.pair(u, v)
                        && best.is_none_or(|b| self.class[e as usize] < b.0)
                    {
                        best = Some((self.class[e as usize], e));
                    }
                }
            } else {
                for &a in &self.left_adj[u as usize] {
                    if self.mate_right[a.other as usize] == NONE
                        && best.is_none_or(|b| a.class < b.0)
                    {
                        best = Some((a.class, a.e));
                    }
                }
            }
            return match best {
                Some((_, e)) => {
                    self.enter(e, now);
                    true
                }
                None => false,
            };
        }
        if free_right.len() * 4 < degree {
            for k in 0..free_right.len() {
                let v = free_right[k];
                if let Some(e) = self.pair(u, v)
                    && self.available_into(self.class[e as usize], v)
                {
                    self.enter(e, now);
                    free_right.swap_remove(k);
                    return true;
                }
            }
            return false;
        }
        // Scan from where the last scan of `u` stopped, so that vertices freed together do
        // not all scan the same matched prefix.
        let start = self.cursor[u as usize] as usize % degree.max(1);
        for i in (start..degree).chain(0..start) {
            let a = self.left_adj[u as usize][i];
            let (e, v) = (a.e, a.other);
            if self.mate_right[v as usize] == NONE && self.available_into(a.class, v) {
                self.cursor[u as usize] = i as u32;
                self.enter(e, now);
                return true;
            }
        }
        false
    }

    /// Whether the bucket entry of edge `e` (left end `u`) at `finish` is current.
    #[inline]
    fn is_live(&self, e: u32, u: u32, finish: u64) -> bool {
        self.mate_left[u as usize] == e && self.finish_left[u as usize] == finish
    }

    /// The live edge joining `u` and `v`, if the pair map knows one.
    #[inline]
    fn pair(&self, u: u32, v: u32) -> Option<u32> {
        self.pairs.get(u64::from(u) * self.n as u64 + u64::from(v))
    }

    /// Marks the left vertices adjacent to a free right vertex by an available edge (kept in
    /// `near`); returns the stamp of the marks. Marks go stale as vertices are matched and are
    /// checked when used.
    fn mark_near(&mut self, free_right: &[u32]) -> u32 {
        self.stamp += 1;
        let near_stamp = self.stamp;
        for &v in free_right {
            for i in (0..self.right_adj[v as usize].len()).rev() {
                let a = self.right_adj[v as usize][i];
                if !self.available_into(a.class, v) {
                    continue;
                }
                let (e, x) = (a.e, a.other as usize);
                self.near[x] = e;
                self.near_end[x] = v;
                self.near_mark[x] = near_stamp;
            }
        }
        near_stamp
    }

    /// Whether left vertex `x` is marked near (see [`Self::mark_near`]) by an edge still
    /// usable.
    #[inline]
    fn is_near(&self, x: u32, near_stamp: u32) -> bool {
        self.near_mark[x as usize] == near_stamp && {
            let (e, v) = (self.near[x as usize], self.near_end[x as usize]);
            self.mate_right[v as usize] == NONE
                && self.mate_left[x as usize] != e
                && self.available_into(self.class[e as usize], v)
        }
    }

    /// Re-matches free left vertex `u` at `now` by a shortest augmenting path ending at one of
    /// the free right vertices `free_right` (`near_stamp`: their neighbours' marks).
    fn augment(&mut self, u: u32, now: u64, free_right: &[u32], near_stamp: u32) {
        // Paths of length three, u - w ~ x - v, found from the free right side: few probes
        // suffice on dense graphs.
        let mut probes = 0;
        'probe: for &v in free_right {
            let list = &self.right_adj[v as usize];
            for (probe, &a) in list.iter().enumerate() {
                if probe >= LENGTH_THREE_PROBES {
                    break;
                }
                probes += 1;
                if probes > 4 * LENGTH_THREE_PROBES {
                    break 'probe;
                }
                if !self.available_into(a.class, v) {
                    continue;
                }
                let (e, x) = (a.e, a.other);
                let m = self.mate_left[x as usize];
                if m == NONE || x == u {
                    continue;
                }
                let w = self.mate_left_end[x as usize];
                if let Some(first) = self.pair(u, w)
                    && self.available_into(self.class[first as usize], w)
                {
                    self.parent[x as usize] = first;
                    self.flip(u, x, e, now);
                    return;
                }
            }
        }
        self.stamp += 1;
        let seen_stamp = self.stamp;
        // Breadth-first search over alternating paths from `u`.
        self.queue.clear();
        self.queue.push(u);
        self.mark[u as usize] = seen_stamp;
        let mut head = 0;
        // Edges a strict search may scan before giving up (the relaxed one always finds a
        // path on a regular support).
        let mut budget = if self.strict {
            self.strict_budget
        } else {
            usize::MAX
        };
        while head < self.queue.len() {
            let degree = self.left_adj[self.queue[head] as usize].len();
            if degree > budget {
                break;
            }
            budget -= degree;
            let x = self.queue[head];
            head += 1;
            if x != u && self.is_near(x, near_stamp) {
                self.flip(u, x, self.near[x as usize], now);
                return;
            }
            for i in 0..self.left_adj[x as usize].len() {
                let a = self.left_adj[x as usize][i];
                let (e, v) = (a.e, a.other);
                if self.mate_left[x as usize] == e || !self.available_into(a.class, v) {
                    continue;
                }
                let m = self.mate_right[v as usize];
                if m == NONE {
                    self.flip(u, x, e, now);
                    return;
                }
                let y = self.mate_right_end[v as usize];
                if self.mark[y as usize] != seen_stamp {
                    self.mark[y as usize] = seen_stamp;
                    self.parent[y as usize] = e;
                    if self.is_near(y, near_stamp) {
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

/// The live edge of each `(left, right)` pair: a dense table for chips of up to
/// [`DENSE_PAIRS`] tiles, a hash map beyond. The dense table has a bit per pair beside it
/// (270 KiB at 1472 tiles, against 8.7 MB for the table): most probes ask about pairs without
/// an edge, and the bits answer them from cache.
enum PairIndex {
    Dense { table: Vec<u32>, bits: Vec<u64> },
    Sparse(FxHashMap<u64, u32>),
}

/// Largest vertex count with a dense pair table (`n²` 32-bit entries: 16 MiB at 2048).
const DENSE_PAIRS: usize = 2048;

impl PairIndex {
    fn new(n: usize, edges: usize) -> Self {
        if n <= DENSE_PAIRS {
            PairIndex::Dense {
                table: vec![NONE; n * n],
                bits: vec![0; (n * n).div_ceil(64)],
            }
        } else {
            let mut map = FxHashMap::default();
            map.reserve(edges);
            PairIndex::Sparse(map)
        }
    }

    /// Records `e` for `key` unless an edge is recorded already.
    fn insert_first(&mut self, key: u64, e: u32) {
        match self {
            PairIndex::Dense { table, bits } => {
                let slot = &mut table[key as usize];
                if *slot == NONE {
                    *slot = e;
                    bits[(key / 64) as usize] |= 1 << (key % 64);
                }
            }
            PairIndex::Sparse(map) => {
                map.entry(key).or_insert(e);
            }
        }
    }

    #[inline]
    fn get(&self, key: u64) -> Option<u32> {
        match self {
            PairIndex::Dense { table, bits } => {
                if bits[(key / 64) as usize] & (1 << (key % 64)) == 0 {
                    None
                } else {
                    Some(table[key as usize])
                }
            }
            PairIndex::Sparse(map) => map.get(&key).copied(),
        }
    }

    /// Forgets `key` if it records `e`.
    fn remove_if(&mut self, key: u64, e: u32) {
        match self {
            PairIndex::Dense { table, bits } => {
                if table[key as usize] == e {
                    table[key as usize] = NONE;
                    bits[(key / 64) as usize] &= !(1 << (key % 64));
                }
            }
            PairIndex::Sparse(map) => {
                if map.get(&key) == Some(&e) {
                    map.remove(&key);
                }
            }
        }
    }
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
        let (runs, delta) = plan(&graph, |_| 0, &[], 0);
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
    fn receivers_take_their_edges_in_class_order() {
        // Right vertex 0 takes 5 cycles from each of left 0 (class 2), 1 (class 0) and 2
        // (class 1): classes 0, 1, 2 in that order.
        let graph = Bipartite {
            n: 3,
            edges: vec![(0, 0, 5), (1, 0, 5), (2, 0, 5)],
        };
        let (runs, delta) = plan(&graph, |_| 0, &[2, 0, 1], 4096);
        assert_eq!(delta, 15);
        let order: Vec<(u32, u64)> = runs.iter().map(|r| (r.edge, r.start)).collect();
        assert_eq!(order, [(1, 0), (2, 5), (0, 10)]);
    }

    #[test]
    fn empty() {
        check(3, &[], 0);
    }
}
