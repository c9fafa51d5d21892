//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect`,
//! `func.constant`, as in MLIR (custom syntax for the first three).

use std::fmt;

use smallvec::SmallVec;

use crate::ir::attributes::{AttrKind, Attribute, NamedAttr};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::{Dialect, OpDef, OpRef, Traits};
use crate::ir::entity::OpId;
use crate::ir::lexer::TokKind;
use crate::ir::operation::OperationState;
use crate::ir::parser::{Argument, PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::symbol::lookup_symbol;
use crate::ir::types::{Type, TypeKind};

crate::op_view!(
    /// A `func.func` operation.
    pub FuncOp, "func.func"
);

impl FuncOp {
    /// The function type's inputs and results.
    pub fn signature(self, ctx: &crate::Context, ir: &crate::Ir) -> Option<(Vec<Type>, Vec<Type>)> {
        let t = ir
            .attr(ctx, self.0, "function_type")
            .and_then(|a| ctx.type_value(a))?;
        match ctx.type_kind(t) {
            TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
            _ => None,
        }
    }

    /// The symbol name.
    pub fn name(self, ctx: &crate::Context, ir: &crate::Ir) -> Option<String> {
        ir.attr(ctx, self.0, "sym_name")
            .and_then(|a| ctx.str_value(a))
            .map(|s| s.into_owned())
    }

    /// The body region.
    pub fn body(self, ir: &crate::Ir) -> Option<crate::RegionId> {
        ir.regions(self.0).first().copied()
    }

    /// True for a declaration (no body).
    pub fn is_declaration(self, ir: &crate::Ir) -> bool {
        self.body(ir).is_none_or(|r| ir.region_is_empty(r))
    }

    /// Number of arguments (of the function type).
    pub fn num_arguments(self, ctx: &crate::Context, ir: &crate::Ir) -> usize {
        self.signature(ctx, ir)
            .map_or(0, |(inputs, _)| inputs.len())
    }

    /// The attribute `name` of argument `i` (`arg_attrs`), if set.
    pub fn arg_attr(
        self,
        ctx: &crate::Context,
        ir: &crate::Ir,
        i: usize,
        name: &str,
    ) -> Option<Attribute> {
        let AttrKind::Array(items) = ctx.attr_kind(ir.attr(ctx, self.0, "arg_attrs")?) else {
            return None;
        };
        ctx.dict_get(*items.get(i)?, name)
    }

    /// Sets (`Some`) or removes (`None`) the attribute `name` of argument `i`; `arg_attrs` gets
    /// one dictionary per argument, and is dropped when every dictionary is empty.
    pub fn set_arg_attr(
        self,
        ctx: &crate::Context,
        ir: &mut crate::Ir,
        i: usize,
        name: &str,
        value: Option<Attribute>,
    ) {
        let n = self.num_arguments(ctx, ir).max(i + 1);
        let mut dicts: Vec<Attribute> =
            match ir.attr(ctx, self.0, "arg_attrs").map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(items)) => items.to_vec(),
                _ => Vec::new(),
            };
        dicts.resize(n, ctx.empty_dict());
        dicts[i] = match value {
            Some(v) => ctx.dict_set(dicts[i], ctx.ident(name), v),
            None => ctx.dict_remove(dicts[i], ctx.ident(name)),
        };
        ir.remove_attr(ctx, self.0, "arg_attrs");
        if dicts.iter().any(|&d| d != ctx.empty_dict()) {
            ir.set_prop(ctx, self.0, "arg_attrs", ctx.array_attr(&dicts));
        }
    }

    /// Whether argument `i` is a weight ([`WEIGHT_ATTR`]): load-time data.
    pub fn is_weight_arg(self, ctx: &crate::Context, ir: &crate::Ir, i: usize) -> bool {
        self.arg_attr(ctx, ir, i, WEIGHT_ATTR).is_some()
    }
}

/// The argument attribute that marks a function argument as a **weight**: load-time data the
/// host writes once per load of the program (the runtime's `initialize` call), not once per
/// inference like the other arguments (the `run` call). A unit attribute:
/// `func.func @main(%x: tensor<4x8xf16>, %w: tensor<8x4xf16> {ipu.weight})`. `ipu-compile
/// --weights=...` sets it; the operator planner lets the host write every replica of a
/// weight's layout (`host = replicas`), while a per-inference argument is written once per
/// element and replicated on the device.
pub const WEIGHT_ATTR: &str = "ipu.weight";

const FUNC_ELIDED: [&str; 5] = [
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if let Some(kw) = p.peek_keyword() {
        // `private`, `public`, `nested`
        p.advance();
        st.set_property(ctx, "sym_visibility", ctx.string_attr(kw));
    }
    if p.current_token().kind != TokKind::AtIdent {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    st.set_property(ctx, "sym_name", ctx.symbol_name_attr(name));
    p.expect(TokKind::LParen, "expected '('")?;
    let mut args: Vec<Argument<'_>> = Vec::new();
    let mut inputs: Vec<Type> = Vec::new();
    let mut arg_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    let mut named: Option<bool> = None;
    if !p.consume_if(TokKind::RParen) {
        loop {
            let is_named = p.current_token().kind == TokKind::PercentIdent;
            match named {
                Some(true) if !is_named => return Err(p.emit_error("expected SSA identifier")),
                Some(false) if is_named => {
                    return Err(p.emit_error("expected type instead of SSA identifier"));
                }
                _ => named = Some(is_named),
            }
            if is_named {
                let a = p.parse_argument(true)?;
                inputs.push(a.ty);
                arg_attrs.push(a.attrs.clone());
                args.push(a);
            } else if p.current_token().kind == TokKind::Ellipsis {
                return Err(p.emit_error("variadic arguments are not supported"));
            } else {
                let t = p.parse_type()?;
                inputs.push(t);
                arg_attrs.push(p.parse_optional_attr_dict()?);
                p.parse_optional_location()?;
            }
            if p.consume_if(TokKind::RParen) {
                break;
            }
            p.expect(TokKind::Comma, "expected ')'")?;
        }
    }
    let mut results: Vec<Type> = Vec::new();
    let mut res_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    if p.consume_if(TokKind::Arrow) {
        if p.consume_if(TokKind::LParen) {
            if !p.consume_if(TokKind::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    res_attrs.push(p.parse_optional_attr_dict()?);
                    if p.consume_if(TokKind::RParen) {
                        break;
                    }
                    p.expect(TokKind::Comma, "expected ')'")?;
                }
            }
        } else {
            results.push(p.parse_non_function_type()?);
            res_attrs.push(Vec::new());
        }
    }
    let fty = ctx.function_type(&inputs, &results);
    st.set_property(ctx, "function_type", ctx.type_attr(fty));
    let to_array = |v: &[Vec<NamedAttr>]| -> Option<Attribute> {
        if v.iter().all(|d| d.is_empty()) {
            return None;
        }
        let dicts: Vec<Attribute> = v.iter().map(|d| ctx.dict_attr(d)).collect();
        Some(ctx.array_attr(&dicts))
    };
    if let Some(a) = to_array(&arg_attrs) {
        st.set_property(ctx, "arg_attrs", a);
    }
    if let Some(a) = to_array(&res_attrs) {
        st.set_property(ctx, "res_attrs", a);
    }
    st.attributes = p.parse_optional_attr_dict_with_keyword()?;
    let region = if p.current_token().kind == TokKind::LBrace {
        if named != Some(true) && !inputs.is_empty() {
            return Err(p.emit_error("expected named arguments for a function with a body"));
        }
        p.parse_region(&args)?
    } else {
        p.new_region()
    };
    st.regions.push(region);
    Ok(())
}

fn print_func(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let ir = p.ir;
    if let Some(v) = ir
        .attr(ctx, op, "sym_visibility")
        .and_then(|a| ctx.str_value(a))
    {
        p.write_str(" ")?;
        p.write_str(&v)?;
    }
    p.write_str(" ")?;
    let name = crate::ir::symbol::symbol_name(ctx, ir, op).unwrap_or_else(|| ctx.ident(""));
    p.print_symbol_name(name)?;
    let (inputs, results) = FuncOp(op).signature(ctx, ir).unwrap_or_default();
    let arg_attrs = attr_dicts(ctx, ir.attr(ctx, op, "arg_attrs"));
    let res_attrs = attr_dicts(ctx, ir.attr(ctx, op, "res_attrs"));
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    p.write_str("(")?;
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ")?;
        }
        match entry.and_then(|b| ir.block_args(b).get(i).copied()) {
            Some(a) => {
                p.print_value(a)?;
                p.write_str(": ")?;
                p.print_type(ir.value_type(a))?;
            }
            None => p.print_type(t)?,
        }
        if let Some(d) = arg_attrs.get(i) {
            p.print_attr_dict(d, &[])?;
        }
        if p.flags().debug_info
            && let Some(a) = entry.and_then(|b| ir.block_args(b).get(i).copied())
            && let Some(l) = ir.block_arg_loc(a)
        {
            p.write_str(" ")?;
            p.print_location(l)?;
        }
    }
    p.write_str(")")?;
    if !results.is_empty() {
        p.write_str(" -> ")?;
        let has_attrs = res_attrs.iter().any(|d| !d.is_empty());
        let single_plain = results.len() == 1
            && !has_attrs
            && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
        if single_plain {
            p.print_type(results[0])?;
        } else {
            p.write_str("(")?;
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ")?;
                }
                p.print_type(t)?;
                if let Some(d) = res_attrs.get(i) {
                    p.print_attr_dict(d, &[])?;
                }
            }
            p.write_str(")")?;
        }
    }
    p.print_attr_dict_with_keyword(ctx.dict_entries(ir.attrs(op)), &FUNC_ELIDED)?;
    if let Some(r) = body
        && !ir.region_is_empty(r)
    {
        p.write_str(" ")?;
        p.print_region(r, false, true)?;
    }
    Ok(())
}

fn attr_dicts(ctx: &crate::Context, a: Option<Attribute>) -> Vec<Vec<NamedAttr>> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elems)) => elems
            .iter()
            .map(|&d| ctx.dict_entries(d).to_vec())
            .collect(),
        _ => Vec::new(),
    }
}

fn verify_func(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let fty = op.required_attr("function_type")?;
    let Some(TypeKind::Function { inputs, .. }) = ctx.type_value(fty).map(|t| ctx.type_kind(t))
    else {
        return Err(op.error("requires attribute 'function_type' to be a function type"));
    };
    if op.regions().len() != 1 {
        return Err(op.error("requires one region"));
    }
    if let Some(entry) = op.ir.entry_block(op.regions()[0]) {
        let args = op.ir.block_args(entry);
        if args.len() != inputs.len() {
            return Err(op.error(format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            )));
        }
        for (i, (&a, &t)) in args.iter().zip(inputs.iter()).enumerate() {
            let at = op.ir.value_type(a);
            if at != t {
                return Err(op.error(format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    crate::ir::printer::type_to_string(ctx, at),
                    crate::ir::printer::type_to_string(ctx, t)
                )));
            }
        }
    }
    Ok(())
}

fn parse_return(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        p.expect(TokKind::Colon, "expected ':'")?;
        let types = p.parse_type_list()?;
        st.operands = p.resolve_operands(&operands, &types, tok)?;
    }
    Ok(())
}

fn print_return(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ir = p.ir;
    if ir.num_operands(op) > 0 {
        p.write_str(" ")?;
        p.print_values(ir.operands(op))?;
        p.write_str(" : ")?;
        p.print_type_list(&ir.operand_types(op))?;
    }
    p.print_attr_dict(p.ctx.dict_entries(ir.attrs(op)), &[])
}

fn verify_return(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(parent) = op.parent_op() else {
        return Err(op.error("expects parent op 'func.func'"));
    };
    let Some(func) = FuncOp::cast(ctx, op.ir, parent) else {
        return Err(op.error("expects parent op 'func.func'"));
    };
    let (_, results) = func.signature(ctx, op.ir).unwrap_or_default();
    let name = func.name(ctx, op.ir).unwrap_or_default();
    if op.num_operands() != results.len() {
        return Err(op.error(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            op.num_operands(),
            results.len()
        )));
    }
    for (i, &t) in results.iter().enumerate() {
        let ot = op.operand_type(i);
        if ot != t {
            return Err(op.error(format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                crate::ir::printer::type_to_string(ctx, ot),
                crate::ir::printer::type_to_string(ctx, t)
            )));
        }
    }
    Ok(())
}

fn parse_call(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let callee = p.parse_symbol_name()?;
    st.set_property(ctx, "callee", ctx.symbol_ref_to(callee));
    let tok = p.current_token();
    p.expect(TokKind::LParen, "expected '('")?;
    let operands = p.parse_operand_list()?;
    p.expect(TokKind::RParen, "expected ')'")?;
    st.attributes = p.parse_optional_attr_dict()?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let t = p.parse_function_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(t).clone() else {
        unreachable!()
    };
    st.operands = p.resolve_operands(&operands, &inputs, tok)?;
    st.result_types.extend_from_slice(&results);
    Ok(())
}

fn print_call(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let ir = p.ir;
    p.write_str(" ")?;
    if let Some(c) = ir.attr(ctx, op, "callee") {
        p.print_attr(c)?;
    }
    p.write_str("(")?;
    p.print_values(ir.operands(op))?;
    p.write_str(")")?;
    p.print_attr_dict(ctx.dict_entries(ir.attrs(op)), &["callee"])?;
    p.write_str(" : (")?;
    p.print_type_list(&ir.operand_types(op))?;
    p.write_str(") -> ")?;
    let rt: SmallVec<[Type; 2]> = ir.result_types(op);
    p.print_result_types(rt.iter().copied())
}

fn verify_call(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let callee = op.required_attr("callee")?;
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(callee) else {
        return Err(op.error("requires attribute 'callee' to be a symbol reference"));
    };
    let target = lookup_symbol(ctx, op.ir, op.id, callee).and_then(|t| FuncOp::cast(ctx, op.ir, t));
    let Some(func) = target else {
        return Err(op.error(format!(
            "'{}' does not reference a valid function",
            ctx.ident_str(*root)
        )));
    };
    let (inputs, results) = func.signature(ctx, op.ir).unwrap_or_default();
    if inputs.len() != op.num_operands() {
        return Err(op.error("incorrect number of operands for callee"));
    }
    for (i, &t) in inputs.iter().enumerate() {
        if op.operand_type(i) != t {
            return Err(op.error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                crate::ir::printer::type_to_string(ctx, t),
                crate::ir::printer::type_to_string(ctx, op.operand_type(i))
            )));
        }
    }
    if results.len() != op.num_results() {
        return Err(op.error("incorrect number of results for callee"));
    }
    for (i, &t) in results.iter().enumerate() {
        if op.result_type(i) != t {
            return Err(op.error(format!(
                "result type mismatch at index {i}: expected result type '{}', but provided '{}'",
                crate::ir::printer::type_to_string(ctx, t),
                crate::ir::printer::type_to_string(ctx, op.result_type(i))
            )));
        }
    }
    Ok(())
}

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
    verify: Some(verify_func),
    parse: Some(parse_func),
    print: Some(print_func),
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
    verify: Some(verify_return),
    parse: Some(parse_return),
    print: Some(print_return),
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
    verify: Some(verify_call),
    parse: Some(parse_call),
    print: Some(print_call),
    example: "%r = call @f(%a) : (i32) -> i32",
    ..OpDef::DEFAULT
};

/// `func.call_indirect`.
pub static CALL_INDIRECT: OpDef = OpDef {
    name: "func.call_indirect",
    summary: "Calls a function value",
    description: "The first operand is a function-typed value; the rest are its arguments.",
    traits: Traits::ZERO_REGIONS.or(Traits::ZERO_SUCCESSORS),
    example: "%r = \"func.call_indirect\"(%f, %a) : ((i32) -> i32, i32) -> i32",
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
    example: "%f = \"func.constant\"() <{value = @f}> : () -> ((i32) -> i32)",
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
