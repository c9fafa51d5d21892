//! `stablehlo.gather` with constant indices → `graph.slice`s joined by `graph.concat`.
//!
//! The StableHLO spec's gather: for each batch position `G` of the result (the result
//! dimensions not in `offset_dims`), the start index vector is read from `start_indices`
//! (along `index_vector_dim`), scattered into the operand's dimensions by
//! `start_index_map`, and clamped to `[0, operand_dim − slice_size]`; the result's
//! offset dimensions hold the operand's box `[start, start + slice_sizes)` without the
//! `collapsed_slice_dims`. `jnp.take(table, ids, axis=0)` and `table[ids]` are the
//! row-gather case (`offset_dims = [1], collapsed_slice_dims = [0], start_index_map =
//! [0]`).
//!
//! When the indices are constants (folded at import, `fold.rs`), each batch position's
//! box is a `graph.slice` of the operand; consecutive positions whose starts advance by
//! one along a single collapsed dimension (with only unit slice sizes before it, so the
//! box reshapes in row-major order) share one slice; the boxes are reshaped to
//! `[count, offset shape]` and joined by `graph.concat` along the first dimension, then
//! reshaped to the result. The result is the gathered elements exactly (views and a
//! concat move values; nothing is computed).
//!
//! Indices computed at run time (`i32` tensors) are imported for the row gather only
//! (`jnp.take(table, ids, axis=0)` of a rank-2 table): a `graph.gather` of the indices
//! reshaped to `[N]`; any other gather with run-time indices is a located error. Not
//! supported either (a located error): `operand_batching_dims`, and `offset_dims` other
//! than the result's trailing dimensions.

use ipu_dialects::OpId;

use super::attrs::{dense_values, opaque_body};
use super::lower::{Fail, LResult, Lowered, Lowerer, Side, list_str, shape_of};

/// The dimension numbers of a `stablehlo.gather`, read from
/// `#stablehlo.gather<offset_dims = [..], collapsed_slice_dims = [..], ...>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GatherDims {
    /// Result dimensions that index into the operand's box.
    pub offset_dims: Vec<i64>,
    /// Operand dimensions of slice size 1 that the result drops.
    pub collapsed_slice_dims: Vec<i64>,
    /// Operand batching dimensions (not supported when non-empty).
    pub operand_batching_dims: Vec<i64>,
    /// Where each entry of a start index vector goes in the operand.
    pub start_index_map: Vec<i64>,
    /// The dimension of `start_indices` holding the index vectors.
    pub index_vector_dim: i64,
}

impl GatherDims {
    /// Reads the opaque body `gather<...>`. `Err` names what is wrong.
    pub fn from_body(body: &str) -> Result<GatherDims, String> {
        let inner = body
            .strip_prefix("gather<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(|| format!("expected #stablehlo.gather<...>, got #stablehlo.{body}"))?;
        let mut d = GatherDims::default();
        let mut rest = inner.trim();
        while !rest.is_empty() {
            let (key, after) = rest
                .split_once('=')
                .ok_or_else(|| format!("expected 'name = ...' in #stablehlo.{body}"))?;
            let after = after.trim_start();
            let (value, tail): (Vec<i64>, &str) = if let Some(a) = after.strip_prefix('[') {
                let (list, tail) = a
                    .split_once(']')
                    .ok_or_else(|| format!("unclosed '[' in #stablehlo.{body}"))?;
                let v = list
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse::<i64>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| format!("bad integer list '[{list}]' in #stablehlo.{body}"))?;
                (v, tail)
            } else {
                let end = after.find(',').unwrap_or(after.len());
                let n = after[..end]
                    .trim()
                    .parse::<i64>()
                    .map_err(|_| format!("bad integer '{}' in #stablehlo.{body}", &after[..end]))?;
                (vec![n], &after[end..])
            };
            match key.trim() {
                "offset_dims" => d.offset_dims = value,
                "collapsed_slice_dims" => d.collapsed_slice_dims = value,
                "operand_batching_dims" => d.operand_batching_dims = value,
                "start_indices_batching_dims" => {}
                "start_index_map" => d.start_index_map = value,
                "index_vector_dim" => d.index_vector_dim = value.first().copied().unwrap_or(0),
                other => return Err(format!("unknown field '{other}' in #stablehlo.{body}")),
            }
            rest = tail.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        }
        Ok(d)
    }
}

/// Row-major strides of `shape`.
fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1].max(0) as usize;
    }
    s
}

impl Lowerer<'_> {
    /// Lowers `stablehlo.gather` (see the module doc).
    pub(crate) fn lower_gather(&mut self, op: OpId, operands: &[Lowered]) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let dims = self
            .ir
            .attr(ctx, op, "dimension_numbers")
            .and_then(|a| opaque_body(ctx, a).map(str::to_string))
            .ok_or_else(|| {
                self.error(
                    op,
                    "requires attribute 'dimension_numbers' (#stablehlo.gather<...>)",
                )
            })
            .and_then(|b| GatherDims::from_body(&b).map_err(|e| self.error(op, e)))?;
        let sizes = self.int_list_attr(op, "slice_sizes")?;
        let indices = match operands[1] {
            Lowered::Static(indices) => indices,
            other => {
                let ids = self.tensor_operand(op, 1, other)?;
                return self.lower_row_gather(op, x, ids, &dims, &sizes, to);
            }
        };
        let xs = shape_of(ctx, self.ty(x.value));
        let is = shape_of(ctx, self.ir.value_type(self.ir.operand(op, 1)));
        let rs = shape_of(ctx, to);
        let unsupported = |s: &Self, why: String| Fail::Error(s.error(op, why));
        if !dims.operand_batching_dims.is_empty() {
            return Err(unsupported(
                self,
                "with operand_batching_dims is not supported by import-stablehlo".into(),
            ));
        }
        let nb = rs.len() - dims.offset_dims.len().min(rs.len());
        let trailing: Vec<i64> = (nb as i64..rs.len() as i64).collect();
        if dims.offset_dims != trailing {
            return Err(unsupported(
                self,
                format!(
                    "with offset_dims {} is not supported by import-stablehlo (only the result's \
                     trailing dimensions {})",
                    list_str(&dims.offset_dims),
                    list_str(&trailing)
                ),
            ));
        }
        let ivd = dims.index_vector_dim;
        let ok = sizes.len() == xs.len()
            && sizes.iter().zip(&xs).all(|(&s, &n)| (0..=n).contains(&s))
            && dims
                .collapsed_slice_dims
                .iter()
                .all(|&d| sizes.get(d as usize) == Some(&1))
            && dims
                .start_index_map
                .iter()
                .all(|&d| d >= 0 && (d as usize) < xs.len())
            && (0..=is.len() as i64).contains(&ivd);
        let mismatch = |s: &Self| {
            unsupported(
                s,
                format!(
                    "slice_sizes {} and dimension numbers do not fit operand {}, indices {} and result {}",
                    list_str(&sizes),
                    list_str(&xs),
                    list_str(&is),
                    list_str(&rs)
                ),
            )
        };
        if !ok {
            return Err(mismatch(self));
        }
        // The offset shape: slice sizes without the collapsed dimensions.
        let offset: Vec<i64> = (0..xs.len())
            .filter(|&d| !dims.collapsed_slice_dims.contains(&(d as i64)))
            .map(|d| sizes[d])
            .collect();
        let batch_rank = is.len() - usize::from((ivd as usize) < is.len());
        if offset != rs[nb..] || batch_rank != nb {
            return Err(mismatch(self));
        }
        let idx: Vec<f64> = match dense_values(ctx, indices) {
            Some((v, true)) => {
                vec![v.first().copied().unwrap_or(0.0); is.iter().product::<i64>() as usize]
            }
            Some((v, false)) => v,
            None => return Err(unsupported(self, "indices are not a dense constant".into())),
        };
        // The index vector of batch position `bi` (a multi-index of the batch dims).
        let ist = strides(&is);
        // Entry j of the index vector of batch position `bi`: `bi` with `j` inserted at
        // `index_vector_dim` (nothing inserted when it is the implicit trailing one).
        let start_of = |bi: &[i64]| -> Vec<i64> {
            let mut start = vec![0i64; xs.len()];
            for (j, &d) in dims.start_index_map.iter().enumerate() {
                let mut b = bi.iter();
                let flat: usize = ist
                    .iter()
                    .enumerate()
                    .map(|(dim, &st)| {
                        let c = if dim as i64 == ivd {
                            j as i64
                        } else {
                            *b.next().unwrap_or(&0)
                        };
                        c as usize * st
                    })
                    .sum();
                let d = d as usize;
                start[d] = (idx[flat] as i64).clamp(0, xs[d] - sizes[d]);
            }
            start
        };
        let batch_shape = &rs[..nb];
        let count: i64 = batch_shape.iter().product();
        let bst = strides(batch_shape);
        let starts: Vec<Vec<i64>> = (0..count as usize)
            .map(|f| {
                let bi: Vec<i64> = bst
                    .iter()
                    .zip(batch_shape)
                    .map(|(&s, &n)| (f / s) as i64 % n)
                    .collect();
                start_of(&bi)
            })
            .collect();
        // Runs of starts advancing by one along one collapsed dimension with unit sizes before it.
        let mut runs: Vec<(Vec<i64>, usize, i64)> = Vec::new(); // (start, dim, length)
        for s in starts {
            if let Some((first, d, len)) = runs.last_mut()
                && *d != usize::MAX
            {
                let d0 = *d;
                let next = first
                    .iter()
                    .enumerate()
                    .all(|(i, &v)| if i == d0 { s[i] == v + *len } else { s[i] == v });
                if next {
                    *len += 1;
                    continue;
                }
            }
            let d = dims
                .collapsed_slice_dims
                .iter()
                .map(|&d| d as usize)
                .find(|&d| sizes[..d].iter().all(|&n| n == 1))
                .unwrap_or(usize::MAX);
            runs.push((s, d, 1));
        }
        let loc = self.loc_of(op);
        let mut parts = Vec::with_capacity(runs.len());
        for (start, d, len) in runs {
            let mut limit: Vec<i64> = start.iter().zip(&sizes).map(|(s, n)| s + n).collect();
            if len > 1 {
                limit[d] += len - 1;
            }
            let b = self.slice_box(loc, x, &start, &limit);
            let mut shape = vec![len];
            shape.extend(&offset);
            parts.push(self.reshape(loc, b, &shape));
        }
        let joined: Side = self.concat(loc, &parts, 0);
        Ok(Lowered::Tensor(self.reshape(loc, joined, &rs)))
    }
}

impl Lowerer<'_> {
    /// A gather with run-time indices: only the row gather of a rank-2 table `[V, D]` by
    /// `[N, 1]` (or `[N]`) indices (`offset_dims = [1]`, `collapsed_slice_dims = [0]`,
    /// `start_index_map = [0]`, `slice_sizes = [1, D]`) → `graph.gather`.
    fn lower_row_gather(
        &mut self,
        op: OpId,
        table: Side,
        ids: Side,
        dims: &GatherDims,
        sizes: &[i64],
        to: ipu_dialects::Type,
    ) -> LResult<Lowered> {
        let ctx = self.ctx;
        let xs = shape_of(ctx, self.ty(table.value));
        let is = shape_of(ctx, self.ty(ids.value));
        let n = is.first().copied().unwrap_or(0);
        let row = xs.len() == 2
            && dims.offset_dims == [1]
            && dims.collapsed_slice_dims == [0]
            && dims.start_index_map == [0]
            && sizes == [1, xs[1]]
            && ((is.len() == 2 && is[1] == 1 && dims.index_vector_dim == 1)
                || (is.len() == 1 && dims.index_vector_dim == 1))
            && shape_of(ctx, to) == [n, xs[1]];
        if !row {
            return Err(self
                .error(
                    op,
                    "with indices computed at run time is supported by import-stablehlo only as a \
                     row gather of a rank-2 table (jnp.take(table, ids, axis=0)); constant indices \
                     are folded to slices",
                )
                .into());
        }
        let loc = self.loc_of(op);
        let ids = self.reshape(loc, ids, &[n]);
        let v = self.emit(loc, "graph.gather", &[table.value, ids.value], to, &[]);
        Ok(Lowered::Tensor(Side {
            value: v,
            splat: None,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::GatherDims;

    #[test]
    fn gather_dims_read_the_take_pattern() {
        let d = GatherDims::from_body(
            "gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>",
        )
        .unwrap();
        assert_eq!(d.offset_dims, vec![1]);
        assert_eq!(d.collapsed_slice_dims, vec![0]);
        assert_eq!(d.start_index_map, vec![0]);
        assert_eq!(d.index_vector_dim, 1);
        assert!(GatherDims::from_body("gather<offset_dims = [x]>").is_err());
        assert!(GatherDims::from_body("gather<foo = [1]>").is_err());
        assert!(GatherDims::from_body("dot<>").is_err());
    }
}
