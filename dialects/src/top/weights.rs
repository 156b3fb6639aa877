//! The data of `top.Weight` ops. TPU-MLIR keeps it outside the IR, in a weight file
//! keyed by each weight's location name; rods keeps it in the context's [`WeightStore`]
//! under the same names, so passes that make new weights (quantized filters, merged
//! coefficients) add them there.
//!
//! Weight files are numpy `.npz` archives (as `np.savez` and TPU-MLIR write them), read
//! into named arrays of raw little-endian bytes with their shape and element type.
//!
//! The archive is read with the `zip` crate and each member's `.npy` header with `npyz`.
//! A malformed file is a [`WeightError`] naming the file and member, never a panic, and an
//! array is only read once its declared size has been checked against the member's size.

use std::collections::BTreeMap;
use std::fmt;
use std::io::Read;
use std::path::Path;

use npyz::{DType, Endianness, NpyHeader, Order, TypeChar};

/// The element type of a weight array.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// `f32`
    F32,
    /// `f16`
    F16,
    /// `bf16` (in weight files stored as `uint16`, as TPU-MLIR writes them)
    BF16,
    /// `i8`
    I8,
    /// `u8`
    U8,
    /// `i16`
    I16,
    /// `u16`
    U16,
    /// `i32`
    I32,
    /// `u32`
    U32,
}

impl ElemType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            ElemType::I8 | ElemType::U8 => 1,
            ElemType::F16 | ElemType::BF16 | ElemType::I16 | ElemType::U16 => 2,
            ElemType::F32 | ElemType::I32 | ElemType::U32 => 4,
        }
    }

    /// The MLIR spelling (`f32`, `i8`, `ui8`, ...), as in tensor types.
    pub fn mlir_name(self) -> &'static str {
        match self {
            ElemType::F32 => "f32",
            ElemType::F16 => "f16",
            ElemType::BF16 => "bf16",
            ElemType::I8 => "i8",
            ElemType::U8 => "ui8",
            ElemType::I16 => "i16",
            ElemType::U16 => "ui16",
            ElemType::I32 => "i32",
            ElemType::U32 => "ui32",
        }
    }

    fn from_npy(type_char: TypeChar, bytes: usize) -> Option<ElemType> {
        Some(match (type_char, bytes) {
            (TypeChar::Float, 4) => ElemType::F32,
            (TypeChar::Float, 2) => ElemType::F16,
            (TypeChar::Int, 1) => ElemType::I8,
            (TypeChar::Uint, 1) => ElemType::U8,
            (TypeChar::Int, 2) => ElemType::I16,
            (TypeChar::Uint, 2) => ElemType::U16,
            (TypeChar::Int, 4) => ElemType::I32,
            (TypeChar::Uint, 4) => ElemType::U32,
            _ => return None,
        })
    }
}

/// One array of a weight file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightArray {
    /// Dimensions, outermost first.
    pub shape: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
    /// The elements in row-major order, little-endian.
    pub bytes: Vec<u8>,
}

impl WeightArray {
    /// Number of elements.
    pub fn len(&self) -> u64 {
        self.shape.iter().product()
    }

    /// Whether the array has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The arrays of a weight file, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Weights {
    arrays: BTreeMap<String, WeightArray>,
}

/// A weight file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightError {
    /// The file.
    pub file: String,
    /// What is wrong, naming the member when it is about one.
    pub message: String,
}

impl fmt::Display for WeightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

impl std::error::Error for WeightError {}

impl Weights {
    /// Reads an `.npz` file.
    pub fn read(path: &Path) -> Result<Weights, WeightError> {
        let file = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| WeightError {
            file: file.clone(),
            message: format!("cannot read the weight file: {e}"),
        })?;
        Weights::from_npz_bytes(&file, &bytes)
    }

    /// Reads the bytes of an `.npz` file; `file` names it in errors.
    pub fn from_npz_bytes(file: &str, bytes: &[u8]) -> Result<Weights, WeightError> {
        let err = |message: String| WeightError {
            file: file.to_string(),
            message,
        };
        let bytes = fix_zip64_end_record(bytes);
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes.as_ref()))
            .map_err(|e| err(format!("not an npz (zip) archive: {e}")))?;
        let mut arrays = BTreeMap::new();
        for i in 0..archive.len() {
            let mut entry = archive.by_index(i).map_err(|e| err(format!("member {i}: {e}")))?;
            let member = entry.name().to_string();
            let name = member.strip_suffix(".npy").unwrap_or(&member).to_string();
            let declared = entry.size();
            let array = read_npy(&mut entry, declared).map_err(|m| err(format!("array `{name}`: {m}")))?;
            arrays.insert(name, array);
        }
        Ok(Weights { arrays })
    }

    /// The array named `name`.
    pub fn get(&self, name: &str) -> Option<&WeightArray> {
        self.arrays.get(name)
    }

    /// The array names, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.arrays.keys().map(String::as_str)
    }

    /// Adds or replaces an array.
    pub fn insert(&mut self, name: impl Into<String>, array: WeightArray) {
        self.arrays.insert(name.into(), array);
    }
}

/// The archive with its zip64 end-of-central-directory record found as Python's
/// `zipfile` finds it: the 56 bytes right before the zip64 locator, whatever the
/// locator's offset and the record's size field say. TPU-MLIR's C++ npz writer (cnpy)
/// writes both wrong (the size as `0x44` for 44, the offset 56 bytes past the central
/// directory); the `zip` crate checks them. When such a record is there and the fields
/// disagree with it, a copy with them corrected comes back; otherwise the bytes do.
fn fix_zip64_end_record(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    const EOCD: [u8; 4] = *b"PK\x05\x06";
    const LOCATOR: [u8; 4] = *b"PK\x06\x07";
    const RECORD: [u8; 4] = *b"PK\x06\x06";
    const RECORD_LEN: usize = 56;
    let unchanged = std::borrow::Cow::Borrowed(bytes);
    // The end record is 22 bytes plus a comment of at most 64 KiB.
    let search_from = bytes.len().saturating_sub(22 + 0xFFFF);
    let Some(eocd) = (search_from..bytes.len().saturating_sub(21))
        .rev()
        .find(|&i| bytes[i..i + 4] == EOCD)
    else {
        return unchanged;
    };
    let Some(locator) = eocd.checked_sub(20).filter(|&l| bytes[l..l + 4] == LOCATOR) else {
        return unchanged;
    };
    let Some(record) = locator.checked_sub(RECORD_LEN).filter(|&r| bytes[r..r + 4] == RECORD) else {
        return unchanged;
    };
    let size = ((RECORD_LEN - 12) as u64).to_le_bytes();
    let offset = (record as u64).to_le_bytes();
    if bytes[record + 4..record + 12] == size && bytes[locator + 8..locator + 16] == offset {
        return unchanged;
    }
    let mut fixed = bytes.to_vec();
    fixed[record + 4..record + 12].copy_from_slice(&size);
    fixed[locator + 8..locator + 16].copy_from_slice(&offset);
    std::borrow::Cow::Owned(fixed)
}

/// The weights of one compilation: the context's `top` weight data (see the module
/// docs). Get it with [`store`].
#[derive(Debug, Default)]
pub struct WeightStore {
    weights: std::sync::Mutex<Weights>,
}

impl WeightStore {
    fn lock(&self) -> std::sync::MutexGuard<'_, Weights> {
        self.weights.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A copy of the array named `name`.
    pub fn get(&self, name: &str) -> Option<WeightArray> {
        self.lock().get(name).cloned()
    }

    /// Adds or replaces the array named `name`.
    pub fn insert(&self, name: impl Into<String>, array: WeightArray) {
        self.lock().insert(name, array);
    }

    /// Adds or replaces every array of `weights`.
    pub fn insert_all(&self, weights: &Weights) {
        let mut held = self.lock();
        for (name, array) in &weights.arrays {
            held.insert(name.clone(), array.clone());
        }
    }

    /// A copy of every array held.
    pub fn snapshot(&self) -> Weights {
        self.lock().clone()
    }
}

/// The weight store of `ctx`.
pub fn store(ctx: &ir::Context) -> std::sync::Arc<WeightStore> {
    ctx.extension::<WeightStore>()
}

/// Reads one `.npy` member whose uncompressed size is `declared` bytes.
fn read_npy(entry: &mut impl Read, declared: u64) -> Result<WeightArray, String> {
    let header = NpyHeader::from_reader(&mut *entry).map_err(|e| format!("bad .npy header: {e}"))?;
    let DType::Plain(type_str) = header.dtype() else {
        return Err("structured arrays are not weights".into());
    };
    if type_str.endianness() == Endianness::Big {
        return Err(format!("big-endian data (`{type_str}`) is not supported"));
    }
    let elem = type_str
        .num_bytes()
        .and_then(|n| ElemType::from_npy(type_str.type_char(), n))
        .ok_or_else(|| format!("unsupported element type `{type_str}`"))?;
    if header.order() != Order::C {
        return Err("Fortran-order arrays are not supported".into());
    }
    let shape = header.shape().to_vec();
    let total = shape
        .iter()
        .try_fold(elem.size() as u64, |acc, &d| acc.checked_mul(d))
        .ok_or("the shape's size overflows")?;
    if total > declared {
        return Err(format!(
            "the shape needs {total} bytes but the member holds at most {declared}"
        ));
    }
    let mut bytes = Vec::new();
    entry
        .take(total)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read the data: {e}"))?;
    if bytes.len() as u64 != total {
        return Err(format!("the data ends after {} of {total} bytes", bytes.len()));
    }
    Ok(WeightArray { shape, elem, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        let e = Weights::from_npz_bytes("w.npz", b"not a zip").unwrap_err();
        assert!(e.to_string().starts_with("w.npz: not an npz (zip) archive"), "{e}");
    }
}
