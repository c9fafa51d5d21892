//! The program the planner works on: a DAG of graph-level operations on static-shape
//! tensors, in plain Rust (the graph dialect's ops, `/work/notes/graph-spec.md`). The
//! `plan-operators` pass builds one from a `func.func` of the graph dialect; tests and
//! benchmarks build one directly ([`Program::siglip_mlp`], [`Program::qkv`],
//! [`Program::attention_scores`]).

use serde::{Deserialize, Serialize};

use super::layout::Elt;

/// A value of the program (a program input or an op result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ValueId(pub u32);

/// An operation of the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct OpId(pub u32);

impl std::fmt::Display for ValueId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "%{}", self.0)
    }
}

impl std::fmt::Display for OpId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "op{}", self.0)
    }
}

/// A tensor value: name (for reports), shape and element type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Value {
    /// Name (the SSA name or argument name).
    pub name: String,
    /// Dimensions, outermost first.
    pub shape: Vec<u32>,
    /// Element type.
    pub elt: Elt,
}

impl Value {
    /// Number of elements.
    pub fn numel(&self) -> u64 {
        self.shape.iter().map(|&d| u64::from(d)).product()
    }
}

/// One step of a fused matmul's epilogue (graph-spec `graph.fused_matmul`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EpilogueStep {
    /// Adds an operand of shape `[N]` to every row.
    Bias,
    /// Adds an operand of the result's shape.
    Add,
    /// Multiplies by an operand of the result's shape.
    Mul,
    /// Multiplies by a constant.
    Scale(f32),
    /// GELU, tanh approximation.
    GeluTanh,
    /// GELU, erf form.
    GeluErf,
}

impl EpilogueStep {
    /// Whether the step consumes an operand.
    pub fn takes_operand(&self) -> bool {
        matches!(
            self,
            EpilogueStep::Bias | EpilogueStep::Add | EpilogueStep::Mul
        )
    }

    /// The graph dialect's name of the step.
    pub fn name(&self) -> &'static str {
        match self {
            EpilogueStep::Bias => "bias",
            EpilogueStep::Add => "add",
            EpilogueStep::Mul => "mul",
            EpilogueStep::Scale(_) => "scale",
            EpilogueStep::GeluTanh => "gelu_tanh",
            EpilogueStep::GeluErf => "gelu_erf",
        }
    }
}

/// A cast folded into a matmul operand (`#graph.operand_cast<ELT, scale = S>`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OperandCast {
    /// The type the operand is cast to (an f8 type, or f32 for a bf16 or f16 operand).
    pub to: Elt,
    /// Multiplier applied before rounding.
    pub scale: f32,
}

/// Elementwise binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Binary {
    /// `x + y`.
    Add,
    /// `x - y`.
    Sub,
    /// `x * y`.
    Mul,
    /// `x / y`.
    Div,
    /// `max(x, y)`.
    Max,
    /// `x ∧ y` on `i1`.
    And,
    /// `x ∨ y` on `i1`.
    Or,
}

/// Elementwise unary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unary {
    /// `-x`.
    Neg,
    /// `exp(x)`.
    Exp,
    /// `√x`.
    Sqrt,
    /// `1 / √x`.
    Rsqrt,
    /// `tanh(x)`.
    Tanh,
    /// GELU, tanh approximation.
    GeluTanh,
    /// GELU, erf form.
    GeluErf,
    /// `¬x` on `i1`.
    Not,
}

/// Kinds of reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReduceKind {
    /// Sum.
    Sum,
    /// Maximum.
    Max,
}

/// What an operation computes (graph-spec ops).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpKind {
    /// `graph.matmul`: `[B..., M, K] · [B..., K, N]` or `· [K, N]`.
    Matmul,
    /// `graph.fused_matmul`: operands lhs, rhs, then the epilogue's operands.
    FusedMatmul {
        /// Epilogue steps applied in order to the f32 accumulator.
        epilogue: Vec<EpilogueStep>,
        /// Cast folded into the lhs.
        lhs_cast: Option<OperandCast>,
        /// Cast folded into the rhs.
        rhs_cast: Option<OperandCast>,
    },
    /// An elementwise binary op (same shapes).
    Binary(Binary),
    /// An elementwise unary op.
    Unary(Unary),
    /// `graph.cast` with a scale.
    Cast {
        /// Multiplier applied before rounding.
        scale: f32,
    },
    /// `graph.transpose`.
    Transpose {
        /// Result dimension `i` is operand dimension `perm[i]`.
        perm: Vec<u32>,
    },
    /// `graph.reshape` (same element count, row-major).
    Reshape,
    /// `graph.broadcast` (StableHLO `broadcast_in_dim`).
    Broadcast {
        /// Result dimension of each operand dimension.
        dims: Vec<u32>,
    },
    /// `graph.concat` along `dim`.
    Concat {
        /// The dimension.
        dim: u32,
    },
    /// `graph.slice` with unit strides.
    Slice {
        /// First index per dimension.
        start: Vec<u32>,
        /// One past the last index per dimension.
        limit: Vec<u32>,
    },
    /// `graph.softmax` over `dim`.
    Softmax {
        /// The dimension.
        dim: u32,
    },
    /// `graph.reduce` over `dims`.
    Reduce {
        /// Sum or max.
        kind: ReduceKind,
        /// Reduced dimensions (sorted).
        dims: Vec<u32>,
    },
    /// `graph.constant` (its values are baked into the package; replicating them is free).
    Constant,
    /// `graph.compare`: an `i1` result.
    Compare {
        /// The predicate.
        direction: ipu_device::CompareDirection,
    },
    /// `graph.select`: operands `pred` (`i1`), `on_true`, `on_false`.
    Select,
    /// `graph.gather`: rows of a `[V, D]` table (operand 0) by `[N]` `i32` indices.
    Gather,
    /// `graph.argmax` (`max`) or `graph.argmin` over `dim`: an `i32` result.
    ArgReduce {
        /// Largest (true) or smallest.
        max: bool,
        /// The reduced dimension.
        dim: u32,
    },
}

impl OpKind {
    /// The graph dialect's op name.
    pub fn name(&self) -> &'static str {
        match self {
            OpKind::Matmul => "graph.matmul",
            OpKind::FusedMatmul { .. } => "graph.fused_matmul",
            OpKind::Binary(b) => match b {
                Binary::Add => "graph.add",
                Binary::Sub => "graph.sub",
                Binary::Mul => "graph.mul",
                Binary::Div => "graph.div",
                Binary::Max => "graph.max",
                Binary::And => "graph.and",
                Binary::Or => "graph.or",
            },
            OpKind::Unary(u) => match u {
                Unary::Neg => "graph.neg",
                Unary::Exp => "graph.exp",
                Unary::Sqrt => "graph.sqrt",
                Unary::Rsqrt => "graph.rsqrt",
                Unary::Tanh => "graph.tanh",
                Unary::GeluTanh | Unary::GeluErf => "graph.gelu",
                Unary::Not => "graph.not",
            },
            OpKind::Cast { .. } => "graph.cast",
            OpKind::Transpose { .. } => "graph.transpose",
            OpKind::Reshape => "graph.reshape",
            OpKind::Broadcast { .. } => "graph.broadcast",
            OpKind::Concat { .. } => "graph.concat",
            OpKind::Slice { .. } => "graph.slice",
            OpKind::Softmax { .. } => "graph.softmax",
            OpKind::Reduce { .. } => "graph.reduce",
            OpKind::Constant => "graph.constant",
            OpKind::Compare { .. } => "graph.compare",
            OpKind::Select => "graph.select",
            OpKind::Gather => "graph.gather",
            OpKind::ArgReduce { max: true, .. } => "graph.argmax",
            OpKind::ArgReduce { max: false, .. } => "graph.argmin",
        }
    }
}

/// One operation: kind, operands, one result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Op {
    /// Name for reports (`fc1`, or the result's SSA name).
    pub name: String,
    /// What it computes.
    pub kind: OpKind,
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Result.
    pub result: ValueId,
}

/// A program: values, operations in a topological order, inputs and outputs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Program {
    /// Workload name for reports (`siglip-mlp-f16`).
    pub name: String,
    /// All values; inputs first.
    pub values: Vec<Value>,
    /// Operations, each after the producers of its operands.
    pub ops: Vec<Op>,
    /// Program inputs (the entry function's arguments), in order.
    pub inputs: Vec<ValueId>,
    /// Program outputs, in order.
    pub outputs: Vec<ValueId>,
    /// The value of every element of the `graph.constant` results that are splats (a
    /// dense splat of a float type; exact in f32 for every element type we have): an
    /// elementwise op reads a broadcast of one from a `Splat` buffer baked into the tile
    /// images instead of replicating it by exchange.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub splats: std::collections::BTreeMap<ValueId, f32>,
    /// The program inputs that are weights: load-time data, written by the host once per load
    /// of the program (`ipu_dialects::func_dialect::WEIGHT_ATTR`), so the host may write every
    /// replica of their layouts (`Layout::host_replicas`). Any other input is written once per
    /// inference, each element once, and replicated on the device.
    #[serde(default, skip_serializing_if = "std::collections::BTreeSet::is_empty")]
    pub weights: std::collections::BTreeSet<ValueId>,
}

impl Program {
    /// An empty program.
    pub fn new(name: &str) -> Self {
        Self {
            name: name.to_string(),
            ..Self::default()
        }
    }

    /// The value `v`.
    pub fn value(&self, v: ValueId) -> &Value {
        &self.values[v.0 as usize]
    }

    /// The value of every element of `v` when it is a splat constant ([`Program::splats`])
    /// or a view of one (broadcast, reshape, transpose, slice).
    pub fn splat_of(&self, v: ValueId) -> Option<f32> {
        let mut v = v;
        loop {
            if let Some(&s) = self.splats.get(&v) {
                return Some(s);
            }
            let op = self.ops.iter().find(|o| o.result == v)?;
            match op.kind {
                OpKind::Broadcast { .. }
                | OpKind::Reshape
                | OpKind::Transpose { .. }
                | OpKind::Slice { .. } => v = *op.operands.first()?,
                _ => return None,
            }
        }
    }

    /// Adds a program input.
    pub fn input(&mut self, name: &str, shape: &[u32], elt: Elt) -> ValueId {
        let v = self.new_value(name, shape, elt);
        self.inputs.push(v);
        v
    }

    /// Adds a program input that is a weight ([`Program::weights`]).
    pub fn weight(&mut self, name: &str, shape: &[u32], elt: Elt) -> ValueId {
        let v = self.input(name, shape, elt);
        self.weights.insert(v);
        v
    }

    /// Whether `v` is load-time data the host may write into every replica: a weight input.
    pub fn is_weight(&self, v: ValueId) -> bool {
        self.weights.contains(&v)
    }

    fn new_value(&mut self, name: &str, shape: &[u32], elt: Elt) -> ValueId {
        self.values.push(Value {
            name: name.to_string(),
            shape: shape.to_vec(),
            elt,
        });
        ValueId(self.values.len() as u32 - 1)
    }

    /// Adds an operation whose result has `shape` and `elt`; its shape is checked by
    /// [`Program::verify`].
    pub fn op(
        &mut self,
        name: &str,
        kind: OpKind,
        operands: &[ValueId],
        shape: &[u32],
        elt: Elt,
    ) -> ValueId {
        let result = self.new_value(name, shape, elt);
        self.ops.push(Op {
            name: name.to_string(),
            kind,
            operands: operands.to_vec(),
            result,
        });
        result
    }

    /// Marks `v` as a program output.
    pub fn output(&mut self, v: ValueId) {
        self.outputs.push(v);
    }

    /// The op producing `v`, if any.
    pub fn producer(&self, v: ValueId) -> Option<OpId> {
        self.ops
            .iter()
            .position(|o| o.result == v)
            .map(|i| OpId(i as u32))
    }

    /// Checks operand counts, shapes and types, and the topological order. Errors describe
    /// the first problem in the graph dialect's wording (the user's input: the IR the
    /// program came from).
    pub fn verify(&self) -> Result<(), String> {
        let mut defined = vec![false; self.values.len()];
        for &i in &self.inputs {
            defined[i.0 as usize] = true;
        }
        for op in &self.ops {
            for &o in &op.operands {
                if !defined.get(o.0 as usize).copied().unwrap_or(false) {
                    return Err(format!(
                        "'{}' op '{}' uses {o} before it is defined",
                        op.kind.name(),
                        op.name
                    ));
                }
            }
            self.verify_op(op)
                .map_err(|e| format!("'{}' op '{}' {e}", op.kind.name(), op.name))?;
            defined[op.result.0 as usize] = true;
        }
        for &o in &self.outputs {
            if !defined[o.0 as usize] {
                return Err(format!("output {o} is never defined"));
            }
        }
        Ok(())
    }

    fn verify_op(&self, op: &Op) -> Result<(), String> {
        let v = |i: usize| -> Result<&Value, String> {
            op.operands
                .get(i)
                .map(|&id| self.value(id))
                .ok_or_else(|| format!("needs operand #{i}"))
        };
        let r = self.value(op.result);
        let same = |a: &[u32], b: &[u32], what: &str| {
            if a == b {
                Ok(())
            } else {
                Err(format!("{what}: {a:?} vs {b:?}"))
            }
        };
        match &op.kind {
            OpKind::Matmul | OpKind::FusedMatmul { .. } => {
                let (a, b) = (v(0)?, v(1)?);
                if a.shape.len() < 2 || b.shape.len() < 2 {
                    return Err("operands must have rank >= 2".into());
                }
                let (ka, kb) = (a.shape[a.shape.len() - 1], b.shape[b.shape.len() - 2]);
                if ka != kb {
                    return Err(format!("contracting dimensions differ ({ka} vs {kb})"));
                }
                let mut want = a.shape.clone();
                *want.last_mut().unwrap_or(&mut 0) = b.shape[b.shape.len() - 1];
                same(&r.shape, &want, "result shape")?;
                if let OpKind::FusedMatmul { epilogue, .. } = &op.kind {
                    let need = 2 + epilogue.iter().filter(|s| s.takes_operand()).count();
                    if op.operands.len() != need {
                        return Err(format!(
                            "epilogue needs {need} operands, got {}",
                            op.operands.len()
                        ));
                    }
                    let mut k = 2;
                    for s in epilogue {
                        match s {
                            EpilogueStep::Bias => {
                                same(&v(k)?.shape, &[*want.last().unwrap_or(&0)], "bias shape")?;
                                k += 1;
                            }
                            EpilogueStep::Add | EpilogueStep::Mul => {
                                same(&v(k)?.shape, &want, "epilogue operand shape")?;
                                k += 1;
                            }
                            _ => {}
                        }
                    }
                } else if op.operands.len() != 2 {
                    return Err("takes two operands".into());
                }
            }
            OpKind::Binary(_) | OpKind::Compare { .. } => {
                same(&v(0)?.shape, &v(1)?.shape, "operand shapes differ")?;
                same(&r.shape, &v(0)?.shape, "result shape")?;
            }
            OpKind::Select => {
                same(&v(1)?.shape, &v(0)?.shape, "operand shapes differ")?;
                same(&v(2)?.shape, &v(0)?.shape, "operand shapes differ")?;
                same(&r.shape, &v(0)?.shape, "result shape")?;
            }
            OpKind::Gather => {
                let (t, i) = (v(0)?, v(1)?);
                if t.shape.len() != 2 || i.shape.len() != 1 {
                    return Err("takes a rank-2 table and rank-1 indices".into());
                }
                same(&r.shape, &[i.shape[0], t.shape[1]], "result shape")?;
            }
            OpKind::ArgReduce { dim, .. } => {
                let a = v(0)?;
                let want: Vec<u32> = a
                    .shape
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i as u32 != *dim)
                    .map(|(_, &d)| d)
                    .collect();
                same(&r.shape, &want, "result shape")?;
            }
            OpKind::Unary(_) | OpKind::Cast { .. } | OpKind::Softmax { .. } => {
                same(&r.shape, &v(0)?.shape, "result shape")?;
            }
            OpKind::Transpose { perm } => {
                let a = v(0)?;
                let want: Vec<u32> = perm
                    .iter()
                    .map(|&p| a.shape.get(p as usize).copied().unwrap_or(0))
                    .collect();
                same(&r.shape, &want, "result shape")?;
            }
            OpKind::Reshape => {
                if r.numel() != v(0)?.numel() {
                    return Err("element counts differ".into());
                }
            }
            OpKind::Broadcast { dims } => {
                let a = v(0)?;
                if dims.len() != a.shape.len() {
                    return Err(
                        "dimensions must name one result dimension per operand dimension".into(),
                    );
                }
                for (i, &d) in dims.iter().enumerate() {
                    let rd = r.shape.get(d as usize).copied().unwrap_or(0);
                    if a.shape[i] != 1 && a.shape[i] != rd {
                        return Err(format!(
                            "operand dimension {i} ({}) does not broadcast to {rd}",
                            a.shape[i]
                        ));
                    }
                }
            }
            OpKind::Concat { dim } => {
                let d = *dim as usize;
                let mut total = 0;
                for i in 0..op.operands.len() {
                    let a = v(i)?;
                    total += a.shape.get(d).copied().unwrap_or(0);
                }
                if r.shape.get(d).copied() != Some(total) {
                    return Err("result dimension is not the sum".into());
                }
            }
            OpKind::Slice { start, limit } => {
                let want: Vec<u32> = start.iter().zip(limit).map(|(s, l)| l - s).collect();
                same(&r.shape, &want, "result shape")?;
            }
            OpKind::Reduce { dims, .. } => {
                let a = v(0)?;
                let want: Vec<u32> = a
                    .shape
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !dims.contains(&(*i as u32)))
                    .map(|(_, &d)| d)
                    .collect();
                same(&r.shape, &want, "result shape")?;
            }
            OpKind::Constant => {}
        }
        Ok(())
    }

    /// The SigLIP-so400m vision MLP (`mlp_f16_full` of the StableHLO corpus, after fusion):
    /// `y = (gelu_tanh(x · w1 + b1)) · w2 + b2`, `x: [729, 1152]`, `w1: [1152, 4304]`,
    /// `w2: [4304, 1152]`, f16. `tokens`, `dim`, `hidden` give other sizes.
    pub fn mlp(name: &str, tokens: u32, dim: u32, hidden: u32, bias: bool) -> Self {
        let mut p = Program::new(name);
        let x = p.input("x", &[tokens, dim], Elt::F16);
        let w1 = p.input("w1", &[dim, hidden], Elt::F16);
        let b1 = bias.then(|| p.input("b1", &[hidden], Elt::F16));
        let w2 = p.input("w2", &[hidden, dim], Elt::F16);
        let b2 = bias.then(|| p.input("b2", &[dim], Elt::F16));
        let (mut ep1, mut ops1) = (vec![], vec![x, w1]);
        if let Some(b) = b1 {
            ep1.push(EpilogueStep::Bias);
            ops1.push(b);
        }
        ep1.push(EpilogueStep::GeluTanh);
        let h = p.op(
            "fc1",
            OpKind::FusedMatmul {
                epilogue: ep1,
                lhs_cast: None,
                rhs_cast: None,
            },
            &ops1,
            &[tokens, hidden],
            Elt::F16,
        );
        let (mut ep2, mut ops2) = (vec![], vec![h, w2]);
        if let Some(b) = b2 {
            ep2.push(EpilogueStep::Bias);
            ops2.push(b);
        }
        let y = p.op(
            "fc2",
            OpKind::FusedMatmul {
                epilogue: ep2,
                lhs_cast: None,
                rhs_cast: None,
            },
            &ops2,
            &[tokens, dim],
            Elt::F16,
        );
        p.output(y);
        p
    }

    /// The SigLIP MLP at full size with biases (issue 9's target workload).
    pub fn siglip_mlp() -> Self {
        Self::mlp("siglip-mlp-f16", 729, 1152, 4304, true)
    }

    /// The QKV projection (`qkv_f16_full`): three `x · w + b` with `x: [729, 1152]` and
    /// `w: [1152, 1152]`. With `fused`, as the fusion pass leaves it: one `[1152, 3456]`
    /// projection whose result is sliced in three.
    pub fn qkv(tokens: u32, dim: u32, fused: bool) -> Self {
        let mut p = Program::new(if fused { "qkv-fused-f16" } else { "qkv-f16" });
        let x = p.input("x", &[tokens, dim], Elt::F16);
        if fused {
            let w = p.input("w_qkv", &[dim, 3 * dim], Elt::F16);
            let b = p.input("b_qkv", &[3 * dim], Elt::F16);
            let y = p.op(
                "qkv",
                OpKind::FusedMatmul {
                    epilogue: vec![EpilogueStep::Bias],
                    lhs_cast: None,
                    rhs_cast: None,
                },
                &[x, w, b],
                &[tokens, 3 * dim],
                Elt::F16,
            );
            for (i, n) in ["q", "k", "v"].iter().enumerate() {
                let i = i as u32;
                let s = p.op(
                    n,
                    OpKind::Slice {
                        start: vec![0, i * dim],
                        limit: vec![tokens, (i + 1) * dim],
                    },
                    &[y],
                    &[tokens, dim],
                    Elt::F16,
                );
                p.output(s);
            }
        } else {
            for n in ["q", "k", "v"] {
                let w = p.input(&format!("w_{n}"), &[dim, dim], Elt::F16);
                let b = p.input(&format!("b_{n}"), &[dim], Elt::F16);
                let y = p.op(
                    n,
                    OpKind::FusedMatmul {
                        epilogue: vec![EpilogueStep::Bias],
                        lhs_cast: None,
                        rhs_cast: None,
                    },
                    &[x, w, b],
                    &[tokens, dim],
                    Elt::F16,
                );
                p.output(y);
            }
        }
        p
    }

    /// One head's attention scores (`attn_scores_1head_f16_full`): `s = (q · kᵀ) × scale`,
    /// `q, k: [tokens, head]`. With `fp8`, both operands are cast to f8E4M3FN inside the
    /// matmul (the seeds' "QK with FP8 cast order" workload).
    pub fn attention_scores(tokens: u32, head: u32, fp8: bool) -> Self {
        let mut p = Program::new(if fp8 {
            "attn-scores-fp8"
        } else {
            "attn-scores-f16"
        });
        let q = p.input("q", &[tokens, head], Elt::F16);
        let k = p.input("k", &[tokens, head], Elt::F16);
        let kt = p.op(
            "kt",
            OpKind::Transpose { perm: vec![1, 0] },
            &[k],
            &[head, tokens],
            Elt::F16,
        );
        let cast = fp8.then_some(OperandCast {
            to: Elt::F8E4M3FN,
            scale: 1.0,
        });
        let scale = 1.0 / (head as f32).sqrt();
        let s = p.op(
            "scores",
            OpKind::FusedMatmul {
                epilogue: vec![EpilogueStep::Scale(scale)],
                lhs_cast: cast,
                rhs_cast: cast,
            },
            &[q, kt],
            &[tokens, tokens],
            Elt::F16,
        );
        p.output(s);
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workloads_verify() {
        for p in [
            Program::siglip_mlp(),
            Program::mlp("small", 64, 128, 256, false),
            Program::qkv(729, 1152, true),
            Program::qkv(729, 1152, false),
            Program::attention_scores(729, 72, true),
        ] {
            p.verify().unwrap_or_else(|e| panic!("{}: {e}", p.name));
        }
        let p = Program::siglip_mlp();
        assert_eq!(p.inputs.len(), 5);
        assert_eq!(p.ops.len(), 2);
        assert_eq!(p.value(p.outputs[0]).shape, vec![729, 1152]);
    }

    #[test]
    fn bad_programs_name_the_op() {
        let mut p = Program::new("bad");
        let a = p.input("a", &[4, 8], Elt::F16);
        let b = p.input("b", &[6, 4], Elt::F16);
        p.op("mm", OpKind::Matmul, &[a, b], &[4, 4], Elt::F16);
        assert_eq!(
            p.verify().unwrap_err(),
            "'graph.matmul' op 'mm' contracting dimensions differ (8 vs 6)"
        );
        let mut p = Program::new("bad");
        let a = p.input("a", &[4, 8], Elt::F16);
        p.op(
            "t",
            OpKind::Transpose { perm: vec![1, 0] },
            &[a],
            &[4, 8],
            Elt::F16,
        );
        assert_eq!(
            p.verify().unwrap_err(),
            "'graph.transpose' op 't' result shape: [4, 8] vs [8, 4]"
        );
    }
}
