//! The MLIR textual-format printer.

use crate::ir::context::Context;

/// The printer state handed to custom-syntax hooks ([`OpDef::print`](crate::OpDef)).
pub struct Printer<'a> {
    /// The context.
    pub ctx: &'a Context,
}

impl std::fmt::Debug for Printer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Printer").finish()
    }
}
