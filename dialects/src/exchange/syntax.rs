//! Custom assembly of the exchange ops: keyword forms that read like the hardware's
//! vocabulary.
//!
//! ```text
//! exchange.program @main target "ipu21" { ... }
//! exchange.buffer @w tiles [0, 1] bytes 8192 region "interleaved" align 16 : f16
//! exchange.compute_set @cs0 { ... }
//! exchange.vertex "add_f16" on 3 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, ...)
//! exchange.sync
//! exchange.phase @p3 target "ipu21" kind "full-duplex" horizon 120 endpoint_lower_bound 100 lower_bound_gap 20 { ... }
//! exchange.transfer from 12 to [40, 41] words 64 src_offset 0 dst_offset 256 start 5 arrival [22, 22]
//! ```
//!
//! Keywords may come in any order and each is optional in the parser (the verifier
//! says what is missing). The printer writes a keyword only for an attribute of the
//! contract's type (`i32` tiles, words and bytes, `i64` cycles); anything else stays
//! in the trailing attribute dictionary, so printing and parsing back is exact even
//! for IR that does not verify.

use std::fmt;

use crate::ir::attributes::{AttrKind, Attribute, NamedAttr};
use crate::ir::context::Context;
use crate::ir::entity::OpId;
use crate::ir::lexer::TokKind;
use crate::ir::operation::OperationState;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::types::{Signedness, TypeKind};

// ===== helpers ====================================================================================

/// The value of an integer attribute whose type is the signless `iN` of `width`.
fn canon_int(ctx: &Context, a: Attribute, width: u32) -> Option<i64> {
    let AttrKind::Integer { ty, .. } = ctx.attr_kind(a) else {
        return None;
    };
    match ctx.type_kind(*ty) {
        TypeKind::Integer {
            width: w,
            signedness: Signedness::Signless,
        } if *w == width => ctx.int_value(a).and_then(|v| i64::try_from(v).ok()),
        _ => None,
    }
}

/// The values of an `array<iN: ...>` attribute of `width`.
fn canon_array(ctx: &Context, a: Attribute, width: u32) -> Option<Vec<i64>> {
    let AttrKind::DenseArray { element, .. } = ctx.attr_kind(a) else {
        return None;
    };
    match ctx.type_kind(*element) {
        TypeKind::Integer {
            width: w,
            signedness: Signedness::Signless,
        } if *w == width => crate::graph::support::int_array(ctx, a),
        _ => None,
    }
}

/// How a keyword's value is spelled and typed.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kw {
    /// `KW 12`, an `i32`.
    I32,
    /// `KW 12`, an `i64`.
    I64,
    /// `KW [1, 2]`, an `array<i32>`.
    I32List,
    /// `KW [1, 2]`, an `array<i64>`.
    I64List,
    /// `KW "text"`.
    Str,
    /// `KW @name`.
    Symbol,
    /// `KW` alone (a unit attribute).
    Flag,
}

/// Parses `[1, 2, 3]` (possibly empty), each in `[lo, hi]`.
fn parse_int_list(p: &mut Parser<'_>, lo: i64, hi: i64) -> PResult<Vec<i64>> {
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut v = Vec::new();
    if p.consume_if(TokKind::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(parse_int_in(p, lo, hi)?);
        if p.consume_if(TokKind::RSquare) {
            return Ok(v);
        }
        p.expect(TokKind::Comma, "expected ',' or ']'")?;
    }
}

/// Parses an integer in `[lo, hi]`.
fn parse_int_in(p: &mut Parser<'_>, lo: i64, hi: i64) -> PResult<i64> {
    let tok = p.current_token();
    let v = p.parse_integer()?;
    if v < lo || v > hi {
        return Err(p.error_at(
            tok,
            format!("integer value {v} is out of range [{lo}, {hi}]"),
        ));
    }
    Ok(v)
}

/// Parses the keywords of `table` in any order, each at most once, into attributes.
fn parse_keywords(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    table: &[(&str, Kw)],
) -> PResult<()> {
    let ctx = p.ctx;
    let mut seen = vec![false; table.len()];
    while let Some(word) = p.peek_keyword() {
        let Some(i) = table.iter().position(|(k, _)| *k == word) else {
            // Not a keyword: the next op starts here, unless the word is the beginning of a
            // keyword still missing (a truncated or misspelt keyword would otherwise be
            // reported as an unknown op).
            let close: Vec<String> = table
                .iter()
                .zip(&seen)
                .filter(|((k, _), seen)| !**seen && word.len() >= 2 && k.starts_with(word))
                .map(|((k, _), _)| format!("'{k}'"))
                .collect();
            if !close.is_empty() {
                return Err(p.emit_error(format!(
                    "has no keyword '{word}' (did you mean {}?)",
                    close.join(" or ")
                )));
            }
            break;
        };
        if seen[i] {
            return Err(p.emit_error(format!("has '{word}' twice")));
        }
        seen[i] = true;
        p.advance();
        let (i32_lo, i32_hi) = (i64::from(i32::MIN), i64::from(i32::MAX));
        let value = match table[i].1 {
            Kw::I32 => ctx.int_attr(ctx.i32(), i128::from(parse_int_in(p, i32_lo, i32_hi)?)),
            Kw::I64 => ctx.i64_attr(p.parse_integer()?),
            Kw::I32List => {
                let v: Vec<i32> = parse_int_list(p, i32_lo, i32_hi)?
                    .into_iter()
                    .map(|x| x as i32)
                    .collect();
                ctx.dense_i32_array(&v)
            }
            Kw::I64List => ctx.dense_i64_array(&parse_int_list(p, i64::MIN, i64::MAX)?),
            Kw::Str => ctx.string_attr(&p.parse_string()?),
            Kw::Symbol => {
                let s = p.parse_symbol_name()?;
                ctx.symbol_ref_to(s)
            }
            Kw::Flag => ctx.unit_attr(),
        };
        st.add_attr(ctx, word, value);
    }
    Ok(())
}

/// Prints the keywords of `table` whose attribute has the keyword's type; returns
/// the names printed (to elide from the dictionary).
fn print_keywords(
    p: &mut Printer<'_>,
    op: OpId,
    table: &[(&'static str, Kw)],
    printed: &mut Vec<&'static str>,
) -> fmt::Result {
    let ctx = p.ctx;
    let dict = p.ir.attrs(op);
    for &(name, kw) in table {
        let Some(a) = ctx.dict_get(dict, name) else {
            continue;
        };
        let ok = match kw {
            Kw::I32 => canon_int(ctx, a, 32).map(|v| write!(p, " {name} {v}")),
            Kw::I64 => canon_int(ctx, a, 64).map(|v| write!(p, " {name} {v}")),
            Kw::I32List | Kw::I64List => {
                let width = if kw == Kw::I32List { 32 } else { 64 };
                canon_array(ctx, a, width).map(|v| {
                    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                    write!(p, " {name} [{}]", items.join(", "))
                })
            }
            Kw::Str => match ctx.attr_kind(a) {
                AttrKind::String { ty: None, .. } => Some(print_kw_attr(p, name, a)),
                _ => None,
            },
            Kw::Symbol => match ctx.attr_kind(a) {
                AttrKind::SymbolRef { nested, .. } if nested.is_empty() => {
                    Some(print_kw_attr(p, name, a))
                }
                _ => None,
            },
            Kw::Flag => matches!(ctx.attr_kind(a), AttrKind::Unit).then(|| write!(p, " {name}")),
        };
        if let Some(r) = ok {
            r?;
            printed.push(name);
        }
    }
    Ok(())
}

fn print_kw_attr(p: &mut Printer<'_>, name: &str, a: Attribute) -> fmt::Result {
    write!(p, " {name} ")?;
    p.print_attr(a)
}

/// Parses `@name` into `sym_name`.
fn parse_sym_name(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.current_token().kind != TokKind::AtIdent {
        return Err(p.emit_error("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    st.add_attr(ctx, "sym_name", ctx.symbol_name_attr(name));
    Ok(())
}

/// Prints ` @name` if `sym_name` is a plain string; returns whether it did.
fn print_sym_name(p: &mut Printer<'_>, op: OpId) -> Result<bool, fmt::Error> {
    let ctx = p.ctx;
    match ctx
        .dict_get(p.ir.attrs(op), "sym_name")
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::String { value, ty: None }) => {
            p.write_str(" ")?;
            p.print_symbol_name(ctx.ident_bytes(value))?;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// Appends the trailing dictionary's entries to the state's attributes.
fn extend(st: &mut OperationState, attrs: Vec<NamedAttr>) {
    st.attributes.extend(attrs);
}

/// Parses `{ ... }` (one block, no terminator) into the state.
fn parse_body(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let region = p.parse_region(&[])?;
    p.ensure_block(region);
    st.regions.push(region);
    Ok(())
}

/// Prints `sym? keywords attributes {...} region` for a region op.
fn print_region_op(p: &mut Printer<'_>, op: OpId, table: &[(&'static str, Kw)]) -> fmt::Result {
    let mut printed = Vec::new();
    if print_sym_name(p, op)? {
        printed.push("sym_name");
    }
    print_keywords(p, op, table, &mut printed)?;
    let entries = p.ctx.dict_entries(p.ir.attrs(op));
    p.print_attr_dict_with_keyword(entries, &printed)?;
    if let Some(&r) = p.ir.regions(op).first() {
        p.write_str(" ")?;
        p.print_region(r, false, false)?;
    }
    Ok(())
}

// ===== program, compute set, sync =================================================================

const PROGRAM_KW: [(&str, Kw); 1] = [("target", Kw::Str)];

/// `exchange.program @name target "ipu21" attributes {...} { ... }`.
pub(crate) fn parse_program(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_sym_name(p, st)?;
    parse_keywords(p, st, &PROGRAM_KW)?;
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    extend(st, extra);
    parse_body(p, st)
}

/// Prints [`parse_program`]'s form.
pub(crate) fn print_program(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_region_op(p, op, &PROGRAM_KW)
}

/// `exchange.compute_set @name attributes {...} { ... }`.
pub(crate) fn parse_compute_set(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_sym_name(p, st)?;
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    extend(st, extra);
    parse_body(p, st)
}

/// Prints [`parse_compute_set`]'s form.
pub(crate) fn print_compute_set(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_region_op(p, op, &[])
}

/// `exchange.sync {attrs}`.
pub(crate) fn parse_sync(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    st.attributes = p.parse_optional_attr_dict()?;
    Ok(())
}

/// Prints [`parse_sync`]'s form.
pub(crate) fn print_sync(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let entries = p.ctx.dict_entries(p.ir.attrs(op));
    p.print_attr_dict(entries, &[])
}

// ===== buffer =====================================================================================

const BUFFER_KW: [(&str, Kw); 4] = [
    ("tiles", Kw::I32List),
    ("bytes", Kw::I32),
    ("region", Kw::Str),
    ("align", Kw::I32),
];

/// `exchange.buffer @name tiles [...] bytes N region "..." align A {attrs} : TYPE`.
pub(crate) fn parse_buffer(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    parse_sym_name(p, st)?;
    parse_keywords(p, st, &BUFFER_KW)?;
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    if p.consume_if(TokKind::Colon) {
        let t = p.parse_type()?;
        st.add_attr(ctx, "element_type", ctx.type_attr(t));
    }
    Ok(())
}

/// Prints [`parse_buffer`]'s form.
pub(crate) fn print_buffer(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let mut printed = Vec::new();
    if print_sym_name(p, op)? {
        printed.push("sym_name");
    }
    print_keywords(p, op, &BUFFER_KW, &mut printed)?;
    let dict = p.ir.attrs(op);
    let element = ctx
        .dict_get(dict, "element_type")
        .and_then(|a| ctx.type_value(a));
    if element.is_some() {
        printed.push("element_type");
    }
    p.print_attr_dict(ctx.dict_entries(dict), &printed)?;
    if let Some(t) = element {
        p.write_str(" : ")?;
        p.print_type(t)?;
    }
    Ok(())
}

// ===== vertex =====================================================================================

const VERTEX_KW: [(&str, Kw); 5] = [
    ("on", Kw::I32),
    ("workers", Kw::I32),
    ("m", Kw::I32),
    ("n", Kw::I32),
    ("k", Kw::I32),
];

/// The attribute each vertex keyword sets.
fn vertex_attr(kw: &str) -> &str {
    if kw == "on" { "tile" } else { kw }
}

/// `exchange.vertex "CODELET" on T workers W m M n N k K (@b at O bytes S, ...) {attrs}`.
pub(crate) fn parse_vertex(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.current_token().kind == TokKind::String {
        let s = p.parse_string()?;
        st.add_attr(ctx, "codelet", ctx.string_attr(&s));
    }
    let mut kw = OperationState::new(st.name, st.loc);
    parse_keywords(p, &mut kw, &VERTEX_KW)?;
    for a in kw.attributes {
        let name = vertex_attr(ctx.ident_str(a.name)).to_string();
        st.add_attr(ctx, &name, a.value);
    }
    if p.consume_if(TokKind::LParen) {
        let (mut buffers, mut offsets, mut sizes) = (Vec::new(), Vec::new(), Vec::new());
        if !p.consume_if(TokKind::RParen) {
            loop {
                let b = p.parse_symbol_name()?;
                buffers.push(ctx.symbol_ref_to(b));
                p.parse_keyword("at")?;
                offsets.push(parse_int_in(p, 0, i64::from(i32::MAX))? as i32);
                p.parse_keyword("bytes")?;
                sizes.push(parse_int_in(p, 0, i64::from(i32::MAX))? as i32);
                if p.consume_if(TokKind::RParen) {
                    break;
                }
                p.expect(TokKind::Comma, "expected ',' or ')'")?;
            }
        }
        st.add_attr(ctx, "buffers", ctx.array_attr(&buffers));
        st.add_attr(ctx, "offsets", ctx.dense_i32_array(&offsets));
        st.add_attr(ctx, "sizes", ctx.dense_i32_array(&sizes));
    }
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_vertex`]'s form.
pub(crate) fn print_vertex(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let dict = p.ir.attrs(op);
    let mut printed: Vec<&str> = Vec::new();
    if let Some(a) = ctx.dict_get(dict, "codelet")
        && matches!(ctx.attr_kind(a), AttrKind::String { ty: None, .. })
    {
        p.write_str(" ")?;
        p.print_attr(a)?;
        printed.push("codelet");
    }
    for (kw, _) in VERTEX_KW {
        let attr = vertex_attr(kw);
        if let Some(v) = ctx.dict_get(dict, attr).and_then(|a| canon_int(ctx, a, 32)) {
            write!(p, " {kw} {v}")?;
            printed.push(attr);
        }
    }
    // The operand list, when the three arrays are well-formed and agree.
    let buffers = ctx
        .dict_get(dict, "buffers")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| crate::graph::support::symbol_ref(ctx, i))
                .collect::<Option<Vec<_>>>(),
            _ => None,
        });
    let offsets = ctx
        .dict_get(dict, "offsets")
        .and_then(|a| canon_array(ctx, a, 32));
    let sizes = ctx
        .dict_get(dict, "sizes")
        .and_then(|a| canon_array(ctx, a, 32));
    if let (Some(b), Some(o), Some(s)) = (buffers, offsets, sizes)
        && b.len() == o.len()
        && b.len() == s.len()
        && o.iter().chain(&s).all(|&x| x >= 0)
    {
        p.write_str(" (")?;
        for i in 0..b.len() {
            if i > 0 {
                p.write_str(", ")?;
            }
            p.print_symbol_name(b[i])?;
            write!(p, " at {} bytes {}", o[i], s[i])?;
        }
        p.write_str(")")?;
        printed.extend(["buffers", "offsets", "sizes"]);
    }
    p.print_attr_dict(ctx.dict_entries(dict), &printed)
}

// ===== phase and transfer =========================================================================

const PHASE_KW: [(&str, Kw); 5] = [
    ("target", Kw::Str),
    ("kind", Kw::Str),
    ("horizon", Kw::I64),
    ("endpoint_lower_bound", Kw::I64),
    ("lower_bound_gap", Kw::I64),
];

/// `exchange.phase @name target "..." kind "..." horizon H endpoint_lower_bound L
/// lower_bound_gap G attributes {...} { ... }`.
pub(crate) fn parse_phase(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_sym_name(p, st)?;
    parse_keywords(p, st, &PHASE_KW)?;
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    extend(st, extra);
    parse_body(p, st)
}

/// Prints [`parse_phase`]'s form.
pub(crate) fn print_phase(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_region_op(p, op, &PHASE_KW)
}

const TRANSFER_KW: [(&str, Kw); 10] = [
    ("from", Kw::I32),
    ("to", Kw::I32List),
    ("words", Kw::I32),
    ("src_offset", Kw::I32),
    ("dst_offset", Kw::I32),
    ("src_buffer", Kw::Symbol),
    ("dst_buffer", Kw::Symbol),
    ("paired", Kw::Flag),
    ("start", Kw::I64),
    ("arrival", Kw::I64List),
];

/// The attribute each transfer keyword sets.
fn transfer_attr(kw: &str) -> &str {
    match kw {
        "from" => "src",
        "to" => "dst",
        other => other,
    }
}

/// `exchange.transfer from S to [D, ...] words W src_offset B dst_offset B
/// src_buffer @b dst_buffer @b paired start C arrival [C, ...] {attrs}`.
pub(crate) fn parse_transfer(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut kw = OperationState::new(st.name, st.loc);
    parse_keywords(p, &mut kw, &TRANSFER_KW)?;
    for a in kw.attributes {
        let name = transfer_attr(ctx.ident_str(a.name)).to_string();
        st.add_attr(ctx, &name, a.value);
    }
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_transfer`]'s form.
pub(crate) fn print_transfer(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let dict = p.ir.attrs(op);
    let mut printed: Vec<&str> = Vec::new();
    for (kw, ty) in TRANSFER_KW {
        let attr = transfer_attr(kw);
        let Some(a) = ctx.dict_get(dict, attr) else {
            continue;
        };
        let done = match ty {
            Kw::I32 | Kw::I64 => {
                let width = if ty == Kw::I32 { 32 } else { 64 };
                canon_int(ctx, a, width).map(|v| write!(p, " {kw} {v}"))
            }
            Kw::I32List | Kw::I64List => {
                let width = if ty == Kw::I32List { 32 } else { 64 };
                canon_array(ctx, a, width).map(|v| {
                    p.write_str(" ")?;
                    p.write_str(kw)?;
                    p.write_str(" [")?;
                    for (i, x) in v.iter().enumerate() {
                        if i > 0 {
                            p.write_str(", ")?;
                        }
                        write!(p, "{x}")?;
                    }
                    p.write_str("]")
                })
            }
            Kw::Symbol => match ctx.attr_kind(a) {
                AttrKind::SymbolRef { nested, .. } if nested.is_empty() => {
                    Some(print_kw_attr(p, kw, a))
                }
                _ => None,
            },
            Kw::Flag => matches!(ctx.attr_kind(a), AttrKind::Unit).then(|| write!(p, " {kw}")),
            Kw::Str => None,
        };
        if let Some(r) = done {
            r?;
            printed.push(attr);
        }
    }
    p.print_attr_dict(ctx.dict_entries(dict), &printed)
}
