//! Parsing of types: builtin types, aliases (`!name`) and dialect types.

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::lexer::{TokKind, scan_balanced_on_line};
use crate::ir::parser::{PResult, Parser};
use crate::ir::types::{DYNAMIC, FloatKind, Signedness, Type, TypeKind};

/// How many recently parsed function type texts the parser compares the input
/// with before anything else (see `Parser::recent_type_at`).
pub(crate) const RECENT_TYPES: usize = 8;

/// Bytes that continue an identifier or a suffix id (`[a-zA-Z0-9_$.-]`).
fn is_suffix_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

/// Integer types wider than this are rejected, as in MLIR (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u64 = (1 << 24) - 1;

impl<'a> Parser<'a> {
    /// Parses any type, including function types `(T, ...) -> R`.
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.tok.kind != TokKind::LParen {
            return self.parse_non_function_type();
        }
        // Function types are long (op signatures): compare the input with the few
        // recently parsed ones before scanning and hashing it.
        let start = self.tok.start as usize;
        if let Some((t, end)) = self.recent_type_at(start) {
            self.skip_to(end);
            return Ok(t);
        }
        let r = self.parse_function_type();
        if let Ok(t) = r {
            self.remember_type(start, t);
        }
        r
    }

    /// A type spelled at `at` exactly as one of the recently parsed ones (and not
    /// continued by the next byte): the type and the end of its text.
    fn recent_type_at(&self, at: usize) -> Option<(Type, usize)> {
        let src = self.src;
        let first = *src.get(at)?;
        for k in 0..self.recent_types.len() {
            let (s, len, t) = self.recent_types[k];
            let (s, len) = (s as usize, len as usize);
            if src[s] != first || !src[at..].starts_with(&src[s..s + len]) {
                continue;
            }
            // `i32` is not a prefix of `i32x` or `!d.t` of `!d.t<...>`; types ending
            // in `>` or `)` cannot be continued.
            let last = src[s + len - 1];
            let next = src.get(at + len).copied().unwrap_or(b' ');
            if !matches!(last, b'>' | b')') && (is_suffix_byte(next) || next == b'<') {
                continue;
            }
            return Some((t, at + len));
        }
        None
    }

    /// Records the type just parsed from `start` (up to the end of the last consumed
    /// token) among the recent ones, if its text is on one line.
    fn remember_type(&mut self, start: usize, t: Type) {
        let end = self.prev_end_offset();
        if end <= start || end - start > 255 || self.src[start..end].contains(&b'\n') {
            return;
        }
        let entry = (start as u32, (end - start) as u32, t);
        if self.recent_types.len() < RECENT_TYPES {
            self.recent_types.push(entry);
        } else {
            // Round robin: the oldest entry goes.
            self.recent_types[self.recent_next] = entry;
            self.recent_next = (self.recent_next + 1) % RECENT_TYPES;
        }
    }

    /// The end of the source text of the type starting at the current token, when it
    /// can be found without parsing: a keyword, or a keyword or `!` identifier
    /// followed directly by a balanced `<...>` on the same line.
    fn cacheable_type_end(&self) -> Option<usize> {
        let end = self.tok.end as usize;
        if self.src.get(end) != Some(&b'<') {
            return (self.tok.kind == TokKind::BareIdent).then_some(end);
        }
        // One-line bodies only: a body with a string or a newline is not cached.
        scan_balanced_on_line(self.src, end)
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(TokKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// Parses a type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        match self.tok.kind {
            TokKind::LParen | TokKind::ExclaimIdent => self.parse_type().map(Some),
            TokKind::BareIdent if self.is_type_keyword() => self.parse_type().map(Some),
            _ => Ok(None),
        }
    }

    fn is_type_keyword(&self) -> bool {
        let t = self.tok_text();
        matches!(
            t,
            b"index"
                | b"none"
                | b"tensor"
                | b"vector"
                | b"memref"
                | b"complex"
                | b"tuple"
                | b"bf16"
                | b"tf32"
        ) || int_type_spelling(t).is_some()
            || std::str::from_utf8(t)
                .ok()
                .and_then(FloatKind::from_keyword)
                .is_some()
    }

    /// Parses a comma-separated list of types (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(TokKind::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// The end of a function type starting at the current `(` when it can be found
    /// by scanning: balanced `(...)`, `->`, then a balanced `(...)` or a type whose
    /// end [`Self::cacheable_type_end`] finds; all on one line.
    fn function_type_end(&self) -> Option<usize> {
        let src = self.src;
        let start = self.tok.start as usize;
        let balanced = |at: usize| scan_balanced_on_line(src, at);
        let mut pos = balanced(start)?;
        while src.get(pos) == Some(&b' ') {
            pos += 1;
        }
        if src.get(pos..pos + 2) != Some(b"->") {
            return None;
        }
        pos += 2;
        while src.get(pos) == Some(&b' ') {
            pos += 1;
        }
        let end = if src.get(pos) == Some(&b'(') {
            balanced(pos)?
        } else {
            let mut lex = crate::ir::lexer::Lexer::new(&src[pos..]);
            let t = lex.next_token();
            if !matches!(t.kind, TokKind::BareIdent | TokKind::ExclaimIdent) {
                return None;
            }
            let tok_end = pos + t.end as usize;
            if src.get(tok_end) == Some(&b'<') {
                balanced(tok_end)?
            } else if t.kind == TokKind::BareIdent {
                tok_end
            } else {
                return None;
            }
        };
        (!src[start..end].contains(&b'\n')).then_some(end)
    }

    /// Parses `(T, ...) -> R` or `(T, ...) -> (R, ...)`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        if self.tok.kind != TokKind::LParen {
            return Err(self.error_here("expected function type"));
        }
        let span = self
            .function_type_end()
            .map(|end| (self.tok.start as usize, end));
        if let Some((start, end)) = span
            && let Some(&t) = self.type_cache.get(&self.src[start..end])
        {
            self.skip_to(end);
            return Ok(t);
        }
        let r = self.parse_function_type_uncached();
        if let (Ok(t), Some((start, end))) = (&r, span)
            && self.tok.start as usize >= end
            && self.prev_end_offset() == end
        {
            self.type_cache.insert(&self.src[start..end], *t);
        }
        r
    }

    fn parse_function_type_uncached(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// Parses `(T, ...)` (possibly empty).
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokKind::LParen, "expected '('")?;
        if self.consume_if(TokKind::RParen) {
            return Ok(Vec::new());
        }
        let v = self.nested(|p| p.parse_type_list())?;
        self.expect(TokKind::RParen, "expected ')'")?;
        Ok(v)
    }

    /// Parses the results of a function type: a parenthesised list or one non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.tok.kind == TokKind::LParen {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// Parses a type that is not a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        let cache_span = match self.tok.kind {
            TokKind::BareIdent | TokKind::ExclaimIdent => self
                .cacheable_type_end()
                .map(|end| (self.tok.start as usize, end)),
            _ => None,
        };
        if let Some((start, end)) = cache_span
            && let Some(&t) = self.type_cache.get(&self.src[start..end])
        {
            self.skip_to(end);
            return Ok(t);
        }
        let r = self.nested(|p| p.parse_non_function_type_inner());
        if let (Ok(t), Some((start, end))) = (&r, cache_span)
            && self.tok.start as usize >= end
            && self.prev_end_offset() == end
        {
            self.type_cache.insert(&self.src[start..end], *t);
        }
        r
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokKind::ExclaimIdent => return self.parse_extended_type(),
            TokKind::BareIdent => {}
            _ => return Err(self.error_here("expected non-function type")),
        }
        let text = self.tok_text();
        if let Some((width_txt, signedness)) = int_type_spelling(text) {
            let width = std::str::from_utf8(width_txt)
                .ok()
                .and_then(|s| s.parse::<u64>().ok());
            let width = match width {
                Some(w) if w <= MAX_INT_WIDTH => w as u32,
                Some(_) => {
                    return Err(self.error_here(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    )));
                }
                None => return Err(self.error_here("invalid integer width")),
            };
            self.advance();
            return Ok(self.ctx.integer_type(width, signedness));
        }
        if let Some(k) = std::str::from_utf8(text)
            .ok()
            .and_then(FloatKind::from_keyword)
        {
            self.advance();
            return Ok(self.ctx.float_type(k));
        }
        match text {
            b"index" => {
                self.advance();
                Ok(self.ctx.index_type())
            }
            b"none" => {
                self.advance();
                Ok(self.ctx.none_type())
            }
            b"tensor" => self.parse_tensor_type(),
            b"memref" => self.parse_memref_type(),
            b"vector" => self.parse_vector_type(),
            b"complex" => {
                self.advance();
                self.expect(TokKind::Less, "expected '<' in complex type")?;
                let tok = self.tok;
                let elem = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(elem),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    return Err(self.error_at(tok, "invalid element type for complex"));
                }
                self.expect(TokKind::Greater, "expected '>' in complex type")?;
                Ok(self.ctx.complex_type(elem))
            }
            b"tuple" => {
                self.advance();
                self.expect(TokKind::Less, "expected '<' in tuple type")?;
                if self.consume_if(TokKind::Greater) {
                    return Ok(self.ctx.tuple_type(&[]));
                }
                let elems = self.parse_type_list()?;
                self.expect(TokKind::Greater, "expected '>' in tuple type")?;
                Ok(self.ctx.tuple_type(&elems))
            }
            _ => Err(self.error_here("expected non-function type")),
        }
    }

    /// `!alias`, `!dialect.name<...>`, `!dialect<"...">`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.tok;
        let text = &self.tok_text()[1..];
        let (dialect, rest) = match text.iter().position(|&c| c == b'.') {
            Some(i) => (&text[..i], Some(&text[i + 1..])),
            None => (text, None),
        };
        let next_is_less = self.next_char_is_less();
        if rest.is_none() && !next_is_less {
            // A type alias.
            self.advance();
            return match self.type_aliases.get(text) {
                Some(&t) => Ok(t),
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
            return Err(self.error_at(tok, "invalid type identifier"));
        }
        let dialect_name = String::from_utf8_lossy(dialect).into_owned();
        let dialect_id = self.ctx.ident(&dialect_name);
        // A registered dialect with a type parser handles its own syntax.
        if let Some(d) = self.ctx.dialect_by_ident(dialect_id)
            && let Some(hook) = d.parse_type
            && let Some(mnemonic) = rest
        {
            let mnemonic = String::from_utf8_lossy(mnemonic).into_owned();
            self.advance();
            return hook(self, &mnemonic);
        }
        let had_body = self.next_char_is_less();
        let body = self.parse_dialect_body(rest)?;
        if body.is_empty() && !had_body {
            return Err(self.error_at(tok, "invalid type identifier"));
        }
        if self.ctx.dialect_by_ident(dialect_id).is_none() && !self.ctx.allow_unregistered() {
            return Err(self.error_at(
                tok,
                format!("dialect '{dialect_name}' is unknown; use --allow-unregistered-dialect to accept its types"),
            ));
        }
        Ok(self.ctx.intern_type(TypeKind::Opaque {
            dialect: dialect_id,
            body: body.into(),
        }))
    }

    /// Reads the body of `#d.name<...>` / `!d.name<...>` (returns `name<...>`) or
    /// `#d<body>` / `!d<body>` (returns `body` verbatim, as MLIR's opaque types keep it). The current token is the
    /// `!`/`#` identifier.
    pub(crate) fn parse_dialect_body(&mut self, rest: Option<&'a [u8]>) -> PResult<String> {
        let next_is_less = self.next_char_is_less();
        self.advance();
        let mut body = String::new();
        if let Some(r) = rest {
            body.push_str(&String::from_utf8_lossy(r));
        }
        if next_is_less {
            let raw = self.scan_raw_body()?;
            if rest.is_none() {
                // `!d<body>`: the body is the text between the brackets, verbatim.
                body.push_str(&self.substitute_aliases(&raw[1..raw.len() - 1]));
            } else {
                body.push_str(&self.substitute_aliases(raw));
            }
        }
        Ok(body)
    }

    /// Replaces references to defined aliases (`#name`, `!name`) inside a raw dialect
    /// body by the text of what they stand for, so that the body stays meaningful
    /// when printed without the alias definitions.
    fn substitute_aliases(&self, raw: &[u8]) -> String {
        let mut lex = crate::ir::lexer::Lexer::new(raw);
        let mut out = String::new();
        let mut copied = 0usize;
        loop {
            let t = lex.next_token();
            match t.kind {
                TokKind::Eof | TokKind::Error => break,
                TokKind::HashIdent | TokKind::ExclaimIdent => {
                    let text = &raw[t.start as usize + 1..t.end as usize];
                    let followed_by_less = raw.get(t.end as usize) == Some(&b'<');
                    if text.contains(&b'.') || followed_by_less {
                        continue;
                    }
                    let replacement = if t.kind == TokKind::HashIdent {
                        self.attr_aliases.get(text).map(|&a| self.attr_to_string(a))
                    } else {
                        self.type_aliases
                            .get(text)
                            .map(|&ty| self.type_to_string(ty))
                    };
                    if let Some(r) = replacement {
                        out.push_str(&String::from_utf8_lossy(&raw[copied..t.start as usize]));
                        out.push_str(&r);
                        copied = t.end as usize;
                    }
                }
                _ => {}
            }
        }
        out.push_str(&String::from_utf8_lossy(&raw[copied..]));
        out
    }

    /// Parses `x` between dimensions: accepts a `x` token or a bare identifier
    /// starting with `x` (then re-lexes after the `x`).
    fn parse_x_in_dim_list(&mut self) -> PResult<()> {
        if self.tok.kind == TokKind::BareIdent && self.tok_text().first() == Some(&b'x') {
            self.relex_from(self.tok.start as usize + 1);
            return Ok(());
        }
        Err(self.error_here("expected 'x' in dimension list"))
    }

    /// After a dimension-list element, is the next thing an `x`?
    fn at_x(&self) -> bool {
        self.tok.kind == TokKind::BareIdent && self.tok_text().first() == Some(&b'x')
    }

    /// Parses `4x?x8x` (each dimension followed by `x`); stops before the element type.
    /// `allow_dynamic` accepts `?`. Returns the dimensions.
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        loop {
            match self.tok.kind {
                TokKind::Question if allow_dynamic => {
                    self.advance();
                    dims.push(DYNAMIC);
                    scalable.push(false);
                }
                TokKind::LSquare if allow_scalable => {
                    self.advance();
                    let d = self.parse_dim_integer()?;
                    self.expect(TokKind::RSquare, "missing ']' closing scalable dimension")?;
                    dims.push(d);
                    scalable.push(true);
                }
                TokKind::Integer => {
                    let d = self.parse_dim_integer()?;
                    dims.push(d);
                    scalable.push(false);
                }
                _ => return Ok((dims, scalable)),
            }
            if !self.at_x() {
                return Err(self.error_here("expected 'x' in dimension list"));
            }
            self.parse_x_in_dim_list()?;
        }
    }

    fn parse_dim_integer(&mut self) -> PResult<i64> {
        let tok = self.tok;
        if tok.kind != TokKind::Integer {
            return Err(self.error_here("expected integer in dimension list"));
        }
        let text = self.tok_text();
        // `0x4xf32` lexes as a hex literal; it means 0 then `x4xf32`.
        if text.len() > 1 && text[1] == b'x' {
            self.relex_from(tok.start as usize + 1);
            return Ok(0);
        }
        let v = std::str::from_utf8(text)
            .ok()
            .and_then(|s| s.parse::<i64>().ok());
        match v {
            Some(v) => {
                self.advance();
                Ok(v)
            }
            None => Err(self.error_at(tok, "invalid dimension")),
        }
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokKind::Less, "expected '<' in tensor type")?;
        let unranked = self.tok.kind == TokKind::Star;
        let shape = if unranked {
            self.advance();
            self.parse_x_in_dim_list()?;
            None
        } else {
            Some(self.parse_dimension_list(true, false)?.0)
        };
        let etok = self.tok;
        let element = self.parse_type()?;
        if !self.is_valid_tensor_element(element) {
            return Err(self.error_at(etok, "invalid tensor element type"));
        }
        let mut encoding = None;
        if self.consume_if(TokKind::Comma) {
            if unranked {
                return Err(self.error_here("cannot apply encoding to unranked tensor"));
            }
            encoding = Some(self.parse_attribute()?);
        }
        self.expect(TokKind::Greater, "expected '>' in tensor type")?;
        Ok(match shape {
            None => self.ctx.intern_type(TypeKind::UnrankedTensor { element }),
            Some(shape) => self.ctx.intern_type(TypeKind::RankedTensor {
                shape: shape.into(),
                element,
                encoding,
            }),
        })
    }

    fn is_valid_tensor_element(&self, t: Type) -> bool {
        !matches!(
            self.ctx.type_kind(t),
            TypeKind::Function { .. }
                | TypeKind::None
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Tuple(_)
        )
    }

    fn is_valid_memref_element(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect { .. }
        )
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokKind::Less, "expected '<' in vector type")?;
        let dtok = self.tok;
        let (shape, scalable) = self.parse_dimension_list(false, true)?;
        if shape.iter().any(|&d| d <= 0) {
            return Err(self.error_at(dtok, "vector types must have positive constant sizes"));
        }
        let etok = self.tok;
        let element = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) {
            return Err(self.error_at(etok, "vector elements must be int/index/float type"));
        }
        self.expect(TokKind::Greater, "expected '>' in vector type")?;
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let start = self.tok;
        self.advance();
        self.expect(TokKind::Less, "expected '<' in memref type")?;
        let unranked = self.tok.kind == TokKind::Star;
        let shape = if unranked {
            self.advance();
            self.parse_x_in_dim_list()?;
            None
        } else {
            Some(self.parse_dimension_list(true, false)?.0)
        };
        let etok = self.tok;
        let element = self.parse_type()?;
        if !self.is_valid_memref_element(element) {
            return Err(self.error_at(etok, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        while self.consume_if(TokKind::Comma) {
            let atok = self.tok;
            if matches!(self.tok.kind, TokKind::Greater) {
                return Err(self.error_here("expected list element"));
            }
            let attr = self.parse_attribute()?;
            let is_layout = matches!(
                self.ctx.attr_kind(attr),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if is_layout && !unranked {
                if memory_space.is_some() {
                    return Err(
                        self.error_at(atok, "expected memory space to be last in memref type")
                    );
                }
                if layout.is_some() {
                    return Err(self.error_at(atok, "multiple layouts specified in memref type"));
                }
                layout = Some(attr);
            } else {
                if memory_space.is_some() {
                    return Err(
                        self.error_at(atok, "multiple memory spaces specified in memref type")
                    );
                }
                if !self.is_valid_memory_space(attr) {
                    return Err(self.error_at(start, "unsupported memory space Attribute"));
                }
                memory_space = Some(attr);
            }
        }
        self.expect(TokKind::Greater, "expected '>' in memref type")?;
        // MLIR drops the default memory space (integer 0, `false` included).
        if let Some(ms) = memory_space
            && matches!(
                self.ctx.attr_kind(ms),
                AttrKind::Integer { value: 0, .. } | AttrKind::Bool(false)
            )
        {
            memory_space = None;
        }
        match shape {
            None => Ok(self.ctx.intern_type(TypeKind::UnrankedMemRef {
                element,
                memory_space,
            })),
            Some(shape) => {
                if let Some(l) = layout {
                    match self.ctx.attr_kind(l) {
                        AttrKind::AffineMap(m) => {
                            if m.num_dims as usize != shape.len() {
                                return Err(self.error_at(
                                    etok,
                                    format!(
                                        "memref layout mismatch between rank and affine map: {} != {}",
                                        shape.len(),
                                        m.num_dims
                                    ),
                                ));
                            }
                            if m.is_identity() {
                                layout = None;
                            }
                        }
                        AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                            return Err(self.error_at(
                                etok,
                                "expected the number of strides to match the rank",
                            ));
                        }
                        _ => {}
                    }
                }
                Ok(self.ctx.intern_type(TypeKind::MemRef {
                    shape: shape.into(),
                    element,
                    layout,
                    memory_space,
                }))
            }
        }
    }

    /// MLIR's `isSupportedMemorySpace`: an integer (`true`/`false` too), a string, a
    /// dictionary, or an attribute of a registered dialect other than `builtin`. An
    /// unregistered dialect's attribute is a builtin `OpaqueAttr`, so it is not one.
    fn is_valid_memory_space(&self, a: Attribute) -> bool {
        matches!(
            self.ctx.attr_kind(a),
            AttrKind::Integer { .. }
                | AttrKind::WideInteger { .. }
                | AttrKind::Bool(_)
                | AttrKind::String { .. }
                | AttrKind::Dictionary(_)
                | AttrKind::Dialect { .. }
        )
    }
}

/// `i32` → (`32`, signless); `si8`, `ui1`.
pub(crate) fn int_type_spelling(t: &[u8]) -> Option<(&[u8], Signedness)> {
    let (rest, s) = if let Some(r) = t.strip_prefix(b"si") {
        (r, Signedness::Signed)
    } else if let Some(r) = t.strip_prefix(b"ui") {
        (r, Signedness::Unsigned)
    } else if let Some(r) = t.strip_prefix(b"i") {
        (r, Signedness::Signless)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.iter().all(|c| c.is_ascii_digit())).then_some((rest, s))
}

/// Decodes MLIR string escapes (`\"`, `\\`, `\n`, `\t`, `\XX`); `None` on a bad escape.
pub(crate) fn unescape_string(raw: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = *raw.get(i + 1)?;
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let h = *raw.get(i + 2)?;
                let v = (hex_val(n)? << 4) | hex_val(h)?;
                out.push(v);
                i += 3;
            }
        }
    }
    Some(out)
}

fn hex_val(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}
