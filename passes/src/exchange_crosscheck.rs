//! Cross-checks between `schedule-exchange` and its independent checker `verify-exchange`
//! (test code only). They live here, outside both passes, so that neither pass imports the
//! other: the scheduler's latency-aware lower bound (`schedule_exchange::bounds`) is checked
//! by brute force against every schedule of small phases that the checker accepts.

use crate::schedule_exchange::bounds::latency_lower_bound;
use crate::schedule_exchange::device::hand_worked_model;
use crate::schedule_exchange::fabric::Fabric;
use crate::schedule_exchange::jobs::JobSet;
use crate::schedule_exchange::types::Transfer;
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
