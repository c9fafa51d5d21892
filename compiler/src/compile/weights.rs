//! `--weights`: which function arguments are weights — load-time data the host writes once
//! per load (the runtime's `initialize` call) — and which are per-inference inputs (its `run`
//! call). The choice is recorded in the IR as the argument attribute `ipu.weight`
//! ([`ipu_dialects::func_dialect::WEIGHT_ATTR`]) on the program's functions, where the
//! planner, the tiled level and `build-package` read it.

use ipu_dialects::func_dialect::{FuncOp, WEIGHT_ATTR};
use ipu_dialects::{Context, Module, OpId};

/// A `--weights` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Weights {
    /// No argument is a weight: every argument is a per-inference input (the cautious reading).
    None,
    /// Every argument but the first (JAX's `f(x, *params)`).
    AllButFirst,
    /// These argument indices (0-based), in increasing order, without repeats.
    Indices(Vec<usize>),
}

impl Weights {
    /// Parses `none`, `all-but-first`, or a comma-separated list of argument indices (`1,2,4`).
    pub fn parse(text: &str) -> Result<Weights, String> {
        match text.trim() {
            "none" => return Ok(Weights::None),
            "all-but-first" => return Ok(Weights::AllButFirst),
            "" => return Err("expected none, all-but-first, or argument indices (1,2,4)".into()),
            _ => {}
        }
        let mut v = Vec::new();
        for part in text.split(',') {
            let i: usize = part.trim().parse().map_err(|_| {
                format!(
                    "'{part}' is not an argument index (expected none, all-but-first, or argument \
                     indices such as 1,2,4)"
                )
            })?;
            v.push(i);
        }
        v.sort_unstable();
        v.dedup();
        Ok(Weights::Indices(v))
    }

    /// Whether argument `i` of a function with `n` arguments is a weight.
    pub fn is_weight(&self, i: usize, n: usize) -> bool {
        match self {
            Weights::None => false,
            Weights::AllButFirst => i > 0 && i < n,
            Weights::Indices(v) => v.binary_search(&i).is_ok(),
        }
    }
}

/// The functions `--weights` applies to: the module's public `func.func`s with a body that are
/// not tiled functions (those mirror their graph function's arguments).
fn program_functions(ctx: &Context, module: &Module) -> Vec<OpId> {
    let ir = &module.ir;
    ir.collect_ops(module.op, |o| {
        ir.parent_op(o) == Some(module.op)
            && ctx.op_name_str(ir.name(o)) == "func.func"
            && !FuncOp(o).is_declaration(ir)
            && ir.attr(ctx, o, "tiled.function").is_none()
            && ir
                .attr(ctx, o, "sym_visibility")
                .and_then(|a| ctx.str_value(a))
                .is_none_or(|v| v != "private")
    })
}

/// Marks exactly the arguments `weights` names with `ipu.weight` (and unmarks the others) on
/// every program function of `module`. Errors (the user's command line), before anything
/// changes: an index past a function's last argument.
pub fn apply(ctx: &Context, module: &mut Module, weights: &Weights) -> Result<(), String> {
    let funcs = program_functions(ctx, module);
    if let Weights::Indices(v) = weights {
        for &f in &funcs {
            let n = FuncOp(f).num_arguments(ctx, &module.ir);
            if let Some(&bad) = v.iter().find(|&&i| i >= n) {
                let name = FuncOp(f).name(ctx, &module.ir).unwrap_or_default();
                return Err(format!(
                    "--weights: argument {bad} does not exist: @{name} has {n} argument{}{}",
                    if n == 1 { "" } else { "s" },
                    if n == 0 {
                        String::new()
                    } else {
                        format!(" (0 to {})", n - 1)
                    }
                ));
            }
        }
    }
    for f in funcs {
        let n = FuncOp(f).num_arguments(ctx, &module.ir);
        for i in 0..n {
            let value = weights.is_weight(i, n).then(|| ctx.unit_attr());
            FuncOp(f).set_arg_attr(ctx, &mut module.ir, i, WEIGHT_ATTR, value);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_three_forms() {
        assert_eq!(Weights::parse("none"), Ok(Weights::None));
        assert_eq!(Weights::parse("all-but-first"), Ok(Weights::AllButFirst));
        assert_eq!(
            Weights::parse("4, 1,2,1"),
            Ok(Weights::Indices(vec![1, 2, 4]))
        );
        assert!(Weights::parse("x").is_err());
        assert!(Weights::parse("1,-2").is_err());
        assert!(Weights::parse("").is_err());
        assert!(Weights::AllButFirst.is_weight(1, 3) && !Weights::AllButFirst.is_weight(0, 3));
    }

    fn module(ctx: &Context, text: &str) -> Module {
        Module::parse(ctx, "in.mlir", text.as_bytes()).expect("parses")
    }

    #[test]
    fn marks_exactly_the_named_arguments() {
        let mut ctx = Context::new();
        ipu_passes::import_stablehlo::register_dialects(&mut ctx);
        let text = "func.func @main(%x: tensor<4xf16>, %w: tensor<4xf16> {ipu.weight}, %b: tensor<4xf16>) -> tensor<4xf16> {\n  %y = graph.add %x, %w : tensor<4xf16>\n  return %y : tensor<4xf16>\n}\n";
        let mut m = module(&ctx, text);
        apply(&ctx, &mut m, &Weights::Indices(vec![2])).expect("applies");
        let f = program_functions(&ctx, &m)[0];
        let marked: Vec<bool> = (0..3)
            .map(|i| FuncOp(f).is_weight_arg(&ctx, &m.ir, i))
            .collect();
        assert_eq!(marked, [false, false, true]);
        apply(&ctx, &mut m, &Weights::AllButFirst).expect("applies");
        let marked: Vec<bool> = (0..3)
            .map(|i| FuncOp(f).is_weight_arg(&ctx, &m.ir, i))
            .collect();
        assert_eq!(marked, [false, true, true]);
        let printed = m.print(&ctx, &ipu_dialects::PrintFlags::default());
        assert!(
            printed.contains("%arg1: tensor<4xf16> {ipu.weight}"),
            "{printed}"
        );
        apply(&ctx, &mut m, &Weights::None).expect("applies");
        assert!(
            !m.print(&ctx, &ipu_dialects::PrintFlags::default())
                .contains("ipu.weight")
        );
        assert_eq!(
            apply(&ctx, &mut m, &Weights::Indices(vec![1, 3])),
            Err("--weights: argument 3 does not exist: @main has 3 arguments (0 to 2)".into())
        );
    }
}
