//! A typed reader over a parsed TOML document that keeps spans, so that every error names the
//! file, the line and column, and the dotted key: `ipu21.toml:12:11: error: 'exchange.columns':
//! expected an integer, found a string`. It also reports keys that nobody read (typos).

use std::collections::BTreeSet;
use std::ops::{Range, RangeInclusive};
use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::error::{Error, Result};

/// One parsed document and the keys read from it so far.
pub(crate) struct Doc<'a> {
    file: PathBuf,
    text: &'a str,
    root: Spanned<DeTable<'a>>,
    used: BTreeSet<String>,
}

impl<'a> Doc<'a> {
    /// Parses `text`; a syntax error becomes [`Error::Target`] at the position the parser names.
    pub(crate) fn parse(file: &Path, text: &'a str) -> Result<Self> {
        match DeTable::parse(text) {
            Ok(root) => Ok(Doc {
                file: file.to_path_buf(),
                text,
                root,
                used: BTreeSet::new(),
            }),
            Err(e) => {
                let (line, col) = e.span().map(|s| line_col(text, s.start)).unzip();
                Err(Error::Target {
                    file: file.to_path_buf(),
                    line,
                    col,
                    key: String::new(),
                    message: format!("invalid TOML: {}", e.message().trim_end()),
                })
            }
        }
    }

    /// An error about `key` located at `span` (or at the start of the file).
    pub(crate) fn error(
        &self,
        key: &str,
        span: Option<Range<usize>>,
        message: impl std::fmt::Display,
    ) -> Error {
        let (line, col) = span.map(|s| line_col(self.text, s.start)).unzip();
        Error::Target {
            file: self.file.clone(),
            line,
            col,
            key: key.to_string(),
            message: format!("'{key}': {message}"),
        }
    }

    /// The value at dotted `key`, or `None` if absent. Marks the key (and its parents) as read.
    fn lookup(&mut self, key: &str) -> Result<Option<&Spanned<DeValue<'a>>>> {
        let mut path = String::new();
        for part in key.split('.') {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(part);
            self.used.insert(path.clone());
        }
        let mut table = self.root.get_ref();
        let mut parts = key.split('.').peekable();
        let mut walked = String::new();
        while let Some(part) = parts.next() {
            let Some(value) = table.get(part) else {
                return Ok(None);
            };
            if parts.peek().is_none() {
                return Ok(Some(value));
            }
            if !walked.is_empty() {
                walked.push('.');
            }
            walked.push_str(part);
            match value.get_ref() {
                DeValue::Table(t) => table = t,
                other => {
                    return Err(self.error(
                        &walked,
                        Some(value.span()),
                        format!("expected a table, found {}", kind(other)),
                    ));
                }
            }
        }
        Ok(None)
    }

    fn required(&mut self, key: &str) -> Result<(DeValue<'a>, Range<usize>)> {
        match self.lookup(key)? {
            Some(v) => Ok((v.get_ref().clone(), v.span())),
            None => {
                // Point at the enclosing table when it exists.
                let span = key
                    .rsplit_once('.')
                    .and_then(|(parent, _)| self.span_of(parent));
                Err(self.error(key, span, "missing key"))
            }
        }
    }

    fn span_of(&self, key: &str) -> Option<Range<usize>> {
        let mut table = self.root.get_ref();
        let mut span = None;
        for part in key.split('.') {
            let v = table.get(part)?;
            span = Some(v.span());
            match v.get_ref() {
                DeValue::Table(t) => table = t,
                _ => break,
            }
        }
        span
    }

    /// A required integer in `range`.
    pub(crate) fn integer(&mut self, key: &str, range: RangeInclusive<i128>) -> Result<i128> {
        let (value, span) = self.required(key)?;
        let n = self.as_integer(key, &value, &span)?;
        if !range.contains(&n) {
            return Err(self.error(
                key,
                Some(span),
                format!("{n} is out of range {}..={}", range.start(), range.end()),
            ));
        }
        Ok(n)
    }

    fn as_integer(&self, key: &str, value: &DeValue<'a>, span: &Range<usize>) -> Result<i128> {
        match value {
            DeValue::Integer(i) => i128::from_str_radix(i.as_str(), i.radix()).map_err(|_| {
                self.error(key, Some(span.clone()), "integer does not fit in 128 bits")
            }),
            other => Err(self.error(
                key,
                Some(span.clone()),
                format!("expected an integer, found {}", kind(other)),
            )),
        }
    }

    /// A required `u32` in `range`.
    pub(crate) fn u32(&mut self, key: &str, range: RangeInclusive<u32>) -> Result<u32> {
        let n = self.integer(key, i128::from(*range.start())..=i128::from(*range.end()))?;
        // In range by the check above.
        Ok(n as u32)
    }

    /// A required `u64` in `range`.
    pub(crate) fn u64(&mut self, key: &str, range: RangeInclusive<u64>) -> Result<u64> {
        let n = self.integer(key, i128::from(*range.start())..=i128::from(*range.end()))?;
        Ok(n as u64)
    }

    /// A required finite number (float or integer) in `range`.
    pub(crate) fn f64(&mut self, key: &str, range: RangeInclusive<f64>) -> Result<f64> {
        let (value, span) = self.required(key)?;
        let x = match &value {
            DeValue::Float(f) => f
                .as_str()
                .replace('_', "")
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite()),
            DeValue::Integer(_) => Some(self.as_integer(key, &value, &span)? as f64),
            other => {
                return Err(self.error(
                    key,
                    Some(span),
                    format!("expected a number, found {}", kind(other)),
                ));
            }
        };
        match x {
            Some(x) if range.contains(&x) => Ok(x),
            Some(x) => Err(self.error(
                key,
                Some(span),
                format!("{x} is out of range {}..={}", range.start(), range.end()),
            )),
            None => Err(self.error(key, Some(span), "expected a finite number")),
        }
    }

    /// A required boolean.
    pub(crate) fn bool(&mut self, key: &str) -> Result<bool> {
        match self.required(key)? {
            (DeValue::Boolean(b), _) => Ok(b),
            (other, span) => Err(self.error(
                key,
                Some(span),
                format!("expected a boolean, found {}", kind(&other)),
            )),
        }
    }

    /// A required string.
    pub(crate) fn string(&mut self, key: &str) -> Result<String> {
        match self.required(key)? {
            (DeValue::String(s), _) => Ok(s.into_owned()),
            (other, span) => Err(self.error(
                key,
                Some(span),
                format!("expected a string, found {}", kind(&other)),
            )),
        }
    }

    /// A required array of `[start, end]` integer pairs with `start < end`, each within `bounds`.
    pub(crate) fn ranges(
        &mut self,
        key: &str,
        bounds: RangeInclusive<u32>,
    ) -> Result<Vec<(u32, u32)>> {
        let (value, span) = self.required(key)?;
        let DeValue::Array(items) = &value else {
            return Err(self.error(
                key,
                Some(span),
                format!(
                    "expected an array of [start, end] pairs, found {}",
                    kind(&value)
                ),
            ));
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let ikey = format!("{key}[{i}]");
            let pair = match item.get_ref() {
                DeValue::Array(p) if p.len() == 2 => p,
                _ => {
                    return Err(self.error(
                        &ikey,
                        Some(item.span()),
                        "expected a [start, end] pair",
                    ));
                }
            };
            let mut ends = [0u32; 2];
            for (j, v) in pair.iter().enumerate() {
                let n = self.as_integer(&ikey, v.get_ref(), &v.span())?;
                if n < i128::from(*bounds.start()) || n > i128::from(*bounds.end()) {
                    return Err(self.error(
                        &ikey,
                        Some(v.span()),
                        format!(
                            "{n:#x} is outside {:#x}..={:#x}",
                            bounds.start(),
                            bounds.end()
                        ),
                    ));
                }
                ends[j] = n as u32;
            }
            if ends[0] >= ends[1] {
                return Err(self.error(
                    &ikey,
                    Some(item.span()),
                    format!("start {:#x} is not below end {:#x}", ends[0], ends[1]),
                ));
            }
            out.push((ends[0], ends[1]));
        }
        Ok(out)
    }

    /// Fails on the first key (in file order) that was never read: usually a typo.
    pub(crate) fn finish(self) -> Result<()> {
        let mut unknown: Vec<(usize, String, Range<usize>)> = Vec::new();
        collect_unread(self.root.get_ref(), "", &self.used, &mut unknown);
        unknown.sort_by_key(|(start, _, _)| *start);
        match unknown.into_iter().next() {
            Some((_, key, span)) => Err(self.error(&key, Some(span), "unknown key")),
            None => Ok(()),
        }
    }
}

fn collect_unread(
    table: &DeTable<'_>,
    prefix: &str,
    used: &BTreeSet<String>,
    out: &mut Vec<(usize, String, Range<usize>)>,
) {
    for (k, v) in table.iter() {
        let key = if prefix.is_empty() {
            k.get_ref().to_string()
        } else {
            format!("{prefix}.{}", k.get_ref())
        };
        if !used.contains(&key) {
            out.push((k.span().start, key, k.span()));
        } else if let DeValue::Table(t) = v.get_ref() {
            // A table that was only looked up as a parent: check its children too.
            collect_unread(t, &key, used, out);
        }
    }
}

fn kind(v: &DeValue<'_>) -> &'static str {
    match v {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a datetime",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

/// 1-based line and column (in characters) of byte `offset`.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(text: &str) -> Doc<'_> {
        Doc::parse(Path::new("t.toml"), text).unwrap()
    }

    /// `check(text, read, expect)`: run `read` on the document and compare the error text (or
    /// `"ok"`).
    fn check(text: &str, read: impl FnOnce(&mut Doc<'_>) -> Result<()>, expect: &str) {
        let mut d = doc(text);
        let got = match read(&mut d).and_then(|()| d.finish()) {
            Ok(()) => "ok".to_string(),
            Err(e) => e.to_string(),
        };
        assert_eq!(got, expect);
    }

    #[test]
    fn reads_typed_values() {
        let mut d =
            doc("a = 0x10\nb = 1_000\n[t]\nc = 0.5\nd = true\ne = \"x\"\nr = [[1, 2], [3, 4]]\n");
        assert_eq!(d.u32("a", 0..=100).unwrap(), 16);
        assert_eq!(d.u64("b", 0..=2000).unwrap(), 1000);
        assert_eq!(d.f64("t.c", 0.0..=1.0).unwrap(), 0.5);
        assert!(d.bool("t.d").unwrap());
        assert_eq!(d.string("t.e").unwrap(), "x");
        assert_eq!(d.ranges("t.r", 0..=10).unwrap(), vec![(1, 2), (3, 4)]);
        d.finish().unwrap();
    }

    #[test]
    fn errors_name_file_line_column_and_key() {
        check(
            "a = 1\n",
            |d| d.u32("b", 0..=9).map(drop),
            "t.toml: error: 'b': missing key",
        );
        check(
            "[t]\na = 1\n",
            |d| d.u32("t.b", 0..=9).map(drop),
            "t.toml:1:1: error: 't.b': missing key",
        );
        check(
            "a = \"x\"\n",
            |d| d.u32("a", 0..=9).map(drop),
            "t.toml:1:5: error: 'a': expected an integer, found a string",
        );
        check(
            "\n a = 10\n",
            |d| d.u32("a", 0..=9).map(drop),
            "t.toml:2:6: error: 'a': 10 is out of range 0..=9",
        );
        check(
            "a = 1\nab = 2\n",
            |d| d.u32("a", 0..=9).map(drop),
            "t.toml:2:1: error: 'ab': unknown key",
        );
        check(
            "[t]\na = 1\nzz = 2\n",
            |d| d.u32("t.a", 0..=9).map(drop),
            "t.toml:3:1: error: 't.zz': unknown key",
        );
        check(
            "t = 1\n",
            |d| d.u32("t.a", 0..=9).map(drop),
            "t.toml:1:5: error: 't': expected a table, found an integer",
        );
        check(
            "f = nan\n",
            |d| d.f64("f", 0.0..=1.0).map(drop),
            "t.toml:1:5: error: 'f': expected a finite number",
        );
        check(
            "r = [[2, 1]]\n",
            |d| d.ranges("r", 0..=9).map(drop),
            "t.toml:1:6: error: 'r[0]': start 0x2 is not below end 0x1",
        );
        check(
            "r = [[1, 99]]\n",
            |d| d.ranges("r", 0..=9).map(drop),
            "t.toml:1:10: error: 'r[0]': 0x63 is outside 0x0..=0x9",
        );
    }

    #[test]
    fn syntax_errors_are_located() {
        let e = Doc::parse(Path::new("t.toml"), "a = 1\nb = = 2\n")
            .err()
            .unwrap()
            .to_string();
        assert!(e.starts_with("t.toml:2:"), "{e}");
        assert!(e.contains("error: invalid TOML"), "{e}");
    }
}
