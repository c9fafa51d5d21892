//! Operator planning: layouts, operator plans, exchange generation and analytic costs.
//!
//! An IR-independent library with plain Rust types; the passes `plan-operators`,
//! `lower-to-tiled` and `lower-to-exchange` are thin wrappers around it.

pub mod builder;
pub mod geometry;
pub mod layout;
pub mod matmul;
pub mod ops;
pub mod planned;
pub mod planner;
pub mod program;
pub mod redistribute;
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
