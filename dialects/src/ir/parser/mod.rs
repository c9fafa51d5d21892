//! The MLIR textual-format parser (generic form, builtin types and attributes,
//! and the hooks custom assembly formats use).

use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;

/// The result of a parsing step: the first error stops parsing, as in MLIR.
pub type PResult<T> = Result<T, Diagnostic>;

/// The parser state handed to custom-syntax hooks ([`OpDef::parse`](crate::OpDef)).
pub struct Parser<'a> {
    /// The context types and attributes are interned in.
    pub ctx: &'a Context,
}

impl std::fmt::Debug for Parser<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parser").finish()
    }
}
