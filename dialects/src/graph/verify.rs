//! The graph dialect's verifiers. Each checks the rules listed in its op's
//! documentation and reports the first violation at the op, worded as MLIR does
//! (`'graph.matmul' op contracting dimensions differ (1152 vs 1024)`).
//!
//! The IR core has checked the traits first (`SameOperandsAndResultType`, zero
//! regions, ...); these verifiers check counts, tensor types (ranked, static shape,
//! a graph element type), attributes and shapes.

use crate::ir::attributes::AttrKind;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::OpRef;
use crate::ir::types::FloatKind;

use super::attr::{Distribution, EpilogueStep, GeluApproximation, ReduceKind, operand_cast};
use super::support::{
    F32, I64_ARRAY, INTEGER, STRING, TensorTy, expect_min_operands, expect_operands,
    expect_results, f32_value, int_array, int_value, is_f8, list_str, operand, opt_attr, req_attr,
    result, string_value, tensor_ty, ty_str,
};

type VResult = Result<(), Diagnostic>;

/// `graph.constant`.
pub(crate) fn verify_constant(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 0)?;
    expect_results(op, 1)?;
    let r = result(op, 0)?;
    let ctx = op.ctx;
    match (op.attr("value"), op.attr("seed")) {
        (Some(_), Some(_)) => Err(op.error(
            "requires either attribute 'value' (dense form) or attribute 'seed' (random form), not both",
        )),
        (None, None) => Err(op.error(
            "requires attribute 'value' (dense form) or attribute 'seed' (random form)",
        )),
        (Some(value), None) => {
            let ty = match ctx.attr_kind(value) {
                AttrKind::DenseElements { ty, .. } => *ty,
                _ => {
                    return Err(op.error(
                        "attribute 'value' failed to satisfy constraint: dense elements attribute",
                    ));
                }
            };
            if ty != r.ty {
                return Err(op.error(format!(
                    "value type {} does not match result type {}",
                    ty_str(ctx, ty),
                    ty_str(ctx, r.ty)
                )));
            }
            for name in ["distribution", "scale"] {
                if op.attr(name).is_some() {
                    return Err(op.error(format!(
                        "attribute '{name}' is only allowed on a random constant (with 'seed')"
                    )));
                }
            }
            Ok(())
        }
        (None, Some(_)) => {
            let seed = req_attr(op, "seed", int_value, INTEGER)?;
            if seed < 0 {
                return Err(op.error(format!("attribute 'seed' must be >= 0, got {seed}")));
            }
            if let Some(d) = opt_attr(op, "distribution", string_value, STRING)?
                && Distribution::from_name(&d).is_none()
            {
                return Err(op.error(format!(
                    "attribute 'distribution' must be \"normal\" or \"uniform\", got \"{d}\""
                )));
            }
            if let Some(s) = opt_attr(op, "scale", f32_value, F32)? {
                check_positive_scale(op, "attribute 'scale'", s)?;
            }
            Ok(())
        }
    }
}

fn check_positive_scale(op: &OpRef<'_>, what: &str, s: f64) -> VResult {
    if s.is_finite() && s > 0.0 {
        Ok(())
    } else {
        Err(op.error(format!("{what} must be finite and > 0, got {s}")))
    }
}

/// Rejects an integer tensor where only floats are meaningful (`what` names the operand);
/// `i32` is allowed when `i32_ok`.
fn float_only(op: &OpRef<'_>, t: &TensorTy<'_>, i32_ok: bool, what: &str) -> VResult {
    match t.int_width(op.ctx) {
        None => Ok(()),
        Some(32) if i32_ok => Ok(()),
        Some(_) => Err(op.error(format!(
            "{what} must have element type {}, got {}",
            if i32_ok {
                "f32, f16, bf16, f8E4M3FN, f8E5M2 or i32"
            } else {
                "f32, f16, bf16, f8E4M3FN or f8E5M2"
            },
            ty_str(op.ctx, t.ty)
        ))),
    }
}

/// `graph.add`, `sub`, `mul`, `div`, `max` (all but `div` also on `i32`).
pub(crate) fn verify_binary(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 2)?;
    expect_results(op, 1)?;
    let x = operand(op, 0)?;
    operand(op, 1)?;
    result(op, 0)?;
    float_only(op, &x, op.name() != "graph.div", "operand #0")
}

/// `graph.neg`, `exp`, `sqrt`, `rsqrt`, `tanh`.
pub(crate) fn verify_unary(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 1)?;
    expect_results(op, 1)?;
    let x = operand(op, 0)?;
    result(op, 0)?;
    float_only(op, &x, false, "operand #0")
}

/// The tensor must be of element type `i1`.
fn expect_i1(op: &OpRef<'_>, t: &TensorTy<'_>, what: &str) -> VResult {
    if t.int_width(op.ctx) == Some(1) {
        return Ok(());
    }
    Err(op.error(format!(
        "{what} must have element type i1, got {}",
        ty_str(op.ctx, t.ty)
    )))
}

/// `graph.compare`.
pub(crate) fn verify_compare(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 2)?;
    expect_results(op, 1)?;
    let (l, r, out) = (operand(op, 0)?, operand(op, 1)?, result(op, 0)?);
    if l.ty != r.ty {
        return Err(op.error(format!(
            "operands must have one type, got {} and {}",
            ty_str(op.ctx, l.ty),
            ty_str(op.ctx, r.ty)
        )));
    }
    expect_i1(op, &out, "result #0")?;
    expect_result_shape(op, &out, l.shape)?;
    let dir = req_attr(op, "comparison_direction", string_value, STRING)?;
    if super::attr::comparison_direction(&dir).is_none() {
        return Err(op.error(format!(
            "attribute 'comparison_direction' must be one of \"EQ\", \"NE\", \"LT\", \"LE\", \"GT\", \"GE\", got \"{dir}\""
        )));
    }
    Ok(())
}

/// `graph.select`.
pub(crate) fn verify_select(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 3)?;
    expect_results(op, 1)?;
    let (p, t, f, out) = (
        operand(op, 0)?,
        operand(op, 1)?,
        operand(op, 2)?,
        result(op, 0)?,
    );
    expect_i1(op, &p, "operand #0")?;
    if t.ty != f.ty || t.ty != out.ty {
        return Err(op.error(format!(
            "on_true, on_false and the result must have one type, got {}, {} and {}",
            ty_str(op.ctx, t.ty),
            ty_str(op.ctx, f.ty),
            ty_str(op.ctx, out.ty)
        )));
    }
    if p.shape != t.shape {
        return Err(op.error(format!(
            "pred shape {} differs from the operands' {}",
            list_str(p.shape),
            list_str(t.shape)
        )));
    }
    Ok(())
}

/// `graph.and`, `graph.or`, `graph.not`.
pub(crate) fn verify_logic(op: &OpRef<'_>) -> VResult {
    expect_results(op, 1)?;
    for i in 0..op.num_operands() {
        expect_i1(op, &operand(op, i)?, &format!("operand #{i}"))?;
    }
    expect_i1(op, &result(op, 0)?, "result #0")
}

/// `graph.gather`.
pub(crate) fn verify_gather(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 2)?;
    expect_results(op, 1)?;
    let (t, i, r) = (operand(op, 0)?, operand(op, 1)?, result(op, 0)?);
    float_only(op, &t, true, "operand #0")?;
    if t.rank() != 2 {
        return Err(op.error(format!(
            "table must have rank 2, got {}",
            ty_str(op.ctx, t.ty)
        )));
    }
    if i.rank() != 1 || i.int_width(op.ctx) != Some(32) {
        return Err(op.error(format!(
            "indices must be a rank-1 tensor of i32, got {}",
            ty_str(op.ctx, i.ty)
        )));
    }
    same_element(op, &t, &r)?;
    expect_result_shape(op, &r, &[i.shape[0], t.shape[1]])
}

/// `graph.argmax`, `graph.argmin`.
pub(crate) fn verify_arg_reduce(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    float_only(op, &x, true, "operand #0")?;
    if r.int_width(op.ctx) != Some(32) {
        return Err(op.error(format!(
            "result #0 must have element type i32, got {}",
            ty_str(op.ctx, r.ty)
        )));
    }
    let dim = req_attr(op, "dimension", int_value, INTEGER)?;
    if dim < 0 || dim as usize >= x.rank() {
        return Err(op.error(format!(
            "dimension {dim} is out of range for an operand of rank {}",
            x.rank()
        )));
    }
    let expected: Vec<i64> = (0..x.rank())
        .filter(|&d| d != dim as usize)
        .map(|d| x.shape[d])
        .collect();
    expect_result_shape(op, &r, &expected)
}

/// `graph.gelu`.
pub(crate) fn verify_gelu(op: &OpRef<'_>) -> VResult {
    verify_unary(op)?;
    if let Some(a) = opt_attr(op, "approximate", string_value, STRING)?
        && GeluApproximation::from_name(&a).is_none()
    {
        return Err(op.error(format!(
            "attribute 'approximate' must be \"tanh\" or \"none\", got \"{a}\""
        )));
    }
    Ok(())
}

/// One operand, one result, both graph tensors.
fn unary_tensors<'a>(op: &OpRef<'a>) -> Result<(TensorTy<'a>, TensorTy<'a>), Diagnostic> {
    expect_operands(op, 1)?;
    expect_results(op, 1)?;
    Ok((operand(op, 0)?, result(op, 0)?))
}

/// The result element type must be the operand's.
fn same_element(op: &OpRef<'_>, x: &TensorTy<'_>, r: &TensorTy<'_>) -> VResult {
    if x.elt == r.elt {
        return Ok(());
    }
    Err(op.error(format!(
        "result element type {} differs from operand element type {}",
        ty_str(op.ctx, r.elt),
        ty_str(op.ctx, x.elt)
    )))
}

/// The result shape must be `expected`.
fn expect_result_shape(op: &OpRef<'_>, r: &TensorTy<'_>, expected: &[i64]) -> VResult {
    if r.shape == expected {
        return Ok(());
    }
    let want = op.ctx.tensor_type(expected, r.elt);
    Err(op.error(format!(
        "result type {} does not match the expected {}",
        ty_str(op.ctx, r.ty),
        ty_str(op.ctx, want)
    )))
}

/// `graph.cast`.
pub(crate) fn verify_cast(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    if x.shape != r.shape {
        return Err(op.error(format!(
            "requires the same shape for all operands and results, got {} and {}",
            ty_str(op.ctx, x.ty),
            ty_str(op.ctx, r.ty)
        )));
    }
    if let Some(s) = opt_attr(op, "scale", f32_value, F32)? {
        check_positive_scale(op, "attribute 'scale'", s)?;
    }
    Ok(())
}

/// True if `p` is a permutation of `0..n`.
fn is_permutation(p: &[i64], n: usize) -> bool {
    let mut seen = vec![false; n];
    p.len() == n
        && p.iter().all(|&i| {
            usize::try_from(i)
                .ok()
                .filter(|&i| i < n)
                .is_some_and(|i| !std::mem::replace(&mut seen[i], true))
        })
}

/// `graph.transpose`.
pub(crate) fn verify_transpose(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    let perm = req_attr(op, "permutation", int_array, I64_ARRAY)?;
    if perm.len() != x.rank() {
        return Err(op.error(format!(
            "permutation has {} entries for an operand of rank {}",
            perm.len(),
            x.rank()
        )));
    }
    if !is_permutation(&perm, x.rank()) {
        return Err(op.error(format!(
            "permutation {} is not a permutation of 0..{}",
            list_str(&perm),
            x.rank()
        )));
    }
    same_element(op, &x, &r)?;
    let expected: Vec<i64> = perm.iter().map(|&p| x.shape[p as usize]).collect();
    expect_result_shape(op, &r, &expected)
}

/// `graph.reshape`.
pub(crate) fn verify_reshape(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    same_element(op, &x, &r)?;
    if x.numel() != r.numel() {
        return Err(op.error(format!(
            "requires the same number of elements in operand and result ({} vs {})",
            x.numel(),
            r.numel()
        )));
    }
    Ok(())
}

/// `graph.broadcast`.
pub(crate) fn verify_broadcast(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    same_element(op, &x, &r)?;
    let dims = req_attr(op, "dimensions", int_array, I64_ARRAY)?;
    if dims.len() != x.rank() {
        return Err(op.error(format!(
            "dimensions has {} entries for an operand of rank {}",
            dims.len(),
            x.rank()
        )));
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op.error(format!(
            "dimensions must be strictly increasing, got {}",
            list_str(&dims)
        )));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d as usize >= r.rank() {
            return Err(op.error(format!(
                "dimensions[{i}] = {d} is out of range for a result of rank {}",
                r.rank()
            )));
        }
        let (od, rd) = (x.shape[i], r.shape[d as usize]);
        if od != 1 && od != rd {
            return Err(op.error(format!(
                "operand dimension {i} ({od}) must be 1 or equal to result dimension {d} ({rd})"
            )));
        }
    }
    Ok(())
}

/// A dimension attribute in `[0, rank)`.
fn dimension_in_range(op: &OpRef<'_>, rank: usize) -> Result<usize, Diagnostic> {
    let d = req_attr(op, "dimension", int_value, INTEGER)?;
    if d < 0 || d as usize >= rank {
        return Err(op.error(format!("dimension {d} is out of range for rank {rank}")));
    }
    Ok(d as usize)
}

/// `graph.concat`.
pub(crate) fn verify_concat(op: &OpRef<'_>) -> VResult {
    expect_min_operands(op, 1)?;
    expect_results(op, 1)?;
    let first = operand(op, 0)?;
    let r = result(op, 0)?;
    let dim = dimension_in_range(op, first.rank())?;
    let mut expected = first.shape.to_vec();
    for i in 1..op.num_operands() {
        let t = operand(op, i)?;
        if t.elt != first.elt {
            return Err(op.error(format!(
                "operand #{i} element type {} differs from operand #0 element type {}",
                ty_str(op.ctx, t.elt),
                ty_str(op.ctx, first.elt)
            )));
        }
        if t.rank() != first.rank() {
            return Err(op.error(format!(
                "operand #{i} has rank {}, operand #0 has rank {}",
                t.rank(),
                first.rank()
            )));
        }
        for d in (0..t.rank()).filter(|&d| d != dim) {
            if t.shape[d] != first.shape[d] {
                return Err(op.error(format!(
                    "operand #{i} dimension {d} ({}) differs from operand #0 ({})",
                    t.shape[d], first.shape[d]
                )));
            }
        }
        expected[dim] += t.shape[dim];
    }
    same_element(op, &first, &r)?;
    expect_result_shape(op, &r, &expected)
}

/// `graph.slice`.
pub(crate) fn verify_slice(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    same_element(op, &x, &r)?;
    let start = req_attr(op, "start", int_array, I64_ARRAY)?;
    let limit = req_attr(op, "limit", int_array, I64_ARRAY)?;
    let strides = opt_attr(op, "strides", int_array, I64_ARRAY)?.unwrap_or(vec![1; x.rank()]);
    for (name, v) in [("start", &start), ("limit", &limit), ("strides", &strides)] {
        if v.len() != x.rank() {
            return Err(op.error(format!(
                "{name} has {} entries for an operand of rank {}",
                v.len(),
                x.rank()
            )));
        }
    }
    let mut expected = Vec::with_capacity(x.rank());
    for d in 0..x.rank() {
        let (s, l, st, size) = (start[d], limit[d], strides[d], x.shape[d]);
        if st < 1 {
            return Err(op.error(format!("strides must be >= 1, got {st} in dimension {d}")));
        }
        if !(0 <= s && s <= l && l <= size) {
            return Err(op.error(format!(
                "requires 0 <= start <= limit <= dimension size in dimension {d}, got start {s}, limit {l}, size {size}"
            )));
        }
        expected.push((l - s + st - 1) / st);
    }
    expect_result_shape(op, &r, &expected)
}

/// `graph.softmax`.
pub(crate) fn verify_softmax(op: &OpRef<'_>) -> VResult {
    let (x, _) = unary_tensors(op)?;
    float_only(op, &x, false, "operand #0")?;
    dimension_in_range(op, x.rank())?;
    Ok(())
}

/// `graph.reduce`.
pub(crate) fn verify_reduce(op: &OpRef<'_>) -> VResult {
    let (x, r) = unary_tensors(op)?;
    float_only(op, &x, false, "operand #0")?;
    same_element(op, &x, &r)?;
    let kind = req_attr(op, "kind", string_value, STRING)?;
    if ReduceKind::from_name(&kind).is_none() {
        return Err(op.error(format!(
            "attribute 'kind' must be \"sum\" or \"max\", got \"{kind}\""
        )));
    }
    let dims = req_attr(op, "dimensions", int_array, I64_ARRAY)?;
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op.error(format!(
            "dimensions must be sorted and unique, got {}",
            list_str(&dims)
        )));
    }
    if let Some(&d) = dims.iter().find(|&&d| d < 0 || d as usize >= x.rank()) {
        return Err(op.error(format!(
            "dimension {d} is out of range for rank {}",
            x.rank()
        )));
    }
    let expected: Vec<i64> = (0..x.rank())
        .filter(|&d| !dims.contains(&(d as i64)))
        .map(|d| x.shape[d])
        .collect();
    expect_result_shape(op, &r, &expected)
}

/// The matmul rules on `lhs` and `rhs` element kinds `lk`, `rk` (after fused casts).
/// Returns the expected result shape.
fn matmul_shapes(
    op: &OpRef<'_>,
    lhs: &TensorTy<'_>,
    rhs: &TensorTy<'_>,
    lk: FloatKind,
    rk: FloatKind,
    r: &TensorTy<'_>,
) -> VResult {
    let ctx = op.ctx;
    let (rl, rr) = (lhs.rank(), rhs.rank());
    if rl < 2 {
        return Err(op.error(format!(
            "lhs must have rank >= 2, got {}",
            ty_str(ctx, lhs.ty)
        )));
    }
    if rr != 2 && rr != rl {
        return Err(op.error(format!(
            "rhs must have rank 2 or the rank of lhs ({rl}), got {}",
            ty_str(ctx, rhs.ty)
        )));
    }
    if rr == rl && lhs.shape[..rl - 2] != rhs.shape[..rr - 2] {
        return Err(op.error(format!(
            "batch dimensions differ ({} vs {})",
            list_str(&lhs.shape[..rl - 2]),
            list_str(&rhs.shape[..rr - 2])
        )));
    }
    let (k_lhs, k_rhs) = (lhs.shape[rl - 1], rhs.shape[rr - 2]);
    if k_lhs != k_rhs {
        return Err(op.error(format!(
            "contracting dimensions differ ({k_lhs} vs {k_rhs})"
        )));
    }
    if !matches!(
        r.kind,
        Some(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16)
    ) {
        return Err(op.error(format!(
            "result element type must be f32, f16 or bf16, got {}",
            ty_str(ctx, r.elt)
        )));
    }
    if (is_f8(lk) || is_f8(rk)) && r.kind == Some(FloatKind::BF16) {
        return Err(op.error(format!(
            "f8 operands require an f16 or f32 result, got {}",
            ty_str(ctx, r.elt)
        )));
    }
    let mut expected = lhs.shape[..rl - 1].to_vec();
    expected.push(rhs.shape[rr - 1]);
    expect_result_shape(op, r, &expected)
}

/// `graph.matmul`.
pub(crate) fn verify_matmul(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 2)?;
    expect_results(op, 1)?;
    let (lhs, rhs, r) = (operand(op, 0)?, operand(op, 1)?, result(op, 0)?);
    let (lk, rk) = (float_kind(op, &lhs, "lhs")?, float_kind(op, &rhs, "rhs")?);
    matmul_shapes(op, &lhs, &rhs, lk, rk, &r)
}

/// The float kind of a matmul operand (integers are rejected).
fn float_kind(op: &OpRef<'_>, t: &TensorTy<'_>, what: &str) -> Result<FloatKind, Diagnostic> {
    t.kind.ok_or_else(|| {
        op.error(format!(
            "{what} must have a float element type, got {}",
            ty_str(op.ctx, t.ty)
        ))
    })
}

/// `graph.fused_matmul`.
pub(crate) fn verify_fused_matmul(op: &OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    expect_min_operands(op, 2)?;
    expect_results(op, 1)?;
    let (lhs, rhs, r) = (operand(op, 0)?, operand(op, 1)?, result(op, 0)?);
    let mut kinds = [float_kind(op, &lhs, "lhs")?, float_kind(op, &rhs, "rhs")?];
    for (side, name) in ["lhs_cast", "rhs_cast"].into_iter().enumerate() {
        let constraint = "#graph.operand_cast attribute";
        if let Some(cast) = opt_attr(op, name, operand_cast, constraint)? {
            // To f8 (a rounding), or a 16-bit float widened to f32 (exact): bf16 products
            // run on the f32 AMP this way.
            let widening = cast.kind == FloatKind::F32
                && matches!(kinds[side], FloatKind::BF16 | FloatKind::F16);
            if !is_f8(cast.kind) && !widening {
                return Err(op.error(format!(
                    "attribute '{name}' must cast to f8E4M3FN or f8E5M2 (or a bf16 or f16 \
                     operand to f32), got {}",
                    ty_str(ctx, cast.element)
                )));
            }
            check_positive_scale(op, &format!("the scale of '{name}'"), f64::from(cast.scale))?;
            kinds[side] = cast.kind;
        }
    }
    matmul_shapes(op, &lhs, &rhs, kinds[0], kinds[1], &r)?;

    // The epilogue.
    let steps: Vec<EpilogueStep> = match op.attr("epilogue") {
        None => Vec::new(),
        Some(a) => {
            let AttrKind::Array(items) = ctx.attr_kind(a) else {
                return Err(
                    op.error("attribute 'epilogue' failed to satisfy constraint: array of strings")
                );
            };
            let mut steps = Vec::with_capacity(items.len());
            for &item in items.iter() {
                let Some(s) = string_value(ctx, item) else {
                    return Err(op.error(
                        "attribute 'epilogue' failed to satisfy constraint: array of strings",
                    ));
                };
                let Some(step) = EpilogueStep::from_name(&s) else {
                    let known: Vec<&str> = EpilogueStep::ALL.iter().map(|k| k.name()).collect();
                    return Err(op.error(format!(
                        "unknown epilogue step \"{s}\"; expected one of {}",
                        known.join(", ")
                    )));
                };
                steps.push(step);
            }
            steps
        }
    };
    let n_scale = steps.iter().filter(|&&s| s == EpilogueStep::Scale).count();
    if n_scale > 1 {
        return Err(op.error("epilogue has more than one \"scale\" step"));
    }
    match (n_scale, opt_attr(op, "scale", f32_value, F32)?) {
        (1, None) => {
            return Err(op.error("epilogue step \"scale\" requires attribute 'scale'"));
        }
        (0, Some(_)) => {
            return Err(op.error("attribute 'scale' requires a \"scale\" step in the epilogue"));
        }
        (_, Some(s)) if !s.is_finite() => {
            return Err(op.error(format!("attribute 'scale' must be finite, got {s}")));
        }
        _ => {}
    }
    let consumers: Vec<EpilogueStep> = steps
        .iter()
        .copied()
        .filter(|s| s.consumes_operand())
        .collect();
    if op.num_operands() != 2 + consumers.len() {
        return Err(op.error(format!(
            "expected {} operands (lhs, rhs and {} epilogue operands), but found {}",
            2 + consumers.len(),
            consumers.len(),
            op.num_operands()
        )));
    }
    let n = *r.shape.last().unwrap_or(&0);
    let batch = &r.shape[..r.rank().saturating_sub(2)];
    for (j, step) in consumers.iter().enumerate() {
        let i = 2 + j;
        let t = tensor_ty(op, op.operand_type(i), &format_args!("operand #{i}"))?;
        float_only(op, &t, false, &format!("operand #{i}"))?;
        match step {
            EpilogueStep::Bias => {
                let mut batched = batch.to_vec();
                batched.push(n);
                if t.shape != [n] && t.shape != batched.as_slice() {
                    return Err(op.error(format!(
                        "\"bias\" operand #{i} must have shape {} or {}, got {}",
                        list_str(&[n]),
                        list_str(&batched),
                        ty_str(ctx, t.ty)
                    )));
                }
            }
            _ => {
                if t.shape != r.shape {
                    return Err(op.error(format!(
                        "\"{}\" operand #{i} must have the result's shape {}, got {}",
                        step.name(),
                        list_str(r.shape),
                        ty_str(ctx, t.ty)
                    )));
                }
            }
        }
    }
    Ok(())
}
