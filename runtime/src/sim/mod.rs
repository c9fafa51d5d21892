//! The cycle-counting simulator: executes a [`Package`] on every tile's memory.
//!
//! # What it does
//!
//! 1. [`Device::load`]: builds each tile's memory from its image (only the allocations exist;
//!    every byte starts unwritten except the initialised segments).
//! 2. [`Device::initialize`] (once per load): writes the weights into the tiles as the host
//!    I/O map says.
//! 3. [`Device::run`] (once per inference): writes the per-inference inputs, then runs the
//!    steps in order:
//!    - **compute set**: each tile runs its codelet calls in order ([`compute`]); values are
//!      computed with the target's numerics ([`crate::codelets`]); the step takes the
//!      maximum over tiles of the sum of the tile's call cycles, each from the device
//!      catalogue (`ipu_device::Codelet::cycles`);
//!    - **exchange phase**: words move as scheduled ([`exchange`]), 32-bit or paired
//!      64-bit; the step takes the phase's horizon as executed;
//!    - **sync**: the target's `sync_cycles`.
//!
//!    and reads the outputs back through the I/O map.
//!
//! A run's cycles are the sum over its steps: from the inputs in place to the outputs in
//! place; the host's writes and reads are costed by the caller (`crate::run`), from the
//! target's host link. Any access outside a tile's allocations, read of
//! unwritten memory, exchange conflict or malformed call stops the run with an
//! [`Error::Simulation`] naming the step, tile and cycle.
//!
//! **Architecture invariant:** no cycle count is a constant of this module; every number
//! comes from `ipu_device::Target` (codelet formulas, latency, sync).
//!
//! Tiles run in parallel (`rayon`); results do not depend on the thread count: each tile's
//! work only touches its own memory, and when several tiles fault, the earliest by
//! (cycle, tile) is reported.

pub mod compute;
pub mod exchange;
pub mod memory;

use ipu_device::Target;
use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::numerics;
use crate::package::io_map::EncodedTensor;
use crate::package::{IoTensor, Package, Step};
use crate::reference::Tensor;
use memory::TileMemory;

pub use exchange::PhaseOutcome;

/// What went wrong on a tile (see [`Error::Simulation`] for where and when).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// An access outside every allocation of the tile.
    #[error("access of {bytes} bytes at {addr:#x} is outside the tile's allocations")]
    OutOfRange {
        /// First byte address.
        addr: u32,
        /// Length.
        bytes: u64,
    },
    /// A read of bytes never written.
    #[error(
        "read of {bytes} bytes at {read_addr:#x} includes unwritten memory (first at {addr:#x})"
    )]
    Uninitialised {
        /// First unwritten byte.
        addr: u32,
        /// Start of the read.
        read_addr: u32,
        /// Length of the read.
        bytes: u64,
    },
    /// Two allocations of a tile image overlap.
    #[error("allocation '{name}' at {addr:#x} overlaps the one before it")]
    OverlappingAllocations {
        /// Start of the later allocation.
        addr: u32,
        /// Its name.
        name: String,
    },
    /// An allocation outside the target's tile memory, or overlapping a range the target
    /// reserves for the runtime.
    #[error(
        "allocation '{name}' [{addr:#x}, +{bytes}) is outside the target's usable tile memory ({reason})"
    )]
    AllocationOutsideMemory {
        /// Its name.
        name: String,
        /// Start address.
        addr: u32,
        /// Length.
        bytes: u32,
        /// Which rule it breaks.
        reason: String,
    },
    /// The tile has no memory image in the package, or is outside the target.
    #[error("the tile has no memory image in the package")]
    NoImage,
    /// A malformed codelet call.
    #[error("codelet '{codelet}': {message}")]
    Codelet {
        /// Catalogue name.
        codelet: String,
        /// What is wrong.
        message: String,
    },
    /// Two supervisor instructions issued in one cycle.
    #[error("two exchange instructions issued in the same cycle")]
    IssueConflict,
    /// A send while the tile's previous send still occupies its port.
    #[error("send while the send port is busy until cycle {busy_until}")]
    SendPortBusy {
        /// First free cycle.
        busy_until: u64,
    },
    /// An exchange address not on a 32-bit word boundary.
    #[error("exchange address {addr:#x} is not 4-byte aligned")]
    Misaligned {
        /// The address.
        addr: u32,
    },
    /// A `set_mux` delay beyond the target's field.
    #[error("set_mux delay {delay} exceeds the target's maximum {max}")]
    DelayTooLarge {
        /// The delay.
        delay: u32,
        /// The maximum.
        max: u32,
    },
    /// The receiver's multiplexer selects another sender before a receive is complete:
    /// two senders on one receiver.
    #[error(
        "two senders on one receiver: the multiplexer switches to tile {other} while receiving {expected} words from tile {sender} ({received} arrived)"
    )]
    ReceiveConflict {
        /// The sender being received from.
        sender: u32,
        /// The sender switched to.
        other: u32,
        /// Words the receive expects.
        expected: u32,
        /// Words that arrived before the switch.
        received: u32,
    },
    /// A word arrives from the sender a multiplexer still selects after the receive has taken
    /// all its words: the receiver would store it (it had to switch away first).
    #[error(
        "unintended receive: the multiplexer still selects tile {sender} when a word on its bus \
         arrives, after the {expected} words of the receive (switch away first)"
    )]
    StrayWord {
        /// The selected sender.
        sender: u32,
        /// Words the receive expects.
        expected: u32,
    },
    /// A receive whose words are never sent.
    #[error(
        "receive of {expected} words from tile {sender} with no matching send ({received} arrive)"
    )]
    UnmatchedReceive {
        /// The selected sender.
        sender: u32,
        /// Words expected.
        expected: u32,
        /// Words that do arrive.
        received: u32,
    },
    /// A 64-bit (paired) exchange that the target does not support, that is misaligned, or
    /// whose sender and receiver disagree on the mode.
    #[error("paired exchange: {message}")]
    Paired {
        /// What is wrong.
        message: String,
    },
    /// An address received into twice in one phase.
    #[error("address {addr:#x} is received into twice in one phase")]
    DoubleReceive {
        /// The address.
        addr: u32,
    },
    /// A tile sends a word at or after receiving into its address in the same phase.
    #[error(
        "send of {addr:#x}, which this tile received into at cycle {received_at} of the same phase"
    )]
    SendAfterReceive {
        /// The address.
        addr: u32,
        /// Arrival cycle of the received word.
        received_at: u64,
    },
}

/// The cycles of one step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepReport {
    /// `compute`, `exchange` or `sync`.
    pub kind: &'static str,
    /// The step's name (empty for syncs).
    pub name: String,
    /// Cycles it took.
    pub cycles: u64,
    /// Per active tile, in tile order: for compute sets, the tile's cycles; for exchange
    /// phases, one past its last activity. Empty for syncs.
    pub tiles: Vec<(u32, u64)>,
    /// For exchange phases: the scheduler's endpoint lower bound from the package (0 if
    /// unknown); 0 otherwise.
    pub lower_bound: u64,
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct RunResult {
    /// The outputs, in program order, of the program's output types.
    pub outputs: Vec<Tensor>,
    /// Total cycles at the target clock.
    pub cycles: u64,
    /// Per step.
    pub steps: Vec<StepReport>,
    /// Bytes the host wrote for the per-inference inputs: the elements of their pieces
    /// (padding slots, zero from the load on, not counted).
    pub host_input_bytes: u64,
}

impl RunResult {
    /// Per tile that does any work (a codelet call or an exchange instruction), the cycle its
    /// last work ends, counted from the start of the program; in tile order.
    pub fn tile_end_cycles(&self) -> Vec<(u32, u64)> {
        let mut ends: std::collections::BTreeMap<u32, u64> = Default::default();
        let mut start = 0u64;
        for s in &self.steps {
            for &(tile, c) in &s.tiles {
                ends.insert(tile, start + c);
            }
            start += s.cycles;
        }
        ends.into_iter().collect()
    }

    /// The least, over the tiles that do any work, of the cycle its last work ends (the
    /// reference system's `minimumTileCycles`); 0 when no tile works.
    pub fn minimum_tile_cycles(&self) -> u64 {
        self.tile_end_cycles()
            .iter()
            .map(|t| t.1)
            .min()
            .unwrap_or(0)
    }
}

/// Build a simulation error.
fn fault(step: usize, tile: u32, cycle: u64, fault: Fault) -> Error {
    Error::Simulation {
        step,
        tile,
        cycle,
        fault,
    }
}

/// Run `package` on `target` with `inputs` (one per program input, of its type): load it,
/// make the `initialize` call (the weights) and one `run` call (the other inputs).
pub fn run(package: &Package, target: &Target, inputs: &[Tensor]) -> Result<RunResult> {
    let mut device = Device::load(package, target)?;
    device.initialize(inputs)?;
    device.run(inputs)
}

/// A package loaded on the simulated device: every tile's memory built from its image (the
/// allocations, the constants). Memory persists from call to call, as on the device: the
/// weights written by [`Device::initialize`] stay for every [`Device::run`].
#[derive(Debug)]
pub struct Device<'p> {
    package: &'p Package,
    target: &'p Target,
    /// Per tile number, its index in `memories`.
    slot: Vec<Option<usize>>,
    memories: Vec<TileMemory>,
}

impl<'p> Device<'p> {
    /// Loads `package` on `target`: checks the tile images and builds every tile's memory
    /// (only the allocations exist; every byte starts unwritten except the segments).
    pub fn load(package: &'p Package, target: &'p Target) -> Result<Device<'p>> {
        if package.tiles != target.tiles {
            return Err(Error::Usage(format!(
                "the package is for {} tiles, target '{}' has {}",
                package.tiles, target.name, target.tiles
            )));
        }
        // Memories, and tile -> index.
        let mut slot: Vec<Option<usize>> = vec![None; target.tiles as usize];
        let mut images = Vec::with_capacity(package.images.len());
        for image in &package.images {
            let entry = slot
                .get_mut(image.tile as usize)
                .ok_or(Error::Usage(format!(
                    "tile image for tile {}, the target has {}",
                    image.tile, target.tiles
                )))?;
            if entry.is_some() {
                return Err(Error::Usage(format!(
                    "two memory images for tile {}",
                    image.tile
                )));
            }
            *entry = Some(images.len());
            images.push(image);
        }
        for image in &images {
            for a in &image.allocations {
                check_allocation(target, a).map_err(|f| fault(0, image.tile, 0, f))?;
            }
        }
        let built: Vec<std::result::Result<TileMemory, Error>> = images
            .par_iter()
            .map(|img| TileMemory::from_image(img).map_err(|f| fault(0, img.tile, 0, f)))
            .collect();
        let memories: Vec<TileMemory> = built.into_iter().collect::<Result<_>>()?;
        Ok(Device {
            package,
            target,
            slot,
            memories,
        })
    }

    /// The `initialize` call: the host writes the weights (`inputs` holds every program input;
    /// only the weights are read). Returns the bytes written.
    pub fn initialize(&mut self, inputs: &[Tensor]) -> Result<u64> {
        write_inputs(self.package, inputs, &mut self.memories, &self.slot, true)
    }

    /// One `run` call: the host writes the per-inference inputs (`inputs` holds every program
    /// input; the weights are not read), the device runs the program's steps, the host reads
    /// the outputs.
    pub fn run(&mut self, inputs: &[Tensor]) -> Result<RunResult> {
        let (package, target) = (self.package, self.target);
        let host_input_bytes =
            write_inputs(package, inputs, &mut self.memories, &self.slot, false)?;
        let memories = &mut self.memories;
        let slot = &self.slot;
        let mut steps = Vec::with_capacity(package.steps.len());
        let mut total = 0u64;
        for (index, step) in package.steps.iter().enumerate() {
            let report = match step {
                Step::Sync => StepReport {
                    kind: "sync",
                    name: String::new(),
                    cycles: u64::from(target.sync_cycles),
                    tiles: Vec::new(),
                    lower_bound: 0,
                },
                Step::Compute(cs) => {
                    let mut per_slot: Vec<Vec<&crate::package::CodeletCall>> =
                        vec![Vec::new(); memories.len()];
                    for call in &cs.calls {
                        let s = slot
                            .get(call.tile as usize)
                            .copied()
                            .flatten()
                            .ok_or_else(|| fault(index, call.tile, 0, Fault::NoImage))?;
                        per_slot[s].push(call);
                    }
                    let results: Vec<std::result::Result<u64, (u32, u64, Fault)>> = memories
                        .par_iter_mut()
                        .zip(per_slot.par_iter())
                        .map(|(mem, calls)| {
                            let mut cycles = 0u64;
                            for call in calls {
                                cycles += compute::run_call(call, target, mem)
                                    .map_err(|f| (call.tile, cycles, f))?;
                            }
                            Ok(cycles)
                        })
                        .collect();
                    let mut tiles = Vec::new();
                    let mut faults = Vec::new();
                    for (s, r) in results.into_iter().enumerate() {
                        match r {
                            Ok(c) if !per_slot[s].is_empty() => {
                                tiles.push((per_slot[s][0].tile, c))
                            }
                            Ok(_) => {}
                            Err(f) => faults.push(f),
                        }
                    }
                    if let Some((tile, cycle, f)) =
                        faults.into_iter().min_by_key(|(t, c, _)| (*c, *t))
                    {
                        return Err(fault(index, tile, cycle, f));
                    }
                    tiles.sort_unstable();
                    let cycles = tiles.iter().map(|t| t.1).max().unwrap_or(0);
                    StepReport {
                        kind: "compute",
                        name: cs.name.clone(),
                        cycles,
                        tiles,
                        lower_bound: 0,
                    }
                }
                Step::Exchange(phase) => {
                    let outcome = exchange::run_phase(phase, target, memories, slot)
                        .map_err(|(t, c, f)| fault(index, t, c, f))?;
                    StepReport {
                        kind: "exchange",
                        name: phase.name.clone(),
                        cycles: outcome.horizon,
                        tiles: outcome.tile_ends,
                        lower_bound: u64::from(phase.lower_bound),
                    }
                }
            };
            total += report.cycles;
            steps.push(report);
            crate::progress::report("steps", index as u64 + 1, package.steps.len() as u64);
        }
        let outputs = read_outputs(package, memories, slot, package.steps.len())?;
        Ok(RunResult {
            outputs,
            cycles: total,
            steps,
            host_input_bytes,
        })
    }
}

/// An allocation must lie inside the tile memory and outside every reserved range.
fn check_allocation(
    target: &Target,
    a: &crate::package::Allocation,
) -> std::result::Result<(), Fault> {
    let outside = |reason: String| Fault::AllocationOutsideMemory {
        name: a.name.clone(),
        addr: a.addr,
        bytes: a.bytes,
        reason,
    };
    let range = ipu_device::AddrRange::with_len(a.addr, a.bytes)
        .ok_or_else(|| outside("it wraps around the address space".into()))?;
    let memory = target.memory.range();
    if !target.memory.contains(range) {
        return Err(outside(format!("tile memory is {memory}")));
    }
    if let Some(r) = target
        .memory
        .reserved_ranges()
        .iter()
        .find(|r| r.overlaps(range))
    {
        return Err(outside(format!("{r} is reserved")));
    }
    Ok(())
}

/// A piece's bytes must fit inside one allocation of its tile (checked before anything is
/// allocated for it).
fn check_piece(io: &IoTensor, piece: &crate::package::Piece, mem: &TileMemory) -> Result<()> {
    let bytes = piece
        .stored_elements()
        .and_then(|n| n.checked_mul(io.ty.dtype.size_bytes() as u64))
        .and_then(|b| usize::try_from(b).ok())
        .ok_or_else(|| {
            io_error(
                io,
                format!("a piece on tile {} has an impossible size", piece.tile),
            )
        })?;
    mem.check_writable(piece.addr, bytes)
        .map_err(|f| io_error(io, format!("a piece on tile {}: {f}", piece.tile)))
}

fn io_error(tensor: &IoTensor, message: String) -> Error {
    Error::Usage(format!("host I/O map, '{}': {message}", tensor.name))
}

/// Writes the inputs that are weights (`weights`) or per-inference inputs (`!weights`) into
/// the tiles as the I/O map says; returns the element bytes written (padding not counted).
/// `inputs` holds every program input, in order.
fn write_inputs(
    package: &Package,
    inputs: &[Tensor],
    memories: &mut [TileMemory],
    slot: &[Option<usize>],
    weights: bool,
) -> Result<u64> {
    if inputs.len() != package.io.inputs.len() {
        return Err(Error::Usage(format!(
            "{} inputs given, the package takes {}",
            inputs.len(),
            package.io.inputs.len()
        )));
    }
    for (tensor, io) in inputs.iter().zip(&package.io.inputs) {
        if tensor.shape != io.ty.shape {
            return Err(io_error(
                io,
                format!(
                    "input of shape {:?}, the package expects {}",
                    tensor.shape, io.ty
                ),
            ));
        }
    }
    let chosen = |io: &IoTensor| io.weight == weights;
    // Encode each input once; then every tile gathers and writes its pieces, in parallel.
    let encoded: Vec<Option<EncodedTensor>> = inputs
        .par_iter()
        .zip(&package.io.inputs)
        .map(|(t, io)| chosen(io).then(|| EncodedTensor::new(&io.ty, t)))
        .collect();
    let mut by_slot: Vec<Vec<(usize, &crate::package::Piece)>> = vec![Vec::new(); memories.len()];
    let mut bytes = 0u64;
    for (k, io) in package.io.inputs.iter().enumerate() {
        if !chosen(io) {
            continue;
        }
        bytes += io.host_bytes();
        for piece in &io.pieces {
            let s = slot
                .get(piece.tile as usize)
                .copied()
                .flatten()
                .ok_or_else(|| io_error(io, format!("tile {} has no memory image", piece.tile)))?;
            by_slot[s].push((k, piece));
        }
    }
    let results: Vec<Result<()>> = memories
        .par_iter_mut()
        .zip(by_slot.par_iter())
        .map(|(mem, pieces)| {
            for &(k, piece) in pieces {
                let io = &package.io.inputs[k];
                let Some(encoded) = &encoded[k] else {
                    continue;
                };
                check_piece(io, piece, mem)?;
                let bytes = piece.gather(&io.ty, encoded).map_err(|m| io_error(io, m))?;
                mem.write(piece.addr, &bytes)
                    .map_err(|f| fault(0, piece.tile, 0, f))?;
            }
            Ok(())
        })
        .collect();
    results.into_iter().collect::<Result<()>>()?;
    Ok(bytes)
}

fn read_outputs(
    package: &Package,
    memories: &[TileMemory],
    slot: &[Option<usize>],
    after: usize,
) -> Result<Vec<Tensor>> {
    let mut outputs = Vec::with_capacity(package.io.outputs.len());
    for io in &package.io.outputs {
        let n = io.ty.numel();
        let mut data = vec![0.0f32; n];
        let mut seen = vec![false; n];
        for piece in &io.pieces {
            let s = slot
                .get(piece.tile as usize)
                .copied()
                .flatten()
                .ok_or_else(|| io_error(io, format!("tile {} has no memory image", piece.tile)))?;
            check_piece(io, piece, &memories[s])?;
            let slots = piece.slots(&io.ty).map_err(|m| io_error(io, m))?;
            let size = io.ty.dtype.size_bytes();
            let bytes = memories[s]
                .read(piece.addr, slots.len() * size)
                .map_err(|f| fault(after, piece.tile, 0, f))?;
            let values = numerics::decode(io.ty.dtype, bytes, 0);
            for (v, i) in values.into_iter().zip(slots) {
                if let Some(i) = i
                    && !seen[i]
                {
                    data[i] = v;
                    seen[i] = true;
                }
            }
        }
        if let Some(missing) = seen.iter().position(|s| !s) {
            return Err(io_error(
                io,
                format!("element {missing} of the output is in no piece"),
            ));
        }
        outputs.push(Tensor {
            shape: io.ty.shape.clone(),
            dtype: io.ty.dtype,
            data,
        });
    }
    Ok(outputs)
}
