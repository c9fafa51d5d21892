//! Number formats of the target: element types, their byte encodings and rounding.
//!
//! Every value the simulator and the host reference compute with is held as an `f32`
//! (all five float formats below are exactly representable in `f32`); a value *of* type `T`
//! is an `f32` that [`round`] to `T` leaves unchanged. Memory holds the encoded bytes,
//! little-endian, as on the IPU.
//!
//! The two integer types are held the same way: an `i1` as 0.0 or 1.0, an `i32` as the
//! integer's `f32` value, which is exact for `|v| <= 2^24` ([`I32_EXACT`]). Integer
//! arithmetic that leaves that range is refused where it happens (the simulator and the
//! host reference report it) rather than rounded: the programs the compiler takes in
//! integers today (indices, masks, counters) stay far inside it.
//!
//! - `f16` and `bf16` come from the `half` crate (IEEE 754 binary16 and bfloat16,
//!   round to nearest-even).
//! - `f8E4M3FN` and `f8E5M2` are in [`f8`] (MLIR / `ml_dtypes` semantics, optional
//!   power-of-two scale).

pub mod f8;

use half::{bf16, f16};
use serde::{Deserialize, Serialize};

pub use f8::F8Format;

/// An element type, named as in MLIR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DType {
    /// IEEE 754 binary32, 4 bytes.
    F32,
    /// IEEE 754 binary16, 2 bytes.
    F16,
    /// bfloat16, 2 bytes.
    BF16,
    /// OCP FP8 E4M3FN, 1 byte (see [`f8`]).
    F8E4M3FN,
    /// OCP FP8 E5M2, 1 byte (see [`f8`]).
    F8E5M2,
    /// 32-bit two's-complement integer, 4 bytes (held exactly up to [`I32_EXACT`]).
    I32,
    /// Boolean, 1 byte holding 0 or 1.
    I1,
}

/// The largest magnitude up to which every `i32` is exact in an `f32`: `2^24`.
pub const I32_EXACT: f32 = 16_777_216.0;

impl DType {
    /// Every element type, in declaration order.
    pub const ALL: [DType; 7] = [
        DType::F32,
        DType::F16,
        DType::BF16,
        DType::F8E4M3FN,
        DType::F8E5M2,
        DType::I32,
        DType::I1,
    ];

    /// Size of one element in bytes.
    pub fn size_bytes(self) -> usize {
        match self {
            DType::F32 | DType::I32 => 4,
            DType::F16 | DType::BF16 => 2,
            DType::F8E4M3FN | DType::F8E5M2 | DType::I1 => 1,
        }
    }

    /// Whether this is an integer type (`i32`, `i1`): exact, no rounding.
    pub fn is_integer(self) -> bool {
        matches!(self, DType::I32 | DType::I1)
    }

    /// The MLIR spelling (`f32`, `f16`, `bf16`, `f8E4M3FN`, `f8E5M2`, `i32`, `i1`).
    pub fn mlir_name(self) -> &'static str {
        match self {
            DType::F32 => "f32",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F8E4M3FN => "f8E4M3FN",
            DType::F8E5M2 => "f8E5M2",
            DType::I32 => "i32",
            DType::I1 => "i1",
        }
    }

    /// Parse the MLIR spelling; `None` for anything else.
    pub fn from_mlir_name(name: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.mlir_name() == name)
    }

    /// The FP8 format, for the two FP8 types.
    pub fn f8_format(self) -> Option<F8Format> {
        match self {
            DType::F8E4M3FN => Some(F8Format::E4M3FN),
            DType::F8E5M2 => Some(F8Format::E5M2),
            _ => None,
        }
    }

    /// Whether this is one of the FP8 types.
    pub fn is_f8(self) -> bool {
        self.f8_format().is_some()
    }

    /// Significand bits after the binary point (23 for f32, 10 for f16, 7 for bf16, 3 for
    /// E4M3FN, 2 for E5M2): one unit in the last place of a value in `[2^e, 2^(e+1))` is
    /// `2^(e - mantissa_bits)`. Integers: 31 for `i32`, 0 for `i1` (their values are exact;
    /// tolerances treat them apart, see [`DType::is_integer`]).
    pub fn mantissa_bits(self) -> u32 {
        match self {
            DType::I32 => 31,
            DType::I1 => 0,
            DType::F32 => 23,
            DType::F16 => 10,
            DType::BF16 => 7,
            DType::F8E4M3FN => 3,
            DType::F8E5M2 => 2,
        }
    }
}

impl std::fmt::Display for DType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mlir_name())
    }
}

/// Round `x` to the nearest value of `dtype` (nearest-even; FP8 unscaled).
#[inline]
pub fn round(dtype: DType, x: f32) -> f32 {
    match dtype {
        DType::F32 => x,
        DType::F16 => f16::from_f32(x).to_f32(),
        DType::BF16 => bf16::from_f32(x).to_f32(),
        DType::F8E4M3FN => f8::round(F8Format::E4M3FN, x),
        DType::F8E5M2 => f8::round(F8Format::E5M2, x),
        // Toward zero and saturating, as a float-to-integer conversion (NaN gives 0).
        DType::I32 => (x as i32) as f32,
        DType::I1 => f32::from(u8::from(x != 0.0)),
    }
}

/// Round `x` to the nearest f16 value (nearest-even), returned as an `f32`.
///
/// Same result as `half::f16::from_f32(x).to_f32()`; values in the f16 normal range take a
/// branch-light bit-manipulation path, the rest go through `half`. Used by the inner loop
/// of the FP8 AMP model, which rounds its f16 accumulator once per AMP pass.
#[inline]
pub fn round_f16(x: f32) -> f32 {
    let bits = x.to_bits();
    let exp = (bits >> 23) & 0xFF;
    // Biased f32 exponents 113..=141 are f16 normals (2^-14 .. 2^14); 142 (2^15) may round
    // up to infinity, so it takes the slow path with everything else.
    if (113..=141).contains(&exp) {
        let lsb = (bits >> 13) & 1;
        f32::from_bits((bits + 0x0FFF + lsb) & !0x1FFF)
    } else {
        f16::from_f32(x).to_f32()
    }
}

/// Round every element of `values` to `dtype` in place.
pub fn round_slice(dtype: DType, values: &mut [f32]) {
    if dtype != DType::F32 {
        values.iter_mut().for_each(|v| *v = round(dtype, *v));
    }
}

/// Decode little-endian `bytes` holding `bytes.len() / dtype.size_bytes()` elements of
/// `dtype` into `out` (cleared first). FP8 elements are scaled by `2^scale`
/// (`QuarterMetadata` convention); other types ignore `scale`. Trailing bytes that do not
/// fill an element are ignored (callers check sizes).
pub fn decode_into(dtype: DType, bytes: &[u8], scale: i32, out: &mut Vec<f32>) {
    out.clear();
    match dtype {
        DType::F32 => out.extend(
            bytes
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        ),
        DType::F16 => out.extend(
            bytes
                .chunks_exact(2)
                .map(|c| f16::from_le_bytes([c[0], c[1]]).to_f32()),
        ),
        DType::BF16 => out.extend(
            bytes
                .chunks_exact(2)
                .map(|c| bf16::from_le_bytes([c[0], c[1]]).to_f32()),
        ),
        DType::F8E4M3FN | DType::F8E5M2 => {
            let table = f8::decode_table(dtype.f8_format().unwrap_or(F8Format::E4M3FN));
            let factor = f8::pow2f(scale);
            out.extend(bytes.iter().map(|&b| table[b as usize] * factor));
        }
        DType::I32 => out.extend(
            bytes
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f32),
        ),
        DType::I1 => out.extend(bytes.iter().map(|&b| f32::from(u8::from(b != 0)))),
    }
}

/// [`decode_into`] returning a new vector.
pub fn decode(dtype: DType, bytes: &[u8], scale: i32) -> Vec<f32> {
    let mut out = Vec::with_capacity(bytes.len() / dtype.size_bytes());
    decode_into(dtype, bytes, scale, &mut out);
    out
}

/// Encode `values` as `dtype`, little-endian, appending to `out`; each value is rounded
/// to nearest-even. FP8 values are divided by `2^scale` before rounding.
pub fn encode_into(dtype: DType, values: &[f32], scale: i32, out: &mut Vec<u8>) {
    out.reserve(values.len() * dtype.size_bytes());
    match dtype {
        DType::F32 => values
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes())),
        DType::F16 => values
            .iter()
            .for_each(|v| out.extend_from_slice(&f16::from_f32(*v).to_le_bytes())),
        DType::BF16 => values
            .iter()
            .for_each(|v| out.extend_from_slice(&bf16::from_f32(*v).to_le_bytes())),
        DType::F8E4M3FN | DType::F8E5M2 => {
            let format = dtype.f8_format().unwrap_or(F8Format::E4M3FN);
            out.extend(values.iter().map(|&v| f8::quantize(format, v, scale)));
        }
        DType::I32 => values
            .iter()
            .for_each(|v| out.extend_from_slice(&(*v as i32).to_le_bytes())),
        DType::I1 => out.extend(values.iter().map(|&v| u8::from(v != 0.0))),
    }
}

/// [`encode_into`] returning a new vector.
pub fn encode(dtype: DType, values: &[f32], scale: i32) -> Vec<u8> {
    let mut out = Vec::new();
    encode_into(dtype, values, scale, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(dtype: DType, x: f32, expect: f32) {
        let got = round(dtype, x);
        assert_eq!(
            got.to_bits(),
            expect.to_bits(),
            "round({x}) to {dtype}: {got} vs {expect}"
        );
    }

    #[test]
    fn rounds_to_nearest_even() {
        // f16 has 11 significant bits: 1 + 2^-11 is a tie between 1 and 1 + 2^-10.
        check(DType::F16, 1.0 + 2f32.powi(-11), 1.0);
        check(
            DType::F16,
            1.0 + 3.0 * 2f32.powi(-11),
            1.0 + 2.0 * 2f32.powi(-10),
        );
        check(DType::F16, 65520.0, f32::INFINITY);
        check(DType::BF16, 1.0 + 2f32.powi(-8), 1.0);
        check(DType::F8E4M3FN, 1.0625, 1.0);
        check(DType::F8E5M2, 1.125, 1.0);
        check(DType::F32, 0.1, 0.1);
    }

    #[test]
    fn encode_decode_round_trip_every_type() {
        let values = [0.0, -0.0, 1.0, -2.5, 0.375, 100.0];
        for dtype in DType::ALL {
            let bytes = encode(dtype, &values, 0);
            assert_eq!(bytes.len(), values.len() * dtype.size_bytes());
            let back = decode(dtype, &bytes, 0);
            for (v, b) in values.iter().zip(&back) {
                assert_eq!(round(dtype, *v).to_bits(), b.to_bits(), "{dtype}");
            }
        }
    }

    #[test]
    fn fast_f16_rounding_matches_half() {
        // Every 97th f32 bit pattern, both signs, plus all f16 midpoints' neighbours.
        let mut bits = 0u32;
        while let Some(next) = bits.checked_add(97) {
            let x = f32::from_bits(bits);
            let want = f16::from_f32(x).to_f32();
            let got = round_f16(x);
            assert!(
                got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                "{x:e}"
            );
            bits = next;
        }
        for h in 0..0x7C00u16 {
            let mid = (f16::from_bits(h).to_f64() + f16::from_bits(h + 1).to_f64()) / 2.0;
            for x in [mid as f32, (mid as f32).next_up(), (mid as f32).next_down()] {
                assert_eq!(
                    round_f16(x).to_bits(),
                    f16::from_f32(x).to_f32().to_bits(),
                    "{x:e}"
                );
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for dtype in DType::ALL {
            assert_eq!(DType::from_mlir_name(dtype.mlir_name()), Some(dtype));
        }
        assert_eq!(DType::from_mlir_name("f64"), None);
    }
}
