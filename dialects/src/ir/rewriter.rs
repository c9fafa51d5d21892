//! [`Rewriter`]: a [`Builder`] that also replaces and erases operations and
//! records whether it changed anything (for a pass's "preserved" answer).

use crate::error::Result;
use crate::ir::arena::Ir;
use crate::ir::builder::Builder;
use crate::ir::context::Context;
use crate::ir::entity::{OpId, ValueId};
use crate::ir::operation::OperationState;

/// Rewrites IR through one entry point so that changes are counted.
pub struct Rewriter<'a> {
    /// The builder (insertion point, location, context, arena).
    pub builder: Builder<'a>,
    changes: usize,
}

impl std::fmt::Debug for Rewriter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rewriter")
            .field("changes", &self.changes)
            .finish()
    }
}

impl<'a> Rewriter<'a> {
    /// A rewriter over `ir`.
    pub fn new(ctx: &'a Context, ir: &'a mut Ir) -> Self {
        Rewriter {
            builder: Builder::new(ctx, ir),
            changes: 0,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.builder.ctx
    }

    /// The arena (read).
    pub fn ir(&self) -> &Ir {
        self.builder.ir
    }

    /// The arena (write). Changes made directly must be reported with [`Rewriter::notify_changed`].
    pub fn ir_mut(&mut self) -> &mut Ir {
        self.builder.ir
    }

    /// Number of changes made so far.
    pub fn changes(&self) -> usize {
        self.changes
    }

    /// True if anything changed.
    pub fn changed(&self) -> bool {
        self.changes > 0
    }

    /// Records a change made directly through [`Rewriter::ir_mut`].
    pub fn notify_changed(&mut self) {
        self.changes += 1;
    }

    /// Creates and inserts an operation (see [`Builder::create`]).
    pub fn create(&mut self, state: OperationState) -> OpId {
        self.changes += 1;
        self.builder.create(state)
    }

    /// Replaces `op`'s results with `values` (same count) and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) -> Result<()> {
        self.builder.ir.replace_op_results(op, values);
        self.changes += 1;
        self.builder.ir.erase_op(op)
    }

    /// Erases `op` (its results must be unused).
    pub fn erase_op(&mut self, op: OpId) -> Result<()> {
        self.changes += 1;
        self.builder.ir.erase_op(op)
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from != to && self.builder.ir.has_uses(from) {
            self.changes += 1;
        }
        self.builder.ir.replace_all_uses_with(from, to);
    }

    /// Moves `op` before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.changes += 1;
        self.builder.ir.insert_op_before(anchor, op);
    }

    /// Moves `op` after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        self.changes += 1;
        self.builder.ir.insert_op_after(anchor, op);
    }
}
