//! Phases 1 and 2 of `place-storage`: what each buffer needs (region, alignment) and when
//! it lives on each of its tiles.

use std::collections::BTreeMap;

use rayon::prelude::*;

use ipu_device::{Access, Codelet, CodeletShape, Region, Target};
use ipu_dialects::exchange_dialect::{
    BufferOp, ComputeSetOp, HostKind, PhaseOp, ProgramOp, SyncOp, TransferOp, VertexOp,
};
use ipu_dialects::{Context, Diagnostic, Ir, OpId};

/// When a buffer lives on one tile: from step time `first` to `last`, inclusive. Time 0 is
/// before the first step, step `i` (in program order, from 0) is time `i + 1`, and
/// `steps + 1` is after the last.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Lifetime {
    /// First time it is used.
    pub first: u32,
    /// Last time it is used.
    pub last: u32,
}

impl Lifetime {
    /// Whether the two are live at a common time.
    pub fn overlaps(self, other: Lifetime) -> bool {
        self.first <= other.last && other.first <= self.last
    }

    fn touch(slot: &mut Option<Lifetime>, time: u32) {
        *slot = Some(match *slot {
            None => Lifetime {
                first: time,
                last: time,
            },
            Some(l) => Lifetime {
                first: l.first.min(time),
                last: l.last.max(time),
            },
        });
    }
}

/// What one buffer needs.
#[derive(Clone, Debug)]
pub struct BufferNeeds {
    /// The op.
    pub op: BufferOp,
    /// Its name.
    pub name: String,
    /// Its tiles, in the op's order.
    pub tiles: Vec<u32>,
    /// Bytes per tile.
    pub bytes: u32,
    /// Alignment of its address, bytes (a power of two, at least 4).
    pub align: u32,
    /// The region it must be in, if any.
    pub region: Option<Region>,
    /// Per tile (in `tiles` order): when it lives there (`None`: never used there).
    pub lifetimes: Vec<Option<Lifetime>>,
    /// `(tile, position in tiles)`, sorted by tile.
    by_tile: Vec<(u32, usize)>,
}

impl BufferNeeds {
    /// The position of `tile` in `tiles`.
    pub fn position(&self, tile: u32) -> Option<usize> {
        self.by_tile
            .binary_search_by_key(&tile, |&(t, _)| t)
            .ok()
            .map(|i| self.by_tile[i].1)
    }

    /// `(tile, lifetime)` for the tiles where it is used, sorted by tile.
    pub fn live_tiles(&self) -> impl Iterator<Item = (u32, Lifetime)> + '_ {
        self.by_tile
            .iter()
            .filter_map(|&(t, p)| self.lifetimes[p].map(|l| (t, l)))
    }
}

/// Everything the allocator needs of a program.
#[derive(Debug)]
pub(crate) struct Needs {
    /// The buffers, in block order.
    pub(crate) buffers: Vec<BufferNeeds>,
    /// Buffer name → index.
    pub(crate) index: BTreeMap<String, usize>,
    /// Every buffer already has `addresses`.
    pub(crate) already_placed: bool,
}

fn error(ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir.loc(op), message)
}

/// Collects the needs of `program`'s buffers on `target`.
///
/// Errors (user input): a buffer, transfer or vertex the verifier would reject; a
/// transfer without buffer names in a program not yet placed; a codelet contract that
/// asks a region the buffer's own `region` contradicts; some buffers placed and others not.
pub(crate) fn collect(
    ctx: &Context,
    ir: &Ir,
    program: ProgramOp,
    target: &Target,
) -> Result<Needs, Diagnostic> {
    let ops = super::buffers_of(ctx, ir, program);
    let word = target.memory.alignment(Access::ExchangeWord);
    let mut buffers = Vec::with_capacity(ops.len());
    let mut index = BTreeMap::new();
    let mut placed = 0usize;
    for &b in &ops {
        let info = b.info(ctx, ir).ok_or_else(|| {
            error(
                ir,
                b.0,
                "'exchange.buffer' op is malformed (run the verifier)",
            )
        })?;
        if b.addresses(ctx, ir).is_some() {
            placed += 1;
        }
        let mut by_tile: Vec<(u32, usize)> = info
            .tiles
            .iter()
            .enumerate()
            .map(|(p, &t)| (t, p))
            .collect();
        by_tile.sort_unstable();
        index.insert(info.name.clone(), buffers.len());
        buffers.push(BufferNeeds {
            op: b,
            name: info.name,
            lifetimes: vec![None; info.tiles.len()],
            tiles: info.tiles,
            bytes: info.bytes,
            align: info.align.max(word),
            region: info.region.map(|r| r.device()),
            by_tile,
        });
    }
    if placed == ops.len() && !ops.is_empty() {
        return Ok(Needs {
            buffers,
            index,
            already_placed: true,
        });
    }
    if placed > 0 {
        let first = ops
            .iter()
            .find(|b| b.addresses(ctx, ir).is_some())
            .map_or(program.0, |b| b.0);
        return Err(error(
            ir,
            first,
            "'exchange.buffer' op has 'addresses' but other buffers of the program do not: place all or none",
        ));
    }

    // Liveness, step by step.
    let steps: Vec<OpId> = program
        .body(ir)
        .map(|b| {
            ir.block_ops(b)
                .filter(|&o| {
                    ComputeSetOp::cast(ctx, ir, o).is_some()
                        || PhaseOp::cast(ctx, ir, o).is_some()
                        || SyncOp::cast(ctx, ir, o).is_some()
                })
                .collect()
        })
        .unwrap_or_default();
    let end = steps.len() as u32 + 1;
    let paired_align = target.memory.alignment(Access::ExchangePaired);
    for (i, &step) in steps.iter().enumerate() {
        let time = i as u32 + 1;
        if let Some(phase) = PhaseOp::cast(ctx, ir, step) {
            // The transfers' attributes are read in parallel (in order), then used in order.
            let transfers = phase.transfers(ctx, ir);
            let infos: Vec<_> = transfers.par_iter().map(|t| t.info(ctx, ir)).collect();
            for (&t, info) in transfers.iter().zip(infos) {
                let info =
                    info.ok_or_else(|| error(ir, t.0, "'exchange.transfer' op is malformed"))?;
                let name_of = |b: &Option<String>, which: &str| {
                    b.clone().ok_or_else(|| {
                        error(
                            ir,
                            t.0,
                            format!(
                                "'exchange.transfer' op names no {which}; place-storage needs transfers relative to buffers"
                            ),
                        )
                    })
                };
                let src = name_of(&info.src_buffer, "src_buffer")?;
                let dst = name_of(&info.dst_buffer, "dst_buffer")?;
                for (name, tiles) in [(src, vec![info.src]), (dst, info.dst.to_vec())] {
                    let b = lookup(&index, &name, ir, t)?;
                    let buf = &mut buffers[b];
                    if info.paired {
                        buf.align = buf.align.max(paired_align);
                    }
                    for tile in tiles {
                        touch(buf, tile, time, ir, t.0)?;
                    }
                }
            }
        } else if let Some(cs) = ComputeSetOp::cast(ctx, ir, step) {
            for v in cs.vertices(ctx, ir) {
                vertex_needs(ctx, ir, v, target, &index, &mut buffers, time)?;
            }
        }
    }
    // Host data lives from before the first step (inputs, constants, zero-filled, splat
    // initial values) or until after the last (outputs). Load-time data — constants,
    // zero-filled and splat buffers, weights — is written once per load and read by every
    // inference, so it lives until after the last step too: nothing may reuse its memory.
    let weights = weight_arguments(ctx, ir, program);
    for buf in &mut buffers {
        let host = buf.op.host(ctx, ir);
        let kind = host.as_ref().map(|h| h.kind);
        let preset = matches!(kind, Some(HostKind::Input | HostKind::Constant))
            || buf.op.zero_init(ctx, ir)
            || ir.attr(ctx, buf.op.0, "splat").is_some();
        let weight = host
            .as_ref()
            .is_some_and(|h| h.kind == HostKind::Input && weights.contains(&(h.index as usize)));
        let load_time = preset && (kind != Some(HostKind::Input) || weight);
        for slot in &mut buf.lifetimes {
            if preset {
                Lifetime::touch(slot, 0);
            }
            if kind == Some(HostKind::Output) || load_time {
                Lifetime::touch(slot, end);
            }
        }
    }
    Ok(Needs {
        buffers,
        index,
        already_placed: false,
    })
}

/// The indices of the arguments of `program`'s graph function (its `function`) marked as
/// weights (`ipu.weight`); none when it names no function of the module.
fn weight_arguments(ctx: &Context, ir: &Ir, program: ProgramOp) -> Vec<usize> {
    let Some(name) = program.function(ctx, ir) else {
        return Vec::new();
    };
    let Some(func) = ir.parent_op(program.0).and_then(|m| {
        let block = ir.entry_block(*ir.regions(m).first()?)?;
        ir.block_ops(block).find(|&o| {
            ipu_dialects::func_dialect::FuncOp::cast(ctx, ir, o)
                .is_some_and(|f| f.name(ctx, ir).as_deref() == Some(name.as_str()))
        })
    }) else {
        return Vec::new();
    };
    let f = ipu_dialects::func_dialect::FuncOp(func);
    (0..f.num_arguments(ctx, ir))
        .filter(|&i| f.is_weight_arg(ctx, ir, i))
        .collect()
}

fn lookup(
    index: &BTreeMap<String, usize>,
    name: &str,
    ir: &Ir,
    t: TransferOp,
) -> Result<usize, Diagnostic> {
    index.get(name).copied().ok_or_else(|| {
        error(
            ir,
            t.0,
            format!("'exchange.transfer' op names @{name}, which is not a buffer of the program"),
        )
    })
}

fn touch(buf: &mut BufferNeeds, tile: u32, time: u32, ir: &Ir, at: OpId) -> Result<(), Diagnostic> {
    let Some(p) = buf.position(tile) else {
        return Err(error(
            ir,
            at,
            format!(
                "uses buffer @{} on tile {tile}, which does not hold it",
                buf.name
            ),
        ));
    };
    Lifetime::touch(&mut buf.lifetimes[p], time);
    Ok(())
}

/// A vertex's operands: lifetimes, and the region and alignment its codelet contract asks.
fn vertex_needs(
    ctx: &Context,
    ir: &Ir,
    v: VertexOp,
    target: &Target,
    index: &BTreeMap<String, usize>,
    buffers: &mut [BufferNeeds],
    time: u32,
) -> Result<(), Diagnostic> {
    let info = v.info(ctx, ir).ok_or_else(|| {
        error(
            ir,
            v.0,
            "'exchange.vertex' op is malformed (run the verifier)",
        )
    })?;
    let codelet = Codelet::from_name(&info.codelet).ok_or_else(|| {
        error(
            ir,
            v.0,
            format!("'exchange.vertex' op: unknown codelet '{}'", info.codelet),
        )
    })?;
    let shape = CodeletShape {
        m: info.m,
        n: info.n,
        k: info.k,
    };
    let contract = codelet
        .memory_contract(target, &shape)
        .map_err(|e| error(ir, v.0, format!("'exchange.vertex' op: {e}")))?;
    for (o, c) in info.operands.iter().zip(&contract.operands) {
        let b = *index.get(&o.buffer).ok_or_else(|| {
            error(
                ir,
                v.0,
                format!(
                    "'exchange.vertex' op names @{}, which is not a buffer of the program",
                    o.buffer
                ),
            )
        })?;
        let buf = &mut buffers[b];
        buf.align = buf.align.max(c.align);
        if let Some(want) = c.region {
            match buf.region {
                None => buf.region = Some(want),
                Some(r) if r != want => {
                    return Err(error(
                        ir,
                        v.0,
                        format!(
                            "'exchange.vertex' op operand '{}' must be in {want:?} memory, but buffer @{} must be in {r:?} memory",
                            c.name, buf.name
                        ),
                    ));
                }
                Some(_) => {}
            }
        }
        touch(buf, info.tile, time, ir, v.0)?;
    }
    Ok(())
}
