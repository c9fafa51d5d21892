//! Operator planning: layouts, operator plans, exchange generation and analytic costs.
//!
//! An IR-independent library with plain Rust types; the passes `plan-operators`,
//! `lower-to-tiled` and `lower-to-exchange` are thin wrappers around it.

pub mod geometry;
pub mod layout;
pub mod redistribute;
