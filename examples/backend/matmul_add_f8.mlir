// The same with FP8 (E4M3FN) operands: the FP8 AMP accumulates in f16.
//
// y = x · w + b with x: [16, 64], w: [64, 32], b and y: [16, 32], on four tiles of ipu21:
// tile 2 holds x (written by the host in the AMP layout) and multicasts it to tiles 0
// and 1; tile 0 computes columns 0-15 and tile 1 columns 16-31 (each holds its half of
// w and b); both send their rows of y to tile 3, which holds the output.
//
//   cargo run --release --bin ipu-compile -- examples/backend/matmul_add_f8.mlir -o /tmp/m.ipupkg
//   cargo run --release --bin ipu-run -- /tmp/m.ipupkg
module {
  func.func @main(%x: tensor<16x64xf8E4M3FN>, %w: tensor<64x32xf8E4M3FN>, %b: tensor<16x32xf16>) -> tensor<16x32xf16> {
    %y = graph.matmul %x, %w : (tensor<16x64xf8E4M3FN>, tensor<64x32xf8E4M3FN>) -> tensor<16x32xf16>
    %z = graph.add %y, %b : tensor<16x32xf16>
    return %z : tensor<16x32xf16>
  }
  exchange.program @main_device target "ipu21" attributes {function = @main} {
    exchange.buffer @x tiles [2] bytes 1024 {block_k = 32 : i32, host = "input", host_index = 0 : i32, layout = "amp_block", pieces = array<i64: 0, 16, 0, 64>} : f8E4M3FN
    exchange.buffer @xr tiles [0, 1] bytes 1024 : f8E4M3FN
    exchange.buffer @w tiles [0, 1] bytes 1024 {block_k = 32 : i32, block_n = 16 : i32, host = "input", host_index = 1 : i32, layout = "amp_weight_block", pieces = array<i64: 0, 64, 0, 16, 0, 64, 16, 16>} : f8E4M3FN
    exchange.buffer @y tiles [0, 1] bytes 512 : f16
    exchange.buffer @b tiles [0, 1] bytes 512 {host = "input", host_index = 2 : i32, layout = "block", pieces = array<i64: 0, 16, 0, 16, 0, 16, 16, 16>} : f16
    exchange.buffer @z tiles [0, 1] bytes 512 : f16
    exchange.buffer @out tiles [3] bytes 1024 {host = "output", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 16, 0, 32>} : f16
    exchange.phase @broadcast_x {
      exchange.transfer from 2 to [0, 1] words 256 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @xr
    }
    exchange.sync
    exchange.compute_set @matmul {
      exchange.vertex "gemm_f8E4M3FN_amp_to_f16" on 0 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 1024, @w at 0 bytes 1024, @y at 0 bytes 512)
      exchange.vertex "gemm_f8E4M3FN_amp_to_f16" on 1 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 1024, @w at 0 bytes 1024, @y at 0 bytes 512)
    }
    exchange.sync
    exchange.compute_set @bias {
      exchange.vertex "add_f16" on 0 workers 6 m 16 n 16 k 0 (@y at 0 bytes 512, @b at 0 bytes 512, @z at 0 bytes 512)
      exchange.vertex "add_f16" on 1 workers 6 m 16 n 16 k 0 (@y at 0 bytes 512, @b at 0 bytes 512, @z at 0 bytes 512)
    }
    exchange.sync
    exchange.phase @gather_z {
      exchange.transfer from 0 to [3] words 8 src_offset 0 dst_offset 0 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 32 dst_offset 64 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 64 dst_offset 128 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 96 dst_offset 192 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 128 dst_offset 256 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 160 dst_offset 320 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 192 dst_offset 384 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 224 dst_offset 448 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 256 dst_offset 512 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 288 dst_offset 576 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 320 dst_offset 640 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 352 dst_offset 704 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 384 dst_offset 768 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 416 dst_offset 832 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 448 dst_offset 896 src_buffer @z dst_buffer @out
      exchange.transfer from 0 to [3] words 8 src_offset 480 dst_offset 960 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 0 dst_offset 32 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 32 dst_offset 96 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 64 dst_offset 160 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 96 dst_offset 224 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 128 dst_offset 288 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 160 dst_offset 352 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 192 dst_offset 416 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 224 dst_offset 480 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 256 dst_offset 544 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 288 dst_offset 608 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 320 dst_offset 672 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 352 dst_offset 736 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 384 dst_offset 800 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 416 dst_offset 864 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 448 dst_offset 928 src_buffer @z dst_buffer @out
      exchange.transfer from 1 to [3] words 8 src_offset 480 dst_offset 992 src_buffer @z dst_buffer @out
    }
  }
}
