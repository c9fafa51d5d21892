//! The `test` dialect and `test-*` passes: small, fully specified pieces that let
//! the pass manager and the generic passes be tested on their own (as MLIR's test
//! dialect and `-test-*` passes in `mlir-opt`).
//!
//! Ops (integer arithmetic wraps at the result type's width):
//! - `test.constant {value = 3 : i32} : () -> i32`: `Pure`, `ConstantLike`; folds to `value`;
//! - `test.add`, `test.mul`: `Pure`, `Commutative`, two operands of the result type;
//!   fold constants, `x + 0 = x`, `x * 1 = x`, `x * 0 = 0`;
//! - `test.neg`: `Pure`; folds a constant; the `test-double-negation` pattern rewrites
//!   `neg(neg(x))` to `x`;
//! - `test.effect`: any operands and results, side effects (never removed or merged);
//! - `test.br`: a terminator with any successors (control flow for tests);
//! - `test.checked`: its verifier rejects an `invalid` attribute (used to test
//!   verification after each pass, with the `test-invalidate-ir` pass).

use ipu_dialects::{
    Attribute, Diagnostic, Dialect, FoldResult, OpDef, OpId, OpRef, Rewriter, Traits, TypeKind,
    WalkOrder,
};
use smallvec::{SmallVec, smallvec};

use crate::canonicalize::{DialectPatterns, Pattern};
use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

fn verify_constant(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    let value = op.required_attr("value")?;
    if op.num_operands() != 0 || op.num_results() != 1 {
        return Err(op.error("expects no operands and one result"));
    }
    if let Some(t) = op.ctx.attr_type(value)
        && t != op.result_type(0)
    {
        return Err(op.error("requires the type of 'value' to be the result type"));
    }
    Ok(())
}

fn fold_constant(op: &OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    op.attr("value").map(|a| smallvec![FoldResult::Attr(a)])
}

fn verify_binary(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    if op.num_operands() != 2 || op.num_results() != 1 {
        return Err(op.error(format!(
            "expects 2 operands and 1 result, got {} and {}",
            op.num_operands(),
            op.num_results()
        )));
    }
    Ok(())
}

fn verify_unary(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    if op.num_operands() != 1 || op.num_results() != 1 {
        return Err(op.error("expects 1 operand and 1 result"));
    }
    Ok(())
}

fn int_of(op: &OpRef<'_>, a: Option<Attribute>) -> Option<i128> {
    a.and_then(|a| op.ctx.int_value(a))
}

fn is_int(op: &OpRef<'_>) -> bool {
    matches!(
        op.ctx.type_kind(op.result_type(0)),
        TypeKind::Integer { .. } | TypeKind::Index
    )
}

fn int_result(op: &OpRef<'_>, v: i128) -> SmallVec<[FoldResult; 1]> {
    smallvec![FoldResult::Attr(op.ctx.int_attr(op.result_type(0), v))]
}

fn fold_add(op: &OpRef<'_>, c: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    if !is_int(op) || c.len() != 2 {
        return None;
    }
    match (int_of(op, c[0]), int_of(op, c[1])) {
        (Some(a), Some(b)) => Some(int_result(op, a.wrapping_add(b))),
        (_, Some(0)) => Some(smallvec![FoldResult::Value(op.operand(0))]),
        (Some(0), _) => Some(smallvec![FoldResult::Value(op.operand(1))]),
        _ => None,
    }
}

fn fold_mul(op: &OpRef<'_>, c: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    if !is_int(op) || c.len() != 2 {
        return None;
    }
    match (int_of(op, c[0]), int_of(op, c[1])) {
        (Some(a), Some(b)) => Some(int_result(op, a.wrapping_mul(b))),
        (_, Some(0)) | (Some(0), _) => Some(int_result(op, 0)),
        (_, Some(1)) => Some(smallvec![FoldResult::Value(op.operand(0))]),
        (Some(1), _) => Some(smallvec![FoldResult::Value(op.operand(1))]),
        _ => None,
    }
}

fn fold_neg(op: &OpRef<'_>, c: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
    if !is_int(op) || c.len() != 1 {
        return None;
    }
    int_of(op, c[0]).map(|a| int_result(op, a.wrapping_neg()))
}

fn verify_checked(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    if op.attr("invalid").is_some() {
        return Err(op.error("has the 'invalid' attribute"));
    }
    Ok(())
}

const ARITH: Traits = Traits::PURE
    .or(Traits::ZERO_REGIONS)
    .or(Traits::ZERO_SUCCESSORS)
    .or(Traits::SAME_OPERANDS_AND_RESULT_TYPE);

static OPS: [OpDef; 7] = [
    OpDef {
        name: "test.constant",
        summary: "An integer (or any typed) constant",
        description: "Materialises `value`; the result has its type.",
        traits: Traits::PURE
            .or(Traits::CONSTANT_LIKE)
            .or(Traits::ZERO_REGIONS)
            .or(Traits::ZERO_SUCCESSORS),
        inherent_attrs: &["value"],
        verify: Some(verify_constant),
        fold: Some(fold_constant),
        example: "%c = \"test.constant\"() <{value = 3 : i32}> : () -> i32",
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.add",
        summary: "Integer addition (wrapping)",
        description: "Folds constants and `x + 0`.",
        traits: ARITH.or(Traits::COMMUTATIVE),
        verify: Some(verify_binary),
        fold: Some(fold_add),
        example: "%s = \"test.add\"(%a, %b) : (i32, i32) -> i32",
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.mul",
        summary: "Integer multiplication (wrapping)",
        description: "Folds constants, `x * 0` and `x * 1`.",
        traits: ARITH.or(Traits::COMMUTATIVE),
        verify: Some(verify_binary),
        fold: Some(fold_mul),
        example: "%p = \"test.mul\"(%a, %b) : (i32, i32) -> i32",
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.neg",
        summary: "Integer negation (wrapping)",
        description: "Folds a constant; `neg(neg(x))` becomes `x` by the `test-double-negation` pattern.",
        traits: ARITH,
        verify: Some(verify_unary),
        fold: Some(fold_neg),
        example: "%n = \"test.neg\"(%a) : (i32) -> i32",
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.effect",
        summary: "An operation with side effects",
        description: "Any operands and results; never removed or merged.",
        example: "%v = \"test.effect\"(%a) : (i32) -> i32",
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.br",
        summary: "A terminator branching to one of its successors",
        description: "Which successor is taken is unknown to passes; operands are ignored.",
        traits: Traits::TERMINATOR.or(Traits::ZERO_REGIONS),
        example: "\"test.br\"(%c)[^bb1, ^bb2] : (i1) -> ()",
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "test.checked",
        summary: "An operation whose verifier rejects an `invalid` attribute",
        description: "Used with the `test-invalidate-ir` pass to test verification after each pass.",
        verify: Some(verify_checked),
        example: "\"test.checked\"() : () -> ()",
        ..OpDef::DEFAULT
    },
];

/// The `test` dialect (see the module doc).
pub static TEST_DIALECT: Dialect = Dialect {
    name: "test",
    summary: "Operations for testing the pass manager and the generic passes",
    ops: &OPS,
    ..Dialect::DEFAULT
};

fn double_negation(rw: &mut Rewriter<'_>, op: OpId) -> ipu_dialects::Result<bool> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let inner = match ir.defining_op(ir.operand(op, 0)) {
        Some(d) if ctx.op_name_str(ir.name(d)) == "test.neg" => d,
        _ => return Ok(false),
    };
    let x = ir.operand(inner, 0);
    rw.replace_op(op, &[x])?;
    Ok(true)
}

/// The `test` dialect's canonicalization patterns.
pub static TEST_PATTERNS: DialectPatterns = DialectPatterns {
    dialect: "test",
    patterns: &[Pattern {
        name: "test-double-negation",
        root: "test.neg",
        benefit: 1,
        apply: double_negation,
    }],
    materialize_constant: None,
};

crate::pass_options! {
    /// Options of [`TestPassFailure`].
    pub struct TestPassFailureOptions {
        /// The error message.
        message("message"): String = "test pass failure".to_string(),
        /// Fail only on the op whose symbol name is this (empty: on every op).
        symbol("symbol"): String = String::new(),
    }
}

/// `test-pass-failure`: fails with a located error (MLIR's `-test-pass-failure`).
#[derive(Debug)]
pub struct TestPassFailure(TestPassFailureOptions);

impl Pass for TestPassFailure {
    const NAME: &'static str = "test-pass-failure";
    const TYPE_NAME: &'static str = "TestPassFailure";
    const SUMMARY: &'static str =
        "Test pass that fails (for testing failure handling and reproducers)";
    const ANCHOR: Anchor = Anchor::Any;
    type Options = TestPassFailureOptions;

    fn new(o: TestPassFailureOptions) -> Result<Self, String> {
        Ok(TestPassFailure(o))
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        if !self.0.symbol.is_empty() {
            let name = ipu_dialects::symbol_name(cx.ctx, cx.ir, op);
            if name.map(|n| cx.ctx.ident_str(n)) != Some(self.0.symbol.as_str()) {
                return Ok(Preserved::all());
            }
        }
        Err(OpRef::new(cx.ctx, cx.ir, op).error(&self.0.message).into())
    }
}

/// `test-invalidate-ir`: puts an `invalid` attribute on every `test.checked` op,
/// which makes the IR fail verification.
#[derive(Debug)]
pub struct TestInvalidateIr;

impl Pass for TestInvalidateIr {
    const NAME: &'static str = "test-invalidate-ir";
    const TYPE_NAME: &'static str = "TestInvalidateIR";
    const SUMMARY: &'static str =
        "Test pass that makes 'test.checked' ops invalid (for testing verify-each)";
    const ANCHOR: Anchor = Anchor::Any;
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(TestInvalidateIr)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ops = cx
            .ir
            .collect_ops(op, |o| cx.ctx.op_name_str(cx.ir.name(o)) == "test.checked");
        let unit = cx.ctx.unit_attr();
        for &o in &ops {
            cx.ir.set_attr(cx.ctx, o, "invalid", unit);
        }
        Ok(Preserved::unless_changed(!ops.is_empty()))
    }
}

/// `test-remarks`: emits a remark per function with its number of operations.
#[derive(Debug)]
pub struct TestRemarks;

impl Pass for TestRemarks {
    const NAME: &'static str = "test-remarks";
    const TYPE_NAME: &'static str = "TestRemarks";
    const SUMMARY: &'static str =
        "Test pass that emits a remark per function (for testing diagnostics)";
    const ANCHOR: Anchor = Anchor::Func;
    const STATISTICS: &'static [Statistic] = &[Statistic {
        name: "num-ops",
        help: "Number of operations counted",
    }];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(TestRemarks)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let mut n = 0u64;
        cx.ir
            .walk(op, WalkOrder::PreOrder, |o| n += u64::from(o != op));
        let name = ipu_dialects::symbol_name(cx.ctx, cx.ir, op)
            .map(|s| cx.ctx.ident_str(s).to_string())
            .unwrap_or_default();
        cx.emit(Diagnostic::remark(
            cx.ir.loc(op),
            format!("function @{name} has {n} operations"),
        ));
        cx.bump("num-ops", n);
        Ok(Preserved::all())
    }
}

/// Helpers for the passes' unit tests.
#[cfg(test)]
pub(crate) mod util {
    use ipu_dialects::{Context, Module, PrintFlags, SourceMap, render_all};

    use crate::manager::executor::{PassManager, RunOptions};

    /// Parses `input` (with the `test` dialect registered), runs `--pass=<passes>` on
    /// it with `threads` threads, and returns the printed module or the rendered
    /// diagnostics (and, after them, the printed module).
    pub(crate) fn run_with(passes: &str, input: &str, threads: usize) -> String {
        let mut ctx = Context::new();
        ctx.register_dialect(&super::TEST_DIALECT);
        let mut sources = SourceMap::new();
        sources.add(ctx.ident("in.mlir"), input.as_bytes().to_vec().into());
        let mut module = match Module::parse(&ctx, "in.mlir", input.as_bytes()) {
            Ok(m) => m,
            Err(d) => return render_all(&d, &ctx, &sources),
        };
        let diags = module.verify(&ctx);
        if !diags.is_empty() {
            return format!(
                "input does not verify:\n{}",
                render_all(&diags, &ctx, &sources)
            );
        }
        let pipeline = match crate::parse_pass_list(&crate::REGISTRY, passes) {
            Ok(p) => p,
            Err(e) => return e.render(),
        };
        let pm = PassManager::new(
            pipeline,
            RunOptions {
                threads,
                ..RunOptions::default()
            },
        );
        let report = pm.run(&ctx, &mut module);
        let mut out = render_all(&report.diagnostics, &ctx, &sources);
        if !report.failed {
            out.push_str(&module.print(&ctx, &PrintFlags::default()));
        }
        out
    }

    /// [`run_with`] on one thread, compared with `expect` (whitespace at both ends ignored).
    pub(crate) fn check(passes: &str, input: &str, expect: &str) {
        let got = run_with(passes, input, 1);
        assert_eq!(
            got.trim(),
            expect.trim(),
            "\n--- got:\n{got}\n--- for --pass={passes} on:\n{input}"
        );
    }
}
