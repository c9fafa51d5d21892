//! The annotated input dump (`--dump-input=fail|always`), laid out as LLVM
//! FileCheck lays it out:
//!
//! ```text
//! <<<<<<
//!          1: foo
//! check:1     ^~~
//!          2: bar
//! next:2      X~~ error: no match found
//! >>>>>>
//! ```
//!
//! Each recorded diagnostic becomes an annotation labelled with the
//! directive's abbreviation and check-file line (`next:2`, `'N` when a
//! directive has several), split across input lines when its range is.

use std::collections::BTreeMap;

use crate::checker::{Diag, MatchTy};
use crate::options::{DumpFilter, Options};
use crate::pattern::Kind;
use crate::source::{BufId, SourceMgr};

struct Marker {
    lead: u8,
    color: &'static str,
    note: String,
    filters_as_error: bool,
}

fn marker(t: MatchTy) -> Marker {
    let (lead, color, note, err) = match t {
        MatchTy::FoundAndExpected => (b'^', GREEN, "", false),
        MatchTy::FoundButExcluded => (b'!', RED, "error: no match expected", true),
        MatchTy::FoundButWrongLine => (b'!', RED, "error: match on wrong line", true),
        MatchTy::FoundButDiscarded => (b'!', CYAN, "discard: overlaps earlier match", false),
        MatchTy::FoundErrorNote => (b'!', RED, "error: unknown error after match", true),
        MatchTy::NoneAndExcluded => (b'X', GREEN, "", false),
        MatchTy::NoneButExpected => (b'X', RED, "error: no match found", true),
        MatchTy::NoneForInvalidPattern => {
            (b'X', RED, "error: match failed for invalid pattern", true)
        }
        MatchTy::Fuzzy => (b'?', MAGENTA, "possible intended match", true),
    };
    Marker {
        lead,
        color,
        note: note.into(),
        filters_as_error: err,
    }
}

const GREEN: &str = "\x1b[0;1;32m";
const RED: &str = "\x1b[0;1;31m";
const CYAN: &str = "\x1b[0;1;36m";
const MAGENTA: &str = "\x1b[0;1;35m";
const BLACK_BOLD: &str = "\x1b[0;1;30m";
const RESET: &str = "\x1b[0m";
const BOLD: &str = "\x1b[1m";

fn abbreviation(kind: Kind, count: usize) -> &'static str {
    match kind {
        Kind::Plain if count > 1 => "count",
        Kind::Plain => "check",
        Kind::Next => "next",
        Kind::Same => "same",
        Kind::Not => "not",
        Kind::Dag => "dag",
        Kind::Label => "label",
        Kind::Empty => "empty",
        Kind::Comment => "com",
        Kind::Eof => "eof",
        Kind::BadNot => "bad-not",
        Kind::BadCount => "bad-count",
        Kind::Misspelled => "misspelled",
        Kind::None => "none",
    }
}

struct Annotation {
    diag_index: usize,
    label: String,
    marker: Marker,
    line: usize,
    start_col: usize,
    end_col: usize,
    first_line: bool,
    found_and_expected: bool,
}

/// The text `--dump-input=help` prints.
pub const HELP: &str = "The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -dump-input-filter=<value> filters the input lines
  - -dump-input-context=<N> adjusts the context of filtered lines
  - -v and -vv add more annotations
  - -color forces colors to be enabled both in the dump and below
  - -help documents the above options in more detail

These options can also be set via FILECHECK_OPTS.  For example, for
maximum debugging output on failures:

  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character.
  - T:L    labels the only match result for either (1) a pattern of type T
           from line L of the check file if L is an integer or (2) the
           I-th implicit pattern if L is \"imp\" followed by an integer I
           (index origin one)
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - colors success, error, fuzzy match, discarded match, unmatched input

If you are not seeing color above or in input dumps, try: -color
";

/// Builds and renders the dump of input buffer `input`.
pub(crate) fn dump(
    sm: &SourceMgr,
    opts: &Options,
    check_buf: BufId,
    implicit_bufs: &[BufId],
    input: BufId,
    diags: &[Diag],
) -> Vec<u8> {
    let mut count_per: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for d in diags {
        *count_per
            .entry((d.check_loc.buf, d.check_loc.off))
            .or_default() += 1;
    }
    let mut index_per: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    let mut anns: Vec<Annotation> = Vec::new();
    let mut label_width = 0;
    for (di, d) in diags.iter().enumerate() {
        let key = (d.check_loc.buf, d.check_loc.off);
        let mut label = format!("{}:", abbreviation(d.check_ty.kind, d.check_ty.count));
        if d.check_loc.buf == check_buf {
            label.push_str(&sm.line_of(d.check_loc).to_string());
        } else if let Some(i) = implicit_bufs.iter().position(|&b| b == d.check_loc.buf) {
            label.push_str(&format!("imp{}", i + 1));
        }
        if count_per[&key] > 1 {
            let idx = index_per.entry(key).or_default();
            label.push_str(&format!("'{idx}"));
            *idx += 1;
        }
        label_width = label_width.max(label.len());
        let mut m = marker(d.match_ty);
        let (sl, sc) = sm.line_col(crate::source::Loc {
            buf: input,
            off: d.start,
        });
        let (el, ec) = sm.line_col(crate::source::Loc {
            buf: input,
            off: d.end,
        });
        if !d.note.is_empty() {
            m.note = d.note.clone();
            if sl == el && sc == ec {
                m.lead = b' ';
            }
        }
        if d.match_ty == MatchTy::FoundErrorNote {
            m.note = format!("error: {}", m.note);
        }
        let fae = d.match_ty == MatchTy::FoundAndExpected;
        if sl == el {
            anns.push(Annotation {
                diag_index: di,
                label,
                marker: m,
                line: sl,
                start_col: sc,
                end_col: (sc + 1).max(ec),
                first_line: true,
                found_and_expected: fae,
            });
        } else {
            let (lead, color, err) = (m.lead, m.color, m.filters_as_error);
            anns.push(Annotation {
                diag_index: di,
                label: label.clone(),
                marker: m,
                line: sl,
                start_col: sc,
                end_col: usize::MAX,
                first_line: true,
                found_and_expected: fae,
            });
            let _ = lead;
            for l in sl + 1..=el {
                if ec == 1 && l == el {
                    break;
                }
                anns.push(Annotation {
                    diag_index: di,
                    label: label.clone(),
                    marker: Marker {
                        lead: b'~',
                        color,
                        note: String::new(),
                        filters_as_error: err,
                    },
                    line: l,
                    start_col: 1,
                    end_col: if l != el { usize::MAX } else { ec },
                    first_line: false,
                    found_and_expected: fae,
                });
            }
        }
    }
    anns.sort_by(|a, b| a.line.cmp(&b.line).then(a.diag_index.cmp(&b.diag_index)));

    let color = sm.color;
    let text = sm.text(input);
    let mut out = Vec::new();
    out.extend_from_slice(b"Input was:\n<<<<<<\n");
    if color {
        out.extend_from_slice(BOLD.as_bytes());
        out.extend_from_slice(RESET.as_bytes());
    }
    let mut line_count = text.iter().filter(|&&c| c == b'\n').count();
    if text.last().is_some_and(|&c| c != b'\n') {
        line_count += 1;
    }
    let line_no_width = line_count.max(1).to_string().len();
    let label_width = label_width.max(line_no_width) + 3;

    let filter = opts.effective_dump_filter();
    let context = opts.dump_input_context.unwrap_or(5);
    let mut prev_in_filter = 0usize;
    let mut next_in_filter = 0usize;
    let mut elided: Vec<u8> = Vec::new();
    let mut ai = 0usize;
    let mut p = 0usize;
    let mut line = 1usize;
    while p < text.len() || ai < anns.len() {
        let line_start = p;
        if next_in_filter < line {
            next_in_filter = 0;
        }
        if next_in_filter == 0 {
            next_in_filter = if filter == DumpFilter::All {
                line
            } else {
                anns[ai..]
                    .iter()
                    .find(|a| match filter {
                        DumpFilter::AnnotationFull => true,
                        DumpFilter::Annotation => a.first_line,
                        _ => a.first_line && a.marker.filters_as_error,
                    })
                    .map_or(usize::MAX, |a| a.line)
            };
        }
        if next_in_filter == line {
            prev_in_filter = line;
        }
        let elide = (prev_in_filter == 0 || prev_in_filter + context < line)
            && (next_in_filter == usize::MAX || line + context < next_in_filter);
        let mut buf: Vec<u8> = Vec::new();
        if !elide {
            flush_elided(&mut out, &mut elided, label_width, color);
        }
        if color {
            buf.extend_from_slice(BLACK_BOLD.as_bytes());
        }
        buf.extend_from_slice(format!("{line:>label_width$}: ").as_bytes());
        if color {
            buf.extend_from_slice(RESET.as_bytes());
        }
        // Highlight unmatched text with -v and colors.
        let matches: Vec<(usize, usize)> = if opts.verbose && color {
            anns[ai..]
                .iter()
                .take_while(|a| a.line == line)
                .filter(|a| a.found_and_expected)
                .map(|a| (a.start_col, a.end_col))
                .collect()
        } else {
            Vec::new()
        };
        let mut in_match = false;
        if color {
            buf.extend_from_slice(BOLD.as_bytes());
        }
        if opts.verbose && color {
            buf.extend_from_slice(b"\x1b[0;1;46m");
        }
        let mut col = 1;
        let mut newline = false;
        while p < text.len() && !newline {
            if opts.verbose && color {
                let was = in_match;
                in_match = matches.iter().any(|&(s, e)| s <= col && col < e);
                if !was && in_match {
                    buf.extend_from_slice(RESET.as_bytes());
                } else if was && !in_match {
                    buf.extend_from_slice(b"\x1b[0;1;46m");
                }
            }
            if text[p] == b'\n' {
                newline = true;
                buf.push(b' ');
            } else {
                buf.push(text[p]);
            }
            p += 1;
            col += 1;
        }
        if color {
            buf.extend_from_slice(RESET.as_bytes());
        }
        buf.push(b'\n');
        let width = p - line_start;
        while ai < anns.len() && anns[ai].line == line {
            let a = &anns[ai];
            if color {
                buf.extend_from_slice(a.marker.color.as_bytes());
            }
            buf.extend_from_slice(format!("{:<label_width$}  ", a.label).as_bytes());
            let mut c = 1;
            while c < a.start_col {
                buf.push(b' ');
                c += 1;
            }
            buf.push(a.marker.lead);
            c += 1;
            while c < a.end_col && c <= width {
                buf.push(b'~');
                c += 1;
            }
            if !a.marker.note.is_empty() {
                while c <= width {
                    buf.push(b' ');
                    c += 1;
                }
                buf.push(b' ');
                buf.extend_from_slice(a.marker.note.as_bytes());
            }
            buf.push(b'\n');
            if color {
                buf.extend_from_slice(RESET.as_bytes());
            }
            ai += 1;
        }
        if elide {
            elided.extend_from_slice(&buf);
        } else {
            out.extend_from_slice(&buf);
        }
        line += 1;
    }
    flush_elided(&mut out, &mut elided, label_width, color);
    out.extend_from_slice(b">>>>>>\n");
    out
}

fn flush_elided(out: &mut Vec<u8>, elided: &mut Vec<u8>, label_width: usize, color: bool) {
    if elided.is_empty() {
        return;
    }
    let lines = elided.iter().filter(|&&c| c == b'\n').count();
    if lines > 3 {
        for _ in 0..3 {
            if color {
                out.extend_from_slice(BLACK_BOLD.as_bytes());
            }
            out.extend_from_slice(format!("{:>label_width$}", ".").as_bytes());
            if color {
                out.extend_from_slice(RESET.as_bytes());
            }
            out.push(b'\n');
        }
    } else {
        out.extend_from_slice(elided);
    }
    elided.clear();
}
