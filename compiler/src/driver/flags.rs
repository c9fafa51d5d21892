//! mlir-opt's command-line habits that clap does not know: every registered pass as a flag
//! (`--cse`, `--canonicalize=max-iterations=3`), and pipelines mangled by the shell.
//!
//! A pipeline is one shell word only when quoted. Unquoted, `--pass=a{x=1,y=2}` is brace-
//! expanded into `--pass=ax=1 --pass=ay=2`, and `--pass=a{x=1 y=2}` is split into
//! `--pass=a{x=1` and an input file named `y=2}`; both would fail with a message about a
//! pass or file that the user never wrote. [`shell_expanded`] and [`shell_split`]
//! recognise them and say how to quote the pipeline.

use std::collections::BTreeSet;
use std::ffi::OsString;

use clap::CommandFactory;
use ipu_passes::REGISTRY;

use super::OptArgs;

/// Rewrites each `--NAME` or `--NAME=OPTIONS` whose NAME is a registered pass (and not a
/// flag of `ipu-opt`) into `--pass=NAME` or `--pass=NAME{OPTIONS}`, in place, so that pass
/// flags and `--pass` keep their order. Runs after [`super::normalize_args`] (so `-cse`
/// is `--cse` by then); arguments after `--` are left alone.
///
/// # Errors
/// A pass flag together with `--pass-pipeline` (as in mlir-opt, the two do not mix).
pub fn expand_pass_flags(args: Vec<OsString>) -> Result<Vec<OsString>, String> {
    let flags = long_flags();
    let mut out = Vec::with_capacity(args.len());
    let mut pass_flag: Option<String> = None;
    let mut pipeline = false;
    let mut rest = false;
    for (i, arg) in args.into_iter().enumerate() {
        let text = arg.to_str().map(str::to_string);
        match text.as_deref() {
            _ if i == 0 || rest => {}
            Some("--") => rest = true,
            Some(t) if t == "-p" || t.starts_with("--pass-pipeline") => pipeline = true,
            Some(t) if t.starts_with("-p") && !t.starts_with("--") => pipeline = true,
            Some(t) if t.starts_with("--") => {
                let body = &t[2..];
                let (name, options) = match body.split_once('=') {
                    Some((n, o)) => (n, Some(o)),
                    None => (body, None),
                };
                if !flags.contains(name) && REGISTRY.lookup(name).is_none() {
                    // Neither a flag nor a pass: a misspelt pass flag gets the pass's name
                    // (clap would only say the argument is unexpected).
                    let names: Vec<&str> = flags.iter().map(String::as_str).collect();
                    let pass = REGISTRY.suggest(name);
                    if !pass.is_empty() && ipu_passes::suggestion(name, &names).is_empty() {
                        return Err(format!(
                            "{t}: no such flag or pass{pass} (every pass is also a flag: \
                             --list-passes lists them)"
                        ));
                    }
                }
                if !flags.contains(name) && REGISTRY.lookup(name).is_some() {
                    pass_flag.get_or_insert_with(|| t.to_string());
                    let pass = match options {
                        Some(o) => format!("--pass={name}{{{o}}}"),
                        None => format!("--pass={name}"),
                    };
                    out.push(OsString::from(pass));
                    continue;
                }
            }
            _ => {}
        }
        out.push(arg);
    }
    if let Some(flag) = pass_flag
        && pipeline
    {
        return Err(format!(
            "{flag}: a pass flag cannot be combined with --pass-pipeline (-p); put the pass \
             into the pipeline"
        ));
    }
    Ok(out)
}

/// The long flags (and their aliases) of `ipu-opt`.
fn long_flags() -> BTreeSet<String> {
    let cmd = OptArgs::command();
    let mut names = BTreeSet::new();
    for a in cmd.get_arguments() {
        names.extend(a.get_long().map(str::to_string));
        names.extend(
            a.get_all_aliases()
                .into_iter()
                .flatten()
                .map(str::to_string),
        );
    }
    names.extend(["help", "version"].map(String::from));
    names
}

/// The pipeline items of `text` at brace and parenthesis depth 0 (split at commas).
fn top_level_items(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&text[start..]);
    items
}

/// `item` as a brace-expanded `PASS{OPTION=VALUE,...}`: a registered pass name directly
/// followed by one of its options and `=` (which no valid pipeline item is). Returns the
/// pass and `OPTION=VALUE`.
fn brace_expanded(item: &str) -> Option<(&'static str, &str)> {
    if item.contains(['{', '}', '(', ')']) {
        return None;
    }
    REGISTRY
        .passes()
        .iter()
        .filter(|p| item.starts_with(p.name))
        .find_map(|p| {
            let rest = &item[p.name.len()..];
            let (option, _) = rest.split_once('=')?;
            p.options
                .iter()
                .any(|o| o.name == option)
                .then_some((p.name, rest))
        })
}

/// How many more `{` or `(` than `}` or `)` `text` has.
fn unclosed(text: &str) -> i64 {
    text.chars()
        .map(|c| match c {
            '{' | '(' => 1,
            '}' | ')' => -1,
            _ => 0,
        })
        .sum()
}

/// The error for a pipeline whose braces the shell expanded, with the quoted spelling to
/// use; `None` when nothing suggests it.
pub fn shell_expanded(opts: &OptArgs) -> Option<String> {
    // Brace expansion: `--pass=ax=1 --pass=ay=2` from `--pass=a{x=1,y=2}`.
    let mut expanded: Vec<(&str, &str)> = Vec::new();
    for value in &opts.pass {
        expanded.extend(
            top_level_items(value)
                .into_iter()
                .filter_map(brace_expanded),
        );
    }
    if let Some(&(pass, _)) = expanded.first() {
        let options: Vec<&str> = expanded
            .iter()
            .filter(|(p, _)| *p == pass)
            .map(|(_, o)| *o)
            .collect();
        return Some(format!(
            "--pass={}: the shell expanded the braces of an unquoted pipeline; quote it: \
             --pass='{pass}{{{}}}'",
            opts.pass.join(" --pass="),
            options.join(" ")
        ));
    }
    None
}

/// The error for a pipeline that the shell split at spaces (`--pass=a{x=1 y=2}` unquoted
/// arrives as `--pass=a{x=1` and `y=2}`), with the quoted spelling to use; `None` when no
/// pipeline argument is left unclosed and closed by the words after it. Runs on the raw
/// arguments, before clap would take the rest for the input file or reject it.
pub fn shell_split(args: &[OsString]) -> Option<String> {
    let words: Vec<&str> = args.iter().map(|a| a.to_str().unwrap_or("")).collect();
    for (i, word) in words.iter().enumerate() {
        let (flag, value, next) = if let Some(v) = word.strip_prefix("--pass=") {
            ("--pass=", v, i + 1)
        } else if let Some(v) = word.strip_prefix("--pass-pipeline=") {
            ("--pass-pipeline=", v, i + 1)
        } else if *word == "-p" && i + 1 < words.len() {
            ("-p ", words[i + 1], i + 2)
        } else {
            continue;
        };
        let mut open = unclosed(value);
        if open <= 0 {
            continue;
        }
        let mut joined = value.to_string();
        for w in words.iter().skip(next) {
            if w.starts_with('-') {
                break;
            }
            joined.push(' ');
            joined.push_str(w);
            open += unclosed(w);
            if open <= 0 {
                break;
            }
        }
        if open == 0 && joined.len() > value.len() {
            return Some(format!(
                "{flag}{value}: the shell split an unquoted pipeline at a space; quote it: \
                 {flag}'{joined}'"
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn expand(args: &[&str]) -> Result<Vec<String>, String> {
        expand_pass_flags(args.iter().map(OsString::from).collect()).map(|v| {
            v.into_iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect()
        })
    }

    #[test]
    fn passes_are_flags_in_order() {
        assert_eq!(
            expand(&[
                "ipu-opt",
                "--cse",
                "--pass=dce",
                "--canonicalize=max-iterations=3 top-down=false",
                "in.mlir",
                "--verify-each",
                "--",
                "--cse"
            ]),
            Ok(vec![
                "ipu-opt".to_string(),
                "--pass=cse".into(),
                "--pass=dce".into(),
                "--pass=canonicalize{max-iterations=3 top-down=false}".into(),
                "in.mlir".into(),
                "--verify-each".into(),
                "--".into(),
                "--cse".into(),
            ])
        );
        assert_eq!(
            expand(&["ipu-opt", "--csee", "in.mlir"]),
            Err(
                "--csee: no such flag or pass; did you mean 'cse'? (every pass is also a \
                 flag: --list-passes lists them)"
                    .into()
            )
        );
        // Close to a flag: clap's message names the flag.
        assert!(expand(&["ipu-opt", "--timng"]).is_ok());
        assert_eq!(
            expand(&["ipu-opt", "--cse", "-p", "builtin.module(dce)"]),
            Err(
                "--cse: a pass flag cannot be combined with --pass-pipeline (-p); put the \
                 pass into the pipeline"
                    .into()
            )
        );
    }

    /// No pass may be named like a flag of ipu-opt: its flag would be the option's.
    #[test]
    fn no_pass_is_named_like_a_flag() {
        let flags = long_flags();
        for p in REGISTRY.passes() {
            assert!(!flags.contains(p.name), "pass '{}' is also a flag", p.name);
        }
    }

    fn expanded(args: &[&str]) -> Option<String> {
        let opts = OptArgs::try_parse_from(std::iter::once("ipu-opt").chain(args.iter().copied()))
            .expect("parses");
        shell_expanded(&opts)
    }

    fn split(args: &[&str]) -> Option<String> {
        shell_split(&args.iter().map(OsString::from).collect::<Vec<_>>())
    }

    #[test]
    fn shell_mangled_pipelines_get_the_quoted_spelling() {
        // bash: --pass=canonicalize{max-iterations=3,top-down=false}
        assert_eq!(
            expanded(&[
                "--pass=canonicalizemax-iterations=3",
                "--pass=canonicalizetop-down=false"
            ])
            .as_deref(),
            Some(
                "--pass=canonicalizemax-iterations=3 --pass=canonicalizetop-down=false: the \
                 shell expanded the braces of an unquoted pipeline; quote it: \
                 --pass='canonicalize{max-iterations=3 top-down=false}'"
            )
        );
        assert_eq!(
            expanded(&["--pass=cse,canonicalize{max-iterations=3}"]),
            None
        );
        // bash: in.mlir --pass=cse,canonicalize{max-iterations=3 top-down=false}
        assert_eq!(
            split(&[
                "ipu-opt",
                "in.mlir",
                "--pass=cse,canonicalize{max-iterations=3",
                "top-down=false}"
            ])
            .as_deref(),
            Some(
                "--pass=cse,canonicalize{max-iterations=3: the shell split an unquoted \
                 pipeline at a space; quote it: \
                 --pass='cse,canonicalize{max-iterations=3 top-down=false}'"
            )
        );
        assert_eq!(
            split(&["ipu-opt", "-p", "builtin.module(a{x=1", "y=2})", "in.mlir"]).as_deref(),
            Some(
                "-p builtin.module(a{x=1: the shell split an unquoted pipeline at a space; \
                 quote it: -p 'builtin.module(a{x=1 y=2})'"
            )
        );
        // Unclosed but not split: the pipeline parser reports it.
        assert_eq!(
            split(&["ipu-opt", "--pass-pipeline=builtin.module(cse", "in.mlir"]),
            None
        );
        assert_eq!(split(&["ipu-opt", "--pass=cse", "in.mlir"]), None);
    }
}
