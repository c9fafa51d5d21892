//! Matrix products that share an operand become one product and slices (multi-patterns).
//!
//! - `merge-shared-lhs` (the QKV fusion): `a = x·w1`, `b = x·w2` → `c = x·concat(w1, w2)`
//!   along `N`, `a = c[..., 0:N1]`, `b = c[..., N1:N1+N2]`;
//! - `merge-shared-lhs-fused`: the same for two `fused` products with one spec (same
//!   epilogue, scale and casts); their epilogue operands are concatenated pairwise along
//!   their last dimension (a `[N]` bias, or an operand of the result's shape);
//! - `merge-shared-rhs` (the mirror): `a = x1·w`, `b = x2·w` → `concat(x1, x2)` along `M`
//!   times `w`, then slices along `M`.
//!
//! Applied pairwise, three products merge into one (`x·concat(wq, wk, wv)`) through
//! `slice-slice` and `concat-flatten`. Guards keep the e-graph finite and acyclic:
//! - the two operands that differ are different classes, and their *parts* (the operands
//!   of a concat along the merged dimension, recursively) are disjoint and ordered: every
//!   part of the first has a smaller class id than every part of the second, so each set
//!   of products merges in one order only;
//! - neither differing operand depends on the other product (`reaches`), so the merged
//!   product never feeds itself.

use egg::{Id, Subst};

use super::{RuleDef, add, get, leaf, multi_rule, reaches, union};
use crate::fuse_operators::analysis::EG;
use crate::fuse_operators::lang::{Attr, Node, SliceSpec};

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![
        multi_rule(
            "merge-shared-lhs",
            "?a = (matmul ?o ?x ?w1), ?b = (matmul ?o ?x ?w2)",
            |eg, _c, s, rule| shared_lhs(eg, s, rule, false),
        ),
        multi_rule(
            "merge-shared-lhs-fused",
            "?a = (fused ?s ?l1 ?x ?w1), ?b = (fused ?s ?l2 ?x ?w2)",
            |eg, _c, s, rule| shared_lhs(eg, s, rule, true),
        ),
        multi_rule(
            "merge-shared-rhs",
            "?a = (matmul ?o ?x1 ?w), ?b = (matmul ?o ?x2 ?w)",
            shared_rhs,
        ),
    ]
}

/// The operands of a concat along `dim` in class `id`, recursively (depth-bounded), or
/// the class itself.
fn parts(eg: &EG, id: Id, dim: i64, depth: u32) -> Vec<Id> {
    if depth > 0 {
        for n in &eg[id].nodes {
            if let Node::Concat(ch) = n
                && eg[ch[0]].data.attr == Some(Attr::Dim(dim))
            {
                return ch[1..]
                    .iter()
                    .flat_map(|&c| parts(eg, c, dim, depth - 1))
                    .collect();
            }
        }
    }
    vec![eg.find(id)]
}

/// True if every part of `p` is below every part of `q` (so also disjoint).
fn ordered(eg: &EG, p: Id, q: Id, dim: i64) -> bool {
    let (p, q) = (parts(eg, p, dim, 8), parts(eg, q, dim, 8));
    match (p.iter().max(), q.iter().min()) {
        (Some(a), Some(b)) => a < b,
        _ => false,
    }
}

/// The two slices of `c` along `dim` at `[0, n1)` and `[n1, n1 + n2)`.
fn split(eg: &mut EG, c: Id, dim: usize, n1: i64, n2: i64, rule: &'static str) -> Option<(Id, Id)> {
    let shape = eg[c].data.ty.as_ref()?.shape.to_vec();
    let spec = |lo: i64, hi: i64| {
        let mut s = SliceSpec {
            start: vec![0; shape.len()],
            limit: shape.clone(),
            strides: vec![1; shape.len()],
        };
        s.start[dim] = lo;
        s.limit[dim] = hi;
        s
    };
    let l1 = leaf(eg, Attr::Slice(spec(0, n1)));
    let l2 = leaf(eg, Attr::Slice(spec(n1, n1 + n2)));
    let s1 = add(eg, Node::Slice([l1, c]), rule)?;
    let s2 = add(eg, Node::Slice([l2, c]), rule)?;
    Some((s1, s2))
}

/// Concatenates `a` and `b` along their last dimension.
fn concat_last(eg: &mut EG, a: Id, b: Id, rule: &'static str) -> Option<Id> {
    let rank = eg[a].data.ty.as_ref()?.rank();
    let d = leaf(eg, Attr::Dim(rank.checked_sub(1)? as i64));
    add(eg, Node::Concat(vec![d, a, b].into()), rule)
}

fn shared_lhs(eg: &mut EG, s: &Subst, rule: &'static str, fused: bool) -> Vec<Id> {
    let (Some(a), Some(b), Some(x), Some(w1), Some(w2)) = (
        get(s, "?a"),
        get(s, "?b"),
        get(s, "?x"),
        get(s, "?w1"),
        get(s, "?w2"),
    ) else {
        return Vec::new();
    };
    let (a, b, w1, w2) = (eg.find(a), eg.find(b), eg.find(w1), eg.find(w2));
    let (Some(t1), Some(t2)) = (eg[w1].data.ty.clone(), eg[w2].data.ty.clone()) else {
        return Vec::new();
    };
    let last = t1.rank().saturating_sub(1) as i64;
    if a == b || w1 == w2 || t1.rank() != t2.rank() || !ordered(eg, w1, w2, last) {
        return Vec::new();
    }
    if reaches(eg, w2, a) || reaches(eg, w1, b) {
        return Vec::new();
    }
    let Some(wc) = concat_last(eg, w1, w2, rule) else {
        return Vec::new();
    };
    let c = if fused {
        let (Some(sp), Some(l1), Some(l2)) = (get(s, "?s"), get(s, "?l1"), get(s, "?l2")) else {
            return Vec::new();
        };
        let items = |eg: &EG, l: Id| {
            eg[l].nodes.iter().find_map(|n| match n {
                Node::List(items) => Some(items.to_vec()),
                _ => None,
            })
        };
        let (Some(i1), Some(i2)) = (items(eg, l1), items(eg, l2)) else {
            return Vec::new();
        };
        if i1.len() != i2.len() {
            return Vec::new();
        }
        let mut merged = Vec::new();
        for (p, q) in i1.into_iter().zip(i2) {
            match concat_last(eg, p, q, rule) {
                Some(m) => merged.push(m),
                None => return Vec::new(),
            }
        }
        let list = eg.add(Node::List(merged.into()));
        add(eg, Node::Fused([sp, list, x, wc]), rule)
    } else {
        let Some(o) = get(s, "?o") else {
            return Vec::new();
        };
        add(eg, Node::Matmul([o, x, wc]), rule)
    };
    let Some(c) = c else {
        return Vec::new();
    };
    let rank = eg[c].data.ty.as_ref().map_or(0, |t| t.rank());
    let Some((sa, sb)) = split(
        eg,
        c,
        rank - 1,
        t1.shape[t1.rank() - 1],
        t2.shape[t2.rank() - 1],
        rule,
    ) else {
        return Vec::new();
    };
    let mut changed = union(eg, a, sa);
    changed.extend(union(eg, b, sb));
    changed
}

fn shared_rhs(eg: &mut EG, _class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(a), Some(b), Some(o), Some(x1), Some(x2), Some(w)) = (
        get(s, "?a"),
        get(s, "?b"),
        get(s, "?o"),
        get(s, "?x1"),
        get(s, "?x2"),
        get(s, "?w"),
    ) else {
        return Vec::new();
    };
    let (a, b, x1, x2) = (eg.find(a), eg.find(b), eg.find(x1), eg.find(x2));
    let (Some(t1), Some(t2), Some(tw)) = (
        eg[x1].data.ty.clone(),
        eg[x2].data.ty.clone(),
        eg[w].data.ty.clone(),
    ) else {
        return Vec::new();
    };
    // Rows concatenate only when the rhs is shared by every row: rank-2 lhs and rhs.
    if t1.rank() != 2 || t2.rank() != 2 || tw.rank() != 2 {
        return Vec::new();
    }
    if a == b || x1 == x2 || !ordered(eg, x1, x2, 0) || reaches(eg, x2, a) || reaches(eg, x1, b) {
        return Vec::new();
    }
    let d = leaf(eg, Attr::Dim(0));
    let Some(xc) = add(eg, Node::Concat(vec![d, x1, x2].into()), rule) else {
        return Vec::new();
    };
    let Some(c) = add(eg, Node::Matmul([o, xc, w]), rule) else {
        return Vec::new();
    };
    let Some((sa, sb)) = split(eg, c, 0, t1.shape[0], t2.shape[0], rule) else {
        return Vec::new();
    };
    let mut changed = union(eg, a, sa);
    changed.extend(union(eg, b, sb));
    changed
}

#[cfg(test)]
mod tests {
    use crate::fuse_operators::rules::testing::{fires, not_fires};

    #[test]
    fn qkv_projections_merge_into_one_product() {
        let input = "(results (matmul elt=f16 x:64x128xf16 wq:128x128xf16) \
                     (matmul elt=f16 x:64x128xf16 wk:128x128xf16) \
                     (matmul elt=f16 x:64x128xf16 wv:128x128xf16))";
        let merged = "(matmul elt=f16 x:64x128xf16 (concat dim=1 wq:128x128xf16 wk:128x128xf16 wv:128x128xf16))";
        fires(
            input,
            &format!(
                "(results (slice slice=0:64:1,0:128:1 {merged}) (slice slice=0:64:1,128:256:1 {merged}) \
                 (slice slice=0:64:1,256:384:1 {merged}))"
            ),
        );
    }

    #[test]
    fn products_with_different_lhs_do_not_merge() {
        let input = "(results (matmul elt=f16 x:64x128xf16 wq:128x128xf16) \
                     (matmul elt=f16 y:64x128xf16 wk:128x128xf16))";
        not_fires(
            input,
            "(results (slice slice=0:64:1,0:128:1 (matmul elt=f16 x:64x128xf16 (concat dim=1 wq:128x128xf16 wk:128x128xf16))) \
             (matmul elt=f16 y:64x128xf16 wk:128x128xf16))",
        );
    }

    #[test]
    fn a_product_feeding_the_other_does_not_merge() {
        // b's rhs is computed from a: merging would make the product feed itself.
        let a = "(matmul elt=f16 x:64x64xf16 w:64x64xf16)";
        let input = format!("(results {a} (matmul elt=f16 x:64x64xf16 (transpose perm=1,0 {a})))");
        not_fires(
            &input,
            &format!(
                "(results (slice slice=0:64:1,0:64:1 (matmul elt=f16 x:64x64xf16 (concat dim=1 w:64x64xf16 (transpose perm=1,0 {a})))) \
                 (matmul elt=f16 x:64x64xf16 (transpose perm=1,0 {a})))"
            ),
        );
    }

    #[test]
    fn shared_rhs_merges_rows() {
        let input = "(results (matmul elt=f16 x1:32x128xf16 w:128x64xf16) (matmul elt=f16 x2:16x128xf16 w:128x64xf16))";
        let merged = "(matmul elt=f16 (concat dim=0 x1:32x128xf16 x2:16x128xf16) w:128x64xf16)";
        fires(
            input,
            &format!(
                "(results (slice slice=0:32:1,0:64:1 {merged}) (slice slice=32:48:1,0:64:1 {merged}))"
            ),
        );
        // Batched lhs: rows of different batches cannot be stacked this way.
        not_fires(
            "(results (matmul elt=f16 x1:2x32x128xf16 w:128x64xf16) (matmul elt=f16 x2:2x32x128xf16 w:128x64xf16))",
            "(results (slice slice=0:2:1,0:32:1,0:64:1 (matmul elt=f16 (concat dim=1 x1:2x32x128xf16 x2:2x32x128xf16) w:128x64xf16)) \
             (slice slice=0:2:1,32:64:1,0:64:1 (matmul elt=f16 (concat dim=1 x1:2x32x128xf16 x2:2x32x128xf16) w:128x64xf16)))",
        );
    }

    #[test]
    fn fused_projections_merge_with_their_biases() {
        let p = |w: &str, b: &str| {
            format!("(fused fused=f16;bias (list {b}:128xf16) x:64x128xf16 {w}:128x128xf16)")
        };
        let input = format!("(results {} {})", p("wq", "bq"), p("wk", "bk"));
        let merged = "(fused fused=f16;bias (list (concat dim=0 bq:128xf16 bk:128xf16)) x:64x128xf16 \
                      (concat dim=1 wq:128x128xf16 wk:128x128xf16))";
        fires(
            &input,
            &format!(
                "(results (slice slice=0:64:1,0:128:1 {merged}) (slice slice=0:64:1,128:256:1 {merged}))"
            ),
        );
    }
}
