//! The codelet (vertex) catalogue: what each codelet computes, the layout and memory contract of
//! its operands, and its cycle formula on a target. The operator planner costs plans with
//! [`Codelet::cycles`] and the simulator counts cycles with exactly the same function, so it is
//! pure and O(1).
//!
//! # How a call is timed
//!
//! A codelet call is one supervisor vertex on one tile: the supervisor starts `worker_contexts`
//! workers (6), each takes `ceil(work / 6)` of the work, and the call ends when the slowest
//! finishes. Workers are barrel-scheduled: each issues one instruction every `worker_contexts`
//! cycles, so a worker's instruction count `w` costs `worker_contexts × w` tile cycles, and the
//! six run side by side. Every formula below is
//!
//! ```text
//! cycles = supervisor_overhead + worker_contexts × (worker_fixed + loops × cycles_per_loop)
//! ```
//!
//! with poplibs' published cycle estimators as the source of the constants (poplibs is
//! Graphcore's open-source library; its estimators model its own hand-written codelets):
//! - elementwise binary ops: `BinaryOp1DSupervisor` in `lib/popops/PerformanceEstimation.cpp`
//!   (supervisor 11 cycles = `basicOpSupervisorOverhead`; worker fixed 32 for half, 41 for
//!   float; one natural 64-bit vector (4 halves, 2 floats) per loop of `cyclesPerLoop` + 2);
//! - per-op loop costs: `binaryOpPerfInfo` / `unaryOpPerfInfo` in
//!   `lib/popops/popopsCycleEstimators.hpp` (ADD/MULTIPLY half 1 per vector; EXPONENT half 4
//!   per 4; TANH half 4 per 4; MAXIMUM half 4 per 4, float 3 per 2; DIVIDE half 21 per 4, float
//!   10 per 2; INVERSE half 15 per 4);
//! - a tensor times one scalar (`out = in × s`, `s` one word in memory): `BroadcastScalar1D`
//!   MULTIPLY in `broadcastArithmetic1DCycleEstimate` (`lib/popops/popopsCycleEstimators.cpp`,
//!   `broadcastOpPerfInfo`): worker fixed 20, one natural vector per `1 + 1` cycles (the loop
//!   overhead of the assembly codelets, not in place), supervisor 11;
//! - casts: `CastSupervisor` and `castWorkerFloatCycles` in
//!   `lib/popops/popopsCycleEstimators.cpp` (supervisor 7; worker 20 + 28 + 2 per 4 elements);
//! - the AMP matrix product: `getConvPartial1x1SupervisorCycleEstimate` in
//!   `lib/poplin/PerformanceEstimation.hpp`, by input type (`AmpOverheads`): for f16, supervisor
//!   63 cycles per call, 15 per contracted block and 25 per 16 × 16 pass besides the coefficient
//!   load, each worker 22 fixed cycles per pass plus 4 per output row, at 64 MACs per cycle; for
//!   FP8 (`...EstimateQuarter`), 108 supervisor cycles per 16 × 32 pass, 69 per output block, each
//!   worker 32 fixed plus 4 per row for twice the MACs (128 per cycle).
//!
//! A call's work is split over its `workers` ([`Codelet::cycles_with_workers`]); fewer than the
//! target's worker contexts leave barrel slots idle and take longer.
//!
//! - GELU (tanh form): the `rpt` loop bodies of poplibs' assembly
//!   (`lib/popnn/codelets/asm/NonLinearityLoop_gelu.S`, `NonLinearity1D_gelu.S`), one bundle per
//!   cycle (8 per 4 halves; 11 + 2 `f32tanh` at 5 per 2 floats). popnn's own estimator charges 5
//!   and 10 per vector, marked "TODO: These values should be verified"; the assembly decides;
//! - partial sums and maxima: the STRIDED_REDUCE worker vertex
//!   (`getCyclesEstimateForStridedReduce`, `lib/popops/reduction/CycleEstimationFunctions.cpp`):
//!   per 64-bit output vector `13 + k` (half) or `10 + k` (float ADD), 16 fixed per worker.
//!
//! Where poplibs has no estimator for one of our codelets (softmax pieces, the AMP-layout
//! rearrangement, f8 casts), the constants are composed from the per-op costs above and marked
//! ESTIMATE in [`Codelet::source`].
//!
//! # Layouts
//!
//! *Row-major* `[R, C]`: element `(r, c)` at index `r × C + c`.
//!
//! *AMP layout* of an activation `[M, K]` (the AMP's input operand): `K` is padded to a multiple
//! of the block `bk` (16 f16, 8 f32 or 32 f8 values, [`crate::Amp`]) with zeros and cut into
//! `KB = ceil(K / bk)` blocks; element `(m, k)` is at index `((k / bk) × M + m) × bk + k % bk`.
//! One row of one block is `bk` contiguous values (32 bytes), 8-byte aligned, so a worker feeds it
//! to the AMP with 64-bit loads.
//!
//! *AMP weight layout* of a weight `[K, N]`: `N` padded to a multiple of `bn` (16) and `K` of
//! `bk`; element `(k, n)` at index `(((n / bn) × KB + k / bk) × bn + n % bn) × bk + k % bk`: each
//! `bn × bk` block (the AMP's coefficient registers for one pass) is contiguous.

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::memory::Region;
use crate::target::Target;

/// Element types a codelet operand can have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DType {
    /// IEEE binary32.
    F32,
    /// IEEE binary16.
    F16,
    /// OCP FP8 E4M3 (finite, no infinities).
    F8E4M3,
    /// OCP FP8 E5M2.
    F8E5M2,
    /// bfloat16 (the top half of an IEEE binary32). The IPU has no bf16 arithmetic (no
    /// AMP mode, no vector ops): bf16 values are only converted to and from f32
    /// ([`Codelet::Cast`]).
    #[serde(rename = "bf16")]
    BF16,
    /// 32-bit two's-complement integer (MLIR `i32`, JAX's `int32`); integer codelets wrap
    /// on overflow, as XLA does.
    I32,
    /// Boolean (MLIR `i1`, JAX's `bool`): one byte per element holding 0 or 1, as poplar's
    /// `BOOL` (`sizeof(bool) == 1` in poplibs' estimators).
    #[serde(rename = "i1")]
    Bool,
}

impl DType {
    /// Bytes per element.
    pub fn bytes(self) -> u32 {
        match self {
            DType::F32 | DType::I32 => 4,
            DType::F16 | DType::BF16 => 2,
            DType::F8E4M3 | DType::F8E5M2 | DType::Bool => 1,
        }
    }

    /// Whether this is an integer or boolean type (no float arithmetic, no AMP).
    pub fn is_integer(self) -> bool {
        matches!(self, DType::I32 | DType::Bool)
    }

    /// Whether this is an 8-bit float.
    pub fn is_f8(self) -> bool {
        matches!(self, DType::F8E4M3 | DType::F8E5M2)
    }

    /// MLIR spelling (`f16`, `f8E4M3FN`, ...).
    pub fn mlir_name(self) -> &'static str {
        match self {
            DType::F32 => "f32",
            DType::F16 => "f16",
            DType::F8E4M3 => "f8E4M3FN",
            DType::F8E5M2 => "f8E5M2",
            DType::BF16 => "bf16",
            DType::I32 => "i32",
            DType::Bool => "i1",
        }
    }

    /// Elements of this type in one 64-bit vector (the worker data path).
    fn per_vector(self) -> u64 {
        u64::from(8 / self.bytes())
    }
}

/// The predicate of a [`Codelet::Compare`] (StableHLO `comparison_direction`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompareDirection {
    /// `lhs == rhs`.
    Eq,
    /// `lhs != rhs` (true when either is NaN).
    Ne,
    /// `lhs < rhs`.
    Lt,
    /// `lhs <= rhs`.
    Le,
    /// `lhs > rhs`.
    Gt,
    /// `lhs >= rhs`.
    Ge,
}

impl CompareDirection {
    /// Every direction, in declaration order.
    pub const ALL: [CompareDirection; 6] = [
        CompareDirection::Eq,
        CompareDirection::Ne,
        CompareDirection::Lt,
        CompareDirection::Le,
        CompareDirection::Gt,
        CompareDirection::Ge,
    ];

    /// The lower-case name (`eq`, `ne`, `lt`, `le`, `gt`, `ge`).
    pub fn name(self) -> &'static str {
        match self {
            CompareDirection::Eq => "eq",
            CompareDirection::Ne => "ne",
            CompareDirection::Lt => "lt",
            CompareDirection::Le => "le",
            CompareDirection::Gt => "gt",
            CompareDirection::Ge => "ge",
        }
    }

    /// The direction called `name` (lower case, as [`CompareDirection::name`]), or `None`.
    pub fn from_name(name: &str) -> Option<CompareDirection> {
        CompareDirection::ALL.into_iter().find(|d| d.name() == name)
    }

    /// Whether `a DIR b` holds (IEEE comparisons: every direction but `ne` is false when
    /// either is NaN). Integers and booleans are exact in `f64`.
    pub fn holds(self, a: f64, b: f64) -> bool {
        match self {
            CompareDirection::Eq => a == b,
            CompareDirection::Ne => a != b,
            CompareDirection::Lt => a < b,
            CompareDirection::Le => a <= b,
            CompareDirection::Gt => a > b,
            CompareDirection::Ge => a >= b,
        }
    }
}

/// The catalogue. Every variant is one codelet the compiler can call and the simulator can run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Codelet {
    /// `C[M, N] = A[M, K] · B[K, N]` on the AMP. `A` in AMP layout, `B` in AMP weight layout,
    /// both of type `input` (f16; f32, whose `C` is f32; or f8 with f16 accumulation); `C`
    /// row-major `output` (f16 or f32), accumulated in f32 for f16 and f32 inputs and in f16
    /// for f8 inputs (`f8v8hihov4amp`; an f32 output holds the f16 sums widened exactly,
    /// one conversion per output element on the workers).
    GemmAmp {
        /// Type of `A` and `B`.
        input: DType,
        /// Type of `C`.
        output: DType,
    },
    /// Row-major `[M, K]` → AMP layout (zero padding of `K` included).
    RearrangeToAmp {
        /// Element type.
        dtype: DType,
    },
    /// `out[i] = cast(in[i] × scale)`: f16/f32 ↔ f8 with a scale, f16 ↔ f32 (scale 1).
    Cast {
        /// Input type.
        from: DType,
        /// Output type.
        to: DType,
    },
    /// `out = in1 + in2` elementwise.
    Add {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = in1 × in2` elementwise.
    Mul {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = in × s` elementwise with one scalar `s` (one element of the same type, read
    /// once): poplibs' `BroadcastScalar1D` MULTIPLY. A product with a constant never reads a
    /// tensor-sized buffer of copies of it.
    MulScalar {
        /// Element type (f16 or f32; the scalar has the same type).
        dtype: DType,
    },
    /// `out = in1 − in2` elementwise.
    Sub {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = max(in1, in2)` elementwise (NaN if either is NaN).
    Max {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = −in` elementwise.
    Neg {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = in1 / in2` elementwise.
    Div {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = exp(in)` elementwise.
    Exp {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = √in` elementwise (NaN for `in < 0`).
    Sqrt {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = 1 / √in` elementwise (`+∞` for `in = 0`, NaN for `in < 0`).
    Rsqrt {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out = tanh(in)` elementwise.
    Tanh {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// GELU, tanh approximation: `0.5 x (1 + tanh(√(2/π) (x + 0.044715 x³)))`.
    Gelu {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// Softmax step 1: `max[r] = max_c x[r, c]` for each of `M` rows of `N`.
    SoftmaxMax {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// Softmax step 2: `y[r, c] = exp(x[r, c] - max[r])`.
    SoftmaxSubExp {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// Softmax step 3: `sum[r] = Σ_c y[r, c]` (accumulated in f32).
    SoftmaxSum {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// Softmax step 4: `y[r, c] = y[r, c] × (1 / sum[r])`.
    SoftmaxScale {
        /// Element type (f16 or f32).
        dtype: DType,
    },
    /// `out[n] = Σ_k partial[k, n]`: adds `K` partial results of `N` elements (the reduction after
    /// a matmul split along `K`), accumulating in f32.
    ReduceAdd {
        /// Type of the partials and of the output.
        dtype: DType,
    },
    /// `out[n] = max_k partial[k, n]`: the maximum of `K` partial results of `N` elements
    /// (a maximum over the leading dimension; NaN propagates), exact in any type.
    ReduceMax {
        /// Type of the partials and of the output.
        dtype: DType,
    },
    /// `out[i] = lhs[i] DIR rhs[i]`, an `i1` (1 or 0), for f16, f32, i32 or i1 operands.
    Compare {
        /// Type of both operands.
        dtype: DType,
        /// The predicate.
        direction: CompareDirection,
    },
    /// `out[i] = pred[i] ? on_true[i] : on_false[i]`; `pred` is `i1`.
    Select {
        /// Type of `on_true`, `on_false` and `out` (f16, f32, i32 or i1).
        dtype: DType,
    },
    /// `out = lhs ∧ rhs` elementwise on `i1`.
    And,
    /// `out = lhs ∨ rhs` elementwise on `i1`.
    Or,
    /// `out = ¬in` elementwise on `i1`.
    Not,
    /// `out[r] = argmax_c in[r, c]`, an `i32`, for each of `M` rows of `N`: the first index of
    /// the largest value, a NaN counting as larger than every number (JAX's `argmax`).
    ArgMax {
        /// Type of `in` (f16, f32 or i32).
        dtype: DType,
    },
    /// `out[r] = argmin_c in[r, c]`, as [`Codelet::ArgMax`] with the smallest value (a NaN
    /// still wins, as JAX's `argmin`).
    ArgMin {
        /// Type of `in` (f16, f32 or i32).
        dtype: DType,
    },
    /// `out[r, :] = table[clamp(ids[r], 0, K − 1), :]` for `M` rows of `N`: rows of a
    /// `[K, N]` table picked by run-time `i32` indices (an embedding lookup), clamped as
    /// StableHLO's `gather` clamps its start indices.
    GatherRows {
        /// Type of the table and of `out` (f16, f32 or i32).
        dtype: DType,
    },
    /// `out = in`: an on-tile copy of whole 32-bit words (a run of elements a layout change
    /// moves to another place on the same tile, which the exchange cannot do). `n` elements of
    /// `dtype`, rounded up to whole words (the tail of the last word is block padding).
    Copy {
        /// Element type (any).
        dtype: DType,
    },
    /// `out[r, c] = v[r]` for `M` rows of `N`: a row broadcast made on the tile from one value
    /// per row (what an exchange cannot do: it moves each word once per destination place).
    BroadcastRows {
        /// Element type (32-bit: f32).
        dtype: DType,
    },
}

/// The most elements any operand of a call may have (`m·n`, `m·k`, `n·k`): [`Codelet::validate`]
/// rejects larger shapes, so size and cycle formulas cannot overflow `u64`.
pub const MAX_OPERAND_ELEMENTS: u64 = 1 << 32;

/// The size of one call. Its meaning per codelet:
/// - [`Codelet::GemmAmp`]: `C[m, n] = A[m, k] · B[k, n]` (unpadded sizes);
/// - [`Codelet::RearrangeToAmp`]: `m` rows of `k` values;
/// - elementwise ([`Codelet::Cast`], [`Codelet::Add`], [`Codelet::Mul`],
///   [`Codelet::MulScalar`], [`Codelet::Sub`],
///   [`Codelet::Max`], [`Codelet::Neg`], [`Codelet::Div`], [`Codelet::Exp`],
///   [`Codelet::Sqrt`], [`Codelet::Rsqrt`], [`Codelet::Tanh`], [`Codelet::Gelu`]):
///   `m × n` elements (`k` unused);
/// - softmax pieces: `m` rows of `n` values (`k` unused);
/// - [`Codelet::ReduceAdd`], [`Codelet::ReduceMax`]: `k` partials of `n` values (`m`
///   unused);
/// - [`Codelet::Copy`]: `n` elements (`m` must be 1, `k` unused);
/// - [`Codelet::BroadcastRows`]: `m` rows of `n` values (`k` unused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Default)]
pub struct CodeletShape {
    /// Rows.
    pub m: u32,
    /// Columns (output columns for GEMM).
    pub n: u32,
    /// Contracted dimension (GEMM, rearrangement) or number of partials (reduce).
    pub k: u32,
}

/// How an operand is laid out (module doc, *Layouts*).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// Row-major, no padding.
    RowMajor,
    /// AMP activation layout, `K` padded to the block.
    Amp,
    /// AMP weight layout, `K` and `N` padded to blocks.
    AmpWeights,
    /// One value per row (softmax statistics).
    PerRow,
}

/// How a codelet uses an operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Use {
    /// Read only.
    Read,
    /// Written (fully; earlier contents do not matter).
    Write,
    /// Read and written in place.
    ReadWrite,
}

/// One operand's contract.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OperandContract {
    /// Operand name as the IR spells it (`lhs`, `rhs`, `out`, ...).
    pub name: &'static str,
    /// Read, written or both.
    pub usage: Use,
    /// Element type.
    pub dtype: DType,
    /// Layout.
    pub layout: Layout,
    /// Elements stored, padding included.
    pub elements: u64,
    /// Bytes stored (`elements × dtype.bytes()`), padding included.
    pub bytes: u64,
    /// Required alignment of the operand's address, bytes.
    pub align: u32,
    /// Required region, or `None` for either.
    pub region: Option<Region>,
}

/// What a call reads and writes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MemoryContract {
    /// Operands in call order.
    pub operands: Vec<OperandContract>,
}

impl MemoryContract {
    /// Total bytes of all operands.
    pub fn total_bytes(&self) -> u64 {
        self.operands.iter().map(|o| o.bytes).sum()
    }
}

/// `popops::internal::basicOpSupervisorOverhead()` (poplibs `PerformanceEstimation.cpp`).
const ELEMENTWISE_SUPERVISOR: u64 = 11;
/// Worker fixed cycles of `BinaryOp1DSupervisor` for half (poplibs; 41 for float).
const ELEMENTWISE_WORKER_FIXED_HALF: u64 = 32;
const ELEMENTWISE_WORKER_FIXED_FLOAT: u64 = 41;
/// Loop overhead per vector of the assembly binary ops (`hasExternalCodelet` → 2, poplibs).
const VECTOR_LOOP_OVERHEAD: u64 = 2;
/// `broadcastArithmetic1DCycleEstimate` (poplibs): 20 worker cycles fixed, and per natural
/// vector `cyclesPerLoop` 1 (`broadcastOpPerfInfo` MULTIPLY half and float) plus an overhead of 1
/// for the assembly codelets not in place.
const BROADCAST_SCALAR_WORKER_FIXED: u64 = 20;
const BROADCAST_SCALAR_PER_VECTOR: u64 = 1 + 1;
/// `CastSupervisor`: 7 supervisor cycles, 20 extra worker cycles when started by the supervisor,
/// 28 fixed worker cycles (26 + pointer conversions) in `castWorkerFloatCycles` (poplibs).
const CAST_SUPERVISOR: u64 = 7;
const CAST_WORKER_FIXED: u64 = 20 + 28;
/// `castWorkerFloatCycles` charges up to `(3 × 14) / 3 = 14` cycles for a remainder of 1 to 3
/// elements; we always charge 14, an upper envelope that keeps cost monotone in size.
const CAST_REMAINDER: u64 = 14;
/// poplibs `getCyclesEstimateForStridedReduce`: worker cycles `3 + 2` (entry/exit) and `6 + 5`
/// (loop setup) once per vertex.
const STRIDED_REDUCE_FIXED: u64 = 3 + 2 + 6 + 5;
/// The same estimator's outer loop per 64-bit output vector, besides the loop completion and
/// store (`strided_reduce_post`) and one cycle per further partial: `3` before, `3` around the
/// inner `rpt`.
const STRIDED_REDUCE_OUTER: u64 = 3 + 3;

/// `cyclesLoopPost` of poplibs' `getCyclesEstimateForStridedReduce` (partials and output of one
/// type, no update): half partials `1 + 7` (ADD, MAX); float partials ADD `3 + 2`, MAX `2 + 2`.
fn strided_reduce_post(dtype: DType, max: bool) -> u64 {
    match (dtype.bytes() == 4, max) {
        (false, _) => 1 + 7,
        (true, false) => 3 + 2,
        (true, true) => 2 + 2,
    }
}

/// GELU (tanh form) worker cycles per 64-bit vector: the `rpt` body of poplibs' assembly (see
/// [`Codelet::cycles`]): 8 for half (4 values), `11 + 2 × 5` for float (2 values).
fn gelu_cycles_per_vector(dtype: DType) -> u64 {
    if dtype.bytes() == 4 { 11 + 2 * 5 } else { 8 }
}

/// ESTIMATE: per-row overhead (pointer and count setup) for row-wise codelets.
const ROW_OVERHEAD: u64 = 6;
/// poplibs `getDynamicSlice1DEstimate` (`lib/popops/popopsCycleEstimators.cpp`), the copy of
/// one region: supervisor `basicOpSupervisorOverhead() + 1 + 6 + 1 + 6`, each worker 39 fixed
/// and 24 per region, then 2 cycles per vector copied.
const COPY_SUPERVISOR: u64 = ELEMENTWISE_SUPERVISOR + 14;
const COPY_WORKER_FIXED: u64 = 39 + 24;
/// Fixed costs of the AMP matrix-product vertex, by input type, from poplibs' estimator of its
/// 1x1 convolution vertex (`getConvPartial1x1SupervisorOuterLoopCycleEstimate*` and
/// `...InnerLoopCycleEstimate*`, lib/poplin/PerformanceEstimation.hpp). A call runs
/// `n/bn × k/bk` passes; each pass loads one `bn × bk` coefficient block and has every worker
/// feed its rows through the AMP.
#[derive(Clone, Copy)]
struct AmpOverheads {
    /// Supervisor cycles once per call (non-loop overhead and loop entry).
    call: u64,
    /// Supervisor cycles per output-channel block (`n / bn` of them).
    per_n_block: u64,
    /// Supervisor cycles per contracted block (`k / bk` of them).
    per_k_block: u64,
    /// Supervisor cycles per pass, besides the coefficient load.
    per_pass: u64,
    /// Worker cycles per pass besides 4 per row (each worker's fixed cost; tile cycles are six
    /// times this, one barrel slot in six).
    worker_per_pass: u64,
    /// Tile cycles per pass for the "tag" the estimator charges the least busy worker
    /// (`maxWorkerCycles = max(max, min + 14)`): charged always, an upper envelope.
    tag_per_pass: u64,
}

impl AmpOverheads {
    fn of(input: DType) -> Self {
        match input {
            // Half activations on a 16-engine AMP (`commonHalfAndFloatPartialsCodePath`):
            // supervisor 50 once, 13 per conv group, 15 per in-group, `19 + 6` per pass
            // besides the load; each worker `38 + 4 (rows - 3) - 7` (retention savings
            // `(7, 3)`, the 7 charged once, 3 on every later pass: `22 + 4 rows`).
            DType::F16 | DType::BF16 => AmpOverheads {
                call: 50 + 13,
                per_n_block: 0,
                per_k_block: 15,
                per_pass: 19 + 6,
                worker_per_pass: 22,
                tag_per_pass: 14,
            },
            // QUARTER (FP8) activations: supervisor 46 + conv-group loop `6 × 2 + 9` once;
            // per out-group `6 × 6 + 10` plus the first pass's extra `(6 × 14 + 11) - (6 × 11 +
            // 6)`; per pass `6 × 11 + 6 + 6 × 6` (after-sync in-group loop and worker call);
            // each worker `17 + 27 + 4 (rows - 3)` = `32 + 4 rows` (the first pass's output
            // zeroing saves 5: not counted, an upper envelope).
            DType::F8E4M3 | DType::F8E5M2 => AmpOverheads {
                call: 46 + 6 * 2 + 9,
                per_n_block: 6 * 6 + 10 + (6 * 14 + 11) - (6 * 11 + 6),
                per_k_block: 0,
                per_pass: 6 * 11 + 6 + 6 * 6,
                worker_per_pass: 32,
                tag_per_pass: 14,
            },
            // Float activations: the constants of the first model (supervisor 50, `6 + 18` per
            // pass, 31 worker cycles per pass). ESTIMATE: poplibs' float path is for an 8-engine
            // AMP of a different block shape than this target's f32 figures. (Integers never
            // reach the AMP: `validate` rejects them.)
            DType::F32 | DType::I32 | DType::Bool => AmpOverheads {
                call: 50,
                per_n_block: 0,
                per_k_block: 0,
                per_pass: 6 + 18,
                worker_per_pass: 31,
                tag_per_pass: 0,
            },
        }
    }
}
/// ESTIMATE: the supervisor loads AMP coefficients at 8 bytes (one 64-bit load) per cycle. poplibs
/// halves the target's `convUnitCoeffLoadBytesPerCycle` unless the convolution option
/// `use128BitConvUnitLoad` is set (default false, lib/poplin/ConvOptions.hpp); the target's own
/// figure is not public, and 16 bytes per cycle with 128-bit loads gives 8 halved.
const AMP_WEIGHT_LOAD_BYTES_PER_CYCLE: u64 = 8;

impl Codelet {
    /// Every codelet of the catalogue, in a fixed order (f16 and f8 variants included).
    pub fn catalogue() -> Vec<Codelet> {
        use DType::*;
        let mut v = vec![
            Codelet::GemmAmp {
                input: F16,
                output: F16,
            },
            Codelet::GemmAmp {
                input: F16,
                output: F32,
            },
            Codelet::GemmAmp {
                input: F8E4M3,
                output: F16,
            },
            Codelet::GemmAmp {
                input: F8E5M2,
                output: F16,
            },
            Codelet::GemmAmp {
                input: F8E4M3,
                output: F32,
            },
            Codelet::GemmAmp {
                input: F8E5M2,
                output: F32,
            },
            Codelet::GemmAmp {
                input: F32,
                output: F32,
            },
            Codelet::RearrangeToAmp { dtype: F16 },
            Codelet::RearrangeToAmp { dtype: F32 },
            Codelet::RearrangeToAmp { dtype: F8E4M3 },
            Codelet::RearrangeToAmp { dtype: F8E5M2 },
            Codelet::Cast { from: F16, to: F32 },
            Codelet::Cast { from: F32, to: F16 },
            Codelet::Cast {
                from: BF16,
                to: F32,
            },
            Codelet::Cast {
                from: F32,
                to: BF16,
            },
        ];
        for f8 in [F8E4M3, F8E5M2] {
            for wide in [F16, F32] {
                v.push(Codelet::Cast { from: wide, to: f8 });
                v.push(Codelet::Cast { from: f8, to: wide });
            }
        }
        for dtype in [F16, F32] {
            v.extend([
                Codelet::Add { dtype },
                Codelet::Mul { dtype },
                Codelet::MulScalar { dtype },
                Codelet::Sub { dtype },
                Codelet::Max { dtype },
                Codelet::Neg { dtype },
                Codelet::Div { dtype },
                Codelet::Exp { dtype },
                Codelet::Sqrt { dtype },
                Codelet::Rsqrt { dtype },
                Codelet::Tanh { dtype },
                Codelet::Gelu { dtype },
                Codelet::SoftmaxMax { dtype },
                Codelet::SoftmaxSubExp { dtype },
                Codelet::SoftmaxSum { dtype },
                Codelet::SoftmaxScale { dtype },
                Codelet::ReduceAdd { dtype },
                Codelet::ReduceMax { dtype },
            ]);
        }
        for dtype in [F16, F32, I32, Bool] {
            for direction in CompareDirection::ALL {
                v.push(Codelet::Compare { dtype, direction });
            }
            v.push(Codelet::Select { dtype });
        }
        for op in [
            |dtype| Codelet::Add { dtype },
            |dtype| Codelet::Mul { dtype },
            |dtype| Codelet::Sub { dtype },
            |dtype| Codelet::Max { dtype },
        ] {
            v.push(op(I32));
        }
        v.extend([Codelet::And, Codelet::Or, Codelet::Not]);
        for dtype in [F16, F32, I32] {
            v.extend([
                Codelet::ArgMax { dtype },
                Codelet::ArgMin { dtype },
                Codelet::GatherRows { dtype },
            ]);
        }
        for (a, b) in [
            (I32, F32),
            (I32, F16),
            (Bool, F32),
            (Bool, F16),
            (Bool, I32),
        ] {
            v.push(Codelet::Cast { from: a, to: b });
            v.push(Codelet::Cast { from: b, to: a });
        }
        for dtype in [F32, F16, BF16, F8E4M3, F8E5M2, I32, Bool] {
            v.push(Codelet::Copy { dtype });
        }
        v.push(Codelet::BroadcastRows { dtype: F32 });
        v
    }

    /// The name the IR and the package use (`gemm_f16_amp`, `cast_f16_to_f8E4M3FN`, ...);
    /// [`Codelet::from_name`] inverts it.
    pub fn name(&self) -> String {
        match *self {
            Codelet::GemmAmp { input, output } => {
                format!("gemm_{}_amp_to_{}", input.mlir_name(), output.mlir_name())
            }
            Codelet::RearrangeToAmp { dtype } => {
                format!("rearrange_row_major_to_amp_{}", dtype.mlir_name())
            }
            Codelet::Cast { from, to } => {
                format!("cast_{}_to_{}", from.mlir_name(), to.mlir_name())
            }
            Codelet::Add { dtype } => format!("add_{}", dtype.mlir_name()),
            Codelet::Mul { dtype } => format!("mul_{}", dtype.mlir_name()),
            Codelet::MulScalar { dtype } => format!("mul_scalar_{}", dtype.mlir_name()),
            Codelet::Sub { dtype } => format!("sub_{}", dtype.mlir_name()),
            Codelet::Max { dtype } => format!("max_{}", dtype.mlir_name()),
            Codelet::Neg { dtype } => format!("neg_{}", dtype.mlir_name()),
            Codelet::Div { dtype } => format!("div_{}", dtype.mlir_name()),
            Codelet::Exp { dtype } => format!("exp_{}", dtype.mlir_name()),
            Codelet::Sqrt { dtype } => format!("sqrt_{}", dtype.mlir_name()),
            Codelet::Rsqrt { dtype } => format!("rsqrt_{}", dtype.mlir_name()),
            Codelet::Tanh { dtype } => format!("tanh_{}", dtype.mlir_name()),
            Codelet::Gelu { dtype } => format!("gelu_{}", dtype.mlir_name()),
            Codelet::SoftmaxMax { dtype } => format!("softmax_max_{}", dtype.mlir_name()),
            Codelet::SoftmaxSubExp { dtype } => format!("softmax_sub_exp_{}", dtype.mlir_name()),
            Codelet::SoftmaxSum { dtype } => format!("softmax_sum_{}", dtype.mlir_name()),
            Codelet::SoftmaxScale { dtype } => format!("softmax_scale_{}", dtype.mlir_name()),
            Codelet::ReduceAdd { dtype } => format!("reduce_add_{}", dtype.mlir_name()),
            Codelet::ReduceMax { dtype } => format!("reduce_max_{}", dtype.mlir_name()),
            Codelet::Compare { dtype, direction } => {
                format!("compare_{}_{}", direction.name(), dtype.mlir_name())
            }
            Codelet::Select { dtype } => format!("select_{}", dtype.mlir_name()),
            Codelet::And => "and_i1".to_string(),
            Codelet::Or => "or_i1".to_string(),
            Codelet::Not => "not_i1".to_string(),
            Codelet::ArgMax { dtype } => format!("argmax_{}", dtype.mlir_name()),
            Codelet::ArgMin { dtype } => format!("argmin_{}", dtype.mlir_name()),
            Codelet::GatherRows { dtype } => format!("gather_rows_{}", dtype.mlir_name()),
            Codelet::Copy { dtype } => format!("copy_{}", dtype.mlir_name()),
            Codelet::BroadcastRows { dtype } => format!("broadcast_rows_{}", dtype.mlir_name()),
        }
    }

    /// The codelet called `name`, or `None`.
    pub fn from_name(name: &str) -> Option<Codelet> {
        Codelet::catalogue().into_iter().find(|c| c.name() == name)
    }

    /// Where the cycle formula's constants come from, in one sentence.
    pub fn source(&self) -> &'static str {
        match self {
            Codelet::GemmAmp { .. } => {
                "poplin getConvPartial1x1SupervisorCycleEstimate (overheads); AMP rate and blocks from the target"
            }
            Codelet::RearrangeToAmp { .. } => {
                "ESTIMATE: one 64-bit load and one store per 8 bytes, per-row setup"
            }
            Codelet::Cast { from, to }
                if (from.is_f8() && *to == DType::F16) || (*from == DType::F16 && to.is_f8()) =>
            {
                "poplibs castFpDemoteLoop/castFpPromoteLoop (inlineAssemblerCast.hpp: f16v8tof8, f8v4tof16, 2 bundles per 8 values); ESTIMATE: one f16v4mul per 4 for the scale, CastSupervisor fixed costs"
            }
            Codelet::Cast { from, to } if from.is_f8() || to.is_f8() => {
                "ESTIMATE: poplibs CastSupervisor/castWorkerFloatCycles plus one cycle per vector for the scale"
            }
            Codelet::Cast {
                from: DType::BF16, ..
            } => {
                "ESTIMATE: CastSupervisor overheads; bf16 to f32 is a 16-bit shift, two sort4x16 with a zero register per 4 elements (as the f16 widening)"
            }
            Codelet::Cast {
                to: DType::BF16, ..
            } => {
                "ESTIMATE: CastSupervisor overheads; f32 to bf16 rounds to nearest even in integer instructions, four per element on the worker's 32-bit integer path"
            }
            Codelet::Cast { from, to } if from.is_integer() || to.is_integer() => {
                "ESTIMATE: CastSupervisor overheads; one conversion instruction per element on the worker's 32-bit path (4 per 4 elements)"
            }
            Codelet::Cast { .. } => "poplibs CastSupervisor / castWorkerFloatCycles",
            Codelet::Add { dtype: DType::I32 }
            | Codelet::Mul { dtype: DType::I32 }
            | Codelet::Sub { dtype: DType::I32 }
            | Codelet::Max { dtype: DType::I32 } => {
                "poplibs binaryOpPerfInfo ADD/MULTIPLY/SUBTRACT/MAXIMUM INT {7, false, 1}; ESTIMATE: the float BinaryOp1DSupervisor fixed costs"
            }
            Codelet::Add { .. } | Codelet::Mul { .. } | Codelet::Sub { .. } => {
                "poplibs BinaryOp1DSupervisor, binaryOpPerfInfo ADD/MULTIPLY/SUBTRACT"
            }
            Codelet::MulScalar { .. } => {
                "poplibs BroadcastScalar1D, broadcastArithmetic1DCycleEstimate, broadcastOpPerfInfo MULTIPLY"
            }
            Codelet::Max { .. } => "poplibs BinaryOp1DSupervisor, binaryOpPerfInfo MAXIMUM",
            Codelet::Neg { .. } => {
                "poplibs BinaryOp1DSupervisor fixed costs; ESTIMATE: NEGATE at one vector per cycle (sign-bit xor)"
            }
            Codelet::Div { .. } => {
                "poplibs BinaryOp1DSupervisor, binaryOpPerfInfo DIVIDE (half 21 per 4, float 10 per 2)"
            }
            Codelet::Exp { .. } => {
                "poplibs BinaryOp1DSupervisor fixed costs, unaryOpPerfInfo EXPONENT (half 4 per 4, float 6 per 2)"
            }
            Codelet::Sqrt { .. } => {
                "poplibs BinaryOp1DSupervisor fixed costs, unaryOpPerfInfo SQRT (half 23 per 4, float 10 per 2)"
            }
            Codelet::Rsqrt { .. } => {
                "poplibs BinaryOp1DSupervisor fixed costs, unaryOpPerfInfo RSQRT (half 19 per 4, float 8 per 2)"
            }
            Codelet::Tanh { .. } => {
                "poplibs BinaryOp1DSupervisor fixed costs, unaryOpPerfInfo TANH (half 4 per 4, float 12 per 2)"
            }
            Codelet::Gelu { .. } => {
                "poplibs NonLinearityLoop_gelu.S (half, 8 bundles per vector) / NonLinearity1D_gelu.S (float, 11 bundles + 2 f32tanh at 5), BinaryOp1DSupervisor fixed costs"
            }
            Codelet::SoftmaxMax { .. } => {
                "ESTIMATE: poplibs binaryOpPerfInfo MAXIMUM per vector, per-row setup"
            }
            Codelet::SoftmaxSubExp { .. } => {
                "ESTIMATE: poplibs SUBTRACT + EXPONENT per vector, per-row setup"
            }
            Codelet::SoftmaxSum { .. } => "ESTIMATE: poplibs ADD per vector, per-row setup",
            Codelet::SoftmaxScale { .. } => {
                "ESTIMATE: poplibs INVERSE once per row + MULTIPLY per vector"
            }
            Codelet::ReduceAdd { .. } | Codelet::ReduceMax { .. } => {
                "poplibs getCyclesEstimateForStridedReduce (STRIDED_REDUCE worker vertex, ReductionSpecial3.S)"
            }
            Codelet::Compare {
                dtype: DType::F16 | DType::F32,
                ..
            } => {
                "poplibs BinaryOp1DSupervisor, binaryOpPerfInfo EQUAL/NOT_EQUAL/LESS_THAN/... (per 4 elements)"
            }
            Codelet::Compare { .. } => {
                "poplibs binaryOpPerfInfo EQUAL/.../LESS_THAN_EQUAL INT and BOOL (per 4 elements); ESTIMATE: the float BinaryOp1DSupervisor fixed costs"
            }
            Codelet::Select { .. } => {
                "poplibs Select estimator (5 + 6 + 5 per element, one worker); ESTIMATE: the elements split over the workers"
            }
            Codelet::And | Codelet::Or => {
                "poplibs binaryOpPerfInfo LOGICAL_AND/LOGICAL_OR BOOL {5, false, 4}; ESTIMATE: the half BinaryOp1DSupervisor fixed costs"
            }
            Codelet::Not => {
                "ESTIMATE: poplibs unaryOpInPlacePerfInfo LOGICAL_NOT BOOL (17 per vector of 4) on the half fixed costs"
            }
            Codelet::ArgMax { .. } | Codelet::ArgMin { .. } => {
                "ESTIMATE: per element a load, a compare and a conditional move (3 worker cycles), per-row setup"
            }
            Codelet::GatherRows { .. } => {
                "ESTIMATE: per row an index load and clamp (row setup), then one 64-bit load and store per 8 bytes"
            }
            Codelet::Copy { .. } => {
                "poplibs getDynamicSlice1DEstimate (one region) overheads; ESTIMATE: one 32-bit word per 2 worker cycles, runs being only 4-byte aligned"
            }
            Codelet::BroadcastRows { .. } => {
                "poplibs getFill2DCycleEstimate (float) per row piece and 64-bit store, plus a load of the row's value; ESTIMATE: the elements split over the workers in equal ranges"
            }
        }
    }

    /// Fails with [`Error::Shape`] (user input) if the codelet cannot run this call on this
    /// target: a zero size, an unsupported type, f8 on a target without an f8 AMP.
    pub fn validate(&self, target: &Target, s: &CodeletShape) -> Result<()> {
        let bad = |message: String| {
            Err(Error::Shape {
                codelet: self.static_name(),
                message,
            })
        };
        let float = |d: DType| matches!(d, DType::F16 | DType::F32);
        match *self {
            Codelet::GemmAmp { input, output } => {
                if !matches!(output, DType::F16 | DType::F32)
                    || (input == DType::F32 && output != DType::F32)
                {
                    return bad(format!(
                        "input {} / output {} is not an AMP type pair",
                        input.mlir_name(),
                        output.mlir_name()
                    ));
                }
                if input.is_f8() && target.amp.f8_macs_per_cycle == 0 {
                    return bad(format!("target '{}' has no f8 AMP", target.name));
                }
                if input == DType::F32 && target.amp.f32_macs_per_cycle == 0 {
                    return bad(format!("target '{}' has no f32 AMP", target.name));
                }
            }
            Codelet::Cast { from, to } => {
                let ok = (float(from) && float(to) && from != to)
                    || (from.is_integer() && (float(to) || to.is_integer()) && from != to)
                    || (to.is_integer() && float(from))
                    || (from.is_f8() != to.is_f8() && (float(from) || float(to)))
                    || matches!(
                        (from, to),
                        (DType::BF16, DType::F32) | (DType::F32, DType::BF16)
                    );
                if !ok {
                    return bad(format!(
                        "no cast from {} to {}",
                        from.mlir_name(),
                        to.mlir_name()
                    ));
                }
            }
            Codelet::Add { dtype: DType::I32 }
            | Codelet::Mul { dtype: DType::I32 }
            | Codelet::Sub { dtype: DType::I32 }
            | Codelet::Max { dtype: DType::I32 } => {}
            Codelet::Compare { dtype, .. } | Codelet::Select { dtype }
                if !(float(dtype) || dtype.is_integer()) =>
            {
                return bad(format!(
                    "{} is not supported (f16, f32, i32 or i1 only)",
                    dtype.mlir_name()
                ));
            }
            Codelet::ArgMax { dtype }
            | Codelet::ArgMin { dtype }
            | Codelet::GatherRows { dtype }
                if !(float(dtype) || dtype == DType::I32) =>
            {
                return bad(format!(
                    "{} is not supported (f16, f32 or i32 only)",
                    dtype.mlir_name()
                ));
            }
            Codelet::Add { dtype }
            | Codelet::Mul { dtype }
            | Codelet::MulScalar { dtype }
            | Codelet::Sub { dtype }
            | Codelet::Max { dtype }
            | Codelet::Neg { dtype }
            | Codelet::Div { dtype }
            | Codelet::Exp { dtype }
            | Codelet::Sqrt { dtype }
            | Codelet::Rsqrt { dtype }
            | Codelet::Tanh { dtype }
            | Codelet::Gelu { dtype }
            | Codelet::SoftmaxMax { dtype }
            | Codelet::SoftmaxSubExp { dtype }
            | Codelet::SoftmaxSum { dtype }
            | Codelet::SoftmaxScale { dtype }
            | Codelet::ReduceAdd { dtype }
            | Codelet::ReduceMax { dtype }
                if !float(dtype) =>
            {
                return bad(format!(
                    "{} is not supported (f16 or f32 only)",
                    dtype.mlir_name()
                ));
            }
            _ => {}
        }
        if let Codelet::BroadcastRows { dtype } = *self
            && dtype != DType::F32
        {
            return bad(format!("{} is not supported (f32 only)", dtype.mlir_name()));
        }
        if matches!(self, Codelet::Copy { .. }) && s.m != 1 {
            return bad(format!("m must be 1 (got m={})", s.m));
        }
        let (needs, what): (&[u32], &str) = match self {
            Codelet::GemmAmp { .. } => (&[s.m, s.n, s.k], "m, n and k"),
            Codelet::RearrangeToAmp { .. } => (&[s.m, s.k], "m and k"),
            Codelet::ReduceAdd { .. } | Codelet::ReduceMax { .. } => (&[s.n, s.k], "n and k"),
            Codelet::GatherRows { .. } => (&[s.m, s.n, s.k], "m, n and k"),
            _ => (&[s.m, s.n], "m and n"),
        };
        if needs.contains(&0) {
            return bad(format!(
                "{what} must be at least 1 (got m={}, n={}, k={})",
                s.m, s.n, s.k
            ));
        }
        // No operand of a real call comes near this (a tile holds well under 2^20 words);
        // the bound keeps every size and cycle formula inside u64 for any (corrupt) shape.
        let (m, n, k) = (u64::from(s.m), u64::from(s.n), u64::from(s.k));
        if [m * n, m * k, n * k]
            .iter()
            .any(|&e| e > MAX_OPERAND_ELEMENTS)
        {
            return bad(format!(
                "m={}, n={}, k={} gives an operand of over 2^32 elements",
                s.m, s.n, s.k
            ));
        }
        Ok(())
    }

    /// Tile cycles of one call at the target's clock with every worker context working (module
    /// doc). Errors as [`Codelet::validate`]. Monotone non-decreasing in every size.
    pub fn cycles(&self, target: &Target, s: &CodeletShape) -> Result<u64> {
        self.cycles_with_workers(target, s, target.worker_contexts)
    }

    /// Tile cycles of one call whose work is split over `workers` workers (`1..=worker_contexts`;
    /// a call's `workers` field). Fewer workers do not run faster: the barrel still gives each
    /// worker one issue slot in `worker_contexts` cycles, so each worker's share of the work
    /// grows and the other slots idle. Errors as [`Codelet::validate`], and with
    /// [`Error::Shape`] for a worker count outside `1..=worker_contexts`.
    pub fn cycles_with_workers(
        &self,
        target: &Target,
        s: &CodeletShape,
        workers: u32,
    ) -> Result<u64> {
        self.validate(target, s)?;
        if workers == 0 || workers > target.worker_contexts {
            return Err(Error::Shape {
                codelet: self.static_name(),
                message: format!(
                    "{workers} workers; the target has {} worker contexts",
                    target.worker_contexts
                ),
            });
        }
        // `w`: the barrel's length (one issue slot per worker every `w` cycles); `ws`: the
        // workers the call's work is split over.
        let w = u64::from(target.worker_contexts);
        let ws = u64::from(workers);
        let (m, n, k) = (u64::from(s.m), u64::from(s.n), u64::from(s.k));
        // Work split over workers: `items` units, each costing `per_item` worker cycles.
        let split = |items: u64, per_item: u64, fixed: u64| fixed + items.div_ceil(ws) * per_item;
        let fixed = |d: DType| {
            if d.bytes() == 4 {
                ELEMENTWISE_WORKER_FIXED_FLOAT
            } else {
                ELEMENTWISE_WORKER_FIXED_HALF
            }
        };
        let elementwise = |d: DType, per_vector: u64| {
            let per_worker = (m * n).div_ceil(ws);
            ELEMENTWISE_SUPERVISOR
                + w * (fixed(d) + per_worker.div_ceil(d.per_vector()) * per_vector)
        };
        // Row-wise: rows split over workers, each row `ROW_OVERHEAD + vectors × per_vector`.
        let rowwise = |d: DType, per_vector: u64, per_row_extra: u64| {
            let per_row = ROW_OVERHEAD + per_row_extra + n.div_ceil(d.per_vector()) * per_vector;
            ELEMENTWISE_SUPERVISOR + w * split(m, per_row, fixed(d))
        };
        // Integer and boolean ops: `per_loop` worker cycles per `per` elements, on the float
        // (4-byte) or half fixed costs.
        let int_elementwise = |fixed: u64, per: u64, per_loop: u64| {
            let per_worker = (m * n).div_ceil(ws);
            ELEMENTWISE_SUPERVISOR + w * (fixed + per_worker.div_ceil(per) * per_loop)
        };
        let cycles = match *self {
            // `binaryOpPerfInfo` ADD/SUBTRACT/MULTIPLY/MAXIMUM INT {7, false, 1}.
            Codelet::Add { dtype: DType::I32 }
            | Codelet::Mul { dtype: DType::I32 }
            | Codelet::Sub { dtype: DType::I32 }
            | Codelet::Max { dtype: DType::I32 } => {
                int_elementwise(ELEMENTWISE_WORKER_FIXED_FLOAT, 1, 7)
            }
            Codelet::Compare { dtype, direction } => {
                use CompareDirection::*;
                // `binaryOpPerfInfo`, cycles per 4 elements.
                let per4 = match (dtype, direction) {
                    (DType::F32, Ne) => 20,
                    (DType::F32, _) => 14,
                    (DType::F16, Ne) => 11,
                    (DType::F16, _) => 9,
                    (DType::I32, Ge | Le) => 26,
                    (DType::I32, _) => 22,
                    (DType::Bool, Eq) => 6,
                    (DType::Bool, Ne) => 5,
                    (DType::Bool, Gt) => 31,
                    (_, _) => 28,
                };
                int_elementwise(fixed(dtype), 4, per4)
            }
            // `selectCycles`: 6 + 5 per element per worker, 5 per vertex.
            Codelet::Select { .. } => 5 + w * (6 + (m * n).div_ceil(ws) * 5),
            Codelet::And | Codelet::Or => int_elementwise(ELEMENTWISE_WORKER_FIXED_HALF, 4, 5),
            Codelet::Not => int_elementwise(ELEMENTWISE_WORKER_FIXED_HALF, 4, 17),
            Codelet::ArgMax { dtype } | Codelet::ArgMin { dtype } => {
                ELEMENTWISE_SUPERVISOR + w * split(m, ROW_OVERHEAD + 3 * n, fixed(dtype))
            }
            // Rows split over workers; each row a clamped index, then its bytes copied with
            // 64-bit loads and stores (2 worker cycles per 8 bytes).
            Codelet::GatherRows { dtype } => {
                let row = (n * u64::from(dtype.bytes())).div_ceil(8);
                ELEMENTWISE_SUPERVISOR + w * split(m, ROW_OVERHEAD + 2 * row, fixed(dtype))
            }
            Codelet::GemmAmp { input, output } => {
                let amp = &target.amp;
                let (macs, bk) = (
                    u64::from(amp.macs_per_cycle(input)),
                    u64::from(amp.block_k(input)),
                );
                let bn = u64::from(amp.block_n);
                let passes = n.div_ceil(bn) * k.div_ceil(bk);
                let weight_load =
                    (bn * bk * u64::from(input.bytes())).div_ceil(AMP_WEIGHT_LOAD_BYTES_PER_CYCLE);
                // Per output row and pass, each worker needs `bn × bk` MACs at its 1/w share of
                // the AMP: `w × bn × bk / macs` tile cycles.
                let row = (w * bn * bk).div_ceil(macs);
                let o = AmpOverheads::of(input);
                let per_pass = o.per_pass
                    + weight_load
                    + w * o.worker_per_pass
                    + o.tag_per_pass
                    + m.div_ceil(ws) * row;
                // f8 sums are f16; an f32 output widens them once at the end, two per
                // worker instruction (ESTIMATE: `f16v2tof32`), each worker its rows.
                let widen = if input.is_f8() && output == DType::F32 {
                    w * m.div_ceil(ws) * n.div_ceil(2)
                } else {
                    0
                };
                o.call
                    + n.div_ceil(bn) * o.per_n_block
                    + k.div_ceil(bk) * o.per_k_block
                    + passes * per_pass
                    + widen
            }
            Codelet::RearrangeToAmp { dtype } => {
                let bk = u64::from(target.amp.block_k(dtype));
                // One 64-bit load and one store (2 worker cycles) per 8 bytes of the padded row.
                let row_vectors = (k.div_ceil(bk) * bk * u64::from(dtype.bytes())).div_ceil(8);
                ELEMENTWISE_SUPERVISOR
                    + w * split(
                        m,
                        ROW_OVERHEAD + 2 * row_vectors,
                        ELEMENTWISE_WORKER_FIXED_HALF,
                    )
            }
            Codelet::Cast { from, to } => {
                // Vectors of 4 elements at 2 worker cycles, plus 1 for the scale with f8;
                // f32 → bf16 rounds in integer instructions, 4 per element (ESTIMATE). f16 ↔ f8:
                // poplibs' pipelined loops convert 8 values in 2 bundles (`f16v8tof8` with
                // `ldst64pace`; two `f8v4tof16`), 1 per 4, plus 1 per 4 for our scale (an
                // `f16v4mul`, ESTIMATE: poplar's FP8 scale is metadata the conversion applies;
                // ours is any f32).
                let f16_f8 =
                    (from.is_f8() && to == DType::F16) || (from == DType::F16 && to.is_f8());
                let per4 = if to == DType::BF16 {
                    16
                } else if from.is_integer() || to.is_integer() {
                    4
                } else if f16_f8 {
                    1 + 1
                } else if from.is_f8() || to.is_f8() {
                    3
                } else {
                    2
                };
                let per_worker = (m * n).div_ceil(ws);
                CAST_SUPERVISOR
                    + w * (CAST_WORKER_FIXED + per_worker.div_ceil(4) * per4 + CAST_REMAINDER)
            }
            Codelet::Add { dtype }
            | Codelet::Mul { dtype }
            | Codelet::Sub { dtype }
            | Codelet::Neg { dtype } => elementwise(dtype, 1 + VECTOR_LOOP_OVERHEAD),
            Codelet::MulScalar { dtype } => {
                let per_worker = (m * n).div_ceil(ws);
                ELEMENTWISE_SUPERVISOR
                    + w * (BROADCAST_SCALAR_WORKER_FIXED
                        + per_worker.div_ceil(dtype.per_vector()) * BROADCAST_SCALAR_PER_VECTOR)
            }
            // poplibs `binaryOpPerfInfo`: MAXIMUM {3, false, 2} float, {4, false, 4} half;
            // DIVIDE {10, false, 2} float, {21, false, 4} half: cycles per unrolled loop of one
            // 64-bit vector, no loop overhead added (`naturalVectorWidth` false).
            Codelet::Max { dtype } => elementwise(dtype, if dtype == DType::F32 { 3 } else { 4 }),
            Codelet::Div { dtype } => elementwise(dtype, if dtype == DType::F32 { 10 } else { 21 }),
            // `unaryOpPerfInfo` EXPONENT {6, false, 2} float, {4, false, 4} half; as above, the
            // loop's overhead is inside the figure.
            Codelet::Exp { dtype } => elementwise(dtype, if dtype == DType::F32 { 6 } else { 4 }),
            // `unaryOpPerfInfo` SQRT {10, false, 2} float, {23, false, 4} half; RSQRT {8, false,
            // 2} float, {19, false, 4} half (lib/popops/popopsCycleEstimators.hpp).
            Codelet::Sqrt { dtype } => {
                elementwise(dtype, if dtype == DType::F32 { 10 } else { 23 })
            }
            Codelet::Rsqrt { dtype } => {
                elementwise(dtype, if dtype == DType::F32 { 8 } else { 19 })
            }
            // `unaryOpPerfInfo` TANH {12, false, 2} float, {4, false, 4} half.
            Codelet::Tanh { dtype } => elementwise(dtype, if dtype == DType::F32 { 12 } else { 4 }),
            // The `rpt` bodies of poplibs' GELU assembly, one bundle per cycle: half
            // (`NONLINEARITY_GELU_HALF`, lib/popnn/codelets/asm/NonLinearityLoop_gelu.S) 8
            // bundles per 64-bit vector, two of them `f16v2tanh` (1 cycle each: popnn
            // `getNonLinearityOpCycles` TANH half); float (lib/popnn/codelets/asm/
            // NonLinearity1D_gelu.S) 13 bundles per vector of 2, two of them `f32tanh` at 5
            // cycles each (TANH float, "worst-case cycles from arch_man"): 11 + 2 × 5.
            Codelet::Gelu { dtype } => elementwise(dtype, gelu_cycles_per_vector(dtype)),
            // MAXIMUM half {4, false, 4}; float {4, false, 2}: 4 per vector either way.
            Codelet::SoftmaxMax { dtype } => rowwise(dtype, 4, 0),
            // SUBTRACT 1 + EXPONENT (half 4 per 4, float 6 per 2) + overhead.
            Codelet::SoftmaxSubExp { dtype } => {
                let exp = if dtype == DType::F32 { 6 } else { 4 };
                rowwise(dtype, 1 + exp + VECTOR_LOOP_OVERHEAD, 0)
            }
            Codelet::SoftmaxSum { dtype } => rowwise(dtype, 1 + VECTOR_LOOP_OVERHEAD, 0),
            // INVERSE once per row (half 15 per 4, float 6 per 2), then MULTIPLY per vector.
            Codelet::SoftmaxScale { dtype } => {
                let inverse = if dtype == DType::F32 { 6 } else { 15 };
                rowwise(dtype, 1 + VECTOR_LOOP_OVERHEAD, inverse)
            }
            // poplibs' STRIDED_REDUCE worker vertex (`getCyclesEstimateForStridedReduce`,
            // lib/popops/reduction/CycleEstimationFunctions.cpp; its assembly
            // ReductionSpecial3.S): 64-bit output vectors split over the workers, each worker
            // `3 + 2` entry/exit and `6 + 5` loop setup, then per output vector an outer loop of
            // `3 + post + 3 + (k - 1)`: one cycle per further partial in the `rpt`, `post` the
            // loop completion and result store.
            Codelet::ReduceAdd { dtype } | Codelet::ReduceMax { dtype } => {
                let vectors = n.div_ceil(dtype.per_vector());
                let max = matches!(self, Codelet::ReduceMax { .. });
                let per_vector = STRIDED_REDUCE_OUTER + strided_reduce_post(dtype, max) + k - 1;
                w * split(vectors, per_vector, STRIDED_REDUCE_FIXED)
            }
            // Words split over workers, one 32-bit load and store (2 worker cycles) each.
            Codelet::Copy { dtype } => {
                let words = (n * u64::from(dtype.bytes())).div_ceil(4);
                COPY_SUPERVISOR + w * split(words, 2, COPY_WORKER_FIXED)
            }
            // poplibs `getFill2DCycleEstimate` for float: 5, then per row piece `16 + 6 + 1 +
            // 1 - 3` and one cycle per 64-bit store; one more per piece to load its row's
            // value. The elements are split over the workers in equal ranges, each touching
            // at most `ceil(m / workers) + 1` row pieces.
            Codelet::BroadcastRows { dtype } => {
                let per_worker = (m * n).div_ceil(ws);
                let pieces = m.div_ceil(ws) + 1;
                ELEMENTWISE_SUPERVISOR
                    + w * (5
                        + pieces * (16 + 6 + 1 + 1 - 3 + 1)
                        + per_worker.div_ceil(dtype.per_vector()))
            }
        };
        Ok(cycles)
    }

    /// Multiply-accumulates the call performs usefully (unpadded), for efficiency figures; 0 for
    /// codelets that are not matrix products.
    pub fn macs(&self, s: &CodeletShape) -> u64 {
        match self {
            Codelet::GemmAmp { .. } => u64::from(s.m) * u64::from(s.n) * u64::from(s.k),
            _ => 0,
        }
    }

    /// What the call reads and writes, with padding, alignment and region (module doc,
    /// *Layouts*). Errors as [`Codelet::validate`].
    pub fn memory_contract(&self, target: &Target, s: &CodeletShape) -> Result<MemoryContract> {
        self.validate(target, s)?;
        let (m, n, k) = (u64::from(s.m), u64::from(s.n), u64::from(s.k));
        let op =
            |name, usage, dtype: DType, layout, elements: u64, align, region| OperandContract {
                name,
                usage,
                dtype,
                layout,
                elements,
                bytes: elements * u64::from(dtype.bytes()),
                align,
                region,
            };
        let amp_bk = |d: DType| u64::from(target.amp.block_k(d));
        let operands = match *self {
            Codelet::GemmAmp { input, output } => {
                let (bk, bn) = (amp_bk(input), u64::from(target.amp.block_n));
                let kp = k.div_ceil(bk) * bk;
                vec![
                    // Activations stream through 128-bit loads: interleaved memory, 16-byte aligned.
                    op(
                        "lhs",
                        Use::Read,
                        input,
                        Layout::Amp,
                        m * kp,
                        16,
                        Some(Region::Interleaved),
                    ),
                    op(
                        "rhs",
                        Use::Read,
                        input,
                        Layout::AmpWeights,
                        kp * n.div_ceil(bn) * bn,
                        8,
                        None,
                    ),
                    op("out", Use::Write, output, Layout::RowMajor, m * n, 8, None),
                ]
            }
            Codelet::RearrangeToAmp { dtype } => {
                let kp = k.div_ceil(amp_bk(dtype)) * amp_bk(dtype);
                vec![
                    op("in", Use::Read, dtype, Layout::RowMajor, m * k, 4, None),
                    op(
                        "out",
                        Use::Write,
                        dtype,
                        Layout::Amp,
                        m * kp,
                        16,
                        Some(Region::Interleaved),
                    ),
                ]
            }
            Codelet::Cast { from, to } => vec![
                op("in", Use::Read, from, Layout::RowMajor, m * n, 8, None),
                op("scale", Use::Read, DType::F32, Layout::PerRow, 1, 4, None),
                op("out", Use::Write, to, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::Add { dtype }
            | Codelet::Mul { dtype }
            | Codelet::Sub { dtype }
            | Codelet::Max { dtype }
            | Codelet::Div { dtype } => vec![
                op("lhs", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("rhs", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::MulScalar { dtype } => vec![
                op("in", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("scale", Use::Read, dtype, Layout::PerRow, 1, 4, None),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::Gelu { dtype }
            | Codelet::Neg { dtype }
            | Codelet::Exp { dtype }
            | Codelet::Sqrt { dtype }
            | Codelet::Rsqrt { dtype }
            | Codelet::Tanh { dtype } => vec![
                op("in", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::SoftmaxMax { dtype } => vec![
                op("in", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("max", Use::Write, DType::F32, Layout::PerRow, m, 4, None),
            ],
            Codelet::SoftmaxSubExp { dtype } => vec![
                op("in", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("max", Use::Read, DType::F32, Layout::PerRow, m, 4, None),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::SoftmaxSum { dtype } => vec![
                op("in", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("sum", Use::Write, DType::F32, Layout::PerRow, m, 4, None),
            ],
            Codelet::SoftmaxScale { dtype } => vec![
                op(
                    "inout",
                    Use::ReadWrite,
                    dtype,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op("sum", Use::Read, DType::F32, Layout::PerRow, m, 4, None),
            ],
            Codelet::ReduceAdd { dtype } | Codelet::ReduceMax { dtype } => vec![
                op(
                    "partials",
                    Use::Read,
                    dtype,
                    Layout::RowMajor,
                    k * n,
                    8,
                    None,
                ),
                op("out", Use::Write, dtype, Layout::RowMajor, n, 8, None),
            ],
            Codelet::Compare { dtype, .. } => vec![
                op("lhs", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("rhs", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op(
                    "out",
                    Use::Write,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
            ],
            Codelet::Select { dtype } => vec![
                op(
                    "pred",
                    Use::Read,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op(
                    "on_true",
                    Use::Read,
                    dtype,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op(
                    "on_false",
                    Use::Read,
                    dtype,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::And | Codelet::Or => vec![
                op(
                    "lhs",
                    Use::Read,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op(
                    "rhs",
                    Use::Read,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op(
                    "out",
                    Use::Write,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
            ],
            Codelet::Not => vec![
                op(
                    "in",
                    Use::Read,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
                op(
                    "out",
                    Use::Write,
                    DType::Bool,
                    Layout::RowMajor,
                    m * n,
                    8,
                    None,
                ),
            ],
            Codelet::ArgMax { dtype } | Codelet::ArgMin { dtype } => vec![
                op("in", Use::Read, dtype, Layout::RowMajor, m * n, 8, None),
                op("out", Use::Write, DType::I32, Layout::PerRow, m, 4, None),
            ],
            Codelet::GatherRows { dtype } => vec![
                op("table", Use::Read, dtype, Layout::RowMajor, k * n, 8, None),
                op("ids", Use::Read, DType::I32, Layout::PerRow, m, 4, None),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
            Codelet::Copy { dtype } => {
                // Whole words: the last word's tail (block padding) is copied too.
                let bytes = (n * u64::from(dtype.bytes())).div_ceil(4) * 4;
                let word_op = |name, usage| OperandContract {
                    bytes,
                    ..op(name, usage, dtype, Layout::RowMajor, n, 4, None)
                };
                vec![word_op("in", Use::Read), word_op("out", Use::Write)]
            }
            Codelet::BroadcastRows { dtype } => vec![
                op("in", Use::Read, dtype, Layout::PerRow, m, 4, None),
                op("out", Use::Write, dtype, Layout::RowMajor, m * n, 8, None),
            ],
        };
        Ok(MemoryContract { operands })
    }

    fn static_name(&self) -> &'static str {
        match self {
            Codelet::GemmAmp { .. } => "gemm_amp",
            Codelet::RearrangeToAmp { .. } => "rearrange_row_major_to_amp",
            Codelet::Cast { .. } => "cast",
            Codelet::Add { .. } => "add",
            Codelet::Mul { .. } => "mul",
            Codelet::MulScalar { .. } => "mul_scalar",
            Codelet::Sub { .. } => "sub",
            Codelet::Max { .. } => "max",
            Codelet::Neg { .. } => "neg",
            Codelet::Div { .. } => "div",
            Codelet::Exp { .. } => "exp",
            Codelet::Sqrt { .. } => "sqrt",
            Codelet::Rsqrt { .. } => "rsqrt",
            Codelet::Tanh { .. } => "tanh",
            Codelet::Gelu { .. } => "gelu",
            Codelet::SoftmaxMax { .. } => "softmax_max",
            Codelet::SoftmaxSubExp { .. } => "softmax_sub_exp",
            Codelet::SoftmaxSum { .. } => "softmax_sum",
            Codelet::SoftmaxScale { .. } => "softmax_scale",
            Codelet::ReduceAdd { .. } => "reduce_add",
            Codelet::ReduceMax { .. } => "reduce_max",
            Codelet::Compare { .. } => "compare",
            Codelet::Select { .. } => "select",
            Codelet::And => "and",
            Codelet::Or => "or",
            Codelet::Not => "not",
            Codelet::ArgMax { .. } => "argmax",
            Codelet::ArgMin { .. } => "argmin",
            Codelet::GatherRows { .. } => "gather_rows",
            Codelet::Copy { .. } => "copy",
            Codelet::BroadcastRows { .. } => "broadcast_rows",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use DType::*;

    fn ipu21() -> Target {
        Target::builtin("ipu21").unwrap().unwrap()
    }

    fn shape(m: u32, n: u32, k: u32) -> CodeletShape {
        CodeletShape { m, n, k }
    }

    /// `check(codelet, shape, expect)`: cycles on ipu21.
    fn check(c: Codelet, s: CodeletShape, expect: u64) {
        assert_eq!(c.cycles(&ipu21(), &s).unwrap(), expect, "{}", c.name());
    }

    #[test]
    fn gemm_formula_by_hand() {
        // 81 × 192 × 160 f16 (a seed kernel's size, `r81 c192 k160`): passes 12 × 10 = 120;
        // weight load 16 × 16 × 2 / 8 = 64; rows ceil(81 / 6) = 14 at 6 × 256 / 64 = 24;
        // per pass 25 + 64 + 6 × 22 + 14 + 14 × 24 = 571; per k block 15; call 63.
        check(
            Codelet::GemmAmp {
                input: F16,
                output: F16,
            },
            shape(81, 192, 160),
            63 + 10 * 15 + 120 * 571,
        );
        // f8: k blocks of 32 (5), rows 6 × 512 / 128 = 24, weight load 16 × 32 / 8 = 64; per
        // pass 108 + 64 + 6 × 32 + 14 + 14 × 24 = 714; per n block 69; call 67.
        check(
            Codelet::GemmAmp {
                input: F8E4M3,
                output: F16,
            },
            shape(81, 192, 160),
            67 + 12 * 69 + 60 * 714,
        );
    }

    #[test]
    fn fewer_workers_take_longer_at_the_same_barrel() {
        // 81 rows over 3 workers: 27 rows each at 24 cycles (the barrel still gives each worker
        // one slot in 6), against 14 rows over 6 workers (`gemm_formula_by_hand`).
        let t = ipu21();
        let gemm = Codelet::GemmAmp {
            input: F16,
            output: F16,
        };
        let s = shape(81, 192, 160);
        assert_eq!(
            gemm.cycles_with_workers(&t, &s, 3).unwrap(),
            63 + 10 * 15 + 120 * (25 + 64 + 132 + 14 + 27 * 24)
        );
        assert_eq!(
            gemm.cycles_with_workers(&t, &s, 6).unwrap(),
            gemm.cycles(&t, &s).unwrap()
        );
        let add = Codelet::Add { dtype: F16 };
        let e = shape(40, 50, 0);
        assert!(add.cycles_with_workers(&t, &e, 1).unwrap() > add.cycles(&t, &e).unwrap());
        assert!(add.cycles_with_workers(&t, &e, 0).is_err());
        assert!(add.cycles_with_workers(&t, &e, 7).is_err());
    }

    #[test]
    fn f32_gemm_formula_by_hand() {
        // 81 × 192 × 160 f32 at 16 MACs per cycle, k blocks of 8: passes 12 × 20 = 240;
        // weight load 16 × 8 × 4 / 8 = 64; rows 14 at 6 × 16 × 8 / 16 = 48.
        check(
            Codelet::GemmAmp {
                input: F32,
                output: F32,
            },
            shape(81, 192, 160),
            50 + 240 * (24 + 64 + 186 + 14 * 48),
        );
        // An f32 product is four times the f16 one's AMP work.
        let t = ipu21();
        let s = shape(600, 256, 512);
        let f32 = Codelet::GemmAmp {
            input: F32,
            output: F32,
        };
        assert!(f32.cycles(&t, &s).unwrap() > f32.macs(&s) / 16);
        let c = f32.memory_contract(&t, &shape(5, 20, 12)).unwrap();
        // k padded to 16 (two blocks of 8), n to 32.
        assert_eq!(c.operands[0].elements, 5 * 16);
        assert_eq!(c.operands[1].elements, 16 * 32);
        assert_eq!(c.operands[2].bytes, 5 * 20 * 4);
    }

    #[test]
    fn integer_and_predicate_codelets_follow_poplibs_tables() {
        // 2000 elements, 334 per worker. `binaryOpPerfInfo`: ADD INT {7, false, 1} on the
        // float fixed cost; LESS_THAN FLOAT {14, false, 4}, NOT_EQUAL FLOAT 20, GREATER_THAN_EQUAL
        // INT 26 per 4; LOGICAL_AND BOOL {5, false, 4} on the half fixed cost; `selectCycles`
        // 6 + 5 per element per worker plus 5.
        let s = shape(40, 50, 0);
        check(Codelet::Add { dtype: I32 }, s, 11 + 6 * (41 + 334 * 7));
        check(Codelet::Mul { dtype: I32 }, s, 11 + 6 * (41 + 334 * 7));
        let cmp = |dtype, direction| Codelet::Compare { dtype, direction };
        check(cmp(F32, CompareDirection::Lt), s, 11 + 6 * (41 + 84 * 14));
        check(cmp(F32, CompareDirection::Ne), s, 11 + 6 * (41 + 84 * 20));
        check(cmp(I32, CompareDirection::Ge), s, 11 + 6 * (41 + 84 * 26));
        check(cmp(F16, CompareDirection::Gt), s, 11 + 6 * (32 + 84 * 9));
        check(Codelet::And, s, 11 + 6 * (32 + 84 * 5));
        check(Codelet::Select { dtype: F32 }, s, 5 + 6 * (6 + 334 * 5));
        // 40 rows of 50 over 6 workers: 7 rows each of 6 + 3 × 50 worker cycles.
        check(Codelet::ArgMax { dtype: F32 }, s, 11 + 6 * (41 + 7 * 156));
        // Integer codelets have no AMP or float-only forms.
        let t = ipu21();
        assert!(Codelet::Exp { dtype: I32 }.cycles(&t, &s).is_err());
        assert!(Codelet::Div { dtype: I32 }.cycles(&t, &s).is_err());
        assert!(Codelet::ArgMax { dtype: Bool }.cycles(&t, &s).is_err());
        assert!(Codelet::Cast { from: I32, to: F32 }.cycles(&t, &s).is_ok());
        // Every catalogue name reads back as its codelet.
        for c in Codelet::catalogue() {
            assert_eq!(Codelet::from_name(&c.name()), Some(c), "{}", c.name());
        }
    }

    #[test]
    fn sub_neg_cost_as_add_and_max_div_exp_follow_poplibs_tables() {
        let s = shape(40, 50, 0);
        for dtype in [F16, F32] {
            let add = Codelet::Add { dtype }.cycles(&ipu21(), &s).unwrap();
            for c in [Codelet::Sub { dtype }, Codelet::Neg { dtype }] {
                check(c, s, add);
            }
        }
        // 2000 elements, 334 per worker: f32 vectors of 2 (167), f16 of 4 (84). poplibs'
        // `binaryOpPerfInfo`: DIVIDE float 10 per 2, half 21 per 4; MAXIMUM float 3 per 2, half
        // 4 per 4; `unaryOpPerfInfo` EXPONENT half 4 per 4 (no loop overhead added to these).
        check(Codelet::Div { dtype: F32 }, s, 11 + 6 * (41 + 167 * 10));
        check(Codelet::Div { dtype: F16 }, s, 11 + 6 * (32 + 84 * 21));
        check(Codelet::Max { dtype: F32 }, s, 11 + 6 * (41 + 167 * 3));
        check(Codelet::Max { dtype: F16 }, s, 11 + 6 * (32 + 84 * 4));
        check(Codelet::Exp { dtype: F16 }, s, 11 + 6 * (32 + 84 * 4));
        // `unaryOpPerfInfo` SQRT float 10 per 2, half 23 per 4; RSQRT float 8 per 2, half 19
        // per 4.
        check(Codelet::Sqrt { dtype: F32 }, s, 11 + 6 * (41 + 167 * 10));
        check(Codelet::Sqrt { dtype: F16 }, s, 11 + 6 * (32 + 84 * 23));
        check(Codelet::Rsqrt { dtype: F32 }, s, 11 + 6 * (41 + 167 * 8));
        check(Codelet::Rsqrt { dtype: F16 }, s, 11 + 6 * (32 + 84 * 19));
        // `unaryOpPerfInfo` TANH float 12 per 2, half 4 per 4: f32 11 + 6 × (41 + 167 × 12),
        // f16 11 + 6 × (32 + 84 × 4).
        check(Codelet::Tanh { dtype: F32 }, s, 12_281);
        check(Codelet::Tanh { dtype: F16 }, s, 2_219);
        // 16 × 32 = 512 elements, 86 per worker: f32 43 vectors (11 + 6 × (41 + 43 × 12)),
        // f16 22 vectors (11 + 6 × (32 + 22 × 4)).
        check(Codelet::Tanh { dtype: F32 }, shape(16, 32, 0), 3_353);
        check(Codelet::Tanh { dtype: F16 }, shape(16, 32, 0), 731);
        let neg = Codelet::Neg { dtype: F32 }
            .memory_contract(&ipu21(), &s)
            .unwrap();
        assert_eq!(neg.operands.len(), 2);
        assert_eq!(neg.total_bytes(), 2 * 40 * 50 * 4);
    }

    #[test]
    fn reduce_max_costs_and_reads_as_reduce_add() {
        // Combining partial maxima is poplibs' strided reduce, as ADD: the same for half; for
        // float one cycle less per vector (`cyclesLoopPost` 2 + 2 against 3 + 2).
        let s = shape(0, 48, 3);
        for dtype in [F16, F32] {
            let add = Codelet::ReduceAdd { dtype };
            let max = Codelet::ReduceMax { dtype };
            let less = if dtype == F32 { 6 * 4 } else { 0 };
            check(max, s, add.cycles(&ipu21(), &s).unwrap() - less);
            assert_eq!(
                max.memory_contract(&ipu21(), &s).unwrap().total_bytes(),
                add.memory_contract(&ipu21(), &s).unwrap().total_bytes()
            );
            assert_eq!(Codelet::from_name(&max.name()), Some(max));
        }
        assert_eq!(Codelet::ReduceMax { dtype: F32 }.name(), "reduce_max_f32");
        assert!(
            Codelet::ReduceMax { dtype: F16 }
                .validate(&ipu21(), &shape(0, 48, 0))
                .is_err()
        );
    }

    #[test]
    fn gemm_efficiency_is_below_peak() {
        // Large calls approach but never exceed the AMP rate.
        let t = ipu21();
        let c = Codelet::GemmAmp {
            input: F16,
            output: F32,
        };
        for (m, n, k) in [(1, 1, 1), (96, 64, 64), (600, 256, 512)] {
            let s = shape(m, n, k);
            let ideal = c.macs(&s).div_ceil(64);
            let got = c.cycles(&t, &s).unwrap();
            assert!(got > ideal, "{m}x{n}x{k}: {got} <= {ideal}");
        }
        let s = shape(600, 256, 512);
        let eff = c.macs(&s) as f64 / 64.0 / c.cycles(&t, &s).unwrap() as f64;
        assert!(eff > 0.5 && eff < 1.0, "{eff}");
    }

    #[test]
    fn elementwise_formulas_by_hand() {
        // 6 × 1000 halves: 1000 per worker = 250 vectors at 3 cycles; 11 + 6 × (32 + 750).
        check(
            Codelet::Add { dtype: F16 },
            shape(6, 1000, 0),
            11 + 6 * (32 + 750),
        );
        check(
            Codelet::Mul { dtype: F32 },
            shape(6, 1000, 0),
            11 + 6 * (41 + 500 * 3),
        );
        // GELU: poplibs' assembly loop, 8 bundles per 4 halves; float 11 + 2 × 5 per 2.
        check(
            Codelet::Gelu { dtype: F16 },
            shape(6, 1000, 0),
            11 + 6 * (32 + 250 * 8),
        );
        check(
            Codelet::Gelu { dtype: F32 },
            shape(6, 1000, 0),
            11 + 6 * (41 + 500 * 21),
        );
        // A product with one scalar, poplibs' BroadcastScalar1D: 1000 halves per worker are
        // 250 vectors at 1 + 1, 20 fixed; 500 float vectors.
        check(
            Codelet::MulScalar { dtype: F16 },
            shape(6, 1000, 0),
            11 + 6 * (20 + 250 * 2),
        );
        check(
            Codelet::MulScalar { dtype: F32 },
            shape(6, 1000, 0),
            11 + 6 * (20 + 500 * 2),
        );
        // Cast f16 → f32 of 6000: 1000 per worker = 250 vectors at 2: 7 + 6 × (48 + 500 + 14).
        check(
            Codelet::Cast { from: F16, to: F32 },
            shape(6, 1000, 0),
            7 + 6 * (48 + 500 + 14),
        );
        // f16 → f8: poplibs' f16v8tof8 loop, 1 per 4, plus 1 per 4 for the scale; f32 → f8
        // stays 3 per 4 (ESTIMATE).
        check(
            Codelet::Cast {
                from: F16,
                to: F8E4M3,
            },
            shape(6, 1000, 0),
            7 + 6 * (48 + 500 + 14),
        );
        check(
            Codelet::Cast {
                from: F8E5M2,
                to: F16,
            },
            shape(6, 1000, 0),
            7 + 6 * (48 + 500 + 14),
        );
        check(
            Codelet::Cast {
                from: F32,
                to: F8E4M3,
            },
            shape(6, 1000, 0),
            7 + 6 * (48 + 750 + 14),
        );
    }

    #[test]
    fn rowwise_formulas_by_hand() {
        // 12 rows of 64 halves: 2 rows per worker, 16 vectors per row.
        check(
            Codelet::SoftmaxMax { dtype: F16 },
            shape(12, 64, 0),
            11 + 6 * (32 + 2 * (6 + 16 * 4)),
        );
        check(
            Codelet::SoftmaxSubExp { dtype: F16 },
            shape(12, 64, 0),
            11 + 6 * (32 + 2 * (6 + 16 * 7)),
        );
        check(
            Codelet::SoftmaxSum { dtype: F16 },
            shape(12, 64, 0),
            11 + 6 * (32 + 2 * (6 + 16 * 3)),
        );
        check(
            Codelet::SoftmaxScale { dtype: F16 },
            shape(12, 64, 0),
            11 + 6 * (32 + 2 * (6 + 15 + 16 * 3)),
        );
        // Reduce 3 partials of 48 halves (poplibs' strided reduce): 12 vectors, 2 per worker,
        // each `3 + (1 + 7) + 3 + (3 - 1)` = 16; 16 fixed per worker, no supervisor.
        check(
            Codelet::ReduceAdd { dtype: F16 },
            shape(0, 48, 3),
            6 * (16 + 2 * 16),
        );
        // Float: 24 vectors of 2, 4 per worker, `3 + (3 + 2) + 3 + 2` = 13 (MAX `2 + 2`: 12).
        check(
            Codelet::ReduceAdd { dtype: F32 },
            shape(0, 48, 3),
            6 * (16 + 4 * 13),
        );
        check(
            Codelet::ReduceMax { dtype: F32 },
            shape(0, 48, 3),
            6 * (16 + 4 * 12),
        );
        // Rearrange 12 rows of 20 halves: padded to 32 = 64 bytes = 8 vectors, 2 rows per worker.
        check(
            Codelet::RearrangeToAmp { dtype: F16 },
            shape(12, 0, 20),
            11 + 6 * (32 + 2 * (6 + 16)),
        );
    }

    #[test]
    fn copy_and_broadcast_rows_formulas_by_hand() {
        // poplibs getDynamicSlice1DEstimate overheads: supervisor 11 + 14, each worker 39 + 24.
        // 1000 halves = 500 words, 84 per worker at 2 cycles.
        check(
            Codelet::Copy { dtype: F16 },
            shape(1, 1000, 0),
            25 + 6 * (63 + 84 * 2),
        );
        // 3 f8 elements round up to one word.
        check(
            Codelet::Copy { dtype: F8E4M3 },
            shape(1, 3, 0),
            25 + 6 * (63 + 2),
        );
        // poplibs getFill2DCycleEstimate (float): 5, and per row piece 16 + 6 + 1 + 1 - 3 plus
        // one load of the row's value; 12 rows of 64 floats = 128 per worker = 64 vectors, at
        // most 2 + 1 row pieces each.
        check(
            Codelet::BroadcastRows { dtype: F32 },
            shape(12, 64, 0),
            11 + 6 * (5 + 3 * 22 + 64),
        );
        // One row of 1024: 171 floats per worker, 86 vectors, 2 pieces.
        check(
            Codelet::BroadcastRows { dtype: F32 },
            shape(1, 1024, 0),
            11 + 6 * (5 + 2 * 22 + 86),
        );
        let t = Target::resolve("ipu21").unwrap();
        assert!(
            Codelet::Copy { dtype: F16 }
                .validate(&t, &shape(2, 8, 0))
                .is_err(),
            "a copy is one run (m = 1)"
        );
        assert!(
            Codelet::BroadcastRows { dtype: F16 }
                .validate(&t, &shape(2, 8, 0))
                .is_err()
        );
        // A copy moves whole words: 3 halves are 8 bytes on both sides.
        let c = Codelet::Copy { dtype: F16 }
            .memory_contract(&t, &shape(1, 3, 0))
            .unwrap();
        assert_eq!(
            c.operands
                .iter()
                .map(|o| (o.bytes, o.align))
                .collect::<Vec<_>>(),
            [(8, 4), (8, 4)]
        );
    }

    #[test]
    fn contracts_pad_and_place() {
        let t = ipu21();
        let c = Codelet::GemmAmp {
            input: F16,
            output: F16,
        };
        let mc = c.memory_contract(&t, &shape(81, 190, 150)).unwrap();
        let lhs = &mc.operands[0];
        assert_eq!(
            (lhs.name, lhs.elements, lhs.bytes, lhs.align),
            ("lhs", 81 * 160, 81 * 160 * 2, 16)
        );
        assert_eq!(lhs.region, Some(Region::Interleaved));
        assert_eq!(
            mc.operands[1].elements,
            160 * 192,
            "weights padded in K and N"
        );
        assert_eq!(mc.operands[2].elements, 81 * 190, "output unpadded");
        let r = Codelet::RearrangeToAmp { dtype: F8E4M3 }
            .memory_contract(&t, &shape(73, 0, 40))
            .unwrap();
        assert_eq!(r.operands[1].elements, 73 * 64, "f8 K padded to 32");
        assert_eq!(r.total_bytes(), 73 * 40 + 73 * 64);
    }

    /// bf16 is a storage type: the catalogue converts it to and from f32 and computes
    /// nothing in it.
    #[test]
    fn bf16_only_converts_to_and_from_f32() {
        let t = ipu21();
        let cat = Codelet::catalogue();
        for (from, to) in [(BF16, F32), (F32, BF16)] {
            let c = Codelet::Cast { from, to };
            assert!(cat.contains(&c), "{c:?}");
            assert_eq!(Codelet::from_name(&c.name()), Some(c));
            assert!(c.cycles(&t, &shape(1, 4096, 0)).is_ok());
        }
        assert_eq!(
            Codelet::Cast {
                from: BF16,
                to: F32
            }
            .name(),
            "cast_bf16_to_f32"
        );
        assert!(!cat.iter().any(|c| matches!(
            c,
            Codelet::Cast {
                from: BF16,
                to: F16
            } | Codelet::Cast {
                from: F16,
                to: BF16
            }
        )));
        assert!(!cat.iter().any(|c| matches!(
            c,
            Codelet::Add { dtype: BF16 } | Codelet::GemmAmp { input: BF16, .. }
        )));
        assert!(
            Codelet::Add { dtype: BF16 }
                .cycles(&t, &shape(1, 64, 0))
                .is_err()
        );
        assert_eq!(t.amp.macs_per_cycle(BF16), 0, "no bf16 AMP mode");
        // Widening is a shift (as f16's); narrowing rounds in integer instructions.
        let cy = |from, to| {
            Codelet::Cast { from, to }
                .cycles(&t, &shape(1, 6000, 0))
                .unwrap()
        };
        assert_eq!(cy(BF16, F32), cy(F16, F32));
        assert!(cy(F32, BF16) > cy(F32, F16));
        assert_eq!(BF16.bytes(), 2);
    }

    #[test]
    fn invalid_calls_are_errors() {
        let t = ipu21();
        let gc200 = Target::builtin("gc200").unwrap().unwrap();
        let e = |c: Codelet, t: &Target, s| c.cycles(t, &s).unwrap_err().to_string();
        assert_eq!(
            e(
                Codelet::GemmAmp {
                    input: F8E4M3,
                    output: F16
                },
                &gc200,
                shape(1, 1, 1)
            ),
            "error: codelet 'gemm_amp': target 'gc200' has no f8 AMP"
        );
        assert_eq!(
            e(Codelet::Add { dtype: F16 }, &t, shape(0, 4, 0)),
            "error: codelet 'add': m and n must be at least 1 (got m=0, n=4, k=0)"
        );
        assert!(
            e(
                Codelet::Cast {
                    from: F8E4M3,
                    to: F8E5M2
                },
                &t,
                shape(1, 1, 0)
            )
            .contains("no cast")
        );
        assert!(e(Codelet::Gelu { dtype: F8E4M3 }, &t, shape(1, 1, 0)).contains("f16 or f32 only"));
        // A corrupt package's shape: an error from cycles and memory_contract, not an overflow.
        let huge = shape(u32::MAX, u32::MAX, 7);
        let gemm = Codelet::GemmAmp {
            input: F16,
            output: F32,
        };
        assert_eq!(
            e(gemm, &t, huge),
            "error: codelet 'gemm_amp': m=4294967295, n=4294967295, k=7 gives an operand of over 2^32 elements"
        );
        assert!(gemm.memory_contract(&t, &huge).is_err());
        assert!(gemm.cycles(&t, &shape(65536, 65536, 1)).is_ok());
        // f8 with an f32 output: the f16 sums widened, 6 × ceil(81 / 6) × ceil(192 / 2) more.
        let f8 = |output| Codelet::GemmAmp {
            input: F8E5M2,
            output,
        };
        assert_eq!(
            f8(F32).cycles(&t, &shape(81, 192, 160)).unwrap(),
            f8(F16).cycles(&t, &shape(81, 192, 160)).unwrap() + 6 * 14 * 96
        );
        let f32_to_f16 = Codelet::GemmAmp {
            input: F32,
            output: F16,
        };
        assert!(
            e(f32_to_f16, &t, shape(1, 1, 1)).contains("not an AMP type pair"),
            "f32 inputs accumulate and write f32"
        );
        assert!(e(Codelet::Max { dtype: F8E5M2 }, &t, shape(1, 1, 0)).contains("f16 or f32 only"));
    }

    #[test]
    fn names_round_trip_and_are_unique() {
        let all = Codelet::catalogue();
        let names: std::collections::BTreeSet<String> = all.iter().map(|c| c.name()).collect();
        assert_eq!(names.len(), all.len());
        for c in &all {
            assert_eq!(Codelet::from_name(&c.name()), Some(*c));
        }
        assert_eq!(
            Codelet::GemmAmp {
                input: F16,
                output: F16
            }
            .name(),
            "gemm_f16_amp_to_f16"
        );
        assert_eq!(
            Codelet::Cast {
                from: F16,
                to: F8E4M3
            }
            .name(),
            "cast_f16_to_f8E4M3FN"
        );
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn cycles_are_monotone_in_every_size(
                idx in 0usize..40,
                m in 1u32..300, n in 1u32..300, k in 1u32..300,
                dim in 0usize..3, grow in 1u32..100,
            ) {
                let t = ipu21();
                let all = Codelet::catalogue();
                let c = all[idx % all.len()];
                let s = shape(m, n, k);
                let mut bigger = s;
                match dim { 0 => bigger.m += grow, 1 => bigger.n += grow, _ => bigger.k += grow }
                let (a, b) = (c.cycles(&t, &s).unwrap(), c.cycles(&t, &bigger).unwrap());
                prop_assert!(a <= b, "{}: {s:?} -> {a}, {bigger:?} -> {b}", c.name());
                prop_assert!(a > 0);
                let (ba, bb) = (
                    c.memory_contract(&t, &s).unwrap().total_bytes(),
                    c.memory_contract(&t, &bigger).unwrap().total_bytes(),
                );
                prop_assert!(ba <= bb);
            }
        }
    }
}
