//! Package support memory: what each tile needs besides its buffers — its generated code,
//! its exchange table, the host exchange's code and data, the profile counters — computed
//! per tile from the program before any buffer is placed, and kept free at the top of the
//! code ranges (where `size-tile-code` puts the code). The reference system's `allocated
//! package support memory` event.
//!
//! The sizes come from the scheduled program as it stands before placement:
//!
//! - the **exchange table** ([`crate::size_tile_code::exchange_table`]) of the tile's
//!   instructions as `lower-to-tile-asm` will issue them, with addresses as (buffer, offset):
//!   never smaller than the table of the placed program (its module doc);
//! - the **generated code** by `size-tile-code`'s model
//!   ([`crate::size_tile_code::generated_code_bytes`]) from the tile's vertices, phases and
//!   syncs;
//! - the **host exchange** code and data and the **profile counters**, by the estimates of
//!   [`crate::size_tile_code`] ([`HOST_PIECE_INSTRUCTIONS`], [`HOST_PIECE_DATA_BYTES`],
//!   [`PROFILE_COUNTER_BYTES`]) from the tile's host-written buffers and the program's steps.
//!
//! Phases that are not scheduled yet contribute no table (there is nothing to encode);
//! `size-tile-code` sizes the real code afterwards and fails at the tile if it does not fit.
//! The runtime itself stays in the target's `reserved_ranges` (`linked_end` is their end).

use std::collections::BTreeMap;

use ipu_device::{AddrRange, Target};
use ipu_dialects::exchange_dialect::{ComputeSetOp, PhaseOp, ProgramOp, SYNC, TransferOp};
use ipu_dialects::{Context, Ir};

use super::needs::BufferNeeds;
use crate::lower_to_tile_asm::instructions::{Placed, lower_phase};
use crate::size_tile_code::exchange_table::{
    Instruction, PhaseInstructions, TableStats, tile_stats,
};
use crate::size_tile_code::{
    HOST_PIECE_DATA_BYTES, HOST_PIECE_INSTRUCTIONS, INSTRUCTION_BYTES, PROFILE_COUNTER_BYTES,
    generated_code_bytes,
};

/// One tile's support memory, bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TileSupport {
    /// Generated code (without the table).
    pub generated_code: u64,
    /// The exchange table and its accounting.
    pub table: TableStats,
    /// Host exchange code.
    pub host_code: u64,
    /// Host exchange data (piece descriptors).
    pub host_data: u64,
    /// Profile counters.
    pub profile: u64,
}

impl TileSupport {
    /// All of it.
    pub fn total(&self) -> u64 {
        self.generated_code + self.table.bytes + self.host_code + self.host_data + self.profile
    }
}

/// Where synthetic addresses of buffers start (above any tile address), and the gap kept
/// between two buffers so that no send run or step crosses from one to the next.
const SYNTHETIC_BASE: u64 = 0x1000_0000;
const SYNTHETIC_GAP: u64 = 0x1000;

/// The support memory of every tile the program uses (module doc).
pub(crate) fn screen(
    ctx: &Context,
    ir: &Ir,
    program: ProgramOp,
    buffers: &[BufferNeeds],
    index: &BTreeMap<String, usize>,
    target: &Target,
) -> BTreeMap<u32, TileSupport> {
    // Synthetic bases: buffer i at bases[i].
    let mut bases: Vec<u64> = Vec::with_capacity(buffers.len());
    let mut next = SYNTHETIC_BASE;
    for b in buffers {
        bases.push(next);
        next += u64::from(b.bytes).div_ceil(SYNTHETIC_GAP) * SYNTHETIC_GAP + SYNTHETIC_GAP;
    }
    let fits = next <= u64::from(u32::MAX);
    let synthetic = |buffer: &Option<String>, offset: u32| -> u32 {
        match buffer.as_ref().and_then(|n| index.get(n)) {
            Some(&i) if fits => (bases[i] + u64::from(offset)) as u32,
            _ => offset,
        }
    };
    // Back from a synthetic address to (segment, offset).
    let segment_of = |addr: u32| -> (u32, u32) {
        let a = u64::from(addr);
        if !fits || a < SYNTHETIC_BASE {
            return (0, addr);
        }
        let i = bases.partition_point(|&b| b <= a) - 1;
        (i as u32 + 1, (a - bases[i]) as u32)
    };

    let mut phases: BTreeMap<u32, Vec<PhaseInstructions>> = BTreeMap::new();
    let mut groups: BTreeMap<u32, u64> = BTreeMap::new();
    let mut calls: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    let mut steps = 0u64;
    let mut syncs = 0u64;
    let body = program.body(ir);
    for op in body
        .map(|b| ir.block_ops(b).collect::<Vec<_>>())
        .unwrap_or_default()
    {
        if let Some(phase) = PhaseOp::cast(ctx, ir, op) {
            steps += 1;
            let transfers = ir.collect_ops(phase.0, |o| TransferOp::cast(ctx, ir, o).is_some());
            let placed: Option<Vec<Placed>> = transfers
                .iter()
                .map(|&t| {
                    let i = TransferOp(t).info(ctx, ir)?;
                    Some(Placed {
                        src: i.src,
                        dst: i.dst.to_vec(),
                        words: i.words,
                        src_addr: synthetic(&i.src_buffer, i.src_offset),
                        dst_addr: synthetic(&i.dst_buffer, i.dst_offset),
                        start: u64::try_from(i.start?).ok()?,
                        arrival: i
                            .arrival?
                            .into_iter()
                            .map(|a| u64::try_from(a).ok())
                            .collect::<Option<_>>()?,
                        paired: i.paired,
                    })
                })
                .collect();
            let Some(Ok(per_tile)) = placed.map(|p| lower_phase(&p, &target.exchange)) else {
                continue;
            };
            for (tile, ins) in per_tile {
                *groups.entry(tile).or_default() += 1;
                let convert = |at: u64, addr: u32, words, paired, delay, source| {
                    let (segment, addr) = segment_of(addr);
                    Instruction {
                        at,
                        segment,
                        addr,
                        words,
                        paired,
                        delay,
                        source,
                    }
                };
                let sends = ins
                    .sends
                    .iter()
                    .map(|s| convert(s.at, s.addr, s.words, s.paired, 0, 0))
                    .collect();
                let muxes = ins
                    .muxes
                    .iter()
                    .map(|m| convert(m.at, m.addr, m.words, m.paired, m.delay, m.source))
                    .collect();
                phases.entry(tile).or_default().push((sends, muxes));
            }
        } else if let Some(cs) = ComputeSetOp::cast(ctx, ir, op) {
            steps += 1;
            for v in cs.vertices(ctx, ir) {
                if let Some(info) = v.info(ctx, ir) {
                    calls
                        .entry(info.tile)
                        .or_default()
                        .push(info.operands.len());
                }
            }
        } else if ctx.op_name_str(ir.name(op)) == SYNC.name {
            steps += 1;
            syncs += 1;
        }
    }
    let mut host_pieces: BTreeMap<u32, u64> = BTreeMap::new();
    for b in buffers {
        if b.op.host(ctx, ir).is_some() {
            for &t in &b.tiles {
                *host_pieces.entry(t).or_default() += 1;
            }
        }
    }
    let tiles: std::collections::BTreeSet<u32> = buffers
        .iter()
        .flat_map(|b| b.tiles.iter().copied())
        .chain(phases.keys().copied())
        .chain(calls.keys().copied())
        .collect();
    tiles
        .into_iter()
        .map(|t| {
            let table = phases.get(&t).map(|p| tile_stats(p)).unwrap_or_default();
            let no_calls = Vec::new();
            let pieces = host_pieces.get(&t).copied().unwrap_or(0);
            let support = TileSupport {
                generated_code: generated_code_bytes(
                    calls.get(&t).unwrap_or(&no_calls),
                    syncs,
                    groups.get(&t).copied().unwrap_or(0),
                    table.fragments > 0,
                ),
                table,
                host_code: pieces * u64::from(HOST_PIECE_INSTRUCTIONS * INSTRUCTION_BYTES),
                host_data: pieces * HOST_PIECE_DATA_BYTES,
                profile: steps * PROFILE_COUNTER_BYTES,
            };
            (t, support)
        })
        .collect()
}

/// The range each tile's support memory takes: the top of the highest code range that is
/// not reserved, `total` bytes rounded up to 8 (`None` for a tile whose support does not fit
/// there: `size-tile-code` reports it).
pub(crate) fn ranges(
    support: &BTreeMap<u32, TileSupport>,
    target: &Target,
) -> BTreeMap<u32, AddrRange> {
    let usable = target.memory.available(ipu_device::Region::NonInterleaved);
    let top = target
        .memory
        .code_ranges()
        .iter()
        .flat_map(|c| {
            usable.iter().filter_map(move |u| {
                let r = AddrRange::new(c.start.max(u.start), c.end.min(u.end));
                (!r.is_empty()).then_some(r)
            })
        })
        .max_by_key(|r| r.end);
    let Some(top) = top else {
        return BTreeMap::new();
    };
    support
        .iter()
        .filter_map(|(&t, s)| {
            let bytes = u32::try_from(s.total().div_ceil(8) * 8).ok()?;
            let start = top.end.checked_sub(bytes).filter(|&a| a >= top.start)?;
            Some((t, AddrRange::new(start, top.end)))
        })
        .collect()
}
