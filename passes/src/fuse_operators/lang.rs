//! The e-graph language of `fuse-operators`: one e-node per graph op, attributes as leaf
//! e-classes, and the leaves that stand for values the pass does not rewrite (function
//! arguments, constants, opaque ops).
//!
//! Every term prints and parses as an s-expression, so a test can state an input and the
//! term it must become in one line each:
//!
//! ```text
//! (fused fused=f16;bias (list b:256xf16) x:64x128xf16 w:128x256xf16)
//! ```
//!
//! Attribute leaves spell `key=value` (`perm=1,0`, `shape=64x256`, `elt=f16`,
//! `cast=f8E4M3FN*1`); value leaves spell `NAME:TYPE` (`x:64x128xf16`, an argument or a
//! constant; `c3=0.5:f16`, a splat constant with its value). Floats are kept as bit
//! patterns, so every leaf is `Eq + Ord + Hash` and the e-graph stays deterministic.

use std::fmt;
use std::str::FromStr;

use egg::{Id, define_language};
use ipu_dialects::graph_dialect::EpilogueStep;
use ipu_dialects::{Context, FloatKind, Type, TypeKind};
use smallvec::SmallVec;

define_language! {
    /// One graph op (or leaf) in the e-graph. Op children come after their attribute leaves.
    pub enum Node {
        "add" = Add([Id; 2]),
        "sub" = Sub([Id; 2]),
        "mul" = Mul([Id; 2]),
        "div" = Div([Id; 2]),
        "max" = Max([Id; 2]),
        "neg" = Neg(Id),
        "exp" = Exp(Id),
        "tanh" = Tanh(Id),
        // [approximation, x]
        "gelu" = Gelu([Id; 2]),
        // [cast=ELT*SCALE, x]
        "cast" = Cast([Id; 2]),
        // [perm=..., x]
        "transpose" = Transpose([Id; 2]),
        // [shape=..., x]
        "reshape" = Reshape([Id; 2]),
        // [dims=..., shape=..., x]
        "broadcast" = Broadcast([Id; 3]),
        // [dim=D, x0, x1, ...]
        "concat" = Concat(Box<[Id]>),
        // [slice=..., x]
        "slice" = Slice([Id; 2]),
        // [dim=D, x]
        "softmax" = Softmax([Id; 2]),
        // [reduce=..., x]
        "reduce" = Reduce([Id; 2]),
        // [elt=RESULT, lhs, rhs]
        "matmul" = Matmul([Id; 3]),
        // [fused=SPEC, (list epilogue operands), lhs, rhs]
        "fused" = Fused([Id; 4]),
        // The epilogue operands of a `fused` node.
        "list" = List(Box<[Id]>),
        // The function's results (the root).
        "results" = Results(Box<[Id]>),
        Leaf(Leaf),
        Opaque(OpaqueKey, Box<[Id]>),
    }
}

impl Node {
    /// The graph op this node stands for (`graph.add`, ...; `graph.fused_matmul` for
    /// `fused`), or what it is for leaves, lists and the root.
    pub fn op_name(&self) -> &'static str {
        match self {
            Node::Add(_) => "graph.add",
            Node::Sub(_) => "graph.sub",
            Node::Mul(_) => "graph.mul",
            Node::Div(_) => "graph.div",
            Node::Max(_) => "graph.max",
            Node::Neg(_) => "graph.neg",
            Node::Exp(_) => "graph.exp",
            Node::Tanh(_) => "graph.tanh",
            Node::Gelu(_) => "graph.gelu",
            Node::Cast(_) => "graph.cast",
            Node::Transpose(_) => "graph.transpose",
            Node::Reshape(_) => "graph.reshape",
            Node::Broadcast(_) => "graph.broadcast",
            Node::Concat(_) => "graph.concat",
            Node::Slice(_) => "graph.slice",
            Node::Softmax(_) => "graph.softmax",
            Node::Reduce(_) => "graph.reduce",
            Node::Matmul(_) => "graph.matmul",
            Node::Fused(_) => "graph.fused_matmul",
            Node::List(_) => "list",
            Node::Results(_) => "func.return",
            Node::Leaf(Leaf::Const { .. }) => "graph.constant",
            Node::Leaf(_) => "leaf",
            Node::Opaque(..) => "opaque",
        }
    }
}

/// Element types of graph tensors.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Elt {
    /// IEEE binary32.
    F32,
    /// IEEE binary16.
    F16,
    /// bfloat16.
    BF16,
    /// OCP FP8 E4M3 (finite).
    F8E4M3FN,
    /// OCP FP8 E5M2.
    F8E5M2,
}

impl Elt {
    /// The graph element type of a float kind (`None` for kinds the graph dialect rejects).
    pub fn from_kind(k: FloatKind) -> Option<Elt> {
        Some(match k {
            FloatKind::F32 => Elt::F32,
            FloatKind::F16 => Elt::F16,
            FloatKind::BF16 => Elt::BF16,
            FloatKind::F8E4M3FN => Elt::F8E4M3FN,
            FloatKind::F8E5M2 => Elt::F8E5M2,
            _ => return None,
        })
    }

    /// The float kind.
    pub fn kind(self) -> FloatKind {
        match self {
            Elt::F32 => FloatKind::F32,
            Elt::F16 => FloatKind::F16,
            Elt::BF16 => FloatKind::BF16,
            Elt::F8E4M3FN => FloatKind::F8E4M3FN,
            Elt::F8E5M2 => FloatKind::F8E5M2,
        }
    }

    /// Bytes per element.
    pub fn bytes(self) -> u64 {
        match self {
            Elt::F32 => 4,
            Elt::F16 | Elt::BF16 => 2,
            Elt::F8E4M3FN | Elt::F8E5M2 => 1,
        }
    }

    /// Whether this is an 8-bit float.
    pub fn is_f8(self) -> bool {
        matches!(self, Elt::F8E4M3FN | Elt::F8E5M2)
    }

    /// Explicit mantissa bits (precision − 1).
    pub fn mantissa_bits(self) -> u32 {
        match self {
            Elt::F32 => 23,
            Elt::F16 => 10,
            Elt::BF16 => 7,
            Elt::F8E4M3FN => 3,
            Elt::F8E5M2 => 2,
        }
    }

    /// True if every finite value of `narrow` is exactly a value of `self` (so a cast
    /// `narrow → self` is exact): more mantissa bits and at least the exponent range.
    /// IEEE binary16 holds both f8 formats; f32 holds everything; bf16 holds the f8s.
    pub fn holds(self, narrow: Elt) -> bool {
        use Elt::*;
        self == narrow
            || matches!(
                (self, narrow),
                (F32, _) | (F16, F8E4M3FN | F8E5M2) | (BF16, F8E4M3FN | F8E5M2)
            )
    }

    /// MLIR keyword.
    pub fn name(self) -> &'static str {
        self.kind().keyword()
    }

    /// The IR type.
    pub fn to_type(self, ctx: &Context) -> Type {
        ctx.float_type(self.kind())
    }
}

impl fmt::Display for Elt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Elt {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        FloatKind::from_keyword(s)
            .and_then(Elt::from_kind)
            .ok_or_else(|| format!("not a graph element type: {s}"))
    }
}

/// A ranked, statically shaped tensor type: `[d0, d1, ...]` of `elt`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TensorTy {
    /// Dimensions (empty for a scalar).
    pub shape: SmallVec<[i64; 4]>,
    /// Element type.
    pub elt: Elt,
}

impl TensorTy {
    /// `shape` of `elt`.
    pub fn new(shape: &[i64], elt: Elt) -> TensorTy {
        TensorTy {
            shape: shape.into(),
            elt,
        }
    }

    /// The same shape with another element type.
    pub fn with_elt(&self, elt: Elt) -> TensorTy {
        TensorTy {
            shape: self.shape.clone(),
            elt,
        }
    }

    /// Rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Number of elements.
    pub fn numel(&self) -> u64 {
        self.shape.iter().map(|&d| d.max(0) as u64).product()
    }

    /// Bytes of the tensor.
    pub fn bytes(&self) -> u64 {
        self.numel() * self.elt.bytes()
    }

    /// The graph tensor type of an IR type (`None` if it is not one: unranked, dynamic,
    /// or of an element type the graph dialect rejects).
    pub fn from_type(ctx: &Context, t: Type) -> Option<TensorTy> {
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(t) else {
            return None;
        };
        if shape.iter().any(|&d| d < 0) {
            return None;
        }
        let TypeKind::Float(k) = ctx.type_kind(*element) else {
            return None;
        };
        Some(TensorTy::new(shape, Elt::from_kind(*k)?))
    }

    /// The IR type.
    pub fn to_type(&self, ctx: &Context) -> Type {
        ctx.tensor_type(&self.shape, self.elt.to_type(ctx))
    }
}

impl fmt::Display for TensorTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}", self.elt)
    }
}

impl FromStr for TensorTy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut parts: Vec<&str> = s.split('x').collect();
        // Element names contain no 'x' except none; the last part is the element.
        let elt = parts.pop().ok_or("empty type")?.parse()?;
        let shape = parts
            .iter()
            .map(|p| {
                p.parse::<i64>()
                    .map_err(|_| format!("bad dimension in {s}"))
            })
            .collect::<Result<SmallVec<_>, _>>()?;
        Ok(TensorTy { shape, elt })
    }
}

/// An `f32` kept as its bits (so it can be hashed and ordered).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct F32Bits(pub u32);

impl F32Bits {
    /// From a value.
    pub fn new(v: f32) -> F32Bits {
        F32Bits(v.to_bits())
    }

    /// The value.
    pub fn get(self) -> f32 {
        f32::from_bits(self.0)
    }
}

/// The `fused=` leaf: everything about a `graph.fused_matmul` except its operands.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FusedSpec {
    /// Result element type.
    pub out: Elt,
    /// Epilogue steps, in order.
    pub epilogue: Vec<Step>,
    /// The factor of the `scale` step.
    pub scale: Option<F32Bits>,
    /// Cast fused into the lhs: target element type and scale.
    pub lhs_cast: Option<(Elt, F32Bits)>,
    /// Cast fused into the rhs.
    pub rhs_cast: Option<(Elt, F32Bits)>,
}

/// An epilogue step (mirrors [`EpilogueStep`], with `Ord` and `Hash`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Step {
    /// Adds a `[N]` (or `[B..., N]`) operand to every row.
    Bias,
    /// Adds an operand of the result's shape.
    Add,
    /// Multiplies by an operand of the result's shape.
    Mul,
    /// Multiplies by the spec's `scale`.
    Scale,
    /// GELU, tanh approximation.
    GeluTanh,
    /// GELU, erf form.
    GeluErf,
}

impl Step {
    /// The dialect's step.
    pub fn to_dialect(self) -> EpilogueStep {
        match self {
            Step::Bias => EpilogueStep::Bias,
            Step::Add => EpilogueStep::Add,
            Step::Mul => EpilogueStep::Mul,
            Step::Scale => EpilogueStep::Scale,
            Step::GeluTanh => EpilogueStep::GeluTanh,
            Step::GeluErf => EpilogueStep::GeluErf,
        }
    }

    /// From the dialect's step.
    pub fn from_dialect(s: EpilogueStep) -> Step {
        match s {
            EpilogueStep::Bias => Step::Bias,
            EpilogueStep::Add => Step::Add,
            EpilogueStep::Mul => Step::Mul,
            EpilogueStep::Scale => Step::Scale,
            EpilogueStep::GeluTanh => Step::GeluTanh,
            EpilogueStep::GeluErf => Step::GeluErf,
        }
    }

    /// Whether the step consumes an epilogue operand.
    pub fn consumes_operand(self) -> bool {
        self.to_dialect().consumes_operand()
    }
}

/// The `slice=` leaf: per dimension `start:limit:stride`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SliceSpec {
    /// First index per dimension.
    pub start: Vec<i64>,
    /// One past the last index per dimension.
    pub limit: Vec<i64>,
    /// Step per dimension (>= 1).
    pub strides: Vec<i64>,
}

impl SliceSpec {
    /// Result dimension `d`.
    pub fn dim(&self, d: usize) -> i64 {
        (self.limit[d] - self.start[d] + self.strides[d] - 1) / self.strides[d]
    }

    /// True if every stride is 1.
    pub fn unit_strides(&self) -> bool {
        self.strides.iter().all(|&s| s == 1)
    }
}

/// An attribute leaf.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Attr {
    /// `elt=f16`: a matmul's result element type.
    Elt(Elt),
    /// `perm=1,0`: a transpose's permutation.
    Perm(Vec<i64>),
    /// `dims=1`: a broadcast's dimension map.
    Dims(Vec<i64>),
    /// `shape=64x256`: a result shape (reshape, broadcast).
    Shape(Vec<i64>),
    /// `dim=1`: a concat or softmax dimension.
    Dim(i64),
    /// `cast=f8E4M3FN*1`: a cast's result element type and scale.
    Cast(Elt, F32Bits),
    /// `slice=0:64:1,0:128:1`.
    Slice(SliceSpec),
    /// `reduce=sum:1`: kind and dimensions.
    Reduce(bool, Vec<i64>),
    /// `gelu=tanh` / `gelu=none`.
    Gelu(bool),
    /// `fused=...`.
    Fused(FusedSpec),
}

/// A value leaf or an attribute leaf.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Leaf {
    /// Function argument `index` (printed with its SSA-ish name `argN`, or the name a
    /// test gave it).
    Arg {
        /// Name (`arg0`, or a test's name).
        name: String,
        /// Type.
        ty: TensorTy,
    },
    /// A `graph.constant` (`index` numbers it in the function); `splat` is its value when
    /// every element is the same (as f64 bits).
    Const {
        /// Index of the constant in the function.
        index: u32,
        /// Type.
        ty: TensorTy,
        /// The splat value, as f64 bits.
        splat: Option<u64>,
    },
    /// An attribute.
    Attr(Attr),
}

/// The key of an opaque op: its position in the function and its result type.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OpaqueKey {
    /// Index of the op in the function body.
    pub index: u32,
    /// Its (single) result type.
    pub ty: TensorTy,
}

/// The keys of attribute leaves (`key=value`).
const ATTR_KEYS: [&str; 10] = [
    "elt", "perm", "dims", "shape", "dim", "cast", "slice", "reduce", "gelu", "fused",
];

fn join(v: &[i64], sep: &str) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

fn ints(s: &str, sep: char) -> Result<Vec<i64>, String> {
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split(sep)
        .map(|p| p.parse::<i64>().map_err(|_| format!("bad integer '{p}'")))
        .collect()
}

fn f32_text(b: F32Bits) -> String {
    format!("{:?}", b.get())
}

fn parse_f32(s: &str) -> Result<F32Bits, String> {
    s.parse::<f32>()
        .map(F32Bits::new)
        .map_err(|_| format!("bad float '{s}'"))
}

fn cast_text(c: &(Elt, F32Bits)) -> String {
    format!("{}*{}", c.0, f32_text(c.1))
}

fn parse_cast(s: &str) -> Result<(Elt, F32Bits), String> {
    let (e, sc) = s.split_once('*').ok_or("expected ELT*SCALE")?;
    Ok((e.parse()?, parse_f32(sc)?))
}

fn step_name(s: Step) -> &'static str {
    s.to_dialect().name()
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Elt(e) => write!(f, "elt={e}"),
            Attr::Perm(p) => write!(f, "perm={}", join(p, ",")),
            Attr::Dims(d) => write!(f, "dims={}", join(d, ",")),
            Attr::Shape(s) => write!(f, "shape={}", join(s, "x")),
            Attr::Dim(d) => write!(f, "dim={d}"),
            Attr::Cast(e, s) => write!(f, "cast={}", cast_text(&(*e, *s))),
            Attr::Slice(s) => {
                let parts: Vec<String> = (0..s.start.len())
                    .map(|d| format!("{}:{}:{}", s.start[d], s.limit[d], s.strides[d]))
                    .collect();
                write!(f, "slice={}", parts.join(","))
            }
            Attr::Reduce(sum, dims) => {
                let kind = if *sum { "sum" } else { "max" };
                write!(f, "reduce={kind}:{}", join(dims, ","))
            }
            Attr::Gelu(tanh) => write!(f, "gelu={}", if *tanh { "tanh" } else { "none" }),
            Attr::Fused(s) => {
                write!(f, "fused={}", s.out)?;
                let steps: Vec<&str> = s.epilogue.iter().map(|&x| step_name(x)).collect();
                write!(f, ";{}", steps.join(","))?;
                if let Some(sc) = s.scale {
                    write!(f, ";scale={}", f32_text(sc))?;
                }
                if let Some(c) = &s.lhs_cast {
                    write!(f, ";lhs={}", cast_text(c))?;
                }
                if let Some(c) = &s.rhs_cast {
                    write!(f, ";rhs={}", cast_text(c))?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Attr {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let (key, value) = s.split_once('=').ok_or("expected key=value")?;
        Ok(match key {
            "elt" => Attr::Elt(value.parse()?),
            "perm" => Attr::Perm(ints(value, ',')?),
            "dims" => Attr::Dims(ints(value, ',')?),
            "shape" => Attr::Shape(ints(value, 'x')?),
            "dim" => Attr::Dim(value.parse().map_err(|_| "bad dim")?),
            "cast" => {
                let (e, sc) = parse_cast(value)?;
                Attr::Cast(e, sc)
            }
            "slice" => {
                let mut spec = SliceSpec {
                    start: Vec::new(),
                    limit: Vec::new(),
                    strides: Vec::new(),
                };
                for part in value.split(',').filter(|p| !p.is_empty()) {
                    let v = ints(part, ':')?;
                    let [a, b, c] = v[..] else {
                        return Err(format!("bad slice part '{part}'"));
                    };
                    spec.start.push(a);
                    spec.limit.push(b);
                    spec.strides.push(c);
                }
                Attr::Slice(spec)
            }
            "reduce" => {
                let (kind, dims) = value.split_once(':').ok_or("expected KIND:DIMS")?;
                let sum = match kind {
                    "sum" => true,
                    "max" => false,
                    _ => return Err(format!("bad reduce kind '{kind}'")),
                };
                Attr::Reduce(sum, ints(dims, ',')?)
            }
            "gelu" => match value {
                "tanh" => Attr::Gelu(true),
                "none" => Attr::Gelu(false),
                _ => return Err(format!("bad gelu approximation '{value}'")),
            },
            "fused" => {
                let mut parts = value.split(';');
                let out = parts.next().ok_or("missing result type")?.parse()?;
                let steps = parts.next().unwrap_or("");
                let epilogue = steps
                    .split(',')
                    .filter(|p| !p.is_empty())
                    .map(|p| {
                        EpilogueStep::from_name(p)
                            .map(Step::from_dialect)
                            .ok_or_else(|| format!("bad epilogue step '{p}'"))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                let mut spec = FusedSpec {
                    out,
                    epilogue,
                    scale: None,
                    lhs_cast: None,
                    rhs_cast: None,
                };
                for p in parts {
                    let (k, v) = p.split_once('=').ok_or("expected key=value")?;
                    match k {
                        "scale" => spec.scale = Some(parse_f32(v)?),
                        "lhs" => spec.lhs_cast = Some(parse_cast(v)?),
                        "rhs" => spec.rhs_cast = Some(parse_cast(v)?),
                        _ => return Err(format!("bad fused key '{k}'")),
                    }
                }
                Attr::Fused(spec)
            }
            _ => return Err(format!("unknown attribute key '{key}'")),
        })
    }
}

impl fmt::Display for Leaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Leaf::Arg { name, ty } => write!(f, "{name}:{ty}"),
            Leaf::Const { index, ty, splat } => match splat {
                Some(b) => write!(f, "c{index}={:?}:{ty}", f64::from_bits(*b)),
                None => write!(f, "c{index}:{ty}"),
            },
            Leaf::Attr(a) => a.fmt(f),
        }
    }
}

impl FromStr for Leaf {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        if s.starts_with("opaque#") {
            return Err("an opaque op is not a leaf".into());
        }
        if let Some((key, _)) = s.split_once('=')
            && ATTR_KEYS.contains(&key)
        {
            return s.parse().map(Leaf::Attr);
        }
        if let Some((name, ty)) = s.rsplit_once(':') {
            let ty: TensorTy = ty.parse()?;
            // `cN` and `cN=V` are constants; any other name is an argument.
            if let Some(rest) = name.strip_prefix('c') {
                let (idx, splat) = match rest.split_once('=') {
                    Some((i, v)) => (i, Some(v)),
                    None => (rest, None),
                };
                if let Ok(index) = idx.parse::<u32>() {
                    let splat = match splat {
                        Some(v) => Some(
                            v.parse::<f64>()
                                .map_err(|_| format!("bad splat '{v}'"))?
                                .to_bits(),
                        ),
                        None => None,
                    };
                    return Ok(Leaf::Const { index, ty, splat });
                }
            }
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(format!("bad argument name '{name}'"));
            }
            return Ok(Leaf::Arg {
                name: name.to_string(),
                ty,
            });
        }
        Err(format!("not a leaf: {s}"))
    }
}

impl fmt::Display for OpaqueKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "opaque#{}:{}", self.index, self.ty)
    }
}

impl FromStr for OpaqueKey {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let rest = s.strip_prefix("opaque#").ok_or("not an opaque op")?;
        let (i, ty) = rest.split_once(':').ok_or("expected opaque#N:TYPE")?;
        Ok(OpaqueKey {
            index: i.parse().map_err(|_| "bad opaque index")?,
            ty: ty.parse()?,
        })
    }
}

/// The attribute of a node's attribute child, if `id`'s class is an attribute leaf.
pub fn leaf_attr(egraph: &super::analysis::EG, id: Id) -> Option<&Attr> {
    egraph[id].data.attr.as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str) {
        let expr: egg::RecExpr<Node> = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(expr.to_string(), text);
    }

    #[test]
    fn terms_print_as_they_parse() {
        check("(add x:64x128xf16 y:64x128xf16)");
        check("(transpose perm=1,0 x:64x32xf16)");
        check("(broadcast dims= shape=64x256 c0=0.5:f16)");
        check("(slice slice=0:64:1,128:256:1 y:64x384xf16)");
        check("(reduce reduce=sum:1 x:64x256xf32)");
        check("(cast cast=f8E4M3FN*1.0 x:4x8xf16)");
        check(
            "(fused fused=f16;bias,gelu_tanh;lhs=f8E4M3FN*2.0 (list b:256xf16) x:64x128xf16 w:128x256xf8E4M3FN)",
        );
        check("(matmul elt=f16 x:64x128xf16 w:128x256xf16)");
        check("(concat dim=1 a:128x128xf16 b:128x128xf16 c:128x128xf16)");
        check("(results (gelu gelu=tanh x:4xf16) (opaque#3:4xf16 x:4xf16))");
    }

    #[test]
    fn leaves_reject_malformed_text() {
        assert!("x:64xq16".parse::<Leaf>().is_err());
        assert!("perm=1,a".parse::<Leaf>().is_err());
        assert!("fused=f16;frobnicate".parse::<Leaf>().is_err());
        assert!("opaque#1:4xf16".parse::<Leaf>().is_err());
    }

    #[test]
    fn element_containment_is_exactness() {
        assert!(Elt::F16.holds(Elt::F8E4M3FN));
        assert!(Elt::F32.holds(Elt::BF16));
        assert!(!Elt::F16.holds(Elt::BF16));
        assert!(!Elt::F8E4M3FN.holds(Elt::F16));
    }
}
