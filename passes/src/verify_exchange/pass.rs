//! The `verify-exchange` pass: the independent checker ([`verify`]) run on every scheduled
//! `exchange.phase` of the IR.
//!
//! It reads each phase from the IR alone — every `exchange.transfer` with its `start`,
//! `arrival` and `paired`, and the phase's `horizon`, `endpoint_lower_bound` and
//! `lower_bound_gap` — and re-derives every constraint listed in the checker's module doc
//! (shape, latency, send and receive ports on both sides, no destination byte written twice,
//! instruction slots, horizon and gap). When the phase records what it must deliver
//! (`input_words` and `input_digest`, written by `lower-to-exchange` when it creates the phase,
//! or by `schedule-exchange` on a hand-written phase that has none), it also checks that the scheduled transfers deliver exactly those words: the
//! same count of (word, destination) deliveries and the same multiset of
//! `(src, dst, source byte, destination byte)` words ([`ipu_dialects::exchange_dialect::delivery_digest`]). With no byte
//! written twice, that means every input word reaches every destination exactly once.
//!
//! It never changes the IR. Violations are located errors: at the transfer they are about
//! (the first violation of each transfer, with a count of the others), else at the phase
//! (at most [`MAX_PHASE_ERRORS`] per phase). A phase or transfer without its schedule is an
//! error (the first unscheduled transfer of a phase is reported, with a count of the others). Phases are checked in parallel; diagnostics come in IR order.
//!
//! It shares no code with the scheduler: the checker has its own types and derivations, the
//! device model is the only source of numbers, and the digest is computed here.

use ipu_dialects::exchange_dialect::{DeliveryRun, buffer_key, delivery_digest};
use std::collections::BTreeMap;
use std::sync::Arc;

use ipu_device::Target;
use ipu_dialects::exchange_dialect::{PhaseOp, TransferOp};
use ipu_dialects::{AttrKind, Attribute, Context, Diagnostic, Ir, OpId, OpRef, TypeKind};
use rayon::prelude::*;

use super::{PhaseAttributes, ScheduledTransfer, Violation, verify};
use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

/// Most phase-level violations reported per phase (the rest are counted in one more error).
pub const MAX_PHASE_ERRORS: usize = 10;

crate::pass_options! {
    /// Options of [`VerifyExchange`].
    pub struct VerifyExchangeOptions {
        /// Target for phases without a `target` attribute (a built-in name or a TOML
        /// file); empty: `--target`, else `ipu21`.
        target("target"): String = String::new(),
    }
}

/// The `verify-exchange` pass. See the module doc.
#[derive(Debug)]
pub struct VerifyExchange {
    target: Option<Arc<Target>>,
}

impl Pass for VerifyExchange {
    const NAME: &'static str = "verify-exchange";
    const TYPE_NAME: &'static str = "VerifyExchange";
    const SUMMARY: &'static str =
        "Check every scheduled exchange phase with the independent checker";
    const DESCRIPTION: &'static str = "Re-derives every constraint of a scheduled `exchange.phase` from the \
        IR alone, sharing no code with the scheduler: tiles and shapes, arrival = start + latency, one word \
        per cycle on every send bus and receive port, no destination byte written twice, every input word \
        delivered exactly once to every destination (against the phase's `input_words` / `input_digest`), \
        one instruction per issue slot for the sends and multiplexer switches, and the `horizon` and \
        `lower_bound_gap`. Fails with a located error per violation; never changes the IR.";
    const ANCHOR: Anchor = Anchor::Any;
    const STATISTICS: &'static [Statistic] = &[
        Statistic {
            name: "num-phases",
            help: "Number of exchange phases checked",
        },
        Statistic {
            name: "num-transfers",
            help: "Number of scheduled transfers checked",
        },
        Statistic {
            name: "num-violations",
            help: "Number of violations found",
        },
    ];
    type Options = VerifyExchangeOptions;

    fn new(o: VerifyExchangeOptions) -> Result<Self, String> {
        let target = if o.target.is_empty() {
            None
        } else {
            Some(Arc::new(Target::resolve(&o.target).map_err(|e| {
                let text = e.to_string();
                text.strip_prefix("error: ").unwrap_or(&text).to_string()
            })?))
        };
        Ok(VerifyExchange { target })
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let ir: &Ir = cx.ir;
        let fallback = self.target.clone().or_else(|| cx.target().cloned());
        let phase_ops = ir.collect_ops(op, |o| PhaseOp::cast(ctx, ir, o).is_some());
        let mut targets: BTreeMap<String, Result<Arc<Target>, String>> = BTreeMap::new();
        let mut diagnostics = Vec::new();
        let mut phases = Vec::with_capacity(phase_ops.len());
        for &p in &phase_ops {
            match read_phase(ctx, ir, p, fallback.as_ref(), &mut targets) {
                Ok(phase) => phases.push(phase),
                Err(d) => diagnostics.extend(d),
            }
        }
        let found: Vec<(Vec<Violation>, Option<String>)> = phases
            .par_iter()
            .map(|p| {
                let violations = verify(&p.target.exchange, &p.transfers, Some(p.attributes));
                (violations, check_delivery(p))
            })
            .collect();
        let mut violations = 0;
        for (p, (found, delivery)) in phases.iter().zip(found) {
            violations += found.len() + usize::from(delivery.is_some());
            diagnostics.extend(located(ctx, ir, p, found, delivery));
        }
        cx.bump("num-phases", phase_ops.len() as u64);
        cx.bump(
            "num-transfers",
            phases.iter().map(|p| p.transfers.len() as u64).sum(),
        );
        cx.bump("num-violations", violations as u64);
        if diagnostics.is_empty() {
            Ok(Preserved::all())
        } else {
            Err(diagnostics.into())
        }
    }
}

/// One scheduled phase as read from the IR.
struct Phase {
    op: OpId,
    target: Arc<Target>,
    ops: Vec<OpId>,
    /// The transfers, with offsets in the phase's address space ([`address_space`]).
    transfers: Vec<ScheduledTransfer>,
    /// What each transfer delivers to each destination, offsets as written.
    runs: Vec<DeliveryRun>,
    attributes: PhaseAttributes,
    /// `input_words` and `input_digest`, when recorded.
    input_words: Option<i64>,
    input_digest: Option<i64>,
}

fn int_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    ir.attr(ctx, op, name)
        .and_then(|a| ctx.int_value(a))
        .and_then(|v| i64::try_from(v).ok())
}

fn int_list(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some(
                values
                    .iter()
                    .map(|&v| ipu_dialects::sign_extend(u128::from(v), *width) as i64)
                    .collect(),
            ),
            _ => None,
        },
        _ => None,
    }
}

fn read_phase(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    fallback: Option<&Arc<Target>>,
    targets: &mut BTreeMap<String, Result<Arc<Target>, String>>,
) -> Result<Phase, Vec<Diagnostic>> {
    let phase_ref = OpRef::new(ctx, ir, op);
    let mut named = None;
    let mut cur = Some(op);
    while let Some(o) = cur {
        if let Some(s) = ir.attr(ctx, o, "target").and_then(|a| ctx.str_value(a)) {
            named = Some(s.into_owned());
            break;
        }
        cur = ir.parent_op(o);
    }
    let target = match (named, fallback) {
        (None, Some(t)) => t.clone(),
        (named, fallback) => {
            let name = named.unwrap_or_else(|| ipu_device::DEFAULT_TARGET.to_string());
            targets
                .entry(name.clone())
                .or_insert_with(|| {
                    crate::resolve_named_target(&name, fallback).map_err(|e| {
                        let text = e.to_string();
                        text.strip_prefix("error: ").unwrap_or(&text).to_string()
                    })
                })
                .clone()
                .map_err(|m| vec![phase_ref.error(m)])?
        }
    };
    let mut errors = Vec::new();
    let get = |o: OpId, name: &str, errors: &mut Vec<Diagnostic>| {
        int_attr(ctx, ir, o, name).unwrap_or_else(|| {
            errors
                .push(OpRef::new(ctx, ir, o).error(format!("requires integer attribute '{name}'")));
            0
        })
    };
    let missing: Vec<&str> = ["horizon", "endpoint_lower_bound", "lower_bound_gap"]
        .into_iter()
        .filter(|n| ir.attr(ctx, op, n).is_none())
        .collect();
    if !missing.is_empty() {
        errors.push(phase_ref.error(format!(
            "is not scheduled: no '{}' (run schedule-exchange first)",
            missing.join("', '")
        )));
    }
    let attributes = PhaseAttributes {
        horizon: int_attr(ctx, ir, op, "horizon").unwrap_or(0),
        endpoint_lower_bound: int_attr(ctx, ir, op, "endpoint_lower_bound").unwrap_or(0),
        lower_bound_gap: int_attr(ctx, ir, op, "lower_bound_gap").unwrap_or(0),
    };
    let mut ops = Vec::new();
    let mut transfers = Vec::new();
    let mut buffers: Vec<[Option<String>; 2]> = Vec::new();
    let mut unscheduled = 0usize;
    let mut first_unscheduled: Option<Diagnostic> = None;
    if let Some(body) = PhaseOp(op).body(ir) {
        for t in ir.block_ops(body) {
            let t_ref = OpRef::new(ctx, ir, t);
            if TransferOp::cast(ctx, ir, t).is_none() {
                errors
                    .push(t_ref.error(
                        "is not allowed in 'exchange.phase' (expected 'exchange.transfer')",
                    ));
                continue;
            }
            let dst = ir.attr(ctx, t, "dst").and_then(|a| int_list(ctx, a));
            let arrival = ir.attr(ctx, t, "arrival").and_then(|a| int_list(ctx, a));
            let start = int_attr(ctx, ir, t, "start");
            let transfer = ScheduledTransfer {
                src: get(t, "src", &mut errors),
                words: get(t, "words", &mut errors),
                src_offset: get(t, "src_offset", &mut errors),
                dst_offset: get(t, "dst_offset", &mut errors),
                dst: dst.unwrap_or_else(|| {
                    errors.push(t_ref.error("requires attribute 'dst' (an integer array)"));
                    Vec::new()
                }),
                start: start.unwrap_or(0),
                arrival: arrival.clone().unwrap_or_default(),
                paired: ir.attr(ctx, t, "paired").is_some(),
            };
            if start.is_none() || arrival.is_none() {
                // The first only, with a count of the others: an unscheduled phase is one
                // mistake, not one per transfer.
                if unscheduled == 0 {
                    first_unscheduled = Some(t_ref.error(
                        "is not scheduled: no 'start' and 'arrival' (run schedule-exchange first)",
                    ));
                }
                unscheduled += 1;
            }
            ops.push(t);
            transfers.push(transfer);
            buffers.push(["src_buffer", "dst_buffer"].map(|n| {
                ir.attr(ctx, t, n).and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::SymbolRef { root, .. } => Some(ctx.ident_str(*root).to_string()),
                    _ => None,
                })
            }));
        }
    }
    if let Some(d) = first_unscheduled {
        let d = if unscheduled > 1 {
            let at = d.location;
            d.with_note(
                at,
                format!(
                    "{} more transfers of this phase are not scheduled",
                    unscheduled - 1
                ),
            )
        } else {
            d
        };
        errors.push(d);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let runs = transfers
        .iter()
        .zip(&buffers)
        .flat_map(|(t, [sb, db])| {
            let (src_buffer, dst_buffer) = (buffer_key(sb.as_deref()), buffer_key(db.as_deref()));
            t.dst.iter().map(move |&d| DeliveryRun {
                src: t.src,
                dst: d,
                src_offset: t.src_offset,
                dst_offset: t.dst_offset,
                words: t.words,
                src_buffer,
                dst_buffer,
            })
        })
        .collect();
    address_space(&mut transfers, &buffers);
    Ok(Phase {
        op,
        target,
        ops,
        transfers,
        runs,
        attributes,
        input_words: int_attr(ctx, ir, op, "input_words"),
        input_digest: int_attr(ctx, ir, op, "input_digest"),
    })
}

/// Puts buffer-relative offsets into one byte address space per phase, so that the checker
/// tells apart words of different buffers: tile-relative offsets stay; the buffers named in
/// the phase follow in name order, each from the first multiple of 16 after the last byte the
/// previous one uses in the phase. Byte numbers in violations are in this space.
fn address_space(transfers: &mut [ScheduledTransfer], buffers: &[[Option<String>; 2]]) {
    if buffers.iter().flatten().all(Option::is_none) {
        return;
    }
    let mut last: BTreeMap<Option<&str>, i64> = BTreeMap::new();
    for (t, pair) in transfers.iter().zip(buffers) {
        let length = t.words.max(0).saturating_mul(4);
        let sides = [
            (pair[0].as_deref(), t.src_offset),
            (pair[1].as_deref(), t.dst_offset),
        ];
        for (buffer, offset) in sides {
            let end = offset.saturating_add(length);
            last.entry(buffer)
                .and_modify(|e| *e = (*e).max(end))
                .or_insert(end);
        }
    }
    let mut start: BTreeMap<Option<&str>, i64> = BTreeMap::new();
    let mut free = 0i64;
    for (buffer, end) in last {
        start.insert(buffer, free);
        free = free.saturating_add(end.max(0)).saturating_add(15) / 16 * 16;
    }
    for (t, pair) in transfers.iter_mut().zip(buffers) {
        t.src_offset = t.src_offset.saturating_add(start[&pair[0].as_deref()]);
        t.dst_offset = t.dst_offset.saturating_add(start[&pair[1].as_deref()]);
    }
}

/// Checks the delivered words against the phase's record of its input.
fn check_delivery(phase: &Phase) -> Option<String> {
    if phase.input_words.is_none() && phase.input_digest.is_none() {
        return None;
    }
    let (words, digest) = delivery_digest(phase.runs.iter().copied());
    if let Some(expected) = phase.input_words
        && expected != words
    {
        let how = if words < expected {
            format!("{} are missing", expected - words)
        } else {
            format!("{} too many", words - expected)
        };
        return Some(format!(
            "delivers {words} words (counted once per destination), but its input had \
             {expected} ('input_words'): {how}"
        ));
    }
    match phase.input_digest {
        Some(expected) if expected != digest => Some(
            "does not deliver the words of its input ('input_digest' differs): some word \
             reaches a different tile or byte than the unscheduled transfers said"
                .to_string(),
        ),
        _ => None,
    }
}

/// The violations of one phase as located diagnostics, in transfer order, then the phase's.
fn located(
    ctx: &Context,
    ir: &Ir,
    phase: &Phase,
    found: Vec<Violation>,
    delivery: Option<String>,
) -> Vec<Diagnostic> {
    let mut per_transfer: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let mut at_phase: Vec<String> = Vec::new();
    for v in found {
        match v.transfer.filter(|&i| i < phase.ops.len()) {
            Some(i) => per_transfer.entry(i).or_default().push(v.message),
            None => at_phase.push(v.message),
        }
    }
    at_phase.extend(delivery);
    let mut out = Vec::new();
    for (i, messages) in per_transfer {
        let more = match messages.len() {
            1 => String::new(),
            n => format!(" (and {} more violations of this transfer)", n - 1),
        };
        out.push(OpRef::new(ctx, ir, phase.ops[i]).error(format!("{}{more}", messages[0])));
    }
    let phase_ref = OpRef::new(ctx, ir, phase.op);
    let shown = at_phase.len().min(MAX_PHASE_ERRORS);
    out.extend(at_phase[..shown].iter().map(|m| phase_ref.error(m)));
    if at_phase.len() > shown {
        out.push(phase_ref.error(format!(
            "and {} more violations in this phase",
            at_phase.len() - shown
        )));
    }
    out
}
