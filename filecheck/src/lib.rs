//! An LLVM-compatible FileCheck: checks that an input (usually a tool's
//! output) matches the `CHECK:` directives of a check file.
//!
//! It follows LLVM 19's `FileCheck` (the oracle of its tests): the same
//! directives (`CHECK`, `-NEXT`, `-SAME`, `-NOT`, `-DAG`, `-LABEL`, `-EMPTY`,
//! `-COUNT-n`, `{LITERAL}`), patterns (`{{regex}}`, `[[VAR:regex]]`,
//! `[[VAR]]`, `[[#%x,N:]]`, `[[#N+1]]`, `[[#@LINE]]`), options, messages
//! (`check.txt:3:8: error: CHECK: expected string not found in input`),
//! input dump, and exit codes: 0 when every check passes, 1 when one fails,
//! 2 for a bad check file or bad prefixes, 1 for a bad command line.
//!
//! ```
//! use filecheck::{Options, check};
//!
//! let out = check("CHECK: hello\nCHECK-NEXT: world\n", "hello\nworld\n", &Options::default());
//! assert_eq!(out.exit_code, 0);
//! let out = check("CHECK: hello\nCHECK-NEXT: moon\n", "hello\nworld\n", &Options::default());
//! assert_eq!(out.exit_code, 1);
//! assert!(String::from_utf8_lossy(&out.stderr).contains("error: CHECK-NEXT: expected string not found in input"));
//! ```
//!
//! Known differences from LLVM: regex alternation picks the first
//! alternative that matches rather than the longest (POSIX); numeric values
//! are limited to `i128`.

mod check_file;
mod checker;
mod dump;
mod ere;
mod numeric;
mod options;
mod pattern;
mod source;
mod text;

pub use dump::HELP as DUMP_INPUT_HELP;
pub use options::{CommandLine, DumpFilter, DumpInput, Options, UsageError};

use source::SourceMgr;

/// What a FileCheck run produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// 0 success, 1 a check failed (or bad command line), 2 bad check file.
    pub exit_code: i32,
    /// Bytes for stdout (only `--dump-input=help` and `--help` write there).
    pub stdout: Vec<u8>,
    /// Bytes for stderr: diagnostics and the input dump.
    pub stderr: Vec<u8>,
}

/// Errors of the library's file-reading entry point.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file named by the user could not be read (user input).
    #[error("could not read '{path}': {source}")]
    Io {
        /// The path.
        path: String,
        /// The cause.
        source: std::io::Error,
    },
}

/// `Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

/// Collapses runs of spaces and tabs into one space (unless
/// `strict_whitespace`) and drops the `\r` of `\r\n`, as LLVM's
/// `CanonicalizeFile` does. Diagnostics columns refer to this text.
pub fn canonicalize(text: &[u8], strict_whitespace: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if c == b'\r' && text.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        if strict_whitespace || (c != b' ' && c != b'\t') {
            out.push(c);
            i += 1;
            continue;
        }
        out.push(b' ');
        while i + 1 < text.len() && (text[i + 1] == b' ' || text[i + 1] == b'\t') {
            i += 1;
        }
        i += 1;
    }
    out
}

/// Checks `input` against `check_text` (named `check.txt` and `<stdin>` in
/// messages).
pub fn check(check_text: &str, input: &str, opts: &Options) -> Outcome {
    run_buffers(
        opts,
        ("check.txt", check_text.as_bytes().to_vec()),
        ("<stdin>", input.as_bytes().to_vec()),
        &[],
    )
}

/// Runs FileCheck on in-memory buffers `(name, bytes)`. `argv` is only used
/// for the "FileCheck command line:" line after an empty-input error.
pub fn run_buffers(
    opts: &Options,
    check: (&str, Vec<u8>),
    input: (&str, Vec<u8>),
    argv: &[String],
) -> Outcome {
    let mut opts = opts.clone();
    if opts.verbose_verbose {
        opts.verbose = true;
    }
    let mut out = Outcome {
        exit_code: 0,
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    let mut pre = String::new();
    for d in &opts.defines {
        match d.find('=') {
            None => pre.push_str(&format!(
                "Missing equal sign in command-line definition '-D{d}'\n"
            )),
            Some(0) => pre.push_str(&format!(
                "Missing variable name in command-line definition '-D{d}'\n"
            )),
            Some(_) => {}
        }
    }
    if !pre.is_empty() {
        out.stderr = pre.into_bytes();
        out.exit_code = 2;
        return out;
    }
    if !check_file::validate_prefixes(&opts, &mut pre) {
        out.stderr = pre.into_bytes();
        out.exit_code = 2;
        return out;
    }
    opts.fill_default_prefixes();
    let mut sm = SourceMgr::new(opts.color);
    let check_buf = sm.add(check.0, canonicalize(&check.1, opts.strict_whitespace));
    let mut file = match check_file::read_check_file(&opts, &mut sm, check_buf) {
        Ok(f) => f,
        Err(code) => {
            out.stderr = std::mem::take(&mut sm.err);
            out.exit_code = code;
            return out;
        }
    };
    if input.1.is_empty() && !opts.allow_empty {
        sm.errs(&format!("FileCheck error: '{}' is empty.\n", input.0));
        let mut line = String::from("FileCheck command line: ");
        for a in argv {
            line.push(' ');
            line.push_str(a);
        }
        line.push('\n');
        sm.errs(&line);
        out.stderr = std::mem::take(&mut sm.err);
        out.exit_code = 2;
        return out;
    }
    let input_buf = sm.add(input.0, canonicalize(&input.1, opts.strict_whitespace));
    let want_diags = opts.dump_input != DumpInput::Never;
    let implicit_bufs = file.implicit_bufs.clone();
    let mut checker = checker::Checker {
        opts: &opts,
        sm: &mut sm,
        input: input_buf,
        file: &mut file,
        diags: if want_diags { Some(Vec::new()) } else { None },
        cache: Default::default(),
    };
    let ok = checker.run();
    let diags = checker.diags.take().unwrap_or_default();
    out.exit_code = if ok { 0 } else { 1 };
    if opts.dump_input == DumpInput::Always || (!ok && opts.dump_input == DumpInput::Fail) {
        let mut text = format!(
            "\nInput file: {}\nCheck file: {}\n\n-dump-input=help explains the following input dump.\n\n",
            input.0, check.0
        )
        .into_bytes();
        text.extend(dump::dump(
            &sm,
            &opts,
            check_buf,
            &implicit_bufs,
            input_buf,
            &diags,
        ));
        sm.err.extend(text);
    }
    out.stderr = std::mem::take(&mut sm.err);
    out
}

fn read_path(path: &str) -> std::io::Result<Vec<u8>> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut v)?;
        Ok(v)
    } else {
        std::fs::read(path)
    }
}

/// The `filecheck` program: parses `args` (without the program name) and
/// reads the files (`-` is stdin). Never panics on bad input.
pub fn main_with_args(args: &[String]) -> Outcome {
    main_with_argv0("FileCheck", args)
}

/// [`main_with_args`] naming the program `argv0` in the "FileCheck command
/// line:" note printed for an empty input.
pub fn main_with_argv0(argv0: &str, args: &[String]) -> Outcome {
    let mut out = Outcome {
        exit_code: 0,
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    let mut all: Vec<String> = Vec::new();
    if let Ok(env) = std::env::var("FILECHECK_OPTS") {
        all.extend(env.split_whitespace().map(str::to_string));
    }
    all.extend(args.iter().cloned());
    let cl = match CommandLine::parse(&all) {
        Ok(c) => c,
        Err(UsageError(msg)) => {
            out.stderr = format!("{msg}\n").into_bytes();
            out.exit_code = 1;
            return out;
        }
    };
    if cl.help {
        out.stdout = HELP_TEXT.as_bytes().to_vec();
        return out;
    }
    if cl.version {
        out.stdout = format!(
            "filecheck {} (LLVM FileCheck 19 compatible)\n",
            env!("CARGO_PKG_VERSION")
        )
        .into_bytes();
        return out;
    }
    if cl.opts.dump_input == DumpInput::Help {
        out.stdout = dump::HELP.as_bytes().to_vec();
        return out;
    }
    let Some(check_path) = cl.check_file.clone() else {
        out.stderr = b"<check-file> not specified\n".to_vec();
        out.exit_code = 2;
        return out;
    };
    // Argument errors that LLVM reports before opening files.
    let mut pre_opts = cl.opts.clone();
    pre_opts
        .defines
        .retain(|d| d.find('=').is_none_or(|i| i == 0));
    let mut pre = String::new();
    if !pre_opts.defines.is_empty() || !check_file::validate_prefixes(&cl.opts, &mut pre) {
        return run_buffers(&cl.opts, ("", Vec::new()), ("", Vec::new()), args);
    }
    let check_text = match read_path(&check_path) {
        Ok(t) => t,
        Err(e) => {
            out.stderr = format!(
                "Could not open check file '{check_path}': {}\n",
                io_message(&e)
            )
            .into_bytes();
            out.exit_code = 2;
            return out;
        }
    };
    let input_name = if cl.input_file == "-" {
        "<stdin>".to_string()
    } else {
        cl.input_file.clone()
    };
    // LLVM reads the check file before opening the input: a bad check file
    // wins over a missing input.
    let input_text = match read_path(&cl.input_file) {
        Ok(t) => t,
        Err(e) => {
            let mut opts = cl.opts.clone();
            opts.allow_empty = true;
            let first = run_buffers(&opts, (&check_path, check_text), ("", b"x".to_vec()), args);
            if first.exit_code == 2 {
                return first;
            }
            out.stderr = format!(
                "Could not open input file '{input_name}': {}\n",
                io_message(&e)
            )
            .into_bytes();
            out.exit_code = 2;
            return out;
        }
    };
    let mut argv = vec![argv0.to_string()];
    argv.extend(args.iter().cloned());
    run_buffers(
        &cl.opts,
        (&check_path, check_text),
        (&input_name, input_text),
        &argv,
    )
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            let s = e.to_string();
            s.split(" (os error").next().unwrap_or(&s).to_string()
        }
    }
}

const HELP_TEXT: &str = "OVERVIEW: an LLVM-compatible FileCheck

USAGE: filecheck [options] <check-file>

OPTIONS:
  --allow-deprecated-dag-overlap  Enable overlapping among matches in a group of consecutive CHECK-DAG directives.
  --allow-empty                   Allow the input file to be empty.
  --allow-unused-prefixes         Allow prefixes to be specified but not appear in the test.
  --check-prefix=<string>         Prefix to use from check file (defaults to 'CHECK').
  --check-prefixes=<string>       Alias for -check-prefix permitting multiple comma separated values.
  --color                         Use colors in output.
  --comment-prefixes=<string>     Comma-separated list of comment prefixes to use from check file (defaults to 'COM,RUN').
  -D<VAR=VALUE>                   Define a string variable to be used in capture patterns.
  -D#<FMT,NUMVAR=NUMEXPR>         Define a numeric variable to be used in capture patterns.
  --dump-input=<value>            Dump input to stderr, adding annotations representing currently enabled diagnostics (help|always|fail|never; default fail).
  --dump-input-context=<uint>     Lines of context around filtered lines (default 5).
  --dump-input-filter=<value>     Input lines to dump (all|annotation-full|annotation|error).
  --enable-var-scope              Enables scope for regex variables: those not starting with '$' are cleared at each CHECK-LABEL.
  --ignore-case                   Use case-insensitive matching.
  --implicit-check-not=<string>   Add an implicit negative check with this pattern to every positive check.
  --input-file=<filename>         File to check (defaults to stdin).
  --match-full-lines              Require all positive matches to cover an entire input line.
  --strict-whitespace             Do not treat all horizontal whitespace as equivalent.
  -v                              Print directive pattern matches.
  -vv                             Print information helpful in diagnosing internal FileCheck issues, such as discarded overlapping CHECK-DAG matches.
";

#[cfg(test)]
mod tests {
    use super::*;

    fn check_with(args: &[&str], check_text: &str, input: &str, expect_code: i32) -> String {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let cl = CommandLine::parse(&args).expect("valid command line");
        let out = run_buffers(
            &cl.opts,
            ("check.txt", check_text.as_bytes().to_vec()),
            ("input.txt", input.as_bytes().to_vec()),
            &[],
        );
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.exit_code, expect_code, "stderr:\n{err}");
        err
    }

    #[test]
    fn basic_directives() {
        check_with(
            &[],
            "CHECK: a\nCHECK-NEXT: b\nCHECK-SAME: c\n",
            "a\nb c\n",
            0,
        );
        check_with(&[], "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nx\nb\n", 1);
        check_with(
            &[],
            "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n",
            "a\nb\nc\n",
            0,
        );
        check_with(&[], "CHECK-COUNT-2: a\nCHECK-EMPTY:\n", "a\na\n\n", 0);
    }

    #[test]
    fn variables() {
        check_with(
            &[],
            "CHECK: x=[[X:[0-9]+]]\nCHECK: y=[[X]]\n",
            "x=12\ny=12\n",
            0,
        );
        check_with(&[], "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "41\n42\n", 0);
        check_with(&[], "CHECK: [[#%x,N:]]\nCHECK: [[#N*2]]\n", "ff\n", 2);
        check_with(&["-D#N=3"], "CHECK: [[#N+@LINE]]\n", "4\n", 0);
    }

    #[test]
    fn message_format() {
        let err = check_with(
            &["--dump-input=never"],
            "CHECK: foo\nCHECK-NEXT: baz\n",
            "foo\nbar\nbaz\n",
            1,
        );
        assert!(
            err.starts_with(
                "check.txt:2:13: error: CHECK-NEXT: is not on the line after the previous match\n"
            ),
            "{err}"
        );
    }

    #[test]
    fn canonical_whitespace() {
        assert_eq!(canonicalize(b"a \t b\r\nc", false), b"a b\nc");
        assert_eq!(canonicalize(b"a  b", true), b"a  b");
    }
}
