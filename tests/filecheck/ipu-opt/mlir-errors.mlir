// RUN: ipu-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Errors mlir-opt-19 gives for these inputs, with its wording, location and notes
// (`mlir-opt-19 --allow-unregistered-dialect --split-input-file
// --verify-diagnostics` accepts this file too).

// A memory space is an integer, a string, a dictionary or a registered
// non-builtin dialect's attribute.
// expected-error @below {{unsupported memory space Attribute}}
"t.a"() : () -> memref<4xf32, #t.x>

// -----

// expected-error @below {{unsupported memory space Attribute}}
"t.a"() : () -> memref<4xf32, [1]>

// -----

// expected-error @below {{unsupported memory space Attribute}}
"t.a"() : () -> memref<*xf32, 1.0 : f32>

// -----

// expected-error @below {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

func.func @f() {
  // expected-note @below {{prior use here}}
  %0 = "t.a"() : () -> i32
  // expected-error @below {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  "t.b"(%0) : (i64) -> ()
  return
}

// -----

"t.a"() ({
  // expected-note @below {{previously defined here}}
  %0 = "t.x"() : () -> i32
  // expected-error @below {{redefinition of SSA value '%0'}}
  %0 = "t.x"() : () -> i32
}) : () -> ()

// -----

func.func @g() {
  // expected-error @below {{operand #0 does not dominate this use}}
  "t.use"(%x) : (i32) -> ()
  // expected-note @below {{operand defined here (op in the same block)}}
  %x = "t.def"() : () -> i32
  return
}

// -----

// expected-note @below {{operand defined as a block argument (block #1 in the same region)}}
func.func @h() {
^bb0:
  // expected-error @below {{operand #0 does not dominate this use}}
  "t.br"(%x) [^bb1] : (i32) -> ()
^bb1(%x : i32):
  return
}

// -----

// expected-error @below {{integer constant out of range for attribute}}
"t.a"() {a = -0 : i256} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"t.a"() {a = 115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256} : () -> ()

// -----

"t.a"() {a = distinct[5]<{x = 1}>} : () -> ()
// expected-error @below {{referenced attribute does not match previous definition: {x = 1 : i64}}}
"t.b"() {a = distinct[5]<{x = 2}>} : () -> ()

// -----

// LLVM 19 packs i1 hex data: 3 elements take one byte.
// expected-error @below {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
"t.b"() {a = dense<"0x010001"> : tensor<3xi1>} : () -> ()

// -----

// A dense_resource blob is 0x, hex digits in pairs, and a 4-byte power-of-two alignment.
"t.a"() {a = dense_resource<blob> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      blob: "0x03000000010203"
    }
  }
#-}

// -----

"t.a"() {a = dense_resource<blob> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob'}}
      blob: "0x0400000001020"
    }
  }
#-}

// -----

"t.a"() {a = dense_resource<blob> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob'}}
      blob: "04000000010203"
    }
  }
#-}

// -----

"t.a"() {a = dense_resource<blob> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes}}
      blob: "0x040000"
    }
  }
#-}
