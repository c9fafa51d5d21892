//! Reading the check file into check strings (LLVM's `FileCheck::readCheckFile`):
//! prefix search, directive kinds, `-D` definitions, `--implicit-check-not`.
//!
//! Each [`CheckString`] is one positive directive (`CHECK`, `-NEXT`, `-SAME`,
//! `-LABEL`, `-EMPTY`, `-COUNT-n`) with the `-DAG`/`-NOT` directives that
//! precede it; trailing `-DAG`/`-NOT`s hang off an implicit end-of-file check.

use std::collections::BTreeSet;
use std::rc::Rc;

use crate::numeric::{ExprParser, parse_variable};
use crate::options::Options;
use crate::pattern::{CheckType, Context, Kind, Pattern, StrVal};
use crate::source::{BufId, DiagKind, Loc, SourceMgr, Span};
use crate::text::{Str, WHITESPACE, consume_unsigned};

/// A `CHECK-DAG` or `CHECK-NOT` with the prefix it was written with.
#[derive(Debug)]
pub(crate) struct DagNot {
    pub pat: Rc<Pattern>,
    pub prefix: String,
}

/// One positive directive and the `-DAG`/`-NOT`s before it.
#[derive(Debug)]
pub(crate) struct CheckString {
    pub pat: Pattern,
    pub prefix: String,
    pub loc: Loc,
    pub dag_not: Vec<DagNot>,
}

/// Everything parsed from the check file and the command line.
pub(crate) struct CheckFile {
    pub checks: Vec<CheckString>,
    pub ctx: Context,
    /// Buffers of `--implicit-check-not` patterns, in order.
    pub implicit_bufs: Vec<BufId>,
}

const DEFAULT_CHECK: &str = "CHECK";
const DEFAULT_COMMENTS: [&str; 2] = ["COM", "RUN"];

/// LLVM's `ValidateCheckPrefixes`; prints and returns `false` on a bad prefix.
pub(crate) fn validate_prefixes(opts: &Options, err: &mut String) -> bool {
    let mut unique: BTreeSet<String> = BTreeSet::new();
    if opts.check_prefixes.is_empty() {
        unique.insert(DEFAULT_CHECK.into());
    }
    if opts.comment_prefixes.is_empty() {
        unique.extend(DEFAULT_COMMENTS.iter().map(|s| s.to_string()));
    }
    for (kind, list) in [
        ("check", &opts.check_prefixes),
        ("comment", &opts.comment_prefixes),
    ] {
        for p in list {
            if p.is_empty() {
                err.push_str(&format!(
                    "error: supplied {kind} prefix must not be the empty string\n"
                ));
                return false;
            }
            if !p
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
            {
                err.push_str(&format!(
                    "error: supplied {kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{p}'\n"
                ));
                return false;
            }
            if !unique.insert(p.clone()) {
                err.push_str(&format!(
                    "error: supplied {kind} prefix must be unique among check and comment prefixes: '{p}'\n"
                ));
                return false;
            }
        }
    }
    true
}

fn is_part_of_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

/// LLVM's `FindCheckType`: the kind of the directive at `buf` (which starts
/// with `prefix`) and the text after its colon.
fn find_check_type(opts: &Options, buf: &[u8], prefix: &str) -> (CheckType, usize) {
    let mut misspelled = false;
    let (ty, rest) = find_check_type_inner(opts, buf, prefix, &mut misspelled);
    if ty.kind != Kind::None && misspelled {
        return (CheckType::new(Kind::Misspelled), rest);
    }
    (ty, rest)
}

fn find_check_type_inner(
    opts: &Options,
    buf: &[u8],
    prefix: &str,
    misspelled: &mut bool,
) -> (CheckType, usize) {
    let none = (CheckType::new(Kind::None), 0);
    if buf.len() <= prefix.len() {
        return none;
    }
    let mut i = prefix.len();
    let rest = |i: usize| &buf[i..];
    if opts.comment_prefixes.iter().any(|p| p == prefix) {
        if rest(i).starts_with(b":") {
            return (CheckType::new(Kind::Comment), i + 1);
        }
        return none;
    }
    let consume_modifiers = |mut ty: CheckType, mut i: usize| -> (CheckType, usize) {
        if buf[i..].starts_with(b":") {
            return (ty, i + 1);
        }
        if !buf[i..].starts_with(b"{") {
            return (CheckType::new(Kind::None), 0);
        }
        i += 1;
        loop {
            while i < buf.len() && WHITESPACE.contains(&buf[i]) {
                i += 1;
            }
            if buf[i..].starts_with(b"LITERAL") {
                ty.literal = true;
                i += 7;
            } else {
                return (CheckType::new(Kind::None), i);
            }
            while i < buf.len() && WHITESPACE.contains(&buf[i]) {
                i += 1;
            }
            if buf[i..].starts_with(b",") {
                i += 1;
            } else {
                break;
            }
        }
        if buf[i..].starts_with(b"}:") {
            (ty, i + 2)
        } else {
            (CheckType::new(Kind::None), i)
        }
    };
    if rest(i).starts_with(b":") {
        return (CheckType::new(Kind::Plain), i + 1);
    }
    if rest(i).starts_with(b"{") {
        return consume_modifiers(CheckType::new(Kind::Plain), i);
    }
    if rest(i).starts_with(b"_") {
        *misspelled = true;
    } else if !rest(i).starts_with(b"-") {
        return none;
    }
    i += 1;
    if rest(i).starts_with(b"COUNT-") {
        i += 6;
        let mut s = Str::new(0, i, rest(i));
        let negative = s.consume_front(b"-");
        let bad = (CheckType::new(Kind::BadCount), i);
        let Some(v) = consume_unsigned(&mut s, 10) else {
            return bad;
        };
        i = s.off;
        if negative || v == 0 || v > i32::MAX as u128 {
            return (CheckType::new(Kind::BadCount), i);
        }
        if !matches!(buf.get(i), Some(b':' | b'{')) {
            return (CheckType::new(Kind::BadCount), i);
        }
        let mut ty = CheckType::new(Kind::Plain);
        ty.count = v as usize;
        return consume_modifiers(ty, i);
    }
    for bad in [
        "DAG-NOT:",
        "NOT-DAG:",
        "NEXT-NOT:",
        "NOT-NEXT:",
        "SAME-NOT:",
        "NOT-SAME:",
        "EMPTY-NOT:",
        "NOT-EMPTY:",
    ] {
        if rest(i).starts_with(bad.as_bytes()) {
            return (CheckType::new(Kind::BadNot), i);
        }
    }
    for (word, kind) in [
        ("NEXT", Kind::Next),
        ("SAME", Kind::Same),
        ("NOT", Kind::Not),
        ("DAG", Kind::Dag),
        ("LABEL", Kind::Label),
        ("EMPTY", Kind::Empty),
    ] {
        if rest(i).starts_with(word.as_bytes()) {
            return consume_modifiers(CheckType::new(kind), i + word.len());
        }
    }
    (CheckType::new(Kind::None), i)
}

/// Finds the earliest (then longest) prefix occurrence at or after `from`.
struct PrefixMatcher<'a> {
    input: &'a [u8],
    prefixes: Vec<(String, Option<usize>)>,
}

impl<'a> PrefixMatcher<'a> {
    fn new(input: &'a [u8], all: &[String]) -> Self {
        let mut prefixes: Vec<(String, Option<usize>)> = all
            .iter()
            .map(|p| (p.clone(), crate::text::find(input, p.as_bytes(), 0)))
            .collect();
        prefixes.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        PrefixMatcher { input, prefixes }
    }

    fn find(&mut self, from: usize) -> Option<(usize, String)> {
        let mut best: Option<(usize, usize)> = None;
        for (idx, (p, pos)) in self.prefixes.iter_mut().enumerate() {
            if pos.is_some_and(|x| x < from) {
                *pos = crate::text::find(self.input, p.as_bytes(), from);
            }
            if let Some(x) = pos.filter(|&x| best.is_none_or(|(b, _)| b > x)) {
                best = Some((x, idx));
            }
        }
        best.map(|(pos, idx)| (pos, self.prefixes[idx].0.clone()))
    }
}

/// LLVM's `defineCmdlineVariables`. Returns `false` after printing errors.
fn define_cmdline_vars(opts: &Options, sm: &mut SourceMgr, ctx: &mut Context) -> bool {
    if opts.defines.is_empty() {
        return true;
    }
    let mut diag = String::new();
    let mut indices = Vec::new();
    for (i, def) in opts.defines.iter().enumerate() {
        let prefix = format!("Global define #{}: ", i + 1);
        let Some(eq) = def.find('=') else {
            indices.push((diag.len(), 0));
            continue;
        };
        if def.starts_with('#') {
            diag.push_str(&format!("{prefix}{def} (parsed as: [["));
            let mut subst = def.clone().into_bytes();
            subst[eq] = b':';
            indices.push((diag.len(), subst.len()));
            diag.push_str(&String::from_utf8_lossy(&subst));
            diag.push_str("]])\n");
        } else {
            diag.push_str(&prefix);
            indices.push((diag.len(), def.len()));
            diag.push_str(def);
            diag.push('\n');
        }
    }
    let buf = sm.add("Global defines", diag.into_bytes());
    let text = sm.text(buf).to_vec();
    let mut errors: Vec<(Span, String)> = Vec::new();
    let src = |_s: Span| String::new();
    for (start, len) in indices {
        let def = Str::new(buf, start, &text[start..start + len]);
        if def.is_empty() {
            errors.push((def.span(), "missing equal sign in global definition".into()));
            continue;
        }
        if def.s[0] == b'#' {
            let mut parser = ExprParser {
                ctx,
                line: None,
                src: &src,
            };
            let block = match parser.parse_block(def.drop_front(1), false) {
                Ok(b) => b,
                Err(e) => {
                    errors.push((e.span, e.msg));
                    continue;
                }
            };
            let value = match block.expr.as_ref().map(|e| e.eval(ctx)) {
                Some(Ok(v)) => v,
                Some(Err(crate::numeric::EvalError::Overflow)) => {
                    errors.push((
                        def.span(),
                        "unable to substitute variable or numeric expression: overflow error"
                            .into(),
                    ));
                    continue;
                }
                Some(Err(crate::numeric::EvalError::Undefined(names))) => {
                    for (span, name) in names {
                        errors.push((span, format!("undefined variable: {name}")));
                    }
                    continue;
                }
                None => {
                    errors.push((def.span(), "missing numeric expression".into()));
                    continue;
                }
            };
            if let Some(var) = block.def {
                ctx.num_vars[var].value = Some(value);
                let name = ctx.num_vars[var].name.clone();
                ctx.num_table.insert(name, var);
            }
        } else {
            let eq = def.find_byte(b'=').unwrap_or(def.len());
            let orig = def.take_front(eq);
            let mut name = orig;
            let v = match parse_variable(&mut name) {
                Ok(v) => v,
                Err(e) => {
                    errors.push((e.span, e.msg));
                    continue;
                }
            };
            if v.pseudo || !name.is_empty() {
                errors.push((
                    orig.span(),
                    format!(
                        "invalid name in string variable definition '{}'",
                        orig.text()
                    ),
                ));
                continue;
            }
            let n = v.name.text();
            if ctx.num_table.contains_key(&n) {
                errors.push((
                    v.name.span(),
                    format!("numeric variable with name '{n}' already exists"),
                ));
                continue;
            }
            let value = def.drop_front(eq + 1);
            ctx.str_vars.entry(n.clone()).or_insert(StrVal {
                bytes: value.s.to_vec(),
                span: value.span(),
            });
            ctx.defined_str.insert(n);
        }
    }
    for (span, msg) in &errors {
        sm.print_message(span.loc(), DiagKind::Error, msg, &[]);
        sm.errs("\n");
    }
    errors.is_empty()
}

/// Reads the check file in buffer `check_buf`. `Err(code)` after printing
/// the error: 2 for a bad check file, 1 where LLVM exits with 1.
pub(crate) fn read_check_file(
    opts: &Options,
    sm: &mut SourceMgr,
    check_buf: BufId,
) -> Result<CheckFile, i32> {
    let mut ctx = Context::default();
    if !define_cmdline_vars(opts, sm, &mut ctx) {
        return Err(2);
    }
    let line_var = ctx.new_num_var("@LINE", crate::numeric::Format::unsigned(), None);
    ctx.line_var = line_var;

    let mut implicit = Vec::new();
    let mut implicit_bufs = Vec::new();
    for pat in &opts.implicit_check_not {
        let text = format!("-implicit-check-not='{pat}'");
        let buf = sm.add("command line", text.into_bytes());
        implicit_bufs.push(buf);
        let bytes = sm.text(buf).to_vec();
        let start = "-implicit-check-not='".len();
        let s = Str::new(buf, start, &bytes[start..start + pat.len()]);
        let mut p = Pattern::new(CheckType::new(Kind::Not), s.loc(), None);
        let src = |_s: Span| String::new();
        if let Err(f) = p.parse(s, "IMPLICIT-CHECK", opts, &mut ctx, &src) {
            sm.print_message(f.error.span.loc(), DiagKind::Error, &f.error.msg, &[]);
            if f.logged {
                sm.errs("\n");
            }
            return Err(if f.exit_now { 1 } else { 2 });
        }
        implicit.push(Rc::new(p));
    }
    let make_implicit = || -> Vec<DagNot> {
        implicit
            .iter()
            .map(|p| DagNot {
                pat: p.clone(),
                prefix: "IMPLICIT-CHECK".into(),
            })
            .collect()
    };

    let text = sm.text(check_buf).to_vec();
    let src = |s: Span| {
        if s.buf == check_buf {
            String::from_utf8_lossy(&text[s.start..s.end]).into_owned()
        } else {
            String::new()
        }
    };
    let mut all_prefixes: Vec<String> = opts.check_prefixes.clone();
    all_prefixes.extend(opts.comment_prefixes.iter().cloned());
    let mut matcher = PrefixMatcher::new(&text, &all_prefixes);
    let mut not_found: BTreeSet<String> = opts.check_prefixes.iter().cloned().collect();
    let distinct = not_found.len();

    let mut checks: Vec<CheckString> = Vec::new();
    let mut dag_not = make_implicit();
    let mut line_number = 1usize;
    let mut pos = 0usize;
    let mut line_counted_to = 0usize;
    loop {
        // Find the next prefix that starts a directive.
        let mut found = None;
        while pos < text.len() {
            let Some((at, prefix)) = matcher.find(pos) else {
                break;
            };
            let skipped_last = if at > pos { Some(text[at - 1]) } else { None };
            pos = at;
            if skipped_last.is_none_or(|c| !is_part_of_word(c)) {
                let (ty, after) = find_check_type(opts, &text[at..], &prefix);
                if ty.kind != Kind::None {
                    found = Some((at, prefix, ty, at + after));
                    break;
                }
            }
            let mut end = at + prefix.len();
            while end < text.len() && is_part_of_word(text[end]) {
                end += 1;
            }
            pos = end;
        }
        let Some((at, prefix, ty, after)) = found else {
            break;
        };
        line_number += text[line_counted_to..at]
            .iter()
            .filter(|&&c| c == b'\n')
            .count();
        line_counted_to = at;
        if ty.kind != Kind::Comment {
            not_found.remove(&prefix);
        }
        let prefix_loc = Loc {
            buf: check_buf,
            off: at,
        };
        // As in LLVM, an empty rest (the directive ends the file) restarts
        // the pattern right after the prefix.
        let mut cur = if after < text.len() {
            after
        } else {
            at + prefix.len()
        };
        match ty.kind {
            Kind::Misspelled => {
                let directive = String::from_utf8_lossy(&text[at..after]).into_owned();
                sm.print_message(
                    prefix_loc,
                    DiagKind::Error,
                    &format!("misspelled directive '{directive}'"),
                    &[],
                );
                return Err(2);
            }
            Kind::BadNot => {
                sm.print_message(
                    Loc {
                        buf: check_buf,
                        off: cur,
                    },
                    DiagKind::Error,
                    &format!("unsupported -NOT combo on prefix '{prefix}'"),
                    &[],
                );
                return Err(2);
            }
            Kind::BadCount => {
                sm.print_message(
                    Loc {
                        buf: check_buf,
                        off: cur,
                    },
                    DiagKind::Error,
                    &format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                    &[],
                );
                return Err(2);
            }
            _ => {}
        }
        if !(opts.strict_whitespace && opts.match_full_lines) {
            while cur < text.len() && (text[cur] == b' ' || text[cur] == b'\t') {
                cur += 1;
            }
        }
        let eol = text[cur..]
            .iter()
            .position(|&c| c == b'\n' || c == b'\r')
            .map_or(text.len(), |p| cur + p);
        let pattern_text = Str::new(check_buf, cur, &text[cur..eol]);
        pos = eol;
        if ty.kind == Kind::Comment {
            continue;
        }
        let mut p = Pattern::new(ty, pattern_text.loc(), Some(line_number));
        if let Err(f) = p.parse(pattern_text, &prefix, opts, &mut ctx, &src) {
            sm.print_message(f.error.span.loc(), DiagKind::Error, &f.error.msg, &[]);
            if f.logged {
                sm.errs("\n");
            }
            return Err(if f.exit_now { 1 } else { 2 });
        }
        if ty.kind == Kind::Label && p.has_variable() {
            sm.print_message(
                prefix_loc,
                DiagKind::Error,
                &format!("found '{prefix}-LABEL:' with variable definition or use"),
                &[],
            );
            return Err(2);
        }
        if matches!(ty.kind, Kind::Next | Kind::Same | Kind::Empty) && checks.is_empty() {
            let name = match ty.kind {
                Kind::Next => "NEXT",
                Kind::Empty => "EMPTY",
                _ => "SAME",
            };
            sm.print_message(
                prefix_loc,
                DiagKind::Error,
                &format!("found '{prefix}-{name}' without previous '{prefix}: line"),
                &[],
            );
            return Err(2);
        }
        if matches!(ty.kind, Kind::Dag | Kind::Not) {
            dag_not.push(DagNot {
                pat: Rc::new(p),
                prefix,
            });
            continue;
        }
        let loc = p.loc;
        checks.push(CheckString {
            pat: p,
            prefix,
            loc,
            dag_not: std::mem::replace(&mut dag_not, make_implicit()),
        });
    }

    let none_found = not_found.len() == distinct;
    let some_unused = !opts.allow_unused_prefixes && !not_found.is_empty();
    if (none_found || some_unused) && (implicit.is_empty() || !opts.is_default_check_prefix) {
        let list: Vec<String> = not_found.iter().map(|p| format!("'{p}:'")).collect();
        let s = if not_found.len() > 1 { "es" } else { "" };
        sm.errs(&format!(
            "error: no check strings found with prefix{s} {}\n",
            list.join(", ")
        ));
        return Err(2);
    }
    if !dag_not.is_empty() {
        let loc = Loc {
            buf: check_buf,
            off: pos,
        };
        let pat = Pattern::new(CheckType::new(Kind::Eof), loc, Some(line_number + 1));
        checks.push(CheckString {
            pat,
            prefix: opts.check_prefixes.first().cloned().unwrap_or_default(),
            loc,
            dag_not,
        });
    }
    Ok(CheckFile {
        checks,
        ctx,
        implicit_bufs,
    })
}
