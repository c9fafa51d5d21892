//! [`Ir`]: the arena holding operations, values, blocks and regions.
//!
//! One `Ir` holds a whole parsed file (or module). Objects are named by typed
//! handles ([`OpId`], [`ValueId`], [`BlockId`], [`RegionId`]). Operations in a
//! block, and blocks in a region, form doubly linked lists, so insertion, moving
//! and erasure are O(1). Every value keeps a doubly linked list of its uses
//! (threaded through the operand slots), and every block the list of successor
//! slots naming it, so [`Ir::replace_all_uses_with`] is O(uses) and erasure is
//! O(operands + results) per operation.
//!
//! Erased objects stay in the maps as tombstones (their handles are never reused).
//! **Architecture invariant:** nothing here recurses on the IR's nesting depth
//! (walks use explicit stacks), so deeply nested input cannot overflow the stack.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::error::{Error, Result};
use crate::ir::attributes::{Attribute, NamedAttr};
use crate::ir::context::{Context, OpName};
use crate::ir::entity::{BlockId, OpId, PrimaryMap, RegionId, ValueId};
use crate::ir::location::Location;
use crate::ir::operation::{
    BlockOperand, NO_PROPS, OpData, OpExtra, Operand, OperationState, ResultRange, Use,
};
use crate::ir::types::Type;

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining operation.
        op: OpId,
        /// The result index.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The owning block.
        block: BlockId,
        /// The argument index.
        index: u32,
    },
    /// A placeholder not yet defined (forward references while parsing, rewrites).
    Detached,
}

#[derive(Clone, Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    pub(crate) first_use: Option<Use>,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct BlockData {
    pub(crate) args: Vec<ValueId>,
    pub(crate) parent: Option<RegionId>,
    pub(crate) first_op: Option<OpId>,
    pub(crate) last_op: Option<OpId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    pub(crate) first_pred: Option<Use>,
    pub(crate) alive: bool,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct RegionData {
    pub(crate) parent: Option<OpId>,
    pub(crate) first_block: Option<BlockId>,
    pub(crate) last_block: Option<BlockId>,
    pub(crate) alive: bool,
}

/// Traversal order of [`Ir::walk`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// An operation before the operations nested in its regions.
    PreOrder,
    /// An operation after the operations nested in its regions.
    PostOrder,
}

/// What a [`Ir::walk_with`] callback asks for next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkAction {
    /// Visit the operation's regions, then go on.
    Advance,
    /// Do not visit this operation's regions; go on with the next operation.
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// The arena of operations, values, blocks and regions. See the module doc.
#[derive(Clone, Debug, Default)]
pub struct Ir {
    pub(crate) ops: PrimaryMap<OpId, OpData>,
    pub(crate) values: PrimaryMap<ValueId, ValueData>,
    pub(crate) blocks: PrimaryMap<BlockId, BlockData>,
    pub(crate) regions: PrimaryMap<RegionId, RegionData>,
    /// The results of all operations, each op's consecutive (see `OpData::results`).
    pub(crate) result_pool: Vec<ValueId>,
    /// Explicit locations of block arguments (`^bb0(%a: i32 loc(...))`).
    pub(crate) arg_locs: FxHashMap<ValueId, Location>,
}

/// Iterator over a value's uses.
pub struct Uses<'a> {
    ir: &'a Ir,
    cur: Option<Use>,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let u = self.cur?;
        self.cur = self.ir.ops[u.op].operands[u.index as usize].next;
        Some(u)
    }
}

/// Iterator over the successor slots naming a block (its predecessors' uses).
pub struct PredUses<'a> {
    ir: &'a Ir,
    cur: Option<Use>,
}

impl Iterator for PredUses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let u = self.cur?;
        self.cur = self.ir.ops[u.op].successors()[u.index as usize].next;
        Some(u)
    }
}

/// Iterator over the operations of a block, in order.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    cur: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    #[inline]
    fn next(&mut self) -> Option<OpId> {
        let op = self.cur?;
        self.cur = self.ir.ops[op].next;
        Some(op)
    }
}

/// Iterator over the blocks of a region, in order.
pub struct RegionBlocks<'a> {
    ir: &'a Ir,
    cur: Option<BlockId>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    #[inline]
    fn next(&mut self) -> Option<BlockId> {
        let b = self.cur?;
        self.cur = self.ir.blocks[b].next;
        Some(b)
    }
}

impl Ir {
    /// An empty arena.
    pub fn new() -> Ir {
        Ir::default()
    }

    /// An empty arena with room for about `n_ops` operations.
    pub fn with_capacity(n_ops: usize) -> Ir {
        Ir {
            ops: PrimaryMap::with_capacity(n_ops),
            values: PrimaryMap::with_capacity(n_ops),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            result_pool: Vec::with_capacity(n_ops),
            arg_locs: FxHashMap::default(),
        }
    }

    /// Number of operation handles handed out (including erased ones).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Number of value handles handed out (including erased ones).
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    /// Number of block handles handed out (including erased ones).
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    // ===== creation ============================================================================

    /// Creates a detached operation from `state` (attributes are sorted into a
    /// dictionary; regions in `state` become the operation's).
    pub fn create_op(&mut self, ctx: &Context, state: OperationState) -> OpId {
        let attrs = ctx.dict_attr(&state.attributes);
        self.create_op_with_dict(state, attrs)
    }

    /// Like [`Ir::create_op`] with an already built attribute dictionary (`state.attributes`
    /// is ignored).
    pub fn create_op_with_dict(&mut self, state: OperationState, attrs: Attribute) -> OpId {
        let op = self.ops.next_key();
        let results = ResultRange {
            start: self.result_pool.len() as u32,
            len: state.result_types.len() as u32,
        };
        for (i, &ty) in state.result_types.iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result {
                    op,
                    index: i as u32,
                },
                first_use: None,
            });
            self.result_pool.push(v);
        }
        let extra = (!state.successors.is_empty() || !state.regions.is_empty()).then(|| {
            Box::new(OpExtra {
                successors: state
                    .successors
                    .iter()
                    .map(|&block| BlockOperand {
                        block,
                        prev: None,
                        next: None,
                    })
                    .collect(),
                regions: state.regions.iter().copied().collect(),
            })
        });
        let data = OpData {
            name: state.name,
            loc: state.loc,
            attrs,
            props: state.properties.unwrap_or(NO_PROPS),
            operands: SmallVec::with_capacity(state.operands.len()),
            results,
            extra,
            parent: None,
            prev: None,
            next: None,
            alive: true,
        };
        let pushed = self.ops.push(data);
        debug_assert_eq!(pushed, op);
        for &r in &state.regions {
            self.regions[r].parent = Some(op);
        }
        for &v in &state.operands {
            self.push_operand(op, v);
        }
        for i in 0..state.successors.len() {
            self.link_pred(op, i as u32);
        }
        op
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(RegionData {
            alive: true,
            ..Default::default()
        })
    }

    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.push(BlockData {
            alive: true,
            ..Default::default()
        })
    }

    /// Creates a block with arguments of `types` and appends it to `region`.
    pub fn append_new_block(&mut self, region: RegionId, types: &[Type]) -> BlockId {
        let b = self.create_block();
        for &t in types {
            self.add_block_arg(b, t);
        }
        self.append_block(region, b);
        b
    }

    /// Creates a detached value of type `ty` with no definition (a placeholder to be
    /// replaced with [`Ir::replace_all_uses_with`]).
    pub fn create_placeholder(&mut self, ty: Type) -> ValueId {
        self.values.push(ValueData {
            ty,
            def: ValueDef::Detached,
            first_use: None,
        })
    }

    // ===== operation queries ===================================================================

    /// True if `op` exists and was not erased.
    pub fn is_alive(&self, op: OpId) -> bool {
        self.ops.get(op).is_some_and(|o| o.alive)
    }

    /// The operation's name.
    #[inline]
    pub fn name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }

    /// Renames the operation.
    pub fn set_name(&mut self, op: OpId, name: OpName) {
        self.ops[op].name = name;
    }

    /// The operation's location.
    #[inline]
    pub fn loc(&self, op: OpId) -> Location {
        self.ops[op].loc
    }

    /// Sets the operation's location.
    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op].loc = loc;
    }

    /// The discardable attribute dictionary.
    #[inline]
    pub fn attrs(&self, op: OpId) -> Attribute {
        self.ops[op].attrs
    }

    /// Replaces the discardable attribute dictionary (must be a dictionary attribute).
    pub fn set_attrs(&mut self, op: OpId, dict: Attribute) {
        self.ops[op].attrs = dict;
    }

    /// The properties attribute (`<{...}>`), if any.
    #[inline]
    pub fn props(&self, op: OpId) -> Option<Attribute> {
        self.ops[op].props()
    }

    /// Replaces the properties attribute.
    pub fn set_props(&mut self, op: OpId, props: Option<Attribute>) {
        self.ops[op].set_props(props);
    }

    /// An attribute by name: the properties first (inherent attributes), then the
    /// discardable dictionary — as MLIR's `Operation::getAttr`.
    pub fn attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        let o = &self.ops[op];
        o.props()
            .and_then(|p| ctx.dict_get(p, name))
            .or_else(|| ctx.dict_get(o.attrs, name))
    }

    /// Sets a discardable attribute.
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        let o = &mut self.ops[op];
        o.attrs = ctx.dict_set(o.attrs, ctx.ident(name), value);
    }

    /// Sets a property (inherent attribute), creating the properties dictionary if needed.
    pub fn set_prop(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        let o = &mut self.ops[op];
        let dict = o.props().unwrap_or_else(|| ctx.empty_dict());
        o.props = ctx.dict_set(dict, ctx.ident(name), value);
    }

    /// Removes an attribute by name from the properties and the dictionary; returns
    /// whether it was present.
    pub fn remove_attr(&mut self, ctx: &Context, op: OpId, name: &str) -> bool {
        let Some(id) = ctx.lookup_ident(name) else {
            return false;
        };
        let o = &mut self.ops[op];
        let mut found = false;
        if let Some(p) = o.props()
            && ctx.dict_get(p, name).is_some()
        {
            o.props = ctx.dict_remove(p, id);
            found = true;
        }
        if ctx.dict_get(o.attrs, name).is_some() {
            o.attrs = ctx.dict_remove(o.attrs, id);
            found = true;
        }
        found
    }

    /// The discardable attributes as a slice of entries.
    pub fn attr_entries<'c>(&self, ctx: &'c Context, op: OpId) -> &'c [NamedAttr] {
        ctx.dict_entries(self.ops[op].attrs)
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len()
    }

    /// Operand `i`.
    #[inline]
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.ops[op].operands[i].value
    }

    /// The operands, in order.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.ops[op].operands.iter().map(|o| o.value)
    }

    /// The operands, collected.
    pub fn operand_vec(&self, op: OpId) -> SmallVec<[ValueId; 4]> {
        self.operands(op).collect()
    }

    /// The results.
    #[inline]
    pub fn results(&self, op: OpId) -> &[ValueId] {
        let r = self.ops[op].results;
        &self.result_pool[r.start as usize..(r.start + r.len) as usize]
    }

    /// Result `i`.
    #[inline]
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        self.results(op)[i]
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op].results.len as usize
    }

    /// The regions, in order.
    #[inline]
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.ops[op].regions()
    }

    /// Region `i`.
    pub fn region(&self, op: OpId, i: usize) -> RegionId {
        self.ops[op].regions()[i]
    }

    /// Number of successors.
    pub fn num_successors(&self, op: OpId) -> usize {
        self.ops[op].successors().len()
    }

    /// Successor `i`.
    pub fn successor(&self, op: OpId, i: usize) -> BlockId {
        self.ops[op].successors()[i].block
    }

    /// The successors, in order.
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.ops[op].successors().iter().map(|s| s.block)
    }

    /// The block holding `op`, if attached.
    #[inline]
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent
    }

    /// The region holding `op`, if attached.
    pub fn parent_region(&self, op: OpId) -> Option<RegionId> {
        self.ops[op].parent.and_then(|b| self.blocks[b].parent)
    }

    /// The operation whose region holds `op`, if any.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.parent_region(op).and_then(|r| self.regions[r].parent)
    }

    /// The closest ancestor of `op` (excluding `op`) satisfying `pred`.
    pub fn ancestor_where(&self, op: OpId, mut pred: impl FnMut(OpId) -> bool) -> Option<OpId> {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if pred(p) {
                return Some(p);
            }
            cur = self.parent_op(p);
        }
        None
    }

    /// True if `ancestor` is `op` or contains it (through regions).
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            cur = self.parent_op(c);
        }
        false
    }

    /// The next operation in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next
    }

    /// The previous operation in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev
    }

    /// The result types, collected.
    pub fn result_types(&self, op: OpId) -> SmallVec<[Type; 2]> {
        self.results(op)
            .iter()
            .map(|&v| self.values[v].ty)
            .collect()
    }

    /// The operand types, collected.
    pub fn operand_types(&self, op: OpId) -> SmallVec<[Type; 4]> {
        self.ops[op]
            .operands
            .iter()
            .map(|o| self.values[o.value].ty)
            .collect()
    }

    // ===== values ==============================================================================

    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    /// Changes the type of `v` (the caller keeps the IR valid).
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v].ty = ty;
    }

    /// What defines `v`.
    #[inline]
    pub fn value_def(&self, v: ValueId) -> ValueDef {
        self.values[v].def
    }

    /// The operation defining `v`, if `v` is a result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block where `v` is defined (the block of its defining op, or its block).
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => self.ops[op].parent,
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Detached => None,
        }
    }

    /// The region where `v` is defined.
    pub fn value_region(&self, v: ValueId) -> Option<RegionId> {
        self.value_block(v).and_then(|b| self.blocks[b].parent)
    }

    /// The uses of `v` (unspecified but deterministic order).
    pub fn uses(&self, v: ValueId) -> Uses<'_> {
        Uses {
            ir: self,
            cur: self.values[v].first_use,
        }
    }

    /// The operations using `v` (one entry per use).
    pub fn users(&self, v: ValueId) -> impl Iterator<Item = OpId> + '_ {
        self.uses(v).map(|u| u.op)
    }

    /// True if `v` has any use.
    #[inline]
    pub fn has_uses(&self, v: ValueId) -> bool {
        self.values[v].first_use.is_some()
    }

    /// True if `v` has exactly one use.
    pub fn has_one_use(&self, v: ValueId) -> bool {
        let mut u = self.uses(v);
        u.next().is_some() && u.next().is_none()
    }

    /// Number of uses of `v` (O(uses)).
    pub fn num_uses(&self, v: ValueId) -> usize {
        self.uses(v).count()
    }

    // ===== operands and use lists ==============================================================

    fn link_use(&mut self, op: OpId, index: u32) {
        let v = self.ops[op].operands[index as usize].value;
        let head = self.values[v].first_use;
        let u = Use { op, index };
        {
            let slot = &mut self.ops[op].operands[index as usize];
            slot.prev = None;
            slot.next = head;
        }
        if let Some(h) = head {
            self.ops[h.op].operands[h.index as usize].prev = Some(u);
        }
        self.values[v].first_use = Some(u);
    }

    fn unlink_use(&mut self, op: OpId, index: u32) {
        let (v, prev, next) = {
            let s = &self.ops[op].operands[index as usize];
            (s.value, s.prev, s.next)
        };
        match prev {
            Some(p) => self.ops[p.op].operands[p.index as usize].next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next {
            self.ops[n.op].operands[n.index as usize].prev = prev;
        }
    }

    /// Appends operand `v` to `op`.
    pub fn push_operand(&mut self, op: OpId, v: ValueId) {
        let index = self.ops[op].operands.len() as u32;
        self.ops[op].operands.push(Operand {
            value: v,
            prev: None,
            next: None,
        });
        self.link_use(op, index);
    }

    /// Sets operand `i` of `op` to `v`.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: ValueId) {
        self.unlink_use(op, i as u32);
        self.ops[op].operands[i].value = v;
        self.link_use(op, i as u32);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        for i in (0..self.ops[op].operands.len()).rev() {
            self.unlink_use(op, i as u32);
        }
        self.ops[op].operands.clear();
        for &v in values {
            self.push_operand(op, v);
        }
    }

    /// Inserts operands at position `at`.
    pub fn insert_operands(&mut self, op: OpId, at: usize, values: &[ValueId]) {
        let mut all: SmallVec<[ValueId; 8]> = self.operands(op).collect();
        all.insert_many(at, values.iter().copied());
        self.set_operands(op, &all);
    }

    /// Removes operand `i` (later operands shift down).
    pub fn erase_operand(&mut self, op: OpId, i: usize) {
        let mut all: SmallVec<[ValueId; 8]> = self.operands(op).collect();
        all.remove(i);
        self.set_operands(op, &all);
    }

    /// Makes every use of `from` a use of `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use {
            self.unlink_use(u.op, u.index);
            self.ops[u.op].operands[u.index as usize].value = to;
            self.link_use(u.op, u.index);
        }
    }

    /// Makes the uses of `from` for which `pred` holds uses of `to`.
    pub fn replace_uses_where(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Ir, Use) -> bool,
    ) {
        let uses: Vec<Use> = self.uses(from).collect();
        for u in uses {
            if pred(self, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    /// Replaces each result of `op` with the corresponding value (same count).
    pub fn replace_op_results(&mut self, op: OpId, values: &[ValueId]) {
        let results: SmallVec<[ValueId; 4]> = self.results(op).into();
        debug_assert_eq!(results.len(), values.len(), "result count mismatch");
        for (r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(*r, v);
        }
    }

    // ===== successors ==========================================================================

    fn link_pred(&mut self, op: OpId, index: u32) {
        let b = self.ops[op].successors()[index as usize].block;
        let head = self.blocks[b].first_pred;
        let u = Use { op, index };
        {
            let s = &mut self.ops[op].successors_mut()[index as usize];
            s.prev = None;
            s.next = head;
        }
        if let Some(h) = head {
            self.ops[h.op].successors_mut()[h.index as usize].prev = Some(u);
        }
        self.blocks[b].first_pred = Some(u);
    }

    fn unlink_pred(&mut self, op: OpId, index: u32) {
        let (b, prev, next) = {
            let s = &self.ops[op].successors()[index as usize];
            (s.block, s.prev, s.next)
        };
        match prev {
            Some(p) => self.ops[p.op].successors_mut()[p.index as usize].next = next,
            None => self.blocks[b].first_pred = next,
        }
        if let Some(n) = next {
            self.ops[n.op].successors_mut()[n.index as usize].prev = prev;
        }
    }

    /// Appends successor `block` to `op`.
    pub fn push_successor(&mut self, op: OpId, block: BlockId) {
        let extra = self.ops[op].extra_mut();
        let index = extra.successors.len() as u32;
        let mut v = std::mem::take(&mut extra.successors).into_vec();
        v.push(BlockOperand {
            block,
            prev: None,
            next: None,
        });
        extra.successors = v.into_boxed_slice();
        self.link_pred(op, index);
    }

    /// Sets successor `i` of `op`.
    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        self.unlink_pred(op, i as u32);
        self.ops[op].successors_mut()[i].block = block;
        self.link_pred(op, i as u32);
    }

    /// The successor slots naming `block` (one per predecessor edge).
    pub fn pred_uses(&self, block: BlockId) -> PredUses<'_> {
        PredUses {
            ir: self,
            cur: self.blocks[block].first_pred,
        }
    }

    /// The predecessor blocks of `block`, one per edge, sorted by handle and deduplicated.
    pub fn predecessors(&self, block: BlockId) -> Vec<BlockId> {
        let mut v: Vec<BlockId> = self
            .pred_uses(block)
            .filter_map(|u| self.ops[u.op].parent)
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Makes every successor slot naming `from` name `to`.
    pub fn replace_all_block_uses_with(&mut self, from: BlockId, to: BlockId) {
        while let Some(u) = self.blocks[from].first_pred {
            self.set_successor(u.op, u.index as usize, to);
        }
    }

    // ===== blocks and regions ==================================================================

    /// True if `block` exists and was not erased.
    pub fn is_block_alive(&self, block: BlockId) -> bool {
        self.blocks.get(block).is_some_and(|b| b.alive)
    }

    /// The block's arguments.
    #[inline]
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block].args
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> ValueId {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg { block, index },
            first_use: None,
        });
        self.blocks[block].args.push(v);
        v
    }

    /// The explicit location of a block argument, if one was given.
    pub fn block_arg_loc(&self, v: ValueId) -> Option<Location> {
        self.arg_locs.get(&v).copied()
    }

    /// Sets the location of a block argument.
    pub fn set_block_arg_loc(&mut self, v: ValueId, loc: Location) {
        self.arg_locs.insert(v, loc);
    }

    /// Inserts an argument at position `at`.
    pub fn insert_block_arg(&mut self, block: BlockId, at: usize, ty: Type) -> ValueId {
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg {
                block,
                index: at as u32,
            },
            first_use: None,
        });
        self.blocks[block].args.insert(at, v);
        self.renumber_args(block);
        v
    }

    /// Removes argument `i` of `block`. Fails if it still has uses.
    pub fn erase_block_arg(&mut self, block: BlockId, i: usize) -> Result<()> {
        let v = self.blocks[block].args[i];
        if self.has_uses(v) {
            return Err(Error::InvalidIr(format!(
                "cannot erase argument {i} of {block}: {v} still has uses"
            )));
        }
        self.blocks[block].args.remove(i);
        self.values[v].def = ValueDef::Detached;
        self.renumber_args(block);
        Ok(())
    }

    fn renumber_args(&mut self, block: BlockId) {
        for (i, &a) in self.blocks[block].args.iter().enumerate() {
            self.values[a].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            };
        }
    }

    /// The region holding `block`.
    #[inline]
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block].parent
    }

    /// The operation whose region holds `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block]
            .parent
            .and_then(|r| self.regions[r].parent)
    }

    /// The operations of `block`, in order.
    #[inline]
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            cur: self.blocks[block].first_op,
        }
    }

    /// The first operation of `block`.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].first_op
    }

    /// The last operation of `block` (its terminator, in a well-formed CFG region).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].last_op
    }

    /// True if `block` holds no operation.
    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.blocks[block].first_op.is_none()
    }

    /// The next block in the same region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].next
    }

    /// The previous block in the same region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].prev
    }

    /// The operation owning `region`.
    #[inline]
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region].parent
    }

    /// The blocks of `region`, in order.
    #[inline]
    pub fn region_blocks(&self, region: RegionId) -> RegionBlocks<'_> {
        RegionBlocks {
            ir: self,
            cur: self.regions[region].first_block,
        }
    }

    /// The first (entry) block of `region`.
    #[inline]
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region].first_block
    }

    /// True if `region` has no block.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region].first_block.is_none()
    }

    /// Appends the detached `block` to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.detach_block(block);
        let last = self.regions[region].last_block;
        {
            let b = &mut self.blocks[block];
            b.parent = Some(region);
            b.prev = last;
            b.next = None;
        }
        match last {
            Some(l) => self.blocks[l].next = Some(block),
            None => self.regions[region].first_block = Some(block),
        }
        self.regions[region].last_block = Some(block);
    }

    /// Inserts `block` (detaching it first) just before `before` in `before`'s region.
    pub fn insert_block_before(&mut self, before: BlockId, block: BlockId) {
        self.detach_block(block);
        let Some(region) = self.blocks[before].parent else {
            return;
        };
        let prev = self.blocks[before].prev;
        {
            let b = &mut self.blocks[block];
            b.parent = Some(region);
            b.prev = prev;
            b.next = Some(before);
        }
        self.blocks[before].prev = Some(block);
        match prev {
            Some(p) => self.blocks[p].next = Some(block),
            None => self.regions[region].first_block = Some(block),
        }
    }

    /// Unlinks `block` from its region (keeps its contents).
    pub fn detach_block(&mut self, block: BlockId) {
        let Some(region) = self.blocks[block].parent else {
            return;
        };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first_block = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last_block = prev,
        }
        let b = &mut self.blocks[block];
        b.parent = None;
        b.prev = None;
        b.next = None;
    }

    // ===== placing operations ==================================================================

    /// Unlinks `op` from its block (keeps it alive, detached).
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let o = &mut self.ops[op];
        o.parent = None;
        o.prev = None;
        o.next = None;
    }

    /// Appends `op` (detaching it first) at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.detach_op(op);
        let last = self.blocks[block].last_op;
        {
            let o = &mut self.ops[op];
            o.parent = Some(block);
            o.prev = last;
            o.next = None;
        }
        match last {
            Some(l) => self.ops[l].next = Some(op),
            None => self.blocks[block].first_op = Some(op),
        }
        self.blocks[block].last_op = Some(op);
    }

    /// Inserts `op` (detaching it first) at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        match self.blocks[block].first_op {
            Some(first) if first != op => self.insert_op_before(first, op),
            Some(_) => {}
            None => self.append_op(block, op),
        }
    }

    /// Inserts `op` (detaching it first) just before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        if anchor == op {
            return;
        }
        self.detach_op(op);
        let Some(block) = self.ops[anchor].parent else {
            return;
        };
        let prev = self.ops[anchor].prev;
        {
            let o = &mut self.ops[op];
            o.parent = Some(block);
            o.prev = prev;
            o.next = Some(anchor);
        }
        self.ops[anchor].prev = Some(op);
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first_op = Some(op),
        }
    }

    /// Inserts `op` (detaching it first) just after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        if anchor == op {
            return;
        }
        self.detach_op(op);
        match self.ops[anchor].next {
            Some(n) => self.insert_op_before(n, op),
            None => {
                if let Some(block) = self.ops[anchor].parent {
                    self.append_op(block, op);
                }
            }
        }
    }

    // ===== erasure =============================================================================

    /// All operations nested in `op`, `op` first (pre-order).
    pub fn subtree_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(op, WalkOrder::PreOrder, |o| out.push(o));
        out
    }

    /// Erases `op` and everything nested in it. Fails (and changes nothing) if a
    /// value defined there is still used by an operation outside.
    pub fn erase_op(&mut self, op: OpId) -> Result<()> {
        let ops = self.subtree_ops(op);
        self.check_no_external_uses(op, &ops)?;
        self.detach_op(op);
        self.drop_subtree(&ops);
        Ok(())
    }

    fn check_no_external_uses(&self, root: OpId, ops: &[OpId]) -> Result<()> {
        for &o in ops {
            let defined = self.results(o).iter().copied().chain(
                self.ops[o]
                    .regions()
                    .iter()
                    .flat_map(|&r| self.region_blocks(r))
                    .flat_map(|b| self.blocks[b].args.iter().copied()),
            );
            for v in defined {
                for u in self.uses(v) {
                    if !self.is_ancestor(root, u.op) {
                        return Err(Error::ValueStillUsed { op: root, value: v });
                    }
                }
            }
        }
        Ok(())
    }

    fn drop_subtree(&mut self, ops: &[OpId]) {
        for &o in ops {
            for i in (0..self.ops[o].operands.len()).rev() {
                self.unlink_use(o, i as u32);
            }
            for i in (0..self.ops[o].successors().len()).rev() {
                self.unlink_pred(o, i as u32);
            }
        }
        for &o in ops {
            let regions = self.ops[o]
                .extra
                .as_mut()
                .map(|e| std::mem::take(&mut e.regions))
                .unwrap_or_default();
            for r in regions {
                let blocks: Vec<BlockId> = self.region_blocks(r).collect();
                for b in blocks {
                    let bd = &mut self.blocks[b];
                    bd.alive = false;
                    bd.first_op = None;
                    bd.last_op = None;
                    for a in std::mem::take(&mut bd.args) {
                        self.values[a].def = ValueDef::Detached;
                    }
                }
                let rd = &mut self.regions[r];
                rd.alive = false;
                rd.first_block = None;
                rd.last_block = None;
            }
            let od = &mut self.ops[o];
            od.alive = false;
            od.operands.clear();
            od.extra = None;
            od.parent = None;
            od.prev = None;
            od.next = None;
            let r = std::mem::take(&mut od.results);
            for i in r.start..r.start + r.len {
                let v = self.result_pool[i as usize];
                self.values[v].def = ValueDef::Detached;
            }
        }
    }

    /// Erases `block` (detaching it) and all its operations. Fails if a value defined
    /// in it is used outside it or the block is still a successor of some operation.
    pub fn erase_block(&mut self, block: BlockId) -> Result<()> {
        let mut ops = Vec::new();
        for o in self.block_ops(block).collect::<Vec<_>>() {
            ops.extend(self.subtree_ops(o));
        }
        let inside = |ir: &Ir, user: OpId| {
            let mut cur = Some(user);
            while let Some(c) = cur {
                if ir.ops[c].parent == Some(block) {
                    return true;
                }
                cur = ir.parent_op(c);
            }
            false
        };
        for &v in &self.blocks[block].args {
            if let Some(u) = self.uses(v).find(|u| !inside(self, u.op)) {
                return Err(Error::ValueStillUsed { op: u.op, value: v });
            }
        }
        for &o in &ops {
            for &v in self.results(o) {
                if self.uses(v).any(|u| !inside(self, u.op)) {
                    return Err(Error::ValueStillUsed { op: o, value: v });
                }
            }
        }
        if let Some(u) = self.pred_uses(block).find(|u| !inside(self, u.op)) {
            return Err(Error::InvalidIr(format!(
                "cannot erase {block}: still a successor of {}",
                u.op
            )));
        }
        self.detach_block(block);
        self.drop_subtree(&ops);
        let bd = &mut self.blocks[block];
        bd.alive = false;
        bd.first_op = None;
        bd.last_op = None;
        for a in std::mem::take(&mut bd.args) {
            self.values[a].def = ValueDef::Detached;
        }
        Ok(())
    }

    // ===== walking =============================================================================

    /// Visits `root` and every operation nested in it, in `order`. Iterative: any depth is fine.
    pub fn walk(&self, root: OpId, order: WalkOrder, mut f: impl FnMut(OpId)) {
        match order {
            WalkOrder::PreOrder => {
                let _ = self.walk_with(root, |op| {
                    f(op);
                    WalkAction::Advance
                });
            }
            WalkOrder::PostOrder => {
                // (op, children pushed?)
                let mut stack: Vec<(OpId, bool)> = vec![(root, false)];
                while let Some((op, expanded)) = stack.pop() {
                    if expanded {
                        f(op);
                        continue;
                    }
                    stack.push((op, true));
                    let start = stack.len();
                    for &r in self.ops[op].regions() {
                        for b in self.region_blocks(r) {
                            for o in self.block_ops(b) {
                                stack.push((o, false));
                            }
                        }
                    }
                    stack[start..].reverse();
                }
            }
        }
    }

    /// Pre-order walk where the callback may skip an operation's regions or stop.
    /// Returns `false` if the walk was interrupted.
    pub fn walk_with(&self, root: OpId, mut f: impl FnMut(OpId) -> WalkAction) -> bool {
        let mut stack: Vec<OpId> = vec![root];
        while let Some(op) = stack.pop() {
            match f(op) {
                WalkAction::Interrupt => return false,
                WalkAction::Skip => continue,
                WalkAction::Advance => {}
            }
            let start = stack.len();
            for &r in self.ops[op].regions() {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
            stack[start..].reverse();
        }
        true
    }

    /// All operations in `root`'s subtree satisfying `pred`, in pre-order.
    pub fn collect_ops(&self, root: OpId, mut pred: impl FnMut(OpId) -> bool) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(root, WalkOrder::PreOrder, |o| {
            if pred(o) {
                out.push(o)
            }
        });
        out
    }

    // ===== cloning =============================================================================

    /// Clones `op` (and everything nested) within this arena, detached. Operands
    /// defined outside `op` are looked up in `map` and kept as they are if absent;
    /// `map` receives the old→new value mapping.
    pub fn clone_op(&mut self, op: OpId, map: &mut FxHashMap<ValueId, ValueId>) -> OpId {
        match clone_impl(None, self, op, map, true) {
            Ok(o) => o,
            Err(_) => unreachable!("same-arena clone keeps external operands"),
        }
    }

    /// Clones `op` (and everything nested) into `dst`, detached. Every operand
    /// defined outside `op` must be mapped in `map` (else [`Error::ExternalValue`]);
    /// an isolated-from-above op (e.g. `func.func`) needs an empty map.
    /// Deterministic; O(size of `op`).
    pub fn clone_op_into(
        &self,
        op: OpId,
        dst: &mut Ir,
        map: &mut FxHashMap<ValueId, ValueId>,
    ) -> Result<OpId> {
        clone_impl(Some(self), dst, op, map, false)
    }

    /// Replaces `target` (in this arena) by a clone of `src_op` taken from `src`:
    /// the clone is inserted where `target` is, `target`'s results are replaced by
    /// the clone's, and `target` is erased. Returns the clone. This is how a pass
    /// manager splices back a function processed in a separate arena.
    pub fn replace_op_from(&mut self, target: OpId, src: &Ir, src_op: OpId) -> Result<OpId> {
        if src.num_results(src_op) != self.num_results(target) {
            return Err(Error::InvalidIr(format!(
                "replace_op_from: {target} has {} results but the replacement has {}",
                self.num_results(target),
                src.num_results(src_op)
            )));
        }
        let mut map = FxHashMap::default();
        let new = src.clone_op_into(src_op, self, &mut map)?;
        self.insert_op_before(target, new);
        let new_results: SmallVec<[ValueId; 2]> = self.results(new).iter().copied().collect();
        self.replace_op_results(target, &new_results);
        self.erase_op(target)?;
        Ok(new)
    }
}

struct Shell {
    name: OpName,
    loc: Location,
    attrs: Attribute,
    props: Option<Attribute>,
    result_types: SmallVec<[Type; 2]>,
    n_regions: usize,
}

fn read_shell(ir: &Ir, op: OpId) -> Shell {
    let o = &ir.ops[op];
    Shell {
        name: o.name,
        loc: o.loc,
        attrs: o.attrs,
        props: o.props(),
        result_types: ir.result_types(op),
        n_regions: o.regions().len(),
    }
}

fn make_shell(dst: &mut Ir, s: Shell) -> OpId {
    let regions: SmallVec<[RegionId; 1]> = (0..s.n_regions).map(|_| dst.create_region()).collect();
    let mut st = OperationState::new(s.name, s.loc);
    st.result_types = s.result_types;
    st.properties = s.props;
    st.regions = regions;
    dst.create_op_with_dict(st, s.attrs)
}

/// Clones `root` from `src` (or from `dst` itself when `src` is `None`) into `dst`.
fn clone_impl(
    src: Option<&Ir>,
    dst: &mut Ir,
    root: OpId,
    map: &mut FxHashMap<ValueId, ValueId>,
    keep_external: bool,
) -> Result<OpId> {
    macro_rules! src {
        () => {
            match src {
                Some(s) => s,
                None => &*dst,
            }
        };
    }
    let mut block_map: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    let mut pairs: Vec<(OpId, OpId)> = Vec::new();
    let shell = read_shell(src!(), root);
    let new_root = make_shell(dst, shell);
    let mut stack = vec![(root, new_root)];
    while let Some((s, d)) = stack.pop() {
        pairs.push((s, d));
        let src_regions: Vec<RegionId> = src!().ops[s].regions().to_vec();
        for (i, sr) in src_regions.into_iter().enumerate() {
            let dr = dst.ops[d].regions()[i];
            let blocks: Vec<(BlockId, Vec<(ValueId, Type)>)> = {
                let s_ir = src!();
                s_ir.region_blocks(sr)
                    .map(|b| {
                        (
                            b,
                            s_ir.blocks[b]
                                .args
                                .iter()
                                .map(|&a| (a, s_ir.values[a].ty))
                                .collect(),
                        )
                    })
                    .collect()
            };
            for (sb, args) in &blocks {
                let db = dst.create_block();
                for &(a, t) in args {
                    let na = dst.add_block_arg(db, t);
                    map.insert(a, na);
                }
                dst.append_block(dr, db);
                block_map.insert(*sb, db);
            }
            for (sb, _) in &blocks {
                let db = block_map[sb];
                let ops: Vec<OpId> = src!().block_ops(*sb).collect();
                for so in ops {
                    let shell = read_shell(src!(), so);
                    let dop = make_shell(dst, shell);
                    let (sres, dres): (SmallVec<[ValueId; 4]>, SmallVec<[ValueId; 4]>) =
                        (src!().results(so).into(), dst.results(dop).into());
                    for (a, b) in sres.iter().zip(dres.iter()) {
                        map.insert(*a, *b);
                    }
                    dst.append_op(db, dop);
                    stack.push((so, dop));
                }
            }
        }
        let (sres, dres): (SmallVec<[ValueId; 4]>, SmallVec<[ValueId; 4]>) =
            (src!().results(s).into(), dst.results(d).into());
        for (a, b) in sres.iter().zip(dres.iter()) {
            map.insert(*a, *b);
        }
    }
    for (s, d) in pairs {
        let (operands, succs): (SmallVec<[ValueId; 4]>, SmallVec<[BlockId; 2]>) =
            (src!().operands(s).collect(), src!().successors(s).collect());
        for v in operands {
            let nv = match map.get(&v) {
                Some(&nv) => nv,
                None if keep_external => v,
                None => {
                    // Remove the partial clone before reporting.
                    let ops = dst.subtree_ops(new_root);
                    dst.drop_subtree(&ops);
                    return Err(Error::ExternalValue { op: root, value: v });
                }
            };
            dst.push_operand(d, nv);
        }
        for b in succs {
            let nb = block_map.get(&b).copied().unwrap_or(b);
            dst.push_successor(d, nb);
        }
    }
    Ok(new_root)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Builds `region { ^bb0: %a = t.a; %b = t.b(%a, %a); t.ret(%b) }` inside a `t.top` op.
    fn sample(ctx: &Context, ir: &mut Ir) -> (OpId, [OpId; 3]) {
        let region = ir.create_region();
        let block = ir.append_new_block(region, &[]);
        let loc = ctx.unknown_loc();
        let a = ir.create_op(
            ctx,
            OperationState::named(ctx, "t.a", loc).with_results(&[ctx.i32()]),
        );
        ir.append_op(block, a);
        let av = ir.result(a, 0);
        let b = ir.create_op(
            ctx,
            OperationState::named(ctx, "t.b", loc)
                .with_operands(&[av, av])
                .with_results(&[ctx.i32()]),
        );
        ir.append_op(block, b);
        let bv = ir.result(b, 0);
        let r = ir.create_op(
            ctx,
            OperationState::named(ctx, "t.ret", loc).with_operands(&[bv]),
        );
        ir.append_op(block, r);
        let top = ir.create_op(
            ctx,
            OperationState::named(ctx, "t.top", loc).with_regions(&[region]),
        );
        (top, [a, b, r])
    }

    #[test]
    fn use_lists_track_operands() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let (_, [a, b, r]) = sample(&ctx, &mut ir);
        let av = ir.result(a, 0);
        assert_eq!(ir.num_uses(av), 2);
        assert!(ir.users(av).all(|u| u == b));
        let bv = ir.result(b, 0);
        assert!(ir.has_one_use(bv));
        ir.replace_all_uses_with(av, bv);
        assert!(!ir.has_uses(av));
        assert_eq!(ir.num_uses(bv), 3);
        assert_eq!(ir.operand_vec(b).as_slice(), &[bv, bv]);
        ir.erase_operand(b, 0);
        assert_eq!(ir.num_uses(bv), 2);
        assert_eq!(ir.operand_vec(r).as_slice(), &[bv]);
    }

    #[test]
    fn erase_refuses_used_results_then_succeeds() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let (top, [a, b, r]) = sample(&ctx, &mut ir);
        assert!(matches!(ir.erase_op(b), Err(Error::ValueStillUsed { .. })));
        ir.erase_op(r).unwrap();
        ir.erase_op(b).unwrap();
        assert!(!ir.has_uses(ir.result(a, 0)));
        let block = ir.entry_block(ir.region(top, 0)).unwrap();
        assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), vec![a]);
        ir.erase_op(top).unwrap();
        assert!(!ir.is_alive(a));
    }

    #[test]
    fn walks_in_both_orders() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let (top, [a, b, r]) = sample(&ctx, &mut ir);
        let mut pre = Vec::new();
        ir.walk(top, WalkOrder::PreOrder, |o| pre.push(o));
        assert_eq!(pre, vec![top, a, b, r]);
        let mut post = Vec::new();
        ir.walk(top, WalkOrder::PostOrder, |o| post.push(o));
        assert_eq!(post, vec![a, b, r, top]);
    }

    #[test]
    fn clone_into_another_arena_and_splice_back() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let (top, _) = sample(&ctx, &mut ir);
        let outer_region = ir.create_region();
        let outer_block = ir.append_new_block(outer_region, &[]);
        ir.append_op(outer_block, top);
        let mut other = Ir::new();
        let copy = ir
            .clone_op_into(top, &mut other, &mut FxHashMap::default())
            .unwrap();
        assert_eq!(other.subtree_ops(copy).len(), 4);
        let names: Vec<&str> = other
            .subtree_ops(copy)
            .iter()
            .map(|&o| ctx.op_name_str(other.name(o)))
            .collect();
        assert_eq!(names, vec!["t.top", "t.a", "t.b", "t.ret"]);
        // Operands are remapped inside the copy.
        let ops = other.subtree_ops(copy);
        assert_eq!(other.operand(ops[2], 0), other.result(ops[1], 0));
        let back = ir.replace_op_from(top, &other, copy).unwrap();
        assert!(!ir.is_alive(top));
        assert_eq!(ir.block_ops(outer_block).collect::<Vec<_>>(), vec![back]);
        // A nested op using a value from outside cannot be cloned alone into another arena.
        let inner_b = ir.subtree_ops(back)[2];
        assert!(matches!(
            ir.clone_op_into(inner_b, &mut other, &mut FxHashMap::default()),
            Err(Error::ExternalValue { .. })
        ));
        let same = ir.clone_op(inner_b, &mut FxHashMap::default());
        assert_eq!(ir.operand(same, 0), ir.operand(inner_b, 0));
    }
}
