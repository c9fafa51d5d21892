//! Tests of `build-package`: the package built from a small lowered program.

use ipu_dialects::{Context, Module, register_all_dialects};
use ipu_runtime::package::{Package, PieceLayout, Step};

use super::{Built, build};
use crate::place_storage::tests::run;
use ipu_dialects::tile_asm_dialect::ProgramOp;

/// x (input, on tile 0) goes to tile 1, which adds it to itself into y (output).
const ADD: &str = r#"
func.func @main(%x: tensor<64xf16>) -> tensor<64xf16> {
  %y = graph.add %x, %x : tensor<64xf16>
  return %y : tensor<64xf16>
}
exchange.program @dev target "ipu21" attributes {function = @main} {
  exchange.buffer @x tiles [0] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @y tiles [1] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t tiles [1] bytes 128
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 128, @t at 0 bytes 128, @y at 0 bytes 128)
  }
}
"#;

const LOWER: &str = "schedule-exchange{summary=false},place-storage,schedule-exchange{summary=false},lower-to-tile-asm,size-tile-code";

/// Lowers `input` and builds its package (or returns the error message).
fn package(input: &str) -> Result<Built, String> {
    let lowered = run(LOWER, input);
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let module = Module::parse(&ctx, "lowered.mlir", lowered.as_bytes())
        .map_err(|_| format!("lowering failed:\n{lowered}"))?;
    let p = module.ir.collect_ops(module.op, |o| {
        ProgramOp::cast(&ctx, &module.ir, o).is_some()
    });
    let target = ipu_device::Target::resolve("ipu21").map_err(|e| e.to_string())?;
    build(&ctx, &module.ir, ProgramOp(p[0]), &target, "").map_err(|d| d.message)
}

#[test]
fn builds_images_io_and_steps() {
    let Built { package, cost, .. } = package(ADD).expect("builds");
    let Package {
        target,
        tiles,
        workload,
        io,
        images,
        steps,
        program,
        ..
    } = package;
    assert_eq!(
        (target.as_str(), tiles, workload.as_str()),
        ("ipu21", 1472, "dev")
    );
    assert_eq!(program.inputs.len(), 1);
    assert_eq!(io.inputs[0].pieces.len(), 1);
    assert_eq!(io.inputs[0].pieces[0].tile, 0);
    assert_eq!(
        io.outputs[0].pieces[0].layout,
        PieceLayout::Contiguous {
            start: 0,
            count: 64
        }
    );
    // Tile 1: t and y, plus its code.
    let names: Vec<&str> = images[1]
        .allocations
        .iter()
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(names, vec!["code", "t", "y"]);
    assert!(matches!(
        steps[..],
        [Step::Exchange(_), Step::Sync, Step::Compute(_)]
    ));
    // Cost: the phase's horizon (32 words + latency 27), one sync (90), the add's cycles.
    let add = ipu_device::Codelet::from_name("add_f16")
        .expect("in the catalogue")
        .cycles(
            &ipu_device::Target::resolve("ipu21").expect("loads"),
            &ipu_device::CodeletShape { m: 1, n: 64, k: 0 },
        )
        .expect("runs");
    assert_eq!((cost.exchange, cost.sync, cost.compute), (59, 90, add));
}

#[test]
fn overlapping_data_merge_into_one_allocation() {
    let merged = super::merge_allocations(vec![
        (0x80000, 64, "a".into()),
        (0x80020, 64, "b".into()),
        (0x80100, 16, "c".into()),
        (0x80000, 16, "a".into()),
    ]);
    let got: Vec<(u32, u32, &str)> = merged
        .iter()
        .map(|a| (a.addr, a.bytes, a.name.as_str()))
        .collect();
    assert_eq!(got, vec![(0x80000, 96, "a, b"), (0x80100, 16, "c")]);
}

#[test]
fn host_pieces_are_checked_against_the_function() {
    // An output element no piece holds.
    let partial = ADD.replace(
        r#"pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t"#,
        r#"pieces = array<i64: 0, 60>} : f16
  exchange.buffer @t"#,
    );
    assert_eq!(
        package(&partial).err().as_deref(),
        Some(
            "'tile_asm.program' op holds 4 of the 64 elements of output #0 (tensor<64xf16>) in no output piece (the first: flat index 60)"
        )
    );
    // An element type that is not the function's.
    let wrong = ADD.replacen(
        r#"pieces = array<i64: 0, 64>} : f16"#,
        r#"pieces = array<i64: 0, 32>} : f32"#,
        1,
    );
    assert_eq!(
        package(&wrong).err().as_deref(),
        Some(
            "'tile_asm.data' op holds input #0 with element type f32, but the function's input is tensor<64xf16>"
        )
    );
    // No function.
    let anonymous = ADD.replace(" attributes {function = @main}", "");
    assert_eq!(
        package(&anonymous).err().as_deref(),
        Some(
            "'tile_asm.program' op names no graph-level 'function': build-package needs it for the host reference"
        )
    );
}
