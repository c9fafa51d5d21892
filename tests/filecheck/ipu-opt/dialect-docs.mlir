// RUN: ipu-opt --dialect-docs=test | filecheck %s
// RUN: ipu-opt --dialect-docs=graph | filecheck %s --check-prefix=GRAPH
// RUN: not ipu-opt --dialect-docs=tset 2>&1 | filecheck %s --check-prefix=UNKNOWN

// --dialect-docs prints a dialect's documentation page, generated from its op
// definitions: summary, traits, description and example.

// CHECK: # The `test` dialect
// CHECK: ## `test.add`
// CHECK-EMPTY:
// CHECK-NEXT: Integer addition (wrapping).
// CHECK-EMPTY:
// CHECK-NEXT: Traits: `Pure`, `Commutative`
// CHECK: ```mlir
// CHECK-NEXT: %s = "test.add"(%a, %b) : (i32, i32) -> i32

// GRAPH: # The `graph` dialect
// GRAPH: ## `graph.matmul`

// UNKNOWN: ipu-opt: error: no dialect named 'tset'; did you mean 'test'? (registered: builtin, func, graph, exchange, {{.*}}test)
