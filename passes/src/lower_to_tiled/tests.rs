//! Tests of `lower-to-tiled` through the pass manager.

use crate::plan_operators::tests::{MATMUL_ADD, lines_with, run};

#[test]
fn every_value_gets_its_layout() {
    let out = run(
        "plan-operators{tiles=4 schedule=false},lower-to-tiled",
        MATMUL_ADD,
    );
    // The graph function stays; the tiled one follows it.
    assert_eq!(lines_with(&out, "func.func @main(").len(), 1, "{out}");
    let f = lines_with(&out, "func.func @main_tiled(");
    assert_eq!(f.len(), 1, "{out}");
    assert!(f[0].contains("tiled.function = @main"), "{out}");
    let mm = lines_with(&out, "tiled.matmul");
    assert_eq!(mm.len(), 1, "{out}");
    assert!(
        mm[0].contains("-> tensor<4x32xf16, #tiled.layout<"),
        "{out}"
    );
    let add = lines_with(&out, "tiled.elementwise");
    assert!(add[0].contains("kind = \"add\""), "{out}");
    // Every value defined in the tiled function carries a layout.
    let body: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.contains("@main_tiled"))
        .filter(|l| l.contains(" = tiled."))
        .collect();
    assert!(!body.is_empty());
    for l in body {
        let result_ty = l.rsplit(") -> ").next().unwrap_or("");
        assert!(result_ty.contains("#tiled.layout<"), "{l}");
    }
}

#[test]
fn lowering_twice_changes_nothing_and_needs_plans() {
    let once = run(
        "plan-operators{tiles=4 schedule=false},lower-to-tiled",
        MATMUL_ADD,
    );
    let twice = run(
        "plan-operators{tiles=4 schedule=false},lower-to-tiled,lower-to-tiled",
        MATMUL_ADD,
    );
    assert_eq!(once, twice);
    let out = run("lower-to-tiled", MATMUL_ADD);
    assert!(
        out.starts_with(
            "in.mlir:2:1: error: the function has no 'tiled.target': run plan-operators first"
        ),
        "{out}"
    );
}
