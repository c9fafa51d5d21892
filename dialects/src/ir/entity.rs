//! Typed `u32` handles and the maps that hand them out.
//!
//! Every IR object that lives in an arena ([`OpId`], [`ValueId`], [`BlockId`],
//! [`RegionId`]) is named by a `u32` newtype made by one [`entity!`] line. A
//! [`PrimaryMap`] owns the objects and hands out the keys in allocation order;
//! a [`SecondaryMap`] keeps side data keyed by handle (analyses, printer state).
//! Handles print as in Cranelift (`op3`, `v7`, `block2`, `region0`) in `Debug`
//! output; the textual IR uses MLIR's `%0` / `^bb0` names, chosen by the printer.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A `u32` handle into a [`PrimaryMap`].
pub trait EntityRef: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// Makes a handle from its index. Panics if `index` exceeds `u32::MAX - 1` (our bug).
    fn new(index: usize) -> Self;
    /// The handle's index in its primary map.
    fn index(self) -> usize;
}

/// Declares a `u32` newtype handle: `entity!(OpId, "op");`.
#[macro_export]
macro_rules! entity {
    ($(#[$attr:meta])* $name:ident, $prefix:literal) => {
        $(#[$attr])*
        ///
        /// Stored as `index + 1` in a `NonZeroU32`, so `Option<Self>` is four bytes.
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(std::num::NonZeroU32);

        impl $crate::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                assert!(index < u32::MAX as usize, "entity index overflow");
                match std::num::NonZeroU32::new(index as u32 + 1) {
                    Some(n) => $name(n),
                    None => unreachable!("index + 1 is never zero"),
                }
            }
            #[inline]
            fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl $name {
            /// The index of this handle in its arena (stable for the arena's lifetime).
            #[inline]
            pub fn as_u32(self) -> u32 {
                self.0.get() - 1
            }
            /// Makes a handle from an index previously returned by [`Self::as_u32`].
            /// Panics for `u32::MAX` (never a valid index).
            #[inline]
            pub fn from_u32(raw: u32) -> Self {
                <$name as $crate::EntityRef>::new(raw as usize)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.as_u32())
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.as_u32())
            }
        }
    };
}

entity!(
    /// An operation in an [`Ir`](crate::Ir) arena.
    OpId, "op"
);
entity!(
    /// An SSA value (an operation result or a block argument) in an [`Ir`](crate::Ir) arena.
    ValueId, "v"
);
entity!(
    /// A basic block in an [`Ir`](crate::Ir) arena.
    BlockId, "block"
);
entity!(
    /// A region (a list of blocks owned by an operation) in an [`Ir`](crate::Ir) arena.
    RegionId, "region"
);

/// Owns values of type `V`, handing out a fresh key `K` for each one pushed.
///
/// Keys are dense and allocated in order; the map never shrinks, so a key stays
/// valid for the map's lifetime (erased IR objects are tombstoned by their owner).
#[derive(Clone)]
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    unused: PhantomData<K>,
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        PrimaryMap {
            elems: Vec::new(),
            unused: PhantomData,
        }
    }

    /// An empty map with room for `n` values.
    pub fn with_capacity(n: usize) -> Self {
        PrimaryMap {
            elems: Vec::with_capacity(n),
            unused: PhantomData,
        }
    }

    /// Appends `v` and returns its new key.
    #[inline]
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }

    /// The key the next [`push`](Self::push) will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }

    /// Number of keys handed out.
    pub fn len(&self) -> usize {
        self.elems.len()
    }

    /// True if no key was handed out.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }

    /// True if `k` was handed out by this map.
    pub fn is_valid(&self, k: K) -> bool {
        k.index() < self.elems.len()
    }

    /// The value of `k`, if `k` was handed out by this map.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }

    /// The value of `k` (mutable), if `k` was handed out by this map.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.elems.get_mut(k.index())
    }

    /// All keys in allocation order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator + use<K, V> {
        (0..self.elems.len()).map(K::new)
    }

    /// All `(key, value)` pairs in allocation order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }

    /// All values in allocation order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.elems.iter()
    }

    /// Reserves room for `n` more values.
    pub fn reserve(&mut self, n: usize) {
        self.elems.reserve(n);
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

impl<K: EntityRef, V: fmt::Debug> fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Side data keyed by handle: reading a key never inserted returns the default.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    unused: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// An empty map whose unset entries read as `V::default()`.
    pub fn new() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty map whose unset entries read as `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            elems: Vec::new(),
            default,
            unused: PhantomData,
        }
    }

    /// The value at `k` (the default if never set).
    #[inline]
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }

    /// Makes room for keys below `n` without moving the entries again (an entry is
    /// only written when set).
    pub fn reserve_keys(&mut self, n: usize) {
        self.elems.reserve(n.saturating_sub(self.elems.len()));
    }

    /// Sets the value at `k`, growing the map as needed.
    #[inline]
    pub fn set(&mut self, k: K, v: V) {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        self.elems[i] = v;
    }

    /// A mutable reference to the value at `k`, growing the map as needed.
    #[inline]
    pub fn get_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }

    /// Resets every entry to the default.
    pub fn clear(&mut self) {
        self.elems.clear();
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        self.get_mut(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primary_map_hands_out_dense_keys() {
        let mut m: PrimaryMap<OpId, &str> = PrimaryMap::new();
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!(format!("{a:?} {b}"), "op0 op1");
        assert_eq!(m[b], "b");
        assert_eq!(m.keys().collect::<Vec<_>>(), vec![a, b]);
    }

    #[test]
    fn secondary_map_defaults() {
        let mut m: SecondaryMap<ValueId, u32> = SecondaryMap::new();
        m.set(ValueId::from_u32(3), 7);
        assert_eq!(m[ValueId::from_u32(3)], 7);
        assert_eq!(m[ValueId::from_u32(1)], 0);
        assert_eq!(m[ValueId::from_u32(100)], 0);
    }
}
