//! `VectorUnrollOpInterface` of the vector ops (`VectorOps.td`): the ops whose
//! `getShapeForUnroll` is an operand's vector shape or the contraction's iteration
//! bounds; the others (`broadcast`, `fma`, `transfer_read`, `load`, `gather`,
//! `shape_cast`, `transpose`, `constant_mask`, `create_mask`, `step`) unroll over
//! their result's shape, the interface's default. Upstream overrides
//! `getShapeForUnroll` on most of those too; the disassembly of MLIR 22.1.8's
//! `libMLIRVectorDialect.a` shows each override reading result 0's vector type
//! (`fma`: operand 0, of the same shape), which is what the default gives.

use super::ops;
use ir::interfaces::VectorUnrollOpInterface;
use ir::ods::TypedOp;
use ir::{Context, IrArena};

crate::common::interface_defaults::default_interface_impls!(
    VectorUnrollOpInterface: BroadcastOp, FMAOp, TransferReadOp, LoadOp, GatherOp, ShapeCastOp,
    TransposeOp, ConstantMaskOp, CreateMaskOp, StepOp,
);

/// `impl VectorUnrollOpInterface` for ops unrolled over operand 0's shape.
macro_rules! over_first_operand {
    ($($op:ident: $what:literal),* $(,)?) => {$(
        impl VectorUnrollOpInterface for ops::$op {
            #[doc = concat!("`getShapeForUnroll`: the shape of the ", $what, ".")]
            fn shape_for_unroll(self, ctx: &Context, arena: &IrArena) -> Option<Vec<i64>> {
                super::operand_vector(ctx, arena, self.op_id(), 0).map(|(shape, ..)| shape)
            }
        }
    )*};
}

over_first_operand!(
    ReductionOp: "reduced vector",
    MultiDimReductionOp: "reduced vector",
    TransferWriteOp: "vector written",
    StoreOp: "vector stored",
);

impl VectorUnrollOpInterface for ops::ContractionOp {
    /// `getShapeForUnroll`: the iteration bounds (`getIterationBounds`).
    fn shape_for_unroll(self, ctx: &Context, arena: &IrArena) -> Option<Vec<i64>> {
        super::contract::iteration_bounds(ctx, arena, self.op_id())
    }
}
