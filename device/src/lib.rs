//! `ipu-device`: the Graphcore IPU target model. Target descriptions (`targets/*.toml`), the
//! exchange model, the tile memory map, the codelet catalogue and its cycle formulas.
//!
//! The compiler plans with these numbers and the simulator counts cycles with them: every
//! number has its public source beside it (in the TOML files and the docs), and where none
//! exists the number is marked as an estimate and kept conservative.
//!
//! ```
//! use ipu_device::{Codelet, CodeletShape, DType, Target, TransferShape, endpoint_lower_bound};
//!
//! let target = Target::resolve("ipu21")?; // or a path to a .toml file
//! assert_eq!(target.peak_flops(), 282.624e12);
//!
//! // Exchange: a word sent at cycle t reaches tile 64 from tile 0 at t + 27.
//! let x = &target.exchange;
//! assert_eq!(x.latency(0, 64), 27);
//! let lb = endpoint_lower_bound(x, [TransferShape { src: 0, dst: &[2, 3], words: 100 }]);
//! assert_eq!(lb.words_only, 100 + 27);
//!
//! // Compute: one AMP matrix product on one tile.
//! let gemm = Codelet::GemmAmp { input: DType::F16, output: DType::F16 };
//! let cycles = gemm.cycles(&target, &CodeletShape { m: 96, n: 64, k: 64 })?;
//! assert!(cycles > 96 * 64 * 64 / 64);
//! # Ok::<(), ipu_device::Error>(())
//! ```

mod codelet;
mod error;
mod exchange;
mod kernel;
mod memory;
mod target;
mod toml_doc;

pub use codelet::{
    Codelet, CodeletShape, CompareDirection, DType, Layout, MemoryContract, OperandContract, Use,
};
pub use error::{Error, Result};
pub use exchange::{
    ExchangeConfig, ExchangeModel, InstructionCost, LowerBound, TransferShape,
    endpoint_lower_bound, endpoint_lower_bound_paired,
};
pub use kernel::{KERNEL_FORMAT_VERSION, KERNEL_OBJECT_MAGIC, KernelInstance, KernelSpec};
pub use memory::{Access, AddrRange, MemoryMap, Region};
pub use target::{Amp, DEFAULT_TARGET, HostLink, Planner, Target};
