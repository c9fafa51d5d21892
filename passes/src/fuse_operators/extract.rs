//! DAG-aware extraction: choose one e-node per needed e-class so that the program's cost,
//! **counting each chosen class once** however many users it has, is low; deterministic
//! and bounded in time.
//!
//! egg's `Extractor` minimises *tree* cost: a subterm used twice is paid twice, so it
//! never sees that one wide matrix product serving three slices beats three products.
//! This extractor works in three phases.
//!
//! 1. **Tree costs.** A bottom-up fixpoint gives every class its cheapest node by tree
//!    cost. Every op costs at least one in the `ops` component, so the choice is acyclic
//!    (along a cycle the tree cost would have to decrease strictly all the way round).
//! 2. **Starts.** Two selections: the tree choice, and the original program's ops (where
//!    a class has one) completed by the tree choice. Their *DAG cost*, the sum of the
//!    costs of the distinct classes reachable from the root, is computed by one
//!    depth-first walk that also rejects cycles.
//! 3. **Local search** from each start, in rounds until no move improves or the limits
//!    hit, accepting a move only if it lowers the DAG cost and keeps the selection acyclic:
//!    - *switch*: one reachable class takes another of its nodes;
//!    - *share*: for a class `X` not in the selection, every selected class with a node
//!      that uses `X` switches to its cheapest such node at once. This is the move that
//!      finds merged products: no single class gains by switching to a slice of the wide
//!      product, but all of them together do.
//!
//!    The better of the two results wins (ties: the original program's).
//!
//! Classes and nodes are visited in id order and ties keep the current choice, so the
//! result depends on the e-graph only. The time limit is a safety cap (a stopped search
//! still returns its best valid selection).

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use egg::{Id, Language};

use super::analysis::EG;
use super::cost::{Cost, CostModel};
use super::lang::Node;
use super::translate::canonical;

/// Limits of the local search.
#[derive(Clone, Copy, Debug)]
pub struct ExtractLimits {
    /// Rounds of moves per start.
    pub max_rounds: usize,
    /// Stop improving after this instant.
    pub deadline: Option<Instant>,
}

/// The result of extraction.
#[derive(Clone, Debug)]
pub struct Extraction {
    /// The chosen node of every class reachable from the root (canonical nodes).
    pub choice: BTreeMap<Id, Node>,
    /// Its DAG cost.
    pub cost: Cost,
    /// Moves accepted by the local search.
    pub moves: usize,
    /// True if the search stopped at a limit rather than at a local optimum.
    pub limited: bool,
}

/// The e-graph flattened for extraction: classes by dense index.
struct Flat {
    ids: Vec<Id>,
    index: BTreeMap<Id, usize>,
    /// Per class: its nodes (canonical), their child class indices, their costs.
    nodes: Vec<Vec<Node>>,
    children: Vec<Vec<Vec<usize>>>,
    costs: Vec<Vec<Option<Cost>>>,
    /// Reject selections that recompute a slice of a merged product
    /// ([`Flat::recomputes_merged`]); off when the input program does so itself.
    strict: bool,
}

impl Flat {
    fn new(eg: &EG, model: &CostModel<'_>) -> Flat {
        let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
        ids.sort();
        let index: BTreeMap<Id, usize> = ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let mut nodes = Vec::with_capacity(ids.len());
        let mut children = Vec::with_capacity(ids.len());
        let mut costs = Vec::with_capacity(ids.len());
        for &id in &ids {
            let mut ns: Vec<Node> = eg[id].nodes.iter().map(|n| canonical(eg, n)).collect();
            ns.sort();
            ns.dedup();
            children.push(
                ns.iter()
                    .map(|n| n.children().iter().map(|c| index[&eg.find(*c)]).collect())
                    .collect(),
            );
            costs.push(ns.iter().map(|n| model.node_cost(eg, n)).collect());
            nodes.push(ns);
        }
        Flat {
            ids,
            index,
            nodes,
            children,
            costs,
            strict: false,
        }
    }

    /// Phase 1: tree costs and the tree choice (`None` for classes with no finite cost).
    fn tree(&self) -> (Vec<Option<Cost>>, Vec<Option<usize>>) {
        let n = self.ids.len();
        let mut best: Vec<Option<Cost>> = vec![None; n];
        let mut pick: Vec<Option<usize>> = vec![None; n];
        loop {
            let mut changed = false;
            for c in 0..n {
                for (k, node_cost) in self.costs[c].iter().enumerate() {
                    let Some(nc) = node_cost else {
                        continue;
                    };
                    let mut total = *nc;
                    let mut ok = true;
                    for &ch in &self.children[c][k] {
                        match best[ch] {
                            Some(cc) => total = total + cc,
                            None => {
                                ok = false;
                                break;
                            }
                        }
                    }
                    if ok && best[c].is_none_or(|b| total < b) {
                        best[c] = Some(total);
                        pick[c] = Some(k);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        (best, pick)
    }

    /// The DAG cost of `sel` from `root`, or `None` if a needed class has no choice or the
    /// selection is cyclic.
    fn dag_cost(&self, sel: &[Option<usize>], root: usize) -> Option<Cost> {
        // 0 = unseen, 1 = on the stack, 2 = done.
        let mut state = vec![0u8; self.ids.len()];
        let mut total = Cost::default();
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (c, ref mut next)) = stack.last_mut() {
            let k = sel[c]?;
            let ch = &self.children[c][k];
            if *next < ch.len() {
                let d = ch[*next];
                *next += 1;
                match state[d] {
                    0 => {
                        state[d] = 1;
                        stack.push((d, 0));
                    }
                    1 => return None,
                    _ => {}
                }
            } else {
                total = total + self.costs[c][k]?;
                state[c] = 2;
                stack.pop();
            }
        }
        if self.strict && self.recomputes_merged(sel, |c| state[c] == 2) {
            return None;
        }
        Some(total)
    }

    /// The `(lhs, rhs)` classes of node `k` of class `c` if it is a matrix product.
    fn product(&self, c: usize, k: usize) -> Option<(usize, usize)> {
        let ch = &self.children[c][k];
        match self.nodes[c][k] {
            Node::Matmul(_) => Some((ch[1], ch[2])),
            Node::Fused(_) => Some((ch[2], ch[3])),
            _ => None,
        }
    }

    /// The parts of class `c` as selected: the operands of its selected concat,
    /// recursively, else `c` itself.
    fn concat_parts(&self, sel: &[Option<usize>], c: usize, out: &mut BTreeSet<usize>) {
        match sel[c] {
            Some(k) if matches!(self.nodes[c][k], Node::Concat(_)) => {
                // Child 0 is the dimension attribute.
                for &p in &self.children[c][k][1..] {
                    self.concat_parts(sel, p, out);
                }
            }
            _ => {
                out.insert(c);
            }
        }
    }

    /// Whether the selection (the classes `state` marks reached) computes a product
    /// `x · w` and also a merged product `x · concat(.., w, ..)` of the same `x`: the
    /// merged product already holds `x · w` (its slice), so the second product recomputes
    /// it, and the weight `w` is read both as a part of the concat and as a product's
    /// operand (a weight the planner would have to lay out in two AMP weight orders).
    /// Such selections are invalid: a weight is multiplied by one lhs once, merged or not.
    /// (Not enforced when the input program itself does it: [`Flat::strict`].)
    fn recomputes_merged(&self, sel: &[Option<usize>], reached: impl Fn(usize) -> bool) -> bool {
        let mut direct: BTreeSet<(usize, usize)> = BTreeSet::new();
        let mut merged: Vec<(usize, usize)> = Vec::new();
        for c in 0..self.ids.len() {
            let Some(k) = sel[c] else { continue };
            if !reached(c) {
                continue;
            }
            let Some((x, w)) = self.product(c, k) else {
                continue;
            };
            let is_concat = sel[w].is_some_and(|kw| matches!(self.nodes[w][kw], Node::Concat(_)));
            if is_concat {
                merged.push((x, w));
            } else {
                direct.insert((x, w));
            }
        }
        merged.iter().any(|&(x, w)| {
            let mut parts = BTreeSet::new();
            self.concat_parts(sel, w, &mut parts);
            parts.iter().any(|&p| direct.contains(&(x, p)))
        })
    }

    fn reachable(&self, sel: &[Option<usize>], root: usize) -> BTreeSet<usize> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![root];
        while let Some(c) = stack.pop() {
            if !seen.insert(c) {
                continue;
            }
            if let Some(k) = sel[c] {
                stack.extend(self.children[c][k].iter().copied());
            }
        }
        seen
    }

    /// Phase 3 from `sel`. Returns the improved selection, its cost, moves, and whether a
    /// limit stopped it.
    fn search(
        &self,
        mut sel: Vec<Option<usize>>,
        root: usize,
        tree: &[Option<Cost>],
        limits: ExtractLimits,
    ) -> Option<(Vec<Option<usize>>, Cost, usize, bool)> {
        let mut cost = self.dag_cost(&sel, root)?;
        let mut moves = 0;
        let out_of_time = || limits.deadline.is_some_and(|d| Instant::now() >= d);
        // The tree cost of node `k` of class `c` (its children at their tree costs).
        let node_tree = |c: usize, k: usize| -> Option<Cost> {
            let mut t = self.costs[c][k]?;
            for &ch in &self.children[c][k] {
                t = t + tree[ch]?;
            }
            Some(t)
        };
        for _round in 0..limits.max_rounds {
            let mut improved = false;
            // Switch moves.
            let reach: Vec<usize> = self.reachable(&sel, root).into_iter().collect();
            for &c in &reach {
                for k in 0..self.nodes[c].len() {
                    if sel[c] == Some(k) || node_tree(c, k).is_none() {
                        continue;
                    }
                    let old = sel[c];
                    sel[c] = Some(k);
                    match self.dag_cost(&sel, root) {
                        Some(nc) if nc < cost => {
                            cost = nc;
                            moves += 1;
                            improved = true;
                        }
                        _ => sel[c] = old,
                    }
                }
                if out_of_time() {
                    return Some((sel, cost, moves, true));
                }
            }
            // Share moves.
            let reach = self.reachable(&sel, root);
            for (x, tree_x) in tree.iter().enumerate() {
                if reach.contains(&x) || tree_x.is_none() {
                    continue;
                }
                let mut switches: Vec<(usize, usize)> = Vec::new();
                for &c in &reach {
                    let best = (0..self.nodes[c].len())
                        .filter(|&k| self.children[c][k].contains(&x))
                        .filter_map(|k| node_tree(c, k).map(|t| (t, k)))
                        .min();
                    if let Some((_, k)) = best {
                        switches.push((c, k));
                    }
                }
                if switches.len() < 2 {
                    continue;
                }
                let old: Vec<(usize, Option<usize>)> =
                    switches.iter().map(|&(c, _)| (c, sel[c])).collect();
                for &(c, k) in &switches {
                    sel[c] = Some(k);
                }
                match self.dag_cost(&sel, root) {
                    Some(nc) if nc < cost => {
                        cost = nc;
                        moves += 1;
                        improved = true;
                        break;
                    }
                    _ => {
                        for (c, k) in old {
                            sel[c] = k;
                        }
                    }
                }
                if out_of_time() {
                    return Some((sel, cost, moves, true));
                }
            }
            if !improved {
                return Some((sel, cost, moves, false));
            }
        }
        Some((sel, cost, moves, true))
    }
}

/// Extracts the program rooted at `root`. `original` lists the e-nodes of the input
/// program (the second start). See the module doc.
///
/// # Errors
/// A message (our bug) if the root has no finite cost (the input program itself is
/// always extractable).
pub fn extract(
    eg: &EG,
    root: Id,
    original: &[Node],
    model: &CostModel<'_>,
    limits: ExtractLimits,
) -> Result<Extraction, String> {
    let mut flat = Flat::new(eg, model);
    let root = flat.index[&eg.find(root)];
    let (tree, pick) = flat.tree();
    if tree[root].is_none() {
        return Err("the program has no extractable form".into());
    }
    // The original program as a selection.
    let mut orig_sel = pick.clone();
    for n in original {
        let n = canonical(eg, n);
        let Some(id) = eg.lookup(n.clone()) else {
            continue;
        };
        let c = flat.index[&eg.find(id)];
        if let Some(k) = flat.nodes[c].iter().position(|m| *m == n)
            && flat.costs[c][k].is_some()
        {
            orig_sel[c] = Some(k);
        }
    }
    let reached = flat.reachable(&orig_sel, root);
    flat.strict = !flat.recomputes_merged(&orig_sel, |c| reached.contains(&c));
    let mut results = Vec::new();
    for start in [orig_sel, pick] {
        if let Some(r) = flat.search(start, root, &tree, limits) {
            results.push(r);
        }
    }
    // Lowest cost; the first (the original start) on ties.
    let Some((sel, cost, moves, limited)) = results
        .into_iter()
        .reduce(|a, b| if b.1 < a.1 { b } else { a })
    else {
        return Err("no acyclic selection of the program was found".into());
    };
    let mut choice = BTreeMap::new();
    for c in flat.reachable(&sel, root) {
        if let Some(k) = sel[c] {
            choice.insert(flat.ids[c], flat.nodes[c][k].clone());
        }
    }
    Ok(Extraction {
        choice,
        cost,
        moves,
        limited,
    })
}

/// The DAG cost of the program as it is (every class has one node: before saturation).
pub fn initial_cost(eg: &EG, root: Id, model: &CostModel<'_>) -> Option<Cost> {
    let flat = Flat::new(eg, model);
    let root = flat.index[&eg.find(root)];
    let sel: Vec<Option<usize>> = flat
        .nodes
        .iter()
        .map(|ns| (!ns.is_empty()).then_some(0))
        .collect();
    flat.dag_cost(&sel, root)
}
