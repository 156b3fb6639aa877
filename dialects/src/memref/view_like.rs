//! `ViewLikeOpInterface` of memref's view ops (`MemRefOps.td`): the viewed buffer
//! is each op's source operand, the view its first result (the interface's default
//! `getViewDest`).

use super::ops;
use ir::interfaces::ViewLikeOpInterface;
use ir::{Context, IrArena, Value};

/// `impl ViewLikeOpInterface` for ops whose `getViewSource` is the named operand.
macro_rules! view_like {
    ($($op:ident: $source:ident),* $(,)?) => {$(
        impl ViewLikeOpInterface for ops::$op {
            #[doc = concat!("`getViewSource`: the `", stringify!($source), "` operand.")]
            fn view_source(self, ctx: &Context, arena: &IrArena) -> Value {
                self.$source(ctx, arena)
            }
        }
    )*};
}

view_like! {
    AssumeAlignmentOp: memref,
    CastOp: source,
    CollapseShapeOp: src,
    ExpandShapeOp: src,
    ExtractStridedMetadataOp: source,
    MemorySpaceCastOp: source,
    ReinterpretCastOp: source,
    ReshapeOp: source,
    SubViewOp: source,
    ViewOp: source,
}
