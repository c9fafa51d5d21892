//! Matmul + elementwise epilogue → `fused` (`graph.fused_matmul`).
//!
//! For every `matmul` or `fused` node `m` of the operand class:
//! - `epilogue-add` (and `-swapped` for `add(y, m)`): `add(m, y)` appends `bias` when `y`
//!   is a broadcast of a `[N]` vector (any shape whose only non-unit dimension maps to the
//!   result's last one, as JAX's `broadcast_in_dim` chains produce; reshaped to `[N]`), and
//!   `add` with `y` as operand when `y` has the result's type;
//! - `epilogue-mul` (and `-swapped`): `mul(m, y)` appends `scale` when `y` is a known
//!   splat (a broadcast constant) and there is no `scale` step yet, else `mul`;
//! - `epilogue-div`: `div(m, y)` appends `scale` by `1 / c` when `y` is a known splat `c`
//!   (JAX's `x / sqrt(d)` in attention) and there is no `scale` step yet: the quotient and
//!   the product by the f32 reciprocal differ by at most an f32 ulp or two before the one
//!   rounding to the result type;
//! - `epilogue-gelu`: `gelu(m)` appends `gelu_tanh` or `gelu_erf`.
//!
//! The epilogue runs on the f32 accumulator and rounds once, where the unfused ops round
//! after each step: the results agree within the result type's rounding.

use egg::{Id, Subst};

use super::{RuleDef, add, attr, get, leaf, nodes, rule as r, union};
use crate::fuse_operators::analysis::EG;
use crate::fuse_operators::lang::{Attr, F32Bits, FusedSpec, Node, Step, TensorTy};

pub(crate) fn rules() -> Vec<RuleDef> {
    vec![
        r("epilogue-add", "(add ?m ?y)", |eg, c, s, rule| {
            binary(eg, c, s, rule, false)
        }),
        r("epilogue-add-swapped", "(add ?y ?m)", |eg, c, s, rule| {
            binary(eg, c, s, rule, false)
        }),
        r("epilogue-mul", "(mul ?m ?y)", |eg, c, s, rule| {
            binary(eg, c, s, rule, true)
        }),
        r("epilogue-mul-swapped", "(mul ?y ?m)", |eg, c, s, rule| {
            binary(eg, c, s, rule, true)
        }),
        r("epilogue-div", "(div ?m ?y)", divide),
        r("epilogue-gelu", "(gelu ?g ?m)", gelu),
    ]
}

/// A matrix product in a class: its spec (a plain matmul as an empty one), epilogue
/// operands, lhs and rhs.
pub(crate) struct Product {
    pub spec: FusedSpec,
    pub items: Vec<Id>,
    pub lhs: Id,
    pub rhs: Id,
}

/// The `matmul` and `fused` nodes of class `id`.
pub(crate) fn products(eg: &EG, id: Id) -> Vec<Product> {
    let mut out = Vec::new();
    for node in &eg[id].nodes {
        match node {
            Node::Matmul([o, a, b]) => {
                if let Some(Attr::Elt(e)) = eg[*o].data.attr.as_ref() {
                    out.push(Product {
                        spec: FusedSpec {
                            out: *e,
                            epilogue: Vec::new(),
                            scale: None,
                            lhs_cast: None,
                            rhs_cast: None,
                        },
                        items: Vec::new(),
                        lhs: *a,
                        rhs: *b,
                    });
                }
            }
            Node::Fused([s, l, a, b]) => {
                let items = eg[*l].nodes.iter().find_map(|n| match n {
                    Node::List(items) => Some(items.to_vec()),
                    _ => None,
                });
                if let (Some(Attr::Fused(spec)), Some(items)) = (eg[*s].data.attr.as_ref(), items) {
                    out.push(Product {
                        spec: spec.clone(),
                        items,
                        lhs: *a,
                        rhs: *b,
                    });
                }
            }
            _ => {}
        }
    }
    out
}

/// Adds `fused(p.spec + step, p.items + operand)` and unions it with `class`.
fn append(
    eg: &mut EG,
    class: Id,
    p: &Product,
    step: Step,
    operand: Option<Id>,
    scale: Option<F32Bits>,
    rule: &'static str,
) -> Vec<Id> {
    let mut spec = p.spec.clone();
    spec.epilogue.push(step);
    if scale.is_some() {
        spec.scale = scale;
    }
    let mut items = p.items.clone();
    items.extend(operand);
    let sl = leaf(eg, Attr::Fused(spec));
    let list = eg.add(Node::List(items.into()));
    match add(eg, Node::Fused([sl, list, p.lhs, p.rhs]), rule) {
        Some(n) => union(eg, class, n),
        None => Vec::new(),
    }
}

/// If class `y` holds a broadcast of an `N`-vector along the last dimension of `r`, the
/// vector as a `[N]` tensor (reshaped when it is stored as `[1, N]` or the like).
fn bias_vector(eg: &mut EG, y: Id, r: &TensorTy, rule: &'static str) -> Option<Id> {
    let last = r.rank().checked_sub(1)? as i64;
    let n = *r.shape.last()?;
    let mut reshaped = None;
    for node in nodes(eg, y) {
        let Node::Broadcast([d, _, x]) = node else {
            continue;
        };
        let (Some(Attr::Dims(dims)), Some(xt)) = (attr(eg, d), eg[x].data.ty.clone()) else {
            continue;
        };
        let Some(i) = dims.iter().position(|&d| d == last) else {
            continue;
        };
        let unit_elsewhere = xt.shape.iter().enumerate().all(|(j, &s)| j == i || s == 1);
        if xt.shape[i] != n || !unit_elsewhere {
            continue;
        }
        // A `[N]` operand is best; else remember the first one to reshape.
        if xt.shape.as_slice() == [n] {
            return Some(x);
        }
        reshaped.get_or_insert(x);
    }
    let x = reshaped?;
    let sh = leaf(eg, Attr::Shape(vec![n]));
    add(eg, Node::Reshape([sh, x]), rule)
}

fn binary(eg: &mut EG, class: Id, s: &Subst, rule: &'static str, mul: bool) -> Vec<Id> {
    let (Some(m), Some(y)) = (get(s, "?m"), get(s, "?y")) else {
        return Vec::new();
    };
    let Some(r) = eg[class].data.ty.clone() else {
        return Vec::new();
    };
    let mut changed = Vec::new();
    for p in products(eg, m) {
        if mul {
            let splat = eg[y]
                .data
                .splat
                .filter(|v| v.is_finite() && (*v as f32).is_finite());
            match splat {
                Some(v) if !p.spec.epilogue.contains(&Step::Scale) => {
                    let sc = F32Bits::new(v as f32);
                    changed.extend(append(eg, class, &p, Step::Scale, None, Some(sc), rule));
                }
                _ => changed.extend(append(eg, class, &p, Step::Mul, Some(y), None, rule)),
            }
        } else {
            match bias_vector(eg, y, &r, rule) {
                Some(b) => changed.extend(append(eg, class, &p, Step::Bias, Some(b), None, rule)),
                None => changed.extend(append(eg, class, &p, Step::Add, Some(y), None, rule)),
            }
        }
    }
    changed
}

/// `div(m, c)` with `c` a known splat: a `scale` step by the f32 reciprocal, when it is
/// finite and non-zero (no `scale` step yet).
fn divide(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(m), Some(y)) = (get(s, "?m"), get(s, "?y")) else {
        return Vec::new();
    };
    let Some(c) = eg[y].data.splat else {
        return Vec::new();
    };
    let reciprocal = (1.0 / c) as f32;
    if !reciprocal.is_finite() || reciprocal == 0.0 {
        return Vec::new();
    }
    let sc = F32Bits::new(reciprocal);
    let mut changed = Vec::new();
    for p in products(eg, m) {
        if !p.spec.epilogue.contains(&Step::Scale) {
            changed.extend(append(eg, class, &p, Step::Scale, None, Some(sc), rule));
        }
    }
    changed
}

fn gelu(eg: &mut EG, class: Id, s: &Subst, rule: &'static str) -> Vec<Id> {
    let (Some(g), Some(m)) = (get(s, "?g"), get(s, "?m")) else {
        return Vec::new();
    };
    let Some(Attr::Gelu(tanh)) = attr(eg, g) else {
        return Vec::new();
    };
    let step = if tanh { Step::GeluTanh } else { Step::GeluErf };
    let mut changed = Vec::new();
    for p in products(eg, m) {
        changed.extend(append(eg, class, &p, step, None, None, rule));
    }
    changed
}

#[cfg(test)]
mod tests {
    use crate::fuse_operators::rules::testing::{fires, not_fires};

    const MM: &str = "(matmul elt=f16 x:64x128xf16 w:128x256xf16)";

    fn t(template: &str) -> String {
        template.replace("MM", MM)
    }

    #[test]
    fn bias_through_jax_broadcasts() {
        fires(
            &t(
                "(add MM (broadcast dims=0,1 shape=64x256 (broadcast dims=1 shape=1x256 b:256xf16)))",
            ),
            "(fused fused=f16;bias (list b:256xf16) x:64x128xf16 w:128x256xf16)",
        );
        fires(
            &t("(add (broadcast dims=0,1 shape=64x256 b:1x256xf16) MM)"),
            "(fused fused=f16;bias (list (reshape shape=256 b:1x256xf16)) x:64x128xf16 w:128x256xf16)",
        );
        // A broadcast along rows is not a bias: an `add` step with the broadcast as operand.
        not_fires(
            &t("(add MM (broadcast dims=0 shape=64x256 b:64xf16))"),
            "(fused fused=f16;bias (list b:64xf16) x:64x128xf16 w:128x256xf16)",
        );
        fires(
            &t("(add MM (broadcast dims=0 shape=64x256 b:64xf16))"),
            "(fused fused=f16;add (list (broadcast dims=0 shape=64x256 b:64xf16)) x:64x128xf16 w:128x256xf16)",
        );
    }

    #[test]
    fn gelu_and_scale_append_steps() {
        fires(
            &t("(gelu gelu=tanh (add MM (broadcast dims=1 shape=64x256 b:256xf16)))"),
            "(fused fused=f16;bias,gelu_tanh (list b:256xf16) x:64x128xf16 w:128x256xf16)",
        );
        fires(
            &t("(mul MM (broadcast dims= shape=64x256 c0=0.125:f16))"),
            "(fused fused=f16;scale;scale=0.125 (list) x:64x128xf16 w:128x256xf16)",
        );
        // Not a splat: a `mul` step, never a `scale`.
        not_fires(
            &t("(mul MM y:64x256xf16)"),
            "(fused fused=f16;scale;scale=1.0 (list) x:64x128xf16 w:128x256xf16)",
        );
        fires(
            &t("(mul y:64x256xf16 MM)"),
            "(fused fused=f16;mul (list y:64x256xf16) x:64x128xf16 w:128x256xf16)",
        );
    }

    #[test]
    fn division_by_a_splat_is_a_scale_by_its_reciprocal() {
        // JAX's `q kᵀ / sqrt(8)` (the constant folded to 2.828125 in f16): scale by 1/c.
        let c = 2.828125f64;
        let r = (1.0 / c) as f32;
        fires(
            &t(&format!(
                "(div MM (broadcast dims= shape=64x256 c0={c}:f16))"
            )),
            &t(&format!(
                "(fused fused=f16;scale;scale={r:?} (list) x:64x128xf16 w:128x256xf16)"
            )),
        );
        // Not a splat, a splat numerator or a zero divisor: no scale.
        not_fires(
            &t("(div MM y:64x256xf16)"),
            "(fused fused=f16;scale;scale=1.0 (list) x:64x128xf16 w:128x256xf16)",
        );
        not_fires(
            &t("(div (broadcast dims= shape=64x256 c0=2.0:f16) MM)"),
            "(fused fused=f16;scale;scale=0.5 (list) x:64x128xf16 w:128x256xf16)",
        );
        not_fires(
            &t("(div MM (broadcast dims= shape=64x256 c0=0.0:f16))"),
            "(fused fused=f16;scale;scale=inf (list) x:64x128xf16 w:128x256xf16)",
        );
    }

    #[test]
    fn no_epilogue_on_other_ops() {
        let nodes = crate::fuse_operators::rules::testing::root_nodes(
            "(gelu gelu=tanh (add x:64x256xf16 (broadcast dims=1 shape=64x256 b:256xf16)))",
        );
        assert!(
            !nodes
                .iter()
                .any(|n| matches!(n, crate::fuse_operators::lang::Node::Fused(_))),
            "{nodes:?}"
        );
    }
}
