//! `recognise-gelu-tanh`: the tanh-approximation GELU written out in primitive ops, as
//! JAX's `jax.nn.gelu(x, approximate=True)` exports it,
//!
//! ```text
//! x · (0.5 · (1 + tanh(√(2/π) · (x + 0.044715 · ((x · x) · x)))))
//! ```
//!
//! (constants are `broadcast`s of scalar `constant`s), becomes `gelu(x) {approximate =
//! "tanh"}`. The matcher reads products as multisets of factors, so any grouping and
//! operand order of the multiplications matches (`0.5·x·(…)`, `x·(0.5·(…))`,
//! `(x·x)·x` or `x·(x·x)`, constants on either side), and `1 + t` either way round. It
//! rewrites nothing else: there is no commutativity rule.
//!
//! Constants match within one unit in the last place of the tensor's element type
//! (relative `2^-mantissa_bits`): f16 rounds `√(2/π) = 0.7978845608…` to `0.797852` and
//! `0.044715` to `0.0447083`; f32 to `0.797884583` and `0.044715`.

use egg::{Id, Subst};

use super::{RuleDef, add, get, leaf, rule as r, union};
use crate::fuse_operators::analysis::EG;
use crate::fuse_operators::lang::{Attr, Elt, Node};

/// `√(2/π)`.
pub const SQRT_2_OVER_PI: f64 = 0.797_884_560_802_865_4;
/// The cubic coefficient of the tanh approximation (Hendrycks & Gimpel, "Gaussian Error
/// Linear Units", 2016).
pub const CUBIC: f64 = 0.044_715;

/// At most this many factorisations of one class are considered (bounds the matcher).
const MAX_FACTORISATIONS: usize = 64;

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![r("recognise-gelu-tanh", "(mul ?a ?b)", recognise)]
}

/// True if `v` equals `reference` within one ulp of `elt` (relative).
pub fn close(v: f64, reference: f64, elt: Elt) -> bool {
    let tol = 2f64.powi(-(elt.mantissa_bits() as i32)) * reference.abs();
    (v - reference).abs() <= tol
}

/// The ways to write class `id` as a product of factors, expanding `mul` nodes up to
/// `depth` levels (the class itself is always one way).
fn factorisations(eg: &EG, id: Id, depth: u32) -> Vec<Vec<Id>> {
    let id = eg.find(id);
    let mut out = vec![vec![id]];
    if depth == 0 {
        return out;
    }
    for n in &eg[id].nodes {
        if let Node::Mul([l, r]) = n {
            for fl in factorisations(eg, *l, depth - 1) {
                for fr in factorisations(eg, *r, depth - 1) {
                    if out.len() >= MAX_FACTORISATIONS {
                        return out;
                    }
                    let mut f = fl.clone();
                    f.extend(fr);
                    out.push(f);
                }
            }
        }
    }
    out
}

fn splat_is(eg: &EG, id: Id, reference: f64, elt: Elt) -> bool {
    eg[id].data.splat.is_some_and(|v| close(v, reference, elt))
}

/// If class `id` is `1 + tanh(u)` (either order), the classes `u`.
fn one_plus_tanh(eg: &EG, id: Id, elt: Elt) -> Vec<Id> {
    let mut out = Vec::new();
    for n in &eg[id].nodes {
        let Node::Add([p, q]) = n else {
            continue;
        };
        for (one, t) in [(*p, *q), (*q, *p)] {
            if !splat_is(eg, one, 1.0, elt) {
                continue;
            }
            for tn in &eg[t].nodes {
                if let Node::Tanh(u) = tn {
                    out.push(eg.find(*u));
                }
            }
        }
    }
    out
}

/// True if `factors` is `{c, x, x, x}` with `c ≈ CUBIC` (in any order).
fn is_cubic_term(eg: &EG, factors: &[Id], x: Id, elt: Elt) -> bool {
    factors.len() == 4
        && factors.iter().filter(|&&f| f == x).count() == 3
        && factors
            .iter()
            .any(|&f| f != x && splat_is(eg, f, CUBIC, elt))
}

/// True if class `u` is `√(2/π) · (x + 0.044715 · x³)` (any grouping and order).
fn is_tanh_argument(eg: &EG, u: Id, x: Id, elt: Elt) -> bool {
    for f in factorisations(eg, u, 1) {
        let [p, q] = f[..] else {
            continue;
        };
        for (c, s) in [(p, q), (q, p)] {
            if !splat_is(eg, c, SQRT_2_OVER_PI, elt) {
                continue;
            }
            for n in &eg[s].nodes {
                let Node::Add([a, b]) = n else {
                    continue;
                };
                for (lin, cub) in [(*a, *b), (*b, *a)] {
                    if eg.find(lin) != x {
                        continue;
                    }
                    if factorisations(eg, cub, 3)
                        .iter()
                        .any(|fs| is_cubic_term(eg, fs, x, elt))
                    {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// If the product `a · b` is the tanh GELU of some `x`, that `x`.
fn gelu_argument(eg: &EG, a: Id, b: Id) -> Option<Id> {
    for fa in factorisations(eg, a, 1) {
        for fb in factorisations(eg, b, 1) {
            let mut f = fa.clone();
            f.extend(fb);
            if f.len() != 3 {
                continue;
            }
            // One factor is 0.5, one is 1 + tanh(u), the remaining one is x.
            for half in 0..3 {
                for t in 0..3 {
                    if half == t {
                        continue;
                    }
                    let xi = 3 - half - t;
                    let x = f[xi];
                    let Some(elt) = eg[x].data.ty.as_ref().map(|ty| ty.elt) else {
                        continue;
                    };
                    if !splat_is(eg, f[half], 0.5, elt) {
                        continue;
                    }
                    if one_plus_tanh(eg, f[t], elt)
                        .into_iter()
                        .any(|u| is_tanh_argument(eg, u, x, elt))
                    {
                        return Some(x);
                    }
                }
            }
        }
    }
    None
}

fn recognise(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(a), Some(b)) = (get(s, "?a"), get(s, "?b")) else {
        return Vec::new();
    };
    let Some(x) = gelu_argument(eg, a, b) else {
        return Vec::new();
    };
    let g = leaf(eg, Attr::Gelu(true));
    match add(eg, Node::Gelu([g, x]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fuse_operators::rules::testing::{fires, not_fires};

    /// The JAX export of `gelu(approximate=True)` on `x` (see the StableHLO corpus).
    fn jax_gelu(x: &str, c1: &str, c2: &str, ty: &str, elt: &str) -> String {
        let k = |v: &str, i: u32| format!("(broadcast dims= shape={ty} c{i}={v}:{elt})");
        let cube = format!("(mul (mul {x} {x}) {x})");
        let inner = format!("(add {x} (mul {} {cube}))", k(c1, 1));
        let t = format!("(tanh (mul {} {inner}))", k(c2, 2));
        format!("(mul {x} (mul {} (add {} {t})))", k("0.5", 3), k("1.0", 4))
    }

    #[test]
    fn jax_gelu_is_recognised_in_f16_and_f32() {
        fires(
            &jax_gelu(
                "h:64x256xf16",
                "0.044708251953125",
                "0.7978515625",
                "64x256",
                "f16",
            ),
            "(gelu gelu=tanh h:64x256xf16)",
        );
        fires(
            &jax_gelu("h:64x256xf32", "0.044715", "0.797884583", "64x256", "f32"),
            "(gelu gelu=tanh h:64x256xf32)",
        );
    }

    #[test]
    fn other_groupings_are_recognised() {
        // 0.5 · x · (1 + tanh(...)) grouped as (0.5 · x) · (...), with x · (x · x).
        let x = "h:8xf16";
        let k = |v: &str, i: u32| format!("(broadcast dims= shape=8 c{i}={v}:f16)");
        let cube = format!("(mul {x} (mul {x} {x}))");
        let inner = format!("(add (mul {cube} {}) {x})", k("0.044708251953125", 1));
        let t = format!("(tanh (mul {inner} {}))", k("0.7978515625", 2));
        let term = format!("(mul (mul {} {x}) (add {t} {}))", k("0.5", 3), k("1.0", 4));
        fires(&term, "(gelu gelu=tanh h:8xf16)");
    }

    #[test]
    fn wrong_constants_are_not_gelu() {
        // 0.0448 is more than one f16 ulp away from 0.044715.
        not_fires(
            &jax_gelu("h:64x256xf16", "0.0448", "0.7978515625", "64x256", "f16"),
            "(gelu gelu=tanh h:64x256xf16)",
        );
        // x² instead of x³.
        let x = "h:8xf16";
        let k = |v: &str, i: u32| format!("(broadcast dims= shape=8 c{i}={v}:f16)");
        let inner = format!(
            "(add {x} (mul {} (mul {x} {x})))",
            k("0.044708251953125", 1)
        );
        let t = format!("(tanh (mul {} {inner}))", k("0.7978515625", 2));
        let term = format!("(mul {x} (mul {} (add {} {t})))", k("0.5", 3), k("1.0", 4));
        not_fires(&term, "(gelu gelu=tanh h:8xf16)");
    }

    #[test]
    fn tolerance_follows_the_element_type() {
        assert!(close(0.797_852, SQRT_2_OVER_PI, Elt::F16));
        assert!(!close(0.797_852, SQRT_2_OVER_PI, Elt::F32));
        assert!(close(0.044_708_25, CUBIC, Elt::F16));
    }
}
