//! `ipu-device`: the Graphcore IPU target model. Target descriptions (`targets/*.toml`), the
//! exchange model, the tile memory map, the codelet catalogue and its cycle formulas.
//!
//! The compiler plans with these numbers and the simulator counts cycles with them: every
//! number has its public source beside it (in the TOML files and the docs), and where none
//! exists the number is marked as an estimate and kept conservative.

mod codelet;
mod error;
mod exchange;
mod memory;
mod target;
mod toml_doc;

pub use codelet::{Codelet, CodeletShape, DType, Layout, MemoryContract, OperandContract, Use};
pub use error::{Error, Result};
pub use exchange::{
    ExchangeConfig, ExchangeModel, InstructionCost, LowerBound, TransferShape,
    endpoint_lower_bound, endpoint_lower_bound_paired,
};
pub use memory::{Access, AddrRange, MemoryMap, Region};
pub use target::{Amp, DEFAULT_TARGET, Planner, Target};
