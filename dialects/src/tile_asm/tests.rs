//! Tests of the tile_asm dialect through the graph dialect's `check(input, expect)` helpers:
//! custom form, print/parse fixpoint and generic form in one call.

use crate::graph::tests::{check, check_error, context};
use crate::ir::module::Module;

use super::{DataOp, ProgramOp, Step, init_attr, init_bytes};

/// A two-tile program: tile 0 sends x to tile 1, which adds it to itself.
const PROGRAM: &str = r#"
tile_asm.program @main target "ipu21" function @main {
  tile_asm.phase @p0 endpoint_lower_bound 49 horizon 49
  tile_asm.sync
  tile_asm.compute_set @cs0
  tile_asm.tile 0 code_address 0x7f000 code_bytes 64 {
    tile_asm.data "x" at 0x80000 bytes 128 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f16
    tile_asm.exchange @p0 {
      tile_asm.send at 0 addr 0x80000 words 32
    }
    tile_asm.sync
  }
  tile_asm.tile 1 {
    tile_asm.data "x" at 0x80000 bytes 128
    tile_asm.data "y" at 0x80080 bytes 128 host "output" host_index 0 layout "contiguous" piece [0, 64] element_type f16
    tile_asm.data "c" at 0x80100 bytes 16 init dense<0> : tensor<16xi8>
    tile_asm.exchange @p0 {
      tile_asm.set_mux at 14 delay 3 source 0 addr 0x80000 words 32
    }
    tile_asm.sync
    tile_asm.compute @cs0 {
      tile_asm.call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x80080 bytes 128 : f16)
    }
  }
}
"#;

#[test]
fn program_round_trips_in_custom_and_generic_form() {
    check(
        PROGRAM,
        r#"
        module {
          tile_asm.program @main target "ipu21" function @main {
            phase @p0 endpoint_lower_bound 49 horizon 49
            sync
            compute_set @cs0
            tile 0 code_address 0x7f000 code_bytes 64 {
              data "x" at 0x80000 bytes 128 host "input" host_index 0 layout "contiguous" piece [0, 64] element_type f16
              exchange @p0 {
                send at 0 addr 0x80000 words 32
              }
              sync
            }
            tile 1 {
              data "x" at 0x80000 bytes 128
              data "y" at 0x80080 bytes 128 host "output" host_index 0 layout "contiguous" piece [0, 64] element_type f16
              data "c" at 0x80100 bytes 16 init dense<0> : tensor<16xi8>
              exchange @p0 {
                set_mux at 14 delay 3 source 0 addr 0x80000 words 32
              }
              sync
              compute @cs0 {
                call "add_f16" workers 6 m 1 n 64 k 0 (0x80000 bytes 128 : f16, 0x80000 bytes 128 : f16, 0x80080 bytes 128 : f16)
              }
            }
          }
        }
        "#,
    );
}

#[test]
fn paired_instructions_and_weight_pieces_round_trip() {
    check(
        r#"
        tile_asm.program @p {
          tile_asm.phase @x
          tile_asm.tile 2 {
            tile_asm.data "w" at 0x80000 bytes 1024 host "input" host_index 1 layout "amp_weight_block" piece [0, 32, 0, 16] block_k 16 block_n 16 element_type f16
            tile_asm.exchange @x {
              tile_asm.send at 3 addr 0x80000 words 8 paired
              tile_asm.set_mux at 20 delay 0 source 7 addr 0x80100 words 4 paired {note = 1 : i64}
            }
          }
        }
        "#,
        r#"
        module {
          tile_asm.program @p {
            phase @x
            tile 2 {
              data "w" at 0x80000 bytes 1024 host "input" host_index 1 layout "amp_weight_block" piece [0, 32, 0, 16] block_k 16 block_n 16 element_type f16
              exchange @x {
                send at 3 addr 0x80000 words 8 paired
                set_mux at 20 delay 0 source 7 addr 0x80100 words 4 paired {note = 1 : i64}
              }
            }
          }
        }
        "#,
    );
}

#[test]
fn records_read_back_what_was_written() {
    let ctx = context();
    let m = Module::parse(&ctx, "t.mlir", PROGRAM.as_bytes()).unwrap_or_else(|_| panic!("parse"));
    assert!(m.verify(&ctx).is_empty());
    let program =
        m.ir.collect_ops(m.op, |o| ProgramOp::cast(&ctx, &m.ir, o).is_some())[0];
    let p = ProgramOp(program);
    assert_eq!(
        p.steps(&ctx, &m.ir),
        vec![
            Step::Phase {
                name: "p0".into(),
                endpoint_lower_bound: 49,
                horizon: Some(49)
            },
            Step::Sync,
            Step::ComputeSet { name: "cs0".into() }
        ]
    );
    assert_eq!(p.function(&ctx, &m.ir).as_deref(), Some("main"));
    let tiles = p.tiles(&ctx, &m.ir);
    assert_eq!(tiles[0].code(&ctx, &m.ir), Some((0x7f000, 64)));
    assert_eq!(tiles[1].code(&ctx, &m.ir), None);
    let data: Vec<DataOp> =
        m.ir.collect_ops(m.op, |o| DataOp::cast(&ctx, &m.ir, o).is_some())
            .into_iter()
            .map(DataOp)
            .collect();
    let y = data[2].info(&ctx, &m.ir).unwrap_or_else(|| panic!("info"));
    assert_eq!((y.name.as_str(), y.addr, y.bytes), ("y", 0x80080, 128));
    let host = y.host.unwrap_or_else(|| panic!("host"));
    assert!(host.output);
    assert_eq!(host.piece, vec![0, 64]);
    assert_eq!(data[3].init_bytes(&ctx, &m.ir), Some(vec![0u8; 16]));
}

#[test]
fn init_attributes_splat_when_they_can() {
    let ctx = context();
    let a = init_attr(&ctx, &[7, 7, 7]);
    assert_eq!(init_bytes(&ctx, a, 3), Some(vec![7, 7, 7]));
    let b = init_attr(&ctx, &[1, 2, 3]);
    assert_eq!(init_bytes(&ctx, b, 3), Some(vec![1, 2, 3]));
    assert_eq!(init_bytes(&ctx, b, 4), None);
}

#[test]
fn data_outside_the_memory_map_names_tile_and_range() {
    check_error(
        r#"
        tile_asm.program @p {
          tile_asm.tile 5 {
            tile_asm.data "x" at 0x40000 bytes 256
          }
        }
        "#,
        r#"t.mlir:3:5: error: 'tile_asm.data' op "x" at [0x40000, 0x40100) on tile 5 is outside the tile memory [0x4c000, 0xe8000)"#,
    );
    check_error(
        r#"
        tile_asm.program @p {
          tile_asm.tile 5 {
            tile_asm.data "x" at 0x4c000 bytes 256
          }
        }
        "#,
        r#"t.mlir:3:5: error: 'tile_asm.data' op "x" at [0x4c000, 0x4c100) on tile 5 overlaps the reserved range [0x4c000, 0x50000)"#,
    );
}

#[test]
fn instructions_must_stay_inside_the_tiles_data() {
    check_error(
        r#"
        tile_asm.program @p {
          tile_asm.phase @p0
          tile_asm.tile 0 {
            tile_asm.data "x" at 0x80000 bytes 64
            tile_asm.exchange @p0 {
              tile_asm.send at 0 addr 0x80000 words 32
            }
          }
        }
        "#,
        "t.mlir:6:7: error: 'tile_asm.send' op the words sent at [0x80000, 0x80080) on tile 0 are not inside the tile's data declarations",
    );
}

#[test]
fn tiles_follow_the_programs_steps_and_syncs() {
    check_error(
        r#"
        tile_asm.program @p {
          tile_asm.sync
          tile_asm.compute_set @cs0
          tile_asm.tile 0 {
            tile_asm.compute @cs0 {
            }
          }
        }
        "#,
        "t.mlir:5:5: error: 'tile_asm.compute' op tile 0 leaves out the program's sync #1 before this step (every tile takes part in every sync)",
    );
    check_error(
        r#"
        tile_asm.program @p {
          tile_asm.compute_set @cs0
          tile_asm.compute_set @cs1
          tile_asm.tile 0 {
            tile_asm.compute @cs1 {
            }
            tile_asm.compute @cs0 {
            }
          }
        }
        "#,
        "t.mlir:7:5: error: 'tile_asm.compute' op step @cs0 is not a later step of the program (steps must follow the program's order)",
    );
}

/// `dialects/<name>/README.md` must be the generated page (`IPU_UPDATE_DOCS=1` rewrites it).
pub(crate) fn check_readme(name: &str) {
    let ctx = context();
    let page = crate::dialect_docs_by_name(&ctx, name).unwrap_or_else(|| panic!("no {name}"));
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(name)
        .join("README.md");
    if std::env::var_os("IPU_UPDATE_DOCS").is_some() {
        let tmp = path.with_extension("md.tmp");
        std::fs::write(&tmp, &page).unwrap_or_else(|e| panic!("{e}"));
        std::fs::rename(&tmp, &path).unwrap_or_else(|e| panic!("{e}"));
    }
    let readme = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        readme == page,
        "{} is stale: regenerate it with `IPU_UPDATE_DOCS=1 cargo test -p ipu-dialects readme`",
        path.display()
    );
}

#[test]
fn readme_is_current() {
    check_readme("tile_asm");
}
