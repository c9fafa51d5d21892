//! A small shell for RUN lines, close to lit's internal shell: words with
//! `'...'`/`"..."` quoting and `\` escapes, pipelines `|` (with pipefail),
//! `&&`, `||`, `;`, redirections `<`, `>`, `>>`, `2>`, `2>>`, `2>&1`,
//! `&>`, the `not` / `not --crash` wrappers, and `cd`, `true`, `false`,
//! `:` as builtins. Tools are looked up by a [`Resolver`] (the build's target
//! directory first), and a missing tool is an error, never a skip.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A lexed token.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Word(String),
    Op(&'static str),
}

const OPS: [&str; 11] = [
    "2>&1", "2>>", "&>", "&&", "||", ">>", "2>", "|", ";", ">", "<",
];

fn lex(s: &str) -> Result<Vec<Tok>, String> {
    let b: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == ' ' || c == '\t' || c == '\n' {
            i += 1;
            continue;
        }
        let rest: String = b[i..b.len().min(i + 4)].iter().collect();
        if let Some(op) = OPS.iter().find(|op| rest.starts_with(*op)) {
            // `2>` is only an operator at the start of a word.
            out.push(Tok::Op(op));
            i += op.chars().count();
            continue;
        }
        if c == '&' {
            return Err("background jobs ('&') are not supported".into());
        }
        let mut word = String::new();
        while i < b.len() {
            let c = b[i];
            if c == ' '
                || c == '\t'
                || c == '\n'
                || c == '|'
                || c == ';'
                || c == '<'
                || c == '>'
                || c == '&'
            {
                break;
            }
            match c {
                '\'' => {
                    i += 1;
                    while i < b.len() && b[i] != '\'' {
                        word.push(b[i]);
                        i += 1;
                    }
                    if i == b.len() {
                        return Err("unterminated single quote".into());
                    }
                    i += 1;
                }
                '"' => {
                    i += 1;
                    while i < b.len() && b[i] != '"' {
                        if b[i] == '\\'
                            && i + 1 < b.len()
                            && matches!(b[i + 1], '"' | '\\' | '$' | '`')
                        {
                            i += 1;
                        }
                        word.push(b[i]);
                        i += 1;
                    }
                    if i == b.len() {
                        return Err("unterminated double quote".into());
                    }
                    i += 1;
                }
                '\\' if i + 1 < b.len() => {
                    word.push(b[i + 1]);
                    i += 2;
                }
                _ => {
                    word.push(c);
                    i += 1;
                }
            }
        }
        out.push(Tok::Word(word));
    }
    Ok(out)
}

/// Where a stream goes.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Redirect {
    StdinFrom(String),
    StdoutTo(String, bool),
    StderrTo(String, bool),
    StderrToStdout,
    BothTo(String),
}

/// One command of a pipeline.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Cmd {
    args: Vec<String>,
    redirects: Vec<Redirect>,
}

/// Commands joined by `|`.
type Pipeline = Vec<Cmd>;

/// How a pipeline is joined to the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Join {
    Seq,
    And,
    Or,
}

fn parse(tokens: Vec<Tok>) -> Result<Vec<(Join, Pipeline)>, String> {
    let mut out: Vec<(Join, Pipeline)> = Vec::new();
    let mut join = Join::Seq;
    let mut pipeline: Pipeline = Vec::new();
    let mut cmd = Cmd::default();
    let mut it = tokens.into_iter().peekable();
    let finish_cmd = |cmd: &mut Cmd, pipeline: &mut Pipeline| -> Result<(), String> {
        if cmd.args.is_empty() {
            return Err("empty command".into());
        }
        pipeline.push(std::mem::take(cmd));
        Ok(())
    };
    while let Some(t) = it.next() {
        match t {
            Tok::Word(w) => cmd.args.push(w),
            Tok::Op(op) => {
                let mut target = || match it.next() {
                    Some(Tok::Word(w)) => Ok(w),
                    _ => Err(format!("missing file name after '{op}'")),
                };
                match op {
                    "<" => cmd.redirects.push(Redirect::StdinFrom(target()?)),
                    ">" => cmd.redirects.push(Redirect::StdoutTo(target()?, false)),
                    ">>" => cmd.redirects.push(Redirect::StdoutTo(target()?, true)),
                    "2>" => cmd.redirects.push(Redirect::StderrTo(target()?, false)),
                    "2>>" => cmd.redirects.push(Redirect::StderrTo(target()?, true)),
                    "&>" => cmd.redirects.push(Redirect::BothTo(target()?)),
                    "2>&1" => cmd.redirects.push(Redirect::StderrToStdout),
                    "|" => finish_cmd(&mut cmd, &mut pipeline)?,
                    _ => {
                        finish_cmd(&mut cmd, &mut pipeline)?;
                        out.push((join, std::mem::take(&mut pipeline)));
                        join = match op {
                            "&&" => Join::And,
                            "||" => Join::Or,
                            _ => Join::Seq,
                        };
                    }
                }
            }
        }
    }
    if !cmd.args.is_empty() || !pipeline.is_empty() {
        finish_cmd(&mut cmd, &mut pipeline)?;
        out.push((join, pipeline));
    } else if !out.is_empty() && join != Join::Seq {
        return Err("command line ends with an operator".into());
    }
    Ok(out)
}

/// Finds the executable for a command name.
pub trait Resolver: Sync {
    /// The path to run for `name`, or `None` when there is no such tool.
    fn resolve(&self, name: &str) -> Option<PathBuf>;
}

/// What one RUN line did, for the failure report.
#[derive(Debug, Default, Clone)]
pub struct Transcript {
    /// Human-readable log: each command, its exit code and output.
    pub log: String,
    /// Whether the RUN line succeeded.
    pub ok: bool,
}

/// How a command ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Code(i32),
    Signal,
}

impl Status {
    fn success(self) -> bool {
        self == Status::Code(0)
    }
}

/// Runs `line` (already substituted) in directory `cwd`.
pub fn run(line: &str, cwd: &mut PathBuf, resolver: &dyn Resolver) -> Transcript {
    let mut t = Transcript::default();
    let parsed = lex(line).and_then(parse);
    let pipelines = match parsed {
        Ok(p) => p,
        Err(e) => {
            t.log
                .push_str(&format!("error: cannot parse RUN line: {e}\n"));
            return t;
        }
    };
    let mut last_ok = true;
    for (join, pipeline) in pipelines {
        let skip = match join {
            Join::Seq => false,
            Join::And => !last_ok,
            Join::Or => last_ok,
        };
        if skip {
            continue;
        }
        last_ok = run_pipeline(&pipeline, cwd, resolver, &mut t.log);
    }
    t.ok = last_ok;
    t
}

fn open_for_write(path: &Path, append: bool) -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .create(true)
        .write(true)
        .append(append)
        .truncate(!append)
        .open(path)
}

fn run_pipeline(
    p: &Pipeline,
    cwd: &mut PathBuf,
    resolver: &dyn Resolver,
    log: &mut String,
) -> bool {
    let mut input: Vec<u8> = Vec::new();
    let mut has_input = false;
    let mut worst = Status::Code(0);
    for (k, cmd) in p.iter().enumerate() {
        let last = k + 1 == p.len();
        log.push_str(&format!("$ {}\n", shell_quote(&cmd.args)));
        let (status, out) = match run_cmd(
            cmd,
            cwd,
            resolver,
            if has_input { Some(&input) } else { None },
            log,
        ) {
            Ok(r) => r,
            Err(e) => {
                log.push_str(&format!("error: {e}\n"));
                return false;
            }
        };
        if !status.success() {
            worst = status;
        }
        if last {
            if !out.is_empty() {
                log.push_str(&format!("# stdout:\n{}\n", String::from_utf8_lossy(&out)));
            }
        } else {
            input = out;
            has_input = true;
        }
    }
    worst.success()
}

fn shell_quote(args: &[String]) -> String {
    args.iter()
        .map(|a| {
            if !a.is_empty()
                && a.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+%@#{}[]".contains(c))
            {
                a.clone()
            } else {
                format!("'{}'", a.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a file descriptor of a command points while its redirections are applied.
#[derive(Debug)]
enum Sink {
    /// The pipe to the next command (or the captured output).
    Pipe,
    /// The pipe whose contents go to the log.
    ErrLog,
    /// A file.
    File(std::fs::File),
}

impl Sink {
    /// A second descriptor pointing at the same place (`2>&1`).
    fn dup(&self) -> Result<Sink, String> {
        Ok(match self {
            Sink::Pipe => Sink::Pipe,
            Sink::ErrLog => Sink::ErrLog,
            Sink::File(f) => Sink::File(f.try_clone().map_err(|e| e.to_string())?),
        })
    }

    fn stdio(
        &self,
        pipe: &std::io::PipeWriter,
        log: &std::io::PipeWriter,
    ) -> Result<Stdio, String> {
        let s = match self {
            Sink::Pipe => Stdio::from(pipe.try_clone().map_err(|e| e.to_string())?),
            Sink::ErrLog => Stdio::from(log.try_clone().map_err(|e| e.to_string())?),
            Sink::File(f) => Stdio::from(f.try_clone().map_err(|e| e.to_string())?),
        };
        Ok(s)
    }
}

/// Runs one command; returns its status and captured stdout (what went to the
/// pipe: empty when stdout is redirected, stderr too after `2>&1 >file`). Its stderr, unless redirected, goes to the log.
fn run_cmd(
    cmd: &Cmd,
    cwd: &mut PathBuf,
    resolver: &dyn Resolver,
    input: Option<&[u8]>,
    log: &mut String,
) -> Result<(Status, Vec<u8>), String> {
    // `not` wrappers.
    let mut args: &[String] = &cmd.args;
    let mut nots = Vec::new();
    while let Some(first) = args.first().filter(|a| *a == "not") {
        let _ = first;
        if args.get(1).map(String::as_str) == Some("--crash") {
            nots.push(true);
            args = &args[2..];
        } else {
            nots.push(false);
            args = &args[1..];
        }
    }
    let Some(name) = args.first() else {
        return Err("'not' needs a command".into());
    };
    let resolve_path = |p: &str| -> PathBuf {
        let p = Path::new(p);
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            cwd.join(p)
        }
    };
    let mut status = match name.as_str() {
        "cd" => {
            let dir = resolve_path(args.get(1).map(String::as_str).unwrap_or("/"));
            if !dir.is_dir() {
                return Err(format!("cd: {}: no such directory", dir.display()));
            }
            *cwd = dir;
            Status::Code(0)
        }
        "true" | ":" => Status::Code(0),
        "false" => Status::Code(1),
        _ => {
            let program = resolver.resolve(name).ok_or_else(|| {
                format!(
                    "command not found: '{name}' (not in the build's target directory nor on PATH)"
                )
            })?;
            let mut c = Command::new(&program);
            c.args(&args[1..]).current_dir(&*cwd);
            let mut stdin_data: Option<Vec<u8>> = input.map(<[u8]>::to_vec);
            let mut stdin_file = None;
            // Where fds 1 and 2 point, updated redirection by redirection from left
            // to right as POSIX shells do: `2>&1 >f` sends stderr where stdout was
            // (the pipe) and then stdout to `f`.
            let mut fd1 = Sink::Pipe;
            let mut fd2 = Sink::ErrLog;
            for r in &cmd.redirects {
                match r {
                    Redirect::StdinFrom(f) => {
                        let f = std::fs::File::open(resolve_path(f))
                            .map_err(|e| format!("{f}: {e}"))?;
                        stdin_file = Some(f);
                        stdin_data = None;
                    }
                    Redirect::StdoutTo(f, app) => {
                        fd1 = Sink::File(
                            open_for_write(&resolve_path(f), *app)
                                .map_err(|e| format!("{f}: {e}"))?,
                        );
                    }
                    Redirect::StderrTo(f, app) => {
                        fd2 = Sink::File(
                            open_for_write(&resolve_path(f), *app)
                                .map_err(|e| format!("{f}: {e}"))?,
                        );
                    }
                    Redirect::StderrToStdout => fd2 = fd1.dup()?,
                    Redirect::BothTo(f) => {
                        fd1 = Sink::File(
                            open_for_write(&resolve_path(f), false)
                                .map_err(|e| format!("{f}: {e}"))?,
                        );
                        fd2 = fd1.dup()?;
                    }
                }
            }
            match (stdin_file, &stdin_data) {
                (Some(f), _) => {
                    c.stdin(Stdio::from(f));
                }
                (None, Some(_)) => {
                    c.stdin(Stdio::piped());
                }
                (None, None) => {
                    c.stdin(Stdio::null());
                }
            }
            // Whatever points at the pipe (stdout, stderr after `2>&1`, or both)
            // shares one pipe, so that `2>&1` keeps the interleaving.
            let (reader, writer) = std::io::pipe().map_err(|e| format!("pipe: {e}"))?;
            let (err_reader, err_writer) = std::io::pipe().map_err(|e| format!("pipe: {e}"))?;
            c.stdout(fd1.stdio(&writer, &err_writer)?);
            c.stderr(fd2.stdio(&writer, &err_writer)?);
            let mut child = c
                .spawn()
                .map_err(|e| format!("cannot run '{}': {e}", program.display()))?;
            // Our copies of the write ends must close for the reads to end.
            drop(c);
            drop(writer);
            drop(err_writer);
            let feeder = stdin_data.and_then(|data| {
                child.stdin.take().map(|mut w| {
                    std::thread::spawn(move || {
                        let _ = w.write_all(&data);
                    })
                })
            });
            let err_thread = std::thread::spawn(move || {
                let mut v = Vec::new();
                let mut r = err_reader;
                let _ = r.read_to_end(&mut v);
                v
            });
            let mut out = Vec::new();
            let mut r = reader;
            let _ = r.read_to_end(&mut out);
            let err = err_thread.join().unwrap_or_default();
            if let Some(f) = feeder {
                let _ = f.join();
            }
            let st = child.wait().map_err(|e| e.to_string())?;
            if !err.is_empty() {
                log.push_str(&format!("# stderr:\n{}\n", String::from_utf8_lossy(&err)));
            }
            let status = match st.code() {
                Some(code) => Status::Code(code),
                None => Status::Signal,
            };
            log.push_str(&format!(
                "# exit code: {}\n",
                match status {
                    Status::Code(c) => c.to_string(),
                    Status::Signal => "killed by a signal".into(),
                }
            ));
            return Ok((apply_nots(status, &nots), out));
        }
    };
    status = apply_nots(status, &nots);
    Ok((status, Vec::new()))
}

/// `not` turns success into failure and failure into success; a crash stays
/// a failure. `not --crash` succeeds only on a crash (death by a signal).
fn apply_nots(mut status: Status, nots: &[bool]) -> Status {
    for crash in nots.iter().rev() {
        status = if *crash {
            if status == Status::Signal {
                Status::Code(0)
            } else {
                Status::Code(1)
            }
        } else {
            match status {
                Status::Code(0) => Status::Code(1),
                Status::Code(_) => Status::Code(0),
                Status::Signal => Status::Code(1),
            }
        };
    }
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(line: &str, expect: &str) {
        let got = lex(line).and_then(parse).map(|p| format!("{p:?}"));
        assert_eq!(got.as_deref().unwrap_or_else(|e| e), expect);
    }

    #[test]
    fn lexing_and_parsing() {
        check(
            "a 'b c' \"d\\\"e\" | f 2>&1 && g < in > out",
            "[(Seq, [Cmd { args: [\"a\", \"b c\", \"d\\\"e\"], redirects: [] }, Cmd { args: [\"f\"], redirects: [StderrToStdout] }]), (And, [Cmd { args: [\"g\"], redirects: [StdinFrom(\"in\"), StdoutTo(\"out\", false)] }])]",
        );
        check("a |", "empty command");
        check("a > ", "missing file name after '>'");
    }

    #[test]
    fn not_semantics() {
        assert_eq!(apply_nots(Status::Code(0), &[false]), Status::Code(1));
        assert_eq!(apply_nots(Status::Code(2), &[false]), Status::Code(0));
        assert_eq!(apply_nots(Status::Signal, &[false]), Status::Code(1));
        assert_eq!(apply_nots(Status::Signal, &[true]), Status::Code(0));
        assert_eq!(apply_nots(Status::Code(1), &[true]), Status::Code(1));
        assert_eq!(
            apply_nots(Status::Code(1), &[false, false]),
            Status::Code(1)
        );
    }

    /// Finds tools in `/bin` and `/usr/bin`.
    struct System;
    impl Resolver for System {
        fn resolve(&self, name: &str) -> Option<PathBuf> {
            ["/bin", "/usr/bin"]
                .iter()
                .map(|d| Path::new(d).join(name))
                .find(|p| p.is_file())
        }
    }

    /// Runs the single command of `line`; returns (exit code, what reached the pipe, log).
    fn run_one(line: &str, cwd: &mut PathBuf) -> (Status, String, String) {
        let parsed = lex(line).and_then(parse).expect("parses");
        let mut log = String::new();
        let (status, out) = run_cmd(&parsed[0].1[0], cwd, &System, None, &mut log)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        (status, String::from_utf8_lossy(&out).into_owned(), log)
    }

    const BOTH: &str = "sh -c 'echo out; echo err >&2; exit 3'";

    #[test]
    fn redirections_apply_left_to_right() {
        let dir = std::env::temp_dir().join(format!("shell-redir-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let mut cwd = dir.clone();
        // `2>&1 >file`: stderr goes where stdout was (the pipe), then stdout to the file.
        let (st, out, log) = run_one(&format!("{BOTH} 2>&1 >o1.txt"), &mut cwd);
        assert_eq!((st, out.as_str()), (Status::Code(3), "err\n"));
        assert!(!log.contains("# stderr"), "{log}");
        assert_eq!(
            std::fs::read_to_string(dir.join("o1.txt")).ok().as_deref(),
            Some("out\n")
        );
        // `>file 2>&1`: both go to the file.
        let (_, out, log) = run_one(&format!("{BOTH} >o2.txt 2>&1"), &mut cwd);
        assert_eq!(out, "");
        assert!(!log.contains("# stderr"), "{log}");
        assert_eq!(
            std::fs::read_to_string(dir.join("o2.txt")).ok().as_deref(),
            Some("out\nerr\n")
        );
        // `2>&1 >/dev/null` discards stdout only.
        let (_, out, _) = run_one(&format!("{BOTH} 2>&1 >/dev/null"), &mut cwd);
        assert_eq!(out, "err\n");
        // Without redirections stdout is captured and stderr logged.
        let (_, out, log) = run_one(BOTH, &mut cwd);
        assert_eq!(out, "out\n");
        assert!(log.contains("# stderr:\nerr\n"), "{log}");
        // `2>&1` alone merges both into the pipe; `&>` both into a file.
        let (_, out, _) = run_one(&format!("{BOTH} 2>&1"), &mut cwd);
        assert_eq!(out, "out\nerr\n");
        let (_, out, _) = run_one(&format!("{BOTH} &> o3.txt"), &mut cwd);
        assert_eq!(out, "");
        assert_eq!(
            std::fs::read_to_string(dir.join("o3.txt")).ok().as_deref(),
            Some("out\nerr\n")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn stderr_through_a_pipeline() {
        let mut cwd = std::env::temp_dir();
        let t = run(&format!("{BOTH} 2>&1 >/dev/null | cat"), &mut cwd, &System);
        assert!(
            t.log.contains("$ cat\n# exit code: 0\n# stdout:\nerr\n"),
            "{}",
            t.log
        );
        assert!(!t.log.contains("out\n"), "{}", t.log);
    }
}
