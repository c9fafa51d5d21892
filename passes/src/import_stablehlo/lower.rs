//! The lowering engine: StableHLO values → graph values, one op at a time, in program
//! order, with private helper functions inlined at their `func.call`s.
//!
//! Each StableHLO value maps to a [`Lowered`]: a graph tensor (with its splat value
//! when every element is known to be one constant), a compile-time constant the graph
//! dialect cannot hold (integer or `i1` elements; usable only by folding), a
//! comparison (usable only as a `select` predicate, which becomes `graph.max`), or
//! *poison* after an error (so one unsupported op gives one error, not a cascade).
//! Graph ops are appended to the body of the new function being built; locations
//! are the StableHLO op's, wrapped in `callsite(... at call)` inside inlined helpers.

use ipu_dialects::{
    Attribute, BlockId, Builder, Context, Diagnostic, FloatKind, Ident, Ir, LocKind, Location,
    OpId, Type, TypeKind, ValueId, func_dialect::FuncOp, lookup_symbol,
};
use rustc_hash::FxHashMap;

use super::attrs::{Direction, dense_values, int_list, make_dense, round_to};

/// What a StableHLO value became.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Lowered {
    /// A graph tensor value; `splat` when all its elements are known to equal it.
    Tensor(Side),
    /// A constant the graph dialect cannot hold (its element type is not a graph
    /// float type): usable only where it is folded (an exponent, a convert).
    Static(Attribute),
    /// An `i1` comparison result: usable only as a `select` predicate.
    Compare {
        /// The comparison.
        dir: Direction,
        /// Its lhs.
        lhs: Side,
        /// Its rhs.
        rhs: Side,
        /// The `stablehlo.compare` (for notes).
        op: OpId,
    },
    /// The op producing it failed; its error is already reported.
    Poison,
}

/// A graph tensor value and its splat value, if known.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Side {
    /// The graph value.
    pub value: ValueId,
    /// The value of every element, if known at import time.
    pub splat: Option<f64>,
}

/// Why an op could not be lowered.
pub(crate) enum Fail {
    /// A located error to report.
    Error(Diagnostic),
    /// An operand is poison: the cause was reported already.
    Poisoned,
}

impl From<Diagnostic> for Fail {
    fn from(d: Diagnostic) -> Fail {
        Fail::Error(d)
    }
}

/// `Result` of one op's lowering.
pub(crate) type LResult<T> = Result<T, Fail>;

/// The value map of one function body (one per inlined call).
pub(crate) type Env = FxHashMap<ValueId, Lowered>;

/// Counters reported as pass statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportStats {
    /// StableHLO operations lowered (each inlined copy counted).
    pub ops: u64,
    /// `func.call`s inlined.
    pub calls_inlined: u64,
    /// Weight arguments folded into random constants.
    pub weights_folded: u64,
}

/// Maximum depth of nested inlining (a guard against runaway recursion through
/// mutually recursive helpers, which StableHLO forbids anyway).
const MAX_INLINE_DEPTH: usize = 64;

/// The lowering state: where graph ops go and what went wrong.
pub(crate) struct Lowerer<'a> {
    pub ctx: &'a Context,
    pub ir: &'a mut Ir,
    /// The block graph ops are appended to.
    pub block: BlockId,
    /// Errors so far.
    pub errors: Vec<Diagnostic>,
    /// The inlining stack: callee name and call location, outermost first.
    pub stack: Vec<(Ident, Location)>,
    /// Counters.
    pub stats: ImportStats,
}

/// The element types the graph dialect holds.
pub(crate) fn is_graph_elt(ctx: &Context, elt: Type) -> bool {
    matches!(
        ctx.type_kind(elt),
        TypeKind::Float(
            FloatKind::F32
                | FloatKind::F16
                | FloatKind::BF16
                | FloatKind::F8E4M3FN
                | FloatKind::F8E5M2
        )
    )
}

/// True for the integer element types graph tensors may hold at run time (`i32`, `i1`,
/// signless). Constants of these types stay static at import (they fold); a run-time value
/// of them (an argument, a comparison, a conversion) is a graph tensor.
pub(crate) fn is_graph_int(ctx: &Context, elt: Type) -> bool {
    matches!(
        ctx.type_kind(elt),
        TypeKind::Integer {
            width: 1 | 32,
            signedness: ipu_dialects::Signedness::Signless
        }
    )
}

/// True if `ty` is a statically shaped ranked tensor the graph dialect holds at run time:
/// a graph float type, `i32` or `i1`.
pub(crate) fn is_runtime_tensor(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } => {
            shape.iter().all(|&d| d >= 0)
                && (is_graph_elt(ctx, *element) || is_graph_int(ctx, *element))
        }
        _ => false,
    }
}

/// True if `ty` is a statically shaped ranked tensor of a graph float element type.
pub(crate) fn is_graph_tensor(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } => {
            shape.iter().all(|&d| d >= 0) && is_graph_elt(ctx, *element)
        }
        _ => false,
    }
}

/// The shape of a ranked tensor type (empty for anything else).
pub(crate) fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default()
}

/// The printed form of a type, for messages.
pub(crate) fn ty_str(ctx: &Context, ty: Type) -> String {
    ipu_dialects::type_to_string(ctx, ty)
}

/// `[1, 2]` for messages.
pub(crate) fn list_str(v: &[i64]) -> String {
    let items: Vec<String> = v.iter().map(|d| d.to_string()).collect();
    format!("[{}]", items.join(", "))
}

impl<'a> Lowerer<'a> {
    // ===== locations and diagnostics ===========================================================

    /// The location given to graph ops made from `op`.
    pub fn loc_of(&self, op: OpId) -> Location {
        let loc = self.ir.loc(op);
        let Some(caller) = self.caller_loc() else {
            return loc;
        };
        self.ctx.location(LocKind::CallSite {
            callee: loc,
            caller,
        })
    }

    /// The location of the innermost call, as a call-site chain.
    fn caller_loc(&self) -> Option<Location> {
        let mut it = self.stack.iter();
        let mut loc = it.next()?.1;
        for &(_, call) in it {
            loc = self.ctx.location(LocKind::CallSite {
                callee: call,
                caller: loc,
            });
        }
        Some(loc)
    }

    /// An error at `op` worded as MLIR does (`'name' op message`), with a note at each
    /// call site when `op` was inlined.
    pub fn error(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        let name = self.ctx.op_name_str(self.ir.name(op));
        let mut d = Diagnostic::error(self.ir.loc(op), format!("'{name}' op {msg}"));
        for &(callee, call) in self.stack.iter().rev() {
            d = d.with_note(
                call,
                format!("inlined from this call to @{}", self.ctx.ident_str(callee)),
            );
        }
        d
    }

    // ===== building ============================================================================

    /// Appends `name(operands) {attrs} : ty` at `loc`; returns its result.
    pub fn emit(
        &mut self,
        loc: Location,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        attrs: &[(&str, Attribute)],
    ) -> ValueId {
        let mut b = Builder::new(self.ctx, self.ir);
        b.at_end(self.block).set_loc(loc);
        b.build_value(name, operands, ty, attrs)
    }

    /// The type of a value.
    pub fn ty(&self, v: ValueId) -> Type {
        self.ir.value_type(v)
    }

    /// A `graph.constant` splat of `value` with type `ty` (a graph tensor type).
    pub fn splat_const(&mut self, loc: Location, ty: Type, value: f64) -> LResult<Side> {
        let Some(attr) = make_dense(self.ctx, ty, &[value]) else {
            return Err(Fail::Error(Diagnostic::error(
                loc,
                format!("cannot make a constant of type {}", ty_str(self.ctx, ty)),
            )));
        };
        let v = self.emit(loc, "graph.constant", &[], ty, &[("value", attr)]);
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        Ok(Side {
            value: v,
            splat: Some(round_to(self.ctx, elt, value)),
        })
    }

    /// An elementwise graph op on `operands`, result type `ty`; the splat value
    /// follows `fold` when every operand's is known.
    pub fn elementwise(
        &mut self,
        loc: Location,
        name: &str,
        operands: &[Side],
        ty: Type,
        fold: impl Fn(&[f64]) -> f64,
    ) -> Side {
        let values: Vec<ValueId> = operands.iter().map(|s| s.value).collect();
        let v = self.emit(loc, name, &values, ty, &[]);
        let splats: Option<Vec<f64>> = operands.iter().map(|s| s.splat).collect();
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        Side {
            value: v,
            splat: splats.map(|s| round_to(self.ctx, elt, fold(&s))),
        }
    }

    /// `-x`.
    pub fn neg(&mut self, loc: Location, x: Side) -> Side {
        let ty = self.ty(x.value);
        self.elementwise(loc, "graph.neg", &[x], ty, |v| -v[0])
    }

    /// `max(a, b)`.
    pub fn max(&mut self, loc: Location, a: Side, b: Side) -> Side {
        let ty = self.ty(a.value);
        self.elementwise(loc, "graph.max", &[a, b], ty, |v| v[0].max(v[1]))
    }

    /// `min(a, b)` as `-max(-a, -b)` (exact: negation is exact in every format).
    pub fn min(&mut self, loc: Location, a: Side, b: Side) -> Side {
        let (na, nb) = (self.neg(loc, a), self.neg(loc, b));
        let m = self.max(loc, na, nb);
        self.neg(loc, m)
    }

    /// `x * y`.
    pub fn mul(&mut self, loc: Location, a: Side, b: Side) -> Side {
        let ty = self.ty(a.value);
        self.elementwise(loc, "graph.mul", &[a, b], ty, |v| v[0] * v[1])
    }

    /// A graph op `name` with one operand, result type `ty` and attributes (layout ops).
    pub fn layout(
        &mut self,
        loc: Location,
        name: &str,
        x: Side,
        ty: Type,
        attrs: &[(&str, Attribute)],
    ) -> Side {
        let v = self.emit(loc, name, &[x.value], ty, attrs);
        Side {
            value: v,
            splat: x.splat,
        }
    }

    /// `graph.reshape` to `shape` (nothing if the shape is already `shape`).
    pub fn reshape(&mut self, loc: Location, x: Side, shape: &[i64]) -> Side {
        let ty = self.ty(x.value);
        if shape_of(self.ctx, ty) == shape {
            return x;
        }
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        let to = self.ctx.tensor_type(shape, elt);
        self.layout(loc, "graph.reshape", x, to, &[])
    }

    /// `graph.transpose` by `perm` (nothing for the identity).
    pub fn transpose(&mut self, loc: Location, x: Side, perm: &[i64]) -> Side {
        if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
            return x;
        }
        let ty = self.ty(x.value);
        let shape = shape_of(self.ctx, ty);
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        let out: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
        let to = self.ctx.tensor_type(&out, elt);
        let attr = self.ctx.dense_i64_array(perm);
        self.layout(loc, "graph.transpose", x, to, &[("permutation", attr)])
    }

    /// `graph.broadcast` of `x` into `ty` with operand dim `i` → result dim `dims[i]`
    /// (`dims` strictly increasing).
    pub fn broadcast(&mut self, loc: Location, x: Side, ty: Type, dims: &[i64]) -> Side {
        if self.ty(x.value) == ty {
            return x;
        }
        let attr = self.ctx.dense_i64_array(dims);
        self.layout(loc, "graph.broadcast", x, ty, &[("dimensions", attr)])
    }

    // ===== operands ============================================================================

    /// Operand `i` of `op` as a graph tensor, or why it cannot be one.
    pub fn tensor_operand(&self, op: OpId, i: usize, l: Lowered) -> LResult<Side> {
        match l {
            Lowered::Tensor(s) => Ok(s),
            Lowered::Poison => Err(Fail::Poisoned),
            Lowered::Static(a) => {
                let ty = self
                    .ctx
                    .attr_type(a)
                    .unwrap_or_else(|| self.ctx.none_type());
                Err(self
                    .error(
                        op,
                        format!(
                            "operand #{i} is a constant of type {}, which the graph dialect cannot hold \
                             (its element types are f32, f16, bf16, f8E4M3FN and f8E5M2)",
                            ty_str(self.ctx, ty)
                        ),
                    )
                    .into())
            }
            Lowered::Compare { op: cmp, .. } => Err(self
                .error(
                    op,
                    format!(
                        "operand #{i} is a comparison result (i1), which this op does not take"
                    ),
                )
                .with_note(self.ir.loc(cmp), "the comparison is here")
                .into()),
        }
    }

    /// The splat value of a lowered value, if known (graph tensors and static constants).
    pub fn splat_value(&self, l: Lowered) -> Option<f64> {
        match l {
            Lowered::Tensor(s) => s.splat,
            Lowered::Static(a) => match dense_values(self.ctx, a) {
                Some((v, true)) => v.first().copied(),
                Some((v, false)) if v.windows(2).all(|w| w[0] == w[1]) => v.first().copied(),
                _ => None,
            },
            _ => None,
        }
    }

    /// A required integer-list attribute of `op`.
    pub fn int_list_attr(&self, op: OpId, name: &str) -> LResult<Vec<i64>> {
        let a = self
            .ir
            .attr(self.ctx, op, name)
            .ok_or_else(|| self.error(op, format!("requires attribute '{name}'")))?;
        int_list(self.ctx, a).ok_or_else(|| {
            Fail::Error(self.error(
                op,
                format!(
                    "attribute '{name}' must be an array of integers, got {}",
                    ipu_dialects::attr_to_string(self.ctx, a)
                ),
            ))
        })
    }

    /// Checks that result `i` of `op` is a graph tensor; returns its type.
    pub fn graph_result(&self, op: OpId, i: usize) -> LResult<Type> {
        let ty = self.ir.value_type(self.ir.result(op, i));
        if is_runtime_tensor(self.ctx, ty) {
            Ok(ty)
        } else {
            Err(self
                .error(
                    op,
                    format!(
                        "result #{i} has type {}, which the graph dialect cannot hold \
                         (statically shaped tensors of f32, f16, bf16, f8E4M3FN, f8E5M2, i32 or i1)",
                        ty_str(self.ctx, ty)
                    ),
                )
                .into())
        }
    }

    /// `l` as a run-time graph tensor where a run-time op takes it: a static `i32`/`i1`
    /// constant becomes a `graph.constant`, a comparison a `graph.compare` (an `i1` mask);
    /// anything else is returned as it is.
    pub fn materialize(&mut self, op: OpId, l: Lowered) -> LResult<Lowered> {
        match l {
            Lowered::Static(a) => {
                let Some(ty) = self.ctx.attr_type(a) else {
                    return Ok(l);
                };
                if !is_runtime_tensor(self.ctx, ty) {
                    return Ok(l);
                }
                let loc = self.loc_of(op);
                let v = self.emit(loc, "graph.constant", &[], ty, &[("value", a)]);
                let splat = dense_values(self.ctx, a).and_then(|(values, splat)| {
                    (splat || (!values.is_empty() && values.windows(2).all(|w| w[0] == w[1])))
                        .then(|| values[0])
                });
                Ok(Lowered::Tensor(Side { value: v, splat }))
            }
            Lowered::Compare {
                dir,
                lhs,
                rhs,
                op: cmp,
            } => {
                let loc = self.loc_of(cmp);
                let shape = shape_of(self.ctx, self.ty(lhs.value));
                let ty = self.ctx.tensor_type(&shape, self.ctx.i1());
                let name = match dir {
                    Direction::Eq => "EQ",
                    Direction::Ne => "NE",
                    Direction::Ge => "GE",
                    Direction::Gt => "GT",
                    Direction::Le => "LE",
                    Direction::Lt => "LT",
                };
                let attr = self.ctx.string_attr(name);
                let v = self.emit(
                    loc,
                    "graph.compare",
                    &[lhs.value, rhs.value],
                    ty,
                    &[("comparison_direction", attr)],
                );
                let splat = match (lhs.splat, rhs.splat) {
                    (Some(a), Some(b)) => Some(f64::from(u8::from(match dir {
                        Direction::Eq => a == b,
                        Direction::Ne => a != b,
                        Direction::Ge => a >= b,
                        Direction::Gt => a > b,
                        Direction::Le => a <= b,
                        Direction::Lt => a < b,
                    }))),
                    _ => None,
                };
                Ok(Lowered::Tensor(Side { value: v, splat }))
            }
            other => Ok(other),
        }
    }

    // ===== functions and calls ===================================================================

    /// Lowers the single block of a function body with `env` holding its arguments;
    /// returns the lowered operands of its `func.return` (`None` after an error that
    /// leaves no results).
    pub fn lower_body(&mut self, func: OpId, env: &mut Env) -> Option<Vec<Lowered>> {
        let Some(body) = FuncOp(func).body(self.ir) else {
            self.errors.push(self.error(func, "has no body"));
            return None;
        };
        let blocks: Vec<BlockId> = self.ir.region_blocks(body).collect();
        if blocks.len() != 1 {
            self.errors.push(self.error(
                func,
                format!(
                    "has {} blocks; import-stablehlo imports single-block functions (no control flow)",
                    blocks.len()
                ),
            ));
            return None;
        }
        let ops: Vec<OpId> = self.ir.block_ops(blocks[0]).collect();
        for op in ops {
            let name = self.ctx.op_name_str(self.ir.name(op)).to_string();
            if name == "func.return" {
                let operands: Vec<ValueId> = self.ir.operands(op).collect();
                return Some(operands.iter().map(|v| self.lookup(env, *v)).collect());
            }
            let results = match self.lower_op(op, &name, env) {
                Ok(r) => r,
                Err(Fail::Error(d)) => {
                    self.errors.push(d);
                    vec![Lowered::Poison; self.ir.num_results(op)]
                }
                Err(Fail::Poisoned) => vec![Lowered::Poison; self.ir.num_results(op)],
            };
            self.stats.ops += 1;
            let rs: Vec<ValueId> = self.ir.results(op).to_vec();
            for (r, l) in rs.into_iter().zip(results) {
                env.insert(r, l);
            }
        }
        self.errors
            .push(self.error(func, "body does not end with 'func.return'"));
        None
    }

    /// The lowered form of `v` (poison if unknown, which a verified input never has).
    pub fn lookup(&self, env: &Env, v: ValueId) -> Lowered {
        env.get(&v).copied().unwrap_or(Lowered::Poison)
    }

    /// Inlines `func.call @callee(args)`: lowers the callee's body with its arguments
    /// bound to the call's operands.
    fn lower_call(&mut self, op: OpId, args: Vec<Lowered>) -> LResult<Vec<Lowered>> {
        let ctx = self.ctx;
        let callee_attr = self
            .ir
            .attr(ctx, op, "callee")
            .ok_or_else(|| self.error(op, "requires attribute 'callee'"))?;
        let Some(callee) = lookup_symbol(ctx, self.ir, op, callee_attr) else {
            return Err(self
                .error(
                    op,
                    format!(
                        "'{}' does not reference a function in this module",
                        ipu_dialects::attr_to_string(ctx, callee_attr)
                    ),
                )
                .into());
        };
        if FuncOp::cast(ctx, self.ir, callee).is_none() || FuncOp(callee).is_declaration(self.ir) {
            return Err(self
                .error(
                    op,
                    "callee is not a func.func with a body; only defined functions are inlined",
                )
                .into());
        }
        let name_str = FuncOp(callee).name(ctx, self.ir).unwrap_or_default();
        let name = ctx.ident(&name_str);
        if self.stack.iter().any(|&(n, _)| n == name) || self.stack.len() >= MAX_INLINE_DEPTH {
            return Err(self
                .error(
                    op,
                    format!("recursive call to @{name_str} cannot be inlined"),
                )
                .into());
        }
        let body = FuncOp(callee).body(self.ir);
        let params: Vec<ValueId> = body
            .and_then(|r| self.ir.entry_block(r))
            .map(|b| self.ir.block_args(b).to_vec())
            .unwrap_or_default();
        if params.len() != args.len() {
            return Err(self
                .error(
                    op,
                    format!(
                        "passes {} operands to @{name_str}, which takes {}",
                        args.len(),
                        params.len()
                    ),
                )
                .into());
        }
        let mut env = Env::default();
        for (p, a) in params.into_iter().zip(args) {
            env.insert(p, a);
        }
        let call_loc = self.loc_of_plain(op);
        self.stack.push((name, call_loc));
        let before = self.errors.len();
        let out = self.lower_body(callee, &mut env);
        self.stack.pop();
        self.stats.calls_inlined += 1;
        match out {
            Some(v) if v.len() == self.ir.num_results(op) => Ok(v),
            Some(v) => Err(self
                .error(
                    op,
                    format!(
                        "has {} results but @{name_str} returns {}",
                        self.ir.num_results(op),
                        v.len()
                    ),
                )
                .into()),
            None if self.errors.len() > before => Err(Fail::Poisoned),
            None => Err(self
                .error(op, format!("could not inline @{name_str}"))
                .into()),
        }
    }

    /// The op's own location (the call-site chain is added by [`Lowerer::loc_of`]).
    fn loc_of_plain(&self, op: OpId) -> Location {
        self.ir.loc(op)
    }

    // ===== dispatch ==============================================================================

    /// Lowers one op; returns one [`Lowered`] per result.
    fn lower_op(&mut self, op: OpId, name: &str, env: &Env) -> LResult<Vec<Lowered>> {
        let operands: Vec<Lowered> = self.ir.operands(op).map(|v| self.lookup(env, v)).collect();
        if name == "func.call" {
            // Poisoned arguments flow into the callee: its other errors still show.
            return self.lower_call(op, operands);
        }
        if operands.iter().any(|l| matches!(l, Lowered::Poison)) {
            return Err(Fail::Poisoned);
        }
        // A splat static constant broadcast keeps its one value (below).
        let splat_broadcast = name == "stablehlo.broadcast_in_dim"
            && matches!(operands[..], [l] if self.splat_value(l).is_some());
        if !splat_broadcast && let Some(folded) = self.try_fold(op, name, &operands)? {
            return Ok(vec![folded]);
        }
        // Integer and predicate values where a run-time elementwise op reads them.
        let mut operands = operands;
        let elementwise_int = matches!(
            name,
            "stablehlo.add"
                | "stablehlo.subtract"
                | "stablehlo.multiply"
                | "stablehlo.maximum"
                | "stablehlo.minimum"
                | "stablehlo.and"
                | "stablehlo.or"
                | "stablehlo.xor"
                | "stablehlo.not"
                | "stablehlo.convert"
                | "stablehlo.compare"
                | "stablehlo.broadcast_in_dim"
                | "stablehlo.reshape"
                | "stablehlo.transpose"
        );
        if elementwise_int
            && operands
                .iter()
                .any(|l| matches!(l, Lowered::Tensor(_) | Lowered::Compare { .. }))
        {
            for l in operands.iter_mut() {
                *l = self.materialize(op, *l)?;
            }
        }
        if matches!(
            name,
            "stablehlo.broadcast_in_dim"
                | "stablehlo.reshape"
                | "stablehlo.transpose"
                | "stablehlo.convert"
                | "stablehlo.reduce"
        ) {
            // A mask read by a layout op or a reduction (its other operands stay static).
            for l in operands.iter_mut() {
                if matches!(l, Lowered::Compare { .. }) {
                    *l = self.materialize(op, *l)?;
                }
            }
        }
        let operands = operands;
        let one = |l: Lowered| Ok(vec![l]);
        match name {
            "stablehlo.constant" => one(self.lower_constant(op)?),
            "stablehlo.and" | "stablehlo.or" | "stablehlo.not" | "stablehlo.xor" => {
                one(self.lower_logic(op, name, &operands)?)
            }
            "stablehlo.add" | "stablehlo.subtract" | "stablehlo.multiply" | "stablehlo.divide"
            | "stablehlo.maximum" | "stablehlo.minimum" => {
                one(self.lower_binary(op, name, &operands)?)
            }
            "stablehlo.negate"
            | "stablehlo.exponential"
            | "stablehlo.tanh"
            | "stablehlo.abs"
            | "stablehlo.logistic" => one(self.lower_unary(op, name, &operands)?),
            "stablehlo.sqrt" | "stablehlo.rsqrt" => one(self.lower_root(op, name, &operands)?),
            "chlo.square" => one(self.lower_square(op, &operands)?),
            "stablehlo.power" => one(self.lower_power(op, &operands)?),
            "stablehlo.convert" => one(self.lower_convert(op, &operands)?),
            "stablehlo.clamp" => one(self.lower_clamp(op, &operands)?),
            "stablehlo.compare" => one(self.lower_compare(op, &operands)?),
            "stablehlo.select" => one(self.lower_select(op, &operands)?),
            "stablehlo.broadcast_in_dim" => one(self.lower_broadcast_in_dim(op, &operands)?),
            "stablehlo.reshape" => one(self.lower_reshape(op, &operands)?),
            "stablehlo.transpose" => one(self.lower_transpose(op, &operands)?),
            "stablehlo.slice" => one(self.lower_slice(op, &operands)?),
            "stablehlo.concatenate" => one(self.lower_concatenate(op, &operands)?),
            "stablehlo.dot_general" | "stablehlo.dot" => one(self.lower_dot(op, name, &operands)?),
            "stablehlo.convolution" => one(self.lower_convolution(op, &operands)?),
            "stablehlo.gather" => one(self.lower_gather(op, &operands)?),
            "stablehlo.dynamic_slice" => one(self.lower_dynamic_slice(op, &operands)?),
            "stablehlo.reduce" => self.lower_reduce(op, &operands),
            "stablehlo.custom_call" => {
                let target = self
                    .ir
                    .attr(self.ctx, op, "call_target_name")
                    .and_then(|a| self.ctx.str_value(a).map(|s| s.into_owned()))
                    .unwrap_or_default();
                Err(self
                    .error(
                        op,
                        format!(
                            "(target \"{target}\") is not supported by import-stablehlo: a backend call has no graph-dialect meaning"
                        ),
                    )
                    .into())
            }
            _ if name.starts_with("graph.") => self.copy_graph_op(op, &operands),
            _ => Err(self.unsupported(op, name).into()),
        }
    }

    /// A graph op already in the input is kept as it is (with its operands mapped), so
    /// importing is idempotent and modules mixing graph and StableHLO ops import.
    fn copy_graph_op(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Vec<Lowered>> {
        if !self.ir.regions(op).is_empty() {
            return Err(self.unsupported(op, "graph op with regions").into());
        }
        let values: Vec<ValueId> = operands
            .iter()
            .enumerate()
            .map(|(i, &l)| self.tensor_operand(op, i, l).map(|s| s.value))
            .collect::<LResult<_>>()?;
        let mut st = ipu_dialects::OperationState::new(self.ir.name(op), self.loc_of(op));
        st.operands.extend_from_slice(&values);
        st.result_types.extend(self.ir.result_types(op));
        st.properties = self.ir.props(op);
        let new = self.ir.create_op_with_dict(st, self.ir.attrs(op));
        self.ir.append_op(self.block, new);
        Ok(self
            .ir
            .results(new)
            .iter()
            .map(|&value| Lowered::Tensor(Side { value, splat: None }))
            .collect())
    }

    /// The error for an op the importer does not lower.
    pub fn unsupported(&self, op: OpId, name: &str) -> Diagnostic {
        let why = match name {
            "stablehlo.log"
            | "stablehlo.log_plus_one"
            | "stablehlo.exponential_minus_one"
            | "stablehlo.sine"
            | "stablehlo.cosine"
            | "stablehlo.tan"
            | "stablehlo.atan2"
            | "stablehlo.cbrt" => "the graph dialect has no such elementwise function",
            "stablehlo.shift_left"
            | "stablehlo.shift_right_logical"
            | "stablehlo.shift_right_arithmetic"
            | "stablehlo.popcnt"
            | "stablehlo.is_finite"
            | "stablehlo.bitcast_convert" => {
                "the graph dialect has no bitwise operations (its integer tensors are i32 and i1)"
            }
            _ => "it has no lowering to the graph dialect",
        };
        self.error(op, format!("is not supported by import-stablehlo: {why}"))
    }

    // ===== simple ops ============================================================================

    fn lower_constant(&mut self, op: OpId) -> LResult<Lowered> {
        let ctx = self.ctx;
        let value = self
            .ir
            .attr(ctx, op, "value")
            .ok_or_else(|| self.error(op, "requires attribute 'value'"))?;
        let ty = self.ir.value_type(self.ir.result(op, 0));
        let Some((values, splat)) = dense_values(ctx, value) else {
            return Err(self
                .error(
                    op,
                    format!(
                        "value {} is not a dense<...> attribute of numbers (dense_resource and string constants are not supported)",
                        ipu_dialects::attr_to_string(ctx, value)
                    ),
                )
                .into());
        };
        if !is_graph_tensor(ctx, ty) {
            return Ok(Lowered::Static(value));
        }
        let v = self.emit(
            self.loc_of(op),
            "graph.constant",
            &[],
            ty,
            &[("value", value)],
        );
        let all_equal = values.windows(2).all(|w| w[0] == w[1]);
        Ok(Lowered::Tensor(Side {
            value: v,
            splat: (splat || all_equal)
                .then(|| values.first().copied())
                .flatten(),
        }))
    }

    fn lower_binary(&mut self, op: OpId, name: &str, operands: &[Lowered]) -> LResult<Lowered> {
        let ty = self.graph_result(op, 0)?;
        let a = self.tensor_operand(op, 0, operands[0])?;
        let b = self.tensor_operand(op, 1, operands[1])?;
        let loc = self.loc_of(op);
        let s = match name {
            "stablehlo.add" => self.elementwise(loc, "graph.add", &[a, b], ty, |v| v[0] + v[1]),
            "stablehlo.subtract" => {
                self.elementwise(loc, "graph.sub", &[a, b], ty, |v| v[0] - v[1])
            }
            "stablehlo.multiply" => {
                self.elementwise(loc, "graph.mul", &[a, b], ty, |v| v[0] * v[1])
            }
            "stablehlo.divide" => self.elementwise(loc, "graph.div", &[a, b], ty, |v| v[0] / v[1]),
            "stablehlo.maximum" => self.max(loc, a, b),
            _ => self.min(loc, a, b),
        };
        Ok(Lowered::Tensor(s))
    }

    fn lower_unary(&mut self, op: OpId, name: &str, operands: &[Lowered]) -> LResult<Lowered> {
        let ty = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let loc = self.loc_of(op);
        let s = match name {
            "stablehlo.negate" => self.neg(loc, x),
            "stablehlo.exponential" => self.elementwise(loc, "graph.exp", &[x], ty, |v| v[0].exp()),
            "stablehlo.tanh" => self.elementwise(loc, "graph.tanh", &[x], ty, |v| v[0].tanh()),
            "stablehlo.abs" => {
                let n = self.neg(loc, x);
                self.max(loc, x, n)
            }
            _ => {
                // logistic(x) = 1 / (1 + exp(-x)).
                let one = self.splat_const(loc, ty, 1.0)?;
                let n = self.neg(loc, x);
                let e = self.elementwise(loc, "graph.exp", &[n], ty, |v| v[0].exp());
                let d = self.elementwise(loc, "graph.add", &[one, e], ty, |v| v[0] + v[1]);
                self.elementwise(loc, "graph.div", &[one, d], ty, |v| v[0] / v[1])
            }
        };
        Ok(Lowered::Tensor(s))
    }

    /// `sqrt`/`rsqrt`: folded when the operand is a known splat (a static constant of
    /// another element type included), else `graph.sqrt` / `graph.rsqrt`.
    fn lower_root(&mut self, op: OpId, name: &str, operands: &[Lowered]) -> LResult<Lowered> {
        let root = |x: f64| {
            if name == "stablehlo.sqrt" {
                x.sqrt()
            } else {
                1.0 / x.sqrt()
            }
        };
        if let Some(x) = self.splat_value(operands[0]) {
            return self.fold_to(op, root(x));
        }
        let ty = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let loc = self.loc_of(op);
        let graph_op = if name == "stablehlo.sqrt" {
            "graph.sqrt"
        } else {
            "graph.rsqrt"
        };
        Ok(Lowered::Tensor(self.elementwise(
            loc,
            graph_op,
            &[x],
            ty,
            |v| root(v[0]),
        )))
    }

    /// `chlo.square`: `x · x` (`graph.mul`; exact in f32 then rounded, as XLA expands it).
    fn lower_square(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ty = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let loc = self.loc_of(op);
        Ok(Lowered::Tensor(self.elementwise(
            loc,
            "graph.mul",
            &[x, x],
            ty,
            |v| v[0] * v[0],
        )))
    }

    /// Result 0 of `op` as the splat constant `value` (a graph constant, or a static
    /// constant for other element types).
    fn fold_to(&mut self, op: OpId, value: f64) -> LResult<Lowered> {
        let ty = self.ir.value_type(self.ir.result(op, 0));
        if is_graph_tensor(self.ctx, ty) {
            let loc = self.loc_of(op);
            return Ok(Lowered::Tensor(self.splat_const(loc, ty, value)?));
        }
        make_dense(self.ctx, ty, &[value])
            .map(Lowered::Static)
            .ok_or_else(|| {
                Fail::Error(self.error(op, format!("cannot fold to type {}", ty_str(self.ctx, ty))))
            })
    }

    /// `x ^ n` for a constant integer `n`: repeated squaring (`x^-n = 1 / x^n`).
    fn lower_power(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ty = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let Some(n) = self.splat_value(operands[1]) else {
            return Err(self
                .error(
                    op,
                    "exponent is not a constant: only constant integer exponents are supported \
                     (they expand to multiplications; the graph dialect has no pow)",
                )
                .into());
        };
        const MAX_EXPONENT: f64 = (1u64 << 20) as f64;
        if n.fract() != 0.0 || !n.is_finite() || n.abs() > MAX_EXPONENT {
            return Err(self
                .error(
                    op,
                    format!(
                        "exponent {n} is not an integer of magnitude at most 2^20: only integer \
                         exponents are supported (they expand to multiplications; the graph dialect has no pow)"
                    ),
                )
                .into());
        }
        let loc = self.loc_of(op);
        let mut k = n.abs() as u64;
        let mut acc: Option<Side> = None;
        let mut base = x;
        while k > 0 {
            if k & 1 == 1 {
                acc = Some(match acc {
                    None => base,
                    Some(a) => self.mul(loc, a, base),
                });
            }
            k >>= 1;
            if k > 0 {
                base = self.mul(loc, base, base);
            }
        }
        let pos = match acc {
            Some(a) => a,
            None => self.splat_const(loc, ty, 1.0)?,
        };
        if n >= 0.0 {
            return Ok(Lowered::Tensor(pos));
        }
        let one = self.splat_const(loc, ty, 1.0)?;
        Ok(Lowered::Tensor(self.elementwise(
            loc,
            "graph.div",
            &[one, pos],
            ty,
            |v| v[0] / v[1],
        )))
    }

    fn lower_convert(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.ir.value_type(self.ir.result(op, 0));
        match operands[0] {
            Lowered::Static(a) => {
                // A constant of another element type: convert its values now.
                let Some((values, _)) = dense_values(ctx, a) else {
                    return Err(self.error(op, "operand is not a dense constant").into());
                };
                let values = if values.len() > 1 && values.windows(2).all(|w| w[0] == w[1]) {
                    vec![values[0]]
                } else {
                    values
                };
                let Some(dense) = make_dense(ctx, to, &values) else {
                    return Err(self
                        .error(
                            op,
                            format!("cannot convert a constant to {}", ty_str(ctx, to)),
                        )
                        .into());
                };
                if !is_graph_tensor(ctx, to) {
                    return Ok(Lowered::Static(dense));
                }
                let loc = self.loc_of(op);
                let v = self.emit(loc, "graph.constant", &[], to, &[("value", dense)]);
                let splat = (values.len() == 1)
                    .then(|| round_to(ctx, ctx.element_type(to).unwrap_or(to), values[0]));
                Ok(Lowered::Tensor(Side { value: v, splat }))
            }
            other => {
                let x = self.tensor_operand(op, 0, other)?;
                let to = self.graph_result(op, 0)?;
                if self.ty(x.value) == to {
                    return Ok(Lowered::Tensor(x));
                }
                let loc = self.loc_of(op);
                Ok(Lowered::Tensor(self.elementwise(
                    loc,
                    "graph.cast",
                    &[x],
                    to,
                    |v| v[0],
                )))
            }
        }
    }

    /// `and`, `or`, `not` of `i1` masks: `graph.and`, `graph.or`, `graph.not`. Bitwise
    /// forms on `i32` and `xor` are not lowered (a located error names them).
    fn lower_logic(&mut self, op: OpId, name: &str, operands: &[Lowered]) -> LResult<Lowered> {
        let ty = self.graph_result(op, 0)?;
        let is_i1 = self
            .ctx
            .element_type(ty)
            .is_some_and(|e| self.ctx.type_kind(e) == self.ctx.type_kind(self.ctx.i1()));
        if !is_i1 || name == "stablehlo.xor" {
            return Err(self
                .error(
                    op,
                    format!(
                        "is supported by import-stablehlo only as a logical and/or/not of i1 masks, got {} on {}",
                        name.trim_start_matches("stablehlo."),
                        ty_str(self.ctx, ty)
                    ),
                )
                .into());
        }
        let sides = operands
            .iter()
            .enumerate()
            .map(|(i, &l)| self.tensor_operand(op, i, l))
            .collect::<LResult<Vec<Side>>>()?;
        let loc = self.loc_of(op);
        Ok(Lowered::Tensor(match name {
            "stablehlo.and" => self.elementwise(loc, "graph.and", &sides, ty, |v| {
                f64::from(u8::from(v[0] != 0.0 && v[1] != 0.0))
            }),
            "stablehlo.or" => self.elementwise(loc, "graph.or", &sides, ty, |v| {
                f64::from(u8::from(v[0] != 0.0 || v[1] != 0.0))
            }),
            _ => self.elementwise(loc, "graph.not", &sides, ty, |v| {
                f64::from(u8::from(v[0] == 0.0))
            }),
        }))
    }

    /// `dynamic_slice` of whole rows of a rank-2 operand `[V, D]` (`sizes = [K, D]`) at a
    /// run-time row `s`: a `graph.gather` of rows `clamp(s, 0, V − K) + [0, K)`, the clamp
    /// being StableHLO's on the start index (on `i32` vectors: `max`, `compare`, `select`,
    /// `add`). A constant start is a `graph.slice`; anything else is a located error.
    fn lower_dynamic_slice(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let xs = shape_of(ctx, self.ty(x.value));
        let sizes = self.int_list_attr(op, "slice_sizes")?;
        let loc = self.loc_of(op);
        let starts: Vec<Option<f64>> = operands[1..].iter().map(|&l| self.splat_value(l)).collect();
        if starts.len() != xs.len() || sizes.len() != xs.len() {
            return Err(self
                .error(
                    op,
                    "needs one start index and one size per operand dimension",
                )
                .into());
        }
        if starts.iter().all(Option::is_some) {
            // Constant starts: a slice at the clamped start.
            let start: Vec<i64> = starts
                .iter()
                .zip(&sizes)
                .zip(&xs)
                .map(|((s, &k), &n)| (s.unwrap_or(0.0) as i64).clamp(0, n - k))
                .collect();
            let limit: Vec<i64> = start.iter().zip(&sizes).map(|(s, k)| s + k).collect();
            let attrs = [
                ("start", ctx.dense_i64_array(&start)),
                ("limit", ctx.dense_i64_array(&limit)),
            ];
            return Ok(Lowered::Tensor(self.layout(
                loc,
                "graph.slice",
                x,
                to,
                &attrs,
            )));
        }
        let rows = xs.len() == 2 && sizes.len() == 2 && sizes[1] == xs[1] && sizes[0] <= xs[0];
        if !rows {
            return Err(self
                .error(
                    op,
                    "with start indices computed at run time is supported by import-stablehlo only \
                     for whole rows of a rank-2 operand (slice_sizes = [K, D])",
                )
                .into());
        }
        let (v, k) = (xs[0], sizes[0]);
        let start = self.tensor_operand(op, 1, operands[1])?;
        let ity = ctx.tensor_type(&[k], ctx.i32());
        if shape_of(ctx, self.ty(start.value)) != Vec::<i64>::new()
            || ctx.element_type(self.ty(start.value)) != Some(ctx.i32())
        {
            return Err(self.error(op, "start index #0 must be a scalar i32").into());
        }
        let b = self.broadcast(loc, start, ity, &[]);
        let zero = self.splat_const(loc, ity, 0.0)?;
        let lo = self.max(loc, b, zero);
        let top = self.splat_const(loc, ity, (v - k) as f64)?;
        let below = self.materialize(
            op,
            Lowered::Compare {
                dir: Direction::Lt,
                lhs: lo,
                rhs: top,
                op,
            },
        )?;
        let below = self.tensor_operand(op, 1, below)?;
        let s = self.emit(
            loc,
            "graph.select",
            &[below.value, lo.value, top.value],
            ity,
            &[],
        );
        let iota: Vec<f64> = (0..k).map(|i| i as f64).collect();
        let iota = make_dense(ctx, ity, &iota)
            .ok_or_else(|| self.error(op, "cannot make the row indices"))?;
        let iota = self.emit(loc, "graph.constant", &[], ity, &[("value", iota)]);
        let ids = self.emit(loc, "graph.add", &[s, iota], ity, &[]);
        let v = self.emit(loc, "graph.gather", &[x.value, ids], to, &[]);
        Ok(Lowered::Tensor(Side {
            value: v,
            splat: None,
        }))
    }

    /// `clamp(lo, x, hi) = min(max(x, lo), hi)`; scalar bounds are broadcast.
    fn lower_clamp(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ty = self.graph_result(op, 0)?;
        let lo = self.tensor_operand(op, 0, operands[0])?;
        let x = self.tensor_operand(op, 1, operands[1])?;
        let hi = self.tensor_operand(op, 2, operands[2])?;
        let loc = self.loc_of(op);
        let lo = self.broadcast(loc, lo, ty, &[]);
        let hi = self.broadcast(loc, hi, ty, &[]);
        let m = self.max(loc, x, lo);
        Ok(Lowered::Tensor(self.min(loc, m, hi)))
    }

    fn lower_compare(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let a = self.tensor_operand(op, 0, operands[0])?;
        let b = self.tensor_operand(op, 1, operands[1])?;
        let dir = self
            .ir
            .attr(self.ctx, op, "comparison_direction")
            .and_then(|d| Direction::from_attr(self.ctx, d))
            .ok_or_else(|| {
                self.error(op, "requires attribute 'comparison_direction' (#stablehlo<comparison_direction ...>)")
            })?;
        Ok(Lowered::Compare {
            dir,
            lhs: a,
            rhs: b,
            op,
        })
    }

    /// True if `a` and `b` are known to hold the same values.
    fn same(&self, a: Side, b: Side) -> bool {
        a.value == b.value
            || (self.ty(a.value) == self.ty(b.value)
                && matches!((a.splat, b.splat), (Some(x), Some(y)) if x == y))
    }

    /// `select(compare(a, b, GT|GE), a, b)` is `max(a, b)`, with `LT|LE` it is the
    /// minimum, and swapping the branches swaps the two. Nothing else is lowered: the
    /// graph dialect has no boolean tensors. (NaN operands may pick differently.)
    fn lower_select(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        self.graph_result(op, 0)?;
        let t = self.tensor_operand(op, 1, operands[1])?;
        let f = self.tensor_operand(op, 2, operands[2])?;
        if let Lowered::Static(mask) = operands[0] {
            return self.select_by_mask(op, mask, t, f);
        }
        // select(compare(a, b, GT|GE|LT|LE), a, b) (or swapped) is a maximum or minimum;
        // anything else is a graph.select on an i1 mask.
        let pattern = match operands[0] {
            Lowered::Compare { dir, lhs, rhs, .. } => {
                let greater = match dir {
                    Direction::Gt | Direction::Ge => Some(true),
                    Direction::Lt | Direction::Le => Some(false),
                    _ => None,
                };
                let keep = if self.same(t, lhs) && self.same(f, rhs) {
                    Some(true)
                } else if self.same(t, rhs) && self.same(f, lhs) {
                    Some(false)
                } else {
                    None
                };
                greater.zip(keep)
            }
            _ => None,
        };
        let Some((greater, keep_order)) = pattern else {
            let pred = self.materialize(op, operands[0])?;
            let mut p = self.tensor_operand(op, 0, pred)?;
            let ty = self.ty(t.value);
            let shape = shape_of(self.ctx, ty);
            let loc = self.loc_of(op);
            if shape_of(self.ctx, self.ty(p.value)) != shape {
                // A scalar predicate chooses whole tensors: broadcast it.
                let pty = self.ctx.tensor_type(&shape, self.ctx.i1());
                p = self.broadcast(loc, p, pty, &[]);
            }
            let v = self.emit(loc, "graph.select", &[p.value, t.value, f.value], ty, &[]);
            let splat = match (p.splat, t.splat, f.splat) {
                (Some(c), Some(a), Some(b)) => Some(if c != 0.0 { a } else { b }),
                _ => None,
            };
            return Ok(Lowered::Tensor(Side { value: v, splat }));
        };
        let loc = self.loc_of(op);
        Ok(Lowered::Tensor(if greater == keep_order {
            self.max(loc, t, f)
        } else {
            self.min(loc, t, f)
        }))
    }

    fn lower_broadcast_in_dim(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.ir.value_type(self.ir.result(op, 0));
        let dims = self.int_list_attr(op, "broadcast_dimensions")?;
        let from = self.ir.value_type(self.ir.operand(op, 0));
        let (in_shape, out_shape) = (shape_of(ctx, from), shape_of(ctx, to));
        if dims.len() != in_shape.len() {
            return Err(self
                .error(
                    op,
                    format!(
                        "broadcast_dimensions {} has {} entries for an operand of rank {}",
                        list_str(&dims),
                        dims.len(),
                        in_shape.len()
                    ),
                )
                .into());
        }
        for (i, &d) in dims.iter().enumerate() {
            let ok = usize::try_from(d)
                .ok()
                .and_then(|d| out_shape.get(d))
                .is_some_and(|&n| in_shape[i] == 1 || in_shape[i] == n);
            if !ok {
                return Err(self
                    .error(
                        op,
                        format!(
                            "broadcast_dimensions {} do not map {} into {}",
                            list_str(&dims),
                            ty_str(ctx, from),
                            ty_str(ctx, to)
                        ),
                    )
                    .into());
            }
        }
        if matches!(operands[0], Lowered::Static(_))
            && let Some(v) = self.splat_value(operands[0])
        {
            return self.fold_to(op, v);
        }
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let loc = self.loc_of(op);
        // graph.broadcast needs increasing dimensions: transpose the operand first.
        let mut order: Vec<usize> = (0..dims.len()).collect();
        order.sort_by_key(|&i| dims[i]);
        if order.windows(2).any(|w| dims[w[0]] == dims[w[1]]) {
            return Err(self
                .error(
                    op,
                    format!(
                        "broadcast_dimensions {} repeat a dimension",
                        list_str(&dims)
                    ),
                )
                .into());
        }
        let perm: Vec<i64> = order.iter().map(|&i| i as i64).collect();
        let sorted: Vec<i64> = order.iter().map(|&i| dims[i]).collect();
        let x = self.transpose(loc, x, &perm);
        Ok(Lowered::Tensor(self.broadcast(loc, x, to, &sorted)))
    }

    fn lower_reshape(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.ir.value_type(self.ir.result(op, 0));
        let from = self.ir.value_type(self.ir.operand(op, 0));
        let count = |t: Type| shape_of(ctx, t).iter().product::<i64>();
        if count(from) != count(to) {
            return Err(self
                .error(
                    op,
                    format!(
                        "cannot reshape {} ({} elements) into {} ({} elements)",
                        ty_str(ctx, from),
                        count(from),
                        ty_str(ctx, to),
                        count(to)
                    ),
                )
                .into());
        }
        if let Lowered::Static(a) = operands[0] {
            let values = dense_values(ctx, a).map(|(v, _)| v).unwrap_or_default();
            return make_dense(ctx, to, &values)
                .map(Lowered::Static)
                .ok_or_else(|| Fail::Error(self.error(op, "cannot reshape this constant")));
        }
        self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let loc = self.loc_of(op);
        Ok(Lowered::Tensor(self.reshape(loc, x, &shape_of(ctx, to))))
    }

    fn lower_transpose(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let perm = self.int_list_attr(op, "permutation")?;
        let rank = shape_of(self.ctx, self.ty(x.value)).len();
        let mut seen = vec![false; rank];
        let valid = perm.len() == rank
            && perm.iter().all(|&p| {
                usize::try_from(p)
                    .ok()
                    .filter(|&p| p < rank)
                    .is_some_and(|p| !std::mem::replace(&mut seen[p], true))
            });
        if !valid {
            return Err(self
                .error(
                    op,
                    format!(
                        "permutation {} is not a permutation of 0..{rank}",
                        list_str(&perm)
                    ),
                )
                .into());
        }
        let loc = self.loc_of(op);
        let y = self.transpose(loc, x, &perm);
        if self.ty(y.value) != to {
            return Err(self
                .error(
                    op,
                    format!(
                        "result type {} does not match the permutation",
                        ty_str(self.ctx, to)
                    ),
                )
                .into());
        }
        Ok(Lowered::Tensor(y))
    }

    fn lower_slice(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let start = self.int_list_attr(op, "start_indices")?;
        let limit = self.int_list_attr(op, "limit_indices")?;
        let strides = match self.ir.attr(self.ctx, op, "strides") {
            Some(_) => self.int_list_attr(op, "strides")?,
            None => vec![1; start.len()],
        };
        if self.ty(x.value) == to {
            return Ok(Lowered::Tensor(x));
        }
        let ctx = self.ctx;
        let mut attrs = vec![
            ("start", ctx.dense_i64_array(&start)),
            ("limit", ctx.dense_i64_array(&limit)),
        ];
        if strides.iter().any(|&s| s != 1) {
            attrs.push(("strides", ctx.dense_i64_array(&strides)));
        }
        let loc = self.loc_of(op);
        Ok(Lowered::Tensor(self.layout(
            loc,
            "graph.slice",
            x,
            to,
            &attrs,
        )))
    }

    fn lower_concatenate(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let to = self.graph_result(op, 0)?;
        let parts: Vec<Side> = operands
            .iter()
            .enumerate()
            .map(|(i, &l)| self.tensor_operand(op, i, l))
            .collect::<LResult<_>>()?;
        let dim = self
            .ir
            .attr(self.ctx, op, "dimension")
            .and_then(|a| self.ctx.int_value(a))
            .ok_or_else(|| self.error(op, "requires integer attribute 'dimension'"))?;
        if parts.len() == 1 {
            return Ok(Lowered::Tensor(parts[0]));
        }
        let values: Vec<ValueId> = parts.iter().map(|s| s.value).collect();
        let loc = self.loc_of(op);
        let attr = self.ctx.i64_attr(dim as i64);
        let v = self.emit(loc, "graph.concat", &values, to, &[("dimension", attr)]);
        let splat = parts
            .iter()
            .map(|s| s.splat)
            .reduce(|a, b| if a == b { a } else { None })
            .flatten();
        Ok(Lowered::Tensor(Side { value: v, splat }))
    }
}
