#!/usr/bin/env python3
"""Export whole-model pieces from JAX to StableHLO (pretty and generic form), with small
reference inputs/outputs (issue 25, "Whole models from JAX"): LayerNorm over the last
dimension (eps, scale, bias) and RMSNorm, one head of GPT-style causal self-attention (the
mask from jnp.tril / jnp.where), and a whole pre-LN ViT encoder block (LayerNorm,
multi-head self-attention with softmax, residual, LayerNorm, tanh-GELU MLP with biases,
residual), each in f32 and f16; and a flax-style convolution layer (3x3 conv + bias + ReLU;
NHWC with SAME padding at stride 1 and 2, NCHW with kernel dilation; the full-size
56x56x64 -> 64 layer's StableHLO without reference data); ViT-B/16's block and causal
attention at 1024 tokens at full size (StableHLO only); an embedding lookup with
constant token ids (jnp.take, then a projection).

Usage:  python export_models.py [OUTDIR]     (default: the directory of this script)
Needs:  jax, jaxlib (CPU), numpy, ml-dtypes  (made with JAX 0.10.2 on CPU)

Files written (same conventions as export_more.py and ../../shared/corpus/stablehlo/export.py):
  OUTDIR/<name>.mlir           jax.jit(f).lower(*args).as_text()
  OUTDIR/<name>.generic.mlir   ...compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)
  OUTDIR/ref/<name>.in<i>.npy, <name>.out<j>.npy   (JAX on CPU; fresh rng per case, seed 2)
"""
import math, os, sys
import numpy as np
import jax
import jax.numpy as jnp

jax.config.update("jax_platforms", "cpu")

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(OUT, "ref")
os.makedirs(REF, exist_ok=True)
SEED = 2
T, D, DH = 16, 32, 8             # tokens, model dim, head dim
NH, H = 2, 64                    # ViT block: heads (of D / NH), MLP hidden


def layernorm(x, scale, bias):               # flax.linen.LayerNorm's arithmetic, eps 1e-5
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale + bias


def rmsnorm(x, scale):                       # LLaMA's RMSNorm, eps 1e-6
    ms = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
    return x / jnp.sqrt(ms + 1e-6) * scale


def causal_attention(q, k, v):               # one head, GPT-style causal mask
    t = q.shape[0]
    s = (q @ k.T) / jnp.sqrt(jnp.asarray(q.shape[-1], q.dtype))
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    s = jnp.where(mask, s, jnp.asarray(jnp.finfo(q.dtype).min, q.dtype))
    return jax.nn.softmax(s, axis=-1) @ v


def _ln(x, scale, bias, eps=1e-6):          # ViT's LayerNorm (eps 1e-6)
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * scale + bias


def vit_block(x, g1, b1, wq, wk, wv, wo, g2, b2, w1, c1, w2, c2, nh=NH):   # pre-LN encoder block
    t, d = x.shape
    h = _ln(x, g1, b1)
    def heads(w):                            # [T, D] -> [nh, T, D / nh]
        return (h @ w).reshape(t, nh, d // nh).transpose(1, 0, 2)
    q, k, v = heads(wq), heads(wk), heads(wv)
    s = jnp.einsum("hqd,hkd->hqk", q, k) / jnp.sqrt(jnp.asarray(d // nh, x.dtype))
    o = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, axis=-1), v)
    x = x + o.transpose(1, 0, 2).reshape(t, d) @ wo
    h = _ln(x, g2, b2)
    return x + jax.nn.gelu(h @ w1 + c1, approximate=True) @ w2 + c2


def vit_b16_block(*args):                  # ViT-B/16's block: 12 heads of 64
    return vit_block(*args, nh=12)


def conv_relu(x, w, b):                    # flax.linen.Conv(features, (3, 3)) + ReLU, NHWC / HWIO
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(y + b)


def conv_stride2(x, w, b):                 # the same with stride 2 (a downsampling layer)
    y = jax.lax.conv_general_dilated(x, w, (2, 2), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(y + b)


def conv_nchw_dilated(x, w, b):            # NCHW / OIHW, kernel dilation 2, explicit padding
    y = jax.lax.conv_general_dilated(x, w, (1, 1), ((2, 1), (1, 2)), rhs_dilation=(2, 2),
                                     dimension_numbers=("NCHW", "OIHW", "NCHW"))
    return jax.nn.relu(y + b[None, :, None, None])


EMBED_IDS = np.array([3, 1, 4, 1, 5, 9, 2, 6, 10, 11, 12, 0], np.int32)   # fixed token ids


def embed_project(table, w):               # jnp.take(table, ids) @ w, the ids constants
    return jnp.take(table, jnp.asarray(EMBED_IDS), axis=0) @ w


def rnd(rng, shape, dtype, scale=1.0, offset=0.0):
    return (rng.standard_normal(shape, dtype=np.float32) * scale + offset).astype(dtype)


def cases():
    out = []
    for dn, dt in (("f32", np.float32), ("f16", np.float16)):
        out += [
            # Rows with a non-zero mean and a spread other than 1, so both statistics matter.
            (f"layernorm_{dn}", layernorm, lambda r, dt=dt: [
                rnd(r, (T, D), dt, 2.0, 0.5), rnd(r, (D,), dt, 0.5, 1.0), rnd(r, (D,), dt, 0.1)]),
            (f"rmsnorm_{dn}", rmsnorm, lambda r, dt=dt: [
                rnd(r, (T, D), dt, 2.0, 0.5), rnd(r, (D,), dt, 0.5, 1.0)]),
            (f"causal_attention_{dn}", causal_attention, lambda r, dt=dt: [
                rnd(r, (T, DH), dt), rnd(r, (T, DH), dt), rnd(r, (T, DH), dt)]),
            (f"vit_block_{dn}", vit_block, lambda r, dt=dt: [
                rnd(r, (T, D), dt), rnd(r, (D,), dt, 0.1, 1.0), rnd(r, (D,), dt, 0.1)]
                + [rnd(r, (D, D), dt, 1 / math.sqrt(D)) for _ in range(4)]
                + [rnd(r, (D,), dt, 0.1, 1.0), rnd(r, (D,), dt, 0.1),
                   rnd(r, (D, H), dt, 1 / math.sqrt(D)), rnd(r, (H,), dt, 0.1),
                   rnd(r, (H, D), dt, 1 / math.sqrt(H)), rnd(r, (D,), dt, 0.1)]),
        ]
    conv_args = lambda r, dt: [rnd(r, (1, 8, 8, 4), dt), rnd(r, (3, 3, 4, 8), dt, 1 / 6),
                               rnd(r, (8,), dt, 0.1)]
    out += [
        ("conv_relu_f32", conv_relu, lambda r: conv_args(r, np.float32)),
        ("conv_relu_f16", conv_relu, lambda r: conv_args(r, np.float16)),
        ("conv_stride2_f32", conv_stride2, lambda r: conv_args(r, np.float32)),
        ("conv_nchw_dilated_f32", conv_nchw_dilated, lambda r: [
            rnd(r, (1, 4, 8, 8), np.float32), rnd(r, (8, 4, 3, 3), np.float32, 1 / 6),
            rnd(r, (8,), np.float32, 0.1)]),
        ("embed_project_f32", embed_project, lambda r: [
            rnd(r, (16, 32), np.float32), rnd(r, (32, 16), np.float32, 1 / math.sqrt(32))]),
        ("embed_project_f16", embed_project, lambda r: [
            rnd(r, (16, 32), np.float16), rnd(r, (32, 16), np.float16, 1 / math.sqrt(32))]),
        # Full size: StableHLO only, no reference data (ipu-run checks against the host
        # reference). ViT-B/16's encoder block (197 tokens, width 768, 12 heads, MLP 3072)
        # and one head of GPT-style causal attention at 1024 tokens (head dim 64), in f16.
        ("vit_block_f16_full", vit_b16_block, lambda r: [
            rnd(r, (197, 768), np.float16), rnd(r, (768,), np.float16, 0.1, 1.0),
            rnd(r, (768,), np.float16, 0.1)]
            + [rnd(r, (768, 768), np.float16, 1 / math.sqrt(768)) for _ in range(4)]
            + [rnd(r, (768,), np.float16, 0.1, 1.0), rnd(r, (768,), np.float16, 0.1),
               rnd(r, (768, 3072), np.float16, 1 / math.sqrt(768)),
               rnd(r, (3072,), np.float16, 0.1),
               rnd(r, (3072, 768), np.float16, 1 / math.sqrt(3072)),
               rnd(r, (768,), np.float16, 0.1)]),
        ("causal_attention_f16_full", causal_attention, lambda r: [
            rnd(r, (1024, 64), np.float16) for _ in range(3)]),
        # Full size (a ResNet stage-1 layer): StableHLO only, no reference data.
        ("conv_relu_f16_full", conv_relu, lambda r: [
            rnd(r, (1, 56, 56, 64), np.float16), rnd(r, (3, 3, 64, 64), np.float16, 1 / 24),
            rnd(r, (64,), np.float16, 0.1)]),
    ]
    return out


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
            np.save(os.path.join(REF, f"{name}.in{i}.npy"), np.asarray(a))
        for j, o in enumerate(outs):
            np.save(os.path.join(REF, f"{name}.out{j}.npy"), np.asarray(o))
        print("wrote", name)


if __name__ == "__main__":
    main()
