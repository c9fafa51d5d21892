//! `stablehlo.convolution` → views, `graph.concat` and one `graph.matmul` (im2col).
//!
//! The StableHLO spec's convolution with any dimension layout (`[b, 0, 1, f]` NHWC as
//! `jax.lax.conv_general_dilated` and flax emit it, `[b, f, 0, 1]` NCHW, kernels
//! `[0, 1, i, o]` HWIO or `[o, i, 0, 1]` OIHW, any number of spatial dimensions), window
//! strides, padding (negative padding crops), kernel (rhs) dilation and window reversal,
//! with one feature group and one batch group:
//!
//! 1. the input is transposed to `[N, S₀, S₁, ..., C]` and the kernel to
//!    `[K₀, K₁, ..., C, O]` (nothing when they are already so);
//! 2. one *box* of the input per kernel position `(k₀, k₁, ...)` (row-major; reversed
//!    where `window_reversal` says): the `[N·∏Out, C]` matrix of the input values that
//!    kernel position multiplies, zeros where the window reads padding;
//! 3. the boxes are joined along the features (`graph.concat`, dimension 1) into the
//!    im2col matrix `[N·∏Out, ∏K·C]`, multiplied by the kernel reshaped to `[∏K·C, O]`
//!    (one `graph.matmul`, the AMP's product), and the product is reshaped to
//!    `[N, Out..., O]` and transposed to the result's layout.
//!
//! The boxes come in one of two forms:
//!
//! - **Flattened**, when every output position sits on its input position (stride 1 and
//!   `Outᵢ = Sᵢ`: SAME padding): the input is reshaped once to `[R, C]` (`R = N·∏S`) and
//!   padded with zero rows at both ends; kernel position `k` is the row shift
//!   `Σ (kᵢ·dᵢ − lowᵢ)·∏_{j>i} Sⱼ`, a contiguous slice of the padded rows. A shift that
//!   crosses a row of an inner spatial dimension (or, with `N > 1`, an image) is
//!   multiplied by a constant 0/1 mask `[R, C]` (one per distinct pattern): the value it
//!   reads belongs to the neighbouring row, where the convolution reads padding. The
//!   planner sees two reshapes (in and out) and 2-D slices only.
//! - **Boxes of the unflattened input** otherwise: each spatial dimension is padded with
//!   zeros (`graph.concat` with a zero splat) or cropped (`graph.slice`) to
//!   `E = s · (⌊(K − 1)·d / s⌋ + Out)` — the padding asked for plus zeros no window reads
//!   so that the stride `s` divides it; a strided dimension is split into `[E / s, s]`
//!   (a reshape) so that every kernel position reads a contiguous box (no strided
//!   slice), which is sliced and reshaped to `[N·∏Out, C]`.
//!
//! Every step is a view, a concat of views, a product by an exact 0 or 1, or the matmul,
//! so the result is the convolution's sum in the matmul's f32 accumulation (the masks
//! differ from padding only when the input holds an infinity or NaN, which times 0 is
//! NaN). Measured (`ipu21`, `ipu-compile` + `ipu-run`, shared machine): the `1×8×8×4 → 8`
//! 3×3 SAME layer takes 6,312 cycles flattened (f32; 5,329 as unflattened boxes, whose
//! per-position merge reshapes the planner expands into one slice per image row), and
//! the full-size `1×56×56×64 → 64` layer plans only flattened (108,770 cycles, compiled
//! in 42 s): the unflattened form's 504 row pieces have no concat layout free of local
//! copies. Summing one `[R, C] · [C, O]` product per kernel position instead of one
//! im2col product took 10,849 cycles against 4,794 at the small size, and its `[C, O]`
//! kernel slices of f16 with 4 input channels are not whole 32-bit words.
//!
//! Not supported (a located error naming the attribute): `lhs_dilation` ≠ 1 (transposed
//! convolutions), `feature_group_count` ≠ 1 (grouped and depthwise), `batch_group_count`
//! ≠ 1. A result returned as it is (no epilogue) is a reshape of the product, which the
//! host cannot read back yet ("a view the host cannot read as pieces"); a bias or
//! activation after it, as in a convolution layer, makes it an operation's result.

use ipu_dialects::{Attribute, Diagnostic, FloatKind, Location, TypeKind, ValueId};

use super::attrs::{ConvDims, dense_values, opaque_body};
use super::lower::{Fail, LResult, Lowered, Lowerer, Side, list_str, shape_of, ty_str};

/// One spatial dimension of the window, after the attributes are read.
#[derive(Clone, Copy, Debug)]
struct Window {
    /// The kernel's size `K`.
    size: i64,
    /// The stride `s`.
    stride: i64,
    /// The kernel dilation `d`.
    dilation: i64,
    /// The padding before and after (negative crops).
    pad: (i64, i64),
    /// Whether the kernel is applied reversed.
    reverse: bool,
    /// The result's size `Out`.
    out: i64,
}

impl Window {
    /// The extent `E` the padded input is brought to: a multiple of the stride holding
    /// every position a window reads.
    fn extent(&self) -> i64 {
        self.stride * ((self.size - 1) * self.dilation / self.stride + self.out)
    }
}

impl Lowerer<'_> {
    /// An optional integer-list attribute of `op` with `n` entries (`default` when absent).
    fn window_list(
        &self,
        op: ipu_dialects::OpId,
        name: &str,
        n: usize,
        default: i64,
    ) -> LResult<Vec<i64>> {
        if self.ir.attr(self.ctx, op, name).is_none() {
            return Ok(vec![default; n]);
        }
        let v = self.int_list_attr(op, name)?;
        if v.len() != n {
            return Err(self
                .error(
                    op,
                    format!(
                        "attribute '{name}' has {} entries for {n} spatial dimensions",
                        v.len()
                    ),
                )
                .into());
        }
        Ok(v)
    }

    /// An integer attribute of `op` that must be 1 when present (a feature we do not lower).
    fn require_one(&self, op: ipu_dialects::OpId, name: &str, what: &str) -> LResult<()> {
        let Some(a) = self.ir.attr(self.ctx, op, name) else {
            return Ok(());
        };
        match self.ctx.int_value(a) {
            Some(1) => Ok(()),
            v => Err(self
                .error(
                    op,
                    format!(
                        "with {name} = {} is not supported by import-stablehlo ({what}); only 1 is",
                        v.map_or_else(
                            || ipu_dialects::attr_to_string(self.ctx, a),
                            |v| v.to_string()
                        )
                    ),
                )
                .into()),
        }
    }

    /// The `padding` attribute: `n` pairs (low, high); absent is no padding.
    fn conv_padding(&self, op: ipu_dialects::OpId, n: usize) -> LResult<Vec<(i64, i64)>> {
        let Some(a) = self.ir.attr(self.ctx, op, "padding") else {
            return Ok(vec![(0, 0); n]);
        };
        let bad = |s: &Self| {
            Fail::Error(s.error(
                op,
                format!(
                    "attribute 'padding' must be a dense<...> : tensor<{n}x2xi64>, got {}",
                    ipu_dialects::attr_to_string(s.ctx, a)
                ),
            ))
        };
        let Some((values, splat)) = dense_values(self.ctx, a) else {
            return Err(bad(self));
        };
        let values = if splat {
            vec![values.first().copied().unwrap_or(0.0); 2 * n]
        } else {
            values
        };
        if values.len() != 2 * n {
            return Err(bad(self));
        }
        Ok(values
            .chunks(2)
            .map(|c| (c[0] as i64, c[1] as i64))
            .collect())
    }

    /// `graph.slice` of `x` from `start` to `limit` (nothing if that is all of it).
    pub(crate) fn slice_box(
        &mut self,
        loc: Location,
        x: Side,
        start: &[i64],
        limit: &[i64],
    ) -> Side {
        let ty = self.ty(x.value);
        let shape = shape_of(self.ctx, ty);
        if start.iter().all(|&s| s == 0) && limit == shape.as_slice() {
            return x;
        }
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        let out: Vec<i64> = start.iter().zip(limit).map(|(s, l)| l - s).collect();
        let to = self.ctx.tensor_type(&out, elt);
        let attrs = [
            ("start", self.ctx.dense_i64_array(start)),
            ("limit", self.ctx.dense_i64_array(limit)),
        ];
        self.layout(loc, "graph.slice", x, to, &attrs)
    }

    /// `graph.concat` of `parts` along `dim` (the part itself when there is one).
    pub(crate) fn concat(&mut self, loc: Location, parts: &[Side], dim: usize) -> Side {
        if let [one] = parts {
            return *one;
        }
        let ty = self.ty(parts[0].value);
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        let mut shape = shape_of(self.ctx, ty);
        shape[dim] = parts
            .iter()
            .map(|p| shape_of(self.ctx, self.ty(p.value))[dim])
            .sum();
        let to = self.ctx.tensor_type(&shape, elt);
        let values: Vec<ValueId> = parts.iter().map(|p| p.value).collect();
        let attr = self.ctx.i64_attr(dim as i64);
        let v = self.emit(loc, "graph.concat", &values, to, &[("dimension", attr)]);
        Side {
            value: v,
            splat: None,
        }
    }

    /// Pads dimension `dim` of `x` with `lo` zeros before and `hi` after (negative crops).
    fn pad_dim(&mut self, loc: Location, x: Side, dim: usize, lo: i64, hi: i64) -> LResult<Side> {
        let ty = self.ty(x.value);
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        let mut shape = shape_of(self.ctx, ty);
        // Crop first.
        let (mut start, mut limit) = (vec![0; shape.len()], shape.clone());
        start[dim] = (-lo).max(0);
        limit[dim] = shape[dim] - (-hi).max(0);
        let x = self.slice_box(loc, x, &start, &limit);
        shape[dim] = limit[dim] - start[dim];
        let zeros = |s: &mut Self, n: i64| -> LResult<Side> {
            let mut z = shape.clone();
            z[dim] = n;
            let zt = s.ctx.tensor_type(&z, elt);
            s.splat_const(loc, zt, 0.0)
        };
        let before = if lo > 0 { Some(zeros(self, lo)?) } else { None };
        let after = match (before, hi) {
            (Some(b), hi) if hi == lo => Some(b),
            (_, hi) if hi > 0 => Some(zeros(self, hi)?),
            _ => None,
        };
        let parts: Vec<Side> = before.into_iter().chain([x]).chain(after).collect();
        Ok(self.concat(loc, &parts, dim))
    }

    /// Lowers `stablehlo.convolution` (see the module doc).
    pub(crate) fn lower_convolution(
        &mut self,
        op: ipu_dialects::OpId,
        operands: &[Lowered],
    ) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let w = self.tensor_operand(op, 1, operands[1])?;
        let dims_attr: Option<Attribute> = self.ir.attr(ctx, op, "dimension_numbers");
        let dims = dims_attr
            .and_then(|a| opaque_body(ctx, a).map(str::to_string))
            .ok_or_else(|| {
                self.error(
                    op,
                    "requires attribute 'dimension_numbers' (#stablehlo.conv<...>)",
                )
            })
            .and_then(|body| ConvDims::from_body(&body).map_err(|e| self.error(op, e)))?;
        let n = dims.input_spatial.len();
        let (xs, ws, ys) = (
            shape_of(ctx, self.ty(x.value)),
            shape_of(ctx, self.ty(w.value)),
            shape_of(ctx, to),
        );
        if xs.len() != n + 2 || ws.len() != n + 2 || ys.len() != n + 2 {
            return Err(self
                .error(
                    op,
                    format!(
                        "operands {} and {} and result {} do not have rank {} (the dimension numbers' {n} spatial dimensions + 2)",
                        list_str(&xs),
                        list_str(&ws),
                        list_str(&ys),
                        n + 2
                    ),
                )
                .into());
        }
        self.require_one(
            op,
            "feature_group_count",
            "grouped and depthwise convolutions",
        )?;
        self.require_one(op, "batch_group_count", "batch-grouped convolutions")?;
        let lhs_dilation = self.window_list(op, "lhs_dilation", n, 1)?;
        if lhs_dilation.iter().any(|&d| d != 1) {
            return Err(self
                .error(
                    op,
                    format!(
                        "with lhs_dilation = {} is not supported by import-stablehlo (transposed \
                         convolutions); only 1 is",
                        list_str(&lhs_dilation)
                    ),
                )
                .into());
        }
        let strides = self.window_list(op, "window_strides", n, 1)?;
        let dilation = self.window_list(op, "rhs_dilation", n, 1)?;
        let reversal = self.window_list(op, "window_reversal", n, 0)?;
        let padding = self.conv_padding(op, n)?;
        let (batch, cin) = (xs[dims.input_batch], xs[dims.input_feature]);
        let (kin, cout) = (ws[dims.kernel_input], ws[dims.kernel_output]);
        if kin != cin || ys[dims.output_batch] != batch || ys[dims.output_feature] != cout {
            return Err(self
                .error(
                    op,
                    format!(
                        "shapes {} (input), {} (kernel) and {} (result) do not agree on the batch \
                         and feature sizes",
                        list_str(&xs),
                        list_str(&ws),
                        list_str(&ys)
                    ),
                )
                .into());
        }
        let mut windows = Vec::with_capacity(n);
        for i in 0..n {
            let (size, stride, d) = (ws[dims.kernel_spatial[i]], strides[i], dilation[i]);
            if stride < 1 || d < 1 {
                return Err(self
                    .error(
                        op,
                        format!(
                            "window strides {} and rhs_dilation {} must be positive",
                            list_str(&strides),
                            list_str(&dilation)
                        ),
                    )
                    .into());
            }
            let padded = xs[dims.input_spatial[i]] + padding[i].0 + padding[i].1;
            let span = (size - 1) * d + 1;
            let out = if padded >= span {
                (padded - span) / stride + 1
            } else {
                0
            };
            if out != ys[dims.output_spatial[i]] || out < 1 {
                return Err(self
                    .error(
                        op,
                        format!(
                            "result {} does not match the window: spatial dimension {i} has {out} \
                             positions (input {}, padding {:?}, kernel {size}, dilation {d}, stride {stride})",
                            ty_str(ctx, to),
                            xs[dims.input_spatial[i]],
                            padding[i]
                        ),
                    )
                    .into());
            }
            windows.push(Window {
                size,
                stride,
                dilation: d,
                pad: padding[i],
                reverse: reversal[i] != 0,
                out,
            });
        }
        let elt = ctx.element_type(to).unwrap_or(to);
        if !matches!(
            ctx.type_kind(elt),
            TypeKind::Float(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16)
        ) {
            return Err(self
                .error(
                    op,
                    format!(
                        "result element type {} is not supported: graph.matmul produces f32, f16 or bf16",
                        ty_str(ctx, elt)
                    ),
                )
                .into());
        }
        let loc = self.loc_of(op);

        // 1. [N, S..., C] and [K..., C, O].
        let mut perm: Vec<i64> = vec![dims.input_batch as i64];
        perm.extend(dims.input_spatial.iter().map(|&d| d as i64));
        perm.push(dims.input_feature as i64);
        let mut x = self.transpose(loc, x, &perm);
        let mut perm: Vec<i64> = dims.kernel_spatial.iter().map(|&d| d as i64).collect();
        perm.extend([dims.kernel_input as i64, dims.kernel_output as i64]);
        let w = self.transpose(loc, w, &perm);

        // The flattened form when every output position sits on its input position.
        let spatial: Vec<i64> = dims.input_spatial.iter().map(|&d| xs[d]).collect();
        if windows
            .iter()
            .zip(&spatial)
            .all(|(win, &n)| win.stride == 1 && win.out == n)
        {
            let boxes = self.flat_boxes(loc, x, batch, &spatial, cin, &windows)?;
            let rows = batch * spatial.iter().product::<i64>();
            let mut shape = vec![batch];
            shape.extend(&spatial);
            shape.push(cout);
            return self.im2col_product(loc, &boxes, w, rows, cin, cout, elt, &shape, &dims);
        }

        // 2. Pad or crop to E, then split strided dimensions into [E / s, s].
        for (i, win) in windows.iter().enumerate() {
            let have = shape_of(ctx, self.ty(x.value))[i + 1];
            let hi = win.extent() - have - win.pad.0;
            x = self.pad_dim(loc, x, i + 1, win.pad.0, hi)?;
        }
        let mut split = vec![batch];
        for win in &windows {
            if win.stride > 1 {
                split.extend([win.extent() / win.stride, win.stride]);
            } else {
                split.push(win.extent());
            }
        }
        split.push(cin);
        let x = self.reshape(loc, x, &split);

        // 3. One box per kernel position, row-major.
        let rows = batch * windows.iter().map(|w| w.out).product::<i64>();
        let positions: i64 = windows.iter().map(|w| w.size).product();
        let mut boxes = Vec::with_capacity(positions as usize);
        for flat in 0..positions {
            let mut k = vec![0; n];
            let mut rest = flat;
            for i in (0..n).rev() {
                k[i] = rest % windows[i].size;
                rest /= windows[i].size;
            }
            let (mut start, mut limit) = (vec![0], vec![batch]);
            for (i, win) in windows.iter().enumerate() {
                let ki = if win.reverse {
                    win.size - 1 - k[i]
                } else {
                    k[i]
                };
                let offset = ki * win.dilation;
                if win.stride > 1 {
                    let (q, r) = (offset / win.stride, offset % win.stride);
                    start.extend([q, r]);
                    limit.extend([q + win.out, r + 1]);
                } else {
                    start.push(offset);
                    limit.push(offset + win.out);
                }
            }
            start.push(0);
            limit.push(cin);
            let b = self.slice_box(loc, x, &start, &limit);
            boxes.push(self.reshape(loc, b, &[rows, cin]));
        }

        // 4. im2col · kernel, back to the result's layout.
        let mut shape = vec![batch];
        shape.extend(windows.iter().map(|w| w.out));
        shape.push(cout);
        self.im2col_product(loc, &boxes, w, rows, cin, cout, elt, &shape, &dims)
    }

    /// The boxes of the flattened form (module doc): `x` (`[N, S..., C]`) reshaped to
    /// `[R, C]` (`R = N·∏S`), padded with zero rows at both ends, one row-shifted slice
    /// per kernel position, multiplied by a 0/1 mask where a shift crosses a row of an
    /// inner spatial dimension (or, with `N > 1`, an image).
    fn flat_boxes(
        &mut self,
        loc: Location,
        x: Side,
        batch: i64,
        spatial: &[i64],
        cin: i64,
        windows: &[Window],
    ) -> LResult<Vec<Side>> {
        let n = spatial.len();
        let rows = batch * spatial.iter().product::<i64>();
        let ty = self.ty(x.value);
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        let x = self.reshape(loc, x, &[rows, cin]);
        // Row strides of the spatial dimensions in the flattened matrix.
        let mut fs = vec![1i64; n];
        for d in (0..n.saturating_sub(1)).rev() {
            fs[d] = fs[d + 1] * spatial[d + 1];
        }
        let positions: i64 = windows.iter().map(|w| w.size).product();
        // Per kernel position: the offset along each spatial dimension and the row shift.
        let offsets: Vec<Vec<i64>> = (0..positions)
            .map(|flat| {
                let mut rest = flat;
                let mut k = vec![0; n];
                for i in (0..n).rev() {
                    k[i] = rest % windows[i].size;
                    rest /= windows[i].size;
                }
                (0..n)
                    .map(|i| {
                        let win = windows[i];
                        let ki = if win.reverse {
                            win.size - 1 - k[i]
                        } else {
                            k[i]
                        };
                        ki * win.dilation - win.pad.0
                    })
                    .collect()
            })
            .collect();
        let shift = |off: &[i64]| off.iter().zip(&fs).map(|(o, f)| o * f).sum::<i64>();
        let below = offsets.iter().map(|o| -shift(o)).max().unwrap_or(0).max(0);
        let above = offsets.iter().map(|o| shift(o)).max().unwrap_or(0).max(0);
        let zeros = |s: &mut Self, count: i64| -> LResult<Side> {
            let zt = s.ctx.tensor_type(&[count, cin], elt);
            s.splat_const(loc, zt, 0.0)
        };
        let before = if below > 0 {
            Some(zeros(self, below)?)
        } else {
            None
        };
        let after = match before {
            Some(b) if above == below => Some(b),
            _ if above > 0 => Some(zeros(self, above)?),
            _ => None,
        };
        let parts: Vec<Side> = before.into_iter().chain([x]).chain(after).collect();
        let padded = self.concat(loc, &parts, 0);
        // Dimensions whose crossings the end padding does not cover: the inner ones, and
        // the outermost too when images follow each other.
        let first_masked = usize::from(batch == 1);
        let mut masks: Vec<(Vec<bool>, Side)> = Vec::new();
        let mut boxes = Vec::with_capacity(offsets.len());
        for off in &offsets {
            let start = below + shift(off);
            let b = self.slice_box(loc, padded, &[start, 0], &[start + rows, cin]);
            let keep: Vec<bool> = (0..rows)
                .map(|r| {
                    (first_masked..n).all(|d| {
                        let c = (r / fs[d]) % spatial[d] + off[d];
                        (0..spatial[d]).contains(&c)
                    })
                })
                .collect();
            if keep.iter().all(|&k| k) {
                boxes.push(b);
                continue;
            }
            let mask = match masks.iter().find(|(k, _)| *k == keep) {
                Some((_, m)) => *m,
                None => {
                    let values: Vec<f64> = keep
                        .iter()
                        .flat_map(|&k| std::iter::repeat_n(f64::from(u8::from(k)), cin as usize))
                        .collect();
                    let mt = self.ctx.tensor_type(&[rows, cin], elt);
                    let attr =
                        super::attrs::make_dense(self.ctx, mt, &values).ok_or_else(|| {
                            Fail::Error(Diagnostic::error(
                                loc,
                                "cannot make the convolution's mask",
                            ))
                        })?;
                    let v = self.emit(loc, "graph.constant", &[], mt, &[("value", attr)]);
                    let m = Side {
                        value: v,
                        splat: None,
                    };
                    masks.push((keep, m));
                    m
                }
            };
            boxes.push(self.mul(loc, b, mask));
        }
        Ok(boxes)
    }

    /// `concat(boxes) · w` reshaped to `[N, Out..., O]` (`shape`) and transposed to the
    /// result's layout.
    #[allow(clippy::too_many_arguments)]
    fn im2col_product(
        &mut self,
        loc: Location,
        boxes: &[Side],
        w: Side,
        rows: i64,
        cin: i64,
        cout: i64,
        elt: ipu_dialects::Type,
        shape: &[i64],
        dims: &ConvDims,
    ) -> LResult<Lowered> {
        let ctx = self.ctx;
        let n = shape.len() - 2;
        let cols = self.concat(loc, boxes, 1);
        let w = self.reshape(loc, w, &[boxes.len() as i64 * cin, cout]);
        let mm_ty = ctx.tensor_type(&[rows, cout], elt);
        let y = self.emit(loc, "graph.matmul", &[cols.value, w.value], mm_ty, &[]);
        let y = self.reshape(
            loc,
            Side {
                value: y,
                splat: None,
            },
            shape,
        );
        // Result dimension j holds our dimension perm[j].
        let mut perm = vec![0i64; n + 2];
        perm[dims.output_batch] = 0;
        perm[dims.output_feature] = n as i64 + 1;
        for (i, &d) in dims.output_spatial.iter().enumerate() {
            perm[d] = i as i64 + 1;
        }
        Ok(Lowered::Tensor(self.transpose(loc, y, &perm)))
    }
}
