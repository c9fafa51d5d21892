//! Reading a test file's lit directives: `RUN:` (with `\` continuations),
//! `XFAIL:`, `REQUIRES:`, `UNSUPPORTED:`, `DEFINE:`/`REDEFINE:`, `END.`,
//! and expanding lit's substitutions (`%s`, `%S`, `%p`, `%t`, `%T`, `%%`,
//! `%{name}`).
//!
//! As in lit, a directive is recognised anywhere on a line (whatever comment
//! syntax precedes it: `//`, `#`, `;`), and lit has no `RUN-NOT:`.

use std::path::Path;

use crate::{Error, Result};

/// One `RUN:` command after joining continuations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line of the first `RUN:` of the command.
    pub line: usize,
    /// The command, with `%{name}` definitions already expanded.
    pub command: String,
}

/// The directives of one test file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script {
    /// The commands, in order.
    pub run: Vec<RunLine>,
    /// `XFAIL:` expressions (`*` matches everything).
    pub xfail: Vec<String>,
    /// `REQUIRES:` expressions.
    pub requires: Vec<String>,
    /// `UNSUPPORTED:` expressions.
    pub unsupported: Vec<String>,
}

const KEYWORDS: [&str; 7] = [
    "RUN:",
    "XFAIL:",
    "REQUIRES:",
    "UNSUPPORTED:",
    "DEFINE:",
    "REDEFINE:",
    "END.",
];

/// Parses the directives of `text` (the contents of `path`, for messages).
pub fn parse(path: &Path, text: &str) -> Result<Script> {
    let mut script = Script::default();
    let mut defines: Vec<(String, String)> = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        let Some((kw, pos)) = KEYWORDS
            .iter()
            .filter_map(|k| line.find(k).map(|p| (*k, p)))
            .min_by_key(|(_, p)| *p)
        else {
            continue;
        };
        let rest = line[pos + kw.len()..].trim();
        let err = |msg: String| Error::Script {
            path: path.display().to_string(),
            line: lineno,
            msg,
        };
        if kw != "RUN:" && pending.is_some() {
            return Err(err(format!("'{kw}' inside a RUN line continuation")));
        }
        match kw {
            "END." if rest.is_empty() => break,
            "RUN:" => {
                let (start, mut acc) = pending.take().unwrap_or((lineno, String::new()));
                if let Some(body) = rest.strip_suffix('\\') {
                    acc.push_str(body);
                    pending = Some((start, acc));
                } else {
                    acc.push_str(rest);
                    let command = expand_defines(&acc, &defines).map_err(err)?;
                    script.run.push(RunLine {
                        line: start,
                        command,
                    });
                }
            }
            "XFAIL:" => script.xfail.extend(split_list(rest)),
            "REQUIRES:" => script.requires.extend(split_list(rest)),
            "UNSUPPORTED:" => script.unsupported.extend(split_list(rest)),
            "DEFINE:" | "REDEFINE:" => {
                let (name, value) = rest
                    .split_once('=')
                    .ok_or_else(|| err(format!("expected '%{{name}} = value' after '{kw}'")))?;
                let name = name.trim();
                if !(name.starts_with("%{") && name.ends_with('}')) {
                    return Err(err(format!(
                        "substitution name '{name}' must have the form '%{{name}}'"
                    )));
                }
                let value = value.trim().to_string();
                let existing = defines.iter().position(|(n, _)| n == name);
                match (kw, existing) {
                    ("DEFINE:", Some(_)) => {
                        return Err(err(format!("'{name}' is already defined; use REDEFINE")));
                    }
                    ("REDEFINE:", None) => {
                        return Err(err(format!("'{name}' is not defined; use DEFINE")));
                    }
                    (_, Some(i)) => defines[i].1 = value,
                    (_, None) => defines.push((name.to_string(), value)),
                }
            }
            _ => {}
        }
    }
    if let Some((line, _)) = pending {
        return Err(Error::Script {
            path: path.display().to_string(),
            line,
            msg: "RUN line ends with a '\\' continuation and no next RUN line".into(),
        });
    }
    if script.run.is_empty() {
        return Err(Error::Script {
            path: path.display().to_string(),
            line: 1,
            msg: "test has no 'RUN:' line".into(),
        });
    }
    Ok(script)
}

fn split_list(s: &str) -> Vec<String> {
    s.split(',')
        .map(|x| x.trim().to_string())
        .filter(|x| !x.is_empty())
        .collect()
}

fn expand_defines(cmd: &str, defines: &[(String, String)]) -> std::result::Result<String, String> {
    let mut out = cmd.to_string();
    // Values may use earlier definitions; a few rounds settle them.
    for _ in 0..8 {
        let before = out.clone();
        for (name, value) in defines {
            out = out.replace(name.as_str(), value);
        }
        if out == before {
            return Ok(out);
        }
    }
    Err(format!("recursive substitution in '{cmd}'"))
}

/// Paths the `%` substitutions stand for.
#[derive(Debug, Clone)]
pub struct Paths {
    /// `%s`: the test file.
    pub source: String,
    /// `%S` and `%p`: its directory.
    pub source_dir: String,
    /// `%t`: a per-test temporary path.
    pub tmp: String,
    /// `%T`: the directory of `%t`.
    pub tmp_dir: String,
}

/// Applies `%s %S %p %t %T %%` (and `%{pathsep}`) to `cmd`, as lit does.
pub fn substitute(cmd: &str, p: &Paths) -> String {
    let mut out = String::with_capacity(cmd.len());
    let mut chars = cmd.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let rest = &cmd[i + 1..];
        let (text, skip): (&str, usize) = if rest.starts_with("{pathsep}") {
            (":", 9)
        } else {
            match rest.chars().next() {
                Some('s') => (&p.source, 1),
                Some('S') | Some('p') => (&p.source_dir, 1),
                Some('t') => (&p.tmp, 1),
                Some('T') => (&p.tmp_dir, 1),
                Some('%') => ("%", 1),
                _ => ("%", 0),
            }
        };
        out.push_str(text);
        for _ in 0..skip {
            chars.next();
        }
    }
    out
}

/// Evaluates a lit boolean expression (`a && !b || (c)`; `*` is true)
/// against the available features.
pub fn eval_features(expr: &str, features: &[String]) -> std::result::Result<bool, String> {
    let tokens = tokenize_expr(expr)?;
    let mut p = ExprParser {
        tokens,
        i: 0,
        features,
    };
    let v = p.or()?;
    if p.i != p.tokens.len() {
        return Err(format!("unexpected '{}' in '{expr}'", p.tokens[p.i]));
    }
    Ok(v)
}

fn tokenize_expr(s: &str) -> std::result::Result<Vec<String>, String> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' => i += 1,
            b'(' | b')' | b'!' => {
                out.push((b[i] as char).to_string());
                i += 1;
            }
            b'&' | b'|' if b.get(i + 1) == Some(&b[i]) => {
                out.push(s[i..i + 2].to_string());
                i += 2;
            }
            _ => {
                let start = i;
                while i < b.len() && !b" \t()!&|".contains(&b[i]) {
                    i += 1;
                }
                if start == i {
                    return Err(format!("bad character '{}' in '{s}'", b[i] as char));
                }
                out.push(s[start..i].to_string());
            }
        }
    }
    Ok(out)
}

struct ExprParser<'a> {
    tokens: Vec<String>,
    i: usize,
    features: &'a [String],
}

impl ExprParser<'_> {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.i).map(String::as_str)
    }

    fn or(&mut self) -> std::result::Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.i += 1;
            v |= self.and()?;
        }
        Ok(v)
    }

    fn and(&mut self) -> std::result::Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.i += 1;
            v &= self.not()?;
        }
        Ok(v)
    }

    fn not(&mut self) -> std::result::Result<bool, String> {
        match self.peek() {
            Some("!") => {
                self.i += 1;
                Ok(!self.not()?)
            }
            Some("(") => {
                self.i += 1;
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err("missing ')'".into());
                }
                self.i += 1;
                Ok(v)
            }
            Some(t) if t != ")" && t != "&&" && t != "||" => {
                let v = t == "*" || self.features.iter().any(|f| f == t);
                self.i += 1;
                Ok(v)
            }
            other => Err(format!("expected a feature, found {other:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expect: &[(usize, &str)]) {
        let s = parse(Path::new("t.mlir"), text).expect("valid script");
        let got: Vec<(usize, &str)> = s.run.iter().map(|r| (r.line, r.command.as_str())).collect();
        assert_eq!(got, expect);
    }

    #[test]
    fn run_lines_and_continuations() {
        check(
            "// RUN: a %s\n# RUN: b \\\n# RUN:   c\n; RUN: d\n",
            &[(1, "a %s"), (2, "b c"), (4, "d")],
        );
        check("// RUN: x\n// END.\n// RUN: y\n", &[(1, "x")]);
        check(
            "// DEFINE: %{x} = foo\n// RUN: %{x} bar\n// REDEFINE: %{x} = baz\n// RUN: %{x}\n",
            &[(2, "foo bar"), (4, "baz")],
        );
    }

    #[test]
    fn script_errors_are_located() {
        let e = parse(Path::new("t.mlir"), "// RUN: a \\\n").expect_err("dangling continuation");
        assert_eq!(
            e.to_string(),
            "t.mlir:1: error: RUN line ends with a '\\' continuation and no next RUN line"
        );
        assert!(parse(Path::new("t.mlir"), "nothing here\n").is_err());
    }

    #[test]
    fn substitutions() {
        let p = Paths {
            source: "/a/b.mlir".into(),
            source_dir: "/a".into(),
            tmp: "/o/b.mlir.tmp".into(),
            tmp_dir: "/o".into(),
        };
        assert_eq!(
            substitute("x %s %S %p %t %T 100%% %q", &p),
            "x /a/b.mlir /a /a /o/b.mlir.tmp /o 100% %q"
        );
    }

    #[test]
    fn feature_expressions() {
        let f = vec!["linux".to_string(), "x86".to_string()];
        assert_eq!(eval_features("linux && !windows", &f), Ok(true));
        assert_eq!(eval_features("windows || (x86 && !linux)", &f), Ok(false));
        assert_eq!(eval_features("*", &f), Ok(true));
        assert!(eval_features("linux &&", &f).is_err());
    }
}
