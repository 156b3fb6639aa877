//! The types of upstream's `TilingInterface` (declared in `ods-dsl`'s
//! `interfaces.ods`): a loop's [`Range`] of the iteration domain, the
//! [`IteratorType`] of a loop, what tiling an op produces ([`TilingResult`]),
//! where a tile lies ([`TilePosition`]) and why tiling failed
//! ([`TilingError`]). The sizes and offsets are [`OpFoldResult`]s, an `index`
//! attribute or a value, as upstream's.

use crate::body::{IrArena, OpId, Value};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::reify::OpFoldResult;

/// Upstream's `Range`: the offset, size and stride of one loop of an
/// iteration domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    /// The first iteration (`offset`).
    pub offset: OpFoldResult,
    /// The loop's upper bound (`size`; upstream's tiling treats it as the
    /// end of the range).
    pub size: OpFoldResult,
    /// The step (`stride`).
    pub stride: OpFoldResult,
}

/// Upstream's `utils::IteratorType`: whether a loop is parallel or a
/// reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IteratorType {
    /// `parallel`.
    Parallel,
    /// `reduction`.
    Reduction,
}

/// Upstream's `TilingResult`: the ops a tiled implementation created, the
/// values replacing the untiled op's results (one per result), and the
/// slices of the operands it created (`tensor.extract_slice`,
/// `memref.subview`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilingResult {
    /// `tiledOps`.
    pub tiled_ops: Vec<OpId>,
    /// `tiledValues`.
    pub tiled_values: Vec<Value>,
    /// `generatedSlices`.
    pub generated_slices: Vec<OpId>,
}

/// A tile's offsets and sizes, one per dimension (of a result for
/// `getResultTilePosition`, of the iteration domain for the
/// `getIterationDomainTileFrom*` methods: upstream's two out-parameters).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilePosition {
    /// The offsets.
    pub offsets: Vec<OpFoldResult>,
    /// The sizes.
    pub sizes: Vec<OpFoldResult>,
}

/// Why a `TilingInterface` method or a tiling driver failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TilingError {
    /// Upstream's plain `failure()` (the default bodies', a match failure).
    Failed,
    /// An error upstream reports on `op` (`op->emitOpError(message)`); the
    /// message without the `'name' op ` prefix.
    Op {
        /// The op the error is about.
        op: OpId,
        /// The message.
        message: String,
    },
}

impl TilingError {
    /// An error on `op`.
    pub fn op(op: OpId, message: impl Into<String>) -> TilingError {
        TilingError::Op {
            op,
            message: message.into(),
        }
    }

    /// The error as a diagnostic at its op's location (`'name' op message`);
    /// `None` for a plain failure.
    pub fn diagnostic(&self, ctx: &Context, arena: &IrArena) -> Option<Diagnostic> {
        match self {
            TilingError::Failed => None,
            TilingError::Op { op, message } => {
                let name = ctx.op_info(arena.op_name(*op)).name();
                Some(crate::verify::op_error(
                    ctx,
                    arena,
                    *op,
                    format!("'{name}' op {message}"),
                ))
            }
        }
    }
}

impl std::fmt::Display for TilingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TilingError::Failed => f.write_str("tiling failed"),
            TilingError::Op { message, .. } => f.write_str(message),
        }
    }
}

impl std::error::Error for TilingError {}
