//! Parsing of attributes: builtin attributes, dense/sparse elements, aliases
//! (`#name`), dialect attributes and locations.

use std::hash::BuildHasher;
use std::sync::Arc;

use crate::ir::apint;
use crate::ir::attributes::{AttrKind, Attribute, DictEntries, NamedAttr};
use crate::ir::context::{sign_extend, truncate_bits};
use crate::ir::float;
use crate::ir::lexer::{TokKind, Token};
use crate::ir::location::{LocKind, Location};
use crate::ir::parser::types::unescape_string;
use crate::ir::parser::{PResult, Parser};
use crate::ir::types::{DYNAMIC, FloatKind, Signedness, Type, TypeKind};

/// Slots of the parser's cache of typed number literals (a power of two).
pub(crate) const LITERAL_CACHE: usize = 4096;

/// Slots of the parser's integer cache (`name = N : type` entries), a power of two.
pub(crate) const INT_CACHE: usize = 4096;

/// The integer cache's slot of magnitude `mag` with the type (and sign) key `ty`.
#[inline]
fn int_slot(mag: u64, ty: u32) -> usize {
    let h = (mag ^ (u64::from(ty) << 40)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> 52) as usize & (INT_CACHE - 1)
}

/// A scalar literal inside `dense<...>` / `sparse<...>` / `array<...>`.
#[derive(Clone, Debug)]
pub(crate) enum Scalar {
    /// Integer literal: negative?, magnitude (`None` if it exceeds 128 bits), hex?
    Int {
        neg: bool,
        mag: Option<u128>,
        hex: bool,
        tok: Token,
    },
    /// Decimal float literal (value as parsed to `f64`).
    Float { value: f64, tok: Token },
    /// `true` / `false`.
    Bool { value: bool, tok: Token },
    /// A string.
    Str { value: Vec<u8> },
    /// `(re, im)`.
    Complex(Box<Scalar>, Box<Scalar>, Token),
}

/// A (possibly nested) element literal.
#[derive(Clone, Debug)]
pub(crate) enum Lit {
    Scalar(Scalar),
    List(Vec<Lit>, Token),
}

/// A parsed element literal flattened: shape (empty for a scalar) and elements.
pub(crate) struct Flat {
    pub(crate) shape: Vec<i64>,
    pub(crate) elems: Vec<Scalar>,
    pub(crate) hex: Option<Vec<u8>>,
}

impl Scalar {
    fn tok(&self) -> Option<Token> {
        match self {
            Scalar::Int { tok, .. }
            | Scalar::Float { tok, .. }
            | Scalar::Bool { tok, .. }
            | Scalar::Complex(_, _, tok) => Some(*tok),
            Scalar::Str { .. } => None,
        }
    }
}

/// The byte width of one element of `ty` in packed dense storage.
pub fn element_bytes(ctx: &crate::Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeKind::Index => Some(8),
        TypeKind::Float(k) => Some((k.bit_width() as usize).div_ceil(8)),
        TypeKind::Complex(e) => element_bytes(ctx, *e).map(|b| 2 * b),
        _ => None,
    }
}

impl<'a> Parser<'a> {
    /// Parses any attribute. Integer, float, string and opaque dialect attributes
    /// consume a trailing `: type` (as MLIR's `parseAttribute`).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.parse_attribute_with_type(None)
    }

    /// Parses an attribute; a literal without `: type` gets `ty` when given.
    pub fn parse_attribute_with_type(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_inner(ty))
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let tok = self.tok;
        match tok.kind {
            TokKind::HashIdent => self.parse_extended_attr(),
            TokKind::LSquare => {
                self.advance();
                let mut elems = Vec::new();
                if !self.consume_if(TokKind::RSquare) {
                    loop {
                        elems.push(self.parse_attribute()?);
                        if self.consume_if(TokKind::RSquare) {
                            break;
                        }
                        self.expect(TokKind::Comma, "expected ',' or ']'")?;
                    }
                }
                Ok(self.ctx.array_attr(&elems))
            }
            TokKind::LBrace => {
                let mut entries = smallvec::SmallVec::new();
                self.parse_attr_dict_into(&mut entries)?;
                Ok(self
                    .ctx
                    .intern_attr(AttrKind::Dictionary(DictEntries::from_slice(&entries))))
            }
            TokKind::AtIdent => {
                let root = self.parse_symbol_name()?;
                let mut nested = Vec::new();
                while self.consume_if(TokKind::ColonColon) {
                    if self.tok.kind != TokKind::AtIdent {
                        return Err(self.error_here("expected nested symbol reference identifier"));
                    }
                    nested.push(self.parse_symbol_name()?);
                }
                Ok(self.ctx.intern_attr(AttrKind::SymbolRef {
                    root,
                    nested: nested.into(),
                }))
            }
            TokKind::String => {
                let value = self.parse_string_bytes()?;
                let ty = if self.consume_if(TokKind::Colon) {
                    Some(self.parse_type()?)
                } else {
                    ty
                };
                Ok(self.ctx.intern_attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            TokKind::Integer | TokKind::Float if ty.is_none() => self.parse_typed_literal(),
            TokKind::Integer | TokKind::Float | TokKind::Minus => self.parse_number_attr(ty),
            TokKind::BareIdent => self.parse_keyword_attr(ty),
            TokKind::LParen | TokKind::ExclaimIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.error_here("expected attribute value")),
        }
    }

    /// The entry `name = N : type` (a decimal integer of at most 18 digits, optionally
    /// negative, and an integer type parsed before) read straight from the bytes at
    /// the current (name) token, on one line: the entry and the end of its text.
    /// `None` (nothing consumed) for anything else, including every error, which
    /// the general path then reports.
    fn fast_int_entry(&mut self) -> Option<(NamedAttr, usize)> {
        if self.tok.kind != TokKind::BareIdent {
            return None;
        }
        let src = self.src;
        let blanks = |mut p: usize| {
            while src.get(p) == Some(&b' ') {
                p += 1;
            }
            p
        };
        let mut p = blanks(self.tok.end as usize);
        if src.get(p) != Some(&b'=') {
            return None;
        }
        p = blanks(p + 1);
        let neg = src.get(p) == Some(&b'-');
        if neg {
            p += 1;
        }
        let digits = p;
        while src.get(p).is_some_and(u8::is_ascii_digit) {
            p += 1;
        }
        let n_digits = p - digits;
        let after = src.get(p).copied().unwrap_or(b' ');
        if n_digits == 0
            || n_digits > 18
            || after == b'.'
            || after.is_ascii_alphanumeric()
            || (n_digits > 1 && src[digits] == b'0')
        {
            return None;
        }
        let mut mag: u64 = 0;
        for &c in &src[digits..p] {
            mag = mag * 10 + (c - b'0') as u64;
        }
        p = blanks(p);
        if src.get(p) != Some(&b':') || src.get(p + 1) == Some(&b':') {
            return None;
        }
        p = blanks(p + 1);
        let ty_start = p;
        if !src
            .get(p)
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
        {
            return None;
        }
        while src
            .get(p)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
        {
            p += 1;
        }
        if matches!(src.get(p), Some(b'<' | b'-')) {
            return None;
        }
        let ty_text = &src[ty_start..p];
        let ty = match self.fast_types.get(src, ty_text) {
            Some(t) => t,
            None => {
                let t = *self.type_cache.get(ty_text)?;
                self.fast_types.put(src, ty_start, ty_text.len(), t);
                t
            }
        };
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Index
        ) {
            return None;
        }
        // The value: from the integer cache (keyed by the parsed value and type, so a
        // hit reads no earlier source text), else checked and interned here.
        let key = (mag, ty.0 | (u32::from(neg) << 31));
        let slot = int_slot(mag, key.1);
        if self.int_cache.is_empty() {
            self.int_cache = vec![(u64::MAX, u32::MAX, Attribute(0)); INT_CACHE].into_boxed_slice();
        }
        let (m, t, cached) = self.int_cache[slot];
        let value = if (m, t) == key {
            cached
        } else {
            let bits = self
                .int_for_type(neg, Some(mag as u128), ty, self.tok, "")
                .ok()?;
            let a = self.ctx.intern_attr(AttrKind::Integer { ty, value: bits });
            self.int_cache[slot] = (key.0, key.1, a);
            a
        };
        let name_text = self.tok_text();
        let name = match self.fast_names.get(src, name_text) {
            Some(i) => i,
            None => {
                let i = match self.ident_cache.get(name_text) {
                    Some(&i) => i,
                    None => {
                        let i = self.ctx.ident(&String::from_utf8_lossy(name_text));
                        self.ident_cache.insert(name_text, i);
                        i
                    }
                };
                let start = self.tok.start as usize;
                self.fast_names.put(src, start, name_text.len(), i);
                i
            }
        };
        Some((NamedAttr { name, value }, p))
    }

    /// The end of `N : keyword` starting at the current (number) token, if the text
    /// has that shape on one line (the keyword not followed by `<`).
    fn typed_literal_end(&self) -> Option<usize> {
        let src = self.src;
        let mut p = self.tok.end as usize;
        while src.get(p) == Some(&b' ') {
            p += 1;
        }
        if src.get(p) != Some(&b':') || src.get(p + 1) == Some(&b':') {
            return None;
        }
        p += 1;
        while src.get(p) == Some(&b' ') {
            p += 1;
        }
        let ty_start = p;
        while src
            .get(p)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
        {
            p += 1;
        }
        let starts_ident = src
            .get(ty_start)
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_');
        (starts_ident && src.get(p) != Some(&b'<')).then_some(p)
    }

    /// A number literal with its type (`1016 : i32`): texts seen recently map to
    /// their attribute through a small direct-mapped cache (constants repeat).
    fn parse_typed_literal(&mut self) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        let Some(end) = self.typed_literal_end() else {
            return self.parse_number_attr(None);
        };
        let text = &self.src[start..end];
        let slot = (rustc_hash::FxBuildHasher.hash_one(text) as usize) & (LITERAL_CACHE - 1);
        if self.literal_cache.is_empty() {
            self.literal_cache = vec![(0, 0, Attribute(0)); LITERAL_CACHE].into_boxed_slice();
        }
        let (s, len, a) = self.literal_cache[slot];
        if len as usize == text.len() && &self.src[s as usize..s as usize + len as usize] == text {
            self.skip_to(end);
            return Ok(a);
        }
        let a = self.parse_number_attr(None)?;
        if self.prev_end_offset() == end {
            self.literal_cache[slot] = (start as u32, text.len() as u32, a);
        }
        Ok(a)
    }

    fn parse_keyword_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let tok = self.tok;
        match self.tok_text() {
            b"true" | b"false" => {
                let v = self.tok_text() == b"true";
                self.advance();
                Ok(self.ctx.bool_attr(v))
            }
            b"unit" => {
                self.advance();
                Ok(self.ctx.unit_attr())
            }
            b"dense" => self.parse_dense_attr(ty),
            b"sparse" => self.parse_sparse_attr(ty),
            b"dense_resource" => self.parse_dense_resource_attr(ty),
            b"array" => self.parse_dense_array_attr(),
            b"affine_map" => {
                self.advance();
                self.expect(TokKind::Less, "expected '<' in affine map")?;
                let m = self.parse_affine_map_body()?;
                self.expect(TokKind::Greater, "expected '>' in affine map")?;
                Ok(self.ctx.affine_map_attr(m))
            }
            b"affine_set" => {
                self.advance();
                self.expect(TokKind::Less, "expected '<' in integer set")?;
                let s = self.parse_integer_set_body()?;
                self.expect(TokKind::Greater, "expected '>' in integer set")?;
                Ok(self.ctx.integer_set_attr(s))
            }
            b"strided" => self.parse_strided_attr(),
            b"distinct" => self.parse_distinct_attr(),
            b"loc" => {
                let l = self.parse_loc_keyword(None)?;
                Ok(self.ctx.loc_attr(l))
            }
            _ => {
                if self.is_type_start() {
                    let t = self.parse_type()?;
                    return Ok(self.ctx.type_attr(t));
                }
                Err(self.error_at(tok, "expected attribute value"))
            }
        }
    }

    fn is_type_start(&self) -> bool {
        matches!(self.tok.kind, TokKind::LParen | TokKind::ExclaimIdent)
            || (self.tok.kind == TokKind::BareIdent && {
                let t = self.tok_text();
                matches!(
                    t,
                    b"index" | b"none" | b"tensor" | b"vector" | b"memref" | b"complex" | b"tuple"
                ) || crate::ir::parser::types::int_type_spelling(t).is_some()
                    || std::str::from_utf8(t)
                        .ok()
                        .and_then(FloatKind::from_keyword)
                        .is_some()
            })
    }

    /// Parses `{name = value, name, ...}` into entries sorted by name (duplicates are an error).
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        let mut entries: smallvec::SmallVec<[NamedAttr; 8]> = smallvec::SmallVec::new();
        self.parse_attr_dict_into(&mut entries)?;
        Ok(entries.into_vec())
    }

    /// [`Parser::parse_attr_dict`] into a (cleared) small vector: no allocation for
    /// dictionaries of up to 8 entries.
    pub(crate) fn parse_attr_dict_into(
        &mut self,
        entries: &mut smallvec::SmallVec<[NamedAttr; 8]>,
    ) -> PResult<()> {
        entries.clear();
        self.expect(TokKind::LBrace, "expected '{'")?;
        let mut names: smallvec::SmallVec<[(crate::Ident, Token); 4]> = smallvec::SmallVec::new();
        if !self.consume_if(TokKind::RBrace) {
            loop {
                let ntok = self.tok;
                if let Some((entry, end)) = self.fast_int_entry() {
                    self.skip_to(end);
                    names.push((entry.name, ntok));
                    entries.push(entry);
                    if self.consume_if(TokKind::RBrace) {
                        break;
                    }
                    self.expect(TokKind::Comma, "expected ',' or '}'")?;
                    continue;
                }
                let name = match ntok.kind {
                    TokKind::BareIdent => self.take_ident(),
                    TokKind::String => {
                        let b = self.parse_string_bytes()?;
                        if b.is_empty() {
                            return Err(self.error_at(ntok, "expected valid attribute name"));
                        }
                        self.ctx.ident(&String::from_utf8_lossy(&b))
                    }
                    _ => return Err(self.error_here("expected attribute name")),
                };
                let value = if self.consume_if(TokKind::Equal) {
                    self.parse_attribute()?
                } else {
                    self.ctx.unit_attr()
                };
                names.push((name, ntok));
                entries.push(NamedAttr { name, value });
                if self.consume_if(TokKind::RBrace) {
                    break;
                }
                self.expect(TokKind::Comma, "expected ',' or '}'")?;
            }
        }
        self.ctx.sort_named(entries);
        for w in entries.windows(2) {
            if w[0].name == w[1].name {
                let tok = names
                    .iter()
                    .filter(|(n, _)| *n == w[0].name)
                    .nth(1)
                    .map(|(_, t)| *t)
                    .unwrap_or(self.tok);
                return Err(self.error_at(
                    tok,
                    format!(
                        "duplicate key '{}' in dictionary attribute",
                        self.ctx.ident_str(w[0].name)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Parses an attribute dictionary if the current token is `{`.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.tok.kind == TokKind::LBrace {
            self.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// Parses `attributes {...}` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.consume_keyword("attributes") {
            self.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// `#alias` or `#dialect.name<...>` / `#dialect<"...">`.
    fn parse_extended_attr(&mut self) -> PResult<Attribute> {
        let tok = self.tok;
        let text = &self.tok_text()[1..];
        let (dialect, rest) = match text.iter().position(|&c| c == b'.') {
            Some(i) => (&text[..i], Some(&text[i + 1..])),
            None => (text, None),
        };
        if rest.is_none() && !self.next_char_is_less() {
            self.advance();
            return match self.attr_aliases.get(text) {
                Some(&a) => Ok(a),
                None => Err(self.error_at(
                    tok,
                    format!(
                        "undefined symbol alias id '{}'",
                        String::from_utf8_lossy(text)
                    ),
                )),
            };
        }
        if dialect.is_empty() {
            return Err(self.error_at(tok, "invalid attribute name"));
        }
        let dialect_name = String::from_utf8_lossy(dialect).into_owned();
        let dialect_id = self.ctx.ident(&dialect_name);
        if let Some(d) = self.ctx.dialect_by_ident(dialect_id)
            && let Some(hook) = d.parse_attr
            && let Some(mnemonic) = rest
        {
            let mnemonic = String::from_utf8_lossy(mnemonic).into_owned();
            self.advance();
            return hook(self, &mnemonic);
        }
        let had_body = self.next_char_is_less();
        let body = self.parse_dialect_body(rest)?;
        if body.is_empty() && !had_body {
            return Err(self.error_at(tok, "invalid attribute name"));
        }
        if self.ctx.dialect_by_ident(dialect_id).is_none() && !self.ctx.allow_unregistered() {
            return Err(self.error_at(
                tok,
                format!(
                    "dialect '{dialect_name}' is unknown; use --allow-unregistered-dialect to accept its attributes"
                ),
            ));
        }
        let ty = if self.consume_if(TokKind::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        Ok(self.ctx.intern_attr(AttrKind::Opaque {
            dialect: dialect_id,
            body: body.into(),
            ty,
        }))
    }

    // ----- numbers ------------------------------------------------------------------------------

    /// Reads an optional `-` and an integer or float literal.
    pub(crate) fn parse_scalar_number(&mut self) -> PResult<Scalar> {
        let neg = self.consume_if(TokKind::Minus);
        let tok = self.tok;
        match tok.kind {
            TokKind::Integer => {
                let text = self.tok_text();
                let (hex, mag) = parse_int_magnitude(text);
                self.advance();
                Ok(Scalar::Int { neg, mag, hex, tok })
            }
            TokKind::Float => {
                let v = self.tok_str().parse::<f64>().unwrap_or(f64::INFINITY);
                self.advance();
                Ok(Scalar::Float {
                    value: if neg { -v } else { v },
                    tok,
                })
            }
            _ => Err(self.error_here("expected integer or floating point literal")),
        }
    }

    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let start = self.tok;
        let s = self.parse_scalar_number()?;
        let ty = if self.consume_if(TokKind::Colon) {
            Some(self.parse_type()?)
        } else {
            ty
        };
        match s {
            Scalar::Int { neg, mag, hex, tok } => {
                let ty = ty.unwrap_or_else(|| self.ctx.i64());
                if let TypeKind::Float(k) = *self.ctx.type_kind(ty) {
                    if !hex {
                        return Err(self.error_at(
                            tok,
                            "unexpected decimal integer literal for a floating point value",
                        ));
                    }
                    let bits = self.hex_float_bits(neg, mag, k, tok)?;
                    return Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }));
                }
                if let TypeKind::Integer { width, signedness } = *self.ctx.type_kind(ty)
                    && width > 128
                {
                    let bytes = self.wide_int_bytes(
                        neg,
                        tok,
                        width,
                        signedness,
                        tok,
                        "integer constant out of range for attribute",
                    )?;
                    let signed = signedness != Signedness::Unsigned;
                    let kind = match apint::as_u128(&bytes, width, signed) {
                        Some(value) => AttrKind::Integer { ty, value },
                        None => AttrKind::WideInteger {
                            ty,
                            bytes: bytes.into(),
                        },
                    };
                    return Ok(self.ctx.intern_attr(kind));
                }
                // MLIR reports the range at the number, after any `-`.
                let value = self.int_for_type(
                    neg,
                    mag,
                    ty,
                    tok,
                    "integer constant out of range for attribute",
                )?;
                Ok(self.ctx.intern_attr(AttrKind::Integer { ty, value }))
            }
            Scalar::Float { value, tok } => {
                let ty = ty.unwrap_or_else(|| self.ctx.float_type(FloatKind::F64));
                match *self.ctx.type_kind(ty) {
                    TypeKind::Float(k) => Ok(self.ctx.intern_attr(AttrKind::Float {
                        ty,
                        bits: float::from_f64(k, value),
                    })),
                    _ => {
                        Err(self.error_at(tok, "floating point value not valid for specified type"))
                    }
                }
            }
            _ => Err(self.error_at(start, "expected attribute value")),
        }
    }

    /// Bits of a hex float literal for `kind` (errors for a minus or too many bits).
    fn hex_float_bits(
        &self,
        neg: bool,
        mag: Option<u128>,
        kind: FloatKind,
        tok: Token,
    ) -> PResult<u128> {
        if neg {
            return Err(self.error_at(
                tok,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let width = kind.bit_width();
        match mag {
            Some(m) if width >= 128 || m >> width == 0 => Ok(m),
            _ => Err(self.error_at(tok, "hexadecimal float constant out of range for type")),
        }
    }

    /// The bits of the integer literal `tok` (negated if `neg`) in a type wider than
    /// 128 bits, as little-endian bytes; errors are reported at `at`.
    fn wide_int_bytes(
        &self,
        neg: bool,
        tok: Token,
        width: u32,
        signedness: Signedness,
        at: Token,
        msg: &str,
    ) -> PResult<Vec<u8>> {
        apint::literal_bits(neg, self.token_text(tok), width, signedness).map_err(|e| match e {
            apint::WideError::OutOfRange => self.error_at(at, msg),
            apint::WideError::NegativeUnsigned => self.error_at(
                tok,
                "negative integer literal not valid for unsigned integer type",
            ),
        })
    }

    /// Checks an integer literal against an integer/index type (MLIR's rules) and
    /// returns its bit pattern.
    pub(crate) fn int_for_type(
        &self,
        neg: bool,
        mag: Option<u128>,
        ty: Type,
        tok: Token,
        msg: &str,
    ) -> PResult<u128> {
        let (width, signedness) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => return Err(self.error_at(tok, "integer literal not valid for specified type")),
        };
        if neg && signedness == Signedness::Unsigned {
            return Err(self.error_at(
                tok,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let Some(m) = mag else {
            return Err(self.error_at(tok, msg));
        };
        if width < 128 && m >> width != 0 {
            return Err(self.error_at(tok, msg));
        }
        if width == 0 {
            if neg || m != 0 {
                return Err(self.error_at(tok, msg));
            }
            return Ok(0);
        }
        let value = if neg {
            let v = truncate_bits(m.wrapping_neg(), width);
            // The negated value must have its sign bit set.
            let sign = if width >= 128 {
                v >> 127
            } else {
                (v >> (width - 1)) & 1
            };
            if sign == 0 {
                return Err(self.error_at(tok, msg));
            }
            v
        } else {
            let sign = if width >= 128 {
                m >> 127
            } else {
                (m >> (width - 1)) & 1
            };
            if signedness == Signedness::Signed && sign == 1 {
                return Err(self.error_at(tok, msg));
            }
            m
        };
        Ok(value)
    }

    // ----- elements attributes ------------------------------------------------------------------

    /// Parses an element literal: a scalar, a complex `(a, b)`, or a nested list.
    pub(crate) fn parse_element_literal(&mut self) -> PResult<Lit> {
        self.nested(|p| p.parse_element_literal_inner())
    }

    fn parse_element_literal_inner(&mut self) -> PResult<Lit> {
        let tok = self.tok;
        if tok.kind == TokKind::LSquare {
            self.advance();
            let mut elems = Vec::new();
            if !self.consume_if(TokKind::RSquare) {
                loop {
                    elems.push(self.parse_element_literal()?);
                    if self.consume_if(TokKind::RSquare) {
                        break;
                    }
                    self.expect(TokKind::Comma, "expected ',' or ']'")?;
                }
            }
            return Ok(Lit::List(elems, tok));
        }
        Ok(Lit::Scalar(self.parse_scalar_element()?))
    }

    fn parse_scalar_element(&mut self) -> PResult<Scalar> {
        let tok = self.tok;
        match tok.kind {
            TokKind::LParen => {
                self.advance();
                let re = self.parse_primitive_element()?;
                self.expect(TokKind::Comma, "expected ',' between complex elements")?;
                let im = self.parse_primitive_element()?;
                self.expect(TokKind::RParen, "expected ')' after complex elements")?;
                Ok(Scalar::Complex(Box::new(re), Box::new(im), tok))
            }
            _ => self.parse_primitive_element(),
        }
    }

    fn parse_primitive_element(&mut self) -> PResult<Scalar> {
        let tok = self.tok;
        match tok.kind {
            TokKind::Integer | TokKind::Float | TokKind::Minus => self.parse_scalar_number(),
            TokKind::BareIdent if matches!(self.tok_text(), b"true" | b"false") => {
                let value = self.tok_text() == b"true";
                self.advance();
                Ok(Scalar::Bool { value, tok })
            }
            TokKind::String => Ok(Scalar::Str {
                value: self.parse_string_bytes()?,
            }),
            _ => Err(self.error_here("expected element literal of primitive type")),
        }
    }

    /// Flattens a literal, inferring its shape.
    pub(crate) fn flatten(&self, lit: Lit) -> PResult<Flat> {
        let mut shape = Vec::new();
        // Infer the shape from the first element at each level.
        {
            let mut cur = &lit;
            while let Lit::List(v, _) = cur {
                shape.push(v.len() as i64);
                match v.first() {
                    Some(f) => cur = f,
                    None => break,
                }
            }
        }
        let mut elems = Vec::new();
        // Iterative walk checking that every list at depth d has shape[d] entries.
        let mut stack: Vec<(Lit, usize)> = vec![(lit, 0)];
        while let Some((l, depth)) = stack.pop() {
            match l {
                Lit::List(v, tok) => {
                    if depth >= shape.len() || shape[depth] != v.len() as i64 {
                        return Err(self.error_at(
                            tok,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    for e in v.into_iter().rev() {
                        stack.push((e, depth + 1));
                    }
                }
                Lit::Scalar(s) => {
                    if depth != shape.len() {
                        let tok = s.tok().unwrap_or(self.tok);
                        return Err(self.error_at(
                            tok,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    elems.push(s);
                }
            }
        }
        Ok(Flat {
            shape,
            elems,
            hex: None,
        })
    }

    fn parse_dense_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let start = self.tok;
        self.advance();
        self.expect(TokKind::Less, "expected '<' after 'dense'")?;
        let lit_tok = self.tok;
        let flat = if self.tok.kind == TokKind::Greater {
            None
        } else if self.tok.kind == TokKind::String && self.tok_text().starts_with(b"\"0x") {
            let raw = self.parse_string_bytes()?;
            match decode_hex(&raw[2..]) {
                Some(bytes) => Some(Flat {
                    shape: Vec::new(),
                    elems: Vec::new(),
                    hex: Some(bytes),
                }),
                None => {
                    return Err(self.error_at(
                        lit_tok,
                        "expected string containing hex digits starting with `0x`",
                    ));
                }
            }
        } else {
            let lit = self.parse_element_literal()?;
            Some(self.flatten(lit)?)
        };
        self.expect(TokKind::Greater, "expected '>'")?;
        // MLIR reports a literal that does not fit its type at the type (the `:`), or
        // at `dense` when the type is implied.
        let type_tok = if ty_hint.is_some() && self.tok.kind != TokKind::Colon {
            start
        } else {
            self.tok
        };
        let ty = self.parse_elements_type(ty_hint, start)?;
        match flat {
            None => {
                let n = self.num_elements(ty);
                if n != 0 {
                    return Err(self.error_at(
                        type_tok,
                        format!(
                            "parsed zero elements, but type ('{}') expected at least 1",
                            self.type_to_string(ty)
                        ),
                    ));
                }
                Ok(self.ctx.dense_elements(ty, false, Arc::from(Vec::new())))
            }
            Some(f) => self.build_dense(f, ty, type_tok),
        }
    }

    /// Parses `: type` after an elements literal (or uses `hint`); checks it is shaped and static.
    fn parse_elements_type(&mut self, hint: Option<Type>, start: Token) -> PResult<Type> {
        let ty = if self.tok.kind == TokKind::Colon || hint.is_none() {
            self.expect(TokKind::Colon, "expected ':'")?;
            self.parse_type()?
        } else {
            hint.unwrap_or_else(|| self.ctx.none_type())
        };
        match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => {
                if shape.contains(&DYNAMIC) {
                    return Err(
                        self.error_at(start, "elements literal type must have static shape")
                    );
                }
            }
            TypeKind::UnrankedTensor { .. } => {
                return Err(self.error_at(start, "elements literal type must have static shape"));
            }
            _ => return Err(self.error_at(start, "elements literal must be a shaped type")),
        }
        Ok(ty)
    }

    fn num_elements(&self, ty: Type) -> i64 {
        self.ctx.shape(ty).map(|s| s.iter().product()).unwrap_or(1)
    }

    /// Builds a dense elements attribute of type `ty` from a flattened literal.
    pub(crate) fn build_dense(&mut self, f: Flat, ty: Type, lit_tok: Token) -> PResult<Attribute> {
        let shape: Vec<i64> = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let n = shape.iter().product::<i64>();
        let elem_ty = self.ctx.element_type(ty).unwrap_or(ty);
        if let Some(bytes) = f.hex {
            let Some(eb) = element_bytes(self.ctx, elem_ty) else {
                return Err(self.error_at(
                    lit_tok,
                    "hex elements require an integer, float or complex element type",
                ));
            };
            let bad_size = || {
                self.error_at(
                    lit_tok,
                    format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        self.type_to_string(ty)
                    ),
                )
            };
            if matches!(
                self.ctx.type_kind(elem_ty),
                TypeKind::Integer { width: 1, .. }
            ) {
                // LLVM 19 packs `i1` data eight elements to a byte, least significant
                // bit first; one byte 0x00 or 0xFF is a splat.
                if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF) {
                    return Ok(self.finish_dense(ty, 1, vec![bytes[0] & 1], true));
                }
                if bytes.len() as i64 * 8 != (n + 7) / 8 * 8 {
                    return Err(bad_size());
                }
                let unpacked: Vec<u8> = (0..n as usize)
                    .map(|i| (bytes[i / 8] >> (i % 8)) & 1)
                    .collect();
                let splat = n == 1 || unpacked.iter().all(|&b| b == unpacked[0]);
                return Ok(self.finish_dense(ty, 1, unpacked, splat));
            }
            let splat = bytes.len() == eb && n != 1;
            if !(splat || bytes.len() as i64 == n * eb as i64) {
                return Err(bad_size());
            }
            // As MLIR's storage key does, data whose elements are all equal is a splat.
            let splat = splat || n == 1 || bytes.chunks(eb).all(|c| c == &bytes[..eb]);
            return Ok(self.finish_dense(ty, eb, bytes, splat));
        }
        if !f.shape.is_empty() && f.shape != shape {
            return Err(self.error_at(
                lit_tok,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&f.shape),
                    join(&shape)
                ),
            ));
        }
        if f.elems.iter().any(|e| matches!(e, Scalar::Str { .. })) {
            let mut vals: Vec<Box<[u8]>> = Vec::with_capacity(f.elems.len());
            for e in f.elems {
                match e {
                    Scalar::Str { value } => vals.push(value.into()),
                    other => {
                        let tok = other.tok().unwrap_or(lit_tok);
                        return Err(self.error_at(tok, "expected string elements"));
                    }
                }
            }
            let splat = f.shape.is_empty()
                || (vals.len() > 1 && vals.iter().all(|v| *v == vals[0]))
                || vals.len() == 1;
            if splat {
                vals.truncate(1);
            }
            return Ok(self.ctx.intern_attr(AttrKind::DenseStrings {
                ty,
                splat,
                values: vals.into(),
            }));
        }
        let Some(eb) = element_bytes(self.ctx, elem_ty) else {
            return Err(self.error_at(
                lit_tok,
                "expected integer, index, float or complex element type",
            ));
        };
        let mut bytes = Vec::with_capacity(f.elems.len() * eb);
        for e in &f.elems {
            self.encode_element(e, elem_ty, &mut bytes)?;
        }
        let scalar = f.shape.is_empty();
        if scalar && n == 0 {
            return Ok(self.ctx.dense_elements(ty, false, Arc::from(Vec::new())));
        }
        let splat = scalar || n == 1 || bytes.chunks(eb).all(|c| c == &bytes[..eb]);
        Ok(self.finish_dense(ty, eb, bytes, splat))
    }

    fn finish_dense(&self, ty: Type, eb: usize, mut bytes: Vec<u8>, splat: bool) -> Attribute {
        if splat && bytes.len() >= eb {
            bytes.truncate(eb);
        }
        self.ctx
            .dense_elements(ty, splat && !bytes.is_empty(), Arc::from(bytes))
    }

    /// Appends the little-endian encoding of `e` as an element of type `ty`.
    pub(crate) fn encode_element(&self, e: &Scalar, ty: Type, out: &mut Vec<u8>) -> PResult<()> {
        let eb = element_bytes(self.ctx, ty).unwrap_or(8);
        match *self.ctx.type_kind(ty) {
            TypeKind::Complex(inner) => match e {
                Scalar::Complex(re, im, _) => {
                    self.encode_element(re, inner, out)?;
                    self.encode_element(im, inner, out)
                }
                other => {
                    let tok = other.tok().unwrap_or(self.tok);
                    Err(self.error_at(tok, "expected complex element literal"))
                }
            },
            TypeKind::Integer { width, signedness } => {
                let bits = match e {
                    Scalar::Int { neg, mag, tok, .. } => {
                        if *neg && signedness == Signedness::Unsigned {
                            return Err(self.error_at(
                                *tok,
                                "expected unsigned integer elements, but parsed negative value",
                            ));
                        }
                        if width > 128 {
                            let b = self.wide_int_bytes(
                                *neg,
                                *tok,
                                width,
                                signedness,
                                *tok,
                                "integer constant out of range for type",
                            )?;
                            out.extend_from_slice(&b);
                            return Ok(());
                        }
                        self.int_for_type(
                            *neg,
                            *mag,
                            ty,
                            *tok,
                            "integer constant out of range for type",
                        )?
                    }
                    Scalar::Bool { value, tok } => {
                        if width != 1 {
                            return Err(self
                                .error_at(*tok, "expected i1 type for 'true' or 'false' values"));
                        }
                        *value as u128
                    }
                    Scalar::Float { tok, .. } => {
                        return Err(self.error_at(
                            *tok,
                            "expected integer elements, but parsed floating-point",
                        ));
                    }
                    Scalar::Complex(_, _, tok) => {
                        return Err(self.error_at(
                            *tok,
                            "expected integer elements, but parsed complex value",
                        ));
                    }
                    Scalar::Str { .. } => {
                        return Err(self.error_here("expected integer elements, but parsed string"));
                    }
                };
                push_le(out, bits, eb);
                Ok(())
            }
            TypeKind::Index => {
                let bits = match e {
                    Scalar::Int { neg, mag, tok, .. } => self.int_for_type(
                        *neg,
                        *mag,
                        ty,
                        *tok,
                        "integer constant out of range for type",
                    )?,
                    other => {
                        let tok = other.tok().unwrap_or(self.tok);
                        return Err(self.error_at(
                            tok,
                            "expected integer elements, but parsed floating-point",
                        ));
                    }
                };
                push_le(out, bits, eb);
                Ok(())
            }
            TypeKind::Float(k) => {
                let bits = match e {
                    Scalar::Float { value, .. } => float::from_f64(k, *value),
                    Scalar::Int {
                        neg,
                        mag,
                        hex: true,
                        tok,
                    } => self.hex_float_bits(*neg, *mag, k, *tok)?,
                    Scalar::Int { tok, .. } | Scalar::Bool { tok, .. } => {
                        return Err(self.error_at(
                            *tok,
                            "expected floating-point elements, but parsed integer",
                        ));
                    }
                    Scalar::Complex(_, _, tok) => {
                        return Err(self.error_at(
                            *tok,
                            "expected floating-point elements, but parsed complex value",
                        ));
                    }
                    Scalar::Str { .. } => {
                        return Err(
                            self.error_here("expected floating-point elements, but parsed string")
                        );
                    }
                };
                push_le(out, bits, eb);
                Ok(())
            }
            _ => Err(self.error_here("expected integer, index, float or complex element type")),
        }
    }

    fn parse_sparse_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let start = self.tok;
        self.advance();
        self.expect(TokKind::Less, "expected '<' after 'sparse'")?;
        if self.consume_if(TokKind::Greater) {
            let ty = self.parse_elements_type(ty_hint, start)?;
            let rank = self.ctx.shape(ty).map(|s| s.len()).unwrap_or(0) as i64;
            let elem = self.ctx.element_type(ty).unwrap_or(ty);
            let itype = self.ctx.tensor_type(&[0, rank], self.ctx.i64());
            let vtype = self.ctx.tensor_type(&[0], elem);
            let indices = self.ctx.dense_elements(itype, false, Arc::from(Vec::new()));
            let values = self.ctx.dense_elements(vtype, false, Arc::from(Vec::new()));
            return Ok(self.ctx.intern_attr(AttrKind::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let itok = self.tok;
        let ilit = self.parse_element_literal()?;
        let iflat = self.flatten(ilit)?;
        self.expect(TokKind::Comma, "expected ','")?;
        let vtok = self.tok;
        let vflat = if self.tok.kind == TokKind::String && self.tok_text().starts_with(b"\"0x") {
            let raw = self.parse_string_bytes()?;
            match decode_hex(&raw[2..]) {
                Some(bytes) => Flat {
                    shape: Vec::new(),
                    elems: Vec::new(),
                    hex: Some(bytes),
                },
                None => {
                    return Err(self.error_at(
                        vtok,
                        "expected string containing hex digits starting with `0x`",
                    ));
                }
            }
        } else {
            let vlit = self.parse_element_literal()?;
            self.flatten(vlit)?
        };
        self.expect(TokKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_type(ty_hint, start)?;
        let shape: Vec<i64> = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let rank = shape.len() as i64;
        let i64t = self.ctx.i64();
        let ishape = if iflat.shape.is_empty() {
            vec![1, rank]
        } else {
            iflat.shape.clone()
        };
        let itype = self.ctx.tensor_type(&ishape, i64t);
        let indices = self.build_dense(iflat, itype, itok)?;
        let nnz = ishape.first().copied().unwrap_or(0);
        let elem = self.ctx.element_type(ty).unwrap_or(ty);
        let vshape = if vflat.shape.is_empty() && vflat.hex.is_none() {
            vec![nnz]
        } else {
            vflat.shape.clone()
        };
        let vshape = if vflat.hex.is_some() {
            vec![nnz]
        } else {
            vshape
        };
        if vshape.len() != 1 {
            return Err(self.error_at(vtok, "expected 1-d tensor for sparse element values"));
        }
        let vtype = self.ctx.tensor_type(&vshape, elem);
        let values = self.build_dense(vflat, vtype, vtok)?;
        // Verify: indices shape [nnz, rank] (or [nnz] for rank 1... MLIR requires 2-d), in bounds.
        if ishape.len() != 2 || (ishape[1] != rank && nnz != 0) {
            return Err(self.error_at(
                itok,
                format!(
                    "expected shape ([{}, {}]); inferred shape of indices literal ([{}])",
                    nnz,
                    rank,
                    join(&ishape)
                ),
            ));
        }
        if vshape[0] != nnz {
            return Err(self.error_at(
                vtok,
                format!(
                    "expected {nnz} sparse values, but parsed {} (one per index)",
                    vshape[0]
                ),
            ));
        }
        let idx_vals = dense_int_values(self.ctx, indices, (nnz * rank) as usize);
        for (k, chunk) in idx_vals.chunks(rank.max(1) as usize).enumerate() {
            if rank == 0 {
                break;
            }
            if chunk.iter().zip(&shape).any(|(&i, &d)| i < 0 || i >= d) {
                return Err(self.error_at(
                    itok,
                    format!(
                        "sparse index #{k} is not contained within the value shape, with index=[{}], and type='{}'",
                        join(chunk),
                        self.type_to_string(ty)
                    ),
                ));
            }
        }
        Ok(self.ctx.intern_attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    fn parse_dense_resource_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let start = self.tok;
        self.advance();
        self.expect(TokKind::Less, "expected '<' after 'dense_resource'")?;
        let key = match self.tok.kind {
            TokKind::BareIdent => {
                let k = self.tok_str().into_owned();
                self.advance();
                k
            }
            TokKind::String => String::from_utf8_lossy(&self.parse_string_bytes()?).into_owned(),
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.expect(TokKind::Greater, "expected '>'")?;
        let ty = if self.tok.kind == TokKind::Colon || ty_hint.is_none() {
            self.expect(TokKind::Colon, "expected ':'")?;
            self.parse_type()?
        } else {
            ty_hint.unwrap_or_else(|| self.ctx.none_type())
        };
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::Vector { .. }
        ) {
            return Err(self.error_at(start, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseResource {
            ty,
            key: key.into(),
        }))
    }

    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokKind::Less, "expected '<' after 'array'")?;
        let ttok = self.tok;
        let element = self.parse_type()?;
        let (is_int, width) = match self.ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => (true, *width),
            TypeKind::Float(k) => (false, k.bit_width()),
            _ => {
                return Err(self.error_at(
                    ttok,
                    format!(
                        "expected integer or float type, got: '{}'",
                        self.type_to_string(element)
                    ),
                ));
            }
        };
        if is_int && width % 8 != 0 && width != 1 {
            return Err(self.error_at(ttok, "element type bitwidth must be a multiple of 8"));
        }
        let mut values = Vec::new();
        if !self.consume_if(TokKind::Greater) {
            self.expect(TokKind::Colon, "expected ':' after dense array type")?;
            loop {
                let s = self.parse_primitive_element()?;
                let bits: u128 = match (&s, is_int) {
                    (Scalar::Bool { value, tok }, true) => {
                        if width != 1 {
                            return Err(self
                                .error_at(*tok, "expected i1 type for 'true' or 'false' values"));
                        }
                        *value as u128
                    }
                    (Scalar::Int { neg, mag, tok, .. }, true) => self.int_for_type(
                        *neg,
                        *mag,
                        element,
                        *tok,
                        "integer constant out of range for attribute",
                    )?,
                    (Scalar::Float { value, .. }, false) => {
                        let TypeKind::Float(k) = *self.ctx.type_kind(element) else {
                            unreachable!()
                        };
                        float::from_f64(k, *value)
                    }
                    (Scalar::Int { neg, mag, hex, tok }, false) => {
                        let TypeKind::Float(k) = *self.ctx.type_kind(element) else {
                            unreachable!()
                        };
                        if *hex {
                            self.hex_float_bits(*neg, *mag, k, *tok)?
                        } else {
                            let v = mag.map(|m| m as f64).unwrap_or(f64::INFINITY);
                            float::from_f64(k, if *neg { -v } else { v })
                        }
                    }
                    (other, _) => {
                        let tok = other.tok().unwrap_or(self.tok);
                        return Err(self.error_at(
                            tok,
                            "expected integer or float literal of the array's element type",
                        ));
                    }
                };
                if width > 64 {
                    return Err(self.error_at(
                        ttok,
                        "dense arrays of elements wider than 64 bits are not supported",
                    ));
                }
                values.push(bits as u64);
                if self.consume_if(TokKind::Greater) {
                    break;
                }
                if self.tok.kind != TokKind::Comma {
                    return Err(self.error_here("expected '>' to close an array attribute"));
                }
                self.advance();
            }
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseArray {
            element,
            values: values.into(),
        }))
    }

    fn parse_strided_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.consume_if(TokKind::RSquare) {
            loop {
                strides.push(self.parse_i64_or_question()?);
                if self.consume_if(TokKind::RSquare) {
                    break;
                }
                self.expect(TokKind::Comma, "expected ',' or ']'")?;
            }
        }
        let mut offset = 0;
        if !self.consume_if(TokKind::Greater) {
            self.expect(TokKind::Comma, "expected ','")?;
            if !self.consume_keyword("offset") {
                return Err(self.error_here("expected 'offset' after comma"));
            }
            self.expect(TokKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_i64_or_question()?;
            self.expect(TokKind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.intern_attr(AttrKind::Strided {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_i64_or_question(&mut self) -> PResult<i64> {
        if self.consume_if(TokKind::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.tok.kind == TokKind::Minus;
        if !matches!(self.tok.kind, TokKind::Integer | TokKind::Minus) {
            return Err(self.error_here("expected a 64-bit signed integer or '?'"));
        }
        let tok = self.tok;
        match self.parse_scalar_number()? {
            Scalar::Int { mag: Some(m), .. } if m <= i64::MAX as u128 + neg as u128 => Ok(if neg {
                (m as i128).wrapping_neg() as i64
            } else {
                m as i64
            }),
            _ => Err(self.error_at(tok, "expected a 64-bit signed integer or '?'")),
        }
    }

    /// `distinct[N]<attr>`; `distinct[N]<>` refers to `unit`. A second use of `N`
    /// must refer to the same attribute (as in MLIR's `parseDistinctAttr`).
    fn parse_distinct_attr(&mut self) -> PResult<Attribute> {
        let keyword = self.tok;
        self.advance();
        self.expect(TokKind::LSquare, "expected '[' after 'distinct'")?;
        let tok = self.tok;
        if tok.kind != TokKind::Integer {
            return Err(self.error_here("expected distinct ID"));
        }
        let (_, mag) = parse_int_magnitude(self.tok_text());
        let id = match mag {
            Some(m) if m <= u64::MAX as u128 => m as u64,
            _ => return Err(self.error_at(tok, "expected an unsigned 64-bit integer")),
        };
        self.advance();
        self.expect(TokKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(TokKind::Greater) {
            self.ctx.unit_attr()
        } else {
            let r = self.parse_attribute()?;
            self.expect(TokKind::Greater, "expected '>' to close distinct attribute")?;
            r
        };
        if let Some(&existing) = self.distinct_ids.get(&id) {
            if let AttrKind::Distinct { referenced: r, .. } = self.ctx.attr_kind(existing)
                && *r != referenced
            {
                return Err(self.error_at(
                    keyword,
                    format!(
                        "referenced attribute does not match previous definition: {}",
                        self.attr_to_string(*r)
                    ),
                ));
            }
            return Ok(existing);
        }
        let a = self.ctx.distinct_attr(referenced);
        self.distinct_ids.insert(id, a);
        Ok(a)
    }

    // ----- locations ----------------------------------------------------------------------------

    /// Parses `loc(...)`. When `deferred_target` is given, a reference to a location
    /// alias not defined yet is recorded and resolved at the end of the file.
    pub(crate) fn parse_loc_keyword(
        &mut self,
        deferred_target: Option<crate::ir::parser::LocTarget>,
    ) -> PResult<Location> {
        self.advance();
        self.expect(TokKind::LParen, "expected '(' in location")?;
        let tok = self.tok;
        if tok.kind == TokKind::HashIdent
            && !self.next_char_is_less()
            && !self.tok_text().contains(&b'.')
        {
            let name = &self.tok_text()[1..];
            if let Some(&a) = self.attr_aliases.get(name) {
                self.advance();
                self.expect(TokKind::RParen, "expected ')' in location")?;
                return match self.ctx.as_location(a) {
                    Some(l) => Ok(l),
                    None => Err(self.error_at(
                        tok,
                        format!("expected location, but found '{}'", self.attr_to_string(a)),
                    )),
                };
            }
            if let Some(target) = deferred_target {
                self.advance();
                self.expect(TokKind::RParen, "expected ')' in location")?;
                self.deferred_locs.push((target, name, tok));
                return Ok(self.ctx.unknown_loc());
            }
        }
        let l = self.parse_location_instance()?;
        self.expect(TokKind::RParen, "expected ')' in location")?;
        Ok(l)
    }

    /// Parses the inside of `loc(...)`.
    pub fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let tok = self.tok;
        match tok.kind {
            TokKind::HashIdent => {
                let a = self.parse_extended_attr()?;
                match self.ctx.as_location(a) {
                    Some(l) => Ok(l),
                    None => Err(self.error_at(
                        tok,
                        format!("expected location, but found '{}'", self.attr_to_string(a)),
                    )),
                }
            }
            TokKind::String => {
                let s = self.parse_string_bytes()?;
                let s = self.ctx.ident(&String::from_utf8_lossy(&s));
                if self.consume_if(TokKind::Colon) {
                    let line =
                        self.parse_loc_u32("expected integer line number in FileLineColLoc")?;
                    self.expect(TokKind::Colon, "expected ':' in FileLineColLoc")?;
                    let col =
                        self.parse_loc_u32("expected integer column number in FileLineColLoc")?;
                    return Ok(self.ctx.file_loc(s, line, col));
                }
                if self.consume_if(TokKind::LParen) {
                    let child = self.parse_location_instance()?;
                    self.expect(
                        TokKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                    return Ok(self.ctx.location(LocKind::Name {
                        name: s,
                        child: Some(child),
                    }));
                }
                Ok(self.ctx.location(LocKind::Name {
                    name: s,
                    child: None,
                }))
            }
            TokKind::BareIdent => match self.tok_text() {
                b"unknown" => {
                    self.advance();
                    Ok(self.ctx.unknown_loc())
                }
                b"callsite" => {
                    self.advance();
                    self.expect(TokKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.consume_keyword("at") {
                        return Err(self.error_here("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(TokKind::RParen, "expected ')' in callsite location")?;
                    Ok(self.ctx.location(LocKind::CallSite { callee, caller }))
                }
                b"fused" => {
                    self.advance();
                    let mut metadata = None;
                    if self.consume_if(TokKind::Less) {
                        metadata = Some(self.parse_attribute()?);
                        self.expect(
                            TokKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                    }
                    self.expect(TokKind::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    loop {
                        locs.push(self.parse_location_instance()?);
                        if !self.consume_if(TokKind::Comma) {
                            break;
                        }
                    }
                    self.expect(TokKind::RSquare, "expected ']' in fused location")?;
                    Ok(self.ctx.location(LocKind::Fused {
                        metadata,
                        locs: locs.into(),
                    }))
                }
                _ => Err(self.error_here("expected location instance")),
            },
            _ => Err(self.error_here("expected location instance")),
        }
    }

    fn parse_loc_u32(&mut self, msg: &str) -> PResult<u32> {
        let tok = self.tok;
        if tok.kind != TokKind::Integer {
            return Err(self.error_here(msg));
        }
        let v = self
            .tok_str()
            .parse::<u32>()
            .map_err(|_| self.error_at(tok, msg))?;
        self.advance();
        Ok(v)
    }
}

/// `(hex?, magnitude)` of an integer token's text; magnitude `None` beyond 128 bits.
pub(crate) fn parse_int_magnitude(text: &[u8]) -> (bool, Option<u128>) {
    if text.len() > 2 && text[0] == b'0' && text[1] == b'x' {
        let mut v: u128 = 0;
        for &c in &text[2..] {
            let d = (c as char).to_digit(16).unwrap_or(0) as u128;
            if v >> 124 != 0 {
                return (true, None);
            }
            v = (v << 4) | d;
        }
        return (true, Some(v));
    }
    if text.len() <= 19 {
        // Fits in u64: no overflow checks on 128-bit arithmetic.
        let mut v: u64 = 0;
        for &c in text {
            v = v * 10 + (c - b'0') as u64;
        }
        return (false, Some(v as u128));
    }
    let mut v: u128 = 0;
    for &c in text {
        let d = (c - b'0') as u128;
        match v.checked_mul(10).and_then(|x| x.checked_add(d)) {
            Some(n) => v = n,
            None => return (false, None),
        }
    }
    (false, Some(v))
}

fn push_le(out: &mut Vec<u8>, bits: u128, n: usize) {
    let b = bits.to_le_bytes();
    if n <= 16 {
        out.extend_from_slice(&b[..n]);
    } else {
        out.extend_from_slice(&b);
        out.resize(out.len() + n - 16, 0);
    }
}

fn decode_hex(h: &[u8]) -> Option<Vec<u8>> {
    if !h.len().is_multiple_of(2) {
        return None;
    }
    h.chunks(2)
        .map(|c| {
            let hi = (c[0] as char).to_digit(16)?;
            let lo = (c[1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The first `n` elements of a dense integer attribute as sign-extended `i64`s
/// (a splat repeats its element).
pub(crate) fn dense_int_values(ctx: &crate::Context, a: Attribute, n: usize) -> Vec<i64> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let elem = ctx.element_type(*ty).unwrap_or(*ty);
    let eb = element_bytes(ctx, elem).unwrap_or(8);
    let width = ctx.int_or_float_bit_width(elem).unwrap_or(64);
    let read = |i: usize| -> i64 {
        let mut b = [0u8; 16];
        let chunk = &data[i * eb..(i + 1) * eb];
        b[..chunk.len().min(16)].copy_from_slice(&chunk[..chunk.len().min(16)]);
        sign_extend(u128::from_le_bytes(b), width) as i64
    };
    (0..n)
        .map(|i| if *splat { read(0) } else { read(i) })
        .collect()
}

/// Decodes `"..."` token text (with quotes) into bytes; `None` on a bad escape.
pub(crate) fn string_token_bytes(text: &[u8]) -> Option<Vec<u8>> {
    if text.len() < 2 {
        return None;
    }
    unescape_string(&text[1..text.len() - 1])
}
