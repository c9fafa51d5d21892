// RUN: ipu-opt --show-dialects | filecheck %s --check-prefix=DIALECTS
// RUN: ipu-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | filecheck %s

// mlir-opt's --show-dialects lists the registered dialects; with
// --mlir-elide-elementsattrs-if-larger=N a dense attribute of more than N elements prints
// as `dense_resource<__elided__>` (a splat stays).

// DIALECTS: Available Dialects: builtin, exchange, func, graph, test, tile_asm, tiled

// CHECK: "data.use"() {big = dense_resource<__elided__> : tensor<3xf32>, small = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, splat = dense<5.000000e-01> : tensor<4xf32>} : () -> ()
"data.use"() {big = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, small = dense<[1.0, 2.0]> : tensor<2xf32>, splat = dense<0.5> : tensor<4xf32>} : () -> ()
