//! Fold hooks (used by `canonicalize` through [`OpDef::fold`](crate::OpDef)). Each
//! returns an existing value or a constant attribute for the op's single result, and
//! only when the replacement has exactly the result's type. They never create ops.
//!
//! - `graph.constant` (dense form) folds to its `value`;
//! - `graph.max(x, x)` folds to `x`; `graph.neg(graph.neg(x))` folds to `x`;
//! - `graph.cast` between equal types with scale 1 folds to its operand;
//! - `graph.transpose` with the identity permutation, or of a transpose whose
//!   permutation it undoes, folds to the original operand;
//! - `graph.reshape` to the operand's own type, or of a reshape back to the original
//!   type, folds to the original operand;
//! - `graph.broadcast`, `graph.slice` and single-operand `graph.concat` that change
//!   nothing fold to their operand.

use smallvec::{SmallVec, smallvec};

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::dialect::{FoldResult, OpRef};
use crate::ir::entity::ValueId;

use super::ops::{CastOp, NegOp, ReshapeOp, TransposeOp};
use super::support::{int_array, int_value};

type Folded = Option<SmallVec<[FoldResult; 1]>>;

fn to_value(v: ValueId) -> Folded {
    Some(smallvec![FoldResult::Value(v)])
}

/// Folds to `v` if it has the op's result type.
fn to_value_if_same_type(op: &OpRef<'_>, v: ValueId) -> Folded {
    (op.num_results() == 1 && op.ir.value_type(v) == op.result_type(0))
        .then(|| to_value(v))
        .flatten()
}

/// The op defining `v`, if it has the name `name`.
fn producer(op: &OpRef<'_>, v: ValueId, name: &str) -> Option<crate::OpId> {
    op.ir
        .defining_op(v)
        .filter(|&d| op.ctx.op_name_str(op.ir.name(d)) == name)
}

fn single_operand(op: &OpRef<'_>) -> Option<ValueId> {
    (op.num_operands() == 1 && op.num_results() == 1).then(|| op.operand(0))
}

/// `graph.constant`: the dense `value`.
pub(crate) fn fold_constant(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let value = op.attr("value")?;
    match op.ctx.attr_kind(value) {
        AttrKind::DenseElements { ty, .. } if op.num_results() == 1 && *ty == op.result_type(0) => {
            Some(smallvec![FoldResult::Attr(value)])
        }
        _ => None,
    }
}

/// `f(x, x) = x` (`graph.max`).
pub(crate) fn fold_idempotent(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    if op.num_operands() == 2 && op.operand(0) == op.operand(1) {
        return to_value_if_same_type(op, op.operand(0));
    }
    None
}

/// `f(f(x)) = x` (`graph.neg`).
pub(crate) fn fold_involution(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    let inner = producer(op, x, NegOp::NAME).filter(|_| op.name() == NegOp::NAME)?;
    if op.ir.num_operands(inner) != 1 {
        return None;
    }
    to_value_if_same_type(op, op.ir.operand(inner, 0))
}

/// `graph.cast` between equal types with scale 1.
pub(crate) fn fold_cast(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    if CastOp(op.id).scale(op.ctx, op.ir) != 1.0 {
        return None;
    }
    to_value_if_same_type(op, x)
}

/// True if `p` is `0, 1, ..., n-1`.
fn is_identity(p: &[i64]) -> bool {
    p.iter().enumerate().all(|(i, &v)| v == i as i64)
}

/// `graph.transpose`.
pub(crate) fn fold_transpose(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    let outer = TransposeOp(op.id).permutation(op.ctx, op.ir)?;
    if is_identity(&outer) {
        return to_value_if_same_type(op, x);
    }
    let inner_op = producer(op, x, TransposeOp::NAME)?;
    let inner = TransposeOp(inner_op).permutation(op.ctx, op.ir)?;
    if inner.len() != outer.len() || op.ir.num_operands(inner_op) != 1 {
        return None;
    }
    // Result dimension i is x's dimension outer[i], i.e. the original's inner[outer[i]].
    let composed: Option<Vec<i64>> = outer
        .iter()
        .map(|&o| usize::try_from(o).ok().and_then(|o| inner.get(o).copied()))
        .collect();
    if is_identity(&composed?) {
        return to_value_if_same_type(op, op.ir.operand(inner_op, 0));
    }
    None
}

/// `graph.reshape`.
pub(crate) fn fold_reshape(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    if op.ir.value_type(x) == op.result_type(0) {
        return to_value(x);
    }
    let inner = producer(op, x, ReshapeOp::NAME)?;
    if op.ir.num_operands(inner) != 1 {
        return None;
    }
    to_value_if_same_type(op, op.ir.operand(inner, 0))
}

/// `graph.broadcast` that is the identity.
pub(crate) fn fold_broadcast(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    let dims = op.attr("dimensions").and_then(|a| int_array(op.ctx, a))?;
    if is_identity(&dims) {
        return to_value_if_same_type(op, x);
    }
    None
}

/// `graph.slice` of the whole operand with unit strides.
pub(crate) fn fold_slice(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    let start = op.attr("start").and_then(|a| int_array(op.ctx, a))?;
    let strides = match op.attr("strides") {
        Some(a) => int_array(op.ctx, a)?,
        None => vec![1; start.len()],
    };
    if start.iter().all(|&s| s == 0) && strides.iter().all(|&s| s == 1) {
        // With zero starts and unit strides the slice is the whole operand exactly
        // when the result type equals the operand type.
        return to_value_if_same_type(op, x);
    }
    None
}

/// `graph.concat` of one operand.
pub(crate) fn fold_concat(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Folded {
    let x = single_operand(op)?;
    op.attr("dimension").and_then(|a| int_value(op.ctx, a))?;
    to_value_if_same_type(op, x)
}
