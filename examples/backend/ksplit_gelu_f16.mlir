// A K-split matmul with a constant bias and GELU, written at the exchange level.
//
// y = gelu(x · w + b) with x: [16, 128], w: [128, 64], f16, and b a constant (0.5
// everywhere) baked into the package. Eight tiles: tile 2j + h multiplies x's columns
// 64h..64h+63 by w's rows 64h..64h+63, columns 16j..16j+15 (the AMP accumulates in f32; the
// partials are rounded to f16). Tiles 0 and 1 hold x's halves and multicast them to the
// other tiles of their half; tile 2j + 1 sends its partials to tile 2j, which adds the two
// (in f32, rounding once to f16), adds the bias and applies GELU. The output stays where it
// is computed: tile 2j holds columns 16j..16j+15.
//
//   cargo run --release --bin ipu-compile -- examples/backend/ksplit_gelu_f16.mlir -o /tmp/m.ipupkg
//   cargo run --release --bin ipu-run -- /tmp/m.ipupkg
module {
  func.func @main(%x: tensor<16x128xf16>, %w: tensor<128x64xf16>) -> tensor<16x64xf16> {
    %b = graph.constant dense<5.000000e-01> : tensor<16x64xf16>
    %y = graph.matmul %x, %w : (tensor<16x128xf16>, tensor<128x64xf16>) -> tensor<16x64xf16>
    %z = graph.add %y, %b : tensor<16x64xf16>
    %g = graph.gelu %z : tensor<16x64xf16>
    return %g : tensor<16x64xf16>
  }
  exchange.program @main_device target "ipu21" attributes {function = @main} {
    exchange.buffer @x tiles [0, 1] bytes 2048 {block_k = 16 : i32, host = "input", host_index = 0 : i32, layout = "amp_block", pieces = array<i64: 0, 16, 0, 64, 0, 16, 64, 64>} : f16
    exchange.buffer @xr tiles [2, 3, 4, 5, 6, 7] bytes 2048 : f16
    exchange.buffer @w tiles [0, 1, 2, 3, 4, 5, 6, 7] bytes 2048 {block_k = 16 : i32, block_n = 16 : i32, host = "input", host_index = 1 : i32, layout = "amp_weight_block", pieces = array<i64: 0, 64, 0, 16, 64, 64, 0, 16, 0, 64, 16, 16, 64, 64, 16, 16, 0, 64, 32, 16, 64, 64, 32, 16, 0, 64, 48, 16, 64, 64, 48, 16>} : f16
    exchange.buffer @p tiles [0, 1, 2, 3, 4, 5, 6, 7] bytes 1024 : f16
    exchange.buffer @s tiles [0, 2, 4, 6] bytes 512 : f16
    exchange.buffer @b tiles [0, 2, 4, 6] bytes 512 {host = "constant", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 16, 0, 16, 0, 16, 16, 16, 0, 16, 32, 16, 0, 16, 48, 16>} : f16
    exchange.buffer @z tiles [0, 2, 4, 6] bytes 512 : f16
    exchange.buffer @out tiles [0, 2, 4, 6] bytes 512 {host = "output", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 16, 0, 16, 0, 16, 16, 16, 0, 16, 32, 16, 0, 16, 48, 16>} : f16
    exchange.phase @broadcast_x {
      exchange.transfer from 0 to [2, 4, 6] words 512 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @xr
      exchange.transfer from 1 to [3, 5, 7] words 512 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @xr
    }
    exchange.sync
    exchange.compute_set @matmul {
      exchange.vertex "gemm_f16_amp_to_f16" on 0 workers 6 m 16 n 16 k 64 (@x at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 1 workers 6 m 16 n 16 k 64 (@x at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 2 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 3 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 4 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 5 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 6 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
      exchange.vertex "gemm_f16_amp_to_f16" on 7 workers 6 m 16 n 16 k 64 (@xr at 0 bytes 2048, @w at 0 bytes 2048, @p at 0 bytes 512)
    }
    exchange.sync
    exchange.phase @partials {
      exchange.transfer from 1 to [0] words 128 src_offset 0 dst_offset 512 src_buffer @p dst_buffer @p
      exchange.transfer from 3 to [2] words 128 src_offset 0 dst_offset 512 src_buffer @p dst_buffer @p
      exchange.transfer from 5 to [4] words 128 src_offset 0 dst_offset 512 src_buffer @p dst_buffer @p
      exchange.transfer from 7 to [6] words 128 src_offset 0 dst_offset 512 src_buffer @p dst_buffer @p
    }
    exchange.sync
    exchange.compute_set @reduce {
      exchange.vertex "reduce_add_f16" on 0 workers 6 m 1 n 256 k 2 (@p at 0 bytes 1024, @s at 0 bytes 512)
      exchange.vertex "reduce_add_f16" on 2 workers 6 m 1 n 256 k 2 (@p at 0 bytes 1024, @s at 0 bytes 512)
      exchange.vertex "reduce_add_f16" on 4 workers 6 m 1 n 256 k 2 (@p at 0 bytes 1024, @s at 0 bytes 512)
      exchange.vertex "reduce_add_f16" on 6 workers 6 m 1 n 256 k 2 (@p at 0 bytes 1024, @s at 0 bytes 512)
    }
    exchange.sync
    exchange.compute_set @bias {
      exchange.vertex "add_f16" on 0 workers 6 m 16 n 16 k 0 (@s at 0 bytes 512, @b at 0 bytes 512, @z at 0 bytes 512)
      exchange.vertex "add_f16" on 2 workers 6 m 16 n 16 k 0 (@s at 0 bytes 512, @b at 0 bytes 512, @z at 0 bytes 512)
      exchange.vertex "add_f16" on 4 workers 6 m 16 n 16 k 0 (@s at 0 bytes 512, @b at 0 bytes 512, @z at 0 bytes 512)
      exchange.vertex "add_f16" on 6 workers 6 m 16 n 16 k 0 (@s at 0 bytes 512, @b at 0 bytes 512, @z at 0 bytes 512)
    }
    exchange.sync
    exchange.compute_set @gelu {
      exchange.vertex "gelu_f16" on 0 workers 6 m 16 n 16 k 0 (@z at 0 bytes 512, @out at 0 bytes 512)
      exchange.vertex "gelu_f16" on 2 workers 6 m 16 n 16 k 0 (@z at 0 bytes 512, @out at 0 bytes 512)
      exchange.vertex "gelu_f16" on 4 workers 6 m 16 n 16 k 0 (@z at 0 bytes 512, @out at 0 bytes 512)
      exchange.vertex "gelu_f16" on 6 workers 6 m 16 n 16 k 0 (@z at 0 bytes 512, @out at 0 bytes 512)
    }
  }
}
