//! `numericalTest`: comparing the device's outputs with the host reference.
//!
//! An output passes when
//!
//! ```text
//! max_i |device_i - reference_i|  <=  absolute + relative · max_i |reference_i|
//! ```
//!
//! and every element is finite on both sides or the same infinity on both sides: NaN on
//! either side is no match (inputs that are all NaN make outputs that are all NaN, on the
//! device and in the reference, and agree on nothing), and neither is an infinity where
//! the other side is finite or the opposite infinity. The bound is
//! relative to the output's largest magnitude rather than to each element: the errors being
//! tolerated arise in partial sums and intermediates, whose scale is that of the output's
//! large elements, not of a (possibly cancelled) small one.
//!
//! # Against the device-precision reference (the default)
//!
//! The reference follows the device's arithmetic ([`crate::reference::device`]): AMP
//! accumulation types and order, partial sums stored in their declared type and added in the
//! plan's order, epilogues in the device's types. What still separates a correct program from
//! it is small and known:
//!
//! - where a part is stored in f16, the reference's f32 sums come from a BLAS GEMM, in
//!   another order than the AMP's: a few f32 roundings, which move the stored f16 value by one
//!   unit only where the sum lies within them of an f16 rounding boundary;
//! - the reference's `tanh`, `exp` and GELU are f64 functions, the device's f32 ones, a few
//!   f32 ulps apart: again one unit of an f16 result near a boundary;
//! - such a one-unit flip in an intermediate that the program re-quantises to FP8 (the MLP's
//!   GELU output) lands, now and then, on the neighbouring FP8 value (an FP8 unit is 2^7 f16
//!   units), which moves the next matmul's outputs by `ulp_fp8(h) · |w|`: about one f16 unit
//!   of the output for the SigLIP MLP's weights (~1/√4304).
//!
//! So the bound is [`DEVICE_ULPS`] = 4 units in the last place of the output's own type at
//! its largest magnitude (`relative = 4 · 2^-m`, `m` the type's significand bits: 2^-21 f32,
//! 2^-8 f16, 2^-5 bf16, 2^-1 E4M3FN, 2^0 E5M2; between 4 and 8 units depending on where the
//! largest magnitude lies in its binade). Measured on the StableHLO corpus (ipu21): the small
//! exports on JAX's inputs 0 to 2 units (the f32 MLPs 2, `mlp_f16_small` 1, the rest 0,
//! FP8 included), the full-size ones on seeded inputs 0 to 1 (`mlp_f16_full` and
//! `qkv_fused_f16_full` 1, `mlp_nobias_f16_full` 0.5, `mlp_fp8_full` 0). A device with the
//! wrong accumulator, pass, split or summation order is 2.3× the bound or more
//! (`tests/device_reference.rs`), where the f32 check below still passes it.
//!
//! # Against the f32 reference (`--reference-precision f32`)
//!
//! The graph semantics in f32: the difference is the device's whole accumulation error. The
//! tolerance is chosen by the least precise type the program computes with (any value:
//! input, intermediate or output), since that is where the device's and the reference's
//! roundings diverge:
//!
//! | least precise type | relative | absolute | why |
//! |---|---|---|---|
//! | `f32` | 2^-16 | 1e-6 | f32 sums in a different order: a few f32 ulps times √K |
//! | `f16` | 2^-8  | 0    | 8 f16 ulps (2^-11 each) at the largest magnitude: the output rounding, plus intermediates one ulp apart feeding gelu and the next matmul |
//! | `bf16` | 2^-5 | 0    | the same 8 ulps at bf16's 2^-8 |
//! | FP8 | 2^-5 | 0 | see below |
//!
//! FP8: the FP8 AMP accumulates in f16 (one rounding per 32-value AMP pass), so an
//! intermediate that the program re-quantises to FP8 (the MLP's `gelu(...)` before the
//! second matmul) sometimes lands on the neighbouring FP8 value on the device but not in the
//! f32 reference: a step of 1/16 to 1/8 of that element. A fraction `f` of such flips among
//! the `H` inputs of the next matmul (weights ~ 1/√H) moves an output by about `√f · step`
//! regardless of `H`; with `f` of a few percent that is 1–2 % of the output range at the
//! worst element. Measured (`referenceMaximumAbsoluteError=`, the device reference against
//! this one, seed 0): 0.051 of max|ref| 4.6 (1.1 %) for the corpus' `mlp_fp8_small`, 0.041
//! of 6.8 (0.6 %) for `mlp_fp8_full`; the host reference itself is within 0.8 % of JAX on
//! `mlp_fp8_small`. 2^-5 = 3.1 % keeps a margin and still fails a missing bias or a
//! misplaced block.

use crate::numerics::DType;
use crate::reference::{HostProgram, Tensor};

/// Units in the last place of an output's type, at its largest magnitude, by which a correct
/// program may differ from the device-precision reference (module doc: the reference's
/// f32 summation order and f64 elementwise functions, each a unit near a rounding boundary,
/// and such a unit amplified by an FP8 re-quantisation).
pub const DEVICE_ULPS: f64 = 4.0;

/// A tolerance: `absolute + relative · max|reference|`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// Relative to the output's largest reference magnitude.
    pub relative: f64,
    /// Absolute floor.
    pub absolute: f64,
}

impl Tolerance {
    /// The tolerance when `dtype` is the least precise type computed with (module table).
    pub fn for_dtype(dtype: DType) -> Tolerance {
        let (relative, absolute) = match dtype {
            DType::F32 => (2f64.powi(-16), 1e-6),
            DType::F16 => (2f64.powi(-8), 0.0),
            DType::BF16 => (2f64.powi(-5), 0.0),
            DType::F8E4M3FN | DType::F8E5M2 => (2f64.powi(-5), 0.0),
            // Integers are exact.
            DType::I32 | DType::I1 => (0.0, 0.0),
        };
        Tolerance { relative, absolute }
    }

    /// The device-precision tolerance of an output of type `dtype` (module doc):
    /// [`DEVICE_ULPS`] units in the last place of `dtype` at the output's largest magnitude,
    /// `relative = DEVICE_ULPS · 2^-m` with `m` the significand bits after the point.
    pub fn device(dtype: DType) -> Tolerance {
        if dtype.is_integer() {
            return Tolerance {
                relative: 0.0,
                absolute: 0.0,
            };
        }
        Tolerance {
            relative: DEVICE_ULPS * 2f64.powi(-(dtype.mantissa_bits() as i32)),
            absolute: 0.0,
        }
    }

    /// The tolerance for `program`: that of its least precise type.
    pub fn for_program(program: &HostProgram) -> Tolerance {
        let types = program
            .inputs
            .iter()
            .map(|i| i.ty.dtype)
            .chain(program.ops.iter().map(|o| o.result.dtype));
        let least = types
            .max_by_key(|d| precision_rank(*d))
            .unwrap_or(DType::F32);
        Tolerance::for_dtype(least)
    }
}

/// Larger = less precise.
fn precision_rank(dtype: DType) -> u8 {
    match dtype {
        DType::I32 | DType::I1 => 0,
        DType::F32 => 1,
        DType::F16 => 2,
        DType::BF16 => 3,
        DType::F8E4M3FN => 4,
        DType::F8E5M2 => 5,
    }
}

/// The comparison of one output.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// `max |device - reference|` over finite pairs.
    pub max_abs_error: f64,
    /// `max |reference|`.
    pub max_abs_reference: f64,
    /// The pass bound (`absolute + relative · max_abs_reference`).
    pub bound: f64,
    /// Elements that are NaN on either side, or infinite on one side and not the same
    /// infinity on the other.
    pub non_finite_mismatches: usize,
    /// Flat index of the largest error.
    pub worst_index: usize,
    /// Whether the output passes.
    pub pass: bool,
}

impl Comparison {
    /// Why the output failed, in a sentence for `ipu-run`'s stderr (`None` when it passed);
    /// `elements` is the output's element count.
    pub fn failure(&self, elements: usize) -> Option<String> {
        if self.pass {
            return None;
        }
        if self.max_abs_error.is_infinite() && self.non_finite_mismatches == 0 {
            return Some("the device's output has another shape than the reference's".into());
        }
        let mut why = Vec::new();
        if self.non_finite_mismatches > 0 {
            why.push(format!(
                "{} of {elements} elements are NaN, or infinite on one side only (NaN matches nothing)",
                self.non_finite_mismatches
            ));
        }
        if self.max_abs_error > self.bound {
            why.push(format!(
                "the largest error, {:.6} at element {}, exceeds the bound {:.6}",
                self.max_abs_error, self.worst_index, self.bound
            ));
        }
        Some(why.join("; "))
    }
}

/// Compare `device` with `reference` (same shape: a shape mismatch fails with an
/// infinite error).
pub fn compare(device: &Tensor, reference: &Tensor, tolerance: Tolerance) -> Comparison {
    let mut c = Comparison {
        max_abs_error: 0.0,
        max_abs_reference: 0.0,
        bound: 0.0,
        non_finite_mismatches: 0,
        worst_index: 0,
        pass: false,
    };
    if device.shape != reference.shape {
        c.max_abs_error = f64::INFINITY;
        return c;
    }
    for (i, (d, r)) in device.data.iter().zip(&reference.data).enumerate() {
        let (d, r) = (f64::from(*d), f64::from(*r));
        if !(d.is_finite() && r.is_finite()) {
            // Equal infinities match; NaN equals nothing, itself included.
            if d != r {
                c.non_finite_mismatches += 1;
            }
            continue;
        }
        c.max_abs_reference = c.max_abs_reference.max(r.abs());
        let e = (d - r).abs();
        if e > c.max_abs_error {
            c.max_abs_error = e;
            c.worst_index = i;
        }
    }
    c.bound = tolerance.absolute + tolerance.relative * c.max_abs_reference;
    c.pass = c.non_finite_mismatches == 0 && c.max_abs_error <= c.bound;
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(data: &[f32]) -> Tensor {
        Tensor::new(vec![data.len()], DType::F32, data.to_vec()).unwrap()
    }

    #[test]
    fn passes_within_and_fails_beyond_the_bound() {
        let tol = Tolerance::for_dtype(DType::F16);
        let reference = t(&[4.0, -2.0, 0.5]);
        let ok = compare(&t(&[4.01, -2.0, 0.5]), &reference, tol);
        assert!(ok.pass, "{ok:?}");
        assert_eq!(ok.worst_index, 0);
        let bad = compare(&t(&[4.0, -2.0, 0.6]), &reference, tol);
        assert!(
            !bad.pass && (bad.max_abs_error - 0.1).abs() < 1e-6,
            "{bad:?}"
        );
        let nan = compare(&t(&[4.0, f32::NAN, 0.5]), &reference, tol);
        assert!(!nan.pass && nan.non_finite_mismatches == 1);
        assert!(!compare(&t(&[4.0]), &reference, tol).pass);
    }

    /// NaN is no match, not even for NaN: all-NaN outputs on both sides fail (the error
    /// over the finite pairs is 0, and would otherwise pass). The same infinity on both
    /// sides matches; opposite infinities or an infinity against a finite value do not.
    #[test]
    fn nan_is_no_match_and_infinities_must_agree() {
        let tol = Tolerance::for_dtype(DType::F16);
        let all_nan = t(&[f32::NAN; 3]);
        let c = compare(&all_nan, &all_nan, tol);
        assert_eq!(
            (c.pass, c.non_finite_mismatches, c.max_abs_error),
            (false, 3, 0.0)
        );
        let reference = t(&[f32::INFINITY, -2.0, 0.5]);
        assert!(compare(&t(&[f32::INFINITY, -2.0, 0.5]), &reference, tol).pass);
        let c = compare(&t(&[f32::NEG_INFINITY, -2.0, 0.5]), &reference, tol);
        assert_eq!((c.pass, c.non_finite_mismatches), (false, 1));
        let c = compare(&t(&[1.0, f32::INFINITY, 0.5]), &reference, tol);
        assert_eq!((c.pass, c.non_finite_mismatches), (false, 2));
        assert_eq!(
            c.failure(3).as_deref(),
            Some("2 of 3 elements are NaN, or infinite on one side only (NaN matches nothing)")
        );
        let c = compare(&t(&[f32::INFINITY, -2.0, 0.6]), &reference, tol);
        assert_eq!(
            c.failure(3).as_deref(),
            Some("the largest error, 0.100000 at element 2, exceeds the bound 0.007812")
        );
    }

    #[test]
    fn least_precise_type_sets_the_tolerance() {
        assert!(
            Tolerance::for_dtype(DType::F8E4M3FN).relative
                > Tolerance::for_dtype(DType::F16).relative
        );
        assert!(
            Tolerance::for_dtype(DType::F16).relative > Tolerance::for_dtype(DType::F32).relative
        );
        assert_eq!(
            Tolerance::for_program(&HostProgram::default()),
            Tolerance::for_dtype(DType::F32)
        );
    }
}
