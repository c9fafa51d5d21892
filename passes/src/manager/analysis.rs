//! The analysis manager: computes an analysis of an op on first request, caches
//! it, and drops it after a pass that did not preserve it (MLIR's `AnalysisManager`).
//!
//! An analysis is a plain value computed from the IR of one op
//! ([`Analysis::compute`]); it is handed out as an `Arc` so that a pass may hold it
//! while it mutates the IR (it must then not trust it for what it changed).

use std::any::{Any, TypeId};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ipu_dialects::{Context, Ir, OpId};
use rustc_hash::FxHashMap;

use crate::manager::pass::Preserved;

/// A fact about the IR of one op, computed on demand and cached.
pub trait Analysis: Send + Sync + Sized + 'static {
    /// CamelCase name shown in the timing report (`DominanceInfo`).
    const NAME: &'static str;
    /// Computes the analysis of `op`.
    fn compute(ctx: &Context, ir: &Ir, op: OpId) -> Self;
}

type Cached = Arc<dyn Any + Send + Sync>;

/// Caches analyses per `(op, analysis type)`.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<(OpId, TypeId), Cached>,
    computed: u64,
}

impl std::fmt::Debug for AnalysisManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalysisManager")
            .field("cached", &self.cache.len())
            .field("computed", &self.computed)
            .finish()
    }
}

impl AnalysisManager {
    /// An empty cache.
    pub fn new() -> AnalysisManager {
        AnalysisManager::default()
    }

    /// Analysis `A` of `op`; computes it if not cached. The duration is `Some` when it was computed now.
    pub fn get_or_compute<A: Analysis>(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
    ) -> (Arc<A>, Option<Duration>) {
        let key = (op, TypeId::of::<A>());
        if let Some(a) = self.cache.get(&key)
            && let Ok(a) = Arc::clone(a).downcast::<A>()
        {
            return (a, None);
        }
        let start = Instant::now();
        let a = Arc::new(A::compute(ctx, ir, op));
        let took = start.elapsed();
        self.computed += 1;
        self.cache.insert(key, a.clone());
        (a, Some(took))
    }

    /// Analysis `A` of `op` if cached.
    pub fn cached<A: Analysis>(&self, op: OpId) -> Option<Arc<A>> {
        self.cache
            .get(&(op, TypeId::of::<A>()))
            .and_then(|a| Arc::clone(a).downcast::<A>().ok())
    }

    /// Drops every cached analysis `preserved` does not keep.
    pub fn invalidate(&mut self, preserved: &Preserved) {
        if preserved.is_all() {
            return;
        }
        self.cache.retain(|(_, id), _| preserved.keeps(*id));
    }

    /// Drops everything.
    pub fn clear(&mut self) {
        self.cache.clear();
    }

    /// Number of cached analyses.
    pub fn len(&self) -> usize {
        self.cache.len()
    }

    /// True if nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.cache.is_empty()
    }

    /// How many analyses were computed (cache misses) so far.
    pub fn computed(&self) -> u64 {
        self.computed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct OpCount(usize);
    impl Analysis for OpCount {
        const NAME: &'static str = "OpCount";
        fn compute(_ctx: &Context, ir: &Ir, op: OpId) -> Self {
            OpCount(ir.subtree_ops(op).len())
        }
    }
    struct Twice(usize);
    impl Analysis for Twice {
        const NAME: &'static str = "Twice";
        fn compute(_ctx: &Context, ir: &Ir, op: OpId) -> Self {
            Twice(2 * ir.subtree_ops(op).len())
        }
    }

    #[test]
    fn caches_and_invalidates_what_is_not_preserved() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let op = ir.create_op(
            &ctx,
            ipu_dialects::OperationState::named(&ctx, "t.x", ctx.unknown_loc()),
        );
        let mut am = AnalysisManager::new();
        let (a, took) = am.get_or_compute::<OpCount>(&ctx, &ir, op);
        assert_eq!(a.0, 1);
        assert!(took.is_some());
        let (_, took) = am.get_or_compute::<OpCount>(&ctx, &ir, op);
        assert!(took.is_none(), "second request is served from the cache");
        am.get_or_compute::<Twice>(&ctx, &ir, op);
        assert_eq!(am.computed(), 2);

        am.invalidate(&Preserved::all());
        assert_eq!(am.len(), 2);
        am.invalidate(&Preserved::none().keep::<Twice>());
        assert!(am.cached::<OpCount>(op).is_none());
        assert_eq!(am.cached::<Twice>(op).map(|t| t.0), Some(2));
        am.invalidate(&Preserved::none());
        assert!(am.is_empty());
    }
}
