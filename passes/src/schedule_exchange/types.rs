//! Public types of the exchange scheduler: its input, options, output, statistics and errors.

use std::fmt;

/// One transfer of an exchange phase: `words` 32-bit words from `src` to every tile of `dst`.
///
/// Offsets are in bytes; the word at index `i` of the transfer is read at
/// `src_offset + 4 i` on `src` and written at `dst_offset + 4 i` on each destination.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    /// Source tile.
    pub src: u32,
    /// Destination tiles (several = multicast), in the order the IR lists them.
    pub dst: Vec<u32>,
    /// Length in 32-bit words (at least 1).
    pub words: u32,
    /// Byte offset of the first word on the source tile.
    pub src_offset: u32,
    /// Byte offset of the first word on each destination tile.
    pub dst_offset: u32,
}

/// Which kind of schedule to build (the pass option `kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum KindOption {
    /// Build every applicable kind and keep the shortest (ties: the first in this order).
    Auto,
    /// An edge colouring of the bipartite send/receive multigraph (König), latency-realised.
    FullDuplex,
    /// A decomposition into matchings that each carry runs of words (Birkhoff–von Neumann).
    MatchingWaves,
    /// Ordinary and paired (64-bit receive) schedules, the better one kept.
    Paired,
}

impl KindOption {
    /// The option's spelling on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            KindOption::Auto => "auto",
            KindOption::FullDuplex => "full-duplex",
            KindOption::MatchingWaves => "matching-waves",
            KindOption::Paired => "paired",
        }
    }

    /// Parses the command-line spelling (`auto`, `full-duplex`, `matching-waves`, `paired`).
    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "auto" => KindOption::Auto,
            "full-duplex" => KindOption::FullDuplex,
            "matching-waves" => KindOption::MatchingWaves,
            "paired" => KindOption::Paired,
            _ => return None,
        })
    }
}

/// The kind a phase's selected schedule has (the phase attribute `kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ScheduleKind {
    /// Built from the full-duplex colouring.
    FullDuplex,
    /// Built from matching waves.
    MatchingWaves,
    /// Uses paired (64-bit) receives for some transfers.
    Paired,
    /// A previous schedule kept after validating the relocated transfers.
    Reused,
}

impl ScheduleKind {
    /// The attribute spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            ScheduleKind::FullDuplex => "full-duplex",
            ScheduleKind::MatchingWaves => "matching-waves",
            ScheduleKind::Paired => "paired",
            ScheduleKind::Reused => "reused",
        }
    }

    /// Parses the attribute spelling.
    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "full-duplex" => ScheduleKind::FullDuplex,
            "matching-waves" => ScheduleKind::MatchingWaves,
            "paired" => ScheduleKind::Paired,
            "reused" => ScheduleKind::Reused,
            _ => return None,
        })
    }
}

impl fmt::Display for ScheduleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Options of the scheduler (the pass options `kind`, `time-limit-ms`, `seed`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleOptions {
    /// Which kind to build.
    pub kind: KindOption,
    /// Time limit per phase, in milliseconds, kept as a deterministic work budget: the
    /// scheduler counts port probes (one per port of a transfer per start cycle it tries)
    /// and stops searching after `time_limit_ms` times `WORK_UNITS_PER_MS` of them
    /// (`schedule.rs`, calibrated once on a release build), at the best valid schedule it
    /// has. The wall clock is never read to decide anything, so output is the same bytes on
    /// any machine and load; a budget that ran out is reported in
    /// [`ScheduleStats::time_limit_hit`] and in tracing.
    pub time_limit_ms: u64,
    /// Seed of the local search's pseudo-random choices.
    pub seed: u64,
    /// Work units (job placements) the local search may spend, per job of the phase.
    pub search_effort: u32,
}

impl Default for ScheduleOptions {
    fn default() -> Self {
        Self {
            kind: KindOption::Auto,
            time_limit_ms: 10_000,
            seed: 0,
            search_effort: DEFAULT_SEARCH_EFFORT,
        }
    }
}

/// Default local-search budget: job placements per job of the phase.
pub const DEFAULT_SEARCH_EFFORT: u32 = 4;

/// One scheduled (chunk of a) transfer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledChunk {
    /// Index of the transfer in the phase's input order.
    pub transfer: u32,
    /// Index of the chunk's first word within the transfer.
    pub word_offset: u32,
    /// Length of the chunk in 32-bit words.
    pub words: u32,
    /// Cycle the chunk's first word leaves the sender, relative to the phase start.
    pub start: u64,
    /// The destinations the chunk reaches, as positions in the transfer's `dst` (ascending);
    /// `None`: every one. A multicast the scheduler split into narrower ones (`split.rs`)
    /// sends the same words once per part, each chunk to its part's destinations.
    pub receivers: Option<Vec<u32>>,
    /// Cycle the chunk's first word reaches each destination it reaches, in the transfer's
    /// `dst` order (that of `receivers` when given).
    pub arrival: Vec<u64>,
    /// Sent as a paired (64-bit) transfer: two words per cycle, `words.div_ceil(2)` cycles.
    pub paired: bool,
}

impl ScheduledChunk {
    /// The destinations the chunk reaches, as `(position in the transfer's dst, arrival)`.
    pub fn reaches(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.arrival.iter().enumerate().map(|(k, &a)| {
            let position = self.receivers.as_ref().map_or(k, |r| r[k] as usize);
            (position, a)
        })
    }

    /// The destination tiles the chunk reaches (of `transfer`, the one it belongs to), in
    /// the order of [`Self::arrival`].
    pub fn destinations(&self, transfer: &Transfer) -> Vec<u32> {
        self.reaches().map(|(p, _)| transfer.dst[p]).collect()
    }
}

/// A scheduled phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhaseSchedule {
    /// The chunks, sorted by transfer index, then word offset, then receivers; they bring
    /// every word of every transfer to each of its destinations exactly once.
    pub chunks: Vec<ScheduledChunk>,
    /// Cycle after the last word arrives (0 for an empty phase).
    pub horizon: u64,
    /// The device model's endpoint lower bound (words only), in cycles.
    pub endpoint_lower_bound: u64,
    /// `horizon - endpoint_lower_bound`.
    pub lower_bound_gap: i64,
    /// The kind of the selected schedule.
    pub kind: ScheduleKind,
    /// What the scheduler did.
    pub stats: ScheduleStats,
}

/// Statistics of one scheduled phase (reported in tracing and by benchmarks).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScheduleStats {
    /// Transfers in the phase.
    pub transfers: u64,
    /// Total 32-bit words sent (a multicast word counted once).
    pub words: u64,
    /// Most destinations taking identical data (multicast fan-out, after merging transfers
    /// that read the same source words).
    pub maximum_identical_destinations: u64,
    /// Horizon of the first complete schedule built.
    pub initial_horizon: u64,
    /// Horizon of the selected schedule.
    pub selected_horizon: u64,
    /// The device model's words-only endpoint lower bound.
    pub endpoint_lower_bound: u64,
    /// The device model's bound counting instruction slots.
    pub instruction_lower_bound: u64,
    /// A bound that also uses each tile's nearest partner's latency and, on targets with
    /// paired exchange, the lead-in cycle of each 64-bit reception on a pair's even tile
    /// (valid for every kind; pairable transfers count half their words): cycles at the
    /// target clock. See `bounds.rs` for the argument.
    pub latency_lower_bound: u64,
    /// The device model's words-only bound for schedules that may use paired exchange.
    pub paired_lower_bound: u64,
    /// The device model's bound counting instruction slots, for schedules that may use paired
    /// exchange (valid for every kind the scheduler emits).
    pub paired_instruction_lower_bound: u64,
    /// Horizon of each kind built, in the order built.
    pub candidates: Vec<(ScheduleKind, u64)>,
    /// Local-search moves that shortened the schedule.
    pub neighborhood_improvements: u64,
    /// Chunks emitted.
    pub chunks: u64,
    /// Instruction-slot repairs applied.
    pub instruction_repairs: u64,
    /// Transfers eligible for paired receive.
    pub paired_candidates: u64,
    /// Whether the time limit's work budget stopped the search (or skipped a candidate).
    pub time_limit_hit: bool,
    /// Work units spent (port probes, see [`ScheduleOptions::time_limit_ms`]).
    pub work_units: u64,
}

/// Errors of the exchange scheduler.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleError {
    /// User input: a tile number outside the target.
    #[error("transfer #{transfer}: {role} tile {tile} is outside the target ({tiles} tiles)")]
    TileOutOfRange {
        /// Index of the offending transfer.
        transfer: usize,
        /// `"source"` or `"destination"`.
        role: &'static str,
        /// The tile as written.
        tile: i64,
        /// Tiles of the target.
        tiles: u32,
    },
    /// User input: a transfer of zero or fewer words.
    #[error("transfer #{transfer}: words must be positive, got {words}")]
    NonPositiveWords {
        /// Index of the offending transfer.
        transfer: usize,
        /// The length as written.
        words: i64,
    },
    /// User input: a transfer with no destination.
    #[error("transfer #{transfer}: no destination tile")]
    NoDestination {
        /// Index of the offending transfer.
        transfer: usize,
    },
    /// User input: a destination listed twice in one transfer.
    #[error("transfer #{transfer}: destination tile {tile} is listed twice")]
    DuplicateDestination {
        /// Index of the offending transfer.
        transfer: usize,
        /// The repeated tile.
        tile: u32,
    },
    /// User input: a transfer whose source is among its destinations.
    #[error("transfer #{transfer}: source tile {tile} is among its own destinations")]
    SourceAmongDestinations {
        /// Index of the offending transfer.
        transfer: usize,
        /// The tile.
        tile: u32,
    },
    /// User input: a negative or too large byte offset.
    #[error("transfer #{transfer}: {role} offset {offset} is not a byte offset in 0..2^32")]
    BadOffset {
        /// Index of the offending transfer.
        transfer: usize,
        /// `"source"` or `"destination"`.
        role: &'static str,
        /// The offset as written.
        offset: i64,
    },
    /// User input: two transfers write overlapping bytes of one destination tile.
    #[error(
        "transfer #{transfer}: destination bytes [{start}, {end}) on tile {tile} overlap \
         those of transfer #{other}"
    )]
    OverlappingDestinations {
        /// Index of the later offending transfer.
        transfer: usize,
        /// Index of the transfer it overlaps.
        other: usize,
        /// The destination tile.
        tile: u32,
        /// First byte written by `transfer`.
        start: u64,
        /// One past the last byte written by `transfer`.
        end: u64,
    },
    /// User input: a previous schedule offered for reuse does not fit the phase.
    #[error("previous schedule cannot be reused: {reason}")]
    NotReusable {
        /// Why.
        reason: String,
    },
    /// Our bug: the scheduler produced a schedule that breaks a constraint.
    #[error("internal error: the exchange scheduler produced an invalid schedule: {reason}")]
    Internal {
        /// What was broken.
        reason: String,
    },
}

impl ScheduleError {
    /// The index of the transfer the error is about, when it is about one.
    pub fn transfer(&self) -> Option<usize> {
        match self {
            ScheduleError::TileOutOfRange { transfer, .. }
            | ScheduleError::NonPositiveWords { transfer, .. }
            | ScheduleError::NoDestination { transfer }
            | ScheduleError::DuplicateDestination { transfer, .. }
            | ScheduleError::SourceAmongDestinations { transfer, .. }
            | ScheduleError::BadOffset { transfer, .. }
            | ScheduleError::OverlappingDestinations { transfer, .. } => Some(*transfer),
            ScheduleError::NotReusable { .. } | ScheduleError::Internal { .. } => None,
        }
    }
}

/// Result alias of the exchange scheduler.
pub type Result<T> = std::result::Result<T, ScheduleError>;
