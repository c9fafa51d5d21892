//! The issue cycles of the exchange instructions are target keys
//! (`exchange_send_issue_cycles`, `exchange_set_mux_issue_cycles` in `[exchange]`), and every
//! consumer reads them: `--print-target`, the device's endpoint bound, the scheduler,
//! `verify-exchange`, `lower-to-tile-asm` and the `tile_asm` verifier, and the simulator.
//! (`size-tile-code` no longer does: a tile's exchange program is stored as an exchange table,
//! one row per instruction or repeated group, whatever the instructions' issue cycles.) Each check edits the keys of a copy of `ipu21.toml` and sees the consumer follow;
//! the expected numbers are worked out here from the rule (an exchange instruction issued at
//! cycle `c` takes the tile's issue slots `c .. c + cycles`), not read from the code under test.
//! That the simulator rejects instructions closer than the target's issue cycles is shown on a
//! hand-made phase in `runtime/src/sim/exchange.rs` (`instructions_take_the_targets_issue_cycles`).

use std::path::{Path, PathBuf};

use ipu_compiler::compile::{CompileArgs, compile};
use ipu_device::{Target, TransferShape, endpoint_lower_bound};
use ipu_passes::schedule_check::scheduled_transfers as scheduled;
use ipu_passes::schedule_exchange::generate::{Shape, generate};
use ipu_passes::schedule_exchange::{ScheduleOptions, Scheduler};
use ipu_passes::verify_exchange;
use ipu_runtime::package::codec;
use ipu_runtime::run::{Inputs, load_inputs, run};

/// A scratch directory for one test of this binary.
fn scratch(test: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("ipu-exchange-costs-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `ipu21.toml` with the two keys set; written to `dir`, returns its path.
fn target_file(dir: &Path, send: u32, mux: u32) -> PathBuf {
    let text = include_str!("../../device/targets/ipu21.toml");
    let mut out = String::new();
    let mut seen = 0;
    for line in text.lines() {
        if line.starts_with("name = ") {
            out.push_str(&format!("name = \"ipu21_s{send}_m{mux}\"\n"));
        } else if line.starts_with("exchange_send_issue_cycles = ") {
            out.push_str(&format!("exchange_send_issue_cycles = {send}\n"));
            seen += 1;
        } else if line.starts_with("exchange_set_mux_issue_cycles = ") {
            out.push_str(&format!("exchange_set_mux_issue_cycles = {mux}\n"));
            seen += 1;
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    assert_eq!(seen, 2, "ipu21.toml has both keys");
    let path = dir.join(format!("ipu21_s{send}_m{mux}.toml"));
    std::fs::write(&path, out).expect("write the target");
    path
}

#[test]
fn print_target_and_the_bound_follow_the_keys() {
    let dir = scratch("bound");
    for (send, mux) in [(1, 1), (2, 2), (3, 1), (1, 3)] {
        let target = Target::load(&target_file(&dir, send, mux)).expect("loads");
        let json = target.to_json();
        assert_eq!(json["exchange_send_issue_cycles"], send);
        assert_eq!(json["exchange_set_mux_issue_cycles"], mux);
        // Tile 0 sends 40 one-word transfers and receives 40: 40 sends and 40 switches, all
        // but the last instruction's trailing cycles before the horizon.
        let phase: Vec<(u32, Vec<u32>)> = (1..=40)
            .flat_map(|i| [(0, vec![2 * i]), (2 * i + 1, vec![0])])
            .collect();
        let bound = endpoint_lower_bound(
            &target.exchange,
            phase.iter().map(|(s, d)| TransferShape {
                src: *s,
                dst: d,
                words: 1,
            }),
        );
        let slots = u64::from(40 * send + 40 * mux) - u64::from(send.max(mux)) + 1;
        assert_eq!(bound.words_only, 40 + 27); // 27: the latency from tile 0 to tile 2
        assert_eq!(
            bound.with_instructions,
            slots.max(67),
            "send {send}, mux {mux}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_scheduler_and_verify_exchange_follow_the_keys() {
    let dir = scratch("schedule");
    let cheap = Target::load(&target_file(&dir, 1, 1)).expect("loads");
    let dear = Target::load(&target_file(&dir, 3, 3)).expect("loads");
    // Short random unicast on 64 tiles: instructions, not words, bind.
    let shrink = |t: &Target| {
        let mut c = t.exchange.config().clone();
        c.tiles = 64;
        ipu_device::ExchangeModel::new(c, Path::new("64")).expect("valid")
    };
    let (cheap, dear) = (shrink(&cheap), shrink(&dear));
    let phase = generate(Shape::Random, 2000, 40, 64, 7);
    let options = ScheduleOptions::default();
    let on_cheap = Scheduler::new(&cheap)
        .schedule(&phase, &options)
        .expect("schedules");
    let on_dear = Scheduler::new(&dear)
        .schedule(&phase, &options)
        .expect("schedules");
    // Each schedule is valid under its own costs, and the dearer one ends later.
    assert!(verify_exchange::verify(&cheap, &scheduled(&phase, &on_cheap), None).is_empty());
    assert!(verify_exchange::verify(&dear, &scheduled(&phase, &on_dear), None).is_empty());
    assert!(on_dear.horizon > on_cheap.horizon);
    assert!(on_dear.stats.instruction_lower_bound > on_cheap.stats.instruction_lower_bound);
    // The schedule made for one-cycle instructions does not fit three-cycle ones, and the
    // checker says so.
    let violations = verify_exchange::verify(&dear, &scheduled(&phase, &on_cheap), None);
    assert!(
        violations.iter().any(|v| v.to_string().contains("issue")),
        "{violations:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Compiles `examples/backend/matmul_add_f16.mlir` for the target file `target`; returns the
/// tile-asm text (`emit`), or writes the package to `out` and returns nothing.
fn compile_example(target: &Path, out: &Path, emit: bool) -> Vec<u8> {
    let example =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/backend/matmul_add_f16.mlir");
    let text = std::fs::read_to_string(&example).expect("the example exists");
    // The program names its target; point it at the file.
    let text = text.replace(
        "target \"ipu21\"",
        &format!("target \"{}\"", target.display()),
    );
    let mut args = vec![
        "ipu-compile".to_string(),
        "-".to_string(),
        "-o".to_string(),
        out.display().to_string(),
    ];
    if emit {
        args.push("--emit=tile-asm".into());
    }
    let args = CompileArgs::from_args(args).expect("valid arguments");
    let mut messages = Vec::new();
    let compiled = compile(&args, text.as_bytes(), &mut messages)
        .unwrap_or_else(|e| panic!("compiles: {e}\n{}", String::from_utf8_lossy(&messages)));
    compiled.ir.unwrap_or_default().into_bytes()
}

/// Per tile, the issue cycles of its `send`s and `set_mux`es in a tile-asm text.
fn instructions(text: &str) -> Vec<Vec<(u64, bool)>> {
    let at = regex::Regex::new(r"^\s*(?:tile_asm\.)?(send|set_mux)\S* at (\d+)").expect("regex");
    let mut tiles: Vec<Vec<(u64, bool)>> = Vec::new();
    for line in text.lines() {
        let line_start = line.trim_start();
        if line_start.starts_with("tile_asm.tile ") || line_start.starts_with("tile ") {
            tiles.push(Vec::new());
        } else if let (Some(c), Some(tile)) = (at.captures(line), tiles.last_mut()) {
            tile.push((c[2].parse().expect("cycle"), &c[1] == "send"));
        }
    }
    tiles
}

#[test]
fn lowering_and_the_simulator_follow_the_keys() {
    let dir = scratch("lowering");
    for (send, mux) in [(1, 1), (3, 2)] {
        let path = target_file(&dir, send, mux);
        let text = compile_example(&path, &dir.join("out.mlir"), true);
        let tiles = instructions(&String::from_utf8_lossy(&text));
        assert!(tiles.iter().any(|t| t.len() > 1), "the example exchanges");
        // Per tile, no instruction starts within the issue cycles of the one before.
        for list in &tiles {
            let mut list = list.clone();
            list.sort_unstable();
            for w in list.windows(2) {
                let len = if w[0].1 { send } else { mux };
                assert!(w[1].0 >= w[0].0 + u64::from(len), "{list:?}");
            }
        }
        // The package simulates under the same target and passes.
        let package = dir.join("p.ipupkg");
        compile_example(&path, &package, false);
        let package = codec::read(&package).expect("reads back");
        let target = Target::load(&path).expect("loads");
        let inputs = load_inputs(&package, Inputs::Random(1)).expect("inputs");
        let report = run(&package, &target, &inputs).expect("runs");
        assert!(report.pass());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
