//! *Receiver-driven* multicast: list scheduling in which a multicast's parts form as its
//! receivers free up.
//!
//! Where a multicast's destinations are wide and random, waiting until every receiver is free
//! at once leaves them idle (edge-group colouring packs badly; `split.rs` cuts destination
//! sets by latency before scheduling, blind to when each receiver will be free). Sends carry
//! no destination, so a sender may send the same words again for receivers that were busy
//! the first time: each extra send costs the sender the words (or the `send`'s issue cycles)
//! once more, which a sender whose load is below the phase's bound can afford.
//!
//! The plan is a simulation in which each tile's receive port and send port are one
//! sequence each (no holes filled), in *arrival time* at receivers and send time at senders:
//!
//! 1. the receiver free earliest (ties: the one with the most receiving left) takes next,
//!    among the first [`SCAN`] of its pending receptions (in the order of its senders' loads,
//!    heaviest first, then fan-out), the one that can arrive first (`max(receiver free,
//!    sender free + latency)`); ties go to the sender whose sends left reach furthest, then to
//!    the multicast with more receivers left;
//! 2. the sender sends the job's words at that cycle less the latency; every other receiver of
//!    the job still waiting for them joins the send when it is free by the word's arrival and
//!    waiting for it (from when it is free, or the least latency) does not push its own
//!    projected end (that cycle plus receiving left) past the phase's bound, or past its projection if that is already beyond; when the
//!    sender's own projection (its sends left, each job once more) is past the bound, every
//!    receiver free by the arrival joins;
//! 3. a reception occupies its receiver for `max(words, set_mux issue cycles)` cycles (each
//!    needs a switch), a send its sender for `max(words, send issue cycles)`; the `send` and
//!    every switch take issue slots on their tiles' timelines (the reception is put off until
//!    both find one, and a receiver that would find none does not join).
//!
//! Each send becomes one part of its job's transfers, with the receivers that joined it; the
//! sends are realised in the order they were made by the sequence engine (`sequence.rs`),
//! which keeps each port's order (the simulation's order is already consistent on every
//! port) and reserves every instruction exactly. The decisions follow the phase's loads,
//! latencies and the bound only.
//!
//! Cost: `O(receptions × (SCAN + log tiles) + sends × fan-out)`; the work (entries read) is
//! returned for the time limit's budget.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::split::Split;
use super::timeline::Timeline;
use super::types::Transfer;

/// Pending receptions a receiver compares when it chooses its next one (a named tuning
/// constant: more choose better when senders are busy, at a cost per reception).
const SCAN: usize = 64;

/// The issue slots a reception arriving at `at` needs on a tile whose issue timeline is
/// `line`: a switch off issued from `off_from.saturating_sub(delay)` to before `at` where
/// `off_from` is given, and its switch, issued in `[at - delay, at]`; the earliest such, or
/// `None` when there are none.
fn reception_slots(
    line: &Timeline,
    at: u64,
    off_from: Option<u64>,
    mux_issue: u64,
    delay: u64,
) -> Option<(Option<u64>, u64)> {
    let on = |off: Option<u64>| {
        (at.saturating_sub(delay)..=at).find(|&c| {
            line.is_free(c, c + mux_issue)
                && off.is_none_or(|o| c + mux_issue <= o || o + mux_issue <= c)
        })
    };
    let Some(from) = off_from else {
        return on(None).map(|c| (None, c));
    };
    let lo = from.saturating_sub(delay);
    (lo..at.min(lo + OFF_WINDOW))
        .filter(|&o| line.is_free(o, o + mux_issue))
        .find_map(|o| on(Some(o)).map(|c| (Some(o), c)))
}

/// Cycles searched at most for a switch off's issue slot.
const OFF_WINDOW: u64 = 64;

/// A pending reception's rank (lower is better): its arrival, then its sender's projected
/// end (later first), then its job's receivers left (more first), then the job.
type Choice = (u64, Reverse<u64>, Reverse<u32>, u32);

/// Cycles a reception is put off at most while its `send` or switch finds no issue slot.
const ISSUE_TRIES: usize = 16;

/// A receiver-driven plan: the split phase and its sends in plan order.
pub(crate) struct Driven {
    /// The phase with every send a part of its own (`Split::part` is the send's number).
    pub(crate) split: Split,
    /// Per send, in plan order: one of its transfers in `split.transfers` and its planned
    /// send cycle.
    pub(crate) sends: Vec<(u32, u64)>,
    /// Work done (pending receptions and receivers read), for the time limit's budget.
    pub(crate) work: u64,
}

/// The receiver-driven plan of `transfers` (whose jobs are `jobs`) against `bound` (cycles,
/// a lower bound of the phase). With `paired`, every job that can go 64-bit does (the
/// device's rule 3): its destination pairs are receptions of half its words, chosen by the
/// pair's even tile, which is free `muxpair_write_delay` cycles before the first word (the
/// switch's lead-in), and whose odd tile is free by it; its send takes both buses of the
/// sender's pair, quiet for the lead-in before it. Such parts are marked in
/// `Split::whole_pairs` (the realisation sends only them 64-bit).
pub(crate) fn plan(
    fabric: &Fabric,
    jobs: &JobSet,
    transfers: &[Transfer],
    bound: u64,
    paired: bool,
) -> Driven {
    let n = fabric.tiles as usize;
    let nj = jobs.jobs.len();
    // 64-bit jobs (`paired`): half the cycles on every port they use.
    let wide: Vec<bool> = jobs.jobs.iter().map(|j| paired && j.pairable).collect();
    let cycles = |j: usize| {
        let w = jobs.jobs[j].words;
        if wide[j] { w.div_ceil(2) } else { w }
    };
    let occ_recv = |j: usize| u64::from(cycles(j).max(fabric.mux_issue));
    let occ_send = |j: usize| u64::from(cycles(j).max(fabric.send_issue(jobs.jobs[j].words)));
    let lead_in = u64::from(fabric.muxpair_delay);
    let min_latency = u64::from(fabric.min_latency());
    // Job of every receiver entry.
    let mut job_of = vec![0u32; jobs.dst.len()];
    for (j, job) in jobs.jobs.iter().enumerate() {
        for e in job.dst.start..job.dst.end {
            job_of[e as usize] = j as u32;
        }
    }
    // Of a 64-bit job, a destination pair is one reception, chosen by its even tile: the odd
    // tile's entry (the next one, receivers being sorted by tile) rides along.
    let rides = |e: usize| {
        let d = jobs.dst[e];
        wide[job_of[e] as usize] && fabric.partner(d) < d
    };
    // Each tile's receptions (entries), in preference order.
    let mut start = vec![0usize; n + 1];
    for (e, &d) in jobs.dst.iter().enumerate() {
        if !rides(e) {
            start[d as usize + 1] += 1;
        }
    }
    for t in 0..n {
        start[t + 1] += start[t];
    }
    let mut list = vec![0u32; start[n]];
    let mut fill = start.clone();
    for (e, &d) in jobs.dst.iter().enumerate() {
        if !rides(e) {
            list[fill[d as usize]] = e as u32;
            fill[d as usize] += 1;
        }
    }
    for t in 0..n {
        list[start[t]..start[t + 1]].sort_by_cached_key(|&e| {
            let j = job_of[e as usize] as usize;
            let job = &jobs.jobs[j];
            (
                Reverse(jobs.send_load[job.src as usize]),
                Reverse(job.fanout()),
                j,
            )
        });
    }
    let mut head: Vec<usize> = start[..n].to_vec();
    let mut done = vec![false; jobs.dst.len()];
    let mut remaining: Vec<u32> = jobs.jobs.iter().map(|j| j.fanout()).collect();
    let mut rem = vec![0u64; n];
    let mut pend = vec![0u64; n];
    for (e, &d) in jobs.dst.iter().enumerate() {
        rem[d as usize] += occ_recv(job_of[e] as usize);
    }
    for (j, job) in jobs.jobs.iter().enumerate() {
        let s = job.src as usize;
        pend[s] += occ_send(j);
        if wide[j] {
            pend[fabric.partner(job.src) as usize] += occ_send(j);
        }
    }
    // Issue slots (the device's rule 5): a send's at its first cycle, a switch's within its
    // delay window before the first word.
    let mut issue = vec![Timeline::default(); n];
    let (mux_issue, delay) = (u64::from(fabric.mux_issue), u64::from(fabric.mux_delay));
    // Per tile: its last reception's sender, the cycle after its last word and its latency.
    let mut last: Vec<Option<(u32, u64, u64)>> = vec![None; n];
    let mut recv_free = vec![0u64; n];
    let mut send_free = vec![0u64; n];
    let mut heap: BinaryHeap<Reverse<(u64, Reverse<u64>, u32)>> = (0..n)
        .filter(|&t| rem[t] > 0)
        .map(|t| Reverse((0, Reverse(rem[t]), t as u32)))
        .collect();
    let mut out = Split {
        transfers: Vec::with_capacity(nj),
        origin: Vec::with_capacity(nj),
        part: Vec::with_capacity(nj),
        whole_pairs: Vec::with_capacity(nj),
    };
    let mut sends: Vec<(u32, u64)> = Vec::with_capacity(nj);
    let mut work = 0u64;
    let mut joined: Vec<(u32, u64)> = Vec::new();
    let mut by_member: Vec<(u32, u32)> = Vec::new();
    while let Some(Reverse((free, _, t))) = heap.pop() {
        let t = t as usize;
        if free != recv_free[t] || rem[t] == 0 {
            continue;
        }
        // Step 1: the reception that can arrive first.
        while head[t] < start[t + 1] && done[list[head[t]] as usize] {
            head[t] += 1;
        }
        let mut best: Option<(Choice, u32)> = None;
        let mut scanned = 0;
        for &e in &list[head[t]..start[t + 1]] {
            work += 1;
            if done[e as usize] {
                continue;
            }
            let j = job_of[e as usize];
            let s = jobs.jobs[j as usize].src as usize;
            let arrive = if wide[j as usize] {
                // Both buses of the sending pair; the pair's switch leads in on `t`.
                let p = fabric.partner(s as u32) as usize;
                let o = fabric.partner(t as u32) as usize;
                // Both buses quiet for the lead-in before a new 64-bit send.
                let bus = send_free[s].max(send_free[p]);
                let bus = if bus > 0 { bus + lead_in } else { 0 };
                (free + lead_in)
                    .max(recv_free[o])
                    .max(bus + u64::from(jobs.lat[e as usize]))
            } else {
                free.max(send_free[s] + u64::from(jobs.lat[e as usize]))
            };
            let key = (
                arrive,
                Reverse(send_free[s] + pend[s]),
                Reverse(remaining[j as usize]),
                j,
            );
            if best.as_ref().is_none_or(|b| key < b.0) {
                best = Some((key, e));
            }
            scanned += 1;
            if scanned == SCAN {
                break;
            }
        }
        let Some(((mut arrive, _, _, j), e)) = best else {
            continue;
        };
        // Where tile `r` needs a switch off before a reception arriving at `at`: after a gap
        // that its last sender's bus may still carry words into (the sender has sends left,
        // or planned after the gap began), from the cycle the gap begins.
        let off_from = |r: usize, at: u64| {
            let (prev, end, lat) = last[r]?;
            let prev = prev as usize;
            (end < at && (pend[prev] > 0 || send_free[prev] + lat > end)).then_some(end)
        };
        let job = &jobs.jobs[j as usize];
        let s = job.src as usize;
        let is_wide = wide[j as usize];
        // The switch of a 64-bit reception takes effect `lead_in` cycles before its first word.
        let switch_at = |at: u64| if is_wide { at - lead_in } else { at };
        let lat = u64::from(jobs.lat[e as usize]);
        let send_issue = u64::from(fabric.send_issue(job.words));
        // The first cycle from there at which the sender can issue its `send` and the
        // receiver its switch (the sequence engine realises the same; after
        // [`ISSUE_TRIES`] cycles it is left to find them).
        for _ in 0..ISSUE_TRIES {
            let send = arrive - lat;
            if issue[s].is_free(send, send + send_issue)
                && reception_slots(
                    &issue[t],
                    switch_at(arrive),
                    off_from(t, switch_at(arrive)),
                    mux_issue,
                    delay,
                )
                .is_some()
            {
                break;
            }
            arrive += 1;
        }
        let send = arrive - lat;
        issue[s].set(send, send + send_issue);
        let (occ_r, occ_s) = (occ_recv(j as usize), occ_send(j as usize));
        // Step 2: who joins (of a 64-bit job, whole destination pairs).
        let sender_tight = send + occ_s + pend[s] > bound;
        joined.clear();
        for e2 in job.dst.start..job.dst.end {
            work += 1;
            if done[e2 as usize] || rides(e2 as usize) {
                continue;
            }
            let r = jobs.dst[e2 as usize] as usize;
            let at = send + u64::from(jobs.lat[e2 as usize]);
            // When the receiver (both tiles of a 64-bit pair, the even one `lead_in` earlier)
            // is free.
            let free_by = if is_wide {
                (recv_free[r] + lead_in).max(recv_free[fabric.partner(r as u32) as usize])
            } else {
                recv_free[r]
            };
            let join = if e2 == e {
                true
            } else if free_by <= at {
                // Idle cycles the wait costs it (no word arrives before the least latency).
                let ready = free_by.max(min_latency);
                let gap = at.saturating_sub(ready);
                let projected = ready + rem[r];
                sender_tight || gap <= bound.saturating_sub(projected)
            } else {
                false
            };
            let on_at = switch_at(at);
            let slots = reception_slots(&issue[r], on_at, off_from(r, on_at), mux_issue, delay);
            if join && let Some((off, on)) = slots {
                for c in off.into_iter().chain([on]) {
                    issue[r].set(c, c + mux_issue);
                }
                joined.push((e2, at));
            } else if e2 == e {
                joined.push((e2, at));
            }
        }
        if is_wide {
            // The odd tiles of the joined pairs.
            for i in 0..joined.len() {
                let (e2, at) = joined[i];
                joined.push((e2 + 1, at));
            }
        }
        // Step 3: the send and its receptions.
        for &(e2, at) in &joined {
            let r = jobs.dst[e2 as usize] as usize;
            done[e2 as usize] = true;
            last[r] = Some((s as u32, at + u64::from(cycles(j as usize)), at - send));
            recv_free[r] = at + occ_r;
            rem[r] -= occ_r;
            if rem[r] > 0 {
                heap.push(Reverse((recv_free[r], Reverse(rem[r]), r as u32)));
            }
        }
        remaining[j as usize] -= joined.len() as u32;
        let partner = fabric.partner(s as u32) as usize;
        if remaining[j as usize] == 0 {
            pend[s] -= occ_s;
            if is_wide {
                pend[partner] -= occ_s;
            }
        }
        send_free[s] = send + occ_s;
        if is_wide {
            send_free[partner] = send + occ_s;
        }
        // The send as parts of the job's member transfers.
        let part = sends.len() as u32;
        by_member.clear();
        by_member.extend(joined.iter().map(|&(e2, _)| jobs.entry[e2 as usize]));
        by_member.sort_unstable();
        let first = out.transfers.len() as u32;
        let mut i = 0;
        while i < by_member.len() {
            let m = by_member[i].0;
            let mut positions = Vec::new();
            while i < by_member.len() && by_member[i].0 == m {
                positions.push(by_member[i].1);
                i += 1;
            }
            let input = &transfers[m as usize];
            out.transfers.push(Transfer {
                dst: positions.iter().map(|&p| input.dst[p as usize]).collect(),
                ..input.clone()
            });
            out.origin.push((m, Some(positions)));
            out.part.push(part);
            out.whole_pairs.push(is_wide);
        }
        sends.push((first, send));
    }
    Driven {
        split: out,
        sends,
        work,
    }
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::*;

    fn t(src: u32, dst: &[u32], words: u32, at: u32) -> Transfer {
        Transfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset: 256 * at,
            dst_offset: 64 * at,
        }
    }

    /// The plan's sends as `cycle:input[destinations]`.
    fn sends(transfers: &[Transfer], bound: u64) -> String {
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, transfers);
        let d = plan(&fabric, &jobs, transfers, bound, false);
        let mut rendered = Vec::new();
        for &(first, cycle) in &d.sends {
            let part = d.split.part[first as usize];
            let mut members = Vec::new();
            for (i, tr) in d.split.transfers.iter().enumerate() {
                if d.split.part[i] == part {
                    members.push(format!("{}{:?}", d.split.origin[i].0, tr.dst));
                }
            }
            rendered.push(format!("{cycle}:{}", members.join("+")));
        }
        rendered.join(" ")
    }

    #[test]
    fn a_busy_receiver_gets_its_own_later_send() {
        // Tile 8 first takes 10 words from tile 1; tile 0's multicast to 8 and 9 goes to 9
        // at once and to 8 again after (the sender has slack against the bound 100).
        let phase = [t(1, &[8], 10, 0), t(0, &[8, 9], 4, 1)];
        assert_eq!(sends(&phase, 100), "0:0[8] 0:1[9] 10:1[8]");
    }

    #[test]
    fn a_paired_plan_sends_half_the_cycles_to_whole_pairs() {
        // Tile 0 sends 8 words to the pairs (8, 9) and (10, 11): one 64-bit send of 4 cycles
        // to both pairs. Tile 2's 4 words to (8, 9) follow 4 cycles later plus the lead-in
        // of the pair's switch (`muxpair_write_delay`, 1), and tile 2's bus is its own.
        let phase = [t(0, &[8, 9, 10, 11], 8, 0), t(2, &[8, 9], 4, 1)];
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, &phase);
        let d = plan(&fabric, &jobs, &phase, 100, true);
        assert_eq!(d.split.whole_pairs, [true, true]);
        assert_eq!(d.sends, [(0, 0), (1, 5)]);
        assert_eq!(d.split.transfers[0].dst, [8, 9, 10, 11]);
    }

    #[test]
    fn a_tight_sender_sends_once_to_every_free_receiver() {
        // The bound (6) leaves tile 0 no room for a second send: both receivers free by the
        // arrival join.
        let phase = [t(0, &[8, 9], 4, 0), t(2, &[9], 2, 1)];
        assert_eq!(sends(&phase, 6), "0:0[8, 9] 4:1[9]");
    }

    #[test]
    fn every_reception_is_sent_exactly_once() {
        use super::super::families::{Family, Spec, phase};
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let cases = [
            (Family::MulticastWide, false),
            (Family::Mixed, false),
            (Family::PartialPairs, false),
            (Family::PartialPairs, true),
            (Family::WholePairs, true),
        ];
        for (family, paired) in cases {
            let p = phase(Spec {
                family,
                transfers: 300,
                tiles: 64,
                seed: 5,
            });
            let jobs = JobSet::new(&fabric, &p);
            let d = plan(&fabric, &jobs, &p, 0, paired);
            // A part planned 64-bit has an even number of words and whole destination pairs.
            let mut wide = 0;
            for (t, &w) in d.split.transfers.iter().zip(&d.split.whole_pairs) {
                if w {
                    wide += 1;
                    assert!(t.words % 2 == 0, "{}: odd words 64-bit", family.name());
                    assert!(
                        t.dst.iter().all(|&r| t.dst.contains(&fabric.partner(r))),
                        "{}: a half pair 64-bit: {:?}",
                        family.name(),
                        t.dst
                    );
                }
            }
            assert_eq!(wide > 0, paired, "{}", family.name());
            let mut seen: Vec<Vec<bool>> = p.iter().map(|t| vec![false; t.dst.len()]).collect();
            for (input, positions) in &d.split.origin {
                let Some(positions) = positions else {
                    panic!("every part names its receivers")
                };
                for &q in positions {
                    let slot = &mut seen[*input as usize][q as usize];
                    assert!(!*slot, "{}: a reception twice", family.name());
                    *slot = true;
                }
            }
            assert!(
                seen.iter().all(|s| s.iter().all(|&b| b)),
                "{}: a reception lost",
                family.name()
            );
        }
    }
}
