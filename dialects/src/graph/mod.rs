//! The `graph` dialect: value-semantics tensor operations on ranked, statically shaped
//! tensors, as the contract in `notes/graph-spec.md` defines them. What the importer
//! produces, fusion rewrites, and operator planning lowers to `tiled`.
//!
//! Every op has a definition in [`ops`] (traits, verifier, custom syntax, folds and
//! its documentation, generated into `dialects/graph/README.md`), and a typed view
//! (`MatmulOp(op).lhs(ir)`).

mod attr;
pub(crate) mod docs;
mod fold;
pub(crate) mod macros;
mod ops;
pub(crate) mod support;
mod syntax;
mod verify;

pub use attr::{
    Distribution, EpilogueStep, GeluApproximation, OPERAND_CAST, OperandCast, ReduceKind,
    comparison_direction, operand_cast, operand_cast_attr,
};
pub use ops::*;

use crate::ir::dialect::{Dialect, OpDef};

static OPS: [OpDef; 30] = [
    CONSTANT,
    ADD,
    SUB,
    MUL,
    DIV,
    MAX,
    NEG,
    EXP,
    SQRT,
    RSQRT,
    TANH,
    GELU,
    CAST,
    TRANSPOSE,
    RESHAPE,
    BROADCAST,
    CONCAT,
    SLICE,
    SOFTMAX,
    REDUCE,
    COMPARE,
    SELECT,
    AND,
    OR,
    NOT,
    ARGMAX,
    ARGMIN,
    GATHER,
    MATMUL,
    FUSED_MATMUL,
];

/// The `graph` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "graph",
    summary: "Value-semantics tensor operations: what programs mean, before placement on tiles",
    ops: &OPS,
    parse_attr: Some(attr::parse_attr),
    print_attr: Some(attr::print_attr),
    ..Dialect::DEFAULT
};

/// The introduction of the dialect's documentation page.
pub const DESCRIPTION: &str = "\
Value-semantics tensor operations on ranked, statically shaped `tensor<...>` values whose \
element type is `f32`, `f16`, `bf16`, `f8E4M3FN` or `f8E5M2`, or the integer types `i32` \
(indices, counters) and `i1` (masks, predicates). Integer tensors take only the ops that say \
so (`add`, `sub`, `mul`, `max` on `i32`; `compare`, `select`, `cast`; `and`, `or`, `not` on \
`i1`; `argmax`/`argmin` results) and the layout ops. Dynamic dimensions (`?`) \
and unranked tensors are rejected by every verifier \
(`'graph.add' op operand #0 must have a static shape, got tensor<?x4xf16>`); a scalar is a \
rank-0 tensor (`tensor<f16>`). Every operation is `Pure`.

**Reference semantics.** Every op computes in f32 and rounds its result to the result \
element type: round to nearest even, and to f8 exactly as `ml_dtypes`' `float8_e4m3fn` / \
`float8_e5m2` conversions do (`ipu_runtime::numerics::f8`). Those conversions are \
*non-saturating*: a value that rounds past the largest finite one (448 in E4M3FN, 57344 in \
E5M2; in E4M3FN everything up to 464 still rounds to 448) becomes NaN in E4M3FN and ±∞ \
in E5M2 (ml_dtypes issues #147 and #260). The graph contract's word \"saturating\" is read \
as this behaviour, the one its named reference has. Sums may accumulate wider. This is \
what the graph interpreter (`ipu_passes::graph_interp`) computes and what fusion must \
preserve.

**Programs** are a `func.func @main` in a `builtin.module`: its arguments are the \
program's inputs and its results (`func.return`) its outputs. Private helper functions \
may exist before import inlining only.

**Attributes.** All op attributes are discardable attributes (printed in the generic \
form's `{...}`, never as `<{...}>` properties), so that the generic form is exactly what \
`mlir-opt --allow-unregistered-dialect` reads and prints. The dialect defines one \
attribute, `#graph.operand_cast<ELT, scale = S>` (see `graph.fused_matmul`), and no types.

Every op's generic form (`%y = \"graph.exp\"(%x) : (tensor<4xf32>) -> tensor<4xf32>`) \
parses and prints as well as the custom form shown in its example.";

#[cfg(test)]
pub(crate) mod tests;
