//! `ipu-compile`: the whole compiler in one command — `ipu-compile in.mlir -o model.ipupkg`.
//!
//! The input may be StableHLO (as JAX exports it), the graph dialect, or an already lowered
//! program (the exchange or tile_asm dialect); the tool finds out from the ops present and
//! runs the default pipeline ([`pipeline::PIPELINE`], one line per pass) from there, to the
//! package, or only to the level `--emit` names (then it prints that IR instead).
//!
//! ```text
//! ipu-compile in.mlir -o model.ipupkg [--target NAME|PATH] [--tiles N] [--timing]
//!             [--weights none|all-but-first|LIST] [--search-attempts N]
//!             [--search-state FILE] [--search-save FILE]
//!             [--emit graph|tiled|exchange|tile-asm] [--log-level FILTER]
//!             [--kernel-cache DIR | --no-kernel-cache] [--placement-profile FILE]
//! ```
//!
//! When all is well it is quiet, as mlir-opt is: warnings, and one line when the package is
//! written (`ipu-compile: wrote model.ipupkg: model for ipu21, estimated 2651 cycles
//! (1.767 µs), in 0.21 s`). On a terminal a progress bar shows the pass running and, inside
//! the long ones, their progress ([`ipu_runtime::progress`]). `--log-level=info` logs like
//! the reference system (`../shared/seeds/*.txt`): one `package build phase finished
//! phase=... elapsed_ms=... success=true` line per pass inside a
//! `ipu_codegen.package.build{tile_count=... operations=...}` span (each pass in an
//! `ipu_codegen.package.phase{phase="..."}` span; `operations` counts the graph ops after
//! import), the storage and code placement
//! events, and `costed final placed program final_cycles=... final_exchange=...`. Every
//! error is located (`file:line:col: error: ...`); an input that needs a pass this build
//! does not have says so.
//!
//! Exit status: [`ipu_runtime::cli`]'s convention (0 success, 1 the input failed, 2 usage).

pub mod pipeline;
pub mod weights;

use std::ffi::OsString;
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser as ClapParser;
use ipu_dialects::tile_asm_dialect::{ProgramOp as AsmProgram, TileOp};
use ipu_dialects::{Context, Diagnostic, Module, PrintFlags, SourceMap, render_all};
use ipu_passes::{PassManager, RunOptions, TimingEntry, parse_pass_list, render_timing};
use ipu_runtime::cli::{EXIT_INPUT, EXIT_STATUS_HELP, EXIT_USAGE, parse_log_filter};
use ipu_runtime::progress;

pub use pipeline::{Level, PIPELINE, Stage};
pub use weights::Weights;

/// Command-line options of `ipu-compile`.
#[derive(Debug, Clone, ClapParser)]
#[command(
    name = "ipu-compile",
    about = "Compile a model (StableHLO, or graph, tiled or exchange dialect) to an IPU package",
    after_help = EXIT_STATUS_HELP,
    version,
    term_width = 100
)]
pub struct CompileArgs {
    /// Input file (`-` for stdin).
    pub input: String,
    /// Output: the package (written atomically), or with `--emit` the IR (`-` for stdout).
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<String>,
    /// The device target (a built-in name such as `ipu21`, or a TOML file).
    #[arg(long = "target", value_name = "NAME|PATH")]
    pub target: Option<String>,
    /// Use only the first N tiles of the target (the planner's tile budget; a lowered
    /// program must not use more).
    #[arg(long = "tiles", value_name = "N")]
    pub tiles: Option<u32>,
    /// Stop after the passes that produce this level and print its IR.
    #[arg(long = "emit", value_name = "LEVEL", value_parser = ["graph", "tiled", "exchange", "tile-asm"])]
    pub emit: Option<String>,
    /// Report the time of each pass to stderr.
    #[arg(long = "timing")]
    pub timing: bool,
    /// The planner's local layout search: candidate changes of the selected plan to
    /// evaluate, each scheduled (0: none; a whole number).
    #[arg(
        long = "search-attempts",
        value_name = "N",
        value_parser = search_attempts,
        allow_hyphen_values = true
    )]
    pub search_attempts: Option<usize>,
    /// The planner's search state: resumed from FILE if it holds one for this input, target
    /// and version (else ignored with a warning), saved after every accepted step.
    #[arg(long = "search-state", value_name = "FILE")]
    pub search_state: Option<String>,
    /// Save the search state to FILE instead of over `--search-state`.
    #[arg(long = "search-save", value_name = "FILE")]
    pub search_save: Option<String>,
    /// The workload name `ipu-run` prints (default: the input file's stem).
    #[arg(long = "workload", value_name = "NAME")]
    pub workload: Option<String>,
    /// A parameter of the workload `ipu-run` prints after its name (`--workload-key batch=1
    /// --workload-key tokens=729`, the reference system's `batch`, `tokens`, `dimension`,
    /// `hiddenDimension`, `biases`, ...); repeatable, in order.
    #[arg(long = "workload-key", value_name = "KEY=VALUE")]
    pub workload_keys: Vec<String>,
    /// Which function arguments are weights, load-time data the host writes once per load
    /// (the others are per-inference inputs, written once per inference, each element once):
    /// `none`, `all-but-first`, or argument indices (`1,2,4`). Without it, the input's
    /// `ipu.weight` argument attributes say (none: every argument a per-inference input).
    #[arg(long = "weights", value_name = "none|all-but-first|LIST", value_parser = Weights::parse)]
    pub weights: Option<Weights>,
    /// Threads for parallel passes (0: one per core). The output is the same for any number.
    #[arg(long = "threads", value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Verify the IR after every pass (mlir-opt's `--verify-each`). By default it is verified
    /// after parsing, after each pass that lowers it to another level, and before `--emit`
    /// prints it.
    #[arg(long = "verify-each")]
    pub verify_each: bool,
    /// The kernel cache directory: each distinct kernel instance's object is stored there,
    /// keyed by a hash of everything that determines it, and taken from there on the next
    /// compile (default: [`default_kernel_cache`]; an unwritable directory is warned about
    /// once and the compile goes on without a cache).
    #[arg(long = "kernel-cache", value_name = "DIR")]
    pub kernel_cache: Option<String>,
    /// Write the exact tile placement profile (HTML: every allocation of every tile at its
    /// address) of the package to FILE; its directory must exist.
    #[arg(long = "placement-profile", value_name = "FILE")]
    pub placement_profile: Option<String>,
    /// Build every kernel; read and write no kernel cache.
    #[arg(long = "no-kernel-cache", conflicts_with = "kernel_cache")]
    pub no_kernel_cache: bool,
    /// Log filter for stderr: `error`, `warn` (default), `info` (the reference system's
    /// build log), `debug`, or a `RUST_LOG`-style filter. `RUST_LOG` is read when absent.
    #[arg(long = "log-level", value_name = "FILTER", value_parser = parse_log_filter)]
    pub log_level: Option<String>,
}

impl CompileArgs {
    /// Parses a command line (the program name first); the error is clap's rendered message.
    pub fn from_args<I, T>(args: I) -> Result<CompileArgs, String>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        CompileArgs::try_parse_from(args).map_err(|e| e.render().to_string())
    }
}

/// The kernel cache `ipu-compile` uses without `--kernel-cache`: `$IPU_STACK_KERNEL_CACHE`,
/// else `$XDG_CACHE_HOME/ipu-stack/kernels`, else `$HOME/.cache/ipu-stack/kernels` (the XDG
/// base directory rule); `None` when none of them is set. The workspace's
/// `.cargo/config.toml` points `IPU_STACK_KERNEL_CACHE` into `target/` so that tests never
/// write to the user's cache.
pub fn default_kernel_cache() -> Option<std::path::PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("IPU_STACK_KERNEL_CACHE") {
        return Some(dir.into());
    }
    let base = var("XDG_CACHE_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| var("HOME").map(|h| std::path::PathBuf::from(h).join(".cache")))?;
    Some(base.join("ipu-stack").join("kernels"))
}

/// `--search-attempts`: a whole number of candidates.
fn search_attempts(s: &str) -> Result<usize, String> {
    s.parse::<usize>()
        .map_err(|_| format!("'{s}' is not a number of attempts (a whole number, 0 or more)"))
}

/// What a successful compile produced.
#[derive(Clone, Debug, Default)]
pub struct Compiled {
    /// The level the input was at.
    pub input_level: Option<Level>,
    /// With `--emit`: the printed IR.
    pub ir: Option<String>,
    /// The compiler's cost estimate of the package (build-package's `final-cycles`), cycles.
    pub final_cycles: Option<u64>,
    /// Per pass run: its name and wall time.
    pub stages: Vec<(String, Duration)>,
    /// The timing report's entries (for `--timing`).
    pub timing: Vec<TimingEntry>,
    /// The workload name written into the package.
    pub workload: String,
    /// The target's name.
    pub target: String,
    /// The target's clock, Hz.
    pub clock_hz: u64,
    /// Wall time of the whole compile (parsing included).
    pub elapsed: Duration,
}

impl Compiled {
    /// The line `ipu-compile` prints on stderr when it wrote the package `output`:
    /// `ipu-compile: wrote OUT: WORKLOAD for TARGET, estimated N cycles (T µs), in S s`.
    pub fn summary(&self, output: &str) -> String {
        let estimate = match self.final_cycles {
            Some(c) if self.clock_hz > 0 => format!(
                ", estimated {c} cycles ({:.3} µs)",
                c as f64 * 1e6 / self.clock_hz as f64
            ),
            Some(c) => format!(", estimated {c} cycles"),
            None => String::new(),
        };
        format!(
            "ipu-compile: wrote {output}: {} for {}{estimate}, in {:.2} s",
            self.workload,
            self.target,
            self.elapsed.as_secs_f64()
        )
    }
}

/// Why a compile failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileError {
    /// The user's command line (exit status 2).
    Usage(String),
    /// The user's input: rendered, located diagnostics or a message (exit status 1).
    Input(String),
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileError::Usage(m) | CompileError::Input(m) => f.write_str(m),
        }
    }
}

/// The `ipu-compile` entry point: parses `args` (program name first), compiles, writes the
/// IR (with `--emit`) to the output or `stdout`, messages to `stderr`. Returns the exit code.
pub fn ipu_compile_main(
    args: impl IntoIterator<Item = OsString>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let opts = match CompileArgs::try_parse_from(args) {
        Ok(o) => o,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let sink: &mut dyn Write = if e.use_stderr() { stderr } else { stdout };
            let _ = sink.write_all(e.render().to_string().as_bytes());
            return i32::from(code);
        }
    };
    // Quiet when all is well: warnings, and the summary line below.
    ipu_runtime::cli::init_logging(opts.log_level.as_deref(), Some("warn"));
    let text = match read(&opts.input) {
        Ok(t) => t,
        Err(m) => {
            let _ = writeln!(stderr, "ipu-compile: error: {m}");
            return i32::from(EXIT_INPUT);
        }
    };
    let result = compile(&opts, &text, stderr);
    let code = match result {
        Ok(c) => match (&c.ir, opts.output.as_deref()) {
            (Some(ir), None | Some("-")) => match stdout.write_all(ir.as_bytes()) {
                Ok(()) => 0,
                Err(e) => {
                    let _ = writeln!(stderr, "ipu-compile: error: cannot write output: {e}");
                    EXIT_INPUT
                }
            },
            (Some(ir), Some(path)) => {
                match ipu_passes::write_atomically(Path::new(path), ir.as_bytes()) {
                    Ok(()) => 0,
                    Err(e) => {
                        let _ = writeln!(stderr, "ipu-compile: error: cannot write '{path}': {e}");
                        EXIT_INPUT
                    }
                }
            }
            (None, output) => {
                let _ = writeln!(stderr, "{}", c.summary(output.unwrap_or("-")));
                0
            }
        },
        Err(CompileError::Usage(m)) => {
            let _ = writeln!(stderr, "ipu-compile: error: {m}");
            EXIT_USAGE
        }
        Err(CompileError::Input(m)) => {
            let _ = stderr.write_all(m.as_bytes());
            if !m.ends_with('\n') {
                let _ = writeln!(stderr);
            }
            EXIT_INPUT
        }
    };
    let _ = stdout.flush();
    let _ = stderr.flush();
    i32::from(code)
}

fn read(input: &str) -> Result<Vec<u8>, String> {
    let mut v = Vec::new();
    if input == "-" {
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut v)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        Ok(v)
    } else {
        std::fs::read(input).map_err(|e| format!("cannot open input file '{input}': {e}"))
    }
}

/// The `--emit` level.
fn emit_level(name: &str) -> Result<Level, CompileError> {
    Ok(match name {
        "graph" => Level::Graph,
        "tiled" => Level::Tiled,
        "exchange" => Level::Exchange,
        "tile-asm" => Level::TileAsm,
        other => {
            return Err(CompileError::Usage(format!(
                "unknown --emit level '{other}'"
            )));
        }
    })
}

/// A pass option value in the pipeline syntax (quoted).
fn quoted(what: &str, value: &str) -> Result<String, CompileError> {
    if value.contains('"') || value.contains('\\') {
        return Err(CompileError::Usage(format!(
            "{what} '{value}' contains a quote or backslash"
        )));
    }
    Ok(format!("\"{value}\""))
}

/// The pass text of `stage` with the options the command line adds.
fn stage_text(stage: &Stage, opts: &CompileArgs, workload: &str) -> Result<String, CompileError> {
    let info = ipu_passes::REGISTRY
        .lookup(stage.name())
        .ok_or_else(|| CompileError::Usage(format!("pass {} is not available", stage.name())))?;
    let has = |o: &str| info.options.iter().any(|s| s.name == o);
    let mut extra: Vec<String> = Vec::new();
    match stage.name() {
        "build-package" => {
            if let Some(out) = &opts.output {
                extra.push(format!("output={}", quoted("the output", out)?));
            }
            extra.push(format!("workload={}", quoted("the workload", workload)?));
            let cache = if opts.no_kernel_cache {
                None
            } else {
                opts.kernel_cache
                    .clone()
                    .or_else(|| default_kernel_cache().map(|p| p.to_string_lossy().into_owned()))
            };
            if let Some(dir) = cache.filter(|d| !d.is_empty()) {
                extra.push(format!(
                    "kernel-cache={}",
                    quoted("the kernel cache directory", &dir)?
                ));
            }
            if !opts.workload_keys.is_empty() {
                let keys = opts.workload_keys.join(",");
                ipu_passes::build_package::workload_keys(&keys)
                    .map_err(|m| CompileError::Usage(format!("--workload-key: {m}")))?;
                extra.push(format!(
                    "workload-keys={}",
                    quoted("the workload keys", &keys)?
                ));
            }
        }
        "plan-operators" => {
            for (flag, option, value) in [
                ("--search-state", "search-state", &opts.search_state),
                ("--search-save", "search-save", &opts.search_save),
            ] {
                if let Some(s) = value {
                    if !has(option) {
                        return Err(CompileError::Usage(format!(
                            "{flag}: plan-operators has no '{option}' option in this build"
                        )));
                    }
                    extra.push(format!("{option}={}", quoted("the search state", s)?));
                }
            }
            if let Some(n) = opts.search_attempts {
                if !has("search-attempts") {
                    return Err(CompileError::Usage(
                        "--search-attempts: plan-operators has no 'search-attempts' option in this build"
                            .into(),
                    ));
                }
                extra.push(format!("search-attempts={n}"));
            }
            if let Some(n) = opts.tiles
                && has("tiles")
            {
                extra.push(format!("tiles={n}"));
            }
        }
        _ => {}
    }
    if extra.is_empty() {
        return Ok(stage.pass.to_string());
    }
    Ok(match stage.pass.strip_suffix('}') {
        Some(head) => format!("{head} {}}}", extra.join(" ")),
        None => format!("{}{{{}}}", stage.pass, extra.join(" ")),
    })
}

/// Graph ops in the module's functions (the seeds' `operations=`).
fn count_operations(ctx: &Context, module: &Module) -> usize {
    module
        .ir
        .collect_ops(module.op, |o| {
            ctx.op_name_str(module.ir.name(o)).starts_with("graph.")
        })
        .len()
}

/// Whether the module holds an `exchange.program` (the superstep sequence a package runs).
fn has_exchange_program(ctx: &Context, module: &Module) -> bool {
    !module
        .ir
        .collect_ops(module.op, |o| {
            ctx.op_name_str(module.ir.name(o)) == "exchange.program"
        })
        .is_empty()
}

/// The first operation whose `target` (or `tiled.target`) attribute names another target
/// than `--target` gave: the input was planned for that device, and compiling it for another
/// would silently keep the input's.
fn target_conflict(ctx: &Context, module: &Module, given: &str) -> Option<Diagnostic> {
    let ops = module.ir.collect_ops(module.op, |o| {
        ["target", "tiled.target"].iter().any(|key| {
            module
                .ir
                .attr(ctx, o, key)
                .and_then(|a| ctx.str_value(a))
                .is_some_and(|named| named != given)
        })
    });
    let op = *ops.first()?;
    let named = ["target", "tiled.target"]
        .iter()
        .find_map(|key| module.ir.attr(ctx, op, key).and_then(|a| ctx.str_value(a)))
        .map(|n| n.into_owned())
        .unwrap_or_default();
    Some(Diagnostic::error(
        module.ir.loc(op),
        format!(
            "the input is for target '{named}' but --target={given} was given; \
             compile it without --target, or from an earlier level (StableHLO or graph)"
        ),
    ))
}

/// Compiles `text` (the contents of `opts.input`) as the options say. Warnings and remarks go
/// to `stderr`; errors are returned, rendered.
pub fn compile(
    opts: &CompileArgs,
    text: &[u8],
    stderr: &mut dyn Write,
) -> Result<Compiled, CompileError> {
    let start = Instant::now();
    let name = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    let target = Arc::new(
        ipu_device::Target::resolve(opts.target.as_deref().unwrap_or("ipu21")).map_err(|e| {
            let text = e.to_string();
            CompileError::Usage(format!(
                "--target: {}",
                text.strip_prefix("error: ").unwrap_or(&text)
            ))
        })?,
    );
    if let Some(n) = opts.tiles
        && (n == 0 || n > target.tiles)
    {
        return Err(CompileError::Usage(format!(
            "--tiles={n}: must be between 1 and {} (the tiles of target '{}')",
            target.tiles, target.name
        )));
    }
    let emit = opts.emit.as_deref().map(emit_level).transpose()?;
    if emit.is_none() && opts.output.as_deref().is_none_or(|o| o == "-") {
        return Err(CompileError::Usage(
            "give the package file with -o FILE (or --emit=LEVEL to print IR instead)".into(),
        ));
    }
    // A directory that does not exist is found before the pipeline runs, not after it.
    if let Some(p) = &opts.placement_profile {
        if emit.is_some() {
            return Err(CompileError::Usage(
                "--placement-profile needs a package (-o FILE), not --emit".into(),
            ));
        }
        ipu_runtime::fs::check_destination(Path::new(p))
            .map_err(|m| CompileError::Usage(format!("--placement-profile {p}: {m}")))?;
    }
    if let Some(out) = opts.output.as_deref().filter(|o| *o != "-") {
        let dir = ipu_runtime::fs::parent_dir(Path::new(out));
        if !dir.is_dir() {
            return Err(CompileError::Usage(format!(
                "-o {out}: directory '{}' does not exist",
                dir.display()
            )));
        }
        if Path::new(out).is_dir() {
            return Err(CompileError::Usage(format!(
                "-o {out}: is a directory (give the package's file name)"
            )));
        }
        if ipu_runtime::fs::same_file(Path::new(out), Path::new(&opts.input)) {
            return Err(CompileError::Usage(format!(
                "-o {out}: is the input file; the package would overwrite it (give another file name)"
            )));
        }
    }
    // So is a search state's.
    for (flag, file) in [
        ("--search-state", &opts.search_state),
        ("--search-save", &opts.search_save),
    ] {
        let Some(file) = file else { continue };
        let dir = ipu_runtime::fs::parent_dir(Path::new(file));
        if !dir.is_dir() {
            return Err(CompileError::Usage(format!(
                "{flag} {file}: directory '{}' does not exist",
                dir.display()
            )));
        }
        if Path::new(file).is_dir() {
            return Err(CompileError::Usage(format!(
                "{flag} {file}: is a directory (give the state's file name)"
            )));
        }
    }
    let workload = match &opts.workload {
        Some(w) => w.clone(),
        None => Path::new(&opts.input)
            .file_stem()
            .and_then(|s| s.to_str())
            .filter(|s| *s != "-")
            .unwrap_or("model")
            .to_string(),
    };

    let mut ctx = Context::new();
    ipu_passes::import_stablehlo::register_dialects(&mut ctx);
    // The verifiers see the target under its name too (a description file keeps its
    // constants whatever it is called).
    ctx.register_target(Arc::clone(&target));
    let mut sources = SourceMap::new();
    sources.add(ctx.ident(&name), text.to_vec().into());
    let render = |d: &[Diagnostic], ctx: &Context| render_all(d, ctx, &sources);
    let parse_start = Instant::now();
    if let Some(message) = crate::driver::package_given(&name, text) {
        return Err(CompileError::Input(message));
    }
    let mut module = Module::parse(&ctx, &name, text).map_err(|d| {
        let d: Vec<Diagnostic> = d.into_iter().map(without_unregistered_hint).collect();
        CompileError::Input(render(&d, &ctx))
    })?;
    let diags = module.verify(&ctx);
    if !diags.is_empty() {
        return Err(CompileError::Input(render(&diags, &ctx)));
    }
    let parse_time = parse_start.elapsed();
    if let Some(w) = &opts.weights {
        weights::apply(&ctx, &mut module, w).map_err(CompileError::Usage)?;
    }
    if opts.target.is_some()
        && let Some(d) = target_conflict(&ctx, &module, &target.name)
    {
        return Err(CompileError::Input(render(&[d], &ctx)));
    }
    let from = Level::of(&ctx, &module);
    let to = emit.unwrap_or(Level::Package);
    if to < from {
        return Err(CompileError::Usage(format!(
            "--emit={}: the input is already at the {} level",
            to.name(),
            from.name()
        )));
    }
    if from == Level::Graph && to > Level::Graph && count_operations(&ctx, &module) == 0 {
        return Err(CompileError::Input(format!(
            "{name}: error: nothing to compile: the input has no operation of the graph dialect \
             (nor StableHLO, tiled, exchange or tile_asm IR)\n"
        )));
    }
    if from == Level::Exchange && to > Level::Exchange && !has_exchange_program(&ctx, &module) {
        let first = module.ir.collect_ops(module.op, |o| {
            ctx.op_name_str(module.ir.name(o)).starts_with("exchange.")
        });
        let d = Diagnostic::error(
            module.ir.loc(first.first().copied().unwrap_or(module.op)),
            "nothing to build a package from: the input's exchange phases are not in an \
             'exchange.program' (the superstep sequence a package runs); schedule bare phases \
             with `ipu-opt --pass=schedule-exchange`, or compile from the graph level",
        );
        return Err(CompileError::Input(render(&[d], &ctx)));
    }
    let stages = pipeline::stages(from, to);
    let described = match from {
        Level::Stablehlo => "StableHLO input",
        Level::Graph => "graph-dialect input",
        Level::Tiled => "tiled-dialect input",
        Level::Exchange => "exchange-dialect input",
        Level::TileAsm | Level::Package => "tile_asm input",
    };
    if let Some(missing) = stages
        .iter()
        .find(|s| ipu_passes::REGISTRY.lookup(s.name()).is_none())
    {
        return Err(CompileError::Input(format!(
            "{name}: error: {described} needs pass {}, not available in this build\n",
            missing.name()
        )));
    }
    let texts = stages
        .iter()
        .map(|s| stage_text(s, opts, &workload))
        .collect::<Result<Vec<_>, _>>()?;

    // The seeds' span; `operations` counts graph ops after import (recorded once
    // `import-stablehlo` has run when the input is StableHLO).
    let build = tracing::info_span!(
        "ipu_codegen.package.build",
        tile_count = opts.tiles.unwrap_or(target.tiles),
        operations = tracing::field::Empty
    );
    if from != Level::Stablehlo {
        build.record("operations", count_operations(&ctx, &module));
    }
    let _build = build.enter();
    let bar = progress::Bar::start(stages.len() as u64);
    let run_options = RunOptions {
        threads: opts.threads,
        timing: opts.timing,
        target: Some(Arc::clone(&target)),
        ..RunOptions::default()
    };
    let mut out = Compiled {
        input_level: Some(from),
        timing: vec![TimingEntry {
            name: "Parser".into(),
            depth: 0,
            time: parse_time,
        }],
        workload: workload.clone(),
        target: target.name.clone(),
        clock_hz: target.clock_hz,
        ..Compiled::default()
    };
    for (i, (stage, text)) in stages.iter().zip(&texts).enumerate() {
        let phase = stage.phase();
        bar.set_message(stage.name());
        let span = tracing::info_span!("ipu_codegen.package.phase", phase = phase.as_str());
        let _phase = span.enter();
        let t = Instant::now();
        let pipeline = parse_pass_list(&ipu_passes::REGISTRY, text)
            .map_err(|e| CompileError::Usage(e.render()))?;
        let options = RunOptions {
            verify_each: opts.verify_each || verifies_after(stage, i + 1 == stages.len()),
            ..run_options.clone()
        };
        let report = PassManager::new(pipeline, options).run(&ctx, &mut module);
        let elapsed = t.elapsed();
        if from == Level::Stablehlo
            && stage.leaves == Level::Graph
            && stage.reads == Level::Stablehlo
        {
            build.record("operations", count_operations(&ctx, &module));
        }
        tracing::info!(
            phase = phase.as_str(),
            elapsed_ms = elapsed.as_millis() as u64,
            success = !report.failed,
            "package build phase finished"
        );
        if !report.diagnostics.is_empty() && !report.failed {
            progress::suspend(|| {
                let _ = stderr.write_all(render(&report.diagnostics, &ctx).as_bytes());
            });
        }
        if report.failed {
            bar.finish();
            return Err(CompileError::Input(render(&report.diagnostics, &ctx)));
        }
        for s in &report.statistics {
            for (n, _, v) in &s.values {
                if *n == "final-cycles" {
                    out.final_cycles = Some(*v);
                }
            }
        }
        out.timing.extend(report.timing);
        out.stages.push((stage.name().to_string(), elapsed));
        if stage.leaves == Level::TileAsm
            && let Some(n) = opts.tiles
        {
            check_tile_budget(&ctx, &module, n)
                .map_err(|d| CompileError::Input(render(&[d], &ctx)))?;
        }
        bar.inc();
    }
    bar.finish();
    if let (Some(p), Some(pkg)) = (&opts.placement_profile, opts.output.as_deref()) {
        let package = ipu_runtime::package::codec::read(Path::new(pkg))
            .map_err(|e| CompileError::Input(format!("{e}\n")))?;
        ipu_runtime::placement::write(Path::new(p), &package, &target).map_err(|e| {
            CompileError::Input(format!("ipu-compile: error: --placement-profile: {e}\n"))
        })?;
        tracing::info!(path = %p, "wrote exact tile placement profile");
    }
    out.elapsed = start.elapsed();
    if emit.is_some() {
        out.ir = Some(module.print(&ctx, &PrintFlags::default()));
    }
    if opts.timing {
        let report = render_timing(&out.timing, start.elapsed());
        let _ = stderr.write_all(report.as_bytes());
    }
    Ok(out)
}

/// The parser's advice to use `--allow-unregistered-dialect` is `ipu-opt`'s: `ipu-compile`
/// has no such flag (it compiles only what it knows), so the advice becomes a note saying
/// what it reads.
fn without_unregistered_hint(d: Diagnostic) -> Diagnostic {
    let Some(at) = d.message.find("; use --allow-unregistered-dialect") else {
        return d;
    };
    let mut d = d;
    d.message.truncate(at);
    let loc = d.location;
    d.with_note(
        loc,
        "ipu-compile reads StableHLO and the graph, tiled, exchange and tile_asm dialects",
    )
}

/// Whether the IR is verified after `stage` without `--verify-each`: after a pass that lowers
/// it to another IR level and after the last pass when its IR is printed, so the IR of every
/// level is verified once. Verifying after every pass re-walked the whole program (hundreds
/// of thousands of transfer and tile_asm ops at full size) after each of ten passes; the
/// passes in between check their own entry invariants, and `build-package` (which leaves
/// the IR as it is) checks what it writes.
fn verifies_after(stage: &Stage, last: bool) -> bool {
    stage.leaves != Level::Package && (last || stage.reads != stage.leaves)
}

/// With `--tiles=N`, a lowered program may use tiles `0..N` only.
fn check_tile_budget(ctx: &Context, module: &Module, n: u32) -> Result<(), Diagnostic> {
    for p in module.ir.collect_ops(module.op, |o| {
        AsmProgram::cast(ctx, &module.ir, o).is_some()
    }) {
        for t in AsmProgram(p).tiles(ctx, &module.ir) {
            let tile = TileOp::tile(t, ctx, &module.ir).unwrap_or(u32::MAX);
            if tile >= n {
                return Err(Diagnostic::error(
                    module.ir.loc(t.0),
                    format!(
                        "the program uses tile {tile}, beyond --tiles={n} (it may use tiles 0 to {})",
                        n - 1
                    ),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> CompileArgs {
        CompileArgs::try_parse_from(std::iter::once("ipu-compile").chain(list.iter().copied()))
            .expect("valid arguments")
    }

    #[test]
    fn stage_options_are_added_to_the_pass_text() {
        let o = args(&["in.mlir", "-o", "/tmp/a b.ipupkg", "--no-kernel-cache"]);
        let build = PIPELINE
            .iter()
            .find(|s| s.name() == "build-package")
            .expect("in");
        assert_eq!(
            stage_text(build, &o, "w").expect("ok"),
            "build-package{output=\"/tmp/a b.ipupkg\" workload=\"w\"}"
        );
        let cached = args(&["in.mlir", "-o", "p", "--kernel-cache", "/tmp/kc"]);
        assert_eq!(
            stage_text(build, &cached, "w").expect("ok"),
            "build-package{output=\"p\" workload=\"w\" kernel-cache=\"/tmp/kc\"}"
        );
        let sched = PIPELINE[5];
        assert_eq!(
            stage_text(&sched, &o, "w").expect("ok"),
            "schedule-exchange{summary=false}"
        );
    }

    #[test]
    fn the_ir_is_verified_after_each_lowering_and_before_it_is_printed() {
        let verified = |from: Level, to: Level| -> Vec<&str> {
            let stages = pipeline::stages(from, to);
            stages
                .iter()
                .enumerate()
                .filter(|(i, s)| verifies_after(s, i + 1 == stages.len()))
                .map(|(_, s)| s.name())
                .collect()
        };
        assert_eq!(
            verified(Level::Stablehlo, Level::Package),
            [
                "import-stablehlo",
                "plan-operators",
                "lower-to-tiled",
                "lower-to-exchange",
                "lower-to-tile-asm"
            ]
        );
        assert_eq!(
            verified(Level::Exchange, Level::Exchange),
            ["place-storage"]
        );
        assert_eq!(
            verified(Level::Graph, Level::TileAsm),
            [
                "plan-operators",
                "lower-to-tiled",
                "lower-to-exchange",
                "lower-to-tile-asm",
                "size-tile-code"
            ]
        );
        let o = args(&["in.mlir", "-o", "x.ipupkg", "--verify-each"]);
        assert!(o.verify_each);
    }

    #[test]
    fn graph_input_runs_every_pass_of_this_build_or_says_which_is_missing() {
        let o = args(&["in.mlir", "-o", "/dev/null"]);
        let text = "func.func @main(%x: tensor<4xf16>) -> tensor<4xf16> {\n  %y = graph.add %x, %x : tensor<4xf16>\n  return %y : tensor<4xf16>\n}\n";
        let mut err = Vec::new();
        let got = compile(&o, text.as_bytes(), &mut err);
        let missing = pipeline::stages(Level::Graph, Level::Package)
            .into_iter()
            .find(|s| ipu_passes::REGISTRY.lookup(s.name()).is_none());
        match missing {
            Some(stage) => assert_eq!(
                got.err(),
                Some(CompileError::Input(format!(
                    "in.mlir: error: graph-dialect input needs pass {}, not available in this build\n",
                    stage.name()
                )))
            ),
            None => assert!(got.is_ok(), "{got:?}"),
        }
        // Stopping at the graph level needs only fusion.
        let o = args(&["in.mlir", "--emit=graph"]);
        let c = compile(&o, text.as_bytes(), &mut err).expect("compiles");
        assert!(c.ir.expect("printed").contains("graph.add"));
    }

    #[test]
    fn usage_errors() {
        let text = b"exchange.program @p {\n}\n";
        let mut err = Vec::new();
        let no_output = args(&["in.mlir"]);
        assert!(matches!(
            compile(&no_output, text, &mut err),
            Err(CompileError::Usage(_))
        ));
        let too_many = args(&["in.mlir", "-o", "x", "--tiles=5000"]);
        assert_eq!(
            compile(&too_many, text, &mut err).err(),
            Some(CompileError::Usage(
                "--tiles=5000: must be between 1 and 1472 (the tiles of target 'ipu21')".into()
            ))
        );
        let nowhere = args(&["in.mlir", "-o", "/nonexistent-ipu-dir/x.ipupkg"]);
        assert_eq!(
            compile(&nowhere, text, &mut err).err(),
            Some(CompileError::Usage(
                "-o /nonexistent-ipu-dir/x.ipupkg: directory '/nonexistent-ipu-dir' does not exist"
                    .into()
            ))
        );
        let tmp = std::env::temp_dir();
        let into_dir = args(&["in.mlir", "-o", tmp.to_str().expect("utf-8 temp dir")]);
        assert_eq!(
            compile(&into_dir, text, &mut err).err(),
            Some(CompileError::Usage(format!(
                "-o {}: is a directory (give the package's file name)",
                tmp.display()
            )))
        );
        let backwards = args(&["in.mlir", "--emit=graph"]);
        assert_eq!(
            compile(&backwards, text, &mut err).err(),
            Some(CompileError::Usage(
                "--emit=graph: the input is already at the exchange level".into()
            ))
        );
    }

    #[test]
    fn a_module_without_graph_operations_is_nothing_to_compile() {
        let text = "module {\n  func.func @main(%a: tensor<4xf16>) -> tensor<4xf16> {\n    return %a : tensor<4xf16>\n  }\n}\n";
        let mut err = Vec::new();
        let e = compile(
            &args(&["in.mlir", "-o", "/tmp/never.ipupkg"]),
            text.as_bytes(),
            &mut err,
        )
        .err();
        assert_eq!(
            e,
            Some(CompileError::Input(
                "in.mlir: error: nothing to compile: the input has no operation of the graph \
                 dialect (nor StableHLO, tiled, exchange or tile_asm IR)\n"
                    .into()
            ))
        );
        assert!(!std::path::Path::new("/tmp/never.ipupkg").exists());
    }

    #[test]
    fn a_target_the_input_contradicts_is_a_located_error() {
        let text = "exchange.program @p target \"ipu21\" {\n}\n";
        let mut err = Vec::new();
        let e = compile(
            &args(&["in.mlir", "-o", "/tmp/never.ipupkg", "--target=gc2"]),
            text.as_bytes(),
            &mut err,
        )
        .err();
        let Some(CompileError::Input(message)) = e else {
            panic!("expected an input error, got {e:?}");
        };
        assert!(
            message.starts_with(
                "in.mlir:1:1: error: the input is for target 'ipu21' but --target=gc2 was given"
            ),
            "{message}"
        );
    }
}
