//! `lower-to-tile-asm`: from a placed, scheduled `exchange.program` to a `tile_asm.program` —
//! one program per tile, with its data at addresses, its codelet calls, its `send` and
//! `set_mux` instructions at exact cycles and its syncs (the reference system's
//! `lower_exchanges` and `prepare_tile_code` phases).
//!
//! # Entry invariants (each a located error when broken)
//!
//! - every `exchange.buffer` has `addresses` (`place-storage` ran);
//! - every transfer is scheduled (`start`, `arrival`), as after `schedule-exchange`; its
//!   offsets are into the buffers it names (`src_buffer`, `dst_buffer`), resolved here through
//!   their `addresses` (one address on all of a multicast's destinations), or tile addresses
//!   when it names none;
//! - the program's `function`, if named, is a `func.func` of the enclosing module (constant
//!   buffers take their initial bytes from its `graph.constant`s).
//!
//! # What it does
//!
//! The `exchange.program` is replaced by a `tile_asm.program` of the same name, `target`
//! and `function`:
//!
//! 1. *Steps*: one `tile_asm.phase` (with the phase's `endpoint_lower_bound` and `horizon`),
//!    `tile_asm.compute_set` or `tile_asm.sync` per step, in order.
//! 2. *Tiles*: every tile that holds a buffer or runs an instruction gets a `tile_asm.tile`,
//!    in tile order, holding
//!    - a `tile_asm.data` per buffer it holds, at the buffer's address, with the buffer's
//!      host piece (inputs and outputs) or initial bytes (constants: the piece's elements
//!      gathered from the `graph.constant`, padding zero; `zero_init`: zeros) (`data.rs`);
//!    - per compute set it takes part in, a `tile_asm.compute` with one `tile_asm.call` per
//!      vertex: operand addresses resolved, sizes and element types exactly the codelet
//!      contract's (`Codelet::memory_contract`; a vertex may name more bytes);
//!    - per phase it takes part in, a `tile_asm.exchange` with its sends and multiplexer
//!      switches (`instructions.rs`: sends at the scheduled starts, switches taking effect
//!      at the arrivals, issue cycles assigned within the delay field);
//!    - a `tile_asm.sync` for every sync of the program.
//!
//! Nothing else changes: the graph-level function and other ops of the module stay.
//! Output is deterministic (tiles, buffers and instructions in sorted or program order).

mod data;
pub(crate) mod instructions;

use std::collections::BTreeMap;
use std::sync::Arc;

use rayon::prelude::*;

use ipu_device::{Codelet, CodeletShape, Target};
use ipu_dialects::exchange_dialect::{
    BufferOp, ComputeSetOp, PhaseOp, ProgramOp, SyncOp, TransferOp, VertexOp,
};
use ipu_dialects::tile_asm_dialect::{
    self as tile_asm, COMPUTE, Call, EXCHANGE, IntAttrCache, ProgramOp as AsmProgram, Step, TileOp,
};
use ipu_dialects::{
    Attribute, Context, Diagnostic, FloatKind, Ir, Location, OpId, OperationState, Type,
};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use crate::place_storage::program_target;

pub(crate) use data::find_function;
pub(crate) use instructions::{LowerError, Placed, lower_phase};

/// The `lower-to-tile-asm` pass. See the module doc.
#[derive(Debug)]
pub struct LowerToTileAsm;

impl Pass for LowerToTileAsm {
    const NAME: &'static str = "lower-to-tile-asm";
    const TYPE_NAME: &'static str = "LowerToTileAsm";
    const SUMMARY: &'static str =
        "Lower a placed, scheduled exchange program to per-tile tile_asm programs";
    const DESCRIPTION: &'static str = "Replaces every `exchange.program` (buffers placed by \
        `place-storage`, phases scheduled by `schedule-exchange`) by a `tile_asm.program`: per tile \
        its data at addresses (host pieces, constants' bytes), its codelet calls with the contracts' \
        operands, its `send` and `set_mux` instructions at exact cycles (switches taking effect at \
        the arrivals, within the delay field) and its syncs.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-tiles",
            help: "Number of tile programs emitted",
        },
        Statistic {
            name: "num-calls",
            help: "Number of codelet calls",
        },
        Statistic {
            name: "num-sends",
            help: "Number of send instructions",
        },
        Statistic {
            name: "num-set-mux",
            help: "Number of set_mux instructions",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(LowerToTileAsm)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let programs = cx
            .ir
            .collect_ops(op, |o| ProgramOp::cast(ctx, cx.ir, o).is_some());
        for p in &programs {
            let program = ProgramOp(*p);
            let target = program_target(ctx, cx.ir, program, cx.target())?;
            let counts = lower_program(ctx, cx.ir, program, &target)?;
            cx.bump("num-tiles", counts.tiles);
            cx.bump("num-calls", counts.calls);
            cx.bump("num-sends", counts.sends);
            cx.bump("num-set-mux", counts.muxes);
        }
        Ok(Preserved::unless_changed(!programs.is_empty()))
    }
}

/// What lowering one program produced.
#[derive(Debug, Default)]
struct Counts {
    tiles: u64,
    calls: u64,
    sends: u64,
    muxes: u64,
}

/// A buffer as the lowering needs it.
struct PlacedBuffer {
    name: String,
    bytes: u32,
    /// Address per tile.
    at: BTreeMap<u32, u32>,
}

/// A tile's ops (data declarations, step groups, syncs), in order, not yet attached.
type Pending = Vec<OpId>;

/// A phase's transfer ops and their placed schedules (or the first transfer's error).
type PhaseTransfers = (Vec<TransferOp>, Result<Vec<Placed>, Diagnostic>);

/// One tile's instructions in one phase as operation recipes with their attribute
/// dictionaries (sends, then multiplexer switches, each in issue order), and their counts.
struct TileOps {
    ops: Vec<(OperationState, Attribute)>,
    sends: u64,
    muxes: u64,
}

/// A phase's instructions per tile, ready to be attached.
type PerTileOps = BTreeMap<u32, TileOps>;

/// A phase's instructions per tile, or why they cannot be built.
type LoweredPhase = Result<PerTileOps, LowerError>;

/// The recipes of a phase's instructions at `loc`, per tile (tiles in parallel; the
/// result is ordered by tile whatever the thread count).
fn phase_ops(
    ctx: &Context,
    loc: Location,
    per_tile: BTreeMap<u32, instructions::TileInstructions>,
) -> PerTileOps {
    let per_tile: Vec<(u32, instructions::TileInstructions)> = per_tile.into_iter().collect();
    per_tile
        .into_par_iter()
        .map_init(IntAttrCache::default, |ints, (tile, ins)| {
            let recipe = |state: OperationState| {
                let dict = ctx.dict_attr(&state.attributes);
                (state, dict)
            };
            let mut ops = Vec::with_capacity(ins.sends.len() + ins.muxes.len());
            for s in &ins.sends {
                ops.push(recipe(s.to_state_cached(ctx, loc, ints)));
            }
            for m in &ins.muxes {
                ops.push(recipe(m.to_state_cached(ctx, loc, ints)));
            }
            let ops = TileOps {
                ops,
                sends: ins.sends.len() as u64,
                muxes: ins.muxes.len() as u64,
            };
            (tile, ops)
        })
        .collect::<Vec<_>>()
        .into_iter()
        .collect()
}

/// The `ipu_dialects` element type of a catalogue type.
pub(crate) fn element_type(ctx: &Context, d: ipu_device::DType) -> Type {
    ctx.float_type(match d {
        ipu_device::DType::F32 => FloatKind::F32,
        ipu_device::DType::F16 => FloatKind::F16,
        ipu_device::DType::F8E4M3 => FloatKind::F8E4M3FN,
        ipu_device::DType::F8E5M2 => FloatKind::F8E5M2,
        ipu_device::DType::BF16 => FloatKind::BF16,
        ipu_device::DType::I32 => return ctx.i32(),
        ipu_device::DType::Bool => return ctx.i1(),
    })
}

fn err(ir: &Ir, op: OpId, what: &str, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(ir.loc(op), format!("'{what}' op {message}"))
}

/// Lowers `program` and replaces it by the `tile_asm.program`.
fn lower_program(
    ctx: &Context,
    ir: &mut Ir,
    program: ProgramOp,
    target: &Arc<Target>,
) -> Result<Counts, Diagnostic> {
    let pop = program.0;
    let body = program
        .body(ir)
        .ok_or_else(|| err(ir, pop, "exchange.program", "has no body"))?;
    let module = ir.parent_op(pop);
    let func = match program.function(ctx, ir) {
        None => None,
        Some(name) => Some(
            module
                .and_then(|m| find_function(ctx, ir, m, &name))
                .ok_or_else(|| {
                    err(
                        ir,
                        pop,
                        "exchange.program",
                        format!("names function @{name}, which is not a 'func.func' of the module"),
                    )
                })?,
        ),
    };

    // Buffers, with their data declarations per tile.
    let mut buffers: BTreeMap<String, PlacedBuffer> = BTreeMap::new();
    let mut tiles: BTreeMap<u32, Pending> = BTreeMap::new();
    let block_ops: Vec<OpId> = ir.block_ops(body).collect();
    for &o in &block_ops {
        let Some(b) = BufferOp::cast(ctx, ir, o) else {
            continue;
        };
        let info = b
            .info(ctx, ir)
            .ok_or_else(|| err(ir, o, "exchange.buffer", "is malformed"))?;
        let addresses = b.addresses(ctx, ir).ok_or_else(|| {
            err(
                ir,
                o,
                "exchange.buffer",
                format!(
                    "@{} has no 'addresses': run place-storage before lower-to-tile-asm",
                    info.name
                ),
            )
        })?;
        if addresses.len() != info.tiles.len() {
            return Err(err(
                ir,
                o,
                "exchange.buffer",
                "has a different number of addresses and tiles",
            ));
        }
        let host = b.host(ctx, ir);
        let placements = match &host {
            Some(h) => h.placements(&info.tiles),
            None => Vec::new(),
        };
        let indices = data::piece_host_indices(ctx, ir, b)?;
        let fill = match data::splat_bytes(ctx, ir, b, info.bytes)? {
            Some(bytes) => Some(bytes),
            None => b.zero_init(ctx, ir).then(|| vec![0u8; info.bytes as usize]),
        };
        let constant = match &host {
            Some(h) if h.kind == ipu_dialects::exchange_dialect::HostKind::Constant => {
                Some(data::constant_source(ctx, ir, b, h, func)?)
            }
            _ => None,
        };
        let loc = ir.loc(o);
        for (&tile, &addr) in info.tiles.iter().zip(&addresses) {
            let decls = data::data_for(
                ctx,
                ir,
                b,
                &info.name,
                info.bytes,
                addr,
                tile,
                host.as_ref().map(|h| data::HostPieces {
                    data: h,
                    placements: &placements,
                    indices: indices.as_deref(),
                }),
                constant.as_ref(),
                fill.as_deref(),
            )?;
            for d in decls {
                let op = ir.create_op(ctx, d.to_state(ctx, loc));
                tiles.entry(tile).or_default().push(op);
            }
        }
        buffers.insert(
            info.name.clone(),
            PlacedBuffer {
                name: info.name.clone(),
                bytes: info.bytes,
                at: info.tiles.iter().copied().zip(addresses).collect(),
            },
        );
    }

    // Tiles that take part in steps without holding a buffer. Each phase's transfers are
    // read once, here, for the steps below too.
    let mut phases: Vec<(OpId, Location, Vec<TransferOp>)> = Vec::new();
    for &o in &block_ops {
        if let Some(cs) = ComputeSetOp::cast(ctx, ir, o) {
            for v in cs.vertices(ctx, ir) {
                if let Some(info) = v.info(ctx, ir) {
                    tiles.entry(info.tile).or_default();
                }
            }
        } else if let Some(ph) = PhaseOp::cast(ctx, ir, o) {
            phases.push((o, ir.loc(o), ph.transfers(ctx, ir)));
        }
    }
    // The phases' transfers are read, lowered to instructions, and those turned into
    // operation recipes with their attribute dictionaries, in parallel (each phase and each
    // tile is independent; results are collected in phase and tile order and attached
    // below, so the IR does not depend on the thread count).
    let shared: &Ir = ir;
    let buffers_ref = &buffers;
    let (total, done) = (phases.len() as u64, std::sync::atomic::AtomicU64::new(0));
    let prepared: Vec<(OpId, PhaseTransfers, Option<LoweredPhase>)> = phases
        .into_par_iter()
        .map(|(o, loc, transfers)| {
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            ipu_runtime::progress::report("phases lowered", n, total);
            let placed = transfers
                .par_iter()
                .map(|&t| placed_transfer(ctx, shared, t, buffers_ref))
                .collect::<Result<Vec<_>, _>>();
            let lowered = placed.as_ref().ok().map(|placed| {
                lower_phase(placed, &target.exchange).map(|per_tile| phase_ops(ctx, loc, per_tile))
            });
            (o, (transfers, placed), lowered)
        })
        .collect();
    let mut phase_transfers: BTreeMap<OpId, PhaseTransfers> = BTreeMap::new();
    let mut lowered: BTreeMap<OpId, LoweredPhase> = BTreeMap::new();
    for (o, (transfers, placed), low) in prepared {
        if let Ok(placed) = &placed {
            for p in placed {
                tiles.entry(p.src).or_default();
                for &d in &p.dst {
                    tiles.entry(d).or_default();
                }
            }
        }
        phase_transfers.insert(o, (transfers, placed));
        if let Some(low) = low {
            lowered.insert(o, low);
        }
    }

    // Steps.
    let mut counts = Counts::default();
    let mut steps: Vec<(Step, Location)> = Vec::new();
    for &o in &block_ops {
        let loc = ir.loc(o);
        if let Some(cs) = ComputeSetOp::cast(ctx, ir, o) {
            let name = symbol_name(ctx, ir, o)?;
            let mut per_tile: BTreeMap<u32, Vec<(Call, Location)>> = BTreeMap::new();
            for v in cs.vertices(ctx, ir) {
                let (tile, call) = lower_vertex(ctx, ir, v, &buffers, target)?;
                per_tile.entry(tile).or_default().push((call, ir.loc(v.0)));
            }
            for (tile, calls) in per_tile {
                let group = tile_asm::group_op(ctx, ir, loc, COMPUTE.name, &name);
                let gb = tile_asm::body_block(ir, group)
                    .ok_or_else(|| err(ir, o, "exchange.compute_set", "lowering failed"))?;
                for (call, l) in calls {
                    let c = ir.create_op(ctx, call.to_state(ctx, l));
                    ir.append_op(gb, c);
                    counts.calls += 1;
                }
                tiles.entry(tile).or_default().push(group);
            }
            steps.push((Step::ComputeSet { name }, loc));
        } else if let Some(ph) = PhaseOp::cast(ctx, ir, o) {
            let name = symbol_name(ctx, ir, o)?;
            let (transfers, placed) = phase_transfers
                .remove(&o)
                .ok_or_else(|| err(ir, o, "exchange.phase", "lowering failed"))?;
            placed?;
            let per_tile = lowered
                .remove(&o)
                .ok_or_else(|| err(ir, o, "exchange.phase", "lowering failed"))?;
            let per_tile = per_tile.map_err(|e| {
                let at = e.transfer.map_or(o, |i| transfers[i].0);
                let what = if e.transfer.is_some() {
                    "exchange.transfer"
                } else {
                    "exchange.phase"
                };
                err(
                    ir,
                    at,
                    what,
                    format!("cannot be carried out as scheduled: {}", e.message),
                )
            })?;
            for (tile, ins) in per_tile {
                let group = tile_asm::group_op(ctx, ir, loc, EXCHANGE.name, &name);
                let gb = tile_asm::body_block(ir, group)
                    .ok_or_else(|| err(ir, o, "exchange.phase", "lowering failed"))?;
                for (state, dict) in ins.ops {
                    let op = ir.create_op_with_dict(state, dict);
                    ir.append_op(gb, op);
                }
                counts.sends += ins.sends;
                counts.muxes += ins.muxes;
                tiles.entry(tile).or_default().push(group);
            }
            let schedule = ph.schedule(ctx, ir);
            steps.push((
                Step::Phase {
                    name,
                    endpoint_lower_bound: schedule
                        .as_ref()
                        .map_or(0, |s| s.endpoint_lower_bound.max(0) as u64),
                    horizon: schedule.map(|s| s.horizon.max(0) as u64),
                },
                loc,
            ));
        } else if SyncOp::cast(ctx, ir, o).is_some() {
            for list in tiles.values_mut() {
                let s = ir.create_op(ctx, tile_asm::step_state(ctx, loc, &Step::Sync));
                list.push(s);
            }
            steps.push((Step::Sync, loc));
        }
    }

    // The program.
    let name = symbol_name(ctx, ir, pop)?;
    let own_target = ir
        .attr(ctx, pop, "target")
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()));
    let function = program.function(ctx, ir);
    let asm = AsmProgram::build(
        ctx,
        ir,
        ir.loc(pop),
        &name,
        own_target.as_deref(),
        function.as_deref(),
    );
    let asm_body = asm
        .body(ir)
        .ok_or_else(|| err(ir, pop, "exchange.program", "lowering failed"))?;
    for (step, loc) in &steps {
        let s = ir.create_op(ctx, tile_asm::step_state(ctx, *loc, step));
        ir.append_op(asm_body, s);
    }
    for (tile, ops) in tiles {
        let t = TileOp::build(ctx, ir, ir.loc(pop), tile);
        let tb = t
            .body(ir)
            .ok_or_else(|| err(ir, pop, "exchange.program", "lowering failed"))?;
        for op in ops {
            ir.append_op(tb, op);
        }
        ir.append_op(asm_body, t.0);
        counts.tiles += 1;
    }
    ir.insert_op_before(pop, asm.0);
    ir.erase_op(pop)
        .map_err(|e| err(ir, asm.0, "tile_asm.program", e))?;
    Ok(counts)
}

/// The `sym_name` of `op`.
fn symbol_name(ctx: &Context, ir: &Ir, op: OpId) -> Result<String, Diagnostic> {
    ir.attr(ctx, op, "sym_name")
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
        .ok_or_else(|| {
            let name = ctx.op_name_str(ir.name(op)).to_string();
            err(ir, op, &name, "has no 'sym_name'")
        })
}

/// A vertex as a call with resolved operands: `(tile, call)`.
fn lower_vertex(
    ctx: &Context,
    ir: &Ir,
    v: VertexOp,
    buffers: &BTreeMap<String, PlacedBuffer>,
    target: &Target,
) -> Result<(u32, Call), Diagnostic> {
    let what = "exchange.vertex";
    let info = v
        .info(ctx, ir)
        .ok_or_else(|| err(ir, v.0, what, "is malformed"))?;
    let codelet = Codelet::from_name(&info.codelet).ok_or_else(|| {
        err(
            ir,
            v.0,
            what,
            format!("calls '{}', which is not in the catalogue", info.codelet),
        )
    })?;
    let shape = CodeletShape {
        m: info.m,
        n: info.n,
        k: info.k,
    };
    let contract = codelet
        .memory_contract(target, &shape)
        .map_err(|e| err(ir, v.0, what, e))?;
    if contract.operands.len() != info.operands.len() {
        return Err(err(
            ir,
            v.0,
            what,
            format!(
                "has {} operands, '{}' takes {}",
                info.operands.len(),
                info.codelet,
                contract.operands.len()
            ),
        ));
    }
    let mut operands = Vec::with_capacity(info.operands.len());
    for (i, (o, c)) in info.operands.iter().zip(&contract.operands).enumerate() {
        let b = buffers.get(&o.buffer).ok_or_else(|| {
            err(
                ir,
                v.0,
                what,
                format!(
                    "operand #{i} names @{}, which is not a buffer of the program",
                    o.buffer
                ),
            )
        })?;
        let base = *b.at.get(&info.tile).ok_or_else(|| {
            err(
                ir,
                v.0,
                what,
                format!(
                    "operand #{i}: buffer @{} is not on tile {}",
                    b.name, info.tile
                ),
            )
        })?;
        let bytes = u32::try_from(c.bytes).map_err(|_| err(ir, v.0, what, "operand too large"))?;
        if u64::from(o.offset) + u64::from(bytes) > u64::from(b.bytes) {
            return Err(err(
                ir,
                v.0,
                what,
                format!(
                    "operand #{i} ({bytes} bytes at offset {}) reaches past buffer @{} ({} bytes)",
                    o.offset, b.name, b.bytes
                ),
            ));
        }
        operands.push((base + o.offset, bytes, element_type(ctx, c.dtype)));
    }
    Ok((
        info.tile,
        Call {
            codelet: info.codelet,
            workers: info.workers,
            m: info.m,
            n: info.n,
            k: info.k,
            operands,
        },
    ))
}

/// A transfer's placed schedule: offsets into a named buffer become tile addresses through
/// the buffer's `addresses` (offsets without a buffer are tile addresses already).
///
/// Errors (located at the transfer): a buffer not in the program or not on the tile, words
/// reaching past the buffer's end, a multicast whose destination buffer is at different
/// addresses on its destinations, no schedule.
fn placed_transfer(
    ctx: &Context,
    ir: &Ir,
    t: TransferOp,
    buffers: &BTreeMap<String, PlacedBuffer>,
) -> Result<Placed, Diagnostic> {
    let what = "exchange.transfer";
    let info = t
        .info(ctx, ir)
        .ok_or_else(|| err(ir, t.0, what, "is malformed"))?;
    let bytes = u64::from(info.words) * 4;
    // The tile address of `offset` in `buffer` on `tile`.
    let resolve = |buffer: &Option<String>, offset: u32, tile: u32| -> Result<u32, Diagnostic> {
        let Some(name) = buffer else {
            return Ok(offset);
        };
        let b = buffers.get(name).ok_or_else(|| {
            err(
                ir,
                t.0,
                what,
                format!("names @{name}, which is not a buffer of the program"),
            )
        })?;
        let base = *b.at.get(&tile).ok_or_else(|| {
            err(
                ir,
                t.0,
                what,
                format!("names buffer @{name}, which is not on tile {tile}"),
            )
        })?;
        if u64::from(offset) + bytes > u64::from(b.bytes) {
            return Err(err(
                ir,
                t.0,
                what,
                format!(
                    "moves {bytes} bytes at offset {offset}, past the end of buffer @{name} ({} bytes)",
                    b.bytes
                ),
            ));
        }
        Ok(base + offset)
    };
    let src_addr = resolve(&info.src_buffer, info.src_offset, info.src)?;
    let mut dst_addr = None;
    for &d in &info.dst {
        let a = resolve(&info.dst_buffer, info.dst_offset, d)?;
        if dst_addr.is_some_and(|first| first != a) {
            return Err(err(
                ir,
                t.0,
                what,
                format!(
                    "writes buffer @{} at different addresses on its destinations (a multicast \
                     has one destination address)",
                    info.dst_buffer.as_deref().unwrap_or_default()
                ),
            ));
        }
        dst_addr = Some(a);
    }
    let dst_addr = dst_addr.unwrap_or(info.dst_offset);
    let (Some(start), Some(arrival)) = (info.start, info.arrival) else {
        return Err(err(
            ir,
            t.0,
            what,
            "is not scheduled (no 'start' / 'arrival'): run schedule-exchange before lower-to-tile-asm",
        ));
    };
    let cycle = |c: i64| {
        u64::try_from(c).map_err(|_| err(ir, t.0, what, format!("has a negative cycle {c}")))
    };
    Ok(Placed {
        src: info.src,
        dst: info.dst.to_vec(),
        words: info.words,
        src_addr,
        dst_addr,
        start: cycle(start)?,
        arrival: arrival.into_iter().map(cycle).collect::<Result<_, _>>()?,
        paired: info.paired,
    })
}

#[cfg(test)]
mod tests;
