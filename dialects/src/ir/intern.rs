//! A thread-safe, append-only interner with lock-free reads.
//!
//! Values are stored once, in fixed-size chunks that never move (a chunk is
//! allocated when first needed, so at most one chunk is partly unused), so a
//! handle's index maps to a (chunk, slot) pair with a shift and a mask, and a
//! read is two `OnceLock::get`s (no lock). The dedup hash table is split into
//! shards by hash, each behind a mutex; interning locks one shard once (lookup
//! and insertion under the same lock), so threads interning different values
//! rarely wait. Tables store each value's `u32` index with a 32-bit fold of its hash: growing a
//! table moves the stored hashes without reading (and hashing again) every value, which at
//! millions of values was a cache miss per value, and a lookup reads a stored value only when
//! its hash matches. Indices are handed out by an atomic counter.

use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

const CHUNK_SHIFT: u32 = 12;
const CHUNK: usize = 1 << CHUNK_SHIFT;
/// 16384 chunks of 4096 slots: up to 2^26 values per interner.
const N_CHUNKS: usize = 1 << 14;
const SHARD_BITS: u32 = 4;
const N_SHARDS: usize = 1 << SHARD_BITS;

/// One chunk of slots, allocated on first use. A thin pointer (the length is the type's),
/// so the directory of [`N_CHUNKS`] chunks, written when an interner is made, takes 16
/// bytes a chunk rather than 24 (256 KiB, not 384 KiB, per interner).
type Chunk<T> = OnceLock<Box<[OnceLock<T>; CHUNK]>>;

/// A table entry: the value's index and a 32-bit hash (eight bytes, so twice as many
/// entries share a cache line as with a 64-bit hash).
#[derive(Clone, Copy)]
struct Entry {
    index: u32,
    hash: u32,
}

/// The table hash of an entry whose stored hash is `stored`: the bucket (low bits),
/// hashbrown's tag (top seven bits) and the shard (bits 32..) all come from it through a
/// multiplicative mix, so a table grows by rehashing stored entries, never values.
#[inline]
fn table_hash(stored: u32) -> u64 {
    let h = u64::from(stored).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^ (h >> 29)
}

/// A value's 64-bit hash `h` as (shard, stored 32-bit hash, table hash): the stored
/// hash folds both halves of `h`, so values differing in any bits of `h` differ there.
#[inline]
fn split_hash(h: u64) -> (usize, u32, u64) {
    let stored = (h ^ (h >> 32)) as u32;
    let th = table_hash(stored);
    (((th >> 32) as usize) & (N_SHARDS - 1), stored, th)
}

pub(crate) struct Interner<T> {
    chunks: Box<[Chunk<T>]>,
    shards: [Mutex<HashTable<Entry>>; N_SHARDS],
    len: AtomicU32,
}

#[inline]
fn locate(index: usize) -> (usize, usize) {
    (index >> CHUNK_SHIFT, index & (CHUNK - 1))
}

impl<T: Hash + Eq> Interner<T> {
    pub(crate) fn new() -> Self {
        Interner {
            chunks: (0..N_CHUNKS).map(|_| OnceLock::new()).collect(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
            len: AtomicU32::new(0),
        }
    }

    /// The value at `index`. Panics if `index` was not handed out by this interner
    /// (a handle from another `Context`: our bug or the API user's).
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &T {
        let (c, s) = locate(index as usize);
        self.chunks[c]
            .get()
            .and_then(|chunk| chunk[s].get())
            .unwrap_or_else(|| panic!("handle {index} does not belong to this Context"))
    }

    #[inline]
    fn hash(v: &T) -> u64 {
        FxBuildHasher.hash_one(v)
    }

    /// Stores `v` in a fresh slot (no dedup) and returns its index.
    fn store(&self, v: T) -> u32 {
        let i = self.len.fetch_add(1, Ordering::Relaxed);
        assert!((i as usize) < CHUNK * N_CHUNKS, "interner full");
        let (c, s) = locate(i as usize);
        let chunk = self.chunks[c].get_or_init(|| {
            let slots: Box<[OnceLock<T>]> = (0..CHUNK).map(|_| OnceLock::new()).collect();
            slots
                .try_into()
                .unwrap_or_else(|_| unreachable!("a chunk has CHUNK slots"))
        });
        if chunk[s].set(v).is_err() {
            unreachable!("interner slot {i} written twice");
        }
        i
    }

    /// Appends `v` without looking for an equal value (for values whose identity
    /// does not matter, like per-operation source locations).
    pub(crate) fn push(&self, v: T) -> u32 {
        self.store(v)
    }

    /// Returns the index of `v`, adding it if new.
    #[inline]
    pub(crate) fn intern(&self, v: T) -> u32 {
        let (shard, stored, th) = split_hash(Self::hash(&v));
        let mut t = self.shards[shard].lock().unwrap_or_else(|e| e.into_inner());
        if let Some(e) = t.find(th, |e| e.hash == stored && *self.get(e.index) == v) {
            return e.index;
        }
        let i = self.store(v);
        t.insert_unique(
            th,
            Entry {
                index: i,
                hash: stored,
            },
            |e| table_hash(e.hash),
        );
        i
    }

    /// Makes room for about `additional` more values in the dedup tables, so that
    /// a large parse does not rehash them as they grow.
    pub(crate) fn reserve(&self, additional: usize) {
        let per_shard = additional.div_ceil(N_SHARDS);
        for shard in &self.shards {
            let mut t = shard.lock().unwrap_or_else(|e| e.into_inner());
            t.reserve(per_shard, |e| table_hash(e.hash));
        }
    }

    /// Number of stored values.
    pub(crate) fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed) as usize
    }
}

/// Number of [`well_known`] identifiers.
const N_WELL_KNOWN: usize = 66;

/// The slot of an identifier that verifiers and passes read by name on every op
/// (attribute names), or `None`. Its index is cached in that slot on first interning,
/// so reading it again takes no lock; indices themselves do not depend on this list.
#[inline]
fn well_known(s: &str) -> Option<usize> {
    Some(match s {
        "sym_name" => 0,
        "sym_visibility" => 1,
        "value" => 2,
        "target" => 3,
        "tile" => 4,
        "tiles" => 5,
        "paired" => 6,
        "element_type" => 7,
        "plan" => 8,
        "kind" => 9,
        "host" => 10,
        "host_index" => 11,
        "dimensions" => 12,
        "strides" => 13,
        "start" => 14,
        "sizes" => 15,
        "scale" => 16,
        "layout" => 17,
        "dst" => 18,
        "src" => 19,
        "dimension" => 20,
        "codelet" => 21,
        "callee" => 22,
        "arrival" => 23,
        "src_offset" => 24,
        "dst_offset" => 25,
        "src_buffer" => 26,
        "dst_buffer" => 27,
        "seed" => 28,
        "region" => 29,
        "init" => 30,
        "arg_attrs" => 31,
        "res_attrs" => 32,
        "approximate" => 33,
        "align" => 34,
        "words" => 35,
        "step" => 36,
        "pieces" => 37,
        "piece" => 38,
        "piece_tiles" => 39,
        "piece_offsets" => 40,
        "permutation" => 41,
        "offsets" => 42,
        "name" => 43,
        "function" => 44,
        "function_type" => 45,
        "at" => 46,
        "addrs" => 47,
        "addr" => 48,
        "bytes" => 49,
        "workers" => 50,
        "n" => 51,
        "m" => 52,
        "k" => 53,
        "horizon" => 54,
        "endpoint_lower_bound" => 55,
        "lower_bound_gap" => 56,
        "source" => 57,
        "delay" => 58,
        "dtypes" => 59,
        "code_bytes" => 60,
        "code_address" => 61,
        "block_n" => 62,
        "block_k" => 63,
        "buffers" => 64,
        "interleaved" => 65,
        _ => return None,
    })
}

/// An identifier's text: valid UTF-8 (`raw` is `None`), or any bytes (a symbol
/// such as `@"f\FF"`: `raw` holds them and `text` their lossy UTF-8 form).
pub(crate) struct IdentText {
    text: Box<str>,
    raw: Option<Box<[u8]>>,
}

impl IdentText {
    fn bytes(&self) -> &[u8] {
        self.raw.as_deref().unwrap_or(self.text.as_bytes())
    }
}

impl PartialEq for IdentText {
    fn eq(&self, other: &Self) -> bool {
        self.bytes() == other.bytes()
    }
}

impl Eq for IdentText {}

impl std::hash::Hash for IdentText {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.bytes().hash(h)
    }
}

/// An interner of identifiers, keyed by their bytes without allocating on lookup.
pub(crate) struct StrInterner {
    inner: Interner<IdentText>,
    /// The index of each [`well_known`] identifier, once interned (append-only: an
    /// identifier keeps its index, so a filled slot never goes stale).
    known: [OnceLock<u32>; N_WELL_KNOWN],
}

impl StrInterner {
    pub(crate) fn new() -> Self {
        StrInterner {
            inner: Interner::new(),
            known: std::array::from_fn(|_| OnceLock::new()),
        }
    }

    /// The text (lossy UTF-8 for an identifier that is not valid UTF-8).
    #[inline]
    pub(crate) fn get(&self, i: u32) -> &str {
        &self.inner.get(i).text
    }

    /// The exact bytes.
    #[inline]
    pub(crate) fn get_bytes(&self, i: u32) -> &[u8] {
        self.inner.get(i).bytes()
    }

    pub(crate) fn intern(&self, s: &str) -> u32 {
        let slot = well_known(s);
        if let Some(&i) = slot.and_then(|k| self.known[k].get()) {
            return i;
        }
        let i = self.intern_locked(s.as_bytes(), || IdentText {
            text: s.into(),
            raw: None,
        });
        if let Some(k) = slot {
            // Another thread may have filled it with the same index first.
            let _ = self.known[k].set(i);
        }
        i
    }

    /// Interns any bytes; valid UTF-8 gives the same identifier as [`StrInterner::intern`].
    pub(crate) fn intern_bytes(&self, b: &[u8]) -> u32 {
        match std::str::from_utf8(b) {
            Ok(s) => self.intern(s),
            Err(_) => self.intern_locked(b, || IdentText {
                text: String::from_utf8_lossy(b).into(),
                raw: Some(b.into()),
            }),
        }
    }

    fn intern_locked(&self, b: &[u8], make: impl FnOnce() -> IdentText) -> u32 {
        let (shard, stored, th) = split_hash(FxBuildHasher.hash_one(b));
        let mut t = self.inner.shards[shard]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(e) = t.find(th, |e| {
            e.hash == stored && self.inner.get(e.index).bytes() == b
        }) {
            return e.index;
        }
        let i = self.inner.store(make());
        t.insert_unique(
            th,
            Entry {
                index: i,
                hash: stored,
            },
            |e| table_hash(e.hash),
        );
        i
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<u32> {
        let slot = well_known(s);
        if let Some(&i) = slot.and_then(|k| self.known[k].get()) {
            return Some(i);
        }
        let found = self.lookup_locked(s.as_bytes());
        if let (Some(k), Some(i)) = (slot, found) {
            let _ = self.known[k].set(i);
        }
        found
    }

    fn lookup_locked(&self, b: &[u8]) -> Option<u32> {
        let (shard, stored, th) = split_hash(FxBuildHasher.hash_one(b));
        let t = self.inner.shards[shard]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        t.find(th, |e| {
            e.hash == stored && self.inner.get(e.index).bytes() == b
        })
        .map(|e| e.index)
    }
}

/// One slot of a [`KeyTable`]: a key and the index interned for it (`u32::MAX`: empty).
#[derive(Clone, Copy)]
struct KeySlot {
    key: u64,
    tag: u32,
    index: u32,
}

const EMPTY_SLOT: KeySlot = KeySlot {
    key: 0,
    tag: 0,
    index: u32::MAX,
};

/// A dedup table for values named by a fixed-size key (`(tag, key)`: an integer
/// attribute's type and value), in front of an [`Interner`]'s chunks: open addressing
/// with linear probing over 16-byte slots that hold the whole key, so a lookup reads
/// one or two adjacent cache lines and never the stored value (the general table reads
/// its control bytes, an entry and the value: three cache misses on a large module).
pub(crate) struct KeyTable {
    slots: Mutex<Vec<KeySlot>>,
    len: AtomicU32,
}

/// The home slot of `(tag, key)` in a table of `mask + 1` slots.
#[inline]
fn key_home(tag: u32, key: u64, mask: usize) -> usize {
    let h = (key ^ u64::from(tag).rotate_left(40)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    ((h ^ (h >> 31)) as usize) & mask
}

impl KeyTable {
    pub(crate) fn new() -> Self {
        KeyTable {
            slots: Mutex::new(Vec::new()),
            len: AtomicU32::new(0),
        }
    }

    /// The index stored for `(tag, key)`, or the one `make` returns (called once,
    /// under the table's lock, for a key not seen before).
    #[inline]
    pub(crate) fn intern(&self, tag: u32, key: u64, make: impl FnOnce() -> u32) -> u32 {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        let len = self.len.load(Ordering::Relaxed) as usize;
        // At most three quarters full (a miss then probes about eight slots).
        if (len + 1) * 4 > slots.len() * 3 {
            Self::grow(&mut slots);
        }
        let mask = slots.len() - 1;
        let mut i = key_home(tag, key, mask);
        loop {
            let s = slots[i];
            if s.index == u32::MAX {
                break;
            }
            if s.key == key && s.tag == tag {
                return s.index;
            }
            i = (i + 1) & mask;
        }
        let index = make();
        slots[i] = KeySlot { key, tag, index };
        self.len.store(len as u32 + 1, Ordering::Relaxed);
        index
    }

    /// Doubles the table (at least 1024 slots), moving the stored keys.
    fn grow(slots: &mut Vec<KeySlot>) {
        let n = (slots.len() * 2).max(1024);
        let old = std::mem::replace(slots, vec![EMPTY_SLOT; n]);
        let mask = n - 1;
        for s in old.into_iter().filter(|s| s.index != u32::MAX) {
            let mut i = key_home(s.tag, s.key, mask);
            while slots[i].index != u32::MAX {
                i = (i + 1) & mask;
            }
            slots[i] = s;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locate_covers_indices_contiguously() {
        let mut prev = (0, 0);
        assert_eq!(locate(0), (0, 0));
        for i in 1..100_000usize {
            let (c, s) = locate(i);
            if c == prev.0 {
                assert_eq!(s, prev.1 + 1);
            } else {
                assert_eq!((c, s), (prev.0 + 1, 0));
                assert_eq!(prev.1 + 1, CHUNK);
            }
            prev = (c, s);
        }
    }

    #[test]
    fn interning_dedups_and_reads_back() {
        let it: Interner<(u32, String)> = Interner::new();
        let ids: Vec<u32> = (0..1000).map(|k| it.intern((k, format!("x{k}")))).collect();
        for k in 0..1000u32 {
            assert_eq!(it.intern((k, format!("x{k}"))), ids[k as usize]);
            assert_eq!(it.get(ids[k as usize]).1, format!("x{k}"));
        }
        assert_eq!(it.len(), 1000);
        let s = StrInterner::new();
        let a = s.intern("abc");
        assert_eq!(s.intern("abc"), a);
        assert_eq!(s.get(a), "abc");
        assert_eq!(s.lookup("zzz"), None);
        // Bytes that are not UTF-8 are kept exactly; valid bytes are the same ident.
        let raw = s.intern_bytes(b"f\x00\xff");
        assert_eq!(s.get_bytes(raw), b"f\x00\xff");
        assert_eq!(s.get(raw), "f\u{0}\u{FFFD}");
        assert_ne!(raw, s.intern("f\u{0}\u{FFFD}"));
        assert_eq!(s.intern_bytes(b"abc"), a);
    }

    #[test]
    fn well_known_identifiers_keep_their_interning_order() {
        let s = StrInterner::new();
        assert_eq!(s.lookup("target"), None);
        let x = s.intern("x_not_well_known");
        let t = s.intern("target");
        assert_eq!((x, t), (0, 1));
        assert_eq!(s.lookup("target"), Some(t));
        assert_eq!(s.intern("target"), t);
        assert_eq!(s.get(t), "target");
        // Looked up before being interned: found (and cached) once interned elsewhere.
        let s2 = StrInterner::new();
        assert_eq!(s2.lookup("tile"), None);
        let i = s2.intern_locked(b"tile", || IdentText {
            text: "tile".into(),
            raw: None,
        });
        assert_eq!(s2.lookup("tile"), Some(i));
        assert_eq!(s2.intern("tile"), i);
        for (k, n) in ["sym_name", "paired", "words"].iter().enumerate() {
            assert_eq!(s2.intern(n), 1 + k as u32);
            assert_eq!(
                well_known(n).map(|w| s2.known[w].get().copied()),
                Some(Some(1 + k as u32))
            );
        }
    }

    #[test]
    fn key_table_dedups_across_growth() {
        let t = KeyTable::new();
        let mut next = 0u32;
        let mut ids = Vec::new();
        // Keys that differ only in high bits or only in the tag, past several doublings.
        for k in 0..5000u64 {
            let (tag, key) = ((k % 3) as u32, (k / 3) << 40 | (k % 7));
            ids.push(t.intern(tag, key, || {
                next += 1;
                next - 1
            }));
        }
        assert_eq!(next, 5000, "every key is new");
        for k in 0..5000u64 {
            let (tag, key) = ((k % 3) as u32, (k / 3) << 40 | (k % 7));
            assert_eq!(t.intern(tag, key, || unreachable!()), ids[k as usize]);
        }
    }

    #[test]
    fn interning_from_many_threads_agrees() {
        let it: Interner<u64> = Interner::new();
        std::thread::scope(|sc| {
            for _ in 0..4 {
                sc.spawn(|| {
                    for k in 0..2000u64 {
                        let i = it.intern(k % 500);
                        assert_eq!(*it.get(i), k % 500);
                    }
                });
            }
        });
        assert_eq!(it.len(), 500);
    }
}
