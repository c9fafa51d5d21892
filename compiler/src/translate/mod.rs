//! `ipu-translate`: translations between ipu-stack IR and other formats, in the role
//! of `mlir-translate`. One translation today:
//!
//! - `--import-stablehlo`: StableHLO MLIR as JAX exports it (pretty or generic form)
//!   → the graph dialect ([`ipu_passes::import_stablehlo`]).
//!
//! ```text
//! ipu-translate --import-stablehlo examples/stablehlo/mlp_f16_small.mlir -o mlp.graph.mlir
//! ipu-translate --import-stablehlo --weights-as-constants model.mlir
//! ```
//!
//! The driver is a library function, [`ipu_translate_main`], so tests run it
//! in-process. Exit status ([`ipu_runtime::cli`]'s convention): 0 on success; 1 when the
//! input does not parse, verify or import (located errors go to stderr,
//! `file:line:col: error: ...`); 2 for bad command-line usage (an output path that cannot
//! be written included).

use std::ffi::OsString;
use std::io::{Read, Write};

use clap::Parser as ClapParser;
use ipu_dialects::{Context, Diagnostic, Module, PrintFlags, SourceMap, render_all};
use ipu_passes::import_stablehlo::{ImportOptions, import_module, register_dialects};

use ipu_runtime::cli::{EXIT_INPUT, EXIT_STATUS_HELP, EXIT_USAGE, parse_log_filter};

use crate::driver::{
    normalize_args, package_given, pad_chunk, read_input, split_input, verify_diagnostics,
};

/// Command-line options of `ipu-translate`.
#[derive(Debug, Clone, ClapParser)]
#[command(
    name = "ipu-translate",
    about = "Translate between ipu-stack IR and other formats (StableHLO import)",
    after_help = EXIT_STATUS_HELP,
    version,
    term_width = 100
)]
#[command(group(clap::ArgGroup::new("translation").required(true).args(["import_stablehlo"])))]
pub struct TranslateArgs {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for stdout); written atomically.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Import StableHLO (JAX's `jax.jit(f).lower(...).as_text()`, pretty or generic
    /// form) into the graph dialect.
    #[arg(long = "import-stablehlo")]
    pub import_stablehlo: bool,
    /// Fold weight arguments (all from --num-inputs on) into seeded random
    /// `graph.constant` values; they leave the signature.
    #[arg(long = "weights-as-constants")]
    pub weights_as_constants: bool,
    /// With --weights-as-constants: how many leading arguments stay program inputs
    /// (JAX's `f(x, *weights)` convention: 1).
    #[arg(long = "num-inputs", default_value_t = 1, value_name = "N")]
    pub num_inputs: usize,
    /// With --weights-as-constants: base seed; argument i gets seed + i.
    #[arg(long = "seed", default_value_t = 0, value_name = "S")]
    pub seed: u64,
    /// Split the input at `// -----` lines and translate each chunk separately;
    /// outputs are joined with `// -----`.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Print every operation in generic form.
    #[arg(long = "print-op-generic", visible_alias = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print `loc(...)` after every operation.
    #[arg(long = "print-debuginfo", visible_alias = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Check the diagnostics against `// expected-error {{...}}` (and `-warning`,
    /// `-note`, `-remark`) comments in the input instead of printing them; exit 1 on
    /// a mismatch.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Tracing output to stderr: `error`, `warn`, `info`, `debug`, `trace`, or a
    /// `RUST_LOG`-style filter. `RUST_LOG` is read when absent.
    #[arg(long = "log-level", value_name = "FILTER", value_parser = parse_log_filter)]
    pub log_level: Option<String>,
}

impl TranslateArgs {
    /// The importer's options.
    pub fn import_options(&self) -> ImportOptions {
        ImportOptions {
            weights_as_constants: self.weights_as_constants,
            num_inputs: self.num_inputs,
            seed: self.seed,
        }
    }
}

/// A context with every dialect `ipu-translate` reads: the project's and `stablehlo`.
pub fn make_context() -> Context {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    ctx
}

/// Imports one chunk of the file `name` (its text starts at line `first_line`):
/// parse, verify, import, verify, print. Returns the printed module (empty on
/// failure) and the diagnostics.
pub fn translate_chunk(
    ctx: &Context,
    name: &str,
    first_line: usize,
    chunk: &[u8],
    args: &TranslateArgs,
) -> (String, Vec<Diagnostic>) {
    let text = pad_chunk(first_line, chunk);
    let mut module = match Module::parse(ctx, name, &text) {
        Ok(m) => m,
        Err(d) => return (String::new(), d),
    };
    let diags = module.verify(ctx);
    if !diags.is_empty() {
        return (String::new(), diags);
    }
    if let Err(d) = import_module(ctx, &mut module.ir, module.op, &args.import_options()) {
        return (String::new(), d);
    }
    let diags = module.verify(ctx);
    if !diags.is_empty() {
        // Our bug: the importer must produce valid graph IR.
        let note = "import-stablehlo produced IR that does not verify (an internal error)";
        let diags = diags
            .into_iter()
            .map(|d| {
                let loc = d.location;
                d.with_note(loc, note)
            })
            .collect();
        return (String::new(), diags);
    }
    let flags = PrintFlags {
        generic: args.print_op_generic,
        debug_info: args.print_debuginfo,
        elide_elements_larger: None,
    };
    (module.print(ctx, &flags), Vec::new())
}

/// The `ipu-translate` entry point: parses `args` (the program name first) and runs,
/// reading `stdin` for `-` and writing to `stdout` and `stderr`. Returns the exit code.
pub fn ipu_translate_main(
    args: impl IntoIterator<Item = OsString>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let opts = match TranslateArgs::try_parse_from(normalize_args(args)) {
        Ok(o) => o,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let text = e.render().to_string();
            let sink: &mut dyn Write = if e.use_stderr() { stderr } else { stdout };
            let _ = sink.write_all(text.as_bytes());
            return i32::from(code);
        }
    };
    ipu_runtime::cli::init_logging(opts.log_level.as_deref(), None);
    // Where the output goes is checked before any work.
    if opts.output != "-"
        && let Err(m) = ipu_runtime::fs::check_destination(std::path::Path::new(&opts.output))
    {
        let _ = writeln!(stderr, "ipu-translate: error: -o {}: {m}", opts.output);
        return i32::from(EXIT_USAGE);
    }
    let code = match run(&opts, stdin, stdout, stderr) {
        Ok(code) => code,
        Err(message) => {
            let _ = writeln!(stderr, "ipu-translate: error: {message}");
            i32::from(EXIT_INPUT)
        }
    };
    let _ = stdout.flush();
    let _ = stderr.flush();
    code
}

fn run(
    opts: &TranslateArgs,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<i32, String> {
    let ctx = make_context();
    let text = read_input(&opts.input, stdin)?;
    let name = if opts.input == "-" {
        "<stdin>"
    } else {
        &opts.input
    };
    if let Some(message) = package_given(name, &text) {
        stderr
            .write_all(message.as_bytes())
            .map_err(|e| format!("cannot write stderr: {e}"))?;
        return Ok(i32::from(EXIT_INPUT));
    }
    let file = ctx.ident(name);
    let chunks = if opts.split_input_file {
        split_input(&text)
    } else {
        vec![(1, &text[..])]
    };
    let mut out = String::new();
    let mut failed = false;
    for (i, &(first_line, chunk)) in chunks.iter().enumerate() {
        if i > 0 {
            out.push_str("// -----\n");
        }
        let (printed, diagnostics) = translate_chunk(&ctx, name, first_line, chunk, opts);
        let padded = pad_chunk(first_line, chunk);
        let mut sources = SourceMap::new();
        sources.add(file, padded.clone().into());
        let shown = if opts.verify_diagnostics {
            let text = String::from_utf8_lossy(&padded);
            verify_diagnostics(&ctx, file, &text, &diagnostics)
        } else {
            diagnostics
        };
        failed |= !shown.is_empty() && shown.iter().any(Diagnostic::is_error);
        stderr
            .write_all(render_all(&shown, &ctx, &sources).as_bytes())
            .map_err(|e| format!("cannot write stderr: {e}"))?;
        out.push_str(&printed);
    }
    // As mlir-translate: the outputs of split input are printed even when a chunk
    // failed; a failed run never writes (or replaces) an output file.
    if !failed || (opts.split_input_file && opts.output == "-") {
        if opts.output == "-" {
            stdout
                .write_all(out.as_bytes())
                .map_err(|e| format!("cannot write stdout: {e}"))?;
        } else {
            ipu_passes::write_atomically(std::path::Path::new(&opts.output), out.as_bytes())
                .map_err(|e| format!("cannot write '{}': {e}", opts.output))?;
        }
    }
    Ok(i32::from(failed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str], stdin: &str) -> (i32, String, String) {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = ipu_translate_main(
            args.iter().map(OsString::from),
            &mut stdin.as_bytes(),
            &mut out,
            &mut err,
        );
        (
            code,
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
        )
    }

    const ADD: &str = "func.func public @main(%a: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {\n\
        %0 = stablehlo.add %a, %w : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n";

    #[test]
    fn imports_stdin_to_stdout() {
        let (code, out, err) = run_args(&["ipu-translate", "--import-stablehlo"], ADD);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("graph.add %arg0, %arg1 : tensor<4xf32>"),
            "{out}"
        );
    }

    #[test]
    fn a_translation_is_required() {
        let (code, _, err) = run_args(&["ipu-translate"], ADD);
        assert_eq!(code, 2);
        assert!(err.contains("--import-stablehlo"), "{err}");
    }

    #[test]
    fn single_dash_flags_and_weights_as_constants() {
        let (code, out, err) = run_args(
            &[
                "ipu-translate",
                "-import-stablehlo",
                "-weights-as-constants",
                "-seed",
                "7",
            ],
            ADD,
        );
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("@main(%arg0: tensor<4xf32>) -> tensor<4xf32>"),
            "{out}"
        );
        assert!(
            out.contains("graph.constant random {seed = 8 : i64"),
            "{out}"
        );
    }

    #[test]
    fn verify_diagnostics_checks_expected_errors() {
        let bad = "func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n\
            // expected-error @+1 {{'stablehlo.log' op is not supported by import-stablehlo}}\n\
            %0 = stablehlo.log %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n";
        let (code, _, err) = run_args(
            &[
                "ipu-translate",
                "--import-stablehlo",
                "--verify-diagnostics",
            ],
            bad,
        );
        assert_eq!(code, 0, "{err}");
        let (code, _, err) = run_args(
            &[
                "ipu-translate",
                "--import-stablehlo",
                "--verify-diagnostics",
            ],
            ADD,
        );
        assert_eq!(code, 0, "{err}");
        let wrong = bad.replace("stablehlo.log' op", "stablehlo.sine' op");
        let (code, _, err) = run_args(
            &[
                "ipu-translate",
                "--import-stablehlo",
                "--verify-diagnostics",
            ],
            &wrong,
        );
        assert_eq!(code, 1);
        assert!(
            err.contains("unexpected error: 'stablehlo.log' op"),
            "{err}"
        );
    }

    #[test]
    fn writes_the_output_file_atomically() {
        let dir = std::env::temp_dir().join(format!("ipu-translate-out-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.mlir");
        let t = target.to_str().unwrap();
        let (code, out, err) = run_args(&["ipu-translate", "--import-stablehlo", "-o", t], ADD);
        assert_eq!(code, 0, "{err}");
        assert!(out.is_empty());
        assert!(
            std::fs::read_to_string(&target)
                .unwrap()
                .contains("graph.add")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn errors_are_located_and_exit_one() {
        let bad = "func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n\
            %0 = stablehlo.log %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n";
        let (code, out, err) = run_args(&["ipu-translate", "--import-stablehlo"], bad);
        assert_eq!(code, 1);
        assert!(out.is_empty());
        assert!(
            err.contains(
                "<stdin>:2:6: error: 'stablehlo.log' op is not supported by import-stablehlo"
            ),
            "{err}"
        );
    }

    #[test]
    fn split_input_translates_each_chunk() {
        let two = format!("{ADD}// -----\n{ADD}");
        let (code, out, err) = run_args(
            &["ipu-translate", "--import-stablehlo", "--split-input-file"],
            &two,
        );
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.matches("graph.add").count(), 2, "{out}");
        assert!(out.contains("// -----\n"), "{out}");
    }
}
