//! Property tests: the scheduler's output on random phases passes the independent checker,
//! never beats the lower bounds, and is deterministic.

use ipu_passes::schedule_check::{input_transfers as inputs, scheduled_transfers as as_ir};
use ipu_passes::schedule_exchange::device::{ExchangeModel, ipu21_with_tiles};
use ipu_passes::schedule_exchange::{
    KindOption, PhaseSchedule, ScheduleKind, ScheduleOptions, Scheduler, Transfer,
};
use ipu_passes::verify_exchange::{self, PhaseAttributes, ScheduledTransfer};
use proptest::prelude::*;

const TILES: u32 = 64;

fn model() -> ExchangeModel {
    match ipu21_with_tiles(TILES) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

/// Schedules with `kind`, checks the result independently, returns it.
fn schedule_and_check(transfers: &[Transfer], kind: KindOption) -> PhaseSchedule {
    let model = model();
    let scheduler = Scheduler::new(&model);
    let options = ScheduleOptions {
        kind,
        ..ScheduleOptions::default()
    };
    let schedule = match scheduler.schedule(transfers, &options) {
        Ok(s) => s,
        Err(e) => panic!("scheduling failed: {e}"),
    };
    // The bound the pass writes: for a paired schedule, the paired words-only bound.
    let bound = if schedule.kind == ScheduleKind::Paired {
        schedule.stats.paired_lower_bound
    } else {
        schedule.endpoint_lower_bound
    } as i64;
    let violations = verify_exchange::verify_against(
        &model,
        &inputs(transfers),
        &as_ir(transfers, &schedule),
        Some(PhaseAttributes {
            horizon: schedule.horizon as i64,
            endpoint_lower_bound: bound,
            lower_bound_gap: schedule.horizon as i64 - bound,
        }),
    );
    assert!(violations.is_empty(), "{kind:?}: {violations:#?}");
    assert!(
        schedule.horizon >= schedule.stats.latency_lower_bound,
        "horizon {} below the latency bound {}",
        schedule.horizon,
        schedule.stats.latency_lower_bound
    );
    assert!(schedule.horizon >= schedule.stats.paired_lower_bound);
    if schedule.kind != ScheduleKind::Paired {
        assert!(schedule.horizon >= schedule.endpoint_lower_bound);
    }
    schedule
}

/// Builds valid transfers from raw draws: destination offsets from per-tile cursors.
fn build(raw: Vec<(u32, Vec<u32>, u32, bool)>) -> Vec<Transfer> {
    let mut cursor = vec![0u32; TILES as usize];
    let mut src_cursor = vec![0u32; TILES as usize];
    let mut out = Vec::new();
    for (src, mut dst, words, share) in raw {
        dst.retain(|&d| d != src);
        dst.sort_unstable();
        dst.dedup();
        if dst.is_empty() {
            continue;
        }
        let at = dst.iter().map(|&d| cursor[d as usize]).max().unwrap_or(0);
        for &d in &dst {
            cursor[d as usize] = at + 4 * words;
        }
        // `share`: reuse the previous transfer's source words when it came from the same tile
        // with the same length (so transfers can merge into one multicast send).
        let src_offset = match out.last() {
            Some(Transfer {
                src: s,
                words: w,
                src_offset: o,
                ..
            }) if share && *s == src && *w == words => *o,
            _ => {
                let o = src_cursor[src as usize];
                src_cursor[src as usize] += 4 * words;
                o
            }
        };
        out.push(Transfer {
            src,
            dst,
            words,
            src_offset,
            dst_offset: at,
        });
    }
    out
}

fn unicast() -> impl Strategy<Value = Vec<Transfer>> {
    prop::collection::vec(
        (
            0..TILES,
            prop::collection::vec(0..TILES, 1),
            1u32..40,
            any::<bool>(),
        ),
        1..60,
    )
    .prop_map(build)
}

fn multicast() -> impl Strategy<Value = Vec<Transfer>> {
    prop::collection::vec(
        (
            0..TILES,
            prop::collection::vec(0..TILES, 1..6),
            1u32..30,
            any::<bool>(),
        ),
        1..40,
    )
    .prop_map(build)
}

fn skewed() -> impl Strategy<Value = Vec<Transfer>> {
    // Most traffic touches tiles 0..4.
    prop::collection::vec(
        (0..TILES, 0u32..4, 1u32..50, prop::bool::weighted(0.7)),
        1..60,
    )
    .prop_map(|raw| {
        build(
            raw.into_iter()
                .map(|(s, hot, w, to_hot)| {
                    let d = if to_hot { hot } else { (s * 7 + 3) % TILES };
                    (s, vec![d], w, false)
                })
                .collect(),
        )
    })
}

fn pairs() -> impl Strategy<Value = Vec<Transfer>> {
    // Multicast to whole pairs (2k, 2k + 1): paired candidates.
    prop::collection::vec((0..TILES, 0..TILES / 2, 1u32..40), 1..30).prop_map(|raw| {
        build(
            raw.into_iter()
                .map(|(s, p, w)| (s, vec![2 * p, 2 * p + 1], w, false))
                .collect(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn unicast_phases_are_valid(transfers in unicast()) {
        for kind in [KindOption::Auto, KindOption::FullDuplex, KindOption::MatchingWaves] {
            schedule_and_check(&transfers, kind);
        }
    }

    #[test]
    fn multicast_phases_are_valid(transfers in multicast()) {
        for kind in [KindOption::Auto, KindOption::FullDuplex, KindOption::MatchingWaves] {
            schedule_and_check(&transfers, kind);
        }
    }

    #[test]
    fn skewed_phases_are_valid(transfers in skewed()) {
        schedule_and_check(&transfers, KindOption::Auto);
    }

    #[test]
    fn paired_phases_are_valid(transfers in pairs()) {
        schedule_and_check(&transfers, KindOption::Paired);
    }

    #[test]
    fn output_is_deterministic(transfers in multicast()) {
        let a = schedule_and_check(&transfers, KindOption::Auto);
        let b = schedule_and_check(&transfers, KindOption::Auto);
        prop_assert_eq!(a, b);
    }
}

#[test]
fn unicast_reaches_the_bound_on_a_balanced_phase() {
    // Every tile of 0..8 sends 16 words to every tile of 8..16: each endpoint carries 128
    // words; the matching-waves plan is exact, so only latency separates horizon and bound.
    let mut transfers = Vec::new();
    for s in 0..8u32 {
        for d in 8..16u32 {
            transfers.push(Transfer {
                src: s,
                dst: vec![d],
                words: 16,
                src_offset: 64 * d,
                dst_offset: 64 * s,
            });
        }
    }
    let schedule = schedule_and_check(&transfers, KindOption::MatchingWaves);
    // 27 cycles: the latency between tiles of nearby columns (8 + 17 + 2, device/README.md).
    assert_eq!(schedule.endpoint_lower_bound, 128 + 27);
    assert!(
        schedule.horizon <= schedule.endpoint_lower_bound + 2,
        "{}",
        schedule.horizon
    );
}

#[test]
fn the_checker_catches_a_perturbed_schedule() {
    // A phase where tile 0 sends twice: moving the second send onto the first must fail.
    let transfers = vec![
        Transfer {
            src: 0,
            dst: vec![1],
            words: 8,
            src_offset: 0,
            dst_offset: 0,
        },
        Transfer {
            src: 0,
            dst: vec![2],
            words: 8,
            src_offset: 32,
            dst_offset: 0,
        },
    ];
    let schedule = schedule_and_check(&transfers, KindOption::Auto);
    let model = model();
    let mut ir = as_ir(&transfers, &schedule);
    let first = ir.iter().map(|t| t.start).min().unwrap_or(0);
    let late = ir.iter().position(|t| t.start > first).unwrap_or(0);
    let shift = ir[late].start - first;
    ir[late].start -= shift;
    for a in ir[late].arrival.iter_mut() {
        *a -= shift;
    }
    let violations = verify_exchange::verify_against(&model, &inputs(&transfers), &ir, None);
    assert!(
        violations
            .iter()
            .any(|v| v.message.contains("carries two different words")),
        "{violations:?}"
    );
}

#[test]
fn a_relocated_phase_reuses_its_schedule() {
    use ipu_passes::schedule_exchange::{ScheduleError, reuse};
    let transfers = vec![
        Transfer {
            src: 0,
            dst: vec![1],
            words: 8,
            src_offset: 0,
            dst_offset: 0,
        },
        Transfer {
            src: 2,
            dst: vec![1, 3],
            words: 4,
            src_offset: 0,
            dst_offset: 64,
        },
    ];
    let schedule = schedule_and_check(&transfers, KindOption::Auto);
    let scheduler = Scheduler::new(&model());
    // Offsets move (storage placement): the schedule is kept, as `reused`.
    let mut moved = transfers.clone();
    moved[0].dst_offset = 128;
    moved[1].src_offset = 256;
    let kept = match reuse(&scheduler, &transfers, &moved, &schedule) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(kept.kind, ScheduleKind::Reused);
    assert_eq!(kept.chunks, schedule.chunks);
    assert_eq!(kept.horizon, schedule.horizon);
    // A length change is not a relocation.
    let mut longer = transfers.clone();
    longer[0].words = 9;
    assert_eq!(
        reuse(&scheduler, &transfers, &longer, &schedule),
        Err(ScheduleError::NotReusable {
            reason: "transfer #0 changed more than its offsets".into()
        })
    );
}

#[test]
fn bad_input_is_a_located_error() {
    use ipu_passes::schedule_exchange::ScheduleError;
    let scheduler = Scheduler::new(&model());
    let transfers = vec![
        Transfer {
            src: 0,
            dst: vec![1],
            words: 8,
            src_offset: 0,
            dst_offset: 0,
        },
        Transfer {
            src: 5,
            dst: vec![5],
            words: 8,
            src_offset: 0,
            dst_offset: 64,
        },
    ];
    assert_eq!(
        scheduler.schedule(&transfers, &ScheduleOptions::default()),
        Err(ScheduleError::SourceAmongDestinations {
            transfer: 1,
            tile: 5
        })
    );
}

// ===== randomised families and mutations ========================================================

/// A phase of a randomised family (`schedule_exchange::families`) on 64 tiles.
fn family_phase() -> impl Strategy<Value = Vec<Transfer>> {
    use ipu_passes::schedule_exchange::families::{Family, Spec, phase};
    (0..Family::ALL.len(), 1usize..160, any::<u64>()).prop_map(|(f, transfers, seed)| {
        phase(Spec {
            family: Family::ALL[f],
            transfers,
            tiles: TILES,
            seed,
        })
    })
}

/// The checker's verdict on a mutated schedule: the violations' text.
fn check_mutant(
    model: &ExchangeModel,
    transfers: &[Transfer],
    ir: &[ScheduledTransfer],
    attrs: PhaseAttributes,
) -> String {
    verify_exchange::verify_against(model, &inputs(transfers), ir, Some(attrs))
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Every family's schedule passes the checker (with the default target's instruction
    /// costs), and the checker rejects each mutation of it: a word's latency off by one, a
    /// chunk dropped (words lost), a chunk doubled (words written twice), a chunk moved onto
    /// another sender's busy cycle of the same tile (a port clash), and a reported bound one
    /// above the checker's own.
    #[test]
    fn family_schedules_pass_and_their_mutants_fail(
        transfers in family_phase(),
        pick in any::<u64>(),
    ) {
        let target = ipu_passes::schedule_exchange::device::Target::resolve("ipu21").unwrap();
        let mut config = target.exchange.config().clone();
        config.tiles = TILES;
        let model = ExchangeModel::new(config, std::path::Path::new("ipu21-64")).unwrap();
        let schedule = Scheduler::new(&model)
            .schedule(&transfers, &ScheduleOptions::default())
            .unwrap();
        let ir = as_ir(&transfers, &schedule);
        // The bound the pass writes: for a paired schedule, the paired words-only bound.
        let bound = if schedule.kind == ScheduleKind::Paired {
            schedule.stats.paired_lower_bound
        } else {
            schedule.endpoint_lower_bound
        } as i64;
        let attrs = PhaseAttributes {
            horizon: schedule.horizon as i64,
            endpoint_lower_bound: bound,
            lower_bound_gap: schedule.horizon as i64 - bound,
        };
        prop_assert_eq!(check_mutant(&model, &transfers, &ir, attrs), "");
        let k = (pick % ir.len() as u64) as usize;
        // Wrong latency.
        let mut m = ir.clone();
        m[k].arrival[0] += 1;
        prop_assert!(!check_mutant(&model, &transfers, &m, attrs).is_empty());
        // Lost words.
        let mut m = ir.clone();
        m.remove(k);
        prop_assert!(!check_mutant(&model, &transfers, &m, attrs).is_empty());
        // Doubled words: the chunk again, later (its own bus is free after the horizon).
        let mut m = ir.clone();
        let mut again = ir[k].clone();
        let shift = schedule.horizon as i64;
        again.start += shift;
        again.arrival.iter_mut().for_each(|a| *a += shift);
        m.push(again);
        prop_assert!(!check_mutant(&model, &transfers, &m, attrs).is_empty());
        // A port clash: another chunk of the same source, reading other words, moved onto
        // this one's first cycle.
        if let Some(j) = (0..ir.len()).find(|&j| {
            j != k && ir[j].src == ir[k].src && ir[j].src_offset != ir[k].src_offset
        }) {
            let mut m = ir.clone();
            let delta = ir[k].start - m[j].start;
            m[j].start += delta;
            m[j].arrival.iter_mut().for_each(|a| *a += delta);
            let verdict = check_mutant(&model, &transfers, &m, attrs);
            prop_assert!(!verdict.is_empty());
        }
        // A bound above the checker's own.
        let (own, _) = verify_exchange::endpoint_bound(&model, &ir, &vec![true; ir.len()]);
        let mut high = attrs;
        high.endpoint_lower_bound = own + 1;
        high.lower_bound_gap = high.horizon - high.endpoint_lower_bound;
        prop_assert!(check_mutant(&model, &transfers, &ir, high).contains("endpoint_lower_bound"));
        prop_assert!(attrs.endpoint_lower_bound <= own);
    }
}
