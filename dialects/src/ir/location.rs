//! Source locations, as in MLIR: `loc("f.mlir":3:7)`, `loc("name"(child))`,
//! `loc(callsite(callee at caller))`, `loc(fused<meta>[a, b])`, `loc(unknown)`.
//!
//! A [`Location`] is an attribute (MLIR's `LocationAttr`); the parser gives every
//! operation a file:line:col location even when the text has no `loc(...)`.

use crate::ir::attributes::Attribute;
use crate::ir::context::Ident;

/// A location: a `Copy` handle interned in the [`Context`](crate::Context).
///
/// `file:line:col` locations (one per parsed operation) are stored compactly in
/// their own table; the others are location attributes. Convert with
/// [`Context::loc_attr`](crate::Context::loc_attr) and
/// [`Context::as_location`](crate::Context::as_location).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Location(pub(crate) u32);

/// Bit marking a compact `file:line:col` location.
pub(crate) const COMPACT_LOC: u32 = 1 << 31;

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
