//! The code generation interfaces of the tpu ops: TPU-MLIR's `GlobalGenInterface` and
//! `LocalGenInterface`, declared in `tpu.ods` (`op_interface`) and generated in
//! `dialects::tpu::ops`. Their implementations live in this crate (in [`super::global`],
//! [`super::int8`] and [`super::group`]), attached here as external models: the dialect
//! cannot name this crate's context. [`Interfaces`] holds the attached tables; the
//! dispatch finds an op's implementation in them.

use dialects::tpu::ops::{
    ActiveOp, AddOp, BufferOp, CastOp, ClipOp, ConcatOp, Conv2DOp, GlobalGenInterfaceImpls, LocalGenInterfaceImpls,
    LutOp, MatMulOp, MulOp, PermuteOp, Pool2DOp, ReluOp, ReshapeOp, SubOp,
};
pub use dialects::tpu::ops::{GlobalGenInterface, LocalGenInterface};
use ir::OpId;

use super::error::CodegenError;
use super::group::SliceCx;
use super::GenCx;

/// The `GlobalGenInterface` implementations of this back end (the `LocalGenInterface`
/// ones are built per use by [`local_impls`]: their table depends on the slice
/// context's lifetime).
pub struct Interfaces<'a> {
    global: GlobalGenInterfaceImpls<GenCx<'a>, CodegenError>,
}

impl<'a> Interfaces<'a> {
    /// Every implementation of this crate.
    pub fn new() -> Self {
        Interfaces {
            global: GlobalGenInterfaceImpls::new()
                .attach::<MatMulOp>()
                .attach::<Conv2DOp>()
                .attach::<AddOp>()
                .attach::<SubOp>()
                .attach::<MulOp>()
                .attach::<ReluOp>()
                .attach::<ClipOp>()
                .attach::<ActiveOp>()
                .attach::<Pool2DOp>()
                .attach::<ReshapeOp>()
                .attach::<ConcatOp>()
                .attach::<PermuteOp>()
                .attach::<CastOp>()
                .attach::<LutOp>()
                .attach::<BufferOp>(),
        }
    }
}

impl Interfaces<'_> {
    /// The ops declaring `GlobalGenInterface` in `tpu.ods` that have no implementation.
    pub fn missing_global(&self) -> Vec<&'static str> {
        self.global.missing()
    }
}

impl Default for Interfaces<'_> {
    fn default() -> Self {
        Self::new()
    }
}

/// The `LocalGenInterface` implementations of this back end.
pub fn local_impls<'a, 'g>() -> LocalGenInterfaceImpls<GenCx<'a>, SliceCx<'g>, CodegenError> {
    LocalGenInterfaceImpls::new()
        .attach::<Conv2DOp>()
        .attach::<Pool2DOp>()
        .attach::<ReluOp>()
        .attach::<AddOp>()
        .attach::<MulOp>()
        .attach::<SubOp>()
        .attach::<CastOp>()
        .attach::<LutOp>()
        .attach::<ClipOp>()
        .attach::<ConcatOp>()
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
    match cx.interfaces.global.get(cx.ctx, cx.arena, op) {
        Some(global) => global.codegen_global_bm1684x(cx),
        None => Err(unsupported(cx, op, "global")),
    }
}

/// Generates `op` as a local op of a group, for one slice.
pub fn codegen_local(cx: &mut GenCx<'_>, op: OpId, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    match local_impls().get(cx.ctx, cx.arena, op) {
        Some(local) => local.codegen_local_bm1684x(cx, slice),
        None => Err(unsupported(cx, op, "local (layer group)")),
    }
}
