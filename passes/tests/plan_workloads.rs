//! Plans the workloads end to end (SigLIP MLP, QKV, 64-tile QK) and checks the
//! plans are consistent: memory within the planner cap, every phase's transfers valid
//! (destinations sorted, no self-sends, whole words), the analytic and the transfer-level
//! lower bounds equal. Run with `--nocapture` to see the plans and their cycle breakdown.

use ipu_device::Target;
use ipu_passes::plan::planned::Step;
use ipu_passes::plan::planner::{self, ExchangeScheduler, LowerBoundEstimate, PlannerOptions};
use ipu_passes::plan::program::Program;

fn check(program: Program, tiles: u32) -> u64 {
    let target = Target::resolve("ipu21").unwrap();
    let options = PlannerOptions {
        tiles,
        ..PlannerOptions::default()
    };
    let scheduler = ExchangeScheduler {
        options: ipu_passes::schedule_exchange::ScheduleOptions {
            time_limit_ms: 1000,
            search_effort: 1,
            ..Default::default()
        },
    };
    let t = std::time::Instant::now();
    let sel = planner::plan_program(&target, &program, &options, &scheduler).unwrap();
    let f = &sel.selected;
    println!("{}", planner::report(&program, f));
    println!(
        "  planned in {:?} (search/finalists/schedule ms {:?})",
        t.elapsed(),
        sel.elapsed_ms
    );
    let cap = target.planner_memory_cap_bytes();
    assert!(f.analytic.memory.peak_total_bytes <= cap);
    let mut p = 0;
    for step in &f.planned.steps {
        if let Step::Exchange(phase) = &**step {
            let ts = f.planned.phase_transfers(&target.exchange, phase).unwrap();
            for t in &ts {
                assert!(!t.dst.contains(&t.src), "self-send in {}", phase.name);
                assert!(t.dst.windows(2).all(|w| w[0] < w[1]));
                assert!(t.words > 0 && t.src_offset % 4 == 0 && t.dst_offset % 4 == 0);
            }
            let lb = ipu_device::endpoint_lower_bound_paired(
                &target.exchange,
                ts.iter().map(|t| ipu_device::TransferShape {
                    src: t.src,
                    dst: &t.dst,
                    words: t.words,
                }),
            );
            assert_eq!(
                lb.words_only, f.analytic.phases[p].lower_bound.words_only,
                "{}",
                phase.name
            );
            p += 1;
        }
    }
    f.cycles()
}

#[test]
fn siglip_mlp() {
    let cycles = check(Program::siglip_mlp(), 0);
    assert!(cycles > 76_740, "below the AMP limit: {cycles}");
}

#[test]
fn qkv_fused() {
    check(Program::qkv(729, 1152, true), 0);
}

#[test]
fn attention_scores_64_tiles() {
    check(Program::attention_scores(729, 72, true), 64);
}

/// The planner ranks plans by per-tile loads computed from block geometry, without
/// generating runs; they must equal the loads of the exact transfers, redistribution by
/// redistribution (sends counting a multicast once).
#[test]
fn analytic_loads_equal_transfer_loads() {
    let target = Target::resolve("ipu21").unwrap();
    let program = Program::siglip_mlp();
    let options = PlannerOptions {
        // A beam of one cannot back out of an `fc1` plan whose memory (with the inputs
        // the host writes into every replica) leaves `fc2` none.
        beam: 3,
        candidates: 6,
        finalists: 1,
        ..PlannerOptions::default()
    };
    let sel = planner::plan_program(&target, &program, &options, &LowerBoundEstimate).unwrap();
    let f = &sel.selected;
    let mut checked = 0;
    for step in &f.planned.steps {
        if let Step::Exchange(phase) = &**step {
            for r in &phase.redists {
                let one = ipu_passes::plan::planned::Phase {
                    name: phase.name.clone(),
                    redists: vec![r.clone()],
                };
                let fast_loads = f.planned.phase_loads(&target.exchange, &one).unwrap();
                let fast = fast_loads.per_tile(target.tiles);
                let ts = f.planned.phase_transfers(&target.exchange, &one).unwrap();
                let cs = f
                    .planned
                    .phase_local_copies(&target.exchange, &one)
                    .unwrap();
                let exact_loads = ipu_passes::plan::redistribute::Loads {
                    shapes: ts.into_iter().map(|t| (t.src, t.dst, t.words)).collect(),
                    copies: cs.into_iter().map(|c| (c.tile, c.elements)).collect(),
                };
                let exact = exact_loads.per_tile(target.tiles);
                // On-tile copies: the same elements per tile either way.
                let copied = |l: &ipu_passes::plan::redistribute::Loads| {
                    let mut m = std::collections::BTreeMap::new();
                    for &(t, e) in &l.copies {
                        *m.entry(t).or_insert(0u64) += e;
                    }
                    m
                };
                assert_eq!(copied(&fast_loads), copied(&exact_loads));
                assert_eq!(
                    fast,
                    exact,
                    "{} -> {}",
                    f.planned.buffer(r.src).name,
                    f.planned.buffer(r.dst).name
                );
                checked += 1;
            }
        }
    }
    // fc1's inputs are written by the host into every replica (no redistribution); fc2's
    // lhs, weights, biases and the reductions of both leave at least five.
    assert!(checked >= 5, "{checked} redistributions");
}
