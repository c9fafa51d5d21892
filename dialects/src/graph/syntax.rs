//! Custom assembly of the graph ops. Four shapes cover them all (MLIR's
//! assembly-format spelling on the right):
//!
//! - same type: `%z = graph.add %x, %y {attrs} : T` (`operands attr-dict : type($result)`),
//!   for the elementwise ops and `graph.softmax`; `graph.gelu` adds its default
//!   `approximate`;
//! - unary with a result type: `%y = graph.cast %x {attrs} : T -> U`, for the casts
//!   and layout ops;
//! - n-ary with a function type: `%y = graph.matmul %a, %b {attrs} : (T, U) -> V`
//!   (also accepted without the parentheses: `: T, U -> V`);
//! - `graph.constant`: `graph.constant {attrs} dense<...> : T` or
//!   `graph.constant random {seed = ..., ...} : T`.
//!
//! Printers never panic on malformed IR (they may be called on IR that failed to
//! verify); they print what is there.

use std::fmt;

use crate::ir::attributes::NamedAttr;
use crate::ir::entity::OpId;
use crate::ir::lexer::TokKind;
use crate::ir::operation::OperationState;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::types::{Type, TypeKind};

/// The type printed where one type stands for operands and result.
fn shared_type(p: &Printer<'_>, op: OpId) -> Type {
    let ir = p.ir;
    if ir.num_results(op) > 0 {
        ir.value_type(ir.result(op, 0))
    } else if ir.num_operands(op) > 0 {
        ir.value_type(ir.operand(op, 0))
    } else {
        p.ctx.none_type()
    }
}

/// Writes ` %a, %b` (nothing without operands).
fn print_operands(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    if p.ir.num_operands(op) > 0 {
        p.write_str(" ")?;
        p.print_values(p.ir.operands(op))?;
    }
    Ok(())
}

fn print_attrs(p: &mut Printer<'_>, op: OpId, elided: &[&str]) -> fmt::Result {
    let entries = p.ctx.dict_entries(p.ir.attrs(op));
    p.print_attr_dict(entries, elided)
}

/// `operands attr-dict : T`.
pub(crate) fn parse_same_type(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    st.attributes = p.parse_optional_attr_dict()?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    for u in &operands {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    st.result_types.push(ty);
    Ok(())
}

/// Prints [`parse_same_type`]'s form.
pub(crate) fn print_same_type(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_operands(p, op)?;
    print_attrs(p, op, &[])?;
    p.write_str(" : ")?;
    let ty = shared_type(p, op);
    p.print_type(ty)
}

/// `graph.gelu`: [`parse_same_type`], with `approximate = "tanh"` added when absent.
pub(crate) fn parse_gelu(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_same_type(p, st)?;
    let ctx = p.ctx;
    let name = ctx.ident("approximate");
    if !st.attributes.iter().any(|a| a.name == name) {
        st.attributes.push(NamedAttr {
            name,
            value: ctx.string_attr("tanh"),
        });
    }
    Ok(())
}

/// `graph.gelu`: [`print_same_type`], always showing `approximate`.
pub(crate) fn print_gelu(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let mut dict = p.ir.attrs(op);
    if ctx.dict_get(dict, "approximate").is_none() {
        dict = ctx.dict_set(dict, ctx.ident("approximate"), ctx.string_attr("tanh"));
    }
    print_operands(p, op)?;
    p.print_attr_dict(ctx.dict_entries(dict), &[])?;
    p.write_str(" : ")?;
    let ty = shared_type(p, op);
    p.print_type(ty)
}

/// `operand attr-dict : T -> U`.
pub(crate) fn parse_unary_to(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attributes = p.parse_optional_attr_dict()?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let from = p.parse_type()?;
    p.expect(TokKind::Arrow, "expected '->'")?;
    let to = p.parse_type()?;
    let v = p.resolve_operand(&u, from)?;
    st.operands.push(v);
    st.result_types.push(to);
    Ok(())
}

/// Prints [`parse_unary_to`]'s form.
pub(crate) fn print_unary_to(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_operands(p, op)?;
    print_attrs(p, op, &[])?;
    p.write_str(" : ")?;
    let ir = p.ir;
    let types = ir.operand_types(op);
    p.print_type_list(&types)?;
    p.write_str(" -> ")?;
    let results = ir.result_types(op);
    p.print_type_list(&results)
}

/// `operands attr-dict : (T, ...) -> U` (or `: T, ... -> U`).
pub(crate) fn parse_nary_fn(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    st.attributes = p.parse_optional_attr_dict()?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let (inputs, results) = if p.current_token().kind == TokKind::LParen {
        let f = p.parse_function_type()?;
        match ctx.type_kind(f) {
            TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => return Err(p.emit_error("expected a function type")),
        }
    } else {
        let inputs = p.parse_type_list()?;
        p.expect(TokKind::Arrow, "expected '->'")?;
        (inputs, vec![p.parse_type()?])
    };
    st.operands = p.resolve_operands(&operands, &inputs, tok)?;
    st.result_types.extend_from_slice(&results);
    Ok(())
}

/// Prints [`parse_nary_fn`]'s form.
pub(crate) fn print_nary_fn(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_operands(p, op)?;
    print_attrs(p, op, &[])?;
    p.write_str(" : (")?;
    let ir = p.ir;
    let types = ir.operand_types(op);
    p.print_type_list(&types)?;
    p.write_str(") -> ")?;
    let results = ir.result_types(op);
    p.print_result_types(results.iter().copied())
}

/// `graph.constant attr-dict VALUE` or `graph.constant random {...} : T`.
pub(crate) fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.consume_keyword("random") {
        if p.current_token().kind != TokKind::LBrace {
            return Err(p.emit_error(
                "expected '{' with the random constant's seed, distribution and scale",
            ));
        }
        st.attributes = p.parse_attr_dict()?;
        p.expect(TokKind::Colon, "expected ':'")?;
        let ty = p.parse_type()?;
        st.result_types.push(ty);
        return Ok(());
    }
    st.attributes = p.parse_optional_attr_dict()?;
    let tok = p.current_token();
    let value = p.parse_attribute()?;
    let Some(ty) = ctx.attr_type(value) else {
        return Err(p.error_at(
            tok,
            "expected a typed value (dense<...> : tensor<...>) or 'random'",
        ));
    };
    st.attributes.push(NamedAttr {
        name: ctx.ident("value"),
        value,
    });
    st.result_types.push(ty);
    Ok(())
}

/// Prints [`parse_constant`]'s forms.
pub(crate) fn print_constant(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let ir = p.ir;
    let dict = ir.attrs(op);
    // `value` is read as the verifier reads it (properties first, then the dictionary).
    if let Some(value) = ir.attr(ctx, op, "value") {
        print_attrs(p, op, &["value"])?;
        p.write_str(" ")?;
        return p.print_attr(value);
    }
    // Random form: seed, distribution, scale first (the spec's order), then the rest.
    p.write_str(" random {")?;
    let mut first = true;
    for key in ["seed", "distribution", "scale"] {
        if let Some(v) = ctx.dict_get(dict, key) {
            if !first {
                p.write_str(", ")?;
            }
            first = false;
            p.write_str(key)?;
            p.write_str(" = ")?;
            p.print_attr(v)?;
        }
    }
    let mut rest = dict;
    for key in ["seed", "distribution", "scale"] {
        rest = ctx.dict_remove(rest, ctx.ident(key));
    }
    if !ctx.dict_entries(rest).is_empty() {
        // The remaining entries in their canonical spelling, without the braces.
        let text = crate::ir::printer::attr_to_string(ctx, rest);
        let inner = text
            .strip_prefix('{')
            .and_then(|t| t.strip_suffix('}'))
            .unwrap_or(&text);
        if !first {
            p.write_str(", ")?;
        }
        p.write_str(inner)?;
    }
    p.write_str("} : ")?;
    let ty = shared_type(p, op);
    p.print_type(ty)
}
