//! The planning passes end to end, through `ipu-opt` in-process, on the programs of
//! `examples/plan/`: snapshots of what `plan-operators`, `lower-to-tiled` and
//! `lower-to-exchange` print (the 4×32×32 matmul+add on 4 tiles, the MLP piece on 16
//! tiles), and the whole chain `plan-operators,lower-to-tiled,lower-to-exchange,
//! schedule-exchange,verify-exchange` succeeding on them and on the 64-tile FP8 QK, with
//! the same bytes for one and two threads.
//!
//! After a deliberate change of the planner's output: `cargo insta review` (or
//! `INSTA_UPDATE=always`).

use std::ffi::OsString;
use std::path::PathBuf;

use ipu_compiler::driver::ipu_opt_main;

/// Runs ipu-opt in-process; returns (exit code, stdout, stderr).
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    let mut argv = vec![OsString::from("ipu-opt")];
    argv.extend(args.iter().map(OsString::from));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = ipu_opt_main(argv, &mut input.as_bytes(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn example(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/plan")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `passes` on `input`; the output, or a panic with stderr.
fn run(passes: &str, input: &str, threads: &str) -> String {
    let pass = format!("--pass={passes}");
    let (code, out, err) = opt(&[&pass, "--threads", threads], input);
    assert_eq!((code, err.as_str()), (0, ""), "{passes}");
    out
}

/// The exchange program with each phase's transfers replaced by their count (the MLP's
/// phases have hundreds).
fn summarize_transfers(ir: &str) -> String {
    let mut out = String::new();
    let mut count = 0usize;
    for line in ir.lines() {
        if line.trim_start().starts_with("transfer from") {
            count += 1;
            continue;
        }
        if count > 0 {
            out.push_str(&format!("      ... {count} transfers\n"));
            count = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

#[test]
fn matmul_add_on_four_tiles() {
    let src = example("matmul_add.mlir");
    let planned = run("plan-operators{tiles=4}", &src, "1");
    insta::assert_snapshot!("matmul_add_planned", planned);
    let tiled = run("plan-operators{tiles=4},lower-to-tiled", &src, "1");
    insta::assert_snapshot!("matmul_add_tiled", tiled);
    let exchange = run(
        "plan-operators{tiles=4},lower-to-tiled,lower-to-exchange",
        &src,
        "1",
    );
    insta::assert_snapshot!("matmul_add_exchange", exchange);
}

#[test]
fn mlp_piece_on_sixteen_tiles() {
    let src = example("mlp_piece.mlir");
    let tiled = run("plan-operators{tiles=16},lower-to-tiled", &src, "1");
    insta::assert_snapshot!("mlp_piece_tiled", tiled);
    let exchange = run(
        "plan-operators{tiles=16},lower-to-tiled,lower-to-exchange",
        &src,
        "1",
    );
    insta::assert_snapshot!("mlp_piece_exchange", summarize_transfers(&exchange));
}

#[test]
fn the_chain_schedules_and_verifies_with_any_thread_count() {
    for (file, tiles) in [
        ("matmul_add.mlir", 4),
        ("mlp_piece.mlir", 16),
        ("qk_fp8.mlir", 64),
    ] {
        let src = example(file);
        let passes = format!(
            "plan-operators{{tiles={tiles}}},lower-to-tiled,lower-to-exchange,schedule-exchange{{summary=false}},verify-exchange"
        );
        let one = run(&passes, &src, "1");
        let two = run(&passes, &src, "2");
        assert_eq!(one, two, "{file}: output depends on the thread count");
        assert!(one.contains("exchange.program @main_device"), "{file}");
        // Every phase is scheduled, and the planner's exchange estimate is the sum of the
        // scheduled horizons.
        let horizons: i64 = one
            .lines()
            .filter(|l| l.trim_start().starts_with("phase @"))
            .map(|l| {
                let at = l.find(" horizon ").unwrap_or_else(|| panic!("{file}: {l}"));
                l[at + 9..]
                    .split(' ')
                    .next()
                    .and_then(|n| n.parse::<i64>().ok())
                    .unwrap_or_else(|| panic!("{l}"))
            })
            .sum();
        let prog = one
            .lines()
            .find(|l| l.contains("exchange.program @main_device"))
            .unwrap_or_default();
        let key = "estimated_exchange_cycles = ";
        let at = prog.find(key).unwrap_or_else(|| panic!("{prog}")) + key.len();
        let estimate: i64 = prog[at..]
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{prog}"));
        assert_eq!(estimate, horizons, "{file}");
    }
}
