//! Verifiers of the tiled dialect's operations.

use crate::graph::support::{
    F32, I64_ARRAY, INTEGER, STRING, expect_operands, expect_results, f32_value, int_array,
    int_value, list_str, opt_attr, req_attr, string_value, ty_str,
};
use crate::ir::affine::AffineExpr;
use crate::ir::attributes::AttrKind;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::OpRef;
use crate::ir::types::{DYNAMIC, Type, TypeKind};

use super::attr::{TiledLayout, TiledPlan};

type VResult = Result<(), Diagnostic>;

/// The attribute on a `func.func` (or any enclosing op) naming the target of a tiled
/// function (`"ipu21"` when absent).
pub const TARGET_ATTR: &str = "tiled.target";

/// Tiles of the target governing `op` (the nearest enclosing `tiled.target`, else `ipu21`).
fn target_tiles(op: &OpRef<'_>) -> Result<u32, Diagnostic> {
    let mut cur = op.parent_op();
    let mut name = ipu_device::DEFAULT_TARGET.to_string();
    while let Some(o) = cur {
        if let Some(a) = op.ir.attr(op.ctx, o, TARGET_ATTR)
            && let Some(s) = op.ctx.str_value(a)
        {
            name = s.into_owned();
            break;
        }
        cur = op.ir.parent_op(o);
    }
    crate::exchange::target::resolve(op.ctx, &name)
        .map(|t| t.tiles)
        .map_err(|e| op.error(e))
}

/// A ranked static tensor: its shape, element type and layout (if its encoding is one).
struct Tensor {
    shape: Vec<i64>,
    elt: Type,
    layout: Option<TiledLayout>,
}

fn tensor(op: &OpRef<'_>, ty: Type, what: &str, tiles: u32) -> Result<Tensor, Diagnostic> {
    let ctx = op.ctx;
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ty)
    else {
        return Err(op.error(format!(
            "{what} must be a ranked tensor, got {}",
            ty_str(ctx, ty)
        )));
    };
    if shape.contains(&DYNAMIC) {
        return Err(op.error(format!(
            "{what} must have a static shape, got {}",
            ty_str(ctx, ty)
        )));
    }
    let layout = match encoding {
        None => None,
        Some(e) => {
            let l = TiledLayout::from_attr(ctx, *e).ok_or_else(|| {
                op.error(format!(
                    "{what} has an encoding that is not a #tiled.layout: {}",
                    ty_str(ctx, ty)
                ))
            })?;
            l.check(shape, tiles)
                .map_err(|m| op.error(format!("{what}: {m}")))?;
            Some(l)
        }
    };
    Ok(Tensor {
        shape: shape.to_vec(),
        elt: *element,
        layout,
    })
}

/// Operands and result as tensors; the result must have a layout.
fn tensors(op: &OpRef<'_>) -> Result<(Vec<Tensor>, Tensor), Diagnostic> {
    let tiles = target_tiles(op)?;
    let mut ins = Vec::new();
    for i in 0..op.num_operands() {
        ins.push(tensor(
            op,
            op.operand_type(i),
            &format!("operand #{i}"),
            tiles,
        )?);
    }
    expect_results(op, 1)?;
    let r = tensor(op, op.result_type(0), "result #0", tiles)?;
    Ok((ins, r))
}

fn needs_layout(op: &OpRef<'_>, r: &Tensor) -> VResult {
    if r.layout.is_none() {
        return Err(op.error(format!(
            "result #0 must carry a #tiled.layout encoding, got {}",
            ty_str(op.ctx, op.result_type(0))
        )));
    }
    Ok(())
}

fn estimates(op: &OpRef<'_>) -> VResult {
    for name in [
        "estimated_cycles",
        "estimated_exchange_cycles",
        "peak_standard_bytes",
        "peak_interleaved_bytes",
    ] {
        if let Some(v) = opt_attr(op, name, int_value, INTEGER)?
            && v < 0
        {
            return Err(op.error(format!("attribute '{name}' must be >= 0, got {v}")));
        }
    }
    Ok(())
}

fn plan(op: &OpRef<'_>, required: bool) -> Result<Option<TiledPlan>, Diagnostic> {
    let p = opt_attr(op, "plan", TiledPlan::from_attr, "#tiled.plan attribute")?;
    if required && p.is_none() {
        return Err(op.error("requires attribute 'plan'"));
    }
    Ok(p)
}

fn plan_kind(op: &OpRef<'_>, p: &TiledPlan, allowed: &[&str]) -> VResult {
    let kind = match p {
        TiledPlan::Matmul(_) => "matmul",
        TiledPlan::View => "view",
        TiledPlan::Follow { .. } => "follow",
        TiledPlan::Balanced { .. } => "balanced",
    };
    if allowed.contains(&kind) {
        Ok(())
    } else {
        Err(op.error(format!(
            "a '{kind}' plan does not apply (expected {})",
            allowed.join(" or ")
        )))
    }
}

/// `tiled.matmul`.
pub(crate) fn verify_matmul(op: &OpRef<'_>) -> VResult {
    if op.num_operands() < 2 {
        return Err(op.error(format!(
            "expected 2 or more operands, but found {}",
            op.num_operands()
        )));
    }
    let (ins, r) = tensors(op)?;
    needs_layout(op, &r)?;
    let (a, b) = (&ins[0], &ins[1]);
    if a.shape.len() < 2 || b.shape.len() < 2 {
        return Err(op.error("lhs and rhs must have rank >= 2"));
    }
    let (ka, kb) = (a.shape[a.shape.len() - 1], b.shape[b.shape.len() - 2]);
    if ka != kb {
        return Err(op.error(format!("contracting dimensions differ ({ka} vs {kb})")));
    }
    let mut want = a.shape.clone();
    if let Some(l) = want.last_mut() {
        *l = b.shape[b.shape.len() - 1];
    }
    if r.shape != want {
        return Err(op.error(format!(
            "result shape {} should be {}",
            list_str(&r.shape),
            list_str(&want)
        )));
    }
    let p = plan(op, true)?;
    if let Some(p) = &p {
        plan_kind(op, p, &["matmul"])?;
        if let TiledPlan::Matmul(m) = p
            && (m.m == 0 || m.n == 0 || m.k == 0)
        {
            return Err(op.error(format!(
                "plan splits must be >= 1, got m = {}, n = {}, k = {}",
                m.m, m.n, m.k
            )));
        }
    }
    estimates(op)
}

const BINARY: [&str; 13] = [
    "add",
    "sub",
    "mul",
    "div",
    "max",
    "and",
    "or",
    "compare_eq",
    "compare_ne",
    "compare_lt",
    "compare_le",
    "compare_gt",
    "compare_ge",
];
const UNARY: [&str; 9] = [
    "neg",
    "exp",
    "sqrt",
    "rsqrt",
    "tanh",
    "gelu_tanh",
    "gelu_erf",
    "not",
    "cast",
];

/// `tiled.elementwise`.
pub(crate) fn verify_elementwise(op: &OpRef<'_>) -> VResult {
    let kind = req_attr(op, "kind", string_value, STRING)?;
    let arity = if BINARY.contains(&kind.as_str()) {
        2
    } else if UNARY.contains(&kind.as_str()) {
        1
    } else if kind == "select" {
        3
    } else {
        return Err(op.error(format!(
            "unknown elementwise function '{kind}' (expected one of {}, {}, select)",
            BINARY.join(", "),
            UNARY.join(", ")
        )));
    };
    // Ops whose operands' element type may differ from the result's: a cast, a compare
    // (an i1 result), a select's predicate (operand #0).
    let mixed =
        |i: usize| kind == "cast" || kind.starts_with("compare_") || (kind == "select" && i == 0);
    expect_operands(op, arity)?;
    let (ins, r) = tensors(op)?;
    needs_layout(op, &r)?;
    for (i, t) in ins.iter().enumerate() {
        if t.shape != r.shape {
            return Err(op.error(format!(
                "operand #{i} has shape {}, the result {}",
                list_str(&t.shape),
                list_str(&r.shape)
            )));
        }
        if !mixed(i) && t.elt != r.elt {
            return Err(op.error(format!(
                "operand #{i} has element type {}, the result {}",
                ty_str(op.ctx, t.elt),
                ty_str(op.ctx, r.elt)
            )));
        }
    }
    opt_attr(op, "scale", f32_value, F32)?;
    if let Some(p) = plan(op, false)? {
        plan_kind(op, &p, &["follow", "balanced"])?;
        if let TiledPlan::Follow { operand } = p
            && operand as usize >= arity
        {
            return Err(op.error(format!("plan follows operand #{operand} of {arity}")));
        }
    }
    estimates(op)
}

fn dims(op: &OpRef<'_>, rank: usize) -> Result<Vec<i64>, Diagnostic> {
    let d = req_attr(op, "dimensions", int_array, I64_ARRAY)?;
    if d.windows(2).any(|w| w[0] >= w[1]) || d.iter().any(|&x| x < 0 || x as usize >= rank) {
        return Err(op.error(format!(
            "dimensions {} must increase and be below the rank {rank}",
            list_str(&d)
        )));
    }
    Ok(d)
}

/// `tiled.rowwise`.
pub(crate) fn verify_rowwise(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 1)?;
    let (ins, r) = tensors(op)?;
    needs_layout(op, &r)?;
    let kind = req_attr(op, "kind", string_value, STRING)?;
    let d = dims(op, ins[0].shape.len())?;
    let want: Vec<i64> = match kind.as_str() {
        "softmax" => {
            if d.len() != 1 {
                return Err(op.error("softmax works on one dimension"));
            }
            ins[0].shape.clone()
        }
        "argmax" | "argmin" if d.len() != 1 => {
            return Err(op.error(format!("{kind} works on one dimension")));
        }
        "sum" | "max" | "argmax" | "argmin" => ins[0]
            .shape
            .iter()
            .enumerate()
            .filter(|(i, _)| !d.contains(&(*i as i64)))
            .map(|(_, &x)| x)
            .collect(),
        _ => {
            return Err(op.error(format!(
                "unknown row function '{kind}' (expected softmax, sum, max, argmax or argmin)"
            )));
        }
    };
    if r.shape != want {
        return Err(op.error(format!(
            "result shape {} should be {}",
            list_str(&r.shape),
            list_str(&want)
        )));
    }
    if let Some(p) = plan(op, false)? {
        plan_kind(op, &p, &["balanced"])?;
    }
    estimates(op)
}

/// `tiled.gather`.
pub(crate) fn verify_gather(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 2)?;
    let (ins, r) = tensors(op)?;
    needs_layout(op, &r)?;
    let (t, i) = (&ins[0], &ins[1]);
    let i32_ids = matches!(
        op.ctx.type_kind(i.elt),
        crate::ir::types::TypeKind::Integer { width: 32, .. }
    );
    if t.shape.len() != 2 || i.shape.len() != 1 || !i32_ids {
        return Err(op.error(format!(
            "takes a rank-2 table and rank-1 i32 indices, got {} and {}",
            list_str(&t.shape),
            list_str(&i.shape)
        )));
    }
    if r.shape != [i.shape[0], t.shape[1]] || r.elt != t.elt {
        return Err(op.error(format!(
            "result shape {} should be {}, of the table's element type",
            list_str(&r.shape),
            list_str(&[i.shape[0], t.shape[1]])
        )));
    }
    if let Some(p) = plan(op, false)? {
        plan_kind(op, &p, &["balanced"])?;
    }
    estimates(op)
}

/// `tiled.concat`.
pub(crate) fn verify_concat(op: &OpRef<'_>) -> VResult {
    if op.num_operands() == 0 {
        return Err(op.error("expected 1 or more operands, but found 0"));
    }
    let (ins, r) = tensors(op)?;
    needs_layout(op, &r)?;
    let d = req_attr(op, "dimension", int_value, INTEGER)?;
    let rank = r.shape.len();
    if d < 0 || d as usize >= rank {
        return Err(op.error(format!("dimension {d} is not below the rank {rank}")));
    }
    let d = d as usize;
    let mut total = 0;
    for (i, t) in ins.iter().enumerate() {
        let same_outside = t.shape.len() == rank
            && (0..rank).all(|k| k == d || t.shape[k] == r.shape[k])
            && t.elt == r.elt;
        if !same_outside {
            return Err(op.error(format!(
                "operand #{i} ({}) does not match the result outside dimension {d}",
                ty_str(op.ctx, op.operand_type(i))
            )));
        }
        total += t.shape[d];
    }
    if total != r.shape[d] {
        return Err(op.error(format!(
            "result dimension {d} is {}, the operands' sum {total}",
            r.shape[d]
        )));
    }
    if let Some(p) = plan(op, false)? {
        plan_kind(op, &p, &["balanced"])?;
    }
    Ok(())
}

/// `tiled.constant`.
pub(crate) fn verify_constant(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 0)?;
    let (_, r) = tensors(op)?;
    needs_layout(op, &r)?;
    if op.attr("value").is_some() == op.attr("seed").is_some() {
        return Err(op.error("requires exactly one of 'value' and 'seed'"));
    }
    if let Some(p) = plan(op, false)? {
        plan_kind(op, &p, &["balanced"])?;
    }
    Ok(())
}

/// `tiled.view`.
pub(crate) fn verify_view(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 1)?;
    let (ins, r) = tensors(op)?;
    if r.layout.is_some() {
        return Err(op.error(
            "result #0 of a view has no layout (its elements stay in the operand's blocks)",
        ));
    }
    if ins[0].elt != r.elt {
        return Err(op.error("operand and result element types differ"));
    }
    let a = op.required_attr("map")?;
    let AttrKind::AffineMap(map) = op.ctx.attr_kind(a) else {
        return Err(op.error("attribute 'map' failed to satisfy constraint: affine map attribute"));
    };
    if map.num_dims as usize != r.shape.len()
        || map.num_symbols != 0
        || map.results.len() != ins[0].shape.len()
    {
        return Err(op.error(format!(
            "map must take {} dimensions and give {} results",
            r.shape.len(),
            ins[0].shape.len()
        )));
    }
    for (i, e) in map.results.iter().enumerate() {
        let (lo, hi) = match view_expr(e) {
            Some((None, c)) => (c, c),
            Some((Some(d), c)) if (d as usize) < r.shape.len() => (c, c + r.shape[d as usize] - 1),
            _ => {
                return Err(op.error(format!("map result #{i} must be `d_i + c` or a constant")));
            }
        };
        if lo < 0 || hi >= ins[0].shape[i] {
            return Err(op.error(format!(
                "map result #{i} reaches {lo}..={hi}, outside the operand's dimension of {}",
                ins[0].shape[i]
            )));
        }
    }
    if let Some(p) = plan(op, false)? {
        plan_kind(op, &p, &["view"])?;
    }
    Ok(())
}

/// Reads `d_i + c`, `d_i` or `c` as (`Some(i)` or `None`, `c`).
pub fn view_expr(e: &AffineExpr) -> Option<(Option<u32>, i64)> {
    match e {
        AffineExpr::Dim(d) => Some((Some(*d), 0)),
        AffineExpr::Const(c) => Some((None, *c)),
        AffineExpr::Add(a, b) => match (a.as_ref(), b.as_ref()) {
            (AffineExpr::Dim(d), AffineExpr::Const(c))
            | (AffineExpr::Const(c), AffineExpr::Dim(d)) => Some((Some(*d), *c)),
            _ => None,
        },
        _ => None,
    }
}

/// `tiled.rearrange`.
pub(crate) fn verify_rearrange(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 1)?;
    let (ins, r) = tensors(op)?;
    needs_layout(op, &r)?;
    if ins[0].shape != r.shape || ins[0].elt != r.elt {
        return Err(op.error(format!(
            "operand {} and result {} differ in shape or element type",
            ty_str(op.ctx, op.operand_type(0)),
            ty_str(op.ctx, op.result_type(0))
        )));
    }
    Ok(())
}
