//! `size-tile-code`: how many bytes of code each tile's program needs, and where it lives
//! (the reference system's `size_tile_code` phase and its `placing generated tile programs`
//! event).
//!
//! # Code size model
//!
//! IPU instructions are 32 bits wide (the Tile Vertex ISA documents; a few have 64-bit
//! forms, which this model does not use), so code is counted in 4-byte instructions. How
//! many instructions each operation of a tile program takes is our **estimate** (no public
//! source gives the supervisor code Poplar generates); the constants below are deliberately
//! generous:
//!
//! | what | instructions | why |
//! |---|---|---|
//! | the tile program itself | [`PROGRAM_INSTRUCTIONS`] | entry, stack set-up, the final return |
//! | a codelet call | [`CALL_INSTRUCTIONS`] | load the vertex-state pointer, `run` the workers, wait for them |
//! | a call's vertex state | 1 word per operand (address) + 3 (`m`, `n`, `k`) | data the worker reads, stored with the code |
//! | an exchange group | [`EXCHANGE_GROUP_INSTRUCTIONS`] | wait for the phase's start cycle, restore the multiplexer |
//! | the exchange program | the bytes of its exchange table ([`exchange_table`]: rows with repeat compression) and [`TABLE_INTERPRETER_INSTRUCTIONS`] for the code that walks it | the seeds' `exchange_table_bytes` |
//! | a `sync` | [`SYNC_INSTRUCTIONS`] | the `sync` instruction |
//!
//! # Placement
//!
//! The code goes in the target's code ranges (`ipu_device::MemoryMap::code_ranges`), outside
//! its reserved ranges and clear of every `tile_asm.data` of the tile, at the highest
//! 4-byte-aligned address that fits (`place-storage` fills non-interleaved memory from the
//! bottom, so code takes the top). The pass records `code_address` and `code_bytes` on each
//! `tile_asm.tile` and logs `placing generated tile programs` with the largest tile's code
//! and exchange bytes. A tile whose code does not fit is an error at the tile naming the
//! bytes needed and the largest free range. A tile whose exchange program has more than
//! [`exchange_table::FRAGMENT_LIMIT`] instructions gets a warning (the reference system's
//! `fragment_limit`).
//!
//! It logs the seeds' `exchange table and repeat patch storage exchange_table_bytes=...
//! maximum_uncompressed_repeat_patch_bytes=... maximum_elided_arithmetic_patch_bytes=...`
//! (each the largest over the tiles, with `geometry_fragments_per_tile` and
//! `rows_per_tile`) before `placing generated tile programs`, whose `generated_code_bytes` is
//! the largest tile's code without its table.

use std::collections::BTreeMap;

use ipu_device::{AddrRange, Region, Target};
use ipu_dialects::tile_asm_dialect::{
    CALL, CallOp, DataOp, EXCHANGE, ProgramOp, SEND, SET_MUX, SYNC, Send, SendOp, SetMux, SetMuxOp,
    TileOp, body_block,
};
use ipu_dialects::{Context, Diagnostic, Ir, OpId};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

pub mod exchange_table;

pub use exchange_table::{Instruction, TableStats};

/// Bytes per instruction (32-bit encodings).
pub const INSTRUCTION_BYTES: u32 = 4;
/// ESTIMATE: instructions of a tile program's entry and exit.
pub const PROGRAM_INSTRUCTIONS: u32 = 8;
/// ESTIMATE: supervisor instructions per codelet call.
pub const CALL_INSTRUCTIONS: u32 = 4;
/// ESTIMATE: instructions around one exchange phase (wait for the start, reset the mux).
pub const EXCHANGE_GROUP_INSTRUCTIONS: u32 = 2;
/// Instructions per `sync`.
pub const SYNC_INSTRUCTIONS: u32 = 1;
/// ESTIMATE: instructions of the exchange-table interpreter, once per tile with an exchange
/// program (two stream cursors, the row decode, the repeat and patch steps, the issue).
pub const TABLE_INTERPRETER_INSTRUCTIONS: u32 = 48;
/// ESTIMATE: supervisor instructions of the host exchange per host-written piece of a tile
/// (its stream's set-up: address, length, the receive). Reserved by `place-storage` as
/// package support memory, not part of the code this pass places.
pub const HOST_PIECE_INSTRUCTIONS: u32 = 4;
/// ESTIMATE: bytes of a host piece's descriptor (address and length, 32 bits each).
pub const HOST_PIECE_DATA_BYTES: u64 = 8;
/// ESTIMATE: bytes of profile counters per program step (one 32-bit cycle count).
pub const PROFILE_COUNTER_BYTES: u64 = 4;

/// The code of one tile, in bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CodeSize {
    /// Every byte of code, vertex state and exchange table.
    pub total: u32,
    /// Of which the exchange table ([`exchange_table`]).
    pub exchange: u32,
    /// The table's geometry and patch accounting.
    pub table: TableStats,
}

/// The table instruction of a `tile_asm.send` (placed: segment 0).
pub fn send_instruction(s: &Send) -> Instruction {
    Instruction {
        at: s.at,
        segment: 0,
        addr: s.addr,
        words: s.words,
        paired: s.paired,
        delay: 0,
        source: 0,
    }
}

/// The table instruction of a `tile_asm.set_mux` (placed: segment 0).
pub fn mux_instruction(m: &SetMux) -> Instruction {
    Instruction {
        at: m.at,
        segment: 0,
        addr: m.addr,
        words: m.words,
        paired: m.paired,
        delay: m.delay,
        source: m.source,
    }
}

/// Bytes of a tile's code without its exchange table, by the model of the module doc: one
/// entry of `calls` per codelet call (its operand count), `syncs` syncs, `groups` exchange
/// groups, and the table interpreter when the tile has an exchange table.
pub fn generated_code_bytes(calls: &[usize], syncs: u64, groups: u64, has_table: bool) -> u64 {
    let mut instructions = u64::from(PROGRAM_INSTRUCTIONS)
        + syncs * u64::from(SYNC_INSTRUCTIONS)
        + groups * u64::from(EXCHANGE_GROUP_INSTRUCTIONS);
    for &operands in calls {
        // The call, and its vertex state: one word per operand, and m, n, k.
        instructions += u64::from(CALL_INSTRUCTIONS) + operands as u64 + 3;
    }
    if has_table {
        instructions += u64::from(TABLE_INTERPRETER_INSTRUCTIONS);
    }
    instructions * u64::from(INSTRUCTION_BYTES)
}

/// The code size of `tile` under the model of the module doc: instructions, vertex state,
/// and the exchange table of its `send`s and `set_mux`es.
pub fn code_size(ctx: &Context, ir: &Ir, tile: TileOp) -> CodeSize {
    let mut calls = Vec::new();
    let (mut syncs, mut groups) = (0u64, 0u64);
    let mut phases: Vec<exchange_table::PhaseInstructions> = Vec::new();
    ir.walk(tile.0, ipu_dialects::WalkOrder::PreOrder, |op| {
        let name = ctx.op_name_str(ir.name(op));
        if name == CALL.name {
            calls.push(CallOp(op).info(ctx, ir).map_or(0, |c| c.operands.len()));
        } else if name == SEND.name {
            if let (Some(s), Some(p)) = (SendOp(op).info(ctx, ir), phases.last_mut()) {
                p.0.push(send_instruction(&s));
            }
        } else if name == SET_MUX.name {
            if let (Some(m), Some(p)) = (SetMuxOp(op).info(ctx, ir), phases.last_mut()) {
                p.1.push(mux_instruction(&m));
            }
        } else if name == SYNC.name {
            syncs += 1;
        } else if name == EXCHANGE.name {
            groups += 1;
            phases.push((Vec::new(), Vec::new()));
        }
    });
    let table = exchange_table::tile_stats(&phases);
    let code = generated_code_bytes(&calls, syncs, groups, table.fragments > 0);
    let total = code + table.bytes;
    CodeSize {
        total: u32::try_from(total).unwrap_or(u32::MAX),
        exchange: u32::try_from(table.bytes).unwrap_or(u32::MAX),
        table,
    }
}

/// The `size-tile-code` pass. See the module doc.
#[derive(Debug)]
pub struct SizeTileCode;

impl Pass for SizeTileCode {
    const NAME: &'static str = "size-tile-code";
    const TYPE_NAME: &'static str = "SizeTileCode";
    const SUMMARY: &'static str = "Size each tile's code and place it in the target's code ranges";
    const DESCRIPTION: &'static str = "Counts each `tile_asm.tile`'s code bytes (32-bit \
        instructions per call, exchange instruction, sync, plus vertex state; estimates documented \
        in the module) and places the code at the highest free address of the target's code ranges, \
        clear of the tile's data and reserved ranges; records `code_address` and `code_bytes`. A \
        tile whose code does not fit is an error naming the bytes.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-tiles",
            help: "Number of tile programs sized",
        },
        Statistic {
            name: "code-bytes",
            help: "Bytes of code over all tiles",
        },
    ];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(SizeTileCode)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let programs = cx
            .ir
            .collect_ops(op, |o| ProgramOp::cast(ctx, cx.ir, o).is_some());
        let mut changed = false;
        for p in programs {
            let program = ProgramOp(p);
            let name = program.target_name(ctx, cx.ir);
            let target = match cx.target() {
                Some(t) if cx.ir.attr(ctx, p, "target").is_none() => std::sync::Arc::clone(t),
                _ => cx.target_named(&name).map_err(|e| {
                    Diagnostic::error(cx.ir.loc(p), format!("'tile_asm.program' op {e}"))
                })?,
            };
            let mut max = CodeSize::default();
            let mut max_code = 0u32;
            let mut sum = 0u64;
            let mut errors = Vec::new();
            let tiles = program.tiles(ctx, cx.ir);
            for &t in &tiles {
                let size = code_size(ctx, cx.ir, t);
                if size.table.fragments > exchange_table::FRAGMENT_LIMIT {
                    cx.emit(Diagnostic::warning(
                        cx.ir.loc(t.0),
                        format!(
                            "'tile_asm.tile' op tile {} has {} exchange instructions, more than the \
                             exchange table's fragment limit {}",
                            t.tile(ctx, cx.ir).unwrap_or(u32::MAX),
                            size.table.fragments,
                            exchange_table::FRAGMENT_LIMIT
                        ),
                    ));
                }
                match place_code(ctx, cx.ir, t, size.total, &target) {
                    Ok(addr) => {
                        t.set_code(ctx, cx.ir, addr, size.total);
                        max.total = max.total.max(size.total);
                        max.exchange = max.exchange.max(size.exchange);
                        max_code = max_code.max(size.total - size.exchange);
                        let (m, s) = (&mut max.table, &size.table);
                        m.fragments = m.fragments.max(s.fragments);
                        m.rows = m.rows.max(s.rows);
                        m.uncompressed_repeat_patch_bytes = m
                            .uncompressed_repeat_patch_bytes
                            .max(s.uncompressed_repeat_patch_bytes);
                        m.elided_arithmetic_patch_bytes = m
                            .elided_arithmetic_patch_bytes
                            .max(s.elided_arithmetic_patch_bytes);
                        sum += u64::from(size.total);
                        changed = true;
                    }
                    Err(d) => errors.push(d),
                }
            }
            if !errors.is_empty() {
                return Err(errors.into());
            }
            cx.bump("num-tiles", tiles.len() as u64);
            cx.bump("code-bytes", sum);
            let ranges: Vec<String> = target
                .memory
                .code_ranges()
                .iter()
                .map(|r| format!("({}, {})", r.start, r.end))
                .collect();
            tracing::info!(
                exchange_table_bytes = max.exchange,
                maximum_uncompressed_repeat_patch_bytes = max.table.uncompressed_repeat_patch_bytes,
                maximum_elided_arithmetic_patch_bytes = max.table.elided_arithmetic_patch_bytes,
                geometry_fragments_per_tile = max.table.fragments,
                rows_per_tile = max.table.rows,
                "exchange table and repeat patch storage"
            );
            tracing::info!(
                tiles = tiles.len(),
                generated_code_bytes = max_code,
                exchange_table_bytes = max.exchange,
                executable_ranges = %format!("[{}]", ranges.join(", ")),
                "placing generated tile programs"
            );
        }
        Ok(Preserved::unless_changed(changed))
    }
}

/// The highest 4-byte-aligned address where `bytes` of code fit on `tile` (module doc).
///
/// Errors (the user's program does not fit), at the tile: the bytes needed and the largest
/// free range.
fn place_code(
    ctx: &Context,
    ir: &Ir,
    tile: TileOp,
    bytes: u32,
    target: &Target,
) -> Result<u32, Diagnostic> {
    let number = tile.tile(ctx, ir).unwrap_or(u32::MAX);
    // Occupied: the tile's data; free: the code ranges within usable standard memory.
    let mut used: Vec<AddrRange> = Vec::new();
    if let Some(b) = body_block(ir, tile.0) {
        for op in ir.block_ops(b) {
            if let Some(d) = DataOp::cast(ctx, ir, op).and_then(|d| d.info(ctx, ir))
                && let Some(r) = AddrRange::with_len(d.addr, d.bytes)
            {
                used.push(r);
            }
        }
    }
    used.sort_by_key(|r| (r.start, r.end));
    let usable = target.memory.available(Region::NonInterleaved);
    let mut free: BTreeMap<u32, u32> = BTreeMap::new();
    for code in target.memory.code_ranges() {
        for u in &usable {
            let lo = code.start.max(u.start);
            let hi = code.end.min(u.end);
            if lo >= hi {
                continue;
            }
            // Subtract the data.
            let mut cursor = lo;
            for r in &used {
                if r.end <= cursor || r.start >= hi {
                    continue;
                }
                if r.start > cursor {
                    free.insert(cursor, r.start);
                }
                cursor = cursor.max(r.end);
            }
            if cursor < hi {
                free.insert(cursor, hi);
            }
        }
    }
    let align = target.memory.alignment(ipu_device::Access::Code);
    let fits = free.iter().rev().find_map(|(&lo, &hi)| {
        let start = hi.checked_sub(bytes)? / align * align;
        (start >= lo).then_some(start)
    });
    fits.ok_or_else(|| {
        let largest = free.iter().map(|(lo, hi)| hi - lo).max().unwrap_or(0);
        Diagnostic::error(
            ir.loc(tile.0),
            format!(
                "'tile_asm.tile' op tile {number} needs {bytes} bytes of code, but its largest free code range holds {largest} bytes"
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ipu_dialects::{Module, PrintFlags};

    /// Runs the pass on `input` and returns the tiles' `code_address`/`code_bytes` lines, or
    /// the error.
    fn check(input: &str, expect: &str) {
        let mut ctx = Context::new();
        ipu_dialects::register_all_dialects(&mut ctx);
        let mut module = Module::parse(&ctx, "in.mlir", input.as_bytes()).expect("parses");
        assert!(module.verify(&ctx).is_empty(), "input verifies");
        let pipeline = crate::parse_pass_list(&crate::REGISTRY, "size-tile-code").expect("known");
        let report =
            crate::PassManager::new(pipeline, crate::RunOptions::default()).run(&ctx, &mut module);
        let got = if report.failed {
            report
                .diagnostics
                .iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
                .join("\n")
        } else {
            module
                .print(&ctx, &PrintFlags::default())
                .lines()
                .map(str::trim)
                .filter(|l| l.starts_with("tile "))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(got, expect.trim());
    }

    #[test]
    fn code_goes_at_the_top_of_standard_memory() {
        // Tile 0: program 8 + sync 1 + exchange group 2 + table interpreter 48 = 59 words =
        // 236 bytes, and its table: a phase header (8) and one single send row (8): 252.
        // Tile 1: program 8 + sync 1 + compute call 4 + state (3 operands + 3) = 19 words.
        check(
            r#"
tile_asm.program @p {
  tile_asm.phase @p0 endpoint_lower_bound 49 horizon 49
  tile_asm.sync
  tile_asm.compute_set @cs0
  tile_asm.tile 0 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.exchange @p0 {
      tile_asm.send at 0 addr 0x80000 words 32
    }
    tile_asm.sync
  }
  tile_asm.tile 1 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.data "y" at 0x7FF80 bytes 128
    tile_asm.sync
    tile_asm.compute @cs0 {
      tile_asm.call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x7FF80 bytes 128 : f16)
    }
  }
}
"#,
            "tile 0 code_address 0x7ff04 code_bytes 252 {\n\
             tile 1 code_address 0x7ff34 code_bytes 76 {",
        );
    }

    #[test]
    fn a_tile_beyond_the_fragment_limit_is_warned_about_at_the_tile() {
        let n = exchange_table::FRAGMENT_LIMIT + 1;
        let mut text = format!(
            "tile_asm.program @p {{\n  tile_asm.phase @p0 endpoint_lower_bound 1 horizon {}\n  \
             tile_asm.tile 0 {{\n    tile_asm.data \"x\" at 0x60000 bytes 4\n    tile_asm.exchange @p0 {{\n",
            2 * n + 1
        );
        for i in 0..n {
            text.push_str(&format!(
                "      tile_asm.send at {} addr 0x60000 words 1\n",
                2 * i
            ));
        }
        text.push_str("    }\n  }\n}\n");
        let mut ctx = Context::new();
        ipu_dialects::register_all_dialects(&mut ctx);
        let mut module = Module::parse(&ctx, "in.mlir", text.as_bytes()).expect("parses");
        let pipeline = crate::parse_pass_list(&crate::REGISTRY, "size-tile-code").expect("known");
        let report =
            crate::PassManager::new(pipeline, crate::RunOptions::default()).run(&ctx, &mut module);
        assert!(!report.failed);
        let warnings: Vec<_> = report
            .diagnostics
            .iter()
            .map(|d| {
                let mut out = String::new();
                d.render(&ctx, &ipu_dialects::SourceMap::default(), &mut out);
                (out, d.severity)
            })
            .collect();
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert_eq!(warnings[0].1, ipu_dialects::Severity::Warning);
        assert!(
            warnings[0].0.starts_with(
                "in.mlir:3:3: warning: 'tile_asm.tile' op tile 0 has 16385 exchange instructions, \
                 more than the exchange table's fragment limit 16384"
            ),
            "{warnings:?}"
        );
    }
}
