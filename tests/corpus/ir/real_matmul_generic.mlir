// A real-world shape: a GEMM + bias + GELU block written in generic form, as
// mlir-opt --mlir-print-op-generic would print it (ops of an unregistered dialect).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<729x1152xf16>, tensor<1152x4304xf16>, tensor<4304xf16>) -> tensor<729x4304xf16>, sym_name = "mlp_up"}> ({
  ^bb0(%arg0: tensor<729x1152xf16>, %arg1: tensor<1152x4304xf16>, %arg2: tensor<4304xf16>):
    %0 = "ipu_test.matmul"(%arg0, %arg1) : (tensor<729x1152xf16>, tensor<1152x4304xf16>) -> tensor<729x4304xf16>
    %1 = "ipu_test.broadcast"(%arg2) {dims = array<i64: 1>} : (tensor<4304xf16>) -> tensor<729x4304xf16>
    %2 = "ipu_test.add"(%0, %1) : (tensor<729x4304xf16>, tensor<729x4304xf16>) -> tensor<729x4304xf16>
    %3 = "ipu_test.gelu"(%2) {approximation = "tanh"} : (tensor<729x4304xf16>) -> tensor<729x4304xf16>
    "func.return"(%3) : (tensor<729x4304xf16>) -> ()
  }) : () -> ()
}) : () -> ()
