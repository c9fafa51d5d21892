//! `verify-exchange`: an independent checker of scheduled exchange phases.
//!
//! It shares no code with the scheduler (`schedule_exchange`): its own types, its own
//! derivations, and the device's exchange model as the only source of numbers. It reads a
//! scheduled phase alone — every scheduled transfer (a chunk is a transfer of its own, with
//! offsets advanced to its first word) with its `start` and `arrival` — and re-derives:
//!
//! 1. **shape**: tiles inside the target, `words > 0`, one arrival per destination, no
//!    negative cycle, a paired transfer only to complete destination pairs from a tile that
//!    has a partner;
//! 2. **latency**: `arrival[i] == start + latency(src, dst[i])`;
//! 3. **send ports**: per tile and cycle at most one source word on its bus (a paired send
//!    drives the sender's and its partner's buses with two consecutive words); the same word
//!    sent for several transfers in the same cycle is one send (multicast);
//! 4. **receive ports**: per tile and cycle at most one transfer arriving (a paired transfer
//!    brings two words per cycle);
//! 5. **exactly once**: no destination byte is written twice; and, when the unscheduled
//!    phase is given ([`verify_against`]), every input word reaches every destination of its
//!    transfer exactly once, at the same destination bytes;
//! 6. **multiplexers** (the device's rules 2, 3 and 5): per tile, *receptions* are maximal runs
//!    of words from one sender arriving in consecutive cycles at consecutive addresses (same
//!    mode). Each needs a switch to its sender taking effect at its first word (paired: one
//!    per destination pair, on the even tile, `muxpair_write_delay` earlier; that tile then
//!    receives nothing else and sees no word of the sender's buses in between). After a
//!    reception from `s`, a word on `s`'s bus (its own sends and, in 64-bit mode, its partner's)
//!    reaching the tile before its next switch would be stored: the tile needs a switch off,
//!    taking effect at the earliest after the reception and at the latest with that word;
//! 7. **instruction slots**: each tile issues at most one instruction per slot, and an
//!    exchange instruction issued at `c` takes the slots `c .. c + its issue cycles` (the
//!    target's `exchange_send_issue_cycles`, `exchange_set_mux_issue_cycles`) — one `send`
//!    per *send run* (words at consecutive source addresses sent in consecutive cycles, same
//!    mode; transfers sending the very same words in the same cycles share it), issued at its
//!    first cycle; and the switches of item 6, each issued at most `set_mux_max_delay` cycles
//!    before it takes effect — tested by the device's rule: switches in deadline order, each
//!    at the earliest free run of slots from its release;
//! 8. **horizon and bound**: the phase's `horizon` is the cycle after the last arrival,
//!    `endpoint_lower_bound` is not above the checker's own latency-inclusive endpoint bound
//!    ([`endpoint_bound`], computed from the scheduled words alone; checked when nothing else
//!    is wrong), and
//!    `lower_bound_gap == horizon - endpoint_lower_bound`.
//!
//! Not checked yet: that source words exist on the source tile (storage placement's job) and
//! the device's memory alignment rules.

use std::collections::BTreeMap;

use ipu_device::ExchangeModel;

mod pass;
pub use pass::{MAX_PHASE_ERRORS, VerifyExchange, VerifyExchangeOptions};

/// One scheduled transfer (or chunk) as the IR spells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledTransfer {
    /// Source tile.
    pub src: i64,
    /// Destination tiles.
    pub dst: Vec<i64>,
    /// Length in 32-bit words.
    pub words: i64,
    /// Source byte offset of the first word.
    pub src_offset: i64,
    /// Destination byte offset of the first word.
    pub dst_offset: i64,
    /// Cycle the first word is sent.
    pub start: i64,
    /// Cycle the first word reaches each destination, in `dst` order.
    pub arrival: Vec<i64>,
    /// Sent paired (two words per cycle).
    pub paired: bool,
}

/// An unscheduled input transfer, for [`verify_against`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputTransfer {
    /// Source tile.
    pub src: i64,
    /// Destination tiles.
    pub dst: Vec<i64>,
    /// Length in 32-bit words.
    pub words: i64,
    /// Source byte offset.
    pub src_offset: i64,
    /// Destination byte offset.
    pub dst_offset: i64,
}

/// A scheduled phase's attributes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhaseAttributes {
    /// `horizon`, cycles.
    pub horizon: i64,
    /// `endpoint_lower_bound`, cycles.
    pub endpoint_lower_bound: i64,
    /// `lower_bound_gap`, cycles.
    pub lower_bound_gap: i64,
}

/// A broken constraint (the scheduler's bug, or hand-edited IR).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{message}", transfer.map(|t| format!("transfer #{t}: ")).unwrap_or_default())]
pub struct Violation {
    /// Index of the scheduled transfer it is about, if one.
    pub transfer: Option<usize>,
    /// What is wrong.
    pub message: String,
}

fn violation(transfer: impl Into<Option<usize>>, message: String) -> Violation {
    Violation {
        transfer: transfer.into(),
        message,
    }
}

/// Checks a scheduled phase; returns every violation found (empty: valid).
pub fn verify(
    model: &ExchangeModel,
    transfers: &[ScheduledTransfer],
    attributes: Option<PhaseAttributes>,
) -> Vec<Violation> {
    let mut out = Vec::new();
    let tiles = i64::from(model.tiles());
    let good: Vec<bool> = transfers
        .iter()
        .enumerate()
        .map(|(i, t)| shape_ok(model, tiles, i, t, &mut out))
        .collect();
    let ok = |i: &usize| good[*i];

    // 2. Latency.
    for (i, t) in transfers.iter().enumerate().filter(|(i, _)| ok(i)) {
        for (k, &d) in t.dst.iter().enumerate() {
            let expect = t.start + i64::from(model.latency(t.src as u32, d as u32));
            if t.arrival[k] != expect {
                out.push(violation(
                    i,
                    format!(
                        "arrival at tile {d} is cycle {}, but a word sent at {} arrives at {expect}",
                        t.arrival[k], t.start
                    ),
                ));
            }
        }
    }

    // 3. Send ports. Each transfer drives its bus (and, paired, its partner's) for a run of
    // cycles, the address advancing by a fixed step: runs on one bus may overlap only where
    // they carry the very same words (multicast). A sweep over each bus's runs finds the
    // buses with a clash; only those are checked word by word, which names every cycle.
    let mut runs: Vec<BusRun> = Vec::new();
    for (_, t) in transfers.iter().enumerate().filter(|(i, _)| ok(i)) {
        let per_cycle = if t.paired { 2 } else { 1 };
        let step = 4 * per_cycle;
        runs.push(BusRun {
            bus: t.src,
            start: t.start,
            end: t.start + (t.words + per_cycle - 1) / per_cycle,
            address: t.src_offset,
            step,
        });
        if t.paired && t.words >= 2 {
            runs.push(BusRun {
                bus: i64::from(model.pair_partner(t.src as u32)),
                start: t.start,
                end: t.start + t.words / 2,
                address: t.src_offset + 4,
                step,
            });
        }
    }
    let clashing = clashing_buses(runs);
    if !clashing.is_empty() {
        // Bus -> cycle -> (source address, transfer): the first transfer to drive a bus in a
        // cycle owns it; a later one with another word there clashes.
        let mut buses: BTreeMap<(i64, i64), (i64, usize)> = BTreeMap::new();
        for (i, t) in transfers.iter().enumerate().filter(|(i, _)| ok(i)) {
            let per_cycle = if t.paired { 2 } else { 1 };
            let cycles = (t.words + per_cycle - 1) / per_cycle;
            for k in 0..cycles {
                let word = k * per_cycle;
                let mut drive = vec![(t.src, t.src_offset + 4 * word)];
                if t.paired && word + 1 < t.words {
                    let partner = i64::from(model.pair_partner(t.src as u32));
                    drive.push((partner, t.src_offset + 4 * (word + 1)));
                }
                for (bus, address) in drive {
                    if !clashing.contains(&bus) {
                        continue;
                    }
                    let cycle = t.start + k;
                    match buses.get(&(bus, cycle)) {
                        Some(&(other_address, other)) if other_address != address => {
                            out.push(violation(
                                i,
                                format!(
                                    "tile {bus}'s bus carries two different words at cycle {cycle} \
                                     (also transfer #{other})"
                                ),
                            ));
                        }
                        Some(_) => {}
                        None => {
                            buses.insert((bus, cycle), (address, i));
                        }
                    }
                }
            }
        }
    }

    // 4. Receive ports: the same, with every overlap of two arrivals a clash.
    let mut receptions: Vec<(i64, i64, i64)> = Vec::new();
    for (_, t) in transfers.iter().enumerate().filter(|(i, _)| ok(i)) {
        let cycles = if t.paired { (t.words + 1) / 2 } else { t.words };
        for (k, &d) in t.dst.iter().enumerate() {
            receptions.push((d, t.arrival[k], t.arrival[k] + cycles));
        }
    }
    receptions.sort_unstable();
    let mut crowded = std::collections::BTreeSet::new();
    for w in receptions.windows(2) {
        if w[0].0 == w[1].0 && w[1].1 < w[0].2 {
            crowded.insert(w[0].0);
        }
    }
    drop(receptions);
    if !crowded.is_empty() {
        let mut ports: BTreeMap<(i64, i64), usize> = BTreeMap::new();
        for (i, t) in transfers.iter().enumerate().filter(|(i, _)| ok(i)) {
            let cycles = if t.paired { (t.words + 1) / 2 } else { t.words };
            for (k, &d) in t.dst.iter().enumerate() {
                if !crowded.contains(&d) {
                    continue;
                }
                for c in t.arrival[k]..t.arrival[k] + cycles {
                    if let Some(&other) = ports.get(&(d, c)) {
                        out.push(violation(
                            i,
                            format!(
                                "tile {d} receives two transfers at cycle {c} (also transfer #{other})"
                            ),
                        ));
                    } else {
                        ports.insert((d, c), i);
                    }
                }
            }
        }
    }

    // 5. Exactly once at the destinations.
    let mut ranges: Vec<(i64, i64, i64, usize)> = Vec::new();
    for (i, t) in transfers.iter().enumerate().filter(|(i, _)| ok(i)) {
        for &d in &t.dst {
            ranges.push((d, t.dst_offset, t.dst_offset + 4 * t.words, i));
        }
    }
    ranges.sort_unstable();
    for w in ranges.windows(2) {
        if w[0].0 == w[1].0 && w[1].1 < w[0].2 {
            out.push(violation(
                w[1].3,
                format!(
                    "writes bytes [{}, {}) of tile {} also written by transfer #{}",
                    w[1].1, w[1].2, w[1].0, w[0].3
                ),
            ));
        }
    }

    // 6 and 7. Multiplexers and instruction slots.
    out.extend(instruction_violations(model, transfers, &good));

    // 8. Horizon.
    if let Some(attributes) = attributes {
        let last = transfers
            .iter()
            .enumerate()
            .filter(|(i, _)| ok(i))
            .flat_map(|(_, t)| {
                let cycles = if t.paired { (t.words + 1) / 2 } else { t.words };
                t.arrival.iter().map(move |&a| a + cycles)
            })
            .max()
            .unwrap_or(0);
        if attributes.horizon != last {
            out.push(violation(
                None,
                format!(
                    "horizon is {}, but the last word arrives before cycle {last}",
                    attributes.horizon
                ),
            ));
        }
        // The bound is checked on an otherwise valid schedule (a schedule that loses words
        // has fewer to bound).
        let (bound, why) = endpoint_bound(model, transfers, &good);
        if out.is_empty() && attributes.endpoint_lower_bound > bound {
            out.push(violation(
                None,
                format!(
                    "endpoint_lower_bound is {}, above what the phase's words allow: {bound} ({why})",
                    attributes.endpoint_lower_bound
                ),
            ));
        }
        if attributes.lower_bound_gap != attributes.horizon - attributes.endpoint_lower_bound {
            out.push(violation(
                None,
                format!(
                    "lower_bound_gap is {}, but horizon - endpoint_lower_bound = {}",
                    attributes.lower_bound_gap,
                    attributes.horizon - attributes.endpoint_lower_bound
                ),
            ));
        }
    }
    out
}

/// The checker's own latency-inclusive endpoint bound of the phase a schedule carries out,
/// in cycles, and the tile and term that give it: over tiles `t`,
///
/// - **receive**: `t` takes one word per cycle (two per cycle of a 64-bit transfer), none
///   before the least latency from any of its senders: `L_in(t) + cycles received`;
/// - **send**: `t` sends each distinct source word (the union of its transfers' source byte
///   ranges: a word multicast in one send counts once) at one per cycle (two in 64-bit mode),
///   and the last reaches its nearest destination no sooner than the least latency:
///   `cycles sent + L_out(t)`.
///
/// It holds for every schedule that moves these words in the modes this one uses, so a
/// reported `endpoint_lower_bound` above it is wrong. The device's words-only bound counts
/// the same words and the least latency of the whole chip, so it is never above this one.
/// Only `good` transfers count.
pub fn endpoint_bound(
    model: &ExchangeModel,
    transfers: &[ScheduledTransfer],
    good: &[bool],
) -> (i64, String) {
    // Per tile: received cycles, least latency in; source byte ranges (ordinary, paired),
    // least latency out.
    let mut recv: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    type Ranges = Vec<(i64, i64)>;
    let mut send: BTreeMap<i64, (Ranges, Ranges, i64)> = BTreeMap::new();
    for (t, _) in transfers.iter().zip(good).filter(|(_, g)| **g) {
        let cycles = if t.paired { (t.words + 1) / 2 } else { t.words };
        let mut out_lat = i64::MAX;
        for &d in &t.dst {
            let lat = i64::from(model.latency(t.src as u32, d as u32));
            out_lat = out_lat.min(lat);
            let e = recv.entry(d).or_insert((0, i64::MAX));
            e.0 += cycles;
            e.1 = e.1.min(lat);
        }
        let e = send
            .entry(t.src)
            .or_insert((Vec::new(), Vec::new(), i64::MAX));
        let range = (t.src_offset, t.src_offset + 4 * t.words);
        if t.paired {
            e.1.push(range);
        } else {
            e.0.push(range);
        }
        e.2 = e.2.min(out_lat);
    }
    // Words covered by a union of byte ranges.
    let words = |ranges: &mut Ranges| -> i64 {
        ranges.sort_unstable();
        let (mut total, mut end) = (0i64, i64::MIN);
        for &(a, b) in ranges.iter() {
            let a = a.max(end);
            if b > a {
                total += b - a;
                end = b;
            }
        }
        total.div_euclid(4)
    };
    let mut best = (0i64, String::from("no words"));
    for (&tile, &(cycles, lat)) in &recv {
        let b = lat + cycles;
        if b > best.0 {
            best = (
                b,
                format!("tile {tile} receives {cycles} cycles of words, the first after {lat}"),
            );
        }
    }
    // Per sending tile: its ordinary words and the cycles of its 64-bit sends.
    let mut sent: BTreeMap<i64, (i64, i64, i64)> = BTreeMap::new();
    for (&tile, (ordinary, paired, lat)) in &mut send {
        let (narrow, wide) = (words(ordinary), (words(paired) + 1) / 2);
        sent.insert(tile, (narrow, wide, *lat));
        let cycles = narrow + wide;
        let b = cycles + *lat;
        if b > best.0 {
            best = (
                b,
                format!(
                    "tile {tile} sends {cycles} cycles of words, each {lat} from its nearest destination"
                ),
            );
        }
    }
    // A pair's two tiles share two wires: an ordinary word takes one wire for a cycle, a
    // 64-bit send both, so the pair needs half its wire-cycles (rounded up) to send.
    if model.supports_paired_exchange() {
        for (&tile, &(narrow, wide, lat)) in &sent {
            let partner = i64::from(model.pair_partner(tile as u32));
            // Each pair once (from its lower sending tile); a tile without a partner has no
            // wire to share.
            if partner == tile || (partner < tile && sent.contains_key(&partner)) {
                continue;
            }
            let (p_narrow, p_wide, p_lat) = sent.get(&partner).copied().unwrap_or((0, 0, lat));
            let cycles = (narrow + p_narrow + 2 * (wide + p_wide) + 1) / 2;
            let lat = lat.min(p_lat);
            let b = cycles + lat;
            if b > best.0 {
                best = (
                    b,
                    format!(
                        "tiles {tile} and {partner} send {cycles} cycles of words on their two \
                         wires, each {lat} from its nearest destination"
                    ),
                );
            }
        }
    }
    best
}

/// Checks a scheduled phase and that it delivers exactly the words of `input`: every input
/// word reaches every destination of its transfer exactly once, at the same bytes.
pub fn verify_against(
    model: &ExchangeModel,
    input: &[InputTransfer],
    transfers: &[ScheduledTransfer],
    attributes: Option<PhaseAttributes>,
) -> Vec<Violation> {
    let mut out = verify(model, transfers, attributes);
    // Expected (src, dst, source byte, destination byte) per word, against delivered ones.
    let mut expected: Vec<(i64, i64, i64, i64)> = Vec::new();
    for t in input {
        for &d in &t.dst {
            for k in 0..t.words.max(0) {
                expected.push((t.src, d, t.src_offset + 4 * k, t.dst_offset + 4 * k));
            }
        }
    }
    let mut delivered: Vec<(i64, i64, i64, i64)> = Vec::new();
    for t in transfers {
        for &d in &t.dst {
            for k in 0..t.words.max(0) {
                delivered.push((t.src, d, t.src_offset + 4 * k, t.dst_offset + 4 * k));
            }
        }
    }
    expected.sort_unstable();
    delivered.sort_unstable();
    if expected != delivered {
        let missing = expected
            .iter()
            .find(|w| delivered.binary_search(w).is_err());
        let extra = delivered
            .iter()
            .find(|w| expected.binary_search(w).is_err());
        let message = match (missing, extra) {
            (Some(w), _) => format!(
                "the word at byte {} of tile {} never reaches byte {} of tile {}",
                w.2, w.0, w.3, w.1
            ),
            (None, Some(w)) => format!(
                "the word at byte {} of tile {} reaches byte {} of tile {} but is not an input word",
                w.2, w.0, w.3, w.1
            ),
            (None, None) => "some input word is delivered more than once".to_string(),
        };
        out.push(violation(None, message));
    }
    out
}

/// Shape checks of one transfer; false when later checks must skip it.
fn shape_ok(
    model: &ExchangeModel,
    tiles: i64,
    i: usize,
    t: &ScheduledTransfer,
    out: &mut Vec<Violation>,
) -> bool {
    let before = out.len();
    if !(0..tiles).contains(&t.src) {
        out.push(violation(
            i,
            format!("source tile {} is outside the target", t.src),
        ));
    }
    for &d in &t.dst {
        if !(0..tiles).contains(&d) {
            out.push(violation(
                i,
                format!("destination tile {d} is outside the target"),
            ));
        }
    }
    if t.words <= 0 {
        out.push(violation(
            i,
            format!("words must be positive, got {}", t.words),
        ));
    }
    if t.dst.is_empty() {
        out.push(violation(i, "no destination".to_string()));
    }
    if t.arrival.len() != t.dst.len() {
        out.push(violation(
            i,
            format!(
                "{} arrivals for {} destinations",
                t.arrival.len(),
                t.dst.len()
            ),
        ));
    }
    if t.start < 0 || t.arrival.iter().any(|&a| a < 0) {
        out.push(violation(i, "negative cycle".to_string()));
    }
    if out.len() == before && t.paired {
        let partner = i64::from(model.pair_partner(t.src as u32));
        if partner == t.src {
            out.push(violation(
                i,
                format!("paired send from tile {} which has no partner", t.src),
            ));
        }
        for &d in &t.dst {
            let p = i64::from(model.pair_partner(d as u32));
            if p == d || !t.dst.contains(&p) {
                out.push(violation(
                    i,
                    format!("paired transfer to tile {d} without its pair partner"),
                ));
            }
        }
    }
    out.len() == before
}

/// A run of words a transfer drives on one bus: cycles `start..end`, the word of cycle `c` at
/// source address `address + step * (c - start)` (bytes).
#[derive(Clone, Copy, Debug)]
struct BusRun {
    bus: i64,
    start: i64,
    end: i64,
    address: i64,
    step: i64,
}

impl BusRun {
    /// Whether `self` and `other` (on one bus) carry the same word in every cycle both drive.
    fn agrees(&self, other: &BusRun) -> bool {
        let (from, to) = (self.start.max(other.start), self.end.min(other.end));
        if from >= to {
            return true;
        }
        let at = |r: &BusRun, c: i64| r.address + r.step * (c - r.start);
        // Two arithmetic sequences agree on a range iff they agree at both ends.
        at(self, from) == at(other, from) && at(self, to - 1) == at(other, to - 1)
    }
}

/// The buses on which two runs carry different words in some cycle: a sweep over each bus's
/// runs by start, each compared with the runs still going.
fn clashing_buses(mut runs: Vec<BusRun>) -> std::collections::BTreeSet<i64> {
    runs.sort_unstable_by_key(|r| (r.bus, r.start, r.end));
    let mut out = std::collections::BTreeSet::new();
    let mut going: Vec<BusRun> = Vec::new();
    for (k, r) in runs.iter().enumerate() {
        if k == 0 || runs[k - 1].bus != r.bus {
            going.clear();
        }
        going.retain(|g| g.end > r.start);
        if going.iter().any(|g| !g.agrees(r)) {
            out.insert(r.bus);
        }
        going.push(*r);
    }
    out
}

/// Re-derives each tile's exchange instructions (module doc, items 6 and 7) and checks the
/// multiplexer rules and that they fit one per slot.
fn instruction_violations(
    model: &ExchangeModel,
    transfers: &[ScheduledTransfer],
    good: &[bool],
) -> Vec<Violation> {
    let mux = model.set_mux_instruction();
    let (mux_len, delay) = (i64::from(mux.issue_cycles.max(1)), i64::from(mux.max_delay));
    let pair_delay = i64::from(model.muxpair_write_delay());
    // Words on each bus: bus -> runs of cycles it carries a word (merged below).
    let mut bus_words: BTreeMap<i64, Vec<(i64, i64)>> = BTreeMap::new();
    // Distinct sends: tile -> (start, source offset, words, paired).
    let mut sends: BTreeMap<i64, std::collections::BTreeSet<(i64, i64, i64, bool)>> =
        BTreeMap::new();
    // Words arriving per tile: (first arrival, cycles, source, destination offset, words,
    // paired).
    type Arrival = (i64, i64, i64, i64, i64, bool);
    let mut arrivals: BTreeMap<i64, Vec<Arrival>> = BTreeMap::new();
    for (t, _) in transfers.iter().zip(good).filter(|(_, g)| **g) {
        let cycles = if t.paired { (t.words + 1) / 2 } else { t.words };
        let partner = i64::from(model.pair_partner(t.src as u32));
        bus_words
            .entry(t.src)
            .or_default()
            .push((t.start, t.start + cycles));
        if t.paired && t.words >= 2 {
            let partner_cycles = t.words / 2; // the odd words
            bus_words
                .entry(partner)
                .or_default()
                .push((t.start, t.start + partner_cycles));
        }
        sends
            .entry(t.src)
            .or_default()
            .insert((t.start, t.src_offset, t.words, t.paired));
        for (k, &d) in t.dst.iter().enumerate() {
            arrivals.entry(d).or_default().push((
                t.arrival[k],
                cycles,
                t.src,
                t.dst_offset,
                t.words,
                t.paired,
            ));
        }
    }
    // Each bus's runs sorted and merged: disjoint, in order.
    for runs in bus_words.values_mut() {
        runs.sort_unstable();
        let mut merged: Vec<(i64, i64)> = Vec::with_capacity(runs.len());
        for &(a, b) in runs.iter() {
            match merged.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        *runs = merged;
    }
    // The first cycle at or after `from` and before `to` at which a word of `bus` reaches
    // `tile`.
    let heard = |bus: i64, tile: i64, from: i64, to: i64| -> Option<i64> {
        let lat = i64::from(model.latency(bus as u32, tile as u32));
        let runs = bus_words.get(&bus)?;
        // The first run still going at `from - lat`.
        let k = runs.partition_point(|&(_, end)| end <= from - lat);
        let &(start, _) = runs.get(k)?;
        let first = start.max(from - lat);
        (first + lat < to).then_some(first + lat)
    };
    let mut out = Vec::new();
    let tiles: std::collections::BTreeSet<i64> =
        sends.keys().chain(arrivals.keys()).copied().collect();
    for tile in tiles {
        // Fixed slots: one `send` per send run.
        let mut busy: std::collections::BTreeSet<i64> = std::collections::BTreeSet::new();
        let mut clash = None;
        let mut run_end: Option<(i64, i64, bool)> = None; // (next cycle, next offset, paired)
        for &(start, offset, words, paired) in sends.get(&tile).into_iter().flatten() {
            // A send continuing the previous run (its next words in its next cycle) needs no
            // instruction of its own.
            if run_end != Some((start, offset, paired)) {
                let cost = if paired {
                    model.send_instruction_paired(words as u32)
                } else {
                    model.send_instruction(words as u32)
                };
                for s in start..start + i64::from(cost.issue_cycles.max(1)) {
                    if !busy.insert(s) {
                        clash.get_or_insert(s);
                    }
                }
            }
            let cycles = if paired { (words + 1) / 2 } else { words };
            run_end = Some((start + cycles, offset + 4 * words, paired));
        }
        if let Some(c) = clash {
            out.push(violation(
                None,
                format!("tile {tile} must issue two sends at cycle {c}"),
            ));
            continue;
        }
        // Receptions: (first arrival, end, source, paired).
        let mut list = arrivals.get(&tile).cloned().unwrap_or_default();
        list.sort_unstable();
        let mut receptions: Vec<(i64, i64, i64, bool)> = Vec::new();
        let mut next_offset = 0;
        for &(a, cycles, src, dst_offset, words, paired) in &list {
            if let Some(last) = receptions.last_mut()
                && last.1 == a
                && last.2 == src
                && last.3 == paired
                && next_offset == dst_offset
            {
                last.1 += cycles;
            } else {
                receptions.push((a, a + cycles, src, paired));
            }
            next_offset = dst_offset + 4 * words;
        }
        let is_even = |t: i64| i64::from(model.pair_partner(t as u32)) > t;
        // When each reception's switch takes effect on this tile, and whether it issues it.
        let effect = |r: &(i64, i64, i64, bool)| {
            if r.3 && is_even(tile) {
                r.0 - pair_delay
            } else {
                r.0
            }
        };
        let mut windows: Vec<(i64, i64)> = Vec::new();
        for (k, r) in receptions.iter().enumerate() {
            let &(a, end, src, paired) = r;
            let x = effect(r);
            let buses: Vec<i64> = if paired {
                vec![src, i64::from(model.pair_partner(src as u32))]
            } else {
                vec![src]
            };
            if x < a {
                // The even tile of a pair selects the sender early.
                if k > 0 && receptions[k - 1].1 > x {
                    out.push(violation(
                        None,
                        format!(
                            "tile {tile} switches to tile {src} at cycle {x} while still \
                             receiving until cycle {}",
                            receptions[k - 1].1
                        ),
                    ));
                }
                if let Some(c) = buses.iter().filter_map(|&b| heard(b, tile, x, a)).min() {
                    out.push(violation(
                        None,
                        format!(
                            "tile {tile} selects tile {src} from cycle {x}, and a word of its bus \
                             arrives at {c}, before the transfer's first word at {a}"
                        ),
                    ));
                }
            }
            if !paired || is_even(tile) {
                windows.push((x - delay, x));
            }
            let next = receptions.get(k + 1).map_or(i64::MAX, effect);
            if let Some(f) = buses
                .iter()
                .filter_map(|&b| heard(b, tile, end, next))
                .min()
            {
                windows.push((end - delay, f));
            }
        }
        // Deadline order, each at the earliest free run of slots from its release.
        windows.sort_by_key(|&(r, d)| (d, r));
        for (release, deadline) in windows {
            let mut s = release.max(0);
            while (s..s + mux_len).any(|x| busy.contains(&x)) {
                s += 1;
            }
            if s > deadline {
                out.push(violation(
                    None,
                    format!(
                        "tile {tile} has no issue slot for the multiplexer switch due at cycle {deadline}"
                    ),
                ));
                break;
            }
            busy.extend(s..s + mux_len);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ipu21 exchange numbers on 64 tiles, as the checks below are worked out by hand.
    fn model64() -> ExchangeModel {
        let Ok(target) = ipu_device::Target::resolve("ipu21") else {
            panic!("the built-in ipu21 target loads")
        };
        let mut config = target.exchange.config().clone();
        config.tiles = 64;
        // The checks below are worked out for one-cycle exchange instructions and the short
        // reading of the latency (17 cycles tile to tile in a column).
        config.send_issue_cycles = 1;
        config.set_mux_issue_cycles = 1;
        config.exchange_to_tile_cycles = 9;
        match ExchangeModel::new(config, std::path::Path::new("ipu21-64")) {
            Ok(m) => m,
            Err(e) => panic!("{e}"),
        }
    }

    fn st(
        src: i64,
        dst: &[i64],
        words: i64,
        start: i64,
        model: &ExchangeModel,
    ) -> ScheduledTransfer {
        ScheduledTransfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset: 0,
            dst_offset: 0,
            start,
            arrival: dst
                .iter()
                .map(|&d| start + i64::from(model.latency(src as u32, d as u32)))
                .collect(),
            paired: false,
        }
    }

    /// Verifies on a 64-tile model; renders the violations one per line.
    fn check(transfers: &[ScheduledTransfer], expect: &str) {
        let model = model64();
        let rendered: Vec<String> = verify(&model, transfers, None)
            .iter()
            .map(|v| v.to_string())
            .collect();
        assert_eq!(rendered.join("\n"), expect);
    }

    #[test]
    fn a_valid_schedule_passes() {
        let m = model64();
        let mut b = st(0, &[2], 4, 4, &m);
        b.src_offset = 16;
        b.dst_offset = 64;
        check(&[st(0, &[1], 4, 0, &m), b], "");
    }

    #[test]
    fn wrong_latency() {
        let m = model64();
        let mut t = st(0, &[1], 4, 0, &m);
        t.arrival[0] -= 1;
        check(
            &[t],
            "transfer #0: arrival at tile 1 is cycle 16, but a word sent at 0 arrives at 17",
        );
    }

    #[test]
    fn send_port_conflict() {
        let m = model64();
        let mut b = st(0, &[2], 4, 2, &m);
        b.src_offset = 64;
        b.dst_offset = 64;
        check(
            &[st(0, &[1], 4, 0, &m), b],
            "transfer #1: tile 0's bus carries two different words at cycle 2 (also transfer #0)\n\
             transfer #1: tile 0's bus carries two different words at cycle 3 (also transfer #0)",
        );
    }

    #[test]
    fn receive_port_conflict_and_double_write() {
        let m = model64();
        check(
            &[st(0, &[2], 2, 0, &m), st(1, &[2], 2, 1, &m)],
            "transfer #1: tile 2 receives two transfers at cycle 18 (also transfer #0)\n\
             transfer #1: writes bytes [0, 8) of tile 2 also written by transfer #0",
        );
    }

    #[test]
    fn shared_multicast_send_is_one_word() {
        // Two transfers send the same source words in the same cycles: one send feeds both.
        let m = model64();
        check(&[st(0, &[1], 4, 0, &m), st(0, &[2], 4, 0, &m)], "");
    }

    #[test]
    fn instruction_slots_overflow() {
        // Tile 5 receives 1-word transfers from alternating senders every cycle: it needs a
        // switch every cycle, and also sends 1-word runs every cycle from cycle 9: two
        // instructions per cycle.
        let m = model64();
        let mut transfers = Vec::new();
        for k in 0..16i64 {
            let mut r = st(k % 2, &[5], 1, k, &m);
            r.src_offset = 4 * k;
            r.dst_offset = 4 * k;
            transfers.push(r);
            let mut s = st(5, &[10 + (k % 2)], 1, 9 + k, &m);
            s.src_offset = 1000 + 8 * k;
            s.dst_offset = 4 * k;
            transfers.push(s);
        }
        let model = model64();
        let found = verify(&model, &transfers, None);
        assert!(
            found
                .iter()
                .any(|v| v.message.starts_with("tile 5 has no issue slot")),
            "{found:?}"
        );
    }

    /// Tile 2 takes 4 words from tile 0 at 17..21 and itself sends four 1-word transfers (not
    /// contiguous in its memory, so four `send`s) at 18..21; with `again`, tile 0 sends more
    /// words at 4, which reach tile 2 at 21 while it still selects tile 0.
    fn busy_receiver(again: bool) -> Vec<ScheduledTransfer> {
        let m = model64();
        let mut out = vec![st(0, &[2], 4, 0, &m)];
        for k in 0..4 {
            let mut s = st(2, &[5], 1, 18 + k, &m);
            s.src_offset = 1000 + 8 * k;
            s.dst_offset = 4 * k;
            out.push(s);
        }
        if again {
            let mut t = st(0, &[3], 2, 4, &m);
            t.src_offset = 64;
            out.push(t);
        }
        out
    }

    #[test]
    fn a_receiver_left_on_a_quiet_sender_needs_no_switch_off() {
        check(&busy_receiver(false), "");
    }

    #[test]
    fn a_receiver_left_on_a_sender_that_sends_again_must_switch_off() {
        check(
            &busy_receiver(true),
            "tile 2 has no issue slot for the multiplexer switch due at cycle 21",
        );
    }

    #[test]
    fn a_paired_switch_leads_in_on_a_quiet_bus() {
        // Tile 4 sends 8 words to the pair (8, 9) in 64-bit mode at cycle 5 (one column away:
        // first words at 23): tile 8 switches at 22, when a word tile 4 sent at cycle 4 for
        // tile 10 arrives.
        let m = model64();
        let mut wide = st(4, &[8, 9], 8, 5, &m);
        wide.paired = true;
        let mut before = st(4, &[10], 1, 4, &m);
        before.src_offset = 64;
        check(
            &[wide.clone(), before],
            "tile 8 selects tile 4 from cycle 22, and a word of its bus arrives at 22, before the \
             transfer's first word at 23",
        );
        check(&[wide], "");
    }

    #[test]
    fn horizon_and_gap() {
        let m = model64();
        let found = verify(
            &m,
            &[st(0, &[1], 4, 0, &m)],
            Some(PhaseAttributes {
                horizon: 12,
                endpoint_lower_bound: 13,
                lower_bound_gap: 0,
            }),
        );
        let rendered: Vec<String> = found.iter().map(|v| v.to_string()).collect();
        assert_eq!(
            rendered.join("\n"),
            "horizon is 12, but the last word arrives before cycle 21\n\
             lower_bound_gap is 0, but horizon - endpoint_lower_bound = -1"
        );
    }

    #[test]
    fn a_reported_bound_above_the_words_is_rejected() {
        // Tile 0 sends 4 words to tile 1 (17 cycles away) and 4 more to tile 2: 8 words sent,
        // the nearest destination 17 cycles away, so no schedule ends before 25.
        let m = model64();
        let mut b = st(0, &[2], 4, 4, &m);
        b.src_offset = 16;
        b.dst_offset = 64;
        let phase = [st(0, &[1], 4, 0, &m), b];
        let attrs = |bound: i64| PhaseAttributes {
            horizon: 25,
            endpoint_lower_bound: bound,
            lower_bound_gap: 25 - bound,
        };
        assert!(verify(&m, &phase, Some(attrs(25))).is_empty());
        let found: Vec<String> = verify(&m, &phase, Some(attrs(26)))
            .iter()
            .map(|v| v.to_string())
            .collect();
        assert_eq!(
            found.join("\n"),
            "endpoint_lower_bound is 26, above what the phase's words allow: 25 (tile 0 sends 8 \
             cycles of words, each 17 from its nearest destination)"
        );
    }

    #[test]
    fn a_sending_pair_shares_its_two_wires() {
        // Tile 27 sends 34 words 64-bit to the pair (0, 1): 17 cycles on both wires of the pair
        // (26, 27); tile 26 sends 3 ordinary words to (2, 3) on one wire. 3 + 2 × 17 = 37
        // wire-cycles need 19 cycles of the pair, and every destination is 18 cycles away
        // (6 columns: 17 + 1), so no schedule ends before 37; each tile alone allows 35.
        let m = model64();
        let mut wide = st(27, &[0, 1], 34, 0, &m);
        wide.paired = true;
        let mut narrow = st(26, &[2, 3], 3, 17, &m);
        narrow.src_offset = 1024;
        let (bound, why) = endpoint_bound(&m, &[wide, narrow], &[true, true]);
        assert_eq!(
            (bound, why.as_str()),
            (
                37,
                "tiles 26 and 27 send 19 cycles of words on their two wires, each 18 from its \
                 nearest destination"
            )
        );
    }

    #[test]
    fn against_input_finds_a_missing_word() {
        let m = model64();
        let input = [InputTransfer {
            src: 0,
            dst: vec![1],
            words: 4,
            src_offset: 0,
            dst_offset: 0,
        }];
        let found = verify_against(&m, &input, &[st(0, &[1], 3, 0, &m)], None);
        let rendered: Vec<String> = found.iter().map(|v| v.to_string()).collect();
        assert_eq!(
            rendered.join("\n"),
            "the word at byte 12 of tile 0 never reaches byte 12 of tile 1"
        );
    }

    /// Send and receive clashes word by word, each cycle against the first transfer there
    /// (the checker's messages, in its order): the reference for the interval sweeps.
    fn port_clashes_word_by_word(
        m: &ExchangeModel,
        transfers: &[ScheduledTransfer],
    ) -> Vec<String> {
        let mut out = Vec::new();
        let mut buses: BTreeMap<(i64, i64), (i64, usize)> = BTreeMap::new();
        for (i, t) in transfers.iter().enumerate() {
            let per_cycle = if t.paired { 2 } else { 1 };
            for k in 0..(t.words + per_cycle - 1) / per_cycle {
                let word = k * per_cycle;
                let mut drive = vec![(t.src, t.src_offset + 4 * word)];
                if t.paired && word + 1 < t.words {
                    drive.push((
                        i64::from(m.pair_partner(t.src as u32)),
                        t.src_offset + 4 * (word + 1),
                    ));
                }
                for (bus, address) in drive {
                    let cycle = t.start + k;
                    match buses.get(&(bus, cycle)) {
                        Some(&(a, other)) if a != address => out.push(format!(
                            "transfer #{i}: tile {bus}'s bus carries two different words at cycle {cycle} (also transfer #{other})"
                        )),
                        Some(_) => {}
                        None => {
                            buses.insert((bus, cycle), (address, i));
                        }
                    }
                }
            }
        }
        let mut ports: BTreeMap<(i64, i64), usize> = BTreeMap::new();
        for (i, t) in transfers.iter().enumerate() {
            let cycles = if t.paired { (t.words + 1) / 2 } else { t.words };
            for (k, &d) in t.dst.iter().enumerate() {
                for c in t.arrival[k]..t.arrival[k] + cycles {
                    match ports.get(&(d, c)) {
                        Some(&other) => out.push(format!(
                            "transfer #{i}: tile {d} receives two transfers at cycle {c} (also transfer #{other})"
                        )),
                        None => {
                            ports.insert((d, c), i);
                        }
                    }
                }
            }
        }
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]
        #[test]
        fn port_sweeps_agree_with_a_word_by_word_check(
            raw in proptest::collection::vec(
                (0i64..8, 0i64..4, 1i64..6, 0i64..8, 0i64..3, proptest::bool::ANY),
                1..10,
            )
        ) {
            let m = model64();
            // Sources 0..8, destinations pairs (8 + 2p, 9 + 2p) or their even tile alone.
            let transfers: Vec<ScheduledTransfer> = raw
                .iter()
                .enumerate()
                .map(|(i, &(src, pair, words, start, offset, paired))| {
                    let dst = if paired { vec![8 + 2 * pair, 9 + 2 * pair] } else { vec![8 + 2 * pair] };
                    let mut t = st(src, &dst, words, start, &m);
                    t.src_offset = 8 * offset;
                    t.dst_offset = 64 * i as i64;
                    t.paired = paired;
                    t
                })
                .collect();
            let expect = port_clashes_word_by_word(&m, &transfers);
            let got: Vec<String> = verify(&m, &transfers, None)
                .iter()
                .map(|v| v.to_string())
                .filter(|v| v.contains("'s bus carries") || v.contains("receives two transfers"))
                .collect();
            proptest::prop_assert_eq!(got, expect);
        }
    }
}
