//! Codelet numerics: what each codelet computes, as pure functions on slices.
//!
//! The simulator decodes a call's operands from tile memory into `f32` slices, calls
//! these, and encodes the results back (rounding to the output type on store). The same
//! functions serve the host reference where the device's numerics matter (FP8 AMP).
//! Every function checks its slice lengths and returns [`crate::Error::Codelet`] rather
//! than panicking.
//!
//! - [`amp`]: the AMP-packed layout, `rearrange` (pack/unpack), f16 and FP8 AMP matmul.
//! - [`elementwise`]: add/sub/mul/div/max with row broadcast, gelu (tanh and erf), exp.
//! - [`logic`]: integer arithmetic, compare, select, and/or/not, argmax/argmin.
//! - [`reduce`]: row reductions, combining partials, softmax pieces.
//! - casts are [`crate::numerics::decode_into`] then [`crate::numerics::encode_into`]
//!   (with the FP8 scale).

pub mod amp;
pub mod elementwise;
pub mod logic;
pub mod reduce;
