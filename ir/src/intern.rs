//! A thread-safe, append-only interner: each distinct value is stored once and
//! named by a dense `u32` index.
//!
//! Reads (`get`) take no lock: values live in a `boxcar::Vec`, whose elements
//! never move once pushed. Inserting takes a short mutex on the dedup table.
//! The table keeps 32 bits of each value's hash beside its index, so growing
//! the table never rereads (or rehashes) the values, and a probe only compares
//! values whose hashes agree.
//!
//! Most interning finds a value that is already there (the same types and
//! attribute names over and over). Those lookups skip the mutex: each thread
//! remembers, per interner and hash, the index of values it found already
//! interned, and takes it after checking that the value stored there is
//! equal.

use hashbrown::HashTable;
use std::cell::Cell;
use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// One table entry: the value's index and 32 bits of its hash.
#[derive(Copy, Clone)]
struct Slot {
    id: u32,
    hash: u32,
}

/// The table's 64-bit hash from the stored 32 bits: hashbrown takes its
/// bucket from the low bits, which are the stored bits themselves (so a
/// caller-chosen hash can keep related values in nearby buckets, see
/// [`Interner::intern_with_hash`]), and its 7-bit tag from the top bits,
/// which mix all 32.
fn table_hash(h: u32) -> u64 {
    (u64::from(h).wrapping_mul(0x9E37_79B9_7F4A_7C15) & !0xFFFF_FFFF) | u64::from(h)
}

/// Interns values of type `T`, handing out stable `u32` indices.
pub struct Interner<T> {
    values: boxcar::Vec<T>,
    table: Mutex<HashTable<Slot>>,
    hasher: rustc_hash::FxBuildHasher,
    /// Tells this interner's entries in the per-thread cache from others';
    /// never reused, so a cache entry cannot outlive its interner's meaning.
    uid: u64,
}

/// Source of [`Interner::uid`]s (0 marks an empty cache entry).
static NEXT_UID: AtomicU64 = AtomicU64::new(1);

/// Entries of the per-thread lookup cache (a power of two).
const CACHE_SIZE: usize = 4096;

/// One per-thread cache entry: in interner `uid`, the value at `id` has
/// hash `hash`.
#[derive(Copy, Clone)]
struct CacheEntry {
    uid: u64,
    hash: u32,
    id: u32,
}

thread_local! {
    static CACHE: [Cell<CacheEntry>; CACHE_SIZE] =
        const { [const { Cell::new(CacheEntry { uid: 0, hash: 0, id: 0 }) }; CACHE_SIZE] };
}

fn cache_slot(uid: u64, hash: u32) -> usize {
    ((u64::from(hash) ^ uid.wrapping_mul(0x9E37_79B9_7F4A_7C15)) as usize) & (CACHE_SIZE - 1)
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
            uid: NEXT_UID.fetch_add(1, Ordering::Relaxed),
        }
    }

    fn hash32(&self, value: &T) -> u32 {
        let h = self.hasher.hash_one(value);
        (h ^ (h >> 32)) as u32
    }

    /// The index of `value`, inserting it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = self.hash32(&value);
        self.intern_with_hash(value, hash)
    }

    /// [`Interner::intern`] with the caller's hash of `value`. The caller
    /// must hash a given value the same way every time (and may hash other
    /// values any way it likes): values that hash alike land in nearby table
    /// buckets, which keeps interning many related values (the location of
    /// every op of a file) cache friendly.
    pub fn intern_with_hash(&self, value: T, hash: u32) -> u32 {
        let slot = cache_slot(self.uid, hash);
        // The cached index is only a guess: it is taken when the value
        // stored there is equal (it was interned, so it is the one).
        // (No cache while the thread is being torn down.)
        let cached = CACHE.try_with(|c| c[slot].get()).ok();
        if let Some(c) = cached {
            if c.uid == self.uid && c.hash == hash && self.values.get(c.id as usize) == Some(&value) {
                return c.id;
            }
        }
        let (id, found) = self.intern_locked(value, hash);
        // Remember values seen twice: a value just added is often never
        // asked for again (the location of each op), and caching it would
        // only push out one that is.
        if found {
            let _ = CACHE.try_with(|c| {
                c[slot].set(CacheEntry {
                    uid: self.uid,
                    hash,
                    id,
                })
            });
        }
        id
    }

    /// The index of `value` and whether it was there already.
    fn intern_locked(&self, value: T, hash: u32) -> (u32, bool) {
        // A poisoned lock only means another thread panicked mid-insert; the
        // table itself is always consistent between statements, so keep going.
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(slot) = table.find(table_hash(hash), |s| {
            s.hash == hash && self.values[s.id as usize] == value
        }) {
            return (slot.id, true);
        }
        let id = self.values.push(value) as u32;
        table.insert_unique(table_hash(hash), Slot { id, hash }, |s| table_hash(s.hash));
        (id, false)
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

#[cfg(test)]
mod tests {
    use super::Interner;

    #[test]
    fn dedups_across_growth() {
        let i: Interner<String> = Interner::new();
        let ids: Vec<u32> = (0..5000).map(|n| i.intern(format!("v{n}"))).collect();
        assert_eq!(ids, (0..5000).collect::<Vec<u32>>());
        for n in (0..5000).rev() {
            assert_eq!(i.intern(format!("v{n}")), n);
            assert_eq!(i.get(n), &format!("v{n}"));
        }
        let u = i.push_unique("v7".to_string());
        assert_eq!(u, 5000);
        assert_eq!(i.intern("v7".to_string()), 7);
        assert_eq!(i.len(), 5001);
    }

    /// The per-thread cache never answers for another interner, nor for a
    /// value that only shares a cache slot.
    #[test]
    fn cache_is_per_interner_and_checked() {
        let a: Interner<u64> = Interner::new();
        let b: Interner<u64> = Interner::new();
        assert_eq!(a.intern(10), 0);
        assert_eq!(a.intern(20), 1);
        assert_eq!(b.intern(20), 0);
        assert_eq!(a.intern(20), 1);
        assert_eq!(b.intern(10), 1);
        assert_eq!(a.intern(10), 0);
        // Many values through a small cache: every answer stays right.
        for round in 0..3 {
            for v in 0..20_000u64 {
                assert_eq!(a.intern(v * 7 + 1000) as u64, v + 2, "round {round}");
            }
        }
        // Other threads see the same indices.
        std::thread::scope(|s| {
            s.spawn(|| assert_eq!(a.intern(20), 1));
        });
    }
}
