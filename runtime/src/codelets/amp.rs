//! AMP matrix multiplication and the AMP-packed layout.
//!
//! # The AMP-packed layout
//!
//! A row-major matrix `[rows, cols]` is cut along `cols` into *panels* of `W` columns,
//! `W` = [`panel_width`] = 32 bytes of elements (16 for f16/bf16, 32 for FP8, 8 for f32);
//! `cols` is padded with zeros up to a multiple of `W`. Panels are stored one after the
//! other; inside a panel the rows follow each other and each row's `W` elements are
//! contiguous:
//!
//! ```text
//! packed[(p * rows + r) * W + c] = src[r, p * W + c]      (0 where p * W + c >= cols)
//! packed length = rows * ceil(cols / W) * W elements
//! ```
//!
//! So one 32-byte load fetches `W` consecutive contracting-dimension values of one row,
//! and consecutive rows of a panel are consecutive loads. An AMP matmul `y = x · w` with
//! `x: [M, K]`, `w: [K, N]` takes
//!
//! - the left operand `x` packed along `K` ("AMP left", `rows = M`, `cols = K`), and
//! - the right operand *transposed*, `wᵀ: [N, K]`, packed along `K` ("AMP right,
//!   transposed", `rows = N`, `cols = K`),
//!
//! so both stream the contracting dimension in the same panel order. The result is
//! row-major `[M, N]`. [`pack`] and [`unpack`] convert; they are layout-only and work on
//! any element type (the `rearrange` codelet).
//!
//! # Numerical models
//!
//! - **f16 AMP** ([`matmul_f16`]; ipu21 `f16v4sisoamp`-style, f32 partials): every
//!   product of two f16 values is exact in f32; products are accumulated in f32 in
//!   increasing `k` order. The caller rounds the f32 result to the output type.
//! - **FP8 AMP** ([`matmul_f8`]; ipu21 `f8v8hihov4amp`: FP8 operands, f16 partials in and
//!   out): the contracting dimension is consumed in groups of [`F8_GROUP`] = 8 values (the
//!   `v8` of the mnemonic: one 64-bit load of 8 FP8 values per output per pass). Within a
//!   group the 8 products are exact and summed in f32; the group sum is multiplied by
//!   `2^(scale_x + scale_w)` and added to the f16 partial in f32, and the sum is rounded
//!   to f16 (nearest-even): one f16 rounding per group. This is a model: Graphcore does not publish the
//!   AMP's internal adder widths. The instruction name and its half-precision partials are
//!   from poplibs' FP8 matmul vertices (`f8v8hihov4amp` with half partials); the scale
//!   convention is Poplar's `QuarterMetadata` (`value = code · 2^scale`).

use crate::error::{Error, Result};
use crate::numerics::{self, DType, F8Format, f8};

/// Contracting-dimension values per FP8 AMP accumulation step (see the module doc).
pub const F8_GROUP: usize = 8;

/// Bytes of one packed panel row.
pub const PANEL_BYTES: usize = 32;

/// Panel width `W` in elements for `dtype`: 32 bytes' worth (16 f16, 32 FP8, 8 f32).
pub fn panel_width(dtype: DType) -> usize {
    PANEL_BYTES / dtype.size_bytes()
}

/// Number of elements of the packed form of a `[rows, cols]` matrix with panel width `w`.
pub fn packed_len(rows: usize, cols: usize, w: usize) -> usize {
    rows * cols.div_ceil(w) * w
}

/// Pack row-major `src: [rows, cols]` into the AMP layout with panel width `w`
/// (padding with `T::default()`). Errors if `src.len() != rows * cols` or `w == 0`.
pub fn pack<T: Copy + Default>(src: &[T], rows: usize, cols: usize, w: usize) -> Result<Vec<T>> {
    if w == 0 || src.len() != rows * cols {
        return Err(Error::codelet(
            "rearrange",
            format!(
                "pack: {} elements for [{rows}, {cols}] with panel width {w}",
                src.len()
            ),
        ));
    }
    let panels = cols.div_ceil(w);
    let mut out = vec![T::default(); packed_len(rows, cols, w)];
    for p in 0..panels {
        let c0 = p * w;
        let width = w.min(cols - c0);
        for r in 0..rows {
            let dst = (p * rows + r) * w;
            out[dst..dst + width].copy_from_slice(&src[r * cols + c0..r * cols + c0 + width]);
        }
    }
    Ok(out)
}

/// Inverse of [`pack`]: the row-major `[rows, cols]` matrix (padding dropped). Errors if
/// `packed.len() != packed_len(rows, cols, w)`.
pub fn unpack<T: Copy + Default>(
    packed: &[T],
    rows: usize,
    cols: usize,
    w: usize,
) -> Result<Vec<T>> {
    if w == 0 || packed.len() != packed_len(rows, cols, w) {
        return Err(Error::codelet(
            "rearrange",
            format!(
                "unpack: {} elements for [{rows}, {cols}] with panel width {w}",
                packed.len()
            ),
        ));
    }
    let mut out = vec![T::default(); rows * cols];
    for p in 0..cols.div_ceil(w) {
        let c0 = p * w;
        let width = w.min(cols - c0);
        for r in 0..rows {
            let src = (p * rows + r) * w;
            out[r * cols + c0..r * cols + c0 + width].copy_from_slice(&packed[src..src + width]);
        }
    }
    Ok(out)
}

/// Unpack the transposed right operand `wᵀ: [n, k]` (panel width `w`) into row-major
/// `[k, n]`, the order the inner loops stream.
fn unpack_right<T: Copy>(packed_t: &[T], n: usize, k: usize, w: usize, out: &mut Vec<T>) {
    out.clear();
    out.reserve(k * n);
    for kk in 0..k {
        let (p, c) = (kk / w, kk % w);
        out.extend((0..n).map(|j| packed_t[(p * n + j) * w + c]));
    }
}

/// Operand lengths of one matmul call: `(x, wt, y)` element counts.
struct Lengths(usize, usize, usize);

fn check_sizes(codelet: &str, got: Lengths, m: usize, n: usize, k: usize, w: usize) -> Result<()> {
    let (want_x, want_w) = (packed_len(m, k, w), packed_len(n, k, w));
    let Lengths(x, wt, out) = got;
    if x != want_x || wt != want_w || out != m * n {
        return Err(Error::codelet(
            codelet,
            format!(
                "m={m} n={n} k={k}: expected x {want_x}, w {want_w}, y {} elements; got {x}, {wt}, {out}",
                m * n
            ),
        ));
    }
    Ok(())
}

/// f16 AMP matmul with f32 accumulation: `y[M, N] = x[M, K] · w[K, N]`.
///
/// `x` is AMP-left packed, `wt` is `wᵀ` AMP packed (both with the f16 panel width 16;
/// values are f16 values held as `f32`), `y` is row-major `[M, N]` f32 (round it to the
/// output type). Errors on mismatched lengths.
pub fn matmul_f16(
    x: &[f32],
    wt: &[f32],
    m: usize,
    n: usize,
    k: usize,
    y: &mut [f32],
) -> Result<()> {
    let w = panel_width(DType::F16);
    check_sizes(
        "matmul_f16",
        Lengths(x.len(), wt.len(), y.len()),
        m,
        n,
        k,
        w,
    )?;
    let mut right = Vec::new();
    unpack_right(wt, n, k, w, &mut right);
    for i in 0..m {
        let row = &mut y[i * n..(i + 1) * n];
        row.fill(0.0);
        for kk in 0..k {
            let a = x[((kk / w) * m + i) * w + kk % w];
            for (acc, b) in row.iter_mut().zip(&right[kk * n..(kk + 1) * n]) {
                *acc += a * b;
            }
        }
    }
    Ok(())
}

/// An FP8 operand: codes in AMP-packed order, their format and power-of-two scale.
#[derive(Clone, Copy, Debug)]
pub struct F8Operand<'a> {
    /// The codes (one byte per element).
    pub codes: &'a [u8],
    /// Their format.
    pub format: F8Format,
    /// `value = decode(code) · 2^scale`.
    pub scale: i32,
}

/// FP8 AMP matmul with f16 accumulation (the `f8v8hihov4amp` model of the module doc):
/// `y[M, N] = x[M, K] · w[K, N]`, `y` row-major, each element an f16 value held as `f32`.
///
/// `x` is AMP-left packed and `wt` is `wᵀ` AMP packed, both with the FP8 panel width 32.
/// Errors on mismatched lengths.
pub fn matmul_f8(
    x: F8Operand<'_>,
    wt: F8Operand<'_>,
    m: usize,
    n: usize,
    k: usize,
    y: &mut [f32],
) -> Result<()> {
    let w = panel_width(DType::F8E4M3FN);
    let lengths = Lengths(x.codes.len(), wt.codes.len(), y.len());
    check_sizes("matmul_f8", lengths, m, n, k, w)?;
    let (tx, tw) = (f8::decode_table(x.format), f8::decode_table(wt.format));
    let factor = f8::pow2f(x.scale + wt.scale);
    let mut codes = Vec::new();
    unpack_right(wt.codes, n, k, w, &mut codes);
    let right: Vec<f32> = codes.iter().map(|&c| tw[c as usize]).collect();
    let mut group = vec![0.0f32; n];
    for i in 0..m {
        let row = &mut y[i * n..(i + 1) * n];
        row.fill(0.0);
        for g0 in (0..k).step_by(F8_GROUP) {
            group.fill(0.0);
            for kk in g0..(g0 + F8_GROUP).min(k) {
                let a = tx[x.codes[((kk / w) * m + i) * w + kk % w] as usize];
                for (s, b) in group.iter_mut().zip(&right[kk * n..(kk + 1) * n]) {
                    *s += a * b;
                }
            }
            for (acc, s) in row.iter_mut().zip(&group) {
                *acc = numerics::round_f16(*acc + s * factor);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic pseudo-random sequence (xorshift), for test data only.
    fn values(n: usize, seed: u64, scale: f32) -> Vec<f32> {
        let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        (0..n)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                ((s >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 2.0 * scale
            })
            .collect()
    }

    fn matmul_f64(x: &[f32], w: &[f32], m: usize, n: usize, k: usize) -> Vec<f64> {
        let mut y = vec![0.0f64; m * n];
        for i in 0..m {
            for j in 0..n {
                y[i * n + j] = (0..k)
                    .map(|kk| f64::from(x[i * k + kk]) * f64::from(w[kk * n + j]))
                    .sum();
            }
        }
        y
    }

    fn transpose(a: &[f32], rows: usize, cols: usize) -> Vec<f32> {
        (0..cols)
            .flat_map(|c| (0..rows).map(move |r| a[r * cols + c]))
            .collect()
    }

    #[test]
    fn pack_matches_the_documented_formula() {
        // [2, 5] with panel width 4: panel 0 = cols 0..4, panel 1 = col 4 + padding.
        let src: Vec<u32> = (0..10).collect();
        let packed = pack(&src, 2, 5, 4).unwrap();
        assert_eq!(packed, vec![0, 1, 2, 3, 5, 6, 7, 8, 4, 0, 0, 0, 9, 0, 0, 0]);
        assert_eq!(unpack(&packed, 2, 5, 4).unwrap(), src);
        assert!(pack(&src, 3, 5, 4).is_err());
        assert!(unpack(&packed[1..], 2, 5, 4).is_err());
    }

    #[test]
    fn f16_matmul_matches_f64() {
        let (m, n, k) = (7, 9, 37);
        let round = |v: Vec<f32>| {
            v.into_iter()
                .map(|x| numerics::round(DType::F16, x))
                .collect::<Vec<_>>()
        };
        let x = round(values(m * k, 1, 1.0));
        let w = round(values(k * n, 2, 0.2));
        let w_pw = panel_width(DType::F16);
        let xp = pack(&x, m, k, w_pw).unwrap();
        let wtp = pack(&transpose(&w, k, n), n, k, w_pw).unwrap();
        let mut y = vec![0.0; m * n];
        matmul_f16(&xp, &wtp, m, n, k, &mut y).unwrap();
        for (got, want) in y.iter().zip(matmul_f64(&x, &w, m, n, k)) {
            // f32 accumulation of 37 exact products: error well below 1e-5 here.
            assert!((f64::from(*got) - want).abs() < 1e-5, "{got} vs {want}");
        }
        assert!(matmul_f16(&xp, &wtp, m, n, k + 16, &mut y).is_err());
    }

    #[test]
    fn f8_matmul_accumulates_in_f16() {
        let (m, n, k) = (3, 5, 100);
        let fmt = F8Format::E4M3FN;
        let xc: Vec<u8> = values(m * k, 3, 2.0)
            .iter()
            .map(|v| f8::encode(fmt, *v))
            .collect();
        let wc: Vec<u8> = values(k * n, 4, 0.5)
            .iter()
            .map(|v| f8::encode(fmt, *v))
            .collect();
        let (xv, wv): (Vec<f32>, Vec<f32>) = (
            xc.iter().map(|c| f8::dequantize(fmt, *c, -1)).collect(),
            wc.iter().map(|c| f8::dequantize(fmt, *c, 2)).collect(),
        );
        let w_pw = panel_width(DType::F8E4M3FN);
        let xp = pack(&xc, m, k, w_pw).unwrap();
        let wtp = pack(&transpose_u8(&wc, k, n), n, k, w_pw).unwrap();
        let mut y = vec![0.0; m * n];
        let x_op = F8Operand {
            codes: &xp,
            format: fmt,
            scale: -1,
        };
        let w_op = F8Operand {
            codes: &wtp,
            format: fmt,
            scale: 2,
        };
        matmul_f8(x_op, w_op, m, n, k, &mut y).unwrap();

        // Independent model in f64: exact group sums, f16 rounding after each group.
        let want = matmul_f64(&xv, &wv, m, n, k);
        for i in 0..m {
            for j in 0..n {
                let mut acc = 0.0f32;
                for g0 in (0..k).step_by(8) {
                    let s: f64 = (g0..(g0 + 8).min(k))
                        .map(|kk| f64::from(xv[i * k + kk]) * f64::from(wv[kk * n + j]))
                        .sum();
                    acc = half::f16::from_f32(acc + s as f32).to_f32();
                }
                assert_eq!(y[i * n + j], acc, "[{i}, {j}]");
                // And the f16 accumulation stays within ~13 f16 roundings of the exact sum.
                let bound = 13.0 * 2f64.powi(-11) * want[i * n + j].abs().max(8.0);
                assert!((f64::from(acc) - want[i * n + j]).abs() <= bound);
            }
        }
    }

    fn transpose_u8(a: &[u8], rows: usize, cols: usize) -> Vec<u8> {
        (0..cols)
            .flat_map(|c| (0..rows).map(move |r| a[r * cols + c]))
            .collect()
    }
}
