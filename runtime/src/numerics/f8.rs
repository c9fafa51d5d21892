//! FP8 formats: OCP `f8E4M3FN` and `f8E5M2`, with a power-of-two scale.
//!
//! # Semantics
//!
//! Encoding follows MLIR's `APFloat` and `ml_dtypes` (the library JAX uses), which agree:
//! round to nearest, ties to even, computed from the exact input value (one rounding);
//! no saturation:
//!
//! | input                        | `f8E4M3FN`                 | `f8E5M2`             |
//! |------------------------------|----------------------------|----------------------|
//! | rounds above the largest finite (448 / 57344) | NaN (`0x7F`, sign kept) | ±∞ (`0x7C`, sign kept) |
//! | ±∞                           | NaN (`0x7F`/`0xFF`)        | ±∞                   |
//! | NaN                          | `0x7F` with the input sign | `0x7E` with the input sign |
//! | ±0, values rounding to zero  | ±0 (`0x00`/`0x80`)         | ±0                   |
//!
//! The `float8` crate (modelled on CUDA's `__nv_cvt_*_to_fp8` with `__NV_SATFINITE`)
//! *saturates* overflow to the largest finite value instead, so it is used here only for
//! decoding (every code is checked against `ml_dtypes` in `tests/fp8_tables.rs`); the encoder
//! is ours.
//!
//! # Scale
//!
//! Graphcore's `QuarterMetadata` (Poplar API reference, `poplar/Quarter.hpp`) attaches a
//! signed power-of-two scale `s` to 8-bit data: `value = code · 2^s`, and encoding
//! computes `code = round(value · 2^-s)`. [`quantize`] and [`dequantize`] implement
//! exactly that; `s = 0` is the plain OCP format.
//!
//! # Relation to the IPU's own F143 format
//!
//! The ipu21 hardware format `F143` has exponent bias 8 (max 240, NaN `0x80`, no −0;
//! Noune et al., "8-bit Numerical Formats for Deep Neural Networks", 2022). For every
//! code except `0x7F`, `0xFF` and `0x80`, the F143 code with metadata scale `s + 1`
//! denotes the same value as the `f8E4M3FN` code with scale `s`, so the simulator
//! computes on OCP values and the planner may store either encoding.

use float8::{F8E4M3, F8E5M2};

/// An 8-bit floating-point format.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum F8Format {
    /// OCP E4M3 "finite, NaN": 1 sign, 4 exponent (bias 7), 3 mantissa bits; max 448,
    /// no infinities, NaN is `S.1111.111`.
    E4M3FN,
    /// OCP E5M2 (IEEE-like): 1 sign, 5 exponent (bias 15), 2 mantissa bits; max 57344,
    /// ±∞ and NaNs as in IEEE 754.
    E5M2,
}

/// Parameters of a format, used by the generic encoder.
struct Params {
    mantissa_bits: i32,
    bias: i32,
    /// Largest finite code (sign bit clear).
    max_finite: u8,
    /// Code (sign bit clear) that a finite overflow or an infinity encodes to.
    overflow: u8,
    /// Canonical NaN code (sign bit clear).
    nan: u8,
}

impl F8Format {
    fn params(self) -> Params {
        match self {
            F8Format::E4M3FN => Params {
                mantissa_bits: 3,
                bias: 7,
                max_finite: 0x7E,
                overflow: 0x7F,
                nan: 0x7F,
            },
            F8Format::E5M2 => Params {
                mantissa_bits: 2,
                bias: 15,
                max_finite: 0x7B,
                overflow: 0x7C,
                nan: 0x7E,
            },
        }
    }

    /// Largest finite magnitude: 448 for E4M3FN, 57344 for E5M2.
    pub fn max_finite(self) -> f32 {
        decode(self, self.params().max_finite)
    }
}

/// Decode table of every E4M3FN code (built at compile time by the `float8` crate).
static E4M3FN_VALUES: [f32; 256] = table(F8Format::E4M3FN);
/// Decode table of every E5M2 code.
static E5M2_VALUES: [f32; 256] = table(F8Format::E5M2);

const fn table(format: F8Format) -> [f32; 256] {
    let mut out = [0.0f32; 256];
    let mut i = 0;
    while i < 256 {
        out[i] = match format {
            F8Format::E4M3FN => F8E4M3::from_bits(i as u8).to_f32(),
            F8Format::E5M2 => F8E5M2::from_bits(i as u8).to_f32(),
        };
        i += 1;
    }
    out
}

/// The 256-entry decode table of `format` (index = code).
pub fn decode_table(format: F8Format) -> &'static [f32; 256] {
    match format {
        F8Format::E4M3FN => &E4M3FN_VALUES,
        F8Format::E5M2 => &E5M2_VALUES,
    }
}

/// The value of `code` in `format` (exact: every FP8 value is an f32).
#[inline]
pub fn decode(format: F8Format, code: u8) -> f32 {
    decode_table(format)[code as usize]
}

/// Encode `x` into `format`, rounding to nearest-even, with the module's overflow and NaN
/// semantics (those of MLIR and `ml_dtypes`).
pub fn encode(format: F8Format, x: f32) -> u8 {
    let p = format.params();
    let sign = ((x.to_bits() >> 24) & 0x80) as u8;
    if x.is_nan() {
        return sign | p.nan;
    }
    let a = f64::from(x.abs());
    if a.is_infinite() {
        return sign | p.overflow;
    }
    if a == 0.0 {
        return sign;
    }
    // Unbiased exponent of `a`, clamped to the smallest normal exponent: below it the
    // quantum is fixed (subnormals).
    let min_exp = 1 - p.bias;
    // (f32 subnormals have a biased exponent field of 0, far below `min_exp`.)
    let exp = ((((x.to_bits() >> 23) & 0xFF) as i32) - 127).max(min_exp);
    let quantum = pow2(exp - p.mantissa_bits);
    // Exact: `a` has 24 significant bits and the division is by a power of two.
    let n = (a / quantum).round_ties_even() as i64;
    let implicit = 1i64 << p.mantissa_bits;
    let code = if n < implicit {
        // Subnormal (or zero after rounding); only possible at `exp == min_exp`.
        n
    } else {
        // `n` is in [2^m, 2^(m+1)]; the upper end carries into the exponent.
        let (e, n) = if n == 2 * implicit {
            (exp + 1, implicit)
        } else {
            (exp, n)
        };
        let biased = i64::from(e + p.bias);
        (biased << p.mantissa_bits) | (n - implicit)
    };
    if code > i64::from(p.max_finite) {
        return sign | p.overflow;
    }
    sign | code as u8
}

/// Scaled encoding (`QuarterMetadata` convention): `code = encode(x · 2^-scale)`.
#[inline]
pub fn quantize(format: F8Format, x: f32, scale: i32) -> u8 {
    encode(format, x * pow2f(-scale))
}

/// Scaled decoding (`QuarterMetadata` convention): `value = decode(code) · 2^scale`.
#[inline]
pub fn dequantize(format: F8Format, code: u8, scale: i32) -> f32 {
    decode(format, code) * pow2f(scale)
}

/// Round `x` to the nearest value of `format` and return that value (NaN for NaN or,
/// in E4M3FN, overflow; ±∞ for E5M2 overflow).
#[inline]
pub fn round(format: F8Format, x: f32) -> f32 {
    decode(format, encode(format, x))
}

fn pow2(e: i32) -> f64 {
    f64::from_bits(((e + 1023) as u64) << 52)
}

/// `2^e` as an f32; `e` is clamped to the normal range [-126, 127].
pub(crate) fn pow2f(e: i32) -> f32 {
    f32::from_bits(((e.clamp(-126, 127) + 127) as u32) << 23)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(format: F8Format, x: f32, code: u8) {
        assert_eq!(encode(format, x), code, "encode({x}) in {format:?}");
    }

    #[test]
    fn encodes_boundaries_like_ml_dtypes() {
        use F8Format::*;
        check(E4M3FN, 448.0, 0x7E);
        check(E4M3FN, 464.0, 0x7E); // tie between 448 (even) and the NaN code: even wins
        check(E4M3FN, 465.0, 0x7F);
        check(E4M3FN, f32::INFINITY, 0x7F);
        check(E4M3FN, f32::NEG_INFINITY, 0xFF);
        check(E4M3FN, -0.0, 0x80);
        check(E4M3FN, 1.0, 0x38);
        check(E4M3FN, 2f32.powi(-9), 0x01); // smallest subnormal
        check(E4M3FN, 2f32.powi(-10), 0x00); // tie to even (zero)
        check(E4M3FN, 1.5 * 2f32.powi(-10), 0x01);
        check(E5M2, 57344.0, 0x7B);
        check(E5M2, 61440.0, 0x7C);
        check(E5M2, -f32::NAN, 0xFE);
        check(E5M2, 2f32.powi(-16), 0x01);
    }

    #[test]
    fn decodes_extremes() {
        assert_eq!(F8Format::E4M3FN.max_finite(), 448.0);
        assert_eq!(F8Format::E5M2.max_finite(), 57344.0);
        assert!(decode(F8Format::E4M3FN, 0x7F).is_nan());
        assert!(decode(F8Format::E5M2, 0x7C).is_infinite());
    }

    #[test]
    fn every_code_round_trips() {
        for format in [F8Format::E4M3FN, F8Format::E5M2] {
            for code in 0..=255u8 {
                let v = decode(format, code);
                if !v.is_nan() {
                    assert_eq!(encode(format, v), code, "{format:?} code {code:#04x}");
                }
            }
        }
    }

    #[test]
    fn scale_is_a_power_of_two_factor() {
        // 3.0 with scale -2 is stored as 12.0 (code 0x52), read back as 3.0.
        let code = quantize(F8Format::E4M3FN, 3.0, -2);
        assert_eq!(decode(F8Format::E4M3FN, code), 12.0);
        assert_eq!(dequantize(F8Format::E4M3FN, code, -2), 3.0);
        // A value beyond 448 fits once scaled down.
        assert_eq!(
            dequantize(F8Format::E4M3FN, quantize(F8Format::E4M3FN, 896.0, 1), 1),
            896.0
        );
    }
}
