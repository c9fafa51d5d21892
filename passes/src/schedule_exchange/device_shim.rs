//! A temporary stand-in for `ipu_device::exchange` (issue 5), with the same shape.
//!
//! **Not a source of numbers.** The device crate is being written concurrently; until its
//! exchange model lands on `main`, the scheduler and the checker read this stand-in so they
//! can be built and tested. Every value below is a placeholder chosen only to have the
//! right *shape* (a latency that grows with column distance, 1472 tiles, pairs of
//! neighbouring tiles); none is sourced, and none may be quoted as a device figure. The
//! scheduler reads numbers only through [`ExchangeModel`], so swapping this module for the
//! device crate changes no scheduling code.
//!
//! Semantics shared by the scheduler and the checker (what the device crate is asked to
//! document and own):
//! - per cycle a tile sends at most one 32-bit word and receives at most one word;
//! - a word sent at cycle `t` from `src` is received at `dst` at `t + latency(src, dst)`;
//! - a receiver takes every word sent by the tile its multiplexer selects (so several
//!   receivers may take one sent word: multicast; and a receiver whose multiplexer is left
//!   on a sender takes that sender's later words too);
//! - paired receive: a tile and its [`ExchangeModel::pair_partner`] that both receive the
//!   same words may take two words per cycle together; the sender then drives its own and
//!   its partner's bus, so both send ports of the sending pair are busy for those cycles;
//! - each tile's supervisor issues one instruction per cycle; a `send` of a run of words and
//!   a multiplexer switch each cost [`InstructionCost::issue_cycles`]; a switch may be
//!   issued up to [`InstructionCost::max_delay`] cycles before it takes effect.

/// Supervisor cost of one exchange instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InstructionCost {
    /// Issue slots the instruction occupies, in cycles at the target clock.
    pub issue_cycles: u32,
    /// How many cycles before its effect the instruction may be issued (the delay field).
    pub max_delay: u32,
}

/// The exchange fabric of one target, as the scheduler and the checker see it.
#[derive(Debug, Clone)]
pub struct ExchangeModel {
    tiles: u32,
    tiles_per_column: u32,
    base_latency: u32,
    latency_span: u32,
}

impl ExchangeModel {
    /// The placeholder model of the 1472-tile `ipu21` (see the module doc: unsourced).
    pub fn ipu21() -> Self {
        Self::with_tiles(1472)
    }

    /// The placeholder model with `tiles` tiles (32 tiles per column, at least one column).
    pub fn with_tiles(tiles: u32) -> Self {
        Self {
            tiles: tiles.max(1),
            tiles_per_column: 32,
            base_latency: 9,
            latency_span: 10,
        }
    }

    /// Number of tiles.
    pub fn tiles(&self) -> u32 {
        self.tiles
    }

    /// The exchange column of `tile`.
    pub fn column(&self, tile: u32) -> u32 {
        tile / self.tiles_per_column
    }

    fn columns(&self) -> u32 {
        self.tiles.div_ceil(self.tiles_per_column)
    }

    /// Cycles from the send of a word at `src` to its receipt at `dst`; symmetric.
    pub fn latency(&self, src: u32, dst: u32) -> u32 {
        let distance = self.column(src).abs_diff(self.column(dst));
        let span = self.columns().saturating_sub(1).max(1);
        self.base_latency + distance * self.latency_span / span
    }

    /// The least latency between any two tiles.
    pub fn min_latency(&self) -> u32 {
        self.base_latency
    }

    /// The greatest latency between any two tiles.
    pub fn max_latency(&self) -> u32 {
        self.latency(0, self.tiles - 1)
    }

    /// The neighbour that shares `tile`'s exchange bus.
    pub fn pair_partner(&self, tile: u32) -> u32 {
        let partner = tile ^ 1;
        if partner < self.tiles { partner } else { tile }
    }

    /// 32-bit words a tile sends per cycle.
    pub fn words_per_cycle_send(&self) -> u32 {
        1
    }

    /// 32-bit words a tile receives per cycle on its own (a pair receiving together: 2).
    pub fn words_per_cycle_receive(&self) -> u32 {
        1
    }

    /// Supervisor cost of a `send` of a run of `words` consecutive words.
    pub fn send_instruction(&self, _words: u32) -> InstructionCost {
        InstructionCost {
            issue_cycles: 1,
            max_delay: 0,
        }
    }

    /// Supervisor cost of a receive-multiplexer switch.
    pub fn set_mux_instruction(&self) -> InstructionCost {
        InstructionCost {
            issue_cycles: 1,
            max_delay: 7,
        }
    }
}

/// The shape of one transfer as the lower bound needs it.
#[derive(Debug, Clone, Copy)]
pub struct TransferShape<'a> {
    /// Source tile.
    pub src: u32,
    /// Destination tiles.
    pub dst: &'a [u32],
    /// Length in 32-bit words.
    pub words: u32,
}

/// The endpoint lower bound of a phase, in cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LowerBound {
    /// Most words any one tile sends or receives, plus the least latency.
    pub words_only: u64,
    /// Also counting supervisor instruction slots (at least one send per sending tile and
    /// one multiplexer switch per distinct sender a tile receives from).
    pub with_instructions: u64,
}

/// The endpoint lower bound of a set of transfers (ordinary, unpaired receive).
pub fn endpoint_lower_bound<'a>(
    model: &ExchangeModel,
    transfers: impl IntoIterator<Item = TransferShape<'a>>,
) -> LowerBound {
    let n = model.tiles() as usize;
    let mut sent = vec![0u64; n];
    let mut received = vec![0u64; n];
    let mut senders: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut send_instructions = vec![0u64; n];
    for t in transfers {
        sent[t.src as usize] += u64::from(t.words);
        send_instructions[t.src as usize] +=
            u64::from(model.send_instruction(t.words).issue_cycles);
        for &d in t.dst {
            received[d as usize] += u64::from(t.words);
            senders[d as usize].push(t.src);
        }
    }
    let mux = u64::from(model.set_mux_instruction().issue_cycles);
    let mut words = 0;
    let mut instructions = 0;
    for tile in 0..n {
        words = words.max(sent[tile]).max(received[tile]);
        let list = &mut senders[tile];
        list.sort_unstable();
        list.dedup();
        let issue = send_instructions[tile].min(1) + list.len() as u64 * mux;
        instructions = instructions.max(issue);
    }
    if words == 0 {
        return LowerBound {
            words_only: 0,
            with_instructions: 0,
        };
    }
    let latency = u64::from(model.min_latency());
    LowerBound {
        words_only: words + latency,
        with_instructions: words.max(instructions) + latency,
    }
}
