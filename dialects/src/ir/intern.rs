//! A thread-safe, append-only interner with lock-free reads.
//!
//! Values are stored once, in fixed-size chunks that never move (a chunk is
//! allocated when first needed, so at most one chunk is partly unused), so a
//! handle's index maps to a (chunk, slot) pair with a shift and a mask, and a
//! read is two `OnceLock::get`s (no lock). The dedup hash table is split into
//! shards by hash, each behind a mutex; interning locks one shard once (lookup
//! and insertion under the same lock), so threads interning different values
//! rarely wait. Tables store each value's `u32` index with its 64-bit hash: growing a
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

/// One chunk of slots, allocated on first use.
type Chunk<T> = OnceLock<Box<[OnceLock<T>]>>;

/// A table entry: the value's index and its hash.
#[derive(Clone, Copy)]
struct Entry {
    index: u32,
    hash: u64,
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

/// Bits 32.. of the hash pick the shard: hashbrown uses the low bits for the bucket
/// and the top seven for its tags, so these do not bias either.
#[inline]
fn shard_of(h: u64) -> usize {
    ((h >> 32) as usize) & (N_SHARDS - 1)
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
        let chunk = self.chunks[c].get_or_init(|| (0..CHUNK).map(|_| OnceLock::new()).collect());
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
        let h = Self::hash(&v);
        let mut t = self.shards[shard_of(h)]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(e) = t.find(h, |e| e.hash == h && *self.get(e.index) == v) {
            return e.index;
        }
        let i = self.store(v);
        t.insert_unique(h, Entry { index: i, hash: h }, |e| e.hash);
        i
    }

    /// Makes room for about `additional` more values in the dedup tables, so that
    /// a large parse does not rehash them as they grow.
    pub(crate) fn reserve(&self, additional: usize) {
        let per_shard = additional.div_ceil(N_SHARDS);
        for shard in &self.shards {
            let mut t = shard.lock().unwrap_or_else(|e| e.into_inner());
            t.reserve(per_shard, |e| e.hash);
        }
    }

    /// Number of stored values.
    pub(crate) fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed) as usize
    }
}

/// An interner of strings (identifiers), keyed by `str` without allocating on lookup.
pub(crate) struct StrInterner {
    inner: Interner<Box<str>>,
}

impl StrInterner {
    pub(crate) fn new() -> Self {
        StrInterner {
            inner: Interner::new(),
        }
    }

    #[inline]
    pub(crate) fn get(&self, i: u32) -> &str {
        self.inner.get(i)
    }

    pub(crate) fn intern(&self, s: &str) -> u32 {
        let h = FxBuildHasher.hash_one(s);
        let mut t = self.inner.shards[shard_of(h)]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(e) = t.find(h, |e| e.hash == h && &**self.inner.get(e.index) == s) {
            return e.index;
        }
        let i = self.inner.store(Box::from(s));
        t.insert_unique(h, Entry { index: i, hash: h }, |e| e.hash);
        i
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<u32> {
        let h = FxBuildHasher.hash_one(s);
        let t = self.inner.shards[shard_of(h)]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        t.find(h, |e| e.hash == h && &**self.inner.get(e.index) == s)
            .map(|e| e.index)
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
