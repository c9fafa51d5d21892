#!/usr/bin/env python3
"""Write the FP8 reference tables that `runtime/tests/fp8_tables.rs` checks against.

The tables are produced by `ml_dtypes` (the FP8 implementation JAX and the
StableHLO reference use), so our conversions are compared with an independent
implementation, code for code:

  fp8_e4m3fn_decode.npy, fp8_e5m2_decode.npy   float32[256]: value of every code
  fp8_encode_inputs.npy                        uint32[N]: f32 bit patterns
  fp8_e4m3fn_encode.npy, fp8_e5m2_encode.npy   uint8[N]: ml_dtypes' encoding of each

The inputs are: every float16 value (covers every f8 rounding midpoint, since
they are all f16-representable), the f32 neighbours just above and below every
f8 midpoint and code (tie breaking), a strided sweep of all f32 bit patterns
(both signs, subnormals, infinities, NaN payloads), and overflow boundaries.

Usage: python3 gen_fp8_tables.py [OUTDIR]   (needs numpy and ml_dtypes from PyPI)
"""
import os
import sys

import ml_dtypes
import numpy as np

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
FORMATS = {"e4m3fn": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}


def inputs():
    parts = [np.arange(1 << 16, dtype=np.uint16).view(np.float16).astype(np.float32).view(np.uint32)]
    for dt in FORMATS.values():
        vals = np.arange(256, dtype=np.uint8).view(dt).astype(np.float64)
        vals = np.unique(vals[np.isfinite(vals)])
        mids = (vals[:-1] + vals[1:]) / 2.0
        pts = np.concatenate([vals, mids]).astype(np.float32)
        for p in (pts, np.nextafter(pts, np.float32(np.inf)), np.nextafter(pts, np.float32(-np.inf))):
            parts.append(p.astype(np.float32).view(np.uint32))
    # Strided sweep over every f32 bit pattern; an odd stride visits all exponents.
    parts.append(np.arange(0, 1 << 32, 65521, dtype=np.uint64).astype(np.uint32))
    extra = np.array([464.0, 464.00003, 480.0, 57344.0, 61439.996, 61440.0, 1e30, np.inf, -np.inf],
                     dtype=np.float32)
    parts.append(extra.view(np.uint32))
    parts.append((-extra).view(np.uint32))
    allbits = np.unique(np.concatenate(parts)).astype(np.uint32)
    return allbits


def main():
    bits = inputs()
    np.save(os.path.join(OUT, "fp8_encode_inputs.npy"), bits)
    x = bits.view(np.float32)
    with np.errstate(invalid="ignore", over="ignore"):
        for name, dt in FORMATS.items():
            codes = np.arange(256, dtype=np.uint8).view(dt).astype(np.float32)
            np.save(os.path.join(OUT, f"fp8_{name}_decode.npy"), codes)
            np.save(os.path.join(OUT, f"fp8_{name}_encode.npy"), x.astype(dt).view(np.uint8))
    print(f"ml_dtypes {ml_dtypes.__version__}: {len(bits)} encode inputs")


if __name__ == "__main__":
    main()
