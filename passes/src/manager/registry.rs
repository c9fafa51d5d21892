//! The pass registry: every pass `ipu-opt` knows, looked up by name, listed by
//! `--list-passes`. The registry is a static list ([`crate::PASSES`]); adding a
//! pass is one line there.

use std::fmt::Write;

use crate::manager::pass::PassInfo;

/// A set of passes that pipelines may name.
#[derive(Copy, Clone, Debug)]
pub struct PassRegistry {
    passes: &'static [PassInfo],
}

impl PassRegistry {
    /// A registry over `passes` (names must be unique).
    pub const fn new(passes: &'static [PassInfo]) -> PassRegistry {
        PassRegistry { passes }
    }

    /// Every pass, in registration order.
    pub fn passes(&self) -> &'static [PassInfo] {
        self.passes
    }

    /// The pass named `name`.
    pub fn lookup(&self, name: &str) -> Option<&'static PassInfo> {
        self.passes.iter().find(|p| p.name == name)
    }

    /// Names close to `name` as a message tail: `; did you mean 'cse'?` (empty if none).
    pub fn suggest(&self, name: &str) -> String {
        let names: Vec<&str> = self.passes.iter().map(|p| p.name).collect();
        suggestion(name, &names)
    }

    /// The `--list-passes` text: per pass (sorted by name) its name, summary, type
    /// name and anchor, then its options with type, help and default.
    pub fn list_text(&self) -> String {
        let mut passes: Vec<&PassInfo> = self.passes.iter().collect();
        passes.sort_by_key(|p| p.name);
        let name_width = passes.iter().map(|p| p.name.len()).max().unwrap_or(0) + 2;
        let option_width = passes
            .iter()
            .flat_map(|p| p.options.iter())
            .map(|o| o.name.len() + o.type_name.len() + 3)
            .max()
            .unwrap_or(0)
            + 2;
        let mut s = String::from("Available passes (use `--pass=NAME{option=value ...}`):\n");
        for p in passes {
            let _ = writeln!(
                s,
                "  {:<name_width$}{} [{}, on {}]",
                p.name,
                p.summary,
                p.type_name,
                p.anchor.as_str()
            );
            let defaults = p.default_values();
            for spec in p.options {
                let default = defaults
                    .iter()
                    .find(|(k, _)| *k == spec.name)
                    .map(|(_, v)| v.as_str())
                    .unwrap_or("");
                let lhs = format!("{}=<{}>", spec.name, spec.type_name);
                let _ = writeln!(
                    s,
                    "      {lhs:<option_width$}{} (default: {})",
                    spec.help.trim(),
                    if default.is_empty() { "\"\"" } else { default }
                );
            }
        }
        s
    }
}

/// Levenshtein distance between `a` and `b` (in chars).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// `; did you mean 'x'?` or `; did you mean one of 'x', 'y'?` for the candidates
/// within edit distance `max(2, len/3)` of `name` (closest first, at most 3); empty if none.
pub fn suggestion(name: &str, candidates: &[&str]) -> String {
    let limit = (name.chars().count() / 3).max(2);
    let mut close: Vec<(usize, &str)> = candidates
        .iter()
        .map(|c| (edit_distance(name, c), *c))
        .filter(|(d, c)| *d <= limit || (c.starts_with(name) && name.len() >= 3))
        .collect();
    close.sort();
    close.truncate(3);
    match close.as_slice() {
        [] => String::new(),
        [(_, one)] => format!("; did you mean '{one}'?"),
        many => {
            let names: Vec<String> = many.iter().map(|(_, n)| format!("'{n}'")).collect();
            format!("; did you mean one of {}?", names.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("cse", "cse"), 0);
        assert_eq!(edit_distance("csee", "cse"), 1);
        assert_eq!(edit_distance("canonicalise", "canonicalize"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn suggestions_list_close_names() {
        let names = ["cse", "canonicalize", "dce", "symbol-dce", "verify"];
        assert_eq!(suggestion("csee", &names), "; did you mean 'cse'?");
        assert_eq!(
            suggestion("dse", &names),
            "; did you mean one of 'cse', 'dce'?"
        );
        assert_eq!(
            suggestion("canonicalise", &names),
            "; did you mean 'canonicalize'?"
        );
        assert_eq!(suggestion("symbol", &names), "; did you mean 'symbol-dce'?");
        assert_eq!(suggestion("frobnicate", &names), "");
    }
}
