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

use anyhow::{Context as _, Result};
use clap::Parser as ClapParser;
use ipu_dialects::{Context, Diagnostic, Module, PrintFlags, SourceMap, render_all};

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
pub fn read_input(input: &str) -> Result<Vec<u8>> {
    if input == "-" {
        let mut v = Vec::new();
        std::io::stdin()
            .read_to_end(&mut v)
            .context("reading stdin")?;
        Ok(v)
    } else {
        std::fs::read(input).with_context(|| format!("cannot open input file '{input}'"))
    }
}

/// Writes `data` to `output` (`-` for stdout), atomically for files (temp file + rename).
pub fn write_output(output: &str, data: &[u8]) -> Result<()> {
    if output == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(data).context("writing stdout")?;
        out.flush().context("writing stdout")?;
        return Ok(());
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
    std::fs::write(&tmp, data).with_context(|| format!("cannot write '{}'", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("cannot write '{output}'"))?;
    Ok(())
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

/// Parses, verifies and prints one buffer. Returns the printed text, or the rendered
/// diagnostics. `first_line` shifts reported line numbers (for split input).
pub fn process_buffer(
    ctx: &Context,
    name: &str,
    text: &[u8],
    first_line: usize,
    opts: &OptOptions,
) -> Result<String, String> {
    let padded;
    let text = if first_line > 1 {
        let mut v = vec![b'\n'; first_line - 1];
        v.extend_from_slice(text);
        padded = v;
        &padded[..]
    } else {
        text
    };
    let mut sources = SourceMap::new();
    sources.add(ctx.ident(name), text.to_vec().into());
    let render = |diags: &[Diagnostic]| render_all(diags, ctx, &sources);
    let module = Module::parse(ctx, name, text).map_err(|d| render(&d))?;
    if !opts.no_verify {
        let diags = module.verify(ctx);
        if !diags.is_empty() {
            return Err(render(&diags));
        }
    }
    let flags = PrintFlags {
        generic: opts.print_op_generic,
        debug_info: opts.print_debuginfo,
    };
    Ok(module.print(ctx, &flags))
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
    let chunks = if opts.split_input_file {
        split_input(&text)
    } else {
        vec![(1, &text[..])]
    };
    let mut out = String::new();
    let mut failed = false;
    for (i, (first_line, chunk)) in chunks.iter().enumerate() {
        if i > 0 {
            out.push_str("// -----\n");
        }
        match process_buffer(&ctx, &name, chunk, *first_line, opts) {
            Ok(s) => out.push_str(&s),
            Err(diags) => {
                eprint!("{diags}");
                failed = true;
            }
        }
    }
    if failed {
        return Ok(1);
    }
    write_output(&opts.output, out.as_bytes())?;
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
