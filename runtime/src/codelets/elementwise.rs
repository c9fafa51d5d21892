//! Elementwise codelets: add, mul (with a broadcast row), gelu, exp, cast.
//!
//! Model: the IPU's vector units compute f16 elementwise maths in f32 lanes and round on
//! store, so every function here computes in `f32` and the caller rounds the result to
//! the output type when encoding it into tile memory ([`crate::numerics::encode_into`]).

use crate::error::{Error, Result};

/// `sqrt(2 / pi)`, the constant of the tanh approximation of gelu.
const SQRT_2_OVER_PI: f32 = 0.797_884_6;
/// The cubic coefficient of the tanh approximation (Hendrycks & Gimpel, 2016).
const GELU_CUBIC: f32 = 0.044_715;

/// Binary elementwise operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BinaryOp {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b`
    Mul,
    /// `a / b`
    Div,
    /// `max(a, b)` (NaN if either is NaN)
    Max,
}

impl BinaryOp {
    /// Apply to one pair.
    #[inline]
    pub fn apply(self, a: f32, b: f32) -> f32 {
        match self {
            BinaryOp::Add => a + b,
            BinaryOp::Sub => a - b,
            BinaryOp::Mul => a * b,
            BinaryOp::Div => a / b,
            BinaryOp::Max => {
                if a.is_nan() || b.is_nan() {
                    f32::NAN
                } else {
                    a.max(b)
                }
            }
        }
    }
}

/// Unary elementwise operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum UnaryOp {
    /// gelu, tanh approximation: `0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))`
    /// (Hendrycks & Gimpel 2016; JAX's `gelu(approximate=True)`).
    GeluTanh,
    /// gelu, exact: `0.5 x (1 + erf(x / sqrt 2))`.
    GeluErf,
    /// `exp(x)`
    Exp,
    /// `tanh(x)`
    Tanh,
    /// `-x`
    Neg,
    /// `√x` (NaN for `x < 0`), correctly rounded in f32.
    Sqrt,
    /// `1 / √x` (`+∞` at 0, NaN for `x < 0`): the f32 square root, then the f32 reciprocal
    /// (two roundings; the device's `rsqrt` is within an f32 ulp or two of the exact value).
    Rsqrt,
}

impl UnaryOp {
    /// Apply to one value.
    #[inline]
    pub fn apply(self, x: f32) -> f32 {
        match self {
            UnaryOp::GeluTanh => {
                0.5 * x * (1.0 + (SQRT_2_OVER_PI * (x + GELU_CUBIC * x * x * x)).tanh())
            }
            UnaryOp::GeluErf => 0.5 * x * (1.0 + erf(x * std::f32::consts::FRAC_1_SQRT_2)),
            UnaryOp::Exp => x.exp(),
            UnaryOp::Tanh => x.tanh(),
            UnaryOp::Neg => -x,
            UnaryOp::Sqrt => x.sqrt(),
            UnaryOp::Rsqrt => 1.0 / x.sqrt(),
        }
    }
}

/// `erf(x)` in f32: Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7, below half an
/// f32 ulp of 1), evaluated in f64.
pub fn erf(x: f32) -> f32 {
    let x = f64::from(x);
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    (if x < 0.0 { -y } else { y }) as f32
}

/// `out[i] = op(x[i])`. Errors if the lengths differ.
pub fn unary(op: UnaryOp, x: &[f32], out: &mut [f32]) -> Result<()> {
    if x.len() != out.len() {
        return Err(Error::codelet(
            "unary",
            format!(
                "{:?}: input has {} elements, output {}",
                op,
                x.len(),
                out.len()
            ),
        ));
    }
    out.iter_mut().zip(x).for_each(|(o, v)| *o = op.apply(*v));
    Ok(())
}

/// `out[i] = op(a[i], b[i mod b.len()])`: same-shape operands when `b.len() == a.len()`;
/// when `b` is one row of `c = b.len()` elements and `a` is `[r, c]` row-major, `b` is
/// broadcast over the rows (a bias row); a one-element `b` is a scalar.
/// Errors unless `b.len()` divides `a.len()` and `out.len() == a.len()`.
pub fn binary(op: BinaryOp, a: &[f32], b: &[f32], out: &mut [f32]) -> Result<()> {
    if b.is_empty() || !a.len().is_multiple_of(b.len()) || out.len() != a.len() {
        return Err(Error::codelet(
            "binary",
            format!(
                "{op:?}: operands of {} and {} elements, output {}: the second must divide the first",
                a.len(),
                b.len(),
                out.len()
            ),
        ));
    }
    for (o_row, a_row) in out.chunks_mut(b.len()).zip(a.chunks(b.len())) {
        for ((o, x), y) in o_row.iter_mut().zip(a_row).zip(b) {
            *o = op.apply(*x, *y);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// erf by its Maclaurin series in f64 (converges quickly for |x| <= 4).
    fn erf_series(x: f64) -> f64 {
        let mut term = x;
        let mut sum = x;
        for n in 1..200 {
            term *= -x * x / n as f64;
            sum += term / (2 * n + 1) as f64;
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    }

    fn check(op: UnaryOp, x: f32, expect: f64, tol: f64) {
        let got = f64::from(op.apply(x));
        assert!(
            (got - expect).abs() <= tol,
            "{op:?}({x}) = {got}, expected {expect}"
        );
    }

    #[test]
    fn erf_matches_series() {
        for i in -300..=300 {
            let x = i as f32 / 100.0;
            let want = erf_series(f64::from(x));
            assert!((f64::from(erf(x)) - want).abs() < 3e-7, "erf({x})");
        }
    }

    #[test]
    fn gelu_matches_f64_formulas() {
        for i in -60..=60 {
            let x = i as f32 / 10.0;
            let xd = f64::from(x);
            let tanh_form = 0.5
                * xd
                * (1.0
                    + ((2.0 / std::f64::consts::PI).sqrt() * (xd + 0.044715 * xd.powi(3))).tanh());
            check(UnaryOp::GeluTanh, x, tanh_form, 2e-6 * xd.abs().max(1.0));
            check(
                UnaryOp::GeluErf,
                x,
                0.5 * xd * (1.0 + erf_series(xd / 2f64.sqrt())),
                2e-6 * xd.abs().max(1.0),
            );
        }
        check(UnaryOp::Exp, 1.0, std::f64::consts::E, 1e-6);
    }

    #[test]
    fn roots_match_f64() {
        for i in 1..=400 {
            let x = i as f32 / 7.0;
            let xd = f64::from(x);
            check(UnaryOp::Sqrt, x, xd.sqrt(), 2.4e-7 * xd.sqrt());
            check(UnaryOp::Rsqrt, x, 1.0 / xd.sqrt(), 2.4e-7 / xd.sqrt());
        }
        assert!(UnaryOp::Sqrt.apply(-1.0).is_nan());
        assert_eq!(UnaryOp::Rsqrt.apply(0.0), f32::INFINITY);
        assert_eq!(UnaryOp::Sqrt.apply(0.0), 0.0);
    }

    #[test]
    fn binary_broadcasts_a_row() {
        let a = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
        let mut out = [0.0; 6];
        binary(BinaryOp::Add, &a, &[10.0, 20.0, 30.0], &mut out).unwrap();
        assert_eq!(out, [11.0, 22.0, 33.0, 14.0, 25.0, 36.0]);
        binary(BinaryOp::Mul, &a, &[2.0], &mut out).unwrap();
        assert_eq!(out, [2.0, 4.0, 6.0, 8.0, 10.0, 12.0]);
        binary(BinaryOp::Max, &a, &[3.0, 3.0, 3.0, 3.0, 3.0, 3.0], &mut out).unwrap();
        assert_eq!(out, [3.0, 3.0, 3.0, 4.0, 5.0, 6.0]);
        assert!(binary(BinaryOp::Add, &a, &[1.0; 4], &mut out).is_err());
    }
}
