//! Maps keyed by the small dense ids of the arena and the context (ops,
//! blocks, regions, attributes, types), stored as plain vectors: the writer
//! looks one up for every operand, type and location it writes.

use crate::attrs::Attr;
use crate::body::{BlockId, OpId, RegionId};
use crate::types::Type;
use std::marker::PhantomData;

/// A key with a dense index.
pub(crate) trait DenseKey: Copy {
    /// The index.
    fn dense(self) -> usize;
}

impl DenseKey for OpId {
    fn dense(self) -> usize {
        self.index()
    }
}
impl DenseKey for BlockId {
    fn dense(self) -> usize {
        self.index()
    }
}
impl DenseKey for RegionId {
    fn dense(self) -> usize {
        self.index()
    }
}
impl DenseKey for Attr {
    fn dense(self) -> usize {
        self.0 as usize
    }
}
impl DenseKey for Type {
    fn dense(self) -> usize {
        self.0 as usize
    }
}

/// A map from dense keys to `V`; absent keys read as `V::default()`.
pub(crate) struct IdMap<K, V> {
    data: Vec<V>,
    _key: PhantomData<K>,
}

impl<K, V> Default for IdMap<K, V> {
    fn default() -> Self {
        IdMap {
            data: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: DenseKey, V: Copy + Default> IdMap<K, V> {
    /// A map with room for keys below `n`.
    pub fn with_capacity(n: usize) -> Self {
        IdMap {
            data: Vec::with_capacity(n),
            _key: PhantomData,
        }
    }

    /// The value of `k` (the default when never set).
    #[inline]
    pub fn get(&self, k: K) -> V {
        self.data.get(k.dense()).copied().unwrap_or_default()
    }

    /// Sets the value of `k`.
    #[inline]
    pub fn insert(&mut self, k: K, v: V) {
        let i = k.dense();
        if i >= self.data.len() {
            self.data.resize(i + 1, V::default());
        }
        self.data[i] = v;
    }
}
