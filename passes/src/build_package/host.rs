//! The graph-level function as the host reference: `func.func` of graph ops →
//! `ipu_runtime::reference::HostProgram`, with the graph dialect's value semantics
//! (every op computes in f32 and rounds once to its result type).
//!
//! Ops map one to one, except:
//! - `graph.cast x {scale = S}` is the runtime's power-of-two `Cast` when `S` is a power of
//!   two (`round_f8(x · 2^-s)` to FP8 with `S = 2^-s`, `round(x · 2^s)` from FP8 with
//!   `S = 2^s`) or `S = 1`; otherwise `x · S` in f32 (a `Binary(Mul)` by a one-element
//!   constant) followed by a plain `Cast`;
//! - `graph.fused_matmul` is decomposed: its operand casts as above, the product
//!   (`Matmul`) and the epilogue steps (`bias`: `Binary(Add)` with the bias reshaped to
//!   `[B..., 1, N]` when batched; `add` / `mul`: `Binary`; `scale`: `Binary(Mul)` by a
//!   constant; `gelu_*`: `Unary`), every intermediate result in f32 and only the last one
//!   in the declared result type — exactly the op's "compute in f32, round once";
//! - `graph.constant`s with a normal random initialiser are `RandomNormal`, uniform ones and
//!   dense ones `Constant` with their values.
//!
//! Each op also records the device's arithmetic where it differs from "compute in f32, round
//! once" ([`DeviceArith`], read only by the device-precision reference), from the op's
//! `#tiled.plan` and the target, as `plan/matmul.rs` lowers it:
//! - a matmul's [`AmpPlan`]: the contracted dimension cut as the plan cuts it
//!   (`DimSplit::even(K, k, block_k)`), the AMP's accumulator (f16 once per pass of
//!   `block_k` for FP8 operands, f32 otherwise), its parts stored in the plan's partials
//!   type (with one part, in the result type);
//! - the sum of the parts rounded to that type (the `reduce_add`), unless the epilogue
//!   starts with a bias, which is added in the same f32 reduction and rounds instead;
//! - every epilogue step, and the scale constant, in that type (the epilogue runs on the
//!   reduced chunks), then the final cast to the result type.
//!
//! A matmul without a plan (a program written at the exchange level) records one part
//! stored in its declared type: the AMP's accumulation, and nothing about a split the
//! reference cannot know.
//!
//! Program inputs are the arguments (`arg0`, `arg1`, ...); their random standard deviation
//! is the argument attribute `ipu.random_stddev` if present, else `1/sqrt(K)` for an
//! argument used (directly or through a `graph.cast`) as a matmul's `rhs` with `K`
//! contracted elements, else 1.

use ipu_device::Target;
use ipu_dialects::func_dialect::FuncOp;
use ipu_dialects::graph_dialect::{
    BroadcastOp, CastOp, ConcatOp, ConstantOp, Distribution, EpilogueStep, FusedMatmulOp,
    GeluApproximation, GeluOp, OperandCast, ReduceKind, ReduceOp, SliceOp, SoftmaxOp, TransposeOp,
};
use ipu_dialects::tiled_dialect::TiledPlan;
use ipu_dialects::{AttrKind, Context, Diagnostic, FloatKind, Ir, OpId, ValueId};
use ipu_runtime::codelets::elementwise::{BinaryOp, UnaryOp};
use ipu_runtime::codelets::reduce::ReduceKind as HostReduce;
use ipu_runtime::numerics::DType;
use ipu_runtime::reference::{
    AmpPlan, DeviceArith, HostOp, HostProgram, OpKind, ProgramInput, TensorType,
};
use rustc_hash::FxHashMap;

use crate::graph_interp::{dtype_of, random_values};
use crate::plan::geometry::DimSplit;
use crate::plan::ops::OpPlan;

/// Builds the host program of `func`, with the device's arithmetic on `target` (module doc).
///
/// Errors (user input), located at the op: an op other than the graph ops and
/// `func.return`, a value that is not a ranked graph tensor, a malformed attribute.
pub fn host_program(
    ctx: &Context,
    ir: &Ir,
    func: FuncOp,
    target: &Target,
) -> Result<HostProgram, Diagnostic> {
    let mut b = Builder {
        ctx,
        ir,
        target,
        program: HostProgram::default(),
        values: FxHashMap::default(),
    };
    let block = func
        .body(ir)
        .and_then(|r| ir.entry_block(r))
        .ok_or_else(|| b.error(func.0, "has no body"))?;
    for (i, &arg) in ir.block_args(block).iter().enumerate() {
        let ty = b.tensor_type(func.0, arg)?;
        let stddev = match arg_stddev(ctx, ir, func.0, i) {
            Some(s) => s,
            None => rhs_contraction(ctx, ir, arg).map_or(1.0, |k| 1.0 / (k as f32).sqrt()),
        };
        b.values.insert(arg, i);
        b.program.inputs.push(ProgramInput {
            name: format!("arg{i}"),
            ty,
            random_stddev: stddev,
        });
    }
    let mut returned = false;
    for op in ir.block_ops(block) {
        let name = ctx.op_name_str(ir.name(op));
        if name == "func.return" {
            let outs = ir
                .operands(op)
                .map(|v| b.value(op, v))
                .collect::<Result<Vec<_>, _>>()?;
            b.program.outputs = outs;
            returned = true;
            break;
        }
        let v = b.op(op, name)?;
        b.values.insert(ir.result(op, 0), v);
    }
    if !returned {
        return Err(b.error(func.0, "does not end with 'func.return'"));
    }
    Ok(b.program)
}

/// The `ipu.random_stddev` attribute of argument `i`.
fn arg_stddev(ctx: &Context, ir: &Ir, func: OpId, i: usize) -> Option<f32> {
    let AttrKind::Array(items) = ctx.attr_kind(ir.attr(ctx, func, "arg_attrs")?) else {
        return None;
    };
    let a = ctx.dict_get(*items.get(i)?, "ipu.random_stddev")?;
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => {
            let kind = match ctx.type_kind(*ty) {
                ipu_dialects::TypeKind::Float(k) => *k,
                _ => return None,
            };
            Some(ipu_dialects::float::to_f64(kind, *bits) as f32)
        }
        _ => None,
    }
}

/// `K` if `v` is the `rhs` of a matmul (directly or through one `graph.cast`).
fn rhs_contraction(ctx: &Context, ir: &Ir, v: ValueId) -> Option<usize> {
    let is_matmul = |op: OpId| {
        matches!(
            ctx.op_name_str(ir.name(op)),
            "graph.matmul" | "graph.fused_matmul"
        )
    };
    let k_of = |value: ValueId| -> Option<usize> {
        let (shape, _) = dtype_of(ctx, ir.value_type(value))?;
        shape.len().checked_sub(2).map(|i| shape[i])
    };
    for user in ir.users(v) {
        if is_matmul(user) && ir.num_operands(user) > 1 && ir.operand(user, 1) == v {
            return k_of(v);
        }
        if ctx.op_name_str(ir.name(user)) == "graph.cast" && ir.num_results(user) == 1 {
            let r = ir.result(user, 0);
            if ir
                .users(r)
                .any(|u| is_matmul(u) && ir.num_operands(u) > 1 && ir.operand(u, 1) == r)
            {
                return k_of(v);
            }
        }
    }
    None
}

struct Builder<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    target: &'a Target,
    program: HostProgram,
    values: FxHashMap<ValueId, usize>,
}

impl Builder<'_> {
    fn error(&self, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
        let name = self.ctx.op_name_str(self.ir.name(op));
        Diagnostic::error(self.ir.loc(op), format!("'{name}' op {message}"))
    }

    fn tensor_type(&self, op: OpId, v: ValueId) -> Result<TensorType, Diagnostic> {
        dtype_of(self.ctx, self.ir.value_type(v))
            .map(|(shape, dtype)| TensorType { shape, dtype })
            .ok_or_else(|| {
                self.error(
                    op,
                    "has a value that is not a ranked tensor of f32, f16, bf16, f8, i32 or i1 (the host reference needs one)",
                )
            })
    }

    fn value(&self, op: OpId, v: ValueId) -> Result<usize, Diagnostic> {
        self.values
            .get(&v)
            .copied()
            .ok_or_else(|| self.error(op, "uses a value defined outside the function"))
    }

    /// Appends an op; returns its value number.
    fn push(&mut self, kind: OpKind, operands: Vec<usize>, result: TensorType) -> usize {
        self.push_device(kind, operands, result, DeviceArith::default())
    }

    /// Appends an op with the device's arithmetic; returns its value number.
    fn push_device(
        &mut self,
        kind: OpKind,
        operands: Vec<usize>,
        result: TensorType,
        device: DeviceArith,
    ) -> usize {
        self.program.ops.push(HostOp {
            kind,
            operands,
            result,
            device,
        });
        self.program.inputs.len() + self.program.ops.len() - 1
    }

    /// The AMP plan of matmul `op` whose AMP operands are of type `input` and contract `k`
    /// values, and the type its parts are stored in (module doc); with no plan, one part
    /// stored in `declared`.
    fn amp_plan(&self, op: OpId, input: DType, k: usize, out: DType, declared: DType) -> AmpPlan {
        let (ctx, ir) = (self.ctx, self.ir);
        let device_input = match input {
            DType::F32 => ipu_device::DType::F32,
            DType::F8E4M3FN => ipu_device::DType::F8E4M3,
            DType::F8E5M2 => ipu_device::DType::F8E5M2,
            DType::BF16 => ipu_device::DType::BF16,
            DType::F16 => ipu_device::DType::F16,
            DType::I32 => ipu_device::DType::I32,
            DType::I1 => ipu_device::DType::Bool,
        };
        let block_k = self.target.amp.block_k(device_input);
        let accumulator = if input.is_f8() {
            DType::F16
        } else {
            DType::F32
        };
        let plan = ir
            .attr(ctx, op, "plan")
            .and_then(|a| TiledPlan::from_attr(ctx, a))
            .and_then(|p| crate::plan_operators::convert::plan_of(&p));
        let (k_bounds, partials) = match plan {
            Some(OpPlan::Matmul(p)) => {
                let split = DimSplit::even(k as u32, p.pk, block_k);
                let partials = if split.blocks() > 1 {
                    match p.partials.mlir_name() {
                        "f32" => DType::F32,
                        _ => DType::F16,
                    }
                } else {
                    out
                };
                (split.bounds.iter().map(|&b| b as usize).collect(), partials)
            }
            _ => (vec![0, k], declared),
        };
        AmpPlan {
            k_bounds,
            accumulator,
            pass: block_k as usize,
            partials,
        }
    }

    /// Whether `op` carries a matmul plan.
    fn planned(&self, op: OpId) -> bool {
        self.ir.attr(self.ctx, op, "plan").is_some()
    }

    /// Appends a plain `graph.matmul` with its AMP plan; returns its value number.
    fn matmul(
        &mut self,
        op: OpId,
        args: Vec<usize>,
        result: TensorType,
    ) -> Result<usize, Diagnostic> {
        let lhs = self.tensor_type(op, self.ir.operand(op, 0))?;
        let k = lhs.shape.last().copied().unwrap_or(0);
        let amp = self.amp_plan(op, lhs.dtype, k, result.dtype, result.dtype);
        let device = DeviceArith {
            round: Some(amp.partials),
            amp: Some(amp),
        };
        Ok(self.push_device(OpKind::Matmul, args, result, device))
    }

    fn f32_like(ty: &TensorType) -> TensorType {
        TensorType {
            shape: ty.shape.clone(),
            dtype: DType::F32,
        }
    }

    /// `round_to(result)(x · scale)` as graph.cast defines it (module doc).
    fn scaled_cast(&mut self, x: usize, from: DType, scale: f32, result: TensorType) -> usize {
        let f8 = |d: DType| matches!(d, DType::F8E4M3FN | DType::F8E5M2);
        let log2 = scale.log2();
        let power_of_two = scale > 0.0 && log2.fract() == 0.0 && log2.abs() < 127.0;
        if scale == 1.0 {
            return self.push(OpKind::Cast { scale: 0 }, vec![x], result);
        }
        if power_of_two && f8(result.dtype) && !f8(from) {
            return self.push(
                OpKind::Cast {
                    scale: -(log2 as i32),
                },
                vec![x],
                result,
            );
        }
        if power_of_two && f8(from) && !f8(result.dtype) {
            return self.push(OpKind::Cast { scale: log2 as i32 }, vec![x], result);
        }
        let s = self.scalar(scale);
        let scaled = self.push(
            OpKind::Binary(BinaryOp::Mul),
            vec![x, s],
            Self::f32_like(&result),
        );
        self.push(OpKind::Cast { scale: 0 }, vec![scaled], result)
    }

    /// A one-element f32 constant.
    fn scalar(&mut self, v: f32) -> usize {
        self.push(
            OpKind::Constant { values: vec![v] },
            vec![],
            TensorType {
                shape: vec![1],
                dtype: DType::F32,
            },
        )
    }

    fn indices(&self, op: OpId, what: &str, v: Option<Vec<i64>>) -> Result<Vec<usize>, Diagnostic> {
        v.ok_or_else(|| self.error(op, format!("has no valid '{what}'")))?
            .into_iter()
            .map(|x| {
                usize::try_from(x).map_err(|_| self.error(op, format!("has a negative '{what}'")))
            })
            .collect()
    }

    /// Translates one op; returns the value number of its result.
    fn op(&mut self, op: OpId, name: &str) -> Result<usize, Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        if ir.num_results(op) != 1 || !name.starts_with("graph.") {
            return Err(self.error(
                op,
                "is not a graph op with one result: the host reference cannot compute it",
            ));
        }
        let result = self.tensor_type(op, ir.result(op, 0))?;
        let args = ir
            .operands(op)
            .map(|v| self.value(op, v))
            .collect::<Result<Vec<_>, _>>()?;
        let unary = |f: UnaryOp| OpKind::Unary(f);
        let kind = match name {
            "graph.add" => OpKind::Binary(BinaryOp::Add),
            "graph.sub" => OpKind::Binary(BinaryOp::Sub),
            "graph.mul" => OpKind::Binary(BinaryOp::Mul),
            "graph.div" => OpKind::Binary(BinaryOp::Div),
            "graph.max" => OpKind::Binary(BinaryOp::Max),
            "graph.neg" => unary(UnaryOp::Neg),
            "graph.exp" => unary(UnaryOp::Exp),
            "graph.sqrt" => unary(UnaryOp::Sqrt),
            "graph.rsqrt" => unary(UnaryOp::Rsqrt),
            "graph.tanh" => unary(UnaryOp::Tanh),
            "graph.gelu" => unary(match GeluOp(op).approximate(ctx, ir) {
                GeluApproximation::Tanh => UnaryOp::GeluTanh,
                GeluApproximation::None => UnaryOp::GeluErf,
            }),
            "graph.cast" => {
                let from = self.tensor_type(op, ir.operand(op, 0))?.dtype;
                let scale = CastOp(op).scale(ctx, ir);
                return Ok(self.scaled_cast(args[0], from, scale, result));
            }
            "graph.transpose" => OpKind::Transpose {
                perm: self.indices(op, "permutation", TransposeOp(op).permutation(ctx, ir))?,
            },
            "graph.reshape" => OpKind::Reshape,
            "graph.broadcast" => OpKind::BroadcastInDim {
                dims: self.indices(op, "dimensions", BroadcastOp(op).dimensions(ctx, ir))?,
            },
            "graph.concat" => OpKind::Concat {
                axis: self.indices(
                    op,
                    "dimension",
                    ConcatOp(op).dimension(ctx, ir).map(|d| vec![d]),
                )?[0],
            },
            "graph.slice" => {
                let v = SliceOp(op);
                OpKind::Slice {
                    start: self.indices(op, "start", v.start(ctx, ir))?,
                    limit: self.indices(op, "limit", v.limit(ctx, ir))?,
                    stride: self.indices(op, "strides", v.strides(ctx, ir))?,
                }
            }
            "graph.softmax" => OpKind::Softmax {
                axis: self.indices(
                    op,
                    "dimension",
                    SoftmaxOp(op).dimension(ctx, ir).map(|d| vec![d]),
                )?[0],
            },
            "graph.reduce" => {
                let v = ReduceOp(op);
                OpKind::Reduce {
                    kind: match v.kind(ctx, ir) {
                        Some(ReduceKind::Sum) => HostReduce::Sum,
                        Some(ReduceKind::Max) => HostReduce::Max,
                        None => return Err(self.error(op, "has no valid 'kind'")),
                    },
                    axes: self.indices(op, "dimensions", v.dimensions(ctx, ir))?,
                }
            }
            "graph.compare" | "graph.select" | "graph.and" | "graph.or" | "graph.not"
            | "graph.argmax" | "graph.argmin" | "graph.gather" => {
                crate::graph_interp::eval::host_kind(ctx, ir, op, name).ok_or_else(|| {
                    self.error(
                        op,
                        "has an invalid attribute (argmax/argmin: the last dimension only)",
                    )
                })?
            }
            "graph.matmul" => return self.matmul(op, args, result),
            "graph.constant" => self.constant(op, &result)?,
            "graph.fused_matmul" => return self.fused_matmul(op, &args, result),
            other => {
                return Err(
                    self.error(op, format!("('{other}') has no host-reference counterpart"))
                );
            }
        };
        Ok(self.push(kind, args, result))
    }

    fn constant(&self, op: OpId, result: &TensorType) -> Result<OpKind, Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let c = ConstantOp(op);
        if let Some(spec) = c.random(ctx, ir) {
            return Ok(match spec.distribution {
                Distribution::Normal => OpKind::RandomNormal {
                    seed: spec.seed,
                    stddev: spec.scale,
                },
                Distribution::Uniform => OpKind::Constant {
                    values: random_values(spec, result.numel()),
                },
            });
        }
        let value = c
            .value(ctx, ir)
            .ok_or_else(|| self.error(op, "has neither a valid 'value' nor a valid 'seed'"))?;
        let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(value) else {
            return Err(self.error(op, "has a 'value' that is not a dense elements attribute"));
        };
        let Some((_, elt)) = dtype_of(ctx, *ty) else {
            return Err(self.error(op, "has a 'value' of a type the host cannot read"));
        };
        let values = ipu_runtime::numerics::decode(elt, data, 0);
        match (*splat, values.len()) {
            (true, 1) => Ok(OpKind::Constant { values }),
            (false, n) if n == result.numel() => Ok(OpKind::Constant { values }),
            _ => Err(self.error(op, "has a 'value' with the wrong number of elements")),
        }
    }

    /// `graph.fused_matmul` as casts, a product and epilogue steps (module doc).
    fn fused_matmul(
        &mut self,
        op: OpId,
        args: &[usize],
        result: TensorType,
    ) -> Result<usize, Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let v = FusedMatmulOp(op);
        if args.len() < 2 {
            return Err(self.error(op, "needs lhs and rhs"));
        }
        let steps = v
            .epilogue(ctx, ir)
            .ok_or_else(|| self.error(op, "has an invalid 'epilogue'"))?;
        let cast = |b: &mut Self, i: usize, c: Option<OperandCast>| -> Result<usize, Diagnostic> {
            let Some(c) = c else { return Ok(args[i]) };
            let ty = b.tensor_type(op, ir.operand(op, i))?;
            let dtype = match c.kind {
                FloatKind::F8E4M3FN => DType::F8E4M3FN,
                FloatKind::F8E5M2 => DType::F8E5M2,
                FloatKind::F32 => DType::F32,
                _ => return Err(b.error(op, "has an operand cast to a type other than f8 or f32")),
            };
            let to = TensorType {
                shape: ty.shape.clone(),
                dtype,
            };
            Ok(b.scaled_cast(args[i], ty.dtype, c.scale, to))
        };
        let lhs = cast(self, 0, v.lhs_cast(ctx, ir))?;
        let rhs = cast(self, 1, v.rhs_cast(ctx, ir))?;
        let wide = Self::f32_like(&result);
        let last = steps.len();
        let ty_of = |i: usize| {
            if i + 1 == last {
                result.clone()
            } else {
                wide.clone()
            }
        };
        // The device's arithmetic (module doc): parts stored in `g`, the epilogue in `g`.
        let declared = if last == 0 { result.dtype } else { DType::F32 };
        let input = self
            .program
            .value_type(lhs)
            .map(|t| (t.dtype, t.shape.last().copied().unwrap_or(0)));
        let (input, k) = input.ok_or_else(|| self.error(op, "has no lhs value"))?;
        let amp = self.amp_plan(op, input, k, result.dtype, declared);
        let planned = self.planned(op);
        let g = amp.partials;
        let in_g = DeviceArith {
            round: planned.then_some(g),
            amp: None,
        };
        let bias_first = steps.first() == Some(&EpilogueStep::Bias);
        let product = DeviceArith {
            round: (!(planned && bias_first)).then_some(g),
            amp: Some(amp),
        };
        let mut acc = self.push_device(
            OpKind::Matmul,
            vec![lhs, rhs],
            if last == 0 {
                result.clone()
            } else {
                wide.clone()
            },
            product,
        );
        let mut next = 2;
        for (i, step) in steps.into_iter().enumerate() {
            let operand = |b: &Self, next: &mut usize| -> Result<usize, Diagnostic> {
                let a = args
                    .get(*next)
                    .copied()
                    .ok_or_else(|| b.error(op, "has fewer operands than its epilogue consumes"))?;
                *next += 1;
                Ok(a)
            };
            acc = match step {
                EpilogueStep::Bias => {
                    let idx = next;
                    let bias = operand(self, &mut next)?;
                    let bty = self.tensor_type(op, ir.operand(op, idx))?;
                    let bias = if bty.shape.len() > 1 {
                        // `[B..., N]` → `[B..., 1, N]`: numpy broadcasting over the M rows.
                        let mut shape = bty.shape.clone();
                        shape.insert(shape.len() - 1, 1);
                        self.push(
                            OpKind::Reshape,
                            vec![bias],
                            TensorType {
                                shape,
                                dtype: bty.dtype,
                            },
                        )
                    } else {
                        bias
                    };
                    self.push_device(
                        OpKind::Binary(BinaryOp::Add),
                        vec![acc, bias],
                        ty_of(i),
                        in_g.clone(),
                    )
                }
                EpilogueStep::Add | EpilogueStep::Mul => {
                    let t = operand(self, &mut next)?;
                    let f = if step == EpilogueStep::Add {
                        BinaryOp::Add
                    } else {
                        BinaryOp::Mul
                    };
                    self.push_device(OpKind::Binary(f), vec![acc, t], ty_of(i), in_g.clone())
                }
                EpilogueStep::Scale => {
                    let s = v
                        .scale(ctx, ir)
                        .ok_or_else(|| self.error(op, "has a \"scale\" step but no 'scale'"))?;
                    let s = self.push_device(
                        OpKind::Constant { values: vec![s] },
                        vec![],
                        TensorType {
                            shape: vec![1],
                            dtype: DType::F32,
                        },
                        in_g.clone(),
                    );
                    self.push_device(
                        OpKind::Binary(BinaryOp::Mul),
                        vec![acc, s],
                        ty_of(i),
                        in_g.clone(),
                    )
                }
                EpilogueStep::GeluTanh => self.push_device(
                    OpKind::Unary(UnaryOp::GeluTanh),
                    vec![acc],
                    ty_of(i),
                    in_g.clone(),
                ),
                EpilogueStep::GeluErf => self.push_device(
                    OpKind::Unary(UnaryOp::GeluErf),
                    vec![acc],
                    ty_of(i),
                    in_g.clone(),
                ),
            };
        }
        if next != args.len() {
            return Err(self.error(op, "has more operands than its epilogue consumes"));
        }
        Ok(acc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph_interp::{Tensor, interpret_module};
    use ipu_dialects::Module;

    /// The host program of `@main` agrees with the graph interpreter on seeded inputs, and
    /// has the expected op list.
    fn check(input: &str, ops: &str) {
        let mut ctx = Context::new();
        ipu_dialects::register_all_dialects(&mut ctx);
        let module = Module::parse(&ctx, "in.mlir", input.as_bytes()).expect("parses");
        assert!(module.verify(&ctx).is_empty(), "input verifies");
        let func = crate::lower_to_tile_asm::find_function(&ctx, &module.ir, module.op, "main")
            .expect("has @main");
        let target = Target::resolve("ipu21").expect("ipu21");
        let program = host_program(&ctx, &module.ir, func, &target).expect("translates");
        let names: Vec<String> = program.ops.iter().map(|o| o.kind.name()).collect();
        assert_eq!(names.join(" "), ops);
        let inputs: Vec<Tensor> = program.random_inputs(7).expect("inputs");
        let host = program.evaluate(&inputs).expect("evaluates");
        let interp = interpret_module(&ctx, &module, "main", &inputs).expect("interprets");
        assert_eq!(host.len(), interp.len());
        for (h, i) in host.iter().zip(&interp) {
            assert_eq!(h.shape, i.shape);
            assert_eq!(
                h.data, i.data,
                "host reference and interpreter agree exactly"
            );
        }
    }

    #[test]
    fn matmul_and_bias() {
        check(
            "func.func @main(%x: tensor<4x32xf16>, %w: tensor<32x16xf16>, %b: tensor<4x16xf16>) -> tensor<4x16xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x16xf16>) -> tensor<4x16xf16>
  %z = graph.add %y, %b : tensor<4x16xf16>
  return %z : tensor<4x16xf16>
}",
            "matmul add",
        );
    }

    #[test]
    fn fused_matmul_with_casts_and_epilogue() {
        check(
            "func.func @main(%x: tensor<8x64xf16>, %w: tensor<64x32xf8E4M3FN>, %b: tensor<32xf16>) -> tensor<8x32xf16> {
  %y = graph.fused_matmul %x, %w, %b {epilogue = [\"bias\", \"gelu_tanh\"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 2.000000e+00>} : (tensor<8x64xf16>, tensor<64x32xf8E4M3FN>, tensor<32xf16>) -> tensor<8x32xf16>
  return %y : tensor<8x32xf16>
}",
            "cast matmul add gelutanh",
        );
    }

    #[test]
    fn casts_with_any_scale_and_constants() {
        check(
            "func.func @main(%x: tensor<4x8xf16>) -> (tensor<4x8xf8E4M3FN>, tensor<4x8xf16>) {
  %c = graph.constant dense<1.5> : tensor<4x8xf16>
  %y = graph.cast %x {scale = 3.000000e+00 : f32} : tensor<4x8xf16> -> tensor<4x8xf8E4M3FN>
  %z = graph.mul %x, %c : tensor<4x8xf16>
  return %y, %z : tensor<4x8xf8E4M3FN>, tensor<4x8xf16>
}",
            "constant constant mul cast mul",
        );
    }

    #[test]
    fn random_stddev_follows_the_contract() {
        let mut ctx = Context::new();
        ipu_dialects::register_all_dialects(&mut ctx);
        let text = "func.func @main(%x: tensor<4x64xf16>, %w: tensor<64x16xf16>, %b: tensor<4x16xf16> {ipu.random_stddev = 5.000000e-01 : f32}) -> tensor<4x16xf16> {
  %y = graph.matmul %x, %w : (tensor<4x64xf16>, tensor<64x16xf16>) -> tensor<4x16xf16>
  %z = graph.add %y, %b : tensor<4x16xf16>
  return %z : tensor<4x16xf16>
}";
        let module = Module::parse(&ctx, "in.mlir", text.as_bytes()).expect("parses");
        let func = crate::lower_to_tile_asm::find_function(&ctx, &module.ir, module.op, "main")
            .expect("has @main");
        let target = Target::resolve("ipu21").expect("ipu21");
        let p = host_program(&ctx, &module.ir, func, &target).expect("translates");
        let s: Vec<f32> = p.inputs.iter().map(|i| i.random_stddev).collect();
        assert_eq!(s, vec![1.0, 0.125, 0.5]);
    }

    /// The host program of `text`'s `@main` on ipu21.
    fn program_of(text: &str) -> HostProgram {
        let mut ctx = Context::new();
        ipu_dialects::register_all_dialects(&mut ctx);
        let module = Module::parse(&ctx, "in.mlir", text.as_bytes()).expect("parses");
        let func = crate::lower_to_tile_asm::find_function(&ctx, &module.ir, module.op, "main")
            .expect("has @main");
        let target = Target::resolve("ipu21").expect("ipu21");
        host_program(&ctx, &module.ir, func, &target).expect("translates")
    }

    #[test]
    fn records_the_device_arithmetic_of_the_plan() {
        // K = 200 f16 values in 4 parts of whole 16-value blocks (13 blocks: 4, 3, 3, 3),
        // f16 partials; the bias is added in the reduction (the product is not rounded),
        // the bias sum and the gelu are stored in f16.
        let p = program_of(
            "func.func @main(%x: tensor<12x200xf16>, %w: tensor<200x32xf16>, %b: tensor<32xf16>) -> tensor<12x32xf16> {
  %y = graph.fused_matmul %x, %w, %b {epilogue = [\"bias\", \"gelu_tanh\"], plan = #tiled.plan<matmul, m = 2, n = 2, k = 4, partials = f16, rotate = 0, out = row_major, cast = destination>} : (tensor<12x200xf16>, tensor<200x32xf16>, tensor<32xf16>) -> tensor<12x32xf16>
  return %y : tensor<12x32xf16>
}",
        );
        let amp = p.ops[0]
            .device
            .amp
            .as_ref()
            .expect("the matmul has its AMP plan");
        assert_eq!(
            *amp,
            AmpPlan {
                k_bounds: vec![0, 64, 112, 160, 200],
                accumulator: DType::F32,
                pass: 16,
                partials: DType::F16,
            }
        );
        assert_eq!(p.ops[0].device.round, None);
        assert_eq!(p.ops[1].device.round, Some(DType::F16));
        assert_eq!(p.ops[2].device.round, Some(DType::F16));
        // FP8 operands through a cast, one part, a scale: the f16 accumulator rounded once
        // per 32-value pass, stored in the f32 result type, the scale constant in f32.
        let p = program_of(
            "func.func @main(%x: tensor<12x64xf16>, %w: tensor<64x32xf8E4M3FN>) -> tensor<12x32xf32> {
  %y = graph.fused_matmul %x, %w {epilogue = [\"scale\"], scale = 0.5 : f32, lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>, plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f16, rotate = 0, out = row_major, cast = destination>} : (tensor<12x64xf16>, tensor<64x32xf8E4M3FN>) -> tensor<12x32xf32>
  return %y : tensor<12x32xf32>
}",
        );
        let names: Vec<String> = p.ops.iter().map(|o| o.kind.name()).collect();
        assert_eq!(names.join(" "), "cast matmul constant mul");
        let amp = p.ops[1]
            .device
            .amp
            .as_ref()
            .expect("the matmul has its AMP plan");
        assert_eq!(
            (
                amp.k_bounds.as_slice(),
                amp.accumulator,
                amp.pass,
                amp.partials
            ),
            ([0, 64].as_slice(), DType::F16, 32, DType::F32)
        );
        assert_eq!(p.ops[1].device.round, Some(DType::F32));
        assert_eq!(p.ops[2].device.round, Some(DType::F32));
        // Without a plan (a program written at the exchange level): one part, stored in the
        // declared type, nothing else.
        let p = program_of(
            "func.func @main(%x: tensor<12x64xf16>, %w: tensor<64x32xf16>) -> tensor<12x32xf16> {
  %y = graph.matmul %x, %w : (tensor<12x64xf16>, tensor<64x32xf16>) -> tensor<12x32xf16>
  return %y : tensor<12x32xf16>
}",
        );
        let amp = p.ops[0]
            .device
            .amp
            .as_ref()
            .expect("the matmul has its AMP plan");
        assert_eq!(
            (amp.k_bounds.as_slice(), amp.partials),
            ([0, 64].as_slice(), DType::F16)
        );
    }
}
