//! The sequence engine: realises a plan as fixed per-port sequences, in one pass, with every
//! exchange instruction reserved exactly as it goes.
//!
//! A plan lists pieces `(job, cycles [from, to))` in planned order. The engine gives each
//! piece, in that order, the earliest start at which its sender's bus (and, paired, the
//! partner's) is free after the bus's previous piece, every receiver's port is free after the
//! receiver's previous reception (shifted by the latency), and every instruction the piece
//! makes necessary finds an issue slot. So each port serves its pieces in plan order, each
//! piece becomes one chunk, and one pass over the pieces costs `O(pieces × fan-out)` plus the
//! slot searches: no per-cycle scans, no search over holes.
//!
//! # Instructions (the device's rule 5), exactly
//! - a `send` at the chunk's first cycle on the sender, unless the chunk continues the bus's
//!   previous chunk (same job, next words, next cycle): one send run;
//! - on every receiver (the even tile of a destination pair, paired) a switch taking effect
//!   at its first word (paired: `muxpair_write_delay` earlier), unless the chunk continues the
//!   receiver's previous reception;
//! - a switch *off* after a reception from bus `b` ending at `e`, when `b`'s next word reaches
//!   the tile at `f` before the tile's next switch takes effect at `x`: issued in
//!   `[e - set_mux_max_delay, f]`. Each reception is a *decision* that waits for two facts:
//!   `f`, known when the bus's next chunk is placed (the bus is served in order, so that is
//!   its first later word), and `x`, known when the tile's next reception is placed. Whichever
//!   comes second settles it. When `f` comes first, the switch off is reserved *tentatively*
//!   and released if `x <= f` turns up; a placement that cannot reserve a switch it makes
//!   necessary waits a cycle and tries again, so the result is valid by construction.
//! - where instructions take several issue cycles (the `ipu21`'s two), a send or switch whose
//!   slots a recent switch overlaps first moves that switch within its own window
//!   ([`SequenceEngine::make_span`]: on the receiver-driven plan of the `mc-wide` family at
//!   1,000 transfers, 877 cycles become 769). The device's rule places a tile's switches in
//!   deadline order at their earliest slots, which may not find the assignment the moves
//!   made, so such a realisation is checked and, if rejected, realised again moving fewer
//!   ([`SpanMoves`]).

use super::engine::Chunk;
use super::fabric::Fabric;
use super::jobs::JobSet;
use super::plan::Piece;
use super::timeline::Timeline;

const NONE: u32 = u32::MAX;
const UNKNOWN: u64 = u64::MAX;

/// A reception whose switch off is not settled yet (see the module doc). Cycles are held in
/// 32 bits (`NONE` for `UNKNOWN`; see [`narrow`]): a large broadcast makes millions of these,
/// written once and read back in plan order, so 24 bytes instead of 40 is memory traffic saved.
#[derive(Debug, Clone, Copy)]
struct Decision {
    tile: u32,
    job: u32,
    /// The cycle after the reception's last word at the tile.
    end: u32,
    /// When the tile's next switch takes effect (`NONE` until its next reception).
    next: u32,
    /// The first later word of the sender's bus(es) at the tile (`NONE` until placed).
    stray: u32,
    /// The issue slot reserved for the switch off (`NONE`: none).
    slot: u32,
}

/// A cycle (or `UNKNOWN`) as a [`Decision`] holds it. Cycles of one phase stay far below
/// 2^32 - 1 (a tile's words are bounded by its memory, 624 KiB on the `ipu21`, so even 1,471
/// separate sends of all of it take under 2.4 × 10^8 cycles); a larger one would saturate to
/// `u32::MAX - 1`, still a cycle later than every other.
#[inline]
fn narrow(c: u64) -> u32 {
    if c == UNKNOWN {
        NONE
    } else {
        u32::try_from(c).unwrap_or(NONE - 1)
    }
}

/// The inverse of [`narrow`].
#[inline]
fn wide(c: u32) -> u64 {
    if c == NONE { UNKNOWN } else { u64::from(c) }
}

/// The last chunk on a bus, for send runs: `(job, cycle offset after it, time after it)`.
#[derive(Debug, Clone, Copy)]
struct BusEnd {
    job: u32,
    to: u32,
    at: u64,
}

/// A tentative change made while trying a start cycle.
#[derive(Debug, Clone, Copy)]
enum Change {
    /// Issue slots `cycle .. cycle + len` taken.
    Take { tile: u32, cycle: u64, len: u64 },
    /// A movable instruction moved to another slot of its window.
    Move { tile: u32, from: u64, to: u64 },
}

/// A switch whose issue slot may move within its window: `[lo, hi]`; `owner` is the decision
/// whose switch off it is (`NONE` for a switch on); `epoch` the try that took it.
#[derive(Debug, Clone, Copy)]
struct Movable {
    lo: u64,
    hi: u64,
    owner: u32,
    epoch: u32,
}

/// Movable switches remembered per tile: the most recent ones (older switches stay where
/// they are; making room is an optimisation, validity never depends on it).
const RECENT: usize = 32;

/// A tile's [`RECENT`] most recently committed movable switches, by issue cycle (a ring: a
/// linear scan of a few cache lines beats a hash map that would hold every switch ever
/// placed).
#[derive(Debug, Clone, Copy)]
struct Recent {
    /// `(issue cycle or UNKNOWN for an empty entry, switch)`.
    entries: [(u64, Movable); RECENT],
    /// The entry the next insertion overwrites.
    next: usize,
}

impl Default for Recent {
    fn default() -> Self {
        let empty = Movable {
            lo: 0,
            hi: 0,
            owner: NONE,
            epoch: 0,
        };
        Self {
            entries: [(UNKNOWN, empty); RECENT],
            next: 0,
        }
    }
}

impl Recent {
    fn insert(&mut self, cycle: u64, m: Movable) {
        self.entries[self.next] = (cycle, m);
        self.next = (self.next + 1) % RECENT;
    }

    #[inline]
    fn position(&self, cycle: u64) -> Option<usize> {
        self.entries.iter().position(|e| e.0 == cycle)
    }

    #[inline]
    fn get(&self, cycle: u64) -> Option<&Movable> {
        self.position(cycle).map(|i| &self.entries[i].1)
    }

    /// Moves the switch at `from` to `to`; returns it.
    fn relocate(&mut self, from: u64, to: u64) -> Option<Movable> {
        let i = self.position(from)?;
        self.entries[i].0 = to;
        Some(self.entries[i].1)
    }

    fn remove(&mut self, cycle: u64) {
        if let Some(i) = self.position(cycle) {
            self.entries[i].0 = UNKNOWN;
        }
    }
}

/// The switches [`SequenceEngine::make_span`] may move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SpanMoves {
    /// Switches on and off.
    All,
    /// Switches on only (their windows never change once taken).
    SwitchesOn,
    /// None: a multi-cycle instruction takes only free slots.
    Nothing,
}

/// Pieces whose job records (and, a batch later, receiver lists)
/// [`SequenceEngine::place_all`] reads ahead at once.
const TOUCH_BATCH: usize = 8;

/// Slots the wide search of [`SequenceEngine::find_room_wide`] visits.
const ROOM_WIDE: usize = 48;

/// Longest chain of switches moved to free one slot.
const ROOM_DEPTH: u32 = 4;

/// Buffers one sequence engine leaves to the next of the same phase: a large broadcast makes
/// ~3.6M decisions (87 MB) per candidate, and a fresh buffer costs a page fault per 4 KiB
/// written (measured: page faults were ~15 % of the 455k broadcast's time).
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    decisions: Vec<Decision>,
}

/// The sequence engine's state.
pub(crate) struct SequenceEngine<'a> {
    fabric: &'a Fabric,
    jobs: &'a JobSet,
    /// Per job: moved in 64-bit mode.
    paired: Vec<bool>,
    /// Per bus: the cycle after its last word.
    send_free: Vec<u64>,
    bus_end: Vec<BusEnd>,
    /// Per tile: the cycle after its last reception (with a paired lead-in).
    recv_free: Vec<u64>,
    issue: Vec<Timeline>,
    /// Per tile: its latest reception's decision.
    latest: Vec<u32>,
    /// Per bus: decisions waiting for the bus's next word.
    listeners: Vec<Vec<u32>>,
    decisions: Vec<Decision>,
    /// The placed chunks, in placement order.
    pub(crate) chunks: Vec<Chunk>,
    /// Instructions reserved: sends, switches, offs (for statistics).
    pub(crate) instructions: u64,
    /// Cycles pieces waited for instruction slots.
    pub(crate) stall: u64,
    /// The switches [`Self::make_span`] may move (see [`Self::set_span_moves`]).
    spans: SpanMoves,
    /// Times [`Self::make_span`] moved switches to free a span.
    pub(crate) span_moves: u64,
    /// Start cycles tried.
    pub(crate) tries: u64,
    /// Port probes made (each try reads the sender's and every receiver's state): the
    /// deterministic measure of time the time limit's work budget counts (`schedule.rs`).
    pub(crate) probes: u64,
    changes: Vec<Change>,
    /// Each tile's most recent movable switches (see [`Recent`]).
    movable: Vec<Recent>,
    /// Counter of tries (marks the switches taken by the current one).
    epoch: u32,
    /// Scratch of a try: switches off taken, `(decision, slot)`.
    offs: Vec<(u32, u64)>,
    /// Scratch of a try: the movable switches it took, `(tile, slot, switch)`, entered into
    /// `movable` when the try commits (a failed try then costs no map traffic).
    pending: Vec<(u32, u64, Movable)>,
    /// Whether the engine follows the plan's cycles (see [`Self::follow_plan`]).
    exact: bool,
}

impl<'a> SequenceEngine<'a> {
    /// An empty schedule of `jobs`; `paired[j]`: job `j` goes in 64-bit mode.
    #[cfg(test)]
    pub(crate) fn new(fabric: &'a Fabric, jobs: &'a JobSet, paired: Vec<bool>) -> Self {
        Self::with_scratch(fabric, jobs, paired, Scratch::default())
    }

    /// [`Self::new`], reusing the buffers of `scratch` (see [`Self::into_scratch`]).
    pub(crate) fn with_scratch(
        fabric: &'a Fabric,
        jobs: &'a JobSet,
        paired: Vec<bool>,
        scratch: Scratch,
    ) -> Self {
        let n = fabric.tiles as usize;
        let mut decisions = scratch.decisions;
        decisions.clear();
        decisions.reserve(jobs.dst.len() * 2);
        Self {
            fabric,
            jobs,
            paired,
            send_free: vec![0; n],
            bus_end: vec![
                BusEnd {
                    job: NONE,
                    to: 0,
                    at: 0
                };
                n
            ],
            recv_free: vec![0; n],
            issue: vec![Timeline::default(); n],
            latest: vec![NONE; n],
            listeners: vec![Vec::new(); n],
            decisions,
            chunks: Vec::with_capacity(jobs.jobs.len() * 2),
            instructions: 0,
            stall: 0,
            spans: SpanMoves::All,
            span_moves: 0,
            tries: 0,
            probes: 0,
            changes: Vec::new(),
            offs: Vec::new(),
            pending: Vec::new(),
            movable: vec![Recent::default(); n],
            epoch: 0,
            exact: false,
        }
    }

    /// Makes the engine follow a plan that already respects every port and instruction
    /// slot (the group-windows plan, `windows.rs`): no piece starts before its planned cycle,
    /// a switch takes the *latest* free slot of its window (the plan's sends go in the cycles
    /// before a reception, which the earliest slot would take), and room for a send is
    /// searched breadth-first ([`Self::find_room_wide`]). Measured on the 50,933-transfer
    /// broadcast: every piece then starts at its planned cycle (earliest slots and no lower
    /// limit: 58 % of the pieces start late, the horizon grows by 11 %).
    pub(crate) fn follow_plan(&mut self) {
        self.exact = true;
    }

    /// Which switches the engine may move to free a multi-cycle instruction's slots
    /// ([`Self::make_span`]; all by default). The lowering places a tile's switches by the
    /// device's rule (deadline order, each at its earliest free slots:
    /// `instructions::first_misfit`), which for two-cycle switches may not find the
    /// assignment the moves made; a schedule it rejects is realised again with fewer moves.
    pub(crate) fn set_span_moves(&mut self, moves: SpanMoves) {
        self.spans = moves;
    }

    /// Places every piece in order.
    ///
    /// Plan order visits jobs at random, so each piece's job record and receiver lists are
    /// cache misses (measured: two loads took ~40% of this loop on the 455k broadcast). The
    /// loop reads them ahead in batches of [`TOUCH_BATCH`] pieces: every batch, the records
    /// of the pieces two batches on and the lists of the next batch (whose records the
    /// previous batch read), as plain loads folded into a value that is kept. The loads of a
    /// batch are independent, so their misses overlap one another (one load a piece, a
    /// placement apart, would wait for each miss in turn). Placement is unchanged.
    pub(crate) fn place_all(&mut self, pieces: &[Piece]) {
        let jobs = self.jobs;
        let mut warm = 0u32;
        for (i, p) in pieces.iter().enumerate() {
            if i % TOUCH_BATCH == 0 {
                let records = (i + 2 * TOUCH_BATCH).min(pieces.len())
                    ..(i + 3 * TOUCH_BATCH).min(pieces.len());
                for ahead in &pieces[records] {
                    warm ^= jobs
                        .jobs
                        .get(ahead.job as usize)
                        .map_or(0, |job| job.dst.start);
                }
                let lists =
                    (i + TOUCH_BATCH).min(pieces.len())..(i + 2 * TOUCH_BATCH).min(pieces.len());
                for ahead in &pieces[lists] {
                    let j = ahead.job as usize;
                    let d = jobs.receivers(j).first().copied().unwrap_or(0);
                    let l = jobs.latencies(j).first().copied().unwrap_or(0);
                    warm ^= d ^ u32::from(l);
                }
            }
            let earliest = if self.exact { p.planned } else { 0 };
            self.place(p.job as usize, p.from, p.to, earliest);
        }
        std::hint::black_box(warm);
    }

    /// Places cycles `[from, to)` of job `j` at the earliest start its sequences and
    /// instruction slots allow; returns the start.
    pub(crate) fn place(&mut self, j: usize, from: u32, to: u32, earliest: u64) -> u64 {
        let job = &self.jobs.jobs[j];
        let src = job.src;
        let paired = self.paired[j];
        let partner = self.fabric.partner(src);
        let lead = if paired {
            u64::from(self.fabric.muxpair_delay)
        } else {
            0
        };
        // Earliest start from the ports.
        let mut t = self.send_free[src as usize].max(earliest);
        if paired {
            t = t.max(self.send_free[partner as usize]);
        }
        let continues_bus = |e: &Self, t: u64| {
            let b = e.bus_end[src as usize];
            b.job == j as u32 && b.to == from && b.at == t
        };
        if paired && t > 0 && !continues_bus(self, t) {
            t += lead; // the bus is quiet while the pair's even tile switches
        }
        let (dst, lat) = (self.jobs.receivers(j), self.jobs.latencies(j));
        for (&d, &l) in dst.iter().zip(lat) {
            let l = u64::from(l);
            t = t.max(self.recv_free[d as usize].saturating_sub(l));
        }
        let len = u64::from(to - from);
        let t0 = t;
        let ports = dst.len() as u64 + 1;
        self.probes += ports;
        loop {
            self.tries += 1;
            self.probes += ports;
            if self.try_place(j, from, to, t, len, paired, lead) {
                self.stall += t - t0;
                return t;
            }
            t += 1;
        }
    }

    /// Whether receiver `tile` issues the switch of a chunk (not the odd tile of a pair).
    fn switches(&self, tile: u32, paired: bool) -> bool {
        !paired || self.fabric.partner(tile) > tile
    }

    /// Takes `len` free issue slots of `tile` starting in `[lo, hi]` (the earliest start),
    /// moving one movable switch within its own window if that frees one (only where every
    /// switch and this instruction take one slot: moving a switch frees one slot);
    /// `owner`: `Some(decision or NONE)` for a movable switch, `None` for a `send`. `None` if
    /// there is no room.
    fn take(&mut self, tile: u32, lo: u64, hi: u64, len: u64, owner: Option<u32>) -> Option<u64> {
        let issue = &self.issue[tile as usize];
        let fits = |c: u64| {
            if len == 1 {
                !issue.is_busy_at(c)
            } else {
                issue.is_free(c, c + len)
            }
        };
        let mut c = if self.exact && owner.is_some() {
            (lo..=hi).rev().find(|&c| fits(c)).unwrap_or(hi + 1)
        } else if len == 1 {
            issue.next_free(lo)
        } else {
            (lo..=hi).find(|&c| fits(c)).unwrap_or(hi + 1)
        };
        if c > hi {
            c = if len == 1 && self.fabric.mux_issue == 1 {
                (lo..=hi).find(|&c| self.make_room(tile, c))?
            } else if self.spans != SpanMoves::Nothing {
                (lo..=hi).find(|&c| self.make_span(tile, c, len))?
            } else {
                return None;
            };
        }
        self.issue[tile as usize].set(c, c + len);
        if let Some(owner) = owner {
            self.pending.push((
                tile,
                c,
                Movable {
                    lo,
                    hi,
                    owner,
                    epoch: self.epoch,
                },
            ));
        }
        self.changes.push(Change::Take {
            tile,
            cycle: c,
            len,
        });
        Some(c)
    }

    /// Frees slot `c` of `tile` by moving movable switches (taken before this try) within
    /// their windows along a short augmenting path; true if `c` is free now.
    fn make_room(&mut self, tile: u32, c: u64) -> bool {
        let mut path: smallvec::SmallVec<[u64; 8]> = smallvec::SmallVec::new();
        path.push(c);
        let found = if self.exact {
            self.find_room_wide(tile, &mut path)
        } else {
            self.find_room(tile, &mut path, ROOM_DEPTH)
        };
        if !found {
            return false;
        }
        // `path` is c, c1, ..., ck with ck free: move the switch in c(k-1) to ck, and so on.
        for i in (1..path.len()).rev() {
            let (from, to) = (path[i - 1], path[i]);
            self.relocate(tile, from, to);
            self.changes.push(Change::Move { tile, from, to });
        }
        true
    }

    /// Frees issue slots `c .. c + len` of `tile` by moving the switches on that overlap them
    /// (taken before this try, among the tile's most recent) each to another slot of its own
    /// window (where instructions take several issue cycles, one move frees a slot only if it
    /// clears every cycle of the span); true if the span is free now. A switch off's window
    /// ends at its reception's first stray word as known now (a send placed after the switch
    /// was taken may have brought it forward).
    fn make_span(&mut self, tile: u32, c: u64, len: u64) -> bool {
        let m_len = u64::from(self.fabric.mux_issue);
        let recent = &self.movable[tile as usize];
        let mut blockers: smallvec::SmallVec<[(u64, Movable); 4]> = smallvec::SmallVec::new();
        for p in c.saturating_sub(m_len - 1)..c + len {
            if let Some(&m) = recent.get(p) {
                if m.epoch == self.epoch || m.owner != NONE && self.spans != SpanMoves::All {
                    return false;
                }
                // A switch off must still come by its reception's first stray word, which a
                // send placed after it was taken may have brought forward.
                let hi = if m.owner == NONE {
                    m.hi
                } else {
                    m.hi.min(wide(self.decisions[m.owner as usize].stray))
                };
                blockers.push((p, Movable { hi, ..m }));
            }
        }
        let issue = &mut self.issue[tile as usize];
        let covered = |x: u64| blockers.iter().any(|&(p, _)| p <= x && x < p + m_len);
        if blockers.is_empty() || (c..c + len).any(|x| issue.is_busy_at(x) && !covered(x)) {
            return false;
        }
        for &(p, _) in &blockers {
            issue.clear(p, p + m_len);
        }
        let mut targets: smallvec::SmallVec<[(u64, u64); 4]> = smallvec::SmallVec::new();
        for &(p, m) in &blockers {
            let q = (m.lo..=m.hi)
                .find(|&q| (q + m_len <= c || q >= c + len) && issue.is_free(q, q + m_len));
            let Some(q) = q else {
                break;
            };
            issue.set(q, q + m_len);
            targets.push((p, q));
        }
        let ok = targets.len() == blockers.len();
        for &(_, q) in &targets {
            issue.clear(q, q + m_len);
        }
        for &(p, _) in &blockers {
            issue.set(p, p + m_len);
        }
        if !ok {
            return false;
        }
        self.span_moves += 1;
        for (from, to) in targets {
            self.relocate(tile, from, to);
            self.changes.push(Change::Move { tile, from, to });
        }
        true
    }

    /// Depth-first search for the augmenting path of [`Self::make_room`].
    fn find_room(&self, tile: u32, path: &mut smallvec::SmallVec<[u64; 8]>, depth: u32) -> bool {
        let Some(&c) = path.last() else {
            return false;
        };
        let Some(&m) = self.movable[tile as usize].get(c) else {
            return false;
        };
        if m.epoch == self.epoch {
            return false;
        }
        let issue = &self.issue[tile as usize];
        for x in m.lo..=m.hi {
            if !path.contains(&x) && !issue.is_busy_at(x) {
                path.push(x);
                return true;
            }
        }
        if depth == 0 {
            return false;
        }
        for x in m.lo..=m.hi {
            if path.contains(&x) {
                continue;
            }
            path.push(x);
            if self.find_room(tile, path, depth - 1) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// Breadth-first search for the augmenting path of [`Self::make_room`]: the shortest
    /// chain of moves through at most [`ROOM_WIDE`] slots (a dense run of receptions, each
    /// switch a cycle from its place, needs a long one).
    fn find_room_wide(&self, tile: u32, path: &mut smallvec::SmallVec<[u64; 8]>) -> bool {
        let Some(&c) = path.first() else {
            return false;
        };
        // `(slot, index of the slot it was reached from)`.
        let mut seen: smallvec::SmallVec<[(u64, usize); 32]> = smallvec::SmallVec::new();
        seen.push((c, usize::MAX));
        let issue = &self.issue[tile as usize];
        let recent = &self.movable[tile as usize];
        let mut head = 0;
        while head < seen.len() && seen.len() < ROOM_WIDE {
            let (u, _) = seen[head];
            let Some(&m) = recent.get(u) else {
                head += 1;
                continue;
            };
            if m.epoch == self.epoch {
                head += 1;
                continue;
            }
            for x in m.lo..=m.hi {
                if seen.iter().any(|s| s.0 == x) {
                    continue;
                }
                seen.push((x, head));
                if !issue.is_busy_at(x) {
                    // Unwind: the chain from `c` to the free slot `x`.
                    let mut chain: smallvec::SmallVec<[u64; 16]> = smallvec::SmallVec::new();
                    let mut i = seen.len() - 1;
                    while i != usize::MAX {
                        chain.push(seen[i].0);
                        i = seen[i].1;
                    }
                    path.clear();
                    path.extend(chain.into_iter().rev());
                    return true;
                }
            }
            head += 1;
        }
        false
    }

    /// Moves a movable switch's slot (and its owner's record).
    fn relocate(&mut self, tile: u32, from: u64, to: u64) {
        let len = u64::from(self.fabric.mux_issue);
        let issue = &mut self.issue[tile as usize];
        issue.clear(from, from + len);
        issue.set(to, to + len);
        if let Some(m) = self.movable[tile as usize].relocate(from, to)
            && m.owner != NONE
        {
            self.decisions[m.owner as usize].slot = narrow(to);
        }
    }

    /// Frees a slot taken by a movable switch.
    fn release(&mut self, tile: u32, cycle: u64) {
        let len = u64::from(self.fabric.mux_issue);
        self.issue[tile as usize].clear(cycle, cycle + len);
        self.movable[tile as usize].remove(cycle);
        self.instructions -= 1;
    }

    fn undo(&mut self) {
        while let Some(change) = self.changes.pop() {
            match change {
                Change::Take { tile, cycle, len } => {
                    self.issue[tile as usize].clear(cycle, cycle + len);
                    self.movable[tile as usize].remove(cycle);
                }
                Change::Move { tile, from, to } => self.relocate(tile, to, from),
            }
        }
    }

    /// Tries start `t`; on success commits the chunk and every state change.
    #[allow(clippy::too_many_arguments)]
    fn try_place(
        &mut self,
        j: usize,
        from: u32,
        to: u32,
        t: u64,
        len: u64,
        paired: bool,
        lead: u64,
    ) -> bool {
        let jobs = self.jobs;
        let src = jobs.jobs[j].src;
        let partner = self.fabric.partner(src);
        let delay = u64::from(self.fabric.mux_delay);
        let mux_issue = u64::from(self.fabric.mux_issue);
        self.changes.clear();
        self.offs.clear();
        self.pending.clear();
        let b = self.bus_end[src as usize];
        let continues = b.job == j as u32 && b.to == from && b.at == t;
        // Ports: the bus(es) free (quiet for the lead-in before a new paired run).
        let quiet = if continues { 0 } else { lead };
        for bus in [src, partner].into_iter().take(if paired { 2 } else { 1 }) {
            let free = self.send_free[bus as usize];
            if free > 0 && free + quiet > t {
                return false;
            }
        }
        let (dst, lat) = (jobs.receivers(j), jobs.latencies(j));
        for (&d, &l) in dst.iter().zip(lat) {
            let a = t + u64::from(l);
            let need = if self.continues_at(d, j, a) || !self.switches(d, paired) {
                0
            } else {
                lead
            };
            if a < self.recv_free[d as usize] + need {
                return false;
            }
        }
        // The send.
        self.epoch += 1;
        let send_issue = u64::from(self.fabric.send_issue(self.jobs.jobs[j].words));
        if !continues && self.take(src, t, t, send_issue, None).is_none() {
            return false;
        }
        // Switches on the receivers.
        for (&d, &l) in dst.iter().zip(lat) {
            let a = t + u64::from(l);
            if self.continues_at(d, j, a) || !self.switches(d, paired) {
                continue;
            }
            let x = a - lead;
            if self
                .take(d, x.saturating_sub(delay), x, mux_issue, Some(NONE))
                .is_none()
            {
                self.undo();
                return false;
            }
        }
        // Switches off made necessary by this chunk's words on its bus(es).
        let buses = [src, partner];
        let nbuses = if paired { 2 } else { 1 };
        for &bus in &buses[..nbuses] {
            for i in 0..self.listeners[bus as usize].len() {
                let k = self.listeners[bus as usize][i];
                let dk = self.decisions[k as usize];
                let f = t + u64::from(self.fabric.latency(bus, dk.tile));
                let next = self.next_switch_of(dk, j, t, paired, lead);
                if next != UNKNOWN && f >= next {
                    continue;
                }
                let deadline = f.min(wide(dk.stray));
                let slot = self
                    .offs
                    .iter()
                    .find(|o| o.0 == k)
                    .map_or(wide(dk.slot), |o| o.1);
                if slot != UNKNOWN && slot <= deadline {
                    continue;
                }
                let lo = u64::from(dk.end).saturating_sub(delay);
                match self.take(dk.tile, lo, deadline, mux_issue, Some(k)) {
                    Some(c) => self.offs.push((k, c)),
                    None => {
                        self.undo();
                        return false;
                    }
                }
            }
        }
        self.commit(j, from, to, t, len, paired, lead);
        true
    }

    /// Applies a successful try (see [`Self::try_place`]).
    #[allow(clippy::too_many_arguments)]
    fn commit(&mut self, j: usize, from: u32, to: u32, t: u64, len: u64, paired: bool, lead: u64) {
        let jobs = self.jobs;
        let src = jobs.jobs[j].src;
        let partner = self.fabric.partner(src);
        self.instructions += self
            .changes
            .iter()
            .filter(|c| matches!(c, Change::Take { .. }))
            .count() as u64;
        self.changes.clear();
        for (tile, c, m) in self.pending.drain(..) {
            self.movable[tile as usize].insert(c, m);
        }
        let (dst, lat) = (jobs.receivers(j), jobs.latencies(j));
        let mut new: smallvec::SmallVec<[u32; 8]> = smallvec::SmallVec::new();
        let mut continued: smallvec::SmallVec<[u32; 8]> = smallvec::SmallVec::new();
        // Receivers: settle the previous decision's `next`, then open a new one.
        for (&d, &l) in dst.iter().zip(lat) {
            let a = t + u64::from(l);
            if self.continues_at(d, j, a) {
                let k = self.latest[d as usize];
                self.decisions[k as usize].end = narrow(a + len);
                continued.push(k);
                self.recv_free[d as usize] = a + len;
                continue;
            }
            let x = if self.switches(d, paired) {
                a - lead
            } else {
                a
            };
            let prev = self.latest[d as usize];
            if prev != NONE {
                let pk = &mut self.decisions[prev as usize];
                if pk.next == NONE {
                    pk.next = narrow(x);
                    if pk.slot != NONE && wide(pk.stray) >= x {
                        // The tentative switch off is not needed after all.
                        let (tile, slot) = (pk.tile, u64::from(pk.slot));
                        pk.slot = NONE;
                        self.release(tile, slot);
                    }
                }
            }
            let k = self.decisions.len() as u32;
            self.decisions.push(Decision {
                tile: d,
                job: j as u32,
                end: narrow(a + len),
                next: NONE,
                stray: NONE,
                slot: NONE,
            });
            self.latest[d as usize] = k;
            new.push(k);
            self.recv_free[d as usize] = a + len;
        }
        // Listeners of the buses: their stray word is this chunk's first.
        let buses = [src, partner];
        let nbuses = if paired { 2 } else { 1 };
        for &bus in &buses[..nbuses] {
            let mut list = std::mem::take(&mut self.listeners[bus as usize]);
            list.retain(|&k| {
                if continued.contains(&k) {
                    return true;
                }
                let dk = &mut self.decisions[k as usize];
                let f = t + u64::from(self.fabric.latency(bus, dk.tile));
                dk.stray = dk.stray.min(narrow(f));
                false
            });
            list.extend_from_slice(&new);
            self.listeners[bus as usize] = list;
        }
        for i in 0..self.offs.len() {
            let (k, c) = self.offs[i];
            let dk = &mut self.decisions[k as usize];
            if dk.slot != NONE {
                let (tile, old) = (dk.tile, u64::from(dk.slot));
                self.release(tile, old);
            }
            self.decisions[k as usize].slot = narrow(c);
        }
        // The bus(es).
        let end = BusEnd {
            job: j as u32,
            to,
            at: t + len,
        };
        self.send_free[src as usize] = t + len;
        self.bus_end[src as usize] = end;
        if paired {
            self.send_free[partner as usize] = t + len;
            self.bus_end[partner as usize] = end;
        }
        let words_total = jobs.jobs[j].words;
        let (word_offset, words) = if paired {
            let w0 = from * 2;
            (w0, (to * 2).min(words_total) - w0)
        } else {
            (from, to - from)
        };
        self.chunks.push(Chunk::placed(
            j as u32,
            paired,
            word_offset,
            words,
            to - from,
            t,
        ));
    }

    /// Whether a chunk of job `j` arriving at `tile` at `a` continues the tile's latest
    /// reception (same job, arriving right after it).
    fn continues_at(&self, tile: u32, j: usize, a: u64) -> bool {
        let k = self.latest[tile as usize];
        k != NONE && {
            let d = &self.decisions[k as usize];
            d.job == j as u32 && wide(d.end) == a
        }
    }

    /// The `next` a decision will have once the chunk being tried (job `j` at `t`) is placed.
    fn next_switch_of(&self, dk: Decision, j: usize, t: u64, paired: bool, lead: u64) -> u64 {
        if dk.next != NONE {
            return u64::from(dk.next);
        }
        let jobs = self.jobs;
        let dst = jobs.receivers(j);
        match dst.binary_search(&dk.tile) {
            Ok(i) => {
                let a = t + u64::from(jobs.latencies(j)[i]);
                if self.switches(dk.tile, paired) {
                    a - lead
                } else {
                    a
                }
            }
            Err(_) => UNKNOWN,
        }
    }

    /// The engine's reusable buffers, for the next engine of the phase.
    pub(crate) fn into_scratch(self) -> Scratch {
        Scratch {
            decisions: self.decisions,
        }
    }

    /// Cycle after the last word arrives anywhere.
    pub(crate) fn horizon(&self) -> u64 {
        self.recv_free.iter().copied().max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::super::instructions;
    use super::super::types::Transfer;
    use super::*;

    /// A transfer whose source words are distinct from other tests' (offset by destination).
    fn t(src: u32, dst: &[u32], words: u32) -> Transfer {
        Transfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset: dst[0] * 256 + src * 4096,
            dst_offset: 0,
        }
    }

    /// Places `pieces` (`(transfer, from, to)`, one job per transfer in these tests) in order
    /// on a 64-tile ipu21; renders each chunk as `job@start+cycles`, then the horizon, then
    /// the issue slots taken per tile as `tile:cycle,cycle,`.
    fn check(transfers: &[Transfer], paired: bool, pieces: &[(u32, u32, u32)], expect: &str) {
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, transfers);
        let flags = jobs.jobs.iter().map(|j| paired && j.pairable).collect();
        let mut engine = SequenceEngine::new(&fabric, &jobs, flags);
        let pieces: Vec<Piece> = pieces
            .iter()
            .map(|&(job, from, to)| Piece {
                job,
                from,
                to,
                planned: 0,
            })
            .collect();
        engine.place_all(&pieces);
        let mut out: Vec<String> = engine
            .chunks
            .iter()
            .map(|c| format!("{}@{}+{}", c.job, c.start, c.cycles))
            .collect();
        out.push(format!("h{}", engine.horizon()));
        for tile in 0..64u32 {
            let slots: Vec<String> = (0..64u64)
                .filter(|&c| engine.issue[tile as usize].is_busy_at(c))
                .map(|c| c.to_string())
                .collect();
            if !slots.is_empty() {
                out.push(format!("{tile}:{}", slots.join(",")));
            }
        }
        assert_eq!(
            engine.instructions as usize,
            (0..64usize)
                .map(|tile| (0..64u64)
                    .filter(|&c| engine.issue[tile].is_busy_at(c))
                    .count())
                .sum::<usize>(),
            "instruction count"
        );
        assert_eq!(out.join(" "), expect);
    }

    #[test]
    fn receivers_in_latency_order_lose_nothing() {
        // Tile 2 (column 0) takes 4 words from tile 1 (same column, 17 cycles) and 4 from
        // tile 60 (column 15, 19 cycles). Nearest first, the second sender starts at 2 and its
        // words follow right on; farthest first, the near sender must wait until cycle 6.
        let phase = [t(1, &[2], 4), t(60, &[2], 4)];
        check(
            &phase,
            false,
            &[(0, 0, 4), (1, 0, 4)],
            "0@0+4 1@2+4 h25 1:0 2:14,18 60:2",
        );
        check(
            &phase,
            false,
            &[(1, 0, 4), (0, 0, 4)],
            "1@0+4 0@6+4 h27 1:6 2:16,20 60:0",
        );
    }

    #[test]
    fn a_switch_off_only_when_the_sender_sends_again() {
        // Tile 0 sends 4 words to tile 2 (arriving 17..21), then 4 to tile 3: those reach
        // tile 2 from cycle 21 on, so tile 2 switches off by then (slot 18). Tile 3 needs no
        // switch off: tile 0 sends nothing more.
        check(
            &[t(0, &[2], 4), t(0, &[3], 4)],
            false,
            &[(0, 0, 4), (1, 0, 4)],
            "0@0+4 1@4+4 h25 0:0,4 2:14,18 3:18",
        );
    }

    #[test]
    fn a_reception_followed_at_once_needs_no_switch_off() {
        // Tile 2 takes tile 0's words, then tile 1's right after: its switch to tile 1 is
        // also the end of tile 0's reception, whatever tile 0 sends later.
        check(
            &[t(0, &[2], 4), t(1, &[2], 4), t(0, &[3], 4)],
            false,
            &[(0, 0, 4), (2, 0, 4), (1, 0, 4)],
            "0@0+4 2@4+4 1@4+4 h25 0:0,4 1:4 2:14,18 3:18",
        );
    }

    #[test]
    fn pieces_placed_back_to_back_are_one_send_and_one_reception() {
        check(
            &[t(0, &[2], 8)],
            false,
            &[(0, 0, 3), (0, 3, 8)],
            "0@0+3 0@3+5 h25 0:0 2:14",
        );
    }

    #[test]
    fn a_send_moves_a_two_cycle_switch_within_its_window() {
        // On the ipu21 (sends and switches take two issue cycles, a switch may be issued up to
        // 3 cycles before its first word): tile 2 takes 4 words from tile 1, arriving at `l`,
        // its switch taken at the earliest, `l - 3`. Tile 5 is busy with tile 6's words until
        // tile 2's send to it may start at `l - 3` too: the switch moves to `l - 1` (still in
        // its window) rather than the send waiting two cycles.
        let Ok(model) = super::super::device::ipu21_with_tiles(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let lat = |a: u32, b: u32| u64::from(fabric.latency(a, b));
        let l = lat(1, 2);
        let w = l - 3 + lat(2, 5) - lat(6, 5);
        let Ok(w32) = u32::try_from(w) else {
            panic!("a short latency")
        };
        let phase = [t(1, &[2], 4), t(6, &[5], w32), t(2, &[5], 4)];
        let jobs = JobSet::new(&fabric, &phase);
        let mut engine = SequenceEngine::new(&fabric, &jobs, vec![false; 3]);
        // Jobs are numbered by the scheduler's own order: place them in the phase's.
        let starts: Vec<u64> = phase
            .iter()
            .map(|x| {
                let Some(j) = jobs.jobs.iter().position(|job| job.src == x.src) else {
                    panic!("one job per sender")
                };
                engine.place(j, 0, x.words, 0)
            })
            .collect();
        assert_eq!(starts, [0, 0, l - 3]);
        let issue = &engine.issue[2];
        let busy: Vec<u64> = (0..l + 4).filter(|&c| issue.is_busy_at(c)).collect();
        // The send at `l - 3`, `l - 2`; the switch at `l - 1`, `l`.
        assert_eq!(busy, [l - 3, l - 2, l - 1, l]);
        let misfits = instructions::validate_chunks(&fabric, &jobs, engine.chunks.iter());
        assert!(misfits.is_empty(), "{} misfits", misfits.len());
        // Moving nothing, the send waits until the switch's slots are behind it.
        let mut engine = SequenceEngine::new(&fabric, &jobs, vec![false; 3]);
        engine.set_span_moves(SpanMoves::Nothing);
        let last = phase.iter().map(|x| {
            let Some(j) = jobs.jobs.iter().position(|job| job.src == x.src) else {
                panic!("one job per sender")
            };
            engine.place(j, 0, x.words, 0)
        });
        assert_eq!(last.last(), Some(l - 1));
    }

    #[test]
    fn a_paired_chunk_switches_the_even_tile_early() {
        // Tile 4 sends 8 words to the pair (8, 9) two per cycle; tile 8's paired switch takes
        // effect one cycle before the first word (18 - 1 = 17), issued at the earliest, 14.
        let mut x = t(4, &[8, 9], 8);
        x.src_offset = 0;
        check(&[x], true, &[(0, 0, 4)], "0@0+4 h22 4:0 8:14");
    }
}
