//! The scheduler's view of the device's exchange model: every number comes from
//! [`ExchangeModel`]; this module only caches it in the form the inner loops want (a
//! latency table, pair partners, instruction costs).

use super::device::ExchangeModel;

/// Cached exchange-model numbers for one target.
#[derive(Debug, Clone)]
pub(crate) struct Fabric {
    pub(crate) tiles: u32,
    /// `latency[src * tiles + dst]`, cycles.
    latency: Vec<u16>,
    pub(crate) max_latency: u32,
    partner: Vec<u32>,
    /// Issue cycles of a multiplexer switch.
    pub(crate) mux_issue: u32,
    /// Cycles between a paired switch taking effect on its tile and on the partner.
    pub(crate) muxpair_delay: u32,
    /// Whether the target has paired (64-bit) exchange.
    pub(crate) paired_exchange: bool,
    /// How far before its effect a switch may be issued.
    pub(crate) mux_delay: u32,
    /// Issue cycles of a `send` of 1..=SEND_COST_CACHE words.
    send_issue: Vec<u32>,
    model: ExchangeModel,
}

/// Send costs cached for runs up to this many words; longer runs ask the model.
const SEND_COST_CACHE: u32 = 256;

impl Fabric {
    /// Reads the model.
    pub(crate) fn new(model: &ExchangeModel) -> Self {
        let tiles = model.tiles();
        let n = tiles as usize;
        let mut latency = vec![0u16; n * n];
        let mut max_latency = 0;
        for s in 0..tiles {
            for d in 0..tiles {
                let l = model.latency(s, d).min(u32::from(u16::MAX));
                latency[s as usize * n + d as usize] = l as u16;
                if s != d {
                    max_latency = max_latency.max(l);
                }
            }
        }
        if tiles < 2 {
            max_latency = model.max_latency();
        }
        let partner = (0..tiles).map(|t| model.pair_partner(t)).collect();
        let mux = model.set_mux_instruction();
        let send_issue = (0..=SEND_COST_CACHE)
            .map(|w| model.send_instruction(w.max(1)).issue_cycles.max(1))
            .collect();
        Self {
            tiles,
            latency,
            max_latency,
            partner,
            mux_issue: mux.issue_cycles.max(1),
            muxpair_delay: model.muxpair_write_delay(),
            paired_exchange: model.supports_paired_exchange(),
            mux_delay: mux.max_delay,
            send_issue,
            model: model.clone(),
        }
    }

    /// Latency from `src` to `dst`, cycles.
    #[inline]
    pub(crate) fn latency(&self, src: u32, dst: u32) -> u32 {
        u32::from(self.latency[src as usize * self.tiles as usize + dst as usize])
    }

    /// The least latency between two tiles, cycles.
    pub(crate) fn min_latency(&self) -> u32 {
        self.model.min_latency()
    }

    /// The tile sharing `tile`'s exchange bus (itself when it has none).
    #[inline]
    pub(crate) fn partner(&self, tile: u32) -> u32 {
        self.partner[tile as usize]
    }

    /// Issue cycles of a paired `send` of `words` words.
    pub(crate) fn send_issue_paired(&self, words: u32) -> u32 {
        self.model
            .send_instruction_paired(words)
            .issue_cycles
            .max(1)
    }

    /// Issue cycles of a `send` of `words` words.
    #[inline]
    pub(crate) fn send_issue(&self, words: u32) -> u32 {
        if words <= SEND_COST_CACHE {
            self.send_issue[words as usize]
        } else {
            self.model.send_instruction(words).issue_cycles.max(1)
        }
    }

    /// The model itself.
    pub(crate) fn model(&self) -> &ExchangeModel {
        &self.model
    }
}
