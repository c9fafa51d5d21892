//! Diagnostics in MLIR's style.
//!
//! ```text
//! in.mlir:12:5: error: 'graph.matmul' op contracting dimensions differ (1152 vs 1024)
//!   %y = graph.matmul %x, %w : ...
//!     ^
//! in.mlir:3:1: note: see current operation: ...
//! ```
//!
//! A [`Diagnostic`] carries a [`Location`], a severity, a message and notes.
//! [`Diagnostic::render`] writes it with the source line and a caret when the
//! location's file is in the [`SourceMap`].

use std::fmt::Write;

use crate::ir::context::{Context, Ident};
use crate::ir::location::Location;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Severity {
    /// Attached to another diagnostic.
    Note,
    /// Informational.
    Remark,
    /// Suspicious input; processing continues.
    Warning,
    /// Invalid input; the run fails.
    Error,
}

impl Severity {
    /// `error`, `warning`, `remark` or `note`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A located message with optional notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where.
    pub location: Location,
    /// What (one line, no trailing period, as MLIR's messages).
    pub message: String,
    /// Attached notes (severity [`Severity::Note`]).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `location`.
    pub fn error(location: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            location,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning at `location`.
    pub fn warning(location: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            location,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A remark at `location`.
    pub fn remark(location: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Remark,
            location,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note at `location`.
    pub fn with_note(mut self, location: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            location,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders the diagnostic and its notes; see the module doc for the format.
    pub fn render(&self, ctx: &Context, sources: &SourceMap, out: &mut String) {
        self.render_one(ctx, sources, out);
        for n in &self.notes {
            n.render(ctx, sources, out);
        }
    }

    /// The rendered text (see [`Diagnostic::render`]).
    pub fn to_string_with(&self, ctx: &Context, sources: &SourceMap) -> String {
        let mut s = String::new();
        self.render(ctx, sources, &mut s);
        s
    }

    fn render_one(&self, ctx: &Context, sources: &SourceMap, out: &mut String) {
        let flc = ctx.file_line_col(self.location);
        match flc {
            Some((file, line, col)) => {
                let _ = write!(out, "{}:{line}:{col}: ", ctx.ident_str(file));
            }
            None => {
                out.push_str("loc(unknown): ");
            }
        }
        let _ = writeln!(out, "{}: {}", self.severity.as_str(), self.message);
        if let Some((file, line, col)) = flc
            && let Some(raw) = sources.line(file, line)
        {
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            // The caret's character index: `col` counts bytes from 1.
            let before = (col as usize).saturating_sub(1).min(raw.len());
            let caret = String::from_utf8_lossy(&raw[..before]).chars().count();
            // Control characters (escape sequences included) are not echoed to the terminal:
            // each shows as U+FFFD, one character for one, so the caret still lines up.
            let chars: Vec<char> = String::from_utf8_lossy(raw)
                .chars()
                .map(|c| {
                    if c.is_control() && c != '\t' {
                        '\u{FFFD}'
                    } else {
                        c
                    }
                })
                .collect();
            // A long line (a generated module can be one line of megabytes) shows a window
            // of `LINE_WINDOW` characters around the caret, with `...` where it is cut.
            let (start, end) = if chars.len() <= LINE_WINDOW {
                (0, chars.len())
            } else {
                let end = (caret.saturating_sub(LINE_WINDOW / 2) + LINE_WINDOW).min(chars.len());
                (end - LINE_WINDOW, end)
            };
            let mut shown = String::new();
            let mut pad = String::new();
            if start > 0 {
                shown.push_str("...");
                pad.push_str("   ");
            }
            shown.extend(&chars[start..end]);
            if end < chars.len() {
                shown.push_str("...");
            }
            let _ = writeln!(out, "{shown}");
            // Tabs are kept in the padding so the caret lines up under them.
            for &ch in &chars[start..caret.clamp(start, end)] {
                pad.push(if ch == '\t' { '\t' } else { ' ' });
            }
            let _ = writeln!(out, "{pad}^");
        }
    }
}

/// Characters of a source line shown at most under a diagnostic: a longer line is cut to
/// this many around the caret.
const LINE_WINDOW: usize = 160;

/// The source texts diagnostics may quote, by file name.
#[derive(Default, Debug, Clone)]
pub struct SourceMap {
    files: Vec<(Ident, std::sync::Arc<[u8]>)>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds (or replaces) the text of `file`.
    pub fn add(&mut self, file: Ident, text: std::sync::Arc<[u8]>) {
        self.files.retain(|(f, _)| *f != file);
        self.files.push((file, text));
    }

    /// Line `line` (1-based) of `file`, without its newline.
    pub fn line(&self, file: Ident, line: u32) -> Option<&[u8]> {
        let (_, text) = self.files.iter().find(|(f, _)| *f == file)?;
        let line = line.checked_sub(1)? as usize;
        text.split(|&b| b == b'\n').nth(line)
    }
}

/// Renders all diagnostics, one after the other.
pub fn render_all(diags: &[Diagnostic], ctx: &Context, sources: &SourceMap) -> String {
    let mut s = String::new();
    for d in diags {
        d.render(ctx, sources, &mut s);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_and_caret() {
        let ctx = Context::new();
        let file = ctx.ident("in.mlir");
        let mut sm = SourceMap::new();
        sm.add(file, b"a\n  %0 = foo\n".to_vec().into());
        let d = Diagnostic::error(ctx.file_loc(file, 2, 3), "bad thing")
            .with_note(ctx.unknown_loc(), "see this");
        assert_eq!(
            d.to_string_with(&ctx, &sm),
            "in.mlir:2:3: error: bad thing\n  %0 = foo\n  ^\nloc(unknown): note: see this\n"
        );
    }

    #[test]
    fn a_long_line_shows_a_window_around_the_caret() {
        let ctx = Context::new();
        let file = ctx.ident("in.mlir");
        let mut sm = SourceMap::new();
        let line = format!("{}BAD{}\n", "a".repeat(100_000), "b".repeat(100_000));
        sm.add(file, line.into_bytes().into());
        let d = Diagnostic::error(ctx.file_loc(file, 1, 100_001), "unexpected token");
        let text = d.to_string_with(&ctx, &sm);
        let want = format!(
            "in.mlir:1:100001: error: unexpected token\n...{}BAD{}...\n{}^\n",
            "a".repeat(80),
            "b".repeat(77),
            " ".repeat(83)
        );
        assert_eq!(text, want);
        // Near the start, no leading cut.
        let d = Diagnostic::error(ctx.file_loc(file, 1, 3), "here");
        let text = d.to_string_with(&ctx, &sm);
        assert_eq!(
            text,
            format!("in.mlir:1:3: error: here\n{}...\n  ^\n", "a".repeat(160))
        );
    }

    #[test]
    fn control_characters_are_not_echoed() {
        // An escape sequence in the input would clear the user's terminal if echoed.
        let ctx = Context::new();
        let file = ctx.ident("in.mlir");
        let mut sm = SourceMap::new();
        sm.add(file, b"a\x1b[2J\tb \x01 c\n".to_vec().into());
        let d = Diagnostic::error(ctx.file_loc(file, 1, 9), "unexpected character");
        assert_eq!(
            d.to_string_with(&ctx, &sm),
            "in.mlir:1:9: error: unexpected character\na\u{FFFD}[2J\tb \u{FFFD} c\n     \t  ^\n"
        );
    }
}
