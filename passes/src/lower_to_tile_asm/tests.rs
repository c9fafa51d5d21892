//! Tests of `lower-to-tile-asm` through the pass manager (the helper is place-storage's).

use crate::place_storage::tests::{lines_with, run};

/// x (input, on tile 0) goes to tile 1, which adds it to itself into y (output); the phase
/// is scheduled by hand (latency 27 between tiles of one column).
const ADD: &str = r#"
func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  %y = graph.add %x, %x : tensor<64xf16>
  return %y : tensor<64xf16>
}
exchange.program @dev target "ipu21" attributes {function = @main} {
  exchange.buffer @x tiles [0] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @y tiles [1] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t tiles [1] bytes 256
  exchange.phase @p0 horizon 59 endpoint_lower_bound 59 lower_bound_gap 0 kind "manual" {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t start 0 arrival [27]
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 256, @t at 0 bytes 128, @y at 0 bytes 128)
  }
}
"#;

#[test]
fn lowers_data_instructions_calls_and_syncs() {
    let out = run("place-storage,lower-to-tile-asm", ADD);
    assert_eq!(
        lines_with(&out, "phase")
            .into_iter()
            .chain(lines_with(&out, "data"))
            .chain(lines_with(&out, "send"))
            .chain(lines_with(&out, "set_mux"))
            .chain(lines_with(&out, "call"))
            .collect::<Vec<_>>(),
        vec![
            "phase @p0 endpoint_lower_bound 59 horizon 59",
            r#"data "x" at 0x80000 bytes 128 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f16"#,
            r#"data "y" at 0x80100 bytes 128 host "output" host_index 0 layout "contiguous" piece [0, 64] element_type f16"#,
            r#"data "t" at 0x80000 bytes 256"#,
            "send at 0 addr 0x80000 words 32",
            "set_mux at 24 delay 3 source 0 addr 0x80000 words 32",
            // The call passes the contract's 128 bytes, not the vertex's 256.
            r#"call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x80100 bytes 128 : f16)"#,
        ]
    );
    // Both tiles list the sync; the exchange program is gone.
    assert_eq!(lines_with(&out, "sync").len(), 3);
    assert!(lines_with(&out, "exchange.").is_empty(), "{out}");
}

#[test]
fn constants_and_zero_init_become_initial_bytes() {
    let input = r#"
func.func @main() -> tensor<4xf16> {
  %c = graph.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf16>
  return %c : tensor<4xf16>
}
exchange.program @dev attributes {function = @main} {
  exchange.buffer @c tiles [0, 1] bytes 8 {host = "constant", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 2, 2, 0, 2>} : f16
  exchange.buffer @z tiles [0] bytes 16 {zero_init}
}
"#;
    let out = run("place-storage,lower-to-tile-asm", input);
    // f16 1.0 = 0x3C00, 2.0 = 0x4000, 3.0 = 0x4200, 4.0 = 0x4400 (little-endian bytes); the
    // pieces are elements 2..4 on tile 0 and 0..2 on tile 1, the rest of the buffer zero.
    assert_eq!(
        lines_with(&out, "data"),
        vec![
            r#"data "c" at 0x80010 bytes 8 init dense<[0, 66, 0, 68, 0, 0, 0, 0]> : tensor<8xi8>"#,
            r#"data "z" at 0x80000 bytes 16 init dense<0> : tensor<16xi8>"#,
            r#"data "c" at 0x80010 bytes 8 init dense<[0, 60, 0, 64, 0, 0, 0, 0]> : tensor<8xi8>"#,
        ],
        "{out}"
    );
}

#[test]
fn unplaced_or_unscheduled_programs_are_errors() {
    let out = run("lower-to-tile-asm", ADD);
    assert!(
        out.contains("error: 'exchange.buffer' op @x has no 'addresses': run place-storage before lower-to-tile-asm"),
        "{out}"
    );
    let unscheduled = ADD.replace(" start 0 arrival [27]", "");
    let out = run("place-storage,lower-to-tile-asm", &unscheduled);
    assert!(
        out.contains("in.mlir:11:5: error: 'exchange.transfer' op is not scheduled (no 'start' / 'arrival'): run schedule-exchange before lower-to-tile-asm"),
        "{out}"
    );
}

#[test]
fn schedules_that_break_the_device_rules_are_located_errors() {
    // Tile 2's words reach tile 1 while tile 0's are still arriving there.
    let bad = ADD.replace(
        "  exchange.phase @p0",
        "  exchange.buffer @u tiles [2] bytes 128\n  exchange.phase @p0",
    )
    .replace(
        "start 0 arrival [27]\n",
        "start 0 arrival [27]\n    exchange.transfer from 2 to [1] words 32 src_offset 0 dst_offset 128 src_buffer @u dst_buffer @t start 2 arrival [29]\n",
    );
    let out = run("place-storage,lower-to-tile-asm", &bad);
    assert!(
        out.contains("in.mlir:13:5: error: 'exchange.transfer' op cannot be carried out as scheduled: tile 1 is still receiving from tile 0 until cycle 59 when words from tile 2 arrive at cycle 29"),
        "{out}"
    );
}

#[test]
fn splat_buffers_start_with_their_value() {
    // `splat = V : f32`: every element starts as V in the buffer's element type (here f32
    // 1.0 = 0x3F800000, little-endian bytes 0, 0, 0x80, 0x3F).
    let input = r#"
exchange.program @dev {
  exchange.buffer @s tiles [0] bytes 8 {splat = 1.000000e+00 : f32} : f32
}
"#;
    let out = run("place-storage,lower-to-tile-asm", input);
    assert_eq!(
        lines_with(&out, "data"),
        vec![
            r#"data "s" at 0x80000 bytes 8 init dense<[0, 0, -128, 63, 0, 0, -128, 63]> : tensor<8xi8>"#
        ],
        "{out}"
    );
}

#[test]
fn several_pieces_on_a_tile_get_one_declaration_each() {
    // Tile 0 holds both rows of x, at bytes 0 and 64 of the buffer (`piece_tiles`,
    // `piece_offsets`); tile 1 holds the buffer but no piece.
    let input = r#"
func.func @main(%x: tensor<2x32xf16>) -> tensor<2x32xf16> {
  return %x : tensor<2x32xf16>
}
exchange.program @dev attributes {function = @main} {
  exchange.buffer @x tiles [0, 1] bytes 256 {host = "input", host_index = 0 : i32, layout = "block", piece_offsets = array<i32: 0, 64>, piece_tiles = array<i32: 0, 0>, pieces = array<i64: 0, 1, 0, 32, 1, 1, 0, 32>} : f16
}
"#;
    let out = run("place-storage,lower-to-tile-asm", input);
    assert_eq!(
        lines_with(&out, "data"),
        vec![
            r#"data "x" at 0x80000 bytes 256"#,
            r#"data "x" at 0x80000 bytes 64 host "input" host_index 0 layout "block" piece [0, 1, 0, 32] element_type f16"#,
            r#"data "x" at 0x80040 bytes 64 host "input" host_index 0 layout "block" piece [1, 1, 0, 32] element_type f16"#,
            r#"data "x" at 0x80000 bytes 256"#,
        ],
        "{out}"
    );
}

#[test]
fn one_buffer_may_hold_several_outputs() {
    // `piece_host_indices`: the two pieces of @y on tile 0 are outputs 0 and 1.
    let input = r#"
func.func @main(%a: tensor<32xf16>, %b: tensor<32xf16>) -> (tensor<32xf16>, tensor<32xf16>) {
  return %a, %b : tensor<32xf16>, tensor<32xf16>
}
exchange.program @dev attributes {function = @main} {
  exchange.buffer @y tiles [0] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", piece_host_indices = array<i32: 0, 1>, piece_offsets = array<i32: 0, 64>, piece_tiles = array<i32: 0, 0>, pieces = array<i64: 0, 32, 0, 32>} : f16
}
"#;
    let out = run("place-storage,lower-to-tile-asm", input);
    assert_eq!(
        lines_with(&out, "data"),
        vec![
            r#"data "y" at 0x80000 bytes 128"#,
            r#"data "y" at 0x80000 bytes 64 host "output" host_index 0 layout "contiguous" piece [0, 32] element_type f16"#,
            r#"data "y" at 0x80040 bytes 64 host "output" host_index 1 layout "contiguous" piece [0, 32] element_type f16"#,
        ],
        "{out}"
    );
}
