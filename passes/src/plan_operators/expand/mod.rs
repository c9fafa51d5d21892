//! Rewrites `plan-operators` applies to a graph function before planning it, so that every
//! op is one the planner places: the planner's matmul plans are rank-2 (`[M, K] · [K, N]`)
//! and its views are the coordinate maps of `crate::plan::ops::view_map` (a reshape may
//! only add or drop unit dimensions).
//!
//! - **Batch dimensions.** A `graph.matmul` or `graph.fused_matmul` with batch dimensions
//!   (`[B..., M, K] · [B..., K, N]`, or `· [K, N]`) becomes one rank-2 matmul per batch
//!   index (`∏ B` of them, each planned on its own as any matmul), on views of its
//!   operands (a `graph.slice` of one batch index, a `graph.reshape` dropping the unit
//!   dimensions), with the same epilogue and casts (an `add`/`mul` operand sliced like the
//!   result, a bias shared); the results are joined by `graph.concat` along the batch
//!   dimensions. JAX exports batched products this way for attention heads
//!   (`einsum('hqd,hkd->hqk')`).
//!   A softmax over the last dimension of a rank > 2 tensor is split the same way.
//! - **Reshapes that split or merge dimensions.** `[T, H·D] → [T, H, D]` (splitting heads)
//!   and `[T, H, D] → [T, H·D]` (merging them) are not coordinate maps of one rectangle.
//!   Such a reshape becomes, at the first dimension where the operand's and the result's
//!   non-unit dimensions differ (`a` against `b`): a split (`b` divides `a`) cuts the
//!   operand into `b` slices of `a / b` along it, a merge (`a` divides `b`) into `a` slices
//!   of one; each piece is reshaped (recursively, for the remaining dimensions) and the
//!   pieces are joined by `graph.concat` — a copy of the tensor, which is what the reshape
//!   costs on a tile grid anyway. A reshape whose dimensions neither divide is left as
//!   it is (the planner then names it).
//!
//! - **Views.** After those rewrites (and only then), chains of views are simplified to a
//!   fixpoint so that each product or softmax reads the values it needs directly (a head
//!   of `x · w_qkv` is a slice of it, not a slice of a transpose of a concat of slices):
//!   a reshape of a reshape is one reshape; a transpose that moves only unit dimensions
//!   is a reshape; a slice of a concat that falls in one part is a slice of that part; a
//!   slice of a transpose, of a slice, or of a reshape adding or dropping unit dimensions
//!   is the transpose, slice or reshape of a slice; identities vanish. Graph ops left
//!   without users are erased.
//!
//! - **f16 products with a computed rhs in rows** (`p · v` of attention, `v` a slice of a
//!   projection): the AMP weight order keeps `bk` consecutive `k` of one column together,
//!   which a row-major `[K, N]` source holds in different rows, so the exchange would move
//!   single f16 elements (it moves 32-bit words). Such a product runs on the f32 AMP: its
//!   operands cast to f32 (exact), the result cast back to f16 (the graph semantics: an
//!   f16 product computes in f32 and rounds once). Cost: the f32 AMP's quarter rate and
//!   the two casts (`Codelet::Cast`), for products that could not be planned at all.
//!   A transposed rhs (`q · kᵀ`) and one the host lays out (an input, a constant, a concat
//!   of them) keep f16.
//!
//! - **Narrow broadcasts of part-word runs.** A `graph.broadcast` of an f16, bf16 or f8
//!   operand whose replicas are runs that are not whole 32-bit words — each element of a
//!   per-row statistic `[R, 1] → [R, C]` (LayerNorm's mean and `rsqrt(var + eps)`,
//!   RMSNorm's root), or a bias row of odd length — cannot be replicated by the exchange,
//!   which moves whole words. It runs in f32: the operand cast to f32 (exact), broadcast,
//!   cast back (exact). Cost: a cast of the operand and one over the broadcast result. A
//!   splat (baked into the tile images by the planner) and whole-word runs (an even f16
//!   bias row) are left alone.
//!
//! - **bf16.** The IPU has no bf16 arithmetic (the AMP takes f16, f32 and f8; the vector
//!   units f16 and f32). Every op that computes with bf16 operands or a bf16 result runs
//!   in f32: its bf16 operands cast to f32 (exact), its result cast back to bf16 (one
//!   rounding, as the graph semantics round once). A product's bf16 lhs and rhs are cast
//!   as its operand casts (`#graph.operand_cast<f32, scale = 1>`): the planner lays a bf16
//!   weight out as any AMP weight (the host writes its replicas, in bf16) and casts each
//!   block where it lands (or at its source), as it does for f8 casts, instead of casting
//!   it in a layout of its own and re-laying the f32 copy by exchange at every inference.
//!   bf16 stays a storage type: program
//!   inputs and outputs, and the values between two ops, are bf16 in memory; the casts
//!   are `Codelet::Cast` between bf16 and f32 (ESTIMATE costs in `ipu-device`), a program
//!   input's cast being its conversion at load. Data movement (views, concat) keeps bf16.
//!
//! All of them keep the graph dialect's semantics exactly: every new op is a view or a concat,
//! and the products compute what the batched one did, element for element.

use ipu_dialects::{Context, Diagnostic, Ir, OpId, OperationState, Type, TypeKind, ValueId};

mod views;
mod widen;

use views::simplify_views;
use widen::{COMPUTE, widen_bf16, widen_broadcast, widen_product, widen_softmax};

/// What [`expand`] rewrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Expanded {
    /// Batched matmuls split into rank-2 ones.
    pub batched_matmuls: usize,
    /// Reshapes that split or merge dimensions, rewritten as slices and concats.
    pub reshapes: usize,
    /// Softmaxes over the last dimension of a rank > 2 tensor split into rank-2 ones.
    pub batched_softmaxes: usize,
    /// Views replaced by simpler ones after the rewrites.
    pub views_simplified: usize,
    /// f16 products with a rhs computed in rows, run on the f32 AMP.
    pub widened_products: usize,
    /// Ops computing with bf16, run in f32 between casts.
    pub bf16_ops: usize,
    /// 8- or 16-bit broadcasts whose replicas are not whole 32-bit words, run in f32
    /// between casts.
    pub widened_broadcasts: usize,
    /// f16 softmaxes whose rows are not whole 32-bit words, run in f32 between casts.
    pub widened_softmaxes: usize,
}

/// The static shape of a ranked tensor type.
fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// Emits new ops before an anchor op, at its location.
struct Emitter<'a> {
    ctx: &'a Context,
    ir: &'a mut Ir,
    anchor: OpId,
}

impl Emitter<'_> {
    fn shape(&self, v: ValueId) -> Result<Vec<i64>, Diagnostic> {
        shape_of(self.ctx, self.ir.value_type(v)).ok_or_else(|| {
            Diagnostic::error(
                self.ir.loc(self.anchor),
                "operand is not a ranked tensor".to_string(),
            )
        })
    }

    fn elem(&self, v: ValueId) -> Result<Type, Diagnostic> {
        self.ctx.element_type(self.ir.value_type(v)).ok_or_else(|| {
            Diagnostic::error(
                self.ir.loc(self.anchor),
                "operand is not a ranked tensor".to_string(),
            )
        })
    }

    fn emit(&mut self, state: OperationState) -> ValueId {
        let op = self.ir.create_op(self.ctx, state);
        self.ir.insert_op_before(self.anchor, op);
        self.ir.result(op, 0)
    }

    fn state(&self, name: &str) -> OperationState {
        OperationState::named(self.ctx, name, self.ir.loc(self.anchor))
    }

    /// `graph.slice` of `x` from `start` to `limit` (unit strides).
    fn slice(&mut self, x: ValueId, start: &[i64], limit: &[i64]) -> Result<ValueId, Diagnostic> {
        let shape: Vec<i64> = start.iter().zip(limit).map(|(s, l)| l - s).collect();
        if shape == self.shape(x)? {
            return Ok(x);
        }
        let ty = self.ctx.tensor_type(&shape, self.elem(x)?);
        let s = self
            .state("graph.slice")
            .with_attr(self.ctx, "start", self.ctx.dense_i64_array(start))
            .with_attr(self.ctx, "limit", self.ctx.dense_i64_array(limit))
            .with_operands(&[x])
            .with_results(&[ty]);
        Ok(self.emit(s))
    }

    /// `graph.reshape` of `x` to `shape` (nothing when it has it).
    fn reshape(&mut self, x: ValueId, shape: &[i64]) -> Result<ValueId, Diagnostic> {
        if shape == self.shape(x)? {
            return Ok(x);
        }
        let ty = self.ctx.tensor_type(shape, self.elem(x)?);
        let s = self
            .state("graph.reshape")
            .with_operands(&[x])
            .with_results(&[ty]);
        Ok(self.emit(s))
    }

    /// `graph.cast` of `x` to the element type `to`.
    fn cast(&mut self, x: ValueId, to: Type) -> Result<ValueId, Diagnostic> {
        let ty = self.ctx.tensor_type(&self.shape(x)?, to);
        let st = self
            .state("graph.cast")
            .with_operands(&[x])
            .with_results(&[ty]);
        Ok(self.emit(st))
    }

    /// `graph.transpose` of `x` by `perm` (result dimension `i` is operand dimension
    /// `perm[i]`).
    fn transpose(&mut self, x: ValueId, perm: &[i64]) -> Result<ValueId, Diagnostic> {
        let s = self.shape(x)?;
        let shape: Vec<i64> = perm.iter().map(|&p| s[p as usize]).collect();
        let ty = self.ctx.tensor_type(&shape, self.elem(x)?);
        let st = self
            .state("graph.transpose")
            .with_attr(self.ctx, "permutation", self.ctx.dense_i64_array(perm))
            .with_operands(&[x])
            .with_results(&[ty]);
        Ok(self.emit(st))
    }

    /// `graph.concat` of `parts` along `dim` (the part itself when there is one).
    fn concat(&mut self, parts: &[ValueId], dim: usize) -> Result<ValueId, Diagnostic> {
        if let [one] = parts {
            return Ok(*one);
        }
        let mut shape = self.shape(parts[0])?;
        let mut total = 0;
        for &p in parts {
            total += self.shape(p)?[dim];
        }
        shape[dim] = total;
        let ty = self.ctx.tensor_type(&shape, self.elem(parts[0])?);
        let s = self
            .state("graph.concat")
            .with_attr(self.ctx, "dimension", self.ctx.i64_attr(dim as i64))
            .with_operands(parts)
            .with_results(&[ty]);
        Ok(self.emit(s))
    }

    /// The batch index `idx` (over the leading `idx.len()` dimensions) of `x`, as a rank-2
    /// (or lower) view: a slice, then a reshape dropping the batch dimensions.
    fn batch_view(&mut self, x: ValueId, idx: &[i64]) -> Result<ValueId, Diagnostic> {
        let shape = self.shape(x)?;
        let nb = idx.len();
        let start: Vec<i64> = idx
            .iter()
            .copied()
            .chain(std::iter::repeat_n(0, shape.len() - nb))
            .collect();
        let limit: Vec<i64> = idx
            .iter()
            .map(|i| i + 1)
            .chain(shape[nb..].iter().copied())
            .collect();
        let s = self.slice(x, &start, &limit)?;
        self.reshape(s, &shape[nb..])
    }

    /// `x` reshaped to `to`, with reshapes that only add or drop unit dimensions and
    /// slices and concats for the rest (module doc). `None` when a split or a merge does
    /// not divide.
    fn reshape_by_pieces(&mut self, x: ValueId, to: &[i64]) -> Result<Option<ValueId>, Diagnostic> {
        let from = self.shape(x)?;
        let s: Vec<i64> = from.iter().copied().filter(|&d| d != 1).collect();
        let d: Vec<i64> = to.iter().copied().filter(|&d| d != 1).collect();
        let flat = self.reshape(x, &s)?;
        let Some(y) = self.pieces(flat, &s, &d)? else {
            return Ok(None);
        };
        self.reshape(y, to).map(Some)
    }

    /// `x` of shape `s` (no unit dimensions) as shape `d` (no unit dimensions).
    fn pieces(&mut self, x: ValueId, s: &[i64], d: &[i64]) -> Result<Option<ValueId>, Diagnostic> {
        let Some(p) = s.iter().zip(d).position(|(a, b)| a != b) else {
            // Equal (same element count, so neither is a strict prefix of the other).
            return Ok(Some(x));
        };
        let (a, b) = (s[p], d[p]);
        let mut parts = Vec::new();
        if a > b && a % b == 0 {
            // Split: piece `h` is `x[.., h·a/b .. (h+1)·a/b, ..]`, reshaped to `d[p+1..]`
            // and given back the unit dimension `p`.
            let step = a / b;
            for h in 0..b {
                let mut start = vec![0; s.len()];
                let mut limit = s.to_vec();
                start[p] = h * step;
                limit[p] = (h + 1) * step;
                let piece = self.slice(x, &start, &limit)?;
                let mut pd: Vec<i64> = d[..p].to_vec();
                pd.extend_from_slice(&d[p + 1..]);
                let Some(y) = self.reshape_by_pieces(piece, &pd)? else {
                    return Ok(None);
                };
                let mut unit = d[..p].to_vec();
                unit.push(1);
                unit.extend_from_slice(&d[p + 1..]);
                parts.push(self.reshape(y, &unit)?);
            }
        } else if a < b && b % a == 0 {
            // Merge: piece `i` is `x[.., i, ..]` (dimension `p` dropped), reshaped to
            // `[b/a] ++ d[p+1..]` at `p`.
            for i in 0..a {
                let mut start = vec![0; s.len()];
                let mut limit = s.to_vec();
                start[p] = i;
                limit[p] = i + 1;
                let piece = self.slice(x, &start, &limit)?;
                let mut pd: Vec<i64> = d[..p].to_vec();
                pd.push(b / a);
                pd.extend_from_slice(&d[p + 1..]);
                let Some(y) = self.reshape_by_pieces(piece, &pd)? else {
                    return Ok(None);
                };
                parts.push(y);
            }
        } else {
            return Ok(None);
        }
        self.concat(&parts, p).map(Some)
    }
}

/// Whether a reshape from `s` to `d` only adds or drops unit dimensions.
fn unit_only(s: &[i64], d: &[i64]) -> bool {
    s.iter()
        .filter(|&&v| v != 1)
        .eq(d.iter().filter(|&&v| v != 1))
}

/// Whether a reshape from `s` to `d` (no unit dimensions, the same element count) is
/// reached by the splits and merges of [`Emitter::pieces`], each dividing.
fn divides(s: &[i64], d: &[i64]) -> bool {
    let Some(p) = s.iter().zip(d).position(|(a, b)| a != b) else {
        return true;
    };
    let (a, b) = (s[p], d[p]);
    let drop = |v: &[i64]| -> Vec<i64> {
        v.iter()
            .enumerate()
            .filter(|&(i, _)| i != p)
            .map(|(_, &x)| x)
            .collect()
    };
    let with = |v: &[i64], x: i64| -> Vec<i64> {
        let mut w = v.to_vec();
        w[p] = x;
        w.into_iter().filter(|&v| v != 1).collect()
    };
    if a > b && a % b == 0 {
        divides(&with(s, a / b), &drop(d))
    } else if a < b && b % a == 0 {
        divides(&drop(s), &with(d, b / a))
    } else {
        false
    }
}

/// Rewrites the batched matmuls and the splitting or merging reshapes of `func`'s body
/// (module doc). Errors: an operand that is not a ranked tensor (the verifier rejects
/// such IR first) at the op.
pub fn expand(ctx: &Context, ir: &mut Ir, func: OpId) -> Result<Expanded, Diagnostic> {
    let mut out = Expanded::default();
    let Some(body) = ir.regions(func).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(out);
    };
    let ops: Vec<OpId> = ir.block_ops(body).collect();
    for op in ops {
        match ctx.op_name_str(ir.name(op)) {
            "graph.matmul" | "graph.fused_matmul" if split_batch(ctx, ir, op, None)? => {
                out.batched_matmuls += 1;
            }
            "graph.softmax" => {
                // Over the last dimension of a rank > 2 tensor: one rank-2 softmax per
                // index of the leading dimensions (the planner's softmax is by rows).
                let rank = shape_of(ctx, ir.value_type(ir.result(op, 0))).map_or(0, |s| s.len());
                let dim = ir
                    .attr(ctx, op, "dimension")
                    .and_then(|a| ctx.int_value(a))
                    .and_then(|v| i64::try_from(v).ok())
                    .unwrap_or(-1);
                if rank > 2
                    && dim == rank as i64 - 1
                    && split_batch(ctx, ir, op, Some(("dimension", 1)))?
                {
                    out.batched_softmaxes += 1;
                }
            }
            "graph.reshape" => {
                let x = ir.operands(op).next();
                let r = ir.result(op, 0);
                let (Some(x), Some(to)) = (x, shape_of(ctx, ir.value_type(r))) else {
                    continue;
                };
                let Some(from) = shape_of(ctx, ir.value_type(x)) else {
                    continue;
                };
                let nonunit =
                    |v: &[i64]| -> Vec<i64> { v.iter().copied().filter(|&x| x != 1).collect() };
                if unit_only(&from, &to) || !divides(&nonunit(&from), &nonunit(&to)) {
                    continue;
                }
                let mut e = Emitter {
                    ctx,
                    ir,
                    anchor: op,
                };
                if let Some(y) = e.reshape_by_pieces(x, &to)? {
                    ir.replace_all_uses_with(r, y);
                    ir.erase_op(op)
                        .map_err(|err| Diagnostic::error(ir.loc(op), err.to_string()))?;
                    out.reshapes += 1;
                }
            }
            _ => {}
        }
    }
    if out != Expanded::default() {
        out.views_simplified = simplify_views(ctx, ir, func)?;
    }
    let ops: Vec<OpId> = ir.block_ops(body).collect();
    for op in ops {
        if ctx.op_name_str(ir.name(op)) == "graph.broadcast" && widen_broadcast(ctx, ir, op)? {
            out.widened_broadcasts += 1;
        }
    }
    let ops: Vec<OpId> = ir.block_ops(body).collect();
    for op in ops {
        if ctx.op_name_str(ir.name(op)) == "graph.softmax" && widen_softmax(ctx, ir, op)? {
            out.widened_softmaxes += 1;
        }
    }
    let ops: Vec<OpId> = ir.block_ops(body).collect();
    for op in ops {
        if COMPUTE.contains(&ctx.op_name_str(ir.name(op))) && widen_bf16(ctx, ir, op)? {
            out.bf16_ops += 1;
        }
    }
    let ops: Vec<OpId> = ir.block_ops(body).collect();
    for op in ops {
        if matches!(
            ctx.op_name_str(ir.name(op)),
            "graph.matmul" | "graph.fused_matmul"
        ) && widen_product(ctx, ir, op)?
        {
            out.widened_products += 1;
        }
    }
    Ok(out)
}

/// Splits the matmul (or softmax) `op` by its batch dimensions, all but the last two
/// (module doc); false when it has none. `set` gives an integer attribute the rank-2
/// copies take instead of the original's (the softmax's dimension).
fn split_batch(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    set: Option<(&str, i64)>,
) -> Result<bool, Diagnostic> {
    let operands: Vec<ValueId> = ir.operands(op).collect();
    let result = ir.result(op, 0);
    let (Some(rshape), Some(relt)) = (
        shape_of(ctx, ir.value_type(result)),
        ctx.element_type(ir.value_type(result)),
    ) else {
        return Ok(false);
    };
    if rshape.len() <= 2 || operands.is_empty() {
        return Ok(false);
    }
    let nb = rshape.len() - 2;
    let batch = &rshape[..nb];
    let mn = &rshape[nb..];
    let mut attrs = ir.attrs(op);
    let mut props = ir.props(op);
    if let Some((name, v)) = set {
        let (id, v) = (ctx.ident(name), ctx.i64_attr(v));
        if let Some(p) = props.filter(|&p| ctx.dict_get(p, name).is_some()) {
            props = Some(ctx.dict_set(p, id, v));
        } else {
            attrs = ctx.dict_set(attrs, id, v);
        }
    }
    let name = ir.name(op);
    let loc = ir.loc(op);
    let mut e = Emitter {
        ctx,
        ir,
        anchor: op,
    };
    // Every batch index, row-major.
    let count: i64 = batch.iter().product();
    let mut products = Vec::with_capacity(count as usize);
    for flat in 0..count {
        let mut idx = vec![0; nb];
        let mut rest = flat;
        for d in (0..nb).rev() {
            idx[d] = rest % batch[d];
            rest /= batch[d];
        }
        let mut ops = Vec::with_capacity(operands.len());
        for (i, &v) in operands.iter().enumerate() {
            let s = e.shape(v)?;
            // Operands with the batch dimensions (the lhs, a `[B..., K, N]` rhs, a
            // `[B..., N]` bias, an add/mul operand) are sliced; a `[K, N]` rhs and an
            // `[N]` bias are shared.
            let batched = if i < 2 {
                s.len() == rshape.len()
            } else {
                s.len() > nb
            };
            if batched {
                ops.push(e.batch_view(v, &idx)?);
            } else {
                ops.push(v);
            }
        }
        let ty = ctx.tensor_type(mn, relt);
        let mut state = OperationState::new(name, loc)
            .with_operands(&ops)
            .with_results(&[ty]);
        state.properties = props;
        let mm = e.ir.create_op_with_dict(state, attrs);
        e.ir.insert_op_before(op, mm);
        let y = e.ir.result(mm, 0);
        let mut unit = vec![1; nb];
        unit.extend_from_slice(mn);
        products.push(e.reshape(y, &unit)?);
    }
    // Join along the batch dimensions, innermost first.
    let mut level = products;
    for d in (0..nb).rev() {
        let n = batch[d] as usize;
        let mut next = Vec::with_capacity(level.len() / n);
        for chunk in level.chunks(n) {
            next.push(e.concat(chunk, d)?);
        }
        level = next;
    }
    let y = level[0];
    ir.replace_all_uses_with(result, y);
    ir.erase_op(op)
        .map_err(|err| Diagnostic::error(ir.loc(op), err.to_string()))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph_interp::{Tensor, interpret_function};
    use ipu_dialects::{Module, register_all_dialects};
    use ipu_runtime::numerics::DType;

    #[test]
    fn unit_only_reshapes() {
        assert!(unit_only(&[16, 1, 8], &[16, 8]));
        assert!(unit_only(&[1, 16, 8], &[16, 1, 8, 1]));
        assert!(!unit_only(&[16, 32], &[16, 4, 8]));
        assert!(!unit_only(&[16, 4, 8], &[16, 32]));
    }

    #[test]
    fn splits_and_merges_that_divide() {
        assert!(divides(&[16, 32], &[16, 4, 8]));
        assert!(divides(&[16, 4, 8], &[16, 32]));
        assert!(divides(&[2, 3, 4], &[24]));
        assert!(divides(&[24], &[2, 3, 4]));
        assert!(divides(&[4, 6], &[2, 12]));
        // 6 rows of 2 as 4 rows of 3: no row boundary is kept.
        assert!(!divides(&[6, 2], &[4, 3]));
    }

    /// Distinct small integers (exact in every type used), per input.
    fn inputs(ctx: &Context, ir: &Ir, func: OpId) -> Vec<Tensor> {
        let body = ir.entry_block(ir.regions(func)[0]).expect("body");
        ir.block_args(body)
            .iter()
            .enumerate()
            .map(|(a, &v)| {
                let shape: Vec<usize> = shape_of(ctx, ir.value_type(v))
                    .expect("tensor")
                    .iter()
                    .map(|&d| d as usize)
                    .collect();
                let n: usize = shape.iter().product();
                let data = (0..n)
                    .map(|i| ((i * 7 + a * 3) % 11) as f32 - 5.0)
                    .collect();
                Tensor::new(shape, DType::F32, data).expect("tensor")
            })
            .collect()
    }

    /// Expands `@main` of `text`; checks that the result verifies, computes exactly what
    /// the input did (graph interpreter), and returns the counts and the printed module.
    fn check(text: &str) -> (Expanded, String) {
        let mut ctx = Context::new();
        register_all_dialects(&mut ctx);
        let mut module = Module::parse(&ctx, "t.mlir", text.as_bytes()).expect("parses");
        let body = module
            .ir
            .entry_block(module.ir.regions(module.op)[0])
            .expect("module");
        let func = module.ir.block_ops(body).next().expect("function");
        let ins = inputs(&ctx, &module.ir, func);
        let before = interpret_function(&ctx, &module.ir, func, &ins).expect("runs");
        let ex = expand(&ctx, &mut module.ir, func).expect("expands");
        let diags = module.verify(&ctx);
        assert!(diags.is_empty(), "{:?}", diags[0].message);
        let after = interpret_function(&ctx, &module.ir, func, &ins).expect("runs after");
        assert_eq!(before.len(), after.len());
        for (b, a) in before.iter().zip(&after) {
            assert_eq!(b.shape, a.shape);
            assert_eq!(b.data, a.data, "the expanded function computes otherwise");
        }
        (ex, module.print(&ctx, &ipu_dialects::PrintFlags::default()))
    }

    #[test]
    fn batched_matmuls_become_rank_2_products() {
        let (ex, out) = check(
            r#"
func.func @main(%a: tensor<3x5x8xf32>, %b: tensor<3x8x6xf32>, %w: tensor<8x4xf32>) -> (tensor<3x5x6xf32>, tensor<3x5x4xf32>) {
  %c = graph.matmul %a, %b : (tensor<3x5x8xf32>, tensor<3x8x6xf32>) -> tensor<3x5x6xf32>
  %d = graph.matmul %a, %w : (tensor<3x5x8xf32>, tensor<8x4xf32>) -> tensor<3x5x4xf32>
  return %c, %d : tensor<3x5x6xf32>, tensor<3x5x4xf32>
}
"#,
        );
        assert_eq!(ex.batched_matmuls, 2);
        assert_eq!(ex.reshapes, 0);
        // Six rank-2 products, two concats, nothing of rank 3 multiplied.
        assert_eq!(out.matches("graph.matmul").count(), 6, "{out}");
        assert!(
            !out.contains("tensor<3x8x6xf32>) -> tensor<3x5x6xf32>"),
            "{out}"
        );
        assert_eq!(out.matches("graph.concat").count(), 2, "{out}");
    }

    #[test]
    fn fused_matmuls_keep_their_epilogue_per_batch() {
        let (ex, out) = check(
            r#"
func.func @main(%a: tensor<2x4x8xf32>, %b: tensor<2x8x6xf32>, %r: tensor<2x4x6xf32>, %bias: tensor<6xf32>) -> tensor<2x4x6xf32> {
  %c = graph.fused_matmul %a, %b, %bias, %r {epilogue = ["bias", "add", "scale"], scale = 5.000000e-01 : f32} : (tensor<2x4x8xf32>, tensor<2x8x6xf32>, tensor<6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  return %c : tensor<2x4x6xf32>
}
"#,
        );
        assert_eq!(ex.batched_matmuls, 1);
        assert_eq!(out.matches("graph.fused_matmul").count(), 2, "{out}");
    }

    #[test]
    fn head_splitting_and_merging_reshapes_become_slices_and_concats() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<16x32xf32>) -> (tensor<4x16x8xf32>, tensor<16x32xf32>, tensor<2x12xf32>) {
  %h = graph.reshape %x : tensor<16x32xf32> -> tensor<16x4x8xf32>
  %t = graph.transpose %h {permutation = array<i64: 1, 0, 2>} : tensor<16x4x8xf32> -> tensor<4x16x8xf32>
  %u = graph.transpose %t {permutation = array<i64: 1, 0, 2>} : tensor<4x16x8xf32> -> tensor<16x4x8xf32>
  %m = graph.reshape %u : tensor<16x4x8xf32> -> tensor<16x32xf32>
  %s = graph.slice %x {start = array<i64: 0, 0>, limit = array<i64: 4, 6>} : tensor<16x32xf32> -> tensor<4x6xf32>
  %r = graph.reshape %s : tensor<4x6xf32> -> tensor<2x12xf32>
  return %t, %m, %r : tensor<4x16x8xf32>, tensor<16x32xf32>, tensor<2x12xf32>
}
"#,
        );
        assert_eq!(ex.reshapes, 3);
        assert_eq!(ex.batched_matmuls, 0);
        // What remains of graph.reshape only adds or drops unit dimensions.
        assert!(
            !out.contains("tensor<16x32xf32> -> tensor<16x4x8xf32>"),
            "{out}"
        );
        assert!(
            !out.contains("tensor<16x4x8xf32> -> tensor<16x32xf32>"),
            "{out}"
        );
    }

    /// Multi-head attention as fuse-operators leaves JAX's export (`mha_f32`): the heads
    /// end up as slices of the projection, one rank-2 product and softmax per head, and
    /// one concat joins the heads' outputs.
    #[test]
    fn attention_heads_read_slices_of_the_projection() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<16x32xf32>, %w: tensor<32x96xf32>, %wo: tensor<32x32xf32>) -> tensor<16x32xf32> {
  %1 = graph.matmul %x, %w : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
  %2 = graph.slice %1 {limit = array<i64: 16, 32>, start = array<i64: 0, 0>} : tensor<16x96xf32> -> tensor<16x32xf32>
  %3 = graph.reshape %2 : tensor<16x32xf32> -> tensor<16x4x8xf32>
  %4 = graph.transpose %3 {permutation = array<i64: 1, 0, 2>} : tensor<16x4x8xf32> -> tensor<4x16x8xf32>
  %5 = graph.slice %1 {limit = array<i64: 16, 64>, start = array<i64: 0, 32>} : tensor<16x96xf32> -> tensor<16x32xf32>
  %6 = graph.reshape %5 : tensor<16x32xf32> -> tensor<16x4x8xf32>
  %7 = graph.transpose %6 {permutation = array<i64: 1, 2, 0>} : tensor<16x4x8xf32> -> tensor<4x8x16xf32>
  %8 = graph.fused_matmul %4, %7 {epilogue = ["scale"], scale = 3.5355338e-01 : f32} : (tensor<4x16x8xf32>, tensor<4x8x16xf32>) -> tensor<4x16x16xf32>
  %9 = graph.softmax %8 {dimension = 2 : i64} : tensor<4x16x16xf32>
  %10 = graph.slice %1 {limit = array<i64: 16, 96>, start = array<i64: 0, 64>} : tensor<16x96xf32> -> tensor<16x32xf32>
  %11 = graph.reshape %10 : tensor<16x32xf32> -> tensor<16x4x8xf32>
  %12 = graph.transpose %11 {permutation = array<i64: 1, 0, 2>} : tensor<16x4x8xf32> -> tensor<4x16x8xf32>
  %13 = graph.matmul %9, %12 : (tensor<4x16x16xf32>, tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  %14 = graph.transpose %13 {permutation = array<i64: 1, 0, 2>} : tensor<4x16x8xf32> -> tensor<16x4x8xf32>
  %15 = graph.reshape %14 : tensor<16x4x8xf32> -> tensor<16x32xf32>
  %16 = graph.matmul %15, %wo : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  return %16 : tensor<16x32xf32>
}
"#,
        );
        assert_eq!(ex.batched_matmuls, 2);
        assert_eq!(ex.batched_softmaxes, 1);
        assert_eq!(ex.reshapes, 4);
        assert_eq!(out.matches("graph.softmax").count(), 4, "{out}");
        assert_eq!(out.matches("graph.concat").count(), 1, "{out}");
        assert!(
            out.contains("graph.concat") && out.contains("-> tensor<16x32xf32>"),
            "{out}"
        );
        // Every query and value head is a slice of the projection.
        assert_eq!(
            out.matches("graph.slice %0 {limit = array<i64: 16, ")
                .count(),
            12,
            "{out}"
        );
    }

    #[test]
    fn f16_products_with_a_computed_rhs_in_rows_run_on_the_f32_amp() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<16x32xf16>, %w: tensor<32x16xf16>, %p: tensor<16x16xf16>) -> (tensor<16x8xf16>, tensor<16x16xf16>, tensor<16x16xf16>) {
  %y = graph.matmul %x, %w : (tensor<16x32xf16>, tensor<32x16xf16>) -> tensor<16x16xf16>
  %v = graph.slice %y {start = array<i64: 0, 8>, limit = array<i64: 16, 16>} : tensor<16x16xf16> -> tensor<16x8xf16>
  %o = graph.matmul %p, %v : (tensor<16x16xf16>, tensor<16x8xf16>) -> tensor<16x8xf16>
  %yt = graph.transpose %y {permutation = array<i64: 1, 0>} : tensor<16x16xf16> -> tensor<16x16xf16>
  %s = graph.matmul %p, %yt : (tensor<16x16xf16>, tensor<16x16xf16>) -> tensor<16x16xf16>
  %r = graph.matmul %p, %p : (tensor<16x16xf16>, tensor<16x16xf16>) -> tensor<16x16xf16>
  return %o, %s, %r : tensor<16x8xf16>, tensor<16x16xf16>, tensor<16x16xf16>
}
"#,
        );
        // Only `p · v`: `p · yᵀ` has k along the rows, `p · p` a host-laid-out rhs.
        assert_eq!(ex.widened_products, 1);
        assert!(
            out.contains("(tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>"),
            "{out}"
        );
        assert_eq!(out.matches("graph.cast").count(), 3, "{out}");
    }

    #[test]
    fn narrow_per_row_broadcasts_run_in_f32() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<4x8xf16>, %m: tensor<4x1xf16>, %b: tensor<8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>) {
  %r = graph.broadcast %m {dimensions = array<i64: 0, 1>} : tensor<4x1xf16> -> tensor<4x8xf16>
  %d = graph.sub %x, %r : tensor<4x8xf16>
  %c = graph.constant dense<2.5> : tensor<4x1xf16>
  %s = graph.broadcast %c {dimensions = array<i64: 0, 1>} : tensor<4x1xf16> -> tensor<4x8xf16>
  %bb = graph.broadcast %b {dimensions = array<i64: 1>} : tensor<8xf16> -> tensor<4x8xf16>
  %e = graph.add %d, %s : tensor<4x8xf16>
  %f = graph.mul %e, %bb : tensor<4x8xf16>
  return %d, %f : tensor<4x8xf16>, tensor<4x8xf16>
}
"#,
        );
        // Only the per-row statistic: the splat is baked, the bias row moves in runs.
        assert_eq!(ex.widened_broadcasts, 1);
        assert!(out.contains("tensor<4x1xf32> -> tensor<4x8xf32>"), "{out}");
        assert_eq!(out.matches("graph.cast").count(), 2, "{out}");
        assert!(out.contains("tensor<8xf16> -> tensor<4x8xf16>"), "{out}");
    }

    #[test]
    fn f16_softmax_rows_of_odd_length_run_in_f32() {
        // Rows of 5 and 13 f16 (10 and 26 bytes) are not whole 32-bit words: each softmax
        // runs in f32 between casts. Rows of 4 f16 (8 bytes), and f32 rows of any length,
        // stay as they are.
        let (ex, out) = check(
            r#"
func.func @main(%a: tensor<3x5xf16>, %b: tensor<13x13xf16>, %c: tensor<4x4xf16>, %d: tensor<3x5xf32>) -> (tensor<3x5xf16>, tensor<13x13xf16>, tensor<4x4xf16>, tensor<3x5xf32>) {
  %0 = graph.softmax %a {dimension = 1 : i64} : tensor<3x5xf16>
  %1 = graph.softmax %b {dimension = 1 : i64} : tensor<13x13xf16>
  %2 = graph.softmax %c {dimension = 1 : i64} : tensor<4x4xf16>
  %3 = graph.softmax %d {dimension = 1 : i64} : tensor<3x5xf32>
  return %0, %1, %2, %3 : tensor<3x5xf16>, tensor<13x13xf16>, tensor<4x4xf16>, tensor<3x5xf32>
}
"#,
        );
        assert_eq!(ex.widened_softmaxes, 2);
        let softmaxes = |ty: &str| {
            out.lines()
                .filter(|l| l.contains("graph.softmax") && l.ends_with(ty))
                .count()
        };
        assert_eq!(softmaxes("xf32>"), 3, "{out}");
        assert_eq!(softmaxes("tensor<4x4xf16>"), 1, "{out}");
        assert_eq!(
            out.matches("tensor<3x5xf16> -> tensor<3x5xf32>").count(),
            1,
            "{out}"
        );
        assert_eq!(
            out.matches("tensor<13x13xf32> -> tensor<13x13xf16>")
                .count(),
            1,
            "{out}"
        );
        assert_eq!(out.matches("graph.cast").count(), 4, "{out}");
    }

    #[test]
    fn narrow_bias_rows_of_odd_length_run_in_f32() {
        // A row of 3 f16 is 6 bytes: its replicas are not whole 32-bit words. A row of 4
        // (8 bytes) moves as it is.
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<4x3xf16>, %b: tensor<3xf16>, %y: tensor<4x4xf16>, %c: tensor<4xf16>) -> (tensor<4x3xf16>, tensor<4x4xf16>) {
  %bb = graph.broadcast %b {dimensions = array<i64: 1>} : tensor<3xf16> -> tensor<4x3xf16>
  %s = graph.add %x, %bb : tensor<4x3xf16>
  %cb = graph.broadcast %c {dimensions = array<i64: 1>} : tensor<4xf16> -> tensor<4x4xf16>
  %t = graph.add %y, %cb : tensor<4x4xf16>
  return %s, %t : tensor<4x3xf16>, tensor<4x4xf16>
}
"#,
        );
        assert_eq!(ex.widened_broadcasts, 1);
        assert!(out.contains("tensor<3xf32> -> tensor<4x3xf32>"), "{out}");
        assert!(out.contains("tensor<4xf16> -> tensor<4x4xf16>"), "{out}");
    }

    #[test]
    fn bf16_computes_in_f32_between_casts() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<16x32xbf16>, %w1: tensor<32x64xbf16>, %w2: tensor<64x32xbf16>, %b: tensor<32xbf16>) -> tensor<16x32xbf16> {
  %h = graph.fused_matmul %x, %w1 {epilogue = ["gelu_tanh"]} : (tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xbf16>
  %y = graph.fused_matmul %h, %w2, %b {epilogue = ["bias"]} : (tensor<16x64xbf16>, tensor<64x32xbf16>, tensor<32xbf16>) -> tensor<16x32xbf16>
  %z = graph.tanh %y : tensor<16x32xbf16>
  return %z : tensor<16x32xbf16>
}
"#,
        );
        assert_eq!(ex.bf16_ops, 3);
        // Both products on the f32 AMP with their bf16 lhs and rhs as operand casts (the
        // weights keep bf16 and are laid out as AMP weights); the bias cast as an op.
        assert!(
            out.contains("(tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xf32>"),
            "{out}"
        );
        assert!(
            out.contains(
                "(tensor<16x64xbf16>, tensor<64x32xbf16>, tensor<32xf32>) -> tensor<16x32xf32>"
            ),
            "{out}"
        );
        assert_eq!(
            out.matches("lhs_cast = #graph.operand_cast<f32").count(),
            2,
            "{out}"
        );
        assert_eq!(
            out.matches("rhs_cast = #graph.operand_cast<f32").count(),
            2,
            "{out}"
        );
        // Casts: the bias in; h, y out; the tanh's operand in and result out.
        assert_eq!(out.matches("graph.cast").count(), 5, "{out}");
        assert!(
            out.contains("graph.tanh") && out.contains("tensor<16x32xf32>"),
            "{out}"
        );
        assert!(
            out.contains("return") && out.contains(": tensor<16x32xbf16>"),
            "{out}"
        );
    }

    #[test]
    fn softmaxes_over_the_last_of_three_dimensions_are_split() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<3x4x5xf32>) -> (tensor<3x4x5xf32>, tensor<3x4x5xf32>) {
  %s = graph.softmax %x {dimension = 2 : i64} : tensor<3x4x5xf32>
  %t = graph.softmax %x {dimension = 1 : i64} : tensor<3x4x5xf32>
  return %s, %t : tensor<3x4x5xf32>, tensor<3x4x5xf32>
}
"#,
        );
        assert_eq!(ex.batched_softmaxes, 1);
        assert_eq!(
            out.matches("{dimension = 1 : i64} : tensor<4x5xf32>")
                .count(),
            3,
            "{out}"
        );
        // Over a middle dimension: left to the planner.
        assert!(
            out.contains("{dimension = 1 : i64} : tensor<3x4x5xf32>"),
            "{out}"
        );
    }

    #[test]
    fn reshapes_that_do_not_divide_are_left_to_the_planner() {
        let (ex, out) = check(
            r#"
func.func @main(%x: tensor<6x2xf32>) -> tensor<4x3xf32> {
  %r = graph.reshape %x : tensor<6x2xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
"#,
        );
        assert_eq!(ex, Expanded::default());
        assert!(out.contains("tensor<6x2xf32> -> tensor<4x3xf32>"), "{out}");
    }
}
