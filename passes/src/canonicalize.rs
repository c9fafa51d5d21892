//! `canonicalize`: a greedy pattern-rewrite driver that folds operations, applies
//! registered canonicalization patterns and removes dead code until nothing
//! changes (MLIR's `Canonicalizer` and `GreedyPatternRewriteDriver`).
//!
//! # What one iteration does
//!
//! Every op nested in the op the pass runs on goes on a worklist (pre-order with
//! `top-down=true`, the default; post-order otherwise). Each op taken from the
//! worklist gets the first of these that applies:
//! 1. **Dead-op removal**: a trivially dead op ([`is_trivially_dead`]) is erased
//!    and the definitions of its operands go back on the worklist.
//! 2. **Constant uniquing**: a `ConstantLike` op is moved to the start of the entry
//!    block of its *insertion region* (the nearest enclosing region whose op is
//!    `IsolatedFromAbove`, or the op the pass runs on), after the constants already
//!    there; an identical constant (same name, attributes and type) already there
//!    replaces it. So constants end up once each, at the top of their function.
//! 3. **Folding**: the op's [`OpDef::fold`](ipu_dialects::OpDef) hook gets the
//!    constant values of its operands (the `value` of a `ConstantLike` defining op,
//!    `None` otherwise). A fold to existing values replaces the op's results with
//!    them; a fold to an attribute **materialises a constant** (see below). The op is
//!    erased and its former users go back on the worklist.
//! 4. **Patterns**: the canonicalization patterns registered for the op's name
//!    ([`DialectPatterns`] in [`crate::CANONICALIZATION`]), highest benefit first,
//!    until one applies; the ops it created and the op's neighbours go back on the
//!    worklist.
//!
//! After the worklist is empty, `region-simplify` erases blocks unreachable from
//! their region's entry. The pass iterates until an iteration changes nothing, at
//! most `max-iterations` times (a bound, not an error, unless `test-convergence`).
//!
//! # Constant materialisation
//!
//! A folded attribute becomes an op of the folded op's dialect: the dialect's
//! registered [`MaterializeFn`] if it has one; otherwise each of the dialect's
//! `ConstantLike` ops in turn is built with the attribute as its `value` and the
//! result type, and the first one its verifier accepts is kept. If none fits, the
//! fold is not applied.
//!
//! # Why it terminates and what it costs
//!
//! Folding and dead-op removal strictly reduce the number of non-constant ops;
//! constant uniquing reaches a fixed order after one iteration. Patterns are
//! trusted to simplify (MLIR's contract); a cycle between patterns is cut by
//! `max-iterations` and `max-num-rewrites`. Each iteration costs one walk plus the
//! work of the rewrites.
//!
//! Not done (yet): MLIR's block merging and dead block-argument removal in
//! `region-simplify`, and folds that update an op in place.

use ipu_dialects::{
    Attribute, Builder, Context, FoldResult, Ir, OpId, OpName, OpRef, OperationState, RegionId,
    Rewriter, Traits, Type, ValueId, WalkOrder,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::dce::{erase_unreachable_blocks, has_multi_block_region, is_trivially_dead};
use crate::manager::analysis::Analysis;
use crate::manager::dominance::DominanceInfo;
use crate::manager::pass::{
    Anchor, Pass, PassContext, PassError, PassResult, Preserved, Statistic,
};
use crate::manager::registry::suggestion;

/// A canonicalization pattern: rewrites an op named `root` into a simpler form.
///
/// `apply` gets a [`Rewriter`] whose insertion point is just before the op and whose
/// location is the op's. It returns `Ok(true)` if it rewrote the IR, `Ok(false)` if
/// the op does not match (then it must not have changed anything). Its errors are
/// our bugs (IR API misuse). The signature uses only `ipu-dialects` types, so a
/// dialect crate can define patterns without depending on this crate.
#[derive(Copy, Clone, Debug)]
pub struct Pattern {
    /// Label for `enable-patterns`/`disable-patterns` (kebab-case, unique).
    pub name: &'static str,
    /// The op name it matches (`test.neg`).
    pub root: &'static str,
    /// Higher benefits are tried first.
    pub benefit: u16,
    /// The rewrite.
    pub apply: PatternFn,
}

/// See [`Pattern::apply`].
pub type PatternFn = fn(&mut Rewriter<'_>, OpId) -> ipu_dialects::Result<bool>;

/// Builds a constant op for `value` of type `ty` at the builder's insertion point and
/// location (MLIR's `Dialect::materializeConstant`); `None` if it cannot.
pub type MaterializeFn = fn(&mut Builder<'_>, Attribute, Type) -> Option<OpId>;

/// A dialect's canonicalization patterns and its constant materialiser; register
/// one line per dialect in [`crate::CANONICALIZATION`].
#[derive(Copy, Clone, Debug)]
pub struct DialectPatterns {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// Its patterns.
    pub patterns: &'static [Pattern],
    /// Its constant materialiser (`None`: the generic one, see the module doc).
    pub materialize_constant: Option<MaterializeFn>,
}

crate::pass_options! {
    /// Options of [`Canonicalize`].
    pub struct CanonicalizeOptions {
        /// Max. iterations between applying patterns / simplifying regions (-1: no limit).
        max_iterations("max-iterations"): i64 = 10,
        /// Max. number of pattern rewrites within an iteration (-1: no limit).
        max_num_rewrites("max-num-rewrites"): i64 = -1,
        /// Seed the worklist in pre-order (true) or post-order (false).
        top_down("top-down"): bool = true,
        /// Erase blocks unreachable from their region's entry.
        region_simplify("region-simplify"): bool = true,
        /// Fail when the iteration limit is reached before a fixpoint (for tests).
        test_convergence("test-convergence"): bool = false,
        /// Labels of patterns that should not be applied.
        disable_patterns("disable-patterns"): Vec<String> = Vec::new(),
        /// Labels of the only patterns to apply (empty: all).
        enable_patterns("enable-patterns"): Vec<String> = Vec::new(),
    }
}

/// The `canonicalize` pass. See the module doc.
#[derive(Debug)]
pub struct Canonicalize {
    options: CanonicalizeOptions,
    patterns: FxHashMap<&'static str, Vec<Pattern>>,
    materializers: FxHashMap<&'static str, MaterializeFn>,
}

impl Canonicalize {
    /// Builds the pass over an explicit set of pattern registrations (the registered
    /// [`crate::CANONICALIZATION`] ones are what `Pass::new` uses).
    ///
    /// # Errors
    /// A message naming an unknown pattern label in the enable/disable lists.
    pub fn with_patterns(
        options: CanonicalizeOptions,
        registrations: &[&DialectPatterns],
    ) -> Result<Canonicalize, String> {
        let all: Vec<&'static str> = registrations
            .iter()
            .flat_map(|d| d.patterns.iter().map(|p| p.name))
            .collect();
        for label in options
            .enable_patterns
            .iter()
            .chain(&options.disable_patterns)
        {
            if !all.contains(&label.as_str()) {
                return Err(format!(
                    "unknown pattern '{label}'{}",
                    suggestion(label, &all)
                ));
            }
        }
        let mut patterns: FxHashMap<&'static str, Vec<Pattern>> = FxHashMap::default();
        let mut materializers = FxHashMap::default();
        for d in registrations {
            if let Some(m) = d.materialize_constant {
                materializers.insert(d.dialect, m);
            }
            for p in d.patterns {
                let enabled = options.enable_patterns.is_empty()
                    || options.enable_patterns.iter().any(|l| l == p.name);
                let disabled = options.disable_patterns.iter().any(|l| l == p.name);
                if enabled && !disabled {
                    patterns.entry(p.root).or_default().push(*p);
                }
            }
        }
        for list in patterns.values_mut() {
            list.sort_by(|a, b| b.benefit.cmp(&a.benefit).then(a.name.cmp(b.name)));
        }
        Ok(Canonicalize {
            options,
            patterns,
            materializers,
        })
    }
}

impl Pass for Canonicalize {
    const NAME: &'static str = "canonicalize";
    const TYPE_NAME: &'static str = "Canonicalizer";
    const SUMMARY: &'static str = "Canonicalize operations";
    const DESCRIPTION: &'static str = "Folds operations (OpDef fold hooks), applies registered canonicalization \
        patterns, uniques and hoists constants and removes dead operations and unreachable blocks, greedily \
        until a fixpoint, as MLIR's canonicalizer.";
    const ANCHOR: Anchor = Anchor::Any;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-iterations",
            help: "Number of iterations over the IR",
        },
        Statistic {
            name: "num-folded",
            help: "Number of operations folded",
        },
        Statistic {
            name: "num-rewrites",
            help: "Number of pattern rewrites applied",
        },
        Statistic {
            name: "num-erased",
            help: "Number of dead operations erased",
        },
        Statistic {
            name: "num-constants-uniqued",
            help: "Number of duplicate constants removed",
        },
        Statistic {
            name: "num-blocks-erased",
            help: "Number of unreachable blocks erased",
        },
    ];
    type Options = CanonicalizeOptions;

    fn new(options: CanonicalizeOptions) -> Result<Self, String> {
        Canonicalize::with_patterns(options, crate::CANONICALIZATION)
    }

    fn run(&self, root: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let mut driver = Driver {
            pass: self,
            ctx: cx.ctx,
            root,
            worklist: Vec::new(),
            in_list: FxHashSet::default(),
            folder: Folder::default(),
            rewrites: 0,
            stats: [0; 6],
        };
        let limit = self.options.max_iterations;
        let mut changed_any = false;
        let mut converged = false;
        let mut iterations = 0i64;
        while limit < 0 || iterations < limit {
            iterations += 1;
            let mut changed = driver.iterate(cx.ir)?;
            if self.options.region_simplify && has_multi_block_region(cx.ir, root) {
                let dom = DominanceInfo::compute(cx.ctx, cx.ir, root);
                let n = erase_unreachable_blocks(cx.ctx, cx.ir, root, &dom)?;
                driver.stats[5] += n as u64;
                changed |= n > 0;
            }
            changed_any |= changed;
            if !changed {
                converged = true;
                break;
            }
            if driver.rewrite_limit_reached() {
                break;
            }
        }
        for (i, s) in Self::STATISTICS.iter().enumerate() {
            let v = if i == 0 {
                iterations as u64
            } else {
                driver.stats[i]
            };
            cx.bump(s.name, v);
        }
        if !converged && self.options.test_convergence {
            return Err(ipu_dialects::Diagnostic::error(
                cx.ir.loc(root),
                format!("canonicalizer failed to converge within {limit} iterations"),
            )
            .into());
        }
        Ok(Preserved::unless_changed(changed_any))
    }
}

struct Driver<'a> {
    pass: &'a Canonicalize,
    ctx: &'a Context,
    root: OpId,
    /// A stack: the next op to visit is on top.
    worklist: Vec<OpId>,
    in_list: FxHashSet<OpId>,
    folder: Folder,
    rewrites: i64,
    /// num-iterations (unused slot), folded, rewrites, erased, constants uniqued, blocks erased.
    stats: [u64; 6],
}

impl Driver<'_> {
    fn push(&mut self, op: OpId) {
        if op != self.root && self.in_list.insert(op) {
            self.worklist.push(op);
        }
    }

    fn rewrite_limit_reached(&self) -> bool {
        self.pass.options.max_num_rewrites >= 0
            && self.rewrites >= self.pass.options.max_num_rewrites
    }

    /// One sweep over the IR; true if anything changed.
    fn iterate(&mut self, ir: &mut Ir) -> Result<bool, PassError> {
        self.folder = Folder::default();
        self.rewrites = 0;
        let order = if self.pass.options.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let mut ops = Vec::new();
        ir.walk(self.root, order, |o| ops.push(o));
        self.worklist.clear();
        self.in_list.clear();
        for &o in ops.iter().rev() {
            self.push(o);
        }
        let mut changed = false;
        while let Some(op) = self.worklist.pop() {
            self.in_list.remove(&op);
            if ir.is_alive(op) {
                changed |= self.visit(ir, op)?;
            }
        }
        Ok(changed)
    }

    fn operand_defs(ir: &Ir, op: OpId) -> SmallVec<[OpId; 4]> {
        ir.operands(op).filter_map(|v| ir.defining_op(v)).collect()
    }

    fn users(ir: &Ir, op: OpId) -> SmallVec<[OpId; 4]> {
        ir.results(op).iter().flat_map(|&r| ir.users(r)).collect()
    }

    fn visit(&mut self, ir: &mut Ir, op: OpId) -> Result<bool, PassError> {
        let ctx = self.ctx;
        // 1. Dead-op removal.
        if is_trivially_dead(ctx, ir, op) {
            let defs = Self::operand_defs(ir, op);
            ir.erase_op(op)?;
            self.stats[3] += 1;
            defs.into_iter().for_each(|d| self.push(d));
            return Ok(true);
        }
        let Some(def) = ctx.op_def(ir.name(op)) else {
            return Ok(false);
        };
        // 2. Constant uniquing and hoisting.
        if def.has(Traits::CONSTANT_LIKE) && ir.num_results(op) == 1 && ir.regions(op).is_empty() {
            return match self.folder.visit_constant(ctx, ir, op, self.root)? {
                ConstVisit::Replaced => {
                    self.stats[4] += 1;
                    Ok(true)
                }
                ConstVisit::Moved => Ok(true),
                ConstVisit::Kept => Ok(false),
            };
        }
        // 3. Folding.
        if let Some(fold) = def.fold {
            let consts: SmallVec<[Option<Attribute>; 4]> = ir
                .operands(op)
                .map(|v| constant_value(ctx, ir, v))
                .collect();
            if let Some(results) = fold(&OpRef::new(ctx, ir, op), &consts)
                && results.len() == ir.num_results(op)
                && !results
                    .iter()
                    .enumerate()
                    .all(|(i, r)| *r == FoldResult::Value(ir.result(op, i)))
                && let Some(values) = self.materialize_all(ir, op, &results)?
            {
                let users = Self::users(ir, op);
                let defs = Self::operand_defs(ir, op);
                ir.replace_op_results(op, &values);
                ir.erase_op(op)?;
                self.stats[1] += 1;
                users.into_iter().chain(defs).for_each(|o| self.push(o));
                return Ok(true);
            }
        }
        // 4. Patterns.
        let name = ctx.op_name_str(ir.name(op));
        if let Some(patterns) = self.pass.patterns.get(name) {
            for p in patterns {
                if self.rewrite_limit_reached() {
                    break;
                }
                let before = ir.op_capacity();
                let neighbours: SmallVec<[OpId; 8]> = Self::users(ir, op)
                    .into_iter()
                    .chain(Self::operand_defs(ir, op))
                    .collect();
                let loc = ir.loc(op);
                let mut rw = Rewriter::new(ctx, ir);
                rw.builder.set_loc(loc);
                rw.builder.before(op);
                if (p.apply)(&mut rw, op)? {
                    self.rewrites += 1;
                    self.stats[2] += 1;
                    let after = ir.op_capacity();
                    for i in before..after {
                        let o = OpId::from_u32(i as u32);
                        if ir.is_alive(o) {
                            self.push(o);
                        }
                    }
                    for o in neighbours {
                        if ir.is_alive(o) {
                            self.push(o);
                        }
                    }
                    if ir.is_alive(op) {
                        self.push(op);
                    }
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// The replacement values of a fold, materialising constants; `None` (and no
    /// change left behind) if some attribute cannot be materialised.
    fn materialize_all(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        results: &[FoldResult],
    ) -> Result<Option<SmallVec<[ValueId; 2]>>, PassError> {
        let mut values = SmallVec::new();
        let mut created = Vec::new();
        for (i, r) in results.iter().enumerate() {
            match *r {
                FoldResult::Value(v) => values.push(v),
                FoldResult::Attr(a) => {
                    let ty = ir.value_type(ir.result(op, i));
                    match self
                        .folder
                        .materialize(self.pass, self.ctx, self.root, ir, op, a, ty)?
                    {
                        Some((v, fresh)) => {
                            if fresh {
                                created.push(v);
                            }
                            values.push(v);
                        }
                        None => {
                            for v in created {
                                if let Some(c) = ir.defining_op(v)
                                    && !ir.has_uses(v)
                                {
                                    self.folder.forget(c);
                                    ir.erase_op(c)?;
                                }
                            }
                            return Ok(None);
                        }
                    }
                }
            }
        }
        Ok(Some(values))
    }
}

/// The constant value of `v`: the `value` of a `ConstantLike` defining op (its fold
/// hook's answer when it has one).
pub fn constant_value(ctx: &Context, ir: &Ir, v: ValueId) -> Option<Attribute> {
    let d = ir.defining_op(v)?;
    let def = ctx.op_def(ir.name(d))?;
    if !def.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    if let Some(fold) = def.fold
        && let Some(r) = fold(&OpRef::new(ctx, ir, d), &[])
        && let Some(FoldResult::Attr(a)) = r.first()
    {
        return Some(*a);
    }
    ir.attr(ctx, d, "value")
}

enum ConstVisit {
    /// An identical constant was already there; this one was replaced and erased.
    Replaced,
    /// Moved to its place among the hoisted constants.
    Moved,
    /// Already in place.
    Kept,
}

/// Identity of a constant op (everything but its location).
#[derive(Clone, PartialEq, Eq, Hash)]
struct ConstKey {
    name: OpName,
    attrs: Attribute,
    props: Option<Attribute>,
    ty: Type,
}

/// Uniques and places constants per insertion region (MLIR's `OperationFolder`).
#[derive(Default)]
struct Folder {
    table: FxHashMap<(RegionId, ConstKey), OpId>,
    /// The last constant placed at the top of each region's entry block.
    last: FxHashMap<RegionId, OpId>,
}

impl Folder {
    fn key(ir: &Ir, op: OpId) -> ConstKey {
        ConstKey {
            name: ir.name(op),
            attrs: ir.attrs(op),
            props: ir.props(op),
            ty: ir.value_type(ir.result(op, 0)),
        }
    }

    /// The region where constants for `op` live: the nearest enclosing region whose
    /// op is isolated from above or is the pass's root.
    fn insertion_region(ctx: &Context, ir: &Ir, op: OpId, root: OpId) -> Option<RegionId> {
        let mut r = ir.parent_region(op)?;
        loop {
            let p = ir.region_parent(r)?;
            let isolated = ctx
                .op_def(ir.name(p))
                .is_none_or(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
            if p == root || isolated {
                return Some(r);
            }
            r = ir.parent_region(p)?;
        }
    }

    fn forget(&mut self, op: OpId) {
        self.table.retain(|_, o| *o != op);
        self.last.retain(|_, o| *o != op);
    }

    /// Puts `op` right after the last placed constant of `region` (or first in its
    /// entry block); true if it moved.
    fn place(&mut self, ir: &mut Ir, region: RegionId, op: OpId) -> bool {
        let Some(entry) = ir.entry_block(region) else {
            return false;
        };
        let prev = self
            .last
            .get(&region)
            .copied()
            .filter(|&l| ir.is_alive(l) && ir.parent_block(l) == Some(entry));
        let in_place = match prev {
            Some(l) => ir.next_op(l) == Some(op),
            None => ir.first_op(entry) == Some(op),
        };
        if !in_place {
            match prev {
                Some(l) => ir.insert_op_after(l, op),
                None => ir.prepend_op(entry, op),
            }
        }
        self.last.insert(region, op);
        !in_place
    }

    fn visit_constant(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        root: OpId,
    ) -> Result<ConstVisit, PassError> {
        let Some(region) = Self::insertion_region(ctx, ir, op, root) else {
            return Ok(ConstVisit::Kept);
        };
        let key = (region, Self::key(ir, op));
        if self.table.get(&key) == Some(&op) {
            // Seen (and placed) earlier in this iteration.
            return Ok(ConstVisit::Kept);
        }
        if let Some(&existing) = self.table.get(&key)
            && ir.is_alive(existing)
        {
            let (from, to) = (ir.result(op, 0), ir.result(existing, 0));
            ir.replace_all_uses_with(from, to);
            ir.erase_op(op)?;
            return Ok(ConstVisit::Replaced);
        }
        self.table.insert(key, op);
        Ok(if self.place(ir, region, op) {
            ConstVisit::Moved
        } else {
            ConstVisit::Kept
        })
    }

    /// A constant of `value` and `ty` for folding `op`: an existing identical one or a
    /// new one (the flag says which); `None` if the dialect cannot materialise it.
    #[allow(clippy::too_many_arguments)]
    fn materialize(
        &mut self,
        pass: &Canonicalize,
        ctx: &Context,
        root: OpId,
        ir: &mut Ir,
        op: OpId,
        value: Attribute,
        ty: Type,
    ) -> Result<Option<(ValueId, bool)>, PassError> {
        let Some(region) = Self::insertion_region(ctx, ir, op, root) else {
            return Ok(None);
        };
        let Some(entry) = ir.entry_block(region) else {
            return Ok(None);
        };
        let dialect = ctx
            .op_name_str(ir.name(op))
            .split_once('.')
            .map(|(d, _)| d)
            .unwrap_or("");
        let loc = ir.loc(op);
        let Some(new) = build_constant(pass, ctx, ir, dialect, value, ty, loc, entry) else {
            return Ok(None);
        };
        let key = (region, Self::key(ir, new));
        if let Some(&existing) = self.table.get(&key)
            && ir.is_alive(existing)
        {
            ir.erase_op(new)?;
            return Ok(Some((ir.result(existing, 0), false)));
        }
        self.table.insert(key, new);
        self.place(ir, region, new);
        Ok(Some((ir.result(new, 0), true)))
    }
}

/// Builds a constant op of `dialect` (detached, then placed in `entry`) or `None`.
#[allow(clippy::too_many_arguments)]
fn build_constant(
    pass: &Canonicalize,
    ctx: &Context,
    ir: &mut Ir,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: ipu_dialects::Location,
    entry: ipu_dialects::BlockId,
) -> Option<OpId> {
    if let Some(m) = pass.materializers.get(dialect) {
        let mut b = Builder::new(ctx, ir);
        b.set_loc(loc);
        let op = m(&mut b, value, ty)?;
        if ir.parent_block(op).is_none() {
            ir.prepend_op(entry, op);
        }
        return (ir.num_results(op) == 1).then_some(op);
    }
    // The generic materialiser: the dialect's ConstantLike ops with a typed `value`.
    if ctx.attr_type(value) != Some(ty) {
        return None;
    }
    let d = ctx.dialect(dialect)?;
    for def in d.ops.iter().filter(|d| d.has(Traits::CONSTANT_LIKE)) {
        let mut st = OperationState::named(ctx, def.name, loc).with_results(&[ty]);
        if def.inherent_attrs.contains(&"value") {
            st.set_property(ctx, "value", value);
        } else {
            st.add_attr(ctx, "value", value);
        }
        let op = ir.create_op(ctx, st);
        let ok = def
            .verify
            .is_none_or(|v| v(&OpRef::new(ctx, ir, op)).is_ok());
        if ok {
            ir.prepend_op(entry, op);
            return Some(op);
        }
        // Detached and unused: erasing cannot fail.
        let _ = ir.erase_op(op);
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::manager::testing::util::check;

    #[test]
    fn folds_constants_and_hoists_them() {
        check(
            "canonicalize",
            r#"func.func @f(%a: i32) -> (i32, i32) {
  %0 = "test.effect"(%a) : (i32) -> i32
  %1 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %2 = "test.constant"() <{value = 3 : i32}> : () -> i32
  %3 = "test.add"(%1, %2) : (i32, i32) -> i32
  %4 = "test.mul"(%3, %0) : (i32, i32) -> i32
  %5 = "test.constant"() <{value = 5 : i32}> : () -> i32
  return %4, %5 : i32, i32
}"#,
            r#"module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    %0 = "test.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "test.effect"(%arg0) : (i32) -> i32
    %2 = "test.mul"(%0, %1) : (i32, i32) -> i32
    return %2, %0 : i32, i32
  }
}"#,
        );
    }

    #[test]
    fn folds_identities_and_wraps() {
        check(
            "canonicalize",
            r#"func.func @f(%a: i8) -> (i8, i8, i8) {
  %z = "test.constant"() <{value = 0 : i8}> : () -> i8
  %one = "test.constant"() <{value = 1 : i8}> : () -> i8
  %big = "test.constant"() <{value = 127 : i8}> : () -> i8
  %0 = "test.add"(%a, %z) : (i8, i8) -> i8
  %1 = "test.mul"(%one, %0) : (i8, i8) -> i8
  %2 = "test.add"(%big, %one) : (i8, i8) -> i8
  %3 = "test.mul"(%a, %z) : (i8, i8) -> i8
  return %1, %2, %3 : i8, i8, i8
}"#,
            r#"module {
  func.func @f(%arg0: i8) -> (i8, i8, i8) {
    %0 = "test.constant"() <{value = 0 : i8}> : () -> i8
    %1 = "test.constant"() <{value = -128 : i8}> : () -> i8
    return %arg0, %1, %0 : i8, i8, i8
  }
}"#,
        );
    }

    #[test]
    fn applies_registered_patterns() {
        check(
            "canonicalize",
            r#"func.func @f(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  %2 = "test.neg"(%1) : (i32) -> i32
  %3 = "test.neg"(%2) : (i32) -> i32
  return %3 : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}"#,
        );
        check(
            "canonicalize{disable-patterns=test-double-negation}",
            r#"func.func @f(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  return %1 : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.neg"(%arg0) : (i32) -> i32
    %1 = "test.neg"(%0) : (i32) -> i32
    return %1 : i32
  }
}"#,
        );
    }

    #[test]
    fn unknown_pattern_names_are_errors() {
        check(
            "canonicalize{enable-patterns=test-double-negatio}",
            "",
            "<pass>:1:1: error: invalid options for pass 'canonicalize': unknown pattern 'test-double-negatio'; did \
             you mean 'test-double-negation'?\ncanonicalize{enable-patterns=test-double-negatio}\n^",
        );
    }

    #[test]
    fn reports_non_convergence_when_asked() {
        check(
            "canonicalize{max-iterations=1 test-convergence=true}",
            r#"module {
  func.func @f(%a: i32) -> i32 {
    %c = "test.constant"() <{value = 1 : i32}> : () -> i32
    %0 = "test.mul"(%a, %c) : (i32, i32) -> i32
    return %0 : i32
  }
}"#,
            "in.mlir:1:1: error: canonicalizer failed to converge within 1 iterations\nmodule {\n^",
        );
    }

    #[test]
    fn removes_unreachable_blocks_and_dead_ops() {
        check(
            "canonicalize",
            r#"func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  "test.br"(%c)[^bb2] : (i1) -> ()
^bb1:
  "test.br"(%c)[^bb2] : (i1) -> ()
^bb2:
  return %a : i32
}"#,
            r#"module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    "test.br"(%arg1)[^bb1] : (i1) -> ()
  ^bb1:  // pred: ^bb0
    return %arg0 : i32
  }
}"#,
        );
    }
}
