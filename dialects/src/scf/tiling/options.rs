//! Upstream's `scf::SCFTilingOptions` ([`ScfTilingOptions`]): the tile sizes
//! or numbers of threads, the loop interchange, the kind of loops
//! ([`LoopType`]) and the `scf.forall` mapping; and the permutation helpers
//! the interchange needs (`fillInterchangeVector`, `isPermutationVector`,
//! `applyPermutationToVector`, `invertPermutationVector`).

use ir::reify::OpFoldResult;
use ir::tiling::TilingError;
use ir::{Attr, OpId};

/// Upstream's `SCFTilingOptions::LoopType`: the loops tiling builds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LoopType {
    /// A nest of `scf.for`, one per tiled loop (`LoopType::ForOp`).
    #[default]
    For,
    /// One `scf.forall` over every tiled loop, its tiles written back by
    /// `tensor.parallel_insert_slice`s in its `scf.forall.in_parallel`
    /// terminator (`LoopType::ForallOp`).
    Forall,
}

/// Upstream's `scf::SCFTilingOptions` (the full-reduction strategy).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTilingOptions {
    /// The tile size of each loop of the iteration domain (`setTileSizes`),
    /// missing ones 0; a zero size leaves its loop untiled. Ignored when
    /// [`num_threads`](Self::num_threads) is given.
    pub tile_sizes: Vec<OpFoldResult>,
    /// The number of threads (tiles) of each loop (`setNumThreads`), missing
    /// ones 0; only with [`LoopType::Forall`]. The tile size of a loop is
    /// then `ceilDiv(size - offset, threads)`.
    pub num_threads: Vec<OpFoldResult>,
    /// The order of the tiled loops, outermost first, as a permutation of
    /// the iteration domain's loops (`setInterchange`; shorter ones are
    /// completed by the identity, longer ones truncated); empty: the
    /// domain's order.
    pub interchange: Vec<i64>,
    /// The kind of loops (`setLoopType`).
    pub loop_type: LoopType,
    /// The `scf.forall`'s `mapping` attribute entries (`setMapping`); empty:
    /// none.
    pub mapping: Vec<Attr>,
}

impl ScfTilingOptions {
    /// `scf.for` loops tiling by `tile_sizes`.
    pub fn for_loops(tile_sizes: &[OpFoldResult]) -> ScfTilingOptions {
        ScfTilingOptions {
            tile_sizes: tile_sizes.to_vec(),
            ..ScfTilingOptions::default()
        }
    }

    /// An `scf.forall` tiling by `tile_sizes`.
    pub fn forall_tile_sizes(tile_sizes: &[OpFoldResult]) -> ScfTilingOptions {
        ScfTilingOptions {
            tile_sizes: tile_sizes.to_vec(),
            loop_type: LoopType::Forall,
            ..ScfTilingOptions::default()
        }
    }

    /// An `scf.forall` with `num_threads` threads per loop.
    pub fn forall_num_threads(num_threads: &[OpFoldResult]) -> ScfTilingOptions {
        ScfTilingOptions {
            num_threads: num_threads.to_vec(),
            loop_type: LoopType::Forall,
            ..ScfTilingOptions::default()
        }
    }

    /// These options with the loop order `interchange`.
    pub fn with_interchange(mut self, interchange: &[i64]) -> ScfTilingOptions {
        self.interchange = interchange.to_vec();
        self
    }

    /// These options with the `scf.forall` mapping `mapping`.
    pub fn with_mapping(mut self, mapping: &[Attr]) -> ScfTilingOptions {
        self.mapping = mapping.to_vec();
        self
    }

    /// `verifyTileSizeOptions`: numbers of threads only with `scf.forall`,
    /// an interchange that is a permutation. Errors on `op`.
    pub(super) fn verify(&self, op: OpId) -> Result<(), TilingError> {
        if !self.num_threads.is_empty() && self.loop_type != LoopType::Forall {
            return Err(TilingError::op(
                op,
                "number of threads can only by specified when loop type is set to use `scf.forall`",
            ));
        }
        if !self.interchange.is_empty() && !is_permutation(&self.interchange) {
            return Err(invalid_interchange(op));
        }
        Ok(())
    }
}

/// Upstream's match failure for an interchange that is no permutation.
fn invalid_interchange(op: OpId) -> TilingError {
    TilingError::op(
        op,
        "invalid interchange vector, not a permutation of the entire iteration space",
    )
}

/// `isPermutationVector`: every value of `0..len` once.
fn is_permutation(v: &[i64]) -> bool {
    let mut seen = vec![false; v.len()];
    v.iter().all(|&x| {
        usize::try_from(x)
            .ok()
            .and_then(|i| seen.get_mut(i))
            .is_some_and(|s| !std::mem::replace(s, true))
    })
}

/// `fillInterchangeVector` as indices: `interchange` completed by the
/// identity up to `n` loops, or truncated to `n`; an error on `op` when the
/// result is no permutation of `0..n` (a longer permutation truncated, which
/// upstream only asserts).
pub(super) fn filled_interchange(interchange: &[i64], n: usize, op: OpId) -> Result<Vec<usize>, TilingError> {
    let mut filled: Vec<i64> = interchange.iter().copied().take(n).collect();
    for i in filled.len()..n {
        filled.push(i64::try_from(i).map_err(|_| invalid_interchange(op))?);
    }
    if !is_permutation(&filled) {
        return Err(invalid_interchange(op));
    }
    filled
        .into_iter()
        .map(|x| usize::try_from(x).map_err(|_| invalid_interchange(op)))
        .collect()
}

/// `applyPermutationToVector(v, perm)`: `result[i] = v[perm[i]]`.
pub(super) fn permuted<T: Clone>(v: &[T], perm: &[usize]) -> Vec<T> {
    perm.iter().filter_map(|&p| v.get(p).cloned()).collect()
}

/// `invertPermutationVector(perm)`.
pub(super) fn inverse(perm: &[usize]) -> Vec<usize> {
    let mut out = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        if let Some(slot) = out.get_mut(p) {
            *slot = i;
        }
    }
    out
}
