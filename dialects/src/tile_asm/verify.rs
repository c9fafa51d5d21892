//! The tile_asm dialect's verifiers.
//!
//! Checks of one op alone (attribute presence and types, alignment, the codelet contract)
//! are in each op's verifier. Checks across a tile run once per `tile_asm.tile`, so that a
//! tile with thousands of instructions sorts its data once:
//! - the data declarations against the target's memory map (inside tile memory, outside
//!   the reserved ranges) — an error names the tile and the range; declarations may share
//!   memory (storage reuse across lifetimes) unless both are written before the program
//!   starts (inputs, initial bytes);
//! - every instruction's byte range inside the tile's declared memory;
//! - the tile's steps and syncs against the program's step sequence;
//! - the code range (`code_address`, `code_bytes`) inside a code range, clear of data.
//!
//! `tile_asm.exchange` checks its tile's issue slots and send port. Not checked here (the
//! simulator and `verify-exchange` do): what crosses tiles — which send a `set_mux`
//! receives, two senders on one receiver, a paired send's use of its partner's port.

use std::cell::RefCell;
use std::sync::Arc;

use ipu_device::{Access, AddrRange, Codelet, CodeletShape, Target};

use crate::exchange::target::{device_message, resolve, target_name_of};
use crate::graph::support::{
    I64_ARRAY, INTEGER, STRING, SYMBOL, expect_operands, expect_results, int_array, int_value,
    opt_attr, req_attr, string_value, symbol_ref, ty_str,
};
use crate::ir::arena::Ir;
use crate::ir::attributes::AttrKind;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::OpRef;
use crate::ir::entity::OpId;
use crate::ir::parser::element_bytes;
use crate::ir::verifier::verification_session;

use super::ops::{
    CallOp, ComputeOp, ComputeSetOp, DataOp, ExchangeOp, LAYOUTS, PhaseOp, ProgramOp, SendOp,
    SetMuxOp, SyncOp, TileOp, init_bytes,
};

type VResult = Result<(), Diagnostic>;

/// No operands and no results (every tile_asm op).
fn no_values(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 0)?;
    expect_results(op, 0)
}

/// The parent must be one of `names`.
fn expect_parent(op: &OpRef<'_>, names: &[&str]) -> VResult {
    let ok = op
        .parent_op()
        .is_some_and(|p| names.contains(&op.ctx.op_name_str(op.ir.name(p))));
    if ok {
        return Ok(());
    }
    let list: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    Err(op.error(format!("expects parent op {}", list.join(" or "))))
}

/// The ops of the single block of `op`'s first region.
fn body_ops(ir: &Ir, op: OpId) -> Vec<OpId> {
    match ir.regions(op).first().and_then(|&r| ir.entry_block(r)) {
        Some(b) => ir.block_ops(b).collect(),
        None => Vec::new(),
    }
}

/// Every op in `op`'s block must be one of `allowed`.
fn expect_children(op: &OpRef<'_>, allowed: &[&str]) -> VResult {
    for child in body_ops(op.ir, op.id) {
        let name = op.ctx.op_name_str(op.ir.name(child));
        if !allowed.contains(&name) {
            let list: Vec<String> = allowed.iter().map(|a| format!("'{a}'")).collect();
            return Err(OpRef::new(op.ctx, op.ir, child).error(format!(
                "is not allowed in '{}' (expected {})",
                op.name(),
                list.join(", ")
            )));
        }
    }
    Ok(())
}

/// A memoized [`target_of`] answer: (verification run, `Ir` address, parent op, target).
type TargetMemo = (u64, usize, Option<OpId>, Option<Arc<Target>>);

thread_local! {
    /// The last [`target_of`] answer of the verification run in progress: sibling ops
    /// (the sends and `set_mux`es of one tile, ...) are verified one after the other, so
    /// one slot resolves the target about once per parent instead of once per op.
    static TARGET_MEMO: RefCell<Option<TargetMemo>> = const { RefCell::new(None) };
}

/// The target governing `op` (an unknown one is reported by the program). It depends
/// only on `op`'s ancestors, so within one verification run (the IR cannot change) it
/// is memoized by parent op.
fn target_of(op: &OpRef<'_>) -> Option<Arc<Target>> {
    let compute = || resolve(op.ctx, &target_name_of(op.ctx, op.ir, op.id, false)).ok();
    let Some(session) = verification_session() else {
        return compute();
    };
    let ir_addr = std::ptr::from_ref(op.ir) as usize;
    let parent = op.ir.parent_op(op.id);
    if let Some(hit) = TARGET_MEMO.with(|m| {
        m.borrow()
            .as_ref()
            .filter(|(s, a, p, _)| (*s, *a, *p) == (session, ir_addr, parent))
            .map(|(.., t)| t.clone())
    }) {
        return hit;
    }
    let t = compute();
    TARGET_MEMO.with(|m| *m.borrow_mut() = Some((session, ir_addr, parent, t.clone())));
    t
}

/// An integer attribute in `lo ..= hi`.
fn int_in(op: &OpRef<'_>, name: &str, lo: i64, hi: i64) -> Result<i64, Diagnostic> {
    let v = req_attr(op, name, int_value, INTEGER)?;
    if v < lo || v > hi {
        let range = if hi == i64::from(i32::MAX) || hi == i64::MAX {
            format!(">= {lo}")
        } else {
            format!("in {lo}..={hi}")
        };
        return Err(op.error(format!("attribute '{name}' must be {range}, got {v}")));
    }
    Ok(v)
}

/// The tile number of the `tile_asm.tile` enclosing `op`.
fn enclosing_tile(op: &OpRef<'_>) -> Option<i64> {
    let (ctx, ir) = (op.ctx, op.ir);
    let tile = ir.ancestor_where(op.id, |o| ctx.op_name_str(ir.name(o)) == TileOp::NAME)?;
    ir.attr(ctx, tile, "tile").and_then(|a| int_value(ctx, a))
}

/// The `tile_asm.program` enclosing `op`.
fn enclosing_program(op: &OpRef<'_>) -> Option<OpId> {
    let (ctx, ir) = (op.ctx, op.ir);
    ir.ancestor_where(op.id, |o| ctx.op_name_str(ir.name(o)) == ProgramOp::NAME)
}

/// The exchange-word alignment, or the paired one.
fn exchange_align(target: Option<&Target>, paired: bool) -> i64 {
    let access = if paired {
        Access::ExchangePaired
    } else {
        Access::ExchangeWord
    };
    target.map_or(if paired { 8 } else { 4 }, |t| {
        i64::from(t.memory.alignment(access))
    })
}

// ===== program and steps ==========================================================================

/// `tile_asm.program`.
pub(crate) fn verify_program(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    if let Some(t) = opt_attr(op, "target", string_value, STRING)? {
        resolve(op.ctx, &t).map_err(|e| op.error(e))?;
    }
    opt_attr(op, "function", symbol_ref, SYMBOL)?;
    expect_children(
        op,
        &[
            PhaseOp::NAME,
            ComputeSetOp::NAME,
            SyncOp::NAME,
            TileOp::NAME,
        ],
    )?;
    let (ctx, ir) = (op.ctx, op.ir);
    let mut seen: Vec<(i64, OpId)> = body_ops(ir, op.id)
        .into_iter()
        .filter(|&o| ctx.op_name_str(ir.name(o)) == TileOp::NAME)
        .filter_map(|o| Some((ir.attr(ctx, o, "tile").and_then(|a| int_value(ctx, a))?, o)))
        .collect();
    seen.sort_unstable();
    if let Some(w) = seen.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(OpRef::new(ctx, ir, w[1].1)
            .error(format!("tile {} already has a 'tile_asm.tile'", w[1].0))
            .with_note(ir.loc(w[0].1), "the other one"));
    }
    Ok(())
}

/// `tile_asm.phase`.
pub(crate) fn verify_phase(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ProgramOp::NAME])?;
    req_attr(op, "sym_name", string_value, STRING)?;
    for name in ["endpoint_lower_bound", "horizon"] {
        if let Some(v) = opt_attr(op, name, int_value, INTEGER)?
            && v < 0
        {
            return Err(op.error(format!("attribute '{name}' must be >= 0, got {v}")));
        }
    }
    Ok(())
}

/// `tile_asm.compute_set`.
pub(crate) fn verify_compute_set(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ProgramOp::NAME])?;
    req_attr(op, "sym_name", string_value, STRING)?;
    Ok(())
}

/// `tile_asm.sync`.
pub(crate) fn verify_sync(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ProgramOp::NAME, TileOp::NAME])
}

// ===== tile =======================================================================================

/// A byte range an op touches, for the containment check.
struct Touch {
    op: OpId,
    what: String,
    range: AddrRange,
}

/// `tile_asm.tile`.
pub(crate) fn verify_tile(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ProgramOp::NAME])?;
    expect_children(
        op,
        &[
            DataOp::NAME,
            ExchangeOp::NAME,
            ComputeOp::NAME,
            SyncOp::NAME,
        ],
    )?;
    let (ctx, ir) = (op.ctx, op.ir);
    let tile = int_in(op, "tile", 0, i64::from(i32::MAX))?;
    let Some(target) = target_of(op) else {
        return Ok(());
    };
    if tile >= i64::from(target.tiles) {
        return Err(op.error(format!(
            "tile {tile} is out of range for target {} ({} tiles)",
            target.name, target.tiles
        )));
    }
    let children = body_ops(ir, op.id);

    // 1. Data against the memory map, and against each other.
    let memory = target.memory.range();
    let mut data: Vec<(AddrRange, OpId)> = Vec::new();
    for &c in &children {
        let Some(d) = DataOp::cast(ctx, ir, c) else {
            continue;
        };
        let dref = OpRef::new(ctx, ir, c);
        // A malformed declaration reports itself (its own verifier); skip it here.
        if verify_data(&dref).is_err() {
            continue;
        }
        let Some(info) = d.info(ctx, ir) else {
            continue;
        };
        let Some(range) = AddrRange::with_len(info.addr, info.bytes) else {
            return Err(dref.error(format!(
                "\"{}\" on tile {tile} wraps around the address space",
                info.name
            )));
        };
        if !memory.contains(range) {
            return Err(dref.error(format!(
                "\"{}\" at {range} on tile {tile} is outside the tile memory {memory}",
                info.name
            )));
        }
        if let Some(r) = target
            .memory
            .reserved_ranges()
            .iter()
            .find(|r| r.overlaps(range))
        {
            return Err(dref.error(format!(
                "\"{}\" at {range} on tile {tile} overlaps the reserved range {r}",
                info.name
            )));
        }
        data.push((range, c));
    }
    data.sort_unstable_by_key(|(r, _)| (r.start, r.end));
    // Declarations may share memory (storage placement reuses it across lifetimes), but
    // what is written before the program starts (inputs and initial bytes) may not.
    let preset: Vec<&(AddrRange, OpId)> = data
        .iter()
        .filter(|(_, d)| {
            ir.attr(ctx, *d, "init").is_some()
                || ir
                    .attr(ctx, *d, "host")
                    .and_then(|a| string_value(ctx, a))
                    .is_some_and(|h| h == "input")
        })
        .collect();
    if let Some(w) = preset.windows(2).find(|w| w[0].0.overlaps(w[1].0)) {
        return Err(OpRef::new(ctx, ir, w[1].1)
            .error(format!(
                "{} on tile {tile} overlaps {}, and both are written before the program starts",
                w[1].0, w[0].0
            ))
            .with_note(ir.loc(w[0].1), "the other data declaration"));
    }
    // The memory the tile may touch: the union of its declarations.
    let mut union: Vec<AddrRange> = Vec::new();
    for (r, _) in &data {
        match union.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => union.push(*r),
        }
    }

    // 2. Every instruction's bytes inside one data declaration.
    let mut touches: Vec<Touch> = Vec::new();
    for &c in &children {
        let name = ctx.op_name_str(ir.name(c));
        if name != ExchangeOp::NAME && name != ComputeOp::NAME {
            continue;
        }
        for i in body_ops(ir, c) {
            let what = ctx.op_name_str(ir.name(i));
            if let Some(call) = CallOp::cast(ctx, ir, i).and_then(|v| v.info(ctx, ir)) {
                for (k, &(addr, bytes, _)) in call.operands.iter().enumerate() {
                    if let Some(range) = AddrRange::with_len(addr, bytes) {
                        touches.push(Touch {
                            op: i,
                            what: format!("operand #{k} at {range} on tile {tile} is"),
                            range,
                        });
                    }
                }
            } else if let Some(s) = SendOp::cast(ctx, ir, i).and_then(|v| v.info(ctx, ir)) {
                if let Some(range) = AddrRange::with_len(s.addr, s.words.saturating_mul(4)) {
                    touches.push(Touch {
                        op: i,
                        what: format!("the words sent at {range} on tile {tile} are"),
                        range,
                    });
                }
            } else if let Some(m) = SetMuxOp::cast(ctx, ir, i).and_then(|v| v.info(ctx, ir))
                && m.words > 0
                && let Some(range) = AddrRange::with_len(m.addr, m.words.saturating_mul(4))
            {
                touches.push(Touch {
                    op: i,
                    what: format!("the words received at {range} on tile {tile} are"),
                    range,
                });
            } else {
                let _ = what;
            }
        }
    }
    for t in &touches {
        let at = union.partition_point(|r| r.start <= t.range.start);
        let inside = at > 0 && union[at - 1].contains(t.range);
        if !inside {
            return Err(OpRef::new(ctx, ir, t.op).error(format!(
                "{} not inside the tile's data declarations",
                t.what
            )));
        }
    }

    // 3. Steps and syncs in the program's order, every sync present.
    if let Some(program) = enclosing_program(op) {
        check_step_order(op, program, tile, &children)?;
    }

    // 4. Code.
    let addr = opt_attr(op, "code_address", int_value, INTEGER)?;
    let bytes = opt_attr(op, "code_bytes", int_value, INTEGER)?;
    match (addr, bytes) {
        (None, None) => {}
        (Some(_), None) => return Err(op.error("attribute 'code_address' requires 'code_bytes'")),
        (None, Some(_)) => return Err(op.error("attribute 'code_bytes' requires 'code_address'")),
        (Some(a), Some(b)) => {
            let range = u32::try_from(a)
                .ok()
                .zip(u32::try_from(b).ok())
                .and_then(|(a, b)| AddrRange::with_len(a, b))
                .ok_or_else(|| op.error(format!("code range {a} + {b} bytes is invalid")))?;
            if !target.memory.can_hold_code(range) {
                let ranges: Vec<String> = target
                    .memory
                    .code_ranges()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                return Err(op.error(format!(
                    "code at {range} on tile {tile} is outside the target's code ranges {}",
                    ranges.join(", ")
                )));
            }
            if let Some(r) = target
                .memory
                .reserved_ranges()
                .iter()
                .find(|r| r.overlaps(range))
            {
                return Err(op.error(format!(
                    "code at {range} on tile {tile} overlaps the reserved range {r}"
                )));
            }
            if let Some((r, d)) = data.iter().find(|(r, _)| r.overlaps(range)) {
                return Err(op
                    .error(format!(
                        "code at {range} on tile {tile} overlaps data at {r}"
                    ))
                    .with_note(ir.loc(*d), "the data declaration"));
            }
        }
    }
    Ok(())
}

/// The tile's step sequence must be a subsequence of the program's that keeps every sync.
fn check_step_order(op: &OpRef<'_>, program: OpId, tile: i64, children: &[OpId]) -> VResult {
    let (ctx, ir) = (op.ctx, op.ir);
    // The program's steps: (kind, name); kind 0 = phase, 1 = compute set, 2 = sync.
    let steps: Vec<(u8, String)> = body_ops(ir, program)
        .into_iter()
        .filter_map(|o| {
            let name = || {
                ir.attr(ctx, o, "sym_name")
                    .and_then(|a| string_value(ctx, a))
                    .unwrap_or_default()
            };
            match ctx.op_name_str(ir.name(o)) {
                PhaseOp::NAME => Some((0, name())),
                ComputeSetOp::NAME => Some((1, name())),
                SyncOp::NAME => Some((2, String::new())),
                _ => None,
            }
        })
        .collect();
    let syncs_total = steps.iter().filter(|s| s.0 == 2).count();
    let mut j = 0usize;
    let mut syncs = 0usize;
    let known = |kind: u8, name: &str| steps.iter().any(|s| s.0 == kind && s.1 == name);
    for &c in children {
        let item: (u8, String) = match ctx.op_name_str(ir.name(c)) {
            ExchangeOp::NAME => (0, super::ops::group_step(ctx, ir, c).unwrap_or_default()),
            ComputeOp::NAME => (1, super::ops::group_step(ctx, ir, c).unwrap_or_default()),
            SyncOp::NAME => (2, String::new()),
            _ => continue,
        };
        if item.0 != 2 && !known(item.0, &item.1) {
            continue; // the group's own verifier reports a step that is not of its kind
        }
        let cref = OpRef::new(ctx, ir, c);
        loop {
            let Some(s) = steps.get(j) else {
                let what = if item.0 == 2 {
                    format!("tile {tile} lists more syncs than the program's {syncs_total}")
                } else {
                    format!(
                        "step @{} is not a later step of the program (steps must follow the program's order)",
                        item.1
                    )
                };
                return Err(cref.error(what));
            };
            j += 1;
            if *s == item {
                if item.0 == 2 {
                    syncs += 1;
                }
                break;
            }
            if s.0 == 2 {
                return Err(cref.error(format!(
                    "tile {tile} leaves out the program's sync #{} before this step (every tile takes part in every sync)",
                    syncs + 1
                )));
            }
        }
    }
    if syncs < syncs_total {
        return Err(op.error(format!(
            "tile {tile} lists {syncs} syncs, the program has {syncs_total} (every tile takes part in every sync)"
        )));
    }
    Ok(())
}

// ===== data =======================================================================================

/// `tile_asm.data`.
pub(crate) fn verify_data(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[TileOp::NAME])?;
    let ctx = op.ctx;
    req_attr(op, "name", string_value, STRING)?;
    int_in(op, "at", 0, i64::from(i32::MAX))?;
    let bytes = int_in(op, "bytes", 1, i64::from(i32::MAX))?;
    if let Some(init) = op.attr("init")
        && init_bytes(ctx, init, bytes as usize).is_none()
    {
        return Err(op.error(format!(
            "attribute 'init' must be a dense i8 elements attribute with {bytes} elements or a splat"
        )));
    }
    let Some(host) = opt_attr(op, "host", string_value, STRING)? else {
        for name in ["host_index", "layout", "piece", "block_k", "block_n"] {
            if op.attr(name).is_some() {
                return Err(op.error(format!("attribute '{name}' requires attribute 'host'")));
            }
        }
        return Ok(());
    };
    if host != "input" && host != "output" {
        return Err(op.error(format!(
            "attribute 'host' must be \"input\" or \"output\", got \"{host}\""
        )));
    }
    int_in(op, "host_index", 0, i64::from(i32::MAX))?;
    let layout = req_attr(op, "layout", string_value, STRING)?;
    let Some(&(_, arity)) = LAYOUTS.iter().find(|(l, _)| *l == layout) else {
        return Err(op.error(format!(
            "attribute 'layout' must be \"contiguous\", \"block\", \"amp_block\" or \"amp_weight_block\", got \"{layout}\""
        )));
    };
    let piece = req_attr(op, "piece", int_array, I64_ARRAY)?;
    if piece.len() != arity {
        return Err(op.error(format!(
            "layout \"{layout}\" needs {arity} numbers in 'piece', got {}",
            piece.len()
        )));
    }
    if let Some(&v) = piece.iter().find(|&&v| v < 0) {
        return Err(op.error(format!("'piece' has a negative entry {v}")));
    }
    let amp = layout.starts_with("amp");
    let bk = if amp {
        int_in(op, "block_k", 1, i64::from(i32::MAX))?
    } else {
        0
    };
    let bn = if layout == "amp_weight_block" {
        int_in(op, "block_n", 1, i64::from(i32::MAX))?
    } else {
        0
    };
    let ty = req_attr(op, "element_type", |c, a| c.type_value(a), "type attribute")?;
    let size = element_bytes(ctx, ty)
        .ok_or_else(|| op.error(format!("element type {} has no byte size", ty_str(ctx, ty))))?
        as i128;
    let up = |x: i64, b: i64| i128::from((x as u64).div_ceil(b as u64) * b as u64);
    let slots: i128 = match layout.as_str() {
        "contiguous" => i128::from(piece[1]),
        "block" => i128::from(piece[1]) * i128::from(piece[3]),
        "amp_block" => i128::from(piece[1]) * up(piece[3], bk),
        _ => up(piece[3], bn) * up(piece[1], bk),
    };
    if slots * size > i128::from(bytes) {
        return Err(op.error(format!(
            "the piece holds {} bytes (padding included), more than the declaration's {bytes}",
            slots * size
        )));
    }
    Ok(())
}

// ===== groups =====================================================================================

/// The step `op` (a group) names must be a `kind` declaration of the program.
fn check_group_step(op: &OpRef<'_>, kind: &str) -> VResult {
    let (ctx, ir) = (op.ctx, op.ir);
    let step = req_attr(op, "step", symbol_ref, SYMBOL)?;
    let name = ctx.ident_str(step);
    let Some(program) = enclosing_program(op) else {
        return Ok(());
    };
    let found = body_ops(ir, program).into_iter().any(|o| {
        ctx.op_name_str(ir.name(o)) == kind
            && ir
                .attr(ctx, o, "sym_name")
                .and_then(|a| string_value(ctx, a))
                .is_some_and(|s| s == name)
    });
    if found {
        Ok(())
    } else {
        Err(op.error(format!(
            "step @{name} is not a '{kind}' of the enclosing program"
        )))
    }
}

/// `tile_asm.exchange`.
pub(crate) fn verify_exchange(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[TileOp::NAME])?;
    expect_children(op, &[SendOp::NAME, SetMuxOp::NAME])?;
    check_group_step(op, PhaseOp::NAME)?;
    let (ctx, ir) = (op.ctx, op.ir);
    let target = target_of(op);
    // Issue slots (`[at, at + issue cycles)`, the target's keys; one cycle without a target)
    // and the send port.
    let mut issue: Vec<(u64, u64, OpId)> = Vec::new();
    let mut port: Vec<(u64, u64, OpId)> = Vec::new();
    for c in body_ops(ir, op.id) {
        if let Some(s) = SendOp::cast(ctx, ir, c).and_then(|v| v.info(ctx, ir)) {
            let len = target.as_ref().map_or(1, |t| {
                if s.paired {
                    t.exchange.send_instruction_paired(s.words).issue_cycles
                } else {
                    t.exchange.send_instruction(s.words).issue_cycles
                }
            });
            issue.push((s.at, s.at + u64::from(len), c));
            let per = match (&target, s.paired) {
                (Some(t), true) => t.exchange.words_per_cycle_send_paired(),
                (Some(t), false) => t.exchange.words_per_cycle_send(),
                (None, _) => 1,
            };
            port.push((s.at, s.at + u64::from(s.words.div_ceil(per.max(1))), c));
        } else if let Some(m) = SetMuxOp::cast(ctx, ir, c).and_then(|v| v.info(ctx, ir)) {
            let len = target
                .as_ref()
                .map_or(1, |t| t.exchange.set_mux_instruction().issue_cycles);
            issue.push((m.at, m.at + u64::from(len), c));
        }
    }
    issue.sort_unstable();
    if let Some(w) = issue.windows(2).find(|w| w[1].0 < w[0].1) {
        let message = if w[1].0 == w[0].0 {
            format!(
                "issues in cycle {}, as another instruction of the tile does (one instruction per cycle)",
                w[1].0
            )
        } else {
            format!(
                "issues in cycle {}, while the tile's previous exchange instruction takes its issue cycles until cycle {}",
                w[1].0, w[0].1
            )
        };
        return Err(OpRef::new(ctx, ir, w[1].2)
            .error(message)
            .with_note(ir.loc(w[0].2), "the other instruction"));
    }
    port.sort_unstable();
    if let Some(w) = port.windows(2).find(|w| w[1].0 < w[0].1) {
        return Err(OpRef::new(ctx, ir, w[1].2)
            .error(format!(
                "starts at cycle {} while the send port is busy until cycle {}",
                w[1].0, w[0].1
            ))
            .with_note(ir.loc(w[0].2), "the earlier send"));
    }
    Ok(())
}

/// `tile_asm.compute`.
pub(crate) fn verify_compute(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[TileOp::NAME])?;
    expect_children(op, &[CallOp::NAME])?;
    check_group_step(op, ComputeSetOp::NAME)
}

// ===== instructions ===============================================================================

/// `tile_asm.call`.
pub(crate) fn verify_call(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ComputeOp::NAME])?;
    let ctx = op.ctx;
    let name = req_attr(op, "codelet", string_value, STRING)?;
    let mut nums = [0u32; 4];
    for (slot, attr) in nums.iter_mut().zip(["workers", "m", "n", "k"]) {
        *slot = int_in(op, attr, 0, i64::from(i32::MAX))? as u32;
    }
    let [workers, m, n, k] = nums;
    let addrs = req_attr(op, "addrs", int_array, I64_ARRAY)?;
    let sizes = req_attr(op, "sizes", int_array, I64_ARRAY)?;
    let dtypes = req_attr(
        op,
        "dtypes",
        |c, a| match c.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| c.type_value(i))
                .collect::<Option<Vec<_>>>(),
            _ => None,
        },
        "array of type attributes",
    )?;
    if addrs.len() != sizes.len() || addrs.len() != dtypes.len() {
        return Err(op.error(format!(
            "'addrs', 'sizes' and 'dtypes' must have one entry per operand, got {}, {} and {}",
            addrs.len(),
            sizes.len(),
            dtypes.len()
        )));
    }
    let Some(codelet) = Codelet::from_name(&name) else {
        return Err(op.error(format!("unknown codelet '{name}'")));
    };
    let Some(target) = target_of(op) else {
        return Ok(());
    };
    if workers == 0 || workers > target.worker_contexts {
        return Err(op.error(format!(
            "'workers' must be in 1..={} (the target's worker contexts), got {workers}",
            target.worker_contexts
        )));
    }
    let contract = codelet
        .memory_contract(&target, &CodeletShape { m, n, k })
        .map_err(|e| op.error(format!("codelet '{name}': {}", device_message(&e))))?;
    if contract.operands.len() != addrs.len() {
        let names: Vec<&str> = contract.operands.iter().map(|o| o.name).collect();
        return Err(op.error(format!(
            "codelet '{name}' takes {} operands ({}), got {}",
            names.len(),
            names.join(", "),
            addrs.len()
        )));
    }
    for (i, c) in contract.operands.iter().enumerate() {
        let (addr, size, ty) = (addrs[i], sizes[i], dtypes[i]);
        if size < 0 || size as u64 != c.bytes {
            return Err(op.error(format!(
                "operand #{i} ({}) is {size} bytes, the codelet's contract says {}",
                c.name, c.bytes
            )));
        }
        let got = ty_str(ctx, ty);
        if got != c.dtype.mlir_name() {
            return Err(op.error(format!(
                "operand #{i} ({}) is {got}, the codelet's contract says {}",
                c.name,
                c.dtype.mlir_name()
            )));
        }
        if addr < 0 || addr % i64::from(c.align) != 0 {
            return Err(op.error(format!(
                "operand #{i} ({}) address {addr:#x} is not a multiple of {} bytes",
                c.name, c.align
            )));
        }
        if let Some(region) = c.region {
            let range = AddrRange::with_len(addr as u32, size as u32);
            if range.and_then(|r| target.memory.region_of_range(r)) != Some(region) {
                return Err(op.error(format!(
                    "operand #{i} ({}) at {} must lie in the {} region",
                    c.name,
                    range.map_or_else(|| format!("{addr:#x}"), |r| r.to_string()),
                    match region {
                        ipu_device::Region::Interleaved => "interleaved",
                        ipu_device::Region::NonInterleaved => "non-interleaved (standard)",
                    }
                )));
            }
        }
    }
    Ok(())
}

/// The checks `send` and `set_mux` share: `words` (at least `min_words`), `addr` and its
/// alignment.
fn check_transfer_fields(op: &OpRef<'_>, target: Option<&Target>, min_words: i64) -> VResult {
    let words = int_in(op, "words", min_words, i64::from(i32::MAX) / 4)?;
    let addr = int_in(op, "addr", 0, i64::from(i32::MAX))?;
    let paired = opt_attr(
        op,
        "paired",
        |c, a| matches!(c.attr_kind(a), AttrKind::Unit).then_some(()),
        "unit attribute",
    )?
    .is_some();
    if paired {
        if let Some(t) = target
            && !t.exchange.supports_paired_exchange()
        {
            return Err(op.error(format!("target {} has no paired (64-bit) exchange", t.name)));
        }
        if words % 2 != 0 {
            return Err(op.error(format!(
                "a paired exchange moves 64-bit words: 'words' must be even, got {words}"
            )));
        }
    }
    let align = exchange_align(target, paired);
    if addr % align != 0 {
        return Err(op.error(format!(
            "'addr' ({addr:#x}) must be a multiple of {align} bytes"
        )));
    }
    Ok(())
}

/// `tile_asm.send`.
pub(crate) fn verify_send(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ExchangeOp::NAME])?;
    int_in(op, "at", 0, i64::MAX)?;
    let target = target_of(op);
    check_transfer_fields(op, target.as_deref(), 1)
}

/// `tile_asm.set_mux`.
pub(crate) fn verify_set_mux(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, &[ExchangeOp::NAME])?;
    int_in(op, "at", 0, i64::MAX)?;
    let target = target_of(op);
    let max_delay = target.as_ref().map_or(i64::from(i32::MAX), |t| {
        i64::from(t.exchange.set_mux_instruction().max_delay)
    });
    int_in(op, "delay", 0, max_delay)?;
    let source = int_in(op, "source", 0, i64::from(i32::MAX))?;
    if let Some(t) = &target
        && source >= i64::from(t.tiles)
    {
        return Err(op.error(format!(
            "source tile {source} is out of range for target {} ({} tiles)",
            t.name, t.tiles
        )));
    }
    if enclosing_tile(op) == Some(source) {
        return Err(op.error(format!("source tile {source} is the receiving tile itself")));
    }
    check_transfer_fields(op, target.as_deref(), 0)
}
