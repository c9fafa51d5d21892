//! Conversions between `f64` and the bit patterns of every builtin float format,
//! and MLIR-style float printing.
//!
//! Rounding is to nearest, ties to even, as LLVM's `APFloat` does. Formats
//! without infinities (`f8E4M3FN`, the `FNUZ` kinds) turn overflow and infinity
//! into NaN, as `APFloat` does for them. Decimal literals are converted through
//! `f64`, so for `f80`/`f128` a decimal literal keeps only `f64` precision (a
//! documented limit; their hex literals are exact).
//!
//! Format parameters are those of LLVM's `APFloat` semantics tables
//! (`llvm/lib/Support/APFloat.cpp`): exponent bits, stored mantissa bits, bias.

use crate::ir::types::FloatKind;

#[derive(Copy, Clone, PartialEq, Eq)]
enum NonFinite {
    /// IEEE: infinities and NaNs at the all-ones exponent.
    Ieee,
    /// `FN`: no infinities; NaN is all-ones exponent and mantissa.
    NanOnlyAllOnes,
    /// `FNUZ`: no infinities, no negative zero; NaN is the negative-zero pattern.
    NanOnlyNegZero,
}

struct Format {
    exp_bits: u32,
    man_bits: u32,
    bias: i32,
    non_finite: NonFinite,
}

fn format(kind: FloatKind) -> Format {
    use NonFinite::*;
    let (exp_bits, man_bits, bias, non_finite) = match kind {
        FloatKind::F16 => (5, 10, 15, Ieee),
        FloatKind::BF16 => (8, 7, 127, Ieee),
        FloatKind::TF32 => (8, 10, 127, Ieee),
        FloatKind::F32 => (8, 23, 127, Ieee),
        FloatKind::F64 => (11, 52, 1023, Ieee),
        FloatKind::F128 => (15, 112, 16383, Ieee),
        FloatKind::F80 => (15, 63, 16383, Ieee), // explicit integer bit handled separately
        FloatKind::F8E5M2 => (5, 2, 15, Ieee),
        FloatKind::F8E4M3 => (4, 3, 7, Ieee),
        FloatKind::F8E4M3FN => (4, 3, 7, NanOnlyAllOnes),
        FloatKind::F8E5M2FNUZ => (5, 2, 16, NanOnlyNegZero),
        FloatKind::F8E4M3FNUZ => (4, 3, 8, NanOnlyNegZero),
        FloatKind::F8E4M3B11FNUZ => (4, 3, 11, NanOnlyNegZero),
    };
    Format {
        exp_bits,
        man_bits,
        bias,
        non_finite,
    }
}

/// The canonical quiet NaN bit pattern of `kind`.
pub fn nan_bits(kind: FloatKind) -> u128 {
    let f = format(kind);
    match (kind, f.non_finite) {
        (FloatKind::F80, _) => (0x7FFFu128 << 64) | (0xC000_0000_0000_0000u128),
        (_, NonFinite::Ieee) => {
            (((1u128 << f.exp_bits) - 1) << f.man_bits) | (1u128 << (f.man_bits - 1))
        }
        (_, NonFinite::NanOnlyAllOnes) => (1u128 << (f.exp_bits + f.man_bits)) - 1,
        (_, NonFinite::NanOnlyNegZero) => 1u128 << (f.exp_bits + f.man_bits),
    }
}

/// Rounds `v` to `kind` and returns the bit pattern (right-aligned).
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    if kind == FloatKind::F64 {
        return v.to_bits() as u128;
    }
    if kind == FloatKind::F80 {
        return f64_to_f80(v);
    }
    let f = format(kind);
    let sign = (v.is_sign_negative() as u128) << (f.exp_bits + f.man_bits);
    if v.is_nan() {
        return nan_bits(kind);
    }
    if v.is_infinite() {
        return match f.non_finite {
            NonFinite::Ieee => sign | (((1u128 << f.exp_bits) - 1) << f.man_bits),
            _ => nan_bits(kind),
        };
    }
    if v == 0.0 {
        return if f.non_finite == NonFinite::NanOnlyNegZero {
            0
        } else {
            sign
        };
    }
    // v = m * 2^(e - 52) with m in [2^52, 2^53).
    let bits = v.abs().to_bits();
    let raw_exp = ((bits >> 52) & 0x7FF) as i32;
    let (mut m, e) = if raw_exp == 0 {
        // f64 subnormal: normalise.
        let frac = bits & ((1u64 << 52) - 1);
        let lz = frac.leading_zeros() as i32 - 11;
        ((frac << lz) as u128, -1022 - lz)
    } else {
        (
            ((bits & ((1u64 << 52) - 1)) | (1u64 << 52)) as u128,
            raw_exp - 1023,
        )
    };
    let p = f.man_bits as i32;
    let emin = 1 - f.bias;
    let (mut exp_field, mantissa);
    if f.man_bits >= 52 {
        // Wider than f64 (f128): exact.
        m <<= f.man_bits - 52;
        if e >= emin {
            exp_field = (e + f.bias) as u128;
            mantissa = m & ((1u128 << f.man_bits) - 1);
        } else {
            let shift = (emin - e) as u32;
            exp_field = 0;
            mantissa = if shift >= 128 { 0 } else { m >> shift };
        }
    } else {
        let base_shift = 52 - p;
        let shift = if e >= emin {
            base_shift
        } else {
            base_shift + (emin - e)
        };
        let rounded = round_shift(m, shift.min(127) as u32);
        if e >= emin {
            if rounded >> (p + 1) != 0 {
                exp_field = (e + 1 + f.bias) as u128;
                mantissa = (rounded >> 1) & ((1u128 << p) - 1);
            } else {
                exp_field = (e + f.bias) as u128;
                mantissa = rounded & ((1u128 << p) - 1);
            }
        } else if rounded >> p != 0 {
            // Rounded up into the smallest normal.
            exp_field = 1;
            mantissa = rounded & ((1u128 << p) - 1);
        } else {
            exp_field = 0;
            mantissa = rounded;
        }
    }
    let max_field = (1u128 << f.exp_bits) - 1;
    let overflow = match f.non_finite {
        NonFinite::Ieee => exp_field >= max_field,
        NonFinite::NanOnlyAllOnes => {
            exp_field > max_field
                || (exp_field == max_field && mantissa == (1u128 << f.man_bits) - 1)
        }
        NonFinite::NanOnlyNegZero => exp_field > max_field,
    };
    if overflow {
        return match f.non_finite {
            NonFinite::Ieee => sign | (max_field << f.man_bits),
            _ => nan_bits(kind),
        };
    }
    if exp_field == 0 && mantissa == 0 && f.non_finite == NonFinite::NanOnlyNegZero {
        return 0;
    }
    exp_field &= max_field;
    sign | (exp_field << f.man_bits) | mantissa
}

/// `m >> shift`, rounded to nearest, ties to even.
fn round_shift(m: u128, shift: u32) -> u128 {
    if shift == 0 {
        return m;
    }
    let q = m >> shift;
    let rem = m & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

fn f64_to_f80(v: f64) -> u128 {
    let sign = (v.is_sign_negative() as u128) << 79;
    if v.is_nan() {
        return nan_bits(FloatKind::F80);
    }
    if v.is_infinite() {
        return sign | (0x7FFFu128 << 64) | (1u128 << 63);
    }
    if v == 0.0 {
        return sign;
    }
    let bits = v.abs().to_bits();
    let raw_exp = ((bits >> 52) & 0x7FF) as i32;
    let (m, e) = if raw_exp == 0 {
        let frac = bits & ((1u64 << 52) - 1);
        let lz = frac.leading_zeros() as i32 - 11;
        (frac << lz, -1022 - lz)
    } else {
        ((bits & ((1u64 << 52) - 1)) | (1u64 << 52), raw_exp - 1023)
    };
    let exp_field = (e + 16383) as u128;
    sign | (exp_field << 64) | ((m as u128) << 11)
}

/// The value of a bit pattern of `kind` as `f64` (exact for every format up to
/// `f64`; rounded for `f80` and `f128`).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    if kind == FloatKind::F64 {
        return f64::from_bits(bits as u64);
    }
    if kind == FloatKind::F80 {
        let sign = if (bits >> 79) & 1 == 1 { -1.0 } else { 1.0 };
        let exp = ((bits >> 64) & 0x7FFF) as i32;
        let mant = (bits & 0xFFFF_FFFF_FFFF_FFFF) as u64;
        if exp == 0x7FFF {
            return if mant << 1 == 0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            };
        }
        let e = if exp == 0 { -16382 } else { exp - 16383 };
        return sign * (mant as f64) * pow2(e - 63);
    }
    let f = format(kind);
    let total = f.exp_bits + f.man_bits;
    let neg = (bits >> total) & 1 == 1;
    let exp_field = ((bits >> f.man_bits) & ((1u128 << f.exp_bits) - 1)) as i32;
    let mant = bits & ((1u128 << f.man_bits) - 1);
    let max_field = (1i32 << f.exp_bits) - 1;
    match f.non_finite {
        NonFinite::Ieee if exp_field == max_field => {
            return if mant == 0 {
                if neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            } else {
                f64::NAN
            };
        }
        NonFinite::NanOnlyAllOnes
            if exp_field == max_field && mant == (1u128 << f.man_bits) - 1 =>
        {
            return f64::NAN;
        }
        NonFinite::NanOnlyNegZero if neg && exp_field == 0 && mant == 0 => return f64::NAN,
        _ => {}
    }
    let (sig, e) = if exp_field == 0 {
        (mant as f64, 1 - f.bias - f.man_bits as i32)
    } else {
        (
            (mant | (1u128 << f.man_bits)) as f64,
            exp_field - f.bias - f.man_bits as i32,
        )
    };
    let v = sig * pow2(e);
    if neg { -v } else { v }
}

fn pow2(e: i32) -> f64 {
    // Split to stay within f64's exponent range for intermediate results.
    if e > 1000 {
        2f64.powi(1000) * 2f64.powi(e - 1000)
    } else if e < -1000 {
        2f64.powi(-1000) * 2f64.powi(e + 1000)
    } else {
        2f64.powi(e)
    }
}

/// Whether `bits` encode a NaN or infinity in `kind`.
pub fn is_non_finite(kind: FloatKind, bits: u128) -> bool {
    !to_f64(kind, bits).is_finite()
}

/// Writes a float the way MLIR does: `%e` with 6 digits if that reads back to the
/// same bits, otherwise the shortest exponent form that does, and hex
/// (`0x7FC00000`) for NaN, infinity, `f80` and `f128`.
pub fn write_float(out: &mut dyn std::fmt::Write, kind: FloatKind, bits: u128) -> std::fmt::Result {
    let v = to_f64(kind, bits);
    if matches!(kind, FloatKind::F80 | FloatKind::F128) || !v.is_finite() {
        return write_hex(out, kind, bits);
    }
    let mut buf = String::new();
    for prec in 6..=17 {
        buf.clear();
        c_style_exp(&mut buf, v, prec);
        if let Ok(back) = buf.parse::<f64>()
            && from_f64(kind, back) == bits
        {
            return out.write_str(&buf);
        }
    }
    write_hex(out, kind, bits)
}

fn write_hex(out: &mut dyn std::fmt::Write, kind: FloatKind, bits: u128) -> std::fmt::Result {
    let digits = kind.bit_width().div_ceil(4) as usize;
    write!(out, "0x{bits:0digits$X}")
}

/// `v` as C's `%.{prec}e` (`1.500000e+00`).
fn c_style_exp(buf: &mut String, v: f64, prec: usize) {
    use std::fmt::Write;
    let s = format!("{v:.prec$e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let _ = write!(
        buf,
        "{mant}e{}{:02}",
        if exp < 0 { '-' } else { '+' },
        exp.abs()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(kind: FloatKind, bits: u128) -> String {
        let mut s = String::new();
        write_float(&mut s, kind, bits).unwrap();
        s
    }

    #[test]
    fn f16_and_bf16_match_half_crate() {
        for &v in &[0.0, 1.0, -2.5, 65504.0, 1e-7, 2.71, 1e10, -0.0, 6.1e-5] {
            assert_eq!(
                from_f64(FloatKind::F16, v),
                half::f16::from_f64(v).to_bits() as u128,
                "{v}"
            );
            assert_eq!(
                from_f64(FloatKind::BF16, v),
                half::bf16::from_f64(v).to_bits() as u128,
                "{v}"
            );
        }
        for b in 0u16..=0xFFFF {
            let h = half::f16::from_bits(b).to_f64();
            let ours = to_f64(FloatKind::F16, b as u128);
            assert!(
                h.to_bits() == ours.to_bits() || (h.is_nan() && ours.is_nan()),
                "{b:x}"
            );
        }
    }

    #[test]
    fn f8_formats_round_trip_every_pattern() {
        for kind in [
            FloatKind::F8E5M2,
            FloatKind::F8E4M3,
            FloatKind::F8E4M3FN,
            FloatKind::F8E5M2FNUZ,
            FloatKind::F8E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ,
        ] {
            for b in 0u128..256 {
                let v = to_f64(kind, b);
                if v.is_nan() {
                    continue;
                }
                assert_eq!(from_f64(kind, v), b, "{kind:?} {b:#x} {v}");
            }
        }
        // OCP: E4M3FN max normal 448, E5M2 max normal 57344.
        assert_eq!(to_f64(FloatKind::F8E4M3FN, 0x7E), 448.0);
        assert_eq!(to_f64(FloatKind::F8E5M2, 0x7B), 57344.0);
        assert_eq!(from_f64(FloatKind::F8E4M3FN, 1000.0), 0x7F);
    }

    #[test]
    fn prints_like_mlir() {
        assert_eq!(
            show(FloatKind::F32, from_f64(FloatKind::F32, 1.0)),
            "1.000000e+00"
        );
        assert_eq!(
            show(FloatKind::F64, from_f64(FloatKind::F64, -1e-9)),
            "-1.000000e-09"
        );
        assert_eq!(show(FloatKind::F32, 0x7FC00000), "0x7FC00000");
        assert_eq!(
            show(FloatKind::F64, from_f64(FloatKind::F64, 0.1)),
            "1.000000e-01"
        );
        assert_eq!(
            show(FloatKind::F64, from_f64(FloatKind::F64, 0.1 + 0.2)),
            "3.0000000000000004e-01"
        );
        assert_eq!(show(FloatKind::F16, 0x7C00), "0x7C00");
        assert_eq!(
            show(FloatKind::F80, f64_to_f80(1.0)),
            "0x3FFF8000000000000000"
        );
    }
}
