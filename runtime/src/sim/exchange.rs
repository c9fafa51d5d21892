//! Exchange phases, executed word by word as scheduled, with the rules of
//! `ipu_device::exchange` (module doc there):
//!
//! 1. A `send` of `n` words issued at cycle `c` puts word `i` on the tile's wires at `c + i`
//!    (64-bit mode: words `2i`, `2i + 1` at `c + i`, on the tile's wires and its pair
//!    partner's). A tile's send port carries one send at a time (a partner's 64-bit send
//!    occupies it too), and a tile issues at most one supervisor instruction per cycle: a
//!    `send` issued at `c` takes the issue cycles `c .. c + exchange_send_issue_cycles`, a
//!    `set_mux` `c .. c + exchange_set_mux_issue_cycles` (the target's keys), and no two
//!    instructions' issue cycles overlap.
//! 2. A word sent by `s` at `t` arrives at `d` at `t + latency(s, d)` and nowhere else.
//! 3. A `set_mux` issued at `c` with delay `k` (at most the target's `set_mux_max_delay`)
//!    selects its source from `c + k` until the tile's next `set_mux` takes effect; one of 0
//!    words selects no sender (switch off; its source is ignored). Every word on the selected
//!    sender's bus that arrives meanwhile is stored: the first `words` of them at consecutive
//!    addresses, and any word beyond those is an unintended receive, a hard error (the
//!    receiver had to switch away first). The sender's bus carries its own sends and, in
//!    64-bit mode, the odd words of its pair partner's 64-bit sends. Switching before the
//!    `words` words have arrived means two senders on one receiver, a hard error; so is a
//!    receive whose words never arrive. A `set_mux_pair` does the same on the tile and,
//!    `muxpair_write_delay` cycles later, on its partner; both store the words. 64-bit words
//!    are taken only by paired receives and 32-bit words only by ordinary ones. Every
//!    multiplexer is off when a phase starts.
//! 4. Sends read the memory as it was at the start of the phase; a tile that receives into
//!    an address in this phase and sends it at or after the word's arrival would send the
//!    new value on hardware, so that is a hard error (as is receiving into one address
//!    twice). A send reads consecutive memory: it may run on from one allocation into the
//!    next when they are laid end to end (the back end merges sends of adjacent buffers),
//!    but every word must be allocated and initialised.
//!
//! The checks are written independently of the scheduler that produced the phase.

use std::collections::{BTreeMap, BTreeSet};

use ipu_device::{Access, ExchangeModel, Target};
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
    /// 32-bit words stored by receivers in total (a multicast word counts once per receiver).
    pub words_received: u64,
}

/// A receive as one tile sees it (a `set_mux_pair` gives one on each tile of the pair).
#[derive(Clone, Copy, Debug)]
struct Receive {
    effect: u64,
    source: u32,
    addr: u32,
    words: u32,
    paired: bool,
}

/// A run of received words that come from one send: `words` words at `rate` per cycle, the
/// first arriving at `first_arrival`, read from `src_addr` on `source`, stored from `addr`.
#[derive(Clone, Copy, Debug)]
struct RecvRun {
    addr: u32,
    words: u32,
    rate: u32,
    first_arrival: u64,
    source: u32,
    src_addr: u32,
}

impl RecvRun {
    fn arrival(&self, word: u32) -> u64 {
        self.first_arrival + u64::from(word / self.rate)
    }
}

/// Words per cycle of a send.
fn rate(paired: bool) -> u32 {
    if paired { 2 } else { 1 }
}

/// Cycle at which word `i` of `s` is sent.
fn send_cycle(s: &Send, i: u32) -> u64 {
    u64::from(s.cycle) + u64::from(i / rate(s.paired))
}

/// Cycles the send port is busy.
fn port_cycles(s: &Send) -> u64 {
    u64::from(s.words.div_ceil(rate(s.paired)))
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
    let ex = &target.exchange;
    let mem_of = |tile: u32, cycle: u64| -> Result<usize, Located> {
        slot.get(tile as usize)
            .copied()
            .flatten()
            .ok_or((tile, cycle, Fault::NoImage))
    };
    let paired_align = target.memory.alignment(Access::ExchangePaired);
    // Group instructions by tile, in time order; expand `set_mux_pair` onto both tiles.
    let mut sends: BTreeMap<u32, Vec<Send>> = BTreeMap::new();
    let mut ports: BTreeMap<u32, Vec<(u64, u64)>> = BTreeMap::new();
    // Zero-word instructions move nothing and are ignored.
    for s in phase.sends.iter().filter(|s| s.words > 0) {
        let c = u64::from(s.cycle);
        mem_of(s.tile, c)?;
        if s.paired {
            check_paired(ex.supports_paired_exchange(), s.addr, s.words, paired_align)
                .map_err(|f| (s.tile, c, f))?;
            let partner = ex.pair_partner(s.tile);
            if partner != s.tile {
                ports
                    .entry(partner)
                    .or_default()
                    .push((c, c + port_cycles(s)));
            }
        }
        ports
            .entry(s.tile)
            .or_default()
            .push((c, c + port_cycles(s)));
        sends.entry(s.tile).or_default().push(*s);
    }
    let mut receives: BTreeMap<u32, Vec<Receive>> = BTreeMap::new();
    // Zero-word switches select no sender (switch off).
    for r in &phase.receives {
        let e = r.effect_cycle();
        mem_of(r.tile, e)?;
        if r.words > 0 {
            mem_of(r.source, e)?;
        }
        let one = Receive {
            effect: e,
            source: r.source,
            addr: r.addr,
            words: r.words,
            paired: r.paired,
        };
        receives.entry(r.tile).or_default().push(one);
        if r.paired {
            if r.words > 0 {
                check_paired(ex.supports_paired_exchange(), r.addr, r.words, paired_align)
                    .map_err(|f| (r.tile, e, f))?;
            }
            let partner = ex.pair_partner(r.tile);
            let e2 = e + u64::from(ex.muxpair_write_delay());
            if partner != r.tile {
                mem_of(partner, e2)?;
                receives
                    .entry(partner)
                    .or_default()
                    .push(Receive { effect: e2, ..one });
            }
        }
    }
    sends
        .values_mut()
        .for_each(|v| v.sort_by_key(|s| (s.cycle, s.addr, s.words)));
    receives
        .values_mut()
        .for_each(|v| v.sort_by_key(|r| (r.effect, r.source, r.addr)));
    let mut instructions: BTreeMap<u32, Vec<&SetMux>> = BTreeMap::new();
    for r in &phase.receives {
        instructions.entry(r.tile).or_default().push(r);
    }

    // 1. Per-tile instruction checks; sends read initialised memory inside allocations.
    let mems: &[TileMemory] = memories;
    let tiles: Vec<u32> = sends
        .keys()
        .chain(receives.keys())
        .chain(ports.keys())
        .copied()
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let none_s: Vec<Send> = Vec::new();
    let none_m: Vec<&SetMux> = Vec::new();
    let none_p: Vec<(u64, u64)> = Vec::new();
    let faults: Vec<Located> = tiles
        .par_iter()
        .filter_map(|&tile| {
            let s = sends.get(&tile).unwrap_or(&none_s);
            let m = instructions.get(&tile).unwrap_or(&none_m);
            let p = ports.get(&tile).unwrap_or(&none_p);
            check_tile(ex, tile, s, m, p, &mems[slot[tile as usize]?]).err()
        })
        .collect();
    if let Some(f) = earliest(faults) {
        return Err(f);
    }

    // 2. Match receives to the words that arrive.
    let matched: Vec<Result<(u32, Vec<RecvRun>), Located>> = receives
        .par_iter()
        .map(|(&tile, list)| Ok((tile, match_receives(tile, list, &sends, target)?)))
        .collect();
    let mut runs: BTreeMap<u32, Vec<RecvRun>> = BTreeMap::new();
    let mut faults = Vec::new();
    for r in matched {
        match r {
            Ok((tile, list)) => {
                runs.insert(tile, list);
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
            let r = runs.get(&tile).map(Vec::as_slice).unwrap_or(&[]);
            check_hazards(tile, s, r, &mems[slot[tile as usize]?]).err()
        })
        .collect();
    if let Some(f) = earliest(faults) {
        return Err(f);
    }

    // 4. Gather the received bytes from the senders' memories (checked readable in step 1,
    //    since every run lies inside a send), then store them (checked writable in step 3).
    let gathered: Vec<(usize, Writes)> = runs
        .par_iter()
        .filter_map(|(&tile, list)| {
            let writes = list
                .iter()
                .filter_map(|run| {
                    let src = &mems[slot[run.source as usize]?];
                    let bytes = src.read_span(run.src_addr, 4 * run.words as usize).ok()?;
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
                let _ = mem.write(addr, &bytes);
            }
        });

    // Timing.
    let mut outcome = PhaseOutcome::default();
    for &tile in &tiles {
        let mut end = 0u64;
        for &(_, until) in ports.get(&tile).into_iter().flatten() {
            end = end.max(until);
        }
        for m in instructions.get(&tile).into_iter().flatten() {
            end = end.max(u64::from(m.cycle) + 1);
        }
        for run in runs.get(&tile).into_iter().flatten() {
            end = end.max(run.arrival(run.words - 1) + 1);
            outcome.words_received += u64::from(run.words);
        }
        outcome.horizon = outcome.horizon.max(end);
        outcome.tile_ends.push((tile, end));
    }
    Ok(outcome)
}

fn check_paired(supported: bool, addr: u32, words: u32, align: u32) -> Result<(), Fault> {
    if !supported {
        return Err(Fault::Paired {
            message: "the target has no paired (64-bit) exchange".into(),
        });
    }
    if !addr.is_multiple_of(align) || !words.is_multiple_of(2) {
        return Err(Fault::Paired {
            message: format!(
                "64-bit exchange of {words} words at {addr:#x}: needs an even word count at a {align}-byte aligned address"
            ),
        });
    }
    Ok(())
}

fn check_tile(
    ex: &ExchangeModel,
    tile: u32,
    sends: &[Send],
    muxes: &[&SetMux],
    ports: &[(u64, u64)],
    mem: &TileMemory,
) -> Result<(), Located> {
    let max_delay = ex.set_mux_instruction().max_delay;
    // Issue cycles `[cycle, cycle + issue_cycles)` of every instruction, disjoint.
    let mut issue: Vec<(u64, u64)> = sends
        .iter()
        .map(|s| {
            let cost = if s.paired {
                ex.send_instruction_paired(s.words)
            } else {
                ex.send_instruction(s.words)
            };
            (u64::from(s.cycle), u64::from(cost.issue_cycles))
        })
        .chain(muxes.iter().map(|r| {
            (
                u64::from(r.cycle),
                u64::from(ex.set_mux_instruction().issue_cycles),
            )
        }))
        .collect();
    issue.sort_unstable();
    if let Some(w) = issue.windows(2).find(|w| w[1].0 < w[0].0 + w[0].1) {
        return Err((tile, w[1].0, Fault::IssueConflict));
    }
    let mut busy: Vec<(u64, u64)> = ports.to_vec();
    busy.sort_unstable();
    if let Some(w) = busy.windows(2).find(|w| w[1].0 < w[0].1) {
        return Err((tile, w[1].0, Fault::SendPortBusy { busy_until: w[0].1 }));
    }
    for s in sends {
        let c = u64::from(s.cycle);
        if s.addr % 4 != 0 {
            return Err((tile, c, Fault::Misaligned { addr: s.addr }));
        }
        mem.read_span(s.addr, 4 * s.words as usize)
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
    Ok(())
}

/// The words each receive of `tile` stores (module doc, rule 3).
fn match_receives(
    tile: u32,
    list: &[Receive],
    sends: &BTreeMap<u32, Vec<Send>>,
    target: &Target,
) -> Result<Vec<RecvRun>, Located> {
    let mut runs = Vec::new();
    for (i, r) in list.iter().enumerate() {
        let next = list.get(i + 1);
        let until = next.map_or(u64::MAX, |n| n.effect);
        let other = next.map_or(r.source, |n| n.source);
        if until == r.effect {
            return Err((
                tile,
                r.effect,
                Fault::ReceiveConflict {
                    sender: r.source,
                    other,
                    expected: r.words,
                    received: 0,
                },
            ));
        }
        if r.words == 0 {
            continue; // a switch off: nothing selected until the next switch
        }
        let latency = u64::from(target.exchange.latency(r.source, tile));
        let from_source = sends.get(&r.source).map(Vec::as_slice).unwrap_or(&[]);
        // First send whose last word arrives at or after the effect cycle.
        let first =
            from_source.partition_point(|s| send_cycle(s, s.words - 1) + latency < r.effect);
        let mut got = 0u32;
        let mut last = r.effect;
        for s in &from_source[first..] {
            if got == r.words {
                break;
            }
            let start = u64::from(s.cycle) + latency;
            let per = rate(s.paired);
            // First word arriving at or after the effect cycle.
            let skip =
                (r.effect.saturating_sub(start) * u64::from(per)).min(u64::from(s.words)) as u32;
            if skip >= s.words {
                continue;
            }
            if s.paired != r.paired {
                let message = if s.paired {
                    "a 64-bit send reaches an ordinary set_mux"
                } else {
                    "a set_mux_pair selects an ordinary send"
                };
                return Err((
                    tile,
                    start + u64::from(skip / per),
                    Fault::Paired {
                        message: message.into(),
                    },
                ));
            }
            let take = (s.words - skip).min(r.words - got);
            let run = RecvRun {
                addr: r.addr + 4 * got,
                words: take,
                rate: per,
                first_arrival: start + u64::from(skip / per),
                source: r.source,
                src_addr: s.addr + 4 * skip,
            };
            if run.arrival(take - 1) >= until {
                let arrived = (0..take).take_while(|&w| run.arrival(w) < until).count() as u32;
                return Err((
                    tile,
                    until,
                    Fault::ReceiveConflict {
                        sender: r.source,
                        other,
                        expected: r.words,
                        received: got + arrived,
                    },
                ));
            }
            runs.push(run);
            got += take;
            last = run.arrival(take - 1);
        }
        if got < r.words {
            return Err((
                tile,
                r.effect,
                Fault::UnmatchedReceive {
                    sender: r.source,
                    expected: r.words,
                    received: got,
                },
            ));
        }
        // Nothing else on the sender's bus may arrive while it is still selected: its own
        // later words, or the odd words of its partner's 64-bit sends on its wires.
        let later = first_arrival_after(
            from_source[first..].iter(),
            latency,
            |s| u64::from(s.words.div_ceil(rate(s.paired))),
            last + 1,
        );
        let partner = target.exchange.pair_partner(r.source);
        let wires = if partner == r.source {
            None
        } else {
            let list = sends.get(&partner).map(Vec::as_slice).unwrap_or(&[]);
            let from = list
                .partition_point(|s| u64::from(s.cycle) + latency + u64::from(s.words) < r.effect);
            first_arrival_after(
                list[from..].iter().filter(|s| s.paired),
                latency,
                |s| u64::from(s.words / 2),
                r.effect,
            )
        };
        if let Some(stray) = [later, wires]
            .into_iter()
            .flatten()
            .filter(|&a| a < until)
            .min()
        {
            return Err((
                tile,
                stray,
                Fault::StrayWord {
                    sender: r.source,
                    expected: r.words,
                },
            ));
        }
    }
    Ok(runs)
}

/// The first cycle at or after `after` at which a word of one of `sends` (in send order)
/// arrives, each send's words arriving one per cycle from `cycle + latency` for
/// `cycles(send)` cycles.
fn first_arrival_after<'s>(
    mut sends: impl Iterator<Item = &'s Send>,
    latency: u64,
    cycles: impl Fn(&Send) -> u64,
    after: u64,
) -> Option<u64> {
    sends.find_map(|s| {
        let start = u64::from(s.cycle) + latency;
        let n = cycles(s);
        (n > 0 && start + n > after).then(|| start.max(after))
    })
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
            // Overlaps are rare (a scheduler bug or a deliberate relay): check word by word.
            let (lo, hi) = (s_lo.max(u64::from(r.addr)), s_hi.min(end(r)));
            for a in (lo..hi).step_by(4) {
                let sent = send_cycle(s, ((a - s_lo) / 4) as u32);
                let arrived = r.arrival(((a - u64::from(r.addr)) / 4) as u32);
                if arrived <= sent {
                    return Err((
                        tile,
                        sent,
                        Fault::SendAfterReceive {
                            addr: a as u32,
                            received_at: arrived,
                        },
                    ));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::{Allocation, Segment, TileImage};

    const BASE: u32 = 0x80000;

    /// Four tiles of ipu21 (tiles 0..4 share a column: latency 17), each with 256 bytes at
    /// `BASE`, initialised on the senders.
    fn memories() -> Vec<TileMemory> {
        (0..4)
            .map(|tile| {
                let image = TileImage {
                    tile,
                    allocations: vec![Allocation {
                        name: "buf".into(),
                        addr: BASE,
                        bytes: 256,
                    }],
                    segments: vec![Segment {
                        addr: BASE,
                        data: (0..128u8)
                            .map(|b| b.wrapping_add(tile as u8 * 16))
                            .collect(),
                    }],
                };
                match TileMemory::from_image(&image) {
                    Ok(m) => m,
                    Err(f) => panic!("{f}"),
                }
            })
            .collect()
    }

    fn send(tile: u32, cycle: u32, addr: u32, words: u32) -> Send {
        Send {
            tile,
            cycle,
            addr,
            words,
            paired: false,
        }
    }

    fn mux(tile: u32, effect: u32, source: u32, addr: u32, words: u32) -> SetMux {
        SetMux {
            tile,
            cycle: effect,
            delay: 0,
            source,
            addr,
            words,
            paired: false,
        }
    }

    /// Runs the phase; renders the fault (or `ok <horizon>`).
    fn check(sends: Vec<Send>, receives: Vec<SetMux>, expect: &str) {
        check_costing(sends, receives, None, expect);
    }

    /// As [`check`], on the ipu21 with `issue` cycles per exchange instruction if given.
    fn check_costing(sends: Vec<Send>, receives: Vec<SetMux>, issue: Option<u32>, expect: &str) {
        let Ok(mut target) = Target::resolve("ipu21") else {
            panic!("the built-in ipu21 target loads")
        };
        // The expectations are worked out by hand for the short reading of the latency
        // (17 cycles tile to tile in a column; the targets take the cautious 27).
        let mut config = target.exchange.config().clone();
        config.exchange_to_tile_cycles = 9;
        if let Some(cycles) = issue {
            config.send_issue_cycles = cycles;
            config.set_mux_issue_cycles = cycles;
        }
        target.exchange = ExchangeModel::new(config, std::path::Path::new("t")).unwrap();
        let phase = ExchangePhase {
            name: "p".into(),
            sends,
            receives,
            lower_bound: 0,
        };
        let mut mems = memories();
        let slot: Vec<Option<usize>> = (0..4).map(Some).collect();
        let rendered = match run_phase(&phase, &target, &mut mems, &slot) {
            Ok(outcome) => format!("ok {}", outcome.horizon),
            Err((tile, cycle, fault)) => format!("tile {tile} cycle {cycle}: {fault}"),
        };
        assert_eq!(rendered, expect);
    }

    #[test]
    fn a_selection_may_stay_on_a_sender_that_sends_no_more() {
        // Tile 1 takes tile 0's 4 words at 17..21 and never switches away.
        check(
            vec![send(0, 0, BASE, 4)],
            vec![mux(1, 17, 0, BASE + 64, 4)],
            "ok 21",
        );
    }

    #[test]
    fn a_later_word_of_the_selected_sender_is_an_unintended_receive() {
        // Tile 0 sends again at 10 (for tile 2): tile 1 still selects it when that word
        // arrives at 27.
        check(
            vec![send(0, 0, BASE, 4), send(0, 10, BASE + 16, 2)],
            vec![mux(1, 17, 0, BASE + 64, 4), mux(2, 27, 0, BASE + 64, 2)],
            "tile 1 cycle 27: unintended receive: the multiplexer still selects tile 0 when a \
             word on its bus arrives, after the 4 words of the receive (switch away first)",
        );
    }

    #[test]
    fn a_switch_off_ends_the_selection() {
        // The same phase with tile 1 switching off (0 words) at 21: valid.
        check(
            vec![send(0, 0, BASE, 4), send(0, 10, BASE + 16, 2)],
            vec![
                mux(1, 17, 0, BASE + 64, 4),
                mux(1, 21, 0, 0, 0),
                mux(2, 27, 0, BASE + 64, 2),
            ],
            "ok 29",
        );
    }

    #[test]
    fn a_switch_to_the_next_sender_ends_the_selection_too() {
        // Tile 1 switches to tile 3 at 21, before tile 0's next word arrives at 27.
        check(
            vec![
                send(0, 0, BASE, 4),
                send(0, 10, BASE + 16, 2),
                send(3, 4, BASE, 4),
            ],
            vec![
                mux(1, 17, 0, BASE + 64, 4),
                mux(1, 21, 3, BASE + 80, 4),
                mux(2, 27, 0, BASE + 64, 2),
            ],
            "ok 29",
        );
    }

    #[test]
    fn instructions_take_the_targets_issue_cycles() {
        // Tile 0 sends single words at 0 and 1 (not consecutive addresses: two sends); tile 1
        // takes the first at 17 and switches off at 18, when the second reaches it.
        let phase = || {
            (
                vec![send(0, 0, BASE, 1), send(0, 1, BASE + 8, 1)],
                vec![
                    mux(1, 17, 0, BASE + 64, 1),
                    mux(1, 18, 0, 0, 0),
                    mux(2, 18, 0, BASE + 64, 1),
                ],
            )
        };
        let (s, r) = phase();
        check_costing(s, r, Some(1), "ok 19");
        let (s, r) = phase();
        check_costing(
            s,
            r,
            Some(2),
            "tile 0 cycle 1: two exchange instructions issued in the same cycle",
        );
    }

    #[test]
    fn a_switch_off_and_a_switch_on_at_one_cycle_conflict() {
        check(
            vec![send(0, 0, BASE, 4)],
            vec![mux(1, 17, 0, BASE + 64, 4), mux(1, 17, 2, 0, 0)],
            "tile 1 cycle 17: two exchange instructions issued in the same cycle",
        );
    }
}
