//! [`Module`]: a parsed file — the arena, its top-level `builtin.module`, and the
//! file metadata (`{-# dialect_resources: ... #-}`) kept for printing back.

use crate::ir::arena::Ir;
use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::entity::OpId;

/// Resource entries of one owner (a dialect for `dialect_resources`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceGroup {
    /// The owner (dialect name, or external owner key).
    pub owner: String,
    /// `(key, value)`; the value is kept as its source text (`"0x..."`, `true`, ...).
    pub entries: Vec<(String, String)>,
}

/// The file metadata block `{-# ... #-}`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileMetadata {
    /// `dialect_resources: { dialect: { key: value } }`.
    pub dialect_resources: Vec<ResourceGroup>,
    /// `external_resources: { owner: { key: value } }`.
    pub external_resources: Vec<ResourceGroup>,
}

impl FileMetadata {
    /// True if there is nothing to print.
    pub fn is_empty(&self) -> bool {
        self.dialect_resources.is_empty() && self.external_resources.is_empty()
    }
}

/// A parsed (or built) file: the arena and its top-level operation.
#[derive(Clone, Debug)]
pub struct Module {
    /// The arena.
    pub ir: Ir,
    /// The top-level operation (a `builtin.module`).
    pub op: OpId,
    /// File metadata to print back.
    pub metadata: FileMetadata,
}

impl Module {
    /// Parses MLIR text; see [`parse_source`](crate::parse_source).
    pub fn parse(ctx: &Context, file_name: &str, src: &[u8]) -> Result<Module, Vec<Diagnostic>> {
        crate::ir::parser::parse_source(ctx, file_name, src)
    }

    /// Verifies the module; returns every error found (empty when valid).
    pub fn verify(&self, ctx: &Context) -> Vec<Diagnostic> {
        crate::ir::verifier::verify(ctx, &self.ir, self.op)
    }

    /// Prints the module (and its metadata) with `flags`.
    pub fn print(&self, ctx: &Context, flags: &crate::ir::printer::PrintFlags) -> String {
        let mut s = String::new();
        let _ = crate::ir::printer::print_module(ctx, self, flags, &mut s);
        s
    }
}
