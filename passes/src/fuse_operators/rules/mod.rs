//! The rewrite rules. Each rule is an egg [`Pattern`] (or [`egg::MultiPattern`]) that finds the
//! shape of the match, and an applier written in Rust that checks the conditions the
//! pattern cannot express (shapes, element types, attribute values) with
//! [`super::analysis::infer`] and builds the result.
//!
//! Rules are one-directional where a direction is canonical (they simplify, fuse or
//! merge); there is no general associativity or commutativity rule: where operand order
//! matters (the GELU recogniser, epilogues), the applier tries the orders itself.
//!
//! | module | rules |
//! |---|---|
//! | [`layout`] | `transpose-transpose`, `transpose-identity`, `reshape-reshape`, `reshape-identity`, `broadcast-broadcast`, `broadcast-identity`, `slice-slice`, `slice-identity`, `slice-of-concat`, `concat-flatten`, `concat-of-slices`, `reshape-out-of-elementwise` |
//! | [`cast`] | `cast-cast`, `cast-identity`, `cast-into-matmul-lhs`, `cast-into-matmul-rhs` |
//! | [`epilogue`] | `epilogue-add`, `epilogue-add-swapped`, `epilogue-mul`, `epilogue-mul-swapped`, `epilogue-div`, `epilogue-gelu` |
//! | [`merge`] | `merge-shared-lhs`, `merge-shared-lhs-fused`, `merge-shared-rhs` |
//! | [`gelu`] | `recognise-gelu-tanh` |
//! | [`algebra`] | `max-neg-inf`, `max-neg-inf-swapped` |
//! | [`softmax`] | `recognise-softmax` |

use egg::{Applier, Id, Pattern, PatternAst, Rewrite, Subst, Symbol, Var};

use super::analysis::{EG, GraphAnalysis, infer};
use super::lang::{Attr, Leaf, Node};

pub mod algebra;
pub mod cast;
pub mod epilogue;
pub mod gelu;
pub mod layout;
pub mod merge;
pub mod softmax;

/// A rule's applier: gets the e-graph, the matched class, the substitution and the rule
/// name; returns the classes it changed.
pub type ApplyFn = fn(&mut EG, Id, &Subst, &'static str) -> Vec<Id>;

/// An [`Applier`] that calls an [`ApplyFn`]. The function does its own unions (for a
/// multi-pattern the matched class is not the one to union with).
pub struct FnApplier {
    name: &'static str,
    f: ApplyFn,
}

impl Applier<Node, GraphAnalysis> for FnApplier {
    fn apply_one(
        &self,
        egraph: &mut EG,
        eclass: Id,
        subst: &Subst,
        _ast: Option<&PatternAst<Node>>,
        _rule: Symbol,
    ) -> Vec<Id> {
        (self.f)(egraph, eclass, subst, self.name)
    }
}

/// Every rule's name, in the order [`all`] builds them.
pub const NAMES: &[&str] = &[
    "transpose-transpose",
    "transpose-identity",
    "reshape-reshape",
    "reshape-identity",
    "broadcast-broadcast",
    "broadcast-identity",
    "slice-slice",
    "slice-identity",
    "slice-of-concat",
    "concat-flatten",
    "concat-of-slices",
    "reshape-out-of-elementwise",
    "cast-cast",
    "cast-identity",
    "cast-into-matmul-lhs",
    "cast-into-matmul-rhs",
    "epilogue-add",
    "epilogue-add-swapped",
    "epilogue-mul",
    "epilogue-mul-swapped",
    "epilogue-div",
    "epilogue-gelu",
    "merge-shared-lhs",
    "merge-shared-lhs-fused",
    "merge-shared-rhs",
    "recognise-gelu-tanh",
    "max-neg-inf",
    "max-neg-inf-swapped",
    "recognise-softmax",
];

/// A rule: name, searcher text (a pattern, or a multi-pattern `?a = ..., ?b = ...`), applier.
pub(crate) struct RuleDef {
    pub name: &'static str,
    pub searcher: &'static str,
    pub multi: bool,
    pub apply: ApplyFn,
}

/// A single-pattern rule.
pub(crate) fn rule(name: &'static str, searcher: &'static str, apply: ApplyFn) -> RuleDef {
    RuleDef {
        name,
        searcher,
        multi: false,
        apply,
    }
}

/// A multi-pattern rule.
pub(crate) fn multi_rule(name: &'static str, searcher: &'static str, apply: ApplyFn) -> RuleDef {
    RuleDef {
        name,
        searcher,
        multi: true,
        apply,
    }
}

/// Builds the rules whose names are not in `disabled`.
///
/// # Errors
/// A message (our bug) if a static pattern does not parse.
pub fn all(disabled: &[String]) -> Result<Vec<Rewrite<Node, GraphAnalysis>>, String> {
    let mut defs: Vec<RuleDef> = Vec::new();
    defs.extend(layout::rules());
    defs.extend(cast::rules());
    defs.extend(epilogue::rules());
    defs.extend(merge::rules());
    defs.extend(gelu::rules());
    defs.extend(algebra::rules());
    defs.extend(softmax::rules());
    debug_assert_eq!(defs.iter().map(|d| d.name).collect::<Vec<_>>(), NAMES);
    let mut out = Vec::new();
    for d in defs {
        if disabled.iter().any(|n| n == d.name) {
            continue;
        }
        let rw = if d.multi {
            let searcher: egg::MultiPattern<Node> = d
                .searcher
                .parse()
                .map_err(|e| format!("rule {}: {e:?}", d.name))?;
            Rewrite::new(
                d.name,
                searcher,
                FnApplier {
                    name: d.name,
                    f: d.apply,
                },
            )
        } else {
            let searcher: Pattern<Node> = d
                .searcher
                .parse()
                .map_err(|e| format!("rule {}: {e}", d.name))?;
            Rewrite::new(
                d.name,
                searcher,
                FnApplier {
                    name: d.name,
                    f: d.apply,
                },
            )
        };
        out.push(rw.map_err(|e| format!("rule {}: {e}", d.name))?);
    }
    Ok(out)
}

// ----- helpers for appliers ---------------------------------------------------------------

/// The class bound to `?name`.
pub(crate) fn get(subst: &Subst, name: &str) -> Option<Id> {
    let v: Var = name.parse().ok()?;
    subst.get(v).copied()
}

/// The attribute of an attribute-leaf class.
pub(crate) fn attr(egraph: &EG, id: Id) -> Option<Attr> {
    egraph[id].data.attr.clone()
}

/// Adds an attribute leaf.
pub(crate) fn leaf(egraph: &mut EG, a: Attr) -> Id {
    egraph.add(Node::Leaf(Leaf::Attr(a)))
}

/// Adds `node` if it is well-typed (records `rule` as its provenance when it is new);
/// `None` if it is ill-typed.
pub(crate) fn add(egraph: &mut EG, node: Node, rule: &'static str) -> Option<Id> {
    infer(&node, |id| &egraph[id].data)?;
    if egraph.lookup(node.clone()).is_none() {
        egraph.analysis.provenance.push((node.clone(), rule));
    }
    Some(egraph.add(node))
}

/// Unions `a` and `b` if their types agree (our rules only produce equal types; a
/// mismatch is a bug, and then nothing is unioned). Returns the changed class.
pub(crate) fn union(egraph: &mut EG, a: Id, b: Id) -> Vec<Id> {
    if egraph[a].data.ty != egraph[b].data.ty {
        debug_assert!(false, "rule tried to union classes of different types");
        return Vec::new();
    }
    if egraph.union(a, b) {
        vec![egraph.find(a)]
    } else {
        Vec::new()
    }
}

/// The nodes of class `id` (cloned, so the e-graph can be changed afterwards).
pub(crate) fn nodes(egraph: &EG, id: Id) -> Vec<Node> {
    egraph[id].nodes.clone()
}

/// True if class `target` is reachable from class `from` through children (used to keep
/// merges from creating cycles).
pub(crate) fn reaches(egraph: &EG, from: Id, target: Id) -> bool {
    let target = egraph.find(target);
    let mut seen = std::collections::BTreeSet::new();
    let mut stack = vec![egraph.find(from)];
    while let Some(c) = stack.pop() {
        if c == target {
            return true;
        }
        if !seen.insert(c) {
            continue;
        }
        for n in &egraph[c].nodes {
            for &ch in egg::Language::children(n) {
                stack.push(egraph.find(ch));
            }
        }
    }
    false
}

#[cfg(test)]
pub(crate) mod testing;
