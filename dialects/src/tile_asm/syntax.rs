//! Custom assembly of the tile_asm ops: keyword forms in the hardware's vocabulary.
//!
//! ```text
//! tile_asm.program @main target "ipu21" function @main { ... }
//! tile_asm.phase @p0 endpoint_lower_bound 81 horizon 81
//! tile_asm.compute_set @cs0
//! tile_asm.sync
//! tile_asm.tile 3 code_address 0x7f000 code_bytes 96 { ... }
//! tile_asm.data "x" at 0x80000 bytes 256 host "input" host_index 0 layout "block" piece [0, 4, 0, 32] element_type f16
//! tile_asm.exchange @p0 { ... }
//! tile_asm.compute @cs0 { ... }
//! tile_asm.call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, ...)
//! tile_asm.send at 0 addr 0x80000 words 32 paired
//! tile_asm.set_mux at 14 delay 3 source 0 addr 0x80000 words 32 paired
//! ```
//!
//! Keywords may come in any order and each is optional in the parser (the verifier says
//! what is missing). The printer writes a keyword only for an attribute of the keyword's
//! type (`i32` addresses, sizes and tiles, `i64` cycles); anything else stays in the
//! trailing attribute dictionary, so printing and parsing back is exact even for IR that
//! does not verify. Addresses print in hexadecimal.

use std::fmt;

use crate::ir::attributes::{AttrKind, Attribute, NamedAttr};
use crate::ir::context::Context;
use crate::ir::entity::OpId;
use crate::ir::lexer::TokKind;
use crate::ir::operation::OperationState;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::types::{Signedness, TypeKind};

/// How a keyword's value is spelled and typed.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kw {
    /// `KW 12`, an `i32`.
    I32,
    /// `KW 0x80000`, an `i32` printed in hexadecimal.
    Addr,
    /// `KW 12`, an `i64`.
    I64,
    /// `KW [1, 2]`, an `array<i64>`.
    I64List,
    /// `KW "text"`.
    Str,
    /// `KW @name`.
    Symbol,
    /// `KW` alone (a unit attribute).
    Flag,
    /// `KW f16`, a type attribute.
    Type,
    /// `KW <attribute>`, any attribute.
    Any,
}

/// A keyword: its spelling, the attribute it sets, and its kind.
type Key = (&'static str, &'static str, Kw);

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

/// Parses an integer in the `i32` range.
fn parse_i32(p: &mut Parser<'_>) -> PResult<i64> {
    let tok = p.current_token();
    let v = p.parse_integer()?;
    if v < i64::from(i32::MIN) || v > i64::from(i32::MAX) {
        return Err(p.error_at(tok, format!("integer value {v} is out of range for i32")));
    }
    Ok(v)
}

/// Parses `[1, 2, 3]` (possibly empty).
fn parse_int_list(p: &mut Parser<'_>) -> PResult<Vec<i64>> {
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut v = Vec::new();
    if p.consume_if(TokKind::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_integer()?);
        if p.consume_if(TokKind::RSquare) {
            return Ok(v);
        }
        p.expect(TokKind::Comma, "expected ',' or ']'")?;
    }
}

/// Parses the keywords of `table` in any order, each at most once, into attributes.
fn parse_keywords(p: &mut Parser<'_>, st: &mut OperationState, table: &[Key]) -> PResult<()> {
    let ctx = p.ctx;
    let mut seen = vec![false; table.len()];
    while let Some(word) = p.peek_keyword() {
        let Some(i) = table.iter().position(|(k, _, _)| *k == word) else {
            break;
        };
        if seen[i] {
            return Err(p.emit_error(format!("has '{word}' twice")));
        }
        seen[i] = true;
        p.advance();
        let (_, attr, kind) = table[i];
        let value = match kind {
            Kw::I32 | Kw::Addr => ctx.int_attr(ctx.i32(), i128::from(parse_i32(p)?)),
            Kw::I64 => ctx.i64_attr(p.parse_integer()?),
            Kw::I64List => ctx.dense_i64_array(&parse_int_list(p)?),
            Kw::Str => ctx.string_attr(&p.parse_string()?),
            Kw::Symbol => {
                let s = p.parse_symbol_name()?;
                ctx.symbol_ref_to(s)
            }
            Kw::Flag => ctx.unit_attr(),
            Kw::Type => ctx.type_attr(p.parse_type()?),
            Kw::Any => p.parse_attribute()?,
        };
        st.add_attr(ctx, attr, value);
    }
    Ok(())
}

/// Prints the keywords of `table` whose attribute has the keyword's type; records the
/// attributes printed (to elide from the dictionary).
fn print_keywords(
    p: &mut Printer<'_>,
    op: OpId,
    table: &[Key],
    printed: &mut Vec<&'static str>,
) -> fmt::Result {
    let ctx = p.ctx;
    let dict = p.ir.attrs(op);
    for &(kw, attr, kind) in table {
        let Some(a) = ctx.dict_get(dict, attr) else {
            continue;
        };
        let done = match kind {
            Kw::I32 => canon_int(ctx, a, 32).map(|v| write!(p, " {kw} {v}")),
            Kw::Addr => canon_int(ctx, a, 32).map(|v| {
                if v >= 0 {
                    write!(p, " {kw} {v:#x}")
                } else {
                    write!(p, " {kw} {v}")
                }
            }),
            Kw::I64 => canon_int(ctx, a, 64).map(|v| write!(p, " {kw} {v}")),
            Kw::I64List => canon_array(ctx, a, 64).map(|v| {
                let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                write!(p, " {kw} [{}]", items.join(", "))
            }),
            Kw::Str => matches!(ctx.attr_kind(a), AttrKind::String { ty: None, .. })
                .then(|| print_kw_attr(p, kw, a)),
            Kw::Symbol => {
                matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
                    .then(|| print_kw_attr(p, kw, a))
            }
            Kw::Flag => matches!(ctx.attr_kind(a), AttrKind::Unit).then(|| write!(p, " {kw}")),
            Kw::Type => ctx.type_value(a).map(|t| {
                write!(p, " {kw} ")?;
                p.print_type(t)
            }),
            Kw::Any => Some(print_kw_attr(p, kw, a)),
        };
        if let Some(r) = done {
            r?;
            printed.push(attr);
        }
    }
    Ok(())
}

fn print_kw_attr(p: &mut Printer<'_>, kw: &str, a: Attribute) -> fmt::Result {
    write!(p, " {kw} ")?;
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

/// Prints ` @name` if `sym_name` is a plain string; records it as printed.
fn print_sym_name(p: &mut Printer<'_>, op: OpId, printed: &mut Vec<&'static str>) -> fmt::Result {
    let ctx = p.ctx;
    if let Some(AttrKind::String { value, ty: None }) = ctx
        .dict_get(p.ir.attrs(op), "sym_name")
        .map(|a| ctx.attr_kind(a))
    {
        p.write_str(" ")?;
        p.print_symbol_name(ctx.ident_bytes(value))?;
        printed.push("sym_name");
    }
    Ok(())
}

/// Parses an optional leading `@name` into the symbol-reference attribute `attr`.
fn parse_leading_ref(p: &mut Parser<'_>, st: &mut OperationState, attr: &str) -> PResult<()> {
    let ctx = p.ctx;
    if p.current_token().kind == TokKind::AtIdent {
        let s = p.parse_symbol_name()?;
        st.add_attr(ctx, attr, ctx.symbol_ref_to(s));
    }
    Ok(())
}

/// Prints ` @name` for the flat symbol reference `attr`, if it is one.
fn print_leading_ref(
    p: &mut Printer<'_>,
    op: OpId,
    attr: &'static str,
    printed: &mut Vec<&'static str>,
) -> fmt::Result {
    let ctx = p.ctx;
    if let Some(a) = ctx.dict_get(p.ir.attrs(op), attr)
        && matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
    {
        p.write_str(" ")?;
        p.print_attr(a)?;
        printed.push(attr);
    }
    Ok(())
}

/// Parses an optional leading string into the string attribute `attr`.
fn parse_leading_string(p: &mut Parser<'_>, st: &mut OperationState, attr: &str) -> PResult<()> {
    let ctx = p.ctx;
    if p.current_token().kind == TokKind::String {
        let s = p.parse_string()?;
        st.add_attr(ctx, attr, ctx.string_attr(&s));
    }
    Ok(())
}

/// Prints ` "text"` for the plain string attribute `attr`, if it is one.
fn print_leading_string(
    p: &mut Printer<'_>,
    op: OpId,
    attr: &'static str,
    printed: &mut Vec<&'static str>,
) -> fmt::Result {
    let ctx = p.ctx;
    if let Some(a) = ctx.dict_get(p.ir.attrs(op), attr)
        && matches!(ctx.attr_kind(a), AttrKind::String { ty: None, .. })
    {
        p.write_str(" ")?;
        p.print_attr(a)?;
        printed.push(attr);
    }
    Ok(())
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

/// Prints ` attributes {...}` (region ops) or ` {...}` (others), then the region if any.
fn print_rest(
    p: &mut Printer<'_>,
    op: OpId,
    printed: &[&'static str],
    region_op: bool,
) -> fmt::Result {
    let entries = p.ctx.dict_entries(p.ir.attrs(op));
    if region_op {
        p.print_attr_dict_with_keyword(entries, printed)?;
        if let Some(&r) = p.ir.regions(op).first() {
            p.write_str(" ")?;
            p.print_region(r, false, false)?;
        }
        Ok(())
    } else {
        p.print_attr_dict(entries, printed)
    }
}

// ===== program and step declarations ==============================================================

const PROGRAM_KW: [Key; 2] = [
    ("target", "target", Kw::Str),
    ("function", "function", Kw::Symbol),
];

/// `tile_asm.program @name target "ipu21" function @f attributes {...} { ... }`.
pub(crate) fn parse_program(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_sym_name(p, st)?;
    parse_keywords(p, st, &PROGRAM_KW)?;
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    extend(st, extra);
    parse_body(p, st)
}

/// Prints [`parse_program`]'s form.
pub(crate) fn print_program(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_sym_name(p, op, &mut printed)?;
    print_keywords(p, op, &PROGRAM_KW, &mut printed)?;
    print_rest(p, op, &printed, true)
}

const PHASE_KW: [Key; 2] = [
    ("endpoint_lower_bound", "endpoint_lower_bound", Kw::I64),
    ("horizon", "horizon", Kw::I64),
];

/// `tile_asm.phase @name endpoint_lower_bound L horizon H {attrs}`.
pub(crate) fn parse_phase(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_sym_name(p, st)?;
    parse_keywords(p, st, &PHASE_KW)?;
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_phase`]'s form.
pub(crate) fn print_phase(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_sym_name(p, op, &mut printed)?;
    print_keywords(p, op, &PHASE_KW, &mut printed)?;
    print_rest(p, op, &printed, false)
}

/// `tile_asm.compute_set @name {attrs}`.
pub(crate) fn parse_compute_set(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_sym_name(p, st)?;
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_compute_set`]'s form.
pub(crate) fn print_compute_set(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_sym_name(p, op, &mut printed)?;
    print_rest(p, op, &printed, false)
}

/// `tile_asm.sync {attrs}`.
pub(crate) fn parse_sync(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    st.attributes = p.parse_optional_attr_dict()?;
    Ok(())
}

/// Prints [`parse_sync`]'s form.
pub(crate) fn print_sync(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    print_rest(p, op, &[], false)
}

// ===== tile, data, groups =========================================================================

const TILE_KW: [Key; 2] = [
    ("code_address", "code_address", Kw::Addr),
    ("code_bytes", "code_bytes", Kw::I32),
];

/// `tile_asm.tile N code_address A code_bytes B attributes {...} { ... }`.
pub(crate) fn parse_tile(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.current_token().kind == TokKind::Integer {
        let t = parse_i32(p)?;
        st.add_attr(ctx, "tile", ctx.int_attr(ctx.i32(), i128::from(t)));
    }
    parse_keywords(p, st, &TILE_KW)?;
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    extend(st, extra);
    parse_body(p, st)
}

/// Prints [`parse_tile`]'s form.
pub(crate) fn print_tile(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let mut printed = Vec::new();
    if let Some(t) = ctx
        .dict_get(p.ir.attrs(op), "tile")
        .and_then(|a| canon_int(ctx, a, 32))
    {
        write!(p, " {t}")?;
        printed.push("tile");
    }
    print_keywords(p, op, &TILE_KW, &mut printed)?;
    print_rest(p, op, &printed, true)
}

const DATA_KW: [Key; 10] = [
    ("at", "at", Kw::Addr),
    ("bytes", "bytes", Kw::I32),
    ("host", "host", Kw::Str),
    ("host_index", "host_index", Kw::I32),
    ("layout", "layout", Kw::Str),
    ("piece", "piece", Kw::I64List),
    ("block_k", "block_k", Kw::I32),
    ("block_n", "block_n", Kw::I32),
    ("element_type", "element_type", Kw::Type),
    ("init", "init", Kw::Any),
];

/// `tile_asm.data "name" at A bytes N host "input" host_index I layout "..." piece [...]
/// block_k K block_n N element_type T init dense<...> : tensor<Nxi8> {attrs}`.
pub(crate) fn parse_data(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_leading_string(p, st, "name")?;
    parse_keywords(p, st, &DATA_KW)?;
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_data`]'s form.
pub(crate) fn print_data(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_leading_string(p, op, "name", &mut printed)?;
    print_keywords(p, op, &DATA_KW, &mut printed)?;
    print_rest(p, op, &printed, false)
}

/// `tile_asm.exchange @step attributes {...} { ... }` and `tile_asm.compute @step ...`.
pub(crate) fn parse_group(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_leading_ref(p, st, "step")?;
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    extend(st, extra);
    parse_body(p, st)
}

/// Prints [`parse_group`]'s form.
pub(crate) fn print_group(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_leading_ref(p, op, "step", &mut printed)?;
    print_rest(p, op, &printed, true)
}

// ===== instructions ===============================================================================

const CALL_KW: [Key; 4] = [
    ("workers", "workers", Kw::I32),
    ("m", "m", Kw::I32),
    ("n", "n", Kw::I32),
    ("k", "k", Kw::I32),
];

/// `tile_asm.call "CODELET" workers W m M n N k K (ADDR bytes SIZE : TYPE, ...) {attrs}`.
pub(crate) fn parse_call(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    parse_leading_string(p, st, "codelet")?;
    parse_keywords(p, st, &CALL_KW)?;
    if p.consume_if(TokKind::LParen) {
        let (mut addrs, mut sizes, mut dtypes) = (Vec::new(), Vec::new(), Vec::new());
        if !p.consume_if(TokKind::RParen) {
            loop {
                addrs.push(parse_i32(p)? as i32);
                p.parse_keyword("bytes")?;
                sizes.push(parse_i32(p)? as i32);
                p.expect(TokKind::Colon, "expected ':'")?;
                dtypes.push(ctx.type_attr(p.parse_type()?));
                if p.consume_if(TokKind::RParen) {
                    break;
                }
                p.expect(TokKind::Comma, "expected ',' or ')'")?;
            }
        }
        st.add_attr(ctx, "addrs", ctx.dense_i32_array(&addrs));
        st.add_attr(ctx, "sizes", ctx.dense_i32_array(&sizes));
        st.add_attr(ctx, "dtypes", ctx.array_attr(&dtypes));
    }
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_call`]'s form.
pub(crate) fn print_call(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let ctx = p.ctx;
    let mut printed = Vec::new();
    print_leading_string(p, op, "codelet", &mut printed)?;
    print_keywords(p, op, &CALL_KW, &mut printed)?;
    let dict = p.ir.attrs(op);
    let addrs = ctx
        .dict_get(dict, "addrs")
        .and_then(|a| canon_array(ctx, a, 32));
    let sizes = ctx
        .dict_get(dict, "sizes")
        .and_then(|a| canon_array(ctx, a, 32));
    let dtypes = ctx
        .dict_get(dict, "dtypes")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| ctx.type_value(i))
                .collect::<Option<Vec<_>>>(),
            _ => None,
        });
    if let (Some(a), Some(s), Some(t)) = (addrs, sizes, dtypes)
        && a.len() == s.len()
        && a.len() == t.len()
    {
        p.write_str(" (")?;
        for i in 0..a.len() {
            if i > 0 {
                p.write_str(", ")?;
            }
            if a[i] >= 0 {
                write!(p, "{:#x}", a[i])?;
            } else {
                write!(p, "{}", a[i])?;
            }
            write!(p, " bytes {} : ", s[i])?;
            p.print_type(t[i])?;
        }
        p.write_str(")")?;
        printed.extend(["addrs", "sizes", "dtypes"]);
    }
    print_rest(p, op, &printed, false)
}

const SEND_KW: [Key; 4] = [
    ("at", "at", Kw::I64),
    ("addr", "addr", Kw::Addr),
    ("words", "words", Kw::I32),
    ("paired", "paired", Kw::Flag),
];

/// `tile_asm.send at C addr A words W paired {attrs}`.
pub(crate) fn parse_send(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_keywords(p, st, &SEND_KW)?;
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_send`]'s form.
pub(crate) fn print_send(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_keywords(p, op, &SEND_KW, &mut printed)?;
    print_rest(p, op, &printed, false)
}

const SET_MUX_KW: [Key; 6] = [
    ("at", "at", Kw::I64),
    ("delay", "delay", Kw::I32),
    ("source", "source", Kw::I32),
    ("addr", "addr", Kw::Addr),
    ("words", "words", Kw::I32),
    ("paired", "paired", Kw::Flag),
];

/// `tile_asm.set_mux at C delay D source S addr A words W paired {attrs}`.
pub(crate) fn parse_set_mux(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_keywords(p, st, &SET_MUX_KW)?;
    let extra = p.parse_optional_attr_dict()?;
    extend(st, extra);
    Ok(())
}

/// Prints [`parse_set_mux`]'s form.
pub(crate) fn print_set_mux(p: &mut Printer<'_>, op: OpId) -> fmt::Result {
    let mut printed = Vec::new();
    print_keywords(p, op, &SET_MUX_KW, &mut printed)?;
    print_rest(p, op, &printed, false)
}
