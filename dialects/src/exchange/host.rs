//! The back end's contract on an `exchange.program`: what `build-package` needs that the
//! program must say, and what `place-storage` records.
//!
//! - `exchange.program`'s `function = @f`: the graph-level `func.func` the program computes
//!   (arguments = program inputs, results = outputs, `graph.constant`s = constants), from
//!   which `build-package` makes the host reference.
//! - `exchange.buffer`'s host attributes ([`HostData`]): the buffer holds elements of a
//!   program input, output or constant, each tile a [`piece`](HostData::pieces) of it in a
//!   layout that mirrors `ipu_runtime::package::PieceLayout`, starting at byte 0 of the
//!   buffer; `zero_init` makes it start zeroed.
//! - `exchange.buffer`'s `addresses` (one per tile, set by `place-storage`) and the
//!   program's `peak_standard_bytes` / `peak_interleaved_bytes`.
//!
//! - Additions by `plan` (`lower-to-exchange`), for tiles that hold several pieces of a
//!   tensor or a piece that does not start at byte 0 (a tile holding several blocks of an
//!   input, or the host writing one part of a replicated block): `piece_tiles =
//!   array<i32: ...>` (the tile of each piece, tiles of the buffer, repeats allowed) and
//!   `piece_offsets = array<i32: ...>` (each piece's first byte in the buffer); with them,
//!   `pieces` lists one piece per entry instead of one per tile ([`HostData::placements`]).
//!   With `host = "output"`, `piece_host_indices = array<i32: ...>` gives each piece's
//!   output (one buffer holding several outputs, e.g. the three slices of a fused QKV
//!   product) instead of `host_index` for all. And `splat = V : f32` on a buffer without `host` (with `element_type`): every element
//!   of the buffer starts as `V` (a constant the plan replicates, e.g. a cast's scale).
//!
//! All of these are optional attributes: programs that do not use them are unchanged.

use ipu_device::{AddrRange, Target};

use crate::graph::support::{
    I64_ARRAY, INTEGER, STRING, SYMBOL, int_array, int_value, opt_attr, req_attr, string_value,
    symbol_ref, ty_str,
};
use crate::ir::arena::Ir;
use crate::ir::attributes::AttrKind;
use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::dialect::OpRef;
use crate::ir::parser::element_bytes;
use crate::ir::types::Type;

use super::ops::{BufferOp, BufferRegion, ProgramOp};
use super::target::{resolve, target_name_of};

/// What a host-data buffer holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HostKind {
    /// A program input (an argument of the function), written by the host before the run.
    Input,
    /// A program output (a result of the function), read by the host after the run.
    Output,
    /// A constant of the function (its `host_index`-th `graph.constant`, in program order),
    /// baked into the package as the buffer's initial bytes.
    Constant,
}

impl HostKind {
    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            HostKind::Input => "input",
            HostKind::Output => "output",
            HostKind::Constant => "constant",
        }
    }

    /// The kind spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        match s {
            "input" => Some(HostKind::Input),
            "output" => Some(HostKind::Output),
            "constant" => Some(HostKind::Constant),
            _ => None,
        }
    }
}

/// The element order of a piece (`ipu_runtime::package::PieceLayout`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PieceKind {
    /// `[start, count]`: flat row-major elements `start .. start + count`.
    Contiguous,
    /// `[row0, rows, col0, cols]` of the `[R, C]` view, row-major.
    Block,
    /// The same block in the AMP activation layout (block `block_k`).
    AmpBlock,
    /// `[k0, ks, n0, ns]` of a `[K, N]` weight in the AMP weight layout (`block_k`, `block_n`).
    AmpWeightBlock,
}

impl PieceKind {
    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Contiguous => "contiguous",
            PieceKind::Block => "block",
            PieceKind::AmpBlock => "amp_block",
            PieceKind::AmpWeightBlock => "amp_weight_block",
        }
    }

    /// The layout spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        match s {
            "contiguous" => Some(PieceKind::Contiguous),
            "block" => Some(PieceKind::Block),
            "amp_block" => Some(PieceKind::AmpBlock),
            "amp_weight_block" => Some(PieceKind::AmpWeightBlock),
            _ => None,
        }
    }

    /// Numbers per tile in `pieces`.
    pub fn arity(self) -> usize {
        match self {
            PieceKind::Contiguous => 2,
            _ => 4,
        }
    }

    /// Storage slots (padding included) of a piece with numbers `p`, or `None` on
    /// overflow or a zero block.
    pub fn slots(self, p: &[i64], block_k: u32, block_n: u32) -> Option<u64> {
        let u = |i: usize| u64::try_from(*p.get(i)?).ok();
        let up = |x: u64, b: u32| (b > 0).then(|| x.div_ceil(u64::from(b)) * u64::from(b));
        match self {
            PieceKind::Contiguous => u(1),
            PieceKind::Block => u(1)?.checked_mul(u(3)?),
            PieceKind::AmpBlock => u(1)?.checked_mul(up(u(3)?, block_k)?),
            PieceKind::AmpWeightBlock => up(u(3)?, block_n)?.checked_mul(up(u(1)?, block_k)?),
        }
    }
}

/// The host attributes of one `exchange.buffer`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostData {
    /// Input, output or constant.
    pub kind: HostKind,
    /// Position of the input, output or constant.
    pub index: u32,
    /// The element order.
    pub layout: PieceKind,
    /// Each tile's numbers (`layout.arity()` of them), in the buffer's `tiles` order.
    pub pieces: Vec<Vec<i64>>,
    /// Contracted-dimension block (AMP layouts; 0 otherwise).
    pub block_k: u32,
    /// Output-column block (`amp_weight_block`; 0 otherwise).
    pub block_n: u32,
    /// The tensor's element type.
    pub element_type: Type,
    /// Addition by `plan`: the tile of each piece (`piece_tiles`), when the pieces are not
    /// one per tile in `tiles` order. Empty: one piece per tile, in `tiles` order.
    pub piece_tiles: Vec<u32>,
    /// Addition by `plan`: each piece's first byte in the buffer (`piece_offsets`). Empty:
    /// every piece at byte 0.
    pub piece_offsets: Vec<u32>,
    /// Addition by `plan`, with `host = "output"`: the output each piece belongs to
    /// (`piece_host_indices`; one buffer holding several outputs, e.g. the slices of a fused
    /// product). Empty: every piece is of output `index`.
    pub piece_host_indices: Vec<u32>,
}

impl HostData {
    /// The tile and byte offset (in the buffer) of each piece, given the buffer's `tiles`:
    /// `piece_tiles` / `piece_offsets` when present, else one piece per tile at byte 0.
    pub fn placements(&self, tiles: &[u32]) -> Vec<(u32, u32)> {
        (0..self.pieces.len())
            .map(|i| {
                let t = if self.piece_tiles.is_empty() {
                    tiles.get(i).copied().unwrap_or(0)
                } else {
                    self.piece_tiles[i]
                };
                (t, self.piece_offsets.get(i).copied().unwrap_or(0))
            })
            .collect()
    }

    /// The host tensor (input, output or constant number) of piece `i`.
    pub fn piece_index(&self, i: usize) -> u32 {
        self.piece_host_indices
            .get(i)
            .copied()
            .unwrap_or(self.index)
    }
}

impl BufferOp {
    /// The host attributes, if `host` is present and they are well-formed.
    pub fn host(self, ctx: &Context, ir: &Ir) -> Option<HostData> {
        let op = self.0;
        let get = |n: &str| ir.attr(ctx, op, n);
        let kind = HostKind::from_name(&string_value(ctx, get("host")?)?)?;
        let layout = PieceKind::from_name(&string_value(ctx, get("layout")?)?)?;
        let flat = int_array(ctx, get("pieces")?)?;
        let block = |n: &str| match get(n) {
            None => Some(0),
            Some(a) => int_value(ctx, a).and_then(|v| u32::try_from(v).ok()),
        };
        // An optional list of u32 (absent: empty; present and malformed: `None`).
        let u32_list = |n: &str| match get(n) {
            None => Some(Vec::new()),
            Some(a) => int_array(ctx, a)?
                .into_iter()
                .map(|v| u32::try_from(v).ok())
                .collect::<Option<Vec<u32>>>(),
        };
        Some(HostData {
            kind,
            index: int_value(ctx, get("host_index")?).and_then(|v| u32::try_from(v).ok())?,
            layout,
            pieces: flat.chunks(layout.arity()).map(<[i64]>::to_vec).collect(),
            block_k: block("block_k")?,
            block_n: block("block_n")?,
            element_type: ctx.type_value(get("element_type")?)?,
            piece_tiles: u32_list("piece_tiles")?,
            piece_offsets: u32_list("piece_offsets")?,
            piece_host_indices: u32_list("piece_host_indices")?,
        })
    }

    /// Addition by `plan`: the value every element of the buffer starts as (`splat`, an f32
    /// attribute, encoded in `element_type`), if present.
    pub fn splat(self, ctx: &Context, ir: &Ir) -> Option<f64> {
        crate::graph::support::f32_value(ctx, ir.attr(ctx, self.0, "splat")?)
    }

    /// Whether the buffer starts zeroed (`zero_init`).
    pub fn zero_init(self, ctx: &Context, ir: &Ir) -> bool {
        ir.attr(ctx, self.0, "zero_init").is_some()
    }

    /// The placed addresses, one per tile in `tiles` order, if present and well-formed.
    pub fn addresses(self, ctx: &Context, ir: &Ir) -> Option<Vec<u32>> {
        int_array(ctx, ir.attr(ctx, self.0, "addresses")?)?
            .into_iter()
            .map(|a| u32::try_from(a).ok())
            .collect()
    }

    /// Records the placed addresses (one per tile, in `tiles` order).
    pub fn set_addresses(self, ctx: &Context, ir: &mut Ir, addresses: &[u32]) {
        let v: Vec<i32> = addresses.iter().map(|&a| a as i32).collect();
        ir.set_attr(ctx, self.0, "addresses", ctx.dense_i32_array(&v));
    }
}

impl HostData {
    /// Adds the host attributes to a buffer.
    pub fn set_on(&self, ctx: &Context, ir: &mut Ir, buffer: BufferOp) {
        let op = buffer.0;
        let i32a = |v: u32| ctx.int_attr(ctx.i32(), i128::from(v));
        ir.set_attr(ctx, op, "host", ctx.string_attr(self.kind.name()));
        ir.set_attr(ctx, op, "host_index", i32a(self.index));
        ir.set_attr(ctx, op, "layout", ctx.string_attr(self.layout.name()));
        let flat: Vec<i64> = self.pieces.iter().flatten().copied().collect();
        ir.set_attr(ctx, op, "pieces", ctx.dense_i64_array(&flat));
        if self.block_k > 0 {
            ir.set_attr(ctx, op, "block_k", i32a(self.block_k));
        }
        if self.block_n > 0 {
            ir.set_attr(ctx, op, "block_n", i32a(self.block_n));
        }
        ir.set_attr(ctx, op, "element_type", ctx.type_attr(self.element_type));
        let i32s =
            |v: &[u32]| ctx.dense_i32_array(&v.iter().map(|&x| x as i32).collect::<Vec<_>>());
        if !self.piece_tiles.is_empty() {
            ir.set_attr(ctx, op, "piece_tiles", i32s(&self.piece_tiles));
        }
        if !self.piece_offsets.is_empty() {
            ir.set_attr(ctx, op, "piece_offsets", i32s(&self.piece_offsets));
        }
        if !self.piece_host_indices.is_empty() {
            ir.set_attr(
                ctx,
                op,
                "piece_host_indices",
                i32s(&self.piece_host_indices),
            );
        }
    }
}

impl ProgramOp {
    /// The graph-level function the program computes, if named.
    pub fn function(self, ctx: &Context, ir: &Ir) -> Option<String> {
        let a = ir.attr(ctx, self.0, "function")?;
        symbol_ref(ctx, a).map(|i| ctx.ident_str(i).to_string())
    }
}

/// The program's contract attributes.
pub(crate) fn verify_program_contract(op: &OpRef<'_>) -> Result<(), Diagnostic> {
    opt_attr(op, "function", symbol_ref, SYMBOL)?;
    for name in ["peak_standard_bytes", "peak_interleaved_bytes"] {
        if let Some(v) = opt_attr(op, name, int_value, INTEGER)?
            && v < 0
        {
            return Err(op.error(format!("attribute '{name}' must be >= 0, got {v}")));
        }
    }
    Ok(())
}

/// A buffer's host and placement attributes (`tiles` = its tile count, `bytes` its size).
pub(crate) fn verify_buffer_contract(
    op: &OpRef<'_>,
    tiles: usize,
    bytes: i64,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    opt_attr(
        op,
        "zero_init",
        |c, a| matches!(c.attr_kind(a), AttrKind::Unit).then_some(()),
        "unit attribute",
    )?;
    if let Some(kind) = opt_attr(op, "host", string_value, STRING)? {
        if HostKind::from_name(&kind).is_none() {
            return Err(op.error(format!(
                "attribute 'host' must be \"input\", \"output\" or \"constant\", got \"{kind}\""
            )));
        }
        let index = req_attr(op, "host_index", int_value, INTEGER)?;
        if index < 0 || index > i64::from(i32::MAX) {
            return Err(op.error(format!("attribute 'host_index' must be >= 0, got {index}")));
        }
        let name = req_attr(op, "layout", string_value, STRING)?;
        let Some(layout) = PieceKind::from_name(&name) else {
            return Err(op.error(format!(
                "attribute 'layout' must be \"contiguous\", \"block\", \"amp_block\" or \"amp_weight_block\", got \"{name}\""
            )));
        };
        let pieces = req_attr(op, "pieces", int_array, I64_ARRAY)?;
        let piece_tiles = opt_attr(op, "piece_tiles", int_array, I64_ARRAY)?;
        let piece_offsets = opt_attr(op, "piece_offsets", int_array, I64_ARRAY)?;
        let count = match &piece_tiles {
            Some(t) => {
                let own = opt_attr(op, "tiles", int_array, I64_ARRAY)?.unwrap_or_default();
                if let Some(bad) = t.iter().find(|x| !own.contains(x)) {
                    return Err(op.error(format!(
                        "'piece_tiles' names tile {bad}, which does not hold the buffer"
                    )));
                }
                t.len()
            }
            None => tiles,
        };
        if let Some(h) = opt_attr(op, "piece_host_indices", int_array, I64_ARRAY)? {
            if kind != "output" {
                return Err(op.error("attribute 'piece_host_indices' requires host = \"output\""));
            }
            if h.len() != count {
                return Err(op.error(format!(
                    "'piece_host_indices' has {} entries for {count} pieces",
                    h.len()
                )));
            }
            if let Some(&v) = h.iter().find(|&&v| v < 0) {
                return Err(op.error(format!("'piece_host_indices' has a negative entry {v}")));
            }
        }
        if let Some(o) = &piece_offsets
            && o.len() != count
        {
            return Err(op.error(format!(
                "'piece_offsets' has {} entries for {count} pieces",
                o.len()
            )));
        }
        if pieces.len() != layout.arity() * count && piece_tiles.is_some() {
            return Err(op.error(format!(
                "layout \"{name}\" needs {} numbers per piece in 'pieces' ({} for {count} pieces), got {}",
                layout.arity(),
                layout.arity() * count,
                pieces.len()
            )));
        }
        if pieces.len() != layout.arity() * tiles && piece_tiles.is_none() {
            return Err(op.error(format!(
                "layout \"{name}\" needs {} numbers per tile in 'pieces' ({} for {tiles} tiles), got {}",
                layout.arity(),
                layout.arity() * tiles,
                pieces.len()
            )));
        }
        if let Some(&v) = pieces.iter().find(|&&v| v < 0) {
            return Err(op.error(format!("'pieces' has a negative entry {v}")));
        }
        let block = |n: &str, needed: bool| -> Result<u32, Diagnostic> {
            if !needed {
                return Ok(0);
            }
            let v = req_attr(op, n, int_value, INTEGER)?;
            u32::try_from(v)
                .ok()
                .filter(|&b| b > 0)
                .ok_or_else(|| op.error(format!("attribute '{n}' must be > 0, got {v}")))
        };
        let bk = block(
            "block_k",
            matches!(layout, PieceKind::AmpBlock | PieceKind::AmpWeightBlock),
        )?;
        let bn = block("block_n", layout == PieceKind::AmpWeightBlock)?;
        let ty = req_attr(op, "element_type", |c, a| c.type_value(a), "type attribute")?;
        let size = element_bytes(ctx, ty)
            .ok_or_else(|| op.error(format!("element type {} has no byte size", ty_str(ctx, ty))))?
            as u64;
        for (i, p) in pieces.chunks(layout.arity()).enumerate() {
            let at = piece_offsets
                .as_ref()
                .and_then(|o| o.get(i))
                .copied()
                .unwrap_or(0);
            if at < 0 {
                return Err(op.error(format!("'piece_offsets' has a negative entry {at}")));
            }
            let need = layout
                .slots(p, bk, bn)
                .and_then(|s| s.checked_mul(size))
                .unwrap_or(u64::MAX);
            if need.saturating_add(at as u64) > bytes as u64 {
                let which = if piece_tiles.is_some() || piece_offsets.is_some() {
                    format!("piece #{i}")
                } else {
                    format!("the piece of tile #{i}")
                };
                let from = if at > 0 {
                    format!(" from byte {at}")
                } else {
                    String::new()
                };
                return Err(op.error(format!(
                    "{which} holds {need} bytes (padding included){from}, more than the buffer's {bytes}"
                )));
            }
        }
        if op.attr("splat").is_some() {
            return Err(op.error("attribute 'splat' cannot be combined with 'host'"));
        }
    } else {
        if opt_attr(
            op,
            "splat",
            crate::graph::support::f32_value,
            crate::graph::support::F32,
        )?
        .is_some()
            && op.attr("element_type").is_none()
        {
            return Err(op.error("attribute 'splat' requires attribute 'element_type'"));
        }
        for name in [
            "host_index",
            "layout",
            "pieces",
            "block_k",
            "block_n",
            "piece_tiles",
            "piece_offsets",
            "piece_host_indices",
        ] {
            if op.attr(name).is_some() {
                return Err(op.error(format!("attribute '{name}' requires attribute 'host'")));
            }
        }
    }
    let Some(addresses) = opt_attr(op, "addresses", int_array, I64_ARRAY)? else {
        return Ok(());
    };
    if addresses.len() != tiles {
        return Err(op.error(format!(
            "'addresses' has {} entries for {tiles} tiles",
            addresses.len()
        )));
    }
    let align = opt_attr(op, "align", int_value, INTEGER)?.unwrap_or(4);
    let region =
        opt_attr(op, "region", string_value, STRING)?.and_then(|r| BufferRegion::from_name(&r));
    let Ok(target) = resolve(ctx, &target_name_of(ctx, op.ir, op.id, false)) else {
        return Ok(());
    };
    for &a in &addresses {
        check_address(op, &target, a, bytes, align, region)?;
    }
    Ok(())
}

fn check_address(
    op: &OpRef<'_>,
    target: &Target,
    addr: i64,
    bytes: i64,
    align: i64,
    region: Option<BufferRegion>,
) -> Result<(), Diagnostic> {
    if addr < 0 || align <= 0 || addr % align != 0 {
        return Err(op.error(format!(
            "address {addr:#x} is not a multiple of the alignment {align}"
        )));
    }
    let range = AddrRange::with_len(addr as u32, bytes as u32)
        .filter(|r| target.memory.contains(*r))
        .ok_or_else(|| {
            op.error(format!(
                "bytes at {addr:#x} + {bytes} are outside the tile memory {}",
                target.memory.range()
            ))
        })?;
    if let Some(r) = target
        .memory
        .reserved_ranges()
        .iter()
        .find(|r| r.overlaps(range))
    {
        return Err(op.error(format!("{range} overlaps the reserved range {r}")));
    }
    if let Some(want) = region
        && target.memory.region_of_range(range) != Some(want.device())
    {
        return Err(op.error(format!("{range} is not in the {} region", want.name())));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::graph::tests::{check, check_error, context};
    use crate::ir::module::Module;

    use super::{BufferOp, HostData, HostKind, PieceKind};

    #[test]
    fn host_buffers_round_trip_and_read_back() {
        let text = r#"
        exchange.program @dev attributes {function = @main} {
          exchange.buffer @x tiles [0, 1] bytes 256 {host = "input", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 2, 0, 32, 2, 2, 0, 32>} : f16
          exchange.buffer @w tiles [0] bytes 1024 region "interleaved" align 16 {block_k = 16 : i32, block_n = 16 : i32, host = "constant", host_index = 0 : i32, layout = "amp_weight_block", pieces = array<i64: 0, 32, 0, 16>, zero_init} : f16
        }
        "#;
        check(
            text,
            r#"
            module {
              exchange.program @dev attributes {function = @main} {
                buffer @x tiles [0, 1] bytes 256 {host = "input", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 2, 0, 32, 2, 2, 0, 32>} : f16
                buffer @w tiles [0] bytes 1024 region "interleaved" align 16 {block_k = 16 : i32, block_n = 16 : i32, host = "constant", host_index = 0 : i32, layout = "amp_weight_block", pieces = array<i64: 0, 32, 0, 16>, zero_init} : f16
              }
            }
            "#,
        );
        let ctx = context();
        let m = Module::parse(&ctx, "t.mlir", text.as_bytes()).unwrap_or_else(|_| panic!("parse"));
        let buffers: Vec<BufferOp> =
            m.ir.collect_ops(m.op, |o| BufferOp::cast(&ctx, &m.ir, o).is_some())
                .into_iter()
                .map(BufferOp)
                .collect();
        let x = buffers[0]
            .host(&ctx, &m.ir)
            .unwrap_or_else(|| panic!("host"));
        assert_eq!(
            x,
            HostData {
                kind: HostKind::Input,
                index: 0,
                layout: PieceKind::Block,
                pieces: vec![vec![0, 2, 0, 32], vec![2, 2, 0, 32]],
                block_k: 0,
                block_n: 0,
                element_type: ctx.f16(),
                piece_tiles: Vec::new(),
                piece_offsets: Vec::new(),
                piece_host_indices: Vec::new(),
            }
        );
        assert!(buffers[1].zero_init(&ctx, &m.ir));
        assert!(!buffers[0].zero_init(&ctx, &m.ir));
        assert_eq!(PieceKind::AmpBlock.slots(&[0, 3, 0, 20], 16, 0), Some(96));
    }

    #[test]
    fn pieces_may_name_their_tiles_and_offsets() {
        let text = r#"
        exchange.program @dev attributes {function = @main} {
          exchange.buffer @x tiles [0, 1] bytes 256 {host = "input", host_index = 0 : i32, layout = "block", piece_offsets = array<i32: 0, 128, 0>, piece_tiles = array<i32: 0, 0, 1>, pieces = array<i64: 0, 2, 0, 32, 4, 2, 0, 32, 2, 2, 0, 32>} : f16
          exchange.buffer @s tiles [0, 1] bytes 16 {splat = 2.500000e-01 : f32} : f32
        }
        "#;
        let ctx = context();
        let m = Module::parse(&ctx, "t.mlir", text.as_bytes()).unwrap_or_else(|_| panic!("parse"));
        assert!(m.verify(&ctx).is_empty());
        let buffers: Vec<BufferOp> =
            m.ir.collect_ops(m.op, |o| BufferOp::cast(&ctx, &m.ir, o).is_some())
                .into_iter()
                .map(BufferOp)
                .collect();
        let x = buffers[0]
            .host(&ctx, &m.ir)
            .unwrap_or_else(|| panic!("host"));
        assert_eq!(x.placements(&[0, 1]), vec![(0, 0), (0, 128), (1, 0)]);
        assert_eq!(buffers[1].splat(&ctx, &m.ir), Some(0.25));
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @x tiles [0, 1] bytes 256 {host = "input", host_index = 0 : i32, layout = "block", piece_offsets = array<i32: 0, 192>, piece_tiles = array<i32: 0, 0>, pieces = array<i64: 0, 2, 0, 32, 2, 2, 0, 32>} : f16
            }
            "#,
            "t.mlir:2:3: error: 'exchange.buffer' op piece #1 holds 128 bytes (padding included) from byte 192, more than the buffer's 256",
        );
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @x tiles [0, 1] bytes 256 {host = "input", host_index = 0 : i32, layout = "block", piece_tiles = array<i32: 0, 2>, pieces = array<i64: 0, 2, 0, 32, 2, 2, 0, 32>} : f16
            }
            "#,
            "t.mlir:2:3: error: 'exchange.buffer' op 'piece_tiles' names tile 2, which does not hold the buffer",
        );
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @s tiles [0] bytes 16 {splat = 1.0 : f32}
            }
            "#,
            "t.mlir:2:3: error: 'exchange.buffer' op attribute 'splat' requires attribute 'element_type'",
        );
    }

    #[test]
    fn host_attributes_are_checked() {
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @x tiles [0, 1] bytes 64 {host = "input", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 2, 0, 32>} : f16
            }
            "#,
            r#"t.mlir:2:3: error: 'exchange.buffer' op layout "block" needs 4 numbers per tile in 'pieces' (8 for 2 tiles), got 4"#,
        );
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @x tiles [0] bytes 64 {host = "input", host_index = 0 : i32, layout = "block", pieces = array<i64: 0, 2, 0, 32>} : f16
            }
            "#,
            "t.mlir:2:3: error: 'exchange.buffer' op the piece of tile #0 holds 128 bytes (padding included), more than the buffer's 64",
        );
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @x tiles [0] bytes 64 {layout = "block"}
            }
            "#,
            "t.mlir:2:3: error: 'exchange.buffer' op attribute 'layout' requires attribute 'host'",
        );
        check_error(
            r#"
            exchange.program @dev {
              exchange.buffer @x tiles [0, 1] bytes 64 region "standard" {addresses = array<i32: 327680, 524288>}
            }
            "#,
            r#"t.mlir:2:3: error: 'exchange.buffer' op [0x80000, 0x80040) is not in the standard region"#,
        );
    }
}

#[cfg(test)]
mod readme {
    #[test]
    fn exchange_readme_is_current() {
        crate::tile_asm::tests::check_readme("exchange");
    }
}
