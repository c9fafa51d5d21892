//! A tiled function read as what it says: the planner program its ops compute, each op's
//! plan, and the layouts its types state ([`GivenLayouts`]), which the lowering honours.
//!
//! Nothing here looks at a graph function: the tiled ops carry the computation (their
//! kinds and attributes), the decomposition (`plan`) and the layouts (argument, rearrange
//! and result types). The correspondence:
//!
//! | tiled | program operation |
//! |---|---|
//! | `tiled.matmul` | matmul; fused matmul when it has an `epilogue`, an operand cast, or an operand cast before the exchange (below) |
//! | `tiled.elementwise {kind}` | the binary or unary op, or a cast (`kind = "cast"`, `scale`) |
//! | `tiled.rowwise {kind = "softmax" / "sum" / "max", dimensions}` | softmax or reduce |
//! | `tiled.concat {dimension}`, `tiled.constant` | concat, constant |
//! | `tiled.view {map}` | transpose, slice, broadcast or unit reshape, read from the map |
//! | `tiled.rearrange` | none: the operand is handed to its user in the rearrange's layout |
//! | `tiled.elementwise {kind = "cast"}` without a `plan` | none: a matmul operand cast before the exchange (`cast = source`), folded into the matmul as its operand cast |
//!
//! Errors are located at the op: an op without a `plan` other than the two kinds above, a
//! layout that does not describe its tensor or names tiles outside the target, a chain the
//! planner cannot read (a cast without a plan not feeding a matmul operand).

use ipu_device::Target;
use ipu_dialects::tiled_dialect::{TiledLayout, TiledPlan, view_expr};
use ipu_dialects::{AttrKind, Attribute, Context, Diagnostic, Ir, OpId, Type, TypeKind, ValueId};
use rustc_hash::FxHashMap;

use crate::plan::builder::GivenLayouts;
use crate::plan::layout::{Elt, Layout};
use crate::plan::ops::OpPlan;
use crate::plan::program::{
    self as pp, Binary, EpilogueStep, OpKind, OperandCast, Program, ReduceKind, Unary,
};
use crate::plan::redistribute::{CoordMap, SrcAxis};
use crate::plan_operators::convert;

/// A tiled function as a planner program (module doc).
pub(crate) struct TiledProgram {
    /// The computation.
    pub program: Program,
    /// One plan per program operation.
    pub choices: Vec<OpPlan>,
    /// Per program operation, the tiled op it comes from (its location, its attributes).
    pub ops: Vec<OpId>,
    /// The layouts the function states.
    pub given: GivenLayouts,
}

/// What a tiled SSA value is to the program.
#[derive(Clone)]
struct Entry {
    /// The program value.
    value: pp::ValueId,
    /// A cast run before the exchange on the way to a matmul operand.
    cast: Option<OperandCast>,
    /// The layout a `tiled.rearrange` hands the value over in.
    handed: Option<Layout>,
}

fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<u32>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => {
            shape.iter().map(|&d| u32::try_from(d).ok()).collect()
        }
        _ => None,
    }
}

/// The layout a tensor type states (its `#tiled.layout` encoding), checked against the
/// target: `Ok(None)` for a plain tensor type.
fn stated_layout(ctx: &Context, ty: Type, target: &Target) -> Result<Option<Layout>, String> {
    let TypeKind::RankedTensor {
        encoding: Some(e), ..
    } = ctx.type_kind(ty)
    else {
        return Ok(None);
    };
    let t = TiledLayout::from_attr(ctx, *e).ok_or("has an encoding that is not a #tiled.layout")?;
    let shape = shape_of(ctx, ty).ok_or("is not a static tensor")?;
    let elt = convert::elt_of(ctx, ty).ok_or("has an element type the planner does not know")?;
    if let Some(&t) = t.placement.iter().flatten().find(|&&t| t >= target.tiles) {
        return Err(format!(
            "has a layout naming tile {t}, outside target '{}' ({} tiles)",
            target.name, target.tiles
        ));
    }
    convert::layout_of(&shape, elt, &t)
        .map(Some)
        .map_err(|m| format!("has a layout that does not describe it: {m}"))
}

fn string_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<String> {
    ir.attr(ctx, op, name)
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
}

fn f32_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<f32> {
    let a = ir.attr(ctx, op, name)?;
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Some(ipu_dialects::float::to_f64(*k, *bits) as f32),
            _ => None,
        },
        _ => None,
    }
}

/// The view op kind a map gives (operand shape `src`, result shape `dst`): a transpose, a
/// slice, a unit reshape or a broadcast, with its graph op name.
pub(crate) fn view_kind(
    map: &CoordMap,
    src: &[u32],
    dst: &[u32],
) -> Option<(&'static str, OpKind)> {
    let dims: Option<Vec<(u8, i64)>> = map
        .axes
        .iter()
        .map(|a| match *a {
            SrcAxis::Dst { dim, offset } => Some((dim, offset)),
            SrcAxis::Const(_) => None,
        })
        .collect();
    let volume = |s: &[u32]| s.iter().map(|&x| u64::from(x)).product::<u64>();
    if src.len() == dst.len()
        && let Some(dims) = &dims
    {
        let identity = dims.iter().enumerate().all(|(i, &(d, _))| d as usize == i);
        if identity && (dims.iter().any(|&(_, o)| o != 0) || src != dst) {
            return Some((
                "slice",
                OpKind::Slice {
                    start: dims.iter().map(|&(_, o)| o as u32).collect(),
                    limit: dims
                        .iter()
                        .zip(dst)
                        .map(|(&(_, o), &n)| o as u32 + n)
                        .collect(),
                },
            ));
        }
        if !identity && dims.iter().all(|&(_, o)| o == 0) {
            let mut perm = vec![0u32; dst.len()];
            for (s, &(d, _)) in dims.iter().enumerate() {
                *perm.get_mut(d as usize)? = s as u32;
            }
            return Some(("transpose", OpKind::Transpose { perm }));
        }
    }
    if volume(src) == volume(dst) {
        // A unit reshape: non-unit dimensions in order, unit ones dropped or added.
        let candidate = OpKind::Reshape;
        let s_nu: Vec<usize> = (0..src.len()).filter(|&d| src[d] != 1).collect();
        let d_nu: Vec<usize> = (0..dst.len()).filter(|&d| dst[d] != 1).collect();
        let ok = s_nu.len() == d_nu.len()
            && (0..src.len()).all(|d| match s_nu.iter().position(|&x| x == d) {
                Some(i) => {
                    map.axes[d]
                        == SrcAxis::Dst {
                            dim: d_nu[i] as u8,
                            offset: 0,
                        }
                }
                None => map.axes[d] == SrcAxis::Const(0),
            });
        if ok {
            return Some(("reshape", candidate));
        }
    }
    // A broadcast: each operand dimension reads one result dimension (increasing), or is a
    // unit dimension read at 0 (given any result dimension not otherwise used).
    let mut used: Vec<bool> = vec![false; dst.len()];
    let mut out: Vec<Option<u32>> = Vec::with_capacity(src.len());
    for (s, a) in map.axes.iter().enumerate() {
        match *a {
            SrcAxis::Dst { dim, offset: 0 }
                if (dim as usize) < dst.len() && dst[dim as usize] == src[s] =>
            {
                if std::mem::replace(&mut used[dim as usize], true) {
                    return None;
                }
                out.push(Some(u32::from(dim)));
            }
            SrcAxis::Const(0) if src[s] == 1 => out.push(None),
            _ => return None,
        }
    }
    let mut free = (0..dst.len() as u32).filter(|&d| !used[d as usize]);
    let dims: Option<Vec<u32>> = out.into_iter().map(|d| d.or_else(|| free.next())).collect();
    let dims = dims?;
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return None;
    }
    Some(("broadcast", OpKind::Broadcast { dims }))
}

fn coord_map(ctx: &Context, a: Attribute) -> Option<CoordMap> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(a) else {
        return None;
    };
    let axes = m
        .results
        .iter()
        .map(|e| match view_expr(e)? {
            (Some(d), c) => Some(SrcAxis::Dst {
                dim: u8::try_from(d).ok()?,
                offset: c,
            }),
            (None, c) => Some(SrcAxis::Const(u32::try_from(c).ok()?)),
        })
        .collect::<Option<_>>()?;
    Some(CoordMap { axes })
}

impl TiledProgram {
    /// Reads tiled function `func` for `target`. Errors located at the op (module doc).
    pub(crate) fn from_func(
        ctx: &Context,
        ir: &Ir,
        func: OpId,
        target: &Target,
    ) -> Result<TiledProgram, Diagnostic> {
        let fname = ipu_dialects::func_dialect::FuncOp(func)
            .name(ctx, ir)
            .unwrap_or_default();
        let floc = ir.loc(func);
        let body = ir
            .regions(func)
            .first()
            .and_then(|&r| ir.entry_block(r))
            .ok_or_else(|| Diagnostic::error(floc, "the tiled function has no body"))?;
        let mut program = Program::new(fname.trim_end_matches("_tiled"));
        let mut given = GivenLayouts::default();
        let mut entries: FxHashMap<ValueId, Entry> = FxHashMap::default();
        for (i, &a) in ir.block_args(body).iter().enumerate() {
            let ty = ir.value_type(a);
            let (Some(shape), Some(elt)) = (shape_of(ctx, ty), convert::elt_of(ctx, ty)) else {
                return Err(Diagnostic::error(
                    floc,
                    format!(
                        "argument #{i} is not a static tensor of a planned element type: {}",
                        ipu_dialects::type_to_string(ctx, ty)
                    ),
                ));
            };
            let layout = stated_layout(ctx, ty, target)
                .map_err(|m| Diagnostic::error(floc, format!("argument #{i} {m}")))?;
            let weight = ipu_dialects::func_dialect::FuncOp(func).is_weight_arg(ctx, ir, i);
            // Only load-time data may be written by the host into every replica: a
            // per-inference input crosses the host link once per element and is replicated
            // by exchange.
            if layout.as_ref().is_some_and(|l| l.host_replicas) && !weight {
                return Err(Diagnostic::error(
                    floc,
                    format!(
                        "argument #{i} is written by the host into every replica (`host = \
                         replicas`) but is not a weight (`{}`): a per-inference input is \
                         written once per element and replicated by exchange",
                        ipu_dialects::func_dialect::WEIGHT_ATTR
                    ),
                ));
            }
            let v = if weight {
                program.weight(&format!("arg{i}"), &shape, elt)
            } else {
                program.input(&format!("arg{i}"), &shape, elt)
            };
            given.inputs.resize(program.values.len(), None);
            given.inputs[v.0 as usize] = layout;
            entries.insert(
                a,
                Entry {
                    value: v,
                    cast: None,
                    handed: None,
                },
            );
        }
        let mut choices = Vec::new();
        let mut ops = Vec::new();
        let mut counts: std::collections::BTreeMap<&'static str, usize> = Default::default();
        let mut returned = false;
        for op in ir.block_ops(body) {
            let name = ctx.op_name_str(ir.name(op)).to_string();
            let loc = ir.loc(op);
            let err = |m: String| Diagnostic::error(loc, format!("'{name}' op {m}"));
            let operand = |j: usize| -> Result<Entry, Diagnostic> {
                let v = ir
                    .operands(op)
                    .nth(j)
                    .ok_or_else(|| err(format!("has no operand #{j}")))?;
                entries
                    .get(&v)
                    .cloned()
                    .ok_or_else(|| err(format!("operand #{j} is defined outside the function")))
            };
            if name == "func.return" {
                for (j, _) in ir.operands(op).enumerate() {
                    let e = operand(j)?;
                    if e.cast.is_some() {
                        return Err(err(format!(
                            "returns operand #{j}, an operand cast made for a matmul"
                        )));
                    }
                    program.output(e.value);
                    if let Some(l) = e.handed {
                        given.outputs.push((e.value, l));
                    }
                }
                returned = true;
                continue;
            }
            let plan_attr = ir.attr(ctx, op, "plan");
            let plan = match plan_attr {
                Some(a) => Some(
                    TiledPlan::from_attr(ctx, a)
                        .and_then(|p| convert::plan_of(&p))
                        .ok_or_else(|| err("has a 'plan' the planner cannot read".into()))?,
                ),
                None => None,
            };
            if ir.num_results(op) != 1 {
                return Err(err("must have one result".into()));
            }
            let r = ir.result(op, 0);
            let rty = ir.value_type(r);
            let (Some(shape), Some(elt)) = (shape_of(ctx, rty), convert::elt_of(ctx, rty)) else {
                return Err(err(format!(
                    "result is not a static tensor of a planned element type: {}",
                    ipu_dialects::type_to_string(ctx, rty)
                )));
            };
            let stated = stated_layout(ctx, rty, target).map_err(|m| err(format!("result {m}")))?;
            let kind_attr = string_attr(ctx, ir, op, "kind");
            match (name.as_str(), &plan) {
                ("tiled.rearrange", _) => {
                    let mut e = operand(0)?;
                    let l = stated.ok_or_else(|| err("result has no layout".into()))?;
                    if e.cast.is_none() {
                        e.handed = Some(l);
                    }
                    entries.insert(r, e);
                    continue;
                }
                ("tiled.elementwise", None) if kind_attr.as_deref() == Some("cast") => {
                    let e = operand(0)?;
                    if e.cast.is_some() || e.handed.is_some() {
                        return Err(err(
                            "without a plan casts a matmul operand before the exchange, where \
                             the operand is: it must read the value itself"
                                .into(),
                        ));
                    }
                    let scale = f32_attr(ctx, ir, op, "scale").unwrap_or(1.0);
                    entries.insert(
                        r,
                        Entry {
                            value: e.value,
                            cast: Some(OperandCast { to: elt, scale }),
                            handed: None,
                        },
                    );
                    continue;
                }
                ("tiled.view", _) => {
                    let e = operand(0)?;
                    if e.handed.is_some() {
                        return Err(err("views a rearranged value: view the value itself".into()));
                    }
                    let map = ir
                        .attr(ctx, op, "map")
                        .and_then(|a| coord_map(ctx, a))
                        .ok_or_else(|| err("has no valid 'map'".into()))?;
                    let src = program.value(e.value).shape.clone();
                    let (short, kind) = view_kind(&map, &src, &shape).ok_or_else(|| {
                        err(
                            "has a map that is not a transpose, slice, unit reshape or broadcast"
                                .into(),
                        )
                    })?;
                    // A view a matmul reads through its operand cast is the planned view of
                    // the uncast value when there is one.
                    let existing = if plan.is_none() {
                        program.ops.iter().find(|o| {
                            o.operands == [e.value]
                                && o.kind == kind
                                && program.value(o.result).shape.as_slice() == shape.as_slice()
                        })
                    } else {
                        None
                    };
                    let v = match existing {
                        Some(o) => o.result,
                        None => {
                            let n = counts.entry(short).or_default();
                            let vname = format!("{short}{n}");
                            *n += 1;
                            let base_elt = program.value(e.value).elt;
                            let v = program.op(&vname, kind, &[e.value], &shape, base_elt);
                            choices.push(plan.clone().unwrap_or(OpPlan::View));
                            ops.push(op);
                            given.reads.push(Vec::new());
                            given.results.push(None);
                            v
                        }
                    };
                    entries.insert(
                        r,
                        Entry {
                            value: v,
                            cast: e.cast,
                            handed: None,
                        },
                    );
                    continue;
                }
                (_, None) => {
                    return Err(err(
                        "has no 'plan': a tiled op says how it is spread over the tiles (run \
                         plan-operators and lower-to-tiled, or write one)"
                            .into(),
                    ));
                }
                _ => {}
            }
            let plan = plan.unwrap_or(OpPlan::View);
            let n_operands = ir.num_operands(op);
            let mut operands = Vec::with_capacity(n_operands);
            let mut casts = Vec::with_capacity(n_operands);
            let mut reads = Vec::new();
            for j in 0..n_operands {
                let e = operand(j)?;
                operands.push(e.value);
                casts.push(e.cast);
                if let Some(l) = e.handed {
                    reads.push((e.value, l));
                }
            }
            let (short, kind): (&'static str, OpKind) = match name.as_str() {
                "tiled.matmul" => {
                    let epilogue = match ir.attr(ctx, op, "epilogue") {
                        None => None,
                        Some(a) => {
                            let AttrKind::Array(items) = ctx.attr_kind(a) else {
                                return Err(err("has no valid 'epilogue'".into()));
                            };
                            let mut steps = Vec::new();
                            for &s in items.iter() {
                                let s = ctx.str_value(s).unwrap_or_default();
                                steps.push(match s.as_ref() {
                                    "bias" => EpilogueStep::Bias,
                                    "add" => EpilogueStep::Add,
                                    "mul" => EpilogueStep::Mul,
                                    "scale" => EpilogueStep::Scale(
                                        f32_attr(ctx, ir, op, "scale")
                                            .ok_or_else(|| err("has no valid 'scale'".into()))?,
                                    ),
                                    "gelu_tanh" => EpilogueStep::GeluTanh,
                                    "gelu_erf" => EpilogueStep::GeluErf,
                                    other => {
                                        return Err(err(format!(
                                            "has an unknown epilogue step '{other}'"
                                        )));
                                    }
                                });
                            }
                            Some(steps)
                        }
                    };
                    let attr_cast = |n: &str| -> Result<Option<OperandCast>, Diagnostic> {
                        ir.attr(ctx, op, n)
                            .map(|a| {
                                let c = ipu_dialects::graph_dialect::operand_cast(ctx, a)
                                    .ok_or_else(|| err(format!("has no valid '{n}'")))?;
                                Ok(OperandCast {
                                    to: convert::elt_of_element(ctx, c.element).ok_or_else(
                                        || err(format!("'{n}' casts to an unknown type")),
                                    )?,
                                    scale: c.scale,
                                })
                            })
                            .transpose()
                    };
                    let lhs_cast = attr_cast("lhs_cast")?.or(casts.first().copied().flatten());
                    let rhs_cast = attr_cast("rhs_cast")?.or(casts.get(1).copied().flatten());
                    if casts.iter().skip(2).any(Option::is_some) {
                        return Err(err(
                            "reads an operand cast before the exchange as an epilogue operand"
                                .into(),
                        ));
                    }
                    if epilogue.is_none() && lhs_cast.is_none() && rhs_cast.is_none() {
                        ("matmul", OpKind::Matmul)
                    } else {
                        (
                            "fused_matmul",
                            OpKind::FusedMatmul {
                                epilogue: epilogue.unwrap_or_default(),
                                lhs_cast,
                                rhs_cast,
                            },
                        )
                    }
                }
                "tiled.elementwise" => {
                    let k = kind_attr.clone().unwrap_or_default();
                    match k.as_str() {
                        "add" => ("add", OpKind::Binary(Binary::Add)),
                        "sub" => ("sub", OpKind::Binary(Binary::Sub)),
                        "mul" => ("mul", OpKind::Binary(Binary::Mul)),
                        "div" => ("div", OpKind::Binary(Binary::Div)),
                        "max" => ("max", OpKind::Binary(Binary::Max)),
                        "neg" => ("neg", OpKind::Unary(Unary::Neg)),
                        "exp" => ("exp", OpKind::Unary(Unary::Exp)),
                        "sqrt" => ("sqrt", OpKind::Unary(Unary::Sqrt)),
                        "rsqrt" => ("rsqrt", OpKind::Unary(Unary::Rsqrt)),
                        "tanh" => ("tanh", OpKind::Unary(Unary::Tanh)),
                        "gelu_tanh" => ("gelu", OpKind::Unary(Unary::GeluTanh)),
                        "gelu_erf" => ("gelu", OpKind::Unary(Unary::GeluErf)),
                        "and" => ("and", OpKind::Binary(Binary::And)),
                        "or" => ("or", OpKind::Binary(Binary::Or)),
                        "not" => ("not", OpKind::Unary(Unary::Not)),
                        "select" => ("select", OpKind::Select),
                        other if other.starts_with("compare_") => (
                            "compare",
                            OpKind::Compare {
                                direction: ipu_device::CompareDirection::from_name(
                                    &other["compare_".len()..],
                                )
                                .ok_or_else(|| err(format!("has an unknown kind '{other}'")))?,
                            },
                        ),
                        "cast" => (
                            "cast",
                            OpKind::Cast {
                                scale: f32_attr(ctx, ir, op, "scale").unwrap_or(1.0),
                            },
                        ),
                        other => return Err(err(format!("has an unknown kind '{other}'"))),
                    }
                }
                "tiled.rowwise" => {
                    let dims = ir
                        .attr(ctx, op, "dimensions")
                        .and_then(|a| convert::u32_array(ctx, a))
                        .ok_or_else(|| err("has no valid 'dimensions'".into()))?;
                    match kind_attr.as_deref() {
                        Some("softmax") if dims.len() == 1 => {
                            ("softmax", OpKind::Softmax { dim: dims[0] })
                        }
                        Some("sum") => (
                            "reduce",
                            OpKind::Reduce {
                                kind: ReduceKind::Sum,
                                dims,
                            },
                        ),
                        Some("max") => (
                            "reduce",
                            OpKind::Reduce {
                                kind: ReduceKind::Max,
                                dims,
                            },
                        ),
                        Some(k @ ("argmax" | "argmin")) if dims.len() == 1 => (
                            "arg_reduce",
                            OpKind::ArgReduce {
                                max: k == "argmax",
                                dim: dims[0],
                            },
                        ),
                        _ => return Err(err("has no valid 'kind'".into())),
                    }
                }
                "tiled.gather" => ("gather", OpKind::Gather),
                "tiled.concat" => (
                    "concat",
                    OpKind::Concat {
                        dim: ir
                            .attr(ctx, op, "dimension")
                            .and_then(|a| ctx.int_value(a))
                            .and_then(|v| u32::try_from(v).ok())
                            .ok_or_else(|| err("has no valid 'dimension'".into()))?,
                    },
                ),
                "tiled.constant" => ("constant", OpKind::Constant),
                _ => return Err(err("is not a tiled operation the lowering knows".into())),
            };
            if !matches!(kind, OpKind::FusedMatmul { .. }) && casts.iter().any(Option::is_some) {
                return Err(err(
                    "reads an operand cast before the exchange: only a matmul does".into(),
                ));
            }
            let n = counts.entry(short).or_default();
            let vname = format!("{short}{n}");
            *n += 1;
            let v = program.op(&vname, kind, &operands, &shape, elt);
            if name == "tiled.constant"
                && let Some(x) = ir
                    .attr(ctx, op, "value")
                    .and_then(|a| crate::fuse_operators::translate::splat_value(ctx, a))
            {
                program.splats.insert(v, x as f32);
            }
            choices.push(plan);
            ops.push(op);
            given.reads.push(reads);
            given.results.push(stated);
            entries.insert(
                r,
                Entry {
                    value: v,
                    cast: None,
                    handed: None,
                },
            );
        }
        if !returned {
            return Err(Diagnostic::error(
                floc,
                "the tiled function does not end in func.return",
            ));
        }
        given.inputs.resize(program.values.len(), None);
        program.verify().map_err(|m| Diagnostic::error(floc, m))?;
        Ok(TiledProgram {
            program,
            choices,
            ops,
            given,
        })
    }
}

/// Whether `a` and `b` compute the same thing: the same inputs, outputs, splat constants and
/// operations (operands, result shapes and types, kinds), where two views are the same when
/// they read the same coordinates (a broadcast adding a unit dimension is a reshape); names
/// may differ.
pub(crate) fn same_computation(target: &Target, a: &Program, b: &Program) -> bool {
    fn shapes(p: &Program) -> Vec<(&[u32], Elt)> {
        p.values
            .iter()
            .map(|v| (v.shape.as_slice(), v.elt))
            .collect()
    }
    if a.inputs != b.inputs
        || a.outputs != b.outputs
        || a.splats != b.splats
        || a.weights != b.weights
        || a.ops.len() != b.ops.len()
        || shapes(a) != shapes(b)
    {
        return false;
    }
    let (ba, bb) = (
        crate::plan::builder::Builder::new(target, a, 1),
        crate::plan::builder::Builder::new(target, b, 1),
    );
    let view = |k: &OpKind| {
        matches!(
            k,
            OpKind::Transpose { .. }
                | OpKind::Slice { .. }
                | OpKind::Broadcast { .. }
                | OpKind::Reshape
        )
    };
    a.ops.iter().zip(&b.ops).all(|(x, y)| {
        x.operands == y.operands
            && x.result == y.result
            && (x.kind == y.kind
                || (view(&x.kind)
                    && view(&y.kind)
                    && matches!(
                        (crate::plan::ops::view_map(&ba, x), crate::plan::ops::view_map(&bb, y)),
                        (Ok(m), Ok(n)) if m == n
                    )))
    })
}

impl TiledProgram {
    /// Writes the computation as a graph function `@name` after `after` (the host reference
    /// of the package: the graph ops with their plans, no layouts). Returns it.
    pub(crate) fn write_graph_function(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        tiled: OpId,
        name: &str,
    ) -> Result<OpId, Diagnostic> {
        let p = &self.program;
        let loc = ir.loc(tiled);
        let tensor = |v: pp::ValueId| -> Type {
            let val = p.value(v);
            let shape: Vec<i64> = val.shape.iter().map(|&d| i64::from(d)).collect();
            ctx.tensor_type(&shape, convert::elt_type(ctx, val.elt))
        };
        let region = ir.create_region();
        let arg_types: Vec<Type> = p.inputs.iter().map(|&v| tensor(v)).collect();
        let block = ir.append_new_block(region, &arg_types);
        let mut ssa: Vec<Option<ValueId>> = vec![None; p.values.len()];
        for (i, &v) in p.inputs.iter().enumerate() {
            ssa[v.0 as usize] = Some(ir.block_args(block)[i]);
        }
        let get = |v: pp::ValueId, ssa: &[Option<ValueId>]| {
            ssa[v.0 as usize].ok_or_else(|| {
                Diagnostic::error(loc, format!("internal error: value {v} has no SSA value"))
            })
        };
        let f32a = |v: f32| ctx.float_attr(ctx.f32(), f64::from(v));
        let i64s =
            |v: &[u32]| ctx.dense_i64_array(&v.iter().map(|&x| i64::from(x)).collect::<Vec<_>>());
        for (i, op) in p.ops.iter().enumerate() {
            let top = self.ops[i];
            let oloc = ir.loc(top);
            let (opname, mut attrs): (&str, Vec<(&str, Attribute)>) = match &op.kind {
                OpKind::Matmul => ("graph.matmul", Vec::new()),
                OpKind::FusedMatmul {
                    lhs_cast, rhs_cast, ..
                } => {
                    let mut a = Vec::new();
                    for n in ["epilogue", "scale"] {
                        if let Some(x) = ir.attr(ctx, top, n) {
                            a.push((n, x));
                        }
                    }
                    for (n, c) in [("lhs_cast", lhs_cast), ("rhs_cast", rhs_cast)] {
                        if let Some(c) = c {
                            a.push((
                                n,
                                ipu_dialects::graph_dialect::operand_cast_attr(
                                    ctx,
                                    convert::elt_type(ctx, c.to),
                                    c.scale,
                                ),
                            ));
                        }
                    }
                    ("graph.fused_matmul", a)
                }
                OpKind::Binary(b) => (
                    match b {
                        Binary::Add => "graph.add",
                        Binary::Sub => "graph.sub",
                        Binary::Mul => "graph.mul",
                        Binary::Div => "graph.div",
                        Binary::Max => "graph.max",
                        Binary::And => "graph.and",
                        Binary::Or => "graph.or",
                    },
                    Vec::new(),
                ),
                OpKind::Compare { direction } => (
                    "graph.compare",
                    vec![(
                        "comparison_direction",
                        ctx.string_attr(&direction.name().to_ascii_uppercase()),
                    )],
                ),
                OpKind::Select => ("graph.select", Vec::new()),
                OpKind::Gather => ("graph.gather", Vec::new()),
                OpKind::ArgReduce { max, dim } => (
                    if *max { "graph.argmax" } else { "graph.argmin" },
                    vec![("dimension", ctx.i64_attr(i64::from(*dim)))],
                ),
                OpKind::Unary(u) => match u {
                    Unary::Neg => ("graph.neg", Vec::new()),
                    Unary::Exp => ("graph.exp", Vec::new()),
                    Unary::Sqrt => ("graph.sqrt", Vec::new()),
                    Unary::Rsqrt => ("graph.rsqrt", Vec::new()),
                    Unary::Tanh => ("graph.tanh", Vec::new()),
                    Unary::GeluTanh => {
                        ("graph.gelu", vec![("approximate", ctx.string_attr("tanh"))])
                    }
                    Unary::GeluErf => {
                        ("graph.gelu", vec![("approximate", ctx.string_attr("none"))])
                    }
                    Unary::Not => ("graph.not", Vec::new()),
                },
                OpKind::Cast { scale } => (
                    "graph.cast",
                    if *scale == 1.0 {
                        Vec::new()
                    } else {
                        vec![("scale", f32a(*scale))]
                    },
                ),
                OpKind::Transpose { perm } => {
                    ("graph.transpose", vec![("permutation", i64s(perm))])
                }
                OpKind::Reshape => ("graph.reshape", Vec::new()),
                OpKind::Broadcast { dims } => ("graph.broadcast", vec![("dimensions", i64s(dims))]),
                OpKind::Concat { dim } => (
                    "graph.concat",
                    vec![("dimension", ctx.i64_attr(i64::from(*dim)))],
                ),
                OpKind::Slice { start, limit } => (
                    "graph.slice",
                    vec![("start", i64s(start)), ("limit", i64s(limit))],
                ),
                OpKind::Softmax { dim } => (
                    "graph.softmax",
                    vec![("dimension", ctx.i64_attr(i64::from(*dim)))],
                ),
                OpKind::Reduce { kind, dims } => (
                    "graph.reduce",
                    vec![
                        (
                            "kind",
                            ctx.string_attr(match kind {
                                ReduceKind::Sum => "sum",
                                ReduceKind::Max => "max",
                            }),
                        ),
                        ("dimensions", i64s(dims)),
                    ],
                ),
                OpKind::Constant => {
                    let mut a = Vec::new();
                    for n in ["value", "seed", "distribution", "scale"] {
                        if let Some(x) = ir.attr(ctx, top, n) {
                            a.push((n, x));
                        }
                    }
                    ("graph.constant", a)
                }
            };
            if let Some(x) = ir.attr(ctx, top, "plan") {
                attrs.push(("plan", x));
            }
            let operands = op
                .operands
                .iter()
                .map(|&v| get(v, &ssa))
                .collect::<Result<Vec<_>, _>>()?;
            let mut st = ipu_dialects::OperationState::named(ctx, opname, oloc)
                .with_operands(&operands)
                .with_results(&[tensor(op.result)]);
            for (n, a) in attrs {
                st.add_attr(ctx, n, a);
            }
            let o = ir.create_op(ctx, st);
            ir.append_op(block, o);
            ssa[op.result.0 as usize] = Some(ir.result(o, 0));
        }
        let results = p
            .outputs
            .iter()
            .map(|&v| get(v, &ssa))
            .collect::<Result<Vec<_>, _>>()?;
        let ret = ir.create_op(
            ctx,
            ipu_dialects::OperationState::named(ctx, "func.return", loc).with_operands(&results),
        );
        ir.append_op(block, ret);
        let result_types: Vec<Type> = p.outputs.iter().map(|&v| tensor(v)).collect();
        let fty = ctx.function_type(&arg_types, &result_types);
        let st = ipu_dialects::OperationState::named(ctx, "func.func", loc)
            .with_property(ctx, "sym_name", ctx.string_attr(name))
            .with_property(ctx, "function_type", ctx.type_attr(fty))
            .with_regions(&[region]);
        let f = ir.create_op(ctx, st);
        for (i, &v) in p.inputs.iter().enumerate() {
            if p.is_weight(v) {
                ipu_dialects::func_dialect::FuncOp(f).set_arg_attr(
                    ctx,
                    ir,
                    i,
                    ipu_dialects::func_dialect::WEIGHT_ATTR,
                    Some(ctx.unit_attr()),
                );
            }
        }
        ir.insert_op_after(tiled, f);
        Ok(f)
    }
}
