//! A borrowed byte string that remembers where it lies in its buffer, so that
//! every parse error can point at the exact column (LLVM's `StringRef` into a
//! `SourceMgr` buffer plays this role).

use crate::source::{BufId, Loc, Span};

/// A slice of buffer `buf` starting at byte `off`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Str<'a> {
    pub buf: BufId,
    pub off: usize,
    pub s: &'a [u8],
}

/// LLVM's `SpaceChars` for numeric expressions.
pub(crate) const SPACE: &[u8] = b" \t";
/// LLVM's default whitespace set for `StringRef::ltrim()`.
pub(crate) const WHITESPACE: &[u8] = b" \t\n\x0b\x0c\r";

impl<'a> Str<'a> {
    pub(crate) fn new(buf: BufId, off: usize, s: &'a [u8]) -> Self {
        Str { buf, off, s }
    }

    pub(crate) fn len(&self) -> usize {
        self.s.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.s.is_empty()
    }

    pub(crate) fn loc(&self) -> Loc {
        Loc {
            buf: self.buf,
            off: self.off,
        }
    }

    pub(crate) fn span(&self) -> Span {
        Span::new(self.buf, self.off, self.off + self.s.len())
    }

    pub(crate) fn starts_with(&self, p: &[u8]) -> bool {
        self.s.starts_with(p)
    }

    pub(crate) fn consume_front(&mut self, p: &[u8]) -> bool {
        if self.s.starts_with(p) {
            *self = self.drop_front(p.len());
            true
        } else {
            false
        }
    }

    pub(crate) fn drop_front(&self, n: usize) -> Str<'a> {
        let n = n.min(self.s.len());
        Str::new(self.buf, self.off + n, &self.s[n..])
    }

    pub(crate) fn take_front(&self, n: usize) -> Str<'a> {
        let n = n.min(self.s.len());
        Str::new(self.buf, self.off, &self.s[..n])
    }

    /// The part of `self` before `rest`, which must be a suffix of `self`.
    pub(crate) fn drop_back_to(&self, rest: &Str<'a>) -> Str<'a> {
        self.take_front(self.len().saturating_sub(rest.len()))
    }

    pub(crate) fn find(&self, p: &[u8]) -> Option<usize> {
        find(self.s, p, 0)
    }

    pub(crate) fn find_from(&self, p: &[u8], from: usize) -> Option<usize> {
        find(self.s, p, from)
    }

    pub(crate) fn find_byte(&self, c: u8) -> Option<usize> {
        self.s.iter().position(|&x| x == c)
    }

    pub(crate) fn ltrim(&self, set: &[u8]) -> Str<'a> {
        let n = self.s.iter().take_while(|c| set.contains(c)).count();
        self.drop_front(n)
    }

    pub(crate) fn rtrim(&self, set: &[u8]) -> Str<'a> {
        let n = self.s.iter().rev().take_while(|c| set.contains(c)).count();
        self.take_front(self.s.len() - n)
    }

    pub(crate) fn trim(&self, set: &[u8]) -> Str<'a> {
        self.ltrim(set).rtrim(set)
    }

    pub(crate) fn text(&self) -> String {
        String::from_utf8_lossy(self.s).into_owned()
    }
}

/// Position of `needle` in `hay` at or after `from`.
pub(crate) fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(from);
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// LLVM's `StringRef::consumeInteger(Radix, APInt)` on a non-negative value,
/// limited to `i128`: `None` when nothing was consumed (or on overflow).
pub(crate) fn consume_unsigned(s: &mut Str<'_>, radix: u32) -> Option<u128> {
    let orig_len = s.len();
    let mut t = *s;
    let mut radix = radix;
    if radix == 0 {
        radix = if t.s.len() >= 2 && t.s[0] == b'0' && (t.s[1] | 0x20) == b'x' {
            t = t.drop_front(2);
            16
        } else if t.s.len() >= 2 && t.s[0] == b'0' && (t.s[1] | 0x20) == b'b' {
            t = t.drop_front(2);
            2
        } else if t.s.starts_with(b"0o") {
            t = t.drop_front(2);
            8
        } else if t.s.len() >= 2 && t.s[0] == b'0' && t.s[1].is_ascii_digit() {
            t = t.drop_front(1);
            8
        } else {
            10
        };
    }
    if t.is_empty() {
        return None;
    }
    let mut value: u128 = 0;
    let mut n = 0;
    for &c in t.s {
        let d = match c {
            b'0'..=b'9' => u32::from(c - b'0'),
            b'a'..=b'z' => u32::from(c - b'a') + 10,
            b'A'..=b'Z' => u32::from(c - b'A') + 10,
            _ => break,
        };
        if d >= radix {
            break;
        }
        value = value
            .checked_mul(u128::from(radix))?
            .checked_add(u128::from(d))?;
        n += 1;
    }
    let rest = t.drop_front(n);
    if rest.len() == orig_len {
        return None;
    }
    *s = rest;
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(input: &str, radix: u32, expect: Option<(u128, &str)>) {
        let mut s = Str::new(0, 0, input.as_bytes());
        let got = consume_unsigned(&mut s, radix).map(|v| (v, s.text()));
        assert_eq!(got, expect.map(|(v, r)| (v, r.to_string())), "{input:?}");
    }

    #[test]
    fn integers_like_llvm() {
        check("42abc", 10, Some((42, "abc")));
        check("0x1F+", 0, Some((31, "+")));
        check("017", 0, Some((15, "")));
        check("0xg", 0, Some((0, "g")));
        check("0x", 0, None);
        check("abc", 10, None);
        check("0", 0, Some((0, "")));
    }
}
