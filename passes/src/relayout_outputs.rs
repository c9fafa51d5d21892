//! `relayout-outputs`: a tiled-level pass that hands every result of a tiled function to the
//! host from chosen tiles.
//!
//! For each tiled function (a `func.func` with `tiled.target` and ops of the tiled dialect),
//! every returned tensor gets a `tiled.rearrange` before `func.return` into a row-major
//! layout over tiles `base .. base + tiles` (its outermost non-unit dimension cut into up to
//! `tiles` blocks of whole 32-bit words, the planner's balanced layout), and the function's
//! result types say so. `lower-to-exchange` then moves each result there in a last exchange
//! phase, and the package's host reads it from those tiles. A result already in that layout
//! is left alone.
//!
//! It shows that the tiled level is an ordinary IR level: the pass reads and writes only the
//! tiled IR (types and ops), and the lowering honours what it wrote.
//!
//! Errors, located at the function: `tiles = 0`, tiles beyond the target's, a result whose
//! element type the planner does not know.

use ipu_dialects::{OpId, OperationState, Type, TypeKind, ValueId};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use crate::plan::builder::even_layout;
use crate::plan_operators::convert;

crate::pass_options! {
    /// Options of [`RelayoutOutputs`].
    pub struct RelayoutOutputsOptions {
        /// Tiles to spread each result over.
        tiles("tiles"): u32 = 1,
        /// First of those tiles.
        base("base"): u32 = 0,
    }
}

/// The `relayout-outputs` pass. See the module doc.
#[derive(Debug)]
pub struct RelayoutOutputs(RelayoutOutputsOptions);

impl Pass for RelayoutOutputs {
    const NAME: &'static str = "relayout-outputs";
    const TYPE_NAME: &'static str = "RelayoutOutputs";
    const SUMMARY: &'static str =
        "Hand every result of a tiled function to the host from tiles `base .. base + tiles`";
    const DESCRIPTION: &'static str = "Inserts a `tiled.rearrange` before `func.return` for each \
        result of a tiled function, into a row-major layout over tiles `base .. base + tiles` \
        (the outermost non-unit dimension cut into whole-word blocks), and updates the function's \
        result types. `lower-to-exchange` moves the results there in a last exchange phase.";
    const ANCHOR: Anchor = Anchor::Func;
    const STATISTICS: &'static [Statistic] = &[Statistic {
        name: "num-rearranges",
        help: "Number of tiled.rearrange ops inserted",
    }];
    type Options = RelayoutOutputsOptions;

    fn new(options: RelayoutOutputsOptions) -> Result<Self, String> {
        if options.tiles == 0 {
            return Err("`tiles` must be at least 1".into());
        }
        Ok(RelayoutOutputs(options))
    }

    fn run(&self, func: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let given = cx.target().cloned();
        let ir = &mut *cx.ir;
        let floc = ir.loc(func);
        let tiled_ops = ir.collect_ops(func, |o| ctx.op_name_str(ir.name(o)).starts_with("tiled."));
        let Some(target_name) = ir
            .attr(ctx, func, convert::TARGET)
            .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
        else {
            return Ok(Preserved::all());
        };
        if tiled_ops.is_empty() && ir.attr(ctx, func, convert::FUNCTION).is_none() {
            return Ok(Preserved::all());
        }
        let target = crate::resolve_named_target(&target_name, given.as_ref())
            .map_err(|e| ipu_dialects::Diagnostic::error(floc, e.to_string()))?;
        let RelayoutOutputsOptions { tiles, base } = self.0;
        if u64::from(base) + u64::from(tiles) > u64::from(target.tiles) {
            return Err(ipu_dialects::Diagnostic::error(
                floc,
                format!(
                    "'relayout-outputs' asks for tiles {base} .. {}, but target '{}' has {} tiles",
                    u64::from(base) + u64::from(tiles),
                    target.name,
                    target.tiles
                ),
            )
            .into());
        }
        let Some(ret) = ir
            .regions(func)
            .first()
            .and_then(|&r| ir.entry_block(r))
            .and_then(|b| ir.block_ops(b).last())
            .filter(|&o| ctx.op_name_str(ir.name(o)) == "func.return")
        else {
            return Ok(Preserved::all());
        };
        let operands: Vec<ValueId> = ir.operands(ret).collect();
        let mut new_operands = Vec::with_capacity(operands.len());
        let mut inserted = 0u64;
        for (i, &v) in operands.iter().enumerate() {
            let ty = ir.value_type(v);
            let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ty) else {
                new_operands.push(v);
                continue;
            };
            let shape: Vec<u32> = shape.iter().map(|&d| d.max(0) as u32).collect();
            let elt = convert::elt_of(ctx, ty).ok_or_else(|| {
                ipu_dialects::Diagnostic::error(
                    floc,
                    format!("result #{i} has an element type the planner does not know"),
                )
            })?;
            let layout = even_layout(&shape, elt, tiles, base)
                .map_err(|e| ipu_dialects::Diagnostic::error(floc, format!("result #{i}: {e}")))?;
            let want: Type = convert::layout_type(ctx, &layout);
            if want == ty {
                new_operands.push(v);
                continue;
            }
            let st = OperationState::named(ctx, "tiled.rearrange", ir.loc(ret))
                .with_operands(&[v])
                .with_results(&[want]);
            let op = ir.create_op(ctx, st);
            ir.insert_op_before(ret, op);
            new_operands.push(ir.result(op, 0));
            inserted += 1;
        }
        if inserted == 0 {
            return Ok(Preserved::all());
        }
        ir.set_operands(ret, &new_operands);
        let (inputs, _) = ipu_dialects::func_dialect::FuncOp(func)
            .signature(ctx, ir)
            .unwrap_or_default();
        let results: Vec<Type> = new_operands.iter().map(|&v| ir.value_type(v)).collect();
        let fty = ctx.function_type(&inputs, &results);
        let props = ir.props(func).unwrap_or_else(|| ctx.empty_dict());
        let props = ctx.dict_set(props, ctx.ident("function_type"), ctx.type_attr(fty));
        ir.set_props(func, Some(props));
        cx.bump("num-rearranges", inserted);
        Ok(Preserved::none())
    }
}
