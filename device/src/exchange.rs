//! The exchange model: what moving 32-bit words between tiles costs, and the rules a
//! schedule of one exchange phase must obey. The scheduler (`schedule-exchange`), its
//! independent checker and the simulator all read these rules from here.
//!
//! # Semantics shared by the scheduler, the checker and the simulator
//!
//! Time is counted in cycles of the target clock from the start of the exchange phase
//! (cycle 0 is the first cycle after the preceding sync).
//!
//! 1. **Sends carry no destination.** A tile puts one 32-bit word per cycle at most on its
//!    outgoing exchange wires ([`ExchangeModel::words_per_cycle_send`] = 1). A word sent at
//!    cycle `t` by tile `s` can be received by tile `d` at cycle `t + latency(s, d)`, and at no
//!    other cycle (the fabric is stateless and pipelined: US 2019/0121777, claims 7–8 of its
//!    continuation US 12,141,092; US 11,269,806).
//! 2. **Receivers select.** Each tile has one incoming multiplexer, which selects one sender's
//!    exchange bus or none ("off"). While the multiplexer of tile `d` selects sender `s`,
//!    *every* word on `s`'s bus that reaches `d` is stored, at consecutive addresses from the
//!    address the last switch set, at most one word per cycle
//!    ([`ExchangeModel::words_per_cycle_receive`] = 1); words from senders the multiplexer does
//!    not select are not stored. Several receivers may select the same sender in the same
//!    cycle: that is multicast, and costs the sender nothing extra. Full duplex: a tile may send
//!    one word and receive one word in the same cycle. Because a selection holds until the next
//!    switch takes effect, a receiver must switch away from `s` before any later word of `s`
//!    that it must not store reaches it — but only then: a receiver left selecting a sender that
//!    sends nothing more costs nothing. Every multiplexer is off at cycle 0 of a phase (our
//!    convention: the code switches a multiplexer still selecting a sender off after the tile's
//!    last arrival, during the sync that ends the phase, where the issue slot is free). There
//!    is no public description of an "off" value of `$INCOMING_MUX` (Graphcore's ISA notes,
//!    repository `graphcore/ipu_assembly_support`, only say it holds the "source identifier for
//!    incoming messages" and that its reset value depends on `$TILE_ID`); a lowering can select
//!    any tile that sends nothing before the next switch, such as the receiver itself.
//! 3. **Paired (64-bit) exchange** (targets with `paired_exchange = true`). Tiles `2k` and
//!    `2k + 1` form a pair and share an exchange bus ([`ExchangeModel::pair_partner`]). A transfer
//!    of an even number of words whose destinations are whole pairs (the partner of every
//!    destination is a destination too), from a tile that has a partner, may be moved in 64-bit
//!    mode: the source sends two words per cycle, on its own outgoing wires and on its partner's
//!    ([`ExchangeModel::words_per_cycle_send_paired`] = 2), so the partner sends nothing else in
//!    those cycles; every destination pair takes both words in a cycle and both tiles store both
//!    ([`ExchangeModel::words_per_cycle_receive_paired`] = 2), and receives nothing else in that
//!    cycle. One `set_mux_pair` on one tile of the pair selects the sender for both: the tile's
//!    own multiplexer as for `set_mux`, its partner's `muxpair_write_delay` cycles later; so the
//!    issuing tile selects the sender that many cycles before the first word arrives, and
//!    neither receives anything else nor sees a word on the sender's buses then. Partners are in
//!    one column, so the latency is the same for both. Words and addresses of 64-bit transfers
//!    are whole 64-bit words (8-byte aligned; the memory map's `Access::ExchangePaired`).
//!    Sources: Graphcore's ISA notes for `$INCOMING_MUXPAIR` ("tile pair alias for
//!    `$INCOMING_MUX`": a write also causes a delayed write of the paired tile's
//!    `$INCOMING_MUX` with "that appropriate for an incoming 64-bit exchange from the specified
//!    Tile Id"; repository `graphcore/ipu_assembly_support`); poplibs `ExchangeEstimator.cpp`
//!    (2021): exchange bytes per cycle double when consecutive tiles receive the same data, and
//!    exactly two tiles share a bus (`getTilesPerSharedExchangeBus() == 2`); the delay of the
//!    paired write is `TEXCH_MUXPAIRWRITEDLY = 1` in the IPU1 constants
//!    (`Saghetti0/graphcore-ipu-research`, `research/ipu1/ipu1_consts.c`).
//! 4. **Supervisor instructions.** Each tile's supervisor issues at most one instruction per
//!    cycle. Exchange needs two, each costing the target's issue cycles (keys
//!    `exchange_send_issue_cycles` and `exchange_set_mux_issue_cycles`, sourced or labelled
//!    ESTIMATE in `targets/*.toml`): an exchange instruction issued at cycle `c` takes the
//!    tile's issue slots `c .. c + issue_cycles` (the instruction, then the set-up of the
//!    register the tile's next exchange instruction reads: a tile id for `put $INCOMING_MUX`,
//!    an address; the first set-up of a phase is done during the sync before it). Only the
//!    last instruction of a tile may take slots past the horizon (nothing follows it).
//!    - `send` of a run of `n` words of one transfer (or one chunk of it): issued at cycle `c`, it
//!      occupies the issue slots as above and the tile's send port for `n` cycles; word `i`
//!      of the run is sent at `c + i`. One instruction may send several packets at different
//!      compiled transmit times (US 12,141,092 claim 5, continuation of US 2019/0121777).
//!      See [`ExchangeModel::send_instruction`].
//!    - `set_mux` (switch control): selects the sender whose words the tile receives (or none),
//!      and the address they are written to (consecutive words go to consecutive addresses).
//!      Issued at cycle `c` with delay field `k` (`0 <= k <= set_mux_max_delay`), it takes
//!      effect at cycle `c + k` and holds until the next `set_mux` takes effect. The delay field
//!      exists so that the switch can be issued ahead of its effect (US 2020/0183878, granted as
//!      US 10,579,582: "a delay control field which holds a value defining a delay between
//!      issuance of the instruction ... and its execution"; claim 3: executed at least one
//!      cycle before the receive time). The field's width is not public; see
//!      [`ExchangeModel::set_mux_instruction`].
//!
//!    A schedule emits at least one `send` per transfer (chunk) at its source and at least one
//!    `set_mux` per transfer (chunk) at each of its destinations (in 64-bit mode, one
//!    `set_mux_pair` per destination pair): instructions are never shared between transfers.
//!    [`endpoint_lower_bound`] and [`endpoint_lower_bound_paired`] rely on this contract.
//! 5. **The instruction program of a schedule.** A schedule gives each transfer (or chunk) its
//!    send cycle; the instructions that carry it out follow, and the scheduler, its checker and
//!    the lowering derive the same ones:
//!    - a *send run* is a maximal set of chunks of one transfer sent in consecutive cycles with
//!      consecutive words (several transfers sending the very same source words in the same
//!      cycles share it: multicast); it needs one `send` issued at its first cycle;
//!    - a *reception* is a maximal set of chunks of one transfer reaching a tile in consecutive
//!      cycles with consecutive words; it needs one switch to its sender taking effect exactly
//!      at its first arrival (64-bit: one `set_mux_pair` on the pair's even tile taking effect
//!      `muxpair_write_delay` cycles earlier, which also switches the odd tile);
//!    - after a reception from `s` that ends (its last word arrived) before cycle `e`, the tile
//!      needs a switch *off* if a word on `s`'s bus (sent by `s`, or by its partner in 64-bit
//!      mode) reaches it at a cycle in `[e, x)`, where `x` is when the tile's next switch
//!      takes effect (the end of the phase if none): that switch takes effect in `[e, f]`,
//!      `f` the first such arrival. Otherwise no switch is needed;
//!    - a switch taking effect at `x` is issued in `[x - set_mux_max_delay, x]`; all
//!      instructions of a tile fit one issue slot per cycle.
//!
//!    The lowering places the switches earliest-deadline-first in their windows, which finds a
//!    fit whenever one exists (unit-length tasks with release times and deadlines).
//! 6. **Horizon.** The horizon of a scheduled phase is one past the last cycle at which any word
//!    is received: `max(send cycle + latency) + 1` over all words and destinations.
//!
//! # Geometry and latency
//!
//! Tiles are arranged in columns beside the exchange; each column has a base tile next to the
//! exchange wires and the others one after another along the column (US 11,269,806). A tile
//! identifier concatenates the position along the column and the column (US 11,698,883); the
//! IPU1 constants give the bit fields: bits `[1:0]` the tile within a *supertile* of 4, bits
//! `[5:2]` the column (16 columns), bits `[10:6]` the supertile along the column
//! (`BNET_TILEID__*`, `IPU_NUM_COLUMNS = 16`, `IPU_TILES_PER_SUPERTILE = 4`; 16 columns × 19
//! supertiles × 4 = 1216 tiles). So tile `t` is in column `(t / tiles_per_supertile) % columns`,
//! and the tiles of a pair (`2k`, `2k + 1`) share a column. That the IPU2 (1472 = 16 × 23 × 4
//! tiles) numbers its tiles the same way is our assumption. The patent equalises delays between
//! corresponding positions of different columns; we fold the position along a column into the
//! constant term and model
//!
//! ```text
//! latency(s, d) = send_to_exchange_cycles + exchange_to_tile_cycles
//!               + ceil(|column(s) - column(d)| * cross_chip_extra_cycles / (columns - 1))
//! ```
//!
//! which is symmetric and grows with column distance from `min_latency()` (same column) to
//! `max_latency()` (the two end columns). The numbers are the IPU1's, from the same constants
//! file: `BNET_SENDTOEXCHOUTDLY = 8` (send to the exchange), `BNET_COLBASE2OPPOSIDEDLY = 17`
//! and `BNET_OPPOSIDE2COLBASEDLY = 19` (column base to the opposite side and back). The hardware
//! figures are not symmetric (17 one way, 19 the other) and their exact end points are not
//! documented. Read as the whole send-to-receive latency they give 17 to 19 cycles; read as the
//! crossing alone they add to the 8 cycles to the exchange and `BNET_MINEXCHIN2LDDLY = 2` from
//! it, 27 to 29. No public source decides, so the targets take the cautious (longer) reading:
//! `send_to_exchange_cycles = 8`, `exchange_to_tile_cycles = 17 + 2`, `cross_chip_extra_cycles =
//! 2`, interpolated by column distance. No IPU2 figures are public; the targets reuse the
//! IPU1's.

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// The exchange parameters of a target, as written in its TOML `[exchange]` table (the
/// `tiles` count comes from the top level). Every number is in cycles of the target clock or in
/// 32-bit words; see `targets/*.toml` for each value's source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExchangeConfig {
    /// Number of tiles on the chip.
    pub tiles: u32,
    /// Number of exchange columns.
    pub columns: u32,
    /// Tiles per supertile: consecutive tile numbers in one column (tile `t` is in column
    /// `(t / tiles_per_supertile) % columns`).
    pub tiles_per_supertile: u32,
    /// Cycles from the cycle a word is sent to the cycle it is on the exchange spine.
    pub send_to_exchange_cycles: u32,
    /// Cycles from the exchange spine to the receiving tile, for the nearest column.
    pub exchange_to_tile_cycles: u32,
    /// Extra cycles between the two end columns compared with the same column.
    pub cross_chip_extra_cycles: u32,
    /// Whether tile pairs can move 64 bits per cycle (rule 3 of the module doc).
    pub paired_exchange: bool,
    /// Cycles between a `set_mux_pair` taking effect on its tile and on the partner.
    pub muxpair_write_delay: u32,
    /// Largest value of the `set_mux` delay field, in cycles.
    pub set_mux_max_delay: u32,
    /// Supervisor issue cycles of one `send` (the instruction and its address set-up; rule 4
    /// of the module doc). TOML key `exchange.exchange_send_issue_cycles`.
    pub send_issue_cycles: u32,
    /// Supervisor issue cycles of one `set_mux` or `set_mux_pair` (the `put` of the
    /// multiplexer register and the set-up of the register it writes; rule 4). TOML key
    /// `exchange.exchange_set_mux_issue_cycles`.
    pub set_mux_issue_cycles: u32,
}

/// What one supervisor instruction costs its tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct InstructionCost {
    /// Cycles the tile's issue slot is taken (no other instruction issues on this tile then).
    pub issue_cycles: u32,
    /// Cycles the tile's send port is busy from the issue cycle on (`send` only; 0 otherwise).
    pub send_port_cycles: u32,
    /// Largest delay-field value: the effect may be set `0..=max_delay` cycles after issue
    /// (`set_mux` only; 0 for `send`, whose first word leaves in its issue cycle).
    pub max_delay: u32,
}

/// The exchange model of one target. Every query is O(1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExchangeModel {
    config: ExchangeConfig,
}

impl ExchangeModel {
    /// Builds the model from a target's exchange parameters.
    ///
    /// Errors ([`Error::Target`], user input) when `tiles`, `columns`, `tiles_per_supertile` or
    /// an instruction's issue cycles is zero, or when `paired_exchange` is set and `tiles_per_supertile` is odd (pair partners
    /// must share a column). `file` names the description for the error message.
    pub fn new(config: ExchangeConfig, file: &std::path::Path) -> Result<Self> {
        let bad = |key: &str, message: String| Error::Target {
            file: file.to_path_buf(),
            line: None,
            col: None,
            key: key.to_string(),
            message: format!("'{key}': {message}"),
        };
        for (key, value) in [
            ("tiles", config.tiles),
            ("exchange.columns", config.columns),
            ("exchange.tiles_per_supertile", config.tiles_per_supertile),
            (
                "exchange.exchange_send_issue_cycles",
                config.send_issue_cycles,
            ),
            (
                "exchange.exchange_set_mux_issue_cycles",
                config.set_mux_issue_cycles,
            ),
        ] {
            if value == 0 {
                return Err(bad(key, "must be at least 1".into()));
            }
        }
        if config.paired_exchange && !config.tiles_per_supertile.is_multiple_of(2) {
            return Err(bad(
                "exchange.tiles_per_supertile",
                format!(
                    "is {}, but paired exchange needs an even number (tiles 2k and 2k+1 share a column)",
                    config.tiles_per_supertile
                ),
            ));
        }
        Ok(Self { config })
    }

    /// The parameters this model was built from.
    pub fn config(&self) -> &ExchangeConfig {
        &self.config
    }

    /// Number of tiles on the target.
    pub fn tiles(&self) -> u32 {
        self.config.tiles
    }

    /// Number of exchange columns.
    pub fn columns(&self) -> u32 {
        self.config.columns
    }

    /// Fails with [`Error::TileOutOfRange`] (user input, or a bug upstream) unless
    /// `tile < tiles()`. The other queries do not check their arguments.
    pub fn check_tile(&self, tile: u32) -> Result<()> {
        if tile < self.config.tiles {
            Ok(())
        } else {
            Err(Error::TileOutOfRange {
                tile,
                tiles: self.config.tiles,
            })
        }
    }

    /// The exchange column of `tile`: `(tile / tiles_per_supertile) % columns`.
    pub fn column(&self, tile: u32) -> u32 {
        (tile / self.config.tiles_per_supertile) % self.config.columns
    }

    /// Cycles from a word's send (the cycle the sending tile puts it on its exchange wires) to
    /// the cycle it can be received at `dst`. Symmetric in `src` and `dst`; a constant
    /// send-to-exchange delay plus a per-column-distance term (see the module doc).
    pub fn latency(&self, src: u32, dst: u32) -> u32 {
        let base = self.min_latency();
        if self.config.columns <= 1 {
            return base;
        }
        let distance = u64::from(self.column(src).abs_diff(self.column(dst)));
        let span = u64::from(self.config.columns - 1);
        let extra = (distance * u64::from(self.config.cross_chip_extra_cycles)).div_ceil(span);
        // `distance <= span` always, so `extra <= cross_chip_extra_cycles` fits in u32.
        base + extra as u32
    }

    /// The least latency between any two tiles (two tiles of one column).
    pub fn min_latency(&self) -> u32 {
        self.config.send_to_exchange_cycles + self.config.exchange_to_tile_cycles
    }

    /// The greatest latency between any two tiles (the two end columns).
    pub fn max_latency(&self) -> u32 {
        if self.config.columns <= 1 {
            self.min_latency()
        } else {
            self.min_latency() + self.config.cross_chip_extra_cycles
        }
    }

    /// The neighbour that shares `tile`'s exchange bus: `tile ^ 1`. Returns `tile` itself when
    /// the partner would be outside the chip (the last tile of an odd tile count).
    pub fn pair_partner(&self, tile: u32) -> u32 {
        let partner = tile ^ 1;
        if partner < self.config.tiles {
            partner
        } else {
            tile
        }
    }

    /// Whether the target supports paired (64-bit) exchange (rule 3 of the module doc).
    pub fn supports_paired_exchange(&self) -> bool {
        self.config.paired_exchange
    }

    /// 32-bit words a tile sends per cycle: 1. Each tile sends and receives 32 bits per cycle:
    /// 1472 tiles × 4 B × 1.33 GHz ≈ 7.8 TB/s, Graphcore's "8 TB/s" IPU-Exchange figure for the
    /// GC200; poplar's `Target::getExchangeBytesPerCycle()` feeds the same per-tile rate to the
    /// poplibs planners.
    pub fn words_per_cycle_send(&self) -> u32 {
        1
    }

    /// 32-bit words a tile sends per cycle in 64-bit mode, using its partner's wires too: 2 when
    /// the target supports paired exchange, else 1.
    pub fn words_per_cycle_send_paired(&self) -> u32 {
        if self.config.paired_exchange { 2 } else { 1 }
    }

    /// 32-bit words one tile receives per cycle in ordinary mode: 1.
    pub fn words_per_cycle_receive(&self) -> u32 {
        1
    }

    /// 32-bit words each tile of a pair receives per cycle in 64-bit mode (both tiles store
    /// both words): 2 when the target supports paired exchange, else 1.
    pub fn words_per_cycle_receive_paired(&self) -> u32 {
        if self.config.paired_exchange { 2 } else { 1 }
    }

    /// Cost of a `send` of a run of `words` words: the target's `exchange_send_issue_cycles`
    /// issue cycles, `words` cycles of the send port (rule 4 of the module doc).
    pub fn send_instruction(&self, words: u32) -> InstructionCost {
        InstructionCost {
            issue_cycles: self.config.send_issue_cycles,
            send_port_cycles: words,
            max_delay: 0,
        }
    }

    /// Cost of a 64-bit `send` of `words` words (rule 3): the issue cycles of a `send`; the send
    /// ports of the tile and of its partner are busy for `ceil(words / 2)` cycles (on a target
    /// without paired exchange, the same as [`Self::send_instruction`]).
    pub fn send_instruction_paired(&self, words: u32) -> InstructionCost {
        let per_cycle = self.words_per_cycle_send_paired();
        InstructionCost {
            issue_cycles: self.config.send_issue_cycles,
            send_port_cycles: words.div_ceil(per_cycle),
            max_delay: 0,
        }
    }

    /// Cost of a `set_mux`: the target's `exchange_set_mux_issue_cycles` issue cycles; its
    /// effect may be delayed by up to `set_mux_max_delay` cycles after issue (rule 4 of the
    /// module doc).
    pub fn set_mux_instruction(&self) -> InstructionCost {
        InstructionCost {
            issue_cycles: self.config.set_mux_issue_cycles,
            send_port_cycles: 0,
            max_delay: self.config.set_mux_max_delay,
        }
    }

    /// Cost of a `set_mux_pair` (rule 3): as [`Self::set_mux_instruction`] on the issuing tile;
    /// the partner's multiplexer follows [`Self::muxpair_write_delay`] cycles later.
    pub fn set_mux_pair_instruction(&self) -> InstructionCost {
        self.set_mux_instruction()
    }

    /// Cycles between a `set_mux_pair` taking effect on its tile and on the partner.
    pub fn muxpair_write_delay(&self) -> u32 {
        self.config.muxpair_write_delay
    }
}

/// One transfer of a phase as the lower bound sees it: `words` 32-bit words from `src` to every
/// tile of `dst` (several = multicast). Offsets do not matter to the bound.
#[derive(Debug, Clone, Copy)]
pub struct TransferShape<'a> {
    /// Sending tile.
    pub src: u32,
    /// Receiving tiles; each should appear once and not equal `src`.
    pub dst: &'a [u32],
    /// Length in 32-bit words; transfers of 0 words are ignored.
    pub words: u32,
}

/// Lower bounds on the horizon (rule 6 of the module doc) of any valid schedule of a phase, in
/// cycles. Both are 0 for a phase that moves no words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct LowerBound {
    /// The most words any one tile sends or receives, plus the least latency: the endpoint lower
    /// bound the reference system reports.
    pub words_only: u64,
    /// `max(words_only, S - L + 1)`, `S` the most issue cycles any one tile's exchange
    /// instructions take (one `send` per transfer at its source and one `set_mux` per transfer
    /// at each destination, each of its issue cycles; rule 4) and `L` the longer of the two
    /// instructions' issue cycles (only a tile's last instruction may run past the horizon).
    pub with_instructions: u64,
}

/// The endpoint lower bound of a phase for schedules that do not use 64-bit exchange: the most
/// words any one tile sends or receives, plus the least latency (`words_only`, what the
/// reference system reports), and a tighter bound that also counts supervisor instruction slots
/// (`with_instructions`). O(total destinations).
pub fn endpoint_lower_bound<'a>(
    m: &ExchangeModel,
    transfers: impl IntoIterator<Item = TransferShape<'a>>,
) -> LowerBound {
    Loads::collect(m, transfers, false).bound(m, false)
}

/// The endpoint lower bound for schedules that may also use 64-bit exchange (rule 3). Never
/// larger than [`endpoint_lower_bound`]; equal to it on targets without paired exchange.
///
/// A transfer *can go 64-bit* when it has an even number of words, its source has a partner
/// and its destinations are whole pairs (rule 3). Per pair of tiles `(t, p)`: if `e_t`, `e_p`
/// are the words they send in transfers that can go 64-bit and `o_t`, `o_p` the others, the pair needs `max(o_t, o_p, ceil((e_t + o_t + e_p +
/// o_p) / 2))` send cycles; if `a` words reach only `t` (or reach both in transfers that cannot
/// go 64-bit), `b` likewise for `p`, and `s` words reach both in transfers that can, the pair
/// needs `max(a, b) + ceil(s / 2)` receive cycles. O(total destinations × log).
pub fn endpoint_lower_bound_paired<'a>(
    m: &ExchangeModel,
    transfers: impl IntoIterator<Item = TransferShape<'a>>,
) -> LowerBound {
    let paired = m.supports_paired_exchange();
    Loads::collect(m, transfers, paired).bound(m, paired)
}

/// Per-tile counts for the bounds. Indexed by tile; grows if a transfer names a tile beyond the
/// target (the bound is still a bound for that larger set of tiles). Always of even length.
#[derive(Default)]
struct Loads {
    sent_words: Vec<u64>,
    /// Words sent in transfers that cannot go 64-bit (only filled in paired mode).
    sent_words_narrow: Vec<u64>,
    recv_words: Vec<u64>,
    sends: Vec<u64>,
    muxes: Vec<u64>,
    /// Words of transfers that can go 64-bit reaching a pair, at the pair's even tile.
    wide_words: Vec<u64>,
    /// Transfers that can go 64-bit reaching a pair, at the pair's even tile.
    wide_transfers: Vec<u64>,
    any_words: bool,
}

impl Loads {
    fn grow(&mut self, tile: u32) {
        let need = (tile | 1) as usize + 1;
        if self.sent_words.len() < need {
            for v in [
                &mut self.sent_words,
                &mut self.sent_words_narrow,
                &mut self.recv_words,
                &mut self.sends,
                &mut self.muxes,
                &mut self.wide_words,
                &mut self.wide_transfers,
            ] {
                v.resize(need, 0);
            }
        }
    }

    fn collect<'a>(
        m: &ExchangeModel,
        transfers: impl IntoIterator<Item = TransferShape<'a>>,
        paired: bool,
    ) -> Self {
        let mut l = Loads::default();
        l.grow(m.tiles().saturating_sub(1));
        let mut sorted = Vec::new();
        for t in transfers {
            if t.words == 0 || t.dst.is_empty() {
                continue;
            }
            l.any_words = true;
            let w = u64::from(t.words);
            l.grow(t.src);
            l.sent_words[t.src as usize] += w;
            l.sends[t.src as usize] += 1;
            for &d in t.dst {
                l.grow(d);
                l.recv_words[d as usize] += w;
                l.muxes[d as usize] += 1;
            }
            if paired {
                if can_go_wide(m, t, &mut sorted) {
                    for &d in t.dst {
                        if d.is_multiple_of(2) {
                            l.wide_words[d as usize] += w;
                            l.wide_transfers[d as usize] += 1;
                        }
                    }
                } else {
                    l.sent_words_narrow[t.src as usize] += w;
                }
            }
        }
        l
    }

    fn bound(&self, m: &ExchangeModel, paired: bool) -> LowerBound {
        if !self.any_words {
            return LowerBound::default();
        }
        let mut words = 0u64;
        let mut slots = 0u64;
        let send_issue = u64::from(m.config.send_issue_cycles);
        let mux_issue = u64::from(m.config.set_mux_issue_cycles);
        if !paired {
            for t in 0..self.sent_words.len() {
                words = words.max(self.sent_words[t]).max(self.recv_words[t]);
                slots = slots.max(self.sends[t] * send_issue + self.muxes[t] * mux_issue);
            }
        } else {
            for even in (0..self.sent_words.len()).step_by(2) {
                let odd = even + 1;
                // Send side: each tile's narrow words on its own wires; the pair's two wires
                // carry at most two words per cycle.
                let send = (self.sent_words[even] + self.sent_words[odd]).div_ceil(2);
                words = words
                    .max(send)
                    .max(self.sent_words_narrow[even])
                    .max(self.sent_words_narrow[odd]);
                // Receive side.
                let s = self.wide_words[even];
                let (a, b) = (self.recv_words[even] - s, self.recv_words[odd] - s);
                words = words.max(a.max(b) + s.div_ceil(2));
                // A wide transfer needs at least one `set_mux_pair` on either tile.
                let wt = self.wide_transfers[even];
                let solo_e = self.sends[even] * send_issue + (self.muxes[even] - wt) * mux_issue;
                let solo_o = self.sends[odd] * send_issue + (self.muxes[odd] - wt) * mux_issue;
                slots = slots
                    .max(solo_e)
                    .max(solo_o)
                    .max((solo_e + solo_o + wt * mux_issue).div_ceil(2));
            }
        }
        let words_only = words + u64::from(m.min_latency());
        // Every instruction starts before the horizon (a send's word and a switch's effect
        // come before the last arrival) and takes its issue cycles from its start on, so a
        // tile's instructions fit in `horizon + longest - 1` cycles (only the last may run
        // past the horizon).
        let longest = send_issue.max(mux_issue);
        LowerBound {
            words_only,
            with_instructions: words_only.max((slots + 1).saturating_sub(longest)),
        }
    }
}

/// Whether a transfer may be moved in 64-bit mode (rule 3 of the module doc): an even number
/// of words, from a tile with a pair partner, to whole tile pairs.
fn can_go_wide(m: &ExchangeModel, t: TransferShape<'_>, scratch: &mut Vec<u32>) -> bool {
    t.words.is_multiple_of(2) && m.pair_partner(t.src) != t.src && whole_pairs(m, t.dst, scratch)
}

/// Whether `dst` is a union of whole tile pairs (every destination's partner is a destination
/// and differs from it). Linear for short lists; longer ones are sorted into `scratch`.
fn whole_pairs(m: &ExchangeModel, dst: &[u32], scratch: &mut Vec<u32>) -> bool {
    if !dst.len().is_multiple_of(2) {
        return false;
    }
    let has_partner = |d: u32, contains: &dyn Fn(u32) -> bool| {
        let p = m.pair_partner(d);
        p != d && contains(p)
    };
    if dst.len() <= 8 {
        dst.iter().all(|&d| has_partner(d, &|x| dst.contains(&x)))
    } else {
        scratch.clear();
        scratch.extend_from_slice(dst);
        scratch.sort_unstable();
        let sorted: &[u32] = scratch;
        dst.iter()
            .all(|&d| has_partner(d, &|x| sorted.binary_search(&x).is_ok()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::Path;

    /// The ipu21 numbers of `targets/ipu21.toml`, with `tiles`, `columns` and
    /// `tiles_per_supertile` as given, and exchange instructions of one issue cycle.
    fn model(tiles: u32, columns: u32, tiles_per_supertile: u32) -> ExchangeModel {
        model_costing(tiles, columns, tiles_per_supertile, 1, 1)
    }

    /// As [`model`], with `send` and `set_mux` of the given issue cycles.
    fn model_costing(
        tiles: u32,
        columns: u32,
        tiles_per_supertile: u32,
        send: u32,
        mux: u32,
    ) -> ExchangeModel {
        ExchangeModel::new(
            ExchangeConfig {
                tiles,
                columns,
                tiles_per_supertile,
                send_to_exchange_cycles: 8,
                exchange_to_tile_cycles: 9,
                cross_chip_extra_cycles: 2,
                paired_exchange: true,
                muxpair_write_delay: 1,
                set_mux_max_delay: 3,
                send_issue_cycles: send,
                set_mux_issue_cycles: mux,
            },
            Path::new("test.toml"),
        )
        .unwrap()
    }

    fn ipu21() -> ExchangeModel {
        model(1472, 16, 4)
    }

    fn shape(src: u32, dst: &[u32], words: u32) -> TransferShape<'_> {
        TransferShape { src, dst, words }
    }

    /// `check(transfers, expect)`: `expect` is `[words_only, with_instructions, paired
    /// words_only, paired with_instructions]` on ipu21.
    fn check(transfers: &[(u32, Vec<u32>, u32)], expect: [u64; 4]) {
        let m = ipu21();
        let shapes = || transfers.iter().map(|(s, d, w)| shape(*s, d, *w));
        let o = endpoint_lower_bound(&m, shapes());
        let p = endpoint_lower_bound_paired(&m, shapes());
        assert_eq!(
            [
                o.words_only,
                o.with_instructions,
                p.words_only,
                p.with_instructions
            ],
            expect
        );
    }

    #[test]
    fn geometry_and_latency() {
        let m = ipu21();
        assert_eq!(m.columns(), 16);
        // Tiles 0-3 form supertile 0 of column 0, tiles 4-7 supertile 0 of column 1, ...
        assert_eq!(
            (m.column(0), m.column(3), m.column(4), m.column(63)),
            (0, 0, 1, 15)
        );
        assert_eq!((m.column(64), m.column(1471)), (0, 15));
        assert_eq!((m.min_latency(), m.max_latency()), (17, 19));
        assert_eq!(m.latency(0, 3), 17);
        assert_eq!(m.latency(0, 64), 17, "same column, next supertile");
        assert_eq!(m.latency(0, 4), 18);
        assert_eq!(m.latency(4, 0), 18);
        assert_eq!(m.latency(0, 7 * 4), 18);
        assert_eq!(m.latency(0, 8 * 4), 19);
        assert_eq!(m.latency(0, 1471), 19);
        assert_eq!(m.latency(1471, 0), 19);
        assert_eq!(
            m.latency(0, 100_000),
            m.latency(0, 100_000 % 64),
            "columns repeat"
        );
        assert_eq!(
            (m.pair_partner(0), m.pair_partner(1), m.pair_partner(1471)),
            (1, 0, 1470)
        );
        assert_eq!(model(5, 1, 2).pair_partner(4), 4);
        assert_eq!(
            (model(5, 1, 2).min_latency(), model(5, 1, 2).max_latency()),
            (17, 17)
        );
    }

    #[test]
    fn instruction_costs() {
        let m = ipu21();
        assert_eq!(
            m.send_instruction(100),
            InstructionCost {
                issue_cycles: 1,
                send_port_cycles: 100,
                max_delay: 0
            }
        );
        assert_eq!(
            m.send_instruction_paired(101),
            InstructionCost {
                issue_cycles: 1,
                send_port_cycles: 51,
                max_delay: 0
            }
        );
        assert_eq!(
            m.set_mux_instruction(),
            InstructionCost {
                issue_cycles: 1,
                send_port_cycles: 0,
                max_delay: 3
            }
        );
        assert_eq!(m.set_mux_pair_instruction(), m.set_mux_instruction());
        assert_eq!(m.muxpair_write_delay(), 1);
        assert_eq!(
            (m.words_per_cycle_send(), m.words_per_cycle_receive()),
            (1, 1)
        );
        assert_eq!(
            (
                m.words_per_cycle_send_paired(),
                m.words_per_cycle_receive_paired()
            ),
            (2, 2)
        );
    }

    #[test]
    fn bad_configs() {
        let c = ipu21().config().clone();
        let new = |c: ExchangeConfig| {
            ExchangeModel::new(c, Path::new("x.toml"))
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            new(ExchangeConfig {
                columns: 0,
                ..c.clone()
            }),
            "x.toml: error: 'exchange.columns': must be at least 1"
        );
        assert_eq!(
            new(ExchangeConfig {
                tiles_per_supertile: 3,
                ..c.clone()
            }),
            "x.toml: error: 'exchange.tiles_per_supertile': is 3, but paired exchange needs an even \
             number (tiles 2k and 2k+1 share a column)"
        );
        assert_eq!(
            new(ExchangeConfig { tiles: 0, ..c }),
            "x.toml: error: 'tiles': must be at least 1"
        );
        assert!(model(4, 1, 2).check_tile(4).is_err());
        assert!(model(4, 1, 2).check_tile(3).is_ok());
    }

    #[test]
    fn empty_phase_is_zero() {
        check(&[], [0, 0, 0, 0]);
        check(&[(0, vec![1], 0)], [0, 0, 0, 0]);
    }

    #[test]
    fn unicast_and_multicast() {
        check(&[(0, vec![2], 10)], [27, 27, 27, 27]);
        // Multicast: the sender sends 10 words once.
        check(&[(0, vec![2, 4, 6, 8], 10)], [27, 27, 27, 27]);
        // Hot receiver: 3 senders × 10 words.
        check(
            &[(0, vec![9], 10), (2, vec![9], 10), (4, vec![9], 10)],
            [47, 47, 47, 47],
        );
    }

    #[test]
    fn instruction_slots_dominate_for_many_tiny_transfers() {
        // Tile 0 sends 30 one-word transfers and receives 30: 60 issue slots > 30 + 17.
        let mut t = Vec::new();
        for i in 1..=30 {
            t.push((0, vec![2 * i], 1));
            t.push((2 * i + 1, vec![0], 1));
        }
        check(&t, [47, 60, 47, 60]);
    }

    #[test]
    fn instruction_bound_follows_the_issue_cycles() {
        // Tile 0 sends 30 one-word transfers and receives 30 (as above): 30 sends and 30
        // switches of `send` and `mux` issue cycles each, less all but one cycle of the last.
        let mut t = Vec::new();
        for i in 1..=30 {
            t.push((0, vec![2 * i], 1));
            t.push((2 * i + 1, vec![0], 1));
        }
        let shapes = || t.iter().map(|(s, d, w)| shape(*s, d, *w));
        for (send, mux, expect) in [
            (1, 1, 60),
            (2, 2, 119),
            (3, 3, 178),
            (1, 3, 118),
            (3, 1, 118),
        ] {
            let m = model_costing(1472, 16, 4, send, mux);
            let o = endpoint_lower_bound(&m, shapes());
            let p = endpoint_lower_bound_paired(&m, shapes());
            assert_eq!(
                (o.words_only, o.with_instructions, p.with_instructions),
                (47, expect, expect),
                "send {send}, set_mux {mux}"
            );
            assert_eq!(m.send_instruction(5).issue_cycles, send);
            assert_eq!(m.send_instruction_paired(5).issue_cycles, send);
            assert_eq!(m.set_mux_instruction().issue_cycles, mux);
            assert_eq!(m.set_mux_pair_instruction().issue_cycles, mux);
        }
    }

    #[test]
    fn paired_exchange_halves_words_to_whole_pairs() {
        // One source to both tiles of pair (0, 1): 64-bit mode sends 2 words per cycle.
        check(&[(2, vec![0, 1], 10)], [27, 27, 22, 22]);
        // An odd number of words cannot go 64-bit (whole 64-bit words only).
        check(&[(2, vec![0, 1], 9)], [26, 26, 26, 26]);
        // Two sources: the pair takes 20 words in 10 cycles.
        check(
            &[(2, vec![0, 1], 10), (4, vec![0, 1], 10)],
            [37, 37, 27, 27],
        );
        // Plus 6 words only tile 0 needs: max(6, 0) + 10.
        check(
            &[(2, vec![0, 1], 10), (4, vec![0, 1], 10), (6, vec![0], 6)],
            [43, 43, 33, 33],
        );
        // Not whole pairs: tile 4's partner 5 is missing, so no 64-bit mode.
        check(&[(2, vec![0, 1, 4], 10)], [27, 27, 27, 27]);
        // Both tiles of the sending pair are busy: 10 + 10 words on two wires need 10 cycles.
        check(
            &[(2, vec![0, 1], 10), (3, vec![4, 5], 10)],
            [27, 27, 27, 27],
        );
        // Long destination lists are checked too (sorted copy): 5 whole pairs, unsorted.
        check(
            &[(20, vec![9, 0, 8, 1, 3, 2, 5, 4, 7, 6], 8)],
            [25, 25, 21, 21],
        );
    }

    /// An independent greedy list scheduler obeying the module's rules; returns the horizon.
    /// Transfers are placed in order at the earliest start where the send port(s), every
    /// destination's receive port(s) and an issue slot for every instruction are free. With
    /// `wide`, transfers to whole pairs go 64-bit (rule 3).
    fn greedy_horizon(m: &ExchangeModel, transfers: &[(u32, Vec<u32>, u32)], wide: bool) -> u64 {
        let n = m.tiles() as usize;
        let mut send_busy = vec![BTreeSet::<u64>::new(); n];
        let mut recv_busy = vec![BTreeSet::<u64>::new(); n];
        let mut issue_busy = vec![BTreeSet::<u64>::new(); n];
        let delay = u64::from(m.set_mux_instruction().max_delay);
        let send_issue = u64::from(m.send_instruction(1).issue_cycles);
        let mux_issue = u64::from(m.set_mux_instruction().issue_cycles);
        let free =
            |set: &BTreeSet<u64>, from: u64, len: u64| set.range(from..from + len).next().is_none();
        let mut horizon = 0;
        for (src, dst, words) in transfers {
            let src = *src;
            let is_wide = wide && can_go_wide(m, shape(src, dst, *words), &mut Vec::new());
            let cycles = if is_wide { words.div_ceil(2) } else { *words };
            let (w, s) = (u64::from(cycles), src as usize);
            if w == 0 {
                continue;
            }
            let senders: Vec<usize> = if is_wide {
                vec![s, m.pair_partner(src) as usize]
            } else {
                vec![s]
            };
            // Receivers that issue a `set_mux` (even tiles only in wide mode) and all that receive.
            let issuing: Vec<u32> = dst
                .iter()
                .copied()
                .filter(|d| !is_wide || d.is_multiple_of(2))
                .collect();
            let mut start = 0u64;
            'search: loop {
                if senders.iter().any(|&t| !free(&send_busy[t], start, w))
                    || !free(&issue_busy[s], start, send_issue)
                {
                    start += 1;
                    continue;
                }
                for &d in dst {
                    let arrive = start + u64::from(m.latency(src, d));
                    if !free(&recv_busy[d as usize], arrive, w) {
                        start += 1;
                        continue 'search;
                    }
                }
                let mut mux_at = Vec::new();
                for &d in &issuing {
                    let arrive = start + u64::from(m.latency(src, d));
                    match (arrive.saturating_sub(delay)..=arrive).find(|&c| {
                        free(&issue_busy[d as usize], c, mux_issue)
                            && !mux_at.iter().any(|&(t, x)| {
                                t == d as usize && c < x + mux_issue && x < c + mux_issue
                            })
                            && (d != src || c + mux_issue <= start || start + send_issue <= c)
                    }) {
                        Some(c) => mux_at.push((d as usize, c)),
                        None => {
                            start += 1;
                            continue 'search;
                        }
                    }
                }
                for &t in &senders {
                    send_busy[t].extend(start..start + w);
                }
                issue_busy[s].extend(start..start + send_issue);
                for (d, c) in mux_at {
                    issue_busy[d].extend(c..c + mux_issue);
                }
                for &d in dst {
                    let arrive = start + u64::from(m.latency(src, d));
                    recv_busy[d as usize].extend(arrive..arrive + w);
                    horizon = horizon.max(arrive + w);
                }
                break;
            }
        }
        horizon
    }

    #[test]
    fn greedy_reaches_the_bound_on_simple_phases() {
        let m = model(16, 4, 4);
        let t = vec![(0, vec![1], 10), (2, vec![4, 5], 10)];
        let shapes = || t.iter().map(|(s, d, w)| shape(*s, d, *w));
        assert_eq!(endpoint_lower_bound(&m, shapes()).words_only, 27);
        assert_eq!(
            greedy_horizon(&m, &t, false),
            28,
            "tiles 4, 5 are one column away"
        );
        assert_eq!(endpoint_lower_bound_paired(&m, shapes()).words_only, 27);
        assert_eq!(greedy_horizon(&m, &t, true), 27);
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        fn phase() -> impl Strategy<Value = Vec<(u32, Vec<u32>, u32)>> {
            let transfer = (
                0u32..16,
                proptest::collection::btree_set(0u32..16, 1..5),
                1u32..12,
            )
                .prop_map(|(src, dst, w)| {
                    let dst: Vec<u32> = dst.into_iter().filter(|&d| d != src).collect();
                    (src, dst, w)
                })
                .prop_filter("needs a destination", |(_, d, _)| !d.is_empty());
            // Some transfers to whole pairs, so that 64-bit mode gets exercised.
            let pair_transfer = (0u32..16, 0u32..8, 1u32..12)
                .prop_filter_map("src not a destination", |(src, p, w)| {
                    (src / 2 != p).then(|| (src, vec![2 * p, 2 * p + 1], w))
                });
            proptest::collection::vec(prop_oneof![transfer, pair_transfer], 0..24)
        }

        proptest! {
            #[test]
            fn bound_never_exceeds_a_valid_schedule(
                t in phase(),
                (columns, per_supertile) in prop::sample::select(vec![(1u32, 2u32), (2, 4), (4, 2), (8, 2)]),
                (send, mux) in prop::sample::select(vec![(1u32, 1u32), (2, 2), (3, 3), (1, 3), (3, 1)]),
            ) {
                let m = model_costing(16, columns, per_supertile, send, mux);
                let shapes = || t.iter().map(|(s, d, w)| shape(*s, d, *w));
                let lb = endpoint_lower_bound(&m, shapes());
                let lbp = endpoint_lower_bound_paired(&m, shapes());
                let horizon = greedy_horizon(&m, &t, false);
                let horizon_wide = greedy_horizon(&m, &t, true);
                prop_assert!(lb.words_only <= lb.with_instructions);
                prop_assert!(lb.with_instructions <= horizon, "{lb:?} > {horizon}");
                prop_assert!(lbp.with_instructions <= horizon_wide, "{lbp:?} > {horizon_wide}");
                prop_assert!(lbp.words_only <= lb.words_only);
                prop_assert!(lbp.with_instructions <= lb.with_instructions);
            }

            #[test]
            fn latency_is_symmetric_and_bounded(a in 0u32..1472, b in 0u32..1472) {
                let m = ipu21();
                prop_assert_eq!(m.latency(a, b), m.latency(b, a));
                prop_assert!(m.min_latency() <= m.latency(a, b) && m.latency(a, b) <= m.max_latency());
                prop_assert_eq!(m.column(a), m.column(m.pair_partner(a)));
            }

            #[test]
            fn latency_grows_with_column_distance(a in 0u32..1472, b in 0u32..1472, c in 0u32..1472) {
                let m = ipu21();
                let (da, dc) = (m.column(a).abs_diff(m.column(b)), m.column(c).abs_diff(m.column(b)));
                if da <= dc {
                    prop_assert!(m.latency(a, b) <= m.latency(c, b));
                }
            }
        }
    }
}
