// RUN: not ipu-opt %s --pass=canonicalizemax-iterations=3 --pass=canonicalizetop-down=false 2>&1 | filecheck %s --check-prefix=BRACES
// RUN: not ipu-opt %s --pass=canonicalize{max-iterations=3 top-down=false} 2>&1 | filecheck %s --check-prefix=SPACE
// RUN: not ipu-opt %s --cse -p 'builtin.module(dce)' 2>&1 | filecheck %s --check-prefix=MIX

// A pipeline must be quoted for the shell. Unquoted, bash expands
// `--pass=canonicalize{max-iterations=3,top-down=false}` into the two arguments of the first
// RUN line, and splits `{max-iterations=3 top-down=false}` at the space; ipu-opt recognises
// both and shows the quoted spelling. A pass flag does not mix with a pipeline.

// BRACES: ipu-opt: error: --pass=canonicalizemax-iterations=3 --pass=canonicalizetop-down=false: the shell expanded the braces of an unquoted pipeline; quote it: --pass='canonicalize{max-iterations=3 top-down=false}'
// SPACE: ipu-opt: error: --pass=canonicalize{max-iterations=3: the shell split an unquoted pipeline at a space; quote it: --pass='canonicalize{max-iterations=3 top-down=false}'
// MIX: ipu-opt: error: --cse: a pass flag cannot be combined with --pass-pipeline (-p); put the pass into the pipeline
func.func @f() {
  return
}
