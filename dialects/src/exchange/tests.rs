//! Tests of the exchange dialect through the same `check(input, expect)` helpers as
//! the graph dialect's.

use crate::graph::tests::{check, check_error, context, dedent, generic, run};
use crate::ir::module::Module;
use crate::ir::printer::PrintFlags;

use super::{PhaseOp, PhaseSchedule, Transfer, TransferOp};

#[test]
fn the_contract_generic_form_parses_and_prints_back() {
    let contract = r#"
        "exchange.phase"() ({
          "exchange.transfer"() {src = 12 : i32, dst = array<i32: 40, 41>, words = 64 : i32, src_offset = 0 : i32, dst_offset = 256 : i32} : () -> ()
        }) {sym_name = "p3", target = "ipu21"} : () -> ()
    "#;
    assert_eq!(
        generic(contract),
        dedent(
            r#"
            "builtin.module"() ({
              "exchange.phase"() ({
                "exchange.transfer"() {dst = array<i32: 40, 41>, dst_offset = 256 : i32, src = 12 : i32, src_offset = 0 : i32, words = 64 : i32} : () -> ()
              }) {sym_name = "p3", target = "ipu21"} : () -> ()
            }) : () -> ()
            "#
        )
    );
    check(
        contract,
        r#"
        module {
          exchange.phase @p3 target "ipu21" {
            transfer from 12 to [40, 41] words 64 src_offset 0 dst_offset 256
          }
        }
        "#,
    );
}

#[test]
fn scheduled_phase_round_trips() {
    check(
        r#"
        exchange.phase @p0 kind "full-duplex" horizon 120 endpoint_lower_bound 100 lower_bound_gap 20 {
          exchange.transfer from 0 to [1, 2] words 32 src_offset 0 dst_offset 0 start 0 arrival [17, 17]
          exchange.transfer from 0 to [1, 2] words 32 src_offset 128 dst_offset 128 start 32 arrival [49, 49]
          exchange.transfer from 3 to [4] words 2 src_offset 0 dst_offset 8 paired start 0 arrival [10] {note = 1 : i64}
        }
        "#,
        r#"
        module {
          exchange.phase @p0 kind "full-duplex" horizon 120 endpoint_lower_bound 100 lower_bound_gap 20 {
            transfer from 0 to [1, 2] words 32 src_offset 0 dst_offset 0 start 0 arrival [17, 17]
            transfer from 0 to [1, 2] words 32 src_offset 128 dst_offset 128 start 32 arrival [49, 49]
            transfer from 3 to [4] words 2 src_offset 0 dst_offset 8 paired start 0 arrival [10] {note = 1 : i64}
          }
        }
        "#,
    );
}

#[test]
fn attributes_of_other_types_stay_in_the_dictionary() {
    // `words` as i64 is not the contract's type: it is kept, exactly, in the dictionary.
    check(
        r#"
        "exchange.phase"() ({
          "exchange.transfer"() {src = 1 : i32, dst = array<i32: 2>, words = 4 : i64, src_offset = 0 : i32, dst_offset = 0 : i32} : () -> ()
        }) {sym_name = "p", horizon = 9 : i32} : () -> ()
        "#,
        r#"
        module {
          exchange.phase @p attributes {horizon = 9 : i32} {
            transfer from 1 to [2] src_offset 0 dst_offset 0 {words = 4 : i64}
          }
        }
        "#,
    );
}

#[test]
fn a_whole_program_round_trips() {
    check(
        r#"
        exchange.program @main target "ipu21" {
          exchange.buffer @x tiles [0, 1] bytes 256
          exchange.buffer @w tiles [1] bytes 512 region "interleaved" align 16 : f16
          exchange.phase @p0 {
            exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x
          }
          exchange.sync
          exchange.compute_set @cs0 {
            exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@x at 0 bytes 128, @x at 128 bytes 128, @w at 0 bytes 128)
          }
        }
        "#,
        r#"
        module {
          exchange.program @main target "ipu21" {
            buffer @x tiles [0, 1] bytes 256
            buffer @w tiles [1] bytes 512 region "interleaved" align 16 : f16
            phase @p0 {
              transfer from 0 to [1] words 32 src_offset 0 dst_offset 128 src_buffer @x dst_buffer @x
            }
            sync
            compute_set @cs0 {
              vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@x at 0 bytes 128, @x at 128 bytes 128, @w at 0 bytes 128)
            }
          }
        }
        "#,
    );
}

#[test]
fn transfer_rules() {
    let phase = |t: &str| format!("exchange.phase @p {{\n  exchange.transfer {t}\n}}\n");
    let cases = [
        (
            "from 1 to [2] words 0 src_offset 0 dst_offset 0",
            "'exchange.transfer' op attribute 'words' must be > 0, got 0",
        ),
        (
            "from 1 to [2, 3, 2] words 1 src_offset 0 dst_offset 0",
            "'exchange.transfer' op destination tile 2 is listed twice",
        ),
        (
            "from 1 to [2, 1] words 1 src_offset 0 dst_offset 0",
            "'exchange.transfer' op source tile 1 is also one of its destinations",
        ),
        (
            "from 1 to [] words 1 src_offset 0 dst_offset 0",
            "'exchange.transfer' op requires at least one destination tile",
        ),
        (
            "from 1 to [2, 3] words 1 src_offset 0 dst_offset 0 start 0 arrival [20]",
            "'exchange.transfer' op has 1 arrival cycles for 2 destinations",
        ),
        (
            "from 1 to [2] words 1 src_offset 0 dst_offset 0 start 5 arrival [3]",
            "'exchange.transfer' op arrival cycle 3 is before the start cycle 5",
        ),
        (
            "from 1 to [2] words 1 src_offset 0 dst_offset 0 start 5",
            "'exchange.transfer' op attribute 'start' requires attribute 'arrival'",
        ),
        (
            "to [2] words 1 src_offset 0 dst_offset 0",
            "'exchange.transfer' op requires attribute 'src'",
        ),
        (
            "from 1 to [2] words 1 src_offset 2 dst_offset 0",
            "'exchange.transfer' op 'src_offset' (2) must be a multiple of 4 bytes (the exchange moves 32-bit words)",
        ),
        (
            "from 1 to [2] words 2 src_offset 0 dst_offset 4 paired",
            "'exchange.transfer' op 'dst_offset' (4) must be a multiple of 8 bytes (a paired exchange moves 64-bit words)",
        ),
        (
            "from 1 to [2] words 3 src_offset 0 dst_offset 0 paired",
            "'exchange.transfer' op a paired transfer must move whole 8-byte words, got 3 words",
        ),
        (
            "from 1472 to [2] words 1 src_offset 0 dst_offset 0",
            "'exchange.transfer' op source tile 1472 is out of range for target ipu21 (1472 tiles)",
        ),
        (
            "from 1 to [2, 5000] words 1 src_offset 0 dst_offset 0",
            "'exchange.transfer' op destination tile 5000 is out of range for target ipu21 (1472 tiles)",
        ),
    ];
    for (t, message) in cases {
        check_error(&phase(t), &format!("t.mlir:2:3: error: {message}"));
    }
}

#[test]
fn phase_rules() {
    check_error(
        r#"
        exchange.phase @p {
          exchange.transfer from 1 to [2, 3] words 64 src_offset 0 dst_offset 0
          exchange.transfer from 4 to [3] words 8 src_offset 0 dst_offset 252
        }
        "#,
        "t.mlir:3:3: error: 'exchange.transfer' op destination bytes [252, 284) on tile 3 overlap bytes [0, 256) written by another transfer of the phase",
    );
    // Different buffers on one tile do not overlap; contiguous ranges do not either.
    check(
        r#"
        exchange.program @m {
          exchange.buffer @a tiles [1, 2, 3] bytes 256
          exchange.buffer @b tiles [3] bytes 256
          exchange.phase @p {
            exchange.transfer from 1 to [3] words 32 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a
            exchange.transfer from 2 to [3] words 32 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @b
            exchange.transfer from 2 to [3] words 32 src_offset 0 dst_offset 128 src_buffer @a dst_buffer @a
          }
        }
        "#,
        r#"
        module {
          exchange.program @m {
            buffer @a tiles [1, 2, 3] bytes 256
            buffer @b tiles [3] bytes 256
            phase @p {
              transfer from 1 to [3] words 32 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @a
              transfer from 2 to [3] words 32 src_offset 0 dst_offset 0 src_buffer @a dst_buffer @b
              transfer from 2 to [3] words 32 src_offset 0 dst_offset 128 src_buffer @a dst_buffer @a
            }
          }
        }
        "#,
    );
    check_error(
        "exchange.phase @p horizon 10 endpoint_lower_bound 8 lower_bound_gap 1 {\n}\n",
        "t.mlir:1:1: error: 'exchange.phase' op 'lower_bound_gap' (1) must equal 'horizon' - 'endpoint_lower_bound' (10 - 8 = 2)",
    );
    check_error(
        "exchange.phase @p horizon 10 {\n  exchange.transfer from 1 to [2] words 1 src_offset 0 dst_offset 0 start 0 arrival [10]\n}\n",
        "t.mlir:2:3: error: 'exchange.transfer' op arrival cycle 10 is not before the phase horizon 10",
    );
    check_error(
        "exchange.phase @p target \"ipu99\" {\n}\n",
        "t.mlir:1:1: error: 'exchange.phase' op unknown target 'ipu99' (built-in targets: ipu21, gc200, gc2)",
    );
    check_error(
        "exchange.phase @p {\n  exchange.sync\n}\n",
        "t.mlir:2:3: error: 'exchange.sync' op is not allowed in 'exchange.phase' (expected 'exchange.transfer')\n\
         t.mlir:2:3: error: 'exchange.sync' op expects parent op 'exchange.program'",
    );
    // gc2 (Mk1) has 1216 tiles.
    check_error(
        "exchange.phase @p target \"gc2\" {\n  exchange.transfer from 1300 to [2] words 1 src_offset 0 dst_offset 0\n}\n",
        "t.mlir:2:3: error: 'exchange.transfer' op source tile 1300 is out of range for target gc2 (1216 tiles)",
    );
}

#[test]
fn buffer_references_are_checked() {
    let program = |body: &str| {
        format!(
            "exchange.program @m {{\n  exchange.buffer @a tiles [1, 2] bytes 64\n  exchange.phase @p {{\n    exchange.transfer {body}\n  }}\n}}\n"
        )
    };
    let cases = [
        (
            "from 1 to [2] words 1 src_offset 0 dst_offset 0 dst_buffer @nope",
            "'exchange.transfer' op 'dst_buffer' @nope is not an 'exchange.buffer' of an enclosing 'exchange.program'",
        ),
        (
            "from 1 to [3] words 1 src_offset 0 dst_offset 0 dst_buffer @a",
            "'exchange.transfer' op buffer @a is not on tile 3",
        ),
        (
            "from 1 to [2] words 16 src_offset 4 dst_offset 0 src_buffer @a",
            "'exchange.transfer' op bytes [4, 68) are outside buffer @a (64 bytes)",
        ),
    ];
    for (t, message) in cases {
        check_error(&program(t), &format!("t.mlir:4:5: error: {message}"));
    }
}

#[test]
fn vertex_and_buffer_rules() {
    let program = |line: &str| {
        format!(
            "exchange.program @m {{\n  exchange.buffer @a tiles [1] bytes 4096 region \"standard\"\n  exchange.compute_set @c {{\n    exchange.vertex {line}\n  }}\n}}\n"
        )
    };
    let cases = [
        (
            "\"frobnicate\" on 1 workers 6 m 1 n 1 k 1 ()",
            "'exchange.vertex' op unknown codelet 'frobnicate'",
        ),
        (
            "\"add_f16\" on 1 workers 7 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)",
            "'exchange.vertex' op 'workers' must be in 1..=6 (the target's worker contexts), got 7",
        ),
        (
            "\"add_f16\" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128)",
            "'exchange.vertex' op codelet 'add_f16' takes 3 operands (lhs, rhs, out), got 2",
        ),
        (
            "\"add_f16\" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 64, @a at 256 bytes 128)",
            "'exchange.vertex' op operand #1 (rhs) is 64 bytes, the codelet needs 128",
        ),
        (
            "\"add_f16\" on 1 workers 6 m 1 n 64 k 0 (@a at 4 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)",
            "'exchange.vertex' op operand #0 (lhs) offset 4 is not a non-negative multiple of 8 bytes",
        ),
        (
            "\"add_f16\" on 1 workers 6 m 0 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)",
            "'exchange.vertex' op codelet 'add_f16': m and n must be at least 1 (got m=0, n=64, k=0)",
        ),
        (
            "\"add_f16\" on 2 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 256 bytes 128)",
            "'exchange.vertex' op operand #0: buffer @a is not on tile 2",
        ),
        (
            "\"add_f16\" on 1 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 128 bytes 128, @a at 4000 bytes 128)",
            "'exchange.vertex' op operand #2: bytes [4000, 4128) are outside buffer @a (4096 bytes)",
        ),
        (
            "\"gemm_f16_amp_to_f16\" on 1 workers 6 m 16 n 16 k 16 (@a at 0 bytes 512, @a at 512 bytes 512, @a at 1024 bytes 512)",
            "'exchange.vertex' op operand #0 (lhs) must be in Interleaved memory, but buffer @a is \"standard\"",
        ),
    ];
    for (v, message) in cases {
        check_error(&program(v), &format!("t.mlir:4:5: error: {message}"));
    }
    check_error(
        "exchange.program @m {\n  exchange.buffer @a tiles [1, 1] bytes 4\n}\n",
        "t.mlir:2:3: error: 'exchange.buffer' op tile 1 is listed twice",
    );
    check_error(
        "exchange.program @m {\n  exchange.buffer @a tiles [1] bytes 4 align 3\n}\n",
        "t.mlir:2:3: error: 'exchange.buffer' op attribute 'align' must be a power of two, got 3",
    );
    check_error(
        "exchange.program @m {\n  exchange.buffer @a tiles [1] bytes 4 region \"fast\"\n}\n",
        "t.mlir:2:3: error: 'exchange.buffer' op attribute 'region' must be \"standard\" or \"interleaved\", got \"fast\"",
    );
    check_error(
        "exchange.program @m {\n  exchange.buffer @a tiles [9999] bytes 4\n}\n",
        "t.mlir:2:3: error: 'exchange.buffer' op tile 9999 is out of range for target ipu21 (1472 tiles)",
    );
    check_error(
        "exchange.sync\n",
        "t.mlir:1:1: error: 'exchange.sync' op expects parent op 'exchange.program'",
    );
}

#[test]
fn a_truncated_keyword_is_not_taken_for_the_next_op() {
    check_error(
        "exchange.phase @p {\n  exchange.transfer from 1 to [2] words 4 src_off",
        "t.mlir:2:43: error: custom op 'exchange.transfer' has no keyword 'src_off' (did you mean 'src_offset'?)",
    );
    check_error(
        "exchange.phase @p {\n  exchange.transfer from 1 to [2] words 4 src_offset 0 d",
        "t.mlir:2:56: error: custom op 'd' is unknown (tried 'exchange.d' as well)",
    );
    check_error(
        "exchange.phase @p {\n  exchange.transfer from 1 to [2] words 4 dst_",
        "t.mlir:2:43: error: custom op 'exchange.transfer' has no keyword 'dst_' (did you mean 'dst_offset' or 'dst_buffer'?)",
    );
}

#[test]
fn records_build_and_read_transfers_and_schedules() {
    let ctx = context();
    let src = "exchange.phase @p {\n}\n";
    let mut m = Module::parse(&ctx, "t.mlir", src.as_bytes()).unwrap_or_else(|d| panic!("{d:?}"));
    let block = m.ir.regions(m.op)[0];
    let body =
        m.ir.entry_block(block)
            .unwrap_or_else(|| panic!("no block"));
    let phase = PhaseOp(m.ir.first_op(body).unwrap_or_else(|| panic!("no phase")));
    let t = Transfer {
        src: 5,
        dst: [6, 7].into_iter().collect(),
        words: 10,
        src_offset: 0,
        dst_offset: 40,
        ..Transfer::default()
    };
    let op = m.ir.create_op(&ctx, t.to_state(&ctx, ctx.unknown_loc()));
    let pb = phase.body(&m.ir).unwrap_or_else(|| panic!("no body"));
    m.ir.append_op(pb, op);
    TransferOp(op).set_schedule(&ctx, &mut m.ir, 3, &[20, 21]);
    phase.set_schedule(
        &ctx,
        &mut m.ir,
        &PhaseSchedule {
            horizon: 31,
            endpoint_lower_bound: 30,
            kind: "full-duplex".into(),
        },
    );
    assert!(m.verify(&ctx).is_empty());
    let read = TransferOp(op).info(&ctx, &m.ir);
    assert_eq!(
        read,
        Some(Transfer {
            start: Some(3),
            arrival: Some(vec![20, 21]),
            ..t
        })
    );
    assert_eq!(phase.transfers(&ctx, &m.ir), vec![TransferOp(op)]);
    assert_eq!(
        m.print(&ctx, &PrintFlags::default()),
        dedent(
            r#"
            module {
              exchange.phase @p kind "full-duplex" horizon 31 endpoint_lower_bound 30 lower_bound_gap 1 {
                transfer from 5 to [6, 7] words 10 src_offset 0 dst_offset 40 start 3 arrival [20, 21]
              }
            }
            "#
        ) + "\n"
    );
}

#[test]
fn a_large_phase_verifies_quickly() {
    // 100,000 unicast transfers over 1472 tiles: one target lookup and one sort.
    let mut text = String::from("exchange.phase @big {\n");
    for i in 0..100_000u32 {
        let (src, dst) = (i % 1472, (i * 7 + 1) % 1472);
        let dst = if dst == src { (dst + 1) % 1472 } else { dst };
        text.push_str(&format!(
            "  exchange.transfer from {src} to [{dst}] words 4 src_offset 0 dst_offset {}\n",
            16 * i
        ));
    }
    text.push_str("}\n");
    let ctx = context();
    let started = std::time::Instant::now();
    let out = run(&ctx, &text, false);
    assert!(
        out.starts_with("module {\n  exchange.phase @big {\n"),
        "{}",
        &out[..out.len().min(400)]
    );
    assert!(started.elapsed().as_secs() < 30);
}
