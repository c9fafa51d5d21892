//! Full-duplex colouring: a König edge colouring of the unicast phase's bipartite multigraph.
//!
//! The phase is cut into *blocks* of `B` cycles (an edge of `w` cycles has `⌈w/B⌉` blocks);
//! the block multigraph, padded with dummy edges to be `Δ`-regular, is edge-coloured with
//! exactly `Δ` colours by Euler partition (Gabow 1976; Alon 2003, "A simple algorithm for
//! edge-colouring bipartite multigraphs", IPL 85): when `Δ` is even, an Euler partition of
//! the odd-multiplicity edges splits the graph into two `Δ/2`-regular halves, coloured
//! recursively with disjoint palettes; when `Δ` is odd, one perfect matching (Hopcroft–Karp
//! on the support; it exists by König's theorem) takes one colour. Multiplicities are split
//! arithmetically, so the cost is `O(m log Δ)` plus the matchings, whatever the weights.
//!
//! Colour `c` is the frame `[c B, (c + 1) B)`; the placement engine realises the blocks in
//! colour order under the real latencies (and compacts the partial blocks).

use super::waves::Bipartite;

/// The colours of each edge's blocks, in increasing order; and the number of colours.
pub(crate) fn colour(graph: &Bipartite) -> (Vec<Vec<u32>>, u64) {
    let n = graph.n;
    let mut left = vec![0u64; n];
    let mut right = vec![0u64; n];
    for &(u, v, w) in &graph.edges {
        left[u as usize] += w;
        right[v as usize] += w;
    }
    let delta = left.iter().chain(&right).copied().max().unwrap_or(0);
    let mut colours = vec![Vec::new(); graph.edges.len()];
    if delta == 0 {
        return (colours, 0);
    }
    // Regularise: dummy edges pair left and right deficits.
    let real = graph.edges.len();
    let mut edges: Vec<(u32, u32, u64)> = graph.edges.clone();
    let (mut i, mut j) = (0, 0);
    while i < n && j < n {
        let (dl, dr) = (delta - left[i], delta - right[j]);
        if dl == 0 {
            i += 1;
            continue;
        }
        if dr == 0 {
            j += 1;
            continue;
        }
        let w = dl.min(dr);
        edges.push((i as u32, j as u32, w));
        left[i] += w;
        right[j] += w;
    }
    let ids: Vec<u32> = (0..edges.len() as u32).collect();
    let weights: Vec<u64> = edges.iter().map(|e| e.2).collect();
    let mut ctx = Ctx {
        n,
        ends: edges.iter().map(|&(u, v, _)| (u, v)).collect(),
        real,
        colours: &mut colours,
    };
    ctx.split(ids, weights, delta, 0);
    for list in colours.iter_mut() {
        list.sort_unstable();
    }
    (colours, delta)
}

struct Ctx<'a> {
    n: usize,
    ends: Vec<(u32, u32)>,
    real: usize,
    colours: &'a mut Vec<Vec<u32>>,
}

impl Ctx<'_> {
    fn assign(&mut self, e: u32, colour: u64, count: u64) {
        if (e as usize) < self.real {
            for c in colour..colour + count {
                self.colours[e as usize].push(c as u32);
            }
        }
    }

    /// Colours the `degree`-regular multigraph `(ids, weights)` with colours
    /// `base .. base + degree`.
    fn split(&mut self, mut ids: Vec<u32>, mut weights: Vec<u64>, mut degree: u64, mut base: u64) {
        loop {
            if degree == 0 || ids.is_empty() {
                return;
            }
            if degree == 1 {
                for (&e, &w) in ids.iter().zip(&weights) {
                    if w > 0 {
                        self.assign(e, base, w);
                    }
                }
                return;
            }
            if degree % 2 == 1 {
                let matching = self.perfect_matching(&ids, &weights);
                for k in matching {
                    self.assign(ids[k], base, 1);
                    weights[k] -= 1;
                }
                degree -= 1;
                base += 1;
                let keep: Vec<usize> = (0..ids.len()).filter(|&k| weights[k] > 0).collect();
                ids = keep.iter().map(|&k| ids[k]).collect();
                weights = keep.iter().map(|&k| weights[k]).collect();
                continue;
            }
            // Even: halve multiplicities; Euler-partition the odd ones.
            let half = degree / 2;
            let (mut ids_a, mut w_a) =
                (Vec::with_capacity(ids.len()), Vec::with_capacity(ids.len()));
            let (mut ids_b, mut w_b) =
                (Vec::with_capacity(ids.len()), Vec::with_capacity(ids.len()));
            let mut odd = Vec::new();
            for (&e, &w) in ids.iter().zip(&weights) {
                if w / 2 > 0 {
                    ids_a.push(e);
                    w_a.push(w / 2);
                    ids_b.push(e);
                    w_b.push(w / 2);
                }
                if w % 2 == 1 {
                    odd.push(e);
                }
            }
            let (to_a, to_b) = self.euler_partition(&odd);
            for e in to_a {
                ids_a.push(e);
                w_a.push(1);
            }
            for e in to_b {
                ids_b.push(e);
                w_b.push(1);
            }
            drop(ids);
            drop(weights);
            self.split(ids_a, w_a, half, base);
            ids = ids_b;
            weights = w_b;
            degree = half;
            base += half;
        }
    }

    /// Splits edges (every vertex of even degree) into two halves with equal degree at every
    /// vertex, by alternating along closed trails.
    fn euler_partition(&self, odd: &[u32]) -> (Vec<u32>, Vec<u32>) {
        let n = self.n;
        // Vertices: left u -> u, right v -> n + v.
        let mut adj: Vec<Vec<u32>> = vec![Vec::new(); 2 * n];
        for (k, &e) in odd.iter().enumerate() {
            let (u, v) = self.ends[e as usize];
            adj[u as usize].push(k as u32);
            adj[n + v as usize].push(k as u32);
        }
        let mut used = vec![false; odd.len()];
        let mut cursor = vec![0usize; 2 * n];
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for start in 0..2 * n {
            loop {
                // Find an unused edge at `start`.
                while cursor[start] < adj[start].len() && used[adj[start][cursor[start]] as usize] {
                    cursor[start] += 1;
                }
                if cursor[start] >= adj[start].len() {
                    break;
                }
                // Walk a closed trail from `start`, alternating halves.
                let mut at = start;
                let mut side = false;
                loop {
                    while cursor[at] < adj[at].len() && used[adj[at][cursor[at]] as usize] {
                        cursor[at] += 1;
                    }
                    if cursor[at] >= adj[at].len() {
                        break;
                    }
                    let k = adj[at][cursor[at]] as usize;
                    used[k] = true;
                    let e = odd[k];
                    if side {
                        b.push(e)
                    } else {
                        a.push(e)
                    }
                    side = !side;
                    let (u, v) = self.ends[e as usize];
                    at = if at == u as usize {
                        n + v as usize
                    } else {
                        u as usize
                    };
                    if at == start && !side {
                        break;
                    }
                }
            }
        }
        (a, b)
    }

    /// A perfect matching of the support of a regular multigraph (Hopcroft–Karp); returns
    /// indices into `ids`.
    fn perfect_matching(&self, ids: &[u32], weights: &[u64]) -> Vec<usize> {
        let n = self.n;
        let mut adj: Vec<Vec<(u32, u32)>> = vec![Vec::new(); n]; // left -> (right, k)
        for (k, (&e, &w)) in ids.iter().zip(weights).enumerate() {
            if w > 0 {
                let (u, v) = self.ends[e as usize];
                adj[u as usize].push((v, k as u32));
            }
        }
        let none = u32::MAX;
        let mut match_l = vec![none; n]; // k of matched edge
        let mut match_r = vec![none; n]; // left vertex
        for u in 0..n {
            for &(v, k) in &adj[u] {
                if match_r[v as usize] == none {
                    match_l[u] = k;
                    match_r[v as usize] = u as u32;
                    break;
                }
            }
        }
        let mut dist = vec![u32::MAX; n];
        loop {
            let mut queue: Vec<u32> = Vec::new();
            for u in 0..n {
                if match_l[u] == none && !adj[u].is_empty() {
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
                for &(v, _) in &adj[u] {
                    let x = match_r[v as usize];
                    if x == none {
                        found = true;
                    } else if dist[x as usize] == u32::MAX {
                        dist[x as usize] = dist[u] + 1;
                        queue.push(x);
                    }
                }
            }
            if !found {
                break;
            }
            let mut iter = vec![0usize; n];
            for u in 0..n {
                if match_l[u] == none && dist[u] == 0 {
                    augment(u, &adj, &mut match_l, &mut match_r, &mut dist, &mut iter);
                }
            }
        }
        match_l
            .into_iter()
            .filter(|&k| k != none)
            .map(|k| k as usize)
            .collect()
    }
}

/// One layered augmenting search of Hopcroft–Karp, iterative.
fn augment(
    root: usize,
    adj: &[Vec<(u32, u32)>],
    match_l: &mut [u32],
    match_r: &mut [u32],
    dist: &mut [u32],
    iter: &mut [usize],
) -> bool {
    let none = u32::MAX;
    let mut stack: Vec<(usize, u32, u32)> = vec![(root, none, none)]; // (left, via right, via k)
    while let Some(&(u, _, _)) = stack.last() {
        if iter[u] >= adj[u].len() {
            dist[u] = u32::MAX;
            stack.pop();
            continue;
        }
        let (v, k) = adj[u][iter[u]];
        iter[u] += 1;
        let x = match_r[v as usize];
        if let Some(top) = stack.last_mut() {
            top.1 = v;
            top.2 = k;
        }
        if x == none {
            for &(l, r, kk) in &stack {
                match_l[l] = kk;
                match_r[r as usize] = l as u32;
            }
            return true;
        }
        if dist[x as usize] == dist[u] + 1 {
            stack.push((x as usize, none, none));
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Colours `edges`; checks every edge gets its weight in distinct colours below Δ and no
    /// vertex sees a colour twice.
    fn check(n: usize, edges: &[(u32, u32, u64)], expect_delta: u64) {
        let graph = Bipartite {
            n,
            edges: edges.to_vec(),
        };
        let (colours, delta) = colour(&graph);
        assert_eq!(delta, expect_delta);
        let mut left = vec![std::collections::BTreeSet::new(); n];
        let mut right = vec![std::collections::BTreeSet::new(); n];
        for (e, &(u, v, w)) in edges.iter().enumerate() {
            assert_eq!(colours[e].len() as u64, w, "edge {e}");
            for &c in &colours[e] {
                assert!(u64::from(c) < delta);
                assert!(left[u as usize].insert(c), "left {u} colour {c} twice");
                assert!(right[v as usize].insert(c), "right {v} colour {c} twice");
            }
        }
    }

    #[test]
    fn odd_and_even_degrees() {
        check(
            3,
            &[(0, 0, 3), (0, 1, 2), (1, 1, 1), (2, 2, 4), (1, 0, 1)],
            5,
        );
    }

    #[test]
    fn dense_multigraph() {
        let mut edges = Vec::new();
        for u in 0..6u32 {
            for v in 0..6u32 {
                edges.push((u, v, u64::from((u * 5 + v * 7) % 4)));
            }
        }
        let delta = (0..6u32)
            .flat_map(|x| {
                [
                    edges.iter().filter(|e| e.0 == x).map(|e| e.2).sum::<u64>(),
                    edges.iter().filter(|e| e.1 == x).map(|e| e.2).sum::<u64>(),
                ]
            })
            .max()
            .unwrap();
        check(6, &edges, delta);
    }
}
