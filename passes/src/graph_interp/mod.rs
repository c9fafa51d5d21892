//! The graph interpreter: evaluates a `func.func` of graph ops on host tensors, with
//! the graph dialect's reference semantics (`dialects/graph/README.md`): every op
//! computes in f32 (sums and softmax in f64, as the host reference does) and rounds its
//! result to the result element type — f16 and bf16 through `half`, f8 through
//! `ipu_runtime::numerics` (MLIR / `ml_dtypes` semantics: round to nearest even; an
//! E4M3FN overflow is NaN, an E5M2 overflow ±∞).
//!
//! The kernels are the runtime's host-reference kernels (`ipu_runtime::reference::tensor`:
//! the f32 GEMM is `ndarray`'s, backed by `matrixmultiply`); this module only maps ops
//! onto them. It is what the fusion property tests compare a rewritten graph against
//! and what the importer's end-to-end tests run.
//!
//! ```
//! use ipu_dialects::{Context, Module, register_all_dialects};
//! use ipu_passes::graph_interp::{Tensor, interpret_module};
//! use ipu_runtime::numerics::DType;
//!
//! let mut ctx = Context::new();
//! register_all_dialects(&mut ctx);
//! let text = "func.func @main(%x: tensor<2xf16>) -> tensor<2xf16> {
//!   %y = graph.add %x, %x : tensor<2xf16>
//!   return %y : tensor<2xf16>
//! }";
//! let module = Module::parse(&ctx, "add.mlir", text.as_bytes()).map_err(|_| "parse")?;
//! let x = Tensor::new(vec![2], DType::F16, vec![1.5, -2.0])?;
//! let out = interpret_module(&ctx, &module, "main", &[x]).map_err(|e| e.to_string())?;
//! assert_eq!(out[0].data, vec![3.0, -4.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Not supported (each a located error, never a panic): ops other than the graph ops,
//! `func.return` and `func.call`; `dense_resource` constants; recursion deeper than
//! [`MAX_CALL_DEPTH`].

pub(crate) mod eval;
mod random;

use rustc_hash::FxHashMap;

use ipu_dialects::func_dialect::FuncOp;
use ipu_dialects::{
    Context, Diagnostic, FloatKind, Ir, Module, OpId, SourceMap, TypeKind, ValueId, render_all,
};
use ipu_runtime::numerics::DType;

pub use ipu_runtime::reference::Tensor;
pub use random::random_values;

/// How deep `func.call`s may nest before the interpreter gives up.
pub const MAX_CALL_DEPTH: usize = 64;

/// Errors of the graph interpreter.
#[derive(Debug, Clone, thiserror::Error)]
pub enum InterpError {
    /// User input: the named function does not exist in the module.
    #[error("no function named '@{0}' in the module")]
    NoFunction(String),
    /// User input: the inputs do not match the function's arguments (count, shape or
    /// element type).
    #[error("{0}")]
    Inputs(String),
    /// User input: an op the interpreter cannot evaluate, or one that does not verify
    /// (the message says which); located at the op. Render it with
    /// [`InterpError::render`].
    #[error("{}", .0.message)]
    Op(Diagnostic),
}

impl InterpError {
    /// The error as `file:line:col: error: ...` (with the source line when `sources`
    /// has it).
    pub fn render(&self, ctx: &Context, sources: &SourceMap) -> String {
        match self {
            InterpError::Op(d) => render_all(std::slice::from_ref(d), ctx, sources),
            other => format!("error: {other}\n"),
        }
    }
}

/// `Result` with [`InterpError`].
pub type Result<T> = std::result::Result<T, InterpError>;

/// Evaluates function `@name` of `module` on `inputs` (one per argument, in order);
/// returns the values it returns, in order.
pub fn interpret_module(
    ctx: &Context,
    module: &Module,
    name: &str,
    inputs: &[Tensor],
) -> Result<Vec<Tensor>> {
    let func = find_function(ctx, &module.ir, module.op, name)
        .ok_or_else(|| InterpError::NoFunction(name.to_string()))?;
    interpret_function(ctx, &module.ir, func, inputs)
}

/// Evaluates the `func.func` `func` on `inputs` (one per argument, in order; each is
/// rounded to the argument's element type first, as a value of that type must be).
pub fn interpret_function(
    ctx: &Context,
    ir: &Ir,
    func: OpId,
    inputs: &[Tensor],
) -> Result<Vec<Tensor>> {
    Interpreter { ctx, ir }.call(func, inputs, 0)
}

/// The `func.func` named `name` directly inside `root` (a module).
fn find_function(ctx: &Context, ir: &Ir, root: OpId, name: &str) -> Option<OpId> {
    let region = *ir.regions(root).first()?;
    let block = ir.entry_block(region)?;
    ir.block_ops(block).find(|&o| {
        FuncOp::cast(ctx, ir, o).is_some_and(|f| f.name(ctx, ir).as_deref() == Some(name))
    })
}

/// The element type of a graph tensor type as a runtime `DType`.
pub(crate) fn dtype_of(ctx: &Context, ty: ipu_dialects::Type) -> Option<(Vec<usize>, DType)> {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let dtype = match ctx.type_kind(*element) {
        TypeKind::Float(FloatKind::F32) => DType::F32,
        TypeKind::Float(FloatKind::F16) => DType::F16,
        TypeKind::Float(FloatKind::BF16) => DType::BF16,
        TypeKind::Float(FloatKind::F8E4M3FN) => DType::F8E4M3FN,
        TypeKind::Float(FloatKind::F8E5M2) => DType::F8E5M2,
        TypeKind::Integer { width: 32, .. } => DType::I32,
        TypeKind::Integer { width: 1, .. } => DType::I1,
        _ => return None,
    };
    let shape = shape
        .iter()
        .map(|&d| usize::try_from(d).ok())
        .collect::<Option<Vec<usize>>>()?;
    Some((shape, dtype))
}

pub(crate) struct Interpreter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) ir: &'a Ir,
}

impl Interpreter<'_> {
    pub(crate) fn error(&self, op: OpId, message: impl std::fmt::Display) -> InterpError {
        let name = self.ctx.op_name_str(self.ir.name(op));
        InterpError::Op(Diagnostic::error(
            self.ir.loc(op),
            format!("'{name}' op {message}"),
        ))
    }

    /// Evaluates `func` on `inputs`.
    pub(crate) fn call(&self, func: OpId, inputs: &[Tensor], depth: usize) -> Result<Vec<Tensor>> {
        let (ctx, ir) = (self.ctx, self.ir);
        if depth > MAX_CALL_DEPTH {
            return Err(self.error(
                func,
                format!("calls nest deeper than {MAX_CALL_DEPTH} levels"),
            ));
        }
        let fname = FuncOp(func).name(ctx, ir).unwrap_or_default();
        let Some(block) = FuncOp(func).body(ir).and_then(|r| ir.entry_block(r)) else {
            return Err(self.error(func, format!("@{fname} has no body to evaluate")));
        };
        let args = ir.block_args(block);
        if args.len() != inputs.len() {
            return Err(InterpError::Inputs(format!(
                "@{fname} takes {} inputs, {} given",
                args.len(),
                inputs.len()
            )));
        }
        let mut values: FxHashMap<ValueId, Tensor> = FxHashMap::default();
        for (i, (&arg, input)) in args.iter().zip(inputs).enumerate() {
            let ty = ir.value_type(arg);
            let Some((shape, dtype)) = dtype_of(ctx, ty) else {
                return Err(InterpError::Inputs(format!(
                    "argument #{i} of @{fname} has type {}, which is not a graph tensor",
                    ipu_dialects::type_to_string(ctx, ty)
                )));
            };
            if input.shape != shape || input.data.len() != input.shape.iter().product::<usize>() {
                return Err(InterpError::Inputs(format!(
                    "input #{i} of @{fname} has shape {:?} ({} values), the argument is {}",
                    input.shape,
                    input.data.len(),
                    ipu_dialects::type_to_string(ctx, ty)
                )));
            }
            values.insert(arg, input.clone().rounded_to(dtype));
        }
        for op in ir.block_ops(block) {
            let name = ctx.op_name_str(ir.name(op));
            let operands: Vec<&Tensor> = ir
                .operands(op)
                .map(|v| {
                    values.get(&v).ok_or_else(|| {
                        self.error(op, "uses a value the interpreter has not computed")
                    })
                })
                .collect::<Result<_>>()?;
            match name {
                "func.return" => return Ok(operands.into_iter().cloned().collect()),
                "func.call" => {
                    let callee = ir
                        .attr(ctx, op, "callee")
                        .and_then(|a| ipu_dialects::lookup_symbol(ctx, ir, op, a))
                        .ok_or_else(|| self.error(op, "calls a function that does not exist"))?;
                    let owned: Vec<Tensor> = operands.into_iter().cloned().collect();
                    let results = self.call(callee, &owned, depth + 1)?;
                    if results.len() != ir.num_results(op) {
                        return Err(self.error(op, "result count differs from the callee's"));
                    }
                    for (&r, t) in ir.results(op).iter().zip(results) {
                        values.insert(r, t);
                    }
                }
                _ => {
                    let result = self.eval(op, name, &operands)?;
                    values.insert(ir.result(op, 0), result);
                }
            }
        }
        Err(self.error(func, format!("@{fname} does not end with 'func.return'")))
    }
}

#[cfg(test)]
mod tests;
