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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::tests::context;
    use crate::ir::arena::WalkOrder;
    use crate::ir::module::Module;

    /// Folds every graph op of `input` and compares, per op in order, what it folds
    /// to: `-` (no fold), `argN` (block argument N), `opN` (a result of the N-th graph
    /// op) or `attr` (a constant).
    fn check(input: &str, expect: &[&str]) {
        let ctx = context();
        let m = Module::parse(&ctx, "t.mlir", input.as_bytes()).unwrap_or_else(|d| panic!("{d:?}"));
        assert!(m.verify(&ctx).is_empty(), "input does not verify");
        let mut ops = Vec::new();
        m.ir.walk(m.op, WalkOrder::PreOrder, |o| {
            if ctx.op_name_str(m.ir.name(o)).starts_with("graph.") {
                ops.push(o);
            }
        });
        let describe = |v: ValueId| match m.ir.value_def(v) {
            crate::ValueDef::BlockArg { index, .. } => format!("arg{index}"),
            crate::ValueDef::Result { op, .. } => {
                format!(
                    "op{}",
                    ops.iter().position(|&o| o == op).unwrap_or(usize::MAX)
                )
            }
            _ => "detached".to_string(),
        };
        let got: Vec<String> = ops
            .iter()
            .map(|&o| {
                let r = OpRef::new(&ctx, &m.ir, o);
                let fold = r.def().and_then(|d| d.fold);
                match fold.and_then(|f| f(&r, &[])).as_deref() {
                    None => "-".to_string(),
                    Some([FoldResult::Value(v)]) => describe(*v),
                    Some([FoldResult::Attr(_)]) => "attr".to_string(),
                    Some(_) => "several".to_string(),
                }
            })
            .collect();
        assert_eq!(got, expect);
    }

    #[test]
    fn layout_folds() {
        check(
            "func.func @f(%x: tensor<2x3xf16>) {
               %0 = graph.transpose %x {permutation = array<i64: 0, 1>} : tensor<2x3xf16> -> tensor<2x3xf16>
               %1 = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<2x3xf16> -> tensor<3x2xf16>
               %2 = graph.transpose %1 {permutation = array<i64: 1, 0>} : tensor<3x2xf16> -> tensor<2x3xf16>
               %3 = graph.reshape %x : tensor<2x3xf16> -> tensor<2x3xf16>
               %4 = graph.reshape %x : tensor<2x3xf16> -> tensor<6xf16>
               %5 = graph.reshape %4 : tensor<6xf16> -> tensor<2x3xf16>
               %6 = graph.reshape %4 : tensor<6xf16> -> tensor<3x2xf16>
               %7 = graph.broadcast %x {dimensions = array<i64: 0, 1>} : tensor<2x3xf16> -> tensor<2x3xf16>
               %8 = graph.broadcast %x {dimensions = array<i64: 1, 2>} : tensor<2x3xf16> -> tensor<4x2x3xf16>
               %9 = graph.slice %x {start = array<i64: 0, 0>, limit = array<i64: 2, 3>} : tensor<2x3xf16> -> tensor<2x3xf16>
               %10 = graph.slice %x {start = array<i64: 0, 0>, limit = array<i64: 2, 2>} : tensor<2x3xf16> -> tensor<2x2xf16>
               %11 = graph.concat %x {dimension = 0 : i64} : (tensor<2x3xf16>) -> tensor<2x3xf16>
               %12 = graph.concat %x, %x {dimension = 0 : i64} : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<4x3xf16>
               return
             }",
            &[
                "arg0", "-", "arg0", "arg0", "-", "arg0", "-", "arg0", "-", "arg0", "-", "arg0",
                "-",
            ],
        );
    }

    #[test]
    fn transposes_that_do_not_compose_to_the_identity_stay() {
        check(
            "func.func @f(%x: tensor<2x3x4xf16>) {
               %0 = graph.transpose %x {permutation = array<i64: 1, 2, 0>} : tensor<2x3x4xf16> -> tensor<3x4x2xf16>
               %1 = graph.transpose %0 {permutation = array<i64: 1, 2, 0>} : tensor<3x4x2xf16> -> tensor<4x2x3xf16>
               %2 = graph.transpose %0 {permutation = array<i64: 2, 0, 1>} : tensor<3x4x2xf16> -> tensor<2x3x4xf16>
               return
             }",
            &["-", "-", "arg0"],
        );
    }

    #[test]
    fn value_folds() {
        check(
            "func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) {
               %0 = graph.constant dense<2.0> : tensor<4xf32>
               %1 = graph.constant random {seed = 1 : i64} : tensor<4xf32>
               %2 = graph.max %x, %x : tensor<4xf32>
               %3 = graph.max %x, %y : tensor<4xf32>
               %4 = graph.neg %x : tensor<4xf32>
               %5 = graph.neg %4 : tensor<4xf32>
               %6 = graph.cast %x : tensor<4xf32> -> tensor<4xf32>
               %7 = graph.cast %x {scale = 2.0 : f32} : tensor<4xf32> -> tensor<4xf32>
               %8 = graph.cast %x : tensor<4xf32> -> tensor<4xf16>
               %9 = graph.add %x, %y : tensor<4xf32>
               return
             }",
            &["attr", "-", "arg0", "-", "-", "arg0", "arg0", "-", "-", "-"],
        );
    }
}
