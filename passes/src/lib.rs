//! `ipu-passes`: the pass manager and one module per pass.
//!
//! All modules are private except the passes' own; this list is the API.

mod manager;

pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod graph_interp;
pub mod place_storage;
pub mod plan;
pub mod schedule_exchange;
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
};
pub use crate::manager::pipeline::{OpPipeline, PipelineError, parse_pass_list, parse_pipeline};
pub use crate::manager::registry::{PassRegistry, edit_distance, suggestion};
pub use crate::manager::reproducer::{Reproducer, write_atomically};
pub use crate::manager::testing::{TEST_DIALECT, TestInvalidateIr, TestPassFailure, TestRemarks};

/// Every pass `ipu-opt` knows. Adding a pass is one line here.
pub static PASSES: &[PassInfo] = &[
    PassInfo::of::<canonicalize::Canonicalize>(),
    PassInfo::of::<cse::Cse>(),
    PassInfo::of::<dce::Dce>(),
    PassInfo::of::<place_storage::PlaceStorage>(),
    PassInfo::of::<symbol_dce::SymbolDce>(),
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
