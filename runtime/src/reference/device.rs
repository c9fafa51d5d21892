//! The device-precision reference: the host program evaluated with the device's arithmetic
//! (`ipu-run --reference-precision device`, the default, as the reference system's
//! `referencePrecision=device`).
//!
//! The graph semantics ([`HostProgram::evaluate`](super::HostProgram::evaluate)) compute
//! every op in f32 and round once to its result type. The device does not: its AMPs
//! accumulate in their own type, the plan cuts a matmul's contracted dimension over tiles
//! whose partial sums are stored in the plan's partials type, and a fused matmul's epilogue
//! runs in that type. A correct program therefore differs from the f32 reference by its
//! accumulation error (0.05 on the SigLIP FP8 MLP), and a comparison with that tolerance
//! cannot see an error smaller than it. This reference follows the device's arithmetic
//! instead, from what the package records of the plan ([`DeviceArith`] per op), so a
//! correct program matches it to a few units in the last place of its output type
//! (`crate::check`).
//!
//! It is an independent computation: it shares with the simulator only the number formats'
//! rounding (`crate::numerics`), not the codelets. It follows the device's *types and
//! order*, not its code:
//!
//! - **Matmul** with an [`AmpPlan`]: for each part of the contracted dimension, the product
//!   accumulated in the plan's accumulator — f32 (f16 and f32 operands), or f16 rounded
//!   after each AMP pass of `pass` values (FP8 operands; each pass's exact products summed
//!   in f32 first) — then rounded to the partials type; the parts added in f32 in part
//!   order. Where the part is stored in f16 (or narrower) its f32 sums come from a BLAS GEMM
//!   (`ndarray` / `matrixmultiply`), whose summation order differs from the AMP's by f32
//!   roundings that the f16 store hides except near a rounding boundary; where it is stored
//!   in f32 the sums are accumulated in increasing `k`, as the AMP does, so that f32 results
//!   agree to the bit.
//! - **Elementwise** ops: computed in f64 from the f32 values, rounded to f32, then to the
//!   op's `DeviceArith::round` type if any, then to the declared type (the device computes
//!   in f32 lanes and rounds on store; its `tanh`, `exp` and GELU are f32 approximations a few
//!   f32 ulps from these, which moves an f16 result only where it lies near a rounding
//!   boundary).
//! - **Softmax** over the last axis: `exp(x - max)` stored in the value's type, summed in f32
//!   in increasing index order (whole rows on one tile), scaled by the f32 reciprocal.
//! - Everything else (layout ops, casts, constants, reductions) as the graph semantics.
//!
//! [`DeviceArith`]: super::DeviceArith

use ndarray::{ArrayView2, s};
use rayon::prelude::*;

use super::program::{AmpPlan, HostOp, OpKind};
use super::tensor::{self, KernelResult, Tensor};
use crate::codelets::elementwise::{BinaryOp, UnaryOp};
use crate::numerics::{self, DType};

/// Which arithmetic the host reference follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Precision {
    /// The device's: AMP accumulation types and order, partials in their declared type,
    /// epilogues in the device's types.
    #[default]
    Device,
    /// The graph semantics: every op in f32, rounded once to its result type.
    F32,
}

impl std::fmt::Display for Precision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Precision::Device => "device",
            Precision::F32 => "f32",
        })
    }
}

/// Rows of a matmul computed together (a host-speed choice: it changes no result).
const ROW_BLOCK: usize = 128;

/// The device-precision result of `op` on `args` (shape and f32 values, before the op's
/// rounding), or `None` when the device computes it as the graph semantics say.
pub fn eval_op(op: &HostOp, args: &[&Tensor]) -> Option<KernelResult<(Vec<usize>, Vec<f32>)>> {
    match (&op.kind, args) {
        (OpKind::Matmul, [a, b]) => op.device.amp.as_ref().map(|plan| amp_matmul(a, b, plan)),
        (OpKind::Unary(f), [x]) => Some(Ok((
            x.shape.clone(),
            x.data.iter().map(|&v| unary(*f, v)).collect(),
        ))),
        (OpKind::Binary(f), [a, b]) => Some(tensor::binary_with(a, b, |x, y| binary(*f, x, y))),
        (OpKind::Softmax { axis }, [x]) if *axis + 1 == x.shape.len() => {
            Some(softmax_last(x, op.result.dtype).map(|d| (x.shape.clone(), d)))
        }
        _ => None,
    }
}

/// `f(x)` in f64, rounded to f32.
fn unary(f: UnaryOp, x: f32) -> f32 {
    let x = f64::from(x);
    let y = match f {
        UnaryOp::GeluTanh => {
            let c = (2.0 / std::f64::consts::PI).sqrt();
            0.5 * x * (1.0 + (c * (x + 0.044_715 * x * x * x)).tanh())
        }
        UnaryOp::GeluErf => 0.5 * x * (1.0 + erf(x / std::f64::consts::SQRT_2)),
        UnaryOp::Exp => x.exp(),
        UnaryOp::Tanh => x.tanh(),
        UnaryOp::Neg => -x,
        UnaryOp::Sqrt => x.sqrt(),
        UnaryOp::Rsqrt => 1.0 / x.sqrt(),
    };
    y as f32
}

/// `f(a, b)` in f64, rounded to f32: the correctly rounded f32 operation (f64 holds the
/// exact sum, difference and product of two f32 values, and rounding a quotient twice, to
/// f64 then f32, gives the correctly rounded f32 quotient).
fn binary(f: BinaryOp, a: f32, b: f32) -> f32 {
    let (x, y) = (f64::from(a), f64::from(b));
    let r = match f {
        BinaryOp::Add => x + y,
        BinaryOp::Sub => x - y,
        BinaryOp::Mul => x * y,
        BinaryOp::Div => x / y,
        BinaryOp::Max if x.is_nan() || y.is_nan() => f64::NAN,
        BinaryOp::Max => x.max(y),
    };
    r as f32
}

/// `erf(x)` in f64: its Maclaurin series for `|x| <= 4` (terms alternate; the largest is
/// below 1e7, so about 1e-9 of the 1e-16 precision is lost), and `±1` beyond (1 − erf(4) is
/// 1.5e-8, below half an f32 ulp of 1).
fn erf(x: f64) -> f64 {
    if x.abs() > 4.0 {
        return x.signum();
    }
    let (mut term, mut sum) = (x, x);
    for n in 1..400 {
        term *= -x * x / n as f64;
        let t = term / (2 * n + 1) as f64;
        sum += t;
        if t.abs() < 1e-18 {
            break;
        }
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

/// Softmax over the last axis as the device's four pieces compute it: `e = exp(x − max)`
/// stored in `dtype`, `s = Σ e` in f32 in increasing index order, `e · (1 / s)` in f32.
fn softmax_last(x: &Tensor, dtype: DType) -> KernelResult<Vec<f32>> {
    let cols = *x.shape.last().ok_or("softmax of a scalar")?;
    if cols == 0 {
        return Ok(Vec::new());
    }
    let mut out = Vec::with_capacity(x.len());
    for row in x.data.chunks(cols) {
        let m = row.iter().fold(f32::NEG_INFINITY, |a, &b| {
            if a.is_nan() || b.is_nan() {
                f32::NAN
            } else {
                a.max(b)
            }
        });
        let e: Vec<f32> = row
            .iter()
            .map(|&v| numerics::round(dtype, f64::from(v - m).exp() as f32))
            .collect();
        let sum = e.iter().fold(0.0f32, |a, b| a + b);
        let inv = 1.0 / sum;
        out.extend(e.iter().map(|v| v * inv));
    }
    Ok(out)
}

/// The matmul `a · b` (`a: [B..., M, K]`, `b: [K, N]` or `[B..., K, N]`) under `plan`.
pub fn amp_matmul(a: &Tensor, b: &Tensor, plan: &AmpPlan) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    tensor::batched_matmul(
        a,
        b,
        |k| check_plan(plan, k),
        |av, bv, out| out.extend(matmul_2d(av, bv, plan)),
    )
}

fn check_plan(plan: &AmpPlan, k: usize) -> KernelResult<()> {
    let b = &plan.k_bounds;
    if b.first() != Some(&0) || b.last() != Some(&k) || b.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!(
            "AMP plan: contracted-dimension parts {b:?} do not run from 0 to {k} in increasing order"
        ));
    }
    match plan.accumulator {
        DType::F32 => Ok(()),
        DType::F16 if plan.pass > 0 => Ok(()),
        DType::F16 => Err("AMP plan: an f16 accumulator with a pass of 0 values".into()),
        other => Err(format!("AMP plan: the AMP has no {other} accumulator")),
    }
}

/// `[M, K] · [K, N]` under `plan`: rows in blocks of [`ROW_BLOCK`], in parallel (each
/// output element's arithmetic is the same whatever the blocking and thread count).
fn matmul_2d(a: ArrayView2<'_, f32>, b: ArrayView2<'_, f32>, plan: &AmpPlan) -> Vec<f32> {
    let (m, n) = (a.nrows(), b.ncols());
    let mut out = vec![0.0f32; m * n];
    out.par_chunks_mut(ROW_BLOCK * n.max(1))
        .enumerate()
        .for_each(|(blk, y)| {
            let r0 = blk * ROW_BLOCK;
            let rows = a.slice(s![r0..r0 + y.len() / n.max(1), ..]);
            // `reduce_add`: the identity 0, then each part in order, in f32.
            for w in plan.k_bounds.windows(2) {
                let (k0, k1) = (w[0], w[1]);
                let part = part_product(rows.slice(s![.., k0..k1]), b.slice(s![k0..k1, ..]), plan);
                for (o, p) in y.iter_mut().zip(&part) {
                    *o += numerics::round(plan.partials, *p);
                }
            }
        });
    out
}

/// One part's product as the AMP accumulates it (before the store's rounding to the
/// partials type).
fn part_product(a: ArrayView2<'_, f32>, b: ArrayView2<'_, f32>, plan: &AmpPlan) -> Vec<f32> {
    let (m, n) = (a.nrows(), b.ncols());
    if plan.accumulator == DType::F16 {
        // One f16 rounding per pass; the pass's exact products summed in f32.
        let mut acc = vec![0.0f32; m * n];
        let mut sums = ndarray::Array2::<f32>::zeros((m, n));
        for p0 in (0..a.ncols()).step_by(plan.pass) {
            let p1 = (p0 + plan.pass).min(a.ncols());
            ndarray::linalg::general_mat_mul(
                1.0,
                &a.slice(s![.., p0..p1]),
                &b.slice(s![p0..p1, ..]),
                0.0,
                &mut sums,
            );
            for (acc, s) in acc.iter_mut().zip(sums.iter()) {
                *acc = numerics::round_f16(*acc + s);
            }
        }
        return acc;
    }
    if plan.partials == DType::F32 {
        // Stored in f32: accumulate in increasing k, as the AMP does, so the sums agree to
        // the bit (a product of two f32 values is rounded to f32 before it is added).
        let mut acc = vec![0.0f32; m * n];
        let b = b.as_standard_layout();
        for (y, x) in acc.chunks_exact_mut(n.max(1)).zip(a.rows()) {
            for (x, w) in x.iter().zip(b.rows()) {
                for (y, w) in y.iter_mut().zip(w) {
                    *y += x * w;
                }
            }
        }
        return acc;
    }
    // Stored in f16 (or narrower): a BLAS GEMM's f32 sums.
    a.dot(&b).iter().copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(shape: &[usize], data: Vec<f32>) -> Tensor {
        Tensor::new(shape.to_vec(), DType::F32, data).unwrap()
    }

    fn plan(k_bounds: &[usize], accumulator: DType, partials: DType) -> AmpPlan {
        AmpPlan {
            k_bounds: k_bounds.to_vec(),
            accumulator,
            pass: 32,
            partials,
        }
    }

    #[test]
    fn f16_accumulator_rounds_once_per_pass() {
        // Row [1; 64] against a column whose first pass sums to 1000.25 and whose second
        // to -1000: the f16 accumulator rounds 1000.25 to 1000 (ulp 0.5 there, ties to even),
        // so the product is 0; an f32 accumulator keeps 0.25.
        let a = t(&[1, 64], vec![1.0; 64]);
        let mut w = vec![0.0f32; 64];
        w[0] = 1000.0;
        w[1] = 0.25;
        w[32] = -1000.0;
        let b = t(&[64, 1], w);
        let f16 = amp_matmul(&a, &b, &plan(&[0, 64], DType::F16, DType::F16)).unwrap();
        assert_eq!(f16.1, vec![0.0]);
        let f32 = amp_matmul(&a, &b, &plan(&[0, 64], DType::F32, DType::F32)).unwrap();
        assert_eq!(f32.1, vec![0.25]);
        // Within one pass the sum is exact: moving -1000 into the first pass gives 0.25.
        let mut w = vec![0.0f32; 64];
        w[0] = 1000.0;
        w[1] = 0.25;
        w[2] = -1000.0;
        let b = t(&[64, 1], w);
        let f16 = amp_matmul(&a, &b, &plan(&[0, 64], DType::F16, DType::F16)).unwrap();
        assert_eq!(f16.1, vec![0.25]);
    }

    #[test]
    fn partials_are_rounded_then_added_in_part_order() {
        // K = 2 split in two parts of one: 2049 and -2048 are each stored in f16 (2049 is
        // not an f16 value: it rounds to 2048), then added: 0. One part: 1.
        let a = t(&[1, 2], vec![1.0, 1.0]);
        let b = t(&[2, 1], vec![2049.0, -2048.0]);
        let split = amp_matmul(&a, &b, &plan(&[0, 1, 2], DType::F32, DType::F16)).unwrap();
        assert_eq!(split.1, vec![0.0]);
        let whole = amp_matmul(&a, &b, &plan(&[0, 2], DType::F32, DType::F16)).unwrap();
        assert_eq!(whole.1, vec![1.0]);
        // f32 partials keep both.
        let f32 = amp_matmul(&a, &b, &plan(&[0, 1, 2], DType::F32, DType::F32)).unwrap();
        assert_eq!(f32.1, vec![1.0]);
    }

    #[test]
    fn f32_parts_accumulate_in_increasing_k() {
        // 1 + 2^-24 + 2^-24 in increasing k is 1 (each addition rounds back to 1); a
        // different order (the small terms first) would give 1 + 2^-23.
        let e = 2f32.powi(-24);
        let a = t(&[1, 3], vec![1.0, 1.0, 1.0]);
        let b = t(&[3, 1], vec![1.0, e, e]);
        let y = amp_matmul(&a, &b, &plan(&[0, 3], DType::F32, DType::F32)).unwrap();
        assert_eq!(y.1, vec![1.0]);
        let b = t(&[3, 1], vec![e, e, 1.0]);
        let y = amp_matmul(&a, &b, &plan(&[0, 3], DType::F32, DType::F32)).unwrap();
        assert_eq!(y.1, vec![1.0 + 2.0 * e]);
    }

    #[test]
    fn bad_plans_are_errors() {
        let a = t(&[1, 4], vec![1.0; 4]);
        let b = t(&[4, 1], vec![1.0; 4]);
        for p in [
            plan(&[0, 3], DType::F32, DType::F32),
            plan(&[0, 2, 2, 4], DType::F32, DType::F32),
            plan(&[0, 4], DType::BF16, DType::F32),
        ] {
            assert!(amp_matmul(&a, &b, &p).is_err(), "{p:?}");
        }
    }

    #[test]
    fn elementwise_and_softmax_follow_the_device_types() {
        assert_eq!(binary(BinaryOp::Add, 1.0, 2f32.powi(-30)), 1.0);
        assert!(binary(BinaryOp::Max, f32::NAN, 1.0).is_nan());
        let g = unary(UnaryOp::GeluTanh, 1.0);
        assert!((f64::from(g) - 0.841_191_990_607_477).abs() < 1e-7, "{g}");
        assert!((erf(0.5) - 0.520_499_877_813_046_5).abs() < 1e-15);
        // Softmax of [-ln 3, 0]: e = [1/3, 1] with 1/3 stored in f16 (0.33325195), s = 1.33325195
        // in f32, each e times 1/s in f32 (not the exact [0.25, 0.75]).
        let x = t(&[1, 2], vec![-3f32.ln(), 0.0]);
        let y = softmax_last(&x, DType::F16).unwrap();
        let e = 0.333_251_95f32;
        let inv = 1.0 / (1.0 + e);
        assert_eq!(y, vec![e * inv, inv]);
        assert!((y[0] - 0.25).abs() > 4e-5);
    }
}
