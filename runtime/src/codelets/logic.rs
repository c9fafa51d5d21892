//! Integer, boolean and comparison codelets: integer add/sub/mul/max, compare, select,
//! and/or/not, argmax/argmin over rows.
//!
//! Values are held as `f32` as everywhere in the runtime ([`crate::numerics`]): an `i1` is
//! 0.0 or 1.0, an `i32` its exact value up to `2^24` ([`crate::numerics::I32_EXACT`]).
//! Integer arithmetic is done in `i64` and wraps to `i32` as XLA's does; a result beyond
//! `2^24` in magnitude is an error here rather than a silently rounded value.

use ipu_device::CompareDirection;

use super::elementwise::BinaryOp;
use crate::error::{Error, Result};
use crate::numerics::I32_EXACT;

fn same_lengths(name: &str, lens: &[usize]) -> Result<()> {
    if lens.windows(2).any(|w| w[0] != w[1]) {
        return Err(Error::codelet(
            name,
            format!("operands of {lens:?} elements: all must have the same length"),
        ));
    }
    Ok(())
}

/// `out[i] = a[i] op b[i]` on `i32` values (add, sub, mul, max; wrapping), exactly.
/// Errors: lengths differ, an operand that is not an integer, a result beyond `2^24`, or an
/// op without an integer form (div).
pub fn int_binary(op: BinaryOp, a: &[f32], b: &[f32], out: &mut [f32]) -> Result<()> {
    same_lengths("int_binary", &[a.len(), b.len(), out.len()])?;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        if x.fract() != 0.0 || y.fract() != 0.0 {
            return Err(Error::codelet(
                "int_binary",
                format!("{op:?}: operand {x} or {y} is not an integer"),
            ));
        }
        let (x, y) = (x as i64 as i32, y as i64 as i32);
        let r = match op {
            BinaryOp::Add => x.wrapping_add(y),
            BinaryOp::Sub => x.wrapping_sub(y),
            BinaryOp::Mul => x.wrapping_mul(y),
            BinaryOp::Max => x.max(y),
            BinaryOp::Div => {
                return Err(Error::codelet("int_binary", "no integer division codelet"));
            }
        };
        let r = r as f32;
        if r.abs() > I32_EXACT {
            return Err(Error::codelet(
                "int_binary",
                format!(
                    "{op:?}: the i32 result {r} is beyond 2^24, which the simulator holds exactly"
                ),
            ));
        }
        *o = r;
    }
    Ok(())
}

/// `out[i] = 1` if `a[i] DIR b[i]` else `0`.
pub fn compare(dir: CompareDirection, a: &[f32], b: &[f32], out: &mut [f32]) -> Result<()> {
    same_lengths("compare", &[a.len(), b.len(), out.len()])?;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = f32::from(u8::from(dir.holds(f64::from(x), f64::from(y))));
    }
    Ok(())
}

/// `out[i] = pred[i] != 0 ? on_true[i] : on_false[i]`.
pub fn select(pred: &[f32], on_true: &[f32], on_false: &[f32], out: &mut [f32]) -> Result<()> {
    same_lengths(
        "select",
        &[pred.len(), on_true.len(), on_false.len(), out.len()],
    )?;
    for (i, o) in out.iter_mut().enumerate() {
        *o = if pred[i] != 0.0 {
            on_true[i]
        } else {
            on_false[i]
        };
    }
    Ok(())
}

/// Boolean operations on `i1` values (0 or 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicOp {
    /// `a ∧ b`.
    And,
    /// `a ∨ b`.
    Or,
}

/// `out[i] = a[i] op b[i]` on `i1` values.
pub fn logic(op: LogicOp, a: &[f32], b: &[f32], out: &mut [f32]) -> Result<()> {
    same_lengths("logic", &[a.len(), b.len(), out.len()])?;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        let (x, y) = (x != 0.0, y != 0.0);
        *o = f32::from(u8::from(match op {
            LogicOp::And => x && y,
            LogicOp::Or => x || y,
        }));
    }
    Ok(())
}

/// `out[i] = ¬x[i]` on `i1` values.
pub fn not(x: &[f32], out: &mut [f32]) -> Result<()> {
    same_lengths("not", &[x.len(), out.len()])?;
    for (o, &v) in out.iter_mut().zip(x) {
        *o = f32::from(u8::from(v == 0.0));
    }
    Ok(())
}

/// The index of the largest (`max`) or smallest value of each row of `n` of `x` into
/// `out` (one per row): the first such index; a NaN beats every number and the first NaN
/// wins (JAX's `argmax` / `argmin`).
pub fn arg_reduce(max: bool, x: &[f32], n: usize, out: &mut [f32]) -> Result<()> {
    if n == 0 || x.len() != out.len() * n {
        return Err(Error::codelet(
            "arg_reduce",
            format!("{} values are not {} rows of {n}", x.len(), out.len()),
        ));
    }
    for (o, row) in out.iter_mut().zip(x.chunks(n)) {
        let mut best = 0usize;
        for (i, &v) in row.iter().enumerate().skip(1) {
            let b = row[best];
            if b.is_nan() {
                break;
            }
            let better = v.is_nan() || if max { v > b } else { v < b };
            if better {
                best = i;
            }
        }
        *o = best as f32;
    }
    Ok(())
}

/// `out[r, :] = table[clamp(ids[r], 0, rows − 1), :]` for a table of rows of `n` (the
/// clamp is StableHLO `gather`'s on its start indices).
pub fn gather_rows(table: &[f32], ids: &[f32], n: usize, out: &mut [f32]) -> Result<()> {
    if n == 0 || !table.len().is_multiple_of(n) || table.is_empty() || out.len() != ids.len() * n {
        return Err(Error::codelet(
            "gather_rows",
            format!(
                "a table of {} values, {} ids and {} outputs are not rows of {n}",
                table.len(),
                ids.len(),
                out.len()
            ),
        ));
    }
    let rows = table.len() / n;
    for (o, &id) in out.chunks_mut(n).zip(ids) {
        let r = (id.max(0.0) as usize).min(rows - 1);
        o.copy_from_slice(&table[r * n..(r + 1) * n]);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_arithmetic_wraps_and_refuses_inexact_results() {
        let mut out = [0.0; 3];
        int_binary(BinaryOp::Mul, &[3.0, -4.0, 7.0], &[5.0, 6.0, 0.0], &mut out).unwrap();
        assert_eq!(out, [15.0, -24.0, 0.0]);
        int_binary(
            BinaryOp::Max,
            &[3.0, -4.0, 7.0],
            &[5.0, -6.0, 0.0],
            &mut out,
        )
        .unwrap();
        assert_eq!(out, [5.0, -4.0, 7.0]);
        let err = int_binary(BinaryOp::Mul, &[4096.0], &[8192.0], &mut out[..1]).unwrap_err();
        assert!(err.to_string().contains("beyond 2^24"), "{err}");
        assert!(int_binary(BinaryOp::Add, &[0.5], &[1.0], &mut out[..1]).is_err());
    }

    #[test]
    fn compare_select_and_logic_follow_ieee_and_xla() {
        let mut p = [0.0; 4];
        let (a, b) = ([1.0, f32::NAN, 2.0, -0.0], [1.0, 1.0, 1.0, 0.0]);
        compare(CompareDirection::Eq, &a, &b, &mut p).unwrap();
        assert_eq!(p, [1.0, 0.0, 0.0, 1.0]);
        compare(CompareDirection::Ne, &a, &b, &mut p).unwrap();
        assert_eq!(p, [0.0, 1.0, 1.0, 0.0]);
        compare(CompareDirection::Gt, &a, &b, &mut p).unwrap();
        assert_eq!(p, [0.0, 0.0, 1.0, 0.0]);
        let mut y = [0.0; 4];
        select(&p, &[1.0, 2.0, 3.0, 4.0], &[-1.0, -2.0, -3.0, -4.0], &mut y).unwrap();
        assert_eq!(y, [-1.0, -2.0, 3.0, -4.0]);
        logic(
            LogicOp::Or,
            &[0.0, 1.0, 0.0, 1.0],
            &[0.0, 0.0, 1.0, 1.0],
            &mut y,
        )
        .unwrap();
        assert_eq!(y, [0.0, 1.0, 1.0, 1.0]);
        logic(
            LogicOp::And,
            &[0.0, 1.0, 0.0, 1.0],
            &[0.0, 0.0, 1.0, 1.0],
            &mut y,
        )
        .unwrap();
        assert_eq!(y, [0.0, 0.0, 0.0, 1.0]);
        not(&[0.0, 1.0, 0.0, 1.0], &mut y).unwrap();
        assert_eq!(y, [1.0, 0.0, 1.0, 0.0]);
        assert!(select(&p[..3], &a, &b, &mut y).is_err());
    }

    #[test]
    fn gather_rows_clamps_the_indices() {
        let table = [0.0, 1.0, 10.0, 11.0, 20.0, 21.0];
        let mut out = [0.0; 8];
        gather_rows(&table, &[2.0, 0.0, -5.0, 9.0], 2, &mut out).unwrap();
        assert_eq!(out, [20.0, 21.0, 0.0, 1.0, 0.0, 1.0, 20.0, 21.0]);
        assert!(gather_rows(&table, &[0.0], 4, &mut out[..4]).is_err());
    }

    #[test]
    fn arg_reduce_takes_the_first_extreme_and_nan_wins() {
        let x = [
            1.0,
            3.0,
            3.0,
            -1.0,
            0.0,
            f32::NAN,
            5.0,
            f32::NAN,
            -2.0,
            -2.0,
            4.0,
            -2.0,
        ];
        let mut out = [0.0; 3];
        arg_reduce(true, &x, 4, &mut out).unwrap();
        assert_eq!(out, [1.0, 1.0, 2.0]);
        arg_reduce(false, &x, 4, &mut out).unwrap();
        assert_eq!(out, [3.0, 1.0, 0.0]);
        assert!(arg_reduce(true, &x, 5, &mut out).is_err());
    }
}
