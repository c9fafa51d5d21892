//! `recognise-softmax`: the softmax written out in primitive ops, as JAX's
//! `jax.nn.softmax(x, axis=d)` exports it,
//!
//! ```text
//! e = exp(x − B(reduce_max(x, d)))
//! e / B'(reduce_sum(e, d))          (f16: reduce_sum(cast(e, f32), d), cast back to f16)
//! ```
//!
//! becomes `softmax(x) {dimension = d}`. `B` and `B'` are chains of `broadcast`s (and
//! unscaled `cast`s) that put the reduced values back along `d` and nowhere else (JAX's
//! `broadcast_in_dim` to `[.., 1]` then to the full shape); JAX's `max(−∞, reduce_max(x))`
//! is `reduce_max(x)` after `max-neg-inf`. Both reductions must be over the one dimension
//! `d` and `e`, `x` and the quotient of one type. `graph.softmax` computes in f32 and
//! rounds once, where the written-out ops round after each step: the results agree
//! within the element type's rounding.

use egg::{Id, Subst};

use super::{RuleDef, add, attr, get, leaf, rule as r, union};
use crate::fuse_operators::analysis::EG;
use crate::fuse_operators::lang::{Attr, Node};

/// How deep the broadcast/cast chains between a reduction and its use are followed.
const MAX_CHAIN: u32 = 4;

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![r("recognise-softmax", "(div ?e ?den)", recognise)]
}

/// A reduction found at the bottom of a broadcast chain: its operand class, kind (sum?),
/// dimension, and for each dimension of the chain's top which dimension of the
/// reduction's result it indexes (`None`: a broadcast or unit dimension).
struct Reduced {
    operand: Id,
    sum: bool,
    dim: i64,
    map: Vec<Option<usize>>,
}

/// The one-dimension reductions that class `id` is a broadcast chain of.
fn reductions(eg: &EG, id: Id, depth: u32) -> Vec<Reduced> {
    let mut out = Vec::new();
    let Some(ty) = eg[id].data.ty.clone() else {
        return out;
    };
    for n in &eg[id].nodes {
        match n {
            Node::Reduce([k, x]) => {
                if let Some(Attr::Reduce(sum, dims)) = attr(eg, *k)
                    && dims.len() == 1
                {
                    out.push(Reduced {
                        operand: eg.find(*x),
                        sum,
                        dim: dims[0],
                        map: (0..ty.rank()).map(Some).collect(),
                    });
                }
            }
            Node::Cast([c, x]) if depth > 0 => {
                if let Some(Attr::Cast(_, sc)) = attr(eg, *c)
                    && sc.get() == 1.0
                {
                    out.extend(reductions(eg, *x, depth - 1));
                }
            }
            Node::Broadcast([d, _, x]) if depth > 0 => {
                let (Some(Attr::Dims(dims)), Some(xt)) = (attr(eg, *d), eg[*x].data.ty.clone())
                else {
                    continue;
                };
                for inner in reductions(eg, *x, depth - 1) {
                    let mut map = vec![None; ty.rank()];
                    for (i, &k) in dims.iter().enumerate() {
                        let Some(slot) = map.get_mut(k as usize) else {
                            continue;
                        };
                        if xt.shape[i] == ty.shape[k as usize] {
                            *slot = inner.map[i];
                        }
                    }
                    out.push(Reduced { map, ..inner });
                }
            }
            _ => {}
        }
    }
    out
}

/// Whether `r` (of a chain whose top has rank `rank`) reduces over `dim` and its chain
/// puts the reduced value back along `dim` only: every other dimension `j` indexes the
/// reduction's result dimension `j` (`j − 1` after `dim`).
fn restores(r: &Reduced, rank: usize, dim: i64) -> bool {
    r.dim == dim
        && r.map.len() == rank
        && r.map
            .iter()
            .enumerate()
            .all(|(j, m)| match (j as i64).cmp(&dim) {
                std::cmp::Ordering::Less => *m == Some(j),
                std::cmp::Ordering::Equal => m.is_none(),
                std::cmp::Ordering::Greater => *m == Some(j - 1),
            })
}

/// Whether class `a` is class `e`, or an unscaled cast of it.
fn is_or_casts(eg: &EG, a: Id, e: Id) -> bool {
    let (a, e) = (eg.find(a), eg.find(e));
    a == e
        || eg[a].nodes.iter().any(|n| match n {
            Node::Cast([c, x]) => {
                eg.find(*x) == e
                    && matches!(attr(eg, *c), Some(Attr::Cast(_, sc)) if sc.get() == 1.0)
            }
            _ => false,
        })
}

fn recognise(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(e), Some(den)) = (get(s, "?e"), get(s, "?den")) else {
        return Vec::new();
    };
    let Some(ty) = eg[class].data.ty.clone() else {
        return Vec::new();
    };
    if eg[e].data.ty.as_ref() != Some(&ty) {
        return Vec::new();
    }
    let rank = ty.rank();
    let mut found = None;
    for sum in reductions(eg, den, MAX_CHAIN) {
        if !sum.sum || !restores(&sum, rank, sum.dim) || !is_or_casts(eg, sum.operand, e) {
            continue;
        }
        // e = exp(x − B(reduce_max(x))) over the same dimension.
        for n in &eg[e].nodes {
            let Node::Exp(u) = n else { continue };
            for n in &eg[*u].nodes {
                let Node::Sub([x, b]) = n else { continue };
                let x = eg.find(*x);
                let max_of_x = reductions(eg, *b, MAX_CHAIN)
                    .iter()
                    .any(|m| !m.sum && m.operand == x && restores(m, rank, sum.dim));
                if max_of_x && eg[x].data.ty.as_ref() == Some(&ty) {
                    found = Some((x, sum.dim));
                }
            }
        }
    }
    let Some((x, dim)) = found else {
        return Vec::new();
    };
    let d = leaf(eg, Attr::Dim(dim));
    match add(eg, Node::Softmax([d, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use crate::fuse_operators::rules::testing::{fires, not_fires};

    /// JAX's `jax.nn.softmax(x, axis=-1)` on `[16, n]`, with `max` over dimension `m` and
    /// `sum` over dimension `s` (both results broadcast back along the columns).
    fn softmax(n: u32, m: u32, s: u32) -> String {
        let e = format!(
            "(exp (sub x:16x{n}xf16 (broadcast dims=0,1 shape=16x{n} (broadcast dims=0 shape=16x1 \
             (max (broadcast dims= shape=16 c0=-inf:f16) (reduce reduce=max:{m} x:16x{n}xf16))))))"
        );
        format!(
            "(div {e} (broadcast dims=0,1 shape=16x{n} (broadcast dims=0 shape=16x1 \
             (reduce reduce=sum:{s} {e}))))"
        )
    }

    #[test]
    fn jax_softmax_becomes_one_op() {
        fires(&softmax(32, 1, 1), "(softmax dim=1 x:16x32xf16)");
    }

    #[test]
    fn jax_f16_softmax_sums_in_f32() {
        // jax.nn.softmax on f16: the sum of `cast(e, f32)`, cast back to f16 at `[16, 1]`.
        let e = "(exp (sub x:16x32xf16 (broadcast dims=0 shape=16x32 (reduce reduce=max:1 x:16x32xf16))))";
        fires(
            &format!(
                "(div {e} (broadcast dims=0,1 shape=16x32 (cast cast=f16*1.0 (broadcast dims=0 \
                 shape=16x1 (reduce reduce=sum:1 (cast cast=f32*1.0 {e}))))))"
            ),
            "(softmax dim=1 x:16x32xf16)",
        );
    }

    #[test]
    fn other_reductions_are_left_alone() {
        // The sum over the other dimension of a square `x` (well-typed, not a softmax).
        not_fires(&softmax(16, 1, 0), "(softmax dim=1 x:16x16xf16)");
        not_fires(&softmax(16, 1, 0), "(softmax dim=0 x:16x16xf16)");
        // No maximum subtracted: equal in exact arithmetic, but not what JAX writes for a
        // softmax (and overflows where the softmax does not), so not rewritten.
        not_fires(
            "(div (exp x:16x32xf16) (broadcast dims=0 shape=16x32 (reduce reduce=sum:1 (exp x:16x32xf16))))",
            "(softmax dim=1 x:16x32xf16)",
        );
    }
}
