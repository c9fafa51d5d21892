#!/usr/bin/env python3
"""Export the SigLIP MLP (fc1 -> tanh GELU -> fc2, with biases; the shape of
../../shared/corpus/stablehlo/export.py's `mlp`) at batch 2 and 3 and in bf16 to StableHLO
(pretty and generic form), with small reference inputs/outputs (issue 25: "the SigLIP MLP
with batch 2" and "a two-layer MLP in bf16"):

  siglip_mlp_b2_f16        x [2, 64, 128], hidden 256 (the corpus's small size, batch 2)
  siglip_mlp_b3_f32        x [3, 16, 32], hidden 64 (batch 3, rank 3, f32)
  siglip_mlp_b2x2_f16      x [2, 2, 16, 32], hidden 64 (rank 4: two leading batch dims)
  siglip_mlp_bf16          x [64, 128], hidden 256, every tensor bf16
  siglip_mlp_b2_f16_full   x [2, 729, 1152], hidden 4304 (StableHLO only)
  siglip_mlp_bf16_full     x [729, 1152], hidden 4304, bf16 (StableHLO only)

Usage:  python export_batches.py [OUTDIR]     (default: the directory of this script)
Needs:  jax, jaxlib (CPU), numpy, ml-dtypes  (made with JAX 0.10.2 on CPU)

Files written (same conventions as export_more.py and ../../shared/corpus/stablehlo/export.py):
  OUTDIR/<name>.mlir           jax.jit(f).lower(*args).as_text()
  OUTDIR/<name>.generic.mlir   ...compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)
  OUTDIR/ref/<name>.in<i>.npy, <name>.out<j>.npy   (JAX on CPU; fresh rng per case, seed 3;
     bf16 arrays as raw bits, uint16, suffix .bf16_bits.npy)
"""
import math, os, sys
import numpy as np
import ml_dtypes
import jax
import jax.numpy as jnp

jax.config.update("jax_platforms", "cpu")

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(OUT, "ref")
os.makedirs(REF, exist_ok=True)
SEED = 3


def mlp(x, w1, b1, w2, b2):                 # SigLIP MLP: fc1 -> gelu(tanh) -> fc2
    return jax.nn.gelu(x @ w1 + b1, approximate=True) @ w2 + b2


def rnd(rng, shape, dtype, scale=1.0):
    return (rng.standard_normal(shape, dtype=np.float32) * scale).astype(dtype)


def mlp_args(lead, d, h, dt):
    return lambda r: [rnd(r, (*lead, d), dt), rnd(r, (d, h), dt, 1 / math.sqrt(d)),
                      rnd(r, (h,), dt, 0.1), rnd(r, (h, d), dt, 1 / math.sqrt(h)),
                      rnd(r, (d,), dt, 0.1)]


def cases():
    f32, f16, bf16 = np.float32, np.float16, ml_dtypes.bfloat16
    return [
        ("siglip_mlp_b2_f16", mlp, mlp_args((2, 64), 128, 256, f16)),
        ("siglip_mlp_b3_f32", mlp, mlp_args((3, 16), 32, 64, f32)),
        ("siglip_mlp_b2x2_f16", mlp, mlp_args((2, 2, 16), 32, 64, f16)),
        ("siglip_mlp_bf16", mlp, mlp_args((64,), 128, 256, bf16)),
        # Full size: StableHLO only, no reference data (ipu-run checks against the host
        # reference).
        ("siglip_mlp_b2_f16_full", mlp, mlp_args((2, 729), 1152, 4304, f16)),
        ("siglip_mlp_bf16_full", mlp, mlp_args((729,), 1152, 4304, bf16)),
    ]


def save(base, a):
    a = np.asarray(a)
    if a.dtype == ml_dtypes.bfloat16:
        np.save(base + ".bf16_bits.npy", a.view(np.uint16))
    else:
        np.save(base + ".npy", a)


def main():
    only = set(os.environ.get("ONLY", "").split(",")) - {""}
    for name, fn, make in cases():
        if only and name not in only:
            continue
        args = make(np.random.default_rng(SEED))
        lowered = jax.jit(fn).lower(*args)
        with open(os.path.join(OUT, name + ".mlir"), "w") as f:
            f.write(lowered.as_text())
        with open(os.path.join(OUT, name + ".generic.mlir"), "w") as f:
            f.write(lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True))
        if name.endswith("_full"):
            print("wrote", name, "(no reference data)")
            continue
        outs = jax.jit(fn)(*args)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        for i, a in enumerate(args):
            save(os.path.join(REF, f"{name}.in{i}"), a)
        for j, o in enumerate(outs):
            save(os.path.join(REF, f"{name}.out{j}"), o)
        print("wrote", name)


if __name__ == "__main__":
    main()
