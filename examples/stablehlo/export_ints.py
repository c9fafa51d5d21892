#!/usr/bin/env python3
"""Export models with integer and boolean tensors at run time from JAX to StableHLO (pretty
and generic form), with small reference inputs/outputs: masks from comparisons combined with
and/or/not and applied by jnp.where, i32 arithmetic and conversions, argmax/argmin, an
embedding lookup (jnp.take) with run-time ids, and a dynamic_slice of rows at a run-time
start (three starts: inside, negative, past the end).

Usage:  python export_ints.py [OUTDIR]     (default: the directory of this script)
Needs:  jax, jaxlib (CPU), numpy  (tested with JAX 0.10.2)

Files written (the conventions of export_more.py):
  OUTDIR/<name>.mlir           jax.jit(f).lower(*args).as_text()
  OUTDIR/<name>.generic.mlir   ...compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)
  OUTDIR/ref/<name>.in<i>.npy, <name>.out<j>.npy   (int32 and bool arrays as numpy saves them)
"""
import math, os, sys
import numpy as np
import jax
import jax.numpy as jnp

jax.config.update("jax_platforms", "cpu")

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(OUT, "ref")
os.makedirs(REF, exist_ok=True)
SEED = 25
T, D, C, V = 16, 32, 24, 50      # rows, width, classes, vocabulary


def mask_where(x, y):
    """A run-time mask from comparisons, and/or/not, then jnp.where; the mask is an output."""
    m = ((x > 0.0) & ~(y > 0.5)) | (x < -1.0)
    return jnp.where(m, x, y * 2.0), m


def int_arith(x, a, b):
    """i32 add/sub/mul/max, conversion to f32 and back, a compare of integers."""
    c = a * b + a - 3
    f = c.astype(jnp.float32) * x
    return c, f, jnp.maximum(a, b), (x * 4.0).astype(jnp.int32), jnp.where(a >= b, a, b * 2)


def argmax_logits(x, w, b):
    """Class prediction: argmax (and argmin) of a linear layer's logits over the last axis."""
    logits = x @ w + b
    return jnp.argmax(logits, axis=-1), jnp.argmin(logits, axis=-1)


def embed_take(table, ids, w):
    """Embedding lookup with run-time ids (negative ids count from the end, as numpy's),
    then a projection."""
    return jnp.take(table, ids, axis=0) @ w


def window_rows(x, i, w):
    """A run-time window of rows (jax.lax.dynamic_slice: negative starts count from the end,
    starts past the end clamp), then a projection."""
    return jax.lax.dynamic_slice(x, (i, 0), (4, D)) @ w


def rnd(rng, shape, dtype, scale=1.0):
    return (rng.standard_normal(shape, dtype=np.float32) * scale).astype(dtype)


def cases():
    f32, f16 = np.float32, np.float16
    i32 = lambda r, shape, lo, hi: r.integers(lo, hi, size=shape, dtype=np.int32)
    out = []
    for dn, dt in (("f32", f32), ("f16", f16)):
        out += [
            (f"mask_where_{dn}", mask_where, lambda r, dt=dt: [rnd(r, (T, D), dt), rnd(r, (T, D), dt)]),
            (f"argmax_logits_{dn}", argmax_logits, lambda r, dt=dt: [
                rnd(r, (T, D), dt), rnd(r, (D, C), dt, 1 / math.sqrt(D)), rnd(r, (C,), dt, 0.1)]),
            (f"embed_take_{dn}", embed_take, lambda r, dt=dt: [
                rnd(r, (V, D), dt), i32(r, (T,), -V, V), rnd(r, (D, D), dt, 1 / math.sqrt(D))]),
        ]
    for k, start in enumerate((3, -6, 40)):
        out.append((f"window_rows_f32_{k}", window_rows, lambda r, start=start: [
            rnd(r, (T, D), f32), np.int32(start), rnd(r, (D, D), f32, 1 / math.sqrt(D))]))
    out += [
        ("int_arith_i32", int_arith, lambda r: [
            rnd(r, (T, D), f32), i32(r, (T, D), -1000, 1000), i32(r, (T, D), -1000, 1000)]),
    ]
    return out


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
            np.save(os.path.join(REF, f"{name}.in{i}.npy"), np.asarray(a))
        for j, o in enumerate(outs):
            np.save(os.path.join(REF, f"{name}.out{j}.npy"), np.asarray(o))
        print("wrote", name)


if __name__ == "__main__":
    main()
