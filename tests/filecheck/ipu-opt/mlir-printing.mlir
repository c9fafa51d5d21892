// RUN: ipu-opt --allow-unregistered-dialect --print-op-generic %s | filecheck %s

// Attributes print as mlir-opt-19 prints them; every CHECK line below is its output
// for this file. Floats: six digits in %e style when they read back exactly, else
// the shortest round-trip form APFloat gives, else hex.
// CHECK-LABEL: "t.floats"()
// CHECK-SAME: a = 0.333333343 : f32, b = 9.99999974E-6 : f32, c = 1.000000e+10 : f64
// CHECK-SAME: d = 1.000980e-01 : bf16, e = 0x4B800001 : f32, f = 0x7FC00000 : f32
// CHECK-SAME: g = 0.100000000000000005551 : f80, h = 123456.789 : f64
"t.floats"() {a = 0.333333343 : f32, b = 9.99999974E-6 : f32, c = 1.0e10 : f64, d = 0.1 : bf16, e = 16777218.0 : f32, f = 0x7FC00000 : f32, g = 0.1 : f80, h = 123456.789 : f64} : () -> ()

// Array elements elide an i64 or f64 type; dictionary entries never do.
// CHECK-LABEL: "t.arrays"()
// CHECK-SAME: {a = [1, 2 : i32, 3], b = [1.500000e+00, 2.500000e+00 : f32, 1.000000e-01], c = {{\[\[}}4], {k = 5 : i64}]}
"t.arrays"() {a = [1, 2 : i32, 3 : i64], b = [1.5 : f64, 2.5 : f32, 0.1], c = [[4], {k = 5}]} : () -> ()

// An unregistered op keeps its properties as written, even empty ones.
// CHECK: "t.props"() <{}> : () -> ()
"t.props"() <{}> : () -> ()
// CHECK: "t.props2"() <{p = [7]}> {a = 7 : i64} : () -> ()
"t.props2"() <{p = [7]}> {a = 7} : () -> ()

// Hex data whose elements are all equal is a splat, complex and bf16 included.
// CHECK-LABEL: "t.splats"()
// CHECK-SAME: {a = dense<(1.500000e+00,1.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<1.500000e+00> : tensor<3xbf16>, c = dense<1> : tensor<2xi32>}
"t.splats"() {a = dense<"0x0000C03F0000803F0000C03F0000803F"> : tensor<2xcomplex<f32>>, b = dense<"0xC03FC03FC03F"> : tensor<3xbf16>, c = dense<"0x0100000001000000"> : tensor<2xi32>} : () -> ()

// LLVM 19 packs i1 hex data eight elements to a byte, least significant bit first;
// one byte 0x00 or 0xFF is a splat.
// CHECK-LABEL: "t.bits"()
// CHECK-SAME: {a = dense<[true, false, true]> : tensor<3xi1>, b = dense<true> : tensor<5xi1>, c = dense<[true, false, false, false, false, false, false, false, false, true]> : tensor<10xi1>}
"t.bits"() {a = dense<"0x05"> : tensor<3xi1>, b = dense<"0xFF"> : tensor<5xi1>, c = dense<"0x0102"> : tensor<10xi1>} : () -> ()

// Over 100 elements (not a splat) print as hex data; i1 data packed.
// CHECK-LABEL: "t.hex"()
// CHECK-SAME: {a = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>, b = dense<[0, 1, 2, {{.*}}, 98, 99]> : tensor<100xi8>,
// CHECK-SAME: c = dense<"0x49922449922449922449922409"> : tensor<101xi1>, d = dense<7> : tensor<1000xi8>}
"t.hex"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>, b = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>, c = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>, d = dense<7> : tensor<1000xi8>} : () -> ()
