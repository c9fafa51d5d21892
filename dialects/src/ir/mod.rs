//! The IR core: MLIR semantics with Rust idioms. See the crate doc for the map.

pub mod affine;
pub mod apint;
pub mod arena;
pub mod attributes;
pub mod builder;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod entity;
pub mod float;
pub(crate) mod intern;
pub mod lexer;
pub mod location;
pub mod module;
pub mod operation;
pub mod parser;
pub mod printer;
pub mod rewriter;
pub mod symbol;
pub mod types;
pub mod verifier;
