//! Host tensors and the graph-level kernels of the reference, in f32.

use ndarray::ArrayView2;

use crate::codelets::elementwise::{BinaryOp, UnaryOp};
use crate::codelets::reduce::ReduceKind;
use crate::numerics::{self, DType};

/// A dense row-major tensor of values of `dtype`, each held as an `f32`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// Dimensions, outermost first (`[]` for a scalar).
    pub shape: Vec<usize>,
    /// Element type: every value is representable in it.
    pub dtype: DType,
    /// `shape.iter().product()` values, row-major.
    pub data: Vec<f32>,
}

/// A kernel's complaint about its operands (turned into a located error by the caller).
pub type KernelResult<T> = std::result::Result<T, String>;

/// Number of elements of `shape`.
pub fn numel(shape: &[usize]) -> usize {
    shape.iter().product()
}

/// Row-major strides of `shape`, in elements.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// Visit every index of `shape` in row-major order, giving the offset `sum(idx * st)` for
/// each stride vector in `st` (strides may be 0 for broadcast dimensions).
fn for_each_offset<const N: usize>(
    shape: &[usize],
    st: [&[usize]; N],
    mut f: impl FnMut([usize; N]),
) {
    if shape.contains(&0) {
        return;
    }
    let rank = shape.len();
    let mut idx = vec![0usize; rank];
    let mut off = [0usize; N];
    loop {
        f(off);
        let mut d = rank;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            for (o, s) in off.iter_mut().zip(&st) {
                *o += s[d];
            }
            if idx[d] < shape[d] {
                break;
            }
            for (o, s) in off.iter_mut().zip(&st) {
                *o -= s[d] * shape[d];
            }
            idx[d] = 0;
        }
    }
}

impl Tensor {
    /// A tensor from parts; errors if `data.len()` is not the product of `shape`.
    pub fn new(shape: Vec<usize>, dtype: DType, data: Vec<f32>) -> KernelResult<Tensor> {
        if data.len() != numel(&shape) {
            return Err(format!("{} values for shape {:?}", data.len(), shape));
        }
        Ok(Tensor { shape, dtype, data })
    }

    /// Round every value to `dtype` and set the type.
    pub fn rounded_to(mut self, dtype: DType) -> Tensor {
        numerics::round_slice(dtype, &mut self.data);
        self.dtype = dtype;
        self
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

/// Strides of `shape` aligned right against `out` (numpy broadcasting): 0 where the
/// dimension is broadcast.
fn broadcast_strides(shape: &[usize], out: &[usize]) -> KernelResult<Vec<usize>> {
    let own = strides(shape);
    let lead = out.len() - shape.len();
    (0..out.len())
        .map(|d| {
            if d < lead {
                return Ok(0);
            }
            let (s, o) = (shape[d - lead], out[d]);
            if s == o {
                Ok(own[d - lead])
            } else if s == 1 {
                Ok(0)
            } else {
                Err(format!("shape {shape:?} does not broadcast to {out:?}"))
            }
        })
        .collect()
}

/// Broadcast shape of two shapes (numpy rules).
pub fn broadcast_shape(a: &[usize], b: &[usize]) -> KernelResult<Vec<usize>> {
    let rank = a.len().max(b.len());
    (0..rank)
        .map(|i| {
            let da = if i + a.len() >= rank {
                a[i + a.len() - rank]
            } else {
                1
            };
            let db = if i + b.len() >= rank {
                b[i + b.len() - rank]
            } else {
                1
            };
            match (da, db) {
                _ if da == db => Ok(da),
                (1, _) => Ok(db),
                (_, 1) => Ok(da),
                _ => Err(format!("shapes {a:?} and {b:?} do not broadcast")),
            }
        })
        .collect()
}

/// `op(x)` elementwise, in f32.
pub fn unary(op: UnaryOp, x: &Tensor) -> Vec<f32> {
    x.data.iter().map(|v| op.apply(*v)).collect()
}

/// `op(a, b)` elementwise with numpy broadcasting; returns the shape and values.
pub fn binary(op: BinaryOp, a: &Tensor, b: &Tensor) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    binary_with(a, b, |x, y| op.apply(x, y))
}

/// `f(a, b)` elementwise with numpy broadcasting; returns the shape and values.
pub fn binary_with(
    a: &Tensor,
    b: &Tensor,
    f: impl Fn(f32, f32) -> f32,
) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    let shape = broadcast_shape(&a.shape, &b.shape)?;
    let (sa, sb) = (
        broadcast_strides(&a.shape, &shape)?,
        broadcast_strides(&b.shape, &shape)?,
    );
    let mut out = Vec::with_capacity(numel(&shape));
    for_each_offset(&shape, [&sa, &sb], |[i, j]| {
        out.push(f(a.data[i], b.data[j]))
    });
    Ok((shape, out))
}

/// `broadcast_in_dim` (StableHLO): operand dimension `i` becomes result dimension
/// `dims[i]`; operand dimensions of size 1 broadcast.
pub fn broadcast_in_dim(x: &Tensor, shape: &[usize], dims: &[usize]) -> KernelResult<Vec<f32>> {
    if dims.len() != x.shape.len() {
        return Err(format!(
            "{} broadcast dimensions for an operand of rank {}",
            dims.len(),
            x.shape.len()
        ));
    }
    let own = strides(&x.shape);
    let mut st = vec![0usize; shape.len()];
    for (i, &d) in dims.iter().enumerate() {
        if d >= shape.len() {
            return Err(format!(
                "broadcast dimension {d} out of range for rank {}",
                shape.len()
            ));
        }
        if x.shape[i] == shape[d] {
            st[d] = own[i];
        } else if x.shape[i] != 1 {
            return Err(format!(
                "operand dimension {i} ({}) does not broadcast to {}",
                x.shape[i], shape[d]
            ));
        }
    }
    let mut out = Vec::with_capacity(numel(shape));
    for_each_offset(shape, [&st], |[i]| out.push(x.data[i]));
    Ok(out)
}

/// Transpose: result dimension `i` is operand dimension `perm[i]`.
pub fn transpose(x: &Tensor, perm: &[usize]) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    let mut seen = vec![false; x.shape.len()];
    if perm.len() != x.shape.len()
        || perm
            .iter()
            .any(|&p| p >= seen.len() || std::mem::replace(&mut seen[p], true))
    {
        return Err(format!(
            "{perm:?} is not a permutation of rank {}",
            x.shape.len()
        ));
    }
    let own = strides(&x.shape);
    let shape: Vec<usize> = perm.iter().map(|&p| x.shape[p]).collect();
    let st: Vec<usize> = perm.iter().map(|&p| own[p]).collect();
    let mut out = Vec::with_capacity(x.len());
    for_each_offset(&shape, [&st], |[i]| out.push(x.data[i]));
    Ok((shape, out))
}

/// Strided slice: `[start, limit)` with `stride` per dimension.
pub fn slice(
    x: &Tensor,
    start: &[usize],
    limit: &[usize],
    stride: &[usize],
) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    let rank = x.shape.len();
    if start.len() != rank || limit.len() != rank || stride.len() != rank {
        return Err(format!(
            "slice bounds of rank {}/{}/{} for rank {rank}",
            start.len(),
            limit.len(),
            stride.len()
        ));
    }
    let own = strides(&x.shape);
    let mut shape = Vec::with_capacity(rank);
    let mut base = 0;
    for d in 0..rank {
        if stride[d] == 0 || start[d] > limit[d] || limit[d] > x.shape[d] {
            return Err(format!(
                "slice [{}, {}) step {} out of bounds for dimension {d} of size {}",
                start[d], limit[d], stride[d], x.shape[d]
            ));
        }
        shape.push((limit[d] - start[d]).div_ceil(stride[d]));
        base += start[d] * own[d];
    }
    let st: Vec<usize> = own.iter().zip(stride).map(|(o, s)| o * s).collect();
    let mut out = Vec::with_capacity(numel(&shape));
    for_each_offset(&shape, [&st], |[i]| out.push(x.data[base + i]));
    Ok((shape, out))
}

/// Concatenate along `axis`; all other dimensions must agree.
pub fn concat(parts: &[&Tensor], axis: usize) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    let first = parts.first().ok_or("concat of nothing")?;
    if axis >= first.shape.len() {
        return Err(format!(
            "axis {axis} out of range for rank {}",
            first.shape.len()
        ));
    }
    let mut shape = first.shape.clone();
    shape[axis] = 0;
    for p in parts {
        let mut s = p.shape.clone();
        if s.len() != shape.len() {
            return Err(format!(
                "concat of shapes {:?} and {:?}",
                first.shape, p.shape
            ));
        }
        shape[axis] += s[axis];
        s[axis] = shape[axis];
        if s != shape {
            return Err(format!(
                "concat of shapes {:?} and {:?} along {axis}",
                first.shape, p.shape
            ));
        }
    }
    let outer: usize = shape[..axis].iter().product();
    let mut out = Vec::with_capacity(numel(&shape));
    for o in 0..outer {
        for p in parts {
            let chunk = numel(&p.shape[axis..]);
            out.extend_from_slice(&p.data[o * chunk..(o + 1) * chunk]);
        }
    }
    Ok((shape, out))
}

/// Reduce over `axes` (removed from the shape), accumulating in f64 for sums.
pub fn reduce(
    kind: ReduceKind,
    x: &Tensor,
    axes: &[usize],
) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    if let Some(a) = axes.iter().find(|&&a| a >= x.shape.len()) {
        return Err(format!(
            "reduce axis {a} out of range for rank {}",
            x.shape.len()
        ));
    }
    let shape: Vec<usize> = (0..x.shape.len())
        .filter(|d| !axes.contains(d))
        .map(|d| x.shape[d])
        .collect();
    let own = strides(&x.shape);
    // Output strides expressed over the input's index space (0 on reduced axes).
    let out_st = strides(&shape);
    let mut st = vec![0usize; x.shape.len()];
    let mut k = 0;
    for (d, s) in st.iter_mut().enumerate() {
        if !axes.contains(&d) {
            *s = out_st[k];
            k += 1;
        }
    }
    let mut acc = vec![
        if kind == ReduceKind::Sum {
            0.0f64
        } else {
            f64::NEG_INFINITY
        };
        numel(&shape)
    ];
    for_each_offset(&x.shape, [&own, &st], |[i, o]| {
        let v = f64::from(x.data[i]);
        acc[o] = match kind {
            ReduceKind::Sum => acc[o] + v,
            ReduceKind::Max if v.is_nan() || acc[o].is_nan() => f64::NAN,
            ReduceKind::Max => acc[o].max(v),
        };
    });
    Ok((shape, acc.into_iter().map(|v| v as f32).collect()))
}

/// Softmax over `axis`, in f64 (moved to the last axis and back).
pub fn softmax(x: &Tensor, axis: usize) -> KernelResult<Vec<f32>> {
    let rank = x.shape.len();
    if axis >= rank {
        return Err(format!("softmax axis {axis} out of range for rank {rank}"));
    }
    if axis + 1 == rank {
        return softmax_last(x);
    }
    let mut perm: Vec<usize> = (0..rank).filter(|&d| d != axis).collect();
    perm.push(axis);
    let (shape, data) = transpose(x, &perm)?;
    let mut moved = Tensor {
        shape,
        dtype: x.dtype,
        data,
    };
    moved.data = softmax_last(&moved)?;
    let mut inverse = vec![0; rank];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    Ok(transpose(&moved, &inverse)?.1)
}

/// Softmax over the last axis, in f64.
pub fn softmax_last(x: &Tensor) -> KernelResult<Vec<f32>> {
    let cols = *x.shape.last().ok_or("softmax of a scalar")?;
    if cols == 0 {
        return Ok(Vec::new());
    }
    let mut out = Vec::with_capacity(x.len());
    for row in x.data.chunks(cols) {
        let m = row
            .iter()
            .fold(f64::NEG_INFINITY, |a, b| a.max(f64::from(*b)));
        let e: Vec<f64> = row.iter().map(|v| (f64::from(*v) - m).exp()).collect();
        let s: f64 = e.iter().sum();
        out.extend(e.iter().map(|v| (v / s) as f32));
    }
    Ok(out)
}

/// Matrix product with batch dimensions: `a: [B..., M, K]`, `b: [B..., K, N]` (same
/// batch) or `b: [K, N]` (shared); f32 GEMM (`ndarray`, backed by `matrixmultiply`).
pub fn matmul(a: &Tensor, b: &Tensor) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    batched_matmul(
        a,
        b,
        |_| Ok(()),
        |av, bv, out| out.extend(av.dot(&bv).iter()),
    )
}

/// The shape checks and batch loop of a matrix product (`a: [B..., M, K]`, `b: [B..., K, N]`
/// or `[K, N]`), each `[M, K] · [K, N]` product done by `kernel`, which appends its `M × N`
/// row-major values to the output; `check_k` sees `K` before any product.
///
/// # Errors
/// Shapes that do not multiply, `check_k`'s error.
pub(crate) fn batched_matmul(
    a: &Tensor,
    b: &Tensor,
    check_k: impl FnOnce(usize) -> KernelResult<()>,
    mut kernel: impl FnMut(ArrayView2<'_, f32>, ArrayView2<'_, f32>, &mut Vec<f32>),
) -> KernelResult<(Vec<usize>, Vec<f32>)> {
    let (ra, rb) = (a.shape.len(), b.shape.len());
    if ra < 2 || rb < 2 || (rb != 2 && rb != ra) {
        return Err(format!("matmul of shapes {:?} and {:?}", a.shape, b.shape));
    }
    let (m, k) = (a.shape[ra - 2], a.shape[ra - 1]);
    let (kb, n) = (b.shape[rb - 2], b.shape[rb - 1]);
    if k != kb || (rb == ra && a.shape[..ra - 2] != b.shape[..rb - 2]) {
        return Err(format!(
            "matmul of shapes {:?} and {:?}: contracting or batch dimensions differ",
            a.shape, b.shape
        ));
    }
    check_k(k)?;
    let batch: usize = a.shape[..ra - 2].iter().product();
    let mut shape = a.shape[..ra - 2].to_vec();
    shape.extend([m, n]);
    let mut out = Vec::with_capacity(batch * m * n);
    for i in 0..batch {
        let av = ArrayView2::from_shape((m, k), &a.data[i * m * k..(i + 1) * m * k])
            .map_err(|e| e.to_string())?;
        let bi = if rb == 2 { 0 } else { i };
        let bv = ArrayView2::from_shape((k, n), &b.data[bi * k * n..(bi + 1) * k * n])
            .map_err(|e| e.to_string())?;
        kernel(av, bv, &mut out);
    }
    Ok((shape, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(shape: &[usize], data: &[f32]) -> Tensor {
        Tensor::new(shape.to_vec(), DType::F32, data.to_vec()).unwrap()
    }

    #[test]
    fn matmul_matches_hand_computation() {
        let a = t(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        let b = t(&[3, 2], &[1.0, 0.0, 0.0, 1.0, 1.0, 1.0]);
        assert_eq!(
            matmul(&a, &b).unwrap(),
            (vec![2, 2], vec![4.0, 5.0, 10.0, 11.0])
        );
        let batched = t(&[2, 1, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        assert_eq!(
            matmul(&batched, &b).unwrap(),
            (vec![2, 1, 2], vec![4.0, 5.0, 10.0, 11.0])
        );
        assert!(matmul(&a, &a).is_err());
    }

    #[test]
    fn layout_ops() {
        let x = t(&[2, 3], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
        assert_eq!(
            transpose(&x, &[1, 0]).unwrap(),
            (vec![3, 2], vec![0.0, 3.0, 1.0, 4.0, 2.0, 5.0])
        );
        assert_eq!(
            slice(&x, &[0, 1], &[2, 3], &[1, 1]).unwrap(),
            (vec![2, 2], vec![1.0, 2.0, 4.0, 5.0])
        );
        assert_eq!(
            slice(&x, &[0, 0], &[2, 3], &[1, 2]).unwrap(),
            (vec![2, 2], vec![0.0, 2.0, 3.0, 5.0])
        );
        assert_eq!(
            concat(&[&x, &x], 1).unwrap().1,
            vec![0.0, 1.0, 2.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 3.0, 4.0, 5.0]
        );
        assert_eq!(concat(&[&x, &x], 0).unwrap().0, vec![4, 3]);
        let row = t(&[3], &[10.0, 20.0, 30.0]);
        assert_eq!(
            broadcast_in_dim(&row, &[2, 3], &[1]).unwrap(),
            vec![10.0, 20.0, 30.0, 10.0, 20.0, 30.0]
        );
        let col = t(&[2], &[1.0, 2.0]);
        assert_eq!(
            broadcast_in_dim(&col, &[2, 3], &[0]).unwrap(),
            vec![1.0, 1.0, 1.0, 2.0, 2.0, 2.0]
        );
        assert!(transpose(&x, &[0, 0]).is_err());
        assert!(slice(&x, &[0, 0], &[3, 3], &[1, 1]).is_err());
    }

    #[test]
    fn broadcasting_binary_and_reduce() {
        let x = t(&[2, 3], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
        let row = t(&[3], &[1.0, 1.0, 2.0]);
        assert_eq!(
            binary(BinaryOp::Mul, &x, &row).unwrap().1,
            vec![0.0, 1.0, 4.0, 3.0, 4.0, 10.0]
        );
        assert_eq!(
            reduce(ReduceKind::Sum, &x, &[1]).unwrap(),
            (vec![2], vec![3.0, 12.0])
        );
        assert_eq!(
            reduce(ReduceKind::Max, &x, &[0]).unwrap(),
            (vec![3], vec![3.0, 4.0, 5.0])
        );
        assert_eq!(
            reduce(ReduceKind::Sum, &x, &[0, 1]).unwrap(),
            (vec![], vec![15.0])
        );
        assert!(binary(BinaryOp::Add, &x, &t(&[2], &[1.0, 2.0])).is_err());
        let s = softmax_last(&t(&[1, 2], &[0.0, 0.0])).unwrap();
        assert_eq!(s, vec![0.5, 0.5]);
        // Over axis 0 of [2, 2]: columns normalised.
        let x = t(&[2, 2], &[0.0, 1.0, 0.0, 1.0]);
        assert_eq!(softmax(&x, 0).unwrap(), vec![0.5, 0.5, 0.5, 0.5]);
        let by_row = softmax(&x, 1).unwrap();
        assert!(by_row[0] < by_row[1] && (by_row[0] + by_row[1] - 1.0).abs() < 1e-6);
        assert!(softmax(&x, 2).is_err());
    }
}
