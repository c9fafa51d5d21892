//! The [`Pass`] trait, what a pass receives ([`PassContext`]) and returns
//! ([`Preserved`] or a [`PassError`]), and its registry entry ([`PassInfo`]).

use std::any::TypeId;
use std::sync::Arc;
use std::time::Duration;

use ipu_dialects::{Context, Diagnostic, Ir, OpId, Rewriter};
use smallvec::SmallVec;

use crate::manager::analysis::{Analysis, AnalysisManager};
use crate::manager::options::{OptionEntry, OptionError, OptionSpec, PassOptions};

/// The operation a pass runs on (MLIR's pass anchor).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Anchor {
    /// A `builtin.module`: the pass sees the whole module (and may look across functions).
    Module,
    /// A `func.func`: the pass sees one function; functions are processed in parallel.
    Func,
    /// Any operation: the pass runs on whatever op its pipeline is nested on
    /// (`cse`, `canonicalize`); it must not look outside that op.
    Any,
}

impl Anchor {
    /// The op name, `None` for [`Anchor::Any`].
    pub fn op_name(self) -> Option<&'static str> {
        match self {
            Anchor::Module => Some("builtin.module"),
            Anchor::Func => Some("func.func"),
            Anchor::Any => None,
        }
    }

    /// `builtin.module`, `func.func` or `any`.
    pub fn as_str(self) -> &'static str {
        self.op_name().unwrap_or("any")
    }
}

/// A named counter a pass declares (MLIR's `Statistic`); shown by `--pass-statistics`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// Kebab-case name (`num-cse`).
    pub name: &'static str,
    /// One line (`Number of operations CSE'd`).
    pub help: &'static str,
}

/// A pass: a named transformation (or check) of the op it is anchored on.
///
/// A pass touches only the op it runs on (and what is nested in it), keeps no state
/// between runs (`run` takes `&self`; it may run on several functions at once), and
/// reports failure as a located [`PassError`]. See the crate doc for a complete example.
pub trait Pass: Send + Sync + 'static {
    /// Kebab-case command-line name (`symbol-dce`).
    const NAME: &'static str;
    /// CamelCase type name shown in IR dumps and reports (`SymbolDCE`).
    const TYPE_NAME: &'static str;
    /// One line (`Eliminate dead symbols`).
    const SUMMARY: &'static str;
    /// What the pass changes and leaves alone, its invariants, the algorithm's source.
    const DESCRIPTION: &'static str = "";
    /// The op kind it runs on.
    const ANCHOR: Anchor;
    /// Its named counters.
    const STATISTICS: &'static [Statistic] = &[];
    /// Its options (`()` for none; else declare them with [`pass_options!`](crate::pass_options)).
    type Options: PassOptions;

    /// Makes the pass from parsed options.
    ///
    /// # Errors
    /// A message when the options are valid one by one but not together (user input).
    fn new(options: Self::Options) -> Result<Self, String>
    where
        Self: Sized;

    /// Runs on `op` (an op of the anchor kind). Returns what it kept valid.
    ///
    /// # Errors
    /// A [`PassError`] with located diagnostics when the input cannot be processed.
    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult;
}

/// What a pass returns.
pub type PassResult = std::result::Result<Preserved, PassError>;

/// The analyses a pass kept valid (MLIR's `PreservedAnalyses`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preserved {
    all: bool,
    kept: SmallVec<[TypeId; 2]>,
}

impl Preserved {
    /// Nothing changed: every cached analysis stays.
    pub fn all() -> Preserved {
        Preserved {
            all: true,
            kept: SmallVec::new(),
        }
    }

    /// The IR changed: every cached analysis is dropped (except those added with [`Preserved::keep`]).
    pub fn none() -> Preserved {
        Preserved {
            all: false,
            kept: SmallVec::new(),
        }
    }

    /// [`Preserved::all`] if `changed` is false, else [`Preserved::none`].
    pub fn unless_changed(changed: bool) -> Preserved {
        if changed {
            Preserved::none()
        } else {
            Preserved::all()
        }
    }

    /// Also keeps analysis `A` (the pass changed the IR but not what `A` describes).
    pub fn keep<A: Analysis>(mut self) -> Preserved {
        if !self.all && !self.kept.contains(&TypeId::of::<A>()) {
            self.kept.push(TypeId::of::<A>());
        }
        self
    }

    /// True if everything is preserved (the pass claims it changed nothing).
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// True if the analysis with type id `id` stays valid.
    pub fn keeps(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// Why a pass failed.
#[derive(Clone, Debug)]
pub enum PassError {
    /// The user's input: located diagnostics (at least one error).
    Diagnostics(Vec<Diagnostic>),
    /// Our bug: the pass misused the IR API (the message says how). The pass manager
    /// reports it at the anchor op as an internal error.
    Internal(String),
}

impl From<Diagnostic> for PassError {
    fn from(d: Diagnostic) -> Self {
        PassError::Diagnostics(vec![d])
    }
}

impl From<Vec<Diagnostic>> for PassError {
    fn from(d: Vec<Diagnostic>) -> Self {
        PassError::Diagnostics(d)
    }
}

impl From<ipu_dialects::Error> for PassError {
    fn from(e: ipu_dialects::Error) -> Self {
        match e {
            ipu_dialects::Error::Diagnostics(d) => PassError::Diagnostics(d),
            other => PassError::Internal(other.to_string()),
        }
    }
}

/// A pass's counters, by name, in first-use order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters(pub Vec<(&'static str, u64)>);

impl Counters {
    /// Adds `n` to counter `name`.
    pub fn add(&mut self, name: &'static str, n: u64) {
        match self.0.iter_mut().find(|(k, _)| *k == name) {
            Some((_, v)) => *v += n,
            None => self.0.push((name, n)),
        }
    }

    /// The value of `name` (0 if never bumped).
    pub fn get(&self, name: &str) -> u64 {
        self.0
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
            .unwrap_or(0)
    }

    /// Adds every counter of `other`.
    pub fn merge(&mut self, other: &Counters) {
        for &(k, v) in &other.0 {
            self.add(k, v);
        }
    }
}

/// Everything a pass may use while it runs on one op.
pub struct PassContext<'a> {
    /// Types, attributes, dialects (shared by all threads).
    pub ctx: &'a Context,
    /// The arena holding the op (for a function pass, an arena of its own).
    pub ir: &'a mut Ir,
    pub(crate) analyses: &'a mut AnalysisManager,
    pub(crate) counters: &'a mut Counters,
    pub(crate) emitted: &'a mut Vec<Diagnostic>,
    pub(crate) analysis_times: &'a mut Vec<(&'static str, Duration)>,
    pub(crate) target: Option<&'a Arc<ipu_device::Target>>,
}

impl std::fmt::Debug for PassContext<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassContext")
            .field("counters", &self.counters)
            .finish()
    }
}

impl<'a> PassContext<'a> {
    /// Analysis `A` of `op`, computed now or taken from the cache.
    pub fn analysis<A: Analysis>(&mut self, op: OpId) -> Arc<A> {
        let (a, took) = self.analyses.get_or_compute::<A>(self.ctx, self.ir, op);
        if let Some(t) = took {
            self.analysis_times.push((A::NAME, t));
        }
        a
    }

    /// Analysis `A` of `op` if it is cached.
    pub fn cached_analysis<A: Analysis>(&self, op: OpId) -> Option<Arc<A>> {
        self.analyses.cached::<A>(op)
    }

    /// Adds `n` to the statistic `name` (declare it in [`Pass::STATISTICS`]).
    pub fn bump(&mut self, name: &'static str, n: u64) {
        self.counters.add(name, n);
    }

    /// Emits a non-fatal diagnostic (a warning or remark); errors go in the returned [`PassError`].
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.emitted.push(diagnostic);
    }

    /// A rewriter over the arena (counts its changes).
    pub fn rewriter(&mut self) -> Rewriter<'_> {
        Rewriter::new(self.ctx, self.ir)
    }

    /// The device target chosen with `--target` (`None` if none was given; passes
    /// that need one then use `ipu21`, the default target).
    pub fn target(&self) -> Option<&Arc<ipu_device::Target>> {
        self.target
    }

    /// The target an IR attribute names (`tiled.target`, a program's `target`): the pipeline's
    /// target when it bears that name, else [`resolve_named_target`].
    ///
    /// # Errors
    /// `name` is neither the pipeline's target, a built-in target nor a readable description.
    pub fn target_named(&self, name: &str) -> Result<Arc<ipu_device::Target>, ipu_device::Error> {
        resolve_named_target(name, self.target)
    }

    /// The target chosen with `--target`, else the default target `ipu21`.
    ///
    /// # Errors
    /// Our bug only: the built-in `ipu21` description does not load.
    pub fn target_or_default(&self) -> Result<Arc<ipu_device::Target>, PassError> {
        match self.target {
            Some(t) => Ok(Arc::clone(t)),
            None => ipu_device::Target::resolve("ipu21")
                .map(Arc::new)
                .map_err(|e| {
                    PassError::Internal(format!("the default target ipu21 does not load: {e}"))
                }),
        }
    }
}

/// The target an IR attribute names: `given` (the tool's `--target`) when it has that name, so
/// that a description read from a file keeps its own constants in every pass, whatever it is
/// called (a copy of `ipu21.toml` with one constant changed is still `ipu21`); otherwise the
/// built-in target or description file `name` ([`ipu_device::Target::resolve`]).
///
/// # Errors
/// `name` is neither `given`'s name, a built-in target nor a readable description.
pub fn resolve_named_target(
    name: &str,
    given: Option<&Arc<ipu_device::Target>>,
) -> Result<Arc<ipu_device::Target>, ipu_device::Error> {
    match given {
        Some(t) if t.name == name => Ok(Arc::clone(t)),
        _ => ipu_device::Target::resolve(name).map(Arc::new),
    }
}

/// The type-erased form of a [`Pass`] the pass manager stores.
pub(crate) trait DynPass: Send + Sync {
    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult;
}

impl<P: Pass> DynPass for P {
    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        Pass::run(self, op, cx)
    }
}

/// A pass made from options, with the options' final values (for printing the pipeline).
pub(crate) struct CreatedPass {
    pub(crate) pass: Box<dyn DynPass>,
    pub(crate) options: Vec<(&'static str, String)>,
}

/// Why a pass could not be made from its option text (user input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CreateError {
    /// The message.
    pub(crate) message: String,
    /// Index of the offending entry in the list, `None` for the options as a whole.
    pub(crate) entry: Option<usize>,
}

/// A registry entry: everything known about a pass without running it.
#[derive(Copy, Clone)]
pub struct PassInfo {
    /// Kebab-case command-line name.
    pub name: &'static str,
    /// CamelCase type name.
    pub type_name: &'static str,
    /// One line.
    pub summary: &'static str,
    /// Longer description.
    pub description: &'static str,
    /// What it runs on.
    pub anchor: Anchor,
    /// Its options.
    pub options: &'static [OptionSpec],
    /// Its statistics.
    pub statistics: &'static [Statistic],
    default_values: fn() -> Vec<(&'static str, String)>,
    create: fn(&[OptionEntry]) -> Result<CreatedPass, CreateError>,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo")
            .field("name", &self.name)
            .field("anchor", &self.anchor)
            .finish()
    }
}

impl PassInfo {
    /// The registry entry of pass type `P`: `PassInfo::of::<Cse>()`.
    pub const fn of<P: Pass>() -> PassInfo {
        PassInfo {
            name: P::NAME,
            type_name: P::TYPE_NAME,
            summary: P::SUMMARY,
            description: P::DESCRIPTION,
            anchor: P::ANCHOR,
            options: <P::Options as PassOptions>::SPECS,
            statistics: P::STATISTICS,
            default_values: default_values::<P>,
            create: create::<P>,
        }
    }

    /// The options' default values as text, in declaration order.
    pub fn default_values(&self) -> Vec<(&'static str, String)> {
        (self.default_values)()
    }

    pub(crate) fn create(&self, entries: &[OptionEntry]) -> Result<CreatedPass, CreateError> {
        (self.create)(entries)
    }
}

fn default_values<P: Pass>() -> Vec<(&'static str, String)> {
    P::Options::default().values()
}

fn create<P: Pass>(entries: &[OptionEntry]) -> Result<CreatedPass, CreateError> {
    let mut opts = P::Options::default();
    for (i, e) in entries.iter().enumerate() {
        opts.set(&e.key, e.value.as_deref())
            .map_err(|err| CreateError {
                message: match err {
                    OptionError::Unknown(name) => {
                        let names: Vec<&str> = P::Options::SPECS.iter().map(|s| s.name).collect();
                        let mut m = format!("pass '{}' has no option '{name}'", P::NAME);
                        m.push_str(&crate::manager::registry::suggestion(&name, &names));
                        if names.is_empty() {
                            m.push_str(" (it takes no options)");
                        }
                        m
                    }
                    OptionError::BadValue {
                        name,
                        value,
                        expected,
                    } => format!(
                        "invalid value '{value}' for option '{name}' of pass '{}': {expected}",
                        P::NAME
                    ),
                },
                entry: Some(i),
            })?;
    }
    let values = opts.values();
    let pass = P::new(opts).map_err(|m| CreateError {
        message: format!("invalid options for pass '{}': {m}", P::NAME),
        entry: None,
    })?;
    Ok(CreatedPass {
        pass: Box::new(pass),
        options: values,
    })
}
