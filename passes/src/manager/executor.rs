//! The [`PassManager`]: runs an instantiated pipeline over a module, with
//! instrumentation (verification after each pass, IR dumps, timing, statistics,
//! tracing spans, crash reproducers) and parallel function pipelines.
//!
//! # Parallelism and determinism
//!
//! A nested pipeline on ops that are `IsolatedFromAbove` (`func.func(...)`) runs on
//! each such op separately: the op is cloned into an arena of its own (inside a
//! `builtin.module` shell holding bodiless copies of the symbols it references, so
//! calls still verify), the nested pipeline runs there, and the result is spliced
//! back in op order. This happens whatever the thread count; the threads only
//! decide how many functions are processed at once (rayon). So the output, the IR
//! dumps, the diagnostics and the statistics are the same bytes for any `--threads`.
//! Every function is processed even if another fails; failures are reported in op
//! order. (With `--print-ir-module-scope` nested pipelines run in place instead, one
//! op after the other, so that the whole module can be printed.)
//!
//! # Crash reproducers
//!
//! With [`RunOptions::crash_reproducer`] set, the IR of the op a pass runs on is
//! snapshotted before the pass. When the pass fails, the snapshot is placed back into
//! (a copy of) the module as it stood when the enclosing pipelines started on it, and
//! written with the pipeline that re-runs just the failing pass
//! (`builtin.module(func.func(cse))`), in MLIR's reproducer format (see
//! [`crate::reproducer`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ipu_dialects::{
    Context, Diagnostic, Ir, Module, OpId, OperationState, PrintFlags, Traits, op_to_string,
    symbol_name, verify,
};
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::manager::analysis::AnalysisManager;
use crate::manager::instrument::{PrintIrOptions, StatEntry, TimingEntry, dump_header};
use crate::manager::options::format_options;
use crate::manager::pass::{Counters, PassContext, PassError, PassInfo};
use crate::manager::pipeline::{Item, OpPipeline, PassSlot};
use crate::manager::reproducer::Reproducer;
use ipu_runtime::fs::write_file_atomically as write_atomically;

/// How to run a pipeline.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Verify the op a pass ran on after every pass (mlir-opt's `--verify-each`, default on).
    pub verify_each: bool,
    /// Threads for function pipelines: 0 uses every core, 1 runs one function at a time.
    pub threads: usize,
    /// IR dumps around passes.
    pub print_ir: PrintIrOptions,
    /// How dumps print IR (`--print-op-generic`, `--print-debuginfo`).
    pub print_flags: PrintFlags,
    /// Measure time per pass.
    pub timing: bool,
    /// Write a reproducer here when a pass fails.
    pub crash_reproducer: Option<PathBuf>,
    /// The device target passes may consult (`--target`).
    pub target: Option<Arc<ipu_device::Target>>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            threads: 0,
            print_ir: PrintIrOptions::default(),
            print_flags: PrintFlags::default(),
            timing: false,
            crash_reproducer: None,
            target: None,
        }
    }
}

/// What a run produced besides the IR changes.
#[derive(Debug, Default)]
pub struct RunReport {
    /// Errors (if the pipeline failed), and the warnings and remarks passes emitted, in op order.
    pub diagnostics: Vec<Diagnostic>,
    /// True if a pass failed or the IR did not verify after a pass.
    pub failed: bool,
    /// IR dumps (`--print-ir-*`), in the order mlir-opt would print them with one thread.
    pub dumps: String,
    /// The pipeline's lines of the timing report.
    pub timing: Vec<TimingEntry>,
    /// Per pass, its statistics.
    pub statistics: Vec<StatEntry>,
    /// Where a reproducer was written.
    pub reproducer: Option<PathBuf>,
}

/// Per pipeline item, accumulated times, analysis times and counters.
#[derive(Clone, Default)]
struct Tally {
    times: Vec<Duration>,
    analyses: Vec<Vec<(&'static str, Duration)>>,
    counters: Vec<Counters>,
}

impl Tally {
    fn new(n: usize) -> Tally {
        Tally {
            times: vec![Duration::ZERO; n],
            analyses: vec![Vec::new(); n],
            counters: vec![Counters::default(); n],
        }
    }

    fn add_analysis(&mut self, slot: usize, name: &'static str, t: Duration) {
        let list = &mut self.analyses[slot];
        match list.iter_mut().find(|(n, _)| *n == name) {
            Some((_, d)) => *d += t,
            None => list.push((name, t)),
        }
    }

    fn merge(&mut self, other: &Tally) {
        for (i, t) in other.times.iter().enumerate() {
            self.times[i] += *t;
        }
        for (i, list) in other.analyses.iter().enumerate() {
            for &(n, t) in list {
                self.add_analysis(i, n, t);
            }
        }
        for (i, c) in other.counters.iter().enumerate() {
            self.counters[i].merge(c);
        }
    }
}

/// State of one sequential execution (the whole module, or one function's arena).
struct Exec {
    am: AnalysisManager,
    tally: Tally,
    dumps: String,
    emitted: Vec<Diagnostic>,
    /// Some pass did not preserve everything (it may have changed the IR).
    changed: bool,
}

impl Exec {
    fn new(n: usize) -> Exec {
        Exec {
            am: AnalysisManager::new(),
            tally: Tally::new(n),
            dumps: String::new(),
            emitted: Vec::new(),
            changed: false,
        }
    }
}

/// A failure on its way up the pipeline tree.
struct Failure {
    diagnostics: Vec<Diagnostic>,
    /// The failing pass and its option values (`None` for a failure outside a pass).
    pass: Option<(&'static PassInfo, Vec<(&'static str, String)>)>,
    /// The anchors from the failing pass's pipeline outwards.
    anchors: Vec<String>,
    /// The IR of the op at the current level just before the failing pass.
    snapshot: Option<Box<(Ir, OpId)>>,
    /// `'func.func' operation: @f`, naming the op the pass failed on.
    on: String,
}

/// A pipeline ready to run, with the options of the run.
pub struct PassManager {
    pipeline: OpPipeline,
    options: RunOptions,
    /// Number of pipeline items (passes and nests, at every depth).
    slots: usize,
    /// Threads for function pipelines (at least 1).
    threads: usize,
    /// Made on first use, so runs that never process two functions at once start no threads.
    pool: std::sync::OnceLock<Option<rayon::ThreadPool>>,
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassManager")
            .field("pipeline", &self.pipeline.to_text())
            .field("options", &self.options)
            .finish()
    }
}

fn count_items(p: &OpPipeline) -> usize {
    p.items
        .iter()
        .map(|i| match i {
            Item::Pass(_) => 1,
            Item::Nest(n) => 1 + count_items(n),
        })
        .sum()
}

impl PassManager {
    /// A pass manager running `pipeline` with `options`.
    pub fn new(pipeline: OpPipeline, options: RunOptions) -> PassManager {
        let threads = if options.threads == 0 {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        } else {
            options.threads
        };
        PassManager {
            slots: count_items(&pipeline),
            pipeline,
            options,
            threads,
            pool: std::sync::OnceLock::new(),
        }
    }

    /// The pipeline.
    pub fn pipeline(&self) -> &OpPipeline {
        &self.pipeline
    }

    /// The options.
    pub fn options(&self) -> &RunOptions {
        &self.options
    }

    /// Runs the pipeline on `module` (whose top op must be the pipeline's anchor).
    /// The IR is left as the passes made it, also on failure.
    pub fn run(&self, ctx: &Context, module: &mut Module) -> RunReport {
        let mut report = RunReport::default();
        let top = module.op;
        let top_name = ctx.op_name_str(module.ir.name(top)).to_string();
        if top_name != self.pipeline.anchor {
            report.failed = true;
            report.diagnostics.push(Diagnostic::error(
                module.ir.loc(top),
                format!(
                    "can't run a '{}' pipeline on a '{top_name}' operation",
                    self.pipeline.anchor
                ),
            ));
            return report;
        }
        let mut exec = Exec::new(self.slots);
        let mut next = 0;
        let result = self.run_pipeline(
            ctx,
            &self.pipeline,
            &mut module.ir,
            top,
            &mut exec,
            &mut next,
        );
        if let Err(mut f) = result {
            report.failed = true;
            f.anchors.push(self.pipeline.anchor.clone());
            if let Some(path) = &self.options.crash_reproducer {
                self.write_reproducer(ctx, module, &mut f, path, &mut report);
            }
            exec.emitted.extend(f.diagnostics);
        }
        report.diagnostics = exec.emitted;
        report.dumps = exec.dumps;
        if self.options.timing {
            let mut next = 0;
            timing_entries(
                &self.pipeline,
                &exec.tally,
                0,
                &mut next,
                &mut report.timing,
            );
        }
        let mut next = 0;
        stat_entries(
            &self.pipeline,
            &exec.tally,
            0,
            &mut next,
            &mut report.statistics,
        );
        report
    }

    fn write_reproducer(
        &self,
        ctx: &Context,
        module: &Module,
        f: &mut Failure,
        path: &std::path::Path,
        report: &mut RunReport,
    ) {
        let Some((info, options)) = &f.pass else {
            return;
        };
        let Some((ir, op)) = f.snapshot.take().map(|b| *b) else {
            return;
        };
        let mut pipeline = format!("{}{}", info.name, format_options(options));
        for anchor in &f.anchors {
            pipeline = format!("{anchor}({pipeline})");
        }
        let repro = Reproducer {
            pipeline,
            disable_threading: self.threads == 1,
            verify_each: self.options.verify_each,
        };
        let snapshot = Module {
            ir,
            op,
            metadata: module.metadata.clone(),
        };
        let text = repro.render(ctx, &snapshot);
        let note = match write_atomically(path, text.as_bytes()) {
            Ok(()) => {
                report.reproducer = Some(path.to_path_buf());
                format!(
                    "pipeline failed while executing '{}' on {}: reproducer generated at '{}'",
                    info.name,
                    f.on,
                    path.display()
                )
            }
            Err(e) => format!("cannot write the reproducer '{}': {e}", path.display()),
        };
        if let Some(first) = f.diagnostics.iter_mut().find(|d| d.is_error()) {
            let loc = first.location;
            first.notes.push(Diagnostic {
                severity: ipu_dialects::Severity::Note,
                location: loc,
                message: note,
                notes: Vec::new(),
            });
        }
    }

    /// Runs `pl` on `op`; `next` is the pre-order index of `pl`'s first item.
    fn run_pipeline(
        &self,
        ctx: &Context,
        pl: &OpPipeline,
        ir: &mut Ir,
        op: OpId,
        exec: &mut Exec,
        next: &mut usize,
    ) -> Result<(), Failure> {
        // Indexes are assigned before running, so a failure does not shift them.
        let mut indexes = Vec::with_capacity(pl.items.len());
        for item in &pl.items {
            indexes.push(*next);
            *next += match item {
                Item::Pass(_) => 1,
                Item::Nest(n) => 1 + count_items(n),
            };
        }
        for (item, &index) in pl.items.iter().zip(&indexes) {
            match item {
                Item::Pass(slot) => self.run_pass(ctx, slot, index, ir, op, exec)?,
                Item::Nest(nest) => self.run_nest(ctx, nest, index, ir, op, exec)?,
            }
        }
        Ok(())
    }

    fn describe(ctx: &Context, ir: &Ir, op: OpId) -> String {
        let name = ctx.op_name_str(ir.name(op));
        match symbol_name(ctx, ir, op) {
            Some(s) => format!("'{name}' operation: @{}", ctx.ident_str(s)),
            None => format!("'{name}' operation"),
        }
    }

    fn print_for_dump(&self, ctx: &Context, ir: &Ir, op: OpId) -> String {
        let (ir_root, scope) = if self.options.print_ir.module_scope {
            let mut top = op;
            while let Some(p) = ir.parent_op(top) {
                top = p;
            }
            (top, true)
        } else {
            (op, false)
        };
        let mut s = op_to_string(ctx, ir, ir_root, self.options.print_flags);
        s.push_str(if scope { "\n\n\n" } else { "\n\n" });
        s
    }

    fn fingerprint(ctx: &Context, ir: &Ir, op: OpId) -> String {
        op_to_string(
            ctx,
            ir,
            op,
            PrintFlags {
                generic: true,
                debug_info: true,
                elide_elements_larger: None,
            },
        )
    }

    fn run_pass(
        &self,
        ctx: &Context,
        slot: &PassSlot,
        index: usize,
        ir: &mut Ir,
        op: OpId,
        exec: &mut Exec,
    ) -> Result<(), Failure> {
        let info = slot.info;
        let _span = tracing::info_span!("pass", name = info.name).entered();
        let print = &self.options.print_ir;
        let scope = print.module_scope.then(|| Self::describe(ctx, ir, op));
        if print.before(info.name) {
            exec.dumps.push_str(&dump_header(
                "Before",
                info.type_name,
                info.name,
                false,
                scope.as_deref(),
            ));
            exec.dumps.push_str(&self.print_for_dump(ctx, ir, op));
        }
        let before = print.after_change.then(|| Self::fingerprint(ctx, ir, op));
        let snapshot = self
            .options
            .crash_reproducer
            .as_ref()
            .map(|_| Box::new((ir.clone(), op)));
        let start = Instant::now();
        let mut analysis_times = Vec::new();
        let result = {
            let mut cx = PassContext {
                ctx,
                ir: &mut *ir,
                analyses: &mut exec.am,
                counters: &mut exec.tally.counters[index],
                emitted: &mut exec.emitted,
                analysis_times: &mut analysis_times,
                target: self.options.target.as_ref(),
            };
            slot.pass.run(op, &mut cx)
        };
        let elapsed = start.elapsed();
        exec.tally.times[index] += elapsed;
        tracing::debug!(
            op = %Self::describe(ctx, ir, op),
            ok = result.is_ok(),
            preserved_all = result.as_ref().is_ok_and(|p| p.is_all()),
            micros = elapsed.as_micros() as u64,
            "ran pass"
        );
        for (n, t) in analysis_times {
            exec.tally.add_analysis(index, n, t);
        }
        let fail = |diagnostics: Vec<Diagnostic>, snapshot| Failure {
            diagnostics,
            pass: Some((info, slot.options.clone())),
            anchors: Vec::new(),
            snapshot,
            on: Self::describe(ctx, ir, op),
        };
        match result {
            Ok(preserved) => {
                exec.changed |= !preserved.is_all();
                exec.am.invalidate(&preserved);
                if print.after(info.name) {
                    let changed = before.is_none_or(|b| b != Self::fingerprint(ctx, ir, op));
                    if changed {
                        exec.dumps.push_str(&dump_header(
                            "After",
                            info.type_name,
                            info.name,
                            false,
                            scope.as_deref(),
                        ));
                        exec.dumps.push_str(&self.print_for_dump(ctx, ir, op));
                    }
                }
                if self.options.verify_each {
                    // Verification counts in the pass's time, as in mlir-opt.
                    let start = Instant::now();
                    let diags = verify(ctx, ir, op);
                    exec.tally.times[index] += start.elapsed();
                    if !diags.is_empty() {
                        let mut diags = diags;
                        let loc = diags[0].location;
                        diags[0].notes.push(Diagnostic {
                            severity: ipu_dialects::Severity::Note,
                            location: loc,
                            message: format!("the IR does not verify after pass '{}'", info.name),
                            notes: Vec::new(),
                        });
                        return Err(fail(diags, snapshot));
                    }
                }
                Ok(())
            }
            Err(e) => {
                exec.am.clear();
                if print.after_failure {
                    exec.dumps.push_str(&dump_header(
                        "After",
                        info.type_name,
                        info.name,
                        true,
                        scope.as_deref(),
                    ));
                    exec.dumps.push_str(&self.print_for_dump(ctx, ir, op));
                }
                let diagnostics = match e {
                    PassError::Diagnostics(d) if d.iter().any(Diagnostic::is_error) => d,
                    PassError::Diagnostics(mut d) => {
                        d.push(Diagnostic::error(
                            ir.loc(op),
                            format!("pass '{}' failed", info.name),
                        ));
                        d
                    }
                    PassError::Internal(m) => vec![Diagnostic::error(
                        ir.loc(op),
                        format!(
                            "internal error in pass '{}': {m} (a bug in ipu-passes)",
                            info.name
                        ),
                    )],
                };
                Err(fail(diagnostics, snapshot))
            }
        }
    }

    fn run_nest(
        &self,
        ctx: &Context,
        nest: &OpPipeline,
        index: usize,
        ir: &mut Ir,
        parent: OpId,
        exec: &mut Exec,
    ) -> Result<(), Failure> {
        let start = Instant::now();
        let mut targets = Vec::new();
        for &r in ir.regions(parent) {
            for b in ir.region_blocks(r) {
                targets.extend(
                    ir.block_ops(b)
                        .filter(|&o| ctx.op_name_str(ir.name(o)) == nest.anchor),
                );
            }
        }
        let isolated = ctx
            .op_def(ctx.op_name(&nest.anchor))
            .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
        let result = if isolated && !self.options.print_ir.module_scope {
            self.run_nest_isolated(ctx, nest, index, ir, parent, &targets, exec)
        } else {
            let mut result = Ok(());
            for &t in &targets {
                let mut next = index + 1;
                if let Err(mut f) = self.run_pipeline(ctx, nest, ir, t, exec, &mut next) {
                    f.anchors.push(nest.anchor.clone());
                    if let Some(snap) = f.snapshot.as_mut() {
                        snap.1 = parent;
                    }
                    result = Err(f);
                    break;
                }
            }
            result
        };
        exec.tally.times[index] += start.elapsed();
        result
    }

    #[allow(clippy::too_many_arguments)]
    fn run_nest_isolated(
        &self,
        ctx: &Context,
        nest: &OpPipeline,
        index: usize,
        ir: &mut Ir,
        parent: OpId,
        targets: &[OpId],
        exec: &mut Exec,
    ) -> Result<(), Failure> {
        let mut jobs = Vec::with_capacity(targets.len());
        let table = ipu_dialects::SymbolTable::new(ctx, ir, parent);
        for &t in targets {
            match isolate(ctx, ir, parent, &table, t) {
                Ok((arena, root)) => jobs.push((t, arena, root)),
                Err(e) => {
                    return Err(Failure {
                        diagnostics: vec![Diagnostic::error(
                            ir.loc(t),
                            format!("internal error: cannot isolate the op for its pipeline: {e}"),
                        )],
                        pass: None,
                        anchors: Vec::new(),
                        snapshot: None,
                        on: Self::describe(ctx, ir, t),
                    });
                }
            }
        }
        let run_one = |(target, mut arena, root): (OpId, Ir, OpId)| {
            let mut job = Exec::new(self.slots);
            let mut next = index + 1;
            let result = self.run_pipeline(ctx, nest, &mut arena, root, &mut job, &mut next);
            (target, arena, root, job, result)
        };
        let pool = if self.threads > 1 && jobs.len() > 1 {
            self.pool
                .get_or_init(|| {
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(self.threads)
                        .build()
                        .ok()
                })
                .as_ref()
        } else {
            None
        };
        let results: Vec<_> = match pool {
            Some(pool) => pool.install(|| jobs.into_par_iter().map(run_one).collect()),
            _ => jobs.into_iter().map(run_one).collect(),
        };
        let mut failures: Vec<Failure> = Vec::new();
        let mut done = Vec::new();
        let mut any_changed = false;
        for (target, arena, root, job, result) in results {
            exec.tally.merge(&job.tally);
            // An op whose passes all preserved everything is left as it is.
            let changed = job.changed;
            any_changed |= changed;
            exec.dumps.push_str(&job.dumps);
            exec.emitted.extend(job.emitted);
            match result {
                Ok(()) if changed => done.push((target, arena, root)),
                Ok(()) => {}
                Err(mut f) => {
                    f.anchors.push(nest.anchor.clone());
                    if failures.is_empty()
                        && let Some((snap, snap_root)) = f.snapshot.take().map(|b| *b)
                    {
                        // Put the snapshot in place in a copy of the parent's arena.
                        let mut whole = ir.clone();
                        f.snapshot = whole
                            .replace_op_from(target, &snap, snap_root)
                            .ok()
                            .map(|_| Box::new((whole, parent)));
                    }
                    failures.push(f);
                }
            }
        }
        if let Some(mut first) = (!failures.is_empty()).then(|| failures.remove(0)) {
            for f in failures {
                first.diagnostics.extend(f.diagnostics);
            }
            return Err(first);
        }
        for (target, arena, root) in done {
            if let Err(e) = ir.replace_op_from(target, &arena, root) {
                return Err(Failure {
                    diagnostics: vec![Diagnostic::error(
                        ir.loc(target),
                        format!("internal error: cannot splice the processed op back: {e}"),
                    )],
                    pass: None,
                    anchors: Vec::new(),
                    snapshot: None,
                    on: Self::describe(ctx, ir, target),
                });
            }
        }
        if any_changed {
            exec.changed = true;
            exec.am.clear();
        }
        Ok(())
    }
}

/// Clones `target` (a child of `parent`) into a new arena, inside a `builtin.module`
/// shell that also holds a bodiless copy of every symbol `target` references
/// (resolved from `parent`), so symbol lookups and their verification work there.
fn isolate(
    ctx: &Context,
    ir: &Ir,
    parent: OpId,
    table: &ipu_dialects::SymbolTable,
    target: OpId,
) -> ipu_dialects::Result<(Ir, OpId)> {
    let mut arena = Ir::new();
    let region = arena.create_region();
    let block = arena.append_new_block(region, &[]);
    let shell =
        OperationState::named(ctx, "builtin.module", ir.loc(parent)).with_regions(&[region]);
    arena.create_op(ctx, shell);
    let mut map = FxHashMap::default();
    let root = ir.clone_op_into(target, &mut arena, &mut map)?;
    // Bodiless copies of the referenced symbols.
    let mut seen = FxHashMap::default();
    for r in crate::symbol_dce::symbol_uses(ctx, ir, target) {
        let flat = match ctx.attr_kind(r) {
            ipu_dialects::AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
            _ => None,
        };
        let found = match flat {
            Some(name) => table.lookup(name),
            None => ipu_dialects::lookup_symbol(ctx, ir, target, r),
        };
        let Some(sym) = found else {
            continue;
        };
        if sym == target || seen.insert(sym, ()).is_some() || ir.parent_op(sym) != Some(parent) {
            continue;
        }
        let regions: Vec<_> = ir
            .regions(sym)
            .iter()
            .map(|_| arena.create_region())
            .collect();
        let mut st = OperationState::new(ir.name(sym), ir.loc(sym)).with_regions(&regions);
        st.result_types = ir.result_types(sym);
        st.properties = ir.props(sym);
        let copy = arena.create_op_with_dict(st, ir.attrs(sym));
        arena.append_op(block, copy);
    }
    arena.append_op(block, root);
    Ok((arena, root))
}

fn timing_entries(
    pl: &OpPipeline,
    tally: &Tally,
    depth: usize,
    next: &mut usize,
    out: &mut Vec<TimingEntry>,
) {
    for item in &pl.items {
        let index = *next;
        *next += 1;
        match item {
            Item::Pass(slot) => {
                out.push(TimingEntry {
                    name: slot.info.type_name.to_string(),
                    depth,
                    time: tally.times[index],
                });
                for &(n, t) in &tally.analyses[index] {
                    out.push(TimingEntry {
                        name: format!("(A) {n}"),
                        depth: depth + 1,
                        time: t,
                    });
                }
            }
            Item::Nest(n) => {
                out.push(TimingEntry {
                    name: format!("'{}' Pipeline", n.anchor),
                    depth,
                    time: tally.times[index],
                });
                timing_entries(n, tally, depth + 1, next, out);
            }
        }
    }
}

fn stat_entries(
    pl: &OpPipeline,
    tally: &Tally,
    depth: usize,
    next: &mut usize,
    out: &mut Vec<StatEntry>,
) {
    for item in &pl.items {
        let index = *next;
        *next += 1;
        match item {
            Item::Pass(slot) => {
                let counters = &tally.counters[index];
                let mut values: Vec<(&'static str, &'static str, u64)> = slot
                    .info
                    .statistics
                    .iter()
                    .map(|s| (s.name, s.help, counters.get(s.name)))
                    .collect();
                for &(k, v) in &counters.0 {
                    if !slot.info.statistics.iter().any(|s| s.name == k) {
                        values.push((k, "", v));
                    }
                }
                out.push(StatEntry {
                    name: slot.info.type_name.to_string(),
                    depth,
                    values,
                });
            }
            Item::Nest(n) => {
                out.push(StatEntry {
                    name: format!("'{}' Pipeline", n.anchor),
                    depth,
                    values: Vec::new(),
                });
                stat_entries(n, tally, depth + 1, next, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::instrument::{mask_timing, render_statistics, render_timing};
    use ipu_dialects::{SourceMap, render_all};

    const INPUT: &str = r#"module {
  func.func @f(%a: i32) -> i32 {
    %0 = "test.add"(%a, %a) : (i32, i32) -> i32
    %1 = "test.add"(%a, %a) : (i32, i32) -> i32
    %2 = "test.mul"(%0, %1) : (i32, i32) -> i32
    %3 = func.call @g(%2) : (i32) -> i32
    return %3 : i32
  }
  func.func @g(%a: i32) -> i32 {
    %c = "test.constant"() <{value = 0 : i32}> : () -> i32
    %0 = "test.add"(%a, %c) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func private @h(%a: i32) -> i32 {
    "test.checked"() : () -> ()
    return %a : i32
  }
}
"#;

    struct Outcome {
        report: RunReport,
        /// Diagnostics, rendered.
        diags: String,
        /// The module after the run.
        ir: String,
    }

    fn run(pipeline: &str, input: &str, options: RunOptions) -> Outcome {
        let mut ctx = Context::new();
        ctx.register_dialect(&crate::TEST_DIALECT);
        let mut module =
            Module::parse(&ctx, "in.mlir", input.as_bytes()).expect("test input parses");
        assert!(module.verify(&ctx).is_empty(), "test input verifies");
        let pl = crate::parse_pipeline(&crate::REGISTRY, pipeline).expect("test pipeline parses");
        let pm = PassManager::new(pl, options);
        let report = pm.run(&ctx, &mut module);
        let mut sources = SourceMap::new();
        sources.add(ctx.ident("in.mlir"), input.as_bytes().to_vec().into());
        Outcome {
            diags: render_all(&report.diagnostics, &ctx, &sources),
            ir: module.print(&ctx, &PrintFlags::default()),
            report,
        }
    }

    fn threads(n: usize) -> RunOptions {
        RunOptions {
            threads: n,
            ..RunOptions::default()
        }
    }

    #[test]
    fn output_is_the_same_for_any_thread_count() {
        let pipeline = "builtin.module(func.func(cse,canonicalize,test-remarks),symbol-dce)";
        let options = |n| RunOptions {
            threads: n,
            print_ir: PrintIrOptions {
                after_all: true,
                ..Default::default()
            },
            ..RunOptions::default()
        };
        // Many functions, so several threads really run at once.
        let mut input = String::from("module {\n");
        for i in 0..40 {
            input.push_str(&format!(
                "  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = \"test.add\"(%a, %a) : (i32, i32) -> i32\n    \
                 %1 = \"test.add\"(%a, %a) : (i32, i32) -> i32\n    %c = \"test.constant\"() <{{value = {i} : i32}}> : () -> i32\n    \
                 %2 = \"test.mul\"(%0, %c) : (i32, i32) -> i32\n    %3 = \"test.mul\"(%2, %1) : (i32, i32) -> i32\n    \
                 return %3 : i32\n  }}\n"
            ));
        }
        input.push_str("}\n");
        let one = run(pipeline, &input, options(1));
        assert!(!one.report.failed, "{}", one.diags);
        assert!(one.ir.contains("func.func @f39"));
        assert!(one.diags.contains("remark: function @f0 has"));
        for n in [2, 4, 8] {
            let many = run(pipeline, &input, options(n));
            assert_eq!(many.ir, one.ir, "IR with {n} threads");
            assert_eq!(many.diags, one.diags, "diagnostics with {n} threads");
            assert_eq!(
                many.report.dumps, one.report.dumps,
                "IR dumps with {n} threads"
            );
            assert_eq!(
                render_statistics(&many.report.statistics),
                render_statistics(&one.report.statistics)
            );
        }
    }

    #[test]
    fn function_pipelines_transform_every_function_and_keep_calls_valid() {
        let o = run(
            "builtin.module(func.func(cse,canonicalize))",
            INPUT,
            threads(4),
        );
        assert!(!o.report.failed, "{}", o.diags);
        assert_eq!(
            o.ir,
            r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "test.mul"(%0, %0) : (i32, i32) -> i32
    %2 = call @g(%1) : (i32) -> i32
    return %2 : i32
  }
  func.func @g(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func private @h(%arg0: i32) -> i32 {
    "test.checked"() : () -> ()
    return %arg0 : i32
  }
}

"#
        );
    }

    #[test]
    fn statistics_add_up_over_functions() {
        let o = run(
            "builtin.module(func.func(cse),symbol-dce)",
            INPUT,
            threads(3),
        );
        assert_eq!(
            render_statistics(&o.report.statistics),
            "===-------------------------------------------------------------------------===\n\
             \x20                        ... Pass statistics report ...\n\
             ===-------------------------------------------------------------------------===\n\
             'func.func' Pipeline\n  CSE\n    (S) 1 num-cse - Number of operations CSE'd\n    \
             (S) 0 num-dce - Number of operations DCE'd\nSymbolDCE\n  (S) 1 num-dce - Number of symbols DCE'd\n"
        );
    }

    #[test]
    fn timing_mirrors_the_pipeline() {
        let o = run(
            "builtin.module(func.func(cse,canonicalize),symbol-dce)",
            INPUT,
            RunOptions {
                timing: true,
                ..threads(2)
            },
        );
        let total: Duration = o
            .report
            .timing
            .iter()
            .filter(|e| e.depth == 0)
            .map(|e| e.time)
            .sum();
        let text = mask_timing(&render_timing(&o.report.timing, total));
        assert!(
            text.ends_with(
                "  ----Wall Time----  ----Name----\n    N.NNNN (NNN.N%)  'func.func' Pipeline\n    N.NNNN (NNN.N%)    CSE\n    \
                 N.NNNN (NNN.N%)      (A) DominanceInfo\n    N.NNNN (NNN.N%)    Canonicalizer\n    N.NNNN (NNN.N%)  SymbolDCE\n    \
                 N.NNNN (NNN.N%)  Rest\n    N.NNNN (NNN.N%)  Total\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn failures_are_located_and_reported_in_op_order() {
        for n in [1, 4] {
            let o = run(
                "builtin.module(func.func(test-pass-failure{symbol=g}))",
                INPUT,
                threads(n),
            );
            assert!(o.report.failed);
            assert_eq!(
                o.diags,
                "in.mlir:9:3: error: 'func.func' op test pass failure\n  func.func @g(%a: i32) -> i32 {\n  ^\n"
            );
        }
        let o = run(
            "builtin.module(func.func(test-pass-failure))",
            INPUT,
            threads(2),
        );
        let errors: Vec<&str> = o.diags.lines().filter(|l| l.contains("error")).collect();
        assert_eq!(
            errors,
            vec![
                "in.mlir:2:3: error: 'func.func' op test pass failure",
                "in.mlir:9:3: error: 'func.func' op test pass failure",
                "in.mlir:14:3: error: 'func.func' op test pass failure",
            ]
        );
    }

    #[test]
    fn verify_each_catches_invalid_ir() {
        let o = run("builtin.module(test-invalidate-ir,cse)", INPUT, threads(1));
        assert!(o.report.failed);
        assert!(
            o.diags.starts_with(
                "in.mlir:15:5: error: 'test.checked' op has the 'invalid' attribute\n"
            ),
            "{}",
            o.diags
        );
        assert!(
            o.diags
                .contains("note: the IR does not verify after pass 'test-invalidate-ir'")
        );
        let o = run(
            "builtin.module(test-invalidate-ir,cse)",
            INPUT,
            RunOptions {
                verify_each: false,
                ..threads(1)
            },
        );
        assert!(!o.report.failed, "{}", o.diags);
        assert!(
            o.ir.contains("\"test.checked\"() {invalid} : () -> ()"),
            "{}",
            o.ir
        );
        let o = run(
            "builtin.module(test-invalidate-ir,verify)",
            INPUT,
            RunOptions {
                verify_each: false,
                ..threads(1)
            },
        );
        assert!(o.report.failed);
        assert!(
            o.diags
                .contains("error: 'test.checked' op has the 'invalid' attribute")
        );
    }

    #[test]
    fn ir_dumps_follow_mlir_opt() {
        let opts = |p: PrintIrOptions| RunOptions {
            print_ir: p,
            ..threads(2)
        };
        let o = run(
            "builtin.module(func.func(cse),symbol-dce)",
            INPUT,
            opts(PrintIrOptions {
                before: vec!["cse".into()],
                after: vec!["symbol-dce".into()],
                ..Default::default()
            }),
        );
        let headers: Vec<&str> = o
            .report
            .dumps
            .lines()
            .filter(|l| l.starts_with("// -----//"))
            .collect();
        assert_eq!(
            headers,
            vec![
                "// -----// IR Dump Before CSE (cse) //----- //",
                "// -----// IR Dump Before CSE (cse) //----- //",
                "// -----// IR Dump Before CSE (cse) //----- //",
                "// -----// IR Dump After SymbolDCE (symbol-dce) //----- //",
            ]
        );
        assert!(o.report.dumps.starts_with(
            "// -----// IR Dump Before CSE (cse) //----- //\nfunc.func @f(%arg0: i32) -> i32 {\n"
        ));
        // Only the passes that changed something.
        let o = run(
            "builtin.module(func.func(cse),symbol-dce)",
            INPUT,
            opts(PrintIrOptions {
                after_change: true,
                ..Default::default()
            }),
        );
        let headers: Vec<&str> = o
            .report
            .dumps
            .lines()
            .filter(|l| l.starts_with("// -----//"))
            .collect();
        assert_eq!(
            headers,
            vec![
                "// -----// IR Dump After CSE (cse) //----- //",
                "// -----// IR Dump After SymbolDCE (symbol-dce) //----- //",
            ]
        );
        // Module scope names the op the pass ran on.
        let o = run(
            "builtin.module(func.func(test-pass-failure{symbol=g}))",
            INPUT,
            opts(PrintIrOptions {
                after_failure: true,
                module_scope: true,
                ..Default::default()
            }),
        );
        assert!(
            o.report.dumps.starts_with(
                "// -----// IR Dump After TestPassFailure Failed (test-pass-failure) ('func.func' operation: @g) \
                 //----- //\nmodule {\n"
            ),
            "{}",
            o.report.dumps
        );
    }

    #[test]
    fn crash_reproducer_holds_the_ir_before_the_failing_pass() {
        let dir = std::env::temp_dir().join(format!("ipu-pm-repro-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        for n in [1, 3] {
            let path = dir.join(format!("repro{n}.mlir"));
            let o = run(
                "builtin.module(func.func(cse,test-pass-failure{symbol=g},canonicalize))",
                INPUT,
                RunOptions {
                    crash_reproducer: Some(path.clone()),
                    ..threads(n)
                },
            );
            assert!(o.report.failed);
            assert!(
                o.diags.contains(&format!(
                    "note: pipeline failed while executing 'test-pass-failure' on 'func.func' operation: @g: \
                     reproducer generated at '{}'",
                    path.display()
                )),
                "{}",
                o.diags
            );
            let text = std::fs::read_to_string(&path).expect("reproducer written");
            // The failing function @g is shown as test-pass-failure found it (after cse);
            // the other functions as they were when the function pipeline began.
            assert!(text.contains("pipeline: \"builtin.module(func.func(test-pass-failure{message={test pass failure} symbol=g}))\""), "{text}");
            assert!(
                text.contains(&format!("disable_threading: {}", n == 1)),
                "{text}"
            );
            assert!(text.contains("func.func @g(%arg0: i32) -> i32 {"), "{text}");
            assert!(text.contains("loc(\"in.mlir\":10:10)"), "{text}");
            // Replaying it fails the same way.
            let mut ctx = Context::new();
            ctx.register_dialect(&crate::TEST_DIALECT);
            let mut m =
                Module::parse(&ctx, "repro.mlir", text.as_bytes()).expect("reproducer parses");
            let r = Reproducer::take_from(&mut m.metadata).expect("reproducer entry");
            let pl = crate::parse_pipeline(&crate::REGISTRY, &r.pipeline).expect("pipeline parses");
            let report = PassManager::new(pl, threads(1)).run(&ctx, &mut m);
            assert!(report.failed);
            let mut sm = SourceMap::new();
            sm.add(ctx.ident("in.mlir"), INPUT.as_bytes().to_vec().into());
            assert_eq!(
                render_all(&report.diagnostics, &ctx, &sm),
                "in.mlir:9:3: error: 'func.func' op test pass failure\n  func.func @g(%a: i32) -> i32 {\n  ^\n"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Emits a remark naming the target it sees.
    struct TargetRemark;
    impl crate::Pass for TargetRemark {
        const NAME: &'static str = "target-remark";
        const TYPE_NAME: &'static str = "TargetRemark";
        const SUMMARY: &'static str = "Names the target";
        const ANCHOR: crate::Anchor = crate::Anchor::Module;
        type Options = ();
        fn new(_: ()) -> Result<Self, String> {
            Ok(TargetRemark)
        }
        fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> crate::PassResult {
            let t = cx.target_or_default()?;
            let loc = cx.ir.loc(op);
            cx.emit(Diagnostic::remark(
                loc,
                format!("{} with {} tiles", t.name, t.tiles),
            ));
            Ok(crate::Preserved::all())
        }
    }

    #[test]
    fn passes_see_the_chosen_target_or_ipu21() {
        static MINE: [PassInfo; 1] = [PassInfo::of::<TargetRemark>()];
        let registry = crate::PassRegistry::new(&MINE);
        let ctx = Context::new();
        for (target, expect) in [
            (None, "ipu21 with 1472 tiles"),
            (Some("gc2"), "gc2 with 1216 tiles"),
        ] {
            let mut module = Module::parse(&ctx, "in.mlir", b"module {\n}\n").expect("parses");
            let pl = crate::parse_pass_list(&registry, "target-remark").expect("parses");
            let options = RunOptions {
                target: target
                    .map(|t| Arc::new(ipu_device::Target::resolve(t).expect("built-in target"))),
                ..RunOptions::default()
            };
            let report = PassManager::new(pl, options).run(&ctx, &mut module);
            assert_eq!(report.diagnostics[0].message, expect);
        }
    }

    #[test]
    fn pipeline_anchor_must_match_the_top_op() {
        let mut ctx = Context::new();
        ctx.register_dialect(&crate::TEST_DIALECT);
        let mut module = Module::parse(&ctx, "in.mlir", INPUT.as_bytes()).expect("parses");
        let pl = crate::parse_pipeline(&crate::REGISTRY, "builtin.module(cse)").expect("parses");
        let mut pl = pl;
        pl.anchor = "func.func".into();
        let report = PassManager::new(pl, threads(1)).run(&ctx, &mut module);
        assert!(report.failed);
        assert_eq!(
            report.diagnostics[0].message,
            "can't run a 'func.func' pipeline on a 'builtin.module' operation"
        );
    }
}
