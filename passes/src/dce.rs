//! `dce`: dead code elimination.
//!
//! Removes, inside the op it runs on:
//! - **dead operations**: registered, `Pure`, not a terminator, every result unused,
//!   and every op nested in its regions `Pure` too ([`is_trivially_dead`], MLIR's
//!   `isOpTriviallyDead`). Removal is repeated until nothing more dies, so a chain of
//!   pure ops feeding only each other disappears at once;
//! - **unreachable blocks**: blocks of a multi-block region that no path of
//!   terminator successors reaches from the entry block ([`erase_unreachable_blocks`]).
//!
//! It leaves alone: ops with side effects or unknown effects (unregistered ops, ops
//! without the `Pure` trait), terminators, symbols (see `symbol-dce`), the op it runs
//! on, and graph regions' blocks (they have no control flow).
//!
//! Cost: one walk plus one step per erased op (a worklist of the erased ops'
//! operand definitions), and one dominance computation per multi-block region.

use ipu_dialects::{BlockId, Context, Ir, OpId, Traits, WalkOrder};

use crate::manager::dominance::DominanceInfo;
use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

/// The `dce` pass. See the module doc.
#[derive(Debug)]
pub struct Dce;

impl Pass for Dce {
    const NAME: &'static str = "dce";
    const TYPE_NAME: &'static str = "DCE";
    const SUMMARY: &'static str =
        "Remove unused side-effect-free operations and unreachable blocks";
    const DESCRIPTION: &'static str = "Erases registered `Pure` operations whose results are unused (and whose \
        nested operations are all `Pure`), repeatedly, and blocks unreachable from their region's entry. \
        Terminators, symbols and operations with side effects stay.";
    const ANCHOR: Anchor = Anchor::Any;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-erased-ops",
            help: "Number of dead operations erased",
        },
        Statistic {
            name: "num-erased-blocks",
            help: "Number of unreachable blocks erased",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(Dce)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let blocks = if has_multi_block_region(cx.ir, op) {
            let dom = cx.analysis::<DominanceInfo>(op);
            erase_unreachable_blocks(cx.ctx, cx.ir, op, &dom)?
        } else {
            0
        };
        let ops = erase_dead_ops(cx.ctx, cx.ir, op)?;
        cx.bump("num-erased-ops", ops as u64);
        cx.bump("num-erased-blocks", blocks as u64);
        Ok(if blocks > 0 {
            Preserved::none()
        } else if ops > 0 {
            Preserved::none().keep::<DominanceInfo>()
        } else {
            Preserved::all()
        })
    }
}

/// True if `op` can be erased without changing what the program computes: it is
/// registered, `Pure`, not a terminator, its results are unused, and every op
/// nested in its regions is registered and `Pure`.
pub fn is_trivially_dead(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let Some(def) = ctx.op_def(ir.name(op)) else {
        return false;
    };
    if !def.has(Traits::PURE) || def.has(Traits::TERMINATOR) {
        return false;
    }
    if ir.results(op).iter().any(|&r| ir.has_uses(r)) {
        return false;
    }
    if ir.regions(op).is_empty() {
        return true;
    }
    let mut all_pure = true;
    ir.walk(op, WalkOrder::PreOrder, |o| {
        if o != op && !ctx.op_def(ir.name(o)).is_some_and(|d| d.has(Traits::PURE)) {
            all_pure = false;
        }
    });
    all_pure
}

/// Erases every trivially dead op nested in `root` (not `root` itself), repeatedly;
/// returns how many were erased.
///
/// # Errors
/// [`ipu_dialects::Error`] only on our bug (an erase the use-def chains refuse).
pub fn erase_dead_ops(ctx: &Context, ir: &mut Ir, root: OpId) -> ipu_dialects::Result<usize> {
    let mut order = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |o| {
        if o != root {
            order.push(o);
        }
    });
    // Users come after their definitions within a block, so the reverse of the
    // post-order sees a user before what it uses: a dead chain dies in one sweep.
    let mut worklist: Vec<OpId> = order.into_iter().collect();
    let mut erased = 0;
    while let Some(o) = worklist.pop() {
        if !ir.is_alive(o) || o == root || !is_trivially_dead(ctx, ir, o) {
            continue;
        }
        let defs: Vec<OpId> = ir.operands(o).filter_map(|v| ir.defining_op(v)).collect();
        let nested = ir.subtree_ops(o).len();
        ir.erase_op(o)?;
        erased += nested;
        // Their definitions may have lost their last use; look at them again.
        worklist.extend(defs.into_iter().filter(|&d| d != root));
    }
    Ok(erased)
}

/// True if some region nested in `root` (inclusive) has more than one block.
pub fn has_multi_block_region(ir: &Ir, root: OpId) -> bool {
    let mut found = false;
    ir.walk(root, WalkOrder::PreOrder, |o| {
        found |= ir
            .regions(o)
            .iter()
            .any(|&r| ir.region_blocks(r).nth(1).is_some());
    });
    found
}

/// Erases the blocks of `root`'s multi-block (non-graph) regions that are
/// unreachable from their entry; returns how many were erased.
///
/// # Errors
/// [`ipu_dialects::Error`] when the IR is invalid (a value of an unreachable block
/// used from a reachable one) or on our bug.
pub fn erase_unreachable_blocks(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    dom: &DominanceInfo,
) -> ipu_dialects::Result<usize> {
    let mut dead: Vec<BlockId> = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, |o| {
        let graph = ctx
            .op_def(ir.name(o))
            .is_some_and(|d| d.has(Traits::GRAPH_REGION));
        if graph {
            return;
        }
        for &r in ir.regions(o) {
            if !dom.has_tree(r) {
                continue;
            }
            dead.extend(ir.region_blocks(r).filter(|&b| !dom.is_reachable(ir, b)));
        }
    });
    if dead.is_empty() {
        return Ok(0);
    }
    // Phase 1 of 3: drop every operand inside the dead blocks, so no use crosses them.
    for &b in &dead {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for o in ops {
            for n in ir.subtree_ops(o) {
                ir.set_operands(n, &[]);
            }
        }
    }
    // Phase 2 of 3: erase their terminators, so no successor edge names a dead block.
    for &b in &dead {
        if let Some(t) = ir.last_op(b)
            && ir.num_successors(t) > 0
        {
            ir.erase_op(t)?;
        }
    }
    // Phase 3 of 3: erase the blocks.
    for &b in &dead {
        ir.erase_block(b)?;
    }
    Ok(dead.len())
}

#[cfg(test)]
mod tests {
    use crate::manager::testing::util::check;

    #[test]
    fn removes_dead_chains_but_not_effects() {
        check(
            "dce",
            r#"func.func @f(%a: i32) -> i32 {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  %1 = "test.mul"(%0, %0) : (i32, i32) -> i32
  %2 = "test.neg"(%1) : (i32) -> i32
  %3 = "test.effect"(%a) : (i32) -> i32
  %4 = "test.neg"(%a) : (i32) -> i32
  return %4 : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.effect"(%arg0) : (i32) -> i32
    %1 = "test.neg"(%arg0) : (i32) -> i32
    return %1 : i32
  }
}"#,
        );
    }

    #[test]
    fn removes_unreachable_blocks() {
        check(
            "dce",
            r#"func.func @f(%a: i32, %c: i1) -> i32 {
  "test.br"(%c)[^bb2] : (i1) -> ()
^bb1:
  %0 = "test.effect"(%a) : (i32) -> i32
  "test.br"(%c)[^bb3] : (i1) -> ()
^bb3:
  %1 = "test.effect"(%0) : (i32) -> i32
  "test.br"(%c)[^bb1] : (i1) -> ()
^bb2:
  return %a : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    "test.br"(%arg1)[^bb1] : (i1) -> ()
  ^bb1:  // pred: ^bb0
    return %arg0 : i32
  }
}"#,
        );
    }

    #[test]
    fn leaves_unregistered_ops_alone() {
        check(
            "dce",
            r#"func.func @f(%a: i32) {
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  "test.checked"() : () -> ()
  return
}"#,
            r#"module {
  func.func @f(%arg0: i32) {
    "test.checked"() : () -> ()
    return
  }
}"#,
        );
    }
}
