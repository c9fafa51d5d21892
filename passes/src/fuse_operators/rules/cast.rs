//! Cast folding.
//!
//! - `cast-cast`: `cast(cast(x: A → B, s1) → C, s2)` = `cast(x: A → C, s1·s2)` when the
//!   first cast is exact: `B` holds every value of `A` ([`Elt::holds`]) and `s1` is 1, or
//!   `B` is f32, `A` is narrower and `s1` is a power of two in `[2^-64, 2^64]` (then `x·s1`
//!   is exact in f32 and one rounding of `x·s1·s2` remains on both sides).
//! - `cast-identity`: `cast(x: A → A, 1)` = `x` (so exact round trips vanish).
//! - `cast-into-matmul-lhs` / `-rhs`: `matmul(cast(x → f8, s), w)` = `fused_matmul(x, w,
//!   lhs_cast = <f8, s>)` (and the same into a `fused` node without that cast yet):
//!   `#graph.operand_cast` is defined as exactly that cast.

use egg::{Id, Subst};

use super::{RuleDef, add, attr, get, leaf, rule as r, union};
use crate::fuse_operators::analysis::{EG, valid_scale};
use crate::fuse_operators::lang::{Attr, Elt, F32Bits, FusedSpec, Node};

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![
        r("cast-cast", "(cast ?c2 (cast ?c1 ?x))", cast_cast),
        r("cast-identity", "(cast ?c ?x)", cast_identity),
        r("cast-into-matmul-lhs", "?m", |eg, c, s, rule| {
            into_matmul(eg, c, s, rule, true)
        }),
        r("cast-into-matmul-rhs", "?m", |eg, c, s, rule| {
            into_matmul(eg, c, s, rule, false)
        }),
    ]
}

/// True if `s` is a power of two in `[2^-64, 2^64]`.
fn exact_power_of_two(s: f32) -> bool {
    s.is_finite()
        && s > 0.0
        && (s.to_bits() & 0x007f_ffff) == 0
        && (2f32.powi(-64)..=2f32.powi(64)).contains(&s)
}

fn cast_cast(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(c1), Some(c2), Some(x)) = (get(s, "?c1"), get(s, "?c2"), get(s, "?x")) else {
        return Vec::new();
    };
    let (Some(Attr::Cast(mid, s1)), Some(Attr::Cast(to, s2))) = (attr(eg, c1), attr(eg, c2)) else {
        return Vec::new();
    };
    let Some(from) = eg[x].data.ty.as_ref().map(|t| t.elt) else {
        return Vec::new();
    };
    let exact = mid.holds(from)
        && (s1.get() == 1.0
            || (mid == Elt::F32 && from != Elt::F32 && exact_power_of_two(s1.get())));
    if !exact {
        return Vec::new();
    }
    let scale = F32Bits::new(s1.get() * s2.get());
    if !valid_scale(scale) {
        return Vec::new();
    }
    let l = leaf(eg, Attr::Cast(to, scale));
    match add(eg, Node::Cast([l, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

fn cast_identity(eg: &mut EG, class: Id, s: &Subst, _rule: &'static str) -> Vec<Id> {
    let (Some(c), Some(x)) = (get(s, "?c"), get(s, "?x")) else {
        return Vec::new();
    };
    match attr(eg, c) {
        Some(Attr::Cast(to, sc))
            if sc.get() == 1.0 && eg[x].data.ty.as_ref().is_some_and(|t| t.elt == to) =>
        {
            union(eg, class, x)
        }
        _ => Vec::new(),
    }
}

/// The f8 casts in class `id`: `(source, element, scale)`.
fn f8_casts(eg: &EG, id: Id) -> Vec<(Id, Elt, F32Bits)> {
    eg[id]
        .nodes
        .iter()
        .filter_map(|n| match n {
            Node::Cast([c, x]) => match eg[*c].data.attr.as_ref() {
                Some(Attr::Cast(e, s)) if e.is_f8() && valid_scale(*s) => Some((*x, *e, *s)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

fn into_matmul(eg: &mut EG, class: Id, s: &Subst, rule: &'static str, lhs: bool) -> Vec<Id> {
    let Some(m) = get(s, "?m") else {
        return Vec::new();
    };
    let mut changed = Vec::new();
    for node in super::nodes(eg, m) {
        // (spec, list, lhs, rhs) of a matmul or fused node.
        let (spec, list, a, b) = match node {
            Node::Matmul([o, a, b]) => {
                let Some(Attr::Elt(out)) = attr(eg, o) else {
                    continue;
                };
                let spec = FusedSpec {
                    out,
                    epilogue: Vec::new(),
                    scale: None,
                    lhs_cast: None,
                    rhs_cast: None,
                };
                let list = eg.add(Node::List(Box::new([])));
                (spec, list, a, b)
            }
            Node::Fused([sp, l, a, b]) => {
                let Some(Attr::Fused(spec)) = attr(eg, sp) else {
                    continue;
                };
                (spec, l, a, b)
            }
            _ => continue,
        };
        let operand = if lhs { a } else { b };
        let already = if lhs {
            spec.lhs_cast.is_some()
        } else {
            spec.rhs_cast.is_some()
        };
        if already {
            continue;
        }
        for (x, e, sc) in f8_casts(eg, operand) {
            let mut spec = spec.clone();
            if lhs {
                spec.lhs_cast = Some((e, sc));
            } else {
                spec.rhs_cast = Some((e, sc));
            }
            let sl = leaf(eg, Attr::Fused(spec));
            let (na, nb) = if lhs { (x, b) } else { (a, x) };
            if let Some(n) = add(eg, Node::Fused([sl, list, na, nb]), rule) {
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
    fn widening_then_narrowing_is_one_cast() {
        fires(
            "(cast cast=f8E4M3FN*2.0 (cast cast=f32*1.0 x:4xf16))",
            "(cast cast=f8E4M3FN*2.0 x:4xf16)",
        );
        fires(
            "(cast cast=f16*0.25 (cast cast=f32*4.0 x:4xf16))",
            "(cast cast=f16*1.0 x:4xf16)",
        );
        // Narrowing first rounds: not exact.
        not_fires(
            "(cast cast=f32*1.0 (cast cast=f16*1.0 x:4xf32))",
            "(cast cast=f32*1.0 x:4xf32)",
        );
        // A scale that is not a power of two makes the first cast inexact.
        not_fires(
            "(cast cast=f16*1.0 (cast cast=f32*3.0 x:4xf16))",
            "(cast cast=f16*3.0 x:4xf16)",
        );
    }

    #[test]
    fn exact_round_trips_vanish() {
        fires(
            "(cast cast=f8E4M3FN*1.0 (cast cast=f16*1.0 x:4xf8E4M3FN))",
            "x:4xf8E4M3FN",
        );
        fires("(cast cast=f16*1.0 (cast cast=f32*1.0 x:4xf16))", "x:4xf16");
        not_fires(
            "(cast cast=f16*1.0 (cast cast=f8E4M3FN*1.0 x:4xf16))",
            "x:4xf16",
        );
    }

    #[test]
    fn f8_casts_fold_into_matmul_operands() {
        fires(
            "(matmul elt=f16 (cast cast=f8E4M3FN*1.0 g:64x256xf16) w:256x128xf8E4M3FN)",
            "(fused fused=f16;;lhs=f8E4M3FN*1.0 (list) g:64x256xf16 w:256x128xf8E4M3FN)",
        );
        fires(
            "(matmul elt=f32 x:64x256xf8E5M2 (cast cast=f8E5M2*0.5 w:256x128xf32))",
            "(fused fused=f32;;rhs=f8E5M2*0.5 (list) x:64x256xf8E5M2 w:256x128xf32)",
        );
        // A cast to f16 is not an operand cast (those are f8 only).
        not_fires(
            "(matmul elt=f32 (cast cast=f16*1.0 g:64x256xf32) w:256x128xf16)",
            "(fused fused=f32;;lhs=f16*1.0 (list) g:64x256xf32 w:256x128xf16)",
        );
    }
}
