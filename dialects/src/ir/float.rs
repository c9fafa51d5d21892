//! Conversions between `f64` and the bit patterns of every builtin float format,
//! and MLIR-style float printing.
//!
//! Rounding is to nearest, ties to even, as LLVM's `APFloat` does. Formats
//! without infinities (`f8E4M3FN`, the `FNUZ` kinds) turn overflow and infinity
//! into NaN, as `APFloat` does for them. Decimal literals are converted through
//! `f64`, as MLIR's parser does (`0.1 : f80` is the `f64` nearest 0.1, widened);
//! hex literals are exact. Printing follows MLIR's `printFloatValue` digit for
//! digit (see [`write_float`]); it needs exact big-integer arithmetic.
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
            NonFinite::NanOnlyAllOnes => sign | nan_bits(kind),
            NonFinite::NanOnlyNegZero => nan_bits(kind),
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
            // APFloat makes a NaN of the overflowing value's sign.
            NonFinite::NanOnlyAllOnes => sign | nan_bits(kind),
            NonFinite::NanOnlyNegZero => nan_bits(kind),
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

/// The parameters of `kind` as LLVM's `APFloat` semantics tables give them: precision
/// in bits (with the integer bit), the smallest and largest unbiased exponents.
fn semantics(kind: FloatKind) -> (u32, i32, i32) {
    if kind == FloatKind::F80 {
        return (64, -16382, 16383);
    }
    let f = format(kind);
    let emin = 1 - f.bias;
    let top = (1i32 << f.exp_bits) - 1;
    let emax = match f.non_finite {
        NonFinite::Ieee => top - 1 - f.bias,
        _ => top - f.bias,
    };
    (f.man_bits + 1, emin, emax)
}

/// A decoded bit pattern: `Finite { sig, exp }` is `sig × 2^exp` (`sig` has at most
/// the precision's bits; `sig == 0` is a zero).
enum Decoded {
    Finite { neg: bool, sig: u128, exp: i32 },
    Inf,
    NaN,
}

fn decode(kind: FloatKind, bits: u128) -> Decoded {
    let v = to_f64(kind, bits);
    if v.is_nan() {
        return Decoded::NaN;
    }
    if kind == FloatKind::F80 {
        // As APFloat reads x87 patterns: an all-ones exponent is infinity only with
        // the mantissa 1.000...; it and any other exponent but zero without the
        // integer bit are NaNs ("pseudo-NaN", "unnormal").
        let neg = (bits >> 79) & 1 == 1;
        let e = ((bits >> 64) & 0x7FFF) as i32;
        let sig = bits & 0xFFFF_FFFF_FFFF_FFFF;
        let integer_bit = sig >> 63 == 1;
        if e == 0x7FFF {
            return if sig == 1 << 63 {
                Decoded::Inf
            } else {
                Decoded::NaN
            };
        }
        if e != 0 && !integer_bit {
            return Decoded::NaN;
        }
        let unbiased = if e == 0 { -16382 } else { e - 16383 };
        return Decoded::Finite {
            neg,
            sig,
            exp: unbiased - 63,
        };
    }
    let f = format(kind);
    let neg = (bits >> (f.exp_bits + f.man_bits)) & 1 == 1;
    let exp_field = ((bits >> f.man_bits) & ((1u128 << f.exp_bits) - 1)) as i32;
    let mant = bits & ((1u128 << f.man_bits) - 1);
    if f.non_finite == NonFinite::Ieee && exp_field == (1 << f.exp_bits) - 1 {
        return Decoded::Inf;
    }
    let (sig, unbiased) = if exp_field == 0 {
        (mant, 1 - f.bias)
    } else {
        (mant | (1u128 << f.man_bits), exp_field - f.bias)
    };
    Decoded::Finite {
        neg,
        sig,
        exp: unbiased - f.man_bits as i32,
    }
}

/// Encodes `±sig × 2^exp`, where `sig` already has at most the precision's bits and
/// `exp` is at least the smallest exponent of the last place; `None` on overflow.
fn encode(kind: FloatKind, neg: bool, sig: u128, exp: i32) -> Option<u128> {
    let (p, emin, emax) = semantics(kind);
    if sig == 0 {
        return Some(zero_bits(kind, neg));
    }
    let top = 128 - sig.leading_zeros() as i32; // bits in sig
    let unbiased = exp + top - 1;
    if unbiased > emax {
        return None;
    }
    if kind == FloatKind::F80 {
        let field = if top < p as i32 {
            0
        } else {
            (unbiased + 16383) as u128
        };
        return Some(((neg as u128) << 79) | (field << 64) | sig);
    }
    let f = format(kind);
    let (field, mant) = if top < p as i32 {
        debug_assert_eq!(exp, emin - (p as i32 - 1));
        (0u128, sig)
    } else {
        (
            (unbiased + f.bias) as u128,
            sig & ((1u128 << f.man_bits) - 1),
        )
    };
    if f.non_finite == NonFinite::NanOnlyAllOnes
        && field == (1u128 << f.exp_bits) - 1
        && mant == (1u128 << f.man_bits) - 1
    {
        return None;
    }
    Some(((neg as u128) << (f.exp_bits + f.man_bits)) | (field << f.man_bits) | mant)
}

fn zero_bits(kind: FloatKind, neg: bool) -> u128 {
    let f = format(kind);
    if f.non_finite == NonFinite::NanOnlyNegZero {
        return 0;
    }
    let width = if kind == FloatKind::F80 {
        80
    } else {
        f.exp_bits + f.man_bits + 1
    };
    (neg as u128) << (width - 1)
}

fn overflow_bits(kind: FloatKind, neg: bool) -> u128 {
    if kind == FloatKind::F80 {
        return ((neg as u128) << 79) | (0x7FFFu128 << 64) | (1u128 << 63);
    }
    let f = format(kind);
    match f.non_finite {
        NonFinite::Ieee => {
            ((neg as u128) << (f.exp_bits + f.man_bits))
                | (((1u128 << f.exp_bits) - 1) << f.man_bits)
        }
        _ => nan_bits(kind),
    }
}

/// The bits of the decimal text `text` (`[0-9]+(.[0-9]*)?([eE][+-]?[0-9]+)?`,
/// negated if `neg`) in `kind`, rounded once to nearest, ties to even, as LLVM's
/// `APFloat(semantics, text)` does: overflow gives infinity (NaN in the formats
/// without one). `approx` must be the text parsed as `f64` (with its sign); it
/// decides the result directly unless rounding through `f64` could differ.
///
/// (MLIR's parser does not do this for literals in the IR: it reads them as `f64`
/// and converts, which is [`from_f64`]. Its printer uses the exact reading to decide
/// whether a short form reads back.)
pub fn from_decimal(kind: FloatKind, neg: bool, text: &str, approx: f64) -> u128 {
    if kind == FloatKind::F64 {
        return approx.to_bits() as u128;
    }
    if !matches!(kind, FloatKind::F80 | FloatKind::F128) && approx.is_finite() {
        // Rounding to f64 first differs from rounding once only when the f64 value
        // lies exactly halfway between two neighbours of `kind`.
        let r = from_f64(kind, approx);
        let back = to_f64(kind, r);
        if back == approx || back.is_nan() || back.is_infinite() {
            return r;
        }
        let other = if approx.abs() > back.abs() {
            r + 1
        } else {
            r - 1
        };
        let o = to_f64(kind, other);
        if o.is_finite() && (back + o) / 2.0 != approx {
            return r;
        }
    }
    exact_decimal(kind, neg, text)
}

/// [`from_decimal`] with big integers only.
fn exact_decimal(kind: FloatKind, neg: bool, text: &str) -> u128 {
    use num_bigint::BigUint;
    let (mant, exp10) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i64>().unwrap_or(0)),
        None => (text, 0),
    };
    let (int_part, frac_part) = mant.split_once('.').unwrap_or((mant, ""));
    let digits: String = int_part.chars().chain(frac_part.chars()).collect();
    let mut e10 = exp10.saturating_sub(frac_part.len() as i64);
    let digits = digits.trim_start_matches('0');
    let d = BigUint::parse_bytes(digits.as_bytes(), 10).unwrap_or_default();
    if d == BigUint::ZERO {
        return zero_bits(kind, neg);
    }
    let (p, emin, emax) = semantics(kind);
    // Far outside the exponent range: decide without building huge powers.
    let mag10 = digits.len() as i64 + e10; // value < 10^mag10
    if mag10 > (emax as i64 + 2) * 31 / 100 + 2 {
        return overflow_bits(kind, neg);
    }
    if mag10 < (emin as i64 - p as i64 - 2) * 31 / 100 - 2 {
        return zero_bits(kind, neg);
    }
    let (mut num, mut den) = (d, BigUint::from(1u8));
    if e10 >= 0 {
        num *= BigUint::from(10u8).pow(e10 as u32);
    } else {
        den = BigUint::from(10u8).pow((-e10) as u32);
    }
    e10 = 0;
    let _ = e10;
    // Binary exponent of the last place: value = q × 2^e with q of p bits.
    let lg = num.bits() as i64 - den.bits() as i64; // floor(log2) is lg-1 or lg
    let mut e = lg - p as i64;
    let min_e = emin as i64 - (p as i64 - 1);
    loop {
        e = e.max(min_e);
        let (n, dd) = if e >= 0 {
            (num.clone(), &den << (e as u64))
        } else {
            (&num << ((-e) as u64), den.clone())
        };
        let q = &n / &dd;
        if q.bits() > p as u64 && e >= min_e {
            e += 1;
            continue;
        }
        if q.bits() < p as u64 && e > min_e {
            e -= 1;
            continue;
        }
        let rem = &n - &q * &dd;
        let twice = &rem << 1u8;
        let mut q = u128::try_from(&q).unwrap_or(u128::MAX);
        if twice > dd || (twice == dd && q & 1 == 1) {
            q += 1;
        }
        let mut e = e as i32;
        if q >> p != 0 {
            q >>= 1;
            e += 1;
        }
        return encode(kind, neg, q, e).unwrap_or_else(|| overflow_bits(kind, neg));
    }
}

/// LLVM's `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`
/// for a finite value `±sig × 2^exp` of a format with `precision` bits: the digits
/// come from exact big-integer arithmetic, first cut to a few digits too many by
/// truncation and then rounded half up, as LLVM does (so `0.10009765625` becomes
/// `1.000980e-01` at six digits, not `1.000977e-01`).
fn apfloat_to_string(
    neg: bool,
    sig: u128,
    exp: i32,
    precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    use num_bigint::BigUint;
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if sig == 0 {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    let fp = if format_precision == 0 {
        2 + precision * 59 / 196
    } else {
        format_precision
    } as usize;
    let tz = sig.trailing_zeros();
    let mut exp = exp as i64 + tz as i64;
    let mut n = BigUint::from(sig >> tz);
    if exp > 0 {
        n <<= exp as u64;
        exp = 0;
    } else if exp < 0 {
        n *= BigUint::from(5u8).pow((-exp) as u32);
    }
    // Cut to about `fp` digits by truncation (APFloat's first AdjustToPrecision).
    let bits = n.bits() as usize;
    let required = (fp * 196).div_ceil(59);
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        if tens > 0 {
            exp += tens as i64;
            n /= BigUint::from(10u8).pow(tens as u32);
        }
    }
    let mut digits = n.to_str_radix(10).into_bytes(); // most significant first
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        exp += 1;
    }
    // Round half up to `fp` digits (the second AdjustToPrecision).
    if digits.len() > fp {
        let dropped = digits.len() - fp;
        if digits[fp] < b'5' {
            digits.truncate(fp);
            exp += dropped as i64;
            while digits.len() > 1 && digits.last() == Some(&b'0') {
                digits.pop();
                exp += 1;
            }
        } else {
            digits.truncate(fp);
            exp += dropped as i64;
            loop {
                match digits.last_mut() {
                    Some(d) if *d == b'9' => {
                        digits.pop();
                        exp += 1;
                    }
                    Some(d) => {
                        *d += 1;
                        break;
                    }
                    None => {
                        digits.push(b'1');
                        break;
                    }
                }
            }
        }
    }
    let nd = digits.len() as i64;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || nd + exp > fp as i64
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > max_padding as i64
    };
    let d = |i: usize| digits[i] as char;
    if scientific {
        let e = exp + nd - 1;
        out.push(d(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..digits.len() {
                out.push(d(i));
            }
        }
        if !truncate_zero && fp as i64 > nd - 1 {
            for _ in 0..(fp as i64 - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let a = e.unsigned_abs();
        if !truncate_zero && a < 10 {
            out.push('0');
        }
        out.push_str(&a.to_string());
        return out;
    }
    if exp >= 0 {
        for i in 0..digits.len() {
            out.push(d(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(d(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < digits.len() {
        out.push(d(i));
        i += 1;
    }
    out
}

/// Writes a float the way MLIR's printer does (`printFloatValue` in LLVM's
/// `AsmPrinter.cpp`): `APFloat::toString` with six digits in `%e` style
/// (`1.500000e+00`) when that reads back to the same bits; otherwise its default
/// form (enough digits to round-trip: `0.333333343`, `9.99999974E-6`) if that has a
/// `.`; otherwise, and for NaN and infinity, the bits in hex (`0x7FC00000`).
pub fn write_float(out: &mut dyn std::fmt::Write, kind: FloatKind, bits: u128) -> std::fmt::Result {
    if let Decoded::Finite { neg, sig, exp } = decode(kind, bits) {
        let (p, _, _) = semantics(kind);
        let s = apfloat_to_string(neg, sig, exp, p, 6, 0, false);
        if reads_back(kind, &s, bits) {
            return out.write_str(&s);
        }
        let s = apfloat_to_string(neg, sig, exp, p, 0, 3, true);
        if s.contains('.') {
            return out.write_str(&s);
        }
    }
    let bits = match kind {
        // APFloat keeps an x87 NaN's sign and mantissa but not its exponent: it
        // prints with the all-ones exponent.
        FloatKind::F80 if matches!(decode(kind, bits), Decoded::NaN) => bits | (0x7FFFu128 << 64),
        _ => bits,
    };
    write_hex(out, kind, bits)
}

/// Whether the decimal text `s` (as printed above) reads back to `bits` in `kind`.
fn reads_back(kind: FloatKind, s: &str, bits: u128) -> bool {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let approx = s.parse::<f64>().unwrap_or(f64::NAN);
    from_decimal(kind, neg, body, approx) == bits
}

fn write_hex(out: &mut dyn std::fmt::Write, kind: FloatKind, bits: u128) -> std::fmt::Result {
    let digits = kind.bit_width().div_ceil(4) as usize;
    write!(out, "0x{bits:0digits$X}")
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

    /// Bit patterns (random and chosen) with the text `mlir-opt-19` printed for them
    /// (`"t.a"() {a = 0x... : T}` in, generic form out).
    #[test]
    fn prints_as_mlir_opt_19() {
        let cases: &[(FloatKind, u128, &str)] = &[
            (FloatKind::F16, 0x7BFF, "6.550400e+04"),
            (FloatKind::F16, 0x1, "5.960460e-08"),
            (FloatKind::F16, 0x3555, "3.332520e-01"),
            (FloatKind::F16, 0x52E6, "5.518750e+01"),
            (FloatKind::F16, 0xF2A7, "-1.362400e+04"),
            (FloatKind::F16, 0x269E, "2.584840e-02"),
            (FloatKind::BF16, 0x3DCD, "1.000980e-01"),
            (FloatKind::BF16, 0x3FC0, "1.500000e+00"),
            (FloatKind::BF16, 0x6513, "4.338670e+22"),
            (FloatKind::BF16, 0xA6A3, "-1.131040e-15"),
            (FloatKind::BF16, 0xC5C, "1.694820e-31"),
            (FloatKind::F32, 0x3EAAAAAB, "0.333333343"),
            (FloatKind::F32, 0x3727C5AC, "9.99999974E-6"),
            (FloatKind::F32, 0x4B800001, "0x4B800001"),
            (FloatKind::F32, 0x4B800000, "0x4B800000"),
            (FloatKind::F32, 0x7F7FFFFF, "3.40282347E+38"),
            (FloatKind::F32, 0x1, "1.401300e-45"),
            (FloatKind::F32, 0x80000000, "-0.000000e+00"),
            (FloatKind::F32, 0x128B2F33, "8.78376877E-28"),
            (FloatKind::F32, 0xD23F0824, "-2.05118833E+11"),
            (FloatKind::F32, 0x892F902B, "-2.11326462E-33"),
            (FloatKind::F64, 0x3FD5555555555555, "0.33333333333333331"),
            (FloatKind::F64, 0x3FB999999999999A, "1.000000e-01"),
            (FloatKind::F64, 0x4415AF1D78B58C40, "1.000000e+20"),
            (
                FloatKind::F64,
                0x5D9DC9F81818E811,
                "9.0814048911744669E+142",
            ),
            (FloatKind::F64, 0xED904759531985D, "3.841898887432159E-237"),
            (
                FloatKind::F64,
                0x81E74EF5E8E25D94,
                "-1.7402335083810205E-299",
            ),
            (FloatKind::TF32, 0x1B7B3, "7.342550e-06"),
            (FloatKind::TF32, 0x4CCA, "3.689360e-33"),
            (FloatKind::TF32, 0xB005, "1.039020e-25"),
            (FloatKind::F80, 0x3FFF8000000000000000, "1.000000e+00"),
            (FloatKind::F80, 0x3FFBCCCCCCCCCCCCCCCD, "1.000000e-01"),
            (
                FloatKind::F80,
                0x3FFF0000000000000000,
                "0x7FFF0000000000000000",
            ),
            (
                FloatKind::F80,
                0x11E2EB0D549B6F03675A,
                "4.02582879074161967643E-3554",
            ),
            (
                FloatKind::F80,
                0x8D119738F7D93D9C1724,
                "-1.75114887071457805368E-3925",
            ),
            (
                FloatKind::F80,
                0xD3AC8F21DDB66CAD4A26,
                "-2.17077997896254229909E+1516",
            ),
            (
                FloatKind::F128,
                0x39263059F28C105D1FB17C2390C192CF,
                "2.34181659103970033581187000593314935E-528",
            ),
            (
                FloatKind::F128,
                0xF29D0DA9953F48F1A09F76B5A170B338,
                "-5.87846989029925507152443248959338313E+3900",
            ),
            (
                FloatKind::F128,
                0x658CDA1495E60AF593BD04CF0FD630F1,
                "1.17208839065083614866324438054679262E+2894",
            ),
            (FloatKind::F8E5M2, 0xC, "2.441410e-04"),
            (FloatKind::F8E5M2, 0xF9, "-4.096000e+04"),
            (FloatKind::F8E5M2, 0x38, "5.000000e-01"),
            (FloatKind::F8E4M3, 0xB, "2.148440e-02"),
            (FloatKind::F8E4M3, 0x8E, "-2.734380e-02"),
            (FloatKind::F8E4M3, 0xDB, "-2.200000e+01"),
            (FloatKind::F8E4M3FN, 0x7E, "4.480000e+02"),
            (FloatKind::F8E4M3FN, 0xFF, "0xFF"),
            (FloatKind::F8E4M3FN, 0x1, "1.953130e-03"),
            (FloatKind::F8E4M3FN, 0x22, "1.562500e-01"),
            (FloatKind::F8E4M3FN, 0x4A, "5.000000e+00"),
            (FloatKind::F8E4M3FN, 0x6B, "8.800000e+01"),
            (FloatKind::F8E5M2FNUZ, 0x24, "7.812500e-03"),
            (FloatKind::F8E5M2FNUZ, 0x8A, "-9.155270e-05"),
            (FloatKind::F8E5M2FNUZ, 0x1E, "2.929690e-03"),
            (FloatKind::F8E4M3FNUZ, 0x92, "-1.953130e-02"),
            (FloatKind::F8E4M3FNUZ, 0x4E, "3.500000e+00"),
            (FloatKind::F8E4M3FNUZ, 0x8F, "-1.464840e-02"),
            (FloatKind::F8E4M3B11FNUZ, 0xD0, "-5.000000e-01"),
            (FloatKind::F8E4M3B11FNUZ, 0xAE, "-2.734380e-02"),
            (FloatKind::F8E4M3B11FNUZ, 0x2E, "2.734380e-02"),
        ];
        for &(kind, bits, want) in cases {
            assert_eq!(show(kind, bits), want, "{kind:?} {bits:#x}");
        }
    }

    #[test]
    fn exact_decimal_reading_rounds_once() {
        // 0.1 in bf16: the f64 nearest 0.1 is not a bf16 midpoint, both ways agree.
        assert_eq!(from_decimal(FloatKind::BF16, false, "0.1", 0.1), 0x3DCD);
        // 1 + 2^-11 + 2^-60 rounds up in f16 when read once; through f64 (where the
        // 2^-60 is lost) it is a tie and rounds to even, down.
        let text = "1.00048828125000000086736173798840355";
        let approx: f64 = text.parse().unwrap();
        assert_eq!(from_f64(FloatKind::F16, approx), 0x3C00);
        assert_eq!(from_decimal(FloatKind::F16, false, text, approx), 0x3C01);
        assert_eq!(
            from_decimal(FloatKind::F32, true, "1e39", -1e39),
            0xFF80_0000
        );
        assert_eq!(
            from_decimal(FloatKind::F8E4M3FN, true, "1000.0", -1000.0),
            0xFF
        );
        assert_eq!(from_decimal(FloatKind::F32, false, "1e-50", 1e-50), 0);
        assert_eq!(
            from_decimal(FloatKind::F80, false, "0.1", 0.1),
            0x3FFB_CCCC_CCCC_CCCC_CCCD
        );
    }
}
