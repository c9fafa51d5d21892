//! The exchange dialect's verifiers.
//!
//! Checks that need one op only (attribute presence and types, `words > 0`, a
//! destination listed twice, ...) are in each op's verifier. Checks that need the
//! target or the op's neighbours run once per container, so that a phase of 450,000
//! transfers resolves its target once and finds overlaps by one sort:
//! - `exchange.phase`: tile numbers against the target, offset alignment (the device
//!   memory model's exchange-word and paired alignments), overlapping destination
//!   byte ranges per tile (and buffer), buffer references, the schedule's fields;
//! - `exchange.compute_set`: each vertex's buffer references;
//! - `exchange.vertex`: the codelet and its memory contract on the target.
//!
//! Errors about one transfer or vertex are located at it, even when its container's
//! verifier finds them. Not checked here (that is `verify-exchange`'s job, which
//! re-derives the schedule's validity from the device model): port conflicts,
//! latencies, instruction slots.

use rustc_hash::FxHashMap;

use ipu_device::{Access, Codelet, CodeletShape, Target};

use crate::graph::support::{
    I64_ARRAY, INTEGER, STRING, SYMBOL, expect_operands, expect_results, int_array, int_value,
    opt_attr, req_attr, string_value, symbol_ref,
};
use crate::ir::arena::Ir;
use crate::ir::attributes::AttrKind;
use crate::ir::context::{Context, Ident};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::OpRef;
use crate::ir::entity::OpId;

use super::ops::{
    BufferOp, BufferRegion, ComputeSetOp, PhaseOp, ProgramOp, SyncOp, TransferOp, VertexOp,
};
use super::target::{device_message, resolve, target_name_of};

type VResult = Result<(), Diagnostic>;

/// No operands and no results (every exchange op).
fn no_values(op: &OpRef<'_>) -> VResult {
    expect_operands(op, 0)?;
    expect_results(op, 0)
}

/// The parent must be `name`.
fn expect_parent(op: &OpRef<'_>, name: &str) -> VResult {
    let ok = op
        .parent_op()
        .is_some_and(|p| op.ctx.op_name_str(op.ir.name(p)) == name);
    if ok {
        Ok(())
    } else {
        Err(op.error(format!("expects parent op '{name}'")))
    }
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

fn out_of_range(what: &str, tile: i64, target: &Target) -> String {
    format!(
        "{what} {tile} is out of range for target {} ({} tiles)",
        target.name, target.tiles
    )
}

// ===== program, buffer, sync ======================================================================

/// `exchange.program`.
pub(crate) fn verify_program(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    if let Some(t) = opt_attr(op, "target", string_value, STRING)? {
        resolve(op.ctx, &t).map_err(|e| op.error(e))?;
    }
    super::host::verify_program_contract(op)?;
    expect_children(
        op,
        &[
            BufferOp::NAME,
            ComputeSetOp::NAME,
            PhaseOp::NAME,
            SyncOp::NAME,
        ],
    )
}

/// `exchange.sync`.
pub(crate) fn verify_sync(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, ProgramOp::NAME)
}

/// `exchange.buffer`.
pub(crate) fn verify_buffer(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, ProgramOp::NAME)?;
    let tiles = req_attr(op, "tiles", int_array, I64_ARRAY)?;
    if tiles.is_empty() {
        return Err(op.error("requires at least one tile"));
    }
    let mut sorted = tiles.clone();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(op.error(format!("tile {} is listed twice", w[0])));
    }
    let bytes = req_attr(op, "bytes", int_value, INTEGER)?;
    if bytes <= 0 || bytes > i64::from(u32::MAX) {
        return Err(op.error(format!("attribute 'bytes' must be > 0, got {bytes}")));
    }
    if let Some(r) = opt_attr(op, "region", string_value, STRING)?
        && BufferRegion::from_name(&r).is_none()
    {
        return Err(op.error(format!(
            "attribute 'region' must be \"standard\" or \"interleaved\", got \"{r}\""
        )));
    }
    if let Some(a) = opt_attr(op, "align", int_value, INTEGER)?
        && !(a > 0 && (a as u64).is_power_of_two())
    {
        return Err(op.error(format!("attribute 'align' must be a power of two, got {a}")));
    }
    opt_attr(op, "element_type", |c, a| c.type_value(a), "type attribute")?;
    // The program reports an unknown target; check tiles only against a known one.
    if let Ok(target) = resolve(op.ctx, &target_name_of(op.ctx, op.ir, op.id, false))
        && let Some(&t) = sorted
            .iter()
            .find(|&&t| t < 0 || t >= i64::from(target.tiles))
    {
        return Err(op.error(out_of_range("tile", t, &target)));
    }
    super::host::verify_buffer_contract(op, tiles.len(), bytes)
}

/// What the cross-checks need of a buffer.
struct BufferInfo {
    /// Sorted tiles.
    tiles: Vec<i64>,
    bytes: i64,
    region: Option<BufferRegion>,
}

impl BufferInfo {
    fn holds(&self, tile: i64) -> bool {
        self.tiles.binary_search(&tile).is_ok()
    }
}

/// The buffers declared in the program enclosing `op` (empty without one).
fn program_buffers(ctx: &Context, ir: &Ir, op: OpId) -> Option<FxHashMap<Ident, BufferInfo>> {
    let program = ir.ancestor_where(op, |o| ctx.op_name_str(ir.name(o)) == ProgramOp::NAME)?;
    let mut map = FxHashMap::default();
    for child in body_ops(ir, program) {
        if ctx.op_name_str(ir.name(child)) != BufferOp::NAME {
            continue;
        }
        let get = |n: &str| ir.attr(ctx, child, n);
        let (Some(name), Some(tiles), Some(bytes)) = (
            get("sym_name").and_then(|a| ctx.str_value(a)),
            get("tiles").and_then(|a| int_array(ctx, a)),
            get("bytes").and_then(|a| int_value(ctx, a)),
        ) else {
            continue;
        };
        let mut tiles = tiles;
        tiles.sort_unstable();
        let region = get("region")
            .and_then(|a| string_value(ctx, a))
            .and_then(|s| BufferRegion::from_name(&s));
        map.insert(
            ctx.ident(&name),
            BufferInfo {
                tiles,
                bytes,
                region,
            },
        );
    }
    Some(map)
}

// ===== compute sets and vertices ==================================================================

/// `exchange.compute_set`.
pub(crate) fn verify_compute_set(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, ProgramOp::NAME)?;
    expect_children(op, &[VertexOp::NAME])?;
    let ctx = op.ctx;
    let buffers = program_buffers(ctx, op.ir, op.id).unwrap_or_default();
    let target = resolve(ctx, &target_name_of(ctx, op.ir, op.id, false)).ok();
    for v in body_ops(op.ir, op.id) {
        let vref = OpRef::new(ctx, op.ir, v);
        // A vertex that breaks its own rules has been reported already.
        if verify_vertex(&vref).is_err() {
            continue;
        }
        let Some(info) = VertexOp(v).info(ctx, op.ir) else {
            continue;
        };
        let contract = target.as_ref().and_then(|t| {
            let c = Codelet::from_name(&info.codelet)?;
            let shape = CodeletShape {
                m: info.m,
                n: info.n,
                k: info.k,
            };
            c.memory_contract(t, &shape).ok()
        });
        for (i, o) in info.operands.iter().enumerate() {
            let Some(b) = buffers.get(&ctx.ident(&o.buffer)) else {
                return Err(vref.error(format!(
                    "operand #{i} names @{}, which is not an 'exchange.buffer' of the enclosing program",
                    o.buffer
                )));
            };
            if !b.holds(i64::from(info.tile)) {
                return Err(vref.error(format!(
                    "operand #{i}: buffer @{} is not on tile {}",
                    o.buffer, info.tile
                )));
            }
            let end = i64::from(o.offset) + i64::from(o.bytes);
            if end > b.bytes {
                return Err(vref.error(format!(
                    "operand #{i}: bytes [{}, {end}) are outside buffer @{} ({} bytes)",
                    o.offset, o.buffer, b.bytes
                )));
            }
            if let (Some(c), Some(region)) = (&contract, b.region)
                && let Some(want) = c.operands.get(i).and_then(|x| x.region)
                && want != region.device()
            {
                return Err(vref.error(format!(
                    "operand #{i} ({}) must be in {:?} memory, but buffer @{} is \"{}\"",
                    c.operands[i].name,
                    want,
                    o.buffer,
                    region.name()
                )));
            }
        }
    }
    Ok(())
}

/// `exchange.vertex`.
pub(crate) fn verify_vertex(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, ComputeSetOp::NAME)?;
    let ctx = op.ctx;
    let name = req_attr(op, "codelet", string_value, STRING)?;
    let mut nums = [0u32; 5];
    for (slot, attr) in nums.iter_mut().zip(["tile", "workers", "m", "n", "k"]) {
        let v = req_attr(op, attr, int_value, INTEGER)?;
        *slot = u32::try_from(v)
            .map_err(|_| op.error(format!("attribute '{attr}' must be >= 0, got {v}")))?;
    }
    let [tile, workers, m, n, k] = nums;
    let buffers = req_attr(
        op,
        "buffers",
        |c, a| match c.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| symbol_ref(c, i))
                .collect::<Option<Vec<_>>>(),
            _ => None,
        },
        "array of flat symbol references",
    )?;
    let offsets = req_attr(op, "offsets", int_array, I64_ARRAY)?;
    let sizes = req_attr(op, "sizes", int_array, I64_ARRAY)?;
    if offsets.len() != buffers.len() || sizes.len() != buffers.len() {
        return Err(op.error(format!(
            "'buffers', 'offsets' and 'sizes' must have one entry per operand, got {}, {} and {}",
            buffers.len(),
            offsets.len(),
            sizes.len()
        )));
    }
    let Some(codelet) = Codelet::from_name(&name) else {
        return Err(op.error(format!("unknown codelet '{name}'")));
    };
    // The program reports an unknown target.
    let Ok(target) = resolve(ctx, &target_name_of(ctx, op.ir, op.id, false)) else {
        return Ok(());
    };
    if tile >= target.tiles {
        return Err(op.error(out_of_range("tile", i64::from(tile), &target)));
    }
    if workers == 0 || workers > target.worker_contexts {
        return Err(op.error(format!(
            "'workers' must be in 1..={} (the target's worker contexts), got {workers}",
            target.worker_contexts
        )));
    }
    let shape = CodeletShape { m, n, k };
    let contract = codelet
        .memory_contract(&target, &shape)
        .map_err(|e| op.error(format!("codelet '{name}': {}", device_message(&e))))?;
    if contract.operands.len() != buffers.len() {
        let names: Vec<&str> = contract.operands.iter().map(|o| o.name).collect();
        return Err(op.error(format!(
            "codelet '{name}' takes {} operands ({}), got {}",
            names.len(),
            names.join(", "),
            buffers.len()
        )));
    }
    for (i, c) in contract.operands.iter().enumerate() {
        let (off, size) = (offsets[i], sizes[i]);
        if size < 0 || (size as u64) < c.bytes {
            return Err(op.error(format!(
                "operand #{i} ({}) is {size} bytes, the codelet needs {}",
                c.name, c.bytes
            )));
        }
        if off < 0 || off % i64::from(c.align) != 0 {
            return Err(op.error(format!(
                "operand #{i} ({}) offset {off} is not a non-negative multiple of {} bytes",
                c.name, c.align
            )));
        }
    }
    Ok(())
}

// ===== phases and transfers =======================================================================

/// `exchange.transfer`: the checks that need no target.
pub(crate) fn verify_transfer(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_parent(op, PhaseOp::NAME)?;
    let src = req_attr(op, "src", int_value, INTEGER)?;
    let dst = req_attr(op, "dst", int_array, I64_ARRAY)?;
    let words = req_attr(op, "words", int_value, INTEGER)?;
    let src_offset = req_attr(op, "src_offset", int_value, INTEGER)?;
    let dst_offset = req_attr(op, "dst_offset", int_value, INTEGER)?;
    if words <= 0 {
        return Err(op.error(format!("attribute 'words' must be > 0, got {words}")));
    }
    if words > i64::from(u32::MAX) / 4 {
        return Err(op.error(format!("attribute 'words' is too large ({words})")));
    }
    if dst.is_empty() {
        return Err(op.error("requires at least one destination tile"));
    }
    if src < 0 {
        return Err(op.error(format!("source tile {src} is negative")));
    }
    if let Some(&d) = dst.iter().find(|&&d| d < 0) {
        return Err(op.error(format!("destination tile {d} is negative")));
    }
    if dst.contains(&src) {
        return Err(op.error(format!("source tile {src} is also one of its destinations")));
    }
    let mut sorted = dst.clone();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(op.error(format!("destination tile {} is listed twice", w[0])));
    }
    for (name, v) in [("src_offset", src_offset), ("dst_offset", dst_offset)] {
        if !(0..=i64::from(u32::MAX)).contains(&v) {
            return Err(op.error(format!("attribute '{name}' must be >= 0, got {v}")));
        }
    }
    opt_attr(op, "src_buffer", symbol_ref, SYMBOL)?;
    opt_attr(op, "dst_buffer", symbol_ref, SYMBOL)?;
    opt_attr(
        op,
        "paired",
        |c, a| matches!(c.attr_kind(a), AttrKind::Unit).then_some(()),
        "unit attribute",
    )?;
    let start = opt_attr(op, "start", int_value, INTEGER)?;
    let arrival = opt_attr(op, "arrival", int_array, I64_ARRAY)?;
    match (start, arrival) {
        (None, None) => Ok(()),
        (Some(_), None) => Err(op.error("attribute 'start' requires attribute 'arrival'")),
        (None, Some(_)) => Err(op.error("attribute 'arrival' requires attribute 'start'")),
        (Some(s), Some(a)) => {
            if s < 0 {
                return Err(op.error(format!("attribute 'start' must be >= 0, got {s}")));
            }
            if a.len() != dst.len() {
                return Err(op.error(format!(
                    "has {} arrival cycles for {} destinations",
                    a.len(),
                    dst.len()
                )));
            }
            if let Some(&c) = a.iter().find(|&&c| c < s) {
                return Err(op.error(format!("arrival cycle {c} is before the start cycle {s}")));
            }
            Ok(())
        }
    }
}

/// One destination byte range of one transfer, for the overlap check.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Written {
    tile: i64,
    /// The destination buffer's identifier, `u32::MAX` without one.
    buffer: u32,
    start: i64,
    end: i64,
    /// The transfer's position in the phase (keeps the order deterministic).
    index: usize,
}

/// `exchange.phase`.
pub(crate) fn verify_phase(op: &OpRef<'_>) -> VResult {
    no_values(op)?;
    expect_children(op, &[TransferOp::NAME])?;
    let ctx = op.ctx;
    let ir = op.ir;
    let target = resolve(ctx, &target_name_of(ctx, ir, op.id, true)).map_err(|e| op.error(e))?;
    let word = i64::from(target.memory.alignment(Access::ExchangeWord));
    let pair = i64::from(target.memory.alignment(Access::ExchangePaired));

    let horizon = opt_attr(op, "horizon", int_value, INTEGER)?;
    let lower = opt_attr(op, "endpoint_lower_bound", int_value, INTEGER)?;
    let gap = opt_attr(op, "lower_bound_gap", int_value, INTEGER)?;
    opt_attr(op, "kind", string_value, STRING)?;
    for (name, v) in [("horizon", horizon), ("endpoint_lower_bound", lower)] {
        if let Some(v) = v
            && v < 0
        {
            return Err(op.error(format!("attribute '{name}' must be >= 0, got {v}")));
        }
    }
    if let (Some(h), Some(l), Some(g)) = (horizon, lower, gap)
        && g != h - l
    {
        return Err(op.error(format!(
            "'lower_bound_gap' ({g}) must equal 'horizon' - 'endpoint_lower_bound' ({h} - {l} = {})",
            h - l
        )));
    }

    let transfers = body_ops(ir, op.id);
    let mut buffers: Option<FxHashMap<Ident, BufferInfo>> = None;
    let mut written: Vec<Written> = Vec::new();
    for (index, &t) in transfers.iter().enumerate() {
        let tref = OpRef::new(ctx, ir, t);
        // A transfer that breaks its own rules has been reported already.
        if verify_transfer(&tref).is_err() {
            continue;
        }
        let Some(info) = TransferOp(t).info(ctx, ir) else {
            continue;
        };
        let tiles = i64::from(target.tiles);
        if i64::from(info.src) >= tiles {
            return Err(tref.error(out_of_range("source tile", i64::from(info.src), &target)));
        }
        if let Some(&d) = info.dst.iter().find(|&&d| i64::from(d) >= tiles) {
            return Err(tref.error(out_of_range("destination tile", i64::from(d), &target)));
        }
        let bytes = i64::from(info.words) * 4;
        let align = if info.paired { pair } else { word };
        for (name, off) in [
            ("src_offset", info.src_offset),
            ("dst_offset", info.dst_offset),
        ] {
            if i64::from(off) % align != 0 {
                return Err(tref.error(format!(
                    "'{name}' ({off}) must be a multiple of {align} bytes{}",
                    if info.paired {
                        " (a paired exchange moves 64-bit words)"
                    } else {
                        " (the exchange moves 32-bit words)"
                    }
                )));
            }
        }
        if info.paired && bytes % pair != 0 {
            return Err(tref.error(format!(
                "a paired transfer must move whole {pair}-byte words, got {} words",
                info.words
            )));
        }
        if let Some(h) = horizon
            && let Some(a) = &info.arrival
            && let Some(&c) = a.iter().find(|&&c| c >= h)
        {
            return Err(tref.error(format!(
                "arrival cycle {c} is not before the phase horizon {h}"
            )));
        }
        if info.src_buffer.is_some() || info.dst_buffer.is_some() {
            let map =
                buffers.get_or_insert_with(|| program_buffers(ctx, ir, op.id).unwrap_or_default());
            check_transfer_buffers(&tref, &info, map, bytes)?;
        }
        let buffer = info
            .dst_buffer
            .as_deref()
            .map_or(u32::MAX, |b| ctx.ident(b).as_u32());
        for &d in &info.dst {
            written.push(Written {
                tile: i64::from(d),
                buffer,
                start: i64::from(info.dst_offset),
                end: i64::from(info.dst_offset) + bytes,
                index,
            });
        }
    }

    // Overlapping destination ranges: sort by (tile, buffer, start) and compare each
    // range with the furthest end seen before it in its group.
    written.sort_unstable();
    let mut prev: Option<Written> = None;
    for w in written {
        if let Some(p) = prev
            && p.tile == w.tile
            && p.buffer == w.buffer
        {
            if w.start < p.end {
                let (first, second) = if p.index < w.index { (p, w) } else { (w, p) };
                let at = OpRef::new(ctx, ir, transfers[second.index]);
                let other = ir.loc(transfers[first.index]);
                let buf = if w.buffer == u32::MAX {
                    String::new()
                } else {
                    format!(" of buffer @{}", ctx.ident_str(Ident(w.buffer)))
                };
                return Err(at
                    .error(format!(
                        "destination bytes [{}, {}){buf} on tile {} overlap bytes [{}, {}) written by another transfer of the phase",
                        second.start, second.end, w.tile, first.start, first.end
                    ))
                    .with_note(other, "the other transfer"));
            }
            if w.end > p.end {
                prev = Some(w);
            }
        } else {
            prev = Some(w);
        }
    }
    Ok(())
}

/// A transfer's `src_buffer` / `dst_buffer` against the program's buffers.
fn check_transfer_buffers(
    t: &OpRef<'_>,
    info: &super::ops::Transfer,
    buffers: &FxHashMap<Ident, BufferInfo>,
    bytes: i64,
) -> VResult {
    let ctx = t.ctx;
    let sides = [
        (
            "src_buffer",
            &info.src_buffer,
            info.src_offset,
            std::slice::from_ref(&info.src),
        ),
        (
            "dst_buffer",
            &info.dst_buffer,
            info.dst_offset,
            info.dst.as_slice(),
        ),
    ];
    for (attr, name, offset, tiles) in sides {
        let Some(name) = name else { continue };
        let Some(b) = buffers.get(&ctx.ident(name)) else {
            return Err(t.error(format!(
                "'{attr}' @{name} is not an 'exchange.buffer' of an enclosing 'exchange.program'"
            )));
        };
        if let Some(&tile) = tiles.iter().find(|&&tile| !b.holds(i64::from(tile))) {
            return Err(t.error(format!("buffer @{name} is not on tile {tile}")));
        }
        let end = i64::from(offset) + bytes;
        if end > b.bytes {
            return Err(t.error(format!(
                "bytes [{offset}, {end}) are outside buffer @{name} ({} bytes)",
                b.bytes
            )));
        }
    }
    Ok(())
}
