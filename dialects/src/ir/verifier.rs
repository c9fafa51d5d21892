//! The IR verifier.
//!
//! Checked, in a pre-order walk (every error is collected, each located at its op):
//! - operations: registered unless the context allows unregistered ones; every
//!   operand defined (no dangling placeholder); successors only on terminators
//!   (registered ops) and only to blocks of the same region;
//! - blocks of regions whose op is registered without `NoTerminator`: non-empty and
//!   ending with a terminator; a registered terminator is last in its block;
//! - traits: `ZeroRegions`, `SingleBlock`, `IsolatedFromAbove` (no use of values
//!   defined outside), `SameOperandsAndResultType`, `SameTypeOperands`, `Symbol`
//!   (a string `sym_name`), `SymbolTable` (symbol names unique);
//! - dominance, as MLIR: in a region with SSA dominance every use is dominated by
//!   its definition (same block: defined earlier; other blocks of the region: by the
//!   dominator tree; uses in nested regions through their ancestor in the defining
//!   region). Regions of ops with the `GraphRegion` trait (like `builtin.module`)
//!   and of unregistered ops (which may be graph regions, as MLIR assumes) are
//!   exempt; uses in unreachable blocks are accepted;
//! - then each registered op's own verifier ([`OpDef::verify`](crate::OpDef)), for
//!   every op whose own structural checks passed.
//!
//! Errors are reported in IR order (pre-order walk), all of them.
//!
//! Not checked yet: MLIR's `HasParent`-style constraints (dialect verifiers do it),
//! symbol-use validity beyond `func.call`.

use rustc_hash::FxHashMap;

use crate::ir::arena::{Ir, ValueDef, WalkOrder};
use crate::ir::attributes::AttrKind;
use crate::ir::context::{Context, Ident};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::{OpDef, OpRef, Traits};
use crate::ir::entity::{BlockId, EntityRef, OpId, RegionId, ValueId};
use crate::ir::printer::{PrintFlags, op_to_string};
use crate::ir::symbol::symbol_name;

thread_local! {
    /// The id of the verification run in progress on this thread (0: none).
    static SESSION: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Source of fresh run ids (never 0).
static NEXT_SESSION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// The id of the [`verify`] run calling the op verifier now on this thread, or `None`
/// outside one. The IR is borrowed immutably for the whole run, so an op verifier may
/// memoize facts derived from it (like the target an enclosing op names) under this id
/// together with the `Ir`'s address; a fresh id is taken by every run.
pub(crate) fn verification_session() -> Option<u64> {
    let s = SESSION.with(|c| c.get());
    (s != 0).then_some(s)
}

/// Restores the previous run id when a run ends (also on unwinding).
struct SessionGuard(u64);

impl Drop for SessionGuard {
    fn drop(&mut self) {
        SESSION.with(|c| c.set(self.0));
    }
}

/// Verifies `root` and everything nested in it; returns all errors found.
pub fn verify(ctx: &Context, ir: &Ir, root: OpId) -> Vec<Diagnostic> {
    let id = NEXT_SESSION.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let _session = SessionGuard(SESSION.with(|c| c.replace(id)));
    let mut v = Verifier {
        ctx,
        ir,
        diags: Vec::new(),
        doms: FxHashMap::default(),
        order: Vec::new(),
    };
    let mut ops = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, |o| ops.push(o));
    // (position of the op in the walk, diagnostic), so that the report follows the IR.
    let mut all: Vec<(usize, Diagnostic)> = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        let before = v.diags.len();
        v.verify_structure(op);
        let structurally_sound = v.diags.len() == before;
        all.extend(v.diags.drain(..).map(|d| (i, d)));
        // An op's own verifier runs only when its structure is sound (op verifiers
        // may rely on it); errors elsewhere do not stop it, so one run reports many.
        if structurally_sound
            && let Some(def) = ctx.op_def(ir.name(op))
            && let Some(f) = def.verify
            && let Err(d) = f(&OpRef::new(ctx, ir, op))
        {
            all.push((i, v.with_op_note(d, op)));
        }
    }
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, d)| d).collect()
}

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    diags: Vec<Diagnostic>,
    doms: FxHashMap<RegionId, Dominators>,
    /// Index of each op in its block (`u32::MAX`: not numbered yet), by op index.
    order: Vec<u32>,
}

/// Immediate dominators of a region's blocks (reachable ones), by block order index.
struct Dominators {
    index: FxHashMap<BlockId, usize>,
    idom: Vec<Option<usize>>,
}

impl Dominators {
    fn compute(ir: &Ir, region: RegionId) -> Dominators {
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let n = blocks.len();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match ir.last_op(b) {
                Some(t) => ir
                    .successors(t)
                    .filter_map(|s| index.get(&s).copied())
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        // Reverse post-order from the entry block (iterative DFS).
        let mut order = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        if n > 0 {
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            seen[0] = true;
            while let Some(&mut (b, ref mut i)) = stack.last_mut() {
                if *i < succs[b].len() {
                    let s = succs[b][*i];
                    *i += 1;
                    if !seen[s] {
                        seen[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    order.push(b);
                    stack.pop();
                }
            }
        }
        order.reverse();
        let mut rpo_num = vec![usize::MAX; n];
        for (i, &b) in order.iter().enumerate() {
            rpo_num[b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        let mut idom: Vec<Option<usize>> = vec![None; n];
        if n > 0 {
            idom[0] = Some(0);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new_idom: Option<usize> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => {
                            let (mut x, mut y) = (p, cur);
                            while x != y {
                                while rpo_num[x] > rpo_num[y] {
                                    x = idom[x].unwrap_or(0);
                                }
                                while rpo_num[y] > rpo_num[x] {
                                    y = idom[y].unwrap_or(0);
                                }
                            }
                            x
                        }
                    });
                }
                if new_idom.is_some() && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        Dominators { index, idom }
    }

    /// Does block `a` dominate block `b`? Unreachable `b` is dominated by everything.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&ai), Some(&bi)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        if self.idom[bi].is_none() {
            return true;
        }
        let mut cur = bi;
        loop {
            if cur == ai {
                return true;
            }
            match self.idom[cur] {
                Some(p) if p != cur => cur = p,
                _ => return false,
            }
        }
    }
}

impl Verifier<'_> {
    fn name(&self, op: OpId) -> &str {
        self.ctx.op_name_str(self.ir.name(op))
    }

    fn op_error(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        let d = Diagnostic::error(self.ir.loc(op), format!("'{}' op {}", self.name(op), msg));
        self.with_op_note(d, op)
    }

    fn with_op_note(&self, d: Diagnostic, op: OpId) -> Diagnostic {
        if !self.ir.regions(op).is_empty() {
            return d;
        }
        let text = op_to_string(
            self.ctx,
            self.ir,
            op,
            PrintFlags {
                generic: true,
                debug_info: false,
            },
        );
        d.with_note(self.ir.loc(op), format!("see current operation: {text}"))
    }

    fn verify_structure(&mut self, op: OpId) {
        let def = self.ctx.op_def(self.ir.name(op));
        if def.is_none() && !self.ctx.allow_unregistered() {
            let d = Diagnostic::error(
                self.ir.loc(op),
                format!(
                    "unregistered operation '{}'; use --allow-unregistered-dialect to accept unknown operations",
                    self.name(op)
                ),
            );
            self.diags.push(d);
        }
        self.verify_operands(op);
        self.verify_successors(op, def);
        if let Some(def) = def {
            self.verify_traits(op, def);
        }
        for &r in self.ir.regions(op) {
            self.verify_region_blocks(op, r, def);
        }
    }

    fn verify_operands(&mut self, op: OpId) {
        // As MLIR's `mayBeGraphRegion`: regions of unregistered ops may be graph regions.
        let graph_region_parent = |s: &Self, region: RegionId| -> bool {
            s.ir.region_parent(region)
                .is_some_and(|p| match s.ctx.op_def(s.ir.name(p)) {
                    Some(d) => d.has(Traits::GRAPH_REGION),
                    None => true,
                })
        };
        for (i, v) in self.ir.operands(op).enumerate() {
            if self.ir.value_def(v) == ValueDef::Detached {
                self.diags.push(
                    self.op_error(op, format!("operand #{i} uses a value with no definition")),
                );
                continue;
            }
            let Some(def_region) = self.ir.value_region(v) else {
                continue;
            };
            // Find the ancestor of `op` in the defining region.
            let mut anc = op;
            loop {
                match self.ir.parent_region(anc) {
                    Some(r) if r == def_region => break,
                    Some(_) => match self.ir.parent_op(anc) {
                        Some(p) => anc = p,
                        None => {
                            self.diags.push(self.dominance_error(op, i));
                            break;
                        }
                    },
                    None => {
                        self.diags.push(self.dominance_error(op, i));
                        break;
                    }
                }
            }
            if self.ir.parent_region(anc) != Some(def_region)
                || graph_region_parent(self, def_region)
            {
                continue;
            }
            if !self.properly_dominates_use(v, anc) {
                self.diags.push(self.dominance_error(op, i));
            }
        }
    }

    /// Is `outer` a proper ancestor of `inner`?
    fn region_encloses(&self, outer: RegionId, inner: RegionId) -> bool {
        let mut r = inner;
        while let Some(p) = self.ir.region_parent(r) {
            match self.ir.parent_region(p) {
                Some(pr) if pr == outer => return true,
                Some(pr) => r = pr,
                None => return false,
            }
        }
        false
    }

    /// MLIR's `diagnoseInvalidOperandDominance`: the error (not prefixed with the op
    /// name) and a note saying where the operand is defined, relative to the use.
    fn dominance_error(&self, op: OpId, i: usize) -> Diagnostic {
        let d = Diagnostic::error(
            self.ir.loc(op),
            format!("operand #{i} does not dominate this use"),
        );
        let d = self.with_op_note(d, op);
        let Some(v) = self.ir.operands(op).nth(i) else {
            return d;
        };
        let block1 = self.ir.parent_block(op);
        let region1 = self.ir.parent_region(op);
        let relation = |region2: Option<RegionId>| match (region1, region2) {
            (Some(a), Some(b)) if a == b => 0,
            (Some(a), Some(b)) if self.region_encloses(b, a) => 1,
            (Some(a), Some(b)) if self.region_encloses(a, b) => 2,
            _ => 3,
        };
        match self.ir.value_def(v) {
            ValueDef::Result { op: def, .. } => {
                let block2 = self.ir.parent_block(def);
                let place = if block1.is_some() && block1 == block2 {
                    "(op in the same block)"
                } else {
                    match relation(self.ir.parent_region(def)) {
                        0 => "(op in the same region)",
                        1 => "(op in a parent region)",
                        2 => "(op in a child region)",
                        _ => "(op is neither in a parent nor in a child region)",
                    }
                };
                d.with_note(self.ir.loc(def), format!("operand defined here {place}"))
            }
            ValueDef::BlockArg { block, .. } => {
                let loc = self
                    .ir
                    .block_parent_op(block)
                    .map(|p| self.ir.loc(p))
                    .unwrap_or_else(|| self.ctx.unknown_loc());
                let region2 = self.ir.block_parent(block);
                let Some(r2) = region2 else {
                    return d.with_note(loc, " (block without parent)");
                };
                let index = self
                    .ir
                    .region_blocks(r2)
                    .position(|b| b == block)
                    .unwrap_or(0);
                let place = match relation(region2) {
                    0 => "in the same region",
                    1 => "in a parent region",
                    2 => "in a child region",
                    _ => "neither in a parent nor in a child region",
                };
                d.with_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {place})"),
                )
            }
            ValueDef::Detached => d,
        }
    }

    /// Does value `v` dominate operation `user` (both in the same region)?
    fn properly_dominates_use(&mut self, v: ValueId, user: OpId) -> bool {
        let Some(ub) = self.ir.parent_block(user) else {
            return true;
        };
        let (db, def_op) = match self.ir.value_def(v) {
            ValueDef::Result { op, .. } => match self.ir.parent_block(op) {
                Some(b) => (b, Some(op)),
                None => return false,
            },
            ValueDef::BlockArg { block, .. } => (block, None),
            ValueDef::Detached => return false,
        };
        if db == ub {
            let Some(d) = def_op else { return true };
            if d == user {
                return false;
            }
            // Is `d` before `user` in the block?
            return self.position(d) < self.position(user);
        }
        let Some(region) = self.ir.block_parent(ub) else {
            return true;
        };
        let ir = self.ir;
        let doms = self
            .doms
            .entry(region)
            .or_insert_with(|| Dominators::compute(ir, region));
        doms.dominates(db, ub)
    }

    /// The index of `op` in its block, numbering the whole block on its first
    /// query (so same-block dominance is O(1) per use, not a walk back).
    fn position(&mut self, op: OpId) -> u32 {
        let i = op.index();
        if self.order.len() <= i {
            self.order
                .resize(self.ir.op_capacity().max(i + 1), u32::MAX);
        }
        if self.order[i] == u32::MAX
            && let Some(b) = self.ir.parent_block(op)
        {
            for (k, o) in self.ir.block_ops(b).enumerate() {
                let j = o.index();
                if self.order.len() <= j {
                    self.order.resize(j + 1, u32::MAX);
                }
                self.order[j] = k as u32;
            }
        }
        self.order[i]
    }

    fn verify_successors(&mut self, op: OpId, def: Option<&'static OpDef>) {
        if self.ir.num_successors(op) == 0 {
            return;
        }
        if let Some(d) = def
            && !d.has(Traits::TERMINATOR)
        {
            self.diags
                .push(self.op_error(op, "successors in non-terminator"));
            return;
        }
        let region = self.ir.parent_region(op);
        for (i, b) in self.ir.successors(op).enumerate() {
            if self.ir.block_parent(b) != region {
                self.diags
                    .push(self.op_error(op, format!("successor #{i} is not in the same region")));
            }
        }
    }

    fn verify_region_blocks(&mut self, op: OpId, r: RegionId, def: Option<&'static OpDef>) {
        let needs_terminator = def.is_some_and(|d| !d.has(Traits::NO_TERMINATOR));
        for b in self.ir.region_blocks(r) {
            for o in self.ir.block_ops(b) {
                let is_term = self
                    .ctx
                    .op_def(self.ir.name(o))
                    .is_some_and(|d| d.has(Traits::TERMINATOR));
                if is_term && self.ir.next_op(o).is_some() {
                    self.diags
                        .push(self.op_error(o, "must be the last operation in the parent block"));
                }
            }
            if !needs_terminator {
                continue;
            }
            match self.ir.last_op(b) {
                None => {
                    let d = Diagnostic::error(
                        self.ir.loc(op),
                        "empty block: expect at least a terminator",
                    );
                    self.diags.push(d);
                }
                Some(last) => {
                    let last_def = self.ctx.op_def(self.ir.name(last));
                    if last_def.is_some_and(|d| !d.has(Traits::TERMINATOR)) {
                        let d = Diagnostic::error(
                            self.ir.loc(last),
                            format!("block with no terminator, has '{}'", self.name(last)),
                        );
                        self.diags.push(d);
                    }
                }
            }
        }
        if let Some(first) = self.ir.entry_block(r)
            && self.ir.pred_uses(first).next().is_some()
        {
            let d = Diagnostic::error(
                self.ir.loc(op),
                "entry block of region may not have predecessors",
            );
            self.diags.push(d);
        }
    }

    fn verify_traits(&mut self, op: OpId, def: &'static OpDef) {
        let regions = self.ir.regions(op);
        if def.has(Traits::ZERO_REGIONS) && !regions.is_empty() {
            self.diags.push(self.op_error(op, "requires zero regions"));
        }
        if def.has(Traits::SINGLE_BLOCK) {
            for (i, &r) in regions.iter().enumerate() {
                if self.ir.region_blocks(r).count() > 1 {
                    self.diags.push(
                        self.op_error(op, format!("expects region #{i} to have 0 or 1 blocks")),
                    );
                }
            }
        }
        if def.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE) {
            let mut types = self
                .ir
                .operand_types(op)
                .into_iter()
                .chain(self.ir.result_types(op));
            if let Some(first) = types.next()
                && types.any(|t| t != first)
            {
                self.diags
                    .push(self.op_error(op, "requires the same type for all operands and results"));
            }
        }
        if def.has(Traits::SAME_TYPE_OPERANDS) {
            let types = self.ir.operand_types(op);
            if types.iter().any(|&t| t != types[0]) {
                self.diags
                    .push(self.op_error(op, "requires all operands to have the same type"));
            }
        }
        if def.has(Traits::SYMBOL) {
            let ok = self
                .ir
                .attr(self.ctx, op, "sym_name")
                .is_some_and(|a| matches!(self.ctx.attr_kind(a), AttrKind::String { .. }));
            if !ok {
                self.diags
                    .push(self.op_error(op, "requires string attribute 'sym_name'"));
            }
        }
        if def.has(Traits::ISOLATED_FROM_ABOVE) {
            self.verify_isolated(op);
        }
        if def.has(Traits::SYMBOL_TABLE) {
            let mut seen: FxHashMap<Ident, OpId> = FxHashMap::default();
            for &r in regions {
                for b in self.ir.region_blocks(r) {
                    for o in self.ir.block_ops(b) {
                        if let Some(name) = symbol_name(self.ctx, self.ir, o) {
                            if let Some(&prev) = seen.get(&name) {
                                let d = Diagnostic::error(
                                    self.ir.loc(o),
                                    format!(
                                        "redefinition of symbol named '{}'",
                                        self.ctx.ident_str(name)
                                    ),
                                )
                                .with_note(
                                    self.ir.loc(prev),
                                    "see existing symbol definition here",
                                );
                                self.diags.push(d);
                            } else {
                                seen.insert(name, o);
                            }
                        }
                    }
                }
            }
        }
    }

    fn verify_isolated(&mut self, op: OpId) {
        // The ops inside, except inside nested isolated ops: their own check covers
        // them (a value from outside `op` is from outside them too), as in MLIR.
        let mut inner = Vec::new();
        // Pre-order with one explicit stack (children pushed in reverse).
        let push_children = |stack: &mut Vec<OpId>, x: OpId| {
            let start = stack.len();
            for &r in self.ir.regions(x) {
                for b in self.ir.region_blocks(r) {
                    stack.extend(self.ir.block_ops(b));
                }
            }
            stack[start..].reverse();
        };
        let mut stack = Vec::new();
        push_children(&mut stack, op);
        while let Some(x) = stack.pop() {
            inner.push(x);
            let nested_isolated = self
                .ctx
                .op_def(self.ir.name(x))
                .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
            if !nested_isolated {
                push_children(&mut stack, x);
            }
        }
        for o in inner {
            // One error per op, at its first operand from outside (as MLIR).
            let outside = self
                .ir
                .operands(o)
                .position(|v| match self.ir.value_def(v) {
                    ValueDef::Result { op: d, .. } => d == op || !self.ir.is_ancestor(op, d),
                    ValueDef::BlockArg { block, .. } => !self
                        .ir
                        .block_parent_op(block)
                        .is_some_and(|p| self.ir.is_ancestor(op, p)),
                    ValueDef::Detached => false,
                });
            if let Some(i) = outside {
                let d = Diagnostic::error(
                    self.ir.loc(o),
                    format!(
                        "'{}' op using value defined outside the region",
                        self.name(o)
                    ),
                );
                let d = self.with_op_note(d, o).with_note(
                    self.ir.loc(op),
                    format!("required by region isolation constraints (operand #{i})"),
                );
                self.diags.push(d);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::context::Context;
    use crate::ir::diagnostics::{SourceMap, render_all};
    use crate::ir::module::Module;

    /// Parses `input` (unregistered ops allowed), verifies it, and compares the
    /// rendered diagnostics (without source lines: the map is empty) with `expect`.
    fn check(input: &str, expect: &str) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered(true);
        let m = Module::parse(&ctx, "in.mlir", input.as_bytes())
            .unwrap_or_else(|d| panic!("{}", render_all(&d, &ctx, &SourceMap::new())));
        let got = render_all(&m.verify(&ctx), &ctx, &SourceMap::new());
        assert_eq!(got, expect);
    }

    #[test]
    fn current_operation_notes_use_the_function_names() {
        check(
            "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = \"t.add\"(%a, %b) : (i32, i32) -> i32\n  \
             %1 = \"t.mul\"(%0, %c) : (i32, i32) -> i32\n  %c = \"t.add\"(%a, %b) : (i32, i32) -> i32\n  \
             return %1 : i32\n}\n",
            "in.mlir:3:8: error: operand #1 does not dominate this use\n\
             in.mlir:3:8: note: see current operation: %1 = \"t.mul\"(%0, %2) : (i32, i32) -> i32\n\
             in.mlir:4:8: note: operand defined here (op in the same block)\n",
        );
    }

    #[test]
    fn isolation_violations_name_outside_values() {
        // `%0` and `%a` are defined outside `@g`: numbering starts at the module, so
        // they keep names, and the op is reported once (at its first such operand).
        check(
            "func.func @f(%a: i32) -> i32 {\n  %0 = \"t.add\"(%a, %a) : (i32, i32) -> i32\n  \
             \"t.region\"() ({\n    func.func @g() {\n      %1 = \"t.add\"(%0, %a) : (i32, i32) -> i32\n      \
             return\n    }\n    \"t.end\"() : () -> ()\n  }) : () -> ()\n  return %0 : i32\n}\n",
            "in.mlir:5:12: error: 't.add' op using value defined outside the region\n\
             in.mlir:5:12: note: see current operation: %1 = \"t.add\"(%0, %arg0) : (i32, i32) -> i32\n\
             in.mlir:4:5: note: required by region isolation constraints (operand #0)\n",
        );
    }
}
