//! Elementwise identities that remove an op.
//!
//! - `max-neg-inf` (and `-swapped` for `max(−∞, x)`): `max(x, y)` is `x` when `y` is a
//!   known splat of −∞ of the same type. JAX writes `max(−∞, reduce_max(x))` in every
//!   `jax.nn.softmax`; `graph.max` propagates NaN (as StableHLO's `maximum`), so the
//!   identity holds for every `x`, NaN and −∞ included.

use egg::{Id, Subst};

use super::{RuleDef, get, rule as r, union};
use crate::fuse_operators::analysis::EG;

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![
        r("max-neg-inf", "(max ?x ?y)", max_neg_inf),
        r("max-neg-inf-swapped", "(max ?y ?x)", max_neg_inf),
    ]
}

fn max_neg_inf(eg: &mut EG, class: Id, s: &Subst, _rule: &'static str) -> Vec<Id> {
    let (Some(x), Some(y)) = (get(s, "?x"), get(s, "?y")) else {
        return Vec::new();
    };
    let lowest = eg[y].data.splat == Some(f64::NEG_INFINITY);
    if lowest && eg[x].data.ty.is_some() && eg[x].data.ty == eg[class].data.ty {
        return union(eg, class, x);
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use crate::fuse_operators::rules::testing::{fires, not_fires};

    #[test]
    fn max_with_negative_infinity_is_the_other_operand() {
        fires(
            "(max (broadcast dims= shape=16 c0=-inf:f16) r:16xf16)",
            "r:16xf16",
        );
        fires(
            "(max r:16xf32 (broadcast dims= shape=16 c0=-inf:f32))",
            "r:16xf32",
        );
        // Any other splat (even the lowest finite value) is a real maximum.
        not_fires(
            "(max r:16xf16 (broadcast dims= shape=16 c0=-65504.0:f16))",
            "r:16xf16",
        );
        not_fires(
            "(max r:16xf16 (broadcast dims= shape=16 c0=inf:f16))",
            "r:16xf16",
        );
        not_fires("(max r:16xf16 y:16xf16)", "r:16xf16");
    }
}
