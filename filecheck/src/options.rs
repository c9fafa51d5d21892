//! FileCheck's options and its command line, parsed the way LLVM's
//! `cl::ParseCommandLineOptions` does for the options FileCheck declares:
//! `-opt` and `--opt`, `-opt=value` and `-opt value`, `-DNAME=VALUE`,
//! comma-separated `--check-prefixes`, repeated options accumulating.

/// `--dump-input`: when to print the annotated input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum DumpInput {
    /// Never.
    Never,
    /// When a check fails (the default).
    #[default]
    Fail,
    /// Always.
    Always,
    /// Print the format's explanation instead of checking.
    Help,
}

/// `--dump-input-filter`: which input lines the dump shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum DumpFilter {
    /// Lines with an error annotation (and context).
    Error,
    /// Lines where some annotation starts.
    Annotation,
    /// Lines with any annotation.
    AnnotationFull,
    /// Every line.
    All,
}

/// What FileCheck is asked to do (LLVM's `FileCheckRequest` plus the
/// driver's options).
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `--check-prefix`/`--check-prefixes`; empty means `CHECK`.
    pub check_prefixes: Vec<String>,
    /// `--comment-prefixes`; empty means `COM,RUN`.
    pub comment_prefixes: Vec<String>,
    /// `--implicit-check-not` patterns.
    pub implicit_check_not: Vec<String>,
    /// `-D` definitions (`NAME=VALUE`, `#[FMT,]NAME=EXPR`).
    pub defines: Vec<String>,
    /// `--allow-empty`: accept an empty input.
    pub allow_empty: bool,
    /// `--allow-unused-prefixes`.
    pub allow_unused_prefixes: bool,
    /// `--match-full-lines`.
    pub match_full_lines: bool,
    /// `--strict-whitespace`.
    pub strict_whitespace: bool,
    /// `--ignore-case`.
    pub ignore_case: bool,
    /// `--enable-var-scope`.
    pub enable_var_scope: bool,
    /// `--allow-deprecated-dag-overlap`.
    pub allow_deprecated_dag_overlap: bool,
    /// `-v` (set by `-vv` too).
    pub verbose: bool,
    /// `-vv`.
    pub verbose_verbose: bool,
    /// `--color`: ANSI colors in diagnostics and the dump.
    pub color: bool,
    /// `--dump-input`.
    pub dump_input: DumpInput,
    /// `--dump-input-filter`, when given.
    pub dump_input_filter: Option<DumpFilter>,
    /// `--dump-input-context` (lines), when given; 5 otherwise.
    pub dump_input_context: Option<usize>,
    /// Set when `check_prefixes` was empty and `CHECK` was filled in.
    pub is_default_check_prefix: bool,
}

impl Options {
    /// The filter in force: the one given, else `all` for
    /// `--dump-input=always` and `error` otherwise.
    pub fn effective_dump_filter(&self) -> DumpFilter {
        self.dump_input_filter
            .unwrap_or(if self.dump_input == DumpInput::Always {
                DumpFilter::All
            } else {
                DumpFilter::Error
            })
    }

    /// Fills in the default prefixes, as `buildCheckPrefixRegex` does.
    pub(crate) fn fill_default_prefixes(&mut self) {
        if self.check_prefixes.is_empty() {
            self.check_prefixes.push("CHECK".into());
            self.is_default_check_prefix = true;
        }
        if self.comment_prefixes.is_empty() {
            self.comment_prefixes = vec!["COM".into(), "RUN".into()];
        }
    }
}

/// The parsed command line.
#[derive(Debug, Clone, Default)]
pub struct CommandLine {
    /// The options.
    pub opts: Options,
    /// The check file (`-` is stdin); `None` if not given.
    pub check_file: Option<String>,
    /// `--input-file`, `-` (stdin) by default.
    pub input_file: String,
    /// `--help` was given.
    pub help: bool,
    /// `--version` was given.
    pub version: bool,
    dump_input_given: bool,
}

/// A command-line error; LLVM exits with 1 after printing it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError(pub String);

#[derive(Clone, Copy)]
enum Opt {
    Bool(fn(&mut CommandLine, bool)),
    Value(fn(&mut CommandLine, &str) -> Result<(), String>),
    CommaList(fn(&mut CommandLine, &str)),
}

fn table() -> Vec<(&'static str, Opt)> {
    vec![
        (
            "check-prefix",
            Opt::Value(|c, v| {
                c.opts.check_prefixes.push(v.into());
                Ok(())
            }),
        ),
        (
            "check-prefixes",
            Opt::CommaList(|c, v| c.opts.check_prefixes.push(v.into())),
        ),
        (
            "comment-prefixes",
            Opt::CommaList(|c, v| c.opts.comment_prefixes.push(v.into())),
        ),
        (
            "input-file",
            Opt::Value(|c, v| {
                c.input_file = v.into();
                Ok(())
            }),
        ),
        (
            "implicit-check-not",
            Opt::Value(|c, v| {
                c.opts.implicit_check_not.push(v.into());
                Ok(())
            }),
        ),
        (
            "D",
            Opt::Value(|c, v| {
                c.opts.defines.push(v.into());
                Ok(())
            }),
        ),
        ("allow-empty", Opt::Bool(|c, b| c.opts.allow_empty = b)),
        (
            "allow-unused-prefixes",
            Opt::Bool(|c, b| c.opts.allow_unused_prefixes = b),
        ),
        (
            "strict-whitespace",
            Opt::Bool(|c, b| c.opts.strict_whitespace = b),
        ),
        (
            "match-full-lines",
            Opt::Bool(|c, b| c.opts.match_full_lines = b),
        ),
        ("ignore-case", Opt::Bool(|c, b| c.opts.ignore_case = b)),
        (
            "enable-var-scope",
            Opt::Bool(|c, b| c.opts.enable_var_scope = b),
        ),
        (
            "allow-deprecated-dag-overlap",
            Opt::Bool(|c, b| c.opts.allow_deprecated_dag_overlap = b),
        ),
        ("v", Opt::Bool(|c, b| c.opts.verbose = b)),
        ("vv", Opt::Bool(|c, b| c.opts.verbose_verbose = b)),
        ("color", Opt::Bool(|c, b| c.opts.color = b)),
        ("help", Opt::Bool(|c, b| c.help = b)),
        ("version", Opt::Bool(|c, b| c.version = b)),
        (
            "dump-input",
            Opt::Value(|c, v| {
                let d = match v {
                    "help" => DumpInput::Help,
                    "always" => DumpInput::Always,
                    "fail" => DumpInput::Fail,
                    "never" => DumpInput::Never,
                    _ => return Err(format!("Cannot find option named '{v}'!")),
                };
                c.opts.dump_input = if c.dump_input_given {
                    c.opts.dump_input.max(d)
                } else {
                    d
                };
                c.dump_input_given = true;
                Ok(())
            }),
        ),
        (
            "dump-input-filter",
            Opt::Value(|c, v| {
                let f = match v {
                    "all" => DumpFilter::All,
                    "annotation-full" => DumpFilter::AnnotationFull,
                    "annotation" => DumpFilter::Annotation,
                    "error" => DumpFilter::Error,
                    _ => return Err(format!("Cannot find option named '{v}'!")),
                };
                c.opts.dump_input_filter =
                    Some(c.opts.dump_input_filter.map_or(f, |old| old.max(f)));
                Ok(())
            }),
        ),
        (
            "dump-input-context",
            Opt::Value(|c, v| {
                let n: usize = v
                    .parse()
                    .map_err(|_| format!("'{v}' value invalid for uint argument!"))?;
                c.opts.dump_input_context =
                    Some(c.opts.dump_input_context.map_or(n, |old| old.max(n)));
                Ok(())
            }),
        ),
    ]
}

impl CommandLine {
    /// Parses FileCheck's arguments (without the program name).
    pub fn parse(args: &[String]) -> Result<CommandLine, UsageError> {
        let mut c = CommandLine {
            input_file: "-".into(),
            ..Default::default()
        };
        let table = table();
        let mut positional: Vec<String> = Vec::new();
        let mut i = 0;
        let mut only_positional = false;
        while i < args.len() {
            let arg = &args[i];
            i += 1;
            if only_positional || !arg.starts_with('-') || arg == "-" {
                positional.push(arg.clone());
                continue;
            }
            if arg == "--" {
                only_positional = true;
                continue;
            }
            let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
            let (name, value) = match body.find('=') {
                Some(eq) => (&body[..eq], Some(&body[eq + 1..])),
                None => (body, None),
            };
            let dashes = |n: &str| if n.len() == 1 { "-" } else { "--" };
            let found = table.iter().find(|(n, _)| *n == name && *n != "D");
            let (name, value, opt) = match found {
                Some((n, o)) => (*n, value.map(str::to_string), *o),
                None if body.starts_with('D') => {
                    let define: Opt = Opt::Value(|c, v| {
                        c.opts.defines.push(v.into());
                        Ok(())
                    });
                    // `-D` is an always-prefix option: `-D=X` defines "=X".
                    let value = (body.len() > 1).then(|| body[1..].to_string());
                    ("D", value, define)
                }
                None => {
                    return Err(UsageError(format!(
                        "FileCheck: Unknown command line argument '{arg}'.  Try: 'FileCheck --help'"
                    )));
                }
            };
            let err = |msg: String| {
                UsageError(format!(
                    "FileCheck: for the {}{name} option: {msg}",
                    dashes(name)
                ))
            };
            match opt {
                Opt::Bool(set) => {
                    let b = match value.as_deref() {
                        None | Some("true" | "TRUE" | "True" | "1") => true,
                        Some("false" | "FALSE" | "False" | "0") => false,
                        Some(v) => {
                            return Err(err(format!(
                                "'{v}' is invalid value for boolean argument! Try 0 or 1"
                            )));
                        }
                    };
                    if name == "vv" && b {
                        c.opts.verbose = true;
                    }
                    set(&mut c, b);
                }
                Opt::Value(set) => {
                    let v = match value {
                        Some(v) => v,
                        None if i < args.len() => {
                            i += 1;
                            args[i - 1].clone()
                        }
                        None => return Err(err("requires a value!".into())),
                    };
                    set(&mut c, &v).map_err(err)?;
                }
                Opt::CommaList(add) => {
                    let v = match value {
                        Some(v) => v,
                        None if i < args.len() => {
                            i += 1;
                            args[i - 1].clone()
                        }
                        None => return Err(err("requires a value!".into())),
                    };
                    for part in v.split(',') {
                        add(&mut c, part);
                    }
                }
            }
        }
        if positional.len() > 1 {
            return Err(UsageError(
                "FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help"
                    .into(),
            ));
        }
        c.check_file = positional.pop();
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<CommandLine, UsageError> {
        CommandLine::parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn option_spellings() {
        let c = parse(&[
            "-check-prefix",
            "A",
            "--check-prefixes=B,C",
            "f.txt",
            "--input-file=in",
            "-DX=1",
            "-D#N=2",
            "-vv",
        ])
        .expect("valid command line");
        assert_eq!(c.opts.check_prefixes, ["A", "B", "C"]);
        assert_eq!(c.opts.defines, ["X=1", "#N=2"]);
        assert_eq!(c.check_file.as_deref(), Some("f.txt"));
        assert_eq!(c.input_file, "in");
        assert!(c.opts.verbose && c.opts.verbose_verbose);
    }

    #[test]
    fn usage_errors() {
        assert_eq!(
            parse(&["f", "-D"]).map(|_| ()),
            Err(UsageError(
                "FileCheck: for the -D option: requires a value!".into()
            ))
        );
        assert!(parse(&["--bogus"]).is_err());
        assert!(parse(&["--allow-empty=maybe"]).is_err());
    }

    #[test]
    fn dump_input_takes_the_most_verbose() {
        let c = parse(&["f", "--dump-input=never", "--dump-input=always"]).expect("valid");
        assert_eq!(c.opts.dump_input, DumpInput::Always);
    }
}
