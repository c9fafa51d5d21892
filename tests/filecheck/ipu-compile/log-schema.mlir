// RUN: ipu-compile %s --emit=graph --log-level=info 2>&1 >/dev/null | filecheck %s

// The build log's schema is the reference system's (`../shared/seeds/*.txt`), for tools that
// parse it: every pass inside `ipu_codegen.package.build{tile_count=... operations=...}` and
// `ipu_codegen.package.phase{phase="..."}`, the phase quoted, and `operations` the number of
// graph operations after import (one `graph.add` here), not 0 for a StableHLO input.

// CHECK: ipu_codegen.package.build{tile_count=1472 operations=1}:ipu_codegen.package.phase{phase="import_stablehlo"}: package build phase finished phase="import_stablehlo" elapsed_ms={{[0-9]+}} success=true
// CHECK: ipu_codegen.package.build{tile_count=1472 operations=1}:ipu_codegen.package.phase{phase="fuse_operators"}: package build phase finished phase="fuse_operators" elapsed_ms={{[0-9]+}} success=true
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
