//! One scheduled exchange phase as per-tile `send` and `set_mux` instructions, following the
//! device's instruction rules (`ipu_device::exchange`, rules 3–4).
//!
//! # From transfers to instructions
//!
//! 1. **Sends.** A transfer (or chunk) is a `send` at its source, issued at its `start`, of its
//!    `words` from its source address. Transfers that read the same words at the same cycle
//!    (a multicast the scheduler split by destination) share one send. Sends of one tile that
//!    follow each other without a gap and read consecutive words are merged into one run
//!    (one instruction, as the scheduler's instruction model counts them).
//! 2. **Receives.** Every destination `d` of a transfer needs the multiplexer to select the
//!    source exactly when the first word arrives (`arrival[d]`): a `set_mux` whose effect
//!    cycle (issue + delay) is the arrival. Selecting earlier would capture the source's
//!    earlier words meant for other tiles. A paired (64-bit) transfer reaches whole tile
//!    pairs; the even tile of each pair issues one `set_mux_pair` taking effect
//!    `muxpair_write_delay` cycles before the arrival, so that its partner, which follows
//!    that much later, selects the source exactly at the arrival.
//! 3. **Switching off.** A receiver whose multiplexer still selects a sender takes that
//!    sender's later words too. When a word of the sender's bus (its own sends and, in 64-bit
//!    mode, its partner's odd words) would reach the receiver after a reception ends and
//!    before the receiver's next switch takes effect, the receiver switches off (a `set_mux`
//!    of 0 words) in between — the same rule `verify-exchange` and the simulator apply.
//! 4. **Issue slots.** Each tile issues one instruction per cycle; a `send` takes the target's
//!    `exchange_send_issue_cycles` slots from its issue cycle, a `set_mux` its
//!    `exchange_set_mux_issue_cycles`. Sends issue at their first word (fixed); each `set_mux`
//!    may issue up to `set_mux_max_delay` cycles before its effect. The switches are placed by
//!    the device's rule: in deadline order, each at the earliest free run of slots from its
//!    release (for one-slot switches this finds a slot for every switch whenever one exists).
//!
//! Errors (a schedule that cannot be carried out: the scheduler's bug, or a hand-written
//! schedule that breaks a rule) name the tile and cycle; [`lower_phase`] returns the index of
//! the transfer at fault where there is one.

use std::collections::{BTreeMap, BTreeSet};

use ipu_device::ExchangeModel;
use ipu_dialects::tile_asm_dialect::{Send, SetMux};

/// A scheduled, placed transfer: addresses are tile byte addresses, cycles relative to the
/// phase start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Placed {
    /// Sending tile.
    pub src: u32,
    /// Receiving tiles.
    pub dst: Vec<u32>,
    /// 32-bit words.
    pub words: u32,
    /// Source byte address.
    pub src_addr: u32,
    /// Destination byte address (the same on every destination).
    pub dst_addr: u32,
    /// Cycle of the first word at the source.
    pub start: u64,
    /// Cycle of the first word at each destination, in `dst` order.
    pub arrival: Vec<u64>,
    /// 64-bit mode.
    pub paired: bool,
}

/// A tile's instructions in one phase, each list in issue order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct TileInstructions {
    /// The sends.
    pub sends: Vec<Send>,
    /// The multiplexer switches.
    pub muxes: Vec<SetMux>,
}

/// Why a phase cannot be lowered: the message, and the transfer at fault if one is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LowerError {
    /// What is wrong (names tile and cycle).
    pub message: String,
    /// Index of the transfer at fault.
    pub transfer: Option<usize>,
}

fn fail<T>(transfer: Option<usize>, message: String) -> Result<T, LowerError> {
    Err(LowerError { message, transfer })
}

/// Cycles a send of `words` occupies its port (two words per cycle when paired).
fn port_cycles(ex: &ExchangeModel, words: u32, paired: bool) -> u64 {
    let cost = if paired {
        ex.send_instruction_paired(words)
    } else {
        ex.send_instruction(words)
    };
    u64::from(cost.send_port_cycles)
}

/// A reception on a tile: (first arrival, end, source, paired, transfer index).
type Reception = (u64, u64, u32, bool, usize);

/// A switch to place: (release, deadline, earliest effect, the switch, transfer index).
type SwitchJob = (u64, u64, u64, SetMux, usize);

/// The cycles a tile's bus carries a word, as disjoint half-open ranges (a phase's buses
/// are busy for long runs of cycles: ranges, not one entry per word).
#[derive(Clone, Debug, Default)]
struct BusWords {
    ranges: Vec<(u64, u64)>,
}

impl BusWords {
    /// Adds cycles `start..end` (before [`BusWords::merge`]).
    fn add(&mut self, start: u64, end: u64) {
        if start < end {
            self.ranges.push((start, end));
        }
    }

    /// Sorts the ranges and merges overlapping and adjacent ones.
    fn merge(&mut self) {
        self.ranges.sort_unstable();
        let mut merged: Vec<(u64, u64)> = Vec::with_capacity(self.ranges.len());
        for &(s, e) in &self.ranges {
            match merged.last_mut() {
                Some(last) if s <= last.1 => last.1 = last.1.max(e),
                _ => merged.push((s, e)),
            }
        }
        self.ranges = merged;
    }

    /// The first cycle at or after `from` with a word on the bus (after [`BusWords::merge`]).
    fn first_from(&self, from: u64) -> Option<u64> {
        let i = self.ranges.partition_point(|&(_, e)| e <= from);
        self.ranges.get(i).map(|&(s, _)| s.max(from))
    }
}

/// The instructions of every tile taking part in the phase (module doc).
pub(crate) fn lower_phase(
    transfers: &[Placed],
    ex: &ExchangeModel,
) -> Result<BTreeMap<u32, TileInstructions>, LowerError> {
    let mut out: BTreeMap<u32, TileInstructions> = BTreeMap::new();

    // 1. Sends: shared by identical reads, merged into runs.
    let mut sends: BTreeMap<u32, BTreeSet<(u64, u32, u32, bool)>> = BTreeMap::new();
    let mut first_user: BTreeMap<(u32, u64), usize> = BTreeMap::new();
    for (i, t) in transfers.iter().enumerate() {
        if t.words == 0 {
            continue;
        }
        if t.arrival.len() != t.dst.len() {
            return fail(
                Some(i),
                format!(
                    "has {} arrival cycles for {} destinations",
                    t.arrival.len(),
                    t.dst.len()
                ),
            );
        }
        sends
            .entry(t.src)
            .or_default()
            .insert((t.start, t.src_addr, t.words, t.paired));
        first_user.entry((t.src, t.start)).or_insert(i);
    }
    // Port occupation per tile (a 64-bit send occupies the partner's port too).
    let mut ports: BTreeMap<u32, Vec<(u64, u64, u32)>> = BTreeMap::new();
    for (&tile, list) in &sends {
        let mut runs: Vec<Send> = Vec::new();
        for &(at, addr, words, paired) in list {
            if let Some(last) = runs.last_mut() {
                let end = last.at + port_cycles(ex, last.words, last.paired);
                if last.paired == paired
                    && end == at
                    && u64::from(last.addr) + 4 * u64::from(last.words) == u64::from(addr)
                    && last.words.checked_add(words).is_some()
                {
                    last.words += words;
                    continue;
                }
            }
            runs.push(Send {
                at,
                addr,
                words,
                paired,
            });
        }
        for s in &runs {
            let end = s.at + port_cycles(ex, s.words, s.paired);
            ports.entry(tile).or_default().push((s.at, end, tile));
            let partner = ex.pair_partner(tile);
            if s.paired && partner != tile {
                ports.entry(partner).or_default().push((s.at, end, tile));
            }
        }
        out.entry(tile).or_default().sends = runs;
    }
    for (&tile, busy) in &mut ports {
        busy.sort_unstable();
        if let Some(w) = busy.windows(2).find(|w| w[1].0 < w[0].1) {
            let culprit = first_user.get(&(w[1].2, w[1].0)).copied();
            return fail(
                culprit,
                format!(
                    "tile {tile}'s send port is busy until cycle {} (a send of tile {}) when a send of tile {} starts at cycle {}",
                    w[0].1, w[0].2, w[1].2, w[1].0
                ),
            );
        }
    }

    // 2. Receives: one switch per destination (one per pair when paired), taking effect at
    //    the arrival; the occupation of each receiver for the overlap check.
    let muxpair = u64::from(ex.muxpair_write_delay());
    let mut wanted: BTreeMap<u32, Vec<(u64, SetMux, usize)>> = BTreeMap::new();
    let mut receiving: BTreeMap<u32, Vec<(u64, u64, u32, usize)>> = BTreeMap::new();
    for (i, t) in transfers.iter().enumerate() {
        if t.words == 0 {
            continue;
        }
        let cycles = port_cycles(ex, t.words, t.paired);
        for (&d, &a) in t.dst.iter().zip(&t.arrival) {
            if a < t.start {
                return fail(
                    Some(i),
                    format!(
                        "arrives at tile {d} at cycle {a}, before it is sent (cycle {})",
                        t.start
                    ),
                );
            }
            receiving
                .entry(d)
                .or_default()
                .push((a, a + cycles, t.src, i));
            let partner = ex.pair_partner(d);
            let effect = if t.paired {
                if partner == d || !t.dst.contains(&partner) {
                    return fail(
                        Some(i),
                        format!(
                            "is paired, but tile {d}'s pair partner is not among its destinations"
                        ),
                    );
                }
                if partner < d {
                    continue; // the even tile of the pair issues the switch
                }
                match a.checked_sub(muxpair) {
                    Some(e) => e,
                    None => {
                        return fail(
                            Some(i),
                            format!(
                                "reaches tile pair {d}, {partner} at cycle {a}, before a set_mux_pair can take effect ({muxpair} cycles early)"
                            ),
                        );
                    }
                }
            } else {
                a
            };
            let mux = SetMux {
                at: 0,
                delay: 0,
                source: t.src,
                addr: t.dst_addr,
                words: t.words,
                paired: t.paired,
            };
            wanted.entry(d).or_default().push((effect, mux, i));
        }
    }
    for (&tile, list) in &mut receiving {
        list.sort_unstable();
        if let Some(w) = list.windows(2).find(|w| w[1].0 < w[0].1) {
            return fail(
                Some(w[1].3),
                format!(
                    "tile {tile} is still receiving from tile {} until cycle {} when words from tile {} arrive at cycle {}",
                    w[0].2, w[0].1, w[1].2, w[1].0
                ),
            );
        }
    }

    // 3. Switches off: after a reception, before a word of the sender's bus reaches the
    //    receiver while it still selects that sender. Jobs are (release, deadline, earliest
    //    effect, switch, transfer); a switch on has all three at its effect cycle but the
    //    release, `max_delay` earlier.
    let max_delay = u64::from(ex.set_mux_instruction().max_delay);
    let mut bus_words: BTreeMap<u32, BusWords> = BTreeMap::new();
    for t in transfers.iter().filter(|t| t.words > 0) {
        let cycles = port_cycles(ex, t.words, t.paired);
        bus_words
            .entry(t.src)
            .or_default()
            .add(t.start, t.start + cycles);
        let partner = ex.pair_partner(t.src);
        if t.paired && partner != t.src {
            bus_words
                .entry(partner)
                .or_default()
                .add(t.start, t.start + u64::from(t.words / 2));
        }
    }
    for b in bus_words.values_mut() {
        b.merge();
    }
    // Receptions per tile: (first arrival, end, source, paired, transfer).
    let mut receptions: BTreeMap<u32, Vec<Reception>> = BTreeMap::new();
    for (i, t) in transfers.iter().enumerate().filter(|(_, t)| t.words > 0) {
        let cycles = port_cycles(ex, t.words, t.paired);
        for (&d, &a) in t.dst.iter().zip(&t.arrival) {
            receptions
                .entry(d)
                .or_default()
                .push((a, a + cycles, t.src, t.paired, i));
        }
    }
    let mut jobs_of: BTreeMap<u32, Vec<SwitchJob>> = BTreeMap::new();
    for (tile, list) in wanted {
        jobs_of.entry(tile).or_default().extend(
            list.into_iter()
                .map(|(effect, m, i)| (effect.saturating_sub(max_delay), effect, effect, m, i)),
        );
    }
    for (&tile, list) in &mut receptions {
        list.sort_unstable();
        let is_even = ex.pair_partner(tile) > tile;
        // When a reception's switch takes effect on this tile.
        let effect = |&(a, _, _, paired, _): &Reception| {
            if paired && is_even {
                a.saturating_sub(muxpair)
            } else {
                a
            }
        };
        for (k, r) in list.iter().enumerate() {
            let &(_, end, src, paired, i) = r;
            let next = list.get(k + 1).map_or(u64::MAX, effect);
            let mut buses = vec![src];
            if paired && ex.pair_partner(src) != src {
                buses.push(ex.pair_partner(src));
            }
            let heard = buses
                .iter()
                .filter_map(|&b| {
                    let lat = u64::from(ex.latency(b, tile));
                    let w = bus_words.get(&b)?.first_from(end.saturating_sub(lat))?;
                    (w + lat < next).then_some(w + lat)
                })
                .min();
            if let Some(first) = heard {
                let off = SetMux {
                    at: 0,
                    delay: 0,
                    source: src,
                    addr: 0,
                    words: 0,
                    paired: false,
                };
                jobs_of.entry(tile).or_default().push((
                    end.saturating_sub(max_delay),
                    first,
                    end,
                    off,
                    i,
                ));
            }
        }
    }

    // 4. Issue cycles for the switches by the device's rule: in order of deadline (then
    //    release), each at the earliest start from its release whose issue cycles are free of
    //    the sends and of the switches placed before it.
    let mux_len = u64::from(ex.set_mux_instruction().issue_cycles);
    for (&tile, jobs) in &mut jobs_of {
        jobs.sort_by_key(|&(release, deadline, _, ref m, i)| (deadline, release, m.source, i));
        let entry = out.entry(tile).or_default();
        // Busy issue cycles as disjoint `[start, end)` runs keyed by start.
        let mut busy: BTreeMap<u64, u64> = BTreeMap::new();
        let mut last_end = 0u64;
        for s in &entry.sends {
            let len = u64::from(if s.paired {
                ex.send_instruction_paired(s.words).issue_cycles
            } else {
                ex.send_instruction(s.words).issue_cycles
            });
            if s.at < last_end {
                let culprit = first_user.get(&(tile, s.at)).copied();
                return fail(
                    culprit,
                    format!(
                        "tile {tile} issues a send at cycle {} while its previous send still takes its issue cycles (until cycle {last_end})",
                        s.at
                    ),
                );
            }
            last_end = s.at + len;
            busy.insert(s.at, s.at + len);
        }
        // The first busy run that overlaps `[a, b)`, as its end.
        let overlap = |busy: &BTreeMap<u64, u64>, a: u64, b: u64| -> Option<u64> {
            if let Some((_, &end)) = busy.range(..=a).next_back()
                && end > a
            {
                return Some(end);
            }
            busy.range(a..b).next().map(|(_, &end)| end)
        };
        let mut placed: Vec<SetMux> = Vec::with_capacity(jobs.len());
        for &(release, deadline, effect, m, i) in jobs.iter() {
            let mut t = release;
            while let Some(end) = overlap(&busy, t, t + mux_len) {
                t = end;
            }
            if t > deadline {
                return fail(
                    Some(i),
                    format!(
                        "tile {tile} has no free issue cycle for the set_mux taking effect by cycle {deadline} (at most {max_delay} cycles early)"
                    ),
                );
            }
            busy.insert(t, t + mux_len);
            let mut m = m;
            m.at = t;
            m.delay = (effect.max(t) - t) as u32;
            placed.push(m);
        }
        placed.sort_by_key(|m| (m.at, m.source));
        entry.muxes = placed;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model() -> ExchangeModel {
        crate::schedule_exchange::device::hand_worked_model(16).expect("ipu21 loads")
    }

    fn transfer(src: u32, dst: &[u32], words: u32, start: u64, paired: bool) -> Placed {
        let ex = model();
        Placed {
            src,
            dst: dst.to_vec(),
            words,
            src_addr: 0x80000,
            dst_addr: 0x90000,
            start,
            arrival: dst
                .iter()
                .map(|&d| start + u64::from(ex.latency(src, d)))
                .collect(),
            paired,
        }
    }

    /// Renders every tile's instructions, one per line.
    fn check(transfers: &[Placed], expect: &str) {
        let got = match lower_phase(transfers, &model()) {
            Ok(tiles) => tiles
                .iter()
                .flat_map(|(tile, ins)| {
                    let sends = ins.sends.iter().map(move |s| {
                        format!(
                            "{tile}: send at {} addr {:#x} words {}{}",
                            s.at,
                            s.addr,
                            s.words,
                            if s.paired { " paired" } else { "" }
                        )
                    });
                    let muxes = ins.muxes.iter().map(move |m| {
                        format!(
                            "{tile}: set_mux at {} delay {} source {} addr {:#x} words {}{}",
                            m.at,
                            m.delay,
                            m.source,
                            m.addr,
                            m.words,
                            if m.paired { " paired" } else { "" }
                        )
                    });
                    sends.chain(muxes)
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Err(e) => format!("error (transfer {:?}): {}", e.transfer, e.message),
        };
        assert_eq!(got, expect.trim());
    }

    #[test]
    fn unicast_issues_the_switch_ahead_of_the_arrival() {
        // Tiles 0 and 1 are in one column: latency 17.
        check(
            &[transfer(0, &[1], 8, 0, false)],
            "0: send at 0 addr 0x80000 words 8\n\
             1: set_mux at 14 delay 3 source 0 addr 0x90000 words 8",
        );
    }

    #[test]
    fn split_chunks_merge_into_one_send_run() {
        let mut a = transfer(0, &[1], 4, 0, false);
        let mut b = transfer(0, &[1], 4, 4, false);
        b.src_addr += 16;
        b.dst_addr += 16;
        a.dst_addr = 0x90000;
        check(
            &[a, b],
            "0: send at 0 addr 0x80000 words 8\n\
             1: set_mux at 14 delay 3 source 0 addr 0x90000 words 4\n\
             1: set_mux at 18 delay 3 source 0 addr 0x90010 words 4",
        );
    }

    #[test]
    fn identical_reads_share_one_send() {
        check(
            &[
                transfer(0, &[1], 4, 0, false),
                transfer(0, &[2], 4, 0, false),
            ],
            "0: send at 0 addr 0x80000 words 4\n\
             1: set_mux at 14 delay 3 source 0 addr 0x90000 words 4\n\
             2: set_mux at 14 delay 3 source 0 addr 0x90000 words 4",
        );
    }

    #[test]
    fn switches_move_around_fixed_sends() {
        // Tile 1 sends at cycles 14..17 (one cycle each) and must switch for an arrival at 17:
        // its only free slot in [14, 17] is 17 itself.
        let mut sends = Vec::new();
        for c in 14..17 {
            let mut s = transfer(1, &[2], 1, c, false);
            s.src_addr = 0x80000 + 0x100 * c as u32; // not contiguous: three runs
            s.dst_addr = 0x90000 + 4 * c as u32;
            sends.push(s);
        }
        sends.push(transfer(0, &[1], 2, 0, false));
        let got = lower_phase(&sends, &model()).expect("lowers");
        let m = got[&1].muxes[0];
        assert_eq!((m.at, m.delay), (17, 0));
    }

    #[test]
    fn paired_transfers_switch_on_the_even_tile_one_cycle_early() {
        check(
            &[transfer(0, &[2, 3], 4, 0, true)],
            "0: send at 0 addr 0x80000 words 4 paired\n\
             2: set_mux at 13 delay 3 source 0 addr 0x90000 words 4 paired",
        );
    }

    #[test]
    fn rule_breaking_schedules_are_errors() {
        // Two words at once on tile 1.
        check(
            &[
                transfer(0, &[1], 8, 0, false),
                transfer(2, &[1], 8, 2, false),
            ],
            "error (transfer Some(1)): tile 1 is still receiving from tile 0 until cycle 25 when words from tile 2 arrive at cycle 19",
        );
        // A send port busy twice.
        let mut b = transfer(0, &[2], 8, 4, false);
        b.src_addr = 0x81000;
        check(
            &[transfer(0, &[1], 8, 0, false), b],
            "error (transfer Some(1)): tile 0's send port is busy until cycle 8 (a send of tile 0) when a send of tile 0 starts at cycle 4",
        );
        // A paired transfer to half a pair.
        check(
            &[transfer(0, &[2], 4, 0, true)],
            "error (transfer Some(0)): is paired, but tile 2's pair partner is not among its destinations",
        );
    }

    #[test]
    fn a_receiver_switches_off_before_its_sender_talks_to_another_tile() {
        // Tile 0 sends 2 words to tile 1 at cycle 0, then 1 word to tile 5 at cycle 6: that
        // word also reaches tile 1, which must have switched off by then.
        let ex = model();
        let lat = u64::from(ex.latency(0, 1));
        let tiles = match lower_phase(
            &[
                transfer(0, &[1], 2, 0, false),
                transfer(0, &[5], 1, 6, false),
            ],
            &ex,
        ) {
            Ok(t) => t,
            Err(e) => panic!("{e:?}"),
        };
        let muxes = &tiles[&1].muxes;
        assert_eq!(muxes.len(), 2, "{muxes:?}");
        assert_eq!(
            (muxes[0].words, muxes[0].at + u64::from(muxes[0].delay)),
            (2, lat)
        );
        let off = muxes[1].at + u64::from(muxes[1].delay);
        assert_eq!(muxes[1].words, 0);
        assert!(
            (lat + 2..=lat + 6).contains(&off),
            "off at {off}, lat {lat}"
        );
        // Without the later send, no switch off.
        let Ok(alone) = lower_phase(&[transfer(0, &[1], 2, 0, false)], &ex) else {
            panic!("lowers")
        };
        assert_eq!(alone[&1].muxes.len(), 1);
    }

    #[test]
    fn bus_words_find_the_first_busy_cycle_as_a_set_of_cycles_would() {
        let ranges = [(10, 14), (12, 20), (20, 22), (30, 31), (5, 5), (40, 50)];
        let mut bus = BusWords::default();
        let mut cycles = BTreeSet::new();
        for &(s, e) in &ranges {
            bus.add(s, e);
            cycles.extend(s..e);
        }
        bus.merge();
        assert_eq!(bus.ranges, vec![(10, 22), (30, 31), (40, 50)]);
        for from in 0..60 {
            assert_eq!(
                bus.first_from(from),
                cycles.range(from..).next().copied(),
                "from {from}"
            );
        }
    }
}
