//! The placement engine: a serial schedule-generation scheme over per-port timelines.
//!
//! Jobs are placed one at a time, in a priority order chosen by a *plan* (a colouring,
//! matching waves, a multicast priority), each at the earliest cycle where its sender's send
//! port (and, paired, the partner's) is free for the run and every receiver's receive port is
//! free for the same run shifted by that receiver's latency. A job that meets a busy port
//! part way is split into chunks (contiguous word ranges), each at least
//! [`Engine::min_chunk`] cycles long unless it is the job's last piece, so holes are filled
//! without shattering runs.
//!
//! With [`Engine::instructions`] on, a chunk is also given its supervisor issue slots as it
//! is placed: the sender's `send` at the chunk's first cycle, and on every receiver one
//! multiplexer switch within its delay window before the first word arrives. The exact
//! instruction program is derived and checked afterwards (`instructions.rs`); reserving
//! slots while placing makes that check pass nearly always.
//!
//! The engine also runs in *reverse* time (for the backward pass of double justification):
//! a cycle `c` of the reversed timeline stands for `horizon - 1 - c`, so the sender's
//! interval precedes each receiver's by the latency instead of following it.

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::timeline::Timeline;

/// One placed chunk.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Chunk {
    pub(crate) job: u32,
    pub(crate) paired: bool,
    /// First word of the chunk within the job.
    pub(crate) word_offset: u32,
    pub(crate) words: u32,
    /// Cycles the chunk occupies its ports.
    pub(crate) cycles: u32,
    /// Forward mode: the cycle its first word is sent. Reverse mode: the reversed start.
    pub(crate) start: u64,
    /// Index into the engine's reserved-switch pool (two slots per receiver: on, off), or
    /// `u32::MAX`.
    mux: u32,
    /// Whether the chunk has been removed.
    pub(crate) dead: bool,
}

/// A port of a job: which timeline and the offset of its interval from the chunk start.
#[derive(Debug, Clone, Copy)]
struct Port {
    recv: bool,
    tile: u32,
    offset: u64,
}

/// The placement engine and its timelines.
#[derive(Debug)]
pub(crate) struct Engine<'a> {
    pub(crate) fabric: &'a Fabric,
    pub(crate) jobs: &'a JobSet,
    send: Vec<Timeline>,
    recv: Vec<Timeline>,
    issue: Vec<Timeline>,
    pub(crate) chunks: Vec<Chunk>,
    mux_pool: Vec<u64>,
    /// Reserve supervisor issue slots while placing.
    pub(crate) instructions: bool,
    /// Least length, in cycles, of a chunk that is not its job's last piece.
    pub(crate) min_chunk: u32,
    /// Reserve, on every receiver, a slot for switching the multiplexer off after each chunk
    /// even when the receiver is busy right after it (pessimistic; used when a schedule failed
    /// instruction validation). Otherwise the off switch is reserved only when the receiver
    /// idles after the chunk at placement time.
    pub(crate) reserve_off: bool,
    /// Per job: send it paired.
    pub(crate) paired: Vec<bool>,
    /// Reverse mode.
    reverse: bool,
    /// Placements made (the deterministic work counter).
    pub(crate) work: u64,
    ports: Vec<Port>,
}

impl<'a> Engine<'a> {
    /// An empty schedule of `jobs`.
    pub(crate) fn new(fabric: &'a Fabric, jobs: &'a JobSet, reverse: bool) -> Self {
        let n = fabric.tiles as usize;
        Self {
            fabric,
            jobs,
            send: vec![Timeline::default(); n],
            recv: vec![Timeline::default(); n],
            issue: vec![Timeline::default(); if reverse { 0 } else { n }],
            chunks: Vec::with_capacity(jobs.jobs.len() * 2),
            mux_pool: Vec::new(),
            instructions: !reverse,
            min_chunk: DEFAULT_MIN_CHUNK,
            reserve_off: false,
            paired: vec![false; jobs.jobs.len()],
            reverse,
            work: 0,
            ports: Vec::new(),
        }
    }

    /// Cycles job `j` occupies its ports.
    #[inline]
    pub(crate) fn job_cycles(&self, j: usize) -> u32 {
        let w = self.jobs.jobs[j].words;
        if self.paired[j] { w.div_ceil(2) } else { w }
    }

    fn collect_ports(&mut self, j: usize) {
        let job = &self.jobs.jobs[j];
        let lmax = u64::from(self.fabric.max_latency);
        self.ports.clear();
        let sender_offset = if self.reverse { lmax } else { 0 };
        self.ports.push(Port {
            recv: false,
            tile: job.src,
            offset: sender_offset,
        });
        if self.paired[j] {
            self.ports.push(Port {
                recv: false,
                tile: self.fabric.partner(job.src),
                offset: sender_offset,
            });
        }
        let (dst, lat) = (self.jobs.receivers(j), self.jobs.latencies(j));
        for (&d, &l) in dst.iter().zip(lat) {
            let l = u64::from(l);
            self.ports.push(Port {
                recv: true,
                tile: d,
                offset: if self.reverse { lmax - l } else { l },
            });
        }
    }

    #[inline]
    fn timeline(&self, p: Port) -> &Timeline {
        if p.recv {
            &self.recv[p.tile as usize]
        } else {
            &self.send[p.tile as usize]
        }
    }

    /// Places job `j` starting no earlier than `earliest`; returns the cycle after its last
    /// chunk's send interval.
    #[cfg(test)]
    pub(crate) fn place(&mut self, j: usize, earliest: u64) -> u64 {
        let total = self.job_cycles(j);
        self.place_part(j, 0, total, earliest)
    }

    /// Places cycles `[from, to)` of job `j` (a paired job carries two words per cycle)
    /// starting no earlier than `earliest`; returns the cycle after its last send interval.
    pub(crate) fn place_part(&mut self, j: usize, from: u32, to: u32, earliest: u64) -> u64 {
        self.collect_ports(j);
        self.work += 1;
        let words = self.jobs.jobs[j].words;
        let paired = self.paired[j];
        let src = self.jobs.jobs[j].src;
        let mut done = from;
        let mut t = earliest;
        while done < to {
            let need = to - done;
            let min_len = need.min(self.min_chunk.max(1));
            t = self.earliest_start(t, src, need, paired);
            // The free run every port has from `t`.
            let mut m = u64::from(need);
            for &p in &self.ports {
                if let Some(b) = self.timeline(p).next_busy(t + p.offset, t + p.offset + m) {
                    m = b - (t + p.offset);
                }
            }
            if m < u64::from(min_len) {
                t += m.max(1);
                continue;
            }
            let cycles = m as u32;
            let word_offset = if paired { done * 2 } else { done };
            let chunk_words = if paired {
                (words - word_offset).min(cycles * 2)
            } else {
                cycles
            };
            if !self.commit(j, t, cycles, word_offset, chunk_words, paired, src) {
                t += 1;
                continue;
            }
            done += cycles;
            t += m;
        }
        t
    }

    /// The earliest `t' >= t` where every port is free at its offset and (with instructions)
    /// the sender can issue its `send` and every receiver can issue its switch.
    fn earliest_start(&self, mut t: u64, src: u32, need: u32, paired: bool) -> u64 {
        let send_issue = u64::from(self.send_issue(need, paired));
        // Consecutive free cycles wanted (a chunk shorter than the minimum is not placed).
        let run = need.min(self.min_chunk.max(1)).min(64);
        let mux_issue = u64::from(self.fabric.mux_issue);
        let delay = u64::from(self.fabric.mux_delay);
        loop {
            let mut t1 = t;
            // Coarse: jump every port past its busy stretch (a few rounds at most).
            for _ in 0..COARSE_ROUNDS {
                let before = t1;
                for &p in &self.ports {
                    let free = self.timeline(p).next_free(t1 + p.offset);
                    t1 = t1.max(free - p.offset);
                }
                if t1 == before {
                    break;
                }
            }
            // Fine: the first cycle from which every port is free for `run` cycles, 64
            // candidate cycles at a time (a 128-cycle window per port).
            loop {
                let mut busy = 0u128;
                for &p in &self.ports {
                    let tl = self.timeline(p);
                    let c = t1 + p.offset;
                    busy |= u128::from(tl.busy_word(c)) | u128::from(tl.busy_word(c + 64)) << 64;
                    if busy as u64 == !0 {
                        break;
                    }
                }
                let free = !busy;
                let mut starts = free;
                for k in 1..run {
                    starts &= free >> k;
                }
                let low = starts as u64;
                if low != 0 {
                    t1 += u64::from(low.trailing_zeros());
                    break;
                }
                t1 += 64;
            }
            if self.instructions {
                let issue = &self.issue[src as usize];
                if let Some(b) = issue.next_busy(t1, t1 + send_issue) {
                    t1 = b + 1;
                } else {
                    for &p in self.ports.iter().filter(|p| p.recv) {
                        let Some(due) = self.switch_due(p.tile, t1 + p.offset, paired) else {
                            continue;
                        };
                        if !self.has_slot(p.tile, due.saturating_sub(delay), due, mux_issue) {
                            // Every slot of the window is taken: the earliest window that can
                            // hold the switch starts at the next free slot after it.
                            let free = self.issue[p.tile as usize].next_free(due + 1);
                            t1 += (free - due).max(1);
                            break;
                        }
                    }
                    if t1 == t && self.reserve_off {
                        // The off switch after the shortest chunk this start allows.
                        let len = u64::from(need.min(self.min_chunk.max(1)));
                        for &p in self.ports.iter().filter(|p| p.recv) {
                            let Some(due) = self.switch_due(p.tile, t1 + p.offset + len, paired)
                            else {
                                continue;
                            };
                            if !self.has_slot(p.tile, due.saturating_sub(delay), due, mux_issue) {
                                t1 += 1;
                                break;
                            }
                        }
                    }
                }
            }
            if t1 == t {
                return t;
            }
            t = t1;
        }
    }

    /// Issue cycles of the `send` of a run of `words` words.
    fn send_issue(&self, words: u32, paired: bool) -> u32 {
        if paired {
            self.fabric.send_issue_paired(words)
        } else {
            self.fabric.send_issue(words)
        }
    }

    /// The cycle by which receiver `tile`'s switch must take effect for words arriving from
    /// cycle `a`; `None` when the tile issues no switch (the odd tile of a destination pair:
    /// the even tile's paired switch sets both, the partner's `muxpair_delay` cycles later).
    fn switch_due(&self, tile: u32, a: u64, paired: bool) -> Option<u64> {
        if !paired {
            return Some(a);
        }
        if self.fabric.partner(tile) < tile {
            return None;
        }
        Some(a.saturating_sub(u64::from(self.fabric.muxpair_delay)))
    }

    /// Whether tile `tile` has `len` consecutive free issue slots starting in `[lo, hi]`.
    fn has_slot(&self, tile: u32, lo: u64, hi: u64, len: u64) -> bool {
        self.find_slot(tile, lo, hi, len).is_some()
    }

    fn find_slot(&self, tile: u32, lo: u64, hi: u64, len: u64) -> Option<u64> {
        let issue = &self.issue[tile as usize];
        let mut c = lo;
        while c <= hi {
            let f = issue.next_free(c);
            if f > hi {
                return None;
            }
            match issue.next_busy(f, f + len) {
                None => return Some(f),
                Some(b) => c = b + 1,
            }
        }
        None
    }

    /// Reserves the chunk's instruction slots (the sender's `send`; on every receiver that
    /// issues one, the switch taking effect at its first word and, when the receiver idles
    /// right after the chunk, the switch off) and records them in the pool. Returns `None`,
    /// reserving nothing, when some switch finds no slot in its window.
    fn reserve(&mut self, t: u64, len: u64, words: u32, paired: bool, src: u32) -> Option<u32> {
        let send_issue = u64::from(self.send_issue(words, paired));
        let mux_issue = u64::from(self.fabric.mux_issue);
        let delay = u64::from(self.fabric.mux_delay);
        self.issue[src as usize].set(t, t + send_issue);
        let base = self.mux_pool.len();
        let mut ok = true;
        for i in 0..self.ports.len() {
            let p = self.ports[i];
            if !p.recv {
                continue;
            }
            let (mut on, mut off) = (u64::MAX, u64::MAX);
            if let Some(due) = self.switch_due(p.tile, t + p.offset, paired) {
                match self.find_slot(p.tile, due.saturating_sub(delay), due, mux_issue) {
                    Some(s) => {
                        self.issue[p.tile as usize].set(s, s + mux_issue);
                        on = s;
                    }
                    None => ok = false,
                }
                let idle_after = !self.recv[p.tile as usize].is_busy_at(t + p.offset + len);
                if ok && (idle_after || self.reserve_off) {
                    let end = due + len;
                    match self.find_slot(p.tile, end.saturating_sub(delay), end, mux_issue) {
                        Some(s) => {
                            self.issue[p.tile as usize].set(s, s + mux_issue);
                            off = s;
                        }
                        None => ok = false,
                    }
                }
            }
            self.mux_pool.push(on);
            self.mux_pool.push(off);
            if !ok {
                break;
            }
        }
        if ok {
            return Some(base as u32);
        }
        // Undo, walking the receivers in the order their slots were pushed.
        self.issue[src as usize].clear(t, t + send_issue);
        let mut k = base;
        for i in 0..self.ports.len() {
            let p = self.ports[i];
            if !p.recv || k >= self.mux_pool.len() {
                continue;
            }
            for s in [self.mux_pool[k], self.mux_pool[k + 1]] {
                if s != u64::MAX {
                    self.issue[p.tile as usize].clear(s, s + mux_issue);
                }
            }
            k += 2;
        }
        self.mux_pool.truncate(base);
        None
    }

    /// Records the chunk and marks its ports busy; false (nothing changed) when its
    /// instruction slots cannot be reserved.
    #[allow(clippy::too_many_arguments)]
    fn commit(
        &mut self,
        j: usize,
        t: u64,
        cycles: u32,
        word_offset: u32,
        words: u32,
        paired: bool,
        src: u32,
    ) -> bool {
        let len = u64::from(cycles);
        let mut mux = u32::MAX;
        if self.instructions {
            match self.reserve(t, len, words, paired, src) {
                Some(base) => mux = base,
                None => return false,
            }
        }
        for i in 0..self.ports.len() {
            let p = self.ports[i];
            let tl = if p.recv {
                &mut self.recv[p.tile as usize]
            } else {
                &mut self.send[p.tile as usize]
            };
            tl.set(t + p.offset, t + p.offset + len);
        }
        self.chunks.push(Chunk {
            job: j as u32,
            paired,
            word_offset,
            words,
            cycles,
            start: t,
            mux,
            dead: false,
        });
        true
    }

    /// Removes chunk `c` from the timelines.
    pub(crate) fn remove(&mut self, c: usize) {
        if !self.chunks[c].dead {
            self.mark(c, false);
            self.chunks[c].dead = true;
        }
    }

    /// Puts a removed chunk back exactly where it was (its cycles must be free again).
    pub(crate) fn revive(&mut self, c: usize) {
        if self.chunks[c].dead {
            self.mark(c, true);
            self.chunks[c].dead = false;
        }
    }

    /// Sets or clears every cycle chunk `c` occupies.
    fn mark(&mut self, c: usize, busy: bool) {
        let chunk = self.chunks[c];
        let j = chunk.job as usize;
        let saved = self.paired[j];
        self.paired[j] = chunk.paired;
        self.collect_ports(j);
        self.paired[j] = saved;
        let apply = |tl: &mut Timeline, a: u64, b: u64| {
            if busy { tl.set(a, b) } else { tl.clear(a, b) }
        };
        let (t, len) = (chunk.start, u64::from(chunk.cycles));
        for i in 0..self.ports.len() {
            let p = self.ports[i];
            let tl = if p.recv {
                &mut self.recv[p.tile as usize]
            } else {
                &mut self.send[p.tile as usize]
            };
            apply(tl, t + p.offset, t + p.offset + len);
        }
        if chunk.mux != u32::MAX {
            let src = self.jobs.jobs[j].src;
            let send_issue = u64::from(self.send_issue(chunk.words, chunk.paired));
            apply(&mut self.issue[src as usize], t, t + send_issue);
            let mux_issue = u64::from(self.fabric.mux_issue);
            let dst = self.jobs.receivers(j);
            for (k, &d) in dst.iter().enumerate() {
                for s in [
                    self.mux_pool[chunk.mux as usize + 2 * k],
                    self.mux_pool[chunk.mux as usize + 2 * k + 1],
                ] {
                    if s != u64::MAX {
                        apply(&mut self.issue[d as usize], s, s + mux_issue);
                    }
                }
            }
        }
    }

    /// Cycle after the last word arrives anywhere (forward mode).
    pub(crate) fn horizon(&self) -> u64 {
        self.chunks
            .iter()
            .filter(|c| !c.dead)
            .map(|c| self.chunk_end(c))
            .max()
            .unwrap_or(0)
    }

    /// Cycle after the chunk's last word arrives at its farthest receiver (forward mode).
    pub(crate) fn chunk_end(&self, c: &Chunk) -> u64 {
        let lmax = self
            .jobs
            .latencies(c.job as usize)
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        c.start + u64::from(c.cycles) + u64::from(lmax)
    }

    /// Live chunks.
    pub(crate) fn live(&self) -> impl Iterator<Item = &Chunk> {
        self.chunks.iter().filter(|c| !c.dead)
    }
}

/// Rounds of whole-port jumps before the word-parallel search for a common free cycle.
const COARSE_ROUNDS: u32 = 3;

/// Default least chunk length in cycles (a named tuning constant: shorter pieces fill holes
/// better but each costs a `send` and a multiplexer switch).
pub(crate) const DEFAULT_MIN_CHUNK: u32 = 8;

#[cfg(test)]
mod tests {
    use super::super::device::ipu21_with_tiles;
    use super::super::types::Transfer;
    use super::*;

    /// A transfer whose source words are distinct from other tests' (offset by destination).
    fn t(src: u32, dst: &[u32], words: u32) -> Transfer {
        Transfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset: dst[0] * 256,
            dst_offset: 0,
        }
    }

    /// Places the jobs in order; renders each chunk as `job@start+cycles`.
    fn check(transfers: &[Transfer], instructions: bool, expect: &str) {
        let Ok(model) = ipu21_with_tiles(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, transfers);
        let mut engine = Engine::new(&fabric, &jobs, false);
        engine.instructions = instructions;
        engine.min_chunk = 2;
        for j in 0..jobs.jobs.len() {
            engine.place(j, 0);
        }
        let rendered: Vec<String> = engine
            .live()
            .map(|c| format!("{}@{}+{}", c.job, c.start, c.cycles))
            .collect();
        assert_eq!(rendered.join(" "), expect);
    }

    #[test]
    fn sender_conflict_serialises() {
        // Two jobs from tile 0: the second waits for the first.
        check(&[t(0, &[1], 4), t(0, &[2], 4)], false, "0@0+4 1@4+4");
    }

    #[test]
    fn receiver_conflict_respects_latency() {
        // Tiles 0 and 1 share a column (latency 9) and both send to tile 2 (same column):
        // the second's words must arrive after the first's.
        check(&[t(0, &[2], 4), t(1, &[2], 4)], false, "0@0+4 1@4+4");
    }

    #[test]
    fn independent_jobs_overlap() {
        check(&[t(0, &[1], 4), t(2, &[3], 4)], false, "0@0+4 1@0+4");
    }

    #[test]
    fn instruction_slots_are_reserved() {
        // Tile 1 receives from 0 and sends to 2 at cycle 0: its switch for the arrival at 9
        // and its send at 0 use different slots.
        check(&[t(0, &[1], 4), t(1, &[2], 4)], true, "0@0+4 1@0+4");
    }
}
