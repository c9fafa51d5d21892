//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect`,
//! `func.constant`, as in MLIR.

use crate::ir::dialect::{Dialect, OpDef, Traits};

/// `func.func`.
pub static FUNC: OpDef = OpDef {
    name: "func.func",
    summary: "A function",
    description: "A symbol with a `function_type`, optional `arg_attrs`/`res_attrs`, and one region (empty for \
                  a declaration). The entry block's arguments have the function's input types.",
    traits: Traits::ISOLATED_FROM_ABOVE
        .or(Traits::SYMBOL)
        .or(Traits::AFFINE_SCOPE)
        .or(Traits::ZERO_SUCCESSORS),
    inherent_attrs: &[
        "sym_name",
        "function_type",
        "sym_visibility",
        "arg_attrs",
        "res_attrs",
    ],
    example: "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}",
    ..OpDef::DEFAULT
};

/// `func.return`.
pub static RETURN: OpDef = OpDef {
    name: "func.return",
    summary: "Returns from a function",
    description: "Operand types must equal the enclosing function's result types.",
    traits: Traits::PURE
        .or(Traits::TERMINATOR)
        .or(Traits::RETURN_LIKE)
        .or(Traits::ZERO_REGIONS),
    example: "return %a : i32",
    ..OpDef::DEFAULT
};

/// `func.call`.
pub static CALL: OpDef = OpDef {
    name: "func.call",
    summary: "Calls a function by symbol",
    description: "`callee` names a `func.func`; operand and result types must match its type.",
    traits: Traits::ZERO_REGIONS.or(Traits::ZERO_SUCCESSORS),
    inherent_attrs: &["callee", "arg_attrs", "res_attrs", "no_inline"],
    example: "%r = call @f(%a) : (i32) -> i32",
    ..OpDef::DEFAULT
};

/// `func.call_indirect`.
pub static CALL_INDIRECT: OpDef = OpDef {
    name: "func.call_indirect",
    summary: "Calls a function value",
    description: "The first operand is a function-typed value; the rest are its arguments.",
    traits: Traits::ZERO_REGIONS.or(Traits::ZERO_SUCCESSORS),
    example: "%r = call_indirect %f(%a) : (i32) -> i32",
    ..OpDef::DEFAULT
};

/// `func.constant`.
pub static CONSTANT: OpDef = OpDef {
    name: "func.constant",
    summary: "A function value from a symbol",
    description: "`value` names a function; the result has its function type.",
    traits: Traits::PURE
        .or(Traits::CONSTANT_LIKE)
        .or(Traits::ZERO_REGIONS),
    inherent_attrs: &["value"],
    example: "%f = constant @f : (i32) -> i32",
    ..OpDef::DEFAULT
};

static OPS: [OpDef; 5] = [FUNC, RETURN, CALL, CALL_INDIRECT, CONSTANT];

/// The `func` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "func",
    summary: "Functions and calls",
    ops: &OPS,
    ..Dialect::DEFAULT
};
