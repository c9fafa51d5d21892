//! `lower-to-tiled`: turns a planned graph function into a tiled one — every value in its
//! layout, every op with its plan, every layout change an explicit `tiled.rearrange`.
//!
//! # What it does
//!
//! For each `func.func @f` planned by `plan-operators` (its graph ops carry `plan`, the
//! function `tiled.tiles` and `tiled.target`), it replays the recorded plans
//! ([`crate::plan::replay`]; the planner is deterministic) and adds, after `@f`, a function
//! `@f_tiled` with `tiled.function = @f`:
//!
//! - its arguments are `@f`'s, typed with the layout the host writes each input in
//!   (`tensor<..., #tiled.layout<...>>`; an unused input keeps its plain type);
//! - per graph op, in order, the tiled op computing it with the same operands and
//!   attributes, its `plan` and estimates, and a result typed with the layout the plan
//!   writes it in: `graph.matmul`/`graph.fused_matmul` → `tiled.matmul`; elementwise ops
//!   and casts → `tiled.elementwise`; `graph.softmax`/`graph.reduce` → `tiled.rowwise`;
//!   `graph.concat` → `tiled.concat`; `graph.constant` → `tiled.constant`; transpose, slice,
//!   broadcast and unit reshapes → `tiled.view` (no layout of their own);
//! - before an op, for each operand the plan hands it in another layout than its
//!   producer's, a `tiled.rearrange` into that layout (reused by later ops needing the
//!   same); for an operand cast before the exchange (`cast = source`), the cast is a
//!   `tiled.elementwise {kind = "cast"}` in the producer's layout, then the rearrange, and the
//!   matmul no longer carries that operand's cast;
//! - the results returned as `@f` returns them.
//!
//! `@f` itself is kept: `lower-to-exchange` names it as the program's function (the host
//! reference of the back end). A function that already has a tiled counterpart is left
//! alone.
//!
//! # Errors
//! A graph op without a valid `plan` ("run plan-operators first"), a plan the planner
//! rejects on replay (e.g. edited by hand to something that does not fit): an error at
//! the op or function.

use std::collections::BTreeMap;

use ipu_device::Target;
use ipu_dialects::tiled_dialect::TiledPlan;
use ipu_dialects::{
    AffineExpr, AffineMap, Attribute, Context, Diagnostic, Ir, OpId, OperationState, Type, ValueId,
};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use crate::plan::builder::{Builder, compose};
use crate::plan::ops::{self, OpPlan};
use crate::plan::program::{Binary, OpKind, ReduceKind, Unary};
use crate::plan::redistribute::{BufferId, CoordMap, SrcAxis};
use crate::plan::replay::{self, Replay};
use crate::plan_operators::convert::{self, GraphProgram};

/// The `lower-to-tiled` pass. See the module doc.
#[derive(Debug)]
pub struct LowerToTiled;

impl Pass for LowerToTiled {
    const NAME: &'static str = "lower-to-tiled";
    const TYPE_NAME: &'static str = "LowerToTiled";
    const SUMMARY: &'static str = "Lower planned graph functions to tiled ones: layouts on every value, rearranges at layout changes";
    const DESCRIPTION: &'static str = "Replays the plans `plan-operators` recorded and adds, next \
        to each planned graph function `@f`, a function `@f_tiled` of tiled ops whose values carry \
        their `#tiled.layout`s, with `tiled.rearrange` where an operand is read in another layout.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-functions",
            help: "Number of functions lowered",
        },
        Statistic {
            name: "num-rearranges",
            help: "Number of tiled.rearrange ops created",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(LowerToTiled)
    }

    fn run(&self, module: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let funcs: Vec<OpId> = cx.ir.collect_ops(module, |o| {
            crate::plan_operators::is_graph_function(ctx, cx.ir, o)
                && cx.ir.parent_op(o) == Some(module)
        });
        let lowered: Vec<String> = cx
            .ir
            .collect_ops(module, |o| cx.ir.attr(ctx, o, convert::FUNCTION).is_some())
            .into_iter()
            .filter_map(|o| {
                cx.ir
                    .attr(ctx, o, convert::FUNCTION)
                    .and_then(|a| symbol_name(ctx, a))
            })
            .collect();
        let mut changed = false;
        for f in funcs {
            let name = ipu_dialects::func_dialect::FuncOp(f)
                .name(ctx, cx.ir)
                .unwrap_or_default();
            if lowered.contains(&name) {
                continue;
            }
            let given = cx.target().cloned();
            let rearranges = lower_function(ctx, cx.ir, f, &name, given.as_ref())?;
            cx.bump("num-functions", 1);
            cx.bump("num-rearranges", rearranges as u64);
            changed = true;
        }
        Ok(Preserved::unless_changed(changed))
    }
}

pub(crate) fn symbol_name(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        ipu_dialects::AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_str(*root).to_string())
        }
        _ => None,
    }
}

/// A planned graph function: its program, target, tiles and replayed plan.
pub(crate) struct Planned {
    pub gp: GraphProgram,
    pub target: Target,
    pub tiles: u32,
    pub replay: Replay,
}

/// Reads the plans of a graph function and replays them. Errors at the op or function.
pub(crate) fn planned_function(
    ctx: &Context,
    ir: &Ir,
    func: OpId,
    choices_from: &dyn Fn(usize, OpId) -> Option<OpPlan>,
    what: &str,
    given: Option<&std::sync::Arc<Target>>,
) -> Result<Planned, Diagnostic> {
    let gp = GraphProgram::from_func(ctx, ir, func)?;
    let loc = ir.loc(func);
    let target_name = ir
        .attr(ctx, func, convert::TARGET)
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
        .ok_or_else(|| {
            Diagnostic::error(
                loc,
                format!(
                    "the function has no '{}': run plan-operators first",
                    convert::TARGET
                ),
            )
        })?;
    // The pipeline's target when it bears the recorded name (a description read from a file
    // keeps its constants), else the built-in or file the name gives.
    let target = crate::resolve_named_target(&target_name, given)
        .map(|t| (*t).clone())
        .map_err(|e| Diagnostic::error(loc, e.to_string()))?;
    let tiles = ir
        .attr(ctx, func, convert::TILES)
        .and_then(|a| ctx.int_value(a))
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| {
            Diagnostic::error(
                loc,
                format!(
                    "the function has no '{}': run plan-operators first",
                    convert::TILES
                ),
            )
        })?;
    let mut choices = Vec::with_capacity(gp.ops.len());
    for (i, &op) in gp.ops.iter().enumerate() {
        choices.push(choices_from(i, op).ok_or_else(|| {
            Diagnostic::error(
                ir.loc(op),
                format!(
                    "'{}' op has no valid 'plan'{}{what}: run plan-operators first",
                    ctx.op_name_str(ir.name(op)),
                    if what.is_empty() { "" } else { " " }
                ),
            )
        })?);
    }
    let replay = replay::replay(&target, &gp.program, tiles, &choices)
        .map_err(|e| crate::plan_operators::plan_error(ctx, ir, func, &gp, &e))?;
    Ok(Planned {
        gp,
        target,
        tiles,
        replay,
    })
}

/// The plan recorded on a graph op.
pub(crate) fn graph_plan(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpPlan> {
    let a = ir.attr(ctx, op, "plan")?;
    convert::plan_of(&TiledPlan::from_attr(ctx, a)?)
}

/// An affine map from a coordinate map (destination rank `rank`).
pub(crate) fn affine(ctx: &Context, map: &CoordMap, rank: usize) -> Attribute {
    let results: Vec<AffineExpr> = map
        .axes
        .iter()
        .map(|a| match *a {
            SrcAxis::Dst { dim, offset: 0 } => AffineExpr::Dim(u32::from(dim)),
            SrcAxis::Dst { dim, offset } => AffineExpr::Add(
                Box::new(AffineExpr::Dim(u32::from(dim))),
                Box::new(AffineExpr::Const(offset)),
            ),
            SrcAxis::Const(c) => AffineExpr::Const(i64::from(c)),
        })
        .collect();
    ctx.affine_map_attr(AffineMap {
        num_dims: rank as u32,
        num_symbols: 0,
        results: results.into(),
    })
}

/// Lowers one function; returns the number of rearranges made.
fn lower_function(
    ctx: &Context,
    ir: &mut Ir,
    func: OpId,
    name: &str,
    given: Option<&std::sync::Arc<Target>>,
) -> Result<usize, Diagnostic> {
    let p = planned_function(ctx, ir, func, &|_, op| graph_plan(ctx, ir, op), "", given)?;
    let (gp, replay) = (&p.gp, &p.replay);
    let program = &gp.program;
    let planned = &replay.finalist.planned;
    let views = Builder::new(&p.target, program, p.tiles);
    let layout_ty = |b: BufferId| -> Type { convert::layout_type(ctx, &planned.buffer(b).layout) };

    // The new function's block and arguments.
    let region = ir.create_region();
    let arg_types: Vec<Type> = program
        .inputs
        .iter()
        .enumerate()
        .map(|(i, v)| match replay.homes[v.0 as usize] {
            Some(b) => layout_ty(b),
            None => ir.value_type(gp.values[i]),
        })
        .collect();
    let block = ir.append_new_block(region, &arg_types);
    let args: Vec<ValueId> = ir.block_args(block).to_vec();
    // Program value -> its SSA value in the new function.
    let mut ssa: Vec<Option<ValueId>> = vec![None; program.values.len()];
    for (i, v) in program.inputs.iter().enumerate() {
        ssa[v.0 as usize] = Some(args[i]);
    }
    // (value, buffer) -> rearranged SSA value.
    let mut rearranged: BTreeMap<(u32, BufferId), ValueId> = BTreeMap::new();
    // View value -> (base value, map from the view's coordinates to the base's).
    let mut view_of: BTreeMap<u32, (crate::plan::program::ValueId, CoordMap)> = BTreeMap::new();
    let mut rearranges = 0usize;
    let emit = |ir: &mut Ir, st: OperationState| -> OpId {
        let op = ir.create_op(ctx, st);
        ir.append_op(block, op);
        op
    };
    let floc = ir.loc(func);
    let internal = move |m: &str| Diagnostic::error(floc, format!("internal error: {m}"));

    for (i, pop) in program.ops.iter().enumerate() {
        let gop = gp.ops[i];
        let loc = ir.loc(gop);
        let get = |v: crate::plan::program::ValueId, ssa: &[Option<ValueId>]| {
            ssa[v.0 as usize].ok_or_else(|| internal(&format!("value {v} has no SSA value")))
        };
        let plan_attr = ir.attr(ctx, gop, "plan");
        let mut attrs: Vec<(&str, Attribute)> = Vec::new();
        for n in [
            "estimated_cycles",
            "estimated_exchange_cycles",
            "peak_standard_bytes",
            "peak_interleaved_bytes",
        ] {
            if let Some(a) = ir.attr(ctx, gop, n) {
                attrs.push((n, a));
            }
        }
        if let Some(a) = plan_attr {
            attrs.push(("plan", a));
        }
        let entries = ir.attr_entries(ctx, gop);
        let gattr = |n: &str| {
            entries
                .iter()
                .find(|e| ctx.ident_str(e.name) == n)
                .map(|e| e.value)
        };
        if matches!(
            pop.kind,
            OpKind::Transpose { .. }
                | OpKind::Slice { .. }
                | OpKind::Broadcast { .. }
                | OpKind::Reshape
        ) {
            let map = ops::view_map(&views, pop)
                .map_err(|e| Diagnostic::error(loc, format!("cannot lower: {e}")))?;
            let src = pop.operands[0];
            let (base, m) = match view_of.get(&src.0) {
                Some((b, m0)) => (*b, compose(&map, m0)),
                None => (src, map.clone()),
            };
            view_of.insert(pop.result.0, (base, m));
            let rank = program.value(pop.result).shape.len();
            let mut st = OperationState::named(ctx, "tiled.view", loc)
                .with_operands(&[get(src, &ssa)?])
                .with_results(&[ir.value_type(gp.values[pop.result.0 as usize])])
                .with_attr(ctx, "map", affine(ctx, &map, rank));
            for (n, a) in &attrs {
                st.add_attr(ctx, n, *a);
            }
            let op = emit(ir, st);
            ssa[pop.result.0 as usize] = Some(ir.result(op, 0));
            continue;
        }

        // Operands, in the layouts the plan reads them in.
        let reads = &replay.op_reads[i];
        let mut operands = Vec::with_capacity(pop.operands.len());
        let mut cast_done = [false, false];
        for (j, &u) in pop.operands.iter().enumerate() {
            let Some(r) = reads.iter().rev().find(|r| r.value == u) else {
                operands.push(get(u, &ssa)?);
                continue;
            };
            if replay.homes[u.0 as usize] == Some(r.buffer) {
                operands.push(get(u, &ssa)?);
                continue;
            }
            if let Some(&v) = rearranged.get(&(u.0, r.buffer)) {
                operands.push(v);
                continue;
            }
            let mut src = get(u, &ssa)?;
            if let Some(narrow) = r.cast_at_source {
                // The cast runs where the (base of the) operand is, then the rearrange.
                let (base, map) = view_of
                    .get(&u.0)
                    .cloned()
                    .unwrap_or((u, CoordMap::identity(program.value(u).shape.len())));
                let scale = match &pop.kind {
                    OpKind::FusedMatmul {
                        lhs_cast, rhs_cast, ..
                    } => if j == 0 { lhs_cast } else { rhs_cast }.map_or(1.0, |c| c.scale),
                    _ => 1.0,
                };
                let st = OperationState::named(ctx, "tiled.elementwise", loc)
                    .with_operands(&[get(base, &ssa)?])
                    .with_results(&[layout_ty(narrow)])
                    .with_attr(ctx, "kind", ctx.string_attr("cast"))
                    .with_attr(ctx, "scale", ctx.float_attr(ctx.f32(), f64::from(scale)));
                let c = emit(ir, st);
                src = ir.result(c, 0);
                if base != u {
                    let rank = program.value(u).shape.len();
                    let ety = convert::elt_type(ctx, planned.buffer(narrow).layout.elt);
                    let shape: Vec<i64> = program
                        .value(u)
                        .shape
                        .iter()
                        .map(|&d| i64::from(d))
                        .collect();
                    let st = OperationState::named(ctx, "tiled.view", loc)
                        .with_operands(&[src])
                        .with_results(&[ctx.tensor_type(&shape, ety)])
                        .with_attr(ctx, "map", affine(ctx, &map, rank));
                    let v = emit(ir, st);
                    src = ir.result(v, 0);
                }
                if j < 2 {
                    cast_done[j] = true;
                }
            }
            let st = OperationState::named(ctx, "tiled.rearrange", loc)
                .with_operands(&[src])
                .with_results(&[layout_ty(r.buffer)]);
            let op = emit(ir, st);
            let v = ir.result(op, 0);
            rearranges += 1;
            rearranged.insert((u.0, r.buffer), v);
            operands.push(v);
        }
        let home = replay.homes[pop.result.0 as usize]
            .ok_or_else(|| internal(&format!("{} has no buffer", pop.name)))?;
        let (opname, extra): (&str, Vec<(&str, Attribute)>) = match &pop.kind {
            OpKind::Matmul | OpKind::FusedMatmul { .. } => {
                let mut e = Vec::new();
                for n in ["epilogue", "scale"] {
                    if let Some(a) = gattr(n) {
                        e.push((n, a));
                    }
                }
                for (j, n) in ["lhs_cast", "rhs_cast"].into_iter().enumerate() {
                    if let Some(a) = gattr(n)
                        && !cast_done[j]
                    {
                        e.push((n, a));
                    }
                }
                ("tiled.matmul", e)
            }
            OpKind::Binary(b) => (
                "tiled.elementwise",
                vec![(
                    "kind",
                    ctx.string_attr(match b {
                        Binary::Add => "add",
                        Binary::Sub => "sub",
                        Binary::Mul => "mul",
                        Binary::Div => "div",
                        Binary::Max => "max",
                        Binary::And => "and",
                        Binary::Or => "or",
                    }),
                )],
            ),
            OpKind::Unary(u) => (
                "tiled.elementwise",
                vec![(
                    "kind",
                    ctx.string_attr(match u {
                        Unary::Neg => "neg",
                        Unary::Exp => "exp",
                        Unary::Sqrt => "sqrt",
                        Unary::Rsqrt => "rsqrt",
                        Unary::Tanh => "tanh",
                        Unary::GeluTanh => "gelu_tanh",
                        Unary::GeluErf => "gelu_erf",
                        Unary::Not => "not",
                    }),
                )],
            ),
            OpKind::Cast { scale } => (
                "tiled.elementwise",
                vec![
                    ("kind", ctx.string_attr("cast")),
                    ("scale", ctx.float_attr(ctx.f32(), f64::from(*scale))),
                ],
            ),
            OpKind::Compare { direction } => (
                "tiled.elementwise",
                vec![(
                    "kind",
                    ctx.string_attr(&format!("compare_{}", direction.name())),
                )],
            ),
            OpKind::Gather => ("tiled.gather", Vec::new()),
            OpKind::Select => (
                "tiled.elementwise",
                vec![("kind", ctx.string_attr("select"))],
            ),
            OpKind::ArgReduce { max, dim } => (
                "tiled.rowwise",
                vec![
                    (
                        "kind",
                        ctx.string_attr(if *max { "argmax" } else { "argmin" }),
                    ),
                    ("dimensions", ctx.dense_i64_array(&[i64::from(*dim)])),
                ],
            ),
            OpKind::Softmax { dim } => (
                "tiled.rowwise",
                vec![
                    ("kind", ctx.string_attr("softmax")),
                    ("dimensions", ctx.dense_i64_array(&[i64::from(*dim)])),
                ],
            ),
            OpKind::Reduce { kind, dims } => (
                "tiled.rowwise",
                vec![
                    (
                        "kind",
                        ctx.string_attr(match kind {
                            ReduceKind::Sum => "sum",
                            ReduceKind::Max => "max",
                        }),
                    ),
                    (
                        "dimensions",
                        ctx.dense_i64_array(
                            &dims.iter().map(|&d| i64::from(d)).collect::<Vec<_>>(),
                        ),
                    ),
                ],
            ),
            OpKind::Concat { dim } => (
                "tiled.concat",
                vec![("dimension", ctx.i64_attr(i64::from(*dim)))],
            ),
            OpKind::Constant => {
                let mut e = Vec::new();
                for n in ["value", "seed", "distribution", "scale"] {
                    if let Some(a) = gattr(n) {
                        e.push((n, a));
                    }
                }
                ("tiled.constant", e)
            }
            OpKind::Transpose { .. }
            | OpKind::Slice { .. }
            | OpKind::Broadcast { .. }
            | OpKind::Reshape => unreachable_view(),
        };
        let mut st = OperationState::named(ctx, opname, loc)
            .with_operands(&operands)
            .with_results(&[layout_ty(home)]);
        for (n, a) in extra.into_iter().chain(attrs) {
            st.add_attr(ctx, n, a);
        }
        let op = emit(ir, st);
        ssa[pop.result.0 as usize] = Some(ir.result(op, 0));
    }

    // Return what `@f` returns.
    let mut results = Vec::new();
    for &o in &program.outputs {
        results.push(ssa[o.0 as usize].ok_or_else(|| internal("an output has no SSA value"))?);
    }
    let st = OperationState::named(ctx, "func.return", ir.loc(gp.ret)).with_operands(&results);
    emit(ir, st);
    let result_types: Vec<Type> = results.iter().map(|&v| ir.value_type(v)).collect();
    let fty = ctx.function_type(&arg_types, &result_types);
    let mut st = OperationState::named(ctx, "func.func", ir.loc(func))
        .with_property(ctx, "sym_name", ctx.string_attr(&format!("{name}_tiled")))
        .with_property(ctx, "function_type", ctx.type_attr(fty))
        .with_regions(&[region])
        .with_attr(ctx, convert::FUNCTION, ctx.symbol_ref(name));
    for n in [
        convert::TARGET,
        convert::TILES,
        "tiled.estimated_cycles",
        "tiled.estimated_compute_cycles",
        "tiled.estimated_exchange_cycles",
        "tiled.estimated_sync_cycles",
        "tiled.peak_standard_bytes",
        "tiled.peak_interleaved_bytes",
    ] {
        if let Some(a) = ir.attr(ctx, func, n) {
            st.add_attr(ctx, n, a);
        }
    }
    let f = ir.create_op(ctx, st);
    // The arguments keep their attributes (`ipu.weight`: load-time data), so a tiled-level
    // pass or reader sees which inputs the host writes once per load.
    let gf = ipu_dialects::func_dialect::FuncOp(func);
    for i in 0..program.inputs.len() {
        if gf.is_weight_arg(ctx, ir, i) {
            ipu_dialects::func_dialect::FuncOp(f).set_arg_attr(
                ctx,
                ir,
                i,
                ipu_dialects::func_dialect::WEIGHT_ATTR,
                Some(ctx.unit_attr()),
            );
        }
    }
    ir.insert_op_after(func, f);
    Ok(rearranges)
}

fn unreachable_view() -> (&'static str, Vec<(&'static str, Attribute)>) {
    // Views were handled before (they `continue`); kept total without a panic.
    ("tiled.view", Vec::new())
}

#[cfg(test)]
mod tests;
