//! `SparseElementsAttr::verify`: the checks MLIR makes on a parsed
//! `sparse<indices, values> : type` (values one-dimensional, the indices'
//! and values' shapes agreeing with the type's rank, every index inside the
//! type's shape), with MLIR's messages.

use crate::dense::{DenseData, ElemKind, Signedness};

/// The parsed parts of a sparse elements attribute.
pub(super) struct SparseParts<'a> {
    /// The attribute type's shape (static).
    pub shape: &'a [i64],
    /// The attribute type as MLIR prints it in a diagnostic (quoted).
    pub type_text: &'a str,
    /// The indices' tensor shape.
    pub indices_shape: &'a [i64],
    /// The indices (64-bit integers).
    pub indices: &'a DenseData,
    /// The values' tensor shape.
    pub values_shape: &'a [i64],
}

fn dims(shape: &[i64]) -> String {
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// Checks `p` as `SparseElementsAttr::verify` does.
pub(super) fn verify_sparse(p: &SparseParts<'_>) -> Result<(), String> {
    if p.values_shape.len() != 1 {
        return Err("expected 1-d tensor for sparse element values".into());
    }
    let shape_error = || {
        format!(
            "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
            dims(p.shape),
            dims(p.indices_shape),
            dims(p.values_shape)
        )
    };
    let rank = p.shape.len();
    match p.indices_shape {
        [_, width] if usize::try_from(*width).ok() == Some(rank) => {}
        [_, _] => return Err(shape_error()),
        [_] if rank == 1 => {}
        _ => return Err(shape_error()),
    }
    let count = p.indices_shape[0];
    if count != p.values_shape[0] {
        return Err(shape_error());
    }
    let kind = ElemKind::Int {
        width: 64,
        signedness: Signedness::Signless,
    };
    let value = |i: u64| p.indices.element_bits(&kind, i).unwrap_or_default() as u64;
    let inside = |index: &[u64]| {
        (rank == 0 && index == [0])
            || (index.len() == rank && index.iter().zip(p.shape).all(|(&d, &n)| (0..n).contains(&(d as i64))))
    };
    let index_error = |n: u64, index: &[u64]| {
        let text: Vec<String> = index.iter().map(u64::to_string).collect();
        format!(
            "sparse index #{n} is not contained within the value shape, with index=[{}], and type={}",
            text.join(", "),
            p.type_text
        )
    };
    if p.indices.is_splat() {
        let index = vec![value(0); rank];
        return if inside(&index) {
            Ok(())
        } else {
            Err(index_error(0, &index))
        };
    }
    for n in 0..u64::try_from(count).unwrap_or_default() {
        let index: Vec<u64> = (0..rank as u64).map(|k| value(n * rank as u64 + k)).collect();
        if !inside(&index) {
            return Err(index_error(n, &index));
        }
    }
    Ok(())
}
