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
//! Option text follows MLIR's pass-option syntax: entries separated by spaces,
//! `key=value`, a bare `key` (a bool set to `true`), values that are plain words,
//! comma-separated lists (`names=a,b,c`), `"quoted strings"` or `{braced text}`.

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

/// A comma-separated list (`names=a,b,c`); the empty text is the empty list.
impl OptionValue for Vec<String> {
    const TYPE_NAME: &'static str = "list<string>";
    fn parse_option(text: Option<&str>) -> Result<Self, String> {
        let t = need(text)?;
        if t.is_empty() {
            return Ok(Vec::new());
        }
        Ok(t.split(',').map(|s| s.trim().to_string()).collect())
    }
    fn print_option(&self) -> String {
        quote_if_needed(&self.join(","))
    }
}

/// Quotes `s` when it would not read back as one plain option word.
fn quote_if_needed(s: &str) -> String {
    if !s.is_empty()
        && !s
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '{' | '}' | '"' | '(' | ')'))
    {
        return s.to_string();
    }
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            _ => out.push(c),
        }
    }
    out.push('"');
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
    fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError>;
    /// Every option with its current value as text, in declaration order.
    fn values(&self) -> Vec<(&'static str, String)>;
}

impl PassOptions for () {
    const SPECS: &'static [OptionSpec] = &[];
    fn set(&mut self, name: &str, _value: Option<&str>) -> Result<(), OptionError> {
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

            fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), $crate::OptionError> {
                match name {
                    $($key => {
                        self.$field = <$ty as $crate::OptionValue>::parse_option(value).map_err(|expected| {
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
                vec![$(($key, <$ty as $crate::OptionValue>::print_option(&self.$field)),)*]
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

/// Splits option text (the inside of `{...}`) into entries.
///
/// # Errors
/// A message and the byte offset where the text is malformed (an unterminated
/// quote or brace, an empty key).
pub fn split_options(text: &str) -> Result<Vec<OptionEntry>, (String, usize)> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'=' {
            i += 1;
        }
        let key = &text[key_start..i];
        if key.is_empty() {
            return Err(("expected an option name before '='".to_string(), key_start));
        }
        let mut value = None;
        if i < b.len() && b[i] == b'=' {
            i += 1;
            let (v, end) = read_value(text, i)?;
            value = Some(v);
            i = end;
        }
        out.push(OptionEntry {
            key: key.to_string(),
            value,
            offset: key_start,
        });
    }
    Ok(out)
}

/// Reads one option value starting at `start`; returns it and the end offset.
fn read_value(text: &str, start: usize) -> Result<(String, usize), (String, usize)> {
    let b = text.as_bytes();
    let mut i = start;
    let mut out = String::new();
    while i < b.len() && !b[i].is_ascii_whitespace() {
        match b[i] {
            b'"' => {
                let open = i;
                i += 1;
                loop {
                    match b.get(i) {
                        None => {
                            return Err(("unterminated string in option value".to_string(), open));
                        }
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(b'\\') if i + 1 < b.len() => {
                            let c = text[i + 1..].chars().next().unwrap_or('\\');
                            out.push(c);
                            i += 1 + c.len_utf8();
                        }
                        Some(_) => {
                            let c = text[i..].chars().next().unwrap_or(' ');
                            out.push(c);
                            i += c.len_utf8();
                        }
                    }
                }
            }
            b'{' | b'[' | b'(' => {
                let open = i;
                let end = matching_close(text, i).ok_or_else(|| {
                    (
                        format!("unbalanced '{}' in option value", b[i] as char),
                        open,
                    )
                })?;
                out.push_str(&text[i..=end]);
                i = end + 1;
            }
            _ => {
                let c = text[i..].chars().next().unwrap_or(' ');
                out.push(c);
                i += c.len_utf8();
            }
        }
    }
    Ok((out, i))
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
                for e in entries {
                    r = r.and_then(|_| o.set(&e.key, e.value.as_deref()));
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
        check("", "{count=10 flag=false label=\"\" names=\"\"}");
        check("count=3 flag", "{count=3 flag=true label=\"\" names=\"\"}");
        check(
            " label=\"two words\"  names=a,b ",
            "{count=10 flag=false label=\"two words\" names=a,b}",
        );
        check(
            "label={x y}",
            "{count=10 flag=false label=\"{x y}\" names=\"\"}",
        );
        check(
            "flag=0 count=0",
            "{count=0 flag=false label=\"\" names=\"\"}",
        );
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
        check(
            "label=\"open",
            "error at 6: unterminated string in option value",
        );
        check("=3", "error at 0: expected an option name before '='");
        check("label={a", "error at 6: unbalanced '{' in option value");
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
        let printed = format_options(&o.values());
        let inner = &printed[1..printed.len() - 1];
        let mut back = TestOptions::default();
        for e in split_options(inner).unwrap() {
            back.set(&e.key, e.value.as_deref()).unwrap();
        }
        assert_eq!(back, o);
    }
}
