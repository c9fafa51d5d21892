//! Operator planning: how each graph operation is spread over the tiles, the layouts at
//! operation boundaries, the exchanges between them and their cost. An IR-independent
//! library with plain Rust types; the passes `plan-operators`, `lower-to-tiled` and
//! `lower-to-exchange` are thin wrappers around it.
//!
//! # The pieces
//!
//! - [`program::Program`]: the input, a DAG of graph-dialect operations on static shapes
//!   (built from a `func.func` of the graph dialect, or directly: [`program::Program::siglip_mlp`],
//!   [`program::Program::qkv`], [`program::Program::attention_scores`]).
//! - [`layout::Layout`]: what the `tiled` dialect's layout attribute carries — a block
//!   partition of every dimension ([`geometry::DimSplit`]), the tiles of each block (several
//!   = replicas), the element order on the tile (row-major, permuted, AMP activation or AMP
//!   weight order, exactly the device catalogue's), the memory region, and for program
//!   inputs how the host spreads replicated blocks ([`layout::HostSplit`]).
//!   [`layout::Layout::to_attr_string`] prints the attribute.
//! - [`redistribute`]: the exchange that moves a tensor from one layout to another (or to a
//!   view of it: transpose, slice, broadcast): [`redistribute::transfers`] gives the
//!   `{src, dst[], words, src_offset, dst_offset}` transfers (multicast when several tiles
//!   need the same words; whole 32-bit words, see its rules), [`redistribute::loads`] the
//!   same per-tile word counts without generating runs (what the search ranks plans by; a
//!   test checks they agree).
//! - [`matmul`], [`ops`]: operator plans for every graph op kind. A matmul is cut
//!   `pm × pn × pk` over tiles with paired A broadcast, host-placed weights, a K-split
//!   reduction of f16 or f32 partials with the bias as one more partial, and its epilogue.
//! - [`planned::PlannedProgram`]: the result — buffers (a value or temporary in a layout) and
//!   BSP steps: exchange phases ([`planned::Phase`], a list of redistributions) and compute
//!   sets ([`planned::ComputeSet`], codelet calls per tile with operand byte ranges). Its
//!   [`planned::PlanCost`] counts cycles the way the simulator does (compute sets: max over
//!   tiles of the tile's summed call cycles; phases: sync + horizon) and peak memory per
//!   tile and region against the planner cap.
//! - [`planner::plan_program`]: beam search over operations (analytic costs), finalists,
//!   their exchanges scheduled for real ([`planner::PhaseScheduler`]; the scheduler library
//!   through [`planner::ExchangeScheduler`]), selection by refined cycles, then the optional
//!   [`search`] (local layout search with a resumable, atomically written state file).
//!   Tracing events follow the seeds: `retained operator-plan finalist`, `scheduled
//!   operator-plan finalist`, `selected physically scheduled operator-plan finalist`,
//!   `accepted local layout improvement`, `saved mid-plan search state`, `costed final placed
//!   program final_cycles=... final_exchange=...`.
//!
//! # What the lowering passes take from here
//!
//! `plan-operators` (`crate::plan_operators`) builds the [`program::Program`] from the graph
//! function, calls [`planner::plan_program`] and records each op's [`ops::OpPlan`] as a
//! `#tiled.plan` attribute with its estimates ([`replay::Replay::op_estimates`]).
//! `lower-to-tiled` *replays* the recorded plans ([`replay::replay`]: the planner is
//! deterministic, so the replay is the selected plan) and shows it: it gives every value its
//! buffer's [`layout::Layout`] and a `tiled.rearrange` wherever an op reads an operand in
//! another buffer ([`replay::Replay::op_reads`]). From then on the tiled function is the
//! authority: `lower-to-exchange` reads the program, plans and layouts back from it and
//! applies the plans with its layouts honoured ([`replay::apply_plans`] with
//! [`builder::GivenLayouts`]), then walks [`planned::PlannedProgram::steps`]: a
//! [`planned::Phase`] becomes a sync and an `exchange.phase` whose transfers are
//! [`planned::PlannedProgram::phase_transfers`] (offsets relative to each tile's buffer), a
//! [`planned::ComputeSet`] a compute set of codelet vertices, and the buffers of inputs,
//! constants and outputs get the host pieces
//! the back end's contract describes. Storage placement must give each buffer one address
//! on every tile that holds it (a multicast writes one offset on all its destinations), as
//! [`planned::PlannedProgram::provisional_bases`] does.
//!
//! **Invariants** (checked by tests): every transfer moves whole words, never to its own
//! source tile, and its destinations are sorted; analytic loads equal the loads of the exact
//! transfers; executing a plan (transfers byte by byte, codelets with the runtime's
//! numerics) computes the program (`tests/plan_execute.rs`).

pub mod builder;
pub mod geometry;
pub mod layout;
pub mod matmul;
pub mod ops;
pub mod planned;
pub mod planner;
pub mod program;
pub mod redistribute;
pub mod replay;
pub mod search;

/// Errors of the planner. Each variant says whose fault it is.
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// The user's program: an operation the planner cannot place on this target (an op or
    /// element type with no codelet, a reshape that is not a view).
    #[error("'{op}' op '{name}': {message}")]
    Unsupported {
        /// The graph op name.
        op: &'static str,
        /// The op's name in the program.
        name: String,
        /// Why.
        message: String,
    },
    /// The user's program: no plan of an operation fits the target (memory, tiles).
    #[error("'{op}' op '{name}': no feasible plan: {reasons}")]
    NoPlan {
        /// The graph op name.
        op: &'static str,
        /// The op's name in the program.
        name: String,
        /// Why the candidates were rejected (the first few).
        reasons: String,
    },
    /// The user's program does not fit: `needed` bytes of `region` memory on `tile`,
    /// `available` allowed.
    #[error("tile {tile} needs {needed} bytes of {region} memory, {available} available")]
    OutOfMemory {
        /// The tile.
        tile: u32,
        /// `total`, `non-interleaved` or `interleaved`.
        region: &'static str,
        /// Bytes needed.
        needed: u64,
        /// Bytes allowed.
        available: u64,
    },
    /// The user's program is malformed (shapes, operand counts).
    #[error("invalid program: {0}")]
    Program(String),
    /// Our bug, or an infeasible candidate the search discards: a redistribution that is
    /// not whole words, or needs a local copy.
    #[error("phase {phase}, buffer {buffer}: {source}")]
    Exchange {
        /// The phase.
        phase: String,
        /// The destination buffer.
        buffer: String,
        /// What is wrong.
        source: redistribute::RedistributeError,
    },
    /// Our bug: a codelet call the device catalogue rejects.
    #[error("compute set {compute_set}, tile {tile}: {message}")]
    Codelet {
        /// The compute set.
        compute_set: String,
        /// The tile.
        tile: u32,
        /// The catalogue's message.
        message: String,
    },
    /// The user's input: a search-state file that cannot be read, parsed or written.
    #[error("search state {path}: {message}")]
    SearchState {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// Our bug: an internal invariant failed.
    #[error("internal planner error: {0}")]
    Internal(String),
}
