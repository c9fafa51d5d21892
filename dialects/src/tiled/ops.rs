//! The tiled dialect's operations: definitions (with their documentation) and typed views.

use crate::graph::macros::{define_op, doc_rules, doc_section};

use super::syntax;
use super::verify;

define_op! {
    /// A `tiled.matmul` operation.
    MatmulOp, MATMUL, "tiled.matmul",
    summary: "A (fused) matrix product spread over tiles by a matmul plan",
    description: "Computes what `graph.fused_matmul` computes (a `graph.matmul` is a \
`tiled.matmul` without epilogue or casts) with the same operands and attributes, spread \
over the tiles as `plan` says: `M` cut into `m` row blocks, `N` into `n` column blocks and \
`K` into `k` blocks; tile `(i, j, l)` multiplies block `(i, l)` of the lhs by block `(l, j)` \
of the rhs on the AMP, the `k` partial sums (of element type `partials`) are reduced with \
the bias as one more partial, and the epilogue runs on the result's blocks. Operands are \
read in the layouts their types carry (what a `tiled.rearrange` before the op made them); \
the result is written in its type's layout.\n\n\
**The plan attribute** `#tiled.plan<...>` (`ipu_passes::plan::ops::OpPlan`): \
`<matmul, m = M, n = N, k = K, partials = f16|f32, rotate = R, out = amp|row_major, \
cast = source|destination>` (the tile numbers rotated by `R`; products stored in the AMP \
activation order or row-major; folded operand casts run before or after the exchange), \
`<follow, operand = I>` (elementwise in operand `I`'s layout), `<balanced, tiles = T, \
base = B>` (a balanced layout over tiles `B .. B + T`), `<view>` (no data moves).\n\n\
**Estimates** (from `plan-operators`; cycles at the target clock, bytes per tile): \
`estimated_cycles` (the op's compute sets, exchange phases and syncs), \
`estimated_exchange_cycles` (its phases), `peak_standard_bytes` / `peak_interleaved_bytes` \
(the most bytes live on any tile in each region during its steps).",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [
        lhs(0): "tensor `[B..., M, K]`",
        rhs(1): "tensor `[B..., K, N]` or `[K, N]`",
        epilogue_operands: "tensors, one per `bias`, `add` and `mul` step, in order",
    ],
    results: [result(0): "tensor `[B..., M, N]` with a `#tiled.layout`"],
    attributes: [
        plan: "`#tiled.plan<matmul, ...>`",
        epilogue: "as `graph.fused_matmul`, optional",
        scale: "as `graph.fused_matmul`, optional",
        lhs_cast: "as `graph.fused_matmul`, optional",
        rhs_cast: "as `graph.fused_matmul`, optional",
        estimated_cycles: "`i64` >= 0, optional",
        estimated_exchange_cycles: "`i64` >= 0, optional",
        peak_standard_bytes: "`i64` >= 0, optional",
        peak_interleaved_bytes: "`i64` >= 0, optional",
    ],
    rules: [
        "at least two operands and one result, ranked tensors with static shapes",
        "every operand or result type with an encoding has a `#tiled.layout` valid for its shape and the target's tiles (blocks covering each dimension, one tile list per block, an order that applies to the rank)",
        "the result has a `#tiled.layout`",
        "the contracting dimensions agree (lhs dimension -1 and rhs dimension -2) and the result is `[lhs dimensions but the last..., N]`",
        "`plan` is a `#tiled.plan<matmul, ...>` with `m`, `n`, `k` >= 1",
        "estimates, when present, are integers >= 0",
    ],
    hooks: {verify: verify::verify_matmul, parse: syntax::parse_op, print: syntax::print_op},
    example: "%y = tiled.matmul %x, %w {plan = #tiled.plan<matmul, m = 2, n = 2, k = 1, partials = f32, rotate = 0, out = row_major, cast = destination>} : (tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = amp<16>, region = standard, tiles = [{0, 1}, {2, 3}]>>, tensor<32x32xf16, #tiled.layout<blocks = [[32], [16 * 2]], order = amp_weights<16, 16>, region = standard, tiles = [{0, 2}, {1, 3}]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [16 * 2]], order = row_major, region = standard, tiles = [0 to 3]>>",
}

define_op! {
    /// A `tiled.elementwise` operation.
    ElementwiseOp, ELEMENTWISE, "tiled.elementwise",
    summary: "An elementwise operation on the blocks of its result's layout",
    description: "Computes the graph op named by `kind` (`add`, `sub`, `mul`, `div`, `max`, \
`and`, `or`, `compare_eq`, `compare_ne`, `compare_lt`, `compare_le`, `compare_gt`, \
`compare_ge` on two operands; `select` on three (`pred`, `on_true`, `on_false`); `neg`, \
`exp`, `sqrt`, `rsqrt`, `tanh`, `gelu_tanh`, `gelu_erf`, `not`, `cast` on one; `cast` with \
`scale` as `graph.cast`) one codelet call per block of the result's \
layout, on the block's tile. Operands are read in the layouts their types carry. Without a `plan` the op is part \
of its consumer's plan (a cast a matmul plan runs before the exchange).",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [operands: "one to three tensors of the result's shape"],
    results: [result(0): "tensor with a `#tiled.layout`"],
    attributes: [
        kind: "string: the graph operation",
        scale: "`f32`, with `cast`: the factor applied before rounding",
        plan: "`#tiled.plan<follow, ...>` or `#tiled.plan<balanced, ...>`, optional",
        estimated_cycles: "`i64` >= 0, optional",
        estimated_exchange_cycles: "`i64` >= 0, optional",
        peak_standard_bytes: "`i64` >= 0, optional",
        peak_interleaved_bytes: "`i64` >= 0, optional",
    ],
    rules: [
        "`kind` is a known function; two operands for the binary ones and `compare_*`, three for `select`, one for the others",
        "operands and result have the same shape; the same element type except for `cast`, `compare_*` (an `i1` result) and `select`'s predicate",
        "layout encodings as `tiled.matmul`'s; the result has a `#tiled.layout`",
        "`plan`, when present, is `follow` (operand index below the operand count) or `balanced`",
    ],
    hooks: {verify: verify::verify_elementwise, parse: syntax::parse_op, print: syntax::print_op},
    example: "%z = tiled.elementwise %y, %b {kind = \"add\", plan = #tiled.plan<follow, operand = 0>} : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>, tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>",
}

define_op! {
    /// A `tiled.rowwise` operation.
    RowwiseOp, ROWWISE, "tiled.rowwise",
    summary: "A softmax or a reduction over whole rows held by single tiles",
    description: "Computes `graph.softmax` (`kind = \"softmax\"`, over `dimensions = [d]`) or \
`graph.reduce` (`kind = \"sum\"` or `\"max\"` over `dimensions`) or `graph.argmax` / \
`graph.argmin` (`kind = \"argmax\"` or `\"argmin\"`, one dimension, an `i32` result) with the rows it works on \
held whole by one tile each (the layout of the operand's type), with the device's row \
codelets (f32 statistics).",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [input(0): "tensor"],
    results: [result(0): "tensor with a `#tiled.layout`"],
    attributes: [
        kind: "string: `softmax`, `sum`, `max`, `argmax` or `argmin`",
        dimensions: "`array<i64>`: the dimensions worked on, increasing",
        plan: "`#tiled.plan<balanced, ...>`",
        estimated_cycles: "`i64` >= 0, optional",
        estimated_exchange_cycles: "`i64` >= 0, optional",
        peak_standard_bytes: "`i64` >= 0, optional",
        peak_interleaved_bytes: "`i64` >= 0, optional",
    ],
    rules: [
        "one operand and one result; `dimensions` increasing and below the operand's rank",
        "`softmax`: one dimension, the result has the operand's shape; `sum`/`max`/`argmax`/`argmin` (one dimension): the result has the operand's shape without `dimensions`",
        "layout encodings as `tiled.matmul`'s; the result has a `#tiled.layout`",
    ],
    hooks: {verify: verify::verify_rowwise, parse: syntax::parse_op, print: syntax::print_op},
    example: "%p = tiled.rowwise %s {dimensions = array<i64: 1>, kind = \"softmax\", plan = #tiled.plan<balanced, tiles = 4, base = 0>} : (tensor<4x32xf32, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf32, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>",
}

define_op! {
    /// A `tiled.concat` operation.
    ConcatOp, CONCAT, "tiled.concat",
    summary: "Concatenation: the operands' blocks copied into the result's layout",
    description: "Computes `graph.concat` along `dimension`: no codelet runs, the exchange \
phase before the next compute step writes each operand's elements into the result's \
layout.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [inputs: "one or more tensors"],
    results: [result(0): "tensor with a `#tiled.layout`"],
    attributes: [
        dimension: "integer: the concatenated dimension",
        plan: "`#tiled.plan<balanced, ...>`",
    ],
    rules: [
        "at least one operand; all of one rank and element type, equal to the result's outside `dimension`, whose size is the sum",
        "layout encodings as `tiled.matmul`'s; the result has a `#tiled.layout`",
    ],
    hooks: {verify: verify::verify_concat, parse: syntax::parse_op, print: syntax::print_op},
    example: "%c = tiled.concat %a, %b {dimension = 0 : i64, plan = #tiled.plan<balanced, tiles = 2, base = 0>} : (tensor<2x32xf16>, tensor<2x32xf16>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>",
}

define_op! {
    /// A `tiled.gather` operation.
    GatherOp, GATHER, "tiled.gather",
    summary: "Rows of a table by run-time indices, on the tiles of the result's row blocks",
    description: "Computes `graph.gather`: each tile holding a block of the result's rows \
reads the indices of those rows and copies the table's rows (the whole table is replicated \
on it by the exchange phase before) with one `gather_rows` codelet call.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [table(0): "`[V, D]` tensor", ids(1): "`[N]` tensor of `i32`"],
    results: [result(0): "`[N, D]` tensor with a `#tiled.layout`, the table's element type"],
    attributes: [
        plan: "`#tiled.plan<balanced, ...>`",
        estimated_cycles: "`i64` >= 0, optional",
        estimated_exchange_cycles: "`i64` >= 0, optional",
        peak_standard_bytes: "`i64` >= 0, optional",
        peak_interleaved_bytes: "`i64` >= 0, optional",
    ],
    rules: [
        "two operands (a rank-2 table, rank-1 `i32` indices) and one result `[N, D]` of the table's element type",
        "layout encodings as `tiled.matmul`'s; the result has a `#tiled.layout`",
    ],
    hooks: {verify: verify::verify_gather, parse: syntax::parse_op, print: syntax::print_op},
    example: "%g = tiled.gather %t, %i {plan = #tiled.plan<balanced, tiles = 2, base = 0>} : (tensor<50x16xf32>, tensor<8xi32>) -> tensor<8x16xf32, #tiled.layout<blocks = [[4 * 2], [16]], order = row_major, region = standard, tiles = [0, 1]>>",
}

define_op! {
    /// A `tiled.constant` operation.
    ConstantOp, CONSTANT, "tiled.constant",
    summary: "A constant tensor baked into the tile memories in its layout",
    description: "Materialises `graph.constant`'s tensor (dense `value`, or a random one \
described by `seed`, `distribution` and `scale`) in the layout of its type: the host \
writes the blocks before the program runs; no device cycles.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [],
    results: [result(0): "tensor with a `#tiled.layout`"],
    attributes: [
        value: "`dense<...>`, as `graph.constant`",
        seed: "integer, as `graph.constant` (random form)",
        distribution: "string, as `graph.constant` (random form)",
        scale: "`f32`, as `graph.constant` (random form)",
        plan: "`#tiled.plan<balanced, ...>`",
    ],
    rules: [
        "no operands, one result with a `#tiled.layout`",
        "exactly one of `value` and `seed`",
    ],
    hooks: {verify: verify::verify_constant, parse: syntax::parse_op, print: syntax::print_op},
    example: "%c = tiled.constant {plan = #tiled.plan<balanced, tiles = 2, base = 0>, value = dense<1.000000e+00> : tensor<2x32xf16>} : () -> tensor<2x32xf16, #tiled.layout<blocks = [[1 * 2], [32]], order = row_major, region = standard, tiles = [0, 1]>>",
}

define_op! {
    /// A `tiled.view` operation.
    ViewOp, VIEW, "tiled.view",
    summary: "A transpose, slice, broadcast or reshape that moves no data",
    description: "The result is the operand read through `map`: element `x` of the result \
is element `map(x)` of the operand (an `affine_map` from the result's coordinates to the \
operand's, each result expression `d_i + c` or a constant). Nothing moves; the elements \
stay in the operand's blocks, so the result's type has no layout: a consumer reads it \
through a `tiled.rearrange` (or the host reads an output from the operand's blocks).",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [input(0): "tensor"],
    results: [result(0): "tensor without an encoding"],
    attributes: [
        map: "`affine_map`: result coordinates to operand coordinates",
        plan: "`#tiled.plan<view>`, optional",
    ],
    rules: [
        "one operand and one result of one element type; the result has no encoding",
        "`map` has one dimension per result dimension and one expression per operand dimension, each `d_i + c` or a constant, and maps the result's box into the operand's",
    ],
    hooks: {verify: verify::verify_view, parse: syntax::parse_op, print: syntax::print_op},
    example: "%t = tiled.view %k {map = affine_map<(d0, d1) -> (d1, d0)>, plan = #tiled.plan<view>} : (tensor<8x4xf16, #tiled.layout<blocks = [[8], [4]], order = row_major, region = standard, tiles = [0]>>) -> tensor<4x8xf16>",
}

define_op! {
    /// A `tiled.rearrange` operation.
    RearrangeOp, REARRANGE, "tiled.rearrange",
    summary: "A layout change: the operand's elements moved into the result's layout by exchange",
    description: "The result holds the operand's values in the layout of its type: the \
exchange phase before the next compute step moves each element from a tile holding it in \
the operand's layout (or, for a view, in the viewed tensor's layout) to every tile holding \
it in the result's, in whole 32-bit words (multicast when several tiles need the same \
words). A function argument whose layout has a `host_split` is written by the host in \
parts and complete once the first exchange phase has filled its replicas in place (no \
rearrange shows that).\n\n\
**The layout attribute** `#tiled.layout<blocks = [[S * N, ...], ...], order = O, region = \
R, tiles = [...]>` (`ipu_passes::plan::layout::Layout`): per dimension, its block sizes \
(`S * N`: `N` blocks of `S` elements, in order); blocks numbered row-major over the grid; \
per block its tile, or `{t1, t2, ...}` for a block held by several tiles (the first \
writes it, the others are replicas), `a to b` for consecutive blocks on tiles `a, a+1, \
..., b`; the element order on the tile, `row_major`, `permuted<p...>` (row-major over the \
dimensions in that order), `amp<bk>` (the AMP activation order over the last two \
dimensions `[m, k]`, `k` padded to a multiple of `bk`) or `amp_weights<bk, bn>` (the AMP \
weight order over `[k, n]`, both padded); the memory region, `standard` \
(non-interleaved) or `interleaved`; padding is what the order adds (AMP orders; it holds \
zeros). A tile stores its blocks one after the other, each at a multiple of 16 bytes. \
`host_split = [d, a]` on a program input: the host writes replicated blocks in parts cut \
along dimension `d` at multiples of `a`, one part per replica. `host = replicas` on a program input: the host writes every replica of every block in full (one input written to several places, as a constant is), so no exchange phase completes it; the replicas occupy memory on every tile holding them from the program's start.",
    traits: [PURE, ZERO_REGIONS, ZERO_SUCCESSORS],
    operands: [input(0): "tensor"],
    results: [result(0): "tensor with a `#tiled.layout`"],
    attributes: [],
    rules: [
        "one operand and one result of the same shape and element type",
        "layout encodings as `tiled.matmul`'s; the result has a `#tiled.layout`",
    ],
    hooks: {verify: verify::verify_rearrange, parse: syntax::parse_op, print: syntax::print_op},
    example: "%r = tiled.rearrange %x : (tensor<4x32xf16, #tiled.layout<blocks = [[1 * 4], [32]], order = row_major, region = standard, tiles = [0 to 3]>>) -> tensor<4x32xf16, #tiled.layout<blocks = [[2 * 2], [32]], order = amp<16>, region = standard, tiles = [{0, 1}, {2, 3}]>>",
}
