//! Plans the workloads and prints the chosen plans with their cycle breakdown:
//! the SigLIP MLP (729×1152 → 4304 → 1152, f16, biases, GELU tanh) and the fused QKV
//! projection on 1472 tiles, and one head's attention scores with FP8 operand casts on 64
//! tiles (the seeds' QK workload).
//!
//! Under the default test harness the report is a test: `cargo bench -p ipu-passes --bench
//! plan -- --test --nocapture` runs it (a plain `cargo bench` only lists it). With
//! `IPU_PLAN_SEARCH=N` the planner also runs N local layout search attempts.

use std::time::Instant;

use ipu_device::Target;
use ipu_passes::plan::planner::{self, ExchangeScheduler, PlannerOptions};
use ipu_passes::plan::program::Program;
use ipu_passes::schedule_exchange::ScheduleOptions;

fn report() -> Result<(), String> {
    let target = Target::resolve("ipu21").map_err(|e| e.to_string())?;
    // `IPU_PLAN_SEARCH=N`: also run N local layout search attempts after selection.
    let search_attempts: usize = std::env::var("IPU_PLAN_SEARCH")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let scheduler = ExchangeScheduler {
        options: ScheduleOptions {
            time_limit_ms: 1000,
            search_effort: 1,
            ..ScheduleOptions::default()
        },
    };
    println!(
        "| workload | tiles | cycles | compute | exchange (scheduled) | exchange (lower bound) | sync | AMP limit | plan time |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    let mut details = String::new();
    for (program, tiles) in [
        (Program::siglip_mlp(), 0),
        (Program::qkv(729, 1152, true), 0),
        (Program::attention_scores(729, 72, true), 64),
    ] {
        let options = PlannerOptions {
            tiles,
            search_attempts,
            ..PlannerOptions::default()
        };
        let t = Instant::now();
        let sel = planner::plan_program(&target, &program, &options, &scheduler)
            .map_err(|e| e.to_string())?;
        let elapsed = t.elapsed();
        let f = &sel.selected;
        let c = f.refined.as_ref().unwrap_or(&f.analytic);
        let used = if tiles == 0 { target.tiles } else { tiles };
        let macs: u64 = program
            .ops
            .iter()
            .filter(|o| {
                matches!(
                    o.kind,
                    ipu_passes::plan::program::OpKind::Matmul
                        | ipu_passes::plan::program::OpKind::FusedMatmul { .. }
                )
            })
            .map(|o| {
                let a = program.value(o.operands[0]);
                let b = program.value(o.operands[1]);
                u64::from(a.shape[0]) * u64::from(a.shape[1]) * u64::from(b.shape[1])
            })
            .sum();
        let amp_limit = macs.div_ceil(u64::from(used) * u64::from(target.amp.f16_macs_per_cycle));
        println!(
            "| {} | {used} | {} | {} | {} | {} | {} | {amp_limit} | {:.2} s |",
            program.name,
            c.total(),
            c.compute_cycles,
            c.exchange_cycles,
            c.exchange_lower_bound(),
            c.sync_cycles,
            elapsed.as_secs_f64()
        );
        details.push_str(&planner::report(&program, f));
    }
    println!("\n{details}");
    Ok(())
}

#[cfg(not(test))]
fn main() {
    if let Err(e) = report() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

#[cfg(test)]
#[test]
fn plan_report() {
    report().unwrap();
}
