//! The exchange dialect's operations: definitions, typed views, and plain-data
//! records ([`Transfer`], [`Vertex`], [`Buffer`]) to read and build them.

use smallvec::SmallVec;

use crate::graph::macros::{define_op, doc_rules, doc_section};
use crate::graph::support::{int_array, int_value, string_value, symbol_ref};
use crate::ir::arena::Ir;
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::entity::{BlockId, OpId, RegionId};
use crate::ir::location::Location;
use crate::ir::operation::OperationState;
use crate::ir::types::Type;

use super::syntax;
use super::verify;

// ===== program structure ==========================================================================

define_op! {
    /// An `exchange.program` operation.
    ProgramOp, PROGRAM, "exchange.program",
    summary: "A bulk-synchronous program: buffers, compute sets, exchange phases and syncs",
    description: "The whole device program of one function after lowering. Its single block \
holds, in execution order, `exchange.compute_set`, `exchange.phase` and `exchange.sync` \
steps (the BSP supersteps all tiles execute together), and anywhere in the block the \
`exchange.buffer` declarations the steps refer to by symbol. `target` names the \
`ipu_device::Target` (built-in name or TOML path) every tile number, codelet and \
alignment is checked against; when absent, the default target `ipu21`.\n\n\
**For `build-package`** (the back end's contract, `dialects/src/exchange/host.rs`): \
`function` names the graph-level `func.func` of the module the program computes; its \
arguments are the program inputs, its results the outputs, its `graph.constant`s the \
constants, and `build-package` turns it into the host reference \
(`ipu_runtime::reference::HostProgram`). Which buffers hold those tensors is said on the \
buffers (`host`, ...). `place-storage` records `peak_standard_bytes` and \
`peak_interleaved_bytes` (the most bytes live at once on any tile, per region).",
    traits: [SYMBOL, SYMBOL_TABLE, NO_TERMINATOR, SINGLE_BLOCK, ISOLATED_FROM_ABOVE, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        sym_name: "string, the program's name",
        target: "string, optional: target name or path (default `ipu21`)",
        function: "`@symbol`, optional: the graph-level `func.func` the program computes (for the host reference)",
        peak_standard_bytes: "`i64`, optional (placed): the most bytes live at once in standard memory on any tile",
        peak_interleaved_bytes: "`i64`, optional (placed): the same in interleaved memory",
    ],
    rules: [
        "no operands or results; one region with one block and no terminator",
        "`target` (if present) names a built-in target or a readable target file",
        "`function` (if present) is a flat symbol reference",
        "the block holds only `exchange.buffer`, `exchange.compute_set`, `exchange.phase` and `exchange.sync`",
        "symbol names are unique within the program",
    ],
    hooks: {verify: verify::verify_program, parse: syntax::parse_program, print: syntax::print_program},
    example: "exchange.program @main target \"ipu21\" {\n\
  exchange.buffer @x tiles [0, 1] bytes 256\n\
  exchange.buffer @y tiles [0, 1] bytes 256\n\
  exchange.phase @p0 {\n\
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x\n\
  }\n\
  exchange.sync\n\
  exchange.compute_set @cs0 {\n\
    exchange.vertex \"add_f16\" on 1 workers 6 m 1 n 64 k 0 (@x at 0 bytes 128, @x at 128 bytes 128, @y at 0 bytes 128)\n\
  }\n\
}",
}

define_op! {
    /// An `exchange.buffer` operation.
    BufferOp, BUFFER, "exchange.buffer",
    summary: "A per-tile buffer: the same-named allocation on each of a set of tiles",
    description: "Declares `bytes` bytes of tile memory on each tile of `tiles` (the block of a \
tensor each tile holds, padding included, or a scratch area). Transfers and vertices name \
it by symbol and address it with byte offsets relative to its start on the tile. Storage \
placement (`place-storage`) later gives it an address on every tile, in `region` when \
one is required: `\"standard\"` (non-interleaved memory) or `\"interleaved\"` (needed by \
128-bit loads; `ipu_device::Region`). `align` is the start address's alignment in bytes, \
`element_type` what the bytes hold (for profiles and the host I/O map).\n\n\
**Host data** (for `build-package`; `dialects/src/exchange/host.rs`). `host = \"input\"` \
marks a buffer the host fills with elements of program input `host_index` before the \
program runs (that copy costs no device cycles), `host = \"output\"` one it reads output \
`host_index` back from, and `host = \"constant\"` one whose initial bytes are elements of \
the `host_index`-th `graph.constant` (in program order) of the program's `function`. \
Which elements each tile holds, from byte 0 of the buffer, is said by `layout` and \
`pieces` (`ipu_runtime::package::PieceLayout`; the tensor viewed as `[R, C]`, `C` its last \
dimension): `\"contiguous\"` takes 2 numbers per tile `[start, count]` (flat row-major \
indices), `\"block\"` 4 `[row0, rows, col0, cols]` (row-major), `\"amp_block\"` 4 (the \
same block in the AMP activation layout, block `block_k`) and `\"amp_weight_block\"` 4 \
`[k0, ks, n0, ns]` (AMP weight layout, blocks `block_k`, `block_n`), the tiles' numbers \
concatenated in `tiles` order. Padding slots of the AMP layouts are zero. `zero_init` \
makes the whole buffer start zeroed (e.g. padding a codelet reads but nothing writes).\n\n\
**Placement.** `place-storage` records `addresses`: the buffer's first byte on each tile, in \
`tiles` order.",
    traits: [SYMBOL, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        sym_name: "string, the buffer's name",
        tiles: "`array<i32>`, the tiles holding it: non-empty, unique, each below the target's tile count",
        bytes: "`i32` > 0, bytes per tile",
        region: "string, optional: `\"standard\"` or `\"interleaved\"` (default: either)",
        align: "`i32`, optional: a power of two, bytes (default 4, the exchange word)",
        element_type: "type, optional: the element type stored (required with `host`)",
        host: "string, optional: `\"input\"`, `\"output\"` or `\"constant\"`",
        host_index: "`i32` >= 0, with `host`: the input's, output's or constant's position",
        layout: "string, with `host`: `\"contiguous\"`, `\"block\"`, `\"amp_block\"` or `\"amp_weight_block\"`",
        pieces: "`array<i64>`, with `host`: each tile's piece (2 or 4 numbers), in `tiles` order",
        block_k: "`i32` > 0, with the AMP layouts: contracted-dimension block",
        block_n: "`i32` > 0, with `\"amp_weight_block\"`: output-column block",
        zero_init: "unit, optional: the buffer starts zeroed",
        addresses: "`array<i32>`, optional (placed): the first byte address on each tile, in `tiles` order",
    ],
    rules: [
        "the parent is an `exchange.program`",
        "`tiles` is non-empty, without repeats, each tile below the target's tile count",
        "`bytes` > 0; `region` is `\"standard\"` or `\"interleaved\"`; `align` is a power of two",
        "with `host`: a known kind and layout, `host_index` >= 0, an `element_type`, `pieces` of the layout's length per tile with sizes >= 0, AMP blocks > 0, and each piece (padding included) within `bytes`",
        "`addresses` has one entry per tile, each a multiple of `align`, the buffer inside the target's tile memory (in `region` when given) and outside its reserved ranges",
    ],
    hooks: {verify: verify::verify_buffer, parse: syntax::parse_buffer, print: syntax::print_buffer},
    example: "exchange.buffer @w tiles [0, 1, 2, 3] bytes 8192 region \"interleaved\" align 16 : f16",
}

define_op! {
    /// An `exchange.compute_set` operation.
    ComputeSetOp, COMPUTE_SET, "exchange.compute_set",
    summary: "A compute set: codelet calls (vertices) that all tiles run in one superstep",
    description: "Every tile runs its `exchange.vertex` calls in the order written; the step \
ends when the slowest tile finishes (`ipu_runtime::package::ComputeSet`). Vertices on \
different tiles run in parallel.",
    traits: [SYMBOL, NO_TERMINATOR, SINGLE_BLOCK, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [sym_name: "string, the compute set's name (for profiles and errors)"],
    rules: [
        "the parent is an `exchange.program`",
        "the block holds only `exchange.vertex` operations",
        "every buffer a vertex names is an `exchange.buffer` of the program, held by the vertex's tile, and the operand's bytes lie inside it",
        "an operand in a buffer whose `region` differs from the region the codelet requires is an error",
    ],
    hooks: {verify: verify::verify_compute_set, parse: syntax::parse_compute_set, print: syntax::print_compute_set},
    example: "exchange.compute_set @gelu0 {\n\
  exchange.vertex \"gelu_f16\" on 3 workers 6 m 16 n 64 k 0 (@h at 0 bytes 2048, @h at 0 bytes 2048)\n\
}",
}

define_op! {
    /// An `exchange.vertex` operation.
    VertexOp, VERTEX, "exchange.vertex",
    summary: "One codelet call on one tile",
    description: "Runs codelet `codelet` (an `ipu_device::Codelet` name such as \
`gemm_f16_amp_to_f32`) on tile `tile` with `workers` worker contexts, for the call shape \
`m`, `n`, `k` (`ipu_device::CodeletShape`: its meaning per codelet is in the catalogue). \
Its operands, in the codelet's contract order (`Codelet::memory_contract`), are byte \
ranges of buffers: operand `i` is `sizes[i]` bytes at byte `offsets[i]` of buffer \
`buffers[i]` on this tile. Custom form: `exchange.vertex \"CODELET\" on TILE workers W \
m M n N k K (@buf at OFFSET bytes SIZE, ...)`.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        codelet: "string, a codelet of the catalogue",
        tile: "`i32`, the tile",
        workers: "`i32`, worker contexts used, 1 ..= the target's worker contexts",
        m: "`i32` >= 0, call shape",
        n: "`i32` >= 0, call shape",
        k: "`i32` >= 0, call shape",
        buffers: "array of `@symbol`, one `exchange.buffer` per operand",
        offsets: "`array<i32>`, byte offset of each operand in its buffer",
        sizes: "`array<i32>`, bytes of each operand",
    ],
    rules: [
        "the parent is an `exchange.compute_set`",
        "`codelet` is in the catalogue, and the target can run it for shape (m, n, k)",
        "`tile` is below the target's tile count; `workers` is in 1 ..= the target's worker contexts",
        "`buffers`, `offsets` and `sizes` have one entry per operand of the codelet's memory contract",
        "each operand's size is at least the contract's bytes, and its offset is >= 0 and a multiple of the contract's alignment",
    ],
    hooks: {verify: verify::verify_vertex, parse: syntax::parse_vertex, print: syntax::print_vertex},
    example: "exchange.vertex \"gemm_f16_amp_to_f32\" on 12 workers 6 m 16 n 16 k 16 (@x at 0 bytes 512, @w at 0 bytes 512, @y at 0 bytes 1024)",
}

define_op! {
    /// An `exchange.sync` operation.
    SyncOp, SYNC, "exchange.sync",
    summary: "A global superstep sync",
    description: "All tiles wait for each other (the target's `sync_cycles`, about 90 cycles \
on ipu21 by poplibs' estimate) before the next step starts.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [],
    rules: ["the parent is an `exchange.program`"],
    hooks: {verify: verify::verify_sync, parse: syntax::parse_sync, print: syntax::print_sync},
    example: "exchange.sync",
}

// ===== phases and transfers =======================================================================

define_op! {
    /// An `exchange.phase` operation.
    PhaseOp, PHASE, "exchange.phase",
    summary: "An exchange phase: transfers between tiles, scheduled together",
    description: "Holds the phase's `exchange.transfer`s. A phase may stand in a program or \
alone in a module (the scheduler's tests and benchmarks). Its tile numbers are checked \
against `target`: its own attribute, else that of the nearest enclosing op with one \
(usually the `exchange.program`), else `ipu21`.\n\n\
`schedule-exchange` adds the schedule: `horizon` (the cycle after the last word \
arrives, relative to the phase start, cycles at the target clock), \
`endpoint_lower_bound` (the most words any one tile sends or receives, plus latency, \
cycles), `lower_bound_gap` (= `horizon − endpoint_lower_bound`) and `kind` (the \
schedule's kind, e.g. `\"full-duplex\"`, `\"matching-waves\"`, `\"paired\"`).\n\n\
Generic form (the contract other tools rely on): \
`\"exchange.phase\"() ({ \"exchange.transfer\"() {...} : () -> () }) {sym_name = \"p3\", \
target = \"ipu21\"} : () -> ()`.",
    traits: [SYMBOL, NO_TERMINATOR, SINGLE_BLOCK, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        sym_name: "string, the phase's name",
        target: "string, optional: target name or path",
        horizon: "`i64` >= 0, cycles, optional (scheduled)",
        endpoint_lower_bound: "`i64` >= 0, cycles, optional (scheduled)",
        lower_bound_gap: "`i64`, cycles, optional (scheduled): `horizon − endpoint_lower_bound`",
        kind: "string, optional (scheduled): the schedule's kind",
    ],
    rules: [
        "the block holds only `exchange.transfer` operations",
        "`target` (or the enclosing one) names a known target; every source and destination tile is below its tile count",
        "no two transfers write overlapping destination bytes on one tile (and buffer) within the phase",
        "`horizon` and `endpoint_lower_bound` are >= 0; when all three are present, `lower_bound_gap` = `horizon − endpoint_lower_bound`",
        "with a `horizon`, every transfer's arrival cycles are below it",
        "a transfer's `src_buffer` / `dst_buffer` names an `exchange.buffer` of the enclosing program held by the source / every destination tile, and the transfer's bytes lie inside it",
    ],
    hooks: {verify: verify::verify_phase, parse: syntax::parse_phase, print: syntax::print_phase},
    example: "exchange.phase @p3 target \"ipu21\" {\n\
  exchange.transfer from 12 to [40, 41] words 64 src_offset 0 dst_offset 256\n\
}",
}

define_op! {
    /// An `exchange.transfer` operation.
    TransferOp, TRANSFER, "exchange.transfer",
    summary: "Words sent from one tile to one or more tiles (several = multicast)",
    description: "Tile `src` sends `words` 32-bit words read from byte `src_offset`; every \
tile of `dst` receives them at byte `dst_offset` (offsets relative to `src_buffer` / \
`dst_buffer` on the tile when given, else tile-relative byte addresses). Several \
destinations are a multicast: one send, several receivers selecting it with their \
incoming multiplexers. A transfer may be split into several with the same `src` and \
`dst` and contiguous word ranges.\n\n\
After scheduling, `start` is the cycle the first word leaves the sender and \
`arrival[i]` the cycle it reaches `dst[i]` (cycles relative to the phase start). \
`paired` marks a transfer received as a 64-bit pair (`MUXPAIR`, the device's paired \
exchange): its offsets and length are then whole 64-bit words.\n\n\
Custom form: `exchange.transfer from SRC to [DST, ...] words W src_offset B \
dst_offset B` then, when present, `src_buffer @b`, `dst_buffer @b`, `paired`, \
`start C arrival [C, ...]`, and any other attributes as a dictionary.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        src: "`i32`, the sending tile",
        dst: "`array<i32>`, the receiving tiles (non-empty, unique, without `src`)",
        words: "`i32` > 0, 32-bit words",
        src_offset: "`i32` >= 0, bytes, a multiple of the exchange word (4 bytes; 8 when paired)",
        dst_offset: "`i32` >= 0, bytes, a multiple of the exchange word (4 bytes; 8 when paired)",
        src_buffer: "`@symbol`, optional: the `exchange.buffer` read",
        dst_buffer: "`@symbol`, optional: the `exchange.buffer` written",
        paired: "unit, optional: received as a 64-bit pair",
        start: "`i64` >= 0, cycle, optional (scheduled)",
        arrival: "`array<i64>`, cycles, one per destination in `dst` order, each >= `start` (scheduled)",
    ],
    rules: [
        "the parent is an `exchange.phase`",
        "`words` > 0; `dst` is non-empty, lists no tile twice, and does not contain `src`",
        "offsets are >= 0 and multiples of the exchange word (4 bytes), of 8 bytes and an even word count when `paired`",
        "`start` and `arrival` appear together; `arrival` has one entry per destination, each >= `start` >= 0",
    ],
    hooks: {verify: verify::verify_transfer, parse: syntax::parse_transfer, print: syntax::print_transfer},
    example: "exchange.transfer from 12 to [40, 41] words 64 src_offset 0 dst_offset 256 start 5 arrival [22, 22]",
}

// ===== records ====================================================================================

/// The data of one `exchange.transfer`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Transfer {
    /// The sending tile.
    pub src: u32,
    /// The receiving tiles.
    pub dst: SmallVec<[u32; 2]>,
    /// 32-bit words.
    pub words: u32,
    /// Bytes, in the source tile's memory (or `src_buffer`).
    pub src_offset: u32,
    /// Bytes, in each destination tile's memory (or `dst_buffer`).
    pub dst_offset: u32,
    /// The buffer read, if named.
    pub src_buffer: Option<String>,
    /// The buffer written, if named.
    pub dst_buffer: Option<String>,
    /// Received as a 64-bit pair.
    pub paired: bool,
    /// Scheduled: the cycle the first word leaves `src`.
    pub start: Option<i64>,
    /// Scheduled: the cycle the first word reaches each destination, in `dst` order.
    pub arrival: Option<Vec<i64>>,
}

fn u32_of(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<u32> {
    ir.attr(ctx, op, name)
        .and_then(|a| int_value(ctx, a))
        .and_then(|v| u32::try_from(v).ok())
}

fn symbol_of(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Option<String>> {
    match ir.attr(ctx, op, name) {
        None => Some(None),
        Some(a) => Some(Some(ctx.ident_str(symbol_ref(ctx, a)?).to_string())),
    }
}

impl TransferOp {
    /// Reads the transfer; `None` if a required attribute is missing or malformed
    /// (the verifier says which).
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<Transfer> {
        let op = self.0;
        let dst = ir.attr(ctx, op, "dst").and_then(|a| int_array(ctx, a))?;
        let dst: Option<SmallVec<[u32; 2]>> = dst.iter().map(|&d| u32::try_from(d).ok()).collect();
        let start = match ir.attr(ctx, op, "start") {
            None => None,
            Some(a) => Some(int_value(ctx, a)?),
        };
        let arrival = match ir.attr(ctx, op, "arrival") {
            None => None,
            Some(a) => Some(int_array(ctx, a)?),
        };
        Some(Transfer {
            src: u32_of(ctx, ir, op, "src")?,
            dst: dst?,
            words: u32_of(ctx, ir, op, "words")?,
            src_offset: u32_of(ctx, ir, op, "src_offset")?,
            dst_offset: u32_of(ctx, ir, op, "dst_offset")?,
            src_buffer: symbol_of(ctx, ir, op, "src_buffer")?,
            dst_buffer: symbol_of(ctx, ir, op, "dst_buffer")?,
            paired: ir.attr(ctx, op, "paired").is_some(),
            start,
            arrival,
        })
    }

    /// Records the schedule: `start` and one `arrival` per destination (cycles).
    pub fn set_schedule(self, ctx: &Context, ir: &mut Ir, start: i64, arrival: &[i64]) {
        ir.set_attr(ctx, self.0, "start", ctx.i64_attr(start));
        ir.set_attr(ctx, self.0, "arrival", ctx.dense_i64_array(arrival));
    }
}

impl Transfer {
    /// The recipe of an `exchange.transfer` with these fields (attributes typed as the
    /// contract says: `i32` tiles, words and offsets, `i64` cycles).
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        let i32t = ctx.i32();
        let dst: Vec<i32> = self.dst.iter().map(|&d| d as i32).collect();
        let mut st = OperationState::named(ctx, TransferOp::NAME, loc)
            .with_attr(ctx, "src", ctx.int_attr(i32t, i128::from(self.src)))
            .with_attr(ctx, "dst", ctx.dense_i32_array(&dst))
            .with_attr(ctx, "words", ctx.int_attr(i32t, i128::from(self.words)))
            .with_attr(
                ctx,
                "src_offset",
                ctx.int_attr(i32t, i128::from(self.src_offset)),
            )
            .with_attr(
                ctx,
                "dst_offset",
                ctx.int_attr(i32t, i128::from(self.dst_offset)),
            );
        if let Some(b) = &self.src_buffer {
            st.add_attr(ctx, "src_buffer", ctx.symbol_ref(b));
        }
        if let Some(b) = &self.dst_buffer {
            st.add_attr(ctx, "dst_buffer", ctx.symbol_ref(b));
        }
        if self.paired {
            st.add_attr(ctx, "paired", ctx.unit_attr());
        }
        if let Some(s) = self.start {
            st.add_attr(ctx, "start", ctx.i64_attr(s));
        }
        if let Some(a) = &self.arrival {
            st.add_attr(ctx, "arrival", ctx.dense_i64_array(a));
        }
        st
    }
}

/// The schedule of a phase, as `schedule-exchange` records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseSchedule {
    /// The cycle after the last word arrives.
    pub horizon: i64,
    /// The endpoint lower bound, cycles.
    pub endpoint_lower_bound: i64,
    /// The schedule's kind.
    pub kind: String,
}

impl PhaseOp {
    /// Creates a detached, empty `exchange.phase @name` (with `target` when given);
    /// append transfers to [`PhaseOp::body`] and insert the phase where it belongs.
    pub fn build(
        ctx: &Context,
        ir: &mut Ir,
        loc: Location,
        name: &str,
        target: Option<&str>,
    ) -> PhaseOp {
        let region = ir.create_region();
        ir.append_new_block(region, &[]);
        let mut st = OperationState::named(ctx, PhaseOp::NAME, loc)
            .with_attr(ctx, "sym_name", ctx.string_attr(name))
            .with_regions(&[region]);
        if let Some(t) = target {
            st.add_attr(ctx, "target", ctx.string_attr(t));
        }
        PhaseOp(ir.create_op(ctx, st))
    }

    /// The block holding the transfers.
    pub fn body(self, ir: &Ir) -> Option<BlockId> {
        ir.regions(self.0).first().and_then(|&r| ir.entry_block(r))
    }

    /// The transfers, in order.
    pub fn transfers(self, ctx: &Context, ir: &Ir) -> Vec<TransferOp> {
        match self.body(ir) {
            Some(b) => ir
                .block_ops(b)
                .filter_map(|o| TransferOp::cast(ctx, ir, o))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The phase's name.
    pub fn name(self, ctx: &Context, ir: &Ir) -> Option<String> {
        ir.attr(ctx, self.0, "sym_name")
            .and_then(|a| string_value(ctx, a))
    }

    /// The target governing the phase (its own, the enclosing one, or `ipu21`).
    pub fn target_name(self, ctx: &Context, ir: &Ir) -> String {
        super::target::target_name_of(ctx, ir, self.0, true)
    }

    /// The recorded schedule, if complete.
    pub fn schedule(self, ctx: &Context, ir: &Ir) -> Option<PhaseSchedule> {
        let get = |n| ir.attr(ctx, self.0, n).and_then(|a| int_value(ctx, a));
        Some(PhaseSchedule {
            horizon: get("horizon")?,
            endpoint_lower_bound: get("endpoint_lower_bound")?,
            kind: ir
                .attr(ctx, self.0, "kind")
                .and_then(|a| string_value(ctx, a))?,
        })
    }

    /// Records the schedule (`horizon`, `endpoint_lower_bound`, `lower_bound_gap`, `kind`).
    pub fn set_schedule(self, ctx: &Context, ir: &mut Ir, s: &PhaseSchedule) {
        ir.set_attr(ctx, self.0, "horizon", ctx.i64_attr(s.horizon));
        ir.set_attr(
            ctx,
            self.0,
            "endpoint_lower_bound",
            ctx.i64_attr(s.endpoint_lower_bound),
        );
        ir.set_attr(
            ctx,
            self.0,
            "lower_bound_gap",
            ctx.i64_attr(s.horizon - s.endpoint_lower_bound),
        );
        ir.set_attr(ctx, self.0, "kind", ctx.string_attr(&s.kind));
    }
}

/// One operand of a vertex: `bytes` bytes at `offset` in `buffer`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexOperand {
    /// The `exchange.buffer`'s name.
    pub buffer: String,
    /// Byte offset in the buffer.
    pub offset: u32,
    /// Bytes.
    pub bytes: u32,
}

/// The data of one `exchange.vertex`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vertex {
    /// The codelet's catalogue name.
    pub codelet: String,
    /// The tile.
    pub tile: u32,
    /// Worker contexts.
    pub workers: u32,
    /// Call shape (`ipu_device::CodeletShape`).
    pub m: u32,
    /// Call shape.
    pub n: u32,
    /// Call shape.
    pub k: u32,
    /// Operands in contract order.
    pub operands: Vec<VertexOperand>,
}

impl VertexOp {
    /// Reads the vertex; `None` if an attribute is missing or malformed.
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<Vertex> {
        let op = self.0;
        let buffers = match ctx.attr_kind(ir.attr(ctx, op, "buffers")?) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&a| symbol_ref(ctx, a).map(|i| ctx.ident_str(i).to_string()))
                .collect::<Option<Vec<String>>>()?,
            _ => return None,
        };
        let offsets = ir
            .attr(ctx, op, "offsets")
            .and_then(|a| int_array(ctx, a))?;
        let sizes = ir.attr(ctx, op, "sizes").and_then(|a| int_array(ctx, a))?;
        if offsets.len() != buffers.len() || sizes.len() != buffers.len() {
            return None;
        }
        let operands = buffers
            .into_iter()
            .zip(offsets.iter().zip(&sizes))
            .map(|(buffer, (&o, &s))| {
                Some(VertexOperand {
                    buffer,
                    offset: u32::try_from(o).ok()?,
                    bytes: u32::try_from(s).ok()?,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Vertex {
            codelet: ir
                .attr(ctx, op, "codelet")
                .and_then(|a| string_value(ctx, a))?,
            tile: u32_of(ctx, ir, op, "tile")?,
            workers: u32_of(ctx, ir, op, "workers")?,
            m: u32_of(ctx, ir, op, "m")?,
            n: u32_of(ctx, ir, op, "n")?,
            k: u32_of(ctx, ir, op, "k")?,
            operands,
        })
    }
}

impl Vertex {
    /// The recipe of an `exchange.vertex` with these fields.
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        let i32a = |v: u32| ctx.int_attr(ctx.i32(), i128::from(v));
        let buffers: Vec<Attribute> = self
            .operands
            .iter()
            .map(|o| ctx.symbol_ref(&o.buffer))
            .collect();
        let offsets: Vec<i32> = self.operands.iter().map(|o| o.offset as i32).collect();
        let sizes: Vec<i32> = self.operands.iter().map(|o| o.bytes as i32).collect();
        OperationState::named(ctx, VertexOp::NAME, loc)
            .with_attr(ctx, "codelet", ctx.string_attr(&self.codelet))
            .with_attr(ctx, "tile", i32a(self.tile))
            .with_attr(ctx, "workers", i32a(self.workers))
            .with_attr(ctx, "m", i32a(self.m))
            .with_attr(ctx, "n", i32a(self.n))
            .with_attr(ctx, "k", i32a(self.k))
            .with_attr(ctx, "buffers", ctx.array_attr(&buffers))
            .with_attr(ctx, "offsets", ctx.dense_i32_array(&offsets))
            .with_attr(ctx, "sizes", ctx.dense_i32_array(&sizes))
    }
}

/// The memory region a buffer must live in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BufferRegion {
    /// `"standard"`: non-interleaved memory (`ipu_device::Region::NonInterleaved`).
    Standard,
    /// `"interleaved"`: interleaved memory (`ipu_device::Region::Interleaved`).
    Interleaved,
}

impl BufferRegion {
    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            BufferRegion::Standard => "standard",
            BufferRegion::Interleaved => "interleaved",
        }
    }

    /// The region spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        match s {
            "standard" => Some(BufferRegion::Standard),
            "interleaved" => Some(BufferRegion::Interleaved),
            _ => None,
        }
    }

    /// The device's region.
    pub fn device(self) -> ipu_device::Region {
        match self {
            BufferRegion::Standard => ipu_device::Region::NonInterleaved,
            BufferRegion::Interleaved => ipu_device::Region::Interleaved,
        }
    }
}

/// The data of one `exchange.buffer`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    /// The buffer's name.
    pub name: String,
    /// The tiles holding it.
    pub tiles: Vec<u32>,
    /// Bytes per tile.
    pub bytes: u32,
    /// The required region, if any.
    pub region: Option<BufferRegion>,
    /// Alignment of the start address, bytes (4 when absent).
    pub align: u32,
    /// The element type stored, if given.
    pub element_type: Option<Type>,
}

impl BufferOp {
    /// Reads the buffer; `None` if an attribute is missing or malformed.
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<Buffer> {
        let op = self.0;
        let tiles = ir.attr(ctx, op, "tiles").and_then(|a| int_array(ctx, a))?;
        let region = match ir.attr(ctx, op, "region") {
            None => None,
            Some(a) => Some(BufferRegion::from_name(&string_value(ctx, a)?)?),
        };
        let element_type = match ir.attr(ctx, op, "element_type") {
            None => None,
            Some(a) => Some(ctx.type_value(a)?),
        };
        Some(Buffer {
            name: ir
                .attr(ctx, op, "sym_name")
                .and_then(|a| string_value(ctx, a))?,
            tiles: tiles
                .iter()
                .map(|&t| u32::try_from(t).ok())
                .collect::<Option<_>>()?,
            bytes: u32_of(ctx, ir, op, "bytes")?,
            region,
            align: match ir.attr(ctx, op, "align") {
                None => 4,
                Some(_) => u32_of(ctx, ir, op, "align")?,
            },
            element_type,
        })
    }
}

impl Buffer {
    /// The recipe of an `exchange.buffer` with these fields.
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        let tiles: Vec<i32> = self.tiles.iter().map(|&t| t as i32).collect();
        let mut st = OperationState::named(ctx, BufferOp::NAME, loc)
            .with_attr(ctx, "sym_name", ctx.string_attr(&self.name))
            .with_attr(ctx, "tiles", ctx.dense_i32_array(&tiles))
            .with_attr(
                ctx,
                "bytes",
                ctx.int_attr(ctx.i32(), i128::from(self.bytes)),
            );
        if let Some(r) = self.region {
            st.add_attr(ctx, "region", ctx.string_attr(r.name()));
        }
        if self.align != 4 {
            st.add_attr(
                ctx,
                "align",
                ctx.int_attr(ctx.i32(), i128::from(self.align)),
            );
        }
        if let Some(t) = self.element_type {
            st.add_attr(ctx, "element_type", ctx.type_attr(t));
        }
        st
    }
}

impl ProgramOp {
    /// Creates a detached, empty `exchange.program @name` (with `target` when given).
    pub fn build(
        ctx: &Context,
        ir: &mut Ir,
        loc: Location,
        name: &str,
        target: Option<&str>,
    ) -> ProgramOp {
        let region = ir.create_region();
        ir.append_new_block(region, &[]);
        let mut st = OperationState::named(ctx, ProgramOp::NAME, loc)
            .with_attr(ctx, "sym_name", ctx.string_attr(name))
            .with_regions(&[region]);
        if let Some(t) = target {
            st.add_attr(ctx, "target", ctx.string_attr(t));
        }
        ProgramOp(ir.create_op(ctx, st))
    }

    /// The block holding the program's steps.
    pub fn body(self, ir: &Ir) -> Option<BlockId> {
        ir.regions(self.0).first().and_then(|&r| ir.entry_block(r))
    }

    /// The target governing the program (its own or `ipu21`).
    pub fn target_name(self, ctx: &Context, ir: &Ir) -> String {
        super::target::target_name_of(ctx, ir, self.0, true)
    }
}

impl ComputeSetOp {
    /// Creates a detached, empty `exchange.compute_set @name`.
    pub fn build(ctx: &Context, ir: &mut Ir, loc: Location, name: &str) -> ComputeSetOp {
        let region: RegionId = ir.create_region();
        ir.append_new_block(region, &[]);
        let st = OperationState::named(ctx, ComputeSetOp::NAME, loc)
            .with_attr(ctx, "sym_name", ctx.string_attr(name))
            .with_regions(&[region]);
        ComputeSetOp(ir.create_op(ctx, st))
    }

    /// The block holding the vertices.
    pub fn body(self, ir: &Ir) -> Option<BlockId> {
        ir.regions(self.0).first().and_then(|&r| ir.entry_block(r))
    }

    /// The vertices, in order.
    pub fn vertices(self, ctx: &Context, ir: &Ir) -> Vec<VertexOp> {
        match self.body(ir) {
            Some(b) => ir
                .block_ops(b)
                .filter_map(|o| VertexOp::cast(ctx, ir, o))
                .collect(),
            None => Vec::new(),
        }
    }
}
