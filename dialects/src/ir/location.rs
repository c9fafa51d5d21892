//! Source locations, as in MLIR: `loc("f.mlir":3:7)`, `loc("name"(child))`,
//! `loc(callsite(callee at caller))`, `loc(fused<meta>[a, b])`, `loc(unknown)`.
//!
//! A [`Location`] is an attribute (MLIR's `LocationAttr`); the parser gives every
//! operation a file:line:col location even when the text has no `loc(...)`.

use crate::ir::attributes::Attribute;
use crate::ir::context::Ident;

/// A location: a `Copy` handle to a location attribute.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Location(pub(crate) Attribute);

impl Location {
    /// The location as an attribute.
    pub fn attr(self) -> Attribute {
        self.0
    }
}

/// The structure of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)` (1-based line and column).
    FileLineCol {
        /// File name.
        file: Ident,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Ident,
        /// The child location (`None` prints no child; MLIR's `unknown`).
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the callee is.
        callee: Location,
        /// Where it was called from.
        caller: Location,
    },
    /// `loc(fused[a, b])` or `loc(fused<metadata>[a, b])`.
    Fused {
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
        /// The fused locations.
        locs: Box<[Location]>,
    },
}
