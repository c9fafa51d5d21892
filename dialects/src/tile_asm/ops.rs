//! The tile_asm dialect's operations: definitions (traits, hooks, documentation) and
//! plain-data records ([`Data`], [`Call`], [`Send`], [`SetMux`]) to read and build them.

use crate::graph::macros::{define_op, doc_rules, doc_section};
use crate::graph::support::{int_array, int_value, string_value, symbol_ref};
use crate::ir::arena::Ir;
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::entity::{BlockId, OpId};
use crate::ir::location::Location;
use crate::ir::operation::OperationState;
use crate::ir::types::Type;

use super::syntax;
use super::verify;

// ===== the program and its steps ==================================================================

define_op! {
    /// A `tile_asm.program` operation.
    ProgramOp, PROGRAM, "tile_asm.program",
    summary: "The device program: the global step sequence and one program per tile",
    description: "What a package is built from (`build-package`). Its single block holds, in \
execution order, the program's *steps* — `tile_asm.phase` (an exchange phase), \
`tile_asm.compute_set` and `tile_asm.sync` declarations, which every tile follows in \
lock-step (bulk-synchronous parallel) — and, anywhere in the block, one `tile_asm.tile` per \
tile that does anything: the tile's data declarations and its instructions, grouped by \
the step they belong to.\n\n\
`target` names the `ipu_device::Target` whose memory map, codelet catalogue and exchange \
rules every tile is checked against (default `ipu21`). `function` names the graph-level \
`func.func` of the module that the program computes: `build-package` turns it into the \
host reference (`ipu_runtime::reference::HostProgram`) that `ipu-run` checks the device's \
outputs against.\n\n\
**Units.** Addresses are tile byte addresses (`0x4C000 .. 0xE8000` on ipu21; the custom \
form prints them in hexadecimal); sizes are bytes; exchange lengths are 32-bit words; \
cycles are cycles of the target clock counted from the start of the exchange phase (cycle \
0 is the first cycle after the preceding sync).",
    traits: [SYMBOL, SYMBOL_TABLE, NO_TERMINATOR, SINGLE_BLOCK, ISOLATED_FROM_ABOVE, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        sym_name: "string, the program's name",
        target: "string, optional: target name or path (default `ipu21`)",
        function: "`@symbol`, optional: the graph-level `func.func` the program computes (for the host reference)",
    ],
    rules: [
        "no operands or results; one region with one block and no terminator",
        "`target` (if present) names a built-in target or a readable target file",
        "the block holds only `tile_asm.phase`, `tile_asm.compute_set`, `tile_asm.sync` and `tile_asm.tile`",
        "step names are unique; no tile has two `tile_asm.tile`s",
    ],
    hooks: {verify: verify::verify_program, parse: syntax::parse_program, print: syntax::print_program},
    example: "tile_asm.program @main target \"ipu21\" function @main {\n\
  tile_asm.phase @p0 endpoint_lower_bound 49 horizon 49\n\
  tile_asm.sync\n\
  tile_asm.compute_set @cs0\n\
  tile_asm.tile 0 {\n\
    tile_asm.data \"x\" at 0x80000 bytes 128 host \"input\" host_index 0 layout \"contiguous\" piece [0, 64] element_type f16\n\
    tile_asm.exchange @p0 {\n\
      tile_asm.send at 0 addr 0x80000 words 32\n\
    }\n\
    tile_asm.sync\n\
  }\n\
  tile_asm.tile 1 {\n\
    tile_asm.data \"x\" at 0x80000 bytes 128\n\
    tile_asm.data \"y\" at 0x80080 bytes 128 host \"output\" host_index 0 layout \"contiguous\" piece [0, 64] element_type f16\n\
    tile_asm.exchange @p0 {\n\
      tile_asm.set_mux at 14 delay 3 source 0 addr 0x80000 words 32\n\
    }\n\
    tile_asm.sync\n\
    tile_asm.compute @cs0 {\n\
      tile_asm.call \"add_f16\" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x80080 bytes 128 : f16)\n\
    }\n\
  }\n\
}",
}

define_op! {
    /// A `tile_asm.phase` operation.
    PhaseOp, PHASE, "tile_asm.phase",
    summary: "Declares an exchange phase: a step of the program",
    description: "A step in which tiles move words between their memories with the `send` and \
`set_mux` instructions of their `tile_asm.exchange @name` groups. The step lasts until the \
last word arrives. `endpoint_lower_bound` and `horizon` are the exchange scheduler's \
figures for the phase (cycles), kept for profiles and for the compiler's cost estimate.",
    traits: [SYMBOL, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        sym_name: "string, the phase's name",
        endpoint_lower_bound: "`i64` >= 0, cycles, optional",
        horizon: "`i64` >= 0, cycles, optional: the scheduled length",
    ],
    rules: [
        "the parent is a `tile_asm.program`",
        "`endpoint_lower_bound` and `horizon` are >= 0",
    ],
    hooks: {verify: verify::verify_phase, parse: syntax::parse_phase, print: syntax::print_phase},
    example: "tile_asm.phase @p0 endpoint_lower_bound 81 horizon 81",
}

define_op! {
    /// A `tile_asm.compute_set` operation.
    ComputeSetOp, COMPUTE_SET, "tile_asm.compute_set",
    summary: "Declares a compute set: a step of the program",
    description: "A step in which every tile runs the codelet calls of its `tile_asm.compute \
@name` group, one after the other; the step ends when the slowest tile finishes \
(`ipu_runtime::package::ComputeSet`).",
    traits: [SYMBOL, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [sym_name: "string, the compute set's name"],
    rules: ["the parent is a `tile_asm.program`"],
    hooks: {verify: verify::verify_compute_set, parse: syntax::parse_compute_set, print: syntax::print_compute_set},
    example: "tile_asm.compute_set @cs0",
}

define_op! {
    /// A `tile_asm.sync` operation.
    SyncOp, SYNC, "tile_asm.sync",
    summary: "A global superstep sync: a step of the program, and each tile's sync instruction",
    description: "In a `tile_asm.program`, declares a sync step: all tiles wait for each other \
(the target's `sync_cycles`). In a `tile_asm.tile`, the tile's sync instruction: every \
tile takes part in every sync, so every tile lists as many syncs as the program, in the \
same places relative to its steps.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [],
    rules: ["the parent is a `tile_asm.program` or a `tile_asm.tile`"],
    hooks: {verify: verify::verify_sync, parse: syntax::parse_sync, print: syntax::print_sync},
    example: "tile_asm.sync",
}

// ===== one tile's program =========================================================================

define_op! {
    /// A `tile_asm.tile` operation.
    TileOp, TILE, "tile_asm.tile",
    summary: "One tile's program: its data and its instructions, step by step",
    description: "Holds tile `tile`'s `tile_asm.data` declarations (the only memory its \
instructions may touch) and its instructions: `tile_asm.exchange @p` groups of `send` and \
`set_mux`, `tile_asm.compute @cs` groups of codelet calls, and `tile_asm.sync`. The steps \
appear in the program's order; a tile leaves out the phases and compute sets it takes no \
part in but lists every sync.\n\n\
`size-tile-code` adds `code_address` and `code_bytes`: where the tile's generated code \
lives (inside the target's code ranges, clear of its data) and how large it is.",
    traits: [NO_TERMINATOR, SINGLE_BLOCK, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        tile: "`i32`, the tile number",
        code_address: "`i32`, optional: first byte of the tile's code",
        code_bytes: "`i32` >= 0, optional: bytes of the tile's code",
    ],
    rules: [
        "the parent is a `tile_asm.program`; `tile` is below the target's tile count",
        "the block holds only `tile_asm.data`, `tile_asm.exchange`, `tile_asm.compute` and `tile_asm.sync`",
        "each `tile_asm.data` lies in the target's tile memory and outside its reserved ranges; declarations may share memory (storage reuse), except two that are both written before the program starts (inputs, `init`)",
        "every address an instruction reads or writes lies inside the tile's declared memory",
        "its steps and syncs follow the program's order, and it lists every sync of the program",
        "`code_address` and `code_bytes` come together; the code lies in a code range of the target and overlaps no data",
    ],
    hooks: {verify: verify::verify_tile, parse: syntax::parse_tile, print: syntax::print_tile},
    example: "tile_asm.tile 3 code_address 0x7f000 code_bytes 96 {\n\
  tile_asm.data \"h\" at 0x80000 bytes 2048\n\
  tile_asm.sync\n\
}",
}

define_op! {
    /// A `tile_asm.data` operation.
    DataOp, DATA, "tile_asm.data",
    summary: "A data declaration: `bytes` bytes of tile memory at address `at`",
    description: "Declares memory the tile's program uses (an allocation of the package's tile \
image). `init` gives its initial bytes (constants; a splat such as `dense<0> : \
tensor<256xi8>` zero-fills); without it the memory starts unwritten and reading it before \
writing it is an error of the simulator.\n\n\
**Host I/O.** With `host = \"input\"` the host writes elements of program input \
`host_index` here before the program runs; with `host = \"output\"` it reads elements of \
output `host_index` from here afterwards. `layout` and `piece` say which elements, in \
which order (`ipu_runtime::package::PieceLayout`; the tensor is viewed as `[R, C]` with `C` \
its last dimension): `\"contiguous\"` `[start, count]` (flat row-major indices), \
`\"block\"` `[row0, rows, col0, cols]` (row-major), `\"amp_block\"` `[row0, rows, col0, cols]` \
in the AMP activation layout with block `block_k`, `\"amp_weight_block\"` `[k0, ks, n0, ns]` \
in the AMP weight layout with blocks `block_k`, `block_n`. `element_type` is the tensor's \
element type.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        name: "string, what it holds (for errors and profiles)",
        at: "`i32`, first byte address",
        bytes: "`i32` > 0, bytes",
        init: "dense `i8` elements attribute, optional: the initial bytes (one per byte, or a splat)",
        host: "string, optional: `\"input\"` or `\"output\"`",
        host_index: "`i32` >= 0, with `host`: the input's or output's position",
        layout: "string, with `host`: `\"contiguous\"`, `\"block\"`, `\"amp_block\"` or `\"amp_weight_block\"`",
        piece: "`array<i64>`, with `host`: 2 numbers for `\"contiguous\"`, 4 for the others",
        block_k: "`i32` > 0, with the AMP layouts: contracted-dimension block",
        block_n: "`i32` > 0, with `\"amp_weight_block\"`: output-column block",
        element_type: "type, with `host`: the tensor's element type",
    ],
    rules: [
        "the parent is a `tile_asm.tile`",
        "`bytes` > 0; `at` >= 0",
        "`init` is a dense `i8` elements attribute with one element per byte, or a splat",
        "with `host`: `host_index` >= 0; `layout` known; `piece` of the layout's length, sizes >= 0; the AMP blocks > 0; the piece's elements (padding included) fit in `bytes`",
    ],
    hooks: {verify: verify::verify_data, parse: syntax::parse_data, print: syntax::print_data},
    example: "tile_asm.data \"w\" at 0x80000 bytes 1024 host \"input\" host_index 1 layout \"amp_weight_block\" piece [0, 32, 0, 16] block_k 16 block_n 16 element_type f16",
}

define_op! {
    /// A `tile_asm.exchange` operation.
    ExchangeOp, EXCHANGE, "tile_asm.exchange",
    summary: "The tile's instructions in one exchange phase",
    description: "Groups the tile's `send` and `set_mux` instructions of the phase `step` \
names. Each instruction carries its issue cycle, relative to the phase start. The \
tile's supervisor issues one instruction per cycle, and its send port carries one send at \
a time (`ipu_device::exchange`, rule 4).",
    traits: [NO_TERMINATOR, SINGLE_BLOCK, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [step: "`@symbol`, a `tile_asm.phase` of the program"],
    rules: [
        "the parent is a `tile_asm.tile`; `step` names a `tile_asm.phase` of the program",
        "the block holds only `tile_asm.send` and `tile_asm.set_mux`",
        "no two instructions issue in the same cycle; no send starts while the send port is busy with another",
    ],
    hooks: {verify: verify::verify_exchange, parse: syntax::parse_group, print: syntax::print_group},
    example: "tile_asm.exchange @p0 {\n\
  tile_asm.send at 0 addr 0x80000 words 32\n\
  tile_asm.set_mux at 40 delay 2 source 5 addr 0x80100 words 16\n\
}",
}

define_op! {
    /// A `tile_asm.compute` operation.
    ComputeOp, COMPUTE, "tile_asm.compute",
    summary: "The tile's codelet calls in one compute set",
    description: "Groups the tile's `tile_asm.call`s of the compute set `step` names; they run \
one after the other, in order.",
    traits: [NO_TERMINATOR, SINGLE_BLOCK, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [step: "`@symbol`, a `tile_asm.compute_set` of the program"],
    rules: [
        "the parent is a `tile_asm.tile`; `step` names a `tile_asm.compute_set` of the program",
        "the block holds only `tile_asm.call`",
    ],
    hooks: {verify: verify::verify_compute, parse: syntax::parse_group, print: syntax::print_group},
    example: "tile_asm.compute @cs0 {\n\
  tile_asm.call \"gelu_f16\" workers 6 m 16 n 64 k 0 (0x80000 bytes 2048 : f16, 0x80800 bytes 2048 : f16)\n\
}",
}

// ===== instructions ===============================================================================

define_op! {
    /// A `tile_asm.call` operation.
    CallOp, CALL, "tile_asm.call",
    summary: "One codelet call: a supervisor vertex run on `workers` worker contexts",
    description: "Runs codelet `codelet` (an `ipu_device::Codelet` name) for the call shape \
`m`, `n`, `k` (`ipu_device::CodeletShape`) with `workers` worker contexts. Operand `i` \
is `sizes[i]` bytes of element type `dtypes[i]` at address `addrs[i]`, in the order of the \
codelet's memory contract (`Codelet::memory_contract`), whose sizes, types, alignments and \
regions it must match exactly. Custom form: `tile_asm.call \"CODELET\" workers W m M n N k K \
(ADDR bytes SIZE : TYPE, ...)`.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        codelet: "string, a codelet of the catalogue",
        workers: "`i32`, 1 ..= the target's worker contexts",
        m: "`i32` >= 0, call shape",
        n: "`i32` >= 0, call shape",
        k: "`i32` >= 0, call shape",
        addrs: "`array<i32>`, each operand's first byte address",
        sizes: "`array<i32>`, each operand's bytes",
        dtypes: "array of types, each operand's element type",
    ],
    rules: [
        "the parent is a `tile_asm.compute`",
        "`codelet` is in the catalogue and the target can run it for shape (m, n, k); `workers` is in 1 ..= the target's worker contexts",
        "one operand per operand of the codelet's memory contract, each of exactly the contract's bytes and element type, aligned as the contract says, in the contract's region",
    ],
    hooks: {verify: verify::verify_call, parse: syntax::parse_call, print: syntax::print_call},
    example: "tile_asm.call \"add_f16\" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80080 bytes 128 : f16, 0x80100 bytes 128 : f16)",
}

define_op! {
    /// A `tile_asm.send` operation.
    SendOp, SEND, "tile_asm.send",
    summary: "Send `words` 32-bit words from `addr`, the first at cycle `at`",
    description: "Issued at cycle `at` of the phase, it puts word `i` on the tile's exchange wires \
at `at + i`. A send names no destination: receivers select the sender with `set_mux`. \
With `paired` it is a 64-bit send: two words per cycle on the tile's wires and its pair \
partner's (`ipu_device::ExchangeModel::pair_partner`), whose send port is then busy too; \
only `set_mux` with `paired` can receive it.",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        at: "`i64` >= 0, issue cycle = cycle of the first word",
        addr: "`i32`, first byte address (4-byte aligned; 8 when paired)",
        words: "`i32` > 0, 32-bit words (even when paired)",
        paired: "unit, optional: 64-bit mode",
    ],
    rules: [
        "the parent is a `tile_asm.exchange`",
        "`at` >= 0; `words` > 0; `addr` a multiple of 4 bytes (8 bytes and an even word count when paired, on a target with paired exchange)",
    ],
    hooks: {verify: verify::verify_send, parse: syntax::parse_send, print: syntax::print_send},
    example: "tile_asm.send at 12 addr 0x80000 words 64",
}

define_op! {
    /// A `tile_asm.set_mux` operation.
    SetMuxOp, SET_MUX, "tile_asm.set_mux",
    summary: "Select a sender with the incoming multiplexer, from cycle `at + delay` on",
    description: "Issued at cycle `at` with delay field `delay`, it selects tile `source` from \
cycle `at + delay` on: the next `words` words arriving from `source` are stored at `addr`, \
`addr + 4`, ... (`ipu_device::exchange`, rule 4; the delay field: US 10,579,582). With \
`paired` it is `set_mux_pair`: the pair partner's multiplexer selects `source` too, the \
target's `muxpair_write_delay` cycles later, and both tiles store the 64-bit words \
(rule 3).",
    traits: [ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [],
    attributes: [
        at: "`i64` >= 0, issue cycle",
        delay: "`i32`, 0 ..= the target's `set_mux_max_delay`",
        source: "`i32`, the sending tile (not this one)",
        addr: "`i32`, first byte address written (4-byte aligned; 8 when paired)",
        words: "`i32` >= 0, 32-bit words received (even when paired); 0 switches the multiplexer off (no sender selected; `source` and `addr` are then ignored)",
        paired: "unit, optional: `set_mux_pair`, 64-bit mode for the tile and its pair partner",
    ],
    rules: [
        "the parent is a `tile_asm.exchange`",
        "`at` >= 0; `delay` in 0 ..= the target's maximum; `source` below the tile count and not the tile itself",
        "`words` >= 0 (0: switch off); `addr` a multiple of 4 bytes (8 bytes and an even word count when paired, on a target with paired exchange)",
    ],
    hooks: {verify: verify::verify_set_mux, parse: syntax::parse_set_mux, print: syntax::print_set_mux},
    example: "tile_asm.set_mux at 20 delay 3 source 0 addr 0x80100 words 64",
}

// ===== records ====================================================================================

/// An `i32`-typed integer attribute.
fn i32_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.i32(), i128::from(v))
}

/// The `i32` and `i64` integer attributes already built, by value, for building many
/// instructions: each distinct value is interned in the [`Context`] once per cache. The
/// context hands out one handle per value whatever the cache holds, so recipes built with
/// or without a cache (or with one per thread) are the same.
#[derive(Debug, Default)]
pub struct IntAttrCache {
    i32: rustc_hash::FxHashMap<i64, Attribute>,
    i64: rustc_hash::FxHashMap<i64, Attribute>,
}

impl IntAttrCache {
    /// `v : i32` (truncated to 32 bits, as [`Context::int_attr`] does).
    pub fn i32(&mut self, ctx: &Context, v: i64) -> Attribute {
        *self.i32.entry(v).or_insert_with(|| i32_attr(ctx, v))
    }

    /// `v : i64`.
    pub fn i64(&mut self, ctx: &Context, v: i64) -> Attribute {
        *self.i64.entry(v).or_insert_with(|| ctx.i64_attr(v))
    }
}

/// A non-negative integer attribute as `u32`.
fn u32_of(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<u32> {
    ir.attr(ctx, op, name)
        .and_then(|a| int_value(ctx, a))
        .and_then(|v| u32::try_from(v).ok())
}

/// The single block of `op`'s first region.
fn body(ir: &Ir, op: OpId) -> Option<BlockId> {
    ir.regions(op).first().and_then(|&r| ir.entry_block(r))
}

/// Creates a detached op with one empty single-block region.
fn region_op(ctx: &Context, ir: &mut Ir, st: OperationState) -> OpId {
    let region = ir.create_region();
    ir.append_new_block(region, &[]);
    ir.create_op(ctx, st.with_regions(&[region]))
}

/// Which elements of a program input or output a [`Data`] holds (the package's
/// `PieceLayout`, spelled as the dialect's attributes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostPiece {
    /// `true` for an output, `false` for an input.
    pub output: bool,
    /// Position of the input or output.
    pub index: u32,
    /// `"contiguous"`, `"block"`, `"amp_block"` or `"amp_weight_block"`.
    pub layout: String,
    /// The layout's numbers (2 for `"contiguous"`, else 4).
    pub piece: Vec<i64>,
    /// Contracted-dimension block (AMP layouts; 0 otherwise).
    pub block_k: u32,
    /// Output-column block (`"amp_weight_block"`; 0 otherwise).
    pub block_n: u32,
    /// The tensor's element type.
    pub element_type: Type,
}

/// The known `layout` spellings and their `piece` lengths.
pub const LAYOUTS: [(&str, usize); 4] = [
    ("contiguous", 2),
    ("block", 4),
    ("amp_block", 4),
    ("amp_weight_block", 4),
];

/// The data of one `tile_asm.data`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Data {
    /// What it holds.
    pub name: String,
    /// First byte address.
    pub addr: u32,
    /// Bytes.
    pub bytes: u32,
    /// Initial bytes: a dense `i8` elements attribute (`None`: unwritten).
    pub init: Option<Attribute>,
    /// Host I/O, if any.
    pub host: Option<HostPiece>,
}

impl DataOp {
    /// Reads the declaration; `None` if an attribute is missing or malformed.
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<Data> {
        let op = self.0;
        let host = match ir.attr(ctx, op, "host") {
            None => None,
            Some(h) => {
                let output = match string_value(ctx, h)?.as_str() {
                    "input" => false,
                    "output" => true,
                    _ => return None,
                };
                let opt = |n| match ir.attr(ctx, op, n) {
                    None => Some(0),
                    Some(_) => u32_of(ctx, ir, op, n),
                };
                Some(HostPiece {
                    output,
                    index: u32_of(ctx, ir, op, "host_index")?,
                    layout: ir
                        .attr(ctx, op, "layout")
                        .and_then(|a| string_value(ctx, a))?,
                    piece: ir.attr(ctx, op, "piece").and_then(|a| int_array(ctx, a))?,
                    block_k: opt("block_k")?,
                    block_n: opt("block_n")?,
                    element_type: ir
                        .attr(ctx, op, "element_type")
                        .and_then(|a| ctx.type_value(a))?,
                })
            }
        };
        Some(Data {
            name: ir
                .attr(ctx, op, "name")
                .and_then(|a| string_value(ctx, a))?,
            addr: u32_of(ctx, ir, op, "at")?,
            bytes: u32_of(ctx, ir, op, "bytes")?,
            init: ir.attr(ctx, op, "init"),
            host,
        })
    }

    /// The initial bytes (`bytes` of them), if `init` is present and well-formed.
    pub fn init_bytes(self, ctx: &Context, ir: &Ir) -> Option<Vec<u8>> {
        let bytes = u32_of(ctx, ir, self.0, "bytes")? as usize;
        init_bytes(ctx, ir.attr(ctx, self.0, "init")?, bytes)
    }
}

/// The bytes of an `init` attribute for `n` bytes: a dense elements attribute of 8-bit
/// integers with `n` elements or a splat.
pub fn init_bytes(ctx: &Context, a: Attribute, n: usize) -> Option<Vec<u8>> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elt = ctx.element_type(*ty)?;
    if ctx.int_or_float_bit_width(elt) != Some(8) || ctx.shape(*ty)?.len() != 1 {
        return None;
    }
    match (*splat, data.len()) {
        (true, 1) => Some(vec![data[0]; n]),
        (false, len) if len == n => Some(data.to_vec()),
        _ => None,
    }
}

/// An `init` attribute holding `data` (a splat when every byte is the same).
pub fn init_attr(ctx: &Context, data: &[u8]) -> Attribute {
    let ty = ctx.tensor_type(&[data.len() as i64], ctx.int_type(8));
    let splat = !data.is_empty() && data.iter().all(|&b| b == data[0]);
    let stored: std::sync::Arc<[u8]> = if splat { data[..1].into() } else { data.into() };
    ctx.dense_elements(ty, splat, stored)
}

impl Data {
    /// The recipe of a `tile_asm.data` with these fields.
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        let mut st = OperationState::named(ctx, DataOp::NAME, loc)
            .with_attr(ctx, "name", ctx.string_attr(&self.name))
            .with_attr(ctx, "at", i32_attr(ctx, i64::from(self.addr)))
            .with_attr(ctx, "bytes", i32_attr(ctx, i64::from(self.bytes)));
        if let Some(i) = self.init {
            st.add_attr(ctx, "init", i);
        }
        if let Some(h) = &self.host {
            let kind = if h.output { "output" } else { "input" };
            st.add_attr(ctx, "host", ctx.string_attr(kind));
            st.add_attr(ctx, "host_index", i32_attr(ctx, i64::from(h.index)));
            st.add_attr(ctx, "layout", ctx.string_attr(&h.layout));
            st.add_attr(ctx, "piece", ctx.dense_i64_array(&h.piece));
            if h.block_k > 0 {
                st.add_attr(ctx, "block_k", i32_attr(ctx, i64::from(h.block_k)));
            }
            if h.block_n > 0 {
                st.add_attr(ctx, "block_n", i32_attr(ctx, i64::from(h.block_n)));
            }
            st.add_attr(ctx, "element_type", ctx.type_attr(h.element_type));
        }
        st
    }
}

/// The data of one `tile_asm.call`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// Catalogue name.
    pub codelet: String,
    /// Worker contexts.
    pub workers: u32,
    /// Call shape.
    pub m: u32,
    /// Call shape.
    pub n: u32,
    /// Call shape.
    pub k: u32,
    /// Operands: (address, bytes, element type), in contract order.
    pub operands: Vec<(u32, u32, Type)>,
}

impl CallOp {
    /// Reads the call; `None` if an attribute is missing or malformed.
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<Call> {
        let op = self.0;
        let addrs = ir.attr(ctx, op, "addrs").and_then(|a| int_array(ctx, a))?;
        let sizes = ir.attr(ctx, op, "sizes").and_then(|a| int_array(ctx, a))?;
        let dtypes: Vec<Type> = match ctx.attr_kind(ir.attr(ctx, op, "dtypes")?) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&a| ctx.type_value(a))
                .collect::<Option<_>>()?,
            _ => return None,
        };
        if addrs.len() != sizes.len() || addrs.len() != dtypes.len() {
            return None;
        }
        let operands = addrs
            .iter()
            .zip(&sizes)
            .zip(dtypes)
            .map(|((&a, &s), t)| Some((u32::try_from(a).ok()?, u32::try_from(s).ok()?, t)))
            .collect::<Option<_>>()?;
        Some(Call {
            codelet: ir
                .attr(ctx, op, "codelet")
                .and_then(|a| string_value(ctx, a))?,
            workers: u32_of(ctx, ir, op, "workers")?,
            m: u32_of(ctx, ir, op, "m")?,
            n: u32_of(ctx, ir, op, "n")?,
            k: u32_of(ctx, ir, op, "k")?,
            operands,
        })
    }
}

impl Call {
    /// The recipe of a `tile_asm.call` with these fields.
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        let addrs: Vec<i32> = self.operands.iter().map(|o| o.0 as i32).collect();
        let sizes: Vec<i32> = self.operands.iter().map(|o| o.1 as i32).collect();
        let dtypes: Vec<Attribute> = self.operands.iter().map(|o| ctx.type_attr(o.2)).collect();
        OperationState::named(ctx, CallOp::NAME, loc)
            .with_attr(ctx, "codelet", ctx.string_attr(&self.codelet))
            .with_attr(ctx, "workers", i32_attr(ctx, i64::from(self.workers)))
            .with_attr(ctx, "m", i32_attr(ctx, i64::from(self.m)))
            .with_attr(ctx, "n", i32_attr(ctx, i64::from(self.n)))
            .with_attr(ctx, "k", i32_attr(ctx, i64::from(self.k)))
            .with_attr(ctx, "addrs", ctx.dense_i32_array(&addrs))
            .with_attr(ctx, "sizes", ctx.dense_i32_array(&sizes))
            .with_attr(ctx, "dtypes", ctx.array_attr(&dtypes))
    }
}

/// The data of one `tile_asm.send`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Send {
    /// Issue cycle.
    pub at: u64,
    /// First byte address.
    pub addr: u32,
    /// 32-bit words.
    pub words: u32,
    /// 64-bit mode.
    pub paired: bool,
}

impl SendOp {
    /// Reads the send; `None` if an attribute is missing or malformed.
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<Send> {
        let op = self.0;
        Some(Send {
            at: ir
                .attr(ctx, op, "at")
                .and_then(|a| int_value(ctx, a))
                .and_then(|v| u64::try_from(v).ok())?,
            addr: u32_of(ctx, ir, op, "addr")?,
            words: u32_of(ctx, ir, op, "words")?,
            paired: ir.attr(ctx, op, "paired").is_some(),
        })
    }
}

impl Send {
    /// The recipe of a `tile_asm.send` with these fields.
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        self.to_state_cached(ctx, loc, &mut IntAttrCache::default())
    }

    /// [`Send::to_state`], taking its integer attributes from `ints` (the same recipe).
    pub fn to_state_cached(
        &self,
        ctx: &Context,
        loc: Location,
        ints: &mut IntAttrCache,
    ) -> OperationState {
        let mut st = OperationState::named(ctx, SendOp::NAME, loc)
            .with_attr(ctx, "at", ints.i64(ctx, self.at as i64))
            .with_attr(ctx, "addr", ints.i32(ctx, i64::from(self.addr)))
            .with_attr(ctx, "words", ints.i32(ctx, i64::from(self.words)));
        if self.paired {
            st.add_attr(ctx, "paired", ctx.unit_attr());
        }
        st
    }
}

/// The data of one `tile_asm.set_mux`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetMux {
    /// Issue cycle.
    pub at: u64,
    /// Delay field, cycles.
    pub delay: u32,
    /// The selected sender.
    pub source: u32,
    /// First byte address written.
    pub addr: u32,
    /// 32-bit words received.
    pub words: u32,
    /// `set_mux_pair`.
    pub paired: bool,
}

impl SetMuxOp {
    /// Reads the instruction; `None` if an attribute is missing or malformed.
    pub fn info(self, ctx: &Context, ir: &Ir) -> Option<SetMux> {
        let op = self.0;
        Some(SetMux {
            at: ir
                .attr(ctx, op, "at")
                .and_then(|a| int_value(ctx, a))
                .and_then(|v| u64::try_from(v).ok())?,
            delay: u32_of(ctx, ir, op, "delay")?,
            source: u32_of(ctx, ir, op, "source")?,
            addr: u32_of(ctx, ir, op, "addr")?,
            words: u32_of(ctx, ir, op, "words")?,
            paired: ir.attr(ctx, op, "paired").is_some(),
        })
    }
}

impl SetMux {
    /// The recipe of a `tile_asm.set_mux` with these fields.
    pub fn to_state(&self, ctx: &Context, loc: Location) -> OperationState {
        self.to_state_cached(ctx, loc, &mut IntAttrCache::default())
    }

    /// [`SetMux::to_state`], taking its integer attributes from `ints` (the same recipe).
    pub fn to_state_cached(
        &self,
        ctx: &Context,
        loc: Location,
        ints: &mut IntAttrCache,
    ) -> OperationState {
        let mut st = OperationState::named(ctx, SetMuxOp::NAME, loc)
            .with_attr(ctx, "at", ints.i64(ctx, self.at as i64))
            .with_attr(ctx, "delay", ints.i32(ctx, i64::from(self.delay)))
            .with_attr(ctx, "source", ints.i32(ctx, i64::from(self.source)))
            .with_attr(ctx, "addr", ints.i32(ctx, i64::from(self.addr)))
            .with_attr(ctx, "words", ints.i32(ctx, i64::from(self.words)));
        if self.paired {
            st.add_attr(ctx, "paired", ctx.unit_attr());
        }
        st
    }
}

/// One step of a program, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `tile_asm.phase @name`.
    Phase {
        /// Its name.
        name: String,
        /// The scheduler's endpoint lower bound, cycles (0 if absent).
        endpoint_lower_bound: u64,
        /// The scheduled horizon, cycles (`None` if absent).
        horizon: Option<u64>,
    },
    /// `tile_asm.compute_set @name`.
    ComputeSet {
        /// Its name.
        name: String,
    },
    /// `tile_asm.sync`.
    Sync,
}

impl ProgramOp {
    /// Creates a detached, empty `tile_asm.program @name`.
    pub fn build(
        ctx: &Context,
        ir: &mut Ir,
        loc: Location,
        name: &str,
        target: Option<&str>,
        function: Option<&str>,
    ) -> ProgramOp {
        let mut st = OperationState::named(ctx, ProgramOp::NAME, loc).with_attr(
            ctx,
            "sym_name",
            ctx.string_attr(name),
        );
        if let Some(t) = target {
            st.add_attr(ctx, "target", ctx.string_attr(t));
        }
        if let Some(f) = function {
            st.add_attr(ctx, "function", ctx.symbol_ref(f));
        }
        ProgramOp(region_op(ctx, ir, st))
    }

    /// The block holding the steps and tiles.
    pub fn body(self, ir: &Ir) -> Option<BlockId> {
        body(ir, self.0)
    }

    /// The target governing the program (its own or `ipu21`).
    pub fn target_name(self, ctx: &Context, ir: &Ir) -> String {
        crate::exchange::target::target_name_of(ctx, ir, self.0, true)
    }

    /// The graph-level function it computes, if named.
    pub fn function(self, ctx: &Context, ir: &Ir) -> Option<String> {
        let a = ir.attr(ctx, self.0, "function")?;
        symbol_ref(ctx, a).map(|i| ctx.ident_str(i).to_string())
    }

    /// The steps, in order (malformed declarations are skipped).
    pub fn steps(self, ctx: &Context, ir: &Ir) -> Vec<Step> {
        let Some(b) = self.body(ir) else {
            return Vec::new();
        };
        let name = |op| {
            ir.attr(ctx, op, "sym_name")
                .and_then(|a| string_value(ctx, a))
        };
        let cycles = |op, n| {
            ir.attr(ctx, op, n)
                .and_then(|a| int_value(ctx, a))
                .and_then(|v| u64::try_from(v).ok())
        };
        ir.block_ops(b)
            .filter_map(|op| match ctx.op_name_str(ir.name(op)) {
                PhaseOp::NAME => Some(Step::Phase {
                    name: name(op)?,
                    endpoint_lower_bound: cycles(op, "endpoint_lower_bound").unwrap_or(0),
                    horizon: cycles(op, "horizon"),
                }),
                ComputeSetOp::NAME => Some(Step::ComputeSet { name: name(op)? }),
                SyncOp::NAME => Some(Step::Sync),
                _ => None,
            })
            .collect()
    }

    /// The tiles' programs, in block order.
    pub fn tiles(self, ctx: &Context, ir: &Ir) -> Vec<TileOp> {
        match self.body(ir) {
            Some(b) => ir
                .block_ops(b)
                .filter_map(|o| TileOp::cast(ctx, ir, o))
                .collect(),
            None => Vec::new(),
        }
    }
}

/// A step declaration's recipe: `tile_asm.phase`, `tile_asm.compute_set` or `tile_asm.sync`.
pub fn step_state(ctx: &Context, loc: Location, step: &Step) -> OperationState {
    match step {
        Step::Phase {
            name,
            endpoint_lower_bound,
            horizon,
        } => {
            let mut st = OperationState::named(ctx, PhaseOp::NAME, loc)
                .with_attr(ctx, "sym_name", ctx.string_attr(name))
                .with_attr(
                    ctx,
                    "endpoint_lower_bound",
                    ctx.i64_attr(*endpoint_lower_bound as i64),
                );
            if let Some(h) = horizon {
                st.add_attr(ctx, "horizon", ctx.i64_attr(*h as i64));
            }
            st
        }
        Step::ComputeSet { name } => OperationState::named(ctx, ComputeSetOp::NAME, loc).with_attr(
            ctx,
            "sym_name",
            ctx.string_attr(name),
        ),
        Step::Sync => OperationState::named(ctx, SyncOp::NAME, loc),
    }
}

impl TileOp {
    /// Creates a detached, empty `tile_asm.tile TILE`.
    pub fn build(ctx: &Context, ir: &mut Ir, loc: Location, tile: u32) -> TileOp {
        let st = OperationState::named(ctx, TileOp::NAME, loc).with_attr(
            ctx,
            "tile",
            i32_attr(ctx, i64::from(tile)),
        );
        TileOp(region_op(ctx, ir, st))
    }

    /// The block holding the tile's ops.
    pub fn body(self, ir: &Ir) -> Option<BlockId> {
        body(ir, self.0)
    }

    /// The tile number.
    pub fn tile(self, ctx: &Context, ir: &Ir) -> Option<u32> {
        u32_of(ctx, ir, self.0, "tile")
    }

    /// `(code_address, code_bytes)` once `size-tile-code` has run.
    pub fn code(self, ctx: &Context, ir: &Ir) -> Option<(u32, u32)> {
        Some((
            u32_of(ctx, ir, self.0, "code_address")?,
            u32_of(ctx, ir, self.0, "code_bytes")?,
        ))
    }

    /// Records where the tile's code lives.
    pub fn set_code(self, ctx: &Context, ir: &mut Ir, address: u32, bytes: u32) {
        ir.set_attr(
            ctx,
            self.0,
            "code_address",
            i32_attr(ctx, i64::from(address)),
        );
        ir.set_attr(ctx, self.0, "code_bytes", i32_attr(ctx, i64::from(bytes)));
    }
}

/// Creates a detached `tile_asm.exchange @step` or `tile_asm.compute @step` (per `name`)
/// with an empty body; append instructions to its block.
pub fn group_op(ctx: &Context, ir: &mut Ir, loc: Location, name: &str, step: &str) -> OpId {
    let st = OperationState::named(ctx, name, loc).with_attr(ctx, "step", ctx.symbol_ref(step));
    region_op(ctx, ir, st)
}

/// The block of a region op of this dialect (program, tile, exchange, compute).
pub fn body_block(ir: &Ir, op: OpId) -> Option<BlockId> {
    body(ir, op)
}

/// The step a `tile_asm.exchange` or `tile_asm.compute` belongs to.
pub fn group_step(ctx: &Context, ir: &Ir, op: OpId) -> Option<String> {
    let a = ir.attr(ctx, op, "step")?;
    symbol_ref(ctx, a).map(|i| ctx.ident_str(i).to_string())
}
