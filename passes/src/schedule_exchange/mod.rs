//! `schedule-exchange`: static scheduling of exchange phases — the project's main job.
//!
//! An exchange phase is a set of transfers (`src` tile, `dst` tiles, `words`, byte offsets).
//! The scheduler gives every transfer (or every chunk it splits a transfer into) the cycle
//! its first word leaves the sender and the cycle it reaches each destination, so that the
//! phase ends as close as possible to the endpoint lower bound of the device's exchange
//! fabric. This module is independent of the IR: the `ScheduleExchange` pass reads the
//! `exchange.phase` / `exchange.transfer` ops into [`Transfer`]s and writes the
//! [`PhaseSchedule`] back as attributes.
//!
//! # Model (from the device crate, `ipu_device::exchange`)
//! Per cycle a tile sends at most one 32-bit word and receives at most one (full duplex); a
//! word sent at `t` reaches `d` at `t + latency(src, d)`; receivers select a sender with
//! their multiplexer, so one send feeds several receivers (multicast); a pair of tiles that
//! receive the same words may take two per cycle (paired, both send ports of the sending pair
//! busy). Each tile's supervisor issues one instruction per cycle: the `send`s and
//! multiplexer switches that carry out the schedule must fit (`instructions.rs`).
//!
//! # Pipeline
//! 1. Validate the input (`validate.rs`): every error carries its transfer index.
//! 2. Normalise into jobs (`jobs.rs`): transfers reading identical source words to disjoint
//!    destinations share one send (multicast). Lower bounds: the device's endpoint bounds
//!    (words, instruction slots; ordinary and paired) and `bounds.rs`'s (latencies and the
//!    lead-in of each 64-bit reception), which decide when a candidate is good enough.
//!    On a phase with any multicast, the *receiver-driven* candidate is built first
//!    (`driven.rs`): a list-scheduling simulation in which each receiver, as it frees up,
//!    takes the reception that can arrive first, and a multicast's parts form from the
//!    receivers free when its sender sends (the same words sent again for those busy then,
//!    as far as the sender's slack against the bound allows), realised by the sequence
//!    engine; where some job can go 64-bit it is built a second time with every such job
//!    64-bit (a destination pair is one reception, led in by its switch; the sender's pair
//!    gives both buses), and the shorter kept. It is one cheap pass, so a valid schedule is
//!    held before any search starts:
//!    every later candidate is abandoned when the time limit's work budget runs out.
//!    Then multicasts are split where their senders have slack against the bound
//!    (`split.rs`): the same words sent once per part, each part to some of the
//!    destinations. Candidates of the split phase are built next (half the budget left),
//!    then those of the input phase unless the best is within 2 % of the bound or the
//!    budget is spent; the shortest is kept.
//! 3. Plan, per kind (`plan.rs`): *matching waves* (an exact Birkhoff–von Neumann plan,
//!    `waves.rs`) and *full duplex* (a König edge colouring by Euler partition,
//!    `colouring.rs`) for unicast phases; *group priority* and *group waves* for multicast
//!    phases (edge-group colouring is NP-hard: critical groups first, unicast fills the gaps);
//!    *group windows* (`windows.rs`) first where supervisor instructions, not words, are the
//!    limit (short transfers, the instruction bound 2 % above the words bound: send windows
//!    shared by a group's members, every tile's issue slots planned as the sequence engine
//!    fills them, so the realised schedule is the plan); *group parts* (`parts.rs`) first on
//!    the other multicast phases (groups take senders bucketed by the latency classes of
//!    their parts, the tiles of one column, with issue slots planned the same way: within
//!    2 % of the bound it makes the matching waves unnecessary);
//!    a *paired* variant where pairs of destinations receive 64 bits per cycle.
//! 4. Realise each plan under the real latencies with the placement engine (`engine.rs`), which
//!    splits transfers into chunks to fill holes and reserves instruction slots as it goes, or
//!    with the sequence engine (`sequence.rs`), which keeps a given order on every port. A
//!    unicast matching-waves plan is realised twice: in arrival time (`arrival.rs`: each
//!    receiver on its own clock, exact about latency classes, then put in a port-consistent
//!    order by `order.rs`), its last cycles re-timed by ejection chains where its late pieces
//!    are one-word jobs (`repair.rs`), and, unless that is near the bound, in plan order.
//! 5. Improve (`improve.rs`): double justification and a tail neighbourhood search, with a
//!    deterministic budget counted in placements; skipped when the schedule is already
//!    within 0.05 % of a valid lower bound (and then `auto` builds no further kind).
//! 6. Validate instruction alignment. Placement reserves every issue slot a chunk needs, so
//!    only chunks whose neighbours the local search moved can miss one; a schedule that does
//!    not fit is re-placed from scratch in its improved order (then with pessimistic
//!    reservations), never emitted; if even that fails the result is an internal error.
//! 7. Keep the shortest candidate; report `horizon`, `endpoint_lower_bound`,
//!    `lower_bound_gap`, `kind` and the statistics the reference system's logs report.
//!
//! Output is deterministic for a given input and options: no hash-map order or thread timing
//! reaches it; `time-limit-ms` is a work budget counted in port probes (`schedule.rs`,
//! `WORK_UNITS_PER_MS`), never the wall clock.
//!
//! Test inputs: [`generate`] makes phases of the reference system's sizes in five shapes,
//! [`families`] seeded phases of randomised families on any target (unicast, hot tiles,
//! multicast of fan-out 1 to 128, mixed, pairs), used by the property tests and the
//! benchmark's `--families` table.

mod arrival;
pub(crate) mod bounds;
mod colouring;
mod driven;
mod engine;
pub(crate) mod fabric;
mod improve;
mod instructions;
pub(crate) mod jobs;
mod order;
mod parts;
mod pass;
mod plan;
mod repair;
mod reuse;
mod schedule;
mod sequence;
mod split;
mod timeline;
pub(crate) mod types;
mod validate;
mod waves;
mod windows;

pub mod families;
pub mod generate;

/// The device's exchange model, re-exported for the scheduler's users.
pub mod device {
    pub use ipu_device::{
        ExchangeConfig, ExchangeModel, InstructionCost, LowerBound, Target, TransferShape,
        endpoint_lower_bound, endpoint_lower_bound_paired,
    };

    /// The `ipu21` exchange model with `tiles` tiles instead of 1472 (for tests and
    /// benchmarks on smaller chips).
    ///
    /// Errors: the device crate's, if the built-in target does not load (our bug).
    pub fn ipu21_with_tiles(tiles: u32) -> ipu_device::Result<ExchangeModel> {
        let target = Target::resolve("ipu21")?;
        let mut config = target.exchange.config().clone();
        config.tiles = tiles;
        ExchangeModel::new(config, std::path::Path::new("<builtin>/ipu21"))
    }

    /// The model the scheduler's unit tests are worked out by hand for: the `ipu21` exchange
    /// with `tiles` tiles, one issue cycle per `send` and `set_mux`, and the short reading of
    /// the IPU1 latency constants (17 cycles tile to tile in a column, 19 between the end
    /// columns; the targets take the cautious 27 to 29, see `ipu_device::exchange`). The rules
    /// the tests check do not depend on these numbers; their hand-worked cycles do.
    ///
    /// Errors: the device crate's, if the built-in target does not load (our bug).
    pub fn hand_worked_model(tiles: u32) -> ipu_device::Result<ExchangeModel> {
        let target = Target::resolve("ipu21")?;
        let mut config = target.exchange.config().clone();
        config.tiles = tiles;
        config.send_issue_cycles = 1;
        config.set_mux_issue_cycles = 1;
        config.exchange_to_tile_cycles = 9;
        ExchangeModel::new(config, std::path::Path::new("<builtin>/ipu21"))
    }
}
pub use pass::{SUMMARY_ROWS, ScheduleExchange, ScheduleExchangeOptions};
pub use reuse::reuse;
pub use schedule::Scheduler;
pub use types::*;
pub use validate::{RawTransfer, validate, validate_raw};
