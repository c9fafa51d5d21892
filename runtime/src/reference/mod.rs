//! The host reference: the graph-level computation in f32 (f64 for reductions), with a
//! BLAS-quality GEMM (`ndarray`, backed by `matrixmultiply`'s sgemm).
//!
//! This is what `numericalTest` compares the simulated device against. It is deliberately
//! independent of the device's numerics: matmuls accumulate in f32 whatever the operand
//! type (the device's FP8 AMP accumulates in f16), so the difference is the device's
//! accumulation error, bounded by the tolerances in [`crate::check`].

pub mod program;
pub mod random;
pub mod tensor;

pub use program::{HostOp, HostProgram, OpKind, ProgramInput, TensorType};
pub use tensor::Tensor;
