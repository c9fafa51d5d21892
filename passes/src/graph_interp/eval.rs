//! One graph op at a time: read the op's attributes through its typed view, call the
//! host-reference kernel, round to the result element type.

use ipu_dialects::graph_dialect::{
    BroadcastOp, CastOp, ConcatOp, ConstantOp, EpilogueStep, FusedMatmulOp, GeluApproximation,
    GeluOp, OperandCast, ReduceKind, ReduceOp, SliceOp, SoftmaxOp, TransposeOp,
};
use ipu_dialects::{AttrKind, OpId};
use ipu_runtime::codelets::elementwise::{BinaryOp, UnaryOp};
use ipu_runtime::codelets::reduce::ReduceKind as HostReduce;
use ipu_runtime::numerics::{self, DType};
use ipu_runtime::reference::tensor;

use super::random::random_values;
use super::{Interpreter, Result, Tensor, dtype_of};

/// Converts attribute integers to indices, or fails at `op`.
fn indices(it: &Interpreter<'_>, op: OpId, what: &str, v: Option<Vec<i64>>) -> Result<Vec<usize>> {
    v.ok_or_else(|| it.error(op, format!("has no valid '{what}'")))?
        .into_iter()
        .map(|x| {
            usize::try_from(x).map_err(|_| it.error(op, format!("has a negative '{what}' entry")))
        })
        .collect()
}

impl Interpreter<'_> {
    /// Evaluates graph op `op` (named `name`) on `args`.
    pub(crate) fn eval(&self, op: OpId, name: &str, args: &[&Tensor]) -> Result<Tensor> {
        let (ctx, ir) = (self.ctx, self.ir);
        if ir.num_results(op) != 1 {
            return Err(self.error(op, "must have one result to be evaluated"));
        }
        let (shape, dtype) = dtype_of(ctx, ir.value_type(ir.result(op, 0)))
            .ok_or_else(|| self.error(op, "has a result that is not a graph tensor"))?;
        let arity = |n: usize| {
            if args.len() == n {
                Ok(())
            } else {
                Err(self.error(op, format!("expects {n} operands, got {}", args.len())))
            }
        };
        let kernel =
            |r: tensor::KernelResult<(Vec<usize>, Vec<f32>)>| r.map_err(|m| self.error(op, m));
        let same = |data: Vec<f32>| (args[0].shape.clone(), data);
        let (out_shape, data) = match name {
            "graph.constant" => (shape.clone(), self.constant(op, &shape, dtype)?),
            "graph.add" | "graph.sub" | "graph.mul" | "graph.div" | "graph.max" => {
                arity(2)?;
                let f = match name {
                    "graph.add" => BinaryOp::Add,
                    "graph.sub" => BinaryOp::Sub,
                    "graph.mul" => BinaryOp::Mul,
                    "graph.div" => BinaryOp::Div,
                    _ => BinaryOp::Max,
                };
                kernel(tensor::binary(f, args[0], args[1]))?
            }
            "graph.neg" | "graph.exp" | "graph.sqrt" | "graph.rsqrt" | "graph.tanh"
            | "graph.gelu" => {
                arity(1)?;
                let f = match name {
                    "graph.neg" => UnaryOp::Neg,
                    "graph.exp" => UnaryOp::Exp,
                    "graph.sqrt" => UnaryOp::Sqrt,
                    "graph.rsqrt" => UnaryOp::Rsqrt,
                    "graph.tanh" => UnaryOp::Tanh,
                    _ => match GeluOp(op).approximate(ctx, ir) {
                        GeluApproximation::Tanh => UnaryOp::GeluTanh,
                        GeluApproximation::None => UnaryOp::GeluErf,
                    },
                };
                same(tensor::unary(f, args[0]))
            }
            "graph.compare" | "graph.select" | "graph.and" | "graph.or" | "graph.not"
            | "graph.argmax" | "graph.argmin" | "graph.gather" => {
                let kind = host_kind(ctx, ir, op, name)
                    .ok_or_else(|| self.error(op, "has an invalid attribute"))?;
                let result = ipu_runtime::reference::TensorType {
                    shape: shape.clone(),
                    dtype,
                };
                kernel(ipu_runtime::reference::program::eval_op(
                    &kind, args, &result,
                ))?
            }
            "graph.cast" => {
                arity(1)?;
                let scale = CastOp(op).scale(ctx, ir);
                same(args[0].data.iter().map(|v| v * scale).collect())
            }
            "graph.transpose" => {
                arity(1)?;
                let perm = indices(
                    self,
                    op,
                    "permutation",
                    TransposeOp(op).permutation(ctx, ir),
                )?;
                kernel(tensor::transpose(args[0], &perm))?
            }
            "graph.reshape" => {
                arity(1)?;
                if args[0].len() != shape.iter().product::<usize>() {
                    return Err(self.error(op, "changes the number of elements"));
                }
                (shape.clone(), args[0].data.clone())
            }
            "graph.broadcast" => {
                arity(1)?;
                let dims = indices(self, op, "dimensions", BroadcastOp(op).dimensions(ctx, ir))?;
                let data = tensor::broadcast_in_dim(args[0], &shape, &dims)
                    .map_err(|m| self.error(op, m))?;
                (shape.clone(), data)
            }
            "graph.concat" => {
                let dim = ConcatOp(op)
                    .dimension(ctx, ir)
                    .and_then(|d| usize::try_from(d).ok())
                    .ok_or_else(|| self.error(op, "has no valid 'dimension'"))?;
                kernel(tensor::concat(args, dim))?
            }
            "graph.slice" => {
                arity(1)?;
                let v = SliceOp(op);
                let start = indices(self, op, "start", v.start(ctx, ir))?;
                let limit = indices(self, op, "limit", v.limit(ctx, ir))?;
                let strides = indices(self, op, "strides", v.strides(ctx, ir))?;
                kernel(tensor::slice(args[0], &start, &limit, &strides))?
            }
            "graph.softmax" => {
                arity(1)?;
                let dim = SoftmaxOp(op)
                    .dimension(ctx, ir)
                    .and_then(|d| usize::try_from(d).ok())
                    .filter(|&d| d < args[0].shape.len())
                    .ok_or_else(|| self.error(op, "has no valid 'dimension'"))?;
                same(self.softmax(op, args[0], dim)?)
            }
            "graph.reduce" => {
                arity(1)?;
                let v = ReduceOp(op);
                let kind = match v.kind(ctx, ir) {
                    Some(ReduceKind::Sum) => HostReduce::Sum,
                    Some(ReduceKind::Max) => HostReduce::Max,
                    None => return Err(self.error(op, "has no valid 'kind'")),
                };
                let dims = indices(self, op, "dimensions", v.dimensions(ctx, ir))?;
                kernel(tensor::reduce(kind, args[0], &dims))?
            }
            "graph.matmul" => {
                arity(2)?;
                kernel(tensor::matmul(args[0], args[1]))?
            }
            "graph.fused_matmul" => self.fused_matmul(op, args)?,
            other => {
                return Err(self.error(
                    op,
                    format!("is not supported by the graph interpreter ('{other}')"),
                ));
            }
        };
        if out_shape != shape {
            return Err(self.error(
                op,
                format!("computes shape {out_shape:?}, but its result type says {shape:?}"),
            ));
        }
        Ok(Tensor {
            shape,
            dtype: DType::F32,
            data,
        }
        .rounded_to(dtype))
    }

    /// The values of a `graph.constant` (in f32, before rounding).
    fn constant(&self, op: OpId, shape: &[usize], dtype: DType) -> Result<Vec<f32>> {
        let (ctx, ir) = (self.ctx, self.ir);
        let n: usize = shape.iter().product();
        let view = ConstantOp(op);
        if let Some(spec) = view.random(ctx, ir) {
            return Ok(random_values(spec, n));
        }
        let value = view
            .value(ctx, ir)
            .ok_or_else(|| self.error(op, "has neither a valid 'value' nor a valid 'seed'"))?;
        let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(value) else {
            return Err(self.error(op, "has a 'value' that is not a dense elements attribute"));
        };
        let Some((_, elt)) = dtype_of(ctx, *ty) else {
            return Err(self.error(op, "has a 'value' of a type the interpreter cannot read"));
        };
        if elt != dtype {
            return Err(self.error(op, "has a 'value' whose type is not the result type"));
        }
        let values = numerics::decode(elt, data, 0);
        match (*splat, values.len()) {
            (true, 1) => Ok(vec![values[0]; n]),
            (false, len) if len == n => Ok(values),
            _ => Err(self.error(op, "has a 'value' with the wrong number of elements")),
        }
    }

    /// Softmax along `dim`: the runtime's last-axis kernel, around transposes.
    fn softmax(&self, op: OpId, x: &Tensor, dim: usize) -> Result<Vec<f32>> {
        let rank = x.shape.len();
        if dim + 1 == rank {
            return tensor::softmax_last(x).map_err(|m| self.error(op, m));
        }
        // Move `dim` last, apply, move it back.
        let mut perm: Vec<usize> = (0..rank).filter(|&d| d != dim).collect();
        perm.push(dim);
        let (shape, data) = tensor::transpose(x, &perm).map_err(|m| self.error(op, m))?;
        let moved = Tensor {
            shape,
            dtype: DType::F32,
            data,
        };
        let y = Tensor {
            data: tensor::softmax_last(&moved).map_err(|m| self.error(op, m))?,
            ..moved
        };
        let mut inverse = vec![0; rank];
        for (i, &p) in perm.iter().enumerate() {
            inverse[p] = i;
        }
        Ok(tensor::transpose(&y, &inverse)
            .map_err(|m| self.error(op, m))?
            .1)
    }

    /// `graph.fused_matmul`: cast operands, f32 product, epilogue in order.
    fn fused_matmul(&self, op: OpId, args: &[&Tensor]) -> Result<(Vec<usize>, Vec<f32>)> {
        let (ctx, ir) = (self.ctx, self.ir);
        let v = FusedMatmulOp(op);
        if args.len() < 2 {
            return Err(self.error(op, "needs lhs and rhs"));
        }
        let cast = |t: &Tensor, c: Option<OperandCast>| -> Result<Tensor> {
            let Some(c) = c else { return Ok(t.clone()) };
            let dtype = match c.kind {
                ipu_dialects::FloatKind::F8E4M3FN => DType::F8E4M3FN,
                ipu_dialects::FloatKind::F8E5M2 => DType::F8E5M2,
                ipu_dialects::FloatKind::F32 => DType::F32,
                _ => {
                    return Err(
                        self.error(op, "has an operand cast to a type other than f8 or f32")
                    );
                }
            };
            Ok(Tensor {
                shape: t.shape.clone(),
                dtype: DType::F32,
                data: t.data.iter().map(|x| x * c.scale).collect(),
            }
            .rounded_to(dtype))
        };
        let lhs = cast(args[0], v.lhs_cast(ctx, ir))?;
        let rhs = cast(args[1], v.rhs_cast(ctx, ir))?;
        let (shape, mut acc) = tensor::matmul(&lhs, &rhs).map_err(|m| self.error(op, m))?;
        let steps = v
            .epilogue(ctx, ir)
            .ok_or_else(|| self.error(op, "has an invalid 'epilogue'"))?;
        let n = *shape.last().unwrap_or(&1);
        let mut next = 2;
        for step in steps {
            let mut operand = || -> Result<&Tensor> {
                let t = args.get(next).copied().ok_or_else(|| {
                    self.error(op, "has fewer operands than its epilogue consumes")
                })?;
                next += 1;
                Ok(t)
            };
            match step {
                EpilogueStep::Bias => {
                    let b = operand()?;
                    // `[N]` is added to every row; `[B..., N]` to the M rows of its batch.
                    let m = shape.len().checked_sub(2).map_or(1, |i| shape[i]).max(1);
                    let rows = acc.len() / n.max(1);
                    let batched = b.len() != n;
                    if batched && b.len() != (rows / m) * n {
                        return Err(self.error(op, "has a bias operand of the wrong shape"));
                    }
                    for (row, chunk) in acc.chunks_mut(n.max(1)).enumerate() {
                        let b_row = if batched { row / m } else { 0 };
                        let bias = &b.data[b_row * n..(b_row + 1) * n];
                        chunk.iter_mut().zip(bias).for_each(|(a, b)| *a += b);
                    }
                }
                EpilogueStep::Add | EpilogueStep::Mul => {
                    let t = operand()?;
                    if t.len() != acc.len() {
                        return Err(self.error(op, "has an epilogue operand of the wrong shape"));
                    }
                    let f = if step == EpilogueStep::Add {
                        BinaryOp::Add
                    } else {
                        BinaryOp::Mul
                    };
                    acc.iter_mut()
                        .zip(&t.data)
                        .for_each(|(a, b)| *a = f.apply(*a, *b));
                }
                EpilogueStep::Scale => {
                    let s = v
                        .scale(ctx, ir)
                        .ok_or_else(|| self.error(op, "has a \"scale\" step but no 'scale'"))?;
                    acc.iter_mut().for_each(|a| *a *= s);
                }
                EpilogueStep::GeluTanh => acc
                    .iter_mut()
                    .for_each(|a| *a = UnaryOp::GeluTanh.apply(*a)),
                EpilogueStep::GeluErf => {
                    acc.iter_mut().for_each(|a| *a = UnaryOp::GeluErf.apply(*a))
                }
            }
        }
        if next != args.len() {
            return Err(self.error(op, "has more operands than its epilogue consumes"));
        }
        Ok((shape, acc))
    }
}

/// The host reference's kind of the integer and predicate ops (`graph.compare`, `select`,
/// `and`, `or`, `not`, `argmax`, `argmin`, `gather`); `None` for another op or an invalid attribute
/// (an `argmax` over another dimension than the last).
pub(crate) fn host_kind(
    ctx: &ipu_dialects::Context,
    ir: &ipu_dialects::Ir,
    op: OpId,
    name: &str,
) -> Option<ipu_runtime::reference::OpKind> {
    use ipu_dialects::graph_dialect::{ArgmaxOp, ArgminOp, CompareOp};
    use ipu_runtime::reference::OpKind;
    Some(match name {
        "graph.compare" => OpKind::Compare {
            direction: CompareOp(op).direction(ctx, ir)?,
        },
        "graph.select" => OpKind::Select,
        "graph.gather" => OpKind::GatherRows,
        "graph.and" => OpKind::Logic { and: true },
        "graph.or" => OpKind::Logic { and: false },
        "graph.not" => OpKind::Not,
        "graph.argmax" | "graph.argmin" => {
            let dim = if name == "graph.argmax" {
                ArgmaxOp(op).dimension(ctx, ir)
            } else {
                ArgminOp(op).dimension(ctx, ir)
            }?;
            let rank = match ctx.type_kind(ir.value_type(ir.operand(op, 0))) {
                ipu_dialects::TypeKind::RankedTensor { shape, .. } => shape.len(),
                _ => return None,
            };
            if dim + 1 != rank as i64 {
                return None;
            }
            OpKind::ArgReduce {
                max: name == "graph.argmax",
            }
        }
        _ => return None,
    })
}
