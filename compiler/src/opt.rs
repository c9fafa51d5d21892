//! `ipu-opt`: parse, verify and print MLIR-syntax IR (the first version; the pass
//! manager adds `--pass`/`--pass-pipeline` here).
//!
//! Flags follow mlir-opt without the `mlir-` prefix (the prefixed spellings are
//! accepted too), and like mlir-opt every long flag may be written with one dash
//! (`-allow-unregistered-dialect`).
//!
//! Exit status: 0 on success, 1 when the input does not parse or verify (the
//! diagnostics go to stderr), 2 for bad command-line usage.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context as _, Result};
use clap::Parser as ClapParser;
use ipu_dialects::{Context, Diagnostic, Module, PrintFlags, SourceMap, print_module, render_all};

/// Command-line options of `ipu-opt`.
#[derive(Debug, Clone, ClapParser)]
#[command(
    name = "ipu-opt",
    about = "Parse, verify and print ipu-stack IR (MLIR syntax)",
    version
)]
pub struct OptOptions {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for stdout); written atomically.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Print every operation in generic form.
    #[arg(long = "print-op-generic", visible_alias = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Accept operations, types and attributes of unregistered dialects.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Print `loc(...)` after every operation.
    #[arg(long = "print-debuginfo", visible_alias = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Split the input at `// -----` lines and process each chunk separately;
    /// outputs are joined with `// -----`.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Do not run the verifier on the parsed input.
    #[arg(long = "no-verify")]
    pub no_verify: bool,
}

/// Rewrites single-dash long options (`-allow-unregistered-dialect`) to double-dash,
/// as mlir-opt accepts both; `-o`, `-` and short clusters are left alone.
pub fn normalize_args(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Vec<std::ffi::OsString> {
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            if i == 0 {
                return a;
            }
            match a.to_str() {
                // `-ofile` is `-o file`; no long flag starts with `o`.
                Some(s)
                    if s.len() > 2
                        && s.starts_with('-')
                        && !s.starts_with("--")
                        && !s.starts_with("-o")
                        && s.as_bytes()[1].is_ascii_alphabetic() =>
                {
                    format!("-{s}").into()
                }
                _ => a,
            }
        })
        .collect()
}

/// Reads the input named `input` (`-` for stdin).
pub fn read_input(input: &str) -> Result<Arc<[u8]>> {
    let v = if input == "-" {
        let mut v = Vec::new();
        std::io::stdin()
            .read_to_end(&mut v)
            .context("reading stdin")?;
        v
    } else {
        std::fs::read(input).with_context(|| format!("cannot open input file '{input}'"))?
    };
    Ok(v.into())
}

/// Where output goes: stdout, or a temporary file renamed over the target when
/// [`Output::commit`] is called (so a failed run never leaves a partial file).
pub struct Output {
    writer: Box<dyn Write>,
    rename: Option<(PathBuf, PathBuf)>,
}

impl Output {
    /// Opens `output` (`-` for stdout).
    pub fn open(output: &str) -> Result<Output> {
        if output == "-" {
            return Ok(Output {
                writer: Box::new(std::io::BufWriter::new(std::io::stdout())),
                rename: None,
            });
        }
        let path = Path::new(output);
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "out".into());
        let tmp: PathBuf = dir.join(format!(".{name}.tmp{}", std::process::id()));
        let f = std::fs::File::create(&tmp)
            .with_context(|| format!("cannot write '{}'", tmp.display()))?;
        Ok(Output {
            writer: Box::new(std::io::BufWriter::with_capacity(1 << 20, f)),
            rename: Some((tmp, path.to_path_buf())),
        })
    }

    /// Flushes and, for a file, moves it into place.
    pub fn commit(mut self) -> Result<()> {
        self.writer.flush().context("writing output")?;
        drop(self.writer);
        if let Some((tmp, path)) = self.rename.take() {
            std::fs::rename(&tmp, &path)
                .with_context(|| format!("cannot write '{}'", path.display()))?;
        }
        Ok(())
    }

    /// Removes the temporary file of an abandoned output.
    pub fn abandon(mut self) {
        if let Some((tmp, _)) = self.rename.take() {
            let _ = std::fs::remove_file(tmp);
        }
    }
}

/// Adapts an `io::Write` to `fmt::Write` through a 64 KiB buffer (the printer does
/// many small writes), remembering the first I/O error.
struct FmtIo<'a> {
    inner: &'a mut dyn Write,
    buf: String,
    error: Option<std::io::Error>,
}

impl<'a> FmtIo<'a> {
    const CAP: usize = 1 << 16;

    fn new(inner: &'a mut dyn Write) -> Self {
        FmtIo {
            inner,
            buf: String::with_capacity(Self::CAP + 256),
            error: None,
        }
    }

    fn flush_buf(&mut self) -> std::fmt::Result {
        if let Err(e) = self.inner.write_all(self.buf.as_bytes()) {
            self.error = Some(e);
            return Err(std::fmt::Error);
        }
        self.buf.clear();
        Ok(())
    }
}

impl std::fmt::Write for FmtIo<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.buf.push_str(s);
        if self.buf.len() >= Self::CAP {
            self.flush_buf()
        } else {
            Ok(())
        }
    }

    #[inline]
    fn write_char(&mut self, c: char) -> std::fmt::Result {
        self.buf.push(c);
        if self.buf.len() >= Self::CAP {
            self.flush_buf()
        } else {
            Ok(())
        }
    }
}

/// Writes `data` to `output` (`-` for stdout), atomically for files (temp file + rename).
pub fn write_output(output: &str, data: &[u8]) -> Result<()> {
    let mut out = Output::open(output)?;
    out.writer.write_all(data).context("writing output")?;
    out.commit()
}

/// Splits `text` at lines consisting of `// -----` (mlir's split marker). Each chunk
/// is returned with its first line number (1-based) in the original text.
pub fn split_input(text: &[u8]) -> Vec<(usize, &[u8])> {
    let mut chunks = Vec::new();
    let mut start = 0usize;
    let mut start_line = 1usize;
    let mut line = 1usize;
    let mut pos = 0usize;
    while pos < text.len() {
        let end = text[pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map(|i| pos + i + 1)
            .unwrap_or(text.len());
        let l = &text[pos..end];
        let trimmed = l.strip_suffix(b"\n").unwrap_or(l);
        let trimmed = trimmed.strip_suffix(b"\r").unwrap_or(trimmed);
        if trimmed.starts_with(b"// -----") && trimmed[8..].iter().all(|c| c.is_ascii_whitespace())
        {
            chunks.push((start_line, &text[start..pos]));
            start = end;
            start_line = line + 1;
        }
        line += 1;
        pos = end;
    }
    chunks.push((start_line, &text[start..]));
    chunks
}

/// Parses and verifies one buffer. Returns the module, or the rendered diagnostics.
/// `first_line` shifts reported line numbers (for split input).
pub fn parse_buffer(
    ctx: &Context,
    name: &str,
    text: Arc<[u8]>,
    first_line: usize,
    opts: &OptOptions,
) -> Result<Module, String> {
    let text: Arc<[u8]> = if first_line > 1 {
        let mut v = vec![b'\n'; first_line - 1];
        v.extend_from_slice(&text);
        v.into()
    } else {
        text
    };
    let mut sources = SourceMap::new();
    sources.add(ctx.ident(name), text.clone());
    let render = |diags: &[Diagnostic]| render_all(diags, ctx, &sources);
    let module = Module::parse(ctx, name, &text).map_err(|d| render(&d))?;
    if !opts.no_verify {
        let diags = module.verify(ctx);
        if !diags.is_empty() {
            return Err(render(&diags));
        }
    }
    Ok(module)
}

/// Parses, verifies and prints one buffer to a string (see [`parse_buffer`]).
pub fn process_buffer(
    ctx: &Context,
    name: &str,
    text: &[u8],
    first_line: usize,
    opts: &OptOptions,
) -> Result<String, String> {
    let module = parse_buffer(ctx, name, text.to_vec().into(), first_line, opts)?;
    Ok(module.print(ctx, &print_flags(opts)))
}

fn print_flags(opts: &OptOptions) -> PrintFlags {
    PrintFlags {
        generic: opts.print_op_generic,
        debug_info: opts.print_debuginfo,
    }
}

/// Runs `ipu-opt` with parsed options; returns the process exit code.
pub fn run(opts: &OptOptions) -> Result<i32> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered(opts.allow_unregistered_dialect);
    let text = read_input(&opts.input)?;
    let name = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    let chunks: Vec<(usize, Arc<[u8]>)> = if opts.split_input_file {
        split_input(&text)
            .into_iter()
            .map(|(l, c)| (l, Arc::from(c)))
            .collect()
    } else {
        vec![(1, text)]
    };
    let mut out = Output::open(&opts.output)?;
    let mut failed = false;
    for (i, (first_line, chunk)) in chunks.into_iter().enumerate() {
        match parse_buffer(&ctx, &name, chunk, first_line, opts) {
            Ok(module) => {
                if i > 0 {
                    out.writer
                        .write_all(b"// -----\n")
                        .context("writing output")?;
                }
                let mut w = FmtIo::new(&mut *out.writer);
                if print_module(&ctx, &module, &print_flags(opts), &mut w)
                    .and_then(|()| w.flush_buf())
                    .is_err()
                {
                    let e = w
                        .error
                        .take()
                        .map(|e| e.to_string())
                        .unwrap_or_else(|| "formatting failed".into());
                    out.abandon();
                    anyhow::bail!("writing output: {e}");
                }
            }
            Err(diags) => {
                eprint!("{diags}");
                failed = true;
            }
        }
    }
    if failed {
        out.abandon();
        return Ok(1);
    }
    out.commit()?;
    Ok(0)
}

/// The `ipu-opt` entry point: parses `args` (with single-dash long flags accepted)
/// and runs. Returns the exit code.
pub fn main_with_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let args = normalize_args(args);
    let opts = match OptOptions::try_parse_from(args) {
        Ok(o) => o,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match run(&opts) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("ipu-opt: error: {e:#}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(v: &[&str]) -> Vec<String> {
        normalize_args(v.iter().map(|s| std::ffi::OsString::from(*s)))
            .into_iter()
            .map(|s| s.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn single_dash_long_flags_are_accepted() {
        assert_eq!(
            norm(&[
                "ipu-opt",
                "-allow-unregistered-dialect",
                "-o",
                "x",
                "-",
                "--print-op-generic",
                "-split-input-file"
            ]),
            vec![
                "ipu-opt",
                "--allow-unregistered-dialect",
                "-o",
                "x",
                "-",
                "--print-op-generic",
                "--split-input-file"
            ]
        );
        assert_eq!(
            norm(&["ipu-opt", "-ofile.mlir"]),
            vec!["ipu-opt", "-ofile.mlir"]
        );
    }

    #[test]
    fn splits_at_marker_lines() {
        let chunks = split_input(b"a\n// -----\nb\nc\n// -----   \nd");
        let got: Vec<(usize, &[u8])> = chunks;
        assert_eq!(
            got,
            vec![(1, &b"a\n"[..]), (3, &b"b\nc\n"[..]), (6, &b"d"[..])]
        );
    }
}
