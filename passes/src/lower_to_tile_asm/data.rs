//! The data declarations of a tile: one `tile_asm.data` per (buffer, tile), with the host
//! piece of inputs and outputs and the initial bytes of constants and `zero_init` buffers.

use ipu_dialects::exchange_dialect::{BufferOp, HostData, HostKind, PieceKind};
use ipu_dialects::func_dialect::FuncOp;
use ipu_dialects::graph_dialect::ConstantOp;
use ipu_dialects::tile_asm_dialect::{Data, HostPiece, init_attr};
use ipu_dialects::{AttrKind, Context, Diagnostic, Ir, OpId, element_bytes};
use ipu_runtime::numerics;
use ipu_runtime::package::io_map::EncodedTensor;
use ipu_runtime::package::{Piece, PieceLayout};
use ipu_runtime::reference::{Tensor, TensorType};

use crate::graph_interp::{dtype_of, random_values};

/// The `func.func` named `name` directly in the module `root`.
pub(crate) fn find_function(ctx: &Context, ir: &Ir, root: OpId, name: &str) -> Option<FuncOp> {
    let region = *ir.regions(root).first()?;
    let block = ir.entry_block(region)?;
    ir.block_ops(block)
        .filter_map(|o| FuncOp::cast(ctx, ir, o))
        .find(|f| f.name(ctx, ir).as_deref() == Some(name))
}

/// The `graph.constant`s of `func`, in program order (the numbering `host_index` uses).
pub(crate) fn constants_of(ctx: &Context, ir: &Ir, func: FuncOp) -> Vec<ConstantOp> {
    ir.collect_ops(func.0, |o| ConstantOp::cast(ctx, ir, o).is_some())
        .into_iter()
        .map(ConstantOp)
        .collect()
}

/// The values of a `graph.constant` as a tensor of its result type (rounded to it), or a
/// message.
pub(crate) fn constant_tensor(ctx: &Context, ir: &Ir, c: ConstantOp) -> Result<Tensor, String> {
    let ty = ir.value_type(ir.result(c.0, 0));
    let (shape, dtype) =
        dtype_of(ctx, ty).ok_or("has a result that is not a graph tensor".to_string())?;
    let n: usize = shape.iter().product();
    let values = if let Some(spec) = c.random(ctx, ir) {
        random_values(spec, n)
    } else {
        let value = c.value(ctx, ir).ok_or("has no valid 'value'".to_string())?;
        let AttrKind::DenseElements { splat, data, .. } = ctx.attr_kind(value) else {
            return Err("has a 'value' that is not a dense elements attribute".into());
        };
        let decoded = numerics::decode(dtype, data, 0);
        match (*splat, decoded.len()) {
            (true, 1) => vec![decoded[0]; n],
            (false, len) if len == n => decoded,
            _ => return Err("has a 'value' with the wrong number of elements".into()),
        }
    };
    Tensor::new(shape, numerics::DType::F32, values)
        .map(|t| t.rounded_to(dtype))
        .map_err(|e| e.to_string())
}

/// The runtime layout of one tile's piece.
pub(crate) fn piece_layout(h: &HostData, p: &[i64]) -> Option<PieceLayout> {
    let u = |i: usize| u32::try_from(*p.get(i)?).ok();
    Some(match h.layout {
        PieceKind::Contiguous => PieceLayout::Contiguous {
            start: u64::try_from(*p.first()?).ok()?,
            count: u64::try_from(*p.get(1)?).ok()?,
        },
        PieceKind::Block => PieceLayout::Block {
            row0: u(0)?,
            rows: u(1)?,
            col0: u(2)?,
            cols: u(3)?,
        },
        PieceKind::AmpBlock => PieceLayout::AmpBlock {
            row0: u(0)?,
            rows: u(1)?,
            col0: u(2)?,
            cols: u(3)?,
            block_k: h.block_k,
        },
        PieceKind::AmpWeightBlock => PieceLayout::AmpWeightBlock {
            k0: u(0)?,
            ks: u(1)?,
            n0: u(2)?,
            ns: u(3)?,
            block_k: h.block_k,
            block_n: h.block_n,
        },
    })
}

/// A constant's values, encoded once, for gathering every tile's piece.
pub(crate) struct ConstantSource {
    ty: TensorType,
    encoded: EncodedTensor,
}

/// Loads constant `host.index` of the program's function for buffer `b`.
///
/// Errors (user input), located at the buffer: no function, no such constant, or an
/// element type that differs from the constant's.
pub(crate) fn constant_source(
    ctx: &Context,
    ir: &Ir,
    b: BufferOp,
    host: &HostData,
    func: Option<FuncOp>,
) -> Result<ConstantSource, Diagnostic> {
    let err = |m: String| Diagnostic::error(ir.loc(b.0), format!("'exchange.buffer' op {m}"));
    let func = func.ok_or_else(|| {
        err("holds a constant, but the program names no graph-level 'function'".into())
    })?;
    let constants = constants_of(ctx, ir, func);
    let c = *constants.get(host.index as usize).ok_or_else(|| {
        err(format!(
            "holds constant #{}, but the function has {} 'graph.constant's",
            host.index,
            constants.len()
        ))
    })?;
    let tensor = constant_tensor(ctx, ir, c).map_err(|m| err(format!("constant: {m}")))?;
    let ty = TensorType {
        shape: tensor.shape.clone(),
        dtype: tensor.dtype,
    };
    let want = dtype_of(ctx, ctx.tensor_type(&[1], host.element_type)).map(|d| d.1);
    if want != Some(ty.dtype) {
        return Err(err(format!(
            "holds constant #{} of type {ty}, but its element_type differs",
            host.index
        )));
    }
    let encoded = EncodedTensor::new(&ty, &tensor);
    Ok(ConstantSource { ty, encoded })
}

/// The `tile_asm.data` of buffer `b` (placed at `addr`) on the tile at position `pos`.
///
/// Errors (user input), located at the buffer: a piece outside the tensor.
#[allow(clippy::too_many_arguments)]
pub(crate) fn data_for(
    ctx: &Context,
    ir: &Ir,
    b: BufferOp,
    name: &str,
    bytes: u32,
    addr: u32,
    pos: usize,
    host: Option<&HostData>,
    constant: Option<&ConstantSource>,
    zero_init: bool,
) -> Result<Data, Diagnostic> {
    let err = |m: String| Diagnostic::error(ir.loc(b.0), format!("'exchange.buffer' op {m}"));
    let mut init = zero_init.then(|| vec![0u8; bytes as usize]);
    let mut host_piece = None;
    if let Some(h) = host {
        let p = h
            .pieces
            .get(pos)
            .ok_or_else(|| err(format!("has no piece for tile #{pos}")))?;
        match (h.kind, constant) {
            (HostKind::Constant, Some(c)) => {
                let layout =
                    piece_layout(h, p).ok_or_else(|| err("has a malformed piece".into()))?;
                let piece = Piece {
                    tile: 0,
                    addr,
                    layout,
                };
                let data = piece
                    .gather(&c.ty, &c.encoded)
                    .map_err(|m| err(format!("piece of tile #{pos}: {m}")))?;
                let mut full = init.take().unwrap_or_else(|| vec![0u8; bytes as usize]);
                if data.len() > full.len() {
                    return Err(err(format!(
                        "piece of tile #{pos} holds {} bytes, more than the buffer's {bytes}",
                        data.len()
                    )));
                }
                full[..data.len()].copy_from_slice(&data);
                init = Some(full);
            }
            (HostKind::Input | HostKind::Output, _) => {
                host_piece = Some(HostPiece {
                    output: h.kind == HostKind::Output,
                    index: h.index,
                    layout: h.layout.name().to_string(),
                    piece: p.clone(),
                    block_k: h.block_k,
                    block_n: h.block_n,
                    element_type: h.element_type,
                });
            }
            (HostKind::Constant, None) => {}
        }
        if element_bytes(ctx, h.element_type).is_none() {
            return Err(err("has an element type without a byte size".into()));
        }
    }
    Ok(Data {
        name: name.to_string(),
        addr,
        bytes,
        init: init.map(|d| init_attr(ctx, &d)),
        host: host_piece,
    })
}
