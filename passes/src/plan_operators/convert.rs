//! What the planning passes share: the graph function read as a planner program
//! ([`crate::plan::program::Program`], with the IR op and value behind each program op
//! and value), and the conversions between the planner's records and the tiled dialect's
//! attributes (`#tiled.plan`, `#tiled.layout`).

use ipu_dialects::graph_dialect as g;
use ipu_dialects::tiled_dialect::{
    TiledHostSplit, TiledLayout, TiledMatmulPlan, TiledOrder, TiledPlan,
};
use ipu_dialects::{Context, Diagnostic, FloatKind, Ir, OpId, Type, TypeKind, ValueId};

use crate::plan::geometry::DimSplit;
use crate::plan::layout::{Elt, HostSplit, Layout, MemRegion, Order};
use crate::plan::matmul::MatmulPlan;
use crate::plan::ops::OpPlan;
use crate::plan::program::{
    self as pp, Binary, EpilogueStep, OpKind, OperandCast, Program, ReduceKind, Unary,
};

/// Attribute on a planned `func.func`: the target name.
pub const TARGET: &str = "tiled.target";
/// Attribute on a planned `func.func`: the tiles the plan uses (`i32`).
pub const TILES: &str = "tiled.tiles";
/// Attribute on a tiled `func.func`: the graph function it was lowered from.
pub const FUNCTION: &str = "tiled.function";

/// A graph function as a planner program.
#[derive(Clone, Debug)]
pub struct GraphProgram {
    /// The program (values: the arguments, then one per op result).
    pub program: Program,
    /// Per program op, the IR op.
    pub ops: Vec<OpId>,
    /// Per program value, the IR value.
    pub values: Vec<ValueId>,
    /// The function's `func.return`.
    pub ret: OpId,
}

/// The element type of a graph tensor type.
pub fn elt_of(ctx: &Context, ty: Type) -> Option<Elt> {
    elt_of_element(ctx, ctx.element_type(ty)?)
}

/// The planner's element type of an MLIR float type.
pub fn elt_of_element(ctx: &Context, e: Type) -> Option<Elt> {
    match ctx.type_kind(e) {
        TypeKind::Float(FloatKind::F32) => Some(Elt::F32),
        TypeKind::Float(FloatKind::F16) => Some(Elt::F16),
        TypeKind::Float(FloatKind::BF16) => Some(Elt::Bf16),
        TypeKind::Float(FloatKind::F8E4M3FN) => Some(Elt::F8E4M3FN),
        TypeKind::Float(FloatKind::F8E5M2) => Some(Elt::F8E5M2),
        TypeKind::Integer { width: 32, .. } => Some(Elt::I32),
        TypeKind::Integer { width: 1, .. } => Some(Elt::I1),
        _ => None,
    }
}

/// The MLIR type of an element type.
pub fn elt_type(ctx: &Context, e: Elt) -> Type {
    ctx.float_type(match e {
        Elt::F32 => FloatKind::F32,
        Elt::F16 => FloatKind::F16,
        Elt::Bf16 => FloatKind::BF16,
        Elt::F8E4M3FN => FloatKind::F8E4M3FN,
        Elt::F8E5M2 => FloatKind::F8E5M2,
        Elt::I32 => return ctx.i32(),
        Elt::I1 => return ctx.i1(),
    })
}

fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<u32>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => {
            shape.iter().map(|&d| u32::try_from(d).ok()).collect()
        }
        _ => None,
    }
}

/// The values of a dense integer array attribute (`array<i64: ...>`) as `u32`s; `None` for
/// another attribute or a value out of range.
pub(crate) fn u32_array(ctx: &Context, a: ipu_dialects::Attribute) -> Option<Vec<u32>> {
    match ctx.attr_kind(a) {
        ipu_dialects::AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|&v| u32::try_from(v as i64).ok())
            .collect(),
        _ => None,
    }
}

fn u32s(v: Option<Vec<i64>>) -> Option<Vec<u32>> {
    v?.into_iter().map(|x| u32::try_from(x).ok()).collect()
}

impl GraphProgram {
    /// Reads the body of `func` (a `func.func` of graph ops ending in `func.return`).
    /// Errors, located at the op: an op that is not a graph op, a tensor that is not a
    /// static graph tensor, or a malformed attribute the verifier would have rejected.
    pub fn from_func(ctx: &Context, ir: &Ir, func: OpId) -> Result<GraphProgram, Diagnostic> {
        let name = ipu_dialects::func_dialect::FuncOp(func)
            .name(ctx, ir)
            .unwrap_or_default();
        let loc = ir.loc(func);
        let body = ir
            .regions(func)
            .first()
            .and_then(|&r| ir.entry_block(r))
            .ok_or_else(|| Diagnostic::error(loc, format!("function @{name} has no body")))?;
        let mut program = Program::new(&name);
        let mut values: Vec<ValueId> = Vec::new();
        let mut ops = Vec::new();
        let mut of_ir: rustc_hash::FxHashMap<ValueId, pp::ValueId> = Default::default();
        for (i, &a) in ir.block_args(body).iter().enumerate() {
            let ty = ir.value_type(a);
            let (Some(shape), Some(elt)) = (shape_of(ctx, ty), elt_of(ctx, ty)) else {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "argument #{i} of @{name} is not a static graph tensor: {}",
                        ipu_dialects::type_to_string(ctx, ty)
                    ),
                ));
            };
            if shape.contains(&0) {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "argument #{i} of @{name} has no elements ({}): zero-sized tensors are \
                         not planned",
                        ipu_dialects::type_to_string(ctx, ty)
                    ),
                ));
            }
            let v = if ipu_dialects::func_dialect::FuncOp(func).is_weight_arg(ctx, ir, i) {
                program.weight(&format!("arg{i}"), &shape, elt)
            } else {
                program.input(&format!("arg{i}"), &shape, elt)
            };
            of_ir.insert(a, v);
            values.push(a);
        }
        let mut ret = None;
        let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
        for op in ir.block_ops(body) {
            let opname = ctx.op_name_str(ir.name(op)).to_string();
            if opname == "func.return" {
                for v in ir.operands(op) {
                    let pv = of_ir.get(&v).copied().ok_or_else(|| {
                        Diagnostic::error(ir.loc(op), "returns a value the planner does not know")
                    })?;
                    program.output(pv);
                }
                ret = Some(op);
                continue;
            }
            let err = |m: String| Diagnostic::error(ir.loc(op), format!("'{opname}' op {m}"));
            let kind = op_kind(ctx, ir, op, &opname).map_err(err)?;
            if ir.num_results(op) != 1 {
                return Err(err("must have one result to be planned".into()));
            }
            let r = ir.result(op, 0);
            let ty = ir.value_type(r);
            let (Some(shape), Some(elt)) = (shape_of(ctx, ty), elt_of(ctx, ty)) else {
                return Err(err(format!(
                    "result is not a static graph tensor: {}",
                    ipu_dialects::type_to_string(ctx, ty)
                )));
            };
            if shape.contains(&0) {
                return Err(err(format!(
                    "result has no elements ({}): zero-sized tensors are not planned",
                    ipu_dialects::type_to_string(ctx, ty)
                )));
            }
            let mut operands = Vec::new();
            for v in ir.operands(op) {
                operands.push(
                    of_ir
                        .get(&v)
                        .copied()
                        .ok_or_else(|| err("uses a value defined outside the function".into()))?,
                );
            }
            let short = opname.trim_start_matches("graph.").to_string();
            let n = counts.entry(short.clone()).or_default();
            let vname = format!("{short}{n}");
            *n += 1;
            let pv = program.op(&vname, kind, &operands, &shape, elt);
            if opname == "graph.constant"
                && let Some(v) = ir
                    .attr(ctx, op, "value")
                    .and_then(|a| crate::fuse_operators::translate::splat_value(ctx, a))
            {
                program.splats.insert(pv, v as f32);
            }
            of_ir.insert(r, pv);
            values.push(r);
            ops.push(op);
        }
        let ret = ret.ok_or_else(|| {
            Diagnostic::error(loc, format!("function @{name} does not end in func.return"))
        })?;
        program.verify().map_err(|m| Diagnostic::error(loc, m))?;
        Ok(GraphProgram {
            program,
            ops,
            values,
            ret,
        })
    }
}

/// The planner's kind of a graph op. Errors are messages (`'graph.x' op ` is prefixed).
fn op_kind(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Result<OpKind, String> {
    let int_list = |attr: &str| {
        ir.attr(ctx, op, attr)
            .and_then(|a| u32_array(ctx, a))
            .ok_or_else(|| format!("has no valid '{attr}'"))
    };
    let int = |attr: &str| {
        ir.attr(ctx, op, attr)
            .and_then(|a| ctx.int_value(a))
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| format!("has no valid '{attr}'"))
    };
    Ok(match name {
        "graph.add" => OpKind::Binary(Binary::Add),
        "graph.sub" => OpKind::Binary(Binary::Sub),
        "graph.mul" => OpKind::Binary(Binary::Mul),
        "graph.div" => OpKind::Binary(Binary::Div),
        "graph.max" => OpKind::Binary(Binary::Max),
        "graph.neg" => OpKind::Unary(Unary::Neg),
        "graph.exp" => OpKind::Unary(Unary::Exp),
        "graph.sqrt" => OpKind::Unary(Unary::Sqrt),
        "graph.rsqrt" => OpKind::Unary(Unary::Rsqrt),
        "graph.tanh" => OpKind::Unary(Unary::Tanh),
        "graph.gelu" => match g::GeluOp(op).approximate(ctx, ir) {
            g::GeluApproximation::Tanh => OpKind::Unary(Unary::GeluTanh),
            g::GeluApproximation::None => OpKind::Unary(Unary::GeluErf),
        },
        "graph.cast" => OpKind::Cast {
            scale: g::CastOp(op).scale(ctx, ir),
        },
        "graph.transpose" => OpKind::Transpose {
            perm: u32s(g::TransposeOp(op).permutation(ctx, ir))
                .ok_or("has no valid 'permutation'")?,
        },
        "graph.reshape" => OpKind::Reshape,
        "graph.broadcast" => OpKind::Broadcast {
            dims: int_list("dimensions")?,
        },
        "graph.concat" => OpKind::Concat {
            dim: int("dimension")?,
        },
        "graph.slice" => {
            let s = g::SliceOp(op);
            if let Some(st) = s.strides(ctx, ir)
                && st.iter().any(|&x| x != 1)
            {
                return Err("with strides other than 1 cannot be planned".into());
            }
            OpKind::Slice {
                start: u32s(s.start(ctx, ir)).ok_or("has no valid 'start'")?,
                limit: u32s(s.limit(ctx, ir)).ok_or("has no valid 'limit'")?,
            }
        }
        "graph.softmax" => OpKind::Softmax {
            dim: int("dimension")?,
        },
        "graph.reduce" => {
            let r = g::ReduceOp(op);
            OpKind::Reduce {
                kind: match r.kind(ctx, ir).ok_or("has no valid 'kind'")? {
                    g::ReduceKind::Sum => ReduceKind::Sum,
                    g::ReduceKind::Max => ReduceKind::Max,
                },
                dims: u32s(r.dimensions(ctx, ir)).ok_or("has no valid 'dimensions'")?,
            }
        }
        "graph.constant" => OpKind::Constant,
        "graph.and" => OpKind::Binary(Binary::And),
        "graph.or" => OpKind::Binary(Binary::Or),
        "graph.not" => OpKind::Unary(Unary::Not),
        "graph.compare" => OpKind::Compare {
            direction: g::CompareOp(op)
                .direction(ctx, ir)
                .ok_or("has no valid 'comparison_direction'")?,
        },
        "graph.select" => OpKind::Select,
        "graph.gather" => OpKind::Gather,
        "graph.argmax" | "graph.argmin" => OpKind::ArgReduce {
            max: name == "graph.argmax",
            dim: int("dimension")?,
        },
        "graph.matmul" => OpKind::Matmul,
        "graph.fused_matmul" => {
            let f = g::FusedMatmulOp(op);
            let steps = f.epilogue(ctx, ir).ok_or("has no valid 'epilogue'")?;
            let mut epilogue = Vec::new();
            for s in steps {
                epilogue.push(match s {
                    g::EpilogueStep::Bias => EpilogueStep::Bias,
                    g::EpilogueStep::Add => EpilogueStep::Add,
                    g::EpilogueStep::Mul => EpilogueStep::Mul,
                    g::EpilogueStep::Scale => {
                        EpilogueStep::Scale(f.scale(ctx, ir).ok_or("has no valid 'scale'")?)
                    }
                    g::EpilogueStep::GeluTanh => EpilogueStep::GeluTanh,
                    g::EpilogueStep::GeluErf => EpilogueStep::GeluErf,
                });
            }
            let cast = |c: Option<g::OperandCast>| -> Result<Option<OperandCast>, String> {
                c.map(|c| {
                    Ok(OperandCast {
                        to: elt_of_element(ctx, c.element)
                            .ok_or("casts to a type the planner does not know")?,
                        scale: c.scale,
                    })
                })
                .transpose()
            };
            OpKind::FusedMatmul {
                epilogue,
                lhs_cast: cast(f.lhs_cast(ctx, ir))?,
                rhs_cast: cast(f.rhs_cast(ctx, ir))?,
            }
        }
        _ => return Err("is not a graph operation the planner can place".into()),
    })
}

// ===== plans =====================================================================================

/// The tiled dialect's record of a plan.
pub fn plan_record(p: &OpPlan) -> TiledPlan {
    match p {
        OpPlan::Matmul(m) => TiledPlan::Matmul(TiledMatmulPlan {
            m: m.pm,
            n: m.pn,
            k: m.pk,
            partials: m.partials.mlir_name().to_string(),
            rotate: m.rotate,
            out_amp: m.out_amp,
            cast_at_source: m.cast_at_source,
            host_replicas: m.host_replicas,
        }),
        OpPlan::View => TiledPlan::View,
        OpPlan::Follow { follow } => TiledPlan::Follow {
            operand: u32::from(*follow),
        },
        OpPlan::Balanced { tiles, base } => TiledPlan::Balanced {
            tiles: *tiles,
            base: *base,
        },
    }
}

/// The planner's plan from the tiled dialect's record; `None` if it names something the
/// planner does not have (partials other than f16/f32, an operand index above 255).
pub fn plan_of(t: &TiledPlan) -> Option<OpPlan> {
    Some(match t {
        TiledPlan::Matmul(m) => OpPlan::Matmul(MatmulPlan {
            pm: m.m,
            pn: m.n,
            pk: m.k,
            partials: match m.partials.as_str() {
                "f16" => Elt::F16,
                "f32" => Elt::F32,
                _ => return None,
            },
            rotate: m.rotate,
            cast_at_source: m.cast_at_source,
            out_amp: m.out_amp,
            host_replicas: m.host_replicas,
        }),
        TiledPlan::View => OpPlan::View,
        TiledPlan::Follow { operand } => OpPlan::Follow {
            follow: u8::try_from(*operand).ok()?,
        },
        TiledPlan::Balanced { tiles, base } => OpPlan::Balanced {
            tiles: *tiles,
            base: *base,
        },
    })
}

// ===== layouts ===================================================================================

/// The tiled dialect's record of a layout.
pub fn layout_record(l: &Layout) -> TiledLayout {
    TiledLayout {
        bounds: l.splits.iter().map(|s| s.bounds.clone()).collect(),
        order: match &l.order {
            Order::RowMajor => TiledOrder::RowMajor,
            Order::Permuted { perm } => {
                TiledOrder::Permuted(perm.iter().map(|&p| u32::from(p)).collect())
            }
            Order::Amp { bk } => TiledOrder::Amp { bk: *bk },
            Order::AmpWeights { bk, bn } => TiledOrder::AmpWeights { bk: *bk, bn: *bn },
        },
        region: match l.region {
            MemRegion::Standard => ipu_dialects::exchange_dialect::BufferRegion::Standard,
            MemRegion::Interleaved => ipu_dialects::exchange_dialect::BufferRegion::Interleaved,
        },
        placement: l.placement.iter().map(|r| r.to_vec()).collect(),
        host_split: l.host_split.map(|h| TiledHostSplit {
            dim: u32::from(h.dim),
            align: h.align,
        }),
        host_replicas: l.host_replicas,
    }
}

/// The planner's layout of a tensor of `shape` and `elt` from the tiled dialect's record.
/// Errors name what does not fit (the record was checked by the verifier, so this is rare).
pub fn layout_of(shape: &[u32], elt: Elt, t: &TiledLayout) -> Result<Layout, String> {
    let splits = t
        .bounds
        .iter()
        .zip(shape)
        .map(|(b, &size)| DimSplit::from_bounds(b.clone(), size))
        .collect::<Result<Vec<_>, String>>()?;
    let order = match &t.order {
        TiledOrder::RowMajor => Order::RowMajor,
        TiledOrder::Permuted(p) => Order::Permuted {
            perm: p.iter().map(|&x| x as u8).collect(),
        },
        TiledOrder::Amp { bk } => Order::Amp { bk: *bk },
        TiledOrder::AmpWeights { bk, bn } => Order::AmpWeights { bk: *bk, bn: *bn },
    };
    let region = match t.region {
        ipu_dialects::exchange_dialect::BufferRegion::Standard => MemRegion::Standard,
        ipu_dialects::exchange_dialect::BufferRegion::Interleaved => MemRegion::Interleaved,
    };
    let l = Layout::new(
        shape,
        elt,
        splits,
        order,
        region,
        t.placement
            .iter()
            .map(|r| r.iter().copied().collect())
            .collect(),
    )?;
    Ok(match t.host_split {
        Some(h) => l.with_host_split(HostSplit {
            dim: h.dim as u8,
            align: h.align,
        }),
        None if t.host_replicas => l.with_host_replicas(),
        None => l,
    })
}

/// The tensor type of a layout (`tensor<shape x elt, #tiled.layout<...>>`).
pub fn layout_type(ctx: &Context, l: &Layout) -> Type {
    let shape: Vec<i64> = l.shape.iter().map(|&d| i64::from(d)).collect();
    let enc = layout_record(l).to_attr(ctx);
    ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element: elt_type(ctx, l.elt),
        encoding: Some(enc),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use smallvec::SmallVec;

    #[test]
    fn plans_and_layouts_convert_both_ways() {
        let p = OpPlan::Matmul(MatmulPlan {
            pm: 3,
            pn: 18,
            pk: 27,
            partials: Elt::F32,
            rotate: 2,
            cast_at_source: true,
            out_amp: false,
            host_replicas: true,
        });
        assert_eq!(plan_of(&plan_record(&p)), Some(p));
        for q in [
            OpPlan::View,
            OpPlan::Follow { follow: 1 },
            OpPlan::Balanced { tiles: 64, base: 3 },
        ] {
            assert_eq!(plan_of(&plan_record(&q)), Some(q));
        }
        let l = Layout::new(
            &[8, 32],
            Elt::F16,
            vec![DimSplit::even(8, 2, 1), DimSplit::even(32, 2, 16)],
            Order::AmpWeights { bk: 16, bn: 16 },
            MemRegion::Interleaved,
            vec![
                SmallVec::from_slice(&[5]),
                SmallVec::from_slice(&[5, 6]),
                SmallVec::from_slice(&[7]),
                SmallVec::from_slice(&[8]),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .with_host_split(HostSplit { dim: 1, align: 16 });
        let back =
            layout_of(&[8, 32], Elt::F16, &layout_record(&l)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, l);
        let r = l.with_host_replicas();
        let back =
            layout_of(&[8, 32], Elt::F16, &layout_record(&r)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, r);
    }
}
