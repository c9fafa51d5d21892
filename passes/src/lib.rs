//! `ipu-passes`: the pass manager and one module per pass.
//!
//! The pass manager follows MLIR's pass infrastructure with Cranelift's economy:
//! a [`Pass`] has a kebab-case name, a CamelCase type name, a summary, typed
//! options ([`pass_options!`]), named statistics, and an [`Anchor`] (the op kind it
//! runs on); `run` returns the analyses it [`Preserved`] or a located [`PassError`].
//! Pipelines are text ([`parse_pipeline`], [`parse_pass_list`]) over the
//! [`REGISTRY`]; a [`PassManager`] runs one with verification after every pass, IR
//! dumps, timing, statistics and crash reproducers, running `func.func` pipelines on
//! all functions in parallel with identical output for any thread count.
//!
//! # Writing and registering a pass
//!
//! One module per pass (`passes/src/my_pass.rs`, tests at the bottom); then one line
//! in [`PASSES`] makes it available to `ipu-opt --pass=my-pass` and `--list-passes`.
//!
//! ```
//! use ipu_dialects::{Context, Module, OpId, PrintFlags};
//! use ipu_passes::{Anchor, Pass, PassContext, PassInfo, PassManager, PassRegistry, PassResult};
//! use ipu_passes::{Preserved, RunOptions, Statistic};
//!
//! ipu_passes::pass_options! {
//!     /// Options of [`EraseEffects`].
//!     pub struct EraseEffectsOptions {
//!         /// Erase at most this many operations per function.
//!         limit("limit"): usize = usize::MAX,
//!     }
//! }
//!
//! /// Erases `test.effect` operations whose results are unused.
//! struct EraseEffects(EraseEffectsOptions);
//!
//! impl Pass for EraseEffects {
//!     const NAME: &'static str = "erase-effects";
//!     const TYPE_NAME: &'static str = "EraseEffects";
//!     const SUMMARY: &'static str = "Erase unused test.effect operations";
//!     const ANCHOR: Anchor = Anchor::Func; // one function at a time, in parallel
//!     const STATISTICS: &'static [Statistic] =
//!         &[Statistic { name: "num-erased", help: "Number of operations erased" }];
//!     type Options = EraseEffectsOptions;
//!
//!     fn new(options: EraseEffectsOptions) -> Result<Self, String> {
//!         Ok(EraseEffects(options))
//!     }
//!
//!     fn run(&self, func: OpId, cx: &mut PassContext<'_>) -> PassResult {
//!         let (ctx, ir) = (cx.ctx, &*cx.ir);
//!         let mut ops = ir.collect_ops(func, |o| {
//!             ctx.op_name_str(ir.name(o)) == "test.effect" && !ir.results(o).iter().any(|&r| ir.has_uses(r))
//!         });
//!         ops.truncate(self.0.limit);
//!         for &o in &ops {
//!             cx.ir.erase_op(o)?; // an IR API error is our bug: reported as an internal error
//!         }
//!         cx.bump("num-erased", ops.len() as u64);
//!         Ok(Preserved::unless_changed(!ops.is_empty()))
//!     }
//! }
//!
//! // In this crate: add `PassInfo::of::<EraseEffects>()` to `PASSES`. Elsewhere: a registry of one's own.
//! static MINE: [PassInfo; 1] = [PassInfo::of::<EraseEffects>()];
//! let registry = PassRegistry::new(&MINE);
//!
//! let mut ctx = Context::new();
//! ctx.register_dialect(&ipu_passes::TEST_DIALECT);
//! let text = "func.func @f(%a: i32) {\n  \"test.effect\"(%a) : (i32) -> ()\n  return\n}\n";
//! let mut module = Module::parse(&ctx, "in.mlir", text.as_bytes()).expect("valid IR");
//! let pipeline = ipu_passes::parse_pass_list(&registry, "erase-effects{limit=1}").expect("known pass");
//! assert_eq!(pipeline.to_text(), "builtin.module(func.func(erase-effects{limit=1}))");
//! let report = PassManager::new(pipeline, RunOptions::default()).run(&ctx, &mut module);
//! assert!(!report.failed);
//! assert_eq!(
//!     module.print(&ctx, &PrintFlags::default()),
//!     "module {\n  func.func @f(%arg0: i32) {\n    return\n  }\n}\n\n"
//! );
//! ```
//!
//! Canonicalization patterns are registered per dialect in [`CANONICALIZATION`]
//! (see [`canonicalize`]); fold hooks come from each op's `OpDef::fold`.
//!
//! All modules are private except the passes' own; this list is the API.

// A pass written inside this crate can use the paths of the example above
// (`ipu_passes::pass_options!`, `use ipu_passes::Pass`) as they are.
extern crate self as ipu_passes;

mod manager;

#[cfg(test)]
mod exchange_crosscheck;

pub mod build_package;
pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod fuse_operators;
pub mod graph_interp;
pub mod import_stablehlo;
pub mod lower_to_exchange;
pub mod lower_to_tile_asm;
pub mod lower_to_tiled;
pub mod place_storage;
pub mod plan;
pub mod plan_operators;
pub mod relayout_outputs;
pub mod schedule_check;
pub mod schedule_exchange;
pub mod size_tile_code;
pub mod symbol_dce;
pub mod verify;
pub mod verify_exchange;

pub use crate::manager::analysis::{Analysis, AnalysisManager};
pub use crate::manager::dominance::DominanceInfo;
pub use crate::manager::executor::{PassManager, RunOptions, RunReport};
pub use crate::manager::instrument::{
    PrintIrOptions, StatEntry, TimingEntry, mask_timing, render_statistics, render_timing,
};
pub use crate::manager::options::{OptionError, OptionSpec, OptionValue, PassOptions};
pub use crate::manager::pass::{
    Anchor, Counters, Pass, PassContext, PassError, PassInfo, PassResult, Preserved, Statistic,
    resolve_named_target,
};
pub use crate::manager::pipeline::{OpPipeline, PipelineError, parse_pass_list, parse_pipeline};
pub use crate::manager::registry::{PassRegistry, edit_distance, suggestion};
pub use crate::manager::reproducer::Reproducer;
pub use crate::manager::testing::{TEST_DIALECT, TestInvalidateIr, TestPassFailure, TestRemarks};
/// Writes a file atomically (a special file such as `/dev/null` in place); the one
/// implementation is [`ipu_runtime::fs::write_file_atomically`].
pub use ipu_runtime::fs::write_file_atomically as write_atomically;

/// Every pass `ipu-opt` knows. Adding a pass is one line here.
pub static PASSES: &[PassInfo] = &[
    PassInfo::of::<build_package::BuildPackage>(),
    PassInfo::of::<canonicalize::Canonicalize>(),
    PassInfo::of::<cse::Cse>(),
    PassInfo::of::<dce::Dce>(),
    PassInfo::of::<fuse_operators::FuseOperators>(),
    PassInfo::of::<import_stablehlo::ImportStablehlo>(),
    PassInfo::of::<lower_to_tile_asm::LowerToTileAsm>(),
    PassInfo::of::<lower_to_exchange::LowerToExchange>(),
    PassInfo::of::<lower_to_tiled::LowerToTiled>(),
    PassInfo::of::<place_storage::PlaceStorage>(),
    PassInfo::of::<plan_operators::PlanOperators>(),
    PassInfo::of::<relayout_outputs::RelayoutOutputs>(),
    PassInfo::of::<symbol_dce::SymbolDce>(),
    PassInfo::of::<schedule_exchange::ScheduleExchange>(),
    PassInfo::of::<size_tile_code::SizeTileCode>(),
    PassInfo::of::<verify_exchange::VerifyExchange>(),
    PassInfo::of::<verify::Verify>(),
    PassInfo::of::<TestInvalidateIr>(),
    PassInfo::of::<TestPassFailure>(),
    PassInfo::of::<TestRemarks>(),
];

/// The registry over [`PASSES`].
pub const REGISTRY: PassRegistry = PassRegistry::new(PASSES);

/// Canonicalization patterns and constant materialisers, one line per dialect.
pub static CANONICALIZATION: &[&canonicalize::DialectPatterns] =
    &[&manager::testing::TEST_PATTERNS];
