//! Buffers, locations and diagnostics printed the way LLVM's `SourceMgr` does:
//!
//! ```text
//! check.mlir:12:10: error: CHECK-NEXT: expected string not found in input
//! // CHECK-NEXT: foo
//!                ^
//! ```
//!
//! Every diagnostic goes to an in-memory stderr buffer that the binary writes
//! out at the end, so the library never prints.

use std::cell::OnceCell;

/// Index of a buffer in the [`SourceMgr`].
pub(crate) type BufId = usize;

/// A byte position in a buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Loc {
    pub buf: BufId,
    pub off: usize,
}

/// A byte range `[start, end)` in a buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span {
    pub buf: BufId,
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub(crate) fn new(buf: BufId, start: usize, end: usize) -> Self {
        Span { buf, start, end }
    }

    pub(crate) fn loc(self) -> Loc {
        Loc {
            buf: self.buf,
            off: self.start,
        }
    }
}

/// Severity, as LLVM prints it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DiagKind {
    Error,
    Remark,
    Note,
}

impl DiagKind {
    fn word(self) -> &'static str {
        match self {
            DiagKind::Error => "error",
            DiagKind::Remark => "remark",
            DiagKind::Note => "note",
        }
    }

    /// ANSI color LLVM's `WithColor` uses for this kind (all bold).
    fn color(self) -> &'static str {
        match self {
            DiagKind::Error => "\x1b[0;1;31m",
            DiagKind::Remark => "\x1b[0;1;34m",
            DiagKind::Note => "\x1b[0;1;30m",
        }
    }
}

const BOLD: &str = "\x1b[1m";
const GREEN_BOLD: &str = "\x1b[0;1;32m";
const RESET: &str = "\x1b[0m";

struct SrcBuf {
    name: String,
    text: Vec<u8>,
    line_starts: OnceCell<Vec<usize>>,
}

/// Owns the check file, the input and the command-line pseudo-buffers.
pub(crate) struct SourceMgr {
    bufs: Vec<SrcBuf>,
    /// Everything written to stderr so far.
    pub err: Vec<u8>,
    /// Whether to emit ANSI colors (`--color`).
    pub color: bool,
}

impl SourceMgr {
    pub(crate) fn new(color: bool) -> Self {
        SourceMgr {
            bufs: Vec::new(),
            err: Vec::new(),
            color,
        }
    }

    pub(crate) fn add(&mut self, name: &str, text: Vec<u8>) -> BufId {
        self.bufs.push(SrcBuf {
            name: name.to_string(),
            text,
            line_starts: OnceCell::new(),
        });
        self.bufs.len() - 1
    }

    pub(crate) fn text(&self, buf: BufId) -> &[u8] {
        &self.bufs[buf].text
    }

    pub(crate) fn name(&self, buf: BufId) -> &str {
        &self.bufs[buf].name
    }

    fn line_starts(&self, buf: BufId) -> &[usize] {
        self.bufs[buf].line_starts.get_or_init(|| {
            let text = &self.bufs[buf].text;
            let mut v = vec![0];
            v.extend(
                text.iter()
                    .enumerate()
                    .filter(|(_, c)| **c == b'\n')
                    .map(|(i, _)| i + 1),
            );
            v
        })
    }

    /// 1-based line (counting `\n`) and 1-based column (counting from the
    /// last `\n` or `\r`), as LLVM's `getLineAndColumn`.
    pub(crate) fn line_col(&self, loc: Loc) -> (usize, usize) {
        let starts = self.line_starts(loc.buf);
        let line = starts.partition_point(|&s| s <= loc.off);
        let text = self.text(loc.buf);
        let line_start = starts[line - 1];
        let off = loc.off.min(text.len());
        let col_base = text[line_start..off]
            .iter()
            .rposition(|&c| c == b'\r')
            .map_or(line_start, |p| line_start + p + 1);
        (line, off - col_base + 1)
    }

    /// 1-based line number of `loc`.
    pub(crate) fn line_of(&self, loc: Loc) -> usize {
        self.line_col(loc).0
    }

    /// Writes raw text to stderr.
    pub(crate) fn errs(&mut self, s: &str) {
        self.err.extend_from_slice(s.as_bytes());
    }

    /// Prints `file:line:col: kind: msg`, the source line and a caret line
    /// with `ranges` underlined by `~`.
    pub(crate) fn print_message(&mut self, loc: Loc, kind: DiagKind, msg: &str, ranges: &[Span]) {
        let (line, col) = self.line_col(loc);
        let text = self.text(loc.buf);
        let off = loc.off.min(text.len());
        let line_start = text[..off]
            .iter()
            .rposition(|&c| c == b'\n' || c == b'\r')
            .map_or(0, |p| p + 1);
        let line_end = text[off..]
            .iter()
            .position(|&c| c == b'\n' || c == b'\r')
            .map_or(text.len(), |p| off + p);
        let contents = text[line_start..line_end].to_vec();

        // Caret line: '~' under the ranges, '^' at the location.
        let mut caret = vec![b' '; contents.len() + 1];
        for r in ranges.iter().filter(|r| r.buf == loc.buf) {
            if r.end < line_start || r.start > line_end {
                continue;
            }
            let s = r.start.max(line_start) - line_start;
            let e = r.end.min(line_end) - line_start;
            for c in caret.iter_mut().take(e).skip(s) {
                *c = b'~';
            }
        }
        let caret_col = (off - line_start).min(contents.len());
        caret[caret_col] = b'^';
        while caret.last() == Some(&b' ') {
            caret.pop();
        }
        // Expand tabs in the source line, and repeat the caret line's mark
        // under each expanded tab.
        let mut src_out = Vec::new();
        for &c in &contents {
            if c == b'\t' {
                loop {
                    src_out.push(b' ');
                    if src_out.len() % 8 == 0 {
                        break;
                    }
                }
            } else {
                src_out.push(c);
            }
        }
        let mut caret_out = Vec::new();
        for (i, &mark) in caret.iter().enumerate() {
            if contents.get(i) == Some(&b'\t') {
                loop {
                    caret_out.push(mark);
                    if caret_out.len() % 8 == 0 {
                        break;
                    }
                }
            } else {
                caret_out.push(mark);
            }
        }

        let name = self.name(loc.buf).to_string();
        let color = self.color;
        let mut out = Vec::new();
        if color {
            out.extend_from_slice(BOLD.as_bytes());
        }
        out.extend_from_slice(format!("{name}:{line}:{col}: ").as_bytes());
        if color {
            out.extend_from_slice(RESET.as_bytes());
            out.extend_from_slice(kind.color().as_bytes());
        }
        out.extend_from_slice(format!("{}: ", kind.word()).as_bytes());
        if color {
            out.extend_from_slice(RESET.as_bytes());
            out.extend_from_slice(BOLD.as_bytes());
        }
        out.extend_from_slice(msg.as_bytes());
        out.push(b'\n');
        if color {
            out.extend_from_slice(RESET.as_bytes());
        }
        out.extend_from_slice(&src_out);
        out.push(b'\n');
        if color {
            out.extend_from_slice(GREEN_BOLD.as_bytes());
        }
        out.extend_from_slice(&caret_out);
        out.push(b'\n');
        if color {
            out.extend_from_slice(RESET.as_bytes());
        }
        self.err.extend_from_slice(&out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, off: usize, ranges: &[(usize, usize)], expect: &str) {
        let mut sm = SourceMgr::new(false);
        let b = sm.add("f.txt", text.as_bytes().to_vec());
        let ranges: Vec<Span> = ranges.iter().map(|&(s, e)| Span::new(b, s, e)).collect();
        sm.print_message(Loc { buf: b, off }, DiagKind::Error, "boom", &ranges);
        assert_eq!(String::from_utf8_lossy(&sm.err), expect);
    }

    #[test]
    fn caret_and_ranges() {
        check("ab\ncdef\n", 4, &[], "f.txt:2:2: error: boom\ncdef\n ^\n");
        check(
            "ab\ncdef\n",
            3,
            &[(3, 6)],
            "f.txt:2:1: error: boom\ncdef\n^~~\n",
        );
        check("x", 1, &[], "f.txt:1:2: error: boom\nx\n ^\n");
    }

    #[test]
    fn tabs_are_expanded() {
        check(
            "\tab",
            1,
            &[],
            "f.txt:1:2: error: boom\n        ab\n        ^\n",
        );
    }
}
