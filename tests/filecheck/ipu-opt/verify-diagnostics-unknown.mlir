// RUN: not ipu-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s 2>&1 | filecheck %s

// Where LLVM 19 is wrong, we do better. An `expected-error @unknown` (a diagnostic
// without a location in the file) that no diagnostic matches fails the run; LLVM 19
// passes it.
// CHECK: verify-diagnostics-unknown.mlir:[[# @LINE + 1]]:4: error: expected error "never produced" was not produced
// expected-error @unknown {{never produced}}
"t.a"() : () -> ()

// -----

// A dense_resource blob aligned to 0 bytes is not a power of two; mlir-opt-19 lets
// it through and then fails to allocate it (std::bad_alloc).
"t.a"() {a = dense_resource<blob> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes, but got non-power-of-2 value: 0}}
      blob: "0x00000000010203"
    }
  }
#-}

// The blob error above is expected: nothing else is reported.
// CHECK-NOT: was not produced
// CHECK-NOT: unexpected error
