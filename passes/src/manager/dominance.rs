//! [`DominanceInfo`]: the dominator tree of every multi-block region under an op
//! (MLIR's `DominanceInfo`), an analysis used by `cse` and the dead-code passes.
//!
//! Per region, blocks are numbered in reverse post-order from the entry block
//! (following each block's terminator successors), then immediate dominators are
//! found with the iterative algorithm of Cooper, Harvey and Kennedy, "A Simple,
//! Fast Dominance Algorithm" (2001): a fixpoint over the reverse post-order that
//! intersects the dominator-tree paths of processed predecessors. It converges in
//! a few sweeps on reducible CFGs and costs O(blocks · sweeps).
//!
//! Single-block regions need no tree: their entry block dominates nothing else.
//! Blocks not reachable from the entry have no immediate dominator and are
//! reported by [`DominanceInfo::is_reachable`].

use ipu_dialects::{BlockId, Context, Ir, OpId, RegionId, SecondaryMap, WalkOrder};
use rustc_hash::FxHashMap;

use crate::manager::analysis::Analysis;

/// Per-block facts of one multi-block region.
#[derive(Clone, Debug, Default)]
struct RegionTree {
    /// Blocks reachable from the entry, in reverse post-order (entry first).
    rpo: Vec<BlockId>,
}

/// Dominator trees of the multi-block regions nested in an op (inclusive of the op's own regions).
#[derive(Clone, Debug, Default)]
pub struct DominanceInfo {
    /// `idom[b]`: the immediate dominator (`None` for an entry block or an unreachable block).
    idom: SecondaryMap<BlockId, Option<BlockId>>,
    /// Reverse post-order index + 1 (0: unreachable or not in a multi-block region).
    rpo_index: SecondaryMap<BlockId, u32>,
    /// Dominator-tree children, in region order.
    children: FxHashMap<BlockId, Vec<BlockId>>,
    regions: FxHashMap<RegionId, RegionTree>,
}

impl Analysis for DominanceInfo {
    const NAME: &'static str = "DominanceInfo";

    fn compute(_ctx: &Context, ir: &Ir, op: OpId) -> Self {
        let mut info = DominanceInfo::default();
        ir.walk(op, WalkOrder::PreOrder, |o| {
            for &r in ir.regions(o) {
                if ir.region_blocks(r).nth(1).is_some() {
                    info.add_region(ir, r);
                }
            }
        });
        info
    }
}

/// The successor blocks of `b` (its terminator's successors).
pub fn block_successors(ir: &Ir, b: BlockId) -> Vec<BlockId> {
    match ir.last_op(b) {
        Some(t) => ir.successors(t).collect(),
        None => Vec::new(),
    }
}

impl DominanceInfo {
    fn add_region(&mut self, ir: &Ir, r: RegionId) {
        let Some(entry) = ir.entry_block(r) else {
            return;
        };
        // Phase 1 of 2: reverse post-order by an iterative depth-first search.
        let mut post = Vec::new();
        let mut seen: FxHashMap<BlockId, ()> = FxHashMap::default();
        let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> =
            vec![(entry, block_successors(ir, entry), 0)];
        seen.insert(entry, ());
        while let Some((b, succs, i)) = stack.last_mut() {
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if ir.block_parent(s) == Some(r) && seen.insert(s, ()).is_none() {
                    let ss = block_successors(ir, s);
                    stack.push((s, ss, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        let rpo: Vec<BlockId> = post.into_iter().rev().collect();
        for (i, &b) in rpo.iter().enumerate() {
            self.rpo_index.set(b, i as u32 + 1);
        }
        // Predecessors restricted to reachable blocks of this region.
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in &rpo {
            for s in block_successors(ir, b) {
                if *self.rpo_index.get(s) != 0 {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        // Phase 2 of 2: the Cooper-Harvey-Kennedy fixpoint.
        self.idom.set(entry, None);
        let mut doms: Vec<Option<usize>> = vec![None; rpo.len()];
        doms[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..rpo.len() {
                let mut new_idom: Option<usize> = None;
                for p in preds.get(&rpo[i]).map(Vec::as_slice).unwrap_or(&[]) {
                    let pi = *self.rpo_index.get(*p) as usize - 1;
                    if doms[pi].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => pi,
                        Some(cur) => intersect(&doms, pi, cur),
                    });
                }
                if new_idom.is_some() && doms[i] != new_idom {
                    doms[i] = new_idom;
                    changed = true;
                }
            }
        }
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for i in 1..rpo.len() {
            if let Some(d) = doms[i] {
                self.idom.set(rpo[i], Some(rpo[d]));
                children.entry(rpo[d]).or_default().push(rpo[i]);
            }
        }
        // Children in region order, so walks are deterministic and read like the text.
        let order: FxHashMap<BlockId, usize> = ir
            .region_blocks(r)
            .enumerate()
            .map(|(i, b)| (b, i))
            .collect();
        for (_, c) in children.iter_mut() {
            c.sort_by_key(|b| order.get(b).copied().unwrap_or(usize::MAX));
        }
        self.children.extend(children);
        self.regions.insert(r, RegionTree { rpo });
    }

    /// True if the analysis covered `region` (it has several blocks).
    pub fn has_tree(&self, region: RegionId) -> bool {
        self.regions.contains_key(&region)
    }

    /// The immediate dominator of `b` (`None` for an entry block, an unreachable
    /// block, or a block of a single-block region).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        *self.idom.get(b)
    }

    /// The blocks `b` immediately dominates, in region order.
    pub fn children(&self, b: BlockId) -> &[BlockId] {
        self.children.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }

    /// True if `b` is reachable from its region's entry. Blocks of single-block
    /// regions (not covered) count as reachable.
    pub fn is_reachable(&self, ir: &Ir, b: BlockId) -> bool {
        match ir.block_parent(b) {
            Some(r) if self.regions.contains_key(&r) => *self.rpo_index.get(b) != 0,
            _ => true,
        }
    }

    /// The reachable blocks of a covered region in reverse post-order (empty if not covered).
    pub fn reverse_post_order(&self, region: RegionId) -> &[BlockId] {
        self.regions
            .get(&region)
            .map(|t| t.rpo.as_slice())
            .unwrap_or(&[])
    }

    /// True if block `a` dominates block `b` (both in the same region; a block dominates itself).
    pub fn block_dominates(&self, a: BlockId, b: BlockId) -> bool {
        let mut cur = Some(b);
        while let Some(c) = cur {
            if c == a {
                return true;
            }
            cur = self.idom(c);
        }
        false
    }
}

fn intersect(doms: &[Option<usize>], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = doms[a].unwrap_or(0);
        }
        while b > a {
            b = doms[b].unwrap_or(0);
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use ipu_dialects::{Builder, OperationState};

    /// Builds a region with `n` blocks; `edges[i]` lists the successors of block `i`.
    fn build(edges: &[&[usize]]) -> (Context, Ir, OpId, Vec<BlockId>) {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let r = ir.create_region();
        let blocks: Vec<BlockId> = edges.iter().map(|_| ir.append_new_block(r, &[])).collect();
        for (i, succs) in edges.iter().enumerate() {
            let mut st = OperationState::named(&ctx, "t.br", ctx.unknown_loc());
            st.successors = succs.iter().map(|&s| blocks[s]).collect();
            let mut b = Builder::new(&ctx, &mut ir);
            b.at_end(blocks[i]);
            b.create(st);
        }
        let st = OperationState::named(&ctx, "t.func", ctx.unknown_loc()).with_regions(&[r]);
        let op = ir.create_op(&ctx, st);
        (ctx, ir, op, blocks)
    }

    fn check(edges: &[&[usize]], expect: &str) {
        let (ctx, ir, op, blocks) = build(edges);
        let info = DominanceInfo::compute(&ctx, &ir, op);
        let pos = |b: BlockId| blocks.iter().position(|&x| x == b).unwrap_or(usize::MAX);
        let got: Vec<String> = blocks
            .iter()
            .map(|&b| {
                if !info.is_reachable(&ir, b) {
                    "x".to_string()
                } else {
                    match info.idom(b) {
                        None => "-".to_string(),
                        Some(d) => pos(d).to_string(),
                    }
                }
            })
            .collect();
        assert_eq!(got.join(" "), expect, "idoms for {edges:?}");
    }

    #[test]
    fn diamond_loop_and_unreachable() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3: the join's idom is the entry.
        check(&[&[1, 2], &[3], &[3], &[]], "- 0 0 0");
        // A loop 1 -> 2 -> 1 with exit 2 -> 3.
        check(&[&[1], &[2], &[1, 3], &[]], "- 0 1 2");
        // Block 2 is unreachable.
        check(&[&[1], &[], &[1]], "- 0 x");
        // Cooper et al.'s irreducible example (figure 4): 5 -> 4, 3; 4 -> 1; 3 -> 2; 2 -> 1; 1 -> 2.
        check(&[&[1, 2], &[3], &[4], &[4], &[3]], "- 0 0 0 0");
    }

    #[test]
    fn children_are_in_region_order() {
        let (ctx, ir, op, blocks) = build(&[&[2, 1], &[3], &[3], &[]]);
        let info = DominanceInfo::compute(&ctx, &ir, op);
        assert_eq!(info.children(blocks[0]), &[blocks[1], blocks[2], blocks[3]]);
        assert!(info.block_dominates(blocks[0], blocks[3]));
        assert!(!info.block_dominates(blocks[1], blocks[3]));
    }
}
