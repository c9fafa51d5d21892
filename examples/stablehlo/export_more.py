#!/usr/bin/env python3
"""Export more transformer pieces from JAX to StableHLO (pretty and generic form), with
small reference inputs/outputs, to test that `import-stablehlo` follows op semantics
rather than the corpus files: softmax attention (single- and multi-head), gated MLPs
(SwiGLU, GeGLU with the erf-free tanh GELU), a ReLU MLP, jnp.where/clip, a bf16 MLP,
and an f8E5M2 projection.

Usage:  python export_more.py [OUTDIR]     (default: the directory of this script)
Needs:  jax, jaxlib (CPU), numpy, ml-dtypes  (tested with JAX 0.10.2)

Files written (same conventions as ../../shared/corpus/stablehlo/export.py):
  OUTDIR/<name>.mlir           jax.jit(f).lower(*args).as_text()
  OUTDIR/<name>.generic.mlir   ...compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)
  OUTDIR/ref/<name>.in<i>.npy, <name>.out<j>.npy
     f8 arrays as raw bits (uint8, suffix .f8e4m3fn_bits.npy / .f8e5m2_bits.npy),
     bf16 arrays as raw bits (uint16, suffix .bf16_bits.npy).
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
SEED = 1
T, D, H, NH = 16, 32, 64, 4      # tokens, model dim, MLP hidden, heads
DH = D // NH


def attention(q, k, v):                       # one head: softmax(q k^T / sqrt(d)) v
    s = (q @ k.T) / jnp.sqrt(jnp.asarray(q.shape[-1], q.dtype))
    return jax.nn.softmax(s, axis=-1) @ v


def mha(x, wq, wk, wv, wo):                   # multi-head self-attention block
    t, d = x.shape
    def heads(w):                             # [T, D] -> [NH, T, DH]
        return (x @ w).reshape(t, NH, d // NH).transpose(1, 0, 2)
    q, k, v = heads(wq), heads(wk), heads(wv)
    s = jnp.einsum("hqd,hkd->hqk", q, k) / jnp.sqrt(jnp.asarray(d // NH, x.dtype))
    o = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, axis=-1), v)
    return o.transpose(1, 0, 2).reshape(t, d) @ wo


def swiglu(x, wg, wu, wd):                    # LLaMA-style gated MLP
    return (jax.nn.silu(x @ wg) * (x @ wu)) @ wd


def geglu(x, wg, wu, wd, bd):                 # gated MLP with the tanh GELU and a bias
    return (jax.nn.gelu(x @ wg, approximate=True) * (x @ wu)) @ wd + bd


def relu_mlp(x, w1, b1, w2):
    return jax.nn.relu(x @ w1 + b1) @ w2


def where_clip(x, y):                         # compare/select and clip helpers
    return jnp.where(x > y, x, y), jnp.clip(x, -0.5, 0.5), jnp.abs(x) - jnp.minimum(x, y)


def mean_sq_scale(x, w):                      # reductions, integer powers, sigmoid
    m = jnp.mean(x * x, axis=-1, keepdims=True)
    return jax.nn.sigmoid(x @ w) * m + jnp.max(x, axis=0) ** 3


def batched_matmul(a, b):                     # dot_general with batch dims in odd places
    return jnp.einsum("kbm,nbk->bmn", a, b)


def mlp_bf16(x, w1, w2):
    return jax.nn.gelu(x @ w1, approximate=True) @ w2


def proj_e5m2(x8, w8):                        # f8E5M2 operands, f32 result
    return jnp.matmul(x8, w8, preferred_element_type=jnp.float32)


def rnd(rng, shape, dtype, scale=1.0):
    return (rng.standard_normal(shape, dtype=np.float32) * scale).astype(dtype)


def cases():
    f32, f16, bf16 = np.float32, np.float16, ml_dtypes.bfloat16
    e5m2 = ml_dtypes.float8_e5m2
    sd, sh = 1 / math.sqrt(D), 1 / math.sqrt(H)
    out = []
    for dn, dt in (("f32", f32), ("f16", f16)):
        out += [
            (f"attention_softmax_{dn}", attention, lambda r, dt=dt: [
                rnd(r, (T, DH), dt), rnd(r, (T, DH), dt), rnd(r, (T, DH), dt)]),
            (f"mha_{dn}", mha, lambda r, dt=dt: [
                rnd(r, (T, D), dt)] + [rnd(r, (D, D), dt, sd) for _ in range(4)]),
            (f"swiglu_{dn}", swiglu, lambda r, dt=dt: [
                rnd(r, (T, D), dt), rnd(r, (D, H), dt, sd), rnd(r, (D, H), dt, sd),
                rnd(r, (H, D), dt, sh)]),
        ]
    out += [
        ("geglu_f32", geglu, lambda r: [
            rnd(r, (T, D), f32), rnd(r, (D, H), f32, sd), rnd(r, (D, H), f32, sd),
            rnd(r, (H, D), f32, sh), rnd(r, (D,), f32, 0.1)]),
        ("relu_mlp_f32", relu_mlp, lambda r: [
            rnd(r, (T, D), f32), rnd(r, (D, H), f32, sd), rnd(r, (H,), f32, 0.1),
            rnd(r, (H, D), f32, sh)]),
        ("where_clip_f32", where_clip, lambda r: [rnd(r, (T, D), f32), rnd(r, (T, D), f32)]),
        ("mean_sq_scale_f32", mean_sq_scale, lambda r: [rnd(r, (T, D), f32), rnd(r, (D, D), f32, sd)]),
        ("batched_matmul_f32", batched_matmul, lambda r: [
            rnd(r, (8, 3, 5), f32), rnd(r, (6, 3, 8), f32)]),
        ("mlp_bf16", mlp_bf16, lambda r: [
            rnd(r, (T, D), bf16), rnd(r, (D, H), bf16, sd), rnd(r, (H, D), bf16, sh)]),
        ("proj_e5m2", proj_e5m2, lambda r: [rnd(r, (T, D), e5m2), rnd(r, (D, D), e5m2, sd)]),
    ]
    return out


def save(base, a):
    a = np.asarray(a)
    if a.dtype == ml_dtypes.float8_e4m3fn:
        np.save(base + ".f8e4m3fn_bits.npy", a.view(np.uint8))
    elif a.dtype == ml_dtypes.float8_e5m2:
        np.save(base + ".f8e5m2_bits.npy", a.view(np.uint8))
    elif a.dtype == ml_dtypes.bfloat16:
        np.save(base + ".bf16_bits.npy", a.view(np.uint16))
    else:
        np.save(base + ".npy", a)


def main():
    for name, fn, make in cases():
        args = make(np.random.default_rng(SEED))
        lowered = jax.jit(fn).lower(*args)
        with open(os.path.join(OUT, name + ".mlir"), "w") as f:
            f.write(lowered.as_text())
        with open(os.path.join(OUT, name + ".generic.mlir"), "w") as f:
            f.write(lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True))
        outs = jax.jit(fn)(*args)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        for i, a in enumerate(args):
            save(os.path.join(REF, f"{name}.in{i}"), a)
        for j, o in enumerate(outs):
            save(os.path.join(REF, f"{name}.out{j}"), o)
        print("wrote", name)


if __name__ == "__main__":
    main()
