// RUN: not ipu-compile %s --emit=graph --log-level=wran 2>&1 | filecheck %s --check-prefix=TYPO
// RUN: ipu-compile %s --emit=graph --log-level='warn,ipu_passes=error' | filecheck %s
// RUN: ipu-compile %s --emit=graph --log-level=info 2>&1 >/dev/null | filecheck %s --check-prefix=INFO

// A misspelt level is refused (a bare word would otherwise be read as a target name and
// silently log nothing); levels and TARGET=LEVEL directives are accepted. At `info` the
// compiler's events print, not the progress lines of the egg library inside fuse-operators.

// TYPO: error: invalid value 'wran' for '--log-level <FILTER>': unknown level 'wran' (expected off, error, warn, info, debug, trace, or TARGET=LEVEL)

// INFO-NOT: {{REBUILT|Search time}}
// INFO: fuse-operators iterations={{[0-9]+}}
// INFO-NOT: {{REBUILT|Search time}}

// CHECK: graph.add
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = graph.add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
