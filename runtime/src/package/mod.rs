//! The package: everything needed to run a compiled program on the device (here, the
//! simulator) and to check it on the host.
//!
//! # Contents
//!
//! - the target (`name`, `tiles`) it was compiled for, with the description it was compiled
//!   with (`target_description`, the TOML text: a run simulates under the same constants,
//!   whatever the target is called), and a workload name and its parameters for reports;
//! - the **host program** ([`crate::reference::HostProgram`]): the graph-level computation,
//!   so `ipu-run` can recompute the outputs from the inputs;
//! - the **host I/O map** ([`IoMap`]): for every program input and output, its type and the
//!   tile byte ranges holding which of its elements in which layout ([`Piece`]), so the host
//!   writes inputs straight into the planned layout and reads outputs back. Each input is
//!   either a **weight** ([`IoTensor::weight`]), load-time data, or a per-inference input;
//!
//! # Host calls
//!
//! A session loads the package once (the tile images: code, allocations, constants), then
//! makes host calls:
//! - **`initialize`**, once per load: the host writes the weights (each piece of each weight;
//!   a weight's layout may replicate it, `host = replicas`);
//! - **`run`**, once per inference: the host writes the per-inference inputs (each element
//!   once), the device runs [`Package::steps`], the host reads the outputs (each element once).
//!
//! Load-time data (constants in the tile images, weights) is never overwritten by the program
//! (`place-storage` keeps it live throughout), so every `run` sees it as loaded.
//! - per tile, its **memory image** ([`TileImage`]): the allocations (the only addresses the
//!   tile's program may touch) and the initialised data segments (constants);
//! - the **program** ([`Step`]s): one sequence of BSP steps shared by all tiles, each a compute
//!   set (per tile: codelet calls), an exchange phase (per tile: `send` and `set_mux`
//!   instructions at exact cycles), or a `sync`. This mirrors the `tile_asm` dialect
//!   (DESIGN §4); `build-package` fills it from tile-asm IR.
//!
//! Addresses are tile byte addresses (the target's memory map, e.g. `0x4C000..0xE8000` on
//! ipu21); exchange lengths are 32-bit words; cycles are cycles of the target clock,
//! counted from the start of the exchange phase (cycle 0 is the first cycle after the
//! preceding sync).
//!
//! # File format
//!
//! See [`codec`]: a fixed header (magic, format version, payload length, CRC-32 of the
//! payload) followed by the `postcard` encoding of [`Package`]. A corrupt, truncated or
//! foreign file is a [`PackageError`], never a panic.

pub mod codec;
pub mod io_map;

use serde::{Deserialize, Serialize};

pub use codec::{FORMAT_VERSION, MAGIC, PackageError};
pub use io_map::{IoMap, IoTensor, Piece, PieceLayout};

use crate::numerics::DType;
use crate::reference::HostProgram;

/// A compiled program.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Package {
    /// Target name (`ipu21`).
    pub target: String,
    /// The target description the program was compiled with (TOML text, `ipu_device::Target`
    /// reads it): `ipu-run` simulates under it unless told otherwise, so a custom target file
    /// keeps its constants whatever its name. Empty: the built-in target `target`.
    pub target_description: String,
    /// Tile count of the target (checked against the target at load).
    pub tiles: u32,
    /// Workload name printed as `workload=`.
    pub workload: String,
    /// Workload parameters printed after it, in order (`batch=1`, `tokens=729`, ...).
    pub workload_keys: Vec<(String, String)>,
    /// Name and version of the compiler that built the package (informational).
    pub producer: String,
    /// The graph-level program (for the host reference).
    pub program: HostProgram,
    /// Where each program input and output lives on the tiles.
    pub io: IoMap,
    /// Memory images of the tiles the program uses, in increasing tile order.
    pub images: Vec<TileImage>,
    /// The BSP program shared by all tiles.
    pub steps: Vec<Step>,
    /// The kernels the calls run: one per distinct instance (codelet, shape, workers, operand
    /// regions; `ipu_device::KernelInstance`), in the instances' order.
    pub kernels: Vec<Kernel>,
}

/// One kernel instance's artifact (`ipu_device::KernelInstance::object`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kernel {
    /// Its stable name (`ipu_device::KernelInstance::name`).
    pub name: String,
    /// SHA-256 (hex) of everything that determines it (`ipu_device::KernelInstance::key_text`):
    /// its kernel cache key.
    pub key: String,
    /// The object bytes.
    pub object: Vec<u8>,
}

/// The memory of one tile before the program runs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TileImage {
    /// Tile number.
    pub tile: u32,
    /// The address ranges the tile's program may read or write (disjoint). An access
    /// outside every allocation is an error.
    pub allocations: Vec<Allocation>,
    /// Initialised data (constants, weights baked into the package); each lies inside an
    /// allocation. Everything else starts uninitialised: reading it before writing it is
    /// an error.
    pub segments: Vec<Segment>,
}

/// One allocation: a named byte range of a tile's memory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allocation {
    /// What it holds (a value or buffer name from the IR), for errors and profiles.
    pub name: String,
    /// First byte address.
    pub addr: u32,
    /// Length in bytes.
    pub bytes: u32,
}

/// Initialised bytes at an address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Segment {
    /// First byte address.
    pub addr: u32,
    /// The bytes.
    pub data: Vec<u8>,
}

/// One step of the BSP program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    /// A compute set: every tile runs its calls; the step lasts as long as the slowest tile.
    Compute(ComputeSet),
    /// An exchange phase: tiles move words as scheduled; the step lasts its horizon.
    Exchange(ExchangePhase),
    /// A global superstep sync (costs the target's sync cycles).
    Sync,
}

/// A compute set.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ComputeSet {
    /// Name (for errors and profiles).
    pub name: String,
    /// The calls; a tile's calls run one after the other, in this order.
    pub calls: Vec<CodeletCall>,
}

/// One codelet call on one tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeletCall {
    /// The tile.
    pub tile: u32,
    /// Catalogue name (`ipu_device::Codelet::name`, e.g. `gemm_f16_amp_to_f32`).
    pub codelet: String,
    /// Worker contexts the call uses (1 ..= the target's worker contexts).
    pub workers: u32,
    /// Rows (`ipu_device::CodeletShape::m`; see the catalogue for each codelet's meaning).
    pub m: u32,
    /// Columns.
    pub n: u32,
    /// Contracted dimension or number of partials.
    pub k: u32,
    /// Operands in the catalogue's contract order.
    pub operands: Vec<Operand>,
}

/// A codelet operand in tile memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operand {
    /// First byte address.
    pub addr: u32,
    /// Length in bytes.
    pub bytes: u32,
    /// Element type.
    pub dtype: DType,
}

/// An exchange phase: the instructions of every tile.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ExchangePhase {
    /// Name (for errors and profiles).
    pub name: String,
    /// `send` instructions, any order.
    pub sends: Vec<Send>,
    /// `set_mux` instructions, any order.
    pub receives: Vec<SetMux>,
    /// The scheduler's endpoint lower bound for this phase, cycles (for profiles; 0 if
    /// unknown).
    pub lower_bound: u32,
}

/// `send`: tile `tile` sends `words` 32-bit words read from `addr`, word `i` at cycle
/// `cycle + i` (`cycle + i / 2` in 64-bit mode). Sends carry no destination: receivers
/// select the sender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Send {
    /// Sending tile.
    pub tile: u32,
    /// Issue cycle = cycle of the first word.
    pub cycle: u32,
    /// First byte address (4-byte aligned; 8 in 64-bit mode).
    pub addr: u32,
    /// Number of 32-bit words (even in 64-bit mode).
    pub words: u32,
    /// 64-bit (paired) mode: two words per cycle, on the tile's wires and its pair
    /// partner's (`ipu_device::ExchangeModel::pair_partner`), whose send port is then busy.
    /// Only receivers using `set_mux_pair` can take it.
    pub paired: bool,
}

/// `set_mux` (or `set_mux_pair`): issued by tile `tile` at `cycle` with delay field
/// `delay`, it selects `source` from cycle `cycle + delay` on; the next `words` words
/// arriving from `source` are stored at `addr`, `addr + 4`, ... The selection must not
/// change before they have all arrived.
///
/// With `paired` (`set_mux_pair`, 64-bit mode), the instruction also selects `source` on the
/// pair partner, `muxpair_write_delay` cycles later, and both tiles store the words (two
/// per cycle, from a 64-bit send) at `addr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetMux {
    /// Receiving tile (the one that issues the instruction).
    pub tile: u32,
    /// Issue cycle.
    pub cycle: u32,
    /// Delay field: the selection takes effect at `cycle + delay`.
    pub delay: u32,
    /// Sending tile selected.
    pub source: u32,
    /// First byte address written (4-byte aligned; 8 in 64-bit mode).
    pub addr: u32,
    /// Number of 32-bit words received (even in 64-bit mode).
    pub words: u32,
    /// `set_mux_pair`: 64-bit mode for this tile and its pair partner.
    pub paired: bool,
}

impl SetMux {
    /// Cycle the selection takes effect.
    pub fn effect_cycle(&self) -> u64 {
        u64::from(self.cycle) + u64::from(self.delay)
    }
}
