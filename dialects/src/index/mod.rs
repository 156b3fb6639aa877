//! The hand-written parts of the index ops declared here (MLIR 22's
//! `IndexOps.cpp`): the casts' `CastOpInterface` check (the
//! `cmp_predicate` enum attribute is declared in `index.ods`).

pub mod folds;
pub mod int_range;
crate::common::ods_ops!("index");

use crate::index::ops::{CastSOp, CastUOp};
use ir::{Context, Type, TypeKind};

/// `index.casts`/`index.castu`'s `areCastCompatible`: one input and one output,
/// exactly one of them `index`.
fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    matches!((inputs, outputs), (&[a], &[b]) if is_index(a) != is_index(b))
}

impl ir::interfaces::CastOpInterface for CastSOp {
    /// `areCastCompatible`.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast_compatible(ctx, inputs, outputs)
    }
}

impl ir::interfaces::CastOpInterface for CastUOp {
    /// `areCastCompatible`.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast_compatible(ctx, inputs, outputs)
    }
}
