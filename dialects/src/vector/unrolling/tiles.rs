//! The index arithmetic of unrolling (`mlir/Dialect/Utils/IndexingUtils`):
//! shape ratios, the offsets of the tiles a shape splits into in a traversal
//! order (`StaticTileOffsetRange`), and projected permutation maps applied to
//! shapes and offsets (`applyPermutationMap`).

use ir::affine::{AffineExpr, AffineMap};

/// `computeShapeRatio(shape, sub)`: how many times each trailing dimension
/// of `sub` fits in `shape`'s (the leading dimensions of `shape` sub lacks
/// are kept); none when `sub` has more dimensions or a size does not divide.
pub fn shape_ratio(shape: &[i64], sub: &[i64]) -> Option<Vec<i64>> {
    let lead = shape.len().checked_sub(sub.len())?;
    let mut ratio = shape[..lead].to_vec();
    for (&size, &tile) in shape[lead..].iter().zip(sub) {
        if size <= 0 || tile <= 0 || size % tile != 0 {
            return None;
        }
        ratio.push(size / tile);
    }
    Some(ratio)
}

/// Whether `order` is a permutation of `0..rank`.
fn is_permutation(order: &[i64], rank: usize) -> bool {
    let mut seen = vec![false; rank];
    order.len() == rank
        && order.iter().all(|&i| {
            let Some(slot) = usize::try_from(i).ok().and_then(|i| seen.get_mut(i)) else {
                return false;
            };
            !std::mem::replace(slot, true)
        })
}

/// `StaticTileOffsetRange(shape, tile, order)`: the element offsets of the
/// tiles of `tile`'s shape covering `shape`, the dimensions traversed in
/// `order` (its last dimension innermost). None when the ranks differ,
/// `order` is not a permutation of the dimensions, or a tile size does not
/// divide its dimension.
pub fn tile_offsets(shape: &[i64], tile: &[i64], order: &[i64]) -> Option<Vec<Vec<i64>>> {
    if tile.len() != shape.len() || !is_permutation(order, shape.len()) {
        return None;
    }
    let ratio = shape_ratio(shape, tile)?;
    // The tile counts in traversal order, their row-major strides, and where
    // each dimension sits in that order.
    let permuted: Vec<i64> = order.iter().map(|&d| ratio[d as usize]).collect();
    let mut strides = vec![1i64; permuted.len()];
    for i in (0..permuted.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].checked_mul(permuted[i + 1])?;
    }
    let mut position = vec![0usize; order.len()];
    for (i, &d) in order.iter().enumerate() {
        position[d as usize] = i;
    }
    let count = permuted.iter().try_fold(1i64, |n, &r| n.checked_mul(r))?;
    Some(
        (0..count)
            .map(|linear| {
                let mut rest = linear;
                let coordinate: Vec<i64> = strides
                    .iter()
                    .map(|&s| {
                        let c = rest / s;
                        rest %= s;
                        c
                    })
                    .collect();
                position.iter().zip(tile).map(|(&p, &t)| coordinate[p] * t).collect()
            })
            .collect(),
    )
}

/// `applyPermutationMap(map, source)`: `source`'s entry for each result of the
/// projected permutation `map` (0 for a constant 0 result); none when `map` is
/// not one over `source`.
pub fn apply_permutation_map(map: &AffineMap, source: &[i64]) -> Option<Vec<i64>> {
    if map.num_dims as usize != source.len() {
        return None;
    }
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => source.get(*d as usize).copied(),
            AffineExpr::Constant(0) => Some(0),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Leading dimensions the sub-shape lacks are kept; a size that does
    /// not divide gives none.
    #[test]
    fn shape_ratios() {
        assert_eq!(shape_ratio(&[3, 2, 4], &[2, 2]), Some(vec![3, 1, 2]));
        assert_eq!(shape_ratio(&[4, 6], &[2, 4]), None);
        assert_eq!(shape_ratio(&[4], &[2, 2]), None);
    }

    /// Row-major by default; `order` puts its last dimension innermost.
    #[test]
    fn tile_offsets_follow_the_order() {
        let rows = tile_offsets(&[4, 4], &[2, 2], &[0, 1]).expect("tiles");
        assert_eq!(rows, vec![vec![0, 0], vec![0, 2], vec![2, 0], vec![2, 2]]);
        let cols = tile_offsets(&[4, 4], &[2, 2], &[1, 0]).expect("tiles");
        assert_eq!(cols, vec![vec![0, 0], vec![2, 0], vec![0, 2], vec![2, 2]]);
        let ijk = tile_offsets(&[8, 8, 4], &[4, 4, 2], &[2, 0, 1]).expect("tiles");
        assert_eq!(&ijk[..3], &[vec![0, 0, 0], vec![0, 4, 0], vec![4, 0, 0]]);
        assert_eq!(tile_offsets(&[4, 4], &[2, 2], &[0, 0]), None);
        assert_eq!(tile_offsets(&[4, 4], &[2], &[0, 1]), None);
    }
}
