//! Transpose, reshape, broadcast, slice and concat algebra. Every rule here removes an op,
//! composes two into one or moves a reshape past elementwise work; none adds work.
//!
//! `reshape-out-of-elementwise` moves a reshape that raises the rank (JAX's batched
//! `x @ w`, imported as `reshape([B·T, D] → [B, T, N])` of a rank-2 product) out of the
//! elementwise ops that use it: `f(reshape(y)) = reshape(f(y))` for a unary `f`, and for
//! a binary op the other operand is taken to `y`'s shape too — a reshape of a value of
//! `y`'s type, or a broadcast whose operand dimensions all lie in the trailing dimensions
//! the reshape leaves alone (a bias along the last dimension, a splat). Row-major, a
//! reshape that keeps a trailing block of dimensions keeps each element's coordinates in
//! that block, so the broadcast reads the same element. The ops then act on the product's
//! own rank-2 shape, where epilogues fuse and the planner splits rows over tiles.

use egg::{Id, Subst};

use super::{RuleDef, add, attr, get, leaf, nodes, rule as r, union};
use crate::fuse_operators::analysis::{EG, broadcast_ok};
use crate::fuse_operators::lang::{Attr, Node, SliceSpec, TensorTy};

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![
        r(
            "transpose-transpose",
            "(transpose ?p (transpose ?q ?x))",
            transpose_transpose,
        ),
        r(
            "transpose-identity",
            "(transpose ?p ?x)",
            transpose_identity,
        ),
        r(
            "reshape-reshape",
            "(reshape ?s (reshape ?t ?x))",
            reshape_reshape,
        ),
        r("reshape-identity", "(reshape ?s ?x)", same_type_as_x),
        r(
            "broadcast-broadcast",
            "(broadcast ?d ?s (broadcast ?e ?t ?x))",
            broadcast_broadcast,
        ),
        r("broadcast-identity", "(broadcast ?d ?s ?x)", same_type_as_x),
        r("slice-slice", "(slice ?a (slice ?b ?x))", slice_slice),
        r("slice-identity", "(slice ?a ?x)", same_type_as_x),
        r("slice-of-concat", "(slice ?a ?c)", slice_of_concat),
        r("concat-flatten", "?c", concat_flatten),
        r("concat-of-slices", "?c", concat_of_slices),
        r(
            "reshape-out-of-elementwise",
            "?c",
            reshape_out_of_elementwise,
        ),
    ]
}

/// `op(x)` with the type of `x` is `x` (reshape, broadcast and slice that change nothing).
fn same_type_as_x(eg: &mut EG, class: Id, s: &Subst, _rule: &'static str) -> Vec<Id> {
    let Some(x) = get(s, "?x") else {
        return Vec::new();
    };
    if eg[x].data.ty.is_some() && eg[x].data.ty == eg[class].data.ty {
        return union(eg, class, x);
    }
    Vec::new()
}

/// `transpose(transpose(x, q), p)` = `transpose(x, r)` with `r[i] = q[p[i]]`, or `x`.
fn transpose_transpose(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(p), Some(q), Some(x)) = (get(s, "?p"), get(s, "?q"), get(s, "?x")) else {
        return Vec::new();
    };
    let (Some(Attr::Perm(p)), Some(Attr::Perm(q))) = (attr(eg, p), attr(eg, q)) else {
        return Vec::new();
    };
    if p.len() != q.len() || p.iter().any(|&i| i < 0 || i as usize >= q.len()) {
        return Vec::new();
    }
    let r: Vec<i64> = p.iter().map(|&i| q[i as usize]).collect();
    if r.iter().enumerate().all(|(i, &v)| v == i as i64) {
        return union(eg, class, x);
    }
    let pl = leaf(eg, Attr::Perm(r));
    match add(eg, Node::Transpose([pl, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

/// `transpose(x, identity)` = `x`.
fn transpose_identity(eg: &mut EG, class: Id, s: &Subst, _rule: &'static str) -> Vec<Id> {
    let (Some(p), Some(x)) = (get(s, "?p"), get(s, "?x")) else {
        return Vec::new();
    };
    match attr(eg, p) {
        Some(Attr::Perm(p)) if p.iter().enumerate().all(|(i, &v)| v == i as i64) => {
            union(eg, class, x)
        }
        _ => Vec::new(),
    }
}

/// `reshape(reshape(x))` = `reshape(x)` (row-major: only the final shape matters).
fn reshape_reshape(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(sh), Some(x)) = (get(s, "?s"), get(s, "?x")) else {
        return Vec::new();
    };
    match add(eg, Node::Reshape([sh, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

/// `broadcast(broadcast(x, e), d)` = `broadcast(x, d∘e)`: operand dim `i` goes to middle
/// dim `e[i]`, then to result dim `d[e[i]]`.
fn broadcast_broadcast(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(d), Some(sh), Some(e), Some(x)) =
        (get(s, "?d"), get(s, "?s"), get(s, "?e"), get(s, "?x"))
    else {
        return Vec::new();
    };
    let (Some(Attr::Dims(d)), Some(Attr::Dims(e)), Some(Attr::Shape(shape))) =
        (attr(eg, d), attr(eg, e), attr(eg, sh))
    else {
        return Vec::new();
    };
    if e.iter().any(|&i| i < 0 || i as usize >= d.len()) {
        return Vec::new();
    }
    let composed: Vec<i64> = e.iter().map(|&i| d[i as usize]).collect();
    let Some(xt) = eg[x].data.ty.clone() else {
        return Vec::new();
    };
    if !broadcast_ok(&composed, &shape, &xt.shape) {
        return Vec::new();
    }
    let dl = leaf(eg, Attr::Dims(composed));
    match add(eg, Node::Broadcast([dl, sh, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

/// `slice(slice(x, b), a)` = `slice(x, c)`: per dimension `c.start = b.start +
/// a.start·b.stride`, `c.stride = a.stride·b.stride`, and `c.limit` one past the last
/// element taken.
fn slice_slice(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(a), Some(b), Some(x)) = (get(s, "?a"), get(s, "?b"), get(s, "?x")) else {
        return Vec::new();
    };
    let (Some(Attr::Slice(a)), Some(Attr::Slice(b))) = (attr(eg, a), attr(eg, b)) else {
        return Vec::new();
    };
    let rank = a.start.len();
    if b.start.len() != rank {
        return Vec::new();
    }
    let mut c = SliceSpec {
        start: Vec::with_capacity(rank),
        limit: Vec::with_capacity(rank),
        strides: Vec::with_capacity(rank),
    };
    for d in 0..rank {
        let n = a.dim(d);
        let start = b.start[d] + a.start[d] * b.strides[d];
        let stride = a.strides[d] * b.strides[d];
        let limit = if n == 0 {
            start
        } else {
            start + (n - 1) * stride + 1
        };
        c.start.push(start);
        c.limit.push(limit);
        c.strides.push(stride);
    }
    let l = leaf(eg, Attr::Slice(c));
    match add(eg, Node::Slice([l, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

/// `slice(concat(x0, x1, ...), a)` where the slice along the concat dimension lies inside
/// one `xi`: the slice of `xi` (shifted), or `xi` itself when it is all of it.
fn slice_of_concat(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(a), Some(c)) = (get(s, "?a"), get(s, "?c")) else {
        return Vec::new();
    };
    let Some(Attr::Slice(spec)) = attr(eg, a) else {
        return Vec::new();
    };
    let mut changed = Vec::new();
    for node in nodes(eg, c) {
        let Node::Concat(ch) = node else {
            continue;
        };
        let Some(Attr::Dim(dim)) = attr(eg, ch[0]) else {
            continue;
        };
        let dim = dim as usize;
        if dim >= spec.start.len() || spec.dim(dim) == 0 {
            continue;
        }
        let (lo, hi) = (
            spec.start[dim],
            spec.start[dim] + (spec.dim(dim) - 1) * spec.strides[dim],
        );
        let mut offset = 0;
        for &xi in &ch[1..] {
            let Some(size) = eg[xi].data.ty.as_ref().map(|t| t.shape[dim]) else {
                break;
            };
            if lo >= offset && hi < offset + size {
                let mut shifted = spec.clone();
                shifted.start[dim] -= offset;
                shifted.limit[dim] = (shifted.limit[dim] - offset).min(size);
                let l = leaf(eg, Attr::Slice(shifted));
                if let Some(n) = add(eg, Node::Slice([l, xi]), rule) {
                    changed.extend(union(eg, class, n));
                }
                break;
            }
            offset += size;
        }
    }
    changed
}

/// `concat(concat(a, b), c)` along one dimension = `concat(a, b, c)` (one level per
/// application).
fn concat_flatten(eg: &mut EG, class: Id, _s: &Subst, rule: &'static str) -> Vec<Id> {
    let mut changed = Vec::new();
    for node in nodes(eg, class) {
        let Node::Concat(ch) = node else {
            continue;
        };
        let dim = ch[0];
        let mut flat = vec![dim];
        let mut spliced = false;
        for &x in &ch[1..] {
            let inner = eg[x].nodes.iter().find_map(|n| match n {
                Node::Concat(ich) if eg.find(ich[0]) == eg.find(dim) => Some(ich.clone()),
                _ => None,
            });
            match inner {
                Some(ich) if !spliced => {
                    flat.extend(ich[1..].iter().copied());
                    spliced = true;
                }
                _ => flat.push(x),
            }
        }
        if spliced && let Some(n) = add(eg, Node::Concat(flat.into()), rule) {
            changed.extend(union(eg, class, n));
        }
    }
    changed
}

/// `concat(slice(x, a..b), slice(x, b..c))` along the sliced dimension = `slice(x, a..c)`
/// (or `x` when that is all of it): unit strides, equal boxes in the other dimensions.
fn concat_of_slices(eg: &mut EG, class: Id, _s: &Subst, rule: &'static str) -> Vec<Id> {
    let mut changed = Vec::new();
    for node in nodes(eg, class) {
        let Node::Concat(ch) = node else {
            continue;
        };
        let Some(Attr::Dim(dim)) = attr(eg, ch[0]) else {
            continue;
        };
        let dim = dim as usize;
        // For each operand, its unit-stride slices: (source, spec).
        let pieces: Vec<Vec<(Id, SliceSpec)>> = ch[1..]
            .iter()
            .map(|&x| {
                eg[x]
                    .nodes
                    .iter()
                    .filter_map(|n| match n {
                        Node::Slice([a, src]) => match eg[*a].data.attr.as_ref() {
                            Some(Attr::Slice(sp)) if sp.unit_strides() && dim < sp.start.len() => {
                                Some((eg.find(*src), sp.clone()))
                            }
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect()
            })
            .collect();
        let Some(first) = pieces.first() else {
            continue;
        };
        for (src, sp0) in first.clone() {
            let mut merged = sp0.clone();
            let ok = pieces[1..].iter().all(|cands| {
                let next = cands.iter().find(|(s2, sp)| {
                    *s2 == src
                        && sp.start[dim] == merged.limit[dim]
                        && (0..sp.start.len()).all(|d| {
                            d == dim || (sp.start[d] == sp0.start[d] && sp.limit[d] == sp0.limit[d])
                        })
                });
                match next {
                    Some((_, sp)) => {
                        merged.limit[dim] = sp.limit[dim];
                        true
                    }
                    None => false,
                }
            });
            if !ok {
                continue;
            }
            let l = leaf(eg, Attr::Slice(merged));
            if let Some(n) = add(eg, Node::Slice([l, src]), rule) {
                changed.extend(union(eg, class, n));
            }
            break;
        }
    }
    changed
}

/// The nodes of class `id` that reshape a value of lower or equal rank: `(shape leaf,
/// operand)`.
fn rank_raising_reshapes(eg: &EG, id: Id) -> Vec<Id> {
    let Some(rank) = eg[id].data.ty.as_ref().map(|t| t.shape.len()) else {
        return Vec::new();
    };
    eg[id]
        .nodes
        .iter()
        .filter_map(|n| match n {
            Node::Reshape([_, y]) => eg[*y]
                .data
                .ty
                .as_ref()
                .filter(|t| t.shape.len() <= rank)
                .map(|_| *y),
            _ => None,
        })
        .collect()
}

/// Class `other` (of shape `shape`) as a value of `y`'s shape `to`, for an elementwise op
/// moved from `shape` to `to`: a reshape's operand of that type, or the broadcast
/// re-aimed at `to` when its operand dimensions lie in the trailing dimensions `shape`
/// and `to` share (which a row-major reshape leaves in place).
fn counterpart(
    eg: &mut EG,
    other: Id,
    shape: &[i64],
    to: &TensorTy,
    rule: &'static str,
) -> Option<Id> {
    let mut found = None;
    for n in nodes(eg, other) {
        match n {
            Node::Reshape([_, z]) if eg[z].data.ty.as_ref() == Some(to) => return Some(z),
            Node::Broadcast([d, _, v]) if found.is_none() => {
                let Some(Attr::Dims(dims)) = attr(eg, d) else {
                    continue;
                };
                let shared = shape
                    .iter()
                    .rev()
                    .zip(to.shape.iter().rev())
                    .take_while(|(a, b)| a == b)
                    .count();
                let (from_rank, to_rank) = (shape.len() as i64, to.shape.len() as i64);
                if dims.iter().any(|&x| x < from_rank - shared as i64) {
                    continue;
                }
                let moved: Vec<i64> = dims.iter().map(|&x| x - from_rank + to_rank).collect();
                let dl = leaf(eg, Attr::Dims(moved));
                let sl = leaf(eg, Attr::Shape(to.shape.to_vec()));
                found = add(eg, Node::Broadcast([dl, sl, v]), rule);
            }
            _ => {}
        }
    }
    found
}

/// `f(reshape(y))` = `reshape(f(y))` for elementwise `f` when the reshape raises the rank
/// (see the module doc).
fn reshape_out_of_elementwise(eg: &mut EG, class: Id, _s: &Subst, rule: &'static str) -> Vec<Id> {
    let Some(ty) = eg[class].data.ty.clone() else {
        return Vec::new();
    };
    let mut changed = Vec::new();
    for node in nodes(eg, class) {
        let moved: Vec<Node> = match node {
            Node::Neg(x) => rank_raising_reshapes(eg, x)
                .into_iter()
                .map(Node::Neg)
                .collect(),
            Node::Exp(x) => rank_raising_reshapes(eg, x)
                .into_iter()
                .map(Node::Exp)
                .collect(),
            Node::Tanh(x) => rank_raising_reshapes(eg, x)
                .into_iter()
                .map(Node::Tanh)
                .collect(),
            Node::Gelu([g, x]) => rank_raising_reshapes(eg, x)
                .into_iter()
                .map(|y| Node::Gelu([g, y]))
                .collect(),
            Node::Cast([c, x]) => rank_raising_reshapes(eg, x)
                .into_iter()
                .map(|y| Node::Cast([c, y]))
                .collect(),
            Node::Add(ch) | Node::Sub(ch) | Node::Mul(ch) | Node::Div(ch) | Node::Max(ch) => {
                let mut out = Vec::new();
                for side in 0..2 {
                    for y in rank_raising_reshapes(eg, ch[side]) {
                        let Some(yt) = eg[y].data.ty.clone() else {
                            continue;
                        };
                        let Some(z) = counterpart(eg, ch[1 - side], &ty.shape, &yt, rule) else {
                            continue;
                        };
                        let pair = if side == 0 { [y, z] } else { [z, y] };
                        out.push(match node {
                            Node::Add(_) => Node::Add(pair),
                            Node::Sub(_) => Node::Sub(pair),
                            Node::Mul(_) => Node::Mul(pair),
                            Node::Div(_) => Node::Div(pair),
                            _ => Node::Max(pair),
                        });
                    }
                }
                out
            }
            _ => Vec::new(),
        };
        for m in moved {
            let Some(inner) = add(eg, m, rule) else {
                continue;
            };
            let sl = leaf(eg, Attr::Shape(ty.shape.to_vec()));
            if let Some(n) = add(eg, Node::Reshape([sl, inner]), rule) {
                changed.extend(union(eg, class, n));
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use crate::fuse_operators::rules::testing::{fires, not_fires};

    #[test]
    fn reshapes_move_out_of_elementwise_ops() {
        // A batched product's bias and GELU act on its own rank-2 rows.
        fires(
            "(add (reshape shape=2x4x8 y:8x8xf16) (broadcast dims=2 shape=2x4x8 b:8xf16))",
            "(reshape shape=2x4x8 (add y:8x8xf16 (broadcast dims=1 shape=8x8 b:8xf16)))",
        );
        fires(
            "(mul (broadcast dims= shape=2x4x8 c0=0.5:f16) (reshape shape=2x4x8 y:8x8xf16))",
            "(reshape shape=2x4x8 (mul (broadcast dims= shape=8x8 c0=0.5:f16) y:8x8xf16))",
        );
        fires(
            "(gelu gelu=tanh (reshape shape=2x4x8 y:8x8xf16))",
            "(reshape shape=2x4x8 (gelu gelu=tanh y:8x8xf16))",
        );
        fires(
            "(sub (reshape shape=2x4x8 y:8x8xf16) (reshape shape=2x4x8 z:8x8xf16))",
            "(reshape shape=2x4x8 (sub y:8x8xf16 z:8x8xf16))",
        );
        // A broadcast along a dimension the reshape merges reads other elements: no rewrite.
        not_fires(
            "(add (reshape shape=2x4x8 y:8x8xf16) (broadcast dims=1 shape=2x4x8 b:4xf16))",
            "(reshape shape=2x4x8 (add y:8x8xf16 (broadcast dims=0 shape=8x8 b:4xf16)))",
        );
        // A reshape that lowers the rank stays where it is.
        not_fires(
            "(tanh (reshape shape=8x8 y:2x4x8xf16))",
            "(reshape shape=8x8 (tanh y:2x4x8xf16))",
        );
    }

    #[test]
    fn transposes_compose_and_cancel() {
        fires(
            "(transpose perm=1,0 (transpose perm=1,0 x:4x8xf16))",
            "x:4x8xf16",
        );
        fires(
            "(transpose perm=1,2,0 (transpose perm=1,2,0 x:2x3x4xf16))",
            "(transpose perm=2,0,1 x:2x3x4xf16)",
        );
        not_fires(
            "(transpose perm=1,2,0 (transpose perm=1,2,0 x:2x3x4xf16))",
            "x:2x3x4xf16",
        );
        fires("(transpose perm=0,1 x:4x8xf16)", "x:4x8xf16");
    }

    #[test]
    fn reshapes_chain() {
        fires(
            "(reshape shape=32 (reshape shape=4x8 x:2x16xf16))",
            "(reshape shape=32 x:2x16xf16)",
        );
        fires(
            "(reshape shape=8x4 (reshape shape=32 x:8x4xf16))",
            "x:8x4xf16",
        );
        not_fires(
            "(reshape shape=4x8 (reshape shape=32 x:8x4xf16))",
            "x:8x4xf16",
        );
    }

    #[test]
    fn broadcasts_compose() {
        // JAX's bias broadcast: [N] -> [1, N] -> [M, N].
        fires(
            "(broadcast dims=0,1 shape=64x256 (broadcast dims=1 shape=1x256 b:256xf16))",
            "(broadcast dims=1 shape=64x256 b:256xf16)",
        );
        fires("(broadcast dims=0,1 shape=4x8 x:4x8xf16)", "x:4x8xf16");
        not_fires("(broadcast dims=0,1 shape=4x8 x:1x8xf16)", "x:1x8xf16");
    }

    #[test]
    fn slices_compose_and_cancel_concats() {
        fires(
            "(slice slice=0:64:1,128:256:1 (slice slice=0:64:1,0:256:1 y:64x384xf16))",
            "(slice slice=0:64:1,128:256:1 y:64x384xf16)",
        );
        fires(
            "(slice slice=0:4:1,8:16:1 (concat dim=1 a:4x8xf16 b:4x8xf16 c:4x8xf16))",
            "b:4x8xf16",
        );
        fires(
            "(slice slice=0:2:1,9:12:1 (concat dim=1 a:4x8xf16 b:4x8xf16))",
            "(slice slice=0:2:1,1:4:1 b:4x8xf16)",
        );
        // Straddling two operands: no rewrite.
        not_fires(
            "(slice slice=0:4:1,4:12:1 (concat dim=1 a:4x8xf16 b:4x8xf16))",
            "(slice slice=0:4:1,4:8:1 a:4x8xf16)",
        );
        fires(
            "(concat dim=1 (slice slice=0:4:1,0:3:1 x:4x8xf16) (slice slice=0:4:1,3:8:1 x:4x8xf16))",
            "x:4x8xf16",
        );
        not_fires(
            "(concat dim=1 (slice slice=0:4:1,0:3:1 x:4x8xf16) (slice slice=0:4:1,4:8:1 x:4x8xf16))",
            "(slice slice=0:4:1,0:7:1 x:4x8xf16)",
        );
        fires(
            "(concat dim=1 (concat dim=1 a:4x8xf16 b:4x8xf16) c:4x8xf16)",
            "(concat dim=1 a:4x8xf16 b:4x8xf16 c:4x8xf16)",
        );
        not_fires(
            "(concat dim=0 (concat dim=1 a:4x8xf16 b:4x8xf16) c:4x16xf16)",
            "(concat dim=0 a:4x8xf16 b:4x8xf16 c:4x16xf16)",
        );
    }
}
