//! One check pattern: its parse (literal text, `{{regex}}`, `[[VAR:regex]]`,
//! `[[VAR]]`, `[[#expr]]`) and its match against the input.
//!
//! A pattern without `{{` or `[[` is a fixed string. Otherwise the pieces are
//! joined into one POSIX extended regex (literal text escaped), each variable
//! definition becoming a capturing group; substitutions of variables defined
//! by earlier lines are spliced in at match time, and a variable defined
//! earlier on the same line becomes a back-reference `\N` (at most 9), as in
//! LLVM FileCheck.

use std::collections::{BTreeMap, BTreeSet};

use crate::ere::{self, Compiled};
use crate::numeric::{EvalError, ExprParser, Format, parse_variable};
use crate::options::Options;
use crate::source::{BufId, Loc, Span};
use crate::text::Str;

pub(crate) use crate::numeric::Expr;

/// A diagnostic attached to a place in a buffer (LLVM's `ErrorDiagnostic`).
#[derive(Debug, Clone)]
pub(crate) struct PatError {
    pub span: Span,
    pub msg: String,
}

impl PatError {
    pub(crate) fn at(span: Span, msg: impl Into<String>) -> Self {
        PatError {
            span,
            msg: msg.into(),
        }
    }
}

/// The directive kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    None,
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    Comment,
    Eof,
    Misspelled,
    BadNot,
    BadCount,
}

/// A directive kind with its `-COUNT-n` and `{LITERAL}` modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CheckType {
    pub kind: Kind,
    pub count: usize,
    pub literal: bool,
}

impl CheckType {
    pub(crate) fn new(kind: Kind) -> Self {
        CheckType {
            kind,
            count: 1,
            literal: false,
        }
    }

    /// LLVM's `FileCheckType::getDescription`: `CHECK-NEXT`, `CHECK-COUNT`,
    /// `CHECK{LITERAL}`, `implicit EOF`, ...
    pub(crate) fn description(&self, prefix: &str) -> String {
        let m = if self.literal { "{LITERAL}" } else { "" };
        let suffix = match self.kind {
            Kind::None => return "invalid".into(),
            Kind::Misspelled => return "misspelled".into(),
            Kind::Comment => return prefix.into(),
            Kind::Eof => return "implicit EOF".into(),
            Kind::BadNot => return "bad NOT".into(),
            Kind::BadCount => return "bad COUNT".into(),
            Kind::Plain if self.count > 1 => "-COUNT",
            Kind::Plain => "",
            Kind::Next => "-NEXT",
            Kind::Same => "-SAME",
            Kind::Not => "-NOT",
            Kind::Dag => "-DAG",
            Kind::Label => "-LABEL",
            Kind::Empty => "-EMPTY",
        };
        format!("{prefix}{suffix}{m}")
    }
}

/// A numeric variable (definitions of one name share it, as in LLVM).
#[derive(Debug, Clone)]
pub(crate) struct NumVar {
    pub name: String,
    pub format: Format,
    pub def_line: Option<usize>,
    pub value: Option<i128>,
    /// Where the value was captured in the input, if it was.
    pub matched: Option<Span>,
}

/// A string variable's value and where it came from.
#[derive(Debug, Clone)]
pub(crate) struct StrVal {
    pub bytes: Vec<u8>,
    pub span: Span,
}

/// Variables: LLVM's `FileCheckPatternContext`.
#[derive(Debug, Default)]
pub(crate) struct Context {
    /// `GlobalVariableTable`: string variables with a value.
    pub str_vars: BTreeMap<String, StrVal>,
    /// `DefinedVariableTable`: string variables defined by some pattern.
    pub defined_str: BTreeSet<String>,
    /// `GlobalNumericVariableTable`.
    pub num_table: BTreeMap<String, usize>,
    pub num_vars: Vec<NumVar>,
    pub line_var: usize,
}

impl Context {
    pub(crate) fn new_num_var(
        &mut self,
        name: &str,
        format: Format,
        def_line: Option<usize>,
    ) -> usize {
        self.num_vars.push(NumVar {
            name: name.to_string(),
            format,
            def_line,
            value: None,
            matched: None,
        });
        let id = self.num_vars.len() - 1;
        self.num_table.insert(name.to_string(), id);
        id
    }

    /// `--enable-var-scope` at a `CHECK-LABEL`: forget variables whose name
    /// does not start with `$`.
    pub(crate) fn clear_local_vars(&mut self) {
        self.str_vars.retain(|k, _| k.starts_with('$'));
        let locals: Vec<String> = self
            .num_table
            .keys()
            .filter(|k| !k.starts_with('$'))
            .cloned()
            .collect();
        for k in locals {
            if let Some(id) = self.num_table.remove(&k) {
                self.num_vars[id].value = None;
                self.num_vars[id].matched = None;
            }
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) enum SubstKind {
    Str(String),
    Num(Expr, Format),
}

/// A value spliced into the regex at match time.
#[derive(Debug, Clone)]
pub(crate) struct Substitution {
    /// The text between the brackets (`VAR`, `VAR+1`, `N:0x10`).
    pub from: Span,
    pub kind: SubstKind,
    /// Byte index in the regex where the value goes.
    pub index: usize,
}

/// Why a substitution failed.
pub(crate) enum SubstError {
    Overflow(Span),
    Undefined(Vec<(Span, String)>),
}

impl Substitution {
    /// The regex text for the value (escaped for string variables).
    fn regex(&self, ctx: &Context) -> Result<Vec<u8>, SubstError> {
        match &self.kind {
            SubstKind::Str(name) => ctx
                .str_vars
                .get(name)
                .map(|v| escape(&v.bytes))
                .ok_or_else(|| SubstError::Undefined(vec![(self.from, name.clone())])),
            SubstKind::Num(e, fmt) => {
                let v = e.eval(ctx).map_err(|err| match err {
                    EvalError::Overflow => SubstError::Overflow(self.from),
                    EvalError::Undefined(v) => SubstError::Undefined(v),
                })?;
                fmt.matching_string(v)
                    .map(String::into_bytes)
                    .ok_or(SubstError::Overflow(self.from))
            }
        }
    }

    /// `"value"` as LLVM 19's "with X equal to Y" notes show it: the
    /// regex-escaped value, escaped again for printing.
    pub(crate) fn for_diagnostics(&self, ctx: &Context) -> Option<String> {
        let v = self.regex(ctx).ok()?;
        Some(format!("\"{}\"", write_escaped(&v)))
    }
}

/// LLVM's `raw_ostream::write_escaped`.
pub(crate) fn write_escaped(v: &[u8]) -> String {
    let mut s = String::new();
    for &c in v {
        match c {
            b'\\' => s.push_str("\\\\"),
            b'\t' => s.push_str("\\t"),
            b'\n' => s.push_str("\\n"),
            b'"' => s.push_str("\\\""),
            0x20..=0x7e => s.push(c as char),
            _ => s.push_str(&format!("\\{c:03o}")),
        }
    }
    s
}

/// LLVM's `Regex::escape`.
pub(crate) fn escape(v: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(v.len());
    for &c in v {
        // `strchr` in LLVM also finds the NUL terminator: NUL is escaped too.
        if c == 0 || b"()^$|*+?.[]\\{}".contains(&c) {
            out.push(b'\\');
        }
        out.push(c);
    }
    out
}

/// A parsed pattern.
#[derive(Debug)]
pub(crate) struct Pattern {
    pub ty: CheckType,
    pub loc: Loc,
    pub line: Option<usize>,
    pub fixed: Vec<u8>,
    pub regex: Vec<u8>,
    pub substs: Vec<Substitution>,
    /// String variables defined here and their group numbers.
    pub str_defs: Vec<(String, usize)>,
    /// Numeric variables defined here and their group numbers.
    pub num_defs: Vec<(usize, usize)>,
    pub ignore_case: bool,
}

/// A successful match: offset and length in the searched buffer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Match {
    pub pos: usize,
    pub len: usize,
}

/// The outcome of [`Pattern::matches`]: a match, errors, or both.
#[derive(Debug, Default)]
pub(crate) struct MatchResult {
    pub found: Option<Match>,
    pub errors: Vec<PatError>,
}

/// Why parsing a pattern failed.
pub(crate) struct ParseFailure {
    pub error: PatError,
    /// LLVM exits with 1 (not 2) for an unbalanced `]` in `[[...]]`.
    pub exit_now: bool,
    /// Printed through `logAllUnhandledErrors`, which adds a blank line.
    pub logged: bool,
}

impl From<PatError> for ParseFailure {
    fn from(error: PatError) -> Self {
        ParseFailure {
            error,
            exit_now: false,
            logged: false,
        }
    }
}

fn logged(error: PatError) -> ParseFailure {
    ParseFailure {
        error,
        exit_now: false,
        logged: true,
    }
}

/// Position of the `]]` closing a `[[` block (LLVM's `FindRegexVarEnd`).
fn find_var_end(s: &Str<'_>) -> Result<Option<usize>, PatError> {
    let b = s.s;
    let mut i = 0;
    let mut depth = 0usize;
    while i < b.len() {
        if b[i..].starts_with(b"]]") && depth == 0 {
            return Ok(Some(i));
        }
        if b[i] == b'\\' {
            i += 2;
            continue;
        }
        match b[i] {
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err(PatError::at(
                        s.drop_front(i).span(),
                        "missing closing \"]\" for regex variable",
                    ));
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(None)
}

impl Pattern {
    pub(crate) fn new(ty: CheckType, loc: Loc, line: Option<usize>) -> Self {
        Pattern {
            ty,
            loc,
            line,
            fixed: Vec::new(),
            regex: Vec::new(),
            substs: Vec::new(),
            str_defs: Vec::new(),
            num_defs: Vec::new(),
            ignore_case: false,
        }
    }

    pub(crate) fn has_variable(&self) -> bool {
        !(self.substs.is_empty() && self.str_defs.is_empty() && self.num_defs.is_empty())
    }

    fn add_regex(&mut self, piece: Str<'_>, cur_paren: &mut usize) -> Result<(), PatError> {
        match ere::parse(piece.s) {
            Ok(p) => {
                self.regex.extend_from_slice(piece.s);
                *cur_paren += p.n_groups;
                Ok(())
            }
            Err(e) => Err(PatError::at(
                piece.span(),
                format!("invalid regex: {}", e.message()),
            )),
        }
    }

    /// LLVM's `Pattern::parsePattern`.
    pub(crate) fn parse(
        &mut self,
        text: Str<'_>,
        prefix: &str,
        opts: &Options,
        ctx: &mut Context,
        src: &dyn Fn(Span) -> String,
    ) -> Result<(), ParseFailure> {
        let full_lines = opts.match_full_lines && self.ty.kind != Kind::Not;
        self.ignore_case = opts.ignore_case;
        self.loc = text.loc();
        let mut p = text;
        if !(opts.strict_whitespace && opts.match_full_lines) {
            p = p.rtrim(b" \t");
        }
        if p.is_empty() && self.ty.kind != Kind::Empty {
            return Err(PatError::at(
                Span::new(self.loc.buf, self.loc.off, self.loc.off),
                format!("found empty check string with prefix '{prefix}:'"),
            )
            .into());
        }
        if !p.is_empty() && self.ty.kind == Kind::Empty {
            return Err(PatError::at(
                Span::new(self.loc.buf, self.loc.off, self.loc.off),
                format!("found non-empty check string for empty check with prefix '{prefix}:'"),
            )
            .into());
        }
        if self.ty.kind == Kind::Empty {
            self.regex = b"(\n$)".to_vec();
            return Ok(());
        }
        if self.ty.literal {
            self.fixed = p.s.to_vec();
            return Ok(());
        }
        if !full_lines && (p.len() < 2 || (p.find(b"{{").is_none() && p.find(b"[[").is_none())) {
            self.fixed = p.s.to_vec();
            return Ok(());
        }
        if full_lines {
            self.regex.push(b'^');
            if !opts.strict_whitespace {
                self.regex.extend_from_slice(b" *");
            }
        }
        let mut cur_paren = 1usize;
        let mut var_groups: BTreeMap<String, usize> = BTreeMap::new();
        while !p.is_empty() {
            if p.starts_with(b"{{") {
                let Some(end) = p.find(b"}}") else {
                    return Err(PatError::at(
                        p.span(),
                        "found start of regex string with no end '}}'",
                    )
                    .into());
                };
                // As LLVM 19 does, wrap the piece in a group when any `|` follows
                // (not only inside this piece).
                let alternation = p.find_byte(b'|').is_some();
                if alternation {
                    self.regex.push(b'(');
                    cur_paren += 1;
                }
                self.add_regex(p.drop_front(2).take_front(end - 2), &mut cur_paren)?;
                if alternation {
                    self.regex.push(b')');
                }
                p = p.drop_front(end + 2);
                continue;
            }
            if p.starts_with(b"[[") && !p.starts_with(b"[[[") {
                let unparsed = p.drop_front(2);
                let end = match find_var_end(&unparsed) {
                    Ok(e) => e,
                    Err(error) => {
                        return Err(ParseFailure {
                            error,
                            exit_now: true,
                            logged: false,
                        });
                    }
                };
                let Some(end) = end else {
                    return Err(
                        PatError::at(p.span(), "Invalid substitution block, no ]] found").into(),
                    );
                };
                let mut match_str = unparsed.take_front(end);
                let mut is_num = match_str.consume_front(b"#");
                p = unparsed.drop_front(end + 2);

                let mut is_def = false;
                let mut subst_needed = false;
                let mut legacy_line = false;
                let mut def_name = String::new();
                let mut subst_str = match_str;
                let mut match_regexp: Option<Str<'_>> = None;
                let mut generated_regexp: Option<Vec<u8>> = None;
                let mut subst_index = self.regex.len();

                if !is_num {
                    let var_end = match_str.find_byte(b':');
                    let head = match var_end {
                        Some(i) => match_str.take_front(i),
                        None => match_str,
                    };
                    if let Some(sp) = head.s.iter().position(|&c| c == b' ' || c == b'\t') {
                        return Err(PatError::at(
                            head.drop_front(sp).span(),
                            "unexpected whitespace",
                        )
                        .into());
                    }
                    let orig = match_str;
                    let v = parse_variable(&mut match_str).map_err(logged)?;
                    is_def = var_end.is_some();
                    subst_needed = !is_def;
                    if is_def {
                        if v.pseudo || !match_str.consume_front(b":") {
                            return Err(PatError::at(
                                v.name.span(),
                                "invalid name in string variable definition",
                            )
                            .into());
                        }
                        let name = v.name.text();
                        if ctx.num_table.contains_key(&name) {
                            return Err(PatError::at(
                                v.name.span(),
                                format!("numeric variable with name '{name}' already exists"),
                            )
                            .into());
                        }
                        def_name = name;
                        match_regexp = Some(match_str);
                    } else if v.pseudo {
                        match_str = orig;
                        legacy_line = true;
                        is_num = true;
                    } else {
                        if !match_str.is_empty() {
                            return Err(PatError::at(
                                v.name.span(),
                                "invalid name in string variable use",
                            )
                            .into());
                        }
                        subst_str = v.name;
                    }
                }

                let mut num_expr = None;
                let mut num_def = None;
                if is_num {
                    let mut parser = ExprParser {
                        ctx,
                        line: self.line,
                        src,
                    };
                    let block = parser.parse_block(match_str, legacy_line).map_err(logged)?;
                    subst_needed = block.expr.is_some();
                    if let Some(d) = block.def {
                        is_def = true;
                        num_def = Some(d);
                    }
                    if subst_needed {
                        subst_str = match_str;
                    } else {
                        generated_regexp = Some(block.format.wildcard_regex().into_bytes());
                    }
                    num_expr = block.expr.map(|e| (e, block.format));
                }

                if is_def {
                    self.regex.push(b'(');
                    subst_index += 1;
                    if let Some(d) = num_def {
                        self.num_defs.retain(|(v, _)| *v != d);
                        self.num_defs.push((d, cur_paren));
                        let name = ctx.num_vars[d].name.clone();
                        ctx.num_table.insert(name, d);
                    } else {
                        self.str_defs.retain(|(n, _)| *n != def_name);
                        self.str_defs.push((def_name.clone(), cur_paren));
                        var_groups.insert(def_name.clone(), cur_paren);
                        ctx.defined_str.insert(def_name.clone());
                    }
                    cur_paren += 1;
                }
                match (match_regexp, generated_regexp) {
                    (Some(piece), _) if !piece.is_empty() => {
                        self.add_regex(piece, &mut cur_paren)?
                    }
                    (_, Some(re)) => {
                        // A generated wildcard: always valid.
                        cur_paren += ere::parse(&re).map(|p| p.n_groups).unwrap_or(0);
                        self.regex.extend_from_slice(&re);
                    }
                    _ => {}
                }
                if is_def {
                    self.regex.push(b')');
                }
                self.push_subst(
                    subst_needed,
                    is_num,
                    subst_str,
                    num_expr,
                    subst_index,
                    &var_groups,
                )?;
                continue;
            }
            // Literal text up to the next `{{` or `[[`.
            let end = match (p.find_from(b"{{", 1), p.find_from(b"[[", 1)) {
                (Some(a), Some(b)) => a.min(b),
                (Some(a), None) | (None, Some(a)) => a,
                (None, None) => p.len(),
            };
            self.regex.extend_from_slice(&escape(&p.s[..end]));
            p = p.drop_front(end);
        }
        if full_lines {
            if !opts.strict_whitespace {
                self.regex.extend_from_slice(b" *");
            }
            self.regex.push(b'$');
        }
        Ok(())
    }

    fn push_subst(
        &mut self,
        needed: bool,
        is_num: bool,
        subst_str: Str<'_>,
        num_expr: Option<(Expr, Format)>,
        index: usize,
        var_groups: &BTreeMap<String, usize>,
    ) -> Result<(), PatError> {
        if !needed {
            return Ok(());
        }
        let name = subst_str.text();
        if !is_num && let Some(&group) = var_groups.get(&name) {
            {
                if !(1..=9).contains(&group) {
                    return Err(PatError::at(
                        subst_str.span(),
                        "Can't back-reference more than 9 variables",
                    ));
                }
                self.regex.push(b'\\');
                self.regex.push(b'0' + group as u8);
                return Ok(());
            }
        }
        let kind = match num_expr {
            Some((e, f)) if is_num => SubstKind::Num(e, f),
            _ => SubstKind::Str(name),
        };
        self.substs.push(Substitution {
            from: subst_str.span(),
            kind,
            index,
        });
        Ok(())
    }

    /// LLVM's `Pattern::match` on `buf` (which starts at `base` in buffer
    /// `input`): sets variables on success.
    pub(crate) fn matches(
        &self,
        buf: &[u8],
        input: BufId,
        base: usize,
        ctx: &mut Context,
        cache: &mut RegexCache,
    ) -> MatchResult {
        if self.ty.kind == Kind::Eof {
            return MatchResult {
                found: Some(Match {
                    pos: buf.len(),
                    len: 0,
                }),
                errors: Vec::new(),
            };
        }
        let source: Vec<u8> = if !self.fixed.is_empty() {
            escape(&self.fixed)
        } else if self.substs.is_empty() {
            self.regex.clone()
        } else {
            if let Some(line) = self.line {
                ctx.num_vars[ctx.line_var].value = Some(line as i128);
            }
            let mut tmp = self.regex.clone();
            let mut offset = 0;
            let mut errors = Vec::new();
            for s in &self.substs {
                match s.regex(ctx) {
                    Ok(v) => {
                        let at = s.index + offset;
                        tmp.splice(at..at, v.iter().copied());
                        offset += v.len();
                    }
                    Err(SubstError::Overflow(span)) => errors.push(PatError::at(
                        span,
                        "unable to substitute variable or numeric expression: overflow error",
                    )),
                    Err(SubstError::Undefined(names)) => {
                        for (span, name) in names {
                            errors.push(PatError::at(span, format!("undefined variable: {name}")));
                        }
                    }
                }
            }
            if !errors.is_empty() {
                return MatchResult {
                    found: None,
                    errors,
                };
            }
            tmp
        };
        let Some(re) = cache.get(&source, self.ignore_case) else {
            return MatchResult::default();
        };
        let Some(caps) = re.captures(buf) else {
            return MatchResult::default();
        };
        let Some((start, end)) = caps[0] else {
            return MatchResult::default();
        };
        for (name, group) in &self.str_defs {
            if let Some(Some((s, e))) = caps.get(*group) {
                ctx.str_vars.insert(
                    name.clone(),
                    StrVal {
                        bytes: buf[*s..*e].to_vec(),
                        span: Span::new(input, base + s, base + e),
                    },
                );
            }
        }
        let skip = usize::from(self.ty.kind == Kind::Empty);
        let found = Match {
            pos: start + skip,
            len: end - start - skip,
        };
        let mut errors = Vec::new();
        for (var, group) in &self.num_defs {
            if let Some(Some((s, e))) = caps.get(*group) {
                let v = &mut ctx.num_vars[*var];
                match v.format.value_from(&buf[*s..*e]) {
                    Some(value) => {
                        v.value = Some(value);
                        v.matched = Some(Span::new(input, base + s, base + e));
                    }
                    None => errors.push(PatError::at(
                        Span::new(input, base + s, base + e),
                        "unable to represent numeric value",
                    )),
                }
            }
        }
        MatchResult {
            found: Some(found),
            errors,
        }
    }
}

/// Compiled regexes by source text. Bounded: each compiled regex carries
/// search caches, and a check file may hold tens of thousands of patterns.
#[derive(Default)]
pub(crate) struct RegexCache {
    map: std::collections::HashMap<(Vec<u8>, bool), std::rc::Rc<Compiled>>,
}

/// How many compiled regexes [`RegexCache`] keeps.
const REGEX_CACHE_ENTRIES: usize = 256;

impl RegexCache {
    fn get(&mut self, re: &[u8], ignore_case: bool) -> Option<std::rc::Rc<Compiled>> {
        if let Some(c) = self.map.get(&(re.to_vec(), ignore_case)) {
            return Some(c.clone());
        }
        let c = std::rc::Rc::new(Compiled::new(re, ignore_case).ok()?);
        if self.map.len() >= REGEX_CACHE_ENTRIES {
            self.map.clear();
        }
        self.map.insert((re.to_vec(), ignore_case), c.clone());
        Some(c)
    }
}
