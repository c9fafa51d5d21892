//! The view simplification of [`super::expand`] (its module doc, "Views").

use ipu_dialects::graph_dialect as g;
use ipu_dialects::{BlockId, Context, Diagnostic, Ir, OpId, ValueId};

use super::{Emitter, shape_of, unit_only};

/// One view op's simpler form, emitted before it (module doc, "Views"); `None` when it
/// has none.
fn simpler(ctx: &Context, ir: &mut Ir, op: OpId) -> Result<Option<ValueId>, Diagnostic> {
    let name = ctx.op_name_str(ir.name(op)).to_string();
    let (Some(x), r) = (ir.operands(op).next(), ir.result(op, 0)) else {
        return Ok(None);
    };
    let (Some(xs), Some(rs)) = (
        shape_of(ctx, ir.value_type(x)),
        shape_of(ctx, ir.value_type(r)),
    ) else {
        return Ok(None);
    };
    let def = ir.defining_op(x);
    let def_name = def.map(|d| ctx.op_name_str(ir.name(d)).to_string());
    let mut e = Emitter {
        ctx,
        ir,
        anchor: op,
    };
    match name.as_str() {
        "graph.reshape" => {
            if xs == rs {
                return Ok(Some(x));
            }
            let inner = match (def, def_name.as_deref()) {
                (Some(d), Some("graph.reshape")) => e.ir.operands(d).next(),
                _ => None,
            };
            if let Some(y) = inner {
                return e.reshape(y, &rs).map(Some);
            }
        }
        "graph.transpose" => {
            let Some(perm) = g::TransposeOp(op).permutation(ctx, e.ir) else {
                return Ok(None);
            };
            // Only unit dimensions move: the data is unchanged.
            let moved: Vec<i64> = perm
                .iter()
                .copied()
                .filter(|&p| xs.get(p as usize).is_some_and(|&d| d != 1))
                .collect();
            if moved.windows(2).all(|w| w[0] < w[1]) {
                return e.reshape(x, &rs).map(Some);
            }
        }
        "graph.slice" => {
            let s = g::SliceOp(op);
            let (Some(start), Some(limit), Some(strides)) =
                (s.start(ctx, e.ir), s.limit(ctx, e.ir), s.strides(ctx, e.ir))
            else {
                return Ok(None);
            };
            if strides.iter().any(|&v| v != 1) {
                return Ok(None);
            }
            if start.iter().all(|&v| v == 0) && limit == xs {
                return Ok(Some(x));
            }
            let Some(d) = def else { return Ok(None) };
            match def_name.as_deref() {
                Some("graph.concat") => {
                    let Some(dim) = g::ConcatOp(d).dimension(ctx, e.ir) else {
                        return Ok(None);
                    };
                    let dim = dim as usize;
                    let parts: Vec<ValueId> = e.ir.operands(d).collect();
                    let mut off = 0;
                    for p in parts {
                        let n = e.shape(p)?[dim];
                        if off <= start[dim] && limit[dim] <= off + n {
                            let (mut s2, mut l2) = (start.clone(), limit.clone());
                            s2[dim] -= off;
                            l2[dim] -= off;
                            return e.slice(p, &s2, &l2).map(Some);
                        }
                        off += n;
                    }
                }
                Some("graph.transpose") => {
                    let (Some(perm), Some(y)) = (
                        g::TransposeOp(d).permutation(ctx, e.ir),
                        e.ir.operands(d).next(),
                    ) else {
                        return Ok(None);
                    };
                    let (mut s2, mut l2) = (vec![0; perm.len()], vec![0; perm.len()]);
                    for (i, &p) in perm.iter().enumerate() {
                        s2[p as usize] = start[i];
                        l2[p as usize] = limit[i];
                    }
                    let t = e.slice(y, &s2, &l2)?;
                    return e.transpose(t, &perm).map(Some);
                }
                Some("graph.slice") => {
                    let inner = g::SliceOp(d);
                    let (Some(s0), Some(st0), Some(y)) = (
                        inner.start(ctx, e.ir),
                        inner.strides(ctx, e.ir),
                        e.ir.operands(d).next(),
                    ) else {
                        return Ok(None);
                    };
                    if st0.iter().any(|&v| v != 1) {
                        return Ok(None);
                    }
                    let s2: Vec<i64> = s0.iter().zip(&start).map(|(a, b)| a + b).collect();
                    let l2: Vec<i64> = s0.iter().zip(&limit).map(|(a, b)| a + b).collect();
                    return e.slice(y, &s2, &l2).map(Some);
                }
                Some("graph.reshape") => {
                    let Some(y) = e.ir.operands(d).next() else {
                        return Ok(None);
                    };
                    let ys = e.shape(y)?;
                    if !unit_only(&ys, &xs) {
                        return Ok(None);
                    }
                    // The non-unit dimensions of `x` are those of `y`, in order.
                    let xn = (0..xs.len()).filter(|&i| xs[i] != 1);
                    let yn = (0..ys.len()).filter(|&i| ys[i] != 1);
                    let (mut s2, mut l2) = (vec![0; ys.len()], ys.clone());
                    for (i, j) in xn.zip(yn) {
                        s2[j] = start[i];
                        l2[j] = limit[i];
                    }
                    let t = e.slice(y, &s2, &l2)?;
                    return e.reshape(t, &rs).map(Some);
                }
                _ => {}
            }
        }
        _ => {}
    }
    Ok(None)
}

/// Simplifies the views of `func`'s body to a fixpoint (module doc, "Views") and erases
/// the graph ops left without users. Returns the number of ops simplified.
pub(super) fn simplify_views(ctx: &Context, ir: &mut Ir, func: OpId) -> Result<usize, Diagnostic> {
    let Some(body) = ir.regions(func).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(0);
    };
    let mut count = 0;
    // Each rewrite replaces a view by views of the values under it, so the chains
    // shorten; the cap is a safety net.
    for _ in 0..64 {
        let mut changed = false;
        let ops: Vec<OpId> = ir.block_ops(body).collect();
        for op in ops {
            if !matches!(
                ctx.op_name_str(ir.name(op)),
                "graph.reshape" | "graph.transpose" | "graph.slice"
            ) {
                continue;
            }
            let r = ir.result(op, 0);
            if !ir.has_uses(r) {
                continue;
            }
            if let Some(y) = simpler(ctx, ir, op)?
                && y != r
            {
                ir.replace_all_uses_with(r, y);
                count += 1;
                changed = true;
            }
        }
        erase_dead(ctx, ir, body)?;
        if !changed {
            break;
        }
    }
    Ok(count)
}

/// Erases the graph ops (all pure) whose results are unused, users first.
fn erase_dead(ctx: &Context, ir: &mut Ir, body: BlockId) -> Result<(), Diagnostic> {
    loop {
        let dead: Vec<OpId> = ir
            .block_ops(body)
            .filter(|&o| {
                ctx.op_name_str(ir.name(o)).starts_with("graph.") && !ir.has_uses(ir.result(o, 0))
            })
            .collect();
        if dead.is_empty() {
            return Ok(());
        }
        for o in dead.into_iter().rev() {
            ir.erase_op(o)
                .map_err(|err| Diagnostic::error(ir.loc(o), err.to_string()))?;
        }
    }
}
