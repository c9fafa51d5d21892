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
//! 2. **Receivers select.** Each tile has one incoming multiplexer. At a cycle `r` tile `d`
//!    receives the word that arrives from the sender its multiplexer selects at `r`, at most one
//!    word per cycle ([`ExchangeModel::words_per_cycle_receive`] = 1). Several receivers may
//!    select the same sender in the same cycle: that is multicast, and costs the sender nothing
//!    extra. Full duplex: a tile may send one word and receive one word in the same cycle.
//! 3. **Paired receive** (targets with `paired_receive = true`). Tiles `2k` and `2k + 1` share an
//!    exchange bus ([`ExchangeModel::pair_partner`]). In a cycle in which a pair is in *paired
//!    mode*, each of the two multiplexers selects a sender and **both** tiles store **both**
//!    words: the pair takes up to two words per cycle
//!    ([`ExchangeModel::words_per_cycle_receive_paired`] = 2), from two different senders (each
//!    sender still sends at most one word per cycle). Only words that both tiles must receive
//!    (a transfer whose destinations include both tiles of the pair) may be taken in paired mode;
//!    in that cycle neither tile receives anything else. A word taken by the multiplexer of
//!    either tile reaches both at the same cycle (partners are in one column, so the latency is
//!    the same). Source: poplibs `ExchangeEstimator.cpp` (2021) doubles the exchange bytes per
//!    cycle when consecutive tiles receive the same data and asserts that exactly two tiles
//!    share an exchange bus (`getTilesPerSharedExchangeBus() == 2`); the pairing of tile `2k`
//!    with `2k + 1` follows its "consecutive tiles" condition. The rule that the send side is
//!    *not* widened (two senders are needed for two words) is our conservative reading: no
//!    public source says a single tile sends 64 bits per cycle.
//! 4. **Supervisor instructions.** Each tile's supervisor issues at most one instruction per
//!    cycle. Exchange needs two:
//!    - `send` of a run of `n` words of one transfer (or one chunk of it): issued at cycle `c`, it
//!      occupies the issue slot for one cycle and the tile's send port for `n` cycles; word `i`
//!      of the run is sent at `c + i`. One instruction may send several packets at different
//!      compiled transmit times (US 12,141,092 claim 5, continuation of US 2019/0121777); that
//!      the issue slot is free again after one cycle is our reading of that claim (the
//!      instruction hands the run to the exchange interface), not a published cycle count.
//!      See [`ExchangeModel::send_instruction`].
//!    - `set_mux` (switch control): selects the sender whose words the tile receives, and the
//!      address they are written to (consecutive words go to consecutive addresses). Issued at
//!      cycle `c` with delay field `k` (`0 <= k <= set_mux_max_delay`), it takes effect at cycle
//!      `c + k` and holds until the next `set_mux` takes effect. The delay field exists so that
//!      the switch can be issued ahead of its effect (US 2020/0183878, granted as
//!      US 10,579,582: "a delay control field which holds a value defining a delay between
//!      issuance of the instruction ... and its execution"; claim 3: executed at least one
//!      cycle before the receive time). The field's width is not public; see
//!      [`ExchangeModel::set_mux_instruction`].
//!
//!    A schedule emits at least one `send` per transfer (chunk) at its source and at least one
//!    `set_mux` per transfer (chunk) at each of its destinations: instructions are never shared
//!    between transfers. [`endpoint_lower_bound`] relies on this contract.
//! 5. **Horizon.** The horizon of a scheduled phase is one past the last cycle at which any word
//!    is received: `max(send cycle + latency) + 1` over all words and destinations.
//!
//! # Geometry and latency
//!
//! Tiles are arranged in columns beside the exchange; each column has a base tile next to the
//! exchange wires and the others one after another along the column (US 11,269,806; tile
//! identifiers are a column identifier concatenated with the position in the column,
//! US 11,698,883). We number tiles column by column: tile `t` is in column
//! `t / tiles_per_column`. The number of tiles per column of the IPU2 is not public (see the
//! target TOML). The patent equalises delays between corresponding positions of different
//! columns; we fold the position within a column into the constant term and model
//!
//! ```text
//! latency(s, d) = send_to_exchange_cycles + exchange_to_tile_cycles
//!               + ceil(|column(s) - column(d)| * cross_chip_extra_cycles / (columns - 1))
//! ```
//!
//! which is symmetric and grows with column distance from `min_latency()` (same column) to
//! `max_latency()` (the two end columns). The numbers come from public IPU1
//! reverse-engineering notes (about 8 cycles from a tile to the exchange, 17 to 19 cycles from
//! tile to tile across the chip), cited in the target files.

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// The exchange parameters of a target, as written in its TOML `[exchange]` table (the
/// `tiles` count comes from the top level). Every number is in cycles of the target clock or in
/// 32-bit words; see `targets/*.toml` for each value's source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExchangeConfig {
    /// Number of tiles on the chip.
    pub tiles: u32,
    /// Tiles per exchange column (tile `t` is in column `t / tiles_per_column`).
    pub tiles_per_column: u32,
    /// Cycles from the cycle a word is sent to the cycle it is on the exchange spine.
    pub send_to_exchange_cycles: u32,
    /// Cycles from the exchange spine to the receiving tile, for the nearest column.
    pub exchange_to_tile_cycles: u32,
    /// Extra cycles between the two end columns compared with the same column.
    pub cross_chip_extra_cycles: u32,
    /// Whether two neighbouring tiles can receive two words per cycle together.
    pub paired_receive: bool,
    /// Largest value of the `set_mux` delay field, in cycles.
    pub set_mux_max_delay: u32,
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

/// The exchange model of one target. Cheap to copy; every query is O(1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExchangeModel {
    config: ExchangeConfig,
    columns: u32,
}

impl ExchangeModel {
    /// Builds the model from a target's exchange parameters.
    ///
    /// Errors ([`Error::Target`], user input) when `tiles` or `tiles_per_column` is zero, or
    /// when `paired_receive` is set and `tiles_per_column` is odd (pair partners must share a
    /// column). `file` names the description for the error message.
    pub fn new(config: ExchangeConfig, file: &std::path::Path) -> Result<Self> {
        let bad = |key: &str, message: String| Error::Target {
            file: file.to_path_buf(),
            line: None,
            col: None,
            key: key.to_string(),
            message: format!("'{key}': {message}"),
        };
        if config.tiles == 0 {
            return Err(bad("tiles", "must be at least 1".into()));
        }
        if config.tiles_per_column == 0 {
            return Err(bad(
                "exchange.tiles_per_column",
                "must be at least 1".into(),
            ));
        }
        if config.paired_receive && !config.tiles_per_column.is_multiple_of(2) {
            return Err(bad(
                "exchange.tiles_per_column",
                format!(
                    "is {}, but paired receive needs an even number (tiles 2k and 2k+1 share a column)",
                    config.tiles_per_column
                ),
            ));
        }
        let columns = config.tiles.div_ceil(config.tiles_per_column);
        Ok(Self { config, columns })
    }

    /// The parameters this model was built from.
    pub fn config(&self) -> &ExchangeConfig {
        &self.config
    }

    /// Number of tiles on the target.
    pub fn tiles(&self) -> u32 {
        self.config.tiles
    }

    /// Number of exchange columns (`ceil(tiles / tiles_per_column)`).
    pub fn columns(&self) -> u32 {
        self.columns
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

    /// The exchange column of `tile`: `tile / tiles_per_column`.
    pub fn column(&self, tile: u32) -> u32 {
        tile / self.config.tiles_per_column
    }

    /// Cycles from a word's send (the cycle the sending tile puts it on its exchange wires) to
    /// the cycle it can be received at `dst`. Symmetric in `src` and `dst`; a constant
    /// send-to-exchange delay plus a per-column-distance term (see the module doc).
    pub fn latency(&self, src: u32, dst: u32) -> u32 {
        let base = self.min_latency();
        if self.columns <= 1 {
            return base;
        }
        let distance = u64::from(self.column(src).abs_diff(self.column(dst)));
        let span = u64::from(self.columns - 1);
        let extra = (distance * u64::from(self.config.cross_chip_extra_cycles)).div_ceil(span);
        // `distance <= span` for tiles on the chip; clamp so that out-of-range tiles cannot
        // report more than the end-to-end latency.
        base + (extra.min(u64::from(self.config.cross_chip_extra_cycles)) as u32)
    }

    /// The least latency between any two tiles (two tiles of one column).
    pub fn min_latency(&self) -> u32 {
        self.config.send_to_exchange_cycles + self.config.exchange_to_tile_cycles
    }

    /// The greatest latency between any two tiles (the two end columns).
    pub fn max_latency(&self) -> u32 {
        if self.columns <= 1 {
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

    /// Whether the target supports paired receive (rule 3 of the module doc).
    pub fn supports_paired_receive(&self) -> bool {
        self.config.paired_receive
    }

    /// 32-bit words a tile sends per cycle: 1 (Graphcore: each tile sends and receives 32 bits
    /// per cycle; 1472 tiles × 4 B × 1.33 GHz ≈ 7.8 TB/s, the "8 TB/s" IPU-Exchange figure of
    /// the GC200 datasheet).
    pub fn words_per_cycle_send(&self) -> u32 {
        1
    }

    /// 32-bit words one tile receives per cycle in ordinary mode: 1.
    pub fn words_per_cycle_receive(&self) -> u32 {
        1
    }

    /// 32-bit words a tile pair receives per cycle in paired mode (each tile stores them all):
    /// 2 when the target supports paired receive, else 1.
    pub fn words_per_cycle_receive_paired(&self) -> u32 {
        if self.config.paired_receive { 2 } else { 1 }
    }

    /// Cost of a `send` of a run of `words` words: one issue cycle, `words` cycles of the send
    /// port (rule 4 of the module doc).
    pub fn send_instruction(&self, words: u32) -> InstructionCost {
        InstructionCost {
            issue_cycles: 1,
            send_port_cycles: words,
            max_delay: 0,
        }
    }

    /// Cost of a `set_mux`: one issue cycle; its effect may be delayed by up to
    /// `set_mux_max_delay` cycles after issue (rule 4 of the module doc).
    pub fn set_mux_instruction(&self) -> InstructionCost {
        InstructionCost {
            issue_cycles: 1,
            send_port_cycles: 0,
            max_delay: self.config.set_mux_max_delay,
        }
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

/// Lower bounds on the horizon (rule 5 of the module doc) of any valid schedule of a phase, in
/// cycles. Both are 0 for a phase that moves no words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct LowerBound {
    /// The most words any one tile sends or receives, plus the least latency: the endpoint lower
    /// bound the reference system reports.
    pub words_only: u64,
    /// `max(words_only, most supervisor instructions any one tile must issue)`: one issue slot
    /// per cycle, one `send` per transfer at its source and one `set_mux` per transfer at each
    /// destination (rule 4).
    pub with_instructions: u64,
}

/// The endpoint lower bound of a phase for schedules that do not use paired receive: the most
/// words any one tile sends or receives, plus the least latency (`words_only`, what the
/// reference system reports), and a tighter bound that also counts supervisor instruction slots
/// (`with_instructions`). O(total destinations); a destination list longer than 8 entries is
/// not inspected for pairs, so cost stays linear.
pub fn endpoint_lower_bound<'a>(
    m: &ExchangeModel,
    transfers: impl IntoIterator<Item = TransferShape<'a>>,
) -> LowerBound {
    let loads = Loads::collect(m, transfers, false);
    loads.bound(m, false)
}

/// The endpoint lower bound for schedules that may also use paired receive (rule 3). Never
/// larger than [`endpoint_lower_bound`]; equal to it on targets without paired receive. For a
/// pair `(t, p)` that must receive `a` words only `t` needs, `b` only `p` needs and `s` both
/// need, the pair needs at least `max(a, b) + ceil(s / 2)` receive cycles.
pub fn endpoint_lower_bound_paired<'a>(
    m: &ExchangeModel,
    transfers: impl IntoIterator<Item = TransferShape<'a>>,
) -> LowerBound {
    let paired = m.supports_paired_receive();
    let loads = Loads::collect(m, transfers, paired);
    loads.bound(m, paired)
}

/// Per-tile counts for the bounds. Indexed by tile; grows if a transfer names a tile beyond the
/// target (the bound is still a bound for that larger set of tiles).
#[derive(Default)]
struct Loads {
    sent_words: Vec<u64>,
    recv_words: Vec<u64>,
    sends: Vec<u64>,
    muxes: Vec<u64>,
    /// Words both tiles of the pair need, counted once per pair at index `min(t, partner)`.
    shared_words: Vec<u64>,
    /// Transfers both tiles of the pair receive, counted once per pair (at the lower index).
    shared_transfers: Vec<u64>,
    any_words: bool,
}

impl Loads {
    fn grow(&mut self, tile: u32) {
        let need = tile as usize + 1;
        if self.sent_words.len() < need {
            for v in [
                &mut self.sent_words,
                &mut self.recv_words,
                &mut self.sends,
                &mut self.muxes,
                &mut self.shared_words,
                &mut self.shared_transfers,
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
        l.grow(m.tiles().saturating_sub(1) | 1);
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
                l.grow(d | 1);
                l.recv_words[d as usize] += w;
                l.muxes[d as usize] += 1;
            }
            if paired {
                for &d in t.dst {
                    // Count each pair once: from its even member.
                    let p = m.pair_partner(d);
                    if d.is_multiple_of(2) && p != d && contains(t.dst, p) {
                        l.shared_words[d as usize] += w;
                        l.shared_transfers[d as usize] += 1;
                    }
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
        for t in 0..self.sent_words.len() {
            words = words.max(self.sent_words[t]);
            if !paired {
                words = words.max(self.recv_words[t]);
                slots = slots.max(self.sends[t] + self.muxes[t]);
            }
        }
        if paired {
            for even in (0..self.sent_words.len()).step_by(2) {
                let odd = even + 1;
                let s = self.shared_words[even];
                let st = self.shared_transfers[even];
                let a = self.recv_words[even] - s;
                let b = self.recv_words[odd] - s;
                words = words.max(a.max(b) + s.div_ceil(2));
                // Shared transfers need at least one `set_mux` on either tile of the pair.
                let solo_e = self.sends[even] + self.muxes[even] - st;
                let solo_o = self.sends[odd] + self.muxes[odd] - st;
                slots = slots
                    .max(solo_e)
                    .max(solo_o)
                    .max((solo_e + solo_o + st).div_ceil(2));
            }
        }
        let words_only = words + u64::from(m.min_latency());
        LowerBound {
            words_only,
            with_instructions: words_only.max(slots),
        }
    }
}

/// Whether `list` contains `x`; linear for short lists, which is the common case. Lists longer
/// than 8 entries are searched only if sorted (binary search), otherwise treated as "no":
/// under-counting shared words keeps the paired bound a valid (weaker) lower bound.
fn contains(list: &[u32], x: u32) -> bool {
    if list.len() <= 8 {
        list.contains(&x)
    } else if list.is_sorted() {
        list.binary_search(&x).is_ok()
    } else {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::Path;

    /// ipu21-like parameters (the values in `targets/ipu21.toml`).
    fn model(tiles: u32, tiles_per_column: u32) -> ExchangeModel {
        ExchangeModel::new(
            ExchangeConfig {
                tiles,
                tiles_per_column,
                send_to_exchange_cycles: 8,
                exchange_to_tile_cycles: 9,
                cross_chip_extra_cycles: 2,
                paired_receive: true,
                set_mux_max_delay: 3,
            },
            Path::new("test.toml"),
        )
        .unwrap()
    }

    fn shape(src: u32, dst: &[u32], words: u32) -> TransferShape<'_> {
        TransferShape { src, dst, words }
    }

    /// `check(transfers, expect)`: `expect` is `[words_only, with_instructions, paired words_only,
    /// paired with_instructions]` on 1472 tiles, 64 per column.
    fn check(transfers: &[(u32, Vec<u32>, u32)], expect: [u64; 4]) {
        let m = model(1472, 64);
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
        let m = model(1472, 64);
        assert_eq!(m.columns(), 23);
        assert_eq!(
            (m.column(0), m.column(63), m.column(64), m.column(1471)),
            (0, 0, 1, 22)
        );
        assert_eq!((m.min_latency(), m.max_latency()), (17, 19));
        assert_eq!(m.latency(0, 63), 17);
        assert_eq!(m.latency(0, 64), 18);
        assert_eq!(m.latency(64, 0), 18);
        assert_eq!(m.latency(0, 11 * 64), 18);
        assert_eq!(m.latency(0, 12 * 64), 19);
        assert_eq!(m.latency(0, 1471), 19);
        assert_eq!(m.latency(1471, 0), 19);
        assert_eq!(m.latency(0, 10_000), 19, "clamped beyond the chip");
        assert_eq!(
            (m.pair_partner(0), m.pair_partner(1), m.pair_partner(1471)),
            (1, 0, 1470)
        );
        assert_eq!(model(5, 2).pair_partner(4), 4);
    }

    #[test]
    fn instruction_costs() {
        let m = model(1472, 64);
        assert_eq!(
            m.send_instruction(100),
            InstructionCost {
                issue_cycles: 1,
                send_port_cycles: 100,
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
        assert_eq!(
            (m.words_per_cycle_send(), m.words_per_cycle_receive()),
            (1, 1)
        );
        assert_eq!(m.words_per_cycle_receive_paired(), 2);
    }

    #[test]
    fn bad_configs() {
        let c = model(1472, 64).config().clone();
        let e = ExchangeModel::new(
            ExchangeConfig {
                tiles_per_column: 0,
                ..c.clone()
            },
            Path::new("x.toml"),
        );
        assert_eq!(
            e.unwrap_err().to_string(),
            "x.toml: error: 'exchange.tiles_per_column': must be at least 1"
        );
        let e = ExchangeModel::new(
            ExchangeConfig {
                tiles_per_column: 3,
                ..c.clone()
            },
            Path::new("x.toml"),
        );
        assert!(e.unwrap_err().to_string().contains("needs an even number"));
        let e = ExchangeModel::new(ExchangeConfig { tiles: 0, ..c }, Path::new("x.toml"));
        assert!(
            e.unwrap_err()
                .to_string()
                .contains("'tiles': must be at least 1")
        );
        assert!(model(4, 2).check_tile(4).is_err());
        assert!(model(4, 2).check_tile(3).is_ok());
    }

    #[test]
    fn empty_phase_is_zero() {
        check(&[], [0, 0, 0, 0]);
        check(&[(0, vec![1], 0)], [0, 0, 0, 0]);
    }

    #[test]
    fn unicast_and_multicast() {
        check(&[(0, vec![1], 10)], [27, 27, 27, 27]);
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
    fn paired_receive_halves_shared_words() {
        // Two senders each send 10 words to both tiles of pair (0, 1).
        check(
            &[(2, vec![0, 1], 10), (4, vec![0, 1], 10)],
            [37, 37, 27, 27],
        );
        // Plus 6 words only tile 0 needs: max(6, 0) + 10.
        check(
            &[(2, vec![0, 1], 10), (4, vec![0, 1], 10), (6, vec![0], 6)],
            [43, 43, 33, 33],
        );
    }

    /// An independent greedy list scheduler obeying the module's rules without paired receive:
    /// returns the horizon. Transfers are placed in order at the earliest start where the send
    /// port, every destination's receive port and an issue slot for every instruction are free.
    fn greedy_horizon(m: &ExchangeModel, transfers: &[(u32, Vec<u32>, u32)]) -> u64 {
        let n = m.tiles() as usize;
        let mut send_busy = vec![BTreeSet::<u64>::new(); n];
        let mut recv_busy = vec![BTreeSet::<u64>::new(); n];
        let mut issue_busy = vec![BTreeSet::<u64>::new(); n];
        let delay = u64::from(m.set_mux_instruction().max_delay);
        let mut horizon = 0;
        for (src, dst, words) in transfers {
            let (src, w) = (*src as usize, u64::from(*words));
            if w == 0 {
                continue;
            }
            let mut start = 0u64;
            'search: loop {
                let free = |set: &BTreeSet<u64>, from: u64, len: u64| {
                    set.range(from..from + len).next().is_none()
                };
                if !free(&send_busy[src], start, w) || issue_busy[src].contains(&start) {
                    start += 1;
                    continue;
                }
                let mut mux_at = Vec::new();
                for &d in dst {
                    let arrive = start + u64::from(m.latency(src as u32, d));
                    let d = d as usize;
                    if !free(&recv_busy[d], arrive, w) {
                        start += 1;
                        continue 'search;
                    }
                    match (arrive.saturating_sub(delay)..=arrive)
                        .find(|c| !issue_busy[d].contains(c))
                    {
                        Some(c) => mux_at.push((d, c, arrive)),
                        None => {
                            start += 1;
                            continue 'search;
                        }
                    }
                }
                send_busy[src].extend(start..start + w);
                issue_busy[src].insert(start);
                for (d, c, arrive) in mux_at {
                    recv_busy[d].extend(arrive..arrive + w);
                    issue_busy[d].insert(c);
                    horizon = horizon.max(arrive + w);
                }
                break;
            }
        }
        horizon
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
            proptest::collection::vec(transfer, 0..24)
        }

        proptest! {
            #[test]
            fn bound_never_exceeds_a_valid_schedule(t in phase(), per_col in prop::sample::select(vec![2u32, 4, 16])) {
                let m = model(16, per_col);
                let shapes = || t.iter().map(|(s, d, w)| shape(*s, d, *w));
                let lb = endpoint_lower_bound(&m, shapes());
                let lbp = endpoint_lower_bound_paired(&m, shapes());
                let horizon = greedy_horizon(&m, &t);
                prop_assert!(lb.words_only <= lb.with_instructions);
                prop_assert!(lb.with_instructions <= horizon, "{lb:?} > {horizon}");
                prop_assert!(lbp.words_only <= lb.words_only);
                prop_assert!(lbp.with_instructions <= lb.with_instructions);
            }

            #[test]
            fn latency_is_symmetric_and_bounded(a in 0u32..1472, b in 0u32..1472) {
                let m = model(1472, 64);
                prop_assert_eq!(m.latency(a, b), m.latency(b, a));
                prop_assert!(m.min_latency() <= m.latency(a, b) && m.latency(a, b) <= m.max_latency());
            }

            #[test]
            fn latency_grows_with_column_distance(a in 0u32..1472, b in 0u32..1472, c in 0u32..1472) {
                let m = model(1472, 64);
                let (da, dc) = (m.column(a).abs_diff(m.column(b)), m.column(c).abs_diff(m.column(b)));
                if da <= dc {
                    prop_assert!(m.latency(a, b) <= m.latency(c, b));
                }
            }
        }
    }
}
