//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//! (The builtin types and attributes live in the IR core.)

use std::fmt;

use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::{Dialect, OpDef, OpRef, Traits};
use crate::ir::entity::OpId;
use crate::ir::lexer::TokKind;
use crate::ir::operation::OperationState;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;

/// `module [@name] [attributes {...}] { ... }`.
fn parse_module(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    if p.current_token().kind == TokKind::AtIdent {
        let name = p.parse_symbol_name()?;
        let v = p.ctx.symbol_name_attr(name);
        st.set_property(p.ctx, "sym_name", v);
    }
    st.attributes = p.parse_optional_attr_dict_with_keyword()?;
    let region = p.parse_region(&[])?;
    p.ensure_block(region);
    st.regions.push(region);
    Ok(())
}

fn print_module(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    if let Some(id) = crate::ir::symbol::symbol_name(p.ctx, p.ir, op) {
        p.write_str(" ")?;
        p.print_symbol_name(id)?;
    }
    let attrs = p.ctx.dict_entries(p.ir.attrs(op));
    p.print_attr_dict_with_keyword(attrs, &[])?;
    p.write_str(" ")?;
    let r = p.ir.region(op, 0);
    p.print_region(r, false, false)
}

fn verify_module(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    if op.regions().len() != 1 {
        return Err(op.error("requires one region"));
    }
    // MLIR's ODS constraint `SizedRegion<1>` on `bodyRegion`.
    if op.ir.region_is_empty(op.regions()[0]) {
        return Err(
            op.error("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
        );
    }
    if let Some(b) = op.ir.entry_block(op.regions()[0])
        && !op.ir.block_args(b).is_empty()
    {
        return Err(op.error("expects region #0 to have no arguments"));
    }
    if op.num_operands() != 0 || op.num_results() != 0 {
        return Err(op.error("requires zero operands and results"));
    }
    Ok(())
}

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
    verify: Some(verify_module),
    parse: Some(parse_module),
    print: Some(print_module),
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
    example: "%1 = \"builtin.unrealized_conversion_cast\"(%0) : (i32) -> i64",
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
