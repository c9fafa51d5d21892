//! `ipu-opt`, the tool compiler engineers live in: parse IR, run a pass pipeline,
//! print the result — with the flags mlir-opt users know, without the `mlir-` prefix
//! (the prefixed spellings are accepted too, and like mlir-opt every long flag may
//! be written with one dash: `-split-input-file`).
//!
//! The driver is a library function, [`ipu_opt_main`], so tests and other tools run
//! it in-process with their own stdin, stdout and stderr.
//!
//! Every registered pass is also a flag, as in mlir-opt: `--cse`, `-canonicalize`,
//! `--canonicalize=max-iterations=3` (= `--pass=canonicalize{max-iterations=3}`); `-p` is
//! `--pass-pipeline`. A pipeline the shell split at a space or whose braces it expanded
//! (`--pass=a{x=1,y=2}` unquoted) is refused with the quoted spelling to use.
//!
//! Exit status ([`ipu_runtime::cli`]'s convention): 0 on success; 1 when the input does
//! not parse or verify, a pass fails, or `--verify-diagnostics` finds a mismatch (located
//! errors go to stderr); 2 for bad command-line usage (an unknown flag, pass or pipeline
//! syntax, an output path that cannot be written).

mod docs;
mod expect;
mod flags;
mod io;

use std::ffi::OsString;
use std::io::{Read, Write};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser as ClapParser;
use ipu_dialects::{
    Context, Diagnostic, Ident, Module, PrintFlags, SourceMap, print_module, render_all,
};
use ipu_passes::{
    OpPipeline, PassManager, PrintIrOptions, Reproducer, RunOptions, StatEntry, TimingEntry,
    parse_pass_list, parse_pipeline, render_statistics, render_timing,
};
use ipu_runtime::cli::{EXIT_INPUT, EXIT_STATUS_HELP, EXIT_USAGE, parse_log_filter};

pub use docs::dialect_docs;
pub use expect::verify_diagnostics;
pub use io::{
    FmtSink, Output, package_given, pad_chunk, read_input, read_input_shared, split_input,
};

/// Command-line options of `ipu-opt`.
#[derive(Debug, Clone, ClapParser)]
#[command(
    name = "ipu-opt",
    about = "Parse, transform and print ipu-stack IR (MLIR syntax) with a pass pipeline",
    long_about = "Parse, transform and print ipu-stack IR (MLIR syntax) with a pass pipeline.\n\n\
                  Run passes with --pass=cse,canonicalize or \
                  --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)'; \
                  list them with --list-passes. Every pass is also a flag: --cse, \
                  --canonicalize=max-iterations=3.",
    after_help = EXIT_STATUS_HELP,
    version,
    term_width = 100
)]
pub struct OptArgs {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for stdout); written atomically.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,

    /// Passes to run on the module, comma-separated, with options in braces:
    /// `--pass=cse,canonicalize{max-iterations=3}`. Function passes are nested in
    /// `func.func(...)` automatically. May be repeated.
    #[arg(long = "pass", value_name = "PASSES")]
    pub pass: Vec<String>,
    /// A textual pipeline: `builtin.module(func.func(cse,canonicalize),symbol-dce)` (quote
    /// it for the shell).
    #[arg(
        short = 'p',
        long = "pass-pipeline",
        value_name = "PIPELINE",
        conflicts_with = "pass"
    )]
    pub pass_pipeline: Option<String>,
    /// List the registered passes with their options and exit.
    #[arg(long = "list-passes")]
    pub list_passes: bool,
    /// Print the pipeline that will run (every option with its value) to stderr.
    #[arg(long = "dump-pass-pipeline")]
    pub dump_pass_pipeline: bool,

    /// Verify the IR after each pass (`--verify-each=false` to skip).
    #[arg(long = "verify-each", value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true")]
    pub verify_each: Option<bool>,
    /// Do not verify the IR after each pass.
    #[arg(long = "no-verify-each")]
    pub no_verify_each: bool,
    /// Do not verify the parsed input either.
    #[arg(long = "no-verify")]
    pub no_verify: bool,

    /// Print the IR before the named passes (comma-separated, repeatable).
    #[arg(
        long = "print-ir-before",
        value_name = "PASS",
        value_delimiter = ',',
        visible_alias = "mlir-print-ir-before"
    )]
    pub print_ir_before: Vec<String>,
    /// Print the IR after the named passes (comma-separated, repeatable).
    #[arg(
        long = "print-ir-after",
        value_name = "PASS",
        value_delimiter = ',',
        visible_alias = "mlir-print-ir-after"
    )]
    pub print_ir_after: Vec<String>,
    /// Print the IR before every pass.
    #[arg(
        long = "print-ir-before-all",
        visible_alias = "mlir-print-ir-before-all"
    )]
    pub print_ir_before_all: bool,
    /// Print the IR after every pass.
    #[arg(long = "print-ir-after-all", visible_alias = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// Print the IR after a pass only if it changed it (alone: after every pass that changed it).
    #[arg(
        long = "print-ir-after-change",
        visible_alias = "mlir-print-ir-after-change"
    )]
    pub print_ir_after_change: bool,
    /// Print the IR after a pass that failed.
    #[arg(
        long = "print-ir-after-failure",
        visible_alias = "mlir-print-ir-after-failure"
    )]
    pub print_ir_after_failure: bool,
    /// IR dumps print the whole module (function pipelines then run one function at a time).
    #[arg(
        long = "print-ir-module-scope",
        visible_alias = "mlir-print-ir-module-scope"
    )]
    pub print_ir_module_scope: bool,

    /// Report the time of each pass, nested like the pipeline, to stderr.
    #[arg(long = "timing", visible_alias = "mlir-timing")]
    pub timing: bool,
    /// Report each pass's statistics to stderr.
    #[arg(long = "pass-statistics", visible_alias = "mlir-pass-statistics")]
    pub pass_statistics: bool,
    /// When a pass fails, write the IR before it and the pipeline re-running it to FILE.
    #[arg(
        long = "crash-reproducer",
        value_name = "FILE",
        visible_alias = "mlir-pass-pipeline-crash-reproducer"
    )]
    pub crash_reproducer: Option<String>,
    /// The input is a reproducer: run the pipeline stored in it.
    #[arg(long = "run-reproducer")]
    pub run_reproducer: bool,
    /// Threads for function pipelines (0: one per core; 1: no threads). The output is
    /// the same for any number.
    #[arg(long = "threads", value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Same as `--threads=1`.
    #[arg(long = "disable-threading", visible_alias = "mlir-disable-threading")]
    pub disable_threading: bool,

    /// Split the input at `// -----` lines, process each chunk separately, and join
    /// the outputs with `// -----`.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check the diagnostics against the input's `// expected-error @+1 {{...}}` comments
    /// instead of printing them.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Print every operation in generic form.
    #[arg(long = "print-op-generic", visible_alias = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print `loc(...)` after every operation.
    #[arg(long = "print-debuginfo", visible_alias = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Print `dense<...>` attributes of more than N elements (splats excepted) as
    /// `dense_resource<__elided__>`.
    #[arg(
        long = "elide-elementsattrs-if-larger",
        value_name = "N",
        visible_alias = "mlir-elide-elementsattrs-if-larger"
    )]
    pub elide_elementsattrs_if_larger: Option<u64>,
    /// Accept operations, types and attributes of unregistered dialects.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,

    /// The device target for IR that names none (a built-in name such as `ipu21`, or a TOML
    /// file); an op's own `target` attribute takes precedence.
    #[arg(long = "target", value_name = "NAME|PATH")]
    pub target: Option<String>,
    /// Print a target description as JSON and exit.
    #[arg(long = "print-target", value_name = "NAME|PATH")]
    pub print_target: Option<String>,
    /// List the registered dialects and exit.
    #[arg(long = "show-dialects")]
    pub show_dialects: bool,
    /// Print the documentation page of a registered dialect (Markdown) and exit.
    #[arg(long = "dialect-docs", value_name = "DIALECT")]
    pub dialect_docs: Option<String>,
    /// Tracing output to stderr: `error`, `warn`, `info`, `debug`, `trace`, or a
    /// `RUST_LOG`-style filter (`ipu_passes=debug`). `RUST_LOG` is read when absent.
    #[arg(long = "log-level", value_name = "FILTER", value_parser = parse_log_filter)]
    pub log_level: Option<String>,
}

/// Rewrites single-dash long options (`-allow-unregistered-dialect`) to double-dash,
/// as mlir-opt accepts both; `-o`, `-` and arguments after `--` are left alone.
pub fn normalize_args(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    let mut rest = false;
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            if i == 0 || rest {
                return a;
            }
            match a.to_str() {
                Some("--") => {
                    rest = true;
                    a
                }
                // `-ofile` is `-o file`; no long flag starts with `o`. `-p` is
                // `--pass-pipeline`, `-pass-pipeline=...` its long form.
                Some(s)
                    if s.len() > 2
                        && s.starts_with('-')
                        && !s.starts_with("--")
                        && !s.starts_with("-o")
                        && (!s.starts_with("-p") || long_p_flag(&s[1..]))
                        && s.as_bytes()[1].is_ascii_alphabetic() =>
                {
                    format!("-{s}").into()
                }
                _ => a,
            }
        })
        .collect()
}

/// Whether `-NAME...` (NAME starting with `p`) is a long flag written with one dash
/// (`-pass-pipeline=...`, `-print-op-generic`, a pass such as `-plan-operators`) rather
/// than `-p PIPELINE` written as one word.
fn long_p_flag(text: &str) -> bool {
    let name = text.split('=').next().unwrap_or(text);
    name.starts_with("pass")
        || name.starts_with("print")
        || ipu_passes::REGISTRY.lookup(name).is_some()
}

/// Whether [`ipu_opt_main`] leaves the IR, the context and the input to the OS
/// instead of freeing them (set by [`free_nothing_at_exit`]).
static FREE_NOTHING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// For a binary that exits right after [`ipu_opt_main`]: the run's IR, context and
/// input are not freed (the process's exit releases them at once, as clang's
/// `-disable-free` does), which saves the walk over every object (about 5 % of a
/// parse-and-print run). Memory is never freed earlier than it would be otherwise.
pub fn free_nothing_at_exit() {
    FREE_NOTHING.store(true, std::sync::atomic::Ordering::Relaxed);
}

fn free_nothing() -> bool {
    FREE_NOTHING.load(std::sync::atomic::Ordering::Relaxed)
}

/// Every dialect `ipu-opt` knows, registered in a fresh context.
pub fn make_context(allow_unregistered: bool) -> Context {
    let mut ctx = Context::new();
    ipu_dialects::register_all_dialects(&mut ctx);
    ctx.register_dialect(&ipu_passes::TEST_DIALECT);
    ctx.set_allow_unregistered(allow_unregistered);
    ctx
}

/// The `ipu-opt` entry point: parses `args` (the program name first) and runs,
/// reading `stdin` for `-` and writing to `stdout` and `stderr`. Returns the exit code.
pub fn ipu_opt_main(
    args: impl IntoIterator<Item = OsString>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let args = normalize_args(args);
    if let Some(message) = flags::shell_split(&args) {
        let _ = writeln!(stderr, "ipu-opt: error: {message}");
        return i32::from(EXIT_USAGE);
    }
    let args = match flags::expand_pass_flags(args) {
        Ok(a) => a,
        Err(message) => {
            let _ = writeln!(stderr, "ipu-opt: error: {message}");
            return i32::from(EXIT_USAGE);
        }
    };
    let opts = match OptArgs::try_parse_from(args) {
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
    let code = match run(&opts, stdin, stdout, stderr) {
        Ok(code) => code,
        Err(Failure::Usage(message)) => {
            let _ = writeln!(stderr, "ipu-opt: error: {message}");
            i32::from(EXIT_USAGE)
        }
        Err(Failure::Input(message)) => {
            let _ = writeln!(stderr, "ipu-opt: error: {message}");
            i32::from(EXIT_INPUT)
        }
    };
    let _ = stdout.flush();
    let _ = stderr.flush();
    code
}

/// Why a run failed, by the exit-status convention.
enum Failure {
    /// The command line (exit status 2).
    Usage(String),
    /// The input (exit status 1).
    Input(String),
}

impl From<String> for Failure {
    /// Messages of reading and writing files are about the input.
    fn from(message: String) -> Failure {
        Failure::Input(message)
    }
}

/// Accumulated reports over the chunks of one run.
#[derive(Default)]
struct Totals {
    parser: Duration,
    output: Duration,
    timing: Vec<(Vec<String>, TimingEntry)>,
    statistics: Vec<StatEntry>,
}

impl Totals {
    fn add_timing(&mut self, entries: &[TimingEntry]) {
        let mut path: Vec<String> = Vec::new();
        for e in entries {
            path.truncate(e.depth);
            path.push(e.name.clone());
            match self.timing.iter_mut().find(|(p, _)| *p == path) {
                Some((_, t)) => t.time += e.time,
                None => self.timing.push((path.clone(), e.clone())),
            }
        }
    }

    fn add_statistics(&mut self, entries: Vec<StatEntry>) {
        let same_shape = self.statistics.len() == entries.len()
            && self
                .statistics
                .iter()
                .zip(&entries)
                .all(|(a, b)| a.name == b.name && a.values.len() == b.values.len());
        if !same_shape {
            self.statistics = entries;
            return;
        }
        for (a, b) in self.statistics.iter_mut().zip(entries) {
            for (va, vb) in a.values.iter_mut().zip(b.values) {
                va.2 += vb.2;
            }
        }
    }
}

struct Driver<'a> {
    opts: &'a OptArgs,
    ctx: Context,
    pm: Option<PassManager>,
    totals: Totals,
    stderr: &'a mut dyn Write,
    /// The input's name in diagnostics (`<stdin>` for `-`).
    name: String,
    /// The same, interned.
    file: Ident,
    /// The whole input, for diagnostics (line numbers are the file's in every chunk).
    sources: SourceMap,
}

fn run(
    opts: &OptArgs,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<i32, Failure> {
    let start = Instant::now();
    if opts.list_passes {
        write_out(stdout, ipu_passes::REGISTRY.list_text().as_bytes())?;
        return Ok(0);
    }
    if let Some(t) = &opts.print_target {
        let target = ipu_device::Target::resolve(t).map_err(|e| Failure::Usage(target_error(e)))?;
        let json = serde_json::to_string_pretty(&target.to_json()).map_err(|e| e.to_string())?;
        write_out(stdout, format!("{json}\n").as_bytes())?;
        return Ok(0);
    }
    let mut ctx = make_context(opts.allow_unregistered_dialect);
    if opts.show_dialects {
        // mlir-opt's form: one line, sorted.
        let mut names: Vec<&str> = ctx.dialects().iter().map(|d| d.name).collect();
        names.sort_unstable();
        write_out(
            stdout,
            format!("Available Dialects: {}\n", names.join(", ")).as_bytes(),
        )?;
        return Ok(0);
    }
    if let Some(name) = &opts.dialect_docs {
        let page = dialect_docs(&ctx, name).map_err(Failure::Usage)?;
        write_out(stdout, page.as_bytes())?;
        return Ok(0);
    }
    let target = match &opts.target {
        Some(t) => Some(Arc::new(
            ipu_device::Target::resolve(t).map_err(|e| Failure::Usage(target_error(e)))?,
        )),
        None => None,
    };
    // The verifiers see `--target` under its name too (a description file keeps its constants).
    if let Some(t) = &target {
        ctx.register_target(Arc::clone(t));
    }
    let ctx = ctx;
    if opts.run_reproducer && (opts.pass_pipeline.is_some() || !opts.pass.is_empty()) {
        return Err(Failure::Usage(
            "--run-reproducer runs the pipeline stored in the input; do not give --pass or \
             --pass-pipeline"
                .to_string(),
        ));
    }
    if let Some(message) = flags::shell_expanded(opts) {
        return Err(Failure::Usage(message));
    }
    let pipeline = if opts.run_reproducer {
        None
    } else {
        match build_pipeline(opts) {
            Ok(p) => Some(p),
            Err(rendered) => {
                write_out(stderr, rendered.as_bytes())?;
                return Ok(i32::from(EXIT_USAGE));
            }
        }
    };
    for name in opts.print_ir_before.iter().chain(&opts.print_ir_after) {
        if ipu_passes::REGISTRY.lookup(name).is_none() {
            return Err(Failure::Usage(format!(
                "unknown pass '{name}' in --print-ir-before/--print-ir-after{}",
                ipu_passes::REGISTRY.suggest(name)
            )));
        }
    }
    // Where the output goes is checked before any work, so a mistyped path costs nothing.
    if opts.output != "-" {
        ipu_runtime::fs::check_destination(std::path::Path::new(&opts.output))
            .map_err(|m| Failure::Usage(format!("-o {}: {m}", opts.output)))?;
    }
    let mut run_options = run_options(opts, target);
    // One copy of the input, shared by the parser (as a slice) and the diagnostics.
    let text: Arc<[u8]> = read_input_shared(&opts.input, stdin)?;
    let name = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    if let Some(message) = package_given(&name, &text) {
        write_out(stderr, message.as_bytes())?;
        return Ok(i32::from(EXIT_INPUT));
    }
    let mut sources = SourceMap::new();
    let file = ctx.ident(&name);
    sources.add(file, text.clone());
    let mut driver = Driver {
        opts,
        ctx,
        pm: None,
        totals: Totals::default(),
        stderr,
        name,
        file,
        sources,
    };
    if let Some(p) = pipeline {
        if opts.dump_pass_pipeline {
            write_out(driver.stderr, format!("{}\n", p.to_text()).as_bytes())?;
        }
        driver.pm = Some(PassManager::new(p, run_options.clone()));
    }
    let split = opts.split_input_file && !opts.run_reproducer;
    let chunks = if split {
        let misses: Vec<Diagnostic> = io::split_near_misses(&text)
            .into_iter()
            .map(|(line, col)| {
                Diagnostic::warning(
                    driver.ctx.file_loc(driver.file, line as u32, col as u32),
                    "near miss with file split marker",
                )
            })
            .collect();
        if !misses.is_empty() {
            write_out(
                driver.stderr,
                render_all(&misses, &driver.ctx, &driver.sources).as_bytes(),
            )?;
        }
        split_input(&text)
    } else {
        vec![(1, &text[..])]
    };
    let mut output = Output::open(&opts.output, stdout);
    let mut failed = false;
    for (i, (first_line, chunk)) in chunks.iter().enumerate() {
        if i > 0 {
            write_out(output.writer()?, b"// -----\n")?;
        }
        failed |= driver.process_chunk(*first_line, chunk, &mut run_options, &mut output, split)?;
    }
    // A failed run never writes (or replaces) an output file.
    if failed {
        output.discard();
    } else {
        let t = Instant::now();
        output.commit()?;
        driver.totals.output += t.elapsed();
    }
    if opts.pass_statistics {
        let text = render_statistics(&driver.totals.statistics);
        write_out(driver.stderr, text.as_bytes())?;
    }
    if opts.timing {
        let mut entries = vec![TimingEntry {
            name: "Parser".into(),
            depth: 0,
            time: driver.totals.parser,
        }];
        entries.extend(driver.totals.timing.iter().map(|(_, e)| e.clone()));
        entries.push(TimingEntry {
            name: "Output".into(),
            depth: 0,
            time: driver.totals.output,
        });
        let text = render_timing(&entries, start.elapsed());
        write_out(driver.stderr, text.as_bytes())?;
    }
    if free_nothing() {
        // Only the IR's owners: the pass manager (its thread pool) shuts down as usual.
        let Driver { ctx, sources, .. } = driver;
        std::mem::forget(ctx);
        std::mem::forget(sources);
        std::mem::forget(text);
    }
    Ok(i32::from(failed))
}

fn write_out(w: &mut dyn Write, bytes: &[u8]) -> Result<(), String> {
    w.write_all(bytes)
        .map_err(|e| format!("cannot write output: {e}"))
}

/// The pipeline of `--pass`/`--pass-pipeline` (empty if neither), or the rendered error.
fn build_pipeline(opts: &OptArgs) -> Result<OpPipeline, String> {
    let result = match &opts.pass_pipeline {
        Some(text) => parse_pipeline(&ipu_passes::REGISTRY, text),
        None => parse_pass_list(&ipu_passes::REGISTRY, &opts.pass.join(",")),
    };
    result.map_err(|e| e.render())
}

fn run_options(opts: &OptArgs, target: Option<Arc<ipu_device::Target>>) -> RunOptions {
    RunOptions {
        verify_each: !opts.no_verify_each && opts.verify_each.unwrap_or(true),
        threads: if opts.disable_threading {
            1
        } else {
            opts.threads
        },
        print_ir: PrintIrOptions {
            before: opts.print_ir_before.clone(),
            after: opts.print_ir_after.clone(),
            before_all: opts.print_ir_before_all,
            after_all: opts.print_ir_after_all,
            after_change: opts.print_ir_after_change,
            after_failure: opts.print_ir_after_failure,
            module_scope: opts.print_ir_module_scope,
        },
        print_flags: PrintFlags {
            generic: opts.print_op_generic,
            debug_info: opts.print_debuginfo,
            elide_elements_larger: opts.elide_elementsattrs_if_larger,
        },
        timing: opts.timing,
        crash_reproducer: opts.crash_reproducer.as_ref().map(Into::into),
        target,
    }
}

impl Driver<'_> {
    /// Parses, verifies, transforms and prints one chunk (into `output`, if it
    /// succeeded or, with split input, whenever its module is valid); diagnostics go
    /// to stderr (or are checked, with `--verify-diagnostics`). Returns whether
    /// the chunk failed.
    fn process_chunk(
        &mut self,
        first_line: usize,
        chunk: &[u8],
        run_options: &mut RunOptions,
        output: &mut Output<'_>,
        split: bool,
    ) -> Result<bool, String> {
        let ctx = &self.ctx;
        let name = self.name.as_str();
        // The parser numbers lines from 1: later chunks get their line offset as
        // leading newlines (a copy of the chunk only, never of a whole input).
        let padded;
        let text: &[u8] = if first_line <= 1 {
            chunk
        } else {
            padded = pad_chunk(first_line, chunk);
            &padded
        };
        let mut diagnostics: Vec<Diagnostic> = Vec::new();
        let mut failed = false;

        let t = Instant::now();
        let parsed = Module::parse(ctx, name, text);
        self.totals.parser += t.elapsed();
        let mut module = match parsed {
            Ok(m) => Some(m),
            Err(d) => {
                diagnostics.extend(d.into_iter().map(hint_stablehlo));
                failed = true;
                None
            }
        };
        if let Some(m) = &module
            && !self.opts.no_verify
        {
            // Verifying the input counts as parsing, as in mlir-opt.
            let t = Instant::now();
            let d = m.verify(ctx);
            self.totals.parser += t.elapsed();
            if !d.is_empty() {
                diagnostics.extend(d);
                failed = true;
                module = None;
            }
        }
        if let Some(m) = &mut module {
            // A reproducer brings its own pipeline and settings.
            let replay;
            let pm = if self.opts.run_reproducer {
                let r =
                    Reproducer::take_from(&mut m.metadata).map_err(|e| format!("{name}: {e}"))?;
                let pipeline =
                    parse_pipeline(&ipu_passes::REGISTRY, &r.pipeline).map_err(|e| e.render())?;
                if self.opts.dump_pass_pipeline {
                    write_out(self.stderr, format!("{}\n", pipeline.to_text()).as_bytes())?;
                }
                let mut o = run_options.clone();
                if r.disable_threading {
                    o.threads = 1;
                }
                o.verify_each &= r.verify_each;
                replay = PassManager::new(pipeline, o);
                Some(&replay)
            } else {
                self.pm.as_ref()
            };
            if let Some(pm) = pm {
                let report = pm.run(ctx, m);
                write_out(self.stderr, report.dumps.as_bytes())?;
                self.totals.add_timing(&report.timing);
                self.totals.add_statistics(report.statistics);
                diagnostics.extend(report.diagnostics);
                failed |= report.failed;
            }
        }
        let printable = !failed;

        if self.opts.verify_diagnostics {
            let text = String::from_utf8_lossy(text);
            let mismatches = verify_diagnostics(ctx, self.file, &text, &diagnostics);
            write_out(
                self.stderr,
                render_all(&mismatches, ctx, &self.sources).as_bytes(),
            )?;
            failed = !mismatches.is_empty();
        } else {
            write_out(
                self.stderr,
                render_all(&diagnostics, ctx, &self.sources).as_bytes(),
            )?;
        }
        if let Some(m) = module
            && printable
            && (!failed || split)
        {
            let t = Instant::now();
            let mut sink = FmtSink::new(output.writer()?);
            let printed = print_module(ctx, &m, &run_options.print_flags, &mut sink);
            let written = sink.finish();
            if let Err(e) = written {
                return Err(format!("cannot write output: {e}"));
            }
            if printed.is_err() {
                return Err("cannot write output: the printer failed".to_string());
            }
            self.totals.output += t.elapsed();
            if free_nothing() {
                std::mem::forget(m);
            }
        }
        Ok(failed)
    }
}

/// The text of a `--target` error for `ipu-opt: error: ...` (the device's message without its
/// own leading `error: `).
fn target_error(e: ipu_device::Error) -> String {
    let text = e.to_string();
    text.strip_prefix("error: ").unwrap_or(&text).to_string()
}

/// A parse error on a StableHLO op gets a note: `ipu-opt` reads our dialects, and StableHLO
/// comes in through `ipu-translate --import-stablehlo` (whose output `ipu-opt` reads).
fn hint_stablehlo(d: Diagnostic) -> Diagnostic {
    let unknown = d.message.contains("'stablehlo.")
        && (d.message.contains("is unknown") || d.message.contains("unregistered operation"));
    if !unknown {
        return d;
    }
    let at = d.location;
    d.with_note(
        at,
        "StableHLO is imported with `ipu-translate --import-stablehlo`; run ipu-opt on its output",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(v: &[&str]) -> Vec<String> {
        normalize_args(v.iter().map(OsString::from))
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
        assert_eq!(norm(&["ipu-opt", "--", "-x"]), vec!["ipu-opt", "--", "-x"]);
    }

    /// Runs ipu-opt in-process on `input`; returns (exit code, stdout, stderr).
    fn opt(args: &[&str], input: &str) -> (i32, String, String) {
        let mut argv = vec![OsString::from("ipu-opt")];
        argv.extend(args.iter().map(OsString::from));
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = ipu_opt_main(argv, &mut input.as_bytes(), &mut out, &mut err);
        (
            code,
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
        )
    }

    const CSE_INPUT: &str = "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.add\"(%a, %a) : (i32, i32) -> i32\n  \
                             %1 = \"test.add\"(%a, %a) : (i32, i32) -> i32\n  %2 = \"test.mul\"(%0, %1) : (i32, i32) -> i32\n  \
                             return %2 : i32\n}\n";

    #[test]
    fn runs_passes_from_both_pipeline_forms() {
        let expect = "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %0 = \"test.add\"(%arg0, %arg0) : (i32, i32) -> i32\n    \
                      %1 = \"test.mul\"(%0, %0) : (i32, i32) -> i32\n    return %1 : i32\n  }\n}\n\n";
        assert_eq!(
            opt(&["--pass=cse,canonicalize"], CSE_INPUT),
            (0, expect.to_string(), String::new())
        );
        assert_eq!(
            opt(
                &[
                    "--pass-pipeline=builtin.module(func.func(cse,canonicalize))",
                    "-"
                ],
                CSE_INPUT
            ),
            (0, expect.to_string(), String::new())
        );
    }

    #[test]
    fn errors_exit_one_with_located_messages() {
        // A pipeline that does not parse is a usage error (2); a pass failing, an input error (1).
        let (code, out, err) = opt(&["--pass=cse,canonicalise"], CSE_INPUT);
        assert_eq!((code, out.as_str()), (2, ""));
        assert_eq!(
            err,
            "<pass>:1:5: error: 'canonicalise' does not refer to a registered pass; did you mean 'canonicalize'?\n\
             cse,canonicalise\n    ^\n"
        );
        let (code, _, err) = opt(&["--pass=test-pass-failure"], CSE_INPUT);
        assert_eq!(code, 1);
        assert_eq!(
            err,
            "<stdin>:0:0: error: 'builtin.module' op test pass failure\n"
        );
        let (code, _, err) = opt(&["no-such-file.mlir"], "");
        assert_eq!(code, 1);
        assert!(
            err.starts_with("ipu-opt: error: cannot open input file 'no-such-file.mlir'"),
            "{err}"
        );
        let (code, _, err) = opt(&["--print-ir-after=cs"], "");
        assert_eq!(code, 2);
        assert_eq!(
            err,
            "ipu-opt: error: unknown pass 'cs' in --print-ir-before/--print-ir-after; did you mean one of 'cse', 'dce'?\n"
        );
        let (code, _, err) = opt(&["--no-such-flag"], "");
        assert_eq!(code, 2);
        assert!(err.contains("--no-such-flag"), "{err}");
    }

    #[test]
    fn verify_diagnostics_with_split_input() {
        let input = "// expected-error @+1 {{custom op 'foo.bar' is unknown}}\nfoo.bar\n// -----\n\
                     func.func @f() {\n  // expected-error @+1 {{'test.checked' op has the 'invalid' attribute}}\n  \
                     \"test.checked\"() {invalid} : () -> ()\n  return\n}\n";
        let (code, out, err) = opt(&["--split-input-file", "--verify-diagnostics"], input);
        assert_eq!(err, "", "{err}");
        assert_eq!((code, out.as_str()), (0, "// -----\n"));
        let (code, _, err) = opt(
            &["--split-input-file", "--verify-diagnostics"],
            "func.func @f() {\n  return\n}\n// -----\n// expected-warning {{never}}\n",
        );
        assert_eq!(code, 1);
        assert_eq!(
            err,
            "<stdin>:5:4: error: expected warning \"never\" was not produced\n// expected-warning {{never}}\n   ^\n"
        );
    }

    /// The flags mlir-opt users type: each pass as a flag, `-p`, `--show-dialects`,
    /// `--mlir-elide-elementsattrs-if-larger`; one `--log-level` parser for every tool.
    #[test]
    fn mlir_opt_habits() {
        let both = opt(&["--pass=cse,canonicalize"], CSE_INPUT);
        assert_eq!(both.0, 0, "{}", both.2);
        assert_eq!(opt(&["--cse", "-canonicalize"], CSE_INPUT), both);
        assert_eq!(opt(&["-cse", "--pass=canonicalize"], CSE_INPUT), both);
        assert_eq!(
            opt(
                &["-p", "builtin.module(func.func(cse,canonicalize))"],
                CSE_INPUT
            ),
            both
        );
        assert_eq!(
            opt(
                &["-canonicalize=max-iterations=0 top-down=false"],
                CSE_INPUT
            )
            .0,
            0
        );

        let (code, out, _) = opt(&["--show-dialects"], "");
        assert_eq!(code, 0);
        assert_eq!(
            out,
            "Available Dialects: builtin, exchange, func, graph, test, tile_asm, tiled\n"
        );

        let input = "\"foo.c\"() {v = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, \
                     s = dense<1.0> : tensor<8xf32>} : () -> ()\n";
        let (code, out, err) = opt(
            &[
                "--allow-unregistered-dialect",
                "--mlir-elide-elementsattrs-if-larger=2",
            ],
            input,
        );
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("v = dense_resource<__elided__> : tensor<3xf32>"),
            "{out}"
        );
        assert!(out.contains("s = dense<1.0"), "splats are kept: {out}");
        let (_, out, _) = opt(
            &[
                "--allow-unregistered-dialect",
                "--elide-elementsattrs-if-larger=3",
            ],
            input,
        );
        assert!(out.contains("v = dense<[1.0"), "{out}");

        let (code, _, err) = opt(&["--log-level=inf"], "");
        assert_eq!(code, 2);
        assert!(err.contains("unknown level 'inf'"), "{err}");
    }

    /// A pipeline the shell expanded or split gets the quoted spelling, before the input is
    /// looked for (`top-down=false}` is no file).
    #[test]
    fn a_shell_mangled_pipeline_says_to_quote_it() {
        let (code, _, err) = opt(
            &[
                "--pass=canonicalizemax-iterations=3",
                "--pass=canonicalizetop-down=false",
            ],
            CSE_INPUT,
        );
        assert_eq!(code, 2);
        assert!(
            err.ends_with("quote it: --pass='canonicalize{max-iterations=3 top-down=false}'\n"),
            "{err}"
        );
        let (code, _, err) = opt(
            &["--pass=canonicalize{max-iterations=3", "top-down=false}"],
            "",
        );
        assert_eq!(code, 2);
        assert!(
            err.ends_with("quote it: --pass='canonicalize{max-iterations=3 top-down=false}'\n"),
            "{err}"
        );
    }

    /// `-o` into a directory that does not exist fails before anything is read or run.
    #[test]
    fn the_output_directory_is_checked_first() {
        let (code, out, err) = opt(
            &["-o", "/nonexistent-ipu-dir/out.mlir", "no-such-input.mlir"],
            "",
        );
        assert_eq!((code, out.as_str()), (2, ""));
        assert_eq!(
            err,
            "ipu-opt: error: -o /nonexistent-ipu-dir/out.mlir: directory '/nonexistent-ipu-dir' does not exist\n"
        );
    }

    /// A package is not MLIR: the message names the tool that runs it.
    #[test]
    fn a_package_given_names_ipu_run() {
        let (code, _, err) = opt(&[], "IPUPKG\r\n\x01\x00\x00\x00");
        assert_eq!(code, 1);
        assert_eq!(
            err,
            "<stdin>: error: this is an IPU package (ipu-compile's output), not MLIR; run it \
             with `ipu-run <stdin>`\n"
        );
    }

    /// Every tool's `--help` states the exit-status convention.
    #[test]
    fn help_states_the_exit_status() {
        let (code, out, _) = opt(&["--help"], "");
        assert_eq!(code, 0);
        assert!(
            out.contains("Exit status: 0 success; 1 the input failed"),
            "{out}"
        );
    }

    #[test]
    fn unknown_target_is_one_error_line() {
        let e = target_error(ipu_device::Target::resolve("nosuch").unwrap_err());
        assert!(
            e.starts_with("unknown target 'nosuch' (built-in targets: ipu21"),
            "{e}"
        );
    }
}
