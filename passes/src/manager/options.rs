//! Typed pass options: declared once with [`pass_options!`](crate::pass_options),
//! parsed from the `{key=value ...}` text of a pipeline, listed by `--list-passes`.
//!
//! ```
//! ipu_passes::pass_options! {
//!     /// Options of an example pass.
//!     pub struct ExampleOptions {
//!         /// Maximum number of sweeps over the IR.
//!         max_sweeps("max-sweeps"): u64 = 10,
//!         /// Also visit nested regions.
//!         nested("nested"): bool = true,
//!     }
//! }
//! use ipu_passes::PassOptions;
//! let mut o = ExampleOptions::default();
//! o.set("max-sweeps", Some("3")).unwrap();
//! o.set("nested", None).unwrap(); // a bare key sets a bool to true, as in MLIR
//! assert_eq!(o.max_sweeps, 3);
//! assert_eq!(o.values(), vec![("max-sweeps", "3".to_string()), ("nested", "true".to_string())]);
//! ```
//!
//! Option text follows MLIR's pass-option syntax as LLVM parses it today
//! (`PassRegistry.cpp`, after LLVM PRs 101118 and 185738): entries separated by
//! spaces, `key=value`, a bare `key` (a bool set to `true`). A value runs to the next
//! space outside quotes and braces; `'...'`, `"..."` or a `{...}` that spans the
//! whole value quote it and are removed (no backslash escapes). A list option
//! (`names=a,b,c`) splits at commas outside quotes and brackets, each element
//! unquoted the same way (`names={a,b},'c d'` is `a,b` and `c d`), and a repeated
//! list option adds to the list (the first occurrence replaces the default).

use std::fmt::Write;

/// The description of one option (from the declaration; see [`pass_options!`](crate::pass_options)).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Kebab-case name used on the command line (`max-iterations`).
    pub name: &'static str,
    /// The value type's name (`u64`, `bool`, `string`, `list<string>`).
    pub type_name: &'static str,
    /// One-line help (the field's doc comment).
    pub help: &'static str,
}

/// A type usable as an option value.
pub trait OptionValue: Sized {
    /// The type's name shown by `--list-passes`.
    const TYPE_NAME: &'static str;
    /// Parses the text after `key=`. `None` for a bare `key` (only `bool` accepts that).
    /// The error is a short phrase (`expected an unsigned integer`).
    fn parse_option(text: Option<&str>) -> Result<Self, String>;
    /// Prints the value so that [`OptionValue::parse_option`] reads it back.
    fn print_option(&self) -> String;
    /// Applies one occurrence of the option (`first`: the first in this option
    /// text). Replaces the value; a list adds to it after its first occurrence.
    fn parse_occurrence(&mut self, text: Option<&str>, first: bool) -> Result<(), String> {
        let _ = first;
        *self = Self::parse_option(text)?;
        Ok(())
    }
    /// Whether a pipeline leaves this value out when printing it (MLIR prints no
    /// empty list).
    fn omitted_when_printed(&self) -> bool {
        false
    }
}

fn need(text: Option<&str>) -> Result<&str, String> {
    text.ok_or_else(|| "expected a value (`key=value`)".to_string())
}

impl OptionValue for bool {
    const TYPE_NAME: &'static str = "bool";
    fn parse_option(text: Option<&str>) -> Result<Self, String> {
        match text {
            None | Some("true" | "1") => Ok(true),
            Some("false" | "0") => Ok(false),
            Some(_) => Err("expected `true` or `false`".to_string()),
        }
    }
    fn print_option(&self) -> String {
        self.to_string()
    }
}

macro_rules! int_option {
    ($($t:ty => $what:literal),*) => {$(
        impl OptionValue for $t {
            const TYPE_NAME: &'static str = stringify!($t);
            fn parse_option(text: Option<&str>) -> Result<Self, String> {
                let t = need(text)?;
                t.trim().parse::<$t>().map_err(|_| format!(concat!("expected ", $what, " (", stringify!($t), ")")))
            }
            fn print_option(&self) -> String {
                self.to_string()
            }
        }
    )*};
}

int_option!(
    u32 => "an unsigned integer", u64 => "an unsigned integer", usize => "an unsigned integer",
    i32 => "an integer", i64 => "an integer"
);

impl OptionValue for f64 {
    const TYPE_NAME: &'static str = "f64";
    fn parse_option(text: Option<&str>) -> Result<Self, String> {
        let t = need(text)?;
        t.trim()
            .parse::<f64>()
            .map_err(|_| "expected a number (f64)".to_string())
    }
    fn print_option(&self) -> String {
        self.to_string()
    }
}

impl OptionValue for String {
    const TYPE_NAME: &'static str = "string";
    fn parse_option(text: Option<&str>) -> Result<Self, String> {
        Ok(need(text)?.to_string())
    }
    fn print_option(&self) -> String {
        quote_if_needed(self)
    }
}

/// A comma-separated list (`names=a,b,c`); the empty text adds nothing. Commas in
/// quotes or brackets do not split (`{a,b}` is one element, `a,b`).
impl OptionValue for Vec<String> {
    const TYPE_NAME: &'static str = "list<string>";
    fn parse_option(text: Option<&str>) -> Result<Self, String> {
        let mut v = Vec::new();
        v.parse_occurrence(text, true)?;
        Ok(v)
    }
    fn print_option(&self) -> String {
        let elems: Vec<String> = self.iter().map(|e| quote_if_needed(e)).collect();
        format!("{{{}}}", elems.join(","))
    }
    fn parse_occurrence(&mut self, text: Option<&str>, first: bool) -> Result<(), String> {
        let t = need(text)?;
        if first {
            self.clear();
        }
        self.extend(split_list(t).into_iter().map(str::to_string));
        Ok(())
    }
    fn omitted_when_printed(&self) -> bool {
        self.is_empty()
    }
}

/// A string as MLIR prints an option value: in braces when a blank comes before any
/// quote or brace (LLVM's `printOptionValue`), so that it reads back as one value.
fn quote_if_needed(s: &str) -> String {
    let space = s.find(' ');
    let quote = s.find(['{', '\'', '"']);
    match (space, quote) {
        (Some(sp), Some(q)) if sp < q => format!("{{{s}}}"),
        (Some(_), None) => format!("{{{s}}}"),
        _ => s.to_string(),
    }
}

/// LLVM's `findChar`: the next `c` at or after `from` outside `{...}`, `(...)`,
/// `[...]`, `"..."` and `'...'`; `None` if there is none or a range is unclosed.
fn find_char(s: &[u8], from: usize, c: u8) -> Option<usize> {
    // Closers expected, innermost last: inside a range only its closer counts.
    let mut closers: Vec<u8> = Vec::new();
    let mut i = from;
    while i < s.len() {
        let want = closers.last().copied().unwrap_or(c);
        if s[i] == want {
            if closers.pop().is_none() {
                return Some(i);
            }
            i += 1;
            continue;
        }
        match s[i] {
            b'{' => closers.push(b'}'),
            b'(' => closers.push(b')'),
            b'[' => closers.push(b']'),
            q @ (b'"' | b'\'') => {
                i += 1 + s[i + 1..].iter().position(|&x| x == q)?;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// LLVM's `extractArgAndUpdateOptions` on one value: trimmed, and unquoted when
/// `'...'` or `"..."` surround it, or a `{...}` spans all of it (only the outer
/// pair; `{a},{b}` stays as it is).
fn unquote(text: &str) -> &str {
    let t = text.trim();
    let b = t.as_bytes();
    if b.len() <= 1 {
        return t;
    }
    for q in [b'\'', b'"'] {
        if b[0] == q && b[b.len() - 1] == q {
            return t[1..t.len() - 1].trim();
        }
    }
    if b[0] == b'{' && find_char(b, 1, b'}') == Some(b.len() - 1) {
        return t[1..t.len() - 1].trim();
    }
    t
}

/// The elements of a list value: split at commas outside quotes and brackets,
/// each unquoted (LLVM's `parseCommaSeparatedList`); the empty text has none.
fn split_list(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if text.is_empty() {
        return out;
    }
    let mut rest = text;
    while let Some(at) = find_char(rest.as_bytes(), 0, b',') {
        out.push(unquote(&rest[..at]));
        rest = &rest[at + 1..];
    }
    out.push(unquote(rest));
    out
}

/// A set of typed options for one pass. Implemented by [`pass_options!`](crate::pass_options);
/// `()` is the empty set.
pub trait PassOptions: Default + Clone + Send + Sync + 'static {
    /// The options, in declaration order.
    const SPECS: &'static [OptionSpec];
    /// Sets option `name` from its text (`None` for a bare key).
    ///
    /// # Errors
    /// [`OptionError::Unknown`] if no option has that name; [`OptionError::BadValue`]
    /// if the text does not parse as the option's type.
    fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        self.set_occurrence(name, value, true)
    }
    /// Applies one occurrence of option `name` (`first`: its first in the option
    /// text): a list option adds to its list after the first.
    ///
    /// # Errors
    /// As [`PassOptions::set`].
    fn set_occurrence(
        &mut self,
        name: &str,
        value: Option<&str>,
        first: bool,
    ) -> Result<(), OptionError>;
    /// Every option with its current value as text, in declaration order (an
    /// empty list is left out, as MLIR prints pipelines).
    fn values(&self) -> Vec<(&'static str, String)>;
}

impl PassOptions for () {
    const SPECS: &'static [OptionSpec] = &[];
    fn set_occurrence(
        &mut self,
        name: &str,
        _value: Option<&str>,
        _first: bool,
    ) -> Result<(), OptionError> {
        Err(OptionError::Unknown(name.to_string()))
    }
    fn values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// Why one option could not be set (user input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this name.
    Unknown(String),
    /// The value does not parse: option name, the value text, what was expected.
    BadValue {
        /// The option.
        name: String,
        /// The text given.
        value: String,
        /// What the option's type expects.
        expected: String,
    },
}

/// Declares a pass's options as a struct with typed fields, defaults, help text and
/// kebab-case names; implements [`PassOptions`](crate::PassOptions) for it.
///
/// Each field is `doc comment, field(“cli-name”): Type = default`. The type must
/// implement [`OptionValue`](crate::OptionValue) (`bool`, `u32`, `u64`, `usize`,
/// `i32`, `i64`, `f64`, `String`, `Vec<String>`). See the module doc for an example.
#[macro_export]
macro_rules! pass_options {
    (
        $(#[$sattr:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[doc = $doc:literal])+
                $field:ident ( $key:literal ) : $ty:ty = $default:expr
            ),* $(,)?
        }
    ) => {
        $(#[$sattr])*
        #[derive(Clone, Debug, PartialEq)]
        $vis struct $name {
            $(
                $(#[doc = $doc])+
                pub $field: $ty,
            )*
        }

        impl Default for $name {
            fn default() -> Self {
                $name { $($field: $default,)* }
            }
        }

        impl $crate::PassOptions for $name {
            const SPECS: &'static [$crate::OptionSpec] = &[
                $($crate::OptionSpec {
                    name: $key,
                    type_name: <$ty as $crate::OptionValue>::TYPE_NAME,
                    help: concat!($($doc),+),
                },)*
            ];

            fn set_occurrence(
                &mut self,
                name: &str,
                value: Option<&str>,
                first: bool,
            ) -> Result<(), $crate::OptionError> {
                match name {
                    $($key => {
                        <$ty as $crate::OptionValue>::parse_occurrence(&mut self.$field, value, first).map_err(|expected| {
                            $crate::OptionError::BadValue {
                                name: name.to_string(),
                                value: value.unwrap_or("").to_string(),
                                expected,
                            }
                        })?;
                        Ok(())
                    })*
                    _ => Err($crate::OptionError::Unknown(name.to_string())),
                }
            }

            fn values(&self) -> Vec<(&'static str, String)> {
                let mut v = Vec::new();
                $(
                    if !<$ty as $crate::OptionValue>::omitted_when_printed(&self.$field) {
                        v.push(($key, <$ty as $crate::OptionValue>::print_option(&self.$field)));
                    }
                )*
                v
            }
        }
    };
}

/// One `key` or `key=value` entry of an option list, with its byte offset in the
/// text it came from (for located errors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionEntry {
    /// The key.
    pub key: String,
    /// The value text (quotes removed), `None` for a bare key.
    pub value: Option<String>,
    /// Byte offset of the key in the option text.
    pub offset: usize,
}

/// Splits option text (the inside of `{...}`) into entries, as LLVM's
/// `parseNextArg` does: a key runs to `=` or a blank; a value to the next blank
/// outside `'...'`, `"..."` and `{...}` (nested), and is then unquoted (see the
/// module doc). List values are split later, by the option.
///
/// # Errors
/// A message and the byte offset where the text is malformed (an empty key before
/// `=`, which LLVM drops without a word).
pub fn split_options(text: &str) -> Result<Vec<OptionEntry>, (String, usize)> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        if b[i] == b' ' {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < b.len() && b[i] != b' ' && b[i] != b'=' {
            i += 1;
        }
        let key = unquote(&text[key_start..i]);
        if key.is_empty() {
            return Err(("expected an option name before '='".to_string(), key_start));
        }
        let mut value = None;
        if i < b.len() && b[i] == b'=' {
            i += 1;
            let start = i;
            i = value_end(b, i);
            value = Some(unquote(&text[start..i]).to_string());
        }
        out.push(OptionEntry {
            key: key.to_string(),
            value,
            offset: key_start,
        });
    }
    Ok(out)
}

/// Where a value starting at `start` ends: the next blank outside quotes and
/// braces (an unclosed quote or brace runs to the end, as in LLVM).
fn value_end(b: &[u8], start: usize) -> usize {
    let mut i = start;
    let skip_quote = |i: usize| -> usize {
        let q = b[i];
        match b[i + 1..].iter().position(|&x| x == q) {
            Some(p) => i + 1 + p,
            None => i,
        }
    };
    while i < b.len() && b[i] != b' ' {
        match b[i] {
            b'\'' | b'"' => i = skip_quote(i),
            b'{' => {
                let mut depth = 1usize;
                i += 1;
                while i < b.len() {
                    match b[i] {
                        b'\'' | b'"' => i = skip_quote(i),
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                if i >= b.len() {
                    return b.len();
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// The index of the bracket closing the one at `open` (`{`, `[` or `(`), skipping
/// quoted strings and nested brackets.
pub(crate) fn matching_close(text: &str, open: usize) -> Option<usize> {
    let b = text.as_bytes();
    let mut stack = Vec::new();
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'{' => stack.push(b'}'),
            b'[' => stack.push(b']'),
            b'(' => stack.push(b')'),
            b'}' | b']' | b')' => {
                if stack.pop() != Some(b[i]) {
                    return None;
                }
                if stack.is_empty() {
                    return Some(i);
                }
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Formats option values as MLIR prints them in a pipeline: `{a=1 b=true}`; empty
/// for no options.
pub fn format_options(values: &[(&'static str, String)]) -> String {
    if values.is_empty() {
        return String::new();
    }
    let mut s = String::from("{");
    for (i, (k, v)) in values.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        let _ = write!(s, "{k}={v}");
    }
    s.push('}');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::pass_options! {
        /// Test options.
        pub struct TestOptions {
            /// An unsigned count.
            count("count"): u64 = 10,
            /// A flag.
            flag("flag"): bool = false,
            /// A label.
            label("label"): String = String::new(),
            /// Names.
            names("names"): Vec<String> = Vec::new(),
        }
    }

    fn check(text: &str, expect: &str) {
        let mut o = TestOptions::default();
        let got = match split_options(text) {
            Err((m, at)) => format!("error at {at}: {m}"),
            Ok(entries) => {
                let mut r = Ok(());
                for (i, e) in entries.iter().enumerate() {
                    let first = !entries[..i].iter().any(|p| p.key == e.key);
                    r = r.and_then(|_| o.set_occurrence(&e.key, e.value.as_deref(), first));
                }
                match r {
                    Ok(()) => format_options(&o.values()),
                    Err(e) => format!("{e:?}"),
                }
            }
        };
        assert_eq!(got, expect, "for {text:?}");
    }

    #[test]
    fn parses_typed_values() {
        check("", "{count=10 flag=false label=}");
        check("count=3 flag", "{count=3 flag=true label=}");
        check(
            " label=\"two words\"  names=a,b ",
            "{count=10 flag=false label={two words} names={a,b}}",
        );
        check("flag=0 count=0", "{count=0 flag=false label=}");
    }

    /// Quoting as LLVM's `PassRegistry.cpp` reads it today (PRs 101118, 185738):
    /// `'...'`, `"..."` and a `{...}` spanning the value are not part of it; in a
    /// list, each element is unquoted on its own. Printed as LLVM prints options.
    #[test]
    fn quotes_and_braces_are_quoting() {
        check("label={x y}", "{count=10 flag=false label={x y}}");
        check("label='x y'", "{count=10 flag=false label={x y}}");
        check("label=\"{x} y\"", "{count=10 flag=false label={x} y}");
        check("label={a},{b}", "{count=10 flag=false label={a},{b}}");
        check("label=a{b c}d", "{count=10 flag=false label=a{b c}d}");
        check("label={{a}}", "{count=10 flag=false label={a}}");
        // No backslash escapes: the quote ends at the next quote.
        check("label=\"a\\\"", "{count=10 flag=false label=a\\}");
        check(
            "names={a,b},'c d',\"e,f\",(g,h)",
            "{count=10 flag=false label= names={a,b,{c d},e,f,(g,h)}}",
        );
    }

    /// A repeated list option adds to the list; a repeated scalar option replaces.
    #[test]
    fn repeated_list_options_accumulate() {
        check(
            "names=a names=b,c count=1 count=2 names=",
            "{count=2 flag=false label= names={a,b,c}}",
        );
        let mut o = TestOptions {
            names: vec!["default".to_string()],
            ..TestOptions::default()
        };
        o.set_occurrence("names", Some("x"), true).unwrap();
        o.set_occurrence("names", Some("y"), false).unwrap();
        assert_eq!(o.names, ["x", "y"]);
    }

    #[test]
    fn reports_bad_input() {
        check(
            "count=abc",
            "BadValue { name: \"count\", value: \"abc\", expected: \"expected an unsigned integer (u64)\" }",
        );
        check(
            "count",
            "BadValue { name: \"count\", value: \"\", expected: \"expected a value (`key=value`)\" }",
        );
        check("colour=red", "Unknown(\"colour\")");
        check("=3", "error at 0: expected an option name before '='");
        // An unclosed quote or brace runs to the end of the text, as in LLVM.
        check("label=\"open", "{count=10 flag=false label=\"open}");
        check("label={a b", "{count=10 flag=false label={a b}");
    }

    #[test]
    fn specs_carry_names_types_and_help() {
        let s = TestOptions::SPECS;
        assert_eq!(s.len(), 4);
        assert_eq!(s[0].name, "count");
        assert_eq!(s[0].type_name, "u64");
        assert_eq!(s[0].help.trim(), "An unsigned count.");
        assert_eq!(s[3].type_name, "list<string>");
    }

    #[test]
    fn printed_values_read_back() {
        let mut o = TestOptions::default();
        o.set("label", Some("a \"q\" {b}")).unwrap();
        o.set("names", Some("x,y z")).unwrap();
        let printed = format_options(&o.values());
        assert_eq!(
            printed,
            "{count=10 flag=false label={a \"q\" {b}} names={x,{y z}}}"
        );
        let inner = &printed[1..printed.len() - 1];
        let mut back = TestOptions::default();
        for e in split_options(inner).unwrap() {
            back.set(&e.key, e.value.as_deref()).unwrap();
        }
        assert_eq!(back, o);
    }
}
