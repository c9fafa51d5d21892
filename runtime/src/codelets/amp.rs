//! AMP matrix multiplication and the AMP-packed layout.
//!
//! # Layouts (those of `ipu_device`'s codelet catalogue)
//!
//! *AMP layout* of an activation `[M, K]` (the AMP's streamed operand): `K` is padded with
//! zeros to a multiple of the block `bk` (the target's `amp.block_k_f16` = 16 or
//! `amp.block_k_f8` = 32 on ipu21: 32 bytes either way) and cut into `KB = ceil(K / bk)`
//! blocks; element `(m, k)` is at
//!
//! ```text
//! ((k / bk) * M + m) * bk + k % bk          length M * KB * bk
//! ```
//!
//! so one row of one block is `bk` contiguous values. [`pack`] / [`unpack`] convert from /
//! to row-major; they are layout-only and serve any element type (`rearrange`).
//!
//! *AMP weight layout* of a weight `[K, N]` (the AMP's coefficient operand): `N` padded to a
//! multiple of `bn` (`amp.block_n` = 16) and `K` of `bk`; element `(k, n)` is at
//!
//! ```text
//! (((n / bn) * KB + k / bk) * bn + n % bn) * bk + k % bk      length ceil(N/bn)*bn * KB * bk
//! ```
//!
//! so each `bn × bk` block (the coefficient registers of one AMP pass) is contiguous,
//! `n`-major inside. [`pack_weights`] / [`unpack_weights`] convert. The matmul models read
//! only the real weights (`k < K`, `n < N`): the codelet loads the coefficients of the
//! padding as zeros, so the weights' padding need not be written (the simulator checks
//! that the real values are).
//!
//! # Numerical models
//!
//! - **f16 AMP** ([`matmul_f16`]; ipu21 `f16v4sisoamp`-style, f32 partials): every
//!   product of two f16 values is exact in f32; products are accumulated in f32 in
//!   increasing `k` order. The caller rounds the f32 result to the output type.
//! - **FP8 AMP** ([`matmul_f8`]; ipu21 `f8v8hihov4amp`: FP8 operands, f16 partials in and
//!   out): the contracting dimension is consumed one AMP pass at a time, a pass being one
//!   contracted block of `bk` values (the target's `amp.block_k_f8` = 32: four phases of one
//!   64-bit load of 8 FP8 values each). Within a pass the products are exact and summed in
//!   f32; the pass sum is multiplied by `2^(scale_x + scale_w)` and added to the f16
//!   partial in f32, and the sum is rounded to f16 (nearest-even): one f16 rounding per
//!   pass. Source: poplibs' FP8 vertex `ConvPartial1x1Out<quarter, half>`
//!   (`lib/poplin/codelets/ConvPartial1x1Out.cpp`): its C++ definition sums the
//!   `inChansPerGroup` products of one input-channel group in `float` and adds the sum to the
//!   `half` partial (`out[...] += sum`), and its assembly feeds the `f8v8hihov4amp`
//!   instruction one set of half partials per four input phases; the scale convention is its
//!   `setFp8Scale` ("half(input*weights) * 2^(scaleIn+scaleWeights)"), Poplar's
//!   `QuarterMetadata` (`value = code · 2^scale`). Graphcore does not publish the AMP's
//!   internal adder widths; the pass-level rounding is what the public vertex defines.

use crate::error::{Error, Result};
use crate::numerics::{self, F8Format, f8};

/// The blocking of an AMP matmul: contracted-dimension block `bk` and output block `bn`
/// (the target's `amp.block_k_*` and `amp.block_n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AmpBlocks {
    /// Contracted-dimension block (16 for f16, 32 for FP8 on ipu21).
    pub bk: usize,
    /// Output-column block (16 on ipu21).
    pub bn: usize,
}

/// Rows of the output computed together by the matmul models (a host-speed choice only: it
/// does not change any result).
const ROWS: usize = 4;

/// Number of elements of the AMP layout of a `[rows, cols]` activation with block `bk`.
pub fn packed_len(rows: usize, cols: usize, bk: usize) -> usize {
    rows * cols.div_ceil(bk) * bk
}

/// Number of elements of the AMP weight layout of a `[k, n]` weight.
pub fn weights_len(k: usize, n: usize, blocks: AmpBlocks) -> usize {
    n.div_ceil(blocks.bn) * blocks.bn * k.div_ceil(blocks.bk) * blocks.bk
}

/// Index of weight element `(kk, j)` of a `[k, n]` weight in the AMP weight layout.
#[inline]
pub fn weight_index(kk: usize, j: usize, k: usize, blocks: AmpBlocks) -> usize {
    let AmpBlocks { bk, bn } = blocks;
    (((j / bn) * k.div_ceil(bk) + kk / bk) * bn + j % bn) * bk + kk % bk
}

/// Pack row-major `src: [k, n]` into the AMP weight layout (zero padding). Errors if
/// `src.len() != k * n` or a block is 0.
pub fn pack_weights<T: Copy + Default>(
    src: &[T],
    k: usize,
    n: usize,
    blocks: AmpBlocks,
) -> Result<Vec<T>> {
    if blocks.bk == 0 || blocks.bn == 0 || src.len() != k * n {
        return Err(Error::codelet(
            "rearrange",
            format!(
                "pack_weights: {} elements for [{k}, {n}] with {blocks:?}",
                src.len()
            ),
        ));
    }
    let mut out = vec![T::default(); weights_len(k, n, blocks)];
    for kk in 0..k {
        for j in 0..n {
            out[weight_index(kk, j, k, blocks)] = src[kk * n + j];
        }
    }
    Ok(out)
}

/// Inverse of [`pack_weights`]: row-major `[k, n]`. Errors on a wrong length.
pub fn unpack_weights<T: Copy + Default>(
    packed: &[T],
    k: usize,
    n: usize,
    blocks: AmpBlocks,
) -> Result<Vec<T>> {
    if blocks.bk == 0 || blocks.bn == 0 || packed.len() != weights_len(k, n, blocks) {
        return Err(Error::codelet(
            "rearrange",
            format!(
                "unpack_weights: {} elements for [{k}, {n}] with {blocks:?}",
                packed.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(k * n);
    for kk in 0..k {
        out.extend((0..n).map(|j| packed[weight_index(kk, j, k, blocks)]));
    }
    Ok(out)
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

/// Operand lengths of one matmul call: `(x, wt, y)` element counts.
struct Lengths(usize, usize, usize);

fn check_sizes(
    codelet: &str,
    got: Lengths,
    m: usize,
    n: usize,
    k: usize,
    blocks: AmpBlocks,
) -> Result<()> {
    let (want_x, want_w) = (packed_len(m, k, blocks.bk), weights_len(k, n, blocks));
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

/// Unpack the weight operand into row-major `[k, n]`, the order the inner loops stream.
fn weights_row_major<T: Copy + Default>(
    packed: &[T],
    k: usize,
    n: usize,
    blocks: AmpBlocks,
) -> Vec<T> {
    // Walk the packed blocks in storage order (no division per element).
    let AmpBlocks { bk, bn } = blocks;
    let mut out = vec![T::default(); k * n];
    let mut src = 0;
    for j0 in (0..n.div_ceil(bn)).map(|b| b * bn) {
        for k0 in (0..k.div_ceil(bk)).map(|b| b * bk) {
            for j in j0..j0 + bn {
                if j < n {
                    for (c, v) in packed[src..src + bk]
                        .iter()
                        .enumerate()
                        .take(k.saturating_sub(k0))
                    {
                        out[(k0 + c) * n + j] = *v;
                    }
                }
                src += bk;
            }
        }
    }
    out
}

/// f16 (or f32) AMP matmul with f32 accumulation: `y[M, N] = x[M, K] · w[K, N]`.
///
/// `x` in the AMP layout and `w` in the AMP weight layout (module doc) with `blocks`;
/// values are f16 values held as `f32` (each product exact in f32), or f32 values for the
/// f32 AMP (`blocks.bk` = the target's `amp.block_k_f32`; each product rounded to f32, then
/// accumulated in f32 in the same order). `y` is row-major `[M, N]`, f32 (the caller rounds
/// it to the output type). Errors on mismatched lengths.
pub fn matmul_f16(
    x: &[f32],
    w: &[f32],
    m: usize,
    n: usize,
    k: usize,
    blocks: AmpBlocks,
    y: &mut [f32],
) -> Result<()> {
    check_sizes(
        "matmul_f16",
        Lengths(x.len(), w.len(), y.len()),
        m,
        n,
        k,
        blocks,
    )?;
    let bk = blocks.bk;
    let right = weights_row_major(w, k, n, blocks);
    // Blocks of `ROWS` rows share each weight-row load; each output still accumulates in
    // increasing `k` order.
    for i0 in (0..m).step_by(ROWS) {
        let rows = ROWS.min(m - i0);
        let out = &mut y[i0 * n..(i0 + rows) * n];
        out.fill(0.0);
        for kk in 0..k {
            let b = &right[kk * n..(kk + 1) * n];
            for (r, acc_row) in out.chunks_exact_mut(n).enumerate() {
                let a = x[((kk / bk) * m + i0 + r) * bk + kk % bk];
                for (acc, b) in acc_row.iter_mut().zip(b) {
                    *acc += a * b;
                }
            }
        }
    }
    Ok(())
}

/// An FP8 operand: codes in the AMP (or AMP weight) layout, their format and power-of-two
/// scale.
#[derive(Clone, Copy, Debug)]
pub struct F8Operand<'a> {
    /// The codes (one byte per element).
    pub codes: &'a [u8],
    /// Their format.
    pub format: F8Format,
    /// `value = decode(code) · 2^scale`.
    pub scale: i32,
}

/// FP8 AMP matmul with f16 accumulation (the `f8v8hihov4amp` model of the module doc: one
/// f16 rounding per pass of `blocks.bk` contracted values): `y[M, N] = x[M, K] · w[K, N]`,
/// `y` row-major, each element an f16 value held as `f32`.
///
/// `x` in the AMP layout and `w` in the AMP weight layout with `blocks`. Errors on
/// mismatched lengths.
pub fn matmul_f8(
    x: F8Operand<'_>,
    w: F8Operand<'_>,
    m: usize,
    n: usize,
    k: usize,
    blocks: AmpBlocks,
    y: &mut [f32],
) -> Result<()> {
    let lengths = Lengths(x.codes.len(), w.codes.len(), y.len());
    check_sizes("matmul_f8", lengths, m, n, k, blocks)?;
    let bk = blocks.bk;
    let (tx, tw) = (f8::decode_table(x.format), f8::decode_table(w.format));
    let factor = f8::pow2f(x.scale + w.scale);
    let right: Vec<f32> = weights_row_major(w.codes, k, n, blocks)
        .iter()
        .map(|&c| tw[c as usize])
        .collect();
    // Rows are processed `ROWS` at a time so each weight row is loaded once per block of
    // rows; every output element still sees exactly the model's operations in order.
    let left = |i: usize, kk: usize| tx[x.codes[((kk / bk) * m + i) * bk + kk % bk] as usize];
    let mut group = vec![0.0f32; ROWS * n];
    for i0 in (0..m).step_by(ROWS) {
        let rows = ROWS.min(m - i0);
        let out = &mut y[i0 * n..(i0 + rows) * n];
        out.fill(0.0);
        for g0 in (0..k).step_by(bk) {
            group.fill(0.0);
            for kk in g0..(g0 + bk).min(k) {
                let b = &right[kk * n..(kk + 1) * n];
                for (r, sums) in group.chunks_exact_mut(n).take(rows).enumerate() {
                    let a = left(i0 + r, kk);
                    for (s, b) in sums.iter_mut().zip(b) {
                        *s += a * b;
                    }
                }
            }
            for (acc, s) in out.iter_mut().zip(&group) {
                *acc = numerics::round_f16(*acc + s * factor);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numerics::DType;

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

    const F16_BLOCKS: AmpBlocks = AmpBlocks { bk: 16, bn: 16 };
    const F8_BLOCKS: AmpBlocks = AmpBlocks { bk: 32, bn: 16 };

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
    fn weight_layout_matches_the_documented_formula() {
        // [k=3, n=3] with bk = 2, bn = 2: KB = 2, N padded to 4; blocks (n-block, k-block).
        let src: Vec<u32> = (1..=9).collect();
        let blocks = AmpBlocks { bk: 2, bn: 2 };
        let packed = pack_weights(&src, 3, 3, blocks).unwrap();
        assert_eq!(packed.len(), 16);
        // Block (n 0..2, k 0..2): rows n=0: k0,k1 = 1,4; n=1: 2,5.
        assert_eq!(packed[..4], [1, 4, 2, 5]);
        // Block (n 0..2, k 2..4): n=0: 7, pad; n=1: 8, pad.
        assert_eq!(packed[4..8], [7, 0, 8, 0]);
        // Block (n 2..4, k 0..2): n=2: 3, 6; n=3 padding.
        assert_eq!(packed[8..12], [3, 6, 0, 0]);
        assert_eq!(unpack_weights(&packed, 3, 3, blocks).unwrap(), src);
        assert!(pack_weights(&src, 3, 4, blocks).is_err());
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
        let xp = pack(&x, m, k, F16_BLOCKS.bk).unwrap();
        let wp = pack_weights(&w, k, n, F16_BLOCKS).unwrap();
        let mut y = vec![0.0; m * n];
        matmul_f16(&xp, &wp, m, n, k, F16_BLOCKS, &mut y).unwrap();
        for (got, want) in y.iter().zip(matmul_f64(&x, &w, m, n, k)) {
            // f32 accumulation of 37 exact products: error well below 1e-5 here.
            assert!((f64::from(*got) - want).abs() < 1e-5, "{got} vs {want}");
        }
        // Exactly the documented model: f32 products accumulated in increasing k.
        for i in 0..m {
            for j in 0..n {
                let acc = (0..k).fold(0.0f32, |acc, kk| acc + x[i * k + kk] * w[kk * n + j]);
                assert_eq!(y[i * n + j].to_bits(), acc.to_bits(), "[{i}, {j}]");
            }
        }
        assert!(matmul_f16(&xp, &wp, m, n, k + 16, F16_BLOCKS, &mut y).is_err());
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
        let xp = pack(&xc, m, k, F8_BLOCKS.bk).unwrap();
        let wtp = pack_weights(&wc, k, n, F8_BLOCKS).unwrap();
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
        matmul_f8(x_op, w_op, m, n, k, F8_BLOCKS, &mut y).unwrap();

        // Independent model in f64: exact sums of each pass of 32, f16 rounding after each.
        let want = matmul_f64(&xv, &wv, m, n, k);
        for i in 0..m {
            for j in 0..n {
                let mut acc = 0.0f32;
                for g0 in (0..k).step_by(32) {
                    let s: f64 = (g0..(g0 + 32).min(k))
                        .map(|kk| f64::from(xv[i * k + kk]) * f64::from(wv[kk * n + j]))
                        .sum();
                    acc = half::f16::from_f32(acc + s as f32).to_f32();
                }
                assert_eq!(y[i * n + j], acc, "[{i}, {j}]");
                // And the f16 accumulation stays within 4 f16 roundings (one per pass) of
                // the exact sum.
                let bound = 4.0 * 2f64.powi(-11) * want[i * n + j].abs().max(8.0);
                assert!((f64::from(acc) - want[i * n + j]).abs() <= bound);
            }
        }
    }
}
