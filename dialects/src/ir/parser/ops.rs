//! Parsing of operations, regions, blocks, SSA names, top-level definitions and
//! file metadata.

use smallvec::SmallVec;

use crate::ir::arena::ValueDef;
use crate::ir::attributes::{AttrKind, Attribute, DictEntries, NamedAttr};
use crate::ir::context::OpName;
use crate::ir::entity::{BlockId, EntityRef, OpId, RegionId, ValueId};
use crate::ir::lexer::{TokKind, Token};
use crate::ir::location::Location;
use crate::ir::module::{Module, ResourceGroup};
use crate::ir::operation::OperationState;
use crate::ir::parser::attrs;
use crate::ir::parser::{BlockScope, LocTarget, PResult, Parser};
use crate::ir::types::{Type, TypeKind};

/// An SSA use not yet given a type: `%name` or `%name#index`.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The name without `%`.
    pub name: &'a [u8],
    /// The result index (`#N`), 0 if absent.
    pub index: u32,
    /// The token (for error locations).
    pub tok: Token,
}

/// The head of a generic op read by `Parser::fast_op_head`.
struct FastHead<'a> {
    /// The name of its single result, if named.
    result: Option<&'a [u8]>,
    /// The op name.
    name: OpName,
    /// The column of the op name (on the first token's line): the op's location.
    name_col: u32,
    /// The operands, in order.
    operands: SmallVec<[UnresolvedOperand<'a>; 4]>,
    /// Just past the `)` closing the operand list.
    end: usize,
}

/// A region entry argument as written in custom syntax: `%name: type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// The SSA name (without `%`).
    pub name: &'a [u8],
    /// Its token.
    pub tok: Token,
    /// Its type.
    pub ty: Type,
    /// Argument attributes (`{...}` after the type), if any.
    pub attrs: Vec<NamedAttr>,
    /// An explicit location.
    pub loc: Option<Location>,
}

impl<'a> Parser<'a> {
    // ===== top level ===========================================================================

    pub(crate) fn parse_file(&mut self) -> PResult<Module> {
        let top_block = self.ir.create_block();
        self.push_region_scope();
        loop {
            match self.tok.kind {
                TokKind::Eof => break,
                TokKind::Error => return Err(self.error_here(self.lex.error_message())),
                TokKind::HashIdent if !self.next_char_is_less() => self.parse_attr_alias_def()?,
                TokKind::ExclaimIdent if !self.next_char_is_less() => {
                    self.parse_type_alias_def()?
                }
                TokKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ir.append_op(top_block, op);
                }
            }
        }
        self.resolve_deferred_locs()?;
        self.pop_region_scope();
        self.check_forward_refs()?;
        let ops: Vec<OpId> = self.ir.block_ops(top_block).collect();
        let module_name = self.ctx.op_name("builtin.module");
        let top = if ops.len() == 1 && self.ir.name(ops[0]) == module_name {
            self.ir.detach_op(ops[0]);
            ops[0]
        } else {
            let region = self.ir.create_region();
            self.ir.append_block(region, top_block);
            let loc = self.ctx.file_loc(self.file, 0, 0);
            let st = OperationState::new(module_name, loc).with_regions(&[region]);
            self.ir.create_op(self.ctx, st)
        };
        let ir = std::mem::take(&mut self.ir);
        Ok(Module {
            ir,
            op: top,
            metadata: std::mem::take(&mut self.metadata),
        })
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let tok = self.tok;
        let name = &self.tok_text()[1..];
        if name.contains(&b'.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.advance();
        self.expect(TokKind::Equal, "expected '=' in attribute alias definition")?;
        let a = self.parse_attribute()?;
        if self.attr_aliases.insert(name, a).is_some() {
            return Err(self.error_at(
                tok,
                format!(
                    "redefinition of attribute alias id '{}'",
                    String::from_utf8_lossy(name)
                ),
            ));
        }
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let tok = self.tok;
        let name = &self.tok_text()[1..];
        if name.contains(&b'.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.advance();
        self.expect(TokKind::Equal, "expected '=' in type alias definition")?;
        let t = self.parse_type()?;
        if self.type_aliases.insert(name, t).is_some() {
            return Err(self.error_at(
                tok,
                format!(
                    "redefinition of type alias id '{}'",
                    String::from_utf8_lossy(name)
                ),
            ));
        }
        Ok(())
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        for (target, name, tok) in std::mem::take(&mut self.deferred_locs) {
            let Some(&a) = self.attr_aliases.get(name) else {
                return Err(self.error_at(tok, "operation location alias was never defined"));
            };
            let Some(l) = self.ctx.as_location(a) else {
                return Err(self.error_at(
                    tok,
                    format!("expected location, but found '{}'", self.attr_to_string(a)),
                ));
            };
            match target {
                LocTarget::Op(op) => self.ir.set_loc(op, l),
                LocTarget::Arg(v) => self.ir.set_block_arg_loc(v, l),
            }
        }
        Ok(())
    }

    fn check_forward_refs(&self) -> PResult<()> {
        let first = self.forward_refs.values().min_by_key(|t| (t.line, t.col));
        match first {
            Some(&tok) => Err(self.error_at(tok, "use of undeclared SSA value name")),
            None => Ok(()),
        }
    }

    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.advance();
        loop {
            if self.consume_if(TokKind::FileMetadataEnd) {
                return Ok(());
            }
            let key_tok = self.tok;
            if key_tok.kind != TokKind::BareIdent {
                return Err(self.error_here("expected identifier key in file metadata dictionary"));
            }
            let key = self.tok_text();
            self.advance();
            self.expect(TokKind::Colon, "expected ':'")?;
            let external = match key {
                b"dialect_resources" => false,
                b"external_resources" => true,
                _ => {
                    return Err(self.error_at(
                        key_tok,
                        format!(
                            "unknown key '{}' in file metadata dictionary",
                            String::from_utf8_lossy(key)
                        ),
                    ));
                }
            };
            let groups = self.parse_resource_groups(!external)?;
            if external {
                self.metadata.external_resources.extend(groups);
            } else {
                self.metadata.dialect_resources.extend(groups);
            }
            if !self.consume_if(TokKind::Comma) {
                self.expect(TokKind::FileMetadataEnd, "expected '#-}'")?;
                return Ok(());
            }
        }
    }

    /// `{ owner: { key: value, ... }, ... }`. In `dialect_resources`, the `builtin`
    /// dialect's entries are blobs (`dense_resource` data), checked as MLIR's
    /// `parseAsBlob` does; see [`Parser::check_blob`].
    fn parse_resource_groups(&mut self, dialect: bool) -> PResult<Vec<ResourceGroup>> {
        self.expect(TokKind::LBrace, "expected '{'")?;
        let mut groups = Vec::new();
        if self.consume_if(TokKind::RBrace) {
            return Ok(groups);
        }
        loop {
            if self.tok.kind != TokKind::BareIdent {
                return Err(self.error_here("expected identifier key for 'resource' entry"));
            }
            let owner = self.tok_str().into_owned();
            self.advance();
            self.expect(TokKind::Colon, "expected ':'")?;
            self.expect(TokKind::LBrace, "expected '{'")?;
            let mut entries = Vec::new();
            if !self.consume_if(TokKind::RBrace) {
                loop {
                    if self.tok.kind != TokKind::BareIdent {
                        return Err(self.error_here("expected identifier key for 'resource' entry"));
                    }
                    let key = self.tok_str().into_owned();
                    self.advance();
                    self.expect(TokKind::Colon, "expected ':'")?;
                    if dialect && owner == "builtin" {
                        self.check_blob(&key)?;
                    }
                    let value = match self.tok.kind {
                        TokKind::String | TokKind::Integer => self.tok_str().into_owned(),
                        TokKind::BareIdent if matches!(self.tok_text(), b"true" | b"false") => {
                            self.tok_str().into_owned()
                        }
                        _ => {
                            return Err(self.error_here(
                                "expected a resource value (string, integer or bool)",
                            ));
                        }
                    };
                    self.advance();
                    entries.push((key, value));
                    if self.consume_if(TokKind::RBrace) {
                        break;
                    }
                    self.expect(TokKind::Comma, "expected ',' or '}'")?;
                }
            }
            groups.push(ResourceGroup { owner, entries });
            if self.consume_if(TokKind::RBrace) {
                return Ok(groups);
            }
            self.expect(TokKind::Comma, "expected ',' or '}'")?;
        }
    }

    /// Checks that the current token is a `builtin` resource blob: a string of hex
    /// digits after `0x`, in pairs, whose first 4 bytes are the data's alignment
    /// (little-endian), a power of two. MLIR's messages; alignment 0, which LLVM 19
    /// lets through (and then fails to allocate), is an error here too.
    fn check_blob(&self, key: &str) -> PResult<()> {
        let expected = format!("expected hex string blob for key '{key}'");
        let bytes = (self.tok.kind == TokKind::String)
            .then(|| attrs::string_token_bytes(self.tok_text()))
            .flatten()
            .and_then(|b| {
                let hex = b.strip_prefix(b"0x")?;
                if !hex.len().is_multiple_of(2) || !hex.iter().all(u8::is_ascii_hexdigit) {
                    return None;
                }
                let digit = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                Some(
                    hex.chunks(2)
                        .map(|p| digit(p[0]) << 4 | digit(p[1]))
                        .collect::<Vec<u8>>(),
                )
            });
        let Some(bytes) = bytes else {
            return Err(self.error_here(expected));
        };
        let Some(align) = bytes.first_chunk::<4>().map(|a| u32::from_le_bytes(*a)) else {
            return Err(self.error_here(format!("{expected} to encode alignment in first 4 bytes")));
        };
        if !align.is_power_of_two() {
            return Err(self.error_here(format!(
                "{expected} to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
            )));
        }
        Ok(())
    }

    // ===== SSA names ===========================================================================

    pub(crate) fn push_region_scope(&mut self) {
        self.scope_defs.push(Vec::new());
        self.block_scopes.push(BlockScope::default());
    }

    pub(crate) fn pop_region_scope(&mut self) {
        if let Some(names) = self.scope_defs.pop() {
            for name in names {
                if let Some(entry) = self.values.get_mut(name) {
                    for slot in entry.iter_mut() {
                        if let Some(v) = *slot
                            && self.ir.value_def(v) != ValueDef::Detached
                        {
                            *slot = None;
                        }
                    }
                    if entry.iter().all(|s| s.is_none()) {
                        self.values.remove(name);
                    }
                }
            }
        }
        self.block_scopes.pop();
    }

    fn name_display(name: &[u8], index: Option<u32>) -> String {
        match index {
            Some(i) => format!("%{}#{i}", String::from_utf8_lossy(name)),
            None => format!("%{}", String::from_utf8_lossy(name)),
        }
    }

    /// Parses `%name` or `%name#N` (not yet resolved to a value).
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let tok = self.tok;
        if tok.kind != TokKind::PercentIdent {
            return Err(self.error_expected("expected SSA operand"));
        }
        let name = &self.tok_text()[1..];
        self.advance();
        let mut index = 0;
        if self.tok.kind == TokKind::HashIdent {
            let t = &self.tok_text()[1..];
            match std::str::from_utf8(t)
                .ok()
                .and_then(|s| s.parse::<u32>().ok())
            {
                Some(i) => index = i,
                None => return Err(self.error_here("invalid SSA value result number")),
            }
            self.advance();
        }
        Ok(UnresolvedOperand { name, index, tok })
    }

    /// Parses an operand if one is next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if self.tok.kind == TokKind::PercentIdent {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses a possibly empty comma-separated operand list (no delimiters).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        if self.tok.kind != TokKind::PercentIdent {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.consume_if(TokKind::Comma) {
                return Ok(v);
            }
        }
    }

    /// Resolves an operand to a value of type `ty`. A name not defined yet becomes a
    /// forward reference, checked when defined (and at the end of the file).
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand<'a>, ty: Type) -> PResult<ValueId> {
        let idx = u.index as usize;
        let existing = self
            .values
            .get(u.name)
            .and_then(|e| e.get(idx).copied().flatten());
        if let Some(v) = existing {
            let vt = self.ir.value_type(v);
            if vt != ty {
                let shown = if u.index == 0 { None } else { Some(u.index) };
                return Err(self
                    .error_at(
                        u.tok,
                        format!(
                            "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                            Self::name_display(u.name, shown),
                            self.type_to_string(ty),
                            self.type_to_string(vt)
                        ),
                    )
                    .with_note(self.value_loc(v), "prior use here"));
            }
            return Ok(v);
        }
        let p = self.ir.create_placeholder(ty);
        let entry = self.values.entry(u.name);
        if entry.len() <= idx {
            entry.resize(idx + 1, None);
        }
        entry[idx] = Some(p);
        self.forward_refs.insert(p, u.tok);
        Ok(p)
    }

    /// Resolves operands with one type each (`types.len()` must match, else an error
    /// at `loc_tok`).
    pub fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand<'a>],
        types: &[Type],
        loc_tok: Token,
    ) -> PResult<SmallVec<[ValueId; 4]>> {
        if ops.len() != types.len() {
            return Err(self.error_at(
                loc_tok,
                format!(
                    "{} operands present, but expected {}",
                    ops.len(),
                    types.len()
                ),
            ));
        }
        ops.iter()
            .zip(types)
            .map(|(u, &t)| self.resolve_operand(u, t))
            .collect()
    }

    /// Where `v` was defined (its name in a result list or block header), or first
    /// used if it is still a forward reference: MLIR's location of the prior use.
    fn value_loc(&self, v: ValueId) -> Location {
        if let Some(t) = self.forward_refs.get(&v) {
            return self.token_loc(*t);
        }
        match self.def_locs.get(v.index()) {
            Some(&(line, col)) if line > 0 => self.ctx.file_loc(self.file, line, col),
            _ => match self.ir.defining_op(v) {
                Some(op) => self.ir.loc(op),
                None => self.token_loc(self.tok),
            },
        }
    }

    /// Defines `%name` (a group of `values`) in the current scope.
    pub(crate) fn define_values(
        &mut self,
        name: &'a [u8],
        values: &[ValueId],
        tok: Token,
    ) -> PResult<()> {
        for &v in values {
            let i = v.index();
            if self.def_locs.len() <= i {
                self.def_locs.resize((i + 1).next_power_of_two(), (0, 0));
            }
            // A redefinition is reported below with the first definition's place.
            if self.def_locs[i].0 == 0 {
                self.def_locs[i] = (tok.line, tok.col);
            }
        }
        let entry = self.values.entry(name);
        if entry.iter().all(Option::is_none) {
            // A fresh name (the common case): nothing to check or replace.
            entry.clear();
            entry.extend(values.iter().map(|&v| Some(v)));
            if let Some(s) = self.scope_defs.last_mut() {
                s.push(name);
            }
            return Ok(());
        }
        if entry.len() < values.len() {
            entry.resize(values.len(), None);
        }
        let entry_copy: SmallVec<[Option<ValueId>; 1]> = entry.clone();
        for (i, &v) in values.iter().enumerate() {
            if let Some(old) = entry_copy[i] {
                if self.ir.value_def(old) != ValueDef::Detached {
                    return Err(self
                        .error_at(
                            tok,
                            format!(
                                "redefinition of SSA value '{}'",
                                Self::name_display(name, None)
                            ),
                        )
                        .with_note(self.value_loc(old), "previously defined here"));
                }
                let (ot, nt) = (self.ir.value_type(old), self.ir.value_type(v));
                if ot != nt {
                    return Err(self
                        .error_at(
                            tok,
                            format!(
                                "definition of SSA value '{}' has type '{}'",
                                Self::name_display(name, Some(i as u32)),
                                self.type_to_string(nt)
                            ),
                        )
                        .with_note(
                            self.token_loc(self.forward_refs.get(&old).copied().unwrap_or(tok)),
                            format!(
                                "previously used here with type '{}'",
                                self.type_to_string(ot)
                            ),
                        ));
                }
                self.ir.replace_all_uses_with(old, v);
                self.forward_refs.remove(&old);
            }
        }
        // A real definition anywhere in the group means the name is taken.
        if let Some(old) = entry_copy
            .iter()
            .skip(values.len())
            .flatten()
            .find(|&&v| self.ir.value_def(v) != ValueDef::Detached)
        {
            return Err(self
                .error_at(
                    tok,
                    format!(
                        "redefinition of SSA value '{}'",
                        Self::name_display(name, None)
                    ),
                )
                .with_note(self.value_loc(*old), "previously defined here"));
        }
        let entry = self.values.entry(name);
        for (i, &v) in values.iter().enumerate() {
            entry[i] = Some(v);
        }
        if let Some(s) = self.scope_defs.last_mut() {
            s.push(name);
        }
        Ok(())
    }

    fn is_name_in_use(&self, name: &[u8]) -> bool {
        self.values
            .get(name)
            .is_some_and(|e| e.iter().any(|s| s.is_some()))
    }

    // ===== operations ==========================================================================

    /// Parses one operation (with its result names and trailing location) and
    /// returns it detached.
    pub(crate) fn parse_operation(&mut self) -> PResult<OpId> {
        let start = self.tok;
        let mut results: SmallVec<[(&'a [u8], u32, Token); 2]> = SmallVec::new();
        let head = if matches!(start.kind, TokKind::PercentIdent | TokKind::String) {
            self.fast_op_head()
        } else {
            None
        };
        if let Some(h) = &head {
            if let Some(name) = h.result {
                results.push((name, 1, start));
            }
            self.skip_to(h.end);
        } else if start.kind == TokKind::PercentIdent {
            loop {
                let tok = self.tok;
                let name = &self.tok_text()[1..];
                self.advance();
                let mut count = 1;
                if self.consume_if(TokKind::Colon) {
                    let ctok = self.tok;
                    if ctok.kind != TokKind::Integer {
                        return Err(self.error_here("expected integer number of results"));
                    }
                    count = match self.tok_str().parse::<u32>() {
                        Ok(c) if c > 0 => c,
                        Ok(_) => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"));
                        }
                        Err(_) => return Err(self.error_here("expected integer number of results")),
                    };
                    self.advance();
                }
                results.push((name, count, tok));
                if !self.consume_if(TokKind::Comma) {
                    break;
                }
                if self.tok.kind != TokKind::PercentIdent {
                    return Err(self.error_here("expected valid ssa identifier"));
                }
            }
            self.expect(TokKind::Equal, "expected '=' after SSA name")?;
        }
        // As in MLIR, an operation is located at its name, after any results.
        let loc = match &head {
            Some(h) => self.ctx.file_loc(self.file, start.line, h.name_col),
            None => self.token_loc(self.tok),
        };
        let op = match (head, self.tok.kind) {
            (Some(h), _) => self.parse_generic_op_rest(loc, h.name, h.operands)?,
            (None, TokKind::String) => self.parse_generic_op(loc)?,
            (None, TokKind::BareIdent) => {
                self.parse_custom_op(loc, results.iter().map(|r| r.1).sum())?
            }
            (None, TokKind::Error) => return Err(self.error_here(self.lex.error_message())),
            (None, _) => return Err(self.error_here("expected operation name in quotes")),
        };
        if !results.is_empty() {
            let n = self.ir.num_results(op);
            let bound: u32 = results.iter().map(|r| r.1).sum();
            if n == 0 {
                return Err(self.error_at(start, "cannot name an operation with no results"));
            }
            if n as u32 != bound {
                return Err(self.error_at(
                    start,
                    format!("operation defines {n} results but was provided {bound} to bind"),
                ));
            }
            let vals: SmallVec<[ValueId; 4]> = self.ir.results(op).iter().copied().collect();
            let mut at = 0usize;
            for (name, count, tok) in results {
                let group = &vals[at..at + count as usize];
                self.define_values(name, group, tok)?;
                at += count as usize;
            }
        }
        if self.tok.kind == TokKind::BareIdent && self.tok_text() == b"loc" {
            let l = self.parse_loc_keyword(Some(LocTarget::Op(op)))?;
            self.ir.set_loc(op, l);
        }
        Ok(op)
    }

    fn parse_generic_op(&mut self, loc: Location) -> PResult<OpId> {
        let name_tok = self.tok;
        let op_name = match self.op_name_cache.get(self.tok_text()) {
            Some(&n) => {
                self.advance();
                n
            }
            None => {
                let raw = self.tok_text();
                let name_bytes = self.parse_string_bytes()?;
                if name_bytes.is_empty() {
                    return Err(self.error_at(name_tok, "empty operation name is invalid"));
                }
                let n = self.ctx.op_name(&String::from_utf8_lossy(&name_bytes));
                self.op_name_cache.insert(raw, n);
                n
            }
        };
        let name_str = self.ctx.op_name_str(op_name);
        let def = self.ctx.op_def(op_name);
        if def.is_none() && !self.ctx.allow_unregistered() {
            // An unknown op of a registered dialect cannot be accepted by any flag (MLIR's
            // wording); only an unknown dialect's ops can.
            let dialect = name_str
                .split_once('.')
                .and_then(|(d, _)| Some(d).zip(self.ctx.dialect(d)));
            let message = match dialect {
                Some((d, def)) => format!(
                    "unregistered operation '{name_str}' found in dialect ('{d}') that does not allow unknown operations{}",
                    def.unknown_op
                        .map(|why| format!(": {why}"))
                        .unwrap_or_default()
                ),
                None => format!(
                    "unregistered operation '{name_str}'; use --allow-unregistered-dialect to accept unknown operations"
                ),
            };
            return Err(self.error_at(name_tok, message));
        }
        self.expect(TokKind::LParen, "expected '(' to start operand list")?;
        let mut operands: SmallVec<[UnresolvedOperand<'a>; 4]> = SmallVec::new();
        if self.tok.kind == TokKind::PercentIdent {
            loop {
                operands.push(self.parse_operand()?);
                if !self.consume_if(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "expected ')' to end operand list")?;
        self.parse_generic_op_rest(loc, op_name, operands)
    }

    /// The generic op after its operand list: successors, properties, regions,
    /// attributes and the function type.
    fn parse_generic_op_rest(
        &mut self,
        loc: Location,
        op_name: OpName,
        operands: SmallVec<[UnresolvedOperand<'a>; 4]>,
    ) -> PResult<OpId> {
        let def = self.ctx.op_def(op_name);
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if self.consume_if(TokKind::LSquare) {
            loop {
                successors.push(self.parse_successor()?);
                if !self.consume_if(TokKind::Comma) {
                    break;
                }
            }
            self.expect(TokKind::RSquare, "expected ']' to end successor list")?;
        }
        let mut props = None;
        if self.tok.kind == TokKind::Less {
            self.advance();
            props = Some(self.parse_attribute()?);
            self.expect(TokKind::Greater, "expected '>' to close properties")?;
        }
        let mut regions: SmallVec<[RegionId; 1]> = SmallVec::new();
        if self.consume_if(TokKind::LParen) {
            self.default_dialects
                .push(def.map(|d| d.dialect()).unwrap_or(""));
            loop {
                let r = self.parse_region(&[]);
                match r {
                    Ok(r) => regions.push(r),
                    Err(e) => {
                        self.default_dialects.pop();
                        return Err(e);
                    }
                }
                if !self.consume_if(TokKind::Comma) {
                    break;
                }
            }
            self.default_dialects.pop();
            self.expect(TokKind::RParen, "expected ')' to end region list")?;
        }
        let mut attrs: SmallVec<[NamedAttr; 8]> = SmallVec::new();
        if self.tok.kind == TokKind::LBrace {
            self.parse_attr_dict_into(&mut attrs)?;
        }
        self.expect(TokKind::Colon, "expected ':' followed by operation type")?;
        let ty_tok = self.tok;
        let ty = self.parse_type()?;
        let ctx = self.ctx;
        let (inputs, results) = match ctx.type_kind(ty) {
            TypeKind::Function { inputs, results } => (inputs, results),
            _ => return Err(self.error_at(ty_tok, "expected function type")),
        };
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                ty_tok,
                format!(
                    "expected {} operand types but had {}",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        let mut state = OperationState::new(op_name, loc);
        for (u, &t) in operands.iter().zip(inputs.iter()) {
            let v = self.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        state.result_types.extend_from_slice(results);
        state.regions = regions;
        state.successors = successors;
        // Registered ops keep inherent attributes in their properties, as mlir-opt does.
        if let Some(d) = def
            && !d.inherent_attrs.is_empty()
            && props.is_none()
        {
            let (inherent, rest): (SmallVec<[NamedAttr; 8]>, SmallVec<[NamedAttr; 8]>) = attrs
                .into_iter()
                .partition(|a| d.inherent_attrs.contains(&self.ctx.ident_str(a.name)));
            attrs = rest;
            if !inherent.is_empty() {
                props = Some(self.ctx.dict_attr(&inherent));
            }
        }
        state.properties = props;
        let dict = if attrs.is_empty() {
            self.ctx.empty_dict()
        } else {
            self.ctx
                .intern_attr(AttrKind::Dictionary(DictEntries::from_slice(&attrs)))
        };
        Ok(self.ir.create_op_with_dict(state, dict))
    }

    /// `%name = "op.name"(%a, %b)` (or the same without the result) read straight
    /// from the bytes at the current token, on one line, when the op name was seen
    /// before (so it is valid and its registration was checked): the head and the
    /// end of its text. `None` (nothing consumed) for anything else: the general
    /// path parses it and reports every error.
    fn fast_op_head(&self) -> Option<FastHead<'a>> {
        let src = self.src;
        let t = self.tok;
        let tok_at = |start: usize, end: usize, kind: TokKind| Token {
            kind,
            start: start as u32,
            end: end as u32,
            line: t.line,
            col: t.col + (start as u32 - t.start),
        };
        let blanks = |mut p: usize| {
            while src.get(p) == Some(&b' ') {
                p += 1;
            }
            p
        };
        let mut p = t.start as usize;
        let mut result = None;
        if t.kind == TokKind::PercentIdent {
            // One plain result: `%name =`.
            p = t.end as usize;
            let after = blanks(p);
            if src.get(after) != Some(&b'=') {
                return None;
            }
            result = Some(&src[t.start as usize + 1..p]);
            p = blanks(after + 1);
        }
        if src.get(p) != Some(&b'"') {
            return None;
        }
        let q = p;
        p += 1;
        while let Some(&c) = src.get(p) {
            if c == b'"' || c == b'\\' || c == b'\n' || c == b'\r' {
                break;
            }
            p += 1;
        }
        if src.get(p) != Some(&b'"') {
            return None;
        }
        p += 1;
        let name = *self.op_name_cache.get(&src[q..p])?;
        let name_col = t.col + (q as u32 - t.start);
        if self.ctx.op_def(name).is_none() && !self.ctx.allow_unregistered() {
            return None;
        }
        if src.get(p) != Some(&b'(') {
            return None;
        }
        p += 1;
        let mut operands = SmallVec::new();
        if src.get(p) != Some(&b')') {
            loop {
                if src.get(p) != Some(&b'%') {
                    return None;
                }
                let start = p;
                p += 1;
                let first = *src.get(p)?;
                if first.is_ascii_digit() {
                    while src.get(p).is_some_and(u8::is_ascii_digit) {
                        p += 1;
                    }
                } else if first.is_ascii_alphabetic() || matches!(first, b'_' | b'$' | b'.' | b'-')
                {
                    while src.get(p).is_some_and(|&c| {
                        c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
                    }) {
                        p += 1;
                    }
                } else {
                    return None;
                }
                operands.push(UnresolvedOperand {
                    name: &src[start + 1..p],
                    index: 0,
                    tok: tok_at(start, p, TokKind::PercentIdent),
                });
                match src.get(p) {
                    Some(b',') => p = blanks(p + 1),
                    Some(b')') => break,
                    _ => return None,
                }
            }
        }
        Some(FastHead {
            result,
            name,
            name_col,
            operands,
            end: p + 1,
        })
    }

    fn parse_custom_op(&mut self, loc: Location, _n_bound: u32) -> PResult<OpId> {
        let tok = self.tok;
        let text = self.tok_str().into_owned();
        let mut def = self
            .ctx
            .lookup_ident(&text)
            .and_then(|i| self.ctx.op_def(crate::ir::context::OpName(i)));
        let default = self.default_dialects.last().copied().unwrap_or("");
        let mut tried = None;
        if def.is_none() && !text.contains('.') && !default.is_empty() {
            let full = format!("{default}.{text}");
            def = self
                .ctx
                .lookup_ident(&full)
                .and_then(|i| self.ctx.op_def(crate::ir::context::OpName(i)));
            tried = Some(full);
        }
        let Some(def) = def.filter(|d| d.parse.is_some()) else {
            return Err(match tried {
                Some(full) => self.error_at(
                    tok,
                    format!("custom op '{text}' is unknown (tried '{full}' as well)"),
                ),
                None => {
                    let why = text
                        .split_once('.')
                        .and_then(|(ns, _)| self.ctx.dialect(ns))
                        .and_then(|d| d.unknown_op);
                    match why {
                        Some(why) => {
                            self.error_at(tok, format!("custom op '{text}' is unknown: {why}"))
                        }
                        None => self.error_at(tok, format!("custom op '{text}' is unknown")),
                    }
                }
            });
        };
        self.advance();
        let mut state = OperationState::new(self.ctx.op_name(def.name), loc);
        let saved = self.custom_op.replace(def.name.to_string());
        self.default_dialects.push(def.dialect());
        let r = match def.parse {
            Some(hook) => hook(self, &mut state),
            None => Ok(()),
        };
        self.default_dialects.pop();
        self.custom_op = saved;
        r?;
        let attrs = std::mem::take(&mut state.attributes);
        let dict = self.ctx.dict_attr(&attrs);
        Ok(self.ir.create_op_with_dict(state, dict))
    }

    /// Parses `^name` and returns its block (created on first reference).
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        let tok = self.tok;
        if tok.kind != TokKind::CaretIdent {
            return Err(self.error_expected("expected block name"));
        }
        let name = &self.tok_text()[1..];
        self.advance();
        Ok(self.block_ref(name, tok))
    }

    fn block_ref(&mut self, name: &'a [u8], tok: Token) -> BlockId {
        if let Some(scope) = self.block_scopes.last()
            && let Some(&(b, _, _)) = scope.blocks.get(name)
        {
            return b;
        }
        let b = self.ir.create_block();
        if let Some(scope) = self.block_scopes.last_mut() {
            scope.blocks.insert(name, (b, false, tok));
        }
        b
    }

    // ===== regions and blocks ==================================================================

    /// Parses a region `{ ... }`; `args` become the entry block's arguments (custom
    /// syntax, e.g. a function body). Returns the new (detached) region.
    pub fn parse_region(&mut self, args: &[Argument<'a>]) -> PResult<RegionId> {
        self.nested(|p| p.parse_region_inner(args))
    }

    /// Parses a region if the current token is `{`.
    pub fn parse_optional_region(&mut self, args: &[Argument<'a>]) -> PResult<Option<RegionId>> {
        if self.tok.kind == TokKind::LBrace {
            self.parse_region(args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_region_inner(&mut self, args: &[Argument<'a>]) -> PResult<RegionId> {
        self.expect(TokKind::LBrace, "expected '{' to begin a region")?;
        let region = self.ir.create_region();
        // Region arguments must not shadow a visible name.
        for a in args {
            if self.is_name_in_use(a.name) {
                return Err(self.error_at(
                    a.tok,
                    format!(
                        "region entry argument '%{}' is already in use",
                        String::from_utf8_lossy(a.name)
                    ),
                ));
            }
        }
        self.push_region_scope();
        let r = self.parse_region_body(region, args);
        let r = r.and_then(|()| self.check_undefined_blocks());
        self.pop_region_scope();
        r?;
        Ok(region)
    }

    fn parse_region_body(&mut self, region: RegionId, args: &[Argument<'a>]) -> PResult<()> {
        if self.tok.kind == TokKind::RBrace && args.is_empty() {
            self.advance();
            return Ok(());
        }
        if self.tok.kind != TokKind::CaretIdent || !args.is_empty() {
            let entry = self.ir.create_block();
            self.ir.append_block(region, entry);
            for a in args {
                let v = self.ir.add_block_arg(entry, a.ty);
                if let Some(l) = a.loc {
                    self.ir.set_block_arg_loc(v, l);
                }
                self.define_values(a.name, &[v], a.tok)?;
            }
            if self.tok.kind == TokKind::CaretIdent && !args.is_empty() {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            self.parse_block_ops(entry)?;
        }
        while self.tok.kind == TokKind::CaretIdent {
            self.parse_block(region)?;
        }
        self.expect(TokKind::RBrace, "expected '}' to end region")
    }

    fn check_undefined_blocks(&self) -> PResult<()> {
        if let Some(scope) = self.block_scopes.last() {
            let first = scope
                .blocks
                .values()
                .filter(|(_, defined, _)| !defined)
                .map(|(_, _, t)| *t)
                .min_by_key(|t| (t.line, t.col));
            if let Some(tok) = first {
                return Err(self.error_at(tok, "reference to an undefined block"));
            }
        }
        Ok(())
    }

    fn parse_block(&mut self, region: RegionId) -> PResult<()> {
        let tok = self.tok;
        let name = &self.tok_text()[1..];
        self.advance();
        let block = match self
            .block_scopes
            .last()
            .and_then(|s| s.blocks.get(name).copied())
        {
            Some((_, true, _)) => {
                return Err(self.error_at(
                    tok,
                    format!("redefinition of block '^{}'", String::from_utf8_lossy(name)),
                ));
            }
            Some((b, false, _)) => b,
            None => self.ir.create_block(),
        };
        if let Some(scope) = self.block_scopes.last_mut() {
            scope.blocks.insert(name, (block, true, tok));
        }
        self.ir.append_block(region, block);
        if self.consume_if(TokKind::LParen) && !self.consume_if(TokKind::RParen) {
            {
                loop {
                    let atok = self.tok;
                    if atok.kind != TokKind::PercentIdent {
                        return Err(self.error_expected("expected SSA operand"));
                    }
                    let aname = &self.tok_text()[1..];
                    self.advance();
                    if !self.consume_if(TokKind::Colon) {
                        return Err(self.error_expected("expected ':' and type for SSA operand"));
                    }
                    let ty = self.parse_type()?;
                    let v = self.ir.add_block_arg(block, ty);
                    if self.tok.kind == TokKind::BareIdent && self.tok_text() == b"loc" {
                        let l = self.parse_loc_keyword(Some(LocTarget::Arg(v)))?;
                        self.ir.set_block_arg_loc(v, l);
                    }
                    self.define_values(aname, &[v], atok)?;
                    if self.consume_if(TokKind::RParen) {
                        break;
                    }
                    self.expect(TokKind::Comma, "expected ')'")?;
                }
            }
        }
        self.expect(TokKind::Colon, "expected ':' after block name")?;
        self.parse_block_ops(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                TokKind::CaretIdent | TokKind::RBrace | TokKind::Eof => return Ok(()),
                _ => {
                    let op = self.parse_operation()?;
                    self.ir.append_op(block, op);
                }
            }
        }
    }

    /// Parses a region argument `%name: type {attrs}? loc(...)?`; `with_attrs`
    /// allows the attribute dictionary.
    pub fn parse_argument(&mut self, with_attrs: bool) -> PResult<Argument<'a>> {
        let tok = self.tok;
        if tok.kind != TokKind::PercentIdent {
            return Err(self.emit_error("expected SSA identifier"));
        }
        let name = &self.tok_text()[1..];
        self.advance();
        self.expect(TokKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        let attrs = if with_attrs {
            self.parse_optional_attr_dict()?
        } else {
            Vec::new()
        };
        let mut loc = None;
        if self.tok.kind == TokKind::BareIdent && self.tok_text() == b"loc" {
            loc = Some(self.parse_loc_keyword(None)?);
        }
        Ok(Argument {
            name,
            tok,
            ty,
            attrs,
            loc,
        })
    }

    /// Parses an optional trailing `loc(...)`.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        if self.tok.kind == TokKind::BareIdent && self.tok_text() == b"loc" {
            return self.parse_loc_keyword(None).map(Some);
        }
        Ok(None)
    }

    /// Wraps `attrs` into a dictionary attribute.
    pub fn dict(&self, attrs: &[NamedAttr]) -> Attribute {
        self.ctx.dict_attr(attrs)
    }
}
