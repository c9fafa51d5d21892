//! The scheduler's view of the device's exchange model: every number comes from
//! [`ExchangeModel`]; this module only caches it in the form the inner loops want (a
//! latency table, pair partners, instruction costs).

use super::device::ExchangeModel;

/// Cached exchange-model numbers for one target.
#[derive(Debug, Clone)]
pub(crate) struct Fabric {
    pub(crate) tiles: u32,
    /// `latency[row_class[src] * classes + column_class[dst]]`, cycles: tiles whose latency
    /// rows (as senders) or columns (as receivers) are equal share a class, so the table is
    /// small (16 × 16 on the `ipu21`, where latency depends on columns only) and lookups hit
    /// the cache; a model without such structure gets one class per tile.
    latency: Vec<u16>,
    row_class: Vec<u32>,
    column_class: Vec<u32>,
    /// Column classes (the table's row length).
    classes: usize,
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
        let mut full = vec![0u16; n * n];
        let mut max_latency = 0;
        for s in 0..tiles {
            for d in 0..tiles {
                let l = model.latency(s, d).min(u32::from(u16::MAX));
                full[s as usize * n + d as usize] = l as u16;
                if s != d {
                    max_latency = max_latency.max(l);
                }
            }
        }
        let (latency, row_class, column_class, classes) = compress(&full, n);
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
            row_class,
            column_class,
            classes,
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
        let r = self.row_class[src as usize] as usize;
        let c = self.column_class[dst as usize] as usize;
        u32::from(self.latency[r * self.classes + c])
    }

    /// `tile`'s latency class as a receiver: two tiles of one class are equally far from
    /// every sender (on the `ipu21`, the tiles of one column).
    #[inline]
    pub(crate) fn receiver_class(&self, tile: u32) -> u32 {
        self.column_class[tile as usize]
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

/// Classes of equal rows and equal columns of the `n × n` latency table `full`: returns the
/// table over (row class, column class), each tile's row class and column class, and the
/// number of column classes. Exact: `latency(s, d) = table[row[s] * classes + column[d]]`.
fn compress(full: &[u16], n: usize) -> (Vec<u16>, Vec<u32>, Vec<u32>, usize) {
    let classify = |line: &dyn Fn(usize) -> Vec<u16>| {
        let mut seen: std::collections::BTreeMap<Vec<u16>, u32> = std::collections::BTreeMap::new();
        let mut first: Vec<usize> = Vec::new();
        let class: Vec<u32> = (0..n)
            .map(|t| {
                let next = seen.len() as u32;
                *seen.entry(line(t)).or_insert_with(|| {
                    first.push(t);
                    next
                })
            })
            .collect();
        (class, first)
    };
    let (row_class, row_first) = classify(&|s| full[s * n..(s + 1) * n].to_vec());
    let (column_class, column_first) = classify(&|d| (0..n).map(|s| full[s * n + d]).collect());
    let classes = column_first.len();
    let mut table = vec![0u16; row_first.len() * classes];
    for (r, &s) in row_first.iter().enumerate() {
        for (c, &d) in column_first.iter().enumerate() {
            table[r * classes + c] = full[s * n + d];
        }
    }
    (table, row_class, column_class, classes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Compresses `full` (`n × n`) and checks every lookup against it; returns the number of
    /// row and column classes.
    fn check(full: &[u16], n: usize, expect: (usize, usize)) {
        let (table, rows, columns, classes) = compress(full, n);
        for s in 0..n {
            for d in 0..n {
                let l = table[rows[s] as usize * classes + columns[d] as usize];
                assert_eq!(l, full[s * n + d], "latency({s}, {d})");
            }
        }
        assert_eq!((table.len() / classes.max(1), classes), expect);
    }

    #[test]
    fn tiles_of_a_column_share_a_class() {
        // Four tiles in two columns (0, 0, 1, 1): latency 17 within a column, 19 across.
        let col = [0u16, 0, 1, 1];
        let full: Vec<u16> = (0..16)
            .map(|i| if col[i / 4] == col[i % 4] { 17 } else { 19 })
            .collect();
        check(&full, 4, (2, 2));
    }

    #[test]
    fn a_table_without_structure_keeps_every_tile() {
        let full: Vec<u16> = (0..9).map(|i| i as u16).collect();
        check(&full, 3, (3, 3));
    }

    #[test]
    fn the_ipu21_table_is_small() {
        let Ok(model) = super::super::device::hand_worked_model(1472) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        assert!(fabric.classes <= 64, "{} column classes", fabric.classes);
        for (s, d) in [(0, 1471), (5, 700), (1000, 3), (64, 64)] {
            assert_eq!(fabric.latency(s, d), model.latency(s, d));
        }
    }
}
