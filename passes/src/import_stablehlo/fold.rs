//! Constant folding of the integer and boolean subgraphs JAX emits around float models,
//! and selections by a constant mask.
//!
//! The graph dialect holds only floating-point tensors, so integer and `i1` values exist
//! at import time only, as [`Lowered::Static`] constants: `iota`, and every elementwise
//! op, `compare`, `select`, `broadcast_in_dim`, `reshape` and `transpose` whose operands
//! are all such constants, is evaluated here (integers wrap to their width as StableHLO's
//! do; values are exact in f64 below 2⁵³). A result of a graph float type becomes a
//! `graph.constant`. `jnp.tril(jnp.ones((t, t), bool))` — `iota`, `add`, `compare GE`,
//! `select` — folds to a constant `i1` mask this way.
//!
//! A `select` whose predicate is such a constant mask and one of whose branches is a
//! constant splat `c` (`jnp.where(mask, scores, -inf)`) becomes a clamp of the other
//! branch `x` between two constant tensors: `where(m, x, c) = max(min(x, U), L)` with
//! `U = where(m, +∞, c)` and `L = where(m, −∞, c)` (and symmetrically for
//! `where(m, c, x)`), the minimum as `−max(−x, −U)`. It is exact for every `x` that is
//! not NaN (where the mask picks `c` and `x` is NaN, the clamp gives NaN, StableHLO `c`).

use ipu_dialects::{Attribute, OpId, Type};

use super::attrs::{Direction, dense_values, make_dense};
use super::lower::{Fail, LResult, Lowered, Lowerer, Side, is_graph_tensor, list_str, shape_of};

/// Row-major strides of `shape`.
fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1].max(0) as usize;
    }
    s
}

/// The number of elements of `shape`.
fn numel(shape: &[i64]) -> usize {
    shape.iter().map(|&d| d.max(0) as usize).product()
}

/// Integer bitwise ops on values held in f64 (exact below 2⁵³).
fn bits(f: impl Fn(i64, i64) -> i64) -> impl Fn(&[f64]) -> f64 {
    move |v| f(v[0] as i64, v[1] as i64) as f64
}

impl Lowerer<'_> {
    /// The values of the static constant `a`, one per element of its type (a splat
    /// expanded).
    fn static_values(&self, a: Attribute) -> Option<Vec<f64>> {
        let ty = self.ctx.attr_type(a)?;
        let n = numel(&shape_of(self.ctx, ty));
        let (v, splat) = dense_values(self.ctx, a)?;
        Some(if (splat || v.len() == 1) && n != 1 {
            vec![*v.first()?; n]
        } else {
            v
        })
    }

    /// Result 0 of `op` holding `values` (one per element): a `graph.constant` for a
    /// graph float type, a static constant otherwise.
    fn fold_values(&mut self, op: OpId, values: Vec<f64>) -> LResult<Lowered> {
        let ty = self.ir.value_type(self.ir.result(op, 0));
        let all_equal = !values.is_empty() && values.windows(2).all(|w| w[0] == w[1]);
        let values = if all_equal { vec![values[0]] } else { values };
        let Some(attr) = make_dense(self.ctx, ty, &values) else {
            return Err(Fail::Error(self.error(
                op,
                format!("cannot fold to type {}", super::lower::ty_str(self.ctx, ty)),
            )));
        };
        if !is_graph_tensor(self.ctx, ty) {
            return Ok(Lowered::Static(attr));
        }
        let loc = self.loc_of(op);
        let v = self.emit(loc, "graph.constant", &[], ty, &[("value", attr)]);
        let elt = self.ctx.element_type(ty).unwrap_or(ty);
        Ok(Lowered::Tensor(Side {
            value: v,
            splat: all_equal.then(|| super::attrs::round_to(self.ctx, elt, values[0])),
        }))
    }

    /// Folds `op` when it is `iota`, or a foldable op whose operands are all static
    /// constants (module doc); `None` leaves it to the ordinary lowering.
    pub(crate) fn try_fold(
        &mut self,
        op: OpId,
        name: &str,
        operands: &[Lowered],
    ) -> LResult<Option<Lowered>> {
        if name == "stablehlo.iota" {
            return self.fold_iota(op).map(Some);
        }
        if operands.is_empty() {
            return Ok(None);
        }
        let mut args = Vec::with_capacity(operands.len());
        for &l in operands {
            match l {
                Lowered::Static(a) => args.push(a),
                _ => return Ok(None),
            }
        }
        let vals = |s: &Self, i: usize| {
            s.static_values(args[i]).ok_or_else(|| {
                Fail::Error(s.error(op, format!("operand #{i} is not a dense constant")))
            })
        };
        type F = Box<dyn Fn(&[f64]) -> f64>;
        let f: F = match name {
            "stablehlo.add" => Box::new(|v: &[f64]| v[0] + v[1]),
            "stablehlo.subtract" => Box::new(|v: &[f64]| v[0] - v[1]),
            "stablehlo.multiply" => Box::new(|v: &[f64]| v[0] * v[1]),
            "stablehlo.maximum" => Box::new(|v: &[f64]| v[0].max(v[1])),
            "stablehlo.minimum" => Box::new(|v: &[f64]| v[0].min(v[1])),
            "stablehlo.negate" => Box::new(|v: &[f64]| -v[0]),
            "stablehlo.and" => Box::new(bits(|a, b| a & b)),
            "stablehlo.or" => Box::new(bits(|a, b| a | b)),
            "stablehlo.xor" => Box::new(bits(|a, b| a ^ b)),
            "stablehlo.not" => {
                let ty = self.ctx.attr_type(args[0]);
                let elt = ty.and_then(|t| self.ctx.element_type(t));
                let is_i1 = elt.and_then(|e| self.ctx.int_or_float_bit_width(e)) == Some(1);
                if is_i1 {
                    Box::new(|v: &[f64]| 1.0 - v[0])
                } else {
                    Box::new(|v: &[f64]| !(v[0] as i64) as f64)
                }
            }
            "stablehlo.compare" => {
                let dir = self
                    .ir
                    .attr(self.ctx, op, "comparison_direction")
                    .and_then(|d| Direction::from_attr(self.ctx, d))
                    .ok_or_else(|| self.error(op, "requires attribute 'comparison_direction'"))?;
                Box::new(move |v: &[f64]| {
                    let (a, b) = (v[0], v[1]);
                    f64::from(u8::from(match dir {
                        Direction::Eq => a == b,
                        Direction::Ne => a != b,
                        Direction::Ge => a >= b,
                        Direction::Gt => a > b,
                        Direction::Le => a <= b,
                        Direction::Lt => a < b,
                    }))
                })
            }
            "stablehlo.select" => Box::new(|v: &[f64]| if v[0] != 0.0 { v[1] } else { v[2] }),
            "stablehlo.broadcast_in_dim" => {
                let dims = self.int_list_attr(op, "broadcast_dimensions")?;
                let x = vals(self, 0)?;
                return self.fold_broadcast(op, &x, &dims).map(Some);
            }
            "stablehlo.transpose" => {
                let perm = self.int_list_attr(op, "permutation")?;
                let x = vals(self, 0)?;
                return self.fold_transpose(op, &x, &perm).map(Some);
            }
            "stablehlo.reshape" => {
                let x = vals(self, 0)?;
                return self.fold_values(op, x).map(Some);
            }
            "stablehlo.reduce" if args.len() == 2 => {
                let (x, init) = (vals(self, 0)?, vals(self, 1)?);
                return self.fold_reduce(op, &x, init[0]).map(Some);
            }
            _ => return Ok(None),
        };
        let n = numel(&shape_of(
            self.ctx,
            self.ir.value_type(self.ir.result(op, 0)),
        ));
        let columns: Vec<Vec<f64>> = (0..args.len())
            .map(|i| vals(self, i))
            .collect::<LResult<_>>()?;
        // A scalar operand (select's predicate may be one) applies to every element.
        let at = |c: &Vec<f64>, i: usize| if c.len() == 1 { c[0] } else { c[i] };
        if columns.iter().any(|c| c.len() != 1 && c.len() != n) {
            return Err(Fail::Error(
                self.error(op, "operands of different sizes cannot be folded"),
            ));
        }
        let mut row = vec![0.0; columns.len()];
        let values = (0..n)
            .map(|i| {
                for (r, c) in row.iter_mut().zip(&columns) {
                    *r = at(c, i);
                }
                f(&row)
            })
            .collect();
        self.fold_values(op, values).map(Some)
    }

    /// A single-input `reduce` of static values `x` from `init` (jnp.take's in-bounds
    /// test reduces `i1` with `and`): the reducer is `add`, `multiply`, `maximum`,
    /// `minimum`, `and` or `or` of its two arguments.
    fn fold_reduce(&mut self, op: OpId, x: &[f64], init: f64) -> LResult<Lowered> {
        let name = self.reducer_op_name(op).unwrap_or_default();
        let f: fn(f64, f64) -> f64 = match name.as_str() {
            "stablehlo.add" => |a, b| a + b,
            "stablehlo.multiply" => |a, b| a * b,
            "stablehlo.maximum" => f64::max,
            "stablehlo.minimum" => f64::min,
            "stablehlo.and" => |a, b| ((a as i64) & (b as i64)) as f64,
            "stablehlo.or" => |a, b| ((a as i64) | (b as i64)) as f64,
            _ => {
                return Err(Fail::Error(self.error(
                    op,
                    format!(
                        "of constants with reducer '{name}' cannot be folded (add, multiply, \
                         maximum, minimum, and, or)"
                    ),
                )));
            }
        };
        let from = shape_of(self.ctx, self.ir.value_type(self.ir.operand(op, 0)));
        let dims = self.int_list_attr(op, "dimensions")?;
        if dims.iter().any(|&d| d < 0 || d as usize >= from.len()) || x.len() != numel(&from) {
            return Err(Fail::Error(self.error(
                op,
                format!("dimensions {} do not fit the operand", list_str(&dims)),
            )));
        }
        let kept: Vec<usize> = (0..from.len())
            .filter(|&i| !dims.contains(&(i as i64)))
            .collect();
        let kept_shape: Vec<i64> = kept.iter().map(|&i| from[i]).collect();
        let (st, kst) = (strides(&from), strides(&kept_shape));
        let mut out = vec![init; numel(&kept_shape)];
        for (i, &v) in x.iter().enumerate() {
            let j: usize = kept
                .iter()
                .zip(&kst)
                .map(|(&d, &ks)| (i / st[d]) % from[d] as usize * ks)
                .sum();
            out[j] = f(out[j], v);
        }
        self.fold_values(op, out)
    }

    /// `stablehlo.iota`: `result[i…] = i[iota_dimension]`.
    fn fold_iota(&mut self, op: OpId) -> LResult<Lowered> {
        let ty = self.ir.value_type(self.ir.result(op, 0));
        let shape = shape_of(self.ctx, ty);
        let dim = self
            .ir
            .attr(self.ctx, op, "iota_dimension")
            .and_then(|a| self.ctx.int_value(a))
            .and_then(|d| usize::try_from(d).ok())
            .filter(|&d| d < shape.len())
            .ok_or_else(|| {
                self.error(
                    op,
                    format!(
                        "requires an 'iota_dimension' below the rank of {}",
                        super::lower::ty_str(self.ctx, ty)
                    ),
                )
            })?;
        let st = strides(&shape);
        let values = (0..numel(&shape))
            .map(|i| ((i / st[dim]) % shape[dim] as usize) as f64)
            .collect();
        self.fold_values(op, values)
    }

    /// `broadcast_in_dim` of static values `x`: operand dimension `i` → result `dims[i]`.
    fn fold_broadcast(&mut self, op: OpId, x: &[f64], dims: &[i64]) -> LResult<Lowered> {
        let from = shape_of(self.ctx, self.ir.value_type(self.ir.operand(op, 0)));
        let to = shape_of(self.ctx, self.ir.value_type(self.ir.result(op, 0)));
        let ok = dims.len() == from.len()
            && dims.iter().zip(&from).all(|(&d, &n)| {
                usize::try_from(d)
                    .ok()
                    .and_then(|d| to.get(d))
                    .is_some_and(|&m| n == 1 || n == m)
            });
        if !ok {
            return Err(Fail::Error(self.error(
                op,
                format!(
                    "broadcast_dimensions {} do not map the operand into the result",
                    list_str(dims)
                ),
            )));
        }
        let (fs, ts) = (strides(&from), strides(&to));
        let values = (0..numel(&to))
            .map(|i| {
                let src: usize = dims
                    .iter()
                    .enumerate()
                    .map(|(k, &d)| {
                        let c = (i / ts[d as usize]) % to[d as usize] as usize;
                        if from[k] == 1 { 0 } else { c * fs[k] }
                    })
                    .sum();
                x[src]
            })
            .collect();
        self.fold_values(op, values)
    }

    /// `transpose` of static values `x`: result dimension `i` is operand dimension
    /// `perm[i]`.
    fn fold_transpose(&mut self, op: OpId, x: &[f64], perm: &[i64]) -> LResult<Lowered> {
        let from = shape_of(self.ctx, self.ir.value_type(self.ir.operand(op, 0)));
        let mut sorted = perm.to_vec();
        sorted.sort_unstable();
        if sorted.iter().enumerate().any(|(i, &p)| p != i as i64) || perm.len() != from.len() {
            return Err(Fail::Error(self.error(
                op,
                format!(
                    "permutation {} is not one of the operand's dimensions",
                    list_str(perm)
                ),
            )));
        }
        let to: Vec<i64> = perm.iter().map(|&p| from[p as usize]).collect();
        let (fs, ts) = (strides(&from), strides(&to));
        let values = (0..numel(&to))
            .map(|i| {
                let src: usize = perm
                    .iter()
                    .enumerate()
                    .map(|(k, &p)| ((i / ts[k]) % to[k] as usize) * fs[p as usize])
                    .sum();
                x[src]
            })
            .collect();
        self.fold_values(op, values)
    }

    /// `select(mask, t, f)` with a static predicate and graph tensor branches (module
    /// doc): a branch when the mask is uniform, else the clamp of the non-constant branch
    /// between two constants. An error when neither branch is a known splat.
    pub(crate) fn select_by_mask(
        &mut self,
        op: OpId,
        mask: Attribute,
        t: Side,
        f: Side,
    ) -> LResult<Lowered> {
        let ty: Type = self.graph_result(op, 0)?;
        let n = numel(&shape_of(self.ctx, ty));
        let m = self
            .static_values(mask)
            .filter(|m| m.len() == n || m.len() == 1)
            .ok_or_else(|| {
                self.error(
                    op,
                    "predicate is not a dense constant of the result's shape",
                )
            })?;
        if m.iter().all(|&v| v != 0.0) {
            return Ok(Lowered::Tensor(t));
        }
        if m.iter().all(|&v| v == 0.0) {
            return Ok(Lowered::Tensor(f));
        }
        // `x` the computed branch, `c` the constant one; `x_where_true`: x where the
        // mask holds.
        let (x, c, x_where_true) = match (t.splat, f.splat) {
            (_, Some(c)) => (t, c, true),
            (Some(c), None) => (f, c, false),
            (None, None) => {
                return Err(Fail::Error(self.error(
                    op,
                    "with a constant predicate, one branch must be a constant splat (a mask \
                     fill such as jnp.where(mask, x, -inf)): the graph dialect has no select",
                )));
            }
        };
        let keep = |v: f64| (v != 0.0) == x_where_true;
        let at = |i: usize| if m.len() == 1 { m[0] } else { m[i] };
        // L = where(keep, -inf, c); -U = where(keep, -inf, -c).
        let lower: Vec<f64> = (0..n)
            .map(|i| if keep(at(i)) { f64::NEG_INFINITY } else { c })
            .collect();
        let neg_upper: Vec<f64> = (0..n)
            .map(|i| if keep(at(i)) { f64::NEG_INFINITY } else { -c })
            .collect();
        let loc = self.loc_of(op);
        let constant = |s: &mut Self, values: &[f64]| -> LResult<Side> {
            let attr = make_dense(s.ctx, ty, values)
                .ok_or_else(|| s.error(op, "cannot make the mask's bound constants"))?;
            let value = s.emit(loc, "graph.constant", &[], ty, &[("value", attr)]);
            Ok(Side { value, splat: None })
        };
        let l = constant(self, &lower)?;
        let nu = constant(self, &neg_upper)?;
        let nx = self.neg(loc, x);
        let below = self.max(loc, nx, nu);
        let clipped = self.neg(loc, below);
        Ok(Lowered::Tensor(self.max(loc, clipped, l)))
    }
}
