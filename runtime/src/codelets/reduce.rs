//! Reductions and the pieces of a row softmax.
//!
//! A softmax over the last axis of `x: [rows, cols]` is `scale_rows(sub_exp(x, row_max(x)),
//! row_reduce(Sum, ..))`, split so each piece can run on the tiles holding the data, with
//! partial row results combined by [`combine_partials`] when a row spans tiles.
//! Everything accumulates in f32, in increasing index order.

use crate::error::{Error, Result};

/// A reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ReduceKind {
    /// Sum (identity 0).
    Sum,
    /// Maximum (identity -∞; NaN propagates).
    Max,
}

impl ReduceKind {
    /// The identity element.
    pub fn identity(self) -> f32 {
        match self {
            ReduceKind::Sum => 0.0,
            ReduceKind::Max => f32::NEG_INFINITY,
        }
    }

    /// Combine two values.
    #[inline]
    pub fn combine(self, a: f32, b: f32) -> f32 {
        match self {
            ReduceKind::Sum => a + b,
            ReduceKind::Max => {
                if a.is_nan() || b.is_nan() {
                    f32::NAN
                } else {
                    a.max(b)
                }
            }
        }
    }
}

fn shape_error(codelet: &str, message: String) -> Error {
    Error::codelet(codelet, message)
}

/// Reduce each row of `x: [rows, cols]` (row-major): `out[r] = kind(x[r, :])`.
/// Errors unless `x.len() == out.len() * cols`.
pub fn row_reduce(kind: ReduceKind, x: &[f32], cols: usize, out: &mut [f32]) -> Result<()> {
    if x.len() != out.len() * cols {
        return Err(shape_error(
            "reduce",
            format!("{} elements are not {} rows of {cols}", x.len(), out.len()),
        ));
    }
    if cols == 0 {
        out.fill(kind.identity());
        return Ok(());
    }
    for (o, row) in out.iter_mut().zip(x.chunks(cols)) {
        *o = row.iter().fold(kind.identity(), |a, b| kind.combine(a, *b));
    }
    Ok(())
}

/// Combine partial results elementwise: `out[i] = kind(parts[0][i], parts[1][i], ...)`.
/// Used when a reduction (or a matmul's contracting dimension) is split over tiles.
/// Errors if a part's length differs from `out`'s.
pub fn combine_partials(kind: ReduceKind, parts: &[&[f32]], out: &mut [f32]) -> Result<()> {
    if let Some(p) = parts.iter().find(|p| p.len() != out.len()) {
        return Err(shape_error(
            "reduce",
            format!("partial of {} elements, output of {}", p.len(), out.len()),
        ));
    }
    out.fill(kind.identity());
    for part in parts {
        out.iter_mut()
            .zip(*part)
            .for_each(|(o, v)| *o = kind.combine(*o, *v));
    }
    Ok(())
}

/// Softmax piece: `out[r, c] = exp(x[r, c] - max[r])`. Errors unless `x.len() ==
/// max.len() * cols == out.len()`.
pub fn sub_exp(x: &[f32], max: &[f32], cols: usize, out: &mut [f32]) -> Result<()> {
    if x.len() != max.len() * cols || out.len() != x.len() || cols == 0 {
        return Err(shape_error(
            "softmax_sub_exp",
            format!(
                "{} elements, {} row maxima, {cols} columns",
                x.len(),
                max.len()
            ),
        ));
    }
    for ((o_row, x_row), m) in out.chunks_mut(cols).zip(x.chunks(cols)).zip(max) {
        o_row
            .iter_mut()
            .zip(x_row)
            .for_each(|(o, v)| *o = (v - m).exp());
    }
    Ok(())
}

/// Softmax piece: `out[r, c] = x[r, c] / sum[r]`. Errors unless `x.len() == sum.len() *
/// cols == out.len()`.
pub fn scale_rows(x: &[f32], sum: &[f32], cols: usize, out: &mut [f32]) -> Result<()> {
    if x.len() != sum.len() * cols || out.len() != x.len() || cols == 0 {
        return Err(shape_error(
            "softmax_scale",
            format!(
                "{} elements, {} row sums, {cols} columns",
                x.len(),
                sum.len()
            ),
        ));
    }
    for ((o_row, x_row), s) in out.chunks_mut(cols).zip(x.chunks(cols)).zip(sum) {
        let inv = 1.0 / s;
        o_row.iter_mut().zip(x_row).for_each(|(o, v)| *o = v * inv);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn softmax_pieces_match_f64() {
        let (rows, cols) = (3, 5);
        let x: Vec<f32> = (0..rows * cols)
            .map(|i| ((i * 7) % 11) as f32 * 0.37 - 1.5)
            .collect();
        let mut max = vec![0.0; rows];
        row_reduce(ReduceKind::Max, &x, cols, &mut max).unwrap();
        let mut e = vec![0.0; rows * cols];
        sub_exp(&x, &max, cols, &mut e).unwrap();
        let mut sum = vec![0.0; rows];
        row_reduce(ReduceKind::Sum, &e, cols, &mut sum).unwrap();
        let mut y = vec![0.0; rows * cols];
        scale_rows(&e, &sum, cols, &mut y).unwrap();
        for r in 0..rows {
            let row: Vec<f64> = x[r * cols..(r + 1) * cols]
                .iter()
                .map(|v| f64::from(*v))
                .collect();
            let total: f64 = row.iter().map(|v| v.exp()).sum();
            for c in 0..cols {
                let want = row[c].exp() / total;
                assert!(
                    (f64::from(y[r * cols + c]) - want).abs() < 1e-6,
                    "[{r}, {c}]"
                );
            }
        }
    }

    #[test]
    fn partials_combine_and_check_lengths() {
        let mut out = [0.0; 3];
        combine_partials(
            ReduceKind::Sum,
            &[&[1.0, 2.0, 3.0], &[0.5, 0.5, 0.5]],
            &mut out,
        )
        .unwrap();
        assert_eq!(out, [1.5, 2.5, 3.5]);
        combine_partials(
            ReduceKind::Max,
            &[&[1.0, 2.0, 3.0], &[4.0, 0.0, 3.5]],
            &mut out,
        )
        .unwrap();
        assert_eq!(out, [4.0, 2.0, 3.5]);
        assert!(combine_partials(ReduceKind::Sum, &[&[1.0]], &mut out).is_err());
        assert!(row_reduce(ReduceKind::Sum, &[1.0; 5], 2, &mut out).is_err());
    }
}
