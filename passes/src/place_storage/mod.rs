//! `place-storage`: gives every `exchange.buffer` an address on each of its tiles, by
//! liveness, in the target's memory regions — the reference system's `place_storage` phase.
//!
//! # What it does
//!
//! For each `exchange.program` whose buffers have no `addresses` yet:
//!
//! 1. *Needs* (`needs.rs`): each buffer's region and alignment — its own `region` and
//!    `align`, the region and alignment each codelet contract asks of the vertex operands
//!    in it (`ipu_device::Codelet::memory_contract`), 8 bytes for buffers a `paired`
//!    transfer touches, never less than the 4-byte exchange word.
//! 2. *Liveness* (`needs.rs`): steps are numbered in program order; on each tile a buffer
//!    lives from the first step that writes or reads it to the last one (inputs,
//!    constants, `zero_init` and `splat` buffers from before the first step, outputs until after
//!    the last). Load-time data — constants, `zero_init` and `splat` buffers, and inputs that
//!    are weights (`ipu.weight` on the argument of the program's `function`) — lives from
//!    before the first step until after the last: the host writes it once per load and every
//!    inference reads it, so its memory is never reused. A transfer reads its `src_buffer` on the source tile and writes its
//!    `dst_buffer` on every destination; a vertex reads and writes its operands as its
//!    codelet's contract says. Two buffers *conflict* when they are live at the same step
//!    on some tile they share; buffers that never conflict may share memory.
//! 3. *Support memory* (`support.rs`): each tile's generated code, exchange table, host
//!    exchange code and data and profile counters, sized from the scheduled program, are kept
//!    free at the top of the code ranges; logged as the seeds' `screened exchange table
//!    geometry` (the largest table, `estimated_row_bytes`; the same table without repeats,
//!    `heuristic_row_bytes`; the most instructions, `geometry_fragments_per_tile`;
//!    `fragment_limit`) and `allocated package support memory` (the tile with the most).
//!    *Allocation* (`allocate.rs`): first fit, buffers live throughout the program (load-time
//!    data) first, then by decreasing size. A buffer gets one address
//!    on all its tiles (so a multicast transfer has one destination address), the lowest
//!    aligned address in its region that no conflicting placed buffer occupies on any of
//!    its tiles, outside the target's reserved ranges. Buffers free to go anywhere try
//!    interleaved memory first, keeping non-interleaved memory — the only place code may
//!    live — for code; non-interleaved buffers fill it from the bottom, so code can take
//!    the top (`size-tile-code`).
//! 4. *Rewrite*: `addresses` on every buffer; every transfer's offsets become tile
//!    addresses and its `src_buffer` / `dst_buffer` go, its schedule (`start`, `arrival`)
//!    stays valid and is kept; a scheduled phase's delivery record (`input_words`,
//!    `input_digest`) is recomputed for the new addresses, so `verify-exchange` checks the
//!    placed program as it is, without scheduling it again (a following `schedule-exchange`
//!    would see transfers changed only in their offsets and keep the schedule, kind
//!    `reused`). Vertices keep naming their buffers (the addresses resolve them).
//! 5. *Report*: `peak_standard_bytes` / `peak_interleaved_bytes` on the program (the most
//!    bytes live at once on any tile, per region), `peak_bytes_by_tile` (triples tile,
//!    standard, interleaved), and the tracing event `placed tile storage`.
//!
//! A buffer that does not fit is an error at the buffer naming the tile, the bytes live
//! there at once and the bytes available (or, when enough bytes are free, that no free
//! range is large enough: fragmentation).
//!
//! Not done: bank placement (no codelet contract of the catalogue asks for operands in
//! distinct 16 KiB banks; `ipu_device::OperandContract` has no such field yet), and
//! per-tile addresses for one buffer (one address on all its tiles keeps multicast
//! transfers expressible with one destination offset).

mod allocate;
mod needs;
mod support;

use std::collections::BTreeMap;
use std::sync::Arc;

use rayon::prelude::*;

use ipu_device::{Region, Target};
use ipu_dialects::exchange_dialect::{BufferOp, PhaseOp, ProgramOp, TransferOp};
use ipu_dialects::{Context, Diagnostic, Ir, NamedAttr, OpId};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use crate::verify_exchange::{DeliveryRun, buffer_key, delivery_digest};

pub use allocate::Placement;
pub use needs::{BufferNeeds, Lifetime};
pub use support::TileSupport;

/// The `place-storage` pass. See the module doc.
#[derive(Debug)]
pub struct PlaceStorage;

impl Pass for PlaceStorage {
    const NAME: &'static str = "place-storage";
    const TYPE_NAME: &'static str = "PlaceStorage";
    const SUMMARY: &'static str =
        "Give every exchange buffer a tile address by liveness, in the target's memory regions";
    const DESCRIPTION: &'static str = "Liveness-based first-fit allocation of every \
        `exchange.buffer` on its tiles (regions and alignments from the buffers and the codelet \
        contracts; reserved ranges avoided); records `addresses`, rewrites transfer offsets to \
        tile addresses (schedules kept), reports the peak standard and interleaved bytes per tile. \
        A tile that does not fit is an error naming the tile and the bytes.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-buffers",
            help: "Number of buffers placed",
        },
        Statistic {
            name: "num-tile-allocations",
            help: "Number of (buffer, tile) allocations",
        },
        Statistic {
            name: "num-transfers-rewritten",
            help: "Number of transfers whose offsets became tile addresses",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(PlaceStorage)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let programs = cx
            .ir
            .collect_ops(op, |o| ProgramOp::cast(ctx, cx.ir, o).is_some());
        let mut changed = false;
        for p in programs {
            let program = ProgramOp(p);
            let target = program_target(ctx, cx.ir, program, cx.target())?;
            let Some(placed) = place_program(ctx, cx.ir, program, &target)? else {
                continue;
            };
            cx.bump("num-buffers", placed.buffers as u64);
            cx.bump("num-tile-allocations", placed.allocations as u64);
            cx.bump("num-transfers-rewritten", placed.transfers as u64);
            changed = true;
        }
        Ok(Preserved::unless_changed(changed))
    }
}

/// The target of a program: its own `target`, else the pipeline's, else the default.
///
/// Errors: the program names a target that does not load (user input).
pub(crate) fn program_target(
    ctx: &Context,
    ir: &Ir,
    program: ProgramOp,
    given: Option<&Arc<Target>>,
) -> Result<Arc<Target>, Diagnostic> {
    let own = ir.attr(ctx, program.0, "target").is_some();
    if !own && let Some(t) = given {
        return Ok(Arc::clone(t));
    }
    let name = program.target_name(ctx, ir);
    crate::resolve_named_target(&name, given)
        .map_err(|e| Diagnostic::error(ir.loc(program.0), format!("{e}")))
}

/// What placing one program did.
#[derive(Debug, Default)]
struct Placed {
    buffers: usize,
    allocations: usize,
    transfers: usize,
}

/// Places `program`'s buffers; `None` if it was placed already.
fn place_program(
    ctx: &Context,
    ir: &mut Ir,
    program: ProgramOp,
    target: &Target,
) -> Result<Option<Placed>, Diagnostic> {
    let needs = needs::collect(ctx, ir, program, target)?;
    if needs.already_placed {
        return Ok(None);
    }
    let support = support::screen(ctx, ir, program, &needs.buffers, &needs.index, target);
    let support_ranges = support::ranges(&support, target);
    log_support(&support, &support_ranges, target);
    let placement = allocate::allocate(&needs.buffers, target, &support_ranges)
        .map_err(|f| allocate::diagnose(ctx, ir, &needs.buffers, target, &f))?;

    // Rewrite: addresses, then transfer offsets.
    let mut placed = Placed::default();
    for (b, addr) in needs.buffers.iter().zip(&placement.addresses) {
        let per_tile = vec![*addr; b.tiles.len()];
        b.op.set_addresses(ctx, ir, &per_tile);
        placed.buffers += 1;
        placed.allocations += b.tiles.len();
    }
    let address_of =
        |name: &str| -> Option<u32> { needs.index.get(name).map(|&i| placement.addresses[i]) };
    // The words each phase delivers, at the new addresses (see `refresh_delivery_records`).
    let mut delivered: BTreeMap<OpId, Vec<DeliveryRun>> = BTreeMap::new();
    let i32t = ctx.i32();
    let (src_offset_name, dst_offset_name) = (ctx.ident("src_offset"), ctx.ident("dst_offset"));
    let replaced = [
        src_offset_name,
        dst_offset_name,
        ctx.ident("src_buffer"),
        ctx.ident("dst_buffer"),
    ];
    // Each transfer's new dictionary is built in parallel (read-only), then set in order.
    let transfers = ir.collect_ops(program.0, |o| TransferOp::cast(ctx, ir, o).is_some());
    let shared: &Ir = ir;
    let rewritten: Vec<_> = transfers
        .par_iter()
        .map(|&t| {
            let info = TransferOp(t).info(ctx, shared)?;
            let rebase = |buffer: &Option<String>, offset: u32| -> Option<u32> {
                match buffer {
                    Some(b) => address_of(b).map(|a| a + offset),
                    None => Some(offset),
                }
            };
            let (Some(src), Some(dst)) = (
                rebase(&info.src_buffer, info.src_offset),
                rebase(&info.dst_buffer, info.dst_offset),
            ) else {
                return Some(None);
            };
            // One new attribute dictionary per transfer (setting and removing one attribute
            // at a time interned four, at hundreds of thousands of transfers).
            let i32a = |v: u32| ctx.int_attr(i32t, i128::from(v));
            let entries: Vec<NamedAttr> = shared
                .attr_entries(ctx, t)
                .iter()
                .filter(|e| !replaced.contains(&e.name))
                .copied()
                .chain([
                    NamedAttr {
                        name: src_offset_name,
                        value: i32a(src),
                    },
                    NamedAttr {
                        name: dst_offset_name,
                        value: i32a(dst),
                    },
                ])
                .collect();
            Some(Some((info, src, dst, ctx.dict_attr(&entries))))
        })
        .collect();
    for (t, r) in transfers.into_iter().zip(rewritten) {
        let Some(r) = r else {
            continue;
        };
        let Some((info, src, dst, dict)) = r else {
            return Err(Diagnostic::error(
                ir.loc(t),
                "'exchange.transfer' op names a buffer that is not in the program",
            ));
        };
        ir.set_attrs(t, dict);
        placed.transfers += 1;
        if let Some(phase) = ir.parent_op(t) {
            delivered
                .entry(phase)
                .or_default()
                .extend(info.dst.iter().map(|&d| DeliveryRun {
                    src: i64::from(info.src),
                    dst: i64::from(d),
                    src_offset: i64::from(src),
                    dst_offset: i64::from(dst),
                    words: i64::from(info.words),
                    src_buffer: buffer_key(None),
                    dst_buffer: buffer_key(None),
                }));
        }
    }
    refresh_delivery_records(ctx, ir, delivered);

    // Report.
    let peaks = allocate::peaks(&needs.buffers, &placement, target);
    let (mut std_max, mut int_max) = (0u64, 0u64);
    let mut triples: Vec<i64> = Vec::with_capacity(peaks.len() * 3);
    for (tile, s, i) in &peaks {
        std_max = std_max.max(*s);
        int_max = int_max.max(*i);
        triples.extend([i64::from(*tile), *s as i64, *i as i64]);
    }
    ir.set_attr(
        ctx,
        program.0,
        "peak_standard_bytes",
        ctx.i64_attr(std_max as i64),
    );
    ir.set_attr(
        ctx,
        program.0,
        "peak_interleaved_bytes",
        ctx.i64_attr(int_max as i64),
    );
    ir.set_attr(
        ctx,
        program.0,
        "peak_bytes_by_tile",
        ctx.dense_i64_array(&triples),
    );
    let name = ir
        .attr(ctx, program.0, "sym_name")
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
        .unwrap_or_default();
    let available = |r| -> u64 {
        target
            .memory
            .available(r)
            .iter()
            .map(|a| u64::from(a.len()))
            .sum()
    };
    tracing::info!(
        program = %name,
        buffers = placed.buffers,
        tiles = peaks.len(),
        peak_standard_bytes = std_max,
        peak_interleaved_bytes = int_max,
        available_standard_bytes = available(Region::NonInterleaved),
        available_interleaved_bytes = available(Region::Interleaved),
        "placed tile storage"
    );
    Ok(Some(placed))
}

/// Logs the seeds' `allocated package support memory` (the tile with the most support
/// memory, and the largest table of any tile with the seeds' geometry screen) and
/// `screened exchange table geometry`.
fn log_support(
    support: &BTreeMap<u32, TileSupport>,
    ranges: &BTreeMap<u32, ipu_device::AddrRange>,
    target: &Target,
) {
    let linked_end = target
        .memory
        .reserved_ranges()
        .iter()
        .filter(|r| r.start == target.memory.range().start)
        .map(|r| r.end)
        .max()
        .unwrap_or(target.memory.range().start);
    let most = support
        .iter()
        .max_by_key(|(t, s)| (s.total(), std::cmp::Reverse(**t)));
    let fragments = support
        .values()
        .map(|s| s.table.fragments)
        .max()
        .unwrap_or(0);
    let table = support.values().map(|s| s.table.bytes).max().unwrap_or(0);
    let singles = support
        .values()
        .map(|s| s.table.uncompressed_bytes)
        .max()
        .unwrap_or(0);
    tracing::info!(
        estimated_row_bytes = table,
        heuristic_row_bytes = singles,
        geometry_fragments_per_tile = fragments,
        fragment_limit = crate::size_tile_code::exchange_table::FRAGMENT_LIMIT,
        "screened exchange table geometry"
    );
    if let Some((tile, s)) = most {
        tracing::info!(
            tile = *tile,
            linked_end,
            profile_bytes = s.profile,
            exchange_table_bytes = s.table.bytes,
            host_code_bytes = s.host_code,
            host_data_bytes = s.host_data,
            generated_code_bytes = s.generated_code,
            code_address = ranges.get(tile).map_or(0, |r| r.start),
            "allocated package support memory"
        );
    }
}

/// Rewrites the delivery record (`input_words`, `input_digest`) of every phase that has one
/// (a phase `schedule-exchange` scheduled) for its transfers' new tile addresses, from
/// `delivered` (per phase op, every (transfer, destination) run as rewritten).
///
/// The record is keyed by the offsets and buffers the transfers name, and placement changed
/// both; the schedule itself (`start`, `arrival`, `paired`, the phase's `horizon` and `kind`)
/// stays valid as it is, since every buffer moved as a whole to one address on all its tiles,
/// buffers live in the same step never overlap on a tile, and buffers a paired transfer
/// touches are 8-byte aligned. So no second `schedule-exchange` is needed after placement:
/// `verify-exchange` checks the placed phase against this record.
fn refresh_delivery_records(
    ctx: &Context,
    ir: &mut Ir,
    delivered: BTreeMap<OpId, Vec<DeliveryRun>>,
) {
    for (phase, runs) in delivered {
        if PhaseOp::cast(ctx, ir, phase).is_none() || ir.attr(ctx, phase, "input_digest").is_none()
        {
            continue;
        }
        let (words, digest) = delivery_digest(runs);
        ir.set_attr(ctx, phase, "input_words", ctx.i64_attr(words));
        ir.set_attr(ctx, phase, "input_digest", ctx.i64_attr(digest));
    }
}

/// `BufferOp`s of a program in block order.
pub(crate) fn buffers_of(ctx: &Context, ir: &Ir, program: ProgramOp) -> Vec<BufferOp> {
    match program.body(ir) {
        Some(b) => ir
            .block_ops(b)
            .filter_map(|o| BufferOp::cast(ctx, ir, o))
            .collect(),
        None => Vec::new(),
    }
}

#[cfg(test)]
pub(crate) mod tests;
