//! The latency-aware lower bound: what the device crate's endpoint bounds cannot see, because
//! they know transfers, not which of them the scheduler may move in 64-bit mode, nor latencies.

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::types::Transfer;

/// A lower bound on the horizon of every schedule of `jobs` that the device model allows
/// (and `verify-exchange` accepts), in cycles: the largest of, over tiles,
///
/// 1. **send**: a tile that sends `S` cycles' worth of words (a job that may go 64-bit counts
///    half its words) finishes no earlier than `S` plus its nearest destination's latency;
/// 2. **receive**: likewise for a tile that receives, with its nearest sender's latency;
/// 3. **paired lead-in** (targets with paired exchange): the even tile `e` of a destination
///    pair takes every 64-bit reception's switch, which takes effect `muxpair_write_delay`
///    (`d`) cycles before the reception's first word, and `e` receives nothing in those cycles
///    (the device's rule 3; `verify-exchange` item 6). So:
///    - the cycles in which `e` receives and the lead-in cycles of its 64-bit receptions are
///      disjoint (a lead-in begins after the previous reception ends);
///    - a reception is a run of one sender's words at consecutive destination addresses, so
///      the 64-bit receptions are at least as many as the *chains* that `e` takes any 64-bit
///      word of: a chain is a maximal list of one sender's jobs that may go 64-bit whose
///      ranges on `e` follow one another without a gap (a reception cannot span two chains);
///    - from a chain of `W` words, `e` spends at least `min(W, W / 2 + d)` cycles: all in
///      32-bit mode (`W`), or some in 64-bit mode (half a cycle a word, at least one lead-in,
///      and the rest one cycle a word);
///    - jobs that cannot go 64-bit cost one cycle a word (`N` in all);
///    - all of these cycles lie in `[L - d, horizon)`, `L` the least latency of a sender to
///      `e` (no word arrives before `L`, and only the first reception's lead-in can begin
///      before `L`).
///
///    Hence `horizon >= L - d + N + sum_chains min(W, W / 2 + d)`. Where every chain is one
///    short job (2 words, `d = 1`), a lead-in costs what 64-bit mode saves, and the bound is
///    the 32-bit one (less `d`).
///
/// A brute-force test (below) checks the bound against every schedule of small phases that
/// `verify-exchange` accepts.
///
/// `transfers`: the phase `jobs` was built from (destination offsets).
pub(crate) fn latency_lower_bound(fabric: &Fabric, jobs: &JobSet, transfers: &[Transfer]) -> u64 {
    let n = fabric.tiles as usize;
    let mut send = vec![0u64; n];
    let mut recv = vec![0u64; n];
    let mut send_lat = vec![u64::MAX; n];
    let mut recv_lat = vec![u64::MAX; n];
    // Rule 3: per even tile, words of jobs that cannot go 64-bit, and (tile, sender,
    // destination offset, words) of jobs that can.
    let d = u64::from(fabric.muxpair_delay);
    let lead_in = fabric.paired_exchange && d > 0;
    let mut narrow = vec![0u64; if lead_in { n } else { 0 }];
    let mut wide: Vec<(u32, u32, u32, u32)> = Vec::new();
    for job in &jobs.jobs {
        let words = u64::from(job.words);
        let cycles = if job.pairable {
            words.div_ceil(2)
        } else {
            words
        };
        send[job.src as usize] += cycles;
        let dst = job.dst.start as usize..job.dst.end as usize;
        for ((&r, &l), &(m, _)) in jobs.dst[dst.clone()]
            .iter()
            .zip(&jobs.lat[dst.clone()])
            .zip(&jobs.entry[dst])
        {
            recv[r as usize] += cycles;
            send_lat[job.src as usize] = send_lat[job.src as usize].min(u64::from(l));
            recv_lat[r as usize] = recv_lat[r as usize].min(u64::from(l));
            if lead_in && fabric.partner(r) > r {
                if job.pairable {
                    let offset = transfers[m as usize].dst_offset;
                    wide.push((r, job.src, offset, job.words));
                } else {
                    narrow[r as usize] += words;
                }
            }
        }
    }
    let endpoint = (0..n)
        .map(|t| {
            let s = if send[t] > 0 {
                send[t] + send_lat[t]
            } else {
                0
            };
            let r = if recv[t] > 0 {
                recv[t] + recv_lat[t]
            } else {
                0
            };
            s.max(r)
        })
        .max()
        .unwrap_or(0);
    // Rule 3, per even tile: `sum min(W, W / 2 + d)` over chains (runs of one (tile,
    // sender) whose ranges follow one another).
    wide.sort_unstable();
    let mut paired = 0u64;
    let mut i = 0;
    while i < wide.len() {
        let tile = wide[i].0;
        let mut cycles = narrow[tile as usize];
        while i < wide.len() && wide[i].0 == tile {
            let (src, mut end) = (wide[i].1, wide[i].2);
            let mut w = 0u64;
            while i < wide.len() && (wide[i].0, wide[i].1, wide[i].2) == (tile, src, end) {
                w += u64::from(wide[i].3);
                end = wide[i].2.saturating_add(4 * wide[i].3);
                i += 1;
            }
            cycles += w.min(w.div_ceil(2) + d);
        }
        paired = paired.max((recv_lat[tile as usize] + cycles).saturating_sub(d));
    }
    endpoint.max(paired)
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::*;
    use crate::verify_exchange::{self, ScheduledTransfer};
    use proptest::prelude::*;

    fn fabric() -> Fabric {
        let Ok(model) = hand_worked_model(16) else {
            panic!("ipu21 with 16 tiles loads")
        };
        Fabric::new(&model)
    }

    /// `(src, dst, words)` as transfers at distinct 8-byte aligned offsets: `packed`, each
    /// transfer's destination range right after the previous one's (a sender's consecutive
    /// transfers may then arrive as one reception), else with gaps between them.
    fn transfers(spec: &[(u32, &[u32], u32)], packed: bool) -> Vec<Transfer> {
        let mut next = 0;
        spec.iter()
            .enumerate()
            .map(|(i, &(src, dst, words))| {
                let dst_offset = if packed { next } else { 64 * i as u32 };
                next += 4 * words;
                Transfer {
                    src,
                    dst: dst.to_vec(),
                    words,
                    src_offset: 64 * i as u32,
                    dst_offset,
                }
            })
            .collect()
    }

    /// The shortest horizon of any schedule of whole transfers, each sent at a cycle in
    /// `0..starts` in 32-bit or (where the device allows) 64-bit mode, that `verify-exchange`
    /// accepts; and whether every accepted schedule ends at or after `bound`.
    fn brute_force(fabric: &Fabric, phase: &[Transfer], starts: i64, bound: u64) -> (u64, bool) {
        let model = fabric.model();
        let jobs = JobSet::new(fabric, phase);
        let mut wide = vec![false; phase.len()];
        for job in &jobs.jobs {
            for &m in &jobs.members[job.members.start as usize..job.members.end as usize] {
                wide[m as usize] = job.pairable;
            }
        }
        let modes: Vec<i64> = wide.iter().map(|&w| if w { 2 } else { 1 }).collect();
        let choices: Vec<i64> = modes.iter().map(|m| starts * m).collect();
        let total: i64 = choices.iter().product();
        let (mut best, mut all_above) = (u64::MAX, true);
        for code in 0..total {
            let mut rest = code;
            let mut scheduled = Vec::with_capacity(phase.len());
            let mut horizon = 0i64;
            for ((t, &c), &m) in phase.iter().zip(&choices).zip(&modes) {
                let pick = rest % c;
                rest /= c;
                let (start, paired) = (pick / m, pick % m == 1);
                let arrival: Vec<i64> = t
                    .dst
                    .iter()
                    .map(|&d| start + i64::from(model.latency(t.src, d)))
                    .collect();
                let cycles = if paired {
                    (i64::from(t.words) + 1) / 2
                } else {
                    i64::from(t.words)
                };
                horizon = horizon.max(arrival.iter().max().copied().unwrap_or(0) + cycles);
                scheduled.push(ScheduledTransfer {
                    src: i64::from(t.src),
                    dst: t.dst.iter().map(|&d| i64::from(d)).collect(),
                    words: i64::from(t.words),
                    src_offset: i64::from(t.src_offset),
                    dst_offset: i64::from(t.dst_offset),
                    start,
                    arrival,
                    paired,
                });
            }
            if verify_exchange::verify(model, &scheduled, None).is_empty() {
                best = best.min(horizon as u64);
                all_above &= horizon as u64 >= bound;
            }
        }
        (best, all_above)
    }

    fn bound_of(fabric: &Fabric, phase: &[Transfer]) -> u64 {
        latency_lower_bound(fabric, &JobSet::new(fabric, phase), phase)
    }

    #[test]
    fn two_short_paired_senders_cost_a_lead_in() {
        // Tiles 0 and 2 each send 2 words to the pair (4, 5), one column away from both on a
        // 16-tile ipu21 (latency L). In 64-bit mode each takes 1 cycle, but the second needs
        // its own switch, which leads in a cycle: the best is L + 3 (not L + 2, the bound that
        // counts half the words).
        let f = fabric();
        let phase = transfers(&[(0, &[4, 5], 2), (2, &[4, 5], 2)], true);
        let l = u64::from(f.latency(0, 4).min(f.latency(2, 4)));
        let bound = bound_of(&f, &phase);
        assert_eq!(bound, l + 3);
        assert_eq!(brute_force(&f, &phase, 8, bound), (l + 3, true));
    }

    #[test]
    fn one_sender_of_long_words_pays_one_lead_in() {
        // One sender, 8 words to a pair, and 2 narrow words from another: 4 + 1 + 2 - 1.
        let f = fabric();
        let phase = transfers(&[(0, &[4, 5], 8), (8, &[4], 2)], false);
        let l = u64::from(f.latency(0, 4).min(f.latency(8, 4)));
        let bound = bound_of(&f, &phase);
        assert_eq!(bound, l + 6);
        let (best, above) = brute_force(&f, &phase, 8, bound);
        assert!(above);
        assert_eq!(best, bound);
    }

    #[test]
    fn one_senders_adjacent_jobs_share_a_lead_in() {
        // Tile 0 sends two 2-word transfers to the pair (4, 5): at adjacent destination
        // ranges they can arrive as one 64-bit reception (one lead-in, L + 2); with a gap
        // between them, they are two (L + 3).
        let f = fabric();
        let spec: [(u32, &[u32], u32); 2] = [(0, &[4, 5], 2), (0, &[4, 5], 2)];
        let l = u64::from(f.latency(0, 4));
        for (packed, expect) in [(true, l + 2), (false, l + 3)] {
            let phase = transfers(&spec, packed);
            let bound = bound_of(&f, &phase);
            assert_eq!(bound, expect, "packed {packed}");
            assert_eq!(
                brute_force(&f, &phase, 8, bound),
                (expect, true),
                "packed {packed}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        #[test]
        fn no_accepted_schedule_beats_the_bound(
            spec in proptest::collection::vec(
                (0u32..16, 0u32..8, 1u32..3, any::<bool>()),
                1..4,
            ),
            packed in any::<bool>(),
        ) {
            // Transfers to a whole pair (or its even tile alone), from a tile outside it.
            let owned: Vec<(u32, Vec<u32>, u32)> = spec
                .iter()
                .filter(|&&(src, pair, _, _)| src / 2 != pair)
                .map(|&(src, pair, words, both)| {
                    let dst = if both { vec![2 * pair, 2 * pair + 1] } else { vec![2 * pair] };
                    (src, dst, 2 * words)
                })
                .collect();
            prop_assume!(!owned.is_empty());
            let spec: Vec<(u32, &[u32], u32)> =
                owned.iter().map(|(s, d, w)| (*s, d.as_slice(), *w)).collect();
            let f = fabric();
            let phase = transfers(&spec, packed);
            let bound = bound_of(&f, &phase);
            // Starts up to twice the phase's words: the transfers sent one after another,
            // each its words plus the latency spread (at most 2 cycles on 16 tiles, and every
            // transfer has at least 2 words) after the previous one, so that no two arrive at
            // once anywhere, are among the schedules enumerated.
            let starts = 2 * phase.iter().map(|t| i64::from(t.words)).sum::<i64>() + 4;
            let (best, above) = brute_force(&f, &phase, starts, bound);
            prop_assert!(best < u64::MAX, "no accepted schedule of {:?}", spec);
            prop_assert!(above, "a schedule of {:?} ends before the bound {}", spec, bound);
        }
    }
}
