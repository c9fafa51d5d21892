//! Test helpers: saturate a term with every rule and ask whether another term is in the
//! same e-class.

use egg::{RecExpr, Runner, SimpleScheduler};

use crate::fuse_operators::analysis::{EG, GraphAnalysis};
use crate::fuse_operators::lang::Node;

fn parse(text: &str) -> RecExpr<Node> {
    text.parse()
        .unwrap_or_else(|e| panic!("test term does not parse: {text}: {e}"))
}

/// Saturates `input` with all rules; returns the e-graph and the root class.
pub(crate) fn saturate(input: &str) -> (EG, egg::Id) {
    let expr = parse(input);
    let mut eg = EG::new(GraphAnalysis::default());
    let root = eg.add_expr(&expr);
    assert!(
        eg[root].data.ty.is_some() || matches!(expr.last(), Some(Node::Results(_))),
        "test input is ill-typed: {input}"
    );
    let rules = super::all(&[]).expect("rules build");
    let runner = Runner::default()
        .with_egraph(eg)
        .with_scheduler(SimpleScheduler)
        .with_iter_limit(30)
        .with_node_limit(20_000)
        .run(&rules);
    let root = runner.egraph.find(root);
    (runner.egraph, root)
}

/// Asserts that `expected` is equivalent to `input` after saturation (the rule fired).
pub(crate) fn fires(input: &str, expected: &str) {
    let (eg, root) = saturate(input);
    let found = eg.lookup_expr(&parse(expected)).map(|id| eg.find(id));
    assert_eq!(
        found,
        Some(root),
        "expected `{expected}` to be equivalent to `{input}`"
    );
}

/// Asserts that `unexpected` is not equivalent to `input` after saturation.
pub(crate) fn not_fires(input: &str, unexpected: &str) {
    let (eg, root) = saturate(input);
    let found = eg.lookup_expr(&parse(unexpected)).map(|id| eg.find(id));
    assert_ne!(
        found,
        Some(root),
        "`{unexpected}` must not be equivalent to `{input}`"
    );
}

/// The nodes of the root class of `input` after saturation.
pub(crate) fn root_nodes(input: &str) -> Vec<Node> {
    let (eg, root) = saturate(input);
    eg[root].nodes.clone()
}
