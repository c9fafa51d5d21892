//! The pass manager (MLIR's pass infrastructure, Cranelift's simplicity).
//!
//! - [`pass`]: the [`Pass`](crate::Pass) trait, [`Preserved`](crate::Preserved),
//!   [`PassContext`](crate::PassContext), [`PassInfo`](crate::PassInfo) (a registry entry).
//! - [`options`]: typed options declared with [`pass_options!`](crate::pass_options),
//!   parsed from `{key=value ...}`.
//! - [`registry`]: the [`PassRegistry`](crate::PassRegistry) behind `--list-passes`, and
//!   close-name suggestions (edit distance).
//! - [`pipeline`]: MLIR's textual pipelines (`builtin.module(func.func(cse))`) and the
//!   `--pass=a,b{k=v}` form.
//! - [`executor`]: the [`PassManager`](crate::PassManager): verification after each
//!   pass, IR dumps, timing, statistics, tracing spans, crash reproducers, parallel
//!   function pipelines.
//! - [`instrument`]: the report formats (mlir-opt's); [`reproducer`]: the reproducer format.
//! - [`analysis`], [`dominance`]: cached analyses ([`DominanceInfo`](crate::DominanceInfo)).
//! - [`testing`]: the `test` dialect and `test-*` passes.

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
