//! `lower-to-exchange`: turns a tiled function into the bulk-synchronous `exchange.program`
//! the back end compiles, exactly per its contract (`dialects/src/exchange/host.rs`,
//! `notes/backend-contract.md`).
//!
//! # What it does
//!
//! For each tiled function `@f_tiled` (made by `lower-to-tiled`, with `tiled.function = @f`,
//! or written by hand: a `tiled.target` and tiled ops), it lowers what the function says,
//! and nothing else (its `program` module: no graph function is read, no planner search runs):
//!
//! 1. reads the program its tiled ops compute, each op's `plan` (its decomposition over the
//!    tiles) and the layouts its types state, and applies the plans with those layouts
//!    honoured ([`crate::plan::replay::apply_plans`]): an argument is written by the host in
//!    its type's layout, an operand a `tiled.rearrange` hands over arrives in the rearrange's
//!    layout, a result lives in its type's layout; where a plan reads or writes another
//!    layout, an exchange phase moves the data (hand-written layouts are honoured, not
//!    rejected);
//! 2. names the host reference: `@f` when it computes exactly the tiled function's program,
//!    else a graph function written from the tiled ops (with their plans, so the reference
//!    follows the device's arithmetic), named after the tiled function;
//! 3. emits `exchange.program @f_device target "..." attributes {function = @f, ...}`
//!    after the host reference and erases `@f_tiled`:
//!    - one `exchange.buffer` per planned buffer: the tiles holding it, the largest
//!      tile's bytes, `region "interleaved"` when its layout is in interleaved memory (a
//!      layout in standard memory asks no region: `place-storage` chooses), `align 16`,
//!      its element type; program inputs, constants
//!      and outputs with their host data (`host`, `host_index`, `layout`, `pieces`,
//!      `block_k`/`block_n`, and `piece_tiles`/`piece_offsets` when a tile holds several
//!      pieces or one not at byte 0: see [`pieces`]); replicated constants (a cast's
//!      scale) with `splat`; AMP-ordered temporaries with padding `zero_init`;
//!    - per planned step, in order: an exchange phase as `exchange.sync` then
//!      `exchange.phase @pN` of its transfers (`src_buffer`/`dst_buffer`-relative byte
//!      offsets, whole 32-bit words, multicast) and its delivery record (`input_words`,
//!      `input_digest`: what `verify-exchange` checks every later stage against), a compute
//!      set as `exchange.compute_set`
//!      of one `exchange.vertex` per codelet call (operands in the codelet's memory
//!      contract order, all the target's worker contexts);
//!    - the program's estimates (`estimated_cycles`, ... from `plan-operators`).
//!
//! Phases are not scheduled here: `schedule-exchange` does that next.
//!
//! # Errors
//! Located at the op or function, nothing changed: no `tiled.target`; a tiled op without a
//! `plan`, or one its kind and attributes do not describe; a layout that names tiles outside
//! the target or does not describe its tensor; `host = replicas` on an argument that is not a
//! weight; stated layouts that need a copy within one buffer; blocks that do not fit a
//! tile; host data the contract cannot describe (a transposed input order, an input returned
//! as an output).

pub mod pieces;
mod program;

use std::collections::BTreeSet;

use ipu_device::Target;
use ipu_dialects::exchange_dialect::{
    Buffer, BufferOp, BufferRegion, ComputeSetOp, HostData, HostKind, PhaseOp, ProgramOp, Transfer,
    Vertex, VertexOperand, set_delivery_record, transfer_runs,
};
use ipu_dialects::{Context, Diagnostic, Ir, Location, OpId, OperationState};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};
use crate::plan::PlanError;
use crate::plan::geometry::Rect;
use crate::plan::layout::{BLOCK_ALIGN, MemRegion, Order};
use crate::plan::planned::{BufferKind, Step};
use crate::plan::program::OpKind;
use crate::plan::redistribute::RedistributeError;
use crate::plan::redistribute::SrcAxis;
use crate::plan::replay;
use crate::plan_operators::convert;
use program::TiledProgram;

/// The `lower-to-exchange` pass. See the module doc.
#[derive(Debug)]
pub struct LowerToExchange;

impl Pass for LowerToExchange {
    const NAME: &'static str = "lower-to-exchange";
    const TYPE_NAME: &'static str = "LowerToExchange";
    const SUMMARY: &'static str = "Lower tiled functions to exchange programs: buffers with host data, compute sets, syncs and exchange phases";
    const DESCRIPTION: &'static str = "Lowers each tiled function `@f_tiled` as it says: the \
        program of its tiled ops, their plans, and the layouts of its arguments, rearranges and \
        results (an exchange phase wherever a plan reads or writes another layout). Emits \
        `exchange.program @f_device` per the back end's contract: buffers (host data for inputs, \
        constants and outputs), compute sets of codelet vertices, and a sync plus a phase of \
        transfers per exchange step. The tiled function is erased; the host reference `@f` is \
        kept, or written from the tiled ops when it is missing or computes something else.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-buffers",
            help: "Number of exchange buffers created",
        },
        Statistic {
            name: "num-vertices",
            help: "Number of codelet vertices created",
        },
        Statistic {
            name: "num-transfers",
            help: "Number of transfers created",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(LowerToExchange)
    }

    fn run(&self, module: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let tiled: Vec<OpId> = cx.ir.collect_ops(module, |o| {
            cx.ir.parent_op(o) == Some(module)
                && ctx.op_name_str(cx.ir.name(o)) == "func.func"
                && is_tiled_function(ctx, cx.ir, o)
        });
        let mut changed = false;
        let given = cx.target().cloned();
        for f in tiled {
            let counts = lower_function(ctx, cx.ir, module, f, given.as_ref())?;
            cx.bump("num-buffers", counts.0 as u64);
            cx.bump("num-vertices", counts.1 as u64);
            cx.bump("num-transfers", counts.2 as u64);
            changed = true;
        }
        Ok(Preserved::unless_changed(changed))
    }
}

/// Whether `func` is a tiled function: made by `lower-to-tiled` (`tiled.function`), or
/// written by hand with a `tiled.target` and ops of the tiled dialect.
fn is_tiled_function(ctx: &Context, ir: &Ir, func: OpId) -> bool {
    if ir.attr(ctx, func, convert::FUNCTION).is_some() {
        return true;
    }
    ir.attr(ctx, func, convert::TARGET).is_some()
        && !ir
            .collect_ops(func, |o| ctx.op_name_str(ir.name(o)).starts_with("tiled."))
            .is_empty()
}

/// A symbol name from a planner name: `[A-Za-z0-9_.]` kept, anything else `_`; unique
/// among `taken`.
fn symbol(name: &str, taken: &mut BTreeSet<String>) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        s.insert(0, 'b');
    }
    let mut out = s.clone();
    let mut k = 1;
    while taken.contains(&out) {
        out = format!("{s}_{k}");
        k += 1;
    }
    taken.insert(out.clone());
    out
}

/// Lowers one tiled function; returns (buffers, vertices, transfers).
fn lower_function(
    ctx: &Context,
    ir: &mut Ir,
    module: OpId,
    tiled: OpId,
    given: Option<&std::sync::Arc<Target>>,
) -> Result<(usize, usize, usize), Diagnostic> {
    let tloc = ir.loc(tiled);
    let fname = ipu_dialects::func_dialect::FuncOp(tiled)
        .name(ctx, ir)
        .unwrap_or_default();
    let target_name = ir
        .attr(ctx, tiled, convert::TARGET)
        .and_then(|a| ctx.str_value(a).map(|s| s.into_owned()))
        .ok_or_else(|| {
            Diagnostic::error(
                tloc,
                format!("the tiled function has no '{}'", convert::TARGET),
            )
        })?;
    // The pipeline's target when it bears the recorded name (a description read from a file
    // keeps its constants), else the built-in or file the name gives.
    let target = crate::resolve_named_target(&target_name, given)
        .map_err(|e| Diagnostic::error(tloc, e.to_string()))?;
    let target: &Target = &target;
    let tiles = ir
        .attr(ctx, tiled, convert::TILES)
        .and_then(|a| ctx.int_value(a))
        .and_then(|v| u32::try_from(v).ok())
        .unwrap_or(target.tiles);
    let tp = TiledProgram::from_func(ctx, ir, tiled, target)?;
    // The host reference: the graph function the tiled one came from when it computes the
    // same program, else the tiled function's computation written as a graph function.
    let named = ir
        .attr(ctx, tiled, convert::FUNCTION)
        .and_then(|a| crate::lower_to_tiled::symbol_name(ctx, a));
    let existing = named.as_deref().and_then(|g| {
        ir.collect_ops(module, |o| {
            ir.parent_op(o) == Some(module)
                && ctx.op_name_str(ir.name(o)) == "func.func"
                && ipu_dialects::func_dialect::FuncOp(o)
                    .name(ctx, ir)
                    .as_deref()
                    == Some(g)
        })
        .first()
        .copied()
    });
    let same = existing.and_then(|g| {
        let gp = convert::GraphProgram::from_func(ctx, ir, g).ok()?;
        program::same_computation(target, &gp.program, &tp.program).then_some((g, gp.program))
    });
    let graph_program = same.as_ref().map(|(_, gp)| gp.clone());
    // The graph function's names for the same values (a view the map cannot tell apart,
    // a broadcast that adds a unit dimension or a reshape, keeps the name it was given).
    let program = graph_program.as_ref().unwrap_or(&tp.program);
    let replay = replay::apply_plans(target, program, tiles, &tp.choices, Some(tp.given.clone()))
        .map_err(|(i, e)| {
        let named = match &e {
            PlanError::Unsupported { name, .. } | PlanError::NoPlan { name, .. } => Some(name),
            _ => None,
        };
        let at = i
            .or_else(|| named.and_then(|n| program.ops.iter().position(|o| &o.name == n)))
            .map_or(tiled, |i| tp.ops[i]);
        let hint = match &e {
            PlanError::Exchange {
                source: RedistributeError::LocalCopy { .. },
                ..
            } => {
                " (a stated layout that moves elements to another place in the same buffer on \
                 the same tile: state one on other tiles, or the plan's own)"
            }
            _ => "",
        };
        Diagnostic::error(ir.loc(at), format!("cannot lower: {e}{hint}"))
    })?;
    let (gname, gfunc) = match (same, named) {
        (Some((g, _)), Some(n)) => (n, g),
        _ => {
            let base = fname.strip_suffix("_tiled").unwrap_or(&fname).to_string();
            let taken: BTreeSet<String> = ir
                .collect_ops(module, |o| ir.parent_op(o) == Some(module))
                .into_iter()
                .filter_map(|o| ipu_dialects::func_dialect::FuncOp(o).name(ctx, ir))
                .collect();
            let mut n = base.clone();
            let mut k = 1;
            while taken.contains(&n) {
                n = format!(
                    "{base}_reference{}",
                    if k == 1 { String::new() } else { k.to_string() }
                );
                k += 1;
            }
            let g = tp.write_graph_function(ctx, ir, tiled, &n)?;
            (n, g)
        }
    };
    let planned = &replay.finalist.planned;

    // The program op.
    let name = format!("{gname}_device");
    let prog = ProgramOp::build(ctx, ir, tloc, &name, Some(&target.name));
    ir.set_attr(ctx, prog.0, "function", ctx.symbol_ref(&gname));
    for (from, to) in [
        ("tiled.estimated_cycles", "estimated_cycles"),
        ("tiled.estimated_compute_cycles", "estimated_compute_cycles"),
        (
            "tiled.estimated_exchange_cycles",
            "estimated_exchange_cycles",
        ),
        ("tiled.estimated_sync_cycles", "estimated_sync_cycles"),
        ("tiled.peak_standard_bytes", "estimated_peak_standard_bytes"),
        (
            "tiled.peak_interleaved_bytes",
            "estimated_peak_interleaved_bytes",
        ),
    ] {
        if let Some(a) = ir.attr(ctx, tiled, from) {
            ir.set_attr(ctx, prog.0, to, a);
        }
    }
    let pbody = prog
        .body(ir)
        .ok_or_else(|| Diagnostic::error(tloc, "internal error: program without a body"))?;
    let mut taken = BTreeSet::new();
    taken.insert(name.clone());

    // Buffers.
    let names: Vec<String> = planned
        .buffers
        .iter()
        .map(|b| symbol(&b.name, &mut taken))
        .collect();
    let constant_ordinal = |v: crate::plan::program::ValueId| -> Option<u32> {
        let at = program.ops.iter().position(|o| o.result == v)?;
        Some(
            program.ops[..at]
                .iter()
                .filter(|o| matches!(o.kind, OpKind::Constant))
                .count() as u32,
        )
    };
    let mut buffer_ops = Vec::with_capacity(planned.buffers.len());
    // Padded temporaries given `zero_init`, and the buffers whose padding an access may read.
    let mut cleared: Vec<usize> = Vec::new();
    let mut padding_read = vec![false; planned.buffers.len()];
    for (bi, b) in planned.buffers.iter().enumerate() {
        let l = &b.layout;
        let rec = Buffer {
            name: names[bi].clone(),
            tiles: b.index.tiles.iter().map(|(t, _)| *t).collect(),
            bytes: b.index.max_tile_bytes().max(4),
            // Interleaved memory is a requirement (the AMP's streamed operand, 128-bit
            // loads); the standard region is the planner's default, not one: no codelet
            // needs its data in non-interleaved memory (only code must live there), so
            // `place-storage` may put such a buffer in either region, interleaved first.
            region: match l.region {
                MemRegion::Standard => None,
                MemRegion::Interleaved => Some(BufferRegion::Interleaved),
            },
            align: BLOCK_ALIGN,
            element_type: Some(convert::elt_type(ctx, l.elt)),
        };
        let op = ir.create_op(ctx, rec.to_state(ctx, tloc));
        ir.append_op(pbody, op);
        buffer_ops.push(op);
        let outputs: Vec<(usize, &crate::plan::planned::OutputRef)> = planned
            .outputs
            .iter()
            .enumerate()
            .filter(|(_, o)| o.buffer as usize == bi)
            .collect();
        let host_err = |m: String| Diagnostic::error(tloc, format!("buffer @{}: {m}", names[bi]));
        let mut host: Option<(HostKind, u32, Vec<pieces::Piece>)> = None;
        match &b.kind {
            BufferKind::Input { arg } => {
                let mut ps = Vec::new();
                for blk in 0..l.blocks() {
                    for (r, &t) in l.placement[blk].iter().enumerate() {
                        if let Some(part) = l.host_part(blk, r) {
                            pieces::block_pieces(
                                l,
                                blk,
                                b.index.offsets[blk][r],
                                t,
                                &part,
                                &|c| c.to_vec(),
                                &l.shape,
                                &mut ps,
                            )
                            .map_err(|m| host_err(format!("input {arg}: {m}")))?;
                        }
                    }
                }
                host = Some((HostKind::Input, *arg as u32, ps));
            }
            BufferKind::Constant => {
                let ordinal = b
                    .value
                    .and_then(constant_ordinal)
                    .ok_or_else(|| host_err("holds a constant no op produces".into()))?;
                let mut ps = Vec::new();
                for blk in 0..l.blocks() {
                    for (r, &t) in l.placement[blk].iter().enumerate() {
                        pieces::block_pieces(
                            l,
                            blk,
                            b.index.offsets[blk][r],
                            t,
                            &l.block_rect(blk),
                            &|c| c.to_vec(),
                            &l.shape,
                            &mut ps,
                        )
                        .map_err(|m| host_err(format!("constant: {m}")))?;
                    }
                }
                host = Some((HostKind::Constant, ordinal, ps));
            }
            BufferKind::Splat { value } => {
                ir.set_attr(
                    ctx,
                    op,
                    "splat",
                    ctx.float_attr(ctx.f32(), f64::from(*value)),
                );
            }
            BufferKind::Temp => {}
        }
        let mut indices: Vec<u32> = Vec::new();
        if !outputs.is_empty() {
            if host.is_some() {
                return Err(host_err(
                    "holds a program output and an input or constant (returned as it is): not supported by the back end's contract yet".into(),
                ));
            }
            let mut ps = Vec::new();
            for &(k, o) in &outputs {
                let out_shape = &program.value(o.value).shape;
                // Only translations (identity and slices) are host-readable views.
                let mut offsets = Vec::with_capacity(o.map.axes.len());
                for (i, a) in o.map.axes.iter().enumerate() {
                    match *a {
                        SrcAxis::Dst { dim, offset } if dim as usize == i && offset >= 0 => {
                            offsets.push(offset as u32)
                        }
                        _ => {
                            return Err(host_err(format!(
                                "output {k} is a view the host cannot read as pieces (not a slice)"
                            )));
                        }
                    }
                }
                if offsets.len() != out_shape.len() {
                    return Err(host_err(format!("output {k} changes the rank")));
                }
                let region = Rect::new(
                    offsets
                        .iter()
                        .zip(out_shape)
                        .map(|(&s, &n)| crate::plan::geometry::Span::new(s, s + n)),
                );
                let to_out = |c: &[u32]| -> Vec<u32> {
                    c.iter().zip(&offsets).map(|(x, o)| x - o).collect()
                };
                let before = ps.len();
                for blk in 0..l.blocks() {
                    if let Some(r) = l.block_rect(blk).intersect(&region) {
                        pieces::block_pieces(
                            l,
                            blk,
                            b.index.offsets[blk][0],
                            l.placement[blk][0],
                            &r,
                            &to_out,
                            out_shape,
                            &mut ps,
                        )
                        .map_err(|m| host_err(format!("output {k}: {m}")))?;
                    }
                }
                indices.extend(std::iter::repeat_n(k as u32, ps.len() - before));
            }
            let first = indices.first().copied().unwrap_or(0);
            if indices.iter().all(|&i| i == first) {
                indices.clear();
            }
            host = Some((HostKind::Output, first, ps));
        }
        if let Some((kind, index, mut ps)) = host {
            let (layout, block_k, block_n) = pieces::kind_of(&l.order);
            // One piece per tile at byte 0: the contract's plain form, in `tiles` order.
            let mut by_tile: Vec<u32> = ps.iter().map(|p| p.tile).collect();
            by_tile.sort_unstable();
            let legacy =
                indices.is_empty() && by_tile == rec.tiles && ps.iter().all(|p| p.offset == 0);
            if legacy {
                ps.sort_by_key(|p| p.tile);
            }
            HostData {
                kind,
                index,
                layout,
                pieces: ps.iter().map(|p| p.numbers.to_vec()).collect(),
                block_k,
                block_n,
                element_type: convert::elt_type(ctx, l.elt),
                piece_tiles: if legacy {
                    Vec::new()
                } else {
                    ps.iter().map(|p| p.tile).collect()
                },
                piece_offsets: if legacy {
                    Vec::new()
                } else {
                    ps.iter().map(|p| p.offset).collect()
                },
                piece_host_indices: indices,
            }
            .set_on(ctx, ir, BufferOp(op));
        }
        // Padding an AMP codelet reads must be zero.
        let padded = matches!(l.order, Order::Amp { .. } | Order::AmpWeights { .. })
            && (0..l.blocks()).any(|blk| l.block_digits(blk).storage > l.block_rect(blk).volume());
        if matches!(b.kind, BufferKind::Temp) && padded {
            ir.set_attr(ctx, op, "zero_init", ctx.unit_attr());
            cleared.push(bi);
        }
    }

    // Steps, each located at the graph op it belongs to.
    let mut step_loc: Vec<Location> = vec![tloc; planned.steps.len()];
    for (i, range) in replay.op_steps.iter().enumerate() {
        for s in range.clone() {
            step_loc[s] = ir.loc(tp.ops[i]);
        }
    }
    let (mut vertices, mut transfers) = (0usize, 0usize);
    for (s, step) in planned.steps.iter().enumerate() {
        let loc = step_loc[s];
        match &**step {
            Step::Compute(cs) => {
                let c = ComputeSetOp::build(ctx, ir, loc, &symbol(&cs.name, &mut taken));
                let cb = c.body(ir).ok_or_else(|| {
                    Diagnostic::error(loc, "internal error: compute set without a body")
                })?;
                for call in &cs.calls {
                    mark_padding_reads(call, target, &mut padding_read);
                    let v = Vertex {
                        codelet: call.codelet.name(),
                        tile: call.tile,
                        workers: target.worker_contexts,
                        m: call.shape.m,
                        n: call.shape.n,
                        k: call.shape.k,
                        operands: call
                            .operands
                            .iter()
                            .map(|o| VertexOperand {
                                buffer: names[o.buffer as usize].clone(),
                                offset: o.offset,
                                bytes: o.bytes,
                            })
                            .collect(),
                    };
                    let vop = ir.create_op(ctx, v.to_state(ctx, loc));
                    ir.append_op(cb, vop);
                    vertices += 1;
                }
                ir.append_op(pbody, c.0);
            }
            Step::Exchange(phase) => {
                let sync = ir.create_op(ctx, OperationState::named(ctx, "exchange.sync", loc));
                ir.append_op(pbody, sync);
                let ph = PhaseOp::build(ctx, ir, loc, &symbol(&phase.name, &mut taken), None);
                let pb = ph.body(ir).ok_or_else(|| {
                    Diagnostic::error(loc, "internal error: phase without a body")
                })?;
                let ts = planned
                    .phase_transfers(&target.exchange, phase)
                    .map_err(|e| Diagnostic::error(loc, format!("internal error: {e}")))?;
                let mut records = Vec::with_capacity(ts.len());
                for t in ts {
                    // A send reads whole words, padding included.
                    padding_read[t.src_buffer as usize] = true;
                    let rec = Transfer {
                        src: t.src,
                        dst: t.dst.iter().copied().collect(),
                        words: t.words,
                        src_offset: t.src_offset,
                        dst_offset: t.dst_offset,
                        src_buffer: Some(names[t.src_buffer as usize].clone()),
                        dst_buffer: Some(names[t.dst_buffer as usize].clone()),
                        paired: false,
                        start: None,
                        arrival: None,
                    };
                    let top = ir.create_op(ctx, rec.to_state(ctx, loc));
                    ir.append_op(pb, top);
                    records.push(rec);
                    transfers += 1;
                }
                // The phase's delivery record, written once, here, relative to buffers.
                set_delivery_record(ctx, ir, ph.0, transfer_runs(&records));
                ir.append_op(pbody, ph.0);
            }
        }
    }
    // A clear no access needs: every access of the buffer is a write, or a read whose
    // codelet's contract proves it reads no padding.
    let mut removed = 0u64;
    for &bi in &cleared {
        if !padding_read[bi] {
            ir.remove_attr(ctx, buffer_ops[bi], "zero_init");
            removed += 1;
        }
    }
    tracing::info!(
        removed,
        kept = cleared.len() as u64 - removed,
        "eliminated padding clears using kernel access contracts"
    );
    ir.insert_op_after(gfunc, prog.0);
    ir.erase_op(tiled)
        .map_err(|e| Diagnostic::error(tloc, format!("internal error: {e}")))?;
    Ok((buffer_ops.len(), vertices, transfers))
}

/// Marks the buffers whose padding `call` may read, by its codelet's memory contract: a
/// written operand reads nothing; an AMP activation (`Layout::Amp`) or weight
/// (`Layout::AmpWeights`) operand reads padding exactly when `k` is not a whole number of
/// the AMP's blocks (its contract's elements then include the zero-padded `K` tail; the
/// weights' padded output columns reach no result); any other read is taken to read its
/// buffer's padding (a row-major read, a copy of whole words).
fn mark_padding_reads(call: &crate::plan::planned::Call, target: &Target, read: &mut [bool]) {
    use ipu_device::{Layout, Use};
    let contract = call.codelet.memory_contract(target, &call.shape).ok();
    for (i, o) in call.operands.iter().enumerate() {
        let Some(c) = contract.as_ref().and_then(|c| c.operands.get(i)) else {
            read[o.buffer as usize] = true;
            continue;
        };
        let reads_padding = match (c.usage, c.layout) {
            (Use::Write, _) => false,
            (_, Layout::Amp | Layout::AmpWeights) => {
                !call.shape.k.is_multiple_of(target.amp.block_k(c.dtype))
            }
            _ => true,
        };
        read[o.buffer as usize] |= reads_padding;
    }
}

#[cfg(test)]
mod tests;
