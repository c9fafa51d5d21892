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

/// The output of each piece of an output buffer holding several outputs
/// (`piece_host_indices`, the contract's addition by `plan`), if given.
///
/// Errors (user input), at the buffer: a malformed list.
pub(crate) fn piece_host_indices(
    ctx: &Context,
    ir: &Ir,
    b: BufferOp,
) -> Result<Option<Vec<u32>>, Diagnostic> {
    let Some(a) = ir.attr(ctx, b.0, "piece_host_indices") else {
        return Ok(None);
    };
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|&v| u32::try_from(v).ok().filter(|&x| x <= i32::MAX as u32))
            .collect::<Option<Vec<u32>>>()
            .map(Some)
            .ok_or_else(|| {
                Diagnostic::error(
                    ir.loc(b.0),
                    "'exchange.buffer' op has a malformed 'piece_host_indices'",
                )
            }),
        _ => Err(Diagnostic::error(
            ir.loc(b.0),
            "'exchange.buffer' op has a malformed 'piece_host_indices'",
        )),
    }
}

/// The initial value of every element of a buffer without host data (`splat = V : f32`,
/// the contract's addition by `plan`), encoded in its element type, if present.
///
/// Errors (user input), at the buffer: a `splat` without an element type the runtime knows.
pub(crate) fn splat_bytes(
    ctx: &Context,
    ir: &Ir,
    b: BufferOp,
    bytes: u32,
) -> Result<Option<Vec<u8>>, Diagnostic> {
    let Some(value) = b.splat(ctx, ir) else {
        return Ok(None);
    };
    let value = value as f32;
    let err = |m: &str| Diagnostic::error(ir.loc(b.0), format!("'exchange.buffer' op {m}"));
    let ty = ir
        .attr(ctx, b.0, "element_type")
        .and_then(|t| ctx.type_value(t))
        .ok_or_else(|| err("has a 'splat' but no element type"))?;
    let dtype = numerics::DType::from_mlir_name(&ipu_dialects::type_to_string(ctx, ty))
        .ok_or_else(|| err("has a 'splat' of an element type the runtime does not know"))?;
    let n = bytes as usize / dtype.size_bytes();
    let mut data = numerics::encode(dtype, &vec![value; n], 0);
    data.resize(bytes as usize, 0);
    Ok(Some(data))
}

/// A buffer's host pieces as [`data_for`] needs them.
#[derive(Clone, Copy)]
pub(crate) struct HostPieces<'a> {
    /// The host attributes.
    pub data: &'a HostData,
    /// Each piece's tile and byte offset in the buffer.
    pub placements: &'a [(u32, u32)],
    /// Each piece's output, when an output buffer holds several.
    pub indices: Option<&'a [u32]>,
}

/// The `tile_asm.data` of buffer `b` (named `name`, `bytes` bytes, placed at `addr`) on
/// `tile`: one declaration of the whole buffer, with its initial bytes (`fill`: zeros or a
/// splat; constants: the tile's pieces gathered at their offsets), and for an input or
/// output the piece on the tile as its host piece (of output `indices[i]` when an output
/// buffer holds several outputs) — on the same declaration when it is the only piece at
/// byte 0, else one more declaration per piece, of the piece's bytes at its offset.
///
/// Errors (user input), located at the buffer: a piece outside the tensor or the buffer.
#[allow(clippy::too_many_arguments)]
pub(crate) fn data_for(
    ctx: &Context,
    ir: &Ir,
    b: BufferOp,
    name: &str,
    bytes: u32,
    addr: u32,
    tile: u32,
    host: Option<HostPieces<'_>>,
    constant: Option<&ConstantSource>,
    fill: Option<&[u8]>,
) -> Result<Vec<Data>, Diagnostic> {
    let err = |m: String| Diagnostic::error(ir.loc(b.0), format!("'exchange.buffer' op {m}"));
    let mut init: Option<Vec<u8>> = fill.map(<[u8]>::to_vec);
    let mut pieces: Vec<(u32, HostPiece, u32)> = Vec::new();
    if let Some(HostPieces {
        data: h,
        placements,
        indices,
    }) = host
    {
        let size = element_bytes(ctx, h.element_type)
            .ok_or_else(|| err("has an element type without a byte size".into()))?
            as u64;
        for (i, (p, &(t, offset))) in h.pieces.iter().zip(placements).enumerate() {
            if t != tile {
                continue;
            }
            let stored = h
                .layout
                .slots(p, h.block_k, h.block_n)
                .and_then(|n| n.checked_mul(size))
                .filter(|&n| n + u64::from(offset) <= u64::from(bytes))
                .ok_or_else(|| {
                    err(format!(
                        "piece #{i} (on tile {tile}, from byte {offset}) does not fit in the buffer's {bytes} bytes"
                    ))
                })? as u32;
            match (h.kind, constant) {
                (HostKind::Constant, Some(c)) => {
                    let layout =
                        piece_layout(h, p).ok_or_else(|| err("has a malformed piece".into()))?;
                    let piece = Piece {
                        tile,
                        addr: addr + offset,
                        layout,
                    };
                    let data = piece
                        .gather(&c.ty, &c.encoded)
                        .map_err(|m| err(format!("piece #{i} (on tile {tile}): {m}")))?;
                    let full = init.get_or_insert_with(|| vec![0u8; bytes as usize]);
                    let at = offset as usize;
                    full[at..at + data.len()].copy_from_slice(&data);
                }
                (HostKind::Input | HostKind::Output, _) => {
                    let piece = HostPiece {
                        output: h.kind == HostKind::Output,
                        index: indices.and_then(|x| x.get(i).copied()).unwrap_or(h.index),
                        layout: h.layout.name().to_string(),
                        piece: p.clone(),
                        block_k: h.block_k,
                        block_n: h.block_n,
                        element_type: h.element_type,
                    };
                    pieces.push((offset, piece, stored));
                }
                (HostKind::Constant, None) => {}
            }
        }
    }
    let whole_has_host = pieces.len() == 1 && pieces[0].0 == 0;
    let mut out = vec![Data {
        name: name.to_string(),
        addr,
        bytes,
        init: init.map(|d| init_attr(ctx, &d)),
        host: if whole_has_host {
            pieces.pop().map(|p| p.1)
        } else {
            None
        },
    }];
    for (offset, piece, stored) in pieces {
        out.push(Data {
            name: name.to_string(),
            addr: addr + offset,
            bytes: stored.max(1),
            init: None,
            host: Some(piece),
        });
    }
    Ok(out)
}
