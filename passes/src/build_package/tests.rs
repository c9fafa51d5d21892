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

/// The ADD package with a second kernel instance (the same call on 32 elements).
fn two_kernel_package() -> Package {
    let mut p = package(ADD).expect("builds").package;
    for step in &mut p.steps {
        if let Step::Compute(cs) = step {
            let mut half = cs.calls[0].clone();
            half.n = 32;
            for o in &mut half.operands {
                o.bytes = 64;
            }
            cs.calls.push(half);
        }
    }
    p
}

/// Kernels of `p` through a cache in `dir` (or none): the kernels and what was done.
fn kernels_via(
    p: &Package,
    dir: Option<&std::path::Path>,
) -> (
    Vec<ipu_runtime::package::Kernel>,
    super::kernels::KernelStats,
) {
    let target = ipu_device::Target::resolve("ipu21").unwrap();
    let mut cache = super::kernels::KernelCache::new(dir);
    super::kernels::build_kernels(p, &target, &mut cache).expect("kernels build")
}

fn entry_objects(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().join("kernel.o"))
        .collect();
    v.sort();
    v
}

#[test]
fn the_package_names_one_kernel_per_distinct_instance() {
    let p = two_kernel_package();
    let (kernels, stats) = kernels_via(&p, None);
    let names: Vec<&str> = kernels.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "add_f16_k0_c32_r1_w6_interleaved_lhs_rhs_out",
            "add_f16_k0_c64_r1_w6_interleaved_lhs_rhs_out"
        ]
    );
    assert_eq!((stats.compiled, stats.reused), (2, 0));
    // Keys are SHA-256 hex digests, distinct per instance.
    assert!(kernels.iter().all(|k| k.key.len() == 64));
    assert_ne!(kernels[0].key, kernels[1].key);
}

#[test]
fn a_warm_cache_compiles_nothing_and_gives_the_same_package_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = two_kernel_package();
    let (cold, s) = kernels_via(&p, Some(dir.path()));
    assert_eq!((s.compiled, s.reused, s.rebuilt), (2, 0, 0));
    p.kernels = cold;
    let cold_bytes = ipu_runtime::package::codec::encode(&p).unwrap();
    let (warm, s) = kernels_via(&p, Some(dir.path()));
    assert_eq!((s.compiled, s.reused, s.rebuilt), (0, 2, 0));
    p.kernels = warm;
    assert_eq!(ipu_runtime::package::codec::encode(&p).unwrap(), cold_bytes);
    // And the same as with no cache at all.
    p.kernels = kernels_via(&p, None).0;
    assert_eq!(ipu_runtime::package::codec::encode(&p).unwrap(), cold_bytes);
}

#[test]
fn a_truncated_or_altered_entry_is_rebuilt_never_used() {
    let dir = tempfile::tempdir().unwrap();
    let p = two_kernel_package();
    let (good, _) = kernels_via(&p, Some(dir.path()));
    let objects = entry_objects(dir.path());
    // Truncate one object, flip a byte of the other (same length: only the hash tells).
    let bytes = std::fs::read(&objects[0]).unwrap();
    std::fs::write(&objects[0], &bytes[..bytes.len() - 1]).unwrap();
    let mut bytes = std::fs::read(&objects[1]).unwrap();
    bytes[8] ^= 1;
    std::fs::write(&objects[1], &bytes).unwrap();
    let (rebuilt, s) = kernels_via(&p, Some(dir.path()));
    assert_eq!((s.compiled, s.reused, s.rebuilt), (2, 0, 2));
    assert_eq!(rebuilt, good);
    // The entries were rewritten: the next build reuses both.
    let (_, s) = kernels_via(&p, Some(dir.path()));
    assert_eq!((s.compiled, s.reused), (0, 2));
    // Metadata that does not parse is rebuilt too.
    let meta = objects[0].with_file_name("kernel.json");
    std::fs::write(&meta, "{ not json").unwrap();
    let (_, s) = kernels_via(&p, Some(dir.path()));
    assert_eq!((s.compiled, s.reused, s.rebuilt), (1, 1, 1));
}

#[test]
fn an_unwritable_cache_directory_builds_without_a_cache() {
    // A directory under a regular file can never be created, even by root.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("file");
    std::fs::write(&file, "not a directory").unwrap();
    let p = two_kernel_package();
    let (kernels, s) = kernels_via(&p, Some(&file.join("cache")));
    assert_eq!((s.compiled, s.reused), (2, 0));
    assert_eq!(kernels, kernels_via(&p, None).0);
}
