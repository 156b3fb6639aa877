//! A thread-safe, append-only interner: each distinct value is stored once and
//! named by a dense `u32` index.
//!
//! Reads (`get`) take no lock: values live in a `boxcar::Vec`, whose elements
//! never move once pushed. Inserting takes a short mutex on the dedup table.

use hashbrown::HashTable;
use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;

/// Interns values of type `T`, handing out stable `u32` indices.
pub struct Interner<T> {
    values: boxcar::Vec<T>,
    table: Mutex<HashTable<u32>>,
    hasher: rustc_hash::FxBuildHasher,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// An empty interner.
    pub fn new() -> Self {
        Interner {
            values: boxcar::Vec::new(),
            table: Mutex::new(HashTable::new()),
            hasher: rustc_hash::FxBuildHasher,
        }
    }

    /// The index of `value`, inserting it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = self.hasher.hash_one(&value);
        // A poisoned lock only means another thread panicked mid-insert; the
        // table itself is always consistent between statements, so keep going.
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = table.find(hash, |&id| self.values[id as usize] == value) {
            return id;
        }
        let id = self.values.push(value) as u32;
        table.insert_unique(hash, id, |&id| self.hasher.hash_one(&self.values[id as usize]));
        id
    }

    /// Always appends `value` under a fresh index, never deduplicating (for
    /// distinct attributes). The value is not findable through `intern`.
    pub fn push_unique(&self, value: T) -> u32 {
        let _guard = self.table.lock().unwrap_or_else(|e| e.into_inner());
        self.values.push(value) as u32
    }

    /// The value at `id`. Ids come only from this interner, so this cannot fail
    /// for a handle made by the same context.
    pub fn get(&self, id: u32) -> &T {
        &self.values[id as usize]
    }

    /// Number of interned values.
    pub fn len(&self) -> usize {
        self.values.count()
    }

    /// Whether nothing has been interned yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
