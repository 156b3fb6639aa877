//! The code generation interfaces of the tpu ops (TPU-MLIR's `GlobalGenInterface` and
//! `LocalGenInterface`), implemented per op in [`super::global`] and [`super::group`],
//! and the dispatch from an op to its implementation by typed cast.
//!
//! TODO(generator): once `.ods` declares op interfaces with methods, these traits are
//! declared in `tpu.ods` and generated; the dispatch becomes the generated interface cast.

use dialects::tpu::ops::{
    ActiveOp, AddOp, BufferOp, ClipOp, ConcatOp, Conv2DOp, MatMulOp, MulOp, PermuteOp, Pool2DOp, ReluOp, ReshapeOp,
    SubOp,
};
use ir::OpId;

use super::error::CodegenError;
use super::group::SliceCx;
use super::GenCx;

/// An op that runs alone, reading and writing whole tensors in global memory.
pub trait GlobalGen: Copy {
    /// Issues the op's commands.
    fn codegen_global(self, cx: &mut GenCx<'_>) -> Result<(), CodegenError>;
}

/// An op inside a layer group, on one slice of tensors already in local memory.
pub trait LocalGen: Copy {
    /// Issues the op's commands for the slice `slice`.
    fn codegen_local(self, cx: &mut GenCx<'_>, slice: &SliceCx) -> Result<(), CodegenError>;
}

fn unsupported(cx: &GenCx<'_>, op: OpId, what: &str) -> CodegenError {
    let name = cx.ctx.op_info(cx.arena.op_name(op)).name();
    CodegenError::at(
        cx.arena.op_loc(op),
        format!("'{name}' op has no BM1684X {what} code generation"),
    )
}

/// Generates `op` as a global op.
pub fn codegen_global(cx: &mut GenCx<'_>, op: OpId) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    if let Some(o) = MatMulOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = Conv2DOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = AddOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = ReluOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = Pool2DOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = ReshapeOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = MulOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = SubOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = ClipOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = ActiveOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = ConcatOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = PermuteOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else if let Some(o) = BufferOp::cast(ctx, arena, op) {
        o.codegen_global(cx)
    } else {
        Err(unsupported(cx, op, "global"))
    }
}

/// Generates `op` as a local op of a group, for one slice.
pub fn codegen_local(cx: &mut GenCx<'_>, op: OpId, slice: &SliceCx) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    if let Some(o) = Conv2DOp::cast(ctx, arena, op) {
        o.codegen_local(cx, slice)
    } else if let Some(o) = Pool2DOp::cast(ctx, arena, op) {
        o.codegen_local(cx, slice)
    } else if let Some(o) = ReluOp::cast(ctx, arena, op) {
        o.codegen_local(cx, slice)
    } else if let Some(o) = AddOp::cast(ctx, arena, op) {
        o.codegen_local(cx, slice)
    } else {
        Err(unsupported(cx, op, "local (layer group)"))
    }
}
