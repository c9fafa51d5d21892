//! `cse`: common sub-expression elimination, with MLIR's semantics (`CSE.cpp`).
//!
//! Two operations are equivalent when they have the same name, the same
//! properties and attribute dictionary, the same operand values and the same
//! result types (locations are ignored). An equivalent operation that comes later
//! in dominance order is replaced by the earlier one when it is:
//! - registered and `Pure` (no side effects; unregistered ops have unknown effects),
//! - not a terminator, and
//! - without regions (MLIR also compares regions; we do not CSE ops with regions yet).
//!
//! For `Commutative` ops the operand list is compared as a multiset
//! (`add(a, b)` ≡ `add(b, a)`), a small extension of MLIR's rule that MLIR gets by
//! running `canonicalize` first.
//!
//! Scoping follows dominance. A single-block region is one scope. A multi-block
//! region is walked along its dominator tree ([`DominanceInfo`]), a scope per
//! tree node, so an op is only reused where it dominates. Regions of an op
//! `IsolatedFromAbove` (a nested `func.func`) start from an empty table; other
//! nested regions see the enclosing scopes. In a graph region (no dominance; e.g.
//! `builtin.module`'s body) only uses not yet visited are redirected, and
//! multi-block graph regions are skipped, as MLIR does.
//!
//! Trivially dead ops met on the way are erased too (`num-dce`), as in MLIR.
//! Cost: one walk; a hash lookup per op.

use ipu_dialects::{
    Attribute, BlockId, Context, Ir, OpId, OpName, RegionId, Traits, Type, ValueId,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::dce::is_trivially_dead;
use crate::manager::dominance::DominanceInfo;
use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

/// The `cse` pass. See the module doc.
#[derive(Debug)]
pub struct Cse;

impl Pass for Cse {
    const NAME: &'static str = "cse";
    const TYPE_NAME: &'static str = "CSE";
    const SUMMARY: &'static str = "Eliminate common sub-expressions";
    const DESCRIPTION: &'static str = "Replaces a pure operation equivalent to one that dominates it (same name, \
        properties, attributes, operands and result types) by the dominating one, scoped by dominance and \
        regions as MLIR's CSE.";
    const ANCHOR: Anchor = Anchor::Any;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-cse",
            help: "Number of operations CSE'd",
        },
        Statistic {
            name: "num-dce",
            help: "Number of operations DCE'd",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(Cse)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let dom = cx.analysis::<DominanceInfo>(op);
        let mut driver = Driver {
            ctx: cx.ctx,
            dom: &dom,
            to_erase: Vec::new(),
            num_cse: 0,
            num_dce: 0,
            visited: FxHashSet::default(),
        };
        // Each region leaves the table as it found it: the op's regions do not see each other.
        let mut known = ScopedMap::default();
        for r in cx.ir.regions(op).to_vec() {
            driver.simplify_region(cx.ir, &mut known, r, op);
        }
        let Driver {
            to_erase,
            num_cse,
            num_dce,
            ..
        } = driver;
        for o in to_erase.into_iter().rev() {
            if cx.ir.is_alive(o) && !cx.ir.results(o).iter().any(|&r| cx.ir.has_uses(r)) {
                cx.ir.erase_op(o)?;
            }
        }
        cx.bump("num-cse", num_cse);
        cx.bump("num-dce", num_dce);
        if num_cse + num_dce == 0 {
            Ok(Preserved::all())
        } else {
            Ok(Preserved::none().keep::<DominanceInfo>())
        }
    }
}

/// What makes two ops equivalent (everything but the location).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: OpName,
    attrs: Attribute,
    props: Option<Attribute>,
    operands: SmallVec<[ValueId; 4]>,
    results: SmallVec<[Type; 2]>,
}

/// A hash map with nested scopes: leaving a scope restores what entering it saw.
#[derive(Default)]
struct ScopedMap {
    map: FxHashMap<Key, OpId>,
    undo: Vec<(Key, Option<OpId>)>,
    marks: Vec<usize>,
}

impl ScopedMap {
    fn enter(&mut self) {
        self.marks.push(self.undo.len());
    }

    fn leave(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        while self.undo.len() > mark {
            if let Some((k, old)) = self.undo.pop() {
                match old {
                    Some(o) => self.map.insert(k, o),
                    None => self.map.remove(&k),
                };
            }
        }
    }

    fn insert(&mut self, k: Key, op: OpId) {
        let old = self.map.insert(k.clone(), op);
        self.undo.push((k, old));
    }

    fn get(&self, k: &Key) -> Option<OpId> {
        self.map.get(k).copied()
    }
}

struct Driver<'a> {
    ctx: &'a Context,
    dom: &'a DominanceInfo,
    to_erase: Vec<OpId>,
    num_cse: u64,
    num_dce: u64,
    /// Ops visited in graph regions (their operands must not change under them).
    visited: FxHashSet<OpId>,
}

impl Driver<'_> {
    fn has_ssa_dominance(&self, ir: &Ir, parent: OpId) -> bool {
        !self
            .ctx
            .op_def(ir.name(parent))
            .is_some_and(|d| d.has(Traits::GRAPH_REGION))
    }

    fn simplify_region(&mut self, ir: &mut Ir, known: &mut ScopedMap, r: RegionId, parent: OpId) {
        let Some(entry) = ir.entry_block(r) else {
            return;
        };
        let ssa = self.has_ssa_dominance(ir, parent);
        if ir.region_blocks(r).nth(1).is_none() {
            known.enter();
            self.simplify_block(ir, known, entry, ssa);
            known.leave();
            return;
        }
        if !ssa {
            return;
        }
        // Walk the dominator tree: a scope per node, children after their parent.
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        known.enter();
        self.simplify_block(ir, known, entry, ssa);
        while let Some((b, i)) = stack.last_mut() {
            let children = self.dom.children(*b);
            if *i < children.len() {
                let c = children[*i];
                *i += 1;
                known.enter();
                self.simplify_block(ir, known, c, ssa);
                stack.push((c, 0));
            } else {
                known.leave();
                stack.pop();
            }
        }
    }

    fn simplify_block(&mut self, ir: &mut Ir, known: &mut ScopedMap, b: BlockId, ssa: bool) {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for op in ops {
            if !ir.is_alive(op) {
                continue;
            }
            if !ir.regions(op).is_empty() {
                let isolated = self
                    .ctx
                    .op_def(ir.name(op))
                    .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
                for r in ir.regions(op).to_vec() {
                    if isolated {
                        let mut nested = ScopedMap::default();
                        self.simplify_region(ir, &mut nested, r, op);
                    } else {
                        self.simplify_region(ir, known, r, op);
                    }
                }
            }
            self.simplify_op(ir, known, op, ssa);
        }
    }

    fn simplify_op(&mut self, ir: &mut Ir, known: &mut ScopedMap, op: OpId, ssa: bool) {
        if !ssa {
            self.visited.insert(op);
        }
        let Some(def) = self.ctx.op_def(ir.name(op)) else {
            return;
        };
        if def.has(Traits::TERMINATOR) {
            return;
        }
        if is_trivially_dead(self.ctx, ir, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
            return;
        }
        if !def.has(Traits::PURE) || !ir.regions(op).is_empty() {
            return;
        }
        let mut operands = ir.operand_vec(op);
        if def.has(Traits::COMMUTATIVE) {
            operands.sort_by_key(|v| v.as_u32());
        }
        let key = Key {
            name: ir.name(op),
            attrs: ir.attrs(op),
            props: ir.props(op),
            operands,
            results: ir.result_types(op),
        };
        let Some(existing) = known.get(&key) else {
            known.insert(key, op);
            return;
        };
        let olds: SmallVec<[ValueId; 2]> = ir.results(op).iter().copied().collect();
        let news: SmallVec<[ValueId; 2]> = ir.results(existing).iter().copied().collect();
        if ssa {
            for (&o, &n) in olds.iter().zip(news.iter()) {
                ir.replace_all_uses_with(o, n);
            }
            self.to_erase.push(op);
        } else {
            // Without dominance, a visited user may already be a key in the table:
            // only redirect the uses we have not visited yet.
            let visited = &self.visited;
            for (&o, &n) in olds.iter().zip(news.iter()) {
                ir.replace_uses_where(o, n, |_, u| !visited.contains(&u.op));
            }
            if !olds.iter().any(|&o| ir.has_uses(o)) {
                self.to_erase.push(op);
            }
        }
        self.num_cse += 1;
    }
}

#[cfg(test)]
mod tests {
    use crate::manager::testing::util::check;

    #[test]
    fn merges_equal_pure_ops() {
        check(
            "cse",
            r#"func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "test.add"(%a, %b) : (i32, i32) -> i32
  %1 = "test.add"(%a, %b) : (i32, i32) -> i32
  %2 = "test.add"(%b, %a) : (i32, i32) -> i32
  %3 = "test.mul"(%0, %1) : (i32, i32) -> i32
  %4 = "test.mul"(%3, %2) : (i32, i32) -> i32
  return %4 : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = "test.add"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "test.mul"(%0, %0) : (i32, i32) -> i32
    %2 = "test.mul"(%1, %0) : (i32, i32) -> i32
    return %2 : i32
  }
}"#,
        );
    }

    #[test]
    fn keeps_side_effects_attributes_and_types_apart() {
        check(
            "cse",
            r#"func.func @f(%a: i32) -> (i32, i32, i32, i64) {
  %0 = "test.effect"(%a) : (i32) -> i32
  %1 = "test.effect"(%a) : (i32) -> i32
  %2 = "test.constant"() <{value = 1 : i32}> : () -> i32
  %3 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %4 = "test.constant"() <{value = 2 : i64}> : () -> i64
  return %0, %1, %3, %4 : i32, i32, i32, i64
}"#,
            r#"module {
  func.func @f(%arg0: i32) -> (i32, i32, i32, i64) {
    %0 = "test.effect"(%arg0) : (i32) -> i32
    %1 = "test.effect"(%arg0) : (i32) -> i32
    %2 = "test.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "test.constant"() <{value = 2 : i64}> : () -> i64
    return %0, %1, %2, %3 : i32, i32, i32, i64
  }
}"#,
        );
    }

    #[test]
    fn scopes_follow_dominance() {
        // ^bb1 and ^bb2 do not dominate each other: their adds stay; ^bb3 reuses the entry's neg.
        check(
            "cse",
            r#"func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  "test.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %1 = "test.add"(%a, %a) : (i32, i32) -> i32
  %2 = "test.neg"(%a) : (i32) -> i32
  %3 = "test.effect"(%1, %2) : (i32, i32) -> i32
  "test.br"(%c)[^bb3] : (i1) -> ()
^bb2:
  %4 = "test.add"(%a, %a) : (i32, i32) -> i32
  %5 = "test.effect"(%4) : (i32) -> i32
  "test.br"(%c)[^bb3] : (i1) -> ()
^bb3:
  %6 = "test.neg"(%a) : (i32) -> i32
  %7 = "test.add"(%a, %a) : (i32, i32) -> i32
  %8 = "test.effect"(%0, %6, %7) : (i32, i32, i32) -> i32
  return %8 : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %0 = "test.neg"(%arg0) : (i32) -> i32
    "test.br"(%arg1)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %1 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "test.effect"(%1, %0) : (i32, i32) -> i32
    "test.br"(%arg1)[^bb3] : (i1) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "test.effect"(%3) : (i32) -> i32
    "test.br"(%arg1)[^bb3] : (i1) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %5 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32
    %6 = "test.effect"(%0, %0, %5) : (i32, i32, i32) -> i32
    return %6 : i32
  }
}"#,
        );
    }

    #[test]
    fn nested_regions_see_enclosing_scopes_but_isolated_ones_do_not() {
        check(
            "cse",
            r#"module {
  %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "test.constant"() <{value = 1 : i32}> : () -> i32
  "test.effect"(%0, %1) : (i32, i32) -> ()
  func.func @f() -> i32 {
    %2 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "test.add"(%2, %3) : (i32, i32) -> i32
    return %4 : i32
  }
}"#,
            r#"module {
  %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
  "test.effect"(%0, %0) : (i32, i32) -> ()
  func.func @f() -> i32 {
    %1 = "test.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "test.add"(%1, %1) : (i32, i32) -> i32
    return %2 : i32
  }
}"#,
        );
    }

    #[test]
    fn erases_trivially_dead_ops() {
        check(
            "cse",
            r#"func.func @f(%a: i32) {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  return
}"#,
            r#"module {
  func.func @f(%arg0: i32) {
    return
  }
}"#,
        );
    }
}
