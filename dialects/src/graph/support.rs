//! Helpers shared by the graph and exchange dialects' verifiers and hooks: operand
//! and result counts, tensor type checks, and typed reads of attributes, each failing
//! with a located diagnostic worded as MLIR's ODS-generated verifiers word them.

use std::fmt;

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, sign_extend};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::OpRef;
use crate::ir::float;
use crate::ir::types::{DYNAMIC, FloatKind, Type, TypeKind};

/// The element types graph tensors may have, in documentation order.
pub(crate) const GRAPH_FLOATS: [FloatKind; 5] = [
    FloatKind::F32,
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F8E4M3FN,
    FloatKind::F8E5M2,
];

/// How messages name the allowed element types.
pub(crate) const GRAPH_FLOATS_TEXT: &str = "f32, f16, bf16, f8E4M3FN, f8E5M2, i32 or i1";

/// The integer element widths graph tensors may have (`i32` and `i1`, signless).
pub(crate) const GRAPH_INT_WIDTHS: [u32; 2] = [32, 1];

/// True for the two FP8 formats.
pub(crate) fn is_f8(kind: FloatKind) -> bool {
    matches!(kind, FloatKind::F8E4M3FN | FloatKind::F8E5M2)
}

/// A type as the printer spells it (for messages).
pub(crate) fn ty_str(ctx: &Context, t: Type) -> String {
    crate::ir::printer::type_to_string(ctx, t)
}

/// `[a, b, c]`.
pub(crate) fn list_str(values: &[i64]) -> String {
    let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// A ranked, statically shaped tensor of a graph element type.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TensorTy<'a> {
    /// The tensor type.
    pub ty: Type,
    /// Its dimensions (all static).
    pub shape: &'a [i64],
    /// Its element type.
    pub elt: Type,
    /// The element type's kind, `None` for the integer types `i32` and `i1`.
    pub kind: Option<FloatKind>,
}

impl TensorTy<'_> {
    /// The rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// The number of elements.
    pub fn numel(&self) -> i64 {
        self.shape.iter().product()
    }

    /// The integer width (32 or 1), `None` for a float tensor.
    pub fn int_width(&self, ctx: &Context) -> Option<u32> {
        match ctx.type_kind(self.elt) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
}

/// Reads `ty` as a graph tensor; `what` names it in messages (`operand #0`).
pub(crate) fn tensor_ty<'a>(
    op: &OpRef<'a>,
    ty: Type,
    what: &dyn fmt::Display,
) -> Result<TensorTy<'a>, Diagnostic> {
    let ctx = op.ctx;
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return Err(op.error(format!(
            "{what} must be a ranked tensor, got {}",
            ty_str(ctx, ty)
        )));
    };
    if shape.contains(&DYNAMIC) {
        return Err(op.error(format!(
            "{what} must have a static shape, got {}",
            ty_str(ctx, ty)
        )));
    }
    match ctx.type_kind(*element) {
        TypeKind::Float(k) if GRAPH_FLOATS.contains(k) => Ok(TensorTy {
            ty,
            shape,
            elt: *element,
            kind: Some(*k),
        }),
        TypeKind::Integer { width, signedness }
            if GRAPH_INT_WIDTHS.contains(width)
                && *signedness == crate::ir::types::Signedness::Signless =>
        {
            Ok(TensorTy {
                ty,
                shape,
                elt: *element,
                kind: None,
            })
        }
        _ => Err(op.error(format!(
            "{what} must have element type {GRAPH_FLOATS_TEXT}, got {}",
            ty_str(ctx, ty)
        ))),
    }
}

/// Operand `i` as a graph tensor.
pub(crate) fn operand<'a>(op: &OpRef<'a>, i: usize) -> Result<TensorTy<'a>, Diagnostic> {
    tensor_ty(op, op.operand_type(i), &format_args!("operand #{i}"))
}

/// Result `i` as a graph tensor.
pub(crate) fn result<'a>(op: &OpRef<'a>, i: usize) -> Result<TensorTy<'a>, Diagnostic> {
    tensor_ty(op, op.result_type(i), &format_args!("result #{i}"))
}

/// Exactly `n` operands (`expected 2 operands, but found 3`).
pub(crate) fn expect_operands(op: &OpRef<'_>, n: usize) -> Result<(), Diagnostic> {
    let found = op.num_operands();
    if found == n {
        return Ok(());
    }
    Err(match n {
        0 => op.error("requires zero operands"),
        1 => op.error(format!("expected 1 operand, but found {found}")),
        _ => op.error(format!("expected {n} operands, but found {found}")),
    })
}

/// At least `n` operands (`expected 1 or more operands, but found 0`).
pub(crate) fn expect_min_operands(op: &OpRef<'_>, n: usize) -> Result<(), Diagnostic> {
    let found = op.num_operands();
    if found >= n {
        return Ok(());
    }
    Err(op.error(format!("expected {n} or more operands, but found {found}")))
}

/// Exactly `n` results (`requires one result`, `requires zero results`).
pub(crate) fn expect_results(op: &OpRef<'_>, n: usize) -> Result<(), Diagnostic> {
    let found = op.num_results();
    if found == n {
        return Ok(());
    }
    Err(match n {
        0 => op.error("requires zero results"),
        1 => op.error("requires one result"),
        _ => op.error(format!("requires {n} results")),
    })
}

/// The values of a dense integer array attribute (`array<i64: ...>`, `array<i32: ...>`).
pub(crate) fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::DenseArray { element, values } = ctx.attr_kind(a) else {
        return None;
    };
    let TypeKind::Integer { width, .. } = ctx.type_kind(*element) else {
        return None;
    };
    let width = *width;
    if width == 0 || width > 64 {
        return None;
    }
    Some(
        values
            .iter()
            .map(|&v| {
                if width == 1 {
                    (v & 1) as i64
                } else {
                    sign_extend(u128::from(v), width) as i64
                }
            })
            .collect(),
    )
}

/// The value of an integer attribute (any integer type) that fits in `i64`.
pub(crate) fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { .. } => ctx.int_value(a).and_then(|v| i64::try_from(v).ok()),
        _ => None,
    }
}

/// The value of an `f32` float attribute.
pub(crate) fn f32_value(ctx: &Context, a: Attribute) -> Option<f64> {
    let AttrKind::Float { ty, bits } = ctx.attr_kind(a) else {
        return None;
    };
    match ctx.type_kind(*ty) {
        TypeKind::Float(FloatKind::F32) => Some(float::to_f64(FloatKind::F32, *bits)),
        _ => None,
    }
}

/// The value of a string attribute.
pub(crate) fn string_value(ctx: &Context, a: Attribute) -> Option<String> {
    ctx.str_value(a).map(|s| s.into_owned())
}

/// The root name of a flat symbol reference `@name`.
pub(crate) fn symbol_ref(ctx: &Context, a: Attribute) -> Option<crate::Ident> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

/// Reads optional attribute `name` with `extract`; a present attribute that does not
/// extract fails with MLIR's wording: `attribute 'name' failed to satisfy constraint: ...`.
pub(crate) fn opt_attr<T>(
    op: &OpRef<'_>,
    name: &str,
    extract: impl Fn(&Context, Attribute) -> Option<T>,
    constraint: &str,
) -> Result<Option<T>, Diagnostic> {
    match op.attr(name) {
        None => Ok(None),
        Some(a) => extract(op.ctx, a).map(Some).ok_or_else(|| {
            op.error(format!(
                "attribute '{name}' failed to satisfy constraint: {constraint}"
            ))
        }),
    }
}

/// Reads required attribute `name` (`requires attribute 'name'` when absent).
pub(crate) fn req_attr<T>(
    op: &OpRef<'_>,
    name: &str,
    extract: impl Fn(&Context, Attribute) -> Option<T>,
    constraint: &str,
) -> Result<T, Diagnostic> {
    opt_attr(op, name, extract, constraint)?
        .ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

/// The constraint text of [`int_array`] attributes.
pub(crate) const I64_ARRAY: &str = "i64 dense array attribute";
/// The constraint text of [`int_value`] attributes.
pub(crate) const INTEGER: &str = "64-bit signless integer attribute";
/// The constraint text of [`f32_value`] attributes.
pub(crate) const F32: &str = "32-bit float attribute";
/// The constraint text of [`string_value`] attributes.
pub(crate) const STRING: &str = "string attribute";
/// The constraint text of [`symbol_ref`] attributes.
pub(crate) const SYMBOL: &str = "flat symbol reference attribute";
