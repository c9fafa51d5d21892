//! The graph dialect's operations: definitions (traits, hooks, documentation) and
//! typed views with attribute accessors.

use crate::ir::arena::Ir;
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::entity::ValueId;

use super::attr::{
    Distribution, EpilogueStep, GeluApproximation, OperandCast, ReduceKind, operand_cast,
};
use super::fold;
use super::macros::{define_op, doc_rules, doc_section};
use super::support::{f32_value, int_array, int_value, string_value};
use super::syntax;
use super::verify;

// ===== constant ===================================================================================

define_op! {
    /// A `graph.constant` operation.
    ConstantOp, CONSTANT, "graph.constant",
    summary: "A constant tensor: dense values, or seeded random values for benchmarks",
    description: "Materialises a tensor. Either `value` holds the elements (a `dense<...>` \
attribute: splat, nested list or hex, whose type is the result type), or the op is a \
*random* constant described by `seed`, `distribution` and `scale`, whose values are made \
by a documented deterministic generator so that benchmarks need no weight files.\n\n\
**Random values.** Element `i` (row-major) is computed from the `i`-th draw `z_i` of the \
standard normal stream `(seed, 0)` of `ipu_runtime::reference::random::NormalStream` \
(SplitMix64 — Steele, Lea & Flood, OOPSLA 2014 — feeding the Box–Muller transform): \
`\"normal\"` gives `scale · z_i` (mean 0, standard deviation `scale`), `\"uniform\"` gives \
`scale · erf(z_i / √2)`, uniform on `(−scale, scale)` by the probability integral \
transform. The value is then rounded to the result element type (round to nearest even; \
f8 as `ml_dtypes` converts, see the dialect's reference semantics). The same seed gives the same bytes on every \
machine and for every thread count.\n\n\
Custom form: `graph.constant attr-dict? VALUE` (the value's type is the result type) or \
`graph.constant random {seed = ..., distribution = ..., scale = ...} : TYPE`.",
    traits: [PURE, CONSTANT_LIKE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [result(0): "a ranked, statically shaped tensor of f32, f16, bf16, f8E4M3FN or f8E5M2"],
    attributes: [
        value: "`dense<...>` elements attribute; its type is the result type (dense form)",
        seed: "integer >= 0, the random stream's seed (random form)",
        distribution: "`\"normal\"` (default) or `\"uniform\"` (random form)",
        scale: "`f32`, finite and > 0, default 1.0: standard deviation (normal) or half-width (uniform) (random form)",
    ],
    rules: [
        "no operands, one result, a graph tensor",
        "exactly one of `value` (dense form) and `seed` (random form)",
        "`value` is a dense elements attribute of the result type",
        "`seed` is a non-negative integer; `distribution` is `\"normal\"` or `\"uniform\"`; `scale` is a finite f32 > 0",
        "`distribution` and `scale` appear only in the random form",
    ],
    hooks: {
        verify: verify::verify_constant,
        parse: syntax::parse_constant,
        print: syntax::print_constant,
        fold: fold::fold_constant,
    },
    example: "%c = graph.constant dense<1.000000e+00> : tensor<4x8xf16>\n\
%w = graph.constant random {seed = 7 : i64, distribution = \"normal\", scale = 2.000000e-02 : f32} : tensor<256x64xf16>",
}

/// The parameters of a random `graph.constant`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RandomSpec {
    /// The stream seed.
    pub seed: u64,
    /// The distribution.
    pub distribution: Distribution,
    /// Standard deviation (normal) or half-width (uniform).
    pub scale: f32,
}

impl ConstantOp {
    /// The `value` attribute (dense form).
    pub fn value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        ir.attr(ctx, self.0, "value")
    }

    /// The random parameters (random form), with defaults filled in; `None` for a
    /// dense constant or an invalid random one.
    pub fn random(self, ctx: &Context, ir: &Ir) -> Option<RandomSpec> {
        let seed = ir
            .attr(ctx, self.0, "seed")
            .and_then(|a| int_value(ctx, a))?;
        let distribution = match ir.attr(ctx, self.0, "distribution") {
            None => Distribution::Normal,
            Some(a) => Distribution::from_name(&string_value(ctx, a)?)?,
        };
        let scale = match ir.attr(ctx, self.0, "scale") {
            None => 1.0,
            Some(a) => f32_value(ctx, a)? as f32,
        };
        Some(RandomSpec {
            seed: u64::try_from(seed).ok()?,
            distribution,
            scale,
        })
    }
}

// ===== elementwise ================================================================================

define_op! {
    /// A `graph.add` operation.
    AddOp, ADD, "graph.add",
    summary: "Elementwise sum",
    description: "`result[i] = lhs[i] + rhs[i]`, computed in f32 and rounded to the element \
type. Operands and result have one type: there is no implicit broadcast (use \
`graph.broadcast`).",
    traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "graph tensor", rhs(1): "graph tensor of the same type"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one graph tensor type (static shape; f32, f16, bf16, f8E4M3FN or f8E5M2)"],
    hooks: {verify: verify::verify_binary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%z = graph.add %x, %y : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.sub` operation.
    SubOp, SUB, "graph.sub",
    summary: "Elementwise difference",
    description: "`result[i] = lhs[i] - rhs[i]`, computed in f32 and rounded to the element \
type. No implicit broadcast.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "graph tensor", rhs(1): "graph tensor of the same type"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one graph tensor type (static shape; f32, f16, bf16, f8E4M3FN or f8E5M2)"],
    hooks: {verify: verify::verify_binary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%z = graph.sub %x, %y : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.mul` operation.
    MulOp, MUL, "graph.mul",
    summary: "Elementwise product",
    description: "`result[i] = lhs[i] × rhs[i]`, computed in f32 and rounded to the element \
type. No implicit broadcast.",
    traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "graph tensor", rhs(1): "graph tensor of the same type"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one graph tensor type (static shape; f32, f16, bf16, f8E4M3FN or f8E5M2)"],
    hooks: {verify: verify::verify_binary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%z = graph.mul %x, %y : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.div` operation.
    DivOp, DIV, "graph.div",
    summary: "Elementwise quotient",
    description: "`result[i] = lhs[i] / rhs[i]`, computed in f32 (IEEE 754: `x / 0` is ±∞ or \
NaN) and rounded to the element type. No implicit broadcast.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "graph tensor", rhs(1): "graph tensor of the same type"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one graph tensor type (static shape; f32, f16, bf16, f8E4M3FN or f8E5M2)"],
    hooks: {verify: verify::verify_binary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%z = graph.div %x, %y : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.max` operation.
    MaxOp, MAX, "graph.max",
    summary: "Elementwise maximum",
    description: "`result[i] = max(lhs[i], rhs[i])`; NaN if either is NaN (as StableHLO's \
`maximum`). No implicit broadcast.",
    traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "graph tensor", rhs(1): "graph tensor of the same type"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one graph tensor type (static shape; f32, f16, bf16, f8E4M3FN or f8E5M2)"],
    hooks: {
        verify: verify::verify_binary,
        parse: syntax::parse_same_type,
        print: syntax::print_same_type,
        fold: fold::fold_idempotent,
    },
    example: "%z = graph.max %x, %y : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.neg` operation.
    NegOp, NEG, "graph.neg",
    summary: "Elementwise negation",
    description: "`result[i] = -operand[i]` (exact in every element type). `neg(neg(x))` \
folds to `x`.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["one operand, one result, both of one graph tensor type"],
    hooks: {
        verify: verify::verify_unary,
        parse: syntax::parse_same_type,
        print: syntax::print_same_type,
        fold: fold::fold_involution,
    },
    example: "%y = graph.neg %x : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.exp` operation.
    ExpOp, EXP, "graph.exp",
    summary: "Elementwise exponential",
    description: "`result[i] = e^operand[i]`, computed in f32 and rounded to the element type.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["one operand, one result, both of one graph tensor type"],
    hooks: {verify: verify::verify_unary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%y = graph.exp %x : tensor<64x256xf32>",
}

define_op! {
    /// A `graph.sqrt` operation.
    SqrtOp, SQRT, "graph.sqrt",
    summary: "Elementwise square root",
    description: "`result[i] = √operand[i]` (NaN for a negative operand), computed in f32 and \
rounded to the element type.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["one operand, one result, both of one graph tensor type"],
    hooks: {verify: verify::verify_unary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%y = graph.sqrt %x : tensor<16x1xf32>",
}

define_op! {
    /// A `graph.rsqrt` operation.
    RsqrtOp, RSQRT, "graph.rsqrt",
    summary: "Elementwise reciprocal square root",
    description: "`result[i] = 1 / √operand[i]` (+∞ at 0, NaN for a negative operand), computed \
in f32 and rounded to the element type.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["one operand, one result, both of one graph tensor type"],
    hooks: {verify: verify::verify_unary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%y = graph.rsqrt %x : tensor<16x1xf16>",
}

define_op! {
    /// A `graph.tanh` operation.
    TanhOp, TANH, "graph.tanh",
    summary: "Elementwise hyperbolic tangent",
    description: "`result[i] = tanh(operand[i])`, computed in f32 and rounded to the element type.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [],
    rules: ["one operand, one result, both of one graph tensor type"],
    hooks: {verify: verify::verify_unary, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%y = graph.tanh %x : tensor<64x256xf16>",
}

define_op! {
    /// A `graph.gelu` operation.
    GeluOp, GELU, "graph.gelu",
    summary: "Gaussian error linear unit",
    description: "Elementwise GELU (Hendrycks & Gimpel, 2016), computed in f32 and rounded to \
the element type. `approximate = \"tanh\"`: `0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))` \
(JAX's `gelu(approximate=True)`); `approximate = \"none\"`: `0.5·x·(1 + erf(x/√2))`. \
An absent `approximate` means `\"tanh\"`; the custom form always prints it.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [approximate: "`\"tanh\"` (default) or `\"none\"`"],
    rules: [
        "one operand, one result, both of one graph tensor type",
        "`approximate`, when present, is the string `\"tanh\"` or `\"none\"`",
    ],
    hooks: {verify: verify::verify_gelu, parse: syntax::parse_gelu, print: syntax::print_gelu},
    example: "%y = graph.gelu %x {approximate = \"tanh\"} : tensor<729x4304xf16>",
}

impl GeluOp {
    /// The approximation (`Tanh` when absent or invalid).
    pub fn approximate(self, ctx: &Context, ir: &Ir) -> GeluApproximation {
        ir.attr(ctx, self.0, "approximate")
            .and_then(|a| string_value(ctx, a))
            .and_then(|s| GeluApproximation::from_name(&s))
            .unwrap_or(GeluApproximation::Tanh)
    }
}

// ===== casts and layout ===========================================================================

define_op! {
    /// A `graph.cast` operation.
    CastOp, CAST, "graph.cast",
    summary: "Element type conversion with a scale",
    description: "`result[i] = round_to_result_element(operand[i] × scale)`, the product \
computed in f32; rounding is to nearest even, and to f8 as `ml_dtypes`' \
`float8_e4m3fn` / `float8_e5m2` conversions do (non-saturating: an E4M3FN overflow is NaN, \
an E5M2 overflow ±∞). Any conversion between the graph's float \
types is allowed (f16 ↔ f8E4M3FN, f32 → f16, ...), and between them and `i32` / `i1` \
(scale 1): to `i32` rounds toward zero, saturating (NaN gives 0); to `i1` gives 1 for \
every non-zero value; from `i1` gives 0 or 1. A cast between equal types with scale 1 \
folds to its operand.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor of the operand's shape"],
    attributes: [scale: "`f32`, finite and > 0, default 1.0: the factor applied before rounding"],
    rules: [
        "one operand, one result, both graph tensors",
        "operand and result have the same shape",
        "`scale`, when present, is a finite f32 greater than 0",
    ],
    hooks: {
        verify: verify::verify_cast,
        parse: syntax::parse_unary_to,
        print: syntax::print_unary_to,
        fold: fold::fold_cast,
    },
    example: "%y = graph.cast %x {scale = 1.000000e+00 : f32} : tensor<64x256xf16> -> tensor<64x256xf8E4M3FN>",
}

impl CastOp {
    /// The scale (1.0 when absent).
    pub fn scale(self, ctx: &Context, ir: &Ir) -> f32 {
        ir.attr(ctx, self.0, "scale")
            .and_then(|a| f32_value(ctx, a))
            .map_or(1.0, |s| s as f32)
    }
}

define_op! {
    /// A `graph.transpose` operation.
    TransposeOp, TRANSPOSE, "graph.transpose",
    summary: "Permutes the dimensions of a tensor",
    description: "Result dimension `i` is operand dimension `permutation[i]`: \
`result[j_0, ..., j_n] = operand[k]` where `k[permutation[i]] = j_i` (StableHLO's \
`transpose`). Folds to the operand for the identity permutation, and to the inner \
transpose's operand when two transposes compose to the identity.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor of rank n"],
    results: [result(0): "graph tensor of rank n and the operand's element type"],
    attributes: [permutation: "`array<i64>`, a permutation of `0..n`"],
    rules: [
        "one operand, one result, both graph tensors of one element type",
        "`permutation` has one entry per operand dimension and is a permutation of 0..rank",
        "result dimension i equals operand dimension permutation[i]",
    ],
    hooks: {
        verify: verify::verify_transpose,
        parse: syntax::parse_unary_to,
        print: syntax::print_unary_to,
        fold: fold::fold_transpose,
    },
    example: "%y = graph.transpose %x {permutation = array<i64: 1, 0>} : tensor<64x32xf16> -> tensor<32x64xf16>",
}

impl TransposeOp {
    /// The permutation.
    pub fn permutation(self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(ctx, self.0, "permutation")
            .and_then(|a| int_array(ctx, a))
    }
}

define_op! {
    /// A `graph.reshape` operation.
    ReshapeOp, RESHAPE, "graph.reshape",
    summary: "Reinterprets a tensor's elements with another shape",
    description: "The elements keep their row-major order; only the shape changes. Folds to \
the operand when the types are equal, and to the inner reshape's operand when a reshape \
of a reshape gives back the original type.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor with as many elements, of the same element type"],
    attributes: [],
    rules: [
        "one operand, one result, both graph tensors of one element type",
        "operand and result have the same number of elements",
    ],
    hooks: {
        verify: verify::verify_reshape,
        parse: syntax::parse_unary_to,
        print: syntax::print_unary_to,
        fold: fold::fold_reshape,
    },
    example: "%y = graph.reshape %x : tensor<1x256xf16> -> tensor<256xf16>",
}

define_op! {
    /// A `graph.broadcast` operation.
    BroadcastOp, BROADCAST, "graph.broadcast",
    summary: "Broadcasts a tensor into a larger shape",
    description: "StableHLO `broadcast_in_dim` semantics: operand dimension `i` maps to \
result dimension `dimensions[i]`; an operand dimension of size 1 is repeated along its \
result dimension, and result dimensions not in `dimensions` repeat the whole operand. \
Folds to the operand when it is the identity.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor of rank r"],
    results: [result(0): "graph tensor of rank >= r, of the operand's element type"],
    attributes: [dimensions: "`array<i64>`, one strictly increasing result dimension per operand dimension"],
    rules: [
        "one operand, one result, both graph tensors of one element type",
        "`dimensions` has one entry per operand dimension, strictly increasing, each below the result rank",
        "operand dimension i is 1 or equals result dimension dimensions[i]",
    ],
    hooks: {
        verify: verify::verify_broadcast,
        parse: syntax::parse_unary_to,
        print: syntax::print_unary_to,
        fold: fold::fold_broadcast,
    },
    example: "%y = graph.broadcast %x {dimensions = array<i64: 1>} : tensor<256xf16> -> tensor<64x256xf16>",
}

impl BroadcastOp {
    /// The result dimension of each operand dimension.
    pub fn dimensions(self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(ctx, self.0, "dimensions")
            .and_then(|a| int_array(ctx, a))
    }
}

define_op! {
    /// A `graph.concat` operation.
    ConcatOp, CONCAT, "graph.concat",
    summary: "Concatenates tensors along one dimension",
    description: "The operands, in order, are placed side by side along `dimension`; every \
other dimension is shared. With one operand the op folds to it.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [inputs: "one or more graph tensors of one element type and rank"],
    results: [result(0): "graph tensor: the shared dimensions, and the sum along `dimension`"],
    attributes: [dimension: "integer in `[0, rank)`"],
    rules: [
        "one or more operands and one result, graph tensors of one element type and rank",
        "`dimension` is in [0, rank)",
        "operand dimensions other than `dimension` equal operand #0's",
        "the result has the shared dimensions and, along `dimension`, the operands' sum",
    ],
    hooks: {
        verify: verify::verify_concat,
        parse: syntax::parse_nary_fn,
        print: syntax::print_nary_fn,
        fold: fold::fold_concat,
    },
    example: "%y = graph.concat %a, %b, %c {dimension = 1 : i64} : (tensor<128x128xf16>, tensor<128x128xf16>, tensor<128x128xf16>) -> tensor<128x384xf16>",
}

impl ConcatOp {
    /// The concatenation dimension.
    pub fn dimension(self, ctx: &Context, ir: &Ir) -> Option<i64> {
        ir.attr(ctx, self.0, "dimension")
            .and_then(|a| int_value(ctx, a))
    }

    /// The operands, in order.
    pub fn inputs(self, ir: &Ir) -> Vec<ValueId> {
        ir.operands(self.0).collect()
    }
}

define_op! {
    /// A `graph.slice` operation.
    SliceOp, SLICE, "graph.slice",
    summary: "Extracts a strided box of a tensor",
    description: "For each dimension `d`, takes indices `start[d], start[d] + strides[d], ...` \
below `limit[d]` (StableHLO's `slice`): result dimension `d` is \
`ceil((limit[d] − start[d]) / strides[d])`. `strides` defaults to all ones. A slice of \
the whole tensor folds to the operand.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor of rank n"],
    results: [result(0): "graph tensor of rank n and the operand's element type"],
    attributes: [
        start: "`array<i64>`, n entries, first index per dimension",
        limit: "`array<i64>`, n entries, one past the last index per dimension",
        strides: "`array<i64>`, n entries >= 1, optional (default all 1)",
    ],
    rules: [
        "one operand, one result, both graph tensors of one element type",
        "`start`, `limit` and `strides` have one entry per operand dimension",
        "0 <= start <= limit <= dimension size, and strides >= 1",
        "result dimension d is ceil((limit[d] - start[d]) / strides[d])",
    ],
    hooks: {
        verify: verify::verify_slice,
        parse: syntax::parse_unary_to,
        print: syntax::print_unary_to,
        fold: fold::fold_slice,
    },
    example: "%y = graph.slice %x {start = array<i64: 0, 128>, limit = array<i64: 64, 256>} : tensor<64x384xf16> -> tensor<64x128xf16>",
}

impl SliceOp {
    /// First index per dimension.
    pub fn start(self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(ctx, self.0, "start")
            .and_then(|a| int_array(ctx, a))
    }

    /// One past the last index per dimension.
    pub fn limit(self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(ctx, self.0, "limit")
            .and_then(|a| int_array(ctx, a))
    }

    /// Step per dimension (all ones when absent).
    pub fn strides(self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        match ir.attr(ctx, self.0, "strides") {
            Some(a) => int_array(ctx, a),
            None => {
                let rank = self.limit(ctx, ir)?.len();
                Some(vec![1; rank])
            }
        }
    }
}

define_op! {
    /// A `graph.softmax` operation.
    SoftmaxOp, SOFTMAX, "graph.softmax",
    summary: "Softmax along one dimension",
    description: "`result = exp(x − max(x)) / Σ exp(x − max(x))` along `dimension`, the \
maximum subtracted first for numerical stability; computed in f32 or wider and rounded \
to the element type.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor of rank >= 1"],
    results: [result(0): "graph tensor of the same type"],
    attributes: [dimension: "integer in `[0, rank)`"],
    rules: [
        "one operand, one result, both of one graph tensor type",
        "`dimension` is in [0, rank)",
    ],
    hooks: {verify: verify::verify_softmax, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%y = graph.softmax %x {dimension = 1 : i64} : tensor<64x256xf32>",
}

impl SoftmaxOp {
    /// The softmax dimension.
    pub fn dimension(self, ctx: &Context, ir: &Ir) -> Option<i64> {
        ir.attr(ctx, self.0, "dimension")
            .and_then(|a| int_value(ctx, a))
    }
}

define_op! {
    /// A `graph.reduce` operation.
    ReduceOp, REDUCE, "graph.reduce",
    summary: "Sum or maximum over dimensions",
    description: "Reduces the operand over `dimensions`, which are removed from the shape. \
`kind = \"sum\"` accumulates in f32 or wider, `\"max\"` is NaN if any element is NaN; \
the result is rounded to the element type.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor"],
    results: [result(0): "graph tensor: the operand's shape without `dimensions`, same element type"],
    attributes: [
        kind: "`\"sum\"` or `\"max\"`",
        dimensions: "`array<i64>`, sorted, unique, each in `[0, rank)`",
    ],
    rules: [
        "one operand, one result, both graph tensors of one element type",
        "`kind` is `\"sum\"` or `\"max\"`",
        "`dimensions` are sorted, unique and in [0, rank)",
        "the result shape is the operand shape without `dimensions`",
    ],
    hooks: {verify: verify::verify_reduce, parse: syntax::parse_unary_to, print: syntax::print_unary_to},
    example: "%y = graph.reduce %x {kind = \"sum\", dimensions = array<i64: 1>} : tensor<64x256xf32> -> tensor<64xf32>",
}

impl ReduceOp {
    /// The reduction.
    pub fn kind(self, ctx: &Context, ir: &Ir) -> Option<ReduceKind> {
        ir.attr(ctx, self.0, "kind")
            .and_then(|a| string_value(ctx, a))
            .and_then(|s| ReduceKind::from_name(&s))
    }

    /// The reduced dimensions.
    pub fn dimensions(self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(ctx, self.0, "dimensions")
            .and_then(|a| int_array(ctx, a))
    }
}

// ===== integers, predicates and masks =============================================================

define_op! {
    /// A `graph.compare` operation.
    CompareOp, COMPARE, "graph.compare",
    summary: "Elementwise comparison giving an i1 mask",
    description: "`result[i] = lhs[i] DIR rhs[i]` (1 or 0) with `DIR` the \
`comparison_direction`, spelled as StableHLO's (`\"EQ\"`, `\"NE\"`, `\"LT\"`, `\"LE\"`, \
`\"GT\"`, `\"GE\"`). Floats compare as IEEE 754 does (every direction but `NE` is false \
when an operand is NaN), `i32` as signed integers, `i1` as 0 < 1.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "graph tensor", rhs(1): "graph tensor of the same type"],
    results: [result(0): "`i1` tensor of the operands' shape"],
    attributes: [comparison_direction: "`\"EQ\"`, `\"NE\"`, `\"LT\"`, `\"LE\"`, `\"GT\"` or `\"GE\"`"],
    rules: [
        "two operands of one graph tensor type, one `i1` result of their shape",
        "`comparison_direction` is one of `EQ`, `NE`, `LT`, `LE`, `GT`, `GE`",
    ],
    hooks: {verify: verify::verify_compare, parse: syntax::parse_nary_fn, print: syntax::print_nary_fn},
    example: "%m = graph.compare %x, %y {comparison_direction = \"LT\"} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>",
}

impl CompareOp {
    /// The predicate, `None` when the attribute is missing or invalid.
    pub fn direction(self, ctx: &Context, ir: &Ir) -> Option<ipu_device::CompareDirection> {
        ir.attr(ctx, self.0, "comparison_direction")
            .and_then(|a| string_value(ctx, a))
            .and_then(|s| super::attr::comparison_direction(&s))
    }
}

define_op! {
    /// A `graph.select` operation.
    SelectOp, SELECT, "graph.select",
    summary: "Elementwise choice by an i1 predicate",
    description: "`result[i] = pred[i] ? on_true[i] : on_false[i]` (StableHLO's `select` with \
a predicate of the operands' shape); exact in every element type.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [
        pred(0): "`i1` tensor",
        on_true(1): "graph tensor of `pred`'s shape",
        on_false(2): "graph tensor of `on_true`'s type",
    ],
    results: [result(0): "graph tensor of `on_true`'s type"],
    attributes: [],
    rules: [
        "three operands and one result; `pred` is `i1`",
        "`on_true`, `on_false` and the result have one type, of `pred`'s shape",
    ],
    hooks: {verify: verify::verify_select, parse: syntax::parse_nary_fn, print: syntax::print_nary_fn},
    example: "%y = graph.select %m, %x, %z : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>",
}

define_op! {
    /// A `graph.and` operation.
    AndOp, AND, "graph.and",
    summary: "Elementwise logical and of i1 tensors",
    description: "`result[i] = lhs[i] ∧ rhs[i]`.",
    traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "`i1` tensor", rhs(1): "`i1` tensor of the same type"],
    results: [result(0): "`i1` tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one `i1` tensor type"],
    hooks: {verify: verify::verify_logic, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%z = graph.and %x, %y : tensor<8x16xi1>",
}

define_op! {
    /// A `graph.or` operation.
    OrOp, OR, "graph.or",
    summary: "Elementwise logical or of i1 tensors",
    description: "`result[i] = lhs[i] ∨ rhs[i]`.",
    traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [lhs(0): "`i1` tensor", rhs(1): "`i1` tensor of the same type"],
    results: [result(0): "`i1` tensor of the same type"],
    attributes: [],
    rules: ["two operands, one result, all of one `i1` tensor type"],
    hooks: {verify: verify::verify_logic, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%z = graph.or %x, %y : tensor<8x16xi1>",
}

define_op! {
    /// A `graph.not` operation.
    NotOp, NOT, "graph.not",
    summary: "Elementwise logical not of an i1 tensor",
    description: "`result[i] = ¬operand[i]`.",
    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "`i1` tensor"],
    results: [result(0): "`i1` tensor of the same type"],
    attributes: [],
    rules: ["one operand, one result, both of one `i1` tensor type"],
    hooks: {verify: verify::verify_logic, parse: syntax::parse_same_type, print: syntax::print_same_type},
    example: "%y = graph.not %x : tensor<8x16xi1>",
}

define_op! {
    /// A `graph.argmax` operation.
    ArgmaxOp, ARGMAX, "graph.argmax",
    summary: "Index of the largest value along one dimension",
    description: "The `i32` index, along `dimension` (removed from the shape), of the first \
largest value; a NaN counts as larger than every number, so the first NaN wins (what \
`jnp.argmax` computes; StableHLO spells it as a two-operand `reduce` over the values and an \
`iota`).",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor (f32, f16, bf16, f8 or i32)"],
    results: [result(0): "`i32` tensor: the operand's shape without `dimension`"],
    attributes: [dimension: "integer in `[0, rank)`"],
    rules: [
        "one operand (not `i1`), one `i32` result",
        "`dimension` is in [0, rank)",
        "the result shape is the operand shape without `dimension`",
    ],
    hooks: {verify: verify::verify_arg_reduce, parse: syntax::parse_unary_to, print: syntax::print_unary_to},
    example: "%i = graph.argmax %x {dimension = 1 : i64} : tensor<8x16xf32> -> tensor<8xi32>",
}

define_op! {
    /// A `graph.argmin` operation.
    ArgminOp, ARGMIN, "graph.argmin",
    summary: "Index of the smallest value along one dimension",
    description: "As `graph.argmax` with the smallest value (a NaN still wins, as in \
`jnp.argmin`).",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operand(0): "graph tensor (f32, f16, bf16, f8 or i32)"],
    results: [result(0): "`i32` tensor: the operand's shape without `dimension`"],
    attributes: [dimension: "integer in `[0, rank)`"],
    rules: [
        "one operand (not `i1`), one `i32` result",
        "`dimension` is in [0, rank)",
        "the result shape is the operand shape without `dimension`",
    ],
    hooks: {verify: verify::verify_arg_reduce, parse: syntax::parse_unary_to, print: syntax::print_unary_to},
    example: "%i = graph.argmin %x {dimension = 1 : i64} : tensor<8x16xf32> -> tensor<8xi32>",
}

define_op! {
    /// A `graph.gather` operation.
    GatherOp, GATHER, "graph.gather",
    summary: "Rows of a table picked by run-time indices (an embedding lookup)",
    description: "`result[n, :] = table[clamp(ids[n], 0, V − 1), :]` for a `[V, D]` table \
and `[N]` `i32` indices: `jnp.take(table, ids, axis=0)`, StableHLO's row `gather` with its \
clamp of out-of-range start indices (JAX's own out-of-range fill is a `select` around it). \
Exact in every element type.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [table(0): "`[V, D]` graph tensor (not `i1`)", ids(1): "`[N]` `i32` tensor"],
    results: [result(0): "`[N, D]` graph tensor of the table's element type"],
    attributes: [],
    rules: [
        "a rank-2 table (not `i1`), rank-1 `i32` indices, one result",
        "the result is `[N, D]` of the table's element type",
    ],
    hooks: {verify: verify::verify_gather, parse: syntax::parse_nary_fn, print: syntax::print_nary_fn},
    example: "%e = graph.gather %table, %ids : (tensor<50x16xf32>, tensor<8xi32>) -> tensor<8x16xf32>",
}

// ===== matrix products ============================================================================

define_op! {
    /// A `graph.matmul` operation.
    MatmulOp, MATMUL, "graph.matmul",
    summary: "Matrix product with optional batch dimensions",
    description: "`lhs` is `[B..., M, K]`, `rhs` is `[B..., K, N]` (same batch) or `[K, N]` \
(shared across the batch); the result is `[B..., M, N]` with \
`result[b, m, n] = Σ_k lhs[b, m, k] · rhs[b, k, n]`, accumulated in f32 and rounded once \
to the result element type (the reference semantics; the device's FP8 AMP accumulates \
in f16, see `ipu_device::Codelet::GemmAmp`). Operands may be f32, f16, bf16 or f8; the \
result is f32, f16 or bf16, and f16 or f32 when an operand is f8.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [
        lhs(0): "graph tensor `[B..., M, K]`",
        rhs(1): "graph tensor `[B..., K, N]` or `[K, N]`",
    ],
    results: [result(0): "tensor `[B..., M, N]` of f32, f16 or bf16"],
    attributes: [],
    rules: [
        "two operands and one result, graph tensors",
        "lhs has rank >= 2; rhs has rank 2 or the rank of lhs",
        "batch dimensions of lhs and rhs are equal (when rhs is batched)",
        "contracting dimensions are equal: `contracting dimensions differ (1152 vs 1024)`",
        "the result element type is f32, f16 or bf16, and f16 or f32 when an operand is f8",
        "the result shape is [B..., M, N]",
    ],
    hooks: {verify: verify::verify_matmul, parse: syntax::parse_nary_fn, print: syntax::print_nary_fn},
    example: "%y = graph.matmul %a, %b : (tensor<729x1152xf16>, tensor<1152x4304xf16>) -> tensor<729x4304xf16>",
}

define_op! {
    /// A `graph.fused_matmul` operation.
    FusedMatmulOp, FUSED_MATMUL, "graph.fused_matmul",
    summary: "Matrix product with cast-fused operands and an epilogue (what fusion produces)",
    description: "Computes, in f32: `acc = cast(lhs) · cast(rhs)` with `graph.matmul`'s shape \
rules, then applies `epilogue` in order to `acc`, then rounds once to the result element \
type. `lhs_cast` / `rhs_cast` (`#graph.operand_cast<ELT, scale = S>`) make the operand, \
given in its original type, `round_to_ELT(x × S)` exactly as a `graph.cast` would (this \
is how an f16 → f8 cast folds into an f8 matmul operand, and how a bf16 product runs on \
the f32 AMP: its bf16 operands cast to f32, exactly); the shape rules use the cast \
element type. Epilogue steps: `\"bias\"` adds the next epilogue operand, of shape `[N]` \
(or `[B..., N]`), to every row; `\"add\"` / `\"mul\"` add / multiply the next epilogue \
operand, of the result's shape, elementwise; `\"scale\"` multiplies by the `scale` \
attribute; `\"gelu_tanh\"` / `\"gelu_erf\"` apply GELU as `graph.gelu` with \
`approximate = \"tanh\"` / `\"none\"`. Operands are `lhs`, `rhs`, then the epilogue \
operands in the order the steps consume them.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [
        lhs(0): "graph tensor `[B..., M, K]`",
        rhs(1): "graph tensor `[B..., K, N]` or `[K, N]`",
        epilogue_operands: "graph tensors, one per `bias`, `add` and `mul` step, in order",
    ],
    results: [result(0): "tensor `[B..., M, N]` of f32, f16 or bf16"],
    attributes: [
        epilogue: "array of strings from `bias`, `add`, `mul`, `scale`, `gelu_tanh`, `gelu_erf`; optional (default empty)",
        scale: "`f32`, finite: the factor of the `scale` step (present exactly when that step is)",
        lhs_cast: "`#graph.operand_cast<f8E4M3FN|f8E5M2, scale = S>`, or `<f32, scale = S>` on a bf16 or f16 operand; optional",
        rhs_cast: "`#graph.operand_cast<f8E4M3FN|f8E5M2, scale = S>`, or `<f32, scale = S>` on a bf16 or f16 operand; optional",
    ],
    rules: [
        "at least two operands and one result, graph tensors",
        "`graph.matmul`'s shape and element type rules, on the operand types after `lhs_cast` / `rhs_cast`",
        "`lhs_cast` / `rhs_cast` cast to f8E4M3FN or f8E5M2, or a bf16 or f16 operand to f32, with a finite scale > 0",
        "`epilogue` steps are known names, with at most one `scale`",
        "`scale` is present exactly when the epilogue has a `scale` step, and is finite",
        "one epilogue operand per `bias`, `add` and `mul` step",
        "a `bias` operand has shape [N] or [B..., N]; an `add` or `mul` operand has the result's shape",
    ],
    hooks: {verify: verify::verify_fused_matmul, parse: syntax::parse_nary_fn, print: syntax::print_nary_fn},
    example: "%y = graph.fused_matmul %a, %b, %bias {epilogue = [\"bias\", \"gelu_tanh\"], lhs_cast = #graph.operand_cast<f8E4M3FN, scale = 1.000000e+00>} : (tensor<729x1152xf16>, tensor<1152x4304xf8E4M3FN>, tensor<4304xf16>) -> tensor<729x4304xf16>",
}

impl FusedMatmulOp {
    /// The epilogue steps, in order (`None` if the attribute is malformed).
    pub fn epilogue(self, ctx: &Context, ir: &Ir) -> Option<Vec<EpilogueStep>> {
        let Some(a) = ir.attr(ctx, self.0, "epilogue") else {
            return Some(Vec::new());
        };
        let AttrKind::Array(items) = ctx.attr_kind(a) else {
            return None;
        };
        items
            .iter()
            .map(|&i| string_value(ctx, i).and_then(|s| EpilogueStep::from_name(&s)))
            .collect()
    }

    /// The factor of the `scale` step.
    pub fn scale(self, ctx: &Context, ir: &Ir) -> Option<f32> {
        ir.attr(ctx, self.0, "scale")
            .and_then(|a| f32_value(ctx, a))
            .map(|s| s as f32)
    }

    /// The cast fused into `lhs`.
    pub fn lhs_cast(self, ctx: &Context, ir: &Ir) -> Option<OperandCast> {
        ir.attr(ctx, self.0, "lhs_cast")
            .and_then(|a| operand_cast(ctx, a))
    }

    /// The cast fused into `rhs`.
    pub fn rhs_cast(self, ctx: &Context, ir: &Ir) -> Option<OperandCast> {
        ir.attr(ctx, self.0, "rhs_cast")
            .and_then(|a| operand_cast(ctx, a))
    }

    /// The epilogue operands, in the order the steps consume them.
    pub fn epilogue_operands(self, ir: &Ir) -> Vec<ValueId> {
        ir.operands(self.0).skip(2).collect()
    }
}

impl ArgmaxOp {
    /// The reduced dimension.
    pub fn dimension(self, ctx: &Context, ir: &Ir) -> Option<i64> {
        ir.attr(ctx, self.0, "dimension")
            .and_then(|a| int_value(ctx, a))
    }
}

impl ArgminOp {
    /// The reduced dimension.
    pub fn dimension(self, ctx: &Context, ir: &Ir) -> Option<i64> {
        ir.attr(ctx, self.0, "dimension")
            .and_then(|a| int_value(ctx, a))
    }
}
