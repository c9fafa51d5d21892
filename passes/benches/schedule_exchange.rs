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
//! - `--trace`: print the scheduler's tracing events (the seeds' fields) to stderr.
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

use ipu_passes::schedule_exchange::device::Target;
use ipu_passes::schedule_exchange::generate::{REFERENCE_SIZES, Shape, generate, to_mlir};
use ipu_passes::schedule_exchange::{ScheduleOptions, Scheduler};
use ipu_passes::verify_exchange::{self, InputTransfer, PhaseAttributes, ScheduledTransfer};

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
    if args.iter().any(|a| a == "--trace") {
        tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_env_filter("info")
            .init();
    }
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
                let inputs: Vec<InputTransfer> = phase
                    .iter()
                    .map(|t| InputTransfer {
                        src: i64::from(t.src),
                        dst: t.dst.iter().map(|&d| i64::from(d)).collect(),
                        words: i64::from(t.words),
                        src_offset: i64::from(t.src_offset),
                        dst_offset: i64::from(t.dst_offset),
                    })
                    .collect();
                let scheduled: Vec<ScheduledTransfer> = schedule
                    .chunks
                    .iter()
                    .map(|c| {
                        let t = &phase[c.transfer as usize];
                        ScheduledTransfer {
                            src: i64::from(t.src),
                            dst: t.dst.iter().map(|&d| i64::from(d)).collect(),
                            words: i64::from(c.words),
                            src_offset: i64::from(t.src_offset) + 4 * i64::from(c.word_offset),
                            dst_offset: i64::from(t.dst_offset) + 4 * i64::from(c.word_offset),
                            start: c.start as i64,
                            arrival: c.arrival.iter().map(|&a| a as i64).collect(),
                            paired: c.paired,
                        }
                    })
                    .collect();
                let violations = verify_exchange::verify_against(
                    model,
                    &inputs,
                    &scheduled,
                    Some(PhaseAttributes {
                        horizon: schedule.horizon as i64,
                        endpoint_lower_bound: schedule.endpoint_lower_bound as i64,
                        lower_bound_gap: schedule.lower_bound_gap,
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
