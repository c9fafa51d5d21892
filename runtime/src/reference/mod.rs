//! The host reference: the graph-level computation in f32 (f64 for reductions), with a
//! BLAS-quality GEMM (`ndarray`, backed by `matrixmultiply`'s sgemm).
//!
//! Two precisions ([`Precision`]): the graph semantics in f32 ([`HostProgram::evaluate`]:
//! matmuls accumulate in f32 whatever the operand type, so the device differs from it by its
//! accumulation error), and the device's arithmetic as the program's plan fixes it
//! ([`device`]: AMP accumulation types and order, partials in their declared type,
//! epilogues in the device's types), which a correct program matches to a few units in the
//! last place; it shares nothing with the simulator but the number formats' rounding
//! (`crate::numerics`). The tolerances are in [`crate::check`].

pub mod device;
pub mod program;
pub mod random;
pub mod tensor;

pub use device::Precision;
pub use program::{AmpPlan, DeviceArith, HostOp, HostProgram, OpKind, ProgramInput, TensorType};
pub use tensor::Tensor;
