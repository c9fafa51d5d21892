//! POSIX extended regular expressions as LLVM's `Regex` understands them.
//!
//! LLVM FileCheck compiles `{{...}}` patterns with LLVM's copy of Henry Spencer's
//! regex library (`llvm/lib/Support/regcomp.c`) in extended mode with
//! `REG_NEWLINE`. Its syntax differs from the `regex` crate's: `\d` is a literal
//! `d`, `\` is literal inside brackets, `{` is literal unless a digit follows,
//! an empty alternative is an error, and `\1`..`\9` are back-references. This
//! module parses that syntax into an [`Ast`], reports the same errors as
//! `regerror()` ("parentheses not balanced", ...), and then either translates
//! the tree into the `regex` crate's syntax (the fast path) or, when the
//! expression holds a back-reference, matches it with a small backtracking
//! matcher.
//!
//! Known difference: both engines here pick the leftmost match with Perl's
//! leftmost-first rule among alternatives, while POSIX prefers the longest one
//! (`{{a|ab}}` on `ab` matches `a` here, `ab` in LLVM).

use regex::bytes::{Regex, RegexBuilder};

/// A parsed expression.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ast {
    /// Matches the empty string (an empty group `()`).
    Empty,
    /// One byte (or its other case under `--ignore-case`).
    Byte(u8),
    /// A set of bytes (`[...]`, `.`); `true` at index `b` means `b` matches.
    Set(Box<[bool; 256]>),
    /// `^`: start of the searched text or just after a newline.
    Bol,
    /// `$`: end of the searched text or just before a newline.
    Eol,
    /// `[[:<:]]`: start of a word.
    Bow,
    /// `[[:>:]]`: end of a word.
    Eow,
    /// A capturing group and its number (1-based).
    Group(Box<Ast>, usize),
    /// A sequence.
    Concat(Vec<Ast>),
    /// Alternatives.
    Alt(Vec<Ast>),
    /// `X{min,max}`; `max == None` is unbounded.
    Repeat(Box<Ast>, u32, Option<u32>),
    /// `\N`.
    Backref(usize),
}

/// What `regerror()` says for each error, word for word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EreError {
    Ctype,
    Eescape,
    Esubreg,
    Ebrack,
    Eparen,
    Ebrace,
    Badbr,
    Erange,
    Badrpt,
    Empty,
    Collate,
}

impl EreError {
    /// The message LLVM's `Regex::isValid` reports.
    pub(crate) fn message(self) -> &'static str {
        match self {
            EreError::Ctype => "invalid character class",
            EreError::Eescape => "trailing backslash (\\)",
            EreError::Esubreg => "invalid backreference number",
            EreError::Ebrack => "brackets ([ ]) not balanced",
            EreError::Eparen => "parentheses not balanced",
            EreError::Ebrace => "braces not balanced",
            EreError::Badbr => "invalid repetition count(s)",
            EreError::Erange => "invalid character range",
            EreError::Badrpt => "repetition-operator operand invalid",
            EreError::Empty => "empty (sub)expression",
            EreError::Collate => "invalid collating element",
        }
    }
}

/// The largest repetition count POSIX regex accepts (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// A parsed expression with its number of capturing groups.
#[derive(Debug, Clone)]
pub(crate) struct Parsed {
    pub ast: Ast,
    pub n_groups: usize,
    pub has_backref: bool,
}

/// Parses `re` as an extended regular expression.
pub(crate) fn parse(re: &[u8]) -> Result<Parsed, EreError> {
    let mut p = Parser {
        s: re,
        i: 0,
        n_groups: 0,
        closed: vec![false; 10],
        has_backref: false,
    };
    let ast = p.alternation(None)?;
    if p.i < re.len() {
        // Only a stray `)` can stop the top level early.
        return Err(EreError::Eparen);
    }
    Ok(Parsed {
        ast,
        n_groups: p.n_groups,
        has_backref: p.has_backref,
    })
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    n_groups: usize,
    closed: Vec<bool>,
    has_backref: bool,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }

    fn alternation(&mut self, stop: Option<u8>) -> Result<Ast, EreError> {
        let mut alts = Vec::new();
        loop {
            let mut seq = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                seq.push(self.expression()?);
            }
            if seq.is_empty() {
                return Err(EreError::Empty);
            }
            alts.push(if seq.len() == 1 {
                seq.pop().unwrap_or(Ast::Empty)
            } else {
                Ast::Concat(seq)
            });
            if self.peek() == Some(b'|') {
                self.i += 1;
            } else {
                break;
            }
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Ast::Empty)
        } else {
            Ast::Alt(alts)
        })
    }

    fn is_repetition_next(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    fn expression(&mut self) -> Result<Ast, EreError> {
        let c = self.peek().ok_or(EreError::Empty)?;
        self.i += 1;
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                self.n_groups += 1;
                let n = self.n_groups;
                let inner = if self.peek() == Some(b')') {
                    Ast::Empty
                } else {
                    self.alternation(Some(b')'))?
                };
                if self.peek() != Some(b')') {
                    return Err(EreError::Eparen);
                }
                self.i += 1;
                if n < self.closed.len() {
                    self.closed[n] = true;
                }
                Ast::Group(Box::new(inner), n)
            }
            b')' => return Err(EreError::Eparen),
            b'^' => {
                was_caret = true;
                Ast::Bol
            }
            b'$' => Ast::Eol,
            b'*' | b'+' | b'?' => return Err(EreError::Badrpt),
            b'.' => {
                let mut set = Box::new([true; 256]);
                set[b'\n' as usize] = false;
                Ast::Set(set)
            }
            b'[' => self.bracket()?,
            b'\\' => {
                let c = self.peek().ok_or(EreError::Eescape)?;
                self.i += 1;
                if (b'1'..=b'9').contains(&c) {
                    let n = (c - b'0') as usize;
                    if !self.closed[n] {
                        return Err(EreError::Esubreg);
                    }
                    self.has_backref = true;
                    Ast::Backref(n)
                } else {
                    Ast::Byte(c)
                }
            }
            b'{' => {
                if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(EreError::Badrpt);
                }
                Ast::Byte(b'{')
            }
            other => Ast::Byte(other),
        };
        if !self.is_repetition_next() {
            return Ok(atom);
        }
        let op = self.peek().unwrap_or(b'*');
        self.i += 1;
        if was_caret {
            return Err(EreError::Badrpt);
        }
        let rep = match op {
            b'*' => Ast::Repeat(Box::new(atom), 0, None),
            b'+' => Ast::Repeat(Box::new(atom), 1, None),
            b'?' => Ast::Repeat(Box::new(atom), 0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.peek() == Some(b',') {
                    self.i += 1;
                    if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        let max = self.count()?;
                        if min > max {
                            return Err(EreError::Badbr);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if self.peek() == Some(b'}') {
                    self.i += 1;
                } else {
                    while self.peek().is_some_and(|c| c != b'}') {
                        self.i += 1;
                    }
                    if self.peek().is_none() {
                        return Err(EreError::Ebrace);
                    }
                    return Err(EreError::Badbr);
                }
                Ast::Repeat(Box::new(atom), min, max)
            }
        };
        if self.is_repetition_next() {
            return Err(EreError::Badrpt);
        }
        Ok(rep)
    }

    fn count(&mut self) -> Result<u32, EreError> {
        let mut count = 0u32;
        let mut digits = 0;
        while let Some(c) = self.peek().filter(|c| c.is_ascii_digit()) {
            if count > DUP_MAX {
                break;
            }
            count = count * 10 + u32::from(c - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || count > DUP_MAX {
            return Err(EreError::Badbr);
        }
        Ok(count)
    }

    fn bracket(&mut self) -> Result<Ast, EreError> {
        let rest = &self.s[self.i..];
        if rest.starts_with(b"[:<:]]") {
            self.i += 6;
            return Ok(Ast::Bow);
        }
        if rest.starts_with(b"[:>:]]") {
            self.i += 6;
            return Ok(Ast::Eow);
        }
        let mut set = Box::new([false; 256]);
        let mut invert = false;
        if self.peek() == Some(b'^') {
            invert = true;
            self.i += 1;
        }
        if self.peek() == Some(b']') {
            set[b']' as usize] = true;
            self.i += 1;
        } else if self.peek() == Some(b'-') {
            set[b'-' as usize] = true;
            self.i += 1;
        }
        while let Some(c) = self.peek() {
            if c == b']' || (c == b'-' && self.peek2() == Some(b']')) {
                break;
            }
            self.bracket_term(&mut set)?;
        }
        if self.peek() == Some(b'-') {
            set[b'-' as usize] = true;
            self.i += 1;
        }
        if self.peek() != Some(b']') {
            return Err(EreError::Ebrack);
        }
        self.i += 1;
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
            set[b'\n' as usize] = false;
        }
        Ok(Ast::Set(set))
    }

    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), EreError> {
        let c = self.peek().unwrap_or(0);
        let next = if c == b'[' { self.peek2() } else { None };
        if c == b'-' {
            return Err(EreError::Erange);
        }
        match next {
            Some(b':') => {
                self.i += 2;
                let c = self.peek().ok_or(EreError::Ebrack)?;
                if c == b'-' || c == b']' {
                    return Err(EreError::Ctype);
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = &self.s[start..self.i];
                let f: fn(u8) -> bool = match name {
                    b"alnum" => |c| c.is_ascii_alphanumeric(),
                    b"alpha" => |c| c.is_ascii_alphabetic(),
                    b"blank" => |c| c == b' ' || c == b'\t',
                    b"cntrl" => |c| c.is_ascii_control(),
                    b"digit" => |c| c.is_ascii_digit(),
                    b"graph" => |c| c.is_ascii_graphic(),
                    b"lower" => |c| c.is_ascii_lowercase(),
                    b"print" => |c| c.is_ascii_graphic() || c == b' ',
                    b"punct" => |c| c.is_ascii_punctuation(),
                    b"space" => |c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c),
                    b"upper" => |c| c.is_ascii_uppercase(),
                    b"xdigit" => |c| c.is_ascii_hexdigit(),
                    _ => return Err(EreError::Ctype),
                };
                for b in 0..=255u8 {
                    if f(b) {
                        set[b as usize] = true;
                    }
                }
                if self.peek().is_none() {
                    return Err(EreError::Ebrack);
                }
                if self.s[self.i..].starts_with(b":]") {
                    self.i += 2;
                    Ok(())
                } else {
                    Err(EreError::Ctype)
                }
            }
            Some(b'=') => {
                self.i += 2;
                let c = self.peek().ok_or(EreError::Ebrack)?;
                if c == b'-' || c == b']' {
                    return Err(EreError::Collate);
                }
                let b = self.collating_element(b'=')?;
                set[b as usize] = true;
                if self.s[self.i..].starts_with(b"=]") {
                    self.i += 2;
                    Ok(())
                } else {
                    Err(EreError::Collate)
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.i += 1;
                    if self.peek() == Some(b'-') {
                        self.i += 1;
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                if start > finish {
                    return Err(EreError::Erange);
                }
                for b in start..=finish {
                    set[b as usize] = true;
                }
                Ok(())
            }
        }
    }

    fn symbol(&mut self) -> Result<u8, EreError> {
        let c = self.peek().ok_or(EreError::Ebrack)?;
        if c == b'[' && self.peek2() == Some(b'.') {
            self.i += 2;
            let b = self.collating_element(b'.')?;
            if self.s[self.i..].starts_with(b".]") {
                self.i += 2;
                return Ok(b);
            }
            return Err(EreError::Collate);
        }
        self.i += 1;
        Ok(c)
    }

    /// A single-character collating element up to `end` followed by `]`.
    fn collating_element(&mut self, end: u8) -> Result<u8, EreError> {
        let start = self.i;
        while self.i < self.s.len() && !(self.s[self.i] == end && self.peek2() == Some(b']')) {
            self.i += 1;
        }
        if self.i >= self.s.len() {
            return Err(EreError::Ebrack);
        }
        match &self.s[start..self.i] {
            [b] => Ok(*b),
            _ => Err(EreError::Collate),
        }
    }
}

/// A compiled expression ready to search.
#[derive(Debug)]
pub(crate) enum Compiled {
    Fast(Box<FastRegex>),
    Backtrack(Backtracker),
}

/// A regex for `regex-automata`'s meta engine, built without the full DFA: a check
/// file with captured variables compiles a new pattern for nearly every check
/// (each substitutes other text), and determinizing a full DFA for each was most of
/// the run time; the lazy DFA finds matches as fast without that cost.
#[derive(Debug)]
pub(crate) struct FastRegex {
    re: regex_automata::meta::Regex,
}

impl FastRegex {
    fn new(pattern: &str) -> Option<FastRegex> {
        use regex_automata::{meta, util::syntax};
        let re = meta::Regex::builder()
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .configure(
                meta::Config::new()
                    .utf8_empty(false)
                    .dfa(false)
                    .nfa_size_limit(Some(1 << 28))
                    .hybrid_cache_capacity(1 << 26),
            )
            .build(pattern)
            .ok()?;
        Some(FastRegex { re })
    }
}

/// A match: `groups[0]` is the whole match, then one entry per group.
pub(crate) type Captures = Vec<Option<(usize, usize)>>;

impl Compiled {
    /// Compiles `re` (LLVM syntax) with LLVM's `Regex::Newline` semantics.
    pub(crate) fn new(re: &[u8], ignore_case: bool) -> Result<Compiled, EreError> {
        let parsed = parse(re)?;
        if parsed.has_backref {
            return Ok(Compiled::Backtrack(Backtracker::new(&parsed, ignore_case)));
        }
        let mut out = String::new();
        if ignore_case {
            out.push_str("(?i)");
        }
        translate(&parsed.ast, &mut out);
        match FastRegex::new(&out) {
            Some(r) => Ok(Compiled::Fast(Box::new(r))),
            // The engine refuses only what is too large; match those with the
            // backtracker instead.
            None => Ok(Compiled::Backtrack(Backtracker::new(&parsed, ignore_case))),
        }
    }

    /// Finds the first match in `hay`; `^` matches at its start.
    pub(crate) fn captures(&self, hay: &[u8]) -> Option<Captures> {
        match self {
            Compiled::Fast(r) => {
                let groups = r.re.group_info().group_len(regex_automata::PatternID::ZERO);
                if groups == 1 {
                    return r.re.find(hay).map(|m| vec![Some((m.start(), m.end()))]);
                }
                let mut caps = r.re.create_captures();
                r.re.captures(hay, &mut caps);
                if !caps.is_match() {
                    return None;
                }
                Some(
                    (0..groups)
                        .map(|i| caps.get_group(i).map(|m| (m.start, m.end)))
                        .collect(),
                )
            }
            Compiled::Backtrack(b) => b.captures(hay),
        }
    }
}

fn push_byte(b: u8, out: &mut String) {
    if b.is_ascii_alphanumeric() {
        out.push(b as char);
    } else {
        out.push_str(&format!("\\x{b:02X}"));
    }
}

fn translate(ast: &Ast, out: &mut String) {
    match ast {
        Ast::Empty => out.push_str("(?:)"),
        Ast::Byte(b) => push_byte(*b, out),
        Ast::Set(set) => {
            out.push('[');
            let mut b = 0usize;
            let mut any = false;
            while b < 256 {
                if set[b] {
                    let start = b;
                    while b + 1 < 256 && set[b + 1] {
                        b += 1;
                    }
                    push_class_byte(start as u8, out);
                    if b > start {
                        out.push('-');
                        push_class_byte(b as u8, out);
                    }
                    any = true;
                }
                b += 1;
            }
            if !any {
                // Matches nothing.
                out.push_str("a&&b");
            }
            out.push(']');
        }
        Ast::Bol => out.push_str("(?m:^)"),
        Ast::Eol => out.push_str("(?m:$)"),
        Ast::Bow => out.push_str("\\b{start}"),
        Ast::Eow => out.push_str("\\b{end}"),
        Ast::Group(inner, _) => {
            out.push('(');
            translate(inner, out);
            out.push(')');
        }
        Ast::Concat(items) => {
            for item in items {
                translate(item, out);
            }
        }
        Ast::Alt(alts) => {
            out.push_str("(?:");
            for (i, alt) in alts.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                translate(alt, out);
            }
            out.push(')');
        }
        Ast::Repeat(inner, min, max) => {
            out.push_str("(?:");
            translate(inner, out);
            out.push(')');
            match max {
                None => out.push_str(&format!("{{{min},}}")),
                Some(max) => out.push_str(&format!("{{{min},{max}}}")),
            }
        }
        // Unreachable on the fast path; never match rather than panic.
        Ast::Backref(_) => out.push_str("[a&&b]"),
    }
}

fn push_class_byte(b: u8, out: &mut String) {
    out.push_str(&format!("\\x{b:02X}"));
}

/// A backtracking matcher for expressions with back-references.
#[derive(Debug)]
pub(crate) struct Backtracker {
    ast: Ast,
    n_groups: usize,
    ignore_case: bool,
    /// The expression with each `\N` replaced by group N's expression: it
    /// matches wherever the real one does, so its matches are the only
    /// start positions worth trying.
    prefilter: Option<Regex>,
}

/// Steps one search may take before it gives up (reported as no match).
const BACKTRACK_BUDGET: usize = 50_000_000;

impl Backtracker {
    fn new(parsed: &Parsed, ignore_case: bool) -> Self {
        let mut groups = vec![None; parsed.n_groups + 1];
        collect_groups(&parsed.ast, &mut groups);
        let relaxed = relax(&parsed.ast, &groups);
        let mut src = String::new();
        if ignore_case {
            src.push_str("(?i)");
        }
        translate(&relaxed, &mut src);
        let prefilter = RegexBuilder::new(&src).unicode(false).build().ok();
        Backtracker {
            ast: parsed.ast.clone(),
            n_groups: parsed.n_groups,
            ignore_case,
            prefilter,
        }
    }

    fn captures(&self, hay: &[u8]) -> Option<Captures> {
        let mut m = Matcher {
            hay,
            ignore_case: self.ignore_case,
            caps: vec![None; self.n_groups + 1],
            steps: 0,
        };
        let mut from = 0;
        while from <= hay.len() {
            let start = match &self.prefilter {
                Some(r) => r.find_at(hay, from)?.start(),
                None => from,
            };
            m.caps.iter_mut().for_each(|c| *c = None);
            if let Some(end) = m.run(&[&self.ast], start, &mut |_, p| Some(p)) {
                m.caps[0] = Some((start, end));
                return Some(m.caps);
            }
            if m.steps > BACKTRACK_BUDGET {
                return None;
            }
            from = start + 1;
        }
        None
    }
}

/// Records each group's expression by number.
fn collect_groups(ast: &Ast, out: &mut Vec<Option<Ast>>) {
    match ast {
        Ast::Group(inner, n) => {
            if let Some(slot) = out.get_mut(*n) {
                *slot = Some((**inner).clone());
            }
            collect_groups(inner, out);
        }
        Ast::Concat(v) | Ast::Alt(v) => v.iter().for_each(|a| collect_groups(a, out)),
        Ast::Repeat(inner, ..) => collect_groups(inner, out),
        _ => {}
    }
}

/// `ast` with every back-reference replaced by its group's expression.
fn relax(ast: &Ast, groups: &[Option<Ast>]) -> Ast {
    match ast {
        Ast::Backref(n) => match groups.get(*n).and_then(Option::as_ref) {
            Some(g) => relax(g, groups),
            None => Ast::Empty,
        },
        Ast::Group(inner, n) => Ast::Group(Box::new(relax(inner, groups)), *n),
        Ast::Concat(v) => Ast::Concat(v.iter().map(|a| relax(a, groups)).collect()),
        Ast::Alt(v) => Ast::Alt(v.iter().map(|a| relax(a, groups)).collect()),
        Ast::Repeat(inner, min, max) => Ast::Repeat(Box::new(relax(inner, groups)), *min, *max),
        other => other.clone(),
    }
}

struct Matcher<'h> {
    hay: &'h [u8],
    ignore_case: bool,
    caps: Captures,
    steps: usize,
}

type Cont<'c, 'h> = dyn FnMut(&mut Matcher<'h>, usize) -> Option<usize> + 'c;

impl<'h> Matcher<'h> {
    fn byte_eq(&self, a: u8, b: u8) -> bool {
        a == b || (self.ignore_case && a.eq_ignore_ascii_case(&b))
    }

    /// Matches the sequence `seq` at `pos`, then calls `k` with the end.
    fn run(&mut self, seq: &[&Ast], pos: usize, k: &mut Cont<'_, 'h>) -> Option<usize> {
        self.steps += 1;
        if self.steps > BACKTRACK_BUDGET {
            return None;
        }
        let Some((first, rest)) = seq.split_first() else {
            return k(self, pos);
        };
        let hay = self.hay;
        match first {
            Ast::Empty => self.run(rest, pos, k),
            Ast::Byte(b) => {
                if pos < hay.len() && self.byte_eq(hay[pos], *b) {
                    self.run(rest, pos + 1, k)
                } else {
                    None
                }
            }
            Ast::Set(set) => {
                if pos < hay.len() {
                    let c = hay[pos];
                    let ok = set[c as usize]
                        || (self.ignore_case
                            && (set[c.to_ascii_lowercase() as usize]
                                || set[c.to_ascii_uppercase() as usize]));
                    if ok {
                        return self.run(rest, pos + 1, k);
                    }
                }
                None
            }
            Ast::Bol => {
                if pos == 0 || hay[pos - 1] == b'\n' {
                    self.run(rest, pos, k)
                } else {
                    None
                }
            }
            Ast::Eol => {
                if pos == hay.len() || hay[pos] == b'\n' {
                    self.run(rest, pos, k)
                } else {
                    None
                }
            }
            Ast::Bow | Ast::Eow => {
                let word =
                    |i: usize| i < hay.len() && (hay[i].is_ascii_alphanumeric() || hay[i] == b'_');
                let before = pos > 0 && word(pos - 1);
                let after = word(pos);
                let ok = if matches!(first, Ast::Bow) {
                    !before && after
                } else {
                    before && !after
                };
                if ok { self.run(rest, pos, k) } else { None }
            }
            Ast::Concat(items) => {
                let mut v: Vec<&Ast> = items.iter().collect();
                v.extend_from_slice(rest);
                self.run(&v, pos, k)
            }
            Ast::Alt(alts) => {
                for alt in alts {
                    let mut v: Vec<&Ast> = vec![alt];
                    v.extend_from_slice(rest);
                    let saved = self.caps.clone();
                    if let Some(end) = self.run(&v, pos, k) {
                        return Some(end);
                    }
                    self.caps = saved;
                }
                None
            }
            Ast::Group(inner, n) => {
                let n = *n;
                let saved = self.caps[n];
                let rest_owned: Vec<&Ast> = rest.to_vec();
                let r = self.run(&[inner], pos, &mut |m: &mut Matcher<'h>, end| {
                    let before = m.caps[n];
                    m.caps[n] = Some((pos, end));
                    let r = m.run(&rest_owned, end, k);
                    if r.is_none() {
                        m.caps[n] = before;
                    }
                    r
                });
                if r.is_none() {
                    self.caps[n] = saved;
                }
                r
            }
            Ast::Repeat(inner, min, max) => {
                self.repeat(inner, *min, *max, 0, pos, usize::MAX, rest, k)
            }
            Ast::Backref(n) => {
                let (s, e) = self.caps[*n]?;
                let len = e - s;
                if pos + len > hay.len() {
                    return None;
                }
                for i in 0..len {
                    if !self.byte_eq(hay[s + i], hay[pos + i]) {
                        return None;
                    }
                }
                self.run(rest, pos + len, k)
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &mut self,
        inner: &Ast,
        min: u32,
        max: Option<u32>,
        done: u32,
        pos: usize,
        last: usize,
        rest: &[&Ast],
        k: &mut Cont<'_, 'h>,
    ) -> Option<usize> {
        let can_more = max.is_none_or(|m| done < m);
        // Greedy: try one more iteration first (refusing empty iterations
        // past the minimum, which would loop forever).
        if can_more && !(done >= min && last == pos) {
            let rest_owned: Vec<&Ast> = rest.to_vec();
            let r = self.run(&[inner], pos, &mut |m: &mut Matcher<'h>, end| {
                m.repeat(inner, min, max, done + 1, end, pos, &rest_owned, k)
            });
            if r.is_some() {
                return r;
            }
        }
        if done >= min {
            return self.run(rest, pos, k);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(re: &str, hay: &str, expect: Option<&str>) {
        let c = Compiled::new(re.as_bytes(), false).expect("valid regex");
        let got = c
            .captures(hay.as_bytes())
            .and_then(|caps| caps[0])
            .map(|(s, e)| &hay[s..e]);
        assert_eq!(got, expect, "regex {re:?} on {hay:?}");
    }

    fn check_err(re: &str, msg: &str) {
        let err = parse(re.as_bytes()).expect_err("invalid regex");
        assert_eq!(err.message(), msg, "regex {re:?}");
    }

    #[test]
    fn posix_escapes_are_literal() {
        check(r"\d+", "123 ddd", Some("ddd"));
        check(r"a\.b", "axb a.b", Some("a.b"));
        check(r"[\d]", "x\\", Some("\\"));
        check(r"a{x", "a{x", Some("a{x"));
        check(r"{a", "{a", Some("{a"));
    }

    #[test]
    fn classes_and_anchors() {
        check("[[:digit:]]+", "ab 42", Some("42"));
        check("[]a]+", "x]a]", Some("]a]"));
        check("^foo", "xfoo\nfoo", Some("foo"));
        check("o$", "foo\nbar", Some("o"));
        check("[^a]", "a\nb", Some("b"));
        check("a.c", "a\nc abc", Some("abc"));
        check("x{2,3}", "x xxxx", Some("xxx"));
    }

    #[test]
    fn backreferences() {
        check(r"(a+)b\1", "aab aabaa", Some("aabaa"));
        check(r"([a-z]+) \1", "ab cd cd", Some("cd cd"));
        check(r"(x)(y)?\1", "xyx", Some("xyx"));
    }

    #[test]
    fn errors_match_regerror() {
        check_err("a||b", "empty (sub)expression");
        check_err("", "empty (sub)expression");
        check_err("(a", "parentheses not balanced");
        check_err("a)", "parentheses not balanced");
        check_err("[a", "brackets ([ ]) not balanced");
        check_err("*a", "repetition-operator operand invalid");
        check_err("a**", "repetition-operator operand invalid");
        check_err("a{2,1}", "invalid repetition count(s)");
        check_err("a{1", "braces not balanced");
        check_err("[[:foo:]]", "invalid character class");
        check_err("[z-a]", "invalid character range");
        check_err(r"\1", "invalid backreference number");
        check_err("a\\", "trailing backslash (\\)");
        check_err("^*", "repetition-operator operand invalid");
    }

    #[test]
    fn group_count() {
        assert_eq!(parse(b"(a)(b(c))").map(|p| p.n_groups), Ok(3));
    }
}
