//! [`Builder`]: creates operations at an insertion point.

use crate::ir::arena::Ir;
use crate::ir::attributes::{Attribute, NamedAttr};
use crate::ir::context::Context;
use crate::ir::entity::{BlockId, OpId, RegionId, ValueId};
use crate::ir::location::Location;
use crate::ir::operation::OperationState;
use crate::ir::types::Type;

/// Where a [`Builder`] puts the operations it creates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Leave them detached.
    Detached,
    /// Append to the end of a block.
    End(BlockId),
    /// Insert before an operation.
    Before(OpId),
    /// Insert after an operation (the point then moves past each new op, so a
    /// sequence of creations keeps its order).
    After(OpId),
}

/// Creates operations at an insertion point with a current location.
pub struct Builder<'a> {
    /// The context (types, attributes).
    pub ctx: &'a Context,
    /// The arena being built.
    pub ir: &'a mut Ir,
    ip: InsertPoint,
    loc: Location,
}

impl std::fmt::Debug for Builder<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Builder").field("ip", &self.ip).finish()
    }
}

impl<'a> Builder<'a> {
    /// A builder with a detached insertion point and an unknown location.
    pub fn new(ctx: &'a Context, ir: &'a mut Ir) -> Self {
        let loc = ctx.unknown_loc();
        Builder {
            ctx,
            ir,
            ip: InsertPoint::Detached,
            loc,
        }
    }

    /// The insertion point.
    pub fn insert_point(&self) -> InsertPoint {
        self.ip
    }

    /// Sets the insertion point.
    pub fn set_insert_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// Inserts at the end of `block` from now on.
    pub fn at_end(&mut self, block: BlockId) -> &mut Self {
        self.ip = InsertPoint::End(block);
        self
    }

    /// Inserts before `op` from now on.
    pub fn before(&mut self, op: OpId) -> &mut Self {
        self.ip = InsertPoint::Before(op);
        self
    }

    /// Inserts after `op` from now on.
    pub fn after(&mut self, op: OpId) -> &mut Self {
        self.ip = InsertPoint::After(op);
        self
    }

    /// The location given to new operations.
    pub fn loc(&self) -> Location {
        self.loc
    }

    /// Sets the location given to new operations.
    pub fn set_loc(&mut self, loc: Location) -> &mut Self {
        self.loc = loc;
        self
    }

    /// Places an existing detached (or attached: it is moved) op at the insertion point.
    pub fn insert(&mut self, op: OpId) {
        match self.ip {
            InsertPoint::Detached => {}
            InsertPoint::End(b) => self.ir.append_op(b, op),
            InsertPoint::Before(anchor) => self.ir.insert_op_before(anchor, op),
            InsertPoint::After(anchor) => {
                self.ir.insert_op_after(anchor, op);
                self.ip = InsertPoint::After(op);
            }
        }
    }

    /// Creates an operation from `state` and inserts it.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.ir.create_op(self.ctx, state);
        self.insert(op);
        op
    }

    /// Creates `name(operands) {attrs} : result_types` at the current location and inserts it.
    pub fn build(
        &mut self,
        name: &str,
        operands: &[ValueId],
        result_types: &[Type],
        attrs: &[(&str, Attribute)],
    ) -> OpId {
        let mut st = OperationState::named(self.ctx, name, self.loc);
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(result_types);
        st.attributes = attrs
            .iter()
            .map(|(n, v)| NamedAttr {
                name: self.ctx.ident(n),
                value: *v,
            })
            .collect();
        self.create(st)
    }

    /// Like [`Builder::build`] with exactly one result; returns the result value.
    pub fn build_value(
        &mut self,
        name: &str,
        operands: &[ValueId],
        result_type: Type,
        attrs: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.build(name, operands, &[result_type], attrs);
        self.ir.result(op, 0)
    }

    /// Creates a block with arguments of `types` at the end of `region`.
    pub fn create_block(&mut self, region: RegionId, types: &[Type]) -> BlockId {
        self.ir.append_new_block(region, types)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_insertion_point_keeps_creation_order() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let region = ir.create_region();
        let block = ir.append_new_block(region, &[]);
        let mut b = Builder::new(&ctx, &mut ir);
        b.at_end(block);
        let first = b.build("t.a", &[], &[], &[]);
        let last = b.build("t.z", &[], &[], &[]);
        b.after(first);
        let x = b.build("t.x", &[], &[], &[]);
        let y = b.build("t.y", &[], &[], &[]);
        assert_eq!(
            ir.block_ops(block).collect::<Vec<_>>(),
            vec![first, x, y, last]
        );
    }
}
