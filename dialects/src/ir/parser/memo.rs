//! A small direct-mapped memo of short source texts, in front of the parser's
//! hash-map caches on the hottest path (the names and types of `name = N : type`
//! dictionary entries): a slot is picked from the text's length and three of its
//! bytes, and a hit is a length check and a byte comparison with the source, with
//! no hashing of the whole text and no probing. A miss (or a collision, which
//! evicts) falls back to the hash map.

/// Slots per memo (a power of two).
const SLOTS: usize = 64;

/// Texts longer than this are not memoized (the byte-by-byte comparison is meant
/// for short identifiers and type keywords).
pub(crate) const MAX_LEN: usize = 32;

/// Maps short texts of one source to values: each slot holds the offset and
/// length of a text in the source and its value.
#[derive(Debug)]
pub(crate) struct TextMemo<V: Copy> {
    slots: [(u32, u32, Option<V>); SLOTS],
}

impl<V: Copy> Default for TextMemo<V> {
    fn default() -> Self {
        TextMemo {
            slots: [(0, 0, None); SLOTS],
        }
    }
}

/// The slot of `text` (not empty).
#[inline]
fn slot(text: &[u8]) -> usize {
    let n = text.len();
    let h = (n as u32)
        .wrapping_mul(0x9E37_79B9)
        .wrapping_add(u32::from(text[0]).wrapping_mul(31))
        .wrapping_add(u32::from(text[n / 2]).wrapping_mul(131))
        .wrapping_add(u32::from(text[n - 1]).wrapping_mul(1031));
    (h ^ (h >> 16)) as usize & (SLOTS - 1)
}

impl<V: Copy> TextMemo<V> {
    /// The value remembered for `text` (a slice of `src`), if any.
    #[inline]
    pub(crate) fn get(&self, src: &[u8], text: &[u8]) -> Option<V> {
        if text.is_empty() || text.len() > MAX_LEN {
            return None;
        }
        let (start, len, value) = self.slots[slot(text)];
        let value = value?;
        if len as usize != text.len() {
            return None;
        }
        let seen = src.get(start as usize..start as usize + len as usize)?;
        seen.iter().zip(text).all(|(a, b)| a == b).then_some(value)
    }

    /// Remembers `value` for the text `src[start..start + len]` (nothing for an empty
    /// or long text, or one outside `src`).
    #[inline]
    pub(crate) fn put(&mut self, src: &[u8], start: usize, len: usize, value: V) {
        let Some(text) = src.get(start..start + len) else {
            return;
        };
        if text.is_empty() || len > MAX_LEN {
            return;
        }
        self.slots[slot(text)] = (start as u32, len as u32, Some(value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Puts each `(start, len)` text of `src` with value `i`, then checks that every
    /// text of `queries` maps to `expect` (by its text, wherever it occurs).
    fn check(src: &str, put: &[(usize, usize)], queries: &[(&str, Option<usize>)]) {
        let src = src.as_bytes();
        let mut m = TextMemo::default();
        for (i, &(s, n)) in put.iter().enumerate() {
            m.put(src, s, n, i);
        }
        for &(q, expect) in queries {
            assert_eq!(m.get(src, q.as_bytes()), expect, "query {q:?}");
        }
    }

    #[test]
    fn hits_by_text_not_by_position() {
        // "tile" at 0, "cycles" at 5, "i32" at 12.
        check(
            "tile cycles i32 tile",
            &[(0, 4), (5, 6), (12, 3)],
            &[
                ("tile", Some(0)),
                ("cycles", Some(1)),
                ("i32", Some(2)),
                ("i64", None),
                ("til", None),
                ("", None),
            ],
        );
    }

    #[test]
    fn a_colliding_text_evicts_and_never_aliases() {
        // Same length, first, middle and last byte: the same slot.
        let src = "abXd aYXd";
        let (a, b) = ("abXd", "aYXd");
        assert_eq!(slot(a.as_bytes()), slot(b.as_bytes()));
        check(src, &[(0, 4)], &[(a, Some(0)), (b, None)]);
        check(src, &[(0, 4), (5, 4)], &[(a, None), (b, Some(1))]);
    }

    #[test]
    fn long_empty_and_out_of_range_texts_are_not_remembered() {
        let long = "x".repeat(MAX_LEN + 1);
        check(&long, &[(0, MAX_LEN + 1)], &[(long.as_str(), None)]);
        check("ab", &[(1, 5), (0, 0)], &[("ab", None), ("b", None)]);
    }
}
