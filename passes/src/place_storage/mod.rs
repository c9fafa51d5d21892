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
//! 4. *Record*: `addresses` on every buffer, nothing else. Transfers, like vertices, keep
//!    naming their buffers with offsets into them (`lower-to-tile-asm` resolves the
//!    addresses), so a phase's schedule (`start`, `arrival`, `paired`) and its delivery record
//!    (`input_words`, `input_digest`, written by `lower-to-exchange` before scheduling) are
//!    not rewritten: `verify-exchange` after placement checks the very transfers and record it
//!    checked before. The schedule stays valid at the real addresses because every buffer
//!    moved as a whole to one address on all its tiles, buffers live in the same step never
//!    overlap on a tile, and buffers a paired transfer touches are 8-byte aligned.
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

use ipu_device::{Region, Target};
use ipu_dialects::exchange_dialect::{BufferOp, ProgramOp};
use ipu_dialects::{Context, Diagnostic, Ir, OpId};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

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
        contracts; reserved ranges avoided); records `addresses` (transfers and vertices keep \
        naming their buffers, so schedules and delivery records stay as they are), reports the peak standard and interleaved bytes per tile. \
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

    // Record the addresses (transfers and vertices keep naming their buffers).
    let mut placed = Placed::default();
    for (b, addr) in needs.buffers.iter().zip(&placement.addresses) {
        let per_tile = vec![*addr; b.tiles.len()];
        b.op.set_addresses(ctx, ir, &per_tile);
        placed.buffers += 1;
        placed.allocations += b.tiles.len();
    }

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
