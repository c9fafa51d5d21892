//! The `tiled` dialect: the program after operator planning, before exchange lowering —
//! every value carries its layout (`#tiled.layout` in its tensor type's encoding), every
//! operation its operator plan (`#tiled.plan`) and estimates, and layout changes are
//! explicit `tiled.rearrange`s. `lower-to-tiled` produces it from a planned graph
//! function; `lower-to-exchange` reads it. It exists so that each planning decision can
//! be inspected (and checked by the verifiers) between the two.

mod attr;
mod ops;
mod syntax;
mod verify;

pub use attr::{
    LAYOUT, PLAN, TiledHostSplit, TiledLayout, TiledMatmulPlan, TiledOrder, TiledPlan, layout_text,
    plan_text,
};
pub use ops::*;
pub use verify::{TARGET_ATTR, view_expr};

use crate::ir::dialect::{Dialect, OpDef};

static OPS: [OpDef; 8] = [
    MATMUL,
    ELEMENTWISE,
    ROWWISE,
    CONCAT,
    GATHER,
    CONSTANT,
    VIEW,
    REARRANGE,
];

/// The `tiled` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "tiled",
    summary: "Planned tensor operations: every value in a layout over tiles, every operation with its operator plan and estimates",
    ops: &OPS,
    parse_attr: Some(attr::parse_attr),
    print_attr: Some(attr::print_attr),
    ..Dialect::DEFAULT
};

#[cfg(test)]
mod tests;
