//! Exchange tables: each tile's exchange program stored as rows of a table that the
//! supervisor walks, instead of one straight-line instruction sequence per `send` and
//! `set_mux` (the reference system's `exchange table and repeat patch storage` and
//! `screened exchange table geometry` events, `../shared/seeds/*.txt`).
//!
//! # The format (ours)
//!
//! No public document describes Graphcore's exchange-table format; this one is our own, and
//! every byte cost below is **ours** (a design choice of this compiler, not a device figure).
//! Words are 32 bits, the width the supervisor loads (`ld32`).
//!
//! For every phase a tile takes part in, the table holds a **phase header**
//! ([`PHASE_HEADER_BYTES`]: the send-row count and mux-row count, 16 bits each, and the 32-bit
//! offset of the rows) and two **streams** of rows, one for the tile's `send`s and one for its
//! `set_mux`es, each in issue order. The supervisor keeps a cursor in each stream and issues
//! whichever instruction is due first, so the two kinds do not break each other's repeats.
//!
//! A **row** describes one instruction, or a run of instructions of the same shape:
//!
//! | word | send row | mux row |
//! |---|---|---|
//! | 0 | Δcycle:16, words:13, paired:1, mode:2 | the same |
//! | 1 | address | address |
//! | 2 | — | source tile:16, delay:8, unused:8 |
//!
//! so a send row is [`SEND_ROW_BYTES`], a mux row [`MUX_ROW_BYTES`]. `Δcycle` is the issue
//! cycle's distance from the stream's previous instruction (the first from the phase start).
//! A `Δcycle` of 2^16 or more, or `words` of 2^13 or more, takes one extension word each
//! ([`EXTENSION_BYTES`]) holding the full value.
//!
//! `mode` says what follows the row:
//!
//! - *single*: nothing; the row is one instruction.
//! - *group repeat* (on the last row of a group of `g` consecutive rows, `1 <= g <=`
//!   [`MAX_GROUP`]): the repeat words ([`REPEAT_BYTES`]: count:16 and cycle step:16; the
//!   address step, signed 32; group rows:8, source step signed 16, 8 unused). The group's rows
//!   are issued `count` times; iteration `i` issues each of them `i × cycle step` cycles,
//!   `i × address step` bytes and `i × source step` tiles on from its row, with the row's
//!   words, paired flag and delay. This is **repeat compression**: consecutive instructions
//!   (or interleaved groups of them, such as a 4-word and an 8-word send alternating) whose
//!   cycles, addresses and sources step arithmetically become one group. A group **elides an
//!   arithmetic patch**: the per-instruction address list a non-arithmetic run needs (4
//!   bytes an instruction) is replaced by the step; [`TableStats::elided_arithmetic_patch_bytes`]
//!   counts those bytes.
//! - *patched repeat*: the repeat words (group rows 1), then one address word per repetition
//!   (the **repeat patch**, [`PATCH_ENTRY_BYTES`] each) in place of the address step: for runs
//!   whose cycles and sources step arithmetically but whose addresses do not.
//!   [`TableStats::uncompressed_repeat_patch_bytes`] counts the patch words.
//!
//! The encoder ([`encode_stream`]) chooses, by dynamic programming over the stream, the
//! fewest bytes among the rows that can start at each instruction: a single row, the longest
//! group repeat of each period up to [`MAX_GROUP`], the longest patched repeat. (Only the
//! longest run of each kind is a candidate, so it is not optimal over every possible cut,
//! only exact about what it produces: [`expand_stream`] gives back the instructions, and the
//! tests check the round trip.)
//!
//! # Addresses before storage placement
//!
//! `place-storage` screens the table before buffers have addresses: an address is then a
//! buffer (the [`Instruction::segment`]) and an offset in it. Steps are only taken within one
//! segment, so the screened table is never smaller than the placed one (placement can only
//! make more runs arithmetic, never fewer).
//!
//! # Cycles
//!
//! The table changes where the exchange program is stored, not when its instructions issue:
//! the device model's issue cycles per `send` and `set_mux` (a set-up cycle and the
//! instruction, `device/targets/*.toml`) stay as they are. ESTIMATE: the set-up cycle covers
//! reading the row's next fields (a post-incrementing `ld32`) and, in a repeat, adding the
//! steps; the schedule is unchanged and the simulator runs the same instructions.

/// Bytes of a phase header (ours).
pub const PHASE_HEADER_BYTES: u64 = 8;
/// Bytes of a send row (ours): the fields word and the address.
pub const SEND_ROW_BYTES: u64 = 8;
/// Bytes of a mux row (ours): a send row's words and the source/delay word.
pub const MUX_ROW_BYTES: u64 = 12;
/// Bytes of one extension word for a field too large for the row (ours).
pub const EXTENSION_BYTES: u64 = 4;
/// Bytes of the repeat words that end a group or start a patch (ours).
pub const REPEAT_BYTES: u64 = 12;
/// Most rows in a repeated group (ours; the field holds 255, the encoder's work grows with it).
pub const MAX_GROUP: usize = 8;
/// Bytes of one entry of a repeat patch: one address (ours).
pub const PATCH_ENTRY_BYTES: u64 = 4;
/// Largest `Δcycle` a row holds without an extension word (16 bits).
pub const ROW_CYCLE_LIMIT: u64 = 1 << 16;
/// Largest `words` a row holds without an extension word (13 bits).
pub const ROW_WORDS_LIMIT: u32 = 1 << 13;
/// Largest repeat count and cycle step (16 bits each).
pub const REPEAT_LIMIT: u64 = 1 << 16;
/// The reference system's limit on a tile's table fragments (`fragment_limit=16384` in the
/// seeds' `screened exchange table geometry` events): a tile with more instructions than this
/// in its exchange program is refused.
pub const FRAGMENT_LIMIT: u64 = 16_384;

/// The two streams of a tile's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// `send`.
    Send,
    /// `set_mux` / `set_mux_pair`.
    Mux,
}

/// One exchange instruction as the table stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Instruction {
    /// Issue cycle, from the phase start.
    pub at: u64,
    /// Address space of `addr`: 0 once storage is placed (tile addresses); before, the
    /// buffer the address is an offset in. Steps never cross segments.
    pub segment: u32,
    /// Byte address (or offset in the segment).
    pub addr: u32,
    /// 32-bit words.
    pub words: u32,
    /// 64-bit mode.
    pub paired: bool,
    /// Delay field (muxes; 0 for sends).
    pub delay: u32,
    /// Selected sender (muxes; 0 for sends).
    pub source: u32,
}

/// A row, or a group of rows that repeats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    /// One instruction, `delta` cycles after the stream's previous one.
    Single {
        /// The instruction.
        x: Instruction,
        /// Its distance from the stream's previous instruction.
        delta: u64,
    },
    /// `lanes` (one row each, in issue order) issued `count` times: iteration `i` issues
    /// every lane `i × cycle_step` cycles, `i × addr_step` bytes and `i × source_step` tiles
    /// on from the lane's own row.
    Group {
        /// The first iteration's instructions.
        lanes: Vec<Instruction>,
        /// The first lane's distance from the stream's previous instruction.
        delta: u64,
        /// Iterations (at least 2).
        count: u32,
        /// Cycles between iterations.
        cycle_step: u64,
        /// Bytes between iterations' addresses.
        addr_step: i64,
        /// Tiles between iterations' sources (muxes).
        source_step: i64,
    },
    /// `addrs.len()` instructions of `x`'s shape, `cycle_step` cycles and `source_step`
    /// tiles apart, at the listed addresses (the repeat patch; the first is `x`'s).
    Patched {
        /// The first instruction.
        x: Instruction,
        /// Its distance from the stream's previous instruction.
        delta: u64,
        /// Cycles between instructions.
        cycle_step: u64,
        /// Tiles between sources (muxes).
        source_step: i64,
        /// One address per instruction.
        addrs: Vec<u32>,
    },
}

/// Bytes of one row of `kind` for `x`, `delta` cycles after the previous instruction.
fn row_bytes(x: &Instruction, delta: u64, kind: Kind) -> u64 {
    let mut b = match kind {
        Kind::Send => SEND_ROW_BYTES,
        Kind::Mux => MUX_ROW_BYTES,
    };
    if delta >= ROW_CYCLE_LIMIT {
        b += EXTENSION_BYTES;
    }
    if x.words >= ROW_WORDS_LIMIT {
        b += EXTENSION_BYTES;
    }
    b
}

impl Row {
    /// Instructions the row stands for.
    pub fn count(&self) -> usize {
        match self {
            Row::Single { .. } => 1,
            Row::Group { lanes, count, .. } => lanes.len() * *count as usize,
            Row::Patched { addrs, .. } => addrs.len(),
        }
    }

    /// The row's bytes in the format of the module doc.
    pub fn bytes(&self, kind: Kind) -> u64 {
        match self {
            Row::Single { x, delta } => row_bytes(x, *delta, kind),
            Row::Group { lanes, delta, .. } => {
                let mut prev = lanes[0].at - delta;
                let mut b = REPEAT_BYTES;
                for l in lanes {
                    b += row_bytes(l, l.at - prev, kind);
                    prev = l.at;
                }
                b
            }
            Row::Patched {
                x, delta, addrs, ..
            } => row_bytes(x, *delta, kind) + REPEAT_BYTES + PATCH_ENTRY_BYTES * addrs.len() as u64,
        }
    }
}

/// Bytes and patch accounting of a table or stream.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableStats {
    /// Bytes of the table (headers and rows).
    pub bytes: u64,
    /// Instructions it stands for (the geometry's fragments).
    pub fragments: u64,
    /// Rows (a group counts one per lane).
    pub rows: u64,
    /// Bytes of the same table without repeats (every instruction a single row).
    pub uncompressed_bytes: u64,
    /// Bytes of patch lists stored (patched repeats).
    pub uncompressed_repeat_patch_bytes: u64,
    /// Bytes of patch lists the arithmetic repeats did not need (one address per
    /// instruction they stand for).
    pub elided_arithmetic_patch_bytes: u64,
}

impl TableStats {
    fn add(&mut self, o: TableStats) {
        self.bytes += o.bytes;
        self.fragments += o.fragments;
        self.rows += o.rows;
        self.uncompressed_bytes += o.uncompressed_bytes;
        self.uncompressed_repeat_patch_bytes += o.uncompressed_repeat_patch_bytes;
        self.elided_arithmetic_patch_bytes += o.elided_arithmetic_patch_bytes;
    }
}

/// The stats of a stream's rows.
pub fn stream_stats(rows: &[Row], kind: Kind) -> TableStats {
    let mut s = TableStats::default();
    for r in rows {
        s.bytes += r.bytes(kind);
        s.fragments += r.count() as u64;
        match r {
            Row::Single { .. } => s.rows += 1,
            Row::Group { lanes, .. } => {
                s.rows += lanes.len() as u64;
                s.elided_arithmetic_patch_bytes += PATCH_ENTRY_BYTES * r.count() as u64;
            }
            Row::Patched { addrs, .. } => {
                s.rows += 1;
                s.uncompressed_repeat_patch_bytes += PATCH_ENTRY_BYTES * addrs.len() as u64;
            }
        }
    }
    s
}

/// One phase of a tile: its sends and its multiplexer switches.
pub type PhaseInstructions = (Vec<Instruction>, Vec<Instruction>);

/// The stats of a tile's table: one `(sends, muxes)` pair of instruction lists per phase it
/// takes part in (phases with no instruction take no header).
pub fn tile_stats(phases: &[PhaseInstructions]) -> TableStats {
    let mut s = TableStats::default();
    for (sends, muxes) in phases {
        if sends.is_empty() && muxes.is_empty() {
            continue;
        }
        s.bytes += PHASE_HEADER_BYTES;
        s.uncompressed_bytes += PHASE_HEADER_BYTES;
        for (list, kind) in [(sends, Kind::Send), (muxes, Kind::Mux)] {
            s.add(stream_stats(&encode_stream(list, kind), kind));
            s.uncompressed_bytes += single_rows_bytes(list, kind);
        }
    }
    s
}

/// Bytes of `list` as single rows only (no repeats), in issue order.
pub fn single_rows_bytes(list: &[Instruction], kind: Kind) -> u64 {
    let mut at: Vec<u64> = list.iter().map(|x| x.at).collect();
    let mut sorted = list.to_vec();
    sorted.sort_by_key(|x| x.at);
    at.sort_unstable();
    sorted
        .iter()
        .enumerate()
        .map(|(k, x)| row_bytes(x, x.at - if k == 0 { 0 } else { at[k - 1] }, kind))
        .sum()
}

/// Whether `b` has the same shape as `a` (everything but cycle, address and source).
fn same_shape(a: &Instruction, b: &Instruction) -> bool {
    a.segment == b.segment && a.words == b.words && a.paired == b.paired && a.delay == b.delay
}

/// The step from `a` to `b` a repeat would take, if one can: (cycles, bytes, tiles), `None`
/// when the shapes differ or a step does not fit its field.
fn step(a: &Instruction, b: &Instruction, addresses: bool) -> Option<(u64, i64, i64)> {
    let cycles = b.at.checked_sub(a.at)?;
    let bytes = if addresses {
        i64::from(b.addr) - i64::from(a.addr)
    } else {
        0
    };
    let tiles = i64::from(b.source) - i64::from(a.source);
    (same_shape(a, b)
        && cycles < REPEAT_LIMIT
        && i32::try_from(bytes).is_ok()
        && i16::try_from(tiles).is_ok())
    .then_some((cycles, bytes, tiles))
}

/// For each `p`, how many positions from `p` on have the same step from `p - g` as `p` has
/// (0 where `p < g` or there is no step): the runs of a period-`g` repeat.
fn constant_steps(list: &[Instruction], g: usize, addresses: bool) -> Vec<usize> {
    let steps: Vec<Option<(u64, i64, i64)>> = (0..list.len())
        .map(|p| {
            p.checked_sub(g)
                .and_then(|q| step(&list[q], &list[p], addresses))
        })
        .collect();
    let mut same = vec![0usize; list.len() + 1];
    for p in (0..list.len()).rev() {
        if steps[p].is_some() {
            same[p] = 1 + if steps.get(p + 1) == Some(&steps[p]) {
                same[p + 1]
            } else {
                0
            };
        }
    }
    same
}

/// Encodes one stream (module doc): the fewest bytes over the rows that can start at each
/// instruction (a single row, the longest group repeat of each period up to [`MAX_GROUP`], the
/// longest patched repeat), by dynamic programming from the end. The list is taken in issue
/// order (sorted by cycle first, stably).
pub fn encode_stream(list: &[Instruction], kind: Kind) -> Vec<Row> {
    let mut list = list.to_vec();
    list.sort_by_key(|x| x.at);
    let n = list.len();
    let delta = |i: usize| list[i].at - if i == 0 { 0 } else { list[i - 1].at };
    let groups: Vec<Vec<usize>> = (1..=MAX_GROUP)
        .map(|g| constant_steps(&list, g, true))
        .collect();
    let patches = constant_steps(&list, 1, false);
    // best[i]: (bytes from i to the end, the row starting at i).
    let mut best: Vec<(u64, Option<Row>)> = vec![(0, None); n + 1];
    for i in (0..n).rev() {
        let single = Row::Single {
            x: list[i],
            delta: delta(i),
        };
        let mut choice = (single.bytes(kind) + best[i + 1].0, single);
        for (gi, same) in groups.iter().enumerate() {
            let g = gi + 1;
            if i + 2 * g > n || same[i + g] < g {
                continue;
            }
            // The run of instructions from `i + g` whose step from `g` back is the first's.
            let run = g + same[i + g];
            let count = (run / g).min(REPEAT_LIMIT as usize - 1);
            if count < 2 {
                continue;
            }
            let Some((cycle_step, addr_step, source_step)) = step(&list[i], &list[i + g], true)
            else {
                continue;
            };
            let row = Row::Group {
                lanes: list[i..i + g].to_vec(),
                delta: delta(i),
                count: count as u32,
                cycle_step,
                addr_step,
                source_step,
            };
            let total = row.bytes(kind) + best[i + count * g].0;
            if total < choice.0 {
                choice = (total, row);
            }
        }
        if i + 1 < n && patches[i + 1] >= 1 {
            let m = (1 + patches[i + 1]).min(REPEAT_LIMIT as usize - 1);
            if let Some((cycle_step, _, source_step)) = step(&list[i], &list[i + 1], false) {
                let row = Row::Patched {
                    x: list[i],
                    delta: delta(i),
                    cycle_step,
                    source_step,
                    addrs: list[i..i + m].iter().map(|y| y.addr).collect(),
                };
                let total = row.bytes(kind) + best[i + m].0;
                if total < choice.0 {
                    choice = (total, row);
                }
            }
        }
        best[i] = (choice.0, Some(choice.1));
    }
    let mut rows = Vec::new();
    let mut i = 0;
    while i < n {
        let Some(r) = best[i].1.clone() else { break };
        i += r.count();
        rows.push(r);
    }
    rows
}

/// The instructions a stream's rows stand for, in issue order (the inverse of
/// [`encode_stream`]).
pub fn expand_stream(rows: &[Row]) -> Vec<Instruction> {
    let mut out = Vec::new();
    let shift = |x: &Instruction, k: u64, cycles: u64, bytes: i64, tiles: i64| Instruction {
        at: x.at + k * cycles,
        addr: (i64::from(x.addr) + k as i64 * bytes) as u32,
        source: (i64::from(x.source) + k as i64 * tiles) as u32,
        ..*x
    };
    for r in rows {
        match r {
            Row::Single { x, .. } => out.push(*x),
            Row::Group {
                lanes,
                count,
                cycle_step,
                addr_step,
                source_step,
                ..
            } => {
                for k in 0..u64::from(*count) {
                    for l in lanes {
                        out.push(shift(l, k, *cycle_step, *addr_step, *source_step));
                    }
                }
            }
            Row::Patched {
                x,
                cycle_step,
                source_step,
                addrs,
                ..
            } => {
                for (k, &a) in addrs.iter().enumerate() {
                    let mut y = shift(x, k as u64, *cycle_step, 0, *source_step);
                    y.addr = a;
                    out.push(y);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn send(at: u64, addr: u32, words: u32) -> Instruction {
        Instruction {
            at,
            segment: 0,
            addr,
            words,
            paired: false,
            delay: 0,
            source: 0,
        }
    }

    fn mux(at: u64, source: u32, addr: u32, words: u32) -> Instruction {
        Instruction {
            delay: 1,
            source,
            ..send(at, addr, words)
        }
    }

    /// A small deterministic generator (xorshift64*), so the round trip is checked on many
    /// streams without a dependency.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    #[test]
    fn arithmetic_sends_become_one_repeated_row() {
        // Ten 4-word sends, one every 6 cycles from cycle 10, reading 16 bytes apart: by
        // hand, one send row (8 bytes) and the repeat words (12): 20 bytes, against 80 as
        // ten single rows. The elided patch is ten addresses, 40 bytes.
        let list: Vec<_> = (0..10)
            .map(|k| send(10 + 6 * k, 0x1000 + 16 * k as u32, 4))
            .collect();
        let rows = encode_stream(&list, Kind::Send);
        assert_eq!(rows.len(), 1);
        assert!(
            matches!(
                &rows[0],
                Row::Group { lanes, count: 10, cycle_step: 6, addr_step: 16, source_step: 0, .. }
                    if lanes.len() == 1
            ),
            "{rows:?}"
        );
        let s = stream_stats(&rows, Kind::Send);
        assert_eq!(s.bytes, 20);
        assert_eq!(s.fragments, 10);
        assert_eq!(s.elided_arithmetic_patch_bytes, 40);
        assert_eq!(s.uncompressed_repeat_patch_bytes, 0);
        assert_eq!(expand_stream(&rows), list);
    }

    #[test]
    fn interleaved_sends_repeat_as_a_group() {
        // A 4-word send at 8k from 0x100 + 0x30k and an 8-word send at 8k + 3 from
        // 0x110 + 0x30k, k = 0..5: twelve sends, 96 bytes as single rows; a group of two
        // rows repeated six times is 8 + 8 + 12 = 28 bytes.
        let mut list = Vec::new();
        for k in 0..6u64 {
            list.push(send(8 * k, 0x100 + 0x30 * k as u32, 4));
            list.push(send(8 * k + 3, 0x110 + 0x30 * k as u32, 8));
        }
        let rows = encode_stream(&list, Kind::Send);
        assert_eq!(stream_stats(&rows, Kind::Send).bytes, 28, "{rows:?}");
        assert_eq!(stream_stats(&rows, Kind::Send).rows, 2);
        assert_eq!(expand_stream(&rows), list);
    }

    #[test]
    fn a_tile_table_counts_headers_and_both_streams() {
        // Phase 1: sends at 0, 2, 4 (addr +8, 2 words): one repeat, 8 + 12 = 20 bytes.
        // Muxes from tiles 5, 6, 7 at cycles 30, 33, 36, writing 0x2000, 0x2010, 0x2020:
        // one mux repeat, 12 + 12 = 24 bytes. Header 8. Phase 2: one send whose Δcycle is
        // 70,000 (an extension word): 8 + 4 = 12, header 8. Phase 3: nothing, no header.
        // Total 20 + 24 + 8 + 12 + 8 = 72 bytes, 7 fragments, 3 rows.
        let p1 = (
            vec![send(0, 0x100, 2), send(2, 0x108, 2), send(4, 0x110, 2)],
            vec![
                mux(30, 5, 0x2000, 4),
                mux(33, 6, 0x2010, 4),
                mux(36, 7, 0x2020, 4),
            ],
        );
        let p2 = (vec![send(70_000, 0x100, 2)], vec![]);
        let s = tile_stats(&[p1, p2, (vec![], vec![])]);
        assert_eq!(s.bytes, 72);
        assert_eq!(s.fragments, 7);
        assert_eq!(s.rows, 3);
        assert_eq!(s.elided_arithmetic_patch_bytes, 24);
        // Without repeats: 3 × 8 + 3 × 12 + 8 = 68, and 12 + 8 = 20: 88 bytes.
        assert_eq!(s.uncompressed_bytes, 88);
    }

    #[test]
    fn irregular_addresses_take_a_patch_when_it_is_smaller() {
        // Six 1-word sends every 3 cycles at scattered addresses: singles would be 6 × 8 =
        // 48 bytes; a patched row is 8 + 12 + 6 × 4 = 44 bytes.
        let addrs = [0x400, 0x80, 0x900, 0x44, 0x300, 0x10];
        let list: Vec<_> = addrs
            .iter()
            .enumerate()
            .map(|(k, &a)| send(3 * k as u64, a, 1))
            .collect();
        let rows = encode_stream(&list, Kind::Send);
        assert_eq!(rows.len(), 1);
        let s = stream_stats(&rows, Kind::Send);
        assert_eq!(s.bytes, 44);
        assert_eq!(s.uncompressed_repeat_patch_bytes, 24);
        assert_eq!(expand_stream(&rows), list);
        // Three such sends: a patch (8 + 12 + 12 = 32) is larger than three singles (24).
        let rows = encode_stream(&list[..3], Kind::Send);
        assert_eq!(rows.len(), 3);
        assert_eq!(stream_stats(&rows, Kind::Send).bytes, 24);
    }

    #[test]
    fn segments_and_large_fields_break_runs() {
        // Same steps, but the third send is in another buffer: a repeat of two (20 bytes)
        // is larger than two rows (16), so three single rows, 24 bytes. Words of 2^13 take
        // an extension word.
        let mut list: Vec<_> = (0..3).map(|k| send(4 * k, 0x40 * k as u32, 2)).collect();
        list[2].segment = 1;
        let rows = encode_stream(&list, Kind::Send);
        assert_eq!(stream_stats(&rows, Kind::Send).bytes, 24, "{rows:?}");
        assert_eq!(expand_stream(&rows), list);
        let big = [send(0, 0, ROW_WORDS_LIMIT)];
        assert_eq!(
            stream_stats(&encode_stream(&big, Kind::Send), Kind::Send).bytes,
            12
        );
    }

    #[test]
    fn random_streams_round_trip_and_never_exceed_single_rows() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for case in 0..300 {
            let n = rng.below(60) as usize;
            let mut at = 0;
            let mut list = Vec::new();
            let kind = if case % 2 == 0 { Kind::Send } else { Kind::Mux };
            let (step, stride) = (1 + rng.below(8), 4 * rng.below(8) as u32);
            for k in 0..n {
                // Mostly regular, sometimes not.
                at += if rng.below(4) == 0 {
                    rng.below(100_000)
                } else {
                    step
                };
                let addr = if rng.below(3) == 0 {
                    4 * rng.below(1 << 16) as u32
                } else {
                    stride * k as u32
                };
                let mut x = send(at, addr, 1 + rng.below(3) as u32);
                if kind == Kind::Mux {
                    x.source = rng.below(4) as u32 + k as u32;
                    x.delay = 1;
                }
                list.push(x);
            }
            let rows = encode_stream(&list, kind);
            assert_eq!(expand_stream(&rows), list, "case {case}");
            let singles = single_rows_bytes(&list, kind);
            assert!(stream_stats(&rows, kind).bytes <= singles, "case {case}");
        }
    }
}
