//! Exchange-scheduler benchmark: phases of the reference system's sizes on the 1472-tile
//! `ipu21`, in five shapes; for each, the endpoint lower bound, the horizon, their ratio and
//! the single-thread scheduling time.
//!
//! `cargo bench -p ipu-passes --bench schedule_exchange -- [--max N] [--sizes a,b]
//! [--shapes a,b] [--verify] [--write-mlir DIR] [--effort E]`
//!
//! - `--max N`: only phases of at most N transfers;
//! - `--sizes`: only phases of these sizes (transfers);
//! - `--shapes`: a subset of `rearrange,broadcast,transpose,random,skewed`;
//! - `--verify`: also run the independent checker on each schedule (slow on big phases);
//! - `--write-mlir DIR`: write each phase as `DIR/<shape>_<size>.mlir` in the `exchange`
//!   dialect's generic form (written atomically), to try `ipu-opt` on;
//! - `--effort E`: the local-search budget (placements per job);
//! - `--trace`: print the scheduler's tracing events (the seeds' fields) to stderr;
//! - `--families [LIST]`: instead, the randomised phase families
//!   (`schedule_exchange::families`, all or a comma list) with `--sizes`, `--seeds N`
//!   (seeds `--first-seed`, 1000 unless given, and the next `N - 1`),
//!   `--target NAME|PATH`, `--time-limit-ms MS` and `--verify`: per family the distribution
//!   of `horizon / bound` (max, 95th percentile, geometric mean), the slowest phase's time,
//!   the most work units (the time limit's budget) a phase spent and the slowest rate of
//!   work units per CPU millisecond over phases of at least 50 ms (to calibrate
//!   `WORK_UNITS_PER_MS`).
//!
//! Columns: `lb` is the best lower bound valid for *every* schedule the scheduler may emit
//! (ordinary or paired): the largest of the paired words-only bound, the paired bound with
//! instruction slots and the latency-aware bound (for phases without pairable transfers these
//! equal the ordinary bounds); `bound` says which of them it is (`words`, `instr`, `latency`,
//! with a `paired-` prefix when pairing lowers it); `ratio` is `horizon / lb`; `words_lb` is the
//! ordinary words-only endpoint bound the reference system reports (a paired schedule may end
//! below it: `ipu-opt` reports a paired schedule against the paired words-only bound); `cpu_ms` is the
//! scheduling thread's CPU time (Linux `/proc/thread-self/schedstat`; wall time elsewhere),
//! which is what "one core" means on a shared machine.

use std::time::Instant;

use ipu_passes::schedule_check::{self, scheduled_transfers};
use ipu_passes::schedule_exchange::device::Target;
use ipu_passes::schedule_exchange::generate::{REFERENCE_SIZES, Shape, generate, to_mlir};
use ipu_passes::schedule_exchange::{ScheduleOptions, Scheduler};
use ipu_passes::verify_exchange::{self, PhaseAttributes};

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// CPU time of the calling thread in nanoseconds (Linux), `None` elsewhere.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--trace") {
        tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_env_filter("info")
            .init();
    }
    if args.iter().any(|a| a == "--families") {
        return run_families(&args);
    }
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let max: usize = value("--max").map_or(Ok(usize::MAX), |v| {
        v.parse().map_err(|e| format!("--max: {e}"))
    })?;
    let sizes: Option<Vec<usize>> = value("--sizes")
        .map(|list| {
            list.split(',')
                .map(|v| v.parse().map_err(|e| format!("--sizes: {e}")))
                .collect::<Result<Vec<usize>, String>>()
        })
        .transpose()?;
    let shapes: Vec<Shape> = match value("--shapes") {
        None => Shape::ALL.to_vec(),
        Some(list) => list
            .split(',')
            .map(|name| {
                Shape::ALL
                    .into_iter()
                    .find(|s| s.name() == name)
                    .ok_or_else(|| format!("unknown shape '{name}'"))
            })
            .collect::<Result<_, _>>()?,
    };
    let verify = args.iter().any(|a| a == "--verify");
    let digest = args.iter().any(|a| a == "--digest");
    let mlir_dir = value("--write-mlir");
    let mut options = ScheduleOptions::default();
    if let Some(effort) = value("--effort") {
        options.search_effort = effort.parse().map_err(|e| format!("--effort: {e}"))?;
    }
    let target = Target::resolve("ipu21").map_err(|e| e.to_string())?;
    let model = &target.exchange;
    let scheduler = Scheduler::new(model);
    println!(
        "{:>7} {:>9} {:>7} {:>14} {:>7} {:>7} {:>8} {:>8} {:>8} {:>14} {:>7}",
        "size",
        "shape",
        "lb",
        "bound",
        "horizon",
        "ratio",
        "cpu_ms",
        "wall_ms",
        "words_lb",
        "kind",
        "chunks"
    );
    let (mut log_sum, mut count) = (0.0f64, 0u32);
    let mut worst_unicast: f64 = 0.0;
    let mut worst_multicast: f64 = 0.0;
    for &(size, load) in &REFERENCE_SIZES {
        if size > max || sizes.as_ref().is_some_and(|list| !list.contains(&size)) {
            continue;
        }
        for &shape in &shapes {
            let phase = generate(shape, size, load, model.tiles(), 1);
            if let Some(dir) = &mlir_dir {
                let name = format!("{}_{size}", shape.name());
                let text = to_mlir(&name, &target.name, &phase);
                let path = std::path::Path::new(dir).join(format!("{name}.mlir"));
                let temp = path.with_extension("mlir.tmp");
                std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
                std::fs::write(&temp, text).map_err(|e| format!("{}: {e}", temp.display()))?;
                std::fs::rename(&temp, &path).map_err(|e| format!("{}: {e}", path.display()))?;
            }
            let started = Instant::now();
            let cpu_before = thread_cpu_ns();
            let schedule = scheduler
                .schedule(&phase, &options)
                .map_err(|e| e.to_string())?;
            let elapsed = started.elapsed();
            let cpu_ms = match (cpu_before, thread_cpu_ns()) {
                (Some(a), Some(b)) => (b - a) as f64 / 1e6,
                _ => elapsed.as_secs_f64() * 1e3,
            };
            let st = &schedule.stats;
            let (lb, bound) = [
                (st.paired_lower_bound, "words"),
                (st.paired_instruction_lower_bound, "instr"),
                (st.latency_lower_bound, "latency"),
            ]
            .into_iter()
            .fold(
                (0, "words"),
                |best, (v, name)| if v > best.0 { (v, name) } else { best },
            );
            let ordinary = st
                .endpoint_lower_bound
                .max(st.instruction_lower_bound)
                .max(st.latency_lower_bound);
            let bound = if lb < ordinary {
                format!("paired-{bound}")
            } else {
                bound.to_string()
            };
            let ratio = schedule.horizon as f64 / lb.max(1) as f64;
            log_sum += ratio.ln();
            count += 1;
            if shape.is_multicast() {
                worst_multicast = worst_multicast.max(ratio);
            } else {
                worst_unicast = worst_unicast.max(ratio);
            }
            println!(
                "{:>7} {:>9} {:>7} {:>14} {:>7} {:>7.4} {:>8.1} {:>8.1} {:>8} {:>14} {:>7}",
                size,
                shape.name(),
                lb,
                bound,
                schedule.horizon,
                ratio,
                cpu_ms,
                elapsed.as_secs_f64() * 1e3,
                schedule.endpoint_lower_bound,
                schedule.kind.as_str(),
                schedule.stats.chunks,
            );
            if digest {
                println!("        digest {:016x}", schedule_digest(&schedule));
            }
            if verify {
                let inputs = schedule_check::input_transfers(&phase);
                let scheduled = schedule_check::scheduled_transfers(&phase, &schedule);
                let violations = verify_exchange::verify_against(
                    model,
                    &inputs,
                    &scheduled,
                    Some({
                        // The bound the pass writes: the paired one for a paired schedule.
                        let bound = if schedule.kind.as_str() == "paired" {
                            schedule.stats.paired_lower_bound
                        } else {
                            schedule.endpoint_lower_bound
                        } as i64;
                        PhaseAttributes {
                            horizon: schedule.horizon as i64,
                            endpoint_lower_bound: bound,
                            lower_bound_gap: schedule.horizon as i64 - bound,
                        }
                    }),
                );
                if let Some(v) = violations.first() {
                    return Err(format!(
                        "{} {size}: {} violations, first: {v}",
                        shape.name(),
                        violations.len()
                    ));
                }
            }
        }
    }
    if count > 0 {
        println!(
            "geometric mean ratio {:.4} over {count} phases; worst unicast {:.4}; worst multicast {:.4}",
            (log_sum / f64::from(count)).exp(),
            worst_unicast,
            worst_multicast
        );
    }
    Ok(())
}

/// The best lower bound valid for every schedule the scheduler may emit (ordinary or
/// paired), and its name: the largest of the paired words-only bound, the paired bound with
/// instruction slots and the latency-aware bound.
fn best_bound(st: &ipu_passes::schedule_exchange::ScheduleStats) -> (u64, &'static str) {
    [
        (st.paired_lower_bound, "words"),
        (st.paired_instruction_lower_bound, "instr"),
        (st.latency_lower_bound, "latency"),
    ]
    .into_iter()
    .fold(
        (0, "words"),
        |best, (v, name)| if v > best.0 { (v, name) } else { best },
    )
}

/// `--families [LIST] [--sizes a,b] [--seeds N] [--target NAME|PATH] [--verify]`: the
/// randomised phase families (`schedule_exchange::families`), per family the distribution of
/// `horizon / bound` over its phases (max, 95th percentile, geometric mean) and the slowest
/// phase's scheduling CPU time. `bound` is [`best_bound`]. Sizes default to 1,000 and 20,000
/// transfers, seeds to 3 per size (seeds 1000 and up: not those of the tests).
fn run_families(args: &[String]) -> Result<(), String> {
    use ipu_passes::schedule_exchange::families::{Family, Spec, phase};
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1).cloned())
            .filter(|v| !v.starts_with("--"))
    };
    let families: Vec<Family> = match value("--families") {
        None => Family::ALL.to_vec(),
        Some(list) if list == "all" => Family::ALL.to_vec(),
        Some(list) => list
            .split(',')
            .map(|n| Family::from_name(n).ok_or_else(|| format!("unknown family '{n}'")))
            .collect::<Result<_, _>>()?,
    };
    let sizes: Vec<usize> = value("--sizes").map_or(Ok(vec![1_000, 20_000]), |list| {
        list.split(',')
            .map(|v| v.parse().map_err(|e| format!("--sizes: {e}")))
            .collect()
    })?;
    let seeds: u64 =
        value("--seeds").map_or(Ok(3), |v| v.parse().map_err(|e| format!("--seeds: {e}")))?;
    let first_seed: u64 = value("--first-seed").map_or(Ok(1000), |v| {
        v.parse().map_err(|e| format!("--first-seed: {e}"))
    })?;
    let target = Target::resolve(&value("--target").unwrap_or_else(|| "ipu21".into()))
        .map_err(|e| e.to_string())?;
    let verify = args.iter().any(|a| a == "--verify");
    let model = &target.exchange;
    let scheduler = Scheduler::new(model);
    let mut options = ScheduleOptions::default();
    if let Some(ms) = value("--time-limit-ms") {
        options.time_limit_ms = ms.parse().map_err(|e| format!("--time-limit-ms: {e}"))?;
    }
    println!(
        "target {} (send {} / set_mux {} issue cycles), time limit {} ms per phase",
        target.name,
        model.send_instruction(1).issue_cycles,
        model.set_mux_instruction().issue_cycles,
        options.time_limit_ms
    );
    println!(
        "{:>14} {:>7} {:>8} {:>8} {:>8} {:>10} {:>10} {:>10} {:>9}  worst phase",
        "family",
        "phases",
        "max",
        "p95",
        "geomean",
        "max_cpu_ms",
        "max_wall_ms",
        "max_units",
        "units/ms"
    );
    let mut all: Vec<f64> = Vec::new();
    for family in families {
        let mut ratios: Vec<f64> = Vec::new();
        let (mut max_cpu, mut max_wall) = (0.0f64, 0.0f64);
        // Work units spent (the time limit's budget) and the slowest rate, units per CPU ms.
        let (mut max_units, mut min_rate) = (0u64, f64::INFINITY);
        let mut worst = String::new();
        for &size in &sizes {
            for k in 0..seeds {
                let spec = Spec {
                    family,
                    transfers: size,
                    tiles: model.tiles(),
                    seed: first_seed + k,
                };
                let transfers = phase(spec);
                let started = Instant::now();
                let cpu_before = thread_cpu_ns();
                let schedule = scheduler
                    .schedule(&transfers, &options)
                    .map_err(|e| format!("{} {size} seed {}: {e}", family.name(), spec.seed))?;
                let wall = started.elapsed().as_secs_f64() * 1e3;
                let cpu = match (cpu_before, thread_cpu_ns()) {
                    (Some(a), Some(b)) => (b - a) as f64 / 1e6,
                    _ => wall,
                };
                let (lb, name) = best_bound(&schedule.stats);
                let ratio = schedule.horizon as f64 / lb.max(1) as f64;
                if ratios.iter().all(|&r| ratio > r) {
                    worst = format!(
                        "{size} transfers seed {}: horizon {} / {name} bound {lb} ({}; built {:?})",
                        spec.seed,
                        schedule.horizon,
                        schedule.kind.as_str(),
                        schedule.stats.candidates
                    );
                }
                ratios.push(ratio);
                max_cpu = max_cpu.max(cpu);
                max_units = max_units.max(schedule.stats.work_units);
                if cpu >= 50.0 {
                    min_rate = min_rate.min(schedule.stats.work_units as f64 / cpu);
                }
                max_wall = max_wall.max(wall);
                if verify {
                    let scheduled = scheduled_transfers(&transfers, &schedule);
                    let violations = verify_exchange::verify(model, &scheduled, None);
                    if let Some(v) = violations.first() {
                        return Err(format!("{} {size}: {v}", family.name()));
                    }
                }
            }
        }
        all.extend_from_slice(&ratios);
        let (max, p95, geo) = distribution(&mut ratios);
        println!(
            "{:>14} {:>7} {:>8.4} {:>8.4} {:>8.4} {:>10.1} {:>10.1} {:>10} {:>9.0}  {worst}",
            family.name(),
            ratios.len(),
            max,
            p95,
            geo,
            max_cpu,
            max_wall,
            max_units,
            min_rate
        );
    }
    let (max, p95, geo) = distribution(&mut all);
    println!(
        "{:>14} {:>7} {:>8.4} {:>8.4} {:>8.4}",
        "all",
        all.len(),
        max,
        p95,
        geo
    );
    Ok(())
}

/// Max, 95th percentile (nearest rank) and geometric mean of `ratios` (sorted in place).
fn distribution(ratios: &mut [f64]) -> (f64, f64, f64) {
    if ratios.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    ratios.sort_by(f64::total_cmp);
    let n = ratios.len();
    let p95 = ratios[((n as f64 * 0.95).ceil() as usize).clamp(1, n) - 1];
    let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / n as f64).exp();
    (ratios[n - 1], p95, geo)
}

/// FNV-1a (64-bit) over the horizon and every chunk's transfer, word offset, words, start,
/// arrivals and mode, in order: two schedules with the same digest are (barring a collision)
/// the same bytes, which is how a speed-up is checked to change nothing.
fn schedule_digest(schedule: &ipu_passes::schedule_exchange::PhaseSchedule) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |v: u64| {
        for b in v.to_le_bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(schedule.horizon);
    for c in &schedule.chunks {
        eat(u64::from(c.transfer));
        eat(u64::from(c.word_offset));
        eat(u64::from(c.words));
        eat(c.start);
        eat(u64::from(c.paired));
        for &a in &c.arrival {
            eat(a);
        }
    }
    h
}
