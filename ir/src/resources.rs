//! File-level resources: blobs of the builtin dialect (backing
//! `dense_resource<...>`) and opaque `external_resources` entries, which are
//! kept and printed back as mlir-opt does.

use rustc_hash::FxHashMap;
use std::sync::{Arc, Mutex};

/// An aligned binary blob.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blob {
    /// Required alignment in bytes.
    pub alignment: u32,
    /// The bytes.
    pub data: Vec<u8>,
}

/// The value of one resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// A hex-encoded blob (`"0x<alignment><data>"`).
    Blob(Blob),
    /// `true` / `false`.
    Bool(bool),
    /// A string.
    String(Vec<u8>),
}

#[derive(Default)]
struct Inner {
    blobs: FxHashMap<String, Option<Arc<Blob>>>,
    external: Vec<(String, Vec<(String, ResourceValue)>)>,
}

/// The context's resources. Blob keys are unique per context.
#[derive(Default)]
pub struct Resources {
    inner: Mutex<Inner>,
}

impl Resources {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Declares a builtin blob named `name`, returning the key it gets: `name`
    /// itself if unused so far, else `name_1`, `name_2`, ... (MLIR's rule).
    pub fn declare_blob(&self, name: &str) -> String {
        let mut inner = self.lock();
        if !inner.blobs.contains_key(name) {
            inner.blobs.insert(name.to_string(), None);
            return name.to_string();
        }
        let mut counter = 1usize;
        loop {
            let candidate = format!("{name}_{counter}");
            if !inner.blobs.contains_key(&candidate) {
                inner.blobs.insert(candidate.clone(), None);
                return candidate;
            }
            counter += 1;
        }
    }

    /// Sets the data of a declared blob.
    pub fn set_blob(&self, key: &str, blob: Blob) {
        self.lock().blobs.insert(key.to_string(), Some(Arc::new(blob)));
    }

    /// The data of a blob, if it has any.
    pub fn blob(&self, key: &str) -> Option<Arc<Blob>> {
        self.lock().blobs.get(key).cloned().flatten()
    }

    /// Records an `external_resources` entry to print back later.
    pub fn add_external(&self, group: &str, key: &str, value: ResourceValue) {
        let mut inner = self.lock();
        match inner.external.iter_mut().find(|(g, _)| g == group) {
            Some((_, entries)) => match entries.iter_mut().find(|(k, _)| k == key) {
                Some(e) => e.1 = value,
                None => entries.push((key.to_string(), value)),
            },
            None => inner.external.push((group.to_string(), vec![(key.to_string(), value)])),
        }
    }

    /// External resource groups, in the order first seen.
    pub fn external(&self) -> Vec<(String, Vec<(String, ResourceValue)>)> {
        self.lock().external.clone()
    }
}
