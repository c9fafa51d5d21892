//! The MLIR lexer: bytes in, zero-copy tokens out (a kind and a byte range).
//!
//! Any bytes are accepted: what is not a token becomes [`TokKind::Error`] with a
//! message, so the parser reports a located error instead of panicking. The
//! lexer tracks line numbers as it goes, so every token knows its line and column.

/// Token kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokKind {
    /// End of input.
    Eof,
    /// A lexing error; the lexer keeps its message.
    Error,
    /// `foo`, `i32`, `func.func`, `f8E4M3FN`: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
    BareIdent,
    /// `@name` or `@"name"`.
    AtIdent,
    /// `#name` (alias or dialect attribute).
    HashIdent,
    /// `%name` or `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `!name` (alias or dialect type).
    ExclaimIdent,
    /// `42`, `0x2A`.
    Integer,
    /// `1.5`, `1.0e-3`.
    Float,
    /// `"..."` (with the quotes).
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `(`
    LParen,
    /// `[`
    LSquare,
    /// `<`
    Less,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `}`
    RBrace,
    /// `)`
    RParen,
    /// `]`
    RSquare,
    /// `*`
    Star,
    /// `|`
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: kind, byte range, and 1-based line and column of its first byte.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// Kind.
    pub kind: TokKind,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes).
    pub col: u32,
}

/// The message of a byte that starts no token.
const UNEXPECTED: &str = "unexpected character";

/// The lexer.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    line_start: usize,
    error: &'static str,
    /// Where the last "unexpected character" error's character starts (it is named).
    unexpected: usize,
    /// Offsets do not fit in a token's `u32`s: every token is an error.
    too_large: bool,
}

impl std::fmt::Debug for Lexer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lexer")
            .field("pos", &self.pos)
            .field("line", &self.line)
            .finish()
    }
}

/// Byte classes, one bit each (see [`CLASS`]).
const IDENT: u8 = 1;
const SUFFIX: u8 = 2;
const DIGIT: u8 = 4;
const HEX: u8 = 8;
const START: u8 = 16;
const SPACE: u8 = 32;
const STR_STOP: u8 = 64;
const BRACKET_STOP: u8 = 128;

/// The class bits of every byte: `IDENT` for `[a-zA-Z0-9_$.]`, `SUFFIX` for those
/// and `-`, `DIGIT` for `[0-9]`, `HEX` for `[0-9a-fA-F]`, `START` for `[a-zA-Z_]`,
/// `SPACE` for blank, tab, CR and newline, `STR_STOP` for the bytes that end a run of
/// plain string characters (`"`, `\\`, CR, newline), `BRACKET_STOP` for those
/// [`scan_balanced_on_line`] looks at (brackets, `-`, `"`, CR, newline). One table
/// lookup per byte in the hot loops.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let mut bits = 0;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            bits |= IDENT | SUFFIX;
        }
        if b == b'-' {
            bits |= SUFFIX;
        }
        if b.is_ascii_digit() {
            bits |= DIGIT;
        }
        if b.is_ascii_hexdigit() {
            bits |= HEX;
        }
        if b.is_ascii_alphabetic() || b == b'_' {
            bits |= START;
        }
        if matches!(b, b' ' | b'\t' | b'\r' | b'\n') {
            bits |= SPACE;
        }
        if matches!(b, b'"' | b'\\' | b'\r' | b'\n') {
            bits |= STR_STOP;
        }
        if matches!(
            b,
            b'<' | b'(' | b'[' | b'{' | b'>' | b')' | b']' | b'}' | b'-' | b'"' | b'\n' | b'\r'
        ) {
            bits |= BRACKET_STOP;
        }
        t[c] = bits;
        c += 1;
    }
    t
};

#[inline]
fn class(c: u8) -> u8 {
    CLASS[c as usize]
}

#[inline]
fn is_ident_start(c: u8) -> bool {
    class(c) & START != 0
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
            error: "",
            unexpected: 0,
            too_large: src.len() > u32::MAX as usize - 1,
        }
    }

    /// The message of the last [`TokKind::Error`] token. An unexpected character is named
    /// (escaped: `'\u{1}'`), or the byte if it does not start valid UTF-8.
    pub fn error_message(&self) -> std::borrow::Cow<'static, str> {
        if self.error != UNEXPECTED {
            return self.error.into();
        }
        let rest = &self.src[self.unexpected..];
        let len = rest.len().min(4);
        let valid = match std::str::from_utf8(&rest[..len]) {
            Ok(s) => s,
            Err(e) => std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default(),
        };
        match valid.chars().next() {
            Some(c) => format!("{UNEXPECTED} {c:?}").into(),
            None => format!(
                "{UNEXPECTED}: byte 0x{:02x} is not UTF-8",
                rest.first().copied().unwrap_or(0)
            )
            .into(),
        }
    }

    /// Moves back to the start of `tok` (which this lexer produced).
    pub fn reset_to(&mut self, tok: Token) {
        self.pos = tok.start as usize;
        self.line = tok.line;
        self.line_start = tok.start as usize + 1 - tok.col as usize;
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn newline(&mut self, at: usize) {
        self.line += 1;
        self.line_start = at + 1;
    }

    #[inline]
    fn skip_trivia(&mut self) {
        let src = self.src;
        let mut p = self.pos;
        // The common cases first: no blank or one, then a token.
        if src.get(p) == Some(&b' ') {
            p += 1;
        }
        match src.get(p) {
            Some(&c) if class(c) & SPACE == 0 && c != b'/' => {
                self.pos = p;
                return;
            }
            None => {
                self.pos = p;
                return;
            }
            _ => {}
        }
        loop {
            while p < src.len() && class(src[p]) & SPACE != 0 {
                if src[p] == b'\n' {
                    self.line += 1;
                    self.line_start = p + 1;
                }
                p += 1;
            }
            if p + 1 < src.len() && src[p] == b'/' && src[p + 1] == b'/' {
                p += match src[p..].iter().position(|&c| c == b'\n') {
                    Some(n) => n,
                    None => src.len() - p,
                };
                continue;
            }
            self.pos = p;
            return;
        }
    }

    /// Advances over bytes of class `mask`.
    #[inline]
    fn skip_class(&mut self, mask: u8) {
        let src = self.src;
        let mut p = self.pos;
        while p < src.len() && class(src[p]) & mask != 0 {
            p += 1;
        }
        self.pos = p;
    }

    fn tok(&self, kind: TokKind, start: usize, line: u32, line_start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
            line,
            col: (start - line_start) as u32 + 1,
        }
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let (line, line_start) = (self.line, self.line_start);
        if self.pos >= self.src.len() {
            return self.tok(TokKind::Eof, start, line, line_start);
        }
        if self.too_large {
            self.pos = self.src.len();
            self.error = "input too large (over 4 GiB)";
            return self.tok(TokKind::Error, start, line, line_start);
        }
        let c = self.src[self.pos];
        self.pos += 1;
        let kind = match c {
            b'(' => TokKind::LParen,
            b')' => TokKind::RParen,
            b'[' => TokKind::LSquare,
            b']' => TokKind::RSquare,
            b'}' => TokKind::RBrace,
            b'<' => TokKind::Less,
            b'>' => TokKind::Greater,
            b',' => TokKind::Comma,
            b'=' => TokKind::Equal,
            b'+' => TokKind::Plus,
            b'*' => TokKind::Star,
            b'?' => TokKind::Question,
            b'|' => TokKind::VerticalBar,
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    TokKind::FileMetadataBegin
                } else {
                    TokKind::LBrace
                }
            }
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    TokKind::Arrow
                } else {
                    TokKind::Minus
                }
            }
            b':' => {
                if self.peek(0) == b':' {
                    self.pos += 1;
                    TokKind::ColonColon
                } else {
                    TokKind::Colon
                }
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    TokKind::Ellipsis
                } else {
                    self.error = "expected three consecutive dots for an ellipsis";
                    TokKind::Error
                }
            }
            b'"' => self.lex_string(),
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    match self.lex_string() {
                        TokKind::String => TokKind::AtIdent,
                        k => k,
                    }
                } else if self.lex_suffix_id(false) {
                    TokKind::AtIdent
                } else {
                    self.error = "@ identifier expected to start with letter or '_'";
                    TokKind::Error
                }
            }
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    TokKind::FileMetadataEnd
                } else if self.lex_suffix_id(true) {
                    TokKind::HashIdent
                } else {
                    self.error = "invalid attribute name";
                    TokKind::Error
                }
            }
            b'%' => {
                if self.lex_suffix_id(true) {
                    TokKind::PercentIdent
                } else {
                    self.error = "invalid SSA name";
                    TokKind::Error
                }
            }
            b'^' => {
                if self.lex_suffix_id(true) {
                    TokKind::CaretIdent
                } else {
                    self.error = "invalid block name";
                    TokKind::Error
                }
            }
            b'!' => {
                if self.lex_suffix_id(true) {
                    TokKind::ExclaimIdent
                } else {
                    self.error = "invalid type identifier";
                    TokKind::Error
                }
            }
            b'0'..=b'9' => self.lex_number(c),
            c if is_ident_start(c) => {
                self.skip_class(IDENT);
                TokKind::BareIdent
            }
            _ => {
                self.error = UNEXPECTED;
                self.unexpected = start;
                TokKind::Error
            }
        };
        self.tok(kind, start, line, line_start)
    }

    /// `suffix-id ::= digit+ | [a-zA-Z$._-][a-zA-Z0-9$._-]*`.
    fn lex_suffix_id(&mut self, allow_digits: bool) -> bool {
        let c = class(self.peek(0));
        if c & DIGIT != 0 {
            if !allow_digits {
                // `@` ids must start with a letter; MLIR accepts digits-only suffixes elsewhere.
                return false;
            }
            self.skip_class(DIGIT);
            return true;
        }
        if c & SUFFIX != 0 {
            self.skip_class(SUFFIX);
            return true;
        }
        false
    }

    fn lex_number(&mut self, first: u8) -> TokKind {
        if first == b'0' && self.peek(0) == b'x' && class(self.peek(1)) & HEX != 0 {
            self.pos += 1;
            self.skip_class(HEX);
            return TokKind::Integer;
        }
        self.skip_class(DIGIT);
        if self.peek(0) != b'.' {
            return TokKind::Integer;
        }
        self.pos += 1;
        self.skip_class(DIGIT);
        if matches!(self.peek(0), b'e' | b'E') {
            let d1 = self.peek(1);
            let d2 = self.peek(2);
            if d1.is_ascii_digit() || (matches!(d1, b'+' | b'-') && d2.is_ascii_digit()) {
                self.pos += 2;
                self.skip_class(DIGIT);
            }
        }
        TokKind::Float
    }

    /// After the opening quote: scans to the closing quote.
    fn lex_string(&mut self) -> TokKind {
        loop {
            // Plain characters first, in one tight loop.
            let src = self.src;
            let mut p = self.pos;
            while p < src.len() && class(src[p]) & STR_STOP == 0 {
                p += 1;
            }
            self.pos = p;
            let Some(&c) = self.src.get(self.pos) else {
                self.error = "expected '\"' in string literal";
                return TokKind::Error;
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return TokKind::String;
                }
                b'\n' | b'\r' => {
                    self.error = "expected '\"' in string literal";
                    return TokKind::Error;
                }
                b'\\' => {
                    let n = self.peek(1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if n.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        self.pos += 1;
                        self.error = "unknown escape in string literal";
                        return TokKind::Error;
                    }
                }
                _ => self.pos += 1,
            }
        }
    }

    /// Scans a balanced dialect body starting at the current position (which must be
    /// at `<`), up to and including the matching `>`; strings are skipped whole.
    /// Returns the end offset, or an error message.
    pub fn scan_pretty_body(&mut self) -> Result<usize, &'static str> {
        if let Some(end) = scan_balanced_on_line(self.src, self.pos) {
            self.pos = end;
            return Ok(end);
        }
        let mut stack: smallvec::SmallVec<[u8; 16]> = smallvec::SmallVec::new();
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return Err("unbalanced '<' character in pretty dialect name");
            };
            self.pos += 1;
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` inside a body is not a closing bracket.
                    if c == b'>' && self.pos >= 2 && self.src[self.pos - 2] == b'-' {
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.pop() != Some(open) {
                        return Err("unbalanced '<' character in pretty dialect name");
                    }
                    if stack.is_empty() {
                        return Ok(self.pos);
                    }
                }
                b'"' if self.lex_string() != TokKind::String => {
                    return Err("unbalanced '<' character in pretty dialect name");
                }
                b'\n' => self.newline(self.pos - 1),
                _ => {}
            }
        }
    }
}

/// Fast path of [`Lexer::scan_pretty_body`] for text on one line: `src[at]` must be
/// an opening bracket (`<`, `(`, `[`, `{`); returns the offset just past its
/// matching closing bracket (`->` is not a bracket). `None` when the text has a
/// string, a newline, a mismatched bracket, more than 64 nested levels, or ends
/// first: callers then take the general path.
pub(crate) fn scan_balanced_on_line(src: &[u8], at: usize) -> Option<usize> {
    // Each open bracket kind in two bits; `depth` levels are in use.
    let mut kinds: u128 = 0;
    let mut depth = 0u32;
    let mut p = at;
    while p < src.len() {
        let c = src[p];
        p += 1;
        if class(c) & BRACKET_STOP == 0 {
            continue;
        }
        let (open, kind) = match c {
            b'<' => (true, 0),
            b'(' => (true, 1),
            b'[' => (true, 2),
            b'{' => (true, 3),
            b'>' => (false, 0),
            b')' => (false, 1),
            b']' => (false, 2),
            b'}' => (false, 3),
            b'-' => {
                if src.get(p) == Some(&b'>') {
                    p += 1;
                }
                continue;
            }
            b'"' | b'\n' | b'\r' => return None,
            _ => continue,
        };
        if open {
            if depth == 64 {
                return None;
            }
            kinds = (kinds << 2) | kind;
            depth += 1;
        } else {
            if depth == 0 || (kinds & 3) != kind {
                return None;
            }
            kinds >>= 2;
            depth -= 1;
            if depth == 0 {
                return Some(p);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn balanced_scan_fast_path() {
        let f = |s: &str| scan_balanced_on_line(s.as_bytes(), 0);
        assert_eq!(f("<64x64xf16> rest"), Some(11));
        assert_eq!(f("(tensor<2xf16>, i32) -> i32"), Some(20));
        assert_eq!(f("<(d0) -> (d0)>x"), Some(14));
        assert_eq!(f("<a, [b, {c}]>"), Some(13));
        assert_eq!(f("<a)"), None);
        assert_eq!(f("<\"s\">"), None);
        assert_eq!(f("<a\n>"), None);
        assert_eq!(f("<<<"), None);
        let deep = format!("{}{}", "(".repeat(65), ")".repeat(65));
        assert_eq!(f(&deep), None);
        let ok = format!("{}{}", "(".repeat(64), ")".repeat(64));
        assert_eq!(f(&ok), Some(128));
    }

    fn kinds(s: &str) -> Vec<TokKind> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, TokKind::Eof | TokKind::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_generic_op() {
        use TokKind::*;
        assert_eq!(
            kinds("%0:2 = \"foo.bar\"(%a#1) {x = 1.5e3} : (i32) -> !t.x // c\n^bb0 @s ..."),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                LBrace,
                BareIdent,
                Equal,
                Float,
                RBrace,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                ExclaimIdent,
                CaretIdent,
                AtIdent,
                Ellipsis,
                Eof
            ]
        );
    }

    #[test]
    fn reports_errors_without_panicking() {
        assert_eq!(kinds("\"abc").last(), Some(&TokKind::Error));
        assert_eq!(kinds("\u{1}").last(), Some(&TokKind::Error));
        assert_eq!(kinds("..").last(), Some(&TokKind::Error));
    }

    #[test]
    fn names_the_unexpected_character() {
        let message = |src: &[u8]| {
            let mut l = Lexer::new(src);
            while l.next_token().kind != TokKind::Error {}
            l.error_message().into_owned()
        };
        assert_eq!(message(b"a \x01 b"), "unexpected character '\\u{1}'");
        assert_eq!(
            message("a \u{e9}".as_bytes()),
            "unexpected character '\u{e9}'"
        );
        assert_eq!(
            message(b"a \xff b"),
            "unexpected character: byte 0xff is not UTF-8"
        );
        assert_eq!(message(b"\"abc"), "expected '\"' in string literal");
    }

    #[test]
    fn tracks_lines_and_columns() {
        let mut l = Lexer::new(b"a\n  b // x\n c");
        let a = l.next_token();
        let b = l.next_token();
        let c = l.next_token();
        assert_eq!(
            (a.line, a.col, b.line, b.col, c.line, c.col),
            (1, 1, 2, 3, 3, 2)
        );
    }
}
