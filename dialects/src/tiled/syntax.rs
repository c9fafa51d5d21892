//! The custom form shared by every tiled op:
//! `%r = tiled.OP %a, %b {attributes} : (T_a, T_b) -> T_r` (the types carry the layouts).

use std::fmt;

use crate::ir::entity::OpId;
use crate::ir::lexer::TokKind;
use crate::ir::operation::OperationState;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::types::TypeKind;

/// Parses `operands attr-dict : (types) -> type`.
pub(crate) fn parse_op(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    st.attributes = p.parse_optional_attr_dict()?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let f = p.parse_function_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(f) else {
        return Err(p.emit_error("expected a function type"));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    st.operands = p.resolve_operands(&operands, &inputs, tok)?;
    st.result_types.extend_from_slice(&results);
    Ok(())
}

/// Prints [`parse_op`]'s form.
pub(crate) fn print_op(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if ir.num_operands(op) > 0 {
        p.write_str(" ")?;
        p.print_values(ir.operands(op))?;
    }
    let entries = p.ctx.dict_entries(ir.attrs(op));
    p.print_attr_dict(entries, &[])?;
    p.write_str(" : (")?;
    let types = ir.operand_types(op);
    p.print_type_list(&types)?;
    p.write_str(") -> ")?;
    let results = ir.result_types(op);
    p.print_result_types(results.iter().copied())
}
