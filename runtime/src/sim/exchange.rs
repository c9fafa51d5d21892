//! Exchange phases, executed word by word as scheduled, with the rules of
//! `ipu_device::exchange` (module doc there):
//!
//! 1. A `send` of `n` words issued at cycle `c` puts word `i` on the tile's wires at `c + i`;
//!    a tile's sends may not overlap (one word per cycle), and a tile issues at most one
//!    supervisor instruction (`send` or `set_mux`) per cycle.
//! 2. A word sent by `s` at `t` arrives at `d` at `t + latency(s, d)` and nowhere else.
//! 3. A `set_mux` issued at `c` with delay `k` (at most the target's `set_mux_max_delay`)
//!    selects its source from `c + k` on; the next `words` words arriving from that source
//!    are stored at consecutive addresses. The selection may not change before they have all
//!    arrived: switching early means two senders on one receiver, a hard error; so is a
//!    receive whose words never arrive.
//! 4. Sends read the memory as it was at the start of the phase; a tile that receives into
//!    an address in this phase and sends it at or after the word's arrival would send the
//!    new value on hardware, so that is a hard error (as is receiving into one address twice).
//!
//! The checks are written independently of the scheduler that produced the phase.
//! Paired (64-bit) exchange is not simulated yet: a package using it cannot be expressed.

use std::collections::BTreeMap;

use ipu_device::Target;
use rayon::prelude::*;

use super::Fault;
use super::memory::TileMemory;
use crate::package::{ExchangePhase, Send, SetMux};

/// A fault at a tile and cycle (cycle relative to the phase start).
pub type Located = (u32, u64, Fault);

/// What a phase did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PhaseOutcome {
    /// One past the last cycle of any activity (the last word received, sent, or
    /// instruction issued): the phase's length in cycles.
    pub horizon: u64,
    /// Per active tile, one past its last activity, in tile order.
    pub tile_ends: Vec<(u32, u64)>,
    /// 32-bit words received in total (a multicast word counts once per receiver).
    pub words_received: u64,
}

/// A run of received words that come from one send: `words` words, the first arriving at
/// `first_arrival`, read from `src_addr` on `source`, stored from `addr`.
#[derive(Clone, Copy, Debug)]
struct RecvRun {
    addr: u32,
    words: u32,
    first_arrival: u64,
    source: u32,
    src_addr: u32,
}

/// Bytes to store at an address.
type Writes = Vec<(u32, Vec<u8>)>;

/// Earliest fault by (cycle, tile): the one a user should look at first.
fn earliest(faults: impl IntoIterator<Item = Located>) -> Option<Located> {
    faults
        .into_iter()
        .min_by_key(|(tile, cycle, _)| (*cycle, *tile))
}

/// Run `phase` on the memories (`slot[tile]` = index into `memories`).
pub fn run_phase(
    phase: &ExchangePhase,
    target: &Target,
    memories: &mut [TileMemory],
    slot: &[Option<usize>],
) -> Result<PhaseOutcome, Located> {
    let mem_of = |tile: u32, cycle: u64| -> Result<usize, Located> {
        slot.get(tile as usize)
            .copied()
            .flatten()
            .ok_or((tile, cycle, Fault::NoImage))
    };
    // Group instructions by tile, in time order.
    let mut sends: BTreeMap<u32, Vec<Send>> = BTreeMap::new();
    for s in &phase.sends {
        mem_of(s.tile, u64::from(s.cycle))?;
        sends.entry(s.tile).or_default().push(*s);
    }
    let mut muxes: BTreeMap<u32, Vec<SetMux>> = BTreeMap::new();
    for r in &phase.receives {
        mem_of(r.tile, r.effect_cycle())?;
        mem_of(r.source, r.effect_cycle())?;
        muxes.entry(r.tile).or_default().push(*r);
    }
    sends
        .values_mut()
        .for_each(|v| v.sort_by_key(|s| (s.cycle, s.addr, s.words)));
    muxes
        .values_mut()
        .for_each(|v| v.sort_by_key(|r| (r.effect_cycle(), r.cycle, r.source, r.addr)));

    // 1. Per-tile instruction checks; sends read initialised memory inside allocations.
    let mems: &[TileMemory] = memories;
    let max_delay = target.exchange.set_mux_instruction().max_delay;
    let tiles: Vec<u32> = sends
        .keys()
        .chain(muxes.keys())
        .copied()
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let empty_s: Vec<Send> = Vec::new();
    let empty_r: Vec<SetMux> = Vec::new();
    let faults: Vec<Located> = tiles
        .par_iter()
        .filter_map(|&tile| {
            let s = sends.get(&tile).unwrap_or(&empty_s);
            let r = muxes.get(&tile).unwrap_or(&empty_r);
            check_tile(tile, s, r, max_delay, &mems[slot[tile as usize]?]).err()
        })
        .collect();
    if let Some(f) = earliest(faults) {
        return Err(f);
    }

    // 2. Match receives to the words that arrive.
    let per_receiver: Vec<Result<(u32, Vec<RecvRun>), Located>> = muxes
        .par_iter()
        .map(|(&tile, list)| {
            let runs = match_receives(tile, list, &sends, target)?;
            Ok((tile, runs))
        })
        .collect();
    let mut receives: BTreeMap<u32, Vec<RecvRun>> = BTreeMap::new();
    let mut faults = Vec::new();
    for r in per_receiver {
        match r {
            Ok((tile, runs)) => {
                receives.insert(tile, runs);
            }
            Err(f) => faults.push(f),
        }
    }
    if let Some(f) = earliest(faults) {
        return Err(f);
    }

    // 3. Hazards and writability, per tile.
    let faults: Vec<Located> = tiles
        .par_iter()
        .filter_map(|&tile| {
            let s = sends.get(&tile).map(Vec::as_slice).unwrap_or(&[]);
            let r = receives.get(&tile).map(Vec::as_slice).unwrap_or(&[]);
            check_hazards(tile, s, r, &mems[slot[tile as usize]?]).err()
        })
        .collect();
    if let Some(f) = earliest(faults) {
        return Err(f);
    }

    // 4. Gather the received bytes from the senders' memories, then store them.
    let gathered: Vec<(usize, Writes)> = receives
        .par_iter()
        .filter_map(|(&tile, runs)| {
            let writes = runs
                .iter()
                .filter_map(|run| {
                    let src = &mems[slot[run.source as usize]?];
                    let bytes = src.read(run.src_addr, 4 * run.words as usize).ok()?;
                    Some((run.addr, bytes.to_vec()))
                })
                .collect();
            Some((slot[tile as usize]?, writes))
        })
        .collect();
    let mut by_slot: Vec<Option<Writes>> = vec![None; memories.len()];
    for (idx, writes) in gathered {
        by_slot[idx] = Some(writes);
    }
    memories
        .par_iter_mut()
        .zip(by_slot.into_par_iter())
        .for_each(|(mem, writes)| {
            for (addr, bytes) in writes.into_iter().flatten() {
                // Checked writable in step 3.
                let _ = mem.write(addr, &bytes);
            }
        });

    // Timing.
    let mut outcome = PhaseOutcome::default();
    for &tile in &tiles {
        let mut end = 0u64;
        for s in sends.get(&tile).into_iter().flatten() {
            end = end.max(u64::from(s.cycle) + u64::from(s.words.max(1)));
        }
        for r in muxes.get(&tile).into_iter().flatten() {
            end = end.max(u64::from(r.cycle) + 1);
        }
        for run in receives.get(&tile).into_iter().flatten() {
            end = end.max(run.first_arrival + u64::from(run.words));
            outcome.words_received += u64::from(run.words);
        }
        outcome.horizon = outcome.horizon.max(end);
        outcome.tile_ends.push((tile, end));
    }
    Ok(outcome)
}

fn check_tile(
    tile: u32,
    sends: &[Send],
    muxes: &[SetMux],
    max_delay: u32,
    mem: &TileMemory,
) -> Result<(), Located> {
    let mut issue: Vec<u64> = sends
        .iter()
        .map(|s| u64::from(s.cycle))
        .chain(muxes.iter().map(|r| u64::from(r.cycle)))
        .collect();
    issue.sort_unstable();
    if let Some(w) = issue.windows(2).find(|w| w[0] == w[1]) {
        return Err((tile, w[0], Fault::IssueConflict));
    }
    let mut port_free = 0u64;
    for s in sends {
        let c = u64::from(s.cycle);
        if c < port_free {
            return Err((
                tile,
                c,
                Fault::SendPortBusy {
                    busy_until: port_free,
                },
            ));
        }
        port_free = c + u64::from(s.words);
        if s.addr % 4 != 0 {
            return Err((tile, c, Fault::Misaligned { addr: s.addr }));
        }
        mem.read(s.addr, 4 * s.words as usize)
            .map_err(|f| (tile, c, f))?;
    }
    for r in muxes {
        if r.delay > max_delay {
            return Err((
                tile,
                u64::from(r.cycle),
                Fault::DelayTooLarge {
                    delay: r.delay,
                    max: max_delay,
                },
            ));
        }
        if r.addr % 4 != 0 {
            return Err((tile, r.effect_cycle(), Fault::Misaligned { addr: r.addr }));
        }
    }
    if let Some(w) = muxes
        .windows(2)
        .find(|w| w[0].effect_cycle() == w[1].effect_cycle())
    {
        return Err((
            tile,
            w[0].effect_cycle(),
            Fault::ReceiveConflict {
                sender: w[0].source,
                other: w[1].source,
                expected: w[0].words,
                received: 0,
            },
        ));
    }
    Ok(())
}

/// The words each `set_mux` of `tile` receives (module doc, rule 3).
fn match_receives(
    tile: u32,
    muxes: &[SetMux],
    sends: &BTreeMap<u32, Vec<Send>>,
    target: &Target,
) -> Result<Vec<RecvRun>, Located> {
    let mut runs = Vec::new();
    for (i, r) in muxes.iter().enumerate() {
        let effect = r.effect_cycle();
        let next = muxes.get(i + 1);
        let until = next.map_or(u64::MAX, SetMux::effect_cycle);
        let latency = u64::from(target.exchange.latency(r.source, tile));
        let from_source = sends.get(&r.source).map(Vec::as_slice).unwrap_or(&[]);
        // First send whose last word arrives at or after `effect`.
        let first = from_source
            .partition_point(|s| u64::from(s.cycle) + u64::from(s.words) + latency <= effect);
        let mut got = 0u32;
        for s in &from_source[first..] {
            if got == r.words {
                break;
            }
            let start = u64::from(s.cycle) + latency;
            let skip = effect.saturating_sub(start) as u32;
            if skip >= s.words {
                continue;
            }
            let take = (s.words - skip).min(r.words - got);
            let first_arrival = start + u64::from(skip);
            if first_arrival + u64::from(take) > until {
                let received = got + (until.saturating_sub(first_arrival)) as u32;
                let other = next.map_or(r.source, |n| n.source);
                return Err((
                    tile,
                    until,
                    Fault::ReceiveConflict {
                        sender: r.source,
                        other,
                        expected: r.words,
                        received,
                    },
                ));
            }
            runs.push(RecvRun {
                addr: r.addr + 4 * got,
                words: take,
                first_arrival,
                source: r.source,
                src_addr: s.addr + 4 * skip,
            });
            got += take;
        }
        if got < r.words {
            return Err((
                tile,
                effect,
                Fault::UnmatchedReceive {
                    sender: r.source,
                    expected: r.words,
                    received: got,
                },
            ));
        }
    }
    Ok(runs)
}

/// Receive targets writable and written once; no send of a word at or after it was received.
fn check_hazards(
    tile: u32,
    sends: &[Send],
    runs: &[RecvRun],
    mem: &TileMemory,
) -> Result<(), Located> {
    for run in runs {
        mem.check_writable(run.addr, 4 * run.words as usize)
            .map_err(|f| (tile, run.first_arrival, f))?;
    }
    let mut by_addr: Vec<&RecvRun> = runs.iter().collect();
    by_addr.sort_by_key(|r| r.addr);
    let end = |r: &RecvRun| u64::from(r.addr) + 4 * u64::from(r.words);
    if let Some(w) = by_addr
        .windows(2)
        .find(|w| end(w[0]) > u64::from(w[1].addr))
    {
        let cycle = w[0].first_arrival.max(w[1].first_arrival);
        return Err((tile, cycle, Fault::DoubleReceive { addr: w[1].addr }));
    }
    for s in sends {
        let (s_lo, s_hi) = (
            u64::from(s.addr),
            u64::from(s.addr) + 4 * u64::from(s.words),
        );
        let from = by_addr.partition_point(|r| end(r) <= s_lo);
        for r in by_addr[from..]
            .iter()
            .take_while(|r| u64::from(r.addr) < s_hi)
        {
            // Word at address `a` is sent at `s.cycle + (a - s.addr)/4` and arrives at
            // `r.first_arrival + (a - r.addr)/4`: the difference is the same for every
            // shared word, so one comparison decides.
            let lo = s_lo.max(u64::from(r.addr));
            let sent = u64::from(s.cycle) + (lo - s_lo) / 4;
            let arrived = r.first_arrival + (lo - u64::from(r.addr)) / 4;
            if arrived <= sent {
                return Err((
                    tile,
                    sent,
                    Fault::SendAfterReceive {
                        addr: lo as u32,
                        received_at: arrived,
                    },
                ));
            }
        }
    }
    Ok(())
}
