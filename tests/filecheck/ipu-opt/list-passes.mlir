// RUN: ipu-opt --list-passes | filecheck %s
// RUN: ipu-opt --help | filecheck %s --check-prefix=HELP

// --list-passes shows every registered pass with its summary, type name, anchor and
// options (type, help, default); --help shows the flags.

// CHECK: Available passes (use `--pass=NAME{option=value ...}`):
// CHECK: canonicalize {{ *}}Canonicalize operations [Canonicalizer, on any]
// CHECK-NEXT: max-iterations=<i64> {{ *}}Max. iterations between applying patterns / simplifying regions (-1: no limit). (default: 10)
// CHECK: cse {{ *}}Eliminate common sub-expressions [CSE, on any]
// CHECK: dce {{ *}}Remove unused side-effect-free operations and unreachable blocks [DCE, on any]
// CHECK: symbol-dce {{ *}}Eliminate dead symbols [SymbolDCE, on builtin.module]
// CHECK: verify {{ *}}Verify the IR [Verifier, on any]

// HELP: Usage: ipu-opt [OPTIONS] [INPUT]
// HELP: --pass <PASSES>
// HELP: --pass-pipeline <PIPELINE>
// HELP: --list-passes
// HELP: --print-ir-after-all
// HELP: --split-input-file
// HELP: --verify-diagnostics
