//! Matching check strings against the input (LLVM's `FileCheck::checkInput`):
//! `CHECK-LABEL` splitting, `CHECK-DAG` groups with their overlap rule,
//! `CHECK-NOT` ranges, `-NEXT`/`-SAME`/`-EMPTY` line rules, `-COUNT-n`, and
//! the diagnostics (printed, and recorded for the input dump).

use crate::check_file::{CheckFile, CheckString, DagNot};
use crate::options::Options;
use crate::pattern::{CheckType, Kind, MatchResult, Pattern, RegexCache};
use crate::source::{BufId, DiagKind, Loc, SourceMgr, Span};

/// What a recorded diagnostic says about its range (LLVM's `MatchType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MatchTy {
    FoundAndExpected,
    FoundButExcluded,
    FoundButWrongLine,
    FoundButDiscarded,
    FoundErrorNote,
    NoneAndExcluded,
    NoneButExpected,
    NoneForInvalidPattern,
    Fuzzy,
}

/// A diagnostic recorded for the input dump.
#[derive(Debug, Clone)]
pub(crate) struct Diag {
    pub check_ty: CheckType,
    pub check_loc: Loc,
    pub match_ty: MatchTy,
    /// Input byte range.
    pub start: usize,
    pub end: usize,
    pub note: String,
}

pub(crate) struct Checker<'a> {
    pub opts: &'a Options,
    pub sm: &'a mut SourceMgr,
    pub input: BufId,
    pub file: &'a mut CheckFile,
    pub diags: Option<Vec<Diag>>,
    pub cache: RegexCache,
}

/// A pattern together with where its diagnostics point.
struct PatRef<'p> {
    pat: &'p Pattern,
    prefix: &'p str,
    loc: Loc,
}

const NPOS: usize = usize::MAX;

impl Checker<'_> {
    fn text(&self) -> &[u8] {
        self.sm.text(self.input)
    }

    fn in_loc(&self, off: usize) -> Loc {
        Loc {
            buf: self.input,
            off,
        }
    }

    fn push_diag(
        &mut self,
        p: &PatRef<'_>,
        match_ty: MatchTy,
        start: usize,
        end: usize,
        note: String,
    ) {
        if let Some(d) = &mut self.diags {
            d.push(Diag {
                check_ty: p.pat.ty,
                check_loc: p.loc,
                match_ty,
                start,
                end,
                note,
            });
        }
    }

    /// Runs every check; `true` when all passed.
    pub(crate) fn run(&mut self) -> bool {
        let mut failed = false;
        let n = self.file.checks.len();
        let (mut i, mut j) = (0usize, 0usize);
        let mut buffer = 0usize;
        let total = self.text().len();
        loop {
            let mut region;
            if j == n {
                region = (buffer, total);
            } else {
                if self.file.checks[j].pat.ty.kind != Kind::Label {
                    j += 1;
                    continue;
                }
                let (pos, len) = self.check_string(j, buffer, total, true);
                if pos == NPOS {
                    return false;
                }
                region = (buffer, buffer + pos + len);
                buffer += pos + len;
                j += 1;
            }
            if i != 0 && self.opts.enable_var_scope {
                self.file.ctx.clear_local_vars();
            }
            while i != j {
                let (pos, len) = self.check_string(i, region.0, region.1, false);
                if pos == NPOS {
                    failed = true;
                    i = j;
                    break;
                }
                region.0 += pos + len;
                i += 1;
            }
            if j == n {
                break;
            }
        }
        !failed
    }

    fn do_match(&mut self, pat: &Pattern, start: usize, end: usize) -> MatchResult {
        let input = self.input;
        let text = self.sm.text(input);
        pat.matches(
            &text[start..end],
            input,
            start,
            &mut self.file.ctx,
            &mut self.cache,
        )
    }

    /// LLVM's `FileCheckString::Check` on `[start, end)`: the match position
    /// relative to `start` and its length, or `NPOS`.
    fn check_string(
        &mut self,
        idx: usize,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> (usize, usize) {
        // Take the check string out so that `self` stays borrowable.
        let cs = std::mem::replace(
            &mut self.file.checks[idx],
            CheckString {
                pat: Pattern::new(CheckType::new(Kind::None), Loc { buf: 0, off: 0 }, None),
                prefix: String::new(),
                loc: Loc { buf: 0, off: 0 },
                dag_not: Vec::new(),
            },
        );
        let r = self.check_string_inner(&cs, start, end, label_scan);
        self.file.checks[idx] = cs;
        r
    }

    fn check_string_inner(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> (usize, usize) {
        let me = PatRef {
            pat: &cs.pat,
            prefix: &cs.prefix,
            loc: cs.loc,
        };
        let mut last_pos = 0usize;
        let mut not_strings: Vec<&DagNot> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, start, end, &mut not_strings);
            if last_pos == NPOS {
                return (NPOS, 0);
            }
        }
        let mut last_match_end = last_pos;
        let mut first_match_pos = 0;
        for i in 1..=cs.pat.ty.count {
            let mb = start + last_match_end;
            let r = self.do_match(&cs.pat, mb, end);
            let Some(m) = self.report(true, &me, i, mb, end, r) else {
                return (NPOS, 0);
            };
            if i == 1 {
                first_match_pos = last_pos + m.pos;
            }
            last_match_end += m.pos + m.len;
        }
        let match_len = last_match_end - first_match_pos;
        if !label_scan {
            let match_pos = first_match_pos - last_pos;
            let skipped = (start + last_pos, start + last_pos + match_pos);
            let wrong_line = self.check_next(cs, skipped) || self.check_same(cs, skipped);
            if wrong_line {
                let s = start + last_pos + match_pos;
                if self.opts.verbose {
                    if let Some(d) = &mut self.diags {
                        let loc = d.last().map(|x| x.check_loc);
                        for x in d.iter_mut().rev() {
                            if Some(x.check_loc) != loc {
                                break;
                            }
                            x.match_ty = MatchTy::FoundButWrongLine;
                        }
                    }
                } else {
                    self.push_diag(
                        &me,
                        MatchTy::FoundButWrongLine,
                        s,
                        s + match_len,
                        String::new(),
                    );
                }
                return (NPOS, 0);
            }
            if self.check_not(skipped, &not_strings) {
                return (NPOS, 0);
            }
        }
        (first_match_pos, match_len)
    }

    fn count_newlines(&self, (s, e): (usize, usize)) -> (usize, usize) {
        let t = &self.text()[s..e];
        let mut n = 0;
        let mut first = e;
        let mut i = 0;
        while i < t.len() {
            if t[i] == b'\n' || t[i] == b'\r' {
                n += 1;
                if i + 1 < t.len() && (t[i + 1] == b'\n' || t[i + 1] == b'\r') && t[i] != t[i + 1] {
                    i += 1;
                }
                i += 1;
                if n == 1 {
                    first = s + i;
                }
            } else {
                i += 1;
            }
        }
        (n, first)
    }

    fn check_next(&mut self, cs: &CheckString, skipped: (usize, usize)) -> bool {
        if !matches!(cs.pat.ty.kind, Kind::Next | Kind::Empty) {
            return false;
        }
        let name = format!(
            "{}{}",
            cs.prefix,
            if cs.pat.ty.kind == Kind::Empty {
                "-EMPTY"
            } else {
                "-NEXT"
            }
        );
        let (n, first) = self.count_newlines(skipped);
        if n == 0 {
            self.sm.print_message(
                cs.loc,
                DiagKind::Error,
                &format!("{name}: is on the same line as previous match"),
                &[],
            );
            self.sm.print_message(
                self.in_loc(skipped.1),
                DiagKind::Note,
                "'next' match was here",
                &[],
            );
            self.sm.print_message(
                self.in_loc(skipped.0),
                DiagKind::Note,
                "previous match ended here",
                &[],
            );
            return true;
        }
        if n != 1 {
            self.sm.print_message(
                cs.loc,
                DiagKind::Error,
                &format!("{name}: is not on the line after the previous match"),
                &[],
            );
            self.sm.print_message(
                self.in_loc(skipped.1),
                DiagKind::Note,
                "'next' match was here",
                &[],
            );
            self.sm.print_message(
                self.in_loc(skipped.0),
                DiagKind::Note,
                "previous match ended here",
                &[],
            );
            self.sm.print_message(
                self.in_loc(first),
                DiagKind::Note,
                "non-matching line after previous match is here",
                &[],
            );
            return true;
        }
        false
    }

    fn check_same(&mut self, cs: &CheckString, skipped: (usize, usize)) -> bool {
        if cs.pat.ty.kind != Kind::Same {
            return false;
        }
        let (n, _) = self.count_newlines(skipped);
        if n != 0 {
            self.sm.print_message(
                cs.loc,
                DiagKind::Error,
                &format!(
                    "{}-SAME: is not on the same line as the previous match",
                    cs.prefix
                ),
                &[],
            );
            self.sm.print_message(
                self.in_loc(skipped.1),
                DiagKind::Note,
                "'next' match was here",
                &[],
            );
            self.sm.print_message(
                self.in_loc(skipped.0),
                DiagKind::Note,
                "previous match ended here",
                &[],
            );
            return true;
        }
        false
    }

    /// `true` when some `CHECK-NOT` matched (or failed) in `range`.
    fn check_not(&mut self, range: (usize, usize), nots: &[&DagNot]) -> bool {
        let mut fail = false;
        for n in nots {
            let r = self.do_match(&n.pat, range.0, range.1);
            let p = PatRef {
                pat: &n.pat,
                prefix: &n.prefix,
                loc: n.pat.loc,
            };
            if self.report(false, &p, 1, range.0, range.1, r).is_none() {
                fail = true;
            }
        }
        fail
    }

    /// LLVM's `CheckDag`: the end of the last DAG group relative to `start`.
    fn check_dag<'c>(
        &mut self,
        cs: &'c CheckString,
        start: usize,
        end: usize,
        nots: &mut Vec<&'c DagNot>,
    ) -> usize {
        if cs.dag_not.is_empty() {
            return 0;
        }
        let mut start_pos = 0usize;
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        let vv = self.opts.verbose_verbose;
        for (k, dn) in cs.dag_not.iter().enumerate() {
            if dn.pat.ty.kind == Kind::Not {
                nots.push(dn);
                continue;
            }
            let p = PatRef {
                pat: &dn.pat,
                prefix: &dn.prefix,
                loc: dn.pat.loc,
            };
            let mut match_pos = start_pos;
            let mut match_len;
            let mut mi = 0usize;
            loop {
                let mb = start + match_pos;
                let r = self.do_match(&dn.pat, mb, end);
                let m = if r.found.is_none() || !r.errors.is_empty() || vv {
                    match self.report(true, &p, 1, mb, end, r) {
                        Some(m) => m,
                        None => return NPOS,
                    }
                } else {
                    r.found.unwrap_or(crate::pattern::Match { pos: 0, len: 0 })
                };
                match_len = m.len;
                match_pos += m.pos;
                let new = (match_pos, match_pos + match_len);
                if self.opts.allow_deprecated_dag_overlap {
                    if let Some(b) = ranges.first_mut() {
                        b.0 = b.0.min(new.0);
                        b.1 = b.1.max(new.1);
                    } else {
                        ranges.push(new);
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if new.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < new.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, new);
                    break;
                }
                if vv {
                    if let Some(d) = &mut self.diags {
                        let loc = d.last().map(|x| x.check_loc);
                        for x in d.iter_mut().rev() {
                            if Some(x.check_loc) != loc {
                                break;
                            }
                            x.match_ty = MatchTy::FoundButDiscarded;
                        }
                    } else {
                        let (os, oe) = (start + ranges[mi].0, start + ranges[mi].1);
                        self.sm.print_message(
                            self.in_loc(os),
                            DiagKind::Note,
                            "match discarded, overlaps earlier DAG match here",
                            &[Span::new(self.input, os, oe)],
                        );
                    }
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            if !vv {
                let r = MatchResult {
                    found: Some(crate::pattern::Match {
                        pos: match_pos,
                        len: match_len,
                    }),
                    errors: Vec::new(),
                };
                self.print_match(true, &p, 1, start, r);
            }
            let group_end = k + 1 == cs.dag_not.len() || cs.dag_not[k + 1].pat.ty.kind == Kind::Not;
            if group_end {
                if !nots.is_empty() {
                    let first = ranges.first().map_or(start_pos, |r| r.0);
                    if self.check_not((start + start_pos, start + first), nots) {
                        return NPOS;
                    }
                    nots.clear();
                }
                start_pos = ranges.last().map_or(start_pos, |r| r.1);
                ranges.clear();
            }
        }
        start_pos
    }

    /// LLVM's `reportMatchResult`: prints/records, and returns the match when
    /// there was one and nothing went wrong.
    fn report(
        &mut self,
        expected: bool,
        p: &PatRef<'_>,
        count: usize,
        buf_start: usize,
        buf_end: usize,
        r: MatchResult,
    ) -> Option<crate::pattern::Match> {
        if let Some(m) = r.found {
            let has_error = !expected || !r.errors.is_empty();
            self.print_match(expected, p, count, buf_start, r);
            return if has_error { None } else { Some(m) };
        }
        let has_error = self.print_no_match(expected, p, count, buf_start, buf_end, r);
        if has_error {
            None
        } else {
            Some(crate::pattern::Match { pos: 0, len: 0 })
        }
    }

    fn print_error(&mut self, e: &crate::pattern::PatError) {
        self.sm
            .print_message(e.span.loc(), DiagKind::Error, &e.msg, &[]);
    }

    fn print_match(
        &mut self,
        expected: bool,
        p: &PatRef<'_>,
        count: usize,
        buf_start: usize,
        r: MatchResult,
    ) {
        let has_error = !expected || !r.errors.is_empty();
        let mut print = true;
        if !has_error {
            if !self.opts.verbose {
                return;
            }
            if !self.opts.verbose_verbose && p.pat.ty.kind == Kind::Eof {
                return;
            }
            print = self.diags.is_none();
        }
        let Some(m) = r.found else {
            return;
        };
        let (s, e) = (buf_start + m.pos, buf_start + m.pos + m.len);
        let match_ty = if expected {
            MatchTy::FoundAndExpected
        } else {
            MatchTy::FoundButExcluded
        };
        self.push_diag(p, match_ty, s, e, String::new());
        if self.diags.is_some() {
            self.substitution_notes(p, s, match_ty, true);
            self.variable_def_notes(p, match_ty, true);
        }
        if !print {
            return;
        }
        let mut msg = format!(
            "{}: {} string found in input",
            p.pat.ty.description(p.prefix),
            if expected { "expected" } else { "excluded" }
        );
        if p.pat.ty.count > 1 {
            msg.push_str(&format!(" ({count} out of {})", p.pat.ty.count));
        }
        let kind = if expected {
            DiagKind::Remark
        } else {
            DiagKind::Error
        };
        self.sm.print_message(p.loc, kind, &msg, &[]);
        self.sm.print_message(
            self.in_loc(s),
            DiagKind::Note,
            "found here",
            &[Span::new(self.input, s, e)],
        );
        self.substitution_notes(p, s, match_ty, false);
        self.variable_def_notes(p, match_ty, false);
        for err in &r.errors {
            self.print_error(err);
            if err.span.buf == self.input {
                self.push_diag(
                    p,
                    MatchTy::FoundErrorNote,
                    err.span.start,
                    err.span.end,
                    err.msg.clone(),
                );
            }
        }
    }

    /// Returns whether this is an error.
    fn print_no_match(
        &mut self,
        expected: bool,
        p: &PatRef<'_>,
        count: usize,
        buf_start: usize,
        buf_end: usize,
        r: MatchResult,
    ) -> bool {
        let mut has_error = expected;
        let has_pattern_error = !r.errors.is_empty();
        let mut match_ty = if expected {
            MatchTy::NoneButExpected
        } else {
            MatchTy::NoneAndExcluded
        };
        if has_pattern_error {
            has_error = true;
            match_ty = MatchTy::NoneForInvalidPattern;
            for e in &r.errors {
                self.print_error(e);
            }
        }
        let mut print = true;
        if !has_error {
            if !self.opts.verbose_verbose {
                return false;
            }
            print = self.diags.is_none();
        }
        self.push_diag(p, match_ty, buf_start, buf_end, String::new());
        if self.diags.is_some() {
            for e in &r.errors {
                self.push_diag(p, match_ty, buf_start, buf_start, e.msg.clone());
            }
            self.substitution_notes(p, buf_start, match_ty, true);
        }
        if !print {
            return has_error;
        }
        if !has_pattern_error {
            let mut msg = format!(
                "{}: {} string not found in input",
                p.pat.ty.description(p.prefix),
                if expected { "expected" } else { "excluded" }
            );
            if p.pat.ty.count > 1 {
                msg.push_str(&format!(" ({count} out of {})", p.pat.ty.count));
            }
            let kind = if expected {
                DiagKind::Error
            } else {
                DiagKind::Remark
            };
            self.sm.print_message(p.loc, kind, &msg, &[]);
            self.sm.print_message(
                self.in_loc(buf_start),
                DiagKind::Note,
                "scanning from here",
                &[],
            );
        }
        self.substitution_notes(p, buf_start, match_ty, false);
        if expected {
            self.fuzzy_match(p, buf_start, buf_end);
        }
        has_error
    }

    fn substitution_notes(&mut self, p: &PatRef<'_>, at: usize, match_ty: MatchTy, record: bool) {
        for s in &p.pat.substs {
            let Some(value) = s.for_diagnostics(&self.file.ctx) else {
                continue;
            };
            let from = self.sm.text(s.from.buf)[s.from.start..s.from.end].to_vec();
            let msg = format!(
                "with \"{}\" equal to {value}",
                crate::pattern::write_escaped(&from)
            );
            if record {
                self.push_diag(p, match_ty, at, at, msg);
            } else {
                self.sm
                    .print_message(self.in_loc(at), DiagKind::Note, &msg, &[]);
            }
        }
    }

    fn variable_def_notes(&mut self, p: &PatRef<'_>, match_ty: MatchTy, record: bool) {
        let mut caps: Vec<(String, Span)> = Vec::new();
        for (name, _) in &p.pat.str_defs {
            if let Some(v) = self.file.ctx.str_vars.get(name) {
                caps.push((name.clone(), v.span));
            }
        }
        for (var, _) in &p.pat.num_defs {
            let v = &self.file.ctx.num_vars[*var];
            if let Some(span) = v.matched {
                caps.push((v.name.clone(), span));
            }
        }
        caps.sort_by_key(|(_, s)| s.start);
        for (name, span) in caps {
            let msg = format!("captured var \"{name}\"");
            if record {
                self.push_diag(p, match_ty, span.start, span.end, msg);
            } else {
                self.sm
                    .print_message(span.loc(), DiagKind::Note, &msg, &[span]);
            }
        }
    }

    /// LLVM's `printFuzzyMatch`: the nearest place by edit distance.
    fn fuzzy_match(&mut self, p: &PatRef<'_>, buf_start: usize, buf_end: usize) {
        let example: Vec<u8> = if !p.pat.fixed.is_empty() {
            p.pat.fixed.clone()
        } else {
            p.pat.regex.clone()
        };
        let text = self.sm.text(self.input);
        let buf = &text[buf_start..buf_end];
        let mut lines = 0usize;
        let mut best: Option<usize> = None;
        let mut best_q = 0f64;
        for i in 0..buf.len().min(4096) {
            if buf[i] == b'\n' {
                lines += 1;
            }
            if buf[i] == b' ' || buf[i] == b'\t' {
                continue;
            }
            let rest = &buf[i..];
            let pre = &rest[..example.len().min(rest.len())];
            let pre = match pre.iter().position(|&c| c == b'\n') {
                Some(n) => &pre[..n],
                None => pre,
            };
            let d = edit_distance(pre, &example);
            let q = d as f64 + lines as f64 / 100.0;
            if best.is_none() || q < best_q {
                best = Some(i);
                best_q = q;
            }
        }
        if let Some(b) = best.filter(|&b| b != 0 && best_q < 50.0) {
            {
                let s = buf_start + b;
                self.push_diag(p, MatchTy::Fuzzy, s, s, String::new());
                self.sm.print_message(
                    self.in_loc(s),
                    DiagKind::Note,
                    "possible intended match here",
                    &[],
                );
            }
        }
    }
}

/// Levenshtein distance (LLVM's `StringRef::edit_distance`).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let old = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(row[j]).min(row[j + 1])
            };
            prev = old;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
        assert_eq!(edit_distance(b"", b"abc"), 3);
        assert_eq!(edit_distance(b"abc", b"abc"), 0);
    }
}
