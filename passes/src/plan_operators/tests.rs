//! Tests of `plan-operators` through the pass manager.

// The pass-manager harness the back end's tests share (every dialect, one thread).
pub(crate) use crate::place_storage::tests::{lines_with, run};

/// A 4×32×32 matmul and an add, on 4 tiles.
pub(crate) const MATMUL_ADD: &str = r#"
func.func @main(%x: tensor<4x32xf16>, %w: tensor<32x32xf16>, %b: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.matmul %x, %w : (tensor<4x32xf16>, tensor<32x32xf16>) -> tensor<4x32xf16>
  %z = graph.add %y, %b : tensor<4x32xf16>
  return %z : tensor<4x32xf16>
}
"#;

#[test]
fn every_op_gets_a_plan_and_estimates() {
    let out = run("plan-operators{tiles=4 schedule=false}", MATMUL_ADD);
    let mm = lines_with(&out, "graph.matmul");
    assert_eq!(mm.len(), 1, "{out}");
    assert!(mm[0].contains("plan = #tiled.plan<matmul, m = "), "{out}");
    assert!(mm[0].contains("estimated_cycles = "), "{out}");
    let add = lines_with(&out, "graph.add");
    assert!(add[0].contains("plan = #tiled.plan<"), "{out}");
    let f = lines_with(&out, "func.func @main");
    assert!(f[0].contains("tiled.target = \"ipu21\""), "{out}");
    assert!(f[0].contains("tiled.tiles = 4 : i32"), "{out}");
    // The per-op estimates add up to the program's.
    let num = |line: &str, key: &str| -> u64 {
        let at = line
            .find(&format!("{key} = "))
            .unwrap_or_else(|| panic!("{key} in {line}"));
        line[at + key.len() + 3..]
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{line}"))
    };
    let total = num(f[0], "tiled.estimated_cycles");
    assert_eq!(
        num(mm[0], "estimated_cycles") + num(add[0], "estimated_cycles"),
        total
    );
    assert!(total > 0);
}

#[test]
fn output_is_deterministic_and_scheduled_estimates_are_not_below_the_bounds() {
    let a = run("plan-operators{tiles=4}", MATMUL_ADD);
    let b = run("plan-operators{tiles=4}", MATMUL_ADD);
    assert_eq!(a, b);
    let lb = run("plan-operators{tiles=4 schedule=false}", MATMUL_ADD);
    let get = |out: &str| -> u64 {
        let f = lines_with(out, "func.func @main")[0].to_string();
        let at = f.find("tiled.estimated_exchange_cycles = ").unwrap_or(0) + 35;
        f[at..]
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    assert!(get(&a) >= get(&lb), "{a}\n{lb}");
}

#[test]
fn ops_without_a_codelet_are_located_errors() {
    let out = run(
        "plan-operators{tiles=4 schedule=false}",
        r#"
func.func @main(%x: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %y = graph.gelu %x {approximate = "none"} : tensor<4x32xf16>
  return %y : tensor<4x32xf16>
}
"#,
    );
    assert!(
        out.starts_with("in.mlir:3:8: error: cannot plan: 'graph.gelu' op 'gelu0':"),
        "{out}"
    );
}

#[test]
fn bad_options_are_rejected() {
    let out = run("plan-operators{finalists=0}", MATMUL_ADD);
    assert!(
        out.contains("`finalists` and `beam` must be at least 1"),
        "{out}"
    );
}

/// More tiles than the target has is the user's error, not a silent clamp.
#[test]
fn tiles_beyond_the_target_are_an_error() {
    let out = run("plan-operators{tiles=5000 schedule=false}", MATMUL_ADD);
    assert!(
        out.starts_with(
            "in.mlir:2:1: error: plan-operators: tiles=5000 exceeds the 1472 tiles of target 'ipu21'"
        ),
        "{out}"
    );
}

#[test]
fn a_schedule_stopped_by_the_time_limit_is_reported_to_the_planner() {
    use crate::plan::planner::{ExchangeScheduler, PhaseScheduler};
    use crate::schedule_exchange::generate::{REFERENCE_SIZES, Shape, generate};
    use crate::schedule_exchange::{KindOption, ScheduleOptions};
    let target = ipu_device::Target::resolve("ipu21").expect("built-in target");
    // A phase whose first full-duplex schedule is above the bound, so the local search runs.
    let (size, load) = REFERENCE_SIZES[0];
    let phase = generate(Shape::Transpose, size, load, target.tiles, 1);
    let transfers = &phase;
    let with = |time_limit_ms| ExchangeScheduler {
        options: ScheduleOptions {
            time_limit_ms,
            kind: KindOption::FullDuplex,
            ..ScheduleOptions::default()
        },
    };
    // One-cycle exchange instructions: the phase is then bound by words, and its first
    // schedule is above the bound.
    let model = crate::schedule_exchange::device::hand_worked_model(target.tiles).unwrap();
    let capped = with(0).schedule(&model, transfers).unwrap();
    assert!(capped.time_limit_hit);
    let free = with(60_000).schedule(&model, transfers).unwrap();
    assert!(!free.time_limit_hit);
    assert!(free.horizon <= capped.horizon);
}
