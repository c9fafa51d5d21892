//! Tests of `lower-to-exchange` through the pass manager.

use crate::plan_operators::tests::{MATMUL_ADD, lines_with, run};

const LOWER: &str = "plan-operators{tiles=4 schedule=false},lower-to-tiled,lower-to-exchange";

#[test]
fn the_program_follows_the_back_end_contract() {
    let out = run(LOWER, MATMUL_ADD);
    assert!(out.contains("func.func @main("), "{out}");
    assert!(!out.contains("@main_tiled"), "{out}");
    let p = lines_with(&out, "exchange.program @main_device");
    assert_eq!(p.len(), 1, "{out}");
    assert!(p[0].contains("target \"ipu21\""), "{out}");
    assert!(p[0].contains("function = @main"), "{out}");
    // One input buffer per argument, one output buffer.
    for (kind, index) in [("input", 0), ("input", 1), ("input", 2), ("output", 0)] {
        let want = format!("host = \"{kind}\", host_index = {index} : i32");
        assert_eq!(lines_with(&out, &want).len(), 1, "{want}\n{out}");
    }
    // Compute sets hold vertices; each phase follows a sync.
    assert!(!lines_with(&out, "vertex \"gemm_f16").is_empty(), "{out}");
    assert!(!lines_with(&out, "vertex \"add_f16\"").is_empty(), "{out}");
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("phase @") {
            assert_eq!(lines[i - 1], "sync", "{out}");
        }
    }
    // Transfers name their buffers.
    for t in lines_with(&out, "transfer from") {
        assert!(
            t.contains("src_buffer @") && t.contains("dst_buffer @"),
            "{t}"
        );
    }
}

#[test]
fn the_program_schedules_and_verifies() {
    let out = run(
        &format!("{LOWER},schedule-exchange{{summary=false}},verify-exchange"),
        MATMUL_ADD,
    );
    assert!(out.contains("exchange.program @main_device"), "{out}");
    assert!(!out.contains("error"), "{out}");
    for p in lines_with(&out, "phase @") {
        assert!(p.contains("horizon"), "{p}");
    }
}

#[test]
fn an_edited_plan_is_lowered_as_written_with_its_on_tile_copies() {
    let tiled = run(
        "plan-operators{tiles=4 schedule=false},lower-to-tiled",
        MATMUL_ADD,
    );
    // Change the tiled matmul's plan to one column block: it reads the weight on tile 0 alone
    // where the argument's type puts replicas on tiles 0 and 1 (in another order). Tile 0's
    // share moves to another place on tile 0: an on-tile copy, made by `copy` vertices in a
    // compute set after the phase; the program then schedules and verifies.
    let at = tiled.find("tiled.matmul").unwrap_or(0);
    let (head, tail) = tiled.split_at(at);
    let edited = format!("{head}{}", tail.replacen("n = 2,", "n = 1,", 1));
    assert_ne!(edited, tiled);
    let out = run(
        "lower-to-exchange,schedule-exchange{summary=false},verify-exchange",
        &edited,
    );
    assert!(!out.contains("error"), "{out}");
    let copies = lines_with(&out, "vertex \"copy_");
    assert!(
        !copies.is_empty() && copies.iter().all(|l| l.contains(" on 0 ")),
        "{out}"
    );
    assert!(out.contains("compute_set @p0.copy {"), "{out}");
    // Unedited, the tiled function lowers to what the graph pipeline gives.
    let direct = run(LOWER, MATMUL_ADD);
    let from_tiled = run("lower-to-exchange", &tiled);
    let program = |s: &str| s.find("exchange.program").map(|i| s[i..].to_string());
    assert_eq!(program(&direct), program(&from_tiled));
}

/// A padding clear is needed exactly where a codelet's contract reads padding: an f8 AMP
/// activation whose `k` is not a whole number of 32-value blocks, or any row-major read;
/// never a write.
#[test]
fn padding_reads_follow_the_kernels_access_contracts() {
    use crate::plan::planned::{Call, Operand};
    use ipu_device::{Codelet, CodeletShape, DType};
    let target = ipu_device::Target::resolve("ipu21").unwrap();
    let op = |buffer, write| Operand {
        buffer,
        offset: 0,
        bytes: 4,
        write,
    };
    let gemm = |k| Call {
        tile: 0,
        codelet: Codelet::GemmAmp {
            input: DType::F8E4M3,
            output: DType::F16,
        },
        shape: CodeletShape { m: 246, n: 64, k },
        operands: [op(0, false), op(1, false), op(2, true)]
            .into_iter()
            .collect(),
    };
    let marked = |call: &Call| {
        let mut read = vec![false; 3];
        super::mark_padding_reads(call, &target, &mut read);
        read
    };
    // 160 = 5 blocks of 32: neither AMP operand reads padding; the output is written.
    assert_eq!(marked(&gemm(160)), [false, false, false]);
    // 144 = 4.5 blocks: both the activations' and the weights' K tails are read.
    assert_eq!(marked(&gemm(144)), [true, true, false]);
    let add = Call {
        tile: 0,
        codelet: Codelet::Add { dtype: DType::F16 },
        shape: CodeletShape { m: 1, n: 64, k: 0 },
        operands: [op(0, false), op(1, false), op(2, true)]
            .into_iter()
            .collect(),
    };
    assert_eq!(marked(&add), [true, true, false]);
}
