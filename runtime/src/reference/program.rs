//! The host program: the graph-level computation a package performs, as a small
//! serialisable op list, so `ipu-run` can recompute the outputs from the inputs.
//!
//! Values are numbered in definition order: `0..inputs.len()` are the program inputs
//! (the entry function's arguments, in order), then one value per op. Each op names its
//! operands by value number and declares its result type; evaluation checks the computed
//! shape against it. Every op computes in f32 (f64 for reductions and softmax), and its
//! result is rounded to the declared element type, as the graph dialect's value
//! semantics say (`tensor<...xf16>` holds f16 values). Casts involving FP8 carry the
//! `QuarterMetadata` scale `s`: a cast *to* FP8 gives `round_f8(x · 2^-s)` (the values of
//! the stored codes, which is what a `tensor<...xf8E4M3FN>` holds), and a cast *from* FP8
//! gives `round(x · 2^s)`; so casting there and back with the same `s` recovers `x`
//! to FP8 precision, and an FP8 tensor never holds values outside its format.

use serde::{Deserialize, Serialize};

use super::device::{self, Precision};
use super::random::NormalStream;
use super::tensor::{self, Tensor, numel};
use crate::codelets::elementwise::{BinaryOp, UnaryOp};
use crate::codelets::reduce::ReduceKind;
use crate::error::{Error, Result};
use crate::numerics::{self, DType, f8};

/// A tensor type: shape and element type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorType {
    /// Dimensions, outermost first.
    pub shape: Vec<usize>,
    /// Element type.
    pub dtype: DType,
}

/// The most elements one program value may have (2^30: 4 GiB as f32), so that a
/// malformed package cannot make the host allocate without bound.
pub const MAX_ELEMENTS: usize = 1 << 30;

impl TensorType {
    /// Number of elements (call on validated types; see [`TensorType::checked_numel`]).
    pub fn numel(&self) -> usize {
        numel(&self.shape)
    }

    /// Number of elements, or `None` if it overflows or exceeds [`MAX_ELEMENTS`].
    pub fn checked_numel(&self) -> Option<usize> {
        self.shape
            .iter()
            .try_fold(1usize, |a, d| a.checked_mul(*d))
            .filter(|n| *n <= MAX_ELEMENTS)
    }
}

impl std::fmt::Display for TensorType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.dtype)
    }
}

/// A program input (an argument of the entry function).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProgramInput {
    /// Argument name (for messages), e.g. `arg0`.
    pub name: String,
    /// Its type.
    pub ty: TensorType,
    /// Standard deviation of the seeded random values `ipu-run` generates when no
    /// `--inputs` are given (e.g. `1/sqrt(fan_in)` for weights).
    pub random_stddev: f32,
}

/// What an op computes. Shapes follow StableHLO where a StableHLO op exists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OpKind {
    /// `[B..., M, K] · [B..., K, N]` or `[B..., M, K] · [K, N]`.
    Matmul,
    /// Elementwise unary op.
    Unary(UnaryOp),
    /// Elementwise binary op, numpy broadcasting.
    Binary(BinaryOp),
    /// Convert to the result type, with a power-of-two scale when FP8 is involved
    /// (see the module doc).
    Cast {
        /// `QuarterMetadata` scale: to FP8, divide by `2^scale` before rounding; from
        /// FP8, multiply by `2^scale`; ignored between non-FP8 types.
        scale: i32,
    },
    /// Result dimension `i` is operand dimension `perm[i]`.
    Transpose {
        /// The permutation.
        perm: Vec<usize>,
    },
    /// Same values, result shape (element counts must agree).
    Reshape,
    /// StableHLO `broadcast_in_dim` into the result shape.
    BroadcastInDim {
        /// Result dimension of each operand dimension.
        dims: Vec<usize>,
    },
    /// Strided slice `[start, limit)` by `stride`.
    Slice {
        /// First index per dimension.
        start: Vec<usize>,
        /// One past the last index per dimension.
        limit: Vec<usize>,
        /// Step per dimension (≥ 1).
        stride: Vec<usize>,
    },
    /// Concatenate the operands along `axis`.
    Concat {
        /// The axis.
        axis: usize,
    },
    /// Softmax over `axis`.
    Softmax {
        /// The normalised axis.
        axis: usize,
    },
    /// Reduce over `axes` (removed from the shape).
    Reduce {
        /// Sum or max.
        kind: ReduceKind,
        /// Axes to reduce.
        axes: Vec<usize>,
    },
    /// A constant: one value per element, or a single value splatted.
    Constant {
        /// The values (length 1 or the result's element count).
        values: Vec<f32>,
    },
    /// `1` where `lhs DIR rhs`, else `0` (an `i1` result), numpy broadcasting.
    Compare {
        /// The predicate.
        direction: ipu_device::CompareDirection,
    },
    /// `pred ? on_true : on_false` elementwise (three operands of one shape; `pred` `i1`).
    Select,
    /// Boolean `and` (`true`) or `or` (`false`) of two `i1` operands of one shape.
    Logic {
        /// `and` when true, `or` when false.
        and: bool,
    },
    /// Boolean not of an `i1` operand.
    Not,
    /// The index (an `i32`) of the first largest (`max`) or smallest value along the last
    /// axis, which is removed; a NaN wins over every number (JAX's `argmax`/`argmin`).
    ArgReduce {
        /// Largest when true, smallest when false.
        max: bool,
    },
    /// Rows of a `[V, D]` table (operand 0) picked by `[N]` indices (operand 1), each
    /// clamped to `[0, V − 1]` (StableHLO `gather`'s clamp): an `[N, D]` result.
    GatherRows,
    /// A seeded normal random constant (benchmarks' weights).
    RandomNormal {
        /// Seed of the stream.
        seed: u64,
        /// Standard deviation.
        stddev: f32,
    },
}

impl OpKind {
    /// A short name for messages.
    pub fn name(&self) -> String {
        match self {
            OpKind::Unary(op) => format!("{op:?}").to_lowercase(),
            OpKind::Binary(op) => format!("{op:?}").to_lowercase(),
            other => {
                let debug = format!("{other:?}");
                debug
                    .split([' ', '(', '{'])
                    .next()
                    .unwrap_or("op")
                    .to_lowercase()
            }
        }
    }
}

/// One op of the program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HostOp {
    /// What it computes.
    pub kind: OpKind,
    /// Operand value numbers (each less than this op's own value number).
    pub operands: Vec<usize>,
    /// The result type.
    pub result: TensorType,
    /// How the device computes it, where that differs from the graph semantics; read only
    /// by the device-precision reference ([`super::device`]).
    pub device: DeviceArith,
}

impl HostOp {
    /// An op the device computes as the graph semantics say (no [`DeviceArith`]).
    pub fn new(kind: OpKind, operands: Vec<usize>, result: TensorType) -> HostOp {
        HostOp {
            kind,
            operands,
            result,
            device: DeviceArith::default(),
        }
    }
}

/// The device's arithmetic for one op, as the program's plan fixes it (`build-package`
/// records it from the op's `#tiled.plan`): what the device-precision reference follows
/// instead of "compute in f32, round once to the result type".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceArith {
    /// The device stores the result in this type: it is rounded to it (after f32), then to
    /// the declared type. A fused matmul's epilogue steps run in its partials' type, and its
    /// scale constant is splatted in that type.
    pub round: Option<DType>,
    /// A matmul's AMP plan; `None` for other ops, and for a matmul the device reference
    /// then computes as the graph says.
    pub amp: Option<AmpPlan>,
}

/// How a matmul `[M, K] · [K, N]` runs on the AMPs under its plan.
///
/// The contracted dimension is cut into parts at `k_bounds`; each part is one AMP product
/// (on its own tiles), accumulated in `accumulator` in increasing `k` (an f16 accumulator
/// is rounded once per `pass` contracted values, one AMP pass), and stored in `partials`.
/// The parts are then added in f32 in part order (`reduce_add`); the sum is the op's
/// result (rounded to [`DeviceArith::round`] if set).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmpPlan {
    /// Part boundaries `[0, k_1, ..., K]`, strictly increasing.
    pub k_bounds: Vec<usize>,
    /// The AMP's accumulator: f32 (f16 and f32 operands) or f16 (FP8 operands,
    /// `f8v8hihov4amp`).
    pub accumulator: DType,
    /// Contracted values per AMP pass (the target's `amp.block_k_*`); an f16 accumulator is
    /// rounded after each.
    pub pass: usize,
    /// The type each part's product is stored in (the plan's partials; with one part, the
    /// type the product is written in).
    pub partials: DType,
}

/// The graph-level program.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HostProgram {
    /// The entry function's arguments, in order.
    pub inputs: Vec<ProgramInput>,
    /// The ops, in order.
    pub ops: Vec<HostOp>,
    /// Value numbers of the results, in order.
    pub outputs: Vec<usize>,
}

impl HostProgram {
    /// The type of value `v`, if it exists.
    pub fn value_type(&self, v: usize) -> Option<&TensorType> {
        if v < self.inputs.len() {
            self.inputs.get(v).map(|i| &i.ty)
        } else {
            self.ops.get(v - self.inputs.len()).map(|o| &o.result)
        }
    }

    /// The output types, in order (`None` for a dangling output number).
    pub fn output_types(&self) -> Vec<Option<&TensorType>> {
        self.outputs.iter().map(|&v| self.value_type(v)).collect()
    }

    /// Floating-point operations of the matmuls (2·M·N·K per product, batch included).
    pub fn matmul_flops(&self) -> u64 {
        self.ops
            .iter()
            .filter(|op| op.kind == OpKind::Matmul)
            .filter_map(|op| {
                let lhs = self.value_type(*op.operands.first()?)?;
                let k = *lhs.shape.last()? as u64;
                Some(2 * op.result.numel() as u64 * k)
            })
            .sum()
    }

    /// Check the program's structure: every type has at most [`MAX_ELEMENTS`] elements,
    /// every operand is defined before its use, every output exists. Errors name the op.
    pub fn validate(&self) -> Result<()> {
        for input in &self.inputs {
            if input.ty.checked_numel().is_none() {
                return Err(Error::Usage(format!(
                    "input '{}' of type {} is too large (at most {MAX_ELEMENTS} elements)",
                    input.name, input.ty
                )));
            }
        }
        for (i, op) in self.ops.iter().enumerate() {
            let fail = |message: String| Error::HostProgram {
                op: i,
                name: op.kind.name(),
                message,
            };
            if op.result.checked_numel().is_none() {
                return Err(fail(format!(
                    "result type {} is too large (at most {MAX_ELEMENTS} elements)",
                    op.result
                )));
            }
            if let Some(bad) = op.operands.iter().find(|&&v| v >= self.inputs.len() + i) {
                return Err(fail(format!("operand %{bad} is not defined before it")));
            }
        }
        if let Some(bad) = self
            .outputs
            .iter()
            .find(|&&v| v >= self.inputs.len() + self.ops.len())
        {
            return Err(Error::Usage(format!(
                "output %{bad} is not a value of the program"
            )));
        }
        Ok(())
    }

    /// Seeded random inputs: input `i` draws from the normal stream `(seed, i)` with its
    /// `random_stddev`, rounded to its type. Errors if the program does not
    /// [`validate`](HostProgram::validate).
    pub fn random_inputs(&self, seed: u64) -> Result<Vec<Tensor>> {
        self.validate()?;
        Ok(self
            .inputs
            .iter()
            .enumerate()
            .map(|(i, input)| {
                let mut stream = NormalStream::new(seed, i as u64);
                let data = (0..input.ty.numel())
                    .map(|_| stream.next_f32() * input.random_stddev)
                    .collect();
                Tensor {
                    shape: input.ty.shape.clone(),
                    dtype: DType::F32,
                    data,
                }
                .rounded_to(input.ty.dtype)
            })
            .collect())
    }

    /// Evaluate the program on `inputs` (one per program input, of its type) with the graph
    /// semantics ("compute in f32, round once to the result type"); returns the outputs in
    /// order. Errors name the op and what is wrong.
    pub fn evaluate(&self, inputs: &[Tensor]) -> Result<Vec<Tensor>> {
        self.evaluate_with(inputs, Precision::F32)
    }

    /// Evaluate the program on `inputs` with the given reference precision: [`Precision::F32`]
    /// is [`HostProgram::evaluate`]; [`Precision::Device`] follows each op's [`DeviceArith`]
    /// ([`super::device`]). Errors name the op and what is wrong.
    pub fn evaluate_with(&self, inputs: &[Tensor], precision: Precision) -> Result<Vec<Tensor>> {
        self.validate()?;
        if inputs.len() != self.inputs.len() {
            return Err(Error::Usage(format!(
                "the program takes {} inputs, {} given",
                self.inputs.len(),
                inputs.len()
            )));
        }
        for (given, want) in inputs.iter().zip(&self.inputs) {
            if given.shape != want.ty.shape || given.dtype != want.ty.dtype {
                return Err(Error::Usage(format!(
                    "input '{}' is {}, expected {}",
                    want.name,
                    TensorType {
                        shape: given.shape.clone(),
                        dtype: given.dtype
                    },
                    want.ty
                )));
            }
        }
        let mut values: Vec<Tensor> = inputs.to_vec();
        for (i, op) in self.ops.iter().enumerate() {
            let fail = |message: String| Error::HostProgram {
                op: i,
                name: op.kind.name(),
                message,
            };
            let own = self.inputs.len() + i;
            if let Some(bad) = op.operands.iter().find(|&&v| v >= own) {
                return Err(fail(format!("operand %{bad} is not defined before it")));
            }
            let args: Vec<&Tensor> = op.operands.iter().map(|&v| &values[v]).collect();
            let (shape, mut data) = match precision {
                Precision::F32 => eval_op(&op.kind, &args, &op.result),
                Precision::Device => device::eval_op(op, &args)
                    .unwrap_or_else(|| eval_op(&op.kind, &args, &op.result)),
            }
            .map_err(fail)?;
            if let (Precision::Device, Some(t)) = (precision, op.device.round) {
                numerics::round_slice(t, &mut data);
            }
            if shape != op.result.shape {
                return Err(fail(format!(
                    "computes shape {shape:?}, declared {}",
                    op.result
                )));
            }
            values.push(
                Tensor {
                    shape,
                    dtype: DType::F32,
                    data,
                }
                .rounded_to(op.result.dtype),
            );
        }
        self.outputs
            .iter()
            .map(|&v| {
                values.get(v).cloned().ok_or_else(|| {
                    Error::Usage(format!("output %{v} is not a value of the program"))
                })
            })
            .collect()
    }
}

fn arity(args: &[&Tensor], n: usize) -> tensor::KernelResult<()> {
    if args.len() == n {
        Ok(())
    } else {
        Err(format!("takes {n} operands, {} given", args.len()))
    }
}

/// The reference semantics of one op: its result's shape and values in f32, before the
/// rounding to `result`'s element type. Errors are messages (arity, shapes, attributes).
pub fn eval_op(
    kind: &OpKind,
    args: &[&Tensor],
    result: &TensorType,
) -> tensor::KernelResult<(Vec<usize>, Vec<f32>)> {
    let same = |data: Vec<f32>| (args[0].shape.clone(), data);
    Ok(match kind {
        OpKind::Matmul => {
            arity(args, 2)?;
            tensor::matmul(args[0], args[1])?
        }
        OpKind::Unary(op) => {
            arity(args, 1)?;
            same(tensor::unary(*op, args[0]))
        }
        OpKind::Binary(op) => {
            arity(args, 2)?;
            tensor::binary(*op, args[0], args[1])?
        }
        OpKind::Cast { scale } => {
            arity(args, 1)?;
            let factor = if result.dtype.is_f8() {
                f8::pow2f(-*scale)
            } else if args[0].dtype.is_f8() {
                f8::pow2f(*scale)
            } else {
                1.0
            };
            let data = args[0].data.iter().map(|v| v * factor).collect();
            same(data)
        }
        OpKind::Transpose { perm } => {
            arity(args, 1)?;
            tensor::transpose(args[0], perm)?
        }
        OpKind::Reshape => {
            arity(args, 1)?;
            if args[0].len() != result.numel() {
                return Err(format!(
                    "reshape of {} elements into {result}",
                    args[0].len()
                ));
            }
            (result.shape.clone(), args[0].data.clone())
        }
        OpKind::BroadcastInDim { dims } => {
            arity(args, 1)?;
            (
                result.shape.clone(),
                tensor::broadcast_in_dim(args[0], &result.shape, dims)?,
            )
        }
        OpKind::Slice {
            start,
            limit,
            stride,
        } => {
            arity(args, 1)?;
            tensor::slice(args[0], start, limit, stride)?
        }
        OpKind::Concat { axis } => tensor::concat(args, *axis)?,
        OpKind::Softmax { axis } => {
            arity(args, 1)?;
            same(tensor::softmax(args[0], *axis)?)
        }
        OpKind::Reduce { kind, axes } => {
            arity(args, 1)?;
            tensor::reduce(*kind, args[0], axes)?
        }
        OpKind::Constant { values } => {
            arity(args, 0)?;
            let n = result.numel();
            match values.len() {
                1 => (result.shape.clone(), vec![values[0]; n]),
                len if len == n => (result.shape.clone(), values.clone()),
                len => return Err(format!("{len} constant values for {result}")),
            }
        }
        OpKind::Compare { direction } => {
            arity(args, 2)?;
            tensor::binary_with(args[0], args[1], |x, y| {
                f32::from(u8::from(direction.holds(f64::from(x), f64::from(y))))
            })?
        }
        OpKind::Select => {
            arity(args, 3)?;
            let (p, t, f) = (args[0], args[1], args[2]);
            if p.shape != t.shape || t.shape != f.shape {
                return Err(format!(
                    "select of shapes {:?}, {:?}, {:?}: all must be equal",
                    p.shape, t.shape, f.shape
                ));
            }
            let data = (0..p.len())
                .map(|i| {
                    if p.data[i] != 0.0 {
                        t.data[i]
                    } else {
                        f.data[i]
                    }
                })
                .collect();
            same(data)
        }
        OpKind::Logic { and } => {
            arity(args, 2)?;
            tensor::binary_with(args[0], args[1], |x, y| {
                let (x, y) = (x != 0.0, y != 0.0);
                f32::from(u8::from(if *and { x && y } else { x || y }))
            })?
        }
        OpKind::Not => {
            arity(args, 1)?;
            same(
                args[0]
                    .data
                    .iter()
                    .map(|&v| f32::from(u8::from(v == 0.0)))
                    .collect(),
            )
        }
        OpKind::ArgReduce { max } => {
            arity(args, 1)?;
            let x = args[0];
            let Some((&n, outer)) = x.shape.split_last() else {
                return Err("argmax/argmin of a scalar".into());
            };
            if n == 0 {
                return Err("argmax/argmin over an empty axis".into());
            }
            let data = x
                .data
                .chunks(n)
                .map(|row| {
                    // The first NaN if any, else the first extreme value.
                    let pick = row.iter().position(|v| v.is_nan()).unwrap_or_else(|| {
                        let mut best = 0;
                        for (i, &v) in row.iter().enumerate() {
                            if (*max && v > row[best]) || (!*max && v < row[best]) {
                                best = i;
                            }
                        }
                        best
                    });
                    pick as f32
                })
                .collect();
            (outer.to_vec(), data)
        }
        OpKind::GatherRows => {
            arity(args, 2)?;
            let (t, ids) = (args[0], args[1]);
            let [v, d] = t.shape[..] else {
                return Err(format!(
                    "gather from a table of shape {:?} (rank 2 only)",
                    t.shape
                ));
            };
            if v == 0 || ids.shape.len() != 1 {
                return Err(format!(
                    "gather of indices {:?} from a table of shape {:?}",
                    ids.shape, t.shape
                ));
            }
            let mut data = Vec::with_capacity(ids.len() * d);
            for &i in &ids.data {
                let r = if i <= 0.0 { 0 } else { (i as usize).min(v - 1) };
                data.extend_from_slice(&t.data[r * d..(r + 1) * d]);
            }
            (vec![ids.len(), d], data)
        }
        OpKind::RandomNormal { seed, stddev } => {
            arity(args, 0)?;
            let mut stream = NormalStream::new(*seed, 0);
            (
                result.shape.clone(),
                (0..result.numel())
                    .map(|_| stream.next_f32() * stddev)
                    .collect(),
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(shape: &[usize], dtype: DType) -> TensorType {
        TensorType {
            shape: shape.to_vec(),
            dtype,
        }
    }

    fn input(name: &str, shape: &[usize], dtype: DType) -> ProgramInput {
        ProgramInput {
            name: name.into(),
            ty: ty(shape, dtype),
            random_stddev: 1.0,
        }
    }

    fn op(kind: OpKind, operands: &[usize], shape: &[usize], dtype: DType) -> HostOp {
        HostOp::new(kind, operands.to_vec(), ty(shape, dtype))
    }

    /// `gelu(x · w + b)` in f16: the reference rounds each result to f16.
    fn mlp_layer() -> HostProgram {
        HostProgram {
            inputs: vec![
                input("x", &[2, 3], DType::F16),
                input("w", &[3, 2], DType::F16),
                input("b", &[2], DType::F16),
            ],
            ops: vec![
                op(OpKind::Matmul, &[0, 1], &[2, 2], DType::F16),
                op(
                    OpKind::BroadcastInDim { dims: vec![1] },
                    &[2],
                    &[2, 2],
                    DType::F16,
                ),
                op(OpKind::Binary(BinaryOp::Add), &[3, 4], &[2, 2], DType::F16),
                op(OpKind::Unary(UnaryOp::GeluTanh), &[5], &[2, 2], DType::F16),
            ],
            outputs: vec![6],
        }
    }

    #[test]
    fn evaluates_an_mlp_layer() {
        let p = mlp_layer();
        let t = |shape: &[usize], data: &[f32]| {
            Tensor::new(shape.to_vec(), DType::F16, data.to_vec()).unwrap()
        };
        let out = p
            .evaluate(&[
                t(&[2, 3], &[1.0, 0.0, -1.0, 0.5, 0.5, 0.5]),
                t(&[3, 2], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
                t(&[2], &[0.25, -0.25]),
            ])
            .unwrap();
        let gelu = |x: f64| {
            0.5 * x
                * (1.0 + ((2.0 / std::f64::consts::PI).sqrt() * (x + 0.044715 * x * x * x)).tanh())
        };
        let pre = [1.0 - 5.0 + 0.25, 2.0 - 6.0 - 0.25, 4.5 + 0.25, 6.0 - 0.25];
        for (got, x) in out[0].data.iter().zip(pre) {
            let want = half::f16::from_f64(gelu(x)).to_f32();
            assert_eq!(*got, want, "gelu({x})");
        }
        assert_eq!(p.matmul_flops(), 2 * 2 * 2 * 3);
    }

    #[test]
    fn reports_bad_programs() {
        let mut p = mlp_layer();
        p.ops[2].result.shape = vec![4];
        let inputs = p.random_inputs(1).unwrap();
        let err = p.evaluate(&inputs).unwrap_err().to_string();
        assert!(
            err.contains("op 2 ('add')") && err.contains("computes shape [2, 2]"),
            "{err}"
        );
        let mut p = mlp_layer();
        p.ops[0].operands = vec![0, 5];
        let err = p.evaluate(&inputs).unwrap_err().to_string();
        assert!(err.contains("operand %5 is not defined"), "{err}");
        let err = mlp_layer().evaluate(&inputs[..2]).unwrap_err().to_string();
        assert!(err.contains("takes 3 inputs"), "{err}");
    }

    #[test]
    fn fp8_cast_uses_the_scale() {
        let p = HostProgram {
            inputs: vec![input("x", &[3], DType::F32)],
            ops: vec![op(OpKind::Cast { scale: 2 }, &[0], &[3], DType::F8E4M3FN)],
            outputs: vec![1],
        };
        let x = Tensor::new(vec![3], DType::F32, vec![1000.0, 3.0, 1.0e4]).unwrap();
        let out = p.evaluate(std::slice::from_ref(&x)).unwrap();
        // 1000 / 4 = 250 -> 256 (E4M3 spacing 16 there); 3 / 4 = 0.75 exact; 1e4 / 4 overflows.
        assert_eq!(out[0].data[..2], [256.0, 0.75]);
        assert!(out[0].data[2].is_nan());
        // And back, with the same scale.
        let mut p = p;
        p.ops
            .push(op(OpKind::Cast { scale: 2 }, &[1], &[3], DType::F32));
        p.outputs = vec![2];
        assert_eq!(p.evaluate(&[x]).unwrap()[0].data[..2], [1024.0, 3.0]);
    }

    #[test]
    fn random_inputs_are_seeded_and_typed() {
        let p = mlp_layer();
        let a = p.random_inputs(7).unwrap();
        assert_eq!(a, p.random_inputs(7).unwrap());
        assert_ne!(a, p.random_inputs(8).unwrap());
        assert!(a.iter().all(|t| t.dtype == DType::F16));
        assert!(
            a[0].data
                .iter()
                .all(|v| *v == half::f16::from_f32(*v).to_f32())
        );
    }
}
