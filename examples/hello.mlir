// A first ipu-stack input in MLIR syntax: a module with a declared kernel and a
// function calling it on an f16 tensor.
//
//   cargo run --release -p ipu-compiler --bin ipu-opt -- examples/hello.mlir
//   cargo run --release -p ipu-compiler --bin ipu-opt -- --print-op-generic examples/hello.mlir
module @hello {
  func.func private @scale(tensor<4x8xf16>, f16) -> tensor<4x8xf16>
  func.func @main(%x: tensor<4x8xf16>, %s: f16) -> tensor<4x8xf16> {
    %y = call @scale(%x, %s) : (tensor<4x8xf16>, f16) -> tensor<4x8xf16>
    return %y : tensor<4x8xf16>
  }
}
