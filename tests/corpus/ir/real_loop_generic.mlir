// A loop nest with iteration arguments in generic form (an scf-like structure
// with an unregistered dialect), with block arguments in nested regions.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32>) -> f32, sym_name = "sum"}> ({
  ^bb0(%arg0: memref<16xf32>):
    %0 = "ipu_test.const"() <{value = 0 : index}> : () -> index
    %1 = "ipu_test.const"() <{value = 16 : index}> : () -> index
    %2 = "ipu_test.const"() <{value = 1 : index}> : () -> index
    %3 = "ipu_test.const"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "ipu_test.for"(%0, %1, %2, %3) ({
    ^bb0(%arg1: index, %arg2: f32):
      %5 = "ipu_test.load"(%arg0, %arg1) : (memref<16xf32>, index) -> f32
      %6 = "ipu_test.addf"(%arg2, %5) : (f32, f32) -> f32
      "ipu_test.yield"(%6) : (f32) -> ()
    }) {map = affine_map<(d0) -> (d0)>} : (index, index, index, f32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
