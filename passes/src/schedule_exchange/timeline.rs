//! Busy timelines of one port (a tile's send port, receive port or instruction issue slot):
//! a growable bitset of cycles with two summary levels so that the next free or busy cycle
//! is found in a few word operations even far into a dense schedule.

/// A set of busy cycles.
#[derive(Debug, Clone, Default)]
pub(crate) struct Timeline {
    /// Bit `c % 64` of word `c / 64` is set when cycle `c` is busy.
    words: Vec<u64>,
    /// Bit `i % 64` of word `i / 64` is set when `words[i]` is all ones.
    full: Vec<u64>,
    /// Bit `i % 64` of word `i / 64` is set when `words[i]` is not zero.
    any: Vec<u64>,
}

#[inline]
fn mask_from(bit: u64) -> u64 {
    !0u64 << (bit & 63)
}

impl Timeline {
    /// Number of cycles the bitset covers (every cycle from there on is free).
    #[inline]
    pub(crate) fn len(&self) -> u64 {
        self.words.len() as u64 * 64
    }

    /// Busy bits of the 64 cycles from `c` (bit `i` = cycle `c + i`).
    #[inline]
    pub(crate) fn busy_word(&self, c: u64) -> u64 {
        let w = (c >> 6) as usize;
        let b = c & 63;
        let lo = self.words.get(w).copied().unwrap_or(0) >> b;
        let hi = if b == 0 {
            0
        } else {
            self.words.get(w + 1).copied().unwrap_or(0) << (64 - b)
        };
        lo | hi
    }

    /// Whether cycle `c` is busy.
    #[inline]
    pub(crate) fn is_busy_at(&self, c: u64) -> bool {
        let w = (c >> 6) as usize;
        w < self.words.len() && self.words[w] >> (c & 63) & 1 == 1
    }

    /// Whether cycle `c` is busy.
    #[cfg(test)]
    pub(crate) fn is_busy(&self, c: u64) -> bool {
        let w = (c >> 6) as usize;
        w < self.words.len() && self.words[w] >> (c & 63) & 1 == 1
    }

    /// The first free cycle at or after `c`.
    pub(crate) fn next_free(&self, c: u64) -> u64 {
        let w = (c >> 6) as usize;
        if w >= self.words.len() {
            return c;
        }
        let bits = !self.words[w] & mask_from(c);
        if bits != 0 {
            return (w as u64) * 64 + u64::from(bits.trailing_zeros());
        }
        // The first word after `w` that is not full.
        let mut i = w + 1;
        while i < self.words.len() {
            let s = i >> 6;
            let bits = !self.full[s] & mask_from(i as u64);
            if bits != 0 {
                let found = s * 64 + bits.trailing_zeros() as usize;
                if found >= self.words.len() {
                    break;
                }
                return found as u64 * 64 + u64::from((!self.words[found]).trailing_zeros());
            }
            i = (s + 1) * 64;
        }
        self.len().max(c)
    }

    /// The first busy cycle in `[c, limit)`, if any.
    pub(crate) fn next_busy(&self, c: u64, limit: u64) -> Option<u64> {
        if c >= limit {
            return None;
        }
        let w = (c >> 6) as usize;
        if w >= self.words.len() {
            return None;
        }
        let bits = self.words[w] & mask_from(c);
        let found = if bits != 0 {
            Some((w as u64) * 64 + u64::from(bits.trailing_zeros()))
        } else {
            let mut i = w + 1;
            let mut result = None;
            while i < self.words.len() && (i as u64) * 64 < limit {
                let s = i >> 6;
                let bits = self.any[s] & mask_from(i as u64);
                if bits != 0 {
                    let found = s * 64 + bits.trailing_zeros() as usize;
                    if found < self.words.len() {
                        result =
                            Some(found as u64 * 64 + u64::from(self.words[found].trailing_zeros()));
                    }
                    break;
                }
                i = (s + 1) * 64;
            }
            result
        };
        found.filter(|&f| f < limit)
    }

    /// The last busy cycle in `[floor, c)`, if any.
    #[cfg(test)]
    pub(crate) fn prev_busy(&self, floor: u64, c: u64) -> Option<u64> {
        let mut x = c.min(self.len());
        while x > floor {
            let w = ((x - 1) >> 6) as usize;
            let keep = x - (w as u64) * 64; // bits [0, keep) of word w are below x
            let bits = if keep >= 64 {
                self.words[w]
            } else {
                self.words[w] & ((1u64 << keep) - 1)
            };
            if bits != 0 {
                let found = (w as u64) * 64 + 63 - u64::from(bits.leading_zeros());
                return (found >= floor).then_some(found);
            }
            x = (w as u64) * 64;
        }
        None
    }

    /// Whether every cycle of `[a, b)` is free.
    pub(crate) fn is_free(&self, a: u64, b: u64) -> bool {
        self.next_busy(a, b).is_none()
    }

    fn grow(&mut self, cycles: u64) {
        let need = cycles.div_ceil(64) as usize;
        if need > self.words.len() {
            let need = need.max(self.words.len() * 3 / 2).max(64);
            self.words.resize(need, 0);
            self.full.resize(need.div_ceil(64), 0);
            self.any.resize(need.div_ceil(64), 0);
        }
    }

    fn refresh(&mut self, w: usize) {
        let (s, bit) = (w >> 6, 1u64 << (w & 63));
        if self.words[w] == !0 {
            self.full[s] |= bit;
        } else {
            self.full[s] &= !bit;
        }
        if self.words[w] != 0 {
            self.any[s] |= bit;
        } else {
            self.any[s] &= !bit;
        }
    }

    /// Marks `[a, b)` busy.
    pub(crate) fn set(&mut self, a: u64, b: u64) {
        if a >= b {
            return;
        }
        self.grow(b);
        self.apply(a, b, true);
    }

    /// Marks `[a, b)` free.
    pub(crate) fn clear(&mut self, a: u64, b: u64) {
        let b = b.min(self.len());
        if a >= b {
            return;
        }
        self.apply(a, b, false);
    }

    fn apply(&mut self, a: u64, b: u64, busy: bool) {
        let (wa, wb) = ((a >> 6) as usize, ((b - 1) >> 6) as usize);
        for w in wa..=wb {
            let lo = if w == wa { a & 63 } else { 0 };
            let hi = if w == wb { ((b - 1) & 63) + 1 } else { 64 };
            let m = if hi - lo == 64 {
                !0
            } else {
                ((1u64 << (hi - lo)) - 1) << lo
            };
            if busy {
                self.words[w] |= m;
            } else {
                self.words[w] &= !m;
            }
            self.refresh(w);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Applies `(a, b, busy)` edits, then renders the busy cycles below `upto` as `#`/`.`.
    fn check(edits: &[(u64, u64, bool)], upto: u64, expect: &str) {
        let mut t = Timeline::default();
        for &(a, b, busy) in edits {
            if busy { t.set(a, b) } else { t.clear(a, b) }
        }
        let rendered: String = (0..upto)
            .map(|c| if t.is_busy(c) { '#' } else { '.' })
            .collect();
        assert_eq!(rendered, expect);
    }

    #[test]
    fn set_and_clear() {
        check(
            &[(2, 5, true), (3, 4, false), (8, 9, true)],
            10,
            "..#.#...#.",
        );
    }

    #[test]
    fn next_free_and_busy_cross_summary_levels() {
        let mut t = Timeline::default();
        t.set(0, 64 * 70 + 3);
        assert_eq!(t.next_free(0), 64 * 70 + 3);
        assert_eq!(t.next_free(64 * 71), 64 * 71);
        t.set(64 * 200 + 5, 64 * 200 + 6);
        assert_eq!(t.next_busy(64 * 70 + 3, 1 << 20), Some(64 * 200 + 5));
        assert_eq!(t.next_busy(64 * 70 + 3, 64 * 200 + 5), None);
        assert_eq!(t.prev_busy(0, 64 * 200), Some(64 * 70 + 2));
        assert_eq!(t.prev_busy(64 * 70 + 3, 64 * 200), None);
        assert_eq!(t.prev_busy(0, 64 * 300), Some(64 * 200 + 5));
        assert!(t.is_free(64 * 70 + 3, 64 * 200 + 5));
        assert!(!t.is_free(64 * 70 + 2, 64 * 70 + 4));
    }

    #[test]
    fn beyond_the_end_is_free() {
        let t = Timeline::default();
        assert_eq!(t.next_free(1000), 1000);
        assert_eq!(t.next_busy(0, 1000), None);
        assert_eq!(t.prev_busy(0, 1000), None);
    }
}
