//! The pass manager (MLIR's pass infrastructure, Cranelift's simplicity).
//!
//! - [`pass`]: the [`Pass`](crate::Pass) trait, [`Preserved`](crate::Preserved), [`PassContext`](crate::PassContext).
//! - [`options`]: typed options declared with [`pass_options!`](crate::pass_options).
//! - [`registry`]: the [`PassRegistry`](crate::PassRegistry) behind `--list-passes`.
//! - [`pipeline`]: the textual pipeline syntax (`builtin.module(func.func(cse))`).
//! - [`analysis`], [`dominance`]: cached analyses.

pub mod analysis;
pub mod dominance;
pub mod executor;
pub mod instrument;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod registry;
pub mod reproducer;
pub mod testing;
