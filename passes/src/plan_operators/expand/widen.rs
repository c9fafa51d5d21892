//! The f32 rewrites of [`super::expand`]: f16 products whose rhs is computed in rows,
//! broadcasts that replicate single 8- or 16-bit elements along the last dimension, and ops
//! computing with bf16 (its module doc).

use ipu_dialects::{Context, Diagnostic, Ir, OpId, OperationState, Type, ValueId};

use super::{Emitter, shape_of};

/// Whether the rhs `w` of an f16 product is computed on the device in rows: the values
/// it is a view of (through reshapes and slices; a transpose puts `k` along the rows'
/// words, and program inputs, constants and their concats are laid out by the host) are
/// an op's result. The AMP weight order keeps `k` innermost (`bk` consecutive `k` of one
/// column), so such a rhs would be gathered one f16 element at a time, which the exchange
/// (whole 32-bit words) cannot do.
fn rhs_in_rows(ctx: &Context, ir: &Ir, w: ValueId) -> bool {
    let host = |v: ValueId| match ir.defining_op(v) {
        None => true,
        Some(d) => ctx.op_name_str(ir.name(d)) == "graph.constant",
    };
    let mut v = w;
    loop {
        let Some(d) = ir.defining_op(v) else {
            return false;
        };
        match ctx.op_name_str(ir.name(d)) {
            "graph.reshape" | "graph.slice" => match ir.operands(d).next() {
                Some(x) => v = x,
                None => return false,
            },
            "graph.transpose" | "graph.constant" | "graph.broadcast" => return false,
            "graph.concat" => return !ir.operands(d).all(host),
            _ => return true,
        }
    }
}

/// Runs the f16 product `op` whose rhs is computed in rows ([`rhs_in_rows`]) on the f32
/// AMP: its operands cast to f32 (exact), the product and epilogue in f32, the result cast
/// back to f16 — the graph semantics exactly (an f16 product computes in f32 and rounds
/// once). False when `op` is not such a product.
pub(super) fn widen_product(ctx: &Context, ir: &mut Ir, op: OpId) -> Result<bool, Diagnostic> {
    let operands: Vec<ValueId> = ir.operands(op).collect();
    let result = ir.result(op, 0);
    if operands.len() < 2
        || ir.attr(ctx, op, "lhs_cast").is_some()
        || ir.attr(ctx, op, "rhs_cast").is_some()
    {
        return Ok(false);
    }
    let f16 = ctx.f16();
    let is_f16 = |v: ValueId| ctx.element_type(ir.value_type(v)) == Some(f16);
    if !operands.iter().all(|&v| is_f16(v)) || !is_f16(result) {
        return Ok(false);
    }
    if !rhs_in_rows(ctx, ir, operands[1]) {
        return Ok(false);
    }
    let Some(rshape) = shape_of(ctx, ir.value_type(result)) else {
        return Ok(false);
    };
    recreate_in_f32(ctx, ir, op, f16, &rshape)
}

/// Runs the `graph.softmax` `op` in f32 between casts when its rows (along `dimension`, the
/// last) are not whole 32-bit words: an odd number of f16 values, as the ViT-B/16
/// attention's 197 tokens. The planner keeps whole rows on a tile, so a block of several
/// such rows starts every other row mid-word, and no exchange (whole 32-bit words) can
/// write them there from a producer's blocks, nor can a producer's odd column block be
/// read row by row. In f32 every row is whole words. The operand is cast to f32 (exact)
/// where it was computed (the cast follows its layout: no exchange), the softmax computes
/// in f32 and its result is rounded once to f16 — the graph semantics (every op computes in
/// f32 and rounds once to its result type). Cost: the two casts, and the f32 vector rate
/// over the softmax. False (nothing done) for other softmaxes.
pub(super) fn widen_softmax(ctx: &Context, ir: &mut Ir, op: OpId) -> Result<bool, Diagnostic> {
    let result = ir.result(op, 0);
    let (Some(rshape), Some(elt)) = (
        shape_of(ctx, ir.value_type(result)),
        ctx.element_type(ir.value_type(result)),
    ) else {
        return Ok(false);
    };
    // (bf16 is widened with every computing op: `widen_bf16`.)
    if elt != ctx.f16() || rshape.last().is_none_or(|&cols| (cols * 2) % 4 == 0) {
        return Ok(false);
    }
    recreate_in_f32(ctx, ir, op, elt, &rshape)
}

/// Graph ops that compute (rather than move data) and so have no bf16 codelet.
pub(super) const COMPUTE: &[&str] = &[
    "graph.matmul",
    "graph.fused_matmul",
    "graph.add",
    "graph.sub",
    "graph.mul",
    "graph.div",
    "graph.max",
    "graph.neg",
    "graph.exp",
    "graph.sqrt",
    "graph.rsqrt",
    "graph.tanh",
    "graph.gelu",
    "graph.softmax",
    "graph.reduce",
];

/// Runs the computing op `op` with bf16 operands or result in f32: bf16 operands cast to
/// f32 (exact: a bf16 is the top half of an f32), the op in f32, a bf16 result cast back
/// (the graph semantics: every op computes in f32 and rounds once to its result type).
/// The IPU has no bf16 arithmetic (no AMP mode, no vector ops); the casts are the
/// catalogue's `Codelet::Cast` between bf16 and f32. False when `op` has no bf16.
pub(super) fn widen_bf16(ctx: &Context, ir: &mut Ir, op: OpId) -> Result<bool, Diagnostic> {
    let bf16 = ctx.float_type(ipu_dialects::FloatKind::BF16);
    let operands: Vec<ValueId> = ir.operands(op).collect();
    let result = ir.result(op, 0);
    let is_bf16 = |v: ValueId| ctx.element_type(ir.value_type(v)) == Some(bf16);
    if !operands.iter().any(|&v| is_bf16(v)) && !is_bf16(result) {
        return Ok(false);
    }
    if ir.attr(ctx, op, "lhs_cast").is_some() || ir.attr(ctx, op, "rhs_cast").is_some() {
        return Ok(false);
    }
    let Some(rshape) = shape_of(ctx, ir.value_type(result)) else {
        return Ok(false);
    };
    let name = ctx.op_name_str(ir.name(op));
    if matches!(name, "graph.matmul" | "graph.fused_matmul")
        && operands.len() >= 2
        && is_bf16(operands[0])
        && is_bf16(operands[1])
    {
        return product_with_operand_casts(ctx, ir, op, bf16, &rshape);
    }
    recreate_in_f32(ctx, ir, op, bf16, &rshape)
}

/// Replaces the product `op` whose lhs and rhs are bf16 by a `graph.fused_matmul` on the
/// f32 AMP that casts them as operand casts (`lhs_cast` / `rhs_cast` =
/// `#graph.operand_cast<f32, scale = 1>`, exact): the planner then lays the bf16 operands
/// out as it lays out any AMP operand — a weight written by the host into its replicas in
/// the AMP weight order, in bf16 — and casts each block where it lands (or at its source,
/// as its plan says), instead of casting the weight in some other layout and re-laying
/// the f32 copy over the exchange at every inference. Epilogue operands and a bf16 result
/// are cast as [`recreate_in_f32`] does. Always true.
fn product_with_operand_casts(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    narrow: Type,
    rshape: &[i64],
) -> Result<bool, Diagnostic> {
    recreate(ctx, ir, op, narrow, rshape, true)
}

/// Replaces `op` by the same op computing in f32: its operands of element type `narrow`
/// cast to f32 (exact for f16 and bf16), the others as they are; a `narrow` result, of
/// shape `rshape`, computed in f32 and cast back (one rounding, as the graph semantics
/// say). Always true (the rewrite happened).
fn recreate_in_f32(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    narrow: Type,
    rshape: &[i64],
) -> Result<bool, Diagnostic> {
    recreate(ctx, ir, op, narrow, rshape, false)
}

/// [`recreate_in_f32`], or with `operand_casts` [`product_with_operand_casts`]: the op becomes
/// a `graph.fused_matmul` whose lhs and rhs stay narrow, cast by its `lhs_cast` / `rhs_cast`.
fn recreate(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    narrow: Type,
    rshape: &[i64],
    operand_casts: bool,
) -> Result<bool, Diagnostic> {
    let operands: Vec<ValueId> = ir.operands(op).collect();
    let result = ir.result(op, 0);
    let result_narrow = ctx.element_type(ir.value_type(result)) == Some(narrow);
    let (attrs, props, loc) = (ir.attrs(op), ir.props(op), ir.loc(op));
    let name = if operand_casts {
        ctx.op_name("graph.fused_matmul")
    } else {
        ir.name(op)
    };
    let kept = if operand_casts { 2 } else { 0 };
    let mut e = Emitter {
        ctx,
        ir,
        anchor: op,
    };
    let mut wide = operands[..kept].to_vec();
    for &v in &operands[kept..] {
        let narrow_in = ctx.element_type(e.ir.value_type(v)) == Some(narrow);
        wide.push(if narrow_in { e.cast(v, ctx.f32())? } else { v });
    }
    let rty = if result_narrow {
        ctx.tensor_type(rshape, ctx.f32())
    } else {
        e.ir.value_type(result)
    };
    let mut state = OperationState::new(name, loc)
        .with_operands(&wide)
        .with_results(&[rty]);
    state.properties = props;
    let new = e.ir.create_op_with_dict(state, attrs);
    if operand_casts {
        let cast = ipu_dialects::graph_dialect::operand_cast_attr(ctx, ctx.f32(), 1.0);
        e.ir.set_attr(ctx, new, "lhs_cast", cast);
        e.ir.set_attr(ctx, new, "rhs_cast", cast);
    }
    e.ir.insert_op_before(op, new);
    let mut y = e.ir.result(new, 0);
    if result_narrow {
        y = e.cast(y, narrow)?;
    }
    ir.replace_all_uses_with(result, y);
    ir.erase_op(op)
        .map_err(|err| Diagnostic::error(ir.loc(op), err.to_string()))?;
    Ok(true)
}

/// Whether `v` is a splat constant or a view of one (the planner bakes those into the tile
/// images instead of moving them: `crate::plan::Program::splat_of`).
fn is_splat(ctx: &Context, ir: &Ir, v: ValueId) -> bool {
    let mut v = v;
    loop {
        let Some(d) = ir.defining_op(v) else {
            return false;
        };
        match ctx.op_name_str(ir.name(d)) {
            "graph.broadcast" | "graph.reshape" | "graph.transpose" | "graph.slice" => {
                match ir.operands(d).next() {
                    Some(x) => v = x,
                    None => return false,
                }
            }
            "graph.constant" => {
                return ir
                    .attr(ctx, d, "value")
                    .and_then(|a| crate::fuse_operators::translate::splat_value(ctx, a))
                    .is_some();
            }
            _ => return false,
        }
    }
}

/// Runs the `graph.broadcast` `op` in f32 (in i32 for an `i1` mask) when each replica it
/// makes is a run of 8- or 16-bit elements that is not a whole number of 32-bit words — a
/// per-row statistic `[R, 1] → [R, C]` of f16 (one element per run: LayerNorm's mean and
/// `rsqrt(var + eps)`, RMSNorm's root), a per-row mask (JAX's gather bounds check) or a
/// bias row of odd length: the exchange moves whole 32-bit words, so it cannot replicate
/// such runs, but it can replicate 32-bit ones.
/// The operand is cast to f32 (exact), broadcast, and the broadcast cast back (exact: the
/// values are the operand's). Cost: the two casts (`Codelet::Cast`), the small one on the
/// operand and one over the broadcast result. False (nothing done) for other broadcasts
/// and for splats, which the planner bakes.
pub(super) fn widen_broadcast(ctx: &Context, ir: &mut Ir, op: OpId) -> Result<bool, Diagnostic> {
    let Some(x) = ir.operands(op).next() else {
        return Ok(false);
    };
    let result = ir.result(op, 0);
    let (Some(xshape), Some(rshape), Some(elt)) = (
        shape_of(ctx, ir.value_type(x)),
        shape_of(ctx, ir.value_type(result)),
        ctx.element_type(ir.value_type(result)),
    ) else {
        return Ok(false);
    };
    // An i1 mask (one byte per element) is widened to i32 (`Codelet::Cast` both ways,
    // exact), floats to f32.
    let (bits, wide_ty) = match ctx.type_kind(elt) {
        ipu_dialects::TypeKind::Float(k) => (k.bit_width(), ctx.f32()),
        ipu_dialects::TypeKind::Integer { width: 1, .. } => (8, ctx.i32()),
        _ => return Ok(false),
    };
    let numel = |s: &[i64]| s.iter().product::<i64>();
    // Only a broadcast that replicates moves one source run to several places.
    if bits >= 32 || numel(&rshape) <= numel(&xshape) || is_splat(ctx, ir, x) {
        return Ok(false);
    }
    let dims = ipu_dialects::graph_dialect::BroadcastOp(op)
        .dimensions(ctx, ir)
        .unwrap_or_default();
    // The run each replica copies: the result's trailing dimensions that the operand
    // feeds element for element (none for a per-row statistic, the row for a bias).
    let mut run = 1i64;
    for j in (0..rshape.len()).rev() {
        let fed = dims
            .iter()
            .zip(&xshape)
            .any(|(&d, &n)| d == j as i64 && n == rshape[j]);
        if !fed {
            break;
        }
        run *= rshape[j];
    }
    if (run * i64::from(bits)) % 32 == 0 {
        return Ok(false);
    }
    let (attrs, props, name, loc) = (ir.attrs(op), ir.props(op), ir.name(op), ir.loc(op));
    let mut e = Emitter {
        ctx,
        ir,
        anchor: op,
    };
    let wide = e.cast(x, wide_ty)?;
    let mut state = OperationState::new(name, loc)
        .with_operands(&[wide])
        .with_results(&[ctx.tensor_type(&rshape, wide_ty)]);
    state.properties = props;
    let new = e.ir.create_op_with_dict(state, attrs);
    e.ir.insert_op_before(op, new);
    let b = e.ir.result(new, 0);
    let y = e.cast(b, elt)?;
    ir.replace_all_uses_with(result, y);
    ir.erase_op(op)
        .map_err(|err| Diagnostic::error(ir.loc(op), err.to_string()))?;
    Ok(true)
}
