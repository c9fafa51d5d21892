// RUN: ipu-opt %s --pass='plan-operators{tiles=4},lower-to-tiled,lower-to-exchange,schedule-exchange{summary=false},verify-exchange' | filecheck %s

// A small fused QKV projection whose three outputs are slices of one product: the one
// buffer holding the product is the host's output buffer for all three, each piece naming
// its output (`piece_host_indices`), in the slices' own coordinates.

// CHECK: exchange.program @main_device
// CHECK: buffer @{{.*}} {host = "output", host_index = 0 : i32, layout = "block", piece_host_indices = array<i32: 0, {{.*}}, 1, {{.*}}, 2{{(, 2)*}}>

func.func @main(%x: tensor<8x32xf16>, %w: tensor<32x96xf16>, %b: tensor<96xf16>) -> (tensor<8x32xf16>, tensor<8x32xf16>, tensor<8x32xf16>) {
  %y = graph.fused_matmul %x, %w, %b {epilogue = ["bias"]} : (tensor<8x32xf16>, tensor<32x96xf16>, tensor<96xf16>) -> tensor<8x96xf16>
  %q = graph.slice %y {start = array<i64: 0, 0>, limit = array<i64: 8, 32>} : tensor<8x96xf16> -> tensor<8x32xf16>
  %k = graph.slice %y {start = array<i64: 0, 32>, limit = array<i64: 8, 64>} : tensor<8x96xf16> -> tensor<8x32xf16>
  %v = graph.slice %y {start = array<i64: 0, 64>, limit = array<i64: 8, 96>} : tensor<8x96xf16> -> tensor<8x32xf16>
  return %q, %k, %v : tensor<8x32xf16>, tensor<8x32xf16>, tensor<8x32xf16>
}
