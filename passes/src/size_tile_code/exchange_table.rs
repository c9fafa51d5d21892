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
//! - *repeat*: a repeat word (count:16, cycle step:16) and an address step word (signed),
//!   plus for mux rows a source step word (signed 16 bits, 16 unused): [`SEND_REPEAT_BYTES`],
//!   [`MUX_REPEAT_BYTES`]. Repetition `i` issues at `Δcycle + i × cycle step` after the
//!   previous, reads/writes `address + i × address step`, selects `source + i × source step`,
//!   with the row's words, paired flag and delay. This is **repeat compression**: consecutive
//!   instructions whose cycles, addresses and sources step arithmetically become one row.
//!   A repeated row **elides an arithmetic patch**: the per-repetition address list a
//!   non-arithmetic run needs (4 bytes a repetition) is replaced by the step;
//!   [`TableStats::elided_arithmetic_patch_bytes`] counts those bytes.
//! - *patched repeat*: the repeat words, then one address word per repetition (the **repeat
//!   patch**, [`PATCH_ENTRY_BYTES`] each) in place of the address step: for runs whose cycles
//!   and sources step arithmetically but whose addresses do not.
//!   [`TableStats::uncompressed_repeat_patch_bytes`] counts the patch words.
//!
//! The encoder ([`encode_stream`]) is greedy: from each instruction it takes the longest
//! arithmetic run if it holds at least [`MIN_REPEAT`] instructions, else the longest patched
//! run if that is smaller than as many single rows, else a single row. It is not optimal
//! (a run cut short might let a longer one start later), only exact about what it produces:
//! [`expand_stream`] gives back the instructions, and the tests check the round trip.
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
/// Bytes of a send row's repeat words: count and cycle step, address step (ours).
pub const SEND_REPEAT_BYTES: u64 = 8;
/// Bytes of a mux row's repeat words: a send row's and the source step (ours).
pub const MUX_REPEAT_BYTES: u64 = 12;
/// Bytes of one entry of a repeat patch: one address (ours).
pub const PATCH_ENTRY_BYTES: u64 = 4;
/// The fewest instructions an arithmetic repeat row stands for (two cost as much as two rows).
pub const MIN_REPEAT: usize = 3;
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

/// How a row continues (the `mode` field).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Repeat {
    /// One instruction.
    Single,
    /// `count` instructions, each `cycle_step` cycles after the previous, the address
    /// `addr_step` bytes on, the source `source_step` tiles on.
    Arithmetic {
        /// Instructions in the run (at least [`MIN_REPEAT`]).
        count: u32,
        /// Cycles between issues.
        cycle_step: u64,
        /// Bytes between addresses.
        addr_step: i64,
        /// Tiles between sources (muxes).
        source_step: i64,
    },
    /// `addrs.len()` instructions at the cycle and source steps, at the listed addresses.
    Patched {
        /// Cycles between issues.
        cycle_step: u64,
        /// Tiles between sources (muxes).
        source_step: i64,
        /// One address per instruction (the first is the row's).
        addrs: Vec<u32>,
    },
}

/// A row of a stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The first instruction of the row.
    pub first: Instruction,
    /// Its distance from the stream's previous instruction (the phase start for the first).
    pub delta: u64,
    /// What follows.
    pub repeat: Repeat,
}

impl Row {
    /// Instructions the row stands for.
    pub fn count(&self) -> usize {
        match &self.repeat {
            Repeat::Single => 1,
            Repeat::Arithmetic { count, .. } => *count as usize,
            Repeat::Patched { addrs, .. } => addrs.len(),
        }
    }

    /// The row's bytes in the format of the module doc.
    pub fn bytes(&self, kind: Kind) -> u64 {
        let (row, repeat) = match kind {
            Kind::Send => (SEND_ROW_BYTES, SEND_REPEAT_BYTES),
            Kind::Mux => (MUX_ROW_BYTES, MUX_REPEAT_BYTES),
        };
        let mut b = row;
        if self.delta >= ROW_CYCLE_LIMIT {
            b += EXTENSION_BYTES;
        }
        if self.first.words >= ROW_WORDS_LIMIT {
            b += EXTENSION_BYTES;
        }
        match &self.repeat {
            Repeat::Single => b,
            Repeat::Arithmetic { .. } => b + repeat,
            Repeat::Patched { addrs, .. } => b + repeat + PATCH_ENTRY_BYTES * addrs.len() as u64,
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
    /// Rows.
    pub rows: u64,
    /// Bytes of patch lists stored (patched repeats).
    pub uncompressed_repeat_patch_bytes: u64,
    /// Bytes of patch lists the arithmetic repeats did not need.
    pub elided_arithmetic_patch_bytes: u64,
}

impl TableStats {
    fn add(&mut self, o: TableStats) {
        self.bytes += o.bytes;
        self.fragments += o.fragments;
        self.rows += o.rows;
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
        s.rows += 1;
        match &r.repeat {
            Repeat::Single => {}
            Repeat::Arithmetic { count, .. } => {
                s.elided_arithmetic_patch_bytes += PATCH_ENTRY_BYTES * u64::from(*count);
            }
            Repeat::Patched { addrs, .. } => {
                s.uncompressed_repeat_patch_bytes += PATCH_ENTRY_BYTES * addrs.len() as u64;
            }
        }
    }
    s
}

/// The stats of a tile's table: one `(sends, muxes)` pair of instruction lists per phase it
/// takes part in (phases with no instruction take no header).
pub fn tile_stats(phases: &[(Vec<Instruction>, Vec<Instruction>)]) -> TableStats {
    let mut s = TableStats::default();
    for (sends, muxes) in phases {
        if sends.is_empty() && muxes.is_empty() {
            continue;
        }
        s.bytes += PHASE_HEADER_BYTES;
        s.add(stream_stats(&encode_stream(sends, Kind::Send), Kind::Send));
        s.add(stream_stats(&encode_stream(muxes, Kind::Mux), Kind::Mux));
    }
    s
}

/// Whether `b` has the same shape as `a` (everything but cycle, address and source).
fn same_shape(a: &Instruction, b: &Instruction) -> bool {
    a.segment == b.segment && a.words == b.words && a.paired == b.paired && a.delay == b.delay
}

/// The longest run from `i` whose cycles and sources step arithmetically (and, with
/// `addresses`, addresses too), at most [`REPEAT_LIMIT`] - 1 long; its length and steps.
fn run_from(list: &[Instruction], i: usize, addresses: bool) -> (usize, u64, i64, i64) {
    let a = &list[i];
    let Some(b) = list.get(i + 1).filter(|b| same_shape(a, b)) else {
        return (1, 0, 0, 0);
    };
    let cycle_step = b.at - a.at;
    let addr_step = i64::from(b.addr) - i64::from(a.addr);
    let source_step = i64::from(b.source) - i64::from(a.source);
    if cycle_step >= REPEAT_LIMIT || i16::try_from(source_step).is_err() {
        return (1, 0, 0, 0);
    }
    let mut n = 2;
    while i + n < list.len() && (n as u64) < REPEAT_LIMIT - 1 {
        let (p, q) = (&list[i + n - 1], &list[i + n]);
        if !same_shape(a, q)
            || q.at - p.at != cycle_step
            || i64::from(q.source) - i64::from(p.source) != source_step
            || (addresses && i64::from(q.addr) - i64::from(p.addr) != addr_step)
        {
            break;
        }
        n += 1;
    }
    (n, cycle_step, addr_step, source_step)
}

/// Encodes one stream (module doc): the rows, greedy. The list is taken in issue order
/// (sorted by cycle first, stably).
pub fn encode_stream(list: &[Instruction], kind: Kind) -> Vec<Row> {
    let mut list = list.to_vec();
    list.sort_by_key(|x| x.at);
    let single = |x: &Instruction, delta: u64| {
        Row {
            first: *x,
            delta,
            repeat: Repeat::Single,
        }
        .bytes(kind)
    };
    let mut rows = Vec::new();
    let mut prev = 0u64;
    let mut i = 0;
    while i < list.len() {
        let x = list[i];
        let delta = x.at - prev;
        let (n, cycle_step, addr_step, source_step) = run_from(&list, i, true);
        let row = if n >= MIN_REPEAT {
            Row {
                first: x,
                delta,
                repeat: Repeat::Arithmetic {
                    count: n as u32,
                    cycle_step,
                    addr_step,
                    source_step,
                },
            }
        } else {
            let (m, cycle_step, _, source_step) = run_from(&list, i, false);
            let patched = Row {
                first: x,
                delta,
                repeat: Repeat::Patched {
                    cycle_step,
                    source_step,
                    addrs: list[i..i + m].iter().map(|y| y.addr).collect(),
                },
            };
            let singles: u64 = single(&x, delta)
                + (1..m)
                    .map(|k| single(&list[i + k], list[i + k].at - list[i + k - 1].at))
                    .sum::<u64>();
            if m >= 2 && patched.bytes(kind) < singles {
                patched
            } else {
                Row {
                    first: x,
                    delta,
                    repeat: Repeat::Single,
                }
            }
        };
        let n = row.count();
        prev = list[i + n - 1].at;
        i += n;
        rows.push(row);
    }
    rows
}

/// The instructions a stream's rows stand for, in issue order (the inverse of
/// [`encode_stream`]).
pub fn expand_stream(rows: &[Row]) -> Vec<Instruction> {
    let mut out = Vec::new();
    for r in rows {
        let step = |k: u64, cycle_step: u64, source_step: i64| Instruction {
            at: r.first.at + k * cycle_step,
            source: (i64::from(r.first.source) + k as i64 * source_step) as u32,
            ..r.first
        };
        match &r.repeat {
            Repeat::Single => out.push(r.first),
            Repeat::Arithmetic {
                count,
                cycle_step,
                addr_step,
                source_step,
            } => {
                for k in 0..u64::from(*count) {
                    let mut x = step(k, *cycle_step, *source_step);
                    x.addr = (i64::from(r.first.addr) + k as i64 * addr_step) as u32;
                    out.push(x);
                }
            }
            Repeat::Patched {
                cycle_step,
                source_step,
                addrs,
            } => {
                for (k, &a) in addrs.iter().enumerate() {
                    let mut x = step(k as u64, *cycle_step, *source_step);
                    x.addr = a;
                    out.push(x);
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
        // hand, one send row (8 bytes) and its repeat words (8): 16 bytes, against 80 as
        // ten single rows. The elided patch is ten addresses, 40 bytes.
        let list: Vec<_> = (0..10).map(|k| send(10 + 6 * k, 0x1000 + 16 * k as u32, 4)).collect();
        let rows = encode_stream(&list, Kind::Send);
        assert_eq!(rows.len(), 1);
        assert_eq!(
            rows[0].repeat,
            Repeat::Arithmetic {
                count: 10,
                cycle_step: 6,
                addr_step: 16,
                source_step: 0
            }
        );
        let s = stream_stats(&rows, Kind::Send);
        assert_eq!(s.bytes, 16);
        assert_eq!(s.fragments, 10);
        assert_eq!(s.elided_arithmetic_patch_bytes, 40);
        assert_eq!(s.uncompressed_repeat_patch_bytes, 0);
        assert_eq!(expand_stream(&rows), list);
    }

    #[test]
    fn a_tile_table_counts_headers_and_both_streams() {
        // Phase 1: sends at 0, 2, 4 (addr +8, 2 words): one repeat row, 8 + 8 = 16 bytes.
        // Muxes from tiles 5, 6, 7 at cycles 30, 33, 36, writing 0x2000, 0x2010, 0x2020:
        // one mux repeat row, 12 + 12 = 24 bytes. Header 8. Phase 2: one send whose Δcycle
        // is 70,000 (an extension word): 8 + 4 = 12, header 8. Phase 3: nothing, no header.
        // Total 16 + 24 + 8 + 12 + 8 = 68 bytes, 7 fragments, 3 rows.
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
        assert_eq!(s.bytes, 68);
        assert_eq!(s.fragments, 7);
        assert_eq!(s.rows, 3);
        assert_eq!(s.elided_arithmetic_patch_bytes, 24);
    }

    #[test]
    fn irregular_addresses_take_a_patch_when_it_is_smaller() {
        // Five 1-word sends every 3 cycles at scattered addresses: singles would be 5 × 8 =
        // 40 bytes; a patched row is 8 + 8 + 5 × 4 = 36 bytes.
        let addrs = [0x400, 0x80, 0x900, 0x44, 0x300];
        let list: Vec<_> = addrs
            .iter()
            .enumerate()
            .map(|(k, &a)| send(3 * k as u64, a, 1))
            .collect();
        let rows = encode_stream(&list, Kind::Send);
        assert_eq!(rows.len(), 1);
        let s = stream_stats(&rows, Kind::Send);
        assert_eq!(s.bytes, 36);
        assert_eq!(s.uncompressed_repeat_patch_bytes, 20);
        assert_eq!(expand_stream(&rows), list);
        // Three such sends: a patch (8 + 8 + 12 = 28) is larger than three singles (24).
        let rows = encode_stream(&list[..3], Kind::Send);
        assert_eq!(rows.len(), 3);
        assert_eq!(stream_stats(&rows, Kind::Send).bytes, 24);
    }

    #[test]
    fn segments_shapes_and_large_fields_break_runs() {
        // Same steps, but the third send is in another buffer: no run of 3 (two singles and
        // … the rest), and words of 2^13 take an extension word.
        let mut list: Vec<_> = (0..3).map(|k| send(4 * k, 0x40 * k as u32, 2)).collect();
        list[2].segment = 1;
        let rows = encode_stream(&list, Kind::Send);
        assert!(rows.iter().all(|r| r.count() < 3), "{rows:?}");
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
                at += if rng.below(4) == 0 { rng.below(100_000) } else { step };
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
            let singles: u64 = list
                .iter()
                .enumerate()
                .map(|(k, x)| {
                    Row {
                        first: *x,
                        delta: x.at - if k == 0 { 0 } else { list[k - 1].at },
                        repeat: Repeat::Single,
                    }
                    .bytes(kind)
                })
                .sum();
            assert!(stream_stats(&rows, kind).bytes <= singles, "case {case}");
        }
    }
}
