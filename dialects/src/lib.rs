//! `ipu-dialects`: the IR core (MLIR semantics, Rust idioms) and the dialects.
//!
//! Map of the IR core (`ir/`):
//! - [`Context`] interns [`Type`]s, [`Attribute`]s, [`Location`]s and [`Ident`]s and
//!   holds the dialect registry ([`Dialect`], [`OpDef`]); it is `Sync`.
//! - [`Ir`] is the arena of operations, values, blocks and regions, named by typed
//!   `u32` handles ([`OpId`], [`ValueId`], [`BlockId`], [`RegionId`]), with use-def
//!   chains, insertion/moving/erasure, walks and cloning across arenas.
//! - [`Builder`] and [`Rewriter`] create and rewrite operations at an insertion point.
//! - [`Diagnostic`]s are located messages rendered in MLIR's style.
//!
//! All modules are private; this list is the API.

mod builtin;
mod error;
mod exchange;
mod func;
mod graph;
mod ir;
mod tile_asm;
mod tiled;

pub use crate::error::{Error, Result};
pub use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
pub use crate::ir::arena::{BlockOps, Ir, RegionBlocks, Uses, ValueDef, WalkAction, WalkOrder};
pub use crate::ir::attributes::{AttrKind, Attribute, DictEntries, NamedAttr};
pub use crate::ir::builder::{Builder, InsertPoint};
pub use crate::ir::context::{Context, Ident, OpName, sign_extend, truncate_bits};
pub use crate::ir::diagnostics::{Diagnostic, Severity, SourceMap, render_all};
pub use crate::ir::dialect::{
    AttrParseFn, AttrPrintFn, Dialect, FoldFn, FoldResult, OpDef, OpRef, ParseFn, PrintFn, Traits,
    TypeParseFn, TypePrintFn, VerifyFn,
};
pub use crate::ir::entity::{
    BlockId, EntityRef, OpId, PrimaryMap, RegionId, SecondaryMap, ValueId,
};
pub use crate::ir::float;
pub use crate::ir::lexer::{TokKind, Token};
pub use crate::ir::location::{LocKind, Location};
pub use crate::ir::module::{FileMetadata, Module, ResourceGroup};
pub use crate::ir::operation::{OperationState, Use};
pub use crate::ir::parser::{
    Argument, MAX_DEPTH, PResult, Parser, UnresolvedOperand, element_bytes, parse_source,
};
pub use crate::ir::printer::{
    PrintFlags, Printer, attr_to_string, is_bare_identifier, op_to_string, print_module,
    type_to_string, write_escaped_string,
};
pub use crate::ir::rewriter::Rewriter;
pub use crate::ir::symbol::{SymbolTable, is_symbol_table, lookup_symbol, symbol_name};
pub use crate::ir::types::{DYNAMIC, FloatKind, Signedness, Type, TypeKind};
pub use crate::ir::verifier::verify;

/// The builtin dialect's op definitions.
pub mod builtin_dialect {
    pub use crate::builtin::{DIALECT, MODULE, UNREALIZED_CONVERSION_CAST};
}

/// The func dialect's op definitions.
pub mod func_dialect {
    pub use crate::func::{
        CALL, CALL_INDIRECT, CONSTANT, DIALECT, FUNC, FuncOp, RETURN, WEIGHT_ATTR,
    };
}

/// The graph dialect (value-semantics tensor ops): op definitions, typed views
/// (`MatmulOp(op).lhs(ir)`), the `#graph.operand_cast` attribute.
pub mod graph_dialect {
    pub use crate::graph::*;
}

/// The exchange dialect (bulk-synchronous tile programs): op definitions, typed
/// views, and the records ([`Transfer`](exchange_dialect::Transfer), ...) passes read
/// and build them with.
pub mod exchange_dialect {
    pub use crate::exchange::*;
}

/// The tiled dialect (planned tensor ops: layouts on values, operator plans on ops): op
/// definitions and the records ([`TiledLayout`](tiled_dialect::TiledLayout),
/// [`TiledPlan`](tiled_dialect::TiledPlan)) passes read and build its attributes with.
pub mod tiled_dialect {
    pub use crate::tiled::*;
}

/// The tile_asm dialect (per-tile programs): op definitions and the records
/// ([`Data`](tile_asm_dialect::Data), [`Call`](tile_asm_dialect::Call), ...) passes read
/// and build them with.
pub mod tile_asm_dialect {
    pub use crate::tile_asm::*;
}

pub use crate::graph::docs::{dialect_docs, dialect_docs_by_name};

/// Registers every dialect of the project in `ctx` (`builtin` and `func` are always
/// registered by [`Context::new`]).
pub fn register_all_dialects(ctx: &mut Context) {
    ctx.register_dialect(&graph::DIALECT);
    ctx.register_dialect(&exchange::DIALECT);
    ctx.register_dialect(&tile_asm::DIALECT);
    ctx.register_dialect(&tiled::DIALECT);
}
