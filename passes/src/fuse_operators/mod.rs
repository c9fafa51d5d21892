//! `fuse-operators`: operator fusion by equality saturation (egg) with extraction by the
//! device cost model.
//!
//! # What it does
//!
//! On each `func.func` whose body is one block of graph ops (see [`translate`] for what
//! is translated and what makes a function be left alone):
//!
//! 1. **Translate** the body into an e-graph ([`lang`]: one e-node per op, attributes as
//!    leaves; [`analysis`]: every e-class knows its tensor type, so a rule fires only where
//!    shapes and element types agree).
//! 2. **Saturate** with the [`rules`]: transpose/reshape/broadcast/slice/concat algebra,
//!    cast folding (an f16→f8 cast into an f8 matmul operand, cast-of-cast, exact round
//!    trips), matmul + elementwise epilogue → `graph.fused_matmul` (bias through JAX's
//!    broadcasts, `gelu`, scale by a splat, `add`/`mul`), merging products that share an
//!    operand (the QKV fusion and its mirror, multi-patterns), and recognising the
//!    tanh GELU written out in primitive ops. egg's [`Runner`] stops at `iter-limit`
//!    iterations, `node-limit` e-nodes or `time-limit-ms`, whichever comes first; rule
//!    application order depends only on the e-graph (no hash-map order reaches it: egg
//!    uses Fx hashing without random seeds), so the result is deterministic unless the
//!    time limit, a safety cap, is what stops it (then a warning says so).
//! 3. **Extract** the cheapest program by the device model's cost ([`cost`]: compute
//!    cycles from the codelet catalogue, an exchange estimate, memory) counting shared
//!    subterms once ([`extract()`]: a deterministic DAG extractor with local search).
//! 4. **Rebuild** the body from the selection, reusing every original op that survives
//!    (its location and attributes are kept) and erasing the rest.
//!
//! It leaves alone: functions it cannot translate, and the function's signature,
//! arguments and constants (constants are never rewritten, only reused).
//!
//! On entry the IR verifies; on exit it verifies and computes the same values up to the
//! rounding the fused forms save (an epilogue rounds once, at the end).
//!
//! # Options
//!
//! `node-limit`, `iter-limit`, `time-limit-ms` (saturation; the extraction's local search
//! gets the same time budget again), `explain` (a remark at each fused op saying which rule
//! produced it, and one per function with the cost before and after), `target` (a built-in
//! target name or a TOML path; default: the pipeline's `--target`, else `ipu21`) and
//! `disable-rules` (rule names, for testing one rule at a time).
//!
//! # Tracing
//!
//! `tracing` events at `debug` per saturation iteration (e-graph size, rules applied) and
//! at `info` per function (iterations, e-nodes, stop reason, cost before and after).
//!
//! The algorithm follows egg (Willsey et al., "egg: Fast and Extensible Equality
//! Saturation", POPL 2021) and TENSAT (Yang et al., "Equality Saturation for Tensor Graph
//! Superoptimization", MLSys 2021), whose multi-pattern rules merge matrix products that
//! share an input.

pub mod analysis;
pub mod cost;
pub mod extract;
pub mod lang;
pub mod rules;
pub mod translate;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egg::{Runner, SimpleScheduler, StopReason};
use ipu_dialects::{Diagnostic, OpId};

use crate::manager::pass::{
    Anchor, Pass, PassContext, PassError, PassResult, Preserved, Statistic,
};
use analysis::EG;
use cost::{Cost, CostModel};
use extract::{ExtractLimits, extract, initial_cost};
use lang::{Attr, Node};
use translate::{Translation, canonical, rebuild, to_egraph};

crate::pass_options! {
    /// Options of [`FuseOperators`].
    pub struct FuseOperatorsOptions {
        /// Stop saturating when the e-graph has this many e-nodes.
        node_limit("node-limit"): usize = 20_000,
        /// Stop saturating after this many iterations.
        iter_limit("iter-limit"): usize = 30,
        /// Safety cap on saturation (and again on extraction), in milliseconds.
        time_limit_ms("time-limit-ms"): u64 = 2_000,
        /// Print a remark for each fusion saying which rule produced it, and the costs.
        explain("explain"): bool = false,
        /// Device target (built-in name or TOML path); empty: the pipeline's, else ipu21.
        target("target"): String = String::new(),
        /// Rules not to apply (for tests).
        disable_rules("disable-rules"): Vec<String> = Vec::new(),
    }
}

/// Rounds of the extractor's local search (each round tries every move once).
pub const EXTRACT_ROUNDS: usize = 16;

/// The `fuse-operators` pass. See the module doc.
#[derive(Debug)]
pub struct FuseOperators {
    options: FuseOperatorsOptions,
    target: Option<Arc<ipu_device::Target>>,
}

/// What one run on one function did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FuseReport {
    /// Saturation iterations.
    pub iterations: usize,
    /// E-nodes at the end of saturation.
    pub egraph_nodes: usize,
    /// E-classes at the end of saturation.
    pub egraph_classes: usize,
    /// Why saturation stopped.
    pub stop_reason: String,
    /// DAG cost of the input.
    pub cost_before: Cost,
    /// DAG cost of the output.
    pub cost_after: Cost,
    /// Ops created and erased.
    pub created: usize,
    /// See `created`.
    pub erased: usize,
    /// Fused products (`graph.fused_matmul`) in the output that were not in the input.
    pub fused: usize,
    /// Products merged away (input matmuls minus output products).
    pub merged: usize,
    /// `graph.gelu` ops recognised.
    pub gelus: usize,
}

impl FuseOperators {
    fn resolve_target(&self, cx: &PassContext<'_>) -> Result<Arc<ipu_device::Target>, PassError> {
        if let Some(t) = &self.target {
            return Ok(t.clone());
        }
        if let Some(t) = cx.target() {
            return Ok(t.clone());
        }
        ipu_device::Target::default_target()
            .map(Arc::new)
            .map_err(|e| PassError::Internal(format!("the default target does not load: {e}")))
    }
}

impl Pass for FuseOperators {
    const NAME: &'static str = "fuse-operators";
    const TYPE_NAME: &'static str = "FuseOperators";
    const SUMMARY: &'static str =
        "Fuse graph operators by equality saturation and device-cost extraction";
    const DESCRIPTION: &'static str = "Rewrites graph-dialect functions with egg: merges matmuls sharing an operand \
        (QKV), fuses elementwise epilogues (bias, gelu, scale) and f8 operand casts into graph.fused_matmul, \
        recognises the tanh GELU in primitive ops, simplifies transpose/reshape/broadcast/slice/concat chains, \
        and extracts the cheapest program by the device cost model (shared subterms counted once).";
    const ANCHOR: Anchor = Anchor::Func;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-fused-matmuls",
            help: "Number of graph.fused_matmul ops produced",
        },
        Statistic {
            name: "num-merged-matmuls",
            help: "Number of matrix products merged into others",
        },
        Statistic {
            name: "num-gelu-recognised",
            help: "Number of tanh GELUs recognised in primitive ops",
        },
        Statistic {
            name: "num-ops-created",
            help: "Number of operations created",
        },
        Statistic {
            name: "num-ops-erased",
            help: "Number of operations erased",
        },
        Statistic {
            name: "egraph-nodes",
            help: "E-nodes at the end of saturation",
        },
        Statistic {
            name: "cycles-saved",
            help: "Estimated cycles saved (cost model)",
        },
    ];
    type Options = FuseOperatorsOptions;

    fn new(options: FuseOperatorsOptions) -> Result<Self, String> {
        for name in &options.disable_rules {
            if !rules::NAMES.contains(&name.as_str()) {
                return Err(format!(
                    "unknown rule '{name}'{}",
                    crate::manager::registry::suggestion(name, rules::NAMES)
                ));
            }
        }
        if options.node_limit == 0 || options.iter_limit == 0 {
            return Err("'node-limit' and 'iter-limit' must be at least 1".into());
        }
        let target = if options.target.is_empty() {
            None
        } else {
            Some(Arc::new(
                ipu_device::Target::resolve(&options.target)
                    .map_err(|e| format!("option 'target': {e}"))?,
            ))
        };
        Ok(FuseOperators { options, target })
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let target = self.resolve_target(cx)?;
        let (report, diagnostics) = fuse_function(cx.ctx, cx.ir, op, &target, &self.options)?;
        for d in diagnostics {
            cx.emit(d);
        }
        let Some(r) = report else {
            return Ok(Preserved::all());
        };
        cx.bump("num-fused-matmuls", r.fused as u64);
        cx.bump("num-merged-matmuls", r.merged as u64);
        cx.bump("num-gelu-recognised", r.gelus as u64);
        cx.bump("num-ops-created", r.created as u64);
        cx.bump("num-ops-erased", r.erased as u64);
        cx.bump("egraph-nodes", r.egraph_nodes as u64);
        cx.bump(
            "cycles-saved",
            r.cost_before.cycles.saturating_sub(r.cost_after.cycles),
        );
        Ok(Preserved::unless_changed(r.created + r.erased > 0))
    }
}

fn stop_text(s: Option<&StopReason>) -> String {
    match s {
        None => "unknown".into(),
        Some(StopReason::Saturated) => "saturated".into(),
        Some(StopReason::IterationLimit(n)) => format!("iteration limit ({n})"),
        Some(StopReason::NodeLimit(n)) => format!("node limit ({n})"),
        Some(StopReason::TimeLimit(s)) => format!("time limit ({:.0} ms)", s * 1000.0),
        Some(StopReason::Other(s)) => s.clone(),
    }
}

/// A short description of an op kind for remarks.
fn describe(eg: &EG, node: &Node) -> String {
    match node {
        Node::Fused([s, ..]) => match eg[*s].data.attr.as_ref() {
            Some(Attr::Fused(spec)) => {
                let steps: Vec<&str> = spec
                    .epilogue
                    .iter()
                    .map(|s| s.to_dialect().name())
                    .collect();
                let mut d = format!("'graph.fused_matmul' with epilogue [{}]", steps.join(", "));
                if let Some(c) = spec.lhs_cast {
                    d.push_str(&format!(", lhs cast to {}", c.0));
                }
                if let Some(c) = spec.rhs_cast {
                    d.push_str(&format!(", rhs cast to {}", c.0));
                }
                d
            }
            _ => "'graph.fused_matmul'".into(),
        },
        _ => format!("'{}'", node.op_name()),
    }
}

/// Runs the pass on one function: `(None, remarks)` if it was left alone.
///
/// # Errors
/// [`PassError::Internal`] on our bugs (a rule or the extractor produced something that
/// cannot be written back).
pub fn fuse_function(
    ctx: &ipu_dialects::Context,
    ir: &mut ipu_dialects::Ir,
    func: OpId,
    target: &ipu_device::Target,
    options: &FuseOperatorsOptions,
) -> Result<(Option<FuseReport>, Vec<Diagnostic>), PassError> {
    let mut diags = Vec::new();
    let t: Translation = match to_egraph(ctx, ir, func) {
        Ok(t) => t,
        Err(skip) => {
            if options.explain {
                diags.push(Diagnostic::remark(
                    skip.loc,
                    format!("fuse-operators: function left alone: {}", skip.reason),
                ));
            }
            return Ok((None, diags));
        }
    };
    let model = CostModel::new(target);
    // No finite cost: an operation no plan can hold (too large for the target). Fusion has
    // nothing to compare; the function is left alone and plan-operators says why.
    let Some(cost_before) = initial_cost(&t.egraph, t.root, &model) else {
        if options.explain {
            diags.push(Diagnostic::remark(
                ir.loc(func),
                "fuse-operators: function left alone: an operation has no finite cost (no plan \
                 of it fits the target)"
                    .to_string(),
            ));
        }
        return Ok((None, diags));
    };
    let rules = rules::all(&options.disable_rules).map_err(PassError::Internal)?;
    let limit = Duration::from_millis(options.time_limit_ms);
    let Translation {
        egraph,
        root,
        ops,
        ret,
        original,
        args,
    } = t;
    let runner = Runner::default()
        .with_egraph(egraph)
        .with_scheduler(SimpleScheduler)
        .with_node_limit(options.node_limit)
        .with_iter_limit(options.iter_limit)
        .with_time_limit(limit)
        .with_hook(|r| {
            tracing::debug!(
                iteration = r.iterations.len(),
                nodes = r.egraph.total_number_of_nodes(),
                classes = r.egraph.number_of_classes(),
                "fuse-operators: saturation iteration"
            );
            Ok(())
        })
        .run(&rules);
    let stop = stop_text(runner.stop_reason.as_ref());
    if matches!(runner.stop_reason, Some(StopReason::TimeLimit(_))) {
        diags.push(Diagnostic::warning(
            ir.loc(func),
            format!(
                "fuse-operators: saturation stopped at the time limit ({} ms); the result may depend on machine speed",
                options.time_limit_ms
            ),
        ));
    }
    let iterations = runner.iterations.len();
    let egraph = runner.egraph;
    let original_nodes: Vec<Node> = original.iter().map(|(n, _)| n.clone()).collect();
    let limits = ExtractLimits {
        max_rounds: EXTRACT_ROUNDS,
        deadline: Some(Instant::now() + limit),
    };
    let ex =
        extract(&egraph, root, &original_nodes, &model, limits).map_err(PassError::Internal)?;
    let t = Translation {
        egraph,
        root,
        ops,
        ret,
        original,
        args,
    };
    let eg = &t.egraph;

    // What changed, by kind.
    let originals: BTreeMap<Node, OpId> = t
        .original
        .iter()
        .map(|(n, op)| (canonical(eg, n), *op))
        .collect();
    let count = |nodes: &mut dyn Iterator<Item = &Node>, pred: fn(&Node) -> bool| {
        nodes.filter(|n| pred(n)).count()
    };
    let is_product = |n: &Node| matches!(n, Node::Matmul(_) | Node::Fused(_));
    let products_before = count(&mut t.original.iter().map(|(n, _)| n), is_product);
    let products_after = count(&mut ex.choice.values(), is_product);
    let new_nodes: Vec<&Node> = ex
        .choice
        .values()
        .filter(|n| !originals.contains_key(*n))
        .collect();
    let fused = new_nodes
        .iter()
        .filter(|n| matches!(n, Node::Fused(_)))
        .count();
    let gelus = new_nodes
        .iter()
        .filter(|n| matches!(n, Node::Gelu(_)))
        .count();
    let changed = !new_nodes
        .iter()
        .all(|n| matches!(n, Node::Leaf(_) | Node::List(_) | Node::Results(_)))
        || ex
            .choice
            .values()
            .filter(|n| originals.contains_key(*n))
            .count()
            != t.original.len();

    if options.explain {
        let provenance: BTreeMap<Node, &'static str> = eg
            .analysis
            .provenance
            .iter()
            .rev()
            .map(|(n, r)| (canonical(eg, n), *r))
            .collect();
        for (id, node) in &ex.choice {
            if originals.contains_key(node)
                || matches!(node, Node::Leaf(_) | Node::List(_) | Node::Results(_))
            {
                continue;
            }
            let loc = eg[*id]
                .data
                .origin
                .and_then(|o| t.ops.get(o as usize))
                .map_or_else(|| ir.loc(func), |&op| ir.loc(op));
            let rule = provenance.get(node).copied().unwrap_or("(unknown rule)");
            diags.push(Diagnostic::remark(
                loc,
                format!("fuse-operators: {} from rule '{rule}'", describe(eg, node)),
            ));
        }
        diags.push(Diagnostic::remark(
            ir.loc(func),
            format!(
                "fuse-operators: cost {} -> {} cycles ({} -> {} bytes); saturation: {iterations} iterations, {} e-nodes, {stop}",
                cost_before.cycles,
                if changed { ex.cost.cycles } else { cost_before.cycles },
                cost_before.bytes,
                if changed { ex.cost.bytes } else { cost_before.bytes },
                eg.total_number_of_nodes(),
            ),
        ));
    }

    let mut report = FuseReport {
        iterations,
        egraph_nodes: eg.total_number_of_nodes(),
        egraph_classes: eg.number_of_classes(),
        stop_reason: stop,
        cost_before,
        cost_after: cost_before,
        fused,
        merged: products_before.saturating_sub(products_after),
        gelus,
        ..FuseReport::default()
    };
    if changed && ex.cost < cost_before {
        let done = rebuild(ctx, ir, &t, &ex.choice).map_err(PassError::Internal)?;
        report.created = done.created;
        report.erased = done.erased;
        report.cost_after = ex.cost;
    } else {
        report.fused = 0;
        report.merged = 0;
        report.gelus = 0;
    }
    tracing::info!(
        iterations = report.iterations,
        nodes = report.egraph_nodes,
        stop = %report.stop_reason,
        cost_before = report.cost_before.cycles,
        cost_after = report.cost_after.cycles,
        extract_moves = ex.moves,
        extract_limited = ex.limited,
        "fuse-operators"
    );
    Ok((Some(report), diags))
}

#[cfg(test)]
mod tests;
