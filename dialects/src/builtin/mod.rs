//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//! (The builtin types and attributes live in the IR core.)

use crate::ir::dialect::{Dialect, OpDef, Traits};

/// `builtin.module`: a top-level container with a symbol table.
pub static MODULE: OpDef = OpDef {
    name: "builtin.module",
    summary: "A top-level container operation",
    description: "Holds one region with one block (no terminator); its body is a graph region and a symbol \
                  table. May carry an optional `sym_name` and `sym_visibility`. As MLIR's `builtin.module`.",
    traits: Traits::ISOLATED_FROM_ABOVE
        .or(Traits::SYMBOL_TABLE)
        .or(Traits::NO_TERMINATOR)
        .or(Traits::SINGLE_BLOCK)
        .or(Traits::GRAPH_REGION)
        .or(Traits::ZERO_SUCCESSORS)
        .or(Traits::AFFINE_SCOPE),
    inherent_attrs: &["sym_name", "sym_visibility"],
    example: "module @m {\n  func.func private @f()\n}",
    ..OpDef::DEFAULT
};

/// `builtin.unrealized_conversion_cast`: a placeholder cast between type systems.
pub static UNREALIZED_CONVERSION_CAST: OpDef = OpDef {
    name: "builtin.unrealized_conversion_cast",
    summary: "An unrealized conversion from one set of types to another",
    description: "Any operands to any results; as MLIR's op of the same name.",
    traits: Traits::PURE
        .or(Traits::ZERO_REGIONS)
        .or(Traits::ZERO_SUCCESSORS),
    example: "%1 = builtin.unrealized_conversion_cast %0 : i32 to i64",
    ..OpDef::DEFAULT
};

static OPS: [OpDef; 2] = [MODULE, UNREALIZED_CONVERSION_CAST];

/// The `builtin` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "builtin",
    summary: "The builtin dialect",
    ops: &OPS,
    ..Dialect::DEFAULT
};
