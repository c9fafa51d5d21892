// RUN: rm -rf %t.cache
// RUN: ipu-compile %s -o %t.cold.ipupkg --tiles=4 --kernel-cache %t.cache --log-level=info 2>&1 | filecheck %s --check-prefix=COLD
// RUN: ipu-compile %s -o %t.warm.ipupkg --tiles=4 --kernel-cache %t.cache --log-level=info 2>&1 | filecheck %s --check-prefix=WARM
// RUN: cmp %t.cold.ipupkg %t.warm.ipupkg
// RUN: ipu-compile %s -o %t.none.ipupkg --tiles=4 --kernel-cache %s/cache --log-level=warn 2>&1 | filecheck %s --check-prefix=UNWRITABLE
// RUN: cmp %t.cold.ipupkg %t.none.ipupkg

// Each distinct kernel instance is compiled once into the content-addressed kernel cache
// (the seeds' `compiling kernel` and `kernel artifact created` events); a warm cache
// compiles nothing and the package is byte-identical. A cache directory that cannot be
// created (here under a regular file) is warned about once and the package is the same.

// COLD: compile_kernels: compiling kernel source=catalogue:add_f16 name=add_f16_k0_c{{[0-9]+}}_r1_w6{{.*}} target=ipu21
// COLD-NEXT: compile_kernels: kernel artifact created object=[[DIR:.*]]/kernel.o metadata=[[DIR]]/kernel.json
// COLD: kernel cache compiled={{[1-9][0-9]*}} reused=0 rebuilt=0

// WARM-NOT: compiling kernel
// WARM: kernel cache compiled=0 reused={{[1-9][0-9]*}} rebuilt=0

// UNWRITABLE-COUNT-1: kernel cache directory is not writable; compiling without a cache
// UNWRITABLE-NOT: kernel cache directory
func.func @main(%x: tensor<64x64xf16>, %y: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %z = graph.add %x, %y : tensor<64x64xf16>
  return %z : tensor<64x64xf16>
}
