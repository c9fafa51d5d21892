//! `import-stablehlo`: StableHLO (as JAX exports it) → the graph dialect.
//!
//! Users bring models exported with `jax.jit(f).lower(*args).as_text()` (pretty form)
//! or `...compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)`
//! (generic form). [`register_dialects`] makes both parse (it registers a parsing
//! front end for the `stablehlo` dialect, [`DIALECT`], and for the one `chlo` op JAX's
//! `jnp.square` emits, [`CHLO_DIALECT`]); [`import_module`] (and the
//! pass [`ImportStablehlo`], the first step of a compile pipeline) rewrites every
//! public function into graph ops and inlines the private helpers JAX emits
//! (`@silu`, `@relu`, `@_where`, `@clip`...) at their calls, then erases them.
//!
//! **What is imported** (by op semantics; see `lower.rs` and `contract.rs`):
//!
//! | StableHLO | graph |
//! |---|---|
//! | `add`, `subtract`, `multiply`, `divide`, `maximum`, `negate`, `exponential`, `tanh` | `graph.add`, `sub`, `mul`, `div`, `max`, `neg`, `exp`, `tanh` |
//! | `minimum`, `abs`, `clamp` | `-max(-a, -b)`, `max(x, -x)`, `min(max(x, lo), hi)` |
//! | `logistic` | `1 / (1 + exp(-x))` |
//! | `power` with a constant integer exponent | repeated squaring with `graph.mul` (`1 / x^n` for `n < 0`) |
//! | `sqrt`, `rsqrt` | `graph.sqrt`, `graph.rsqrt` (folded into a constant when the operand is one) |
//! | `chlo.square` | `graph.mul` of the operand by itself |
//! | `convert` | `graph.cast` (float to float; constants of other types are converted at import) |
//! | `constant` | `graph.constant` (integer and `i1` constants only feed folding) |
//! | `broadcast_in_dim`, `reshape`, `transpose`, `slice`, `concatenate` | `graph.broadcast` (after a transpose if the dimensions are not increasing), `reshape`, `transpose`, `slice`, `concat` |
//! | `dot_general` (any batching/contracting dimensions), `dot` | `graph.transpose` + `graph.reshape` + `graph.matmul` + `graph.reshape` |
//! | `convolution` (any layout, strides, padding, kernel dilation, reversal; one feature and batch group) | zero padding (`graph.concat`), one `graph.slice` per kernel position, `graph.concat` into the im2col matrix, one `graph.matmul` (`conv.rs`) |
//! | `gather` with constant indices (`jnp.take`, `x[ids]`; offset dims trailing) | one `graph.slice` per run of consecutive rows, `graph.concat` (`gather.rs`) |
//! | `reduce` with an add / maximum / minimum reducer | `graph.reduce` (`sum`, `max`; min as `-max(-x)`), plus the init value when it is not the identity |
//! | `select(compare(a, b, GT\|GE\|LT\|LE), a, b)` (either branch order) | `graph.max` / the minimum |
//! | `iota`, and integer / `i1` ops on constants (`add`, `compare`, `select`, `and`, `broadcast_in_dim`, ...) | folded at import (`fold.rs`, also `reduce` of constants with an `and`/`or`/arithmetic reducer; a float result becomes a `graph.constant`) |
//! | `select(mask, x, c)` with a constant mask and a splat `c` (either branch order) | `max(min(x, U), L)` with constant bounds (exact unless `x` is NaN) |
//! | `func.call` of a function in the module | inlined |
//! | a `graph` op | kept (so importing is idempotent and mixed modules import) |
//!
//! Anything else is a located error naming the op (`'stablehlo.log' op is not
//! supported by import-stablehlo: ...`); nothing is dropped silently. After lowering,
//! graph ops whose results nothing uses are erased (they are pure; e.g. a broadcast
//! exponent that was folded into multiplications).
//!
//! **Arguments and results.** A public function's arguments become the program's
//! inputs and its results the outputs, in order. With
//! [`ImportOptions::weights_as_constants`], the arguments from index
//! [`ImportOptions::num_inputs`] on (JAX's `f(x, *weights)` convention: by default
//! all but the first) are *weights*: each becomes
//! `graph.constant random {seed = S + i, distribution = "normal", scale = σ}` (argument
//! `i`, base seed `S` = [`ImportOptions::seed`]), with `σ = 1/√(shape[rank−2])` for
//! rank ≥ 2 (the fan-in of `x @ W`) and `σ = 0.1` for biases and scalars — the scales
//! the corpus's `export.py` draws its weights with — and leaves the signature.
//!
//! **Numerics.** Every graph op computes in f32 and rounds to its element type (the
//! graph dialect's reference semantics); XLA on CPU may keep f16 chains in f32 and
//! sums in another order. The end-to-end tests state the resulting tolerances.

mod attrs;
mod contract;
mod conv;
mod dialect;
mod fold;
mod gather;
mod lower;

use ipu_dialects::{
    Attribute, Context, Diagnostic, Ir, OpId, OperationState, Type, ValueId, func_dialect::FuncOp,
};

pub use attrs::{Direction, DotDims};
pub use dialect::{CHLO_DIALECT, DIALECT};
pub use lower::ImportStats;

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use lower::{Env, Lowered, Lowerer, Side, is_runtime_tensor, ty_str};

/// Registers what importing needs in `ctx`: the `stablehlo` parsing front end and the
/// project's dialects (`graph`, ...). Call before parsing StableHLO text.
pub fn register_dialects(ctx: &mut Context) {
    ipu_dialects::register_all_dialects(ctx);
    ctx.register_dialect(&DIALECT);
    ctx.register_dialect(&CHLO_DIALECT);
}

crate::pass_options! {
    /// Options of `import-stablehlo`.
    pub struct ImportOptions {
        /// Fold weight arguments into seeded random graph.constant values (see num-inputs).
        weights_as_constants("weights-as-constants"): bool = false,
        /// Leading arguments that stay program inputs when weights are folded (JAX's f(x, *weights): 1).
        num_inputs("num-inputs"): usize = 1,
        /// Base seed of the folded weights (argument i gets seed + i).
        seed("seed"): u64 = 0,
    }
}

/// The `import-stablehlo` pass. See the module doc.
#[derive(Debug)]
pub struct ImportStablehlo {
    options: ImportOptions,
}

impl Pass for ImportStablehlo {
    const NAME: &'static str = "import-stablehlo";
    const TYPE_NAME: &'static str = "ImportStablehlo";
    const SUMMARY: &'static str = "Import StableHLO (JAX exports) into the graph dialect";
    const DESCRIPTION: &'static str = "Rewrites every public function of StableHLO ops into graph ops, \
        inlining the private helpers it calls (then erasing them). dot_general becomes \
        transpose/reshape/matmul; reduce with an add/max/min body becomes graph.reduce; select(compare) \
        becomes max/min; logistic, minimum, abs, clamp and integer powers are expanded. An unsupported \
        op is a located error naming it. With weights-as-constants, arguments from num-inputs on become \
        seeded random constants.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-ops-imported",
            help: "Number of StableHLO operations lowered (inlined copies counted)",
        },
        Statistic {
            name: "num-calls-inlined",
            help: "Number of func.call operations inlined",
        },
        Statistic {
            name: "num-weights-folded",
            help: "Number of weight arguments folded into random constants",
        },
    ];
    type Options = ImportOptions;

    fn new(options: ImportOptions) -> Result<Self, String> {
        Ok(ImportStablehlo { options })
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let stats = import_module(cx.ctx, cx.ir, op, &self.options)?;
        cx.bump("num-ops-imported", stats.ops);
        cx.bump("num-calls-inlined", stats.calls_inlined);
        cx.bump("num-weights-folded", stats.weights_folded);
        Ok(Preserved::none())
    }
}

/// Imports the StableHLO module `module` (a `builtin.module` in `ir`) into the graph
/// dialect, in place. See the module doc for what is imported and how.
///
/// # Errors
/// Located diagnostics (the user's input): an unsupported op, attribute or type, a
/// malformed module. On error the module is left as it was.
pub fn import_module(
    ctx: &Context,
    ir: &mut Ir,
    module: OpId,
    options: &ImportOptions,
) -> Result<ImportStats, Vec<Diagnostic>> {
    if ctx.op_name_str(ir.name(module)) != "builtin.module" {
        return Err(vec![Diagnostic::error(
            ir.loc(module),
            format!(
                "'{}' op is not a builtin.module; import-stablehlo runs on modules",
                ctx.op_name_str(ir.name(module))
            ),
        )]);
    }
    let top: Vec<OpId> = ir
        .regions(module)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| ir.block_ops(b).collect::<Vec<_>>())
        .collect();
    let mut errors = Vec::new();
    let (mut public, mut private) = (Vec::new(), Vec::new());
    for &op in &top {
        if FuncOp::cast(ctx, ir, op).is_none() {
            errors.push(Diagnostic::error(
                ir.loc(op),
                format!(
                    "'{}' op is not supported by import-stablehlo at module level (expected func.func)",
                    ctx.op_name_str(ir.name(op))
                ),
            ));
            continue;
        }
        let visibility = ir
            .attr(ctx, op, "sym_visibility")
            .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()));
        if visibility.as_deref() == Some("private") || FuncOp(op).is_declaration(ir) {
            private.push(op);
        } else {
            public.push(op);
        }
    }
    if errors.is_empty() && public.is_empty() {
        errors.push(Diagnostic::error(
            ir.loc(module),
            "module has no public function with a body to import (JAX exports '@main')",
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut stats = ImportStats::default();
    let mut created = Vec::new();
    for &func in &public {
        match import_function(ctx, ir, func, options, &mut stats) {
            Ok(new) => created.push(new),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if !errors.is_empty() {
        for new in created {
            let _ = ir.erase_op(new);
        }
        return Err(errors);
    }
    // The old functions (public ones replaced, private ones inlined) go.
    for &old in public.iter().chain(&private) {
        if let Err(e) = ir.erase_op(old) {
            return Err(vec![Diagnostic::error(
                ir.loc(old),
                format!("internal error: cannot erase the imported function: {e}"),
            )]);
        }
    }
    for &new in &created {
        erase_unused(ctx, ir, new);
    }
    Ok(stats)
}

/// The normal-distribution scale of a folded weight of type `ty` (see the module doc).
pub fn weight_scale(ctx: &Context, ty: Type) -> f32 {
    let shape = ctx.shape(ty).unwrap_or(&[]);
    if shape.len() >= 2 {
        let fan_in = shape[shape.len() - 2].max(1) as f64;
        (1.0 / fan_in.sqrt()) as f32
    } else {
        0.1
    }
}

/// Builds the graph version of `func` before it; returns the new function.
fn import_function(
    ctx: &Context,
    ir: &mut Ir,
    func: OpId,
    options: &ImportOptions,
    stats: &mut ImportStats,
) -> Result<OpId, Vec<Diagnostic>> {
    let name = FuncOp(func).name(ctx, ir).unwrap_or_default();
    let Some((inputs, results)) = FuncOp(func).signature(ctx, ir) else {
        return Err(vec![Diagnostic::error(
            ir.loc(func),
            format!("'func.func' op @{name} has no function_type"),
        )]);
    };
    let mut errors = Vec::new();
    let check = |what: &str, i: usize, t: Type| -> Option<Diagnostic> {
        (!is_runtime_tensor(ctx, t)).then(|| {
            Diagnostic::error(
                ir.loc(func),
                format!(
                    "'func.func' op @{name}: {what} #{i} has type {}, which the graph dialect cannot hold \
                     (statically shaped tensors of f32, f16, bf16, f8E4M3FN, f8E5M2, i32 or i1)",
                    ty_str(ctx, t)
                ),
            )
        })
    };
    errors.extend(
        inputs
            .iter()
            .enumerate()
            .filter_map(|(i, &t)| check("argument", i, t)),
    );
    errors.extend(
        results
            .iter()
            .enumerate()
            .filter_map(|(i, &t)| check("result", i, t)),
    );
    if !errors.is_empty() {
        return Err(errors);
    }
    let old_args: Vec<ValueId> = FuncOp(func)
        .body(ir)
        .and_then(|r| ir.entry_block(r))
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    let folded = |i: usize| options.weights_as_constants && i >= options.num_inputs;
    let kept_inputs: Vec<Type> = inputs
        .iter()
        .enumerate()
        .filter(|&(i, _)| !folded(i))
        .map(|(_, &t)| t)
        .collect();

    // The new function: same properties and attributes, new body.
    let region = ir.create_region();
    let block = ir.append_new_block(region, &kept_inputs);
    let new_args = ir.block_args(block).to_vec();
    let mut lw = Lowerer {
        ctx,
        ir,
        block,
        errors: Vec::new(),
        stack: Vec::new(),
        stats: ImportStats::default(),
    };
    let mut env = Env::default();
    let mut next_arg = 0;
    for (i, (&old, &ty)) in old_args.iter().zip(&inputs).enumerate() {
        let loc = lw.ir.block_arg_loc(old).unwrap_or_else(|| lw.ir.loc(func));
        let value = if folded(i) {
            lw.stats.weights_folded += 1;
            let attrs = [
                (
                    "seed",
                    ctx.i64_attr(options.seed.wrapping_add(i as u64) as i64),
                ),
                ("distribution", ctx.string_attr("normal")),
                (
                    "scale",
                    ctx.float_attr(ctx.f32(), f64::from(weight_scale(ctx, ty))),
                ),
            ];
            lw.emit(loc, "graph.constant", &[], ty, &attrs)
        } else {
            let v = new_args[next_arg];
            next_arg += 1;
            lw.ir.set_block_arg_loc(v, loc);
            v
        };
        env.insert(old, Lowered::Tensor(Side { value, splat: None }));
    }
    let ret = FuncOp(func)
        .body(lw.ir)
        .and_then(|r| lw.ir.entry_block(r))
        .and_then(|b| lw.ir.last_op(b));
    let outs = lw.lower_body(func, &mut env);
    let mut values = Vec::new();
    if let (Some(outs), Some(ret)) = (outs, ret) {
        for (i, &l) in outs.iter().enumerate() {
            let l = match lw.materialize(ret, l) {
                Ok(l) => l,
                Err(_) => l,
            };
            match lw.tensor_operand(ret, i, l) {
                Ok(s) if Some(&lw.ty(s.value)) == results.get(i) => values.push(s.value),
                Ok(s) => {
                    let t = lw.ty(s.value);
                    lw.errors.push(lw.error(
                        ret,
                        format!(
                                "operand #{i} has type {} but @{name} returns {}",
                                ty_str(ctx, t),
                                results
                                    .get(i)
                                    .map(|&r| ty_str(ctx, r))
                                    .unwrap_or_else(|| "nothing".into())
                            ),
                    ));
                }
                Err(lower::Fail::Error(d)) => lw.errors.push(d),
                Err(lower::Fail::Poisoned) => {}
            }
        }
    }
    let Lowerer {
        errors: mut errs,
        stats: s,
        ..
    } = lw;
    if !errs.is_empty() {
        let _ = ir.erase_block(block);
        errs.sort_by_key(|d| ctx.file_line_col(d.location).map(|(_, l, c)| (l, c)));
        return Err(errs);
    }
    stats.ops += s.ops;
    stats.calls_inlined += s.calls_inlined;
    stats.weights_folded += s.weights_folded;
    let ret_loc = ret.map(|r| ir.loc(r)).unwrap_or_else(|| ir.loc(func));
    let st = OperationState::named(ctx, "func.return", ret_loc).with_operands(&values);
    let r = ir.create_op(ctx, st);
    ir.append_op(block, r);

    // Properties: the new signature, and argument attributes without the folded ones.
    let mut props = ir.props(func).unwrap_or_else(|| ctx.empty_dict());
    let fty = ctx.function_type(&kept_inputs, &results);
    props = ctx.dict_set(props, ctx.ident("function_type"), ctx.type_attr(fty));
    if let Some(arg_attrs) = ctx.dict_get(props, "arg_attrs")
        && let ipu_dialects::AttrKind::Array(items) = ctx.attr_kind(arg_attrs)
    {
        let kept: Vec<Attribute> = items
            .iter()
            .enumerate()
            .filter(|&(i, _)| !folded(i))
            .map(|(_, &a)| a)
            .collect();
        props = ctx.dict_set(props, ctx.ident("arg_attrs"), ctx.array_attr(&kept));
    }
    let mut st = OperationState::named(ctx, "func.func", ir.loc(func)).with_regions(&[region]);
    st.properties = Some(props);
    let new = ir.create_op_with_dict(st, ir.attrs(func));
    ir.insert_op_before(func, new);
    Ok(new)
}

/// Erases the pure ops of `func` whose results nothing uses (one backward sweep:
/// users come after what they use in a single block).
fn erase_unused(ctx: &Context, ir: &mut Ir, func: OpId) {
    let Some(block) = FuncOp(func).body(ir).and_then(|r| ir.entry_block(r)) else {
        return;
    };
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    for op in ops.into_iter().rev() {
        let pure = ctx.op_def(ir.name(op)).is_some_and(|d| {
            d.has(ipu_dialects::Traits::PURE) && !d.has(ipu_dialects::Traits::TERMINATOR)
        });
        if pure && ir.results(op).iter().all(|&v| !ir.has_uses(v)) {
            let _ = ir.erase_op(op);
        }
    }
}

#[cfg(test)]
mod tests;
