//! Global code generation of the tpu ops: each op loads its operands from global memory
//! into local memory, computes, and stores its result back (TPU-MLIR's
//! `codegen_global_bm1684x`).

pub(crate) mod arith;
pub(crate) mod avgpool;
mod binary;
pub(crate) mod broadcast;
mod broadcast_pieces;
mod clip;
mod concat;
mod concat_local;
pub(crate) mod conv;
mod conv_banks;
mod conv_group;
mod conv_oc;
mod eltwise;
pub(crate) mod half;
pub(crate) mod matmul;
mod matmul_half;
mod matmul_half_wide;
mod permute;
pub(crate) mod pool;
mod pool_rows;
mod pool_whole;
mod sigmoid;

use ir::Value;

use super::error::CodegenError;
use super::tensor::TensorInfo;
use super::GenCx;
use crate::weights::ElemType;

/// An error about an op's shape or attributes that code generation does not handle yet.
pub(crate) fn unsupported(op: &str, what: impl std::fmt::Display) -> CodegenError {
    CodegenError::new(format!(
        "'{op}' op: {what} is not supported by BM1684X code generation yet"
    ))
}

/// Whether an f64 attribute holds TPU-MLIR's "no limit" for relu (`relu_limit <= 0`).
pub(crate) fn no_relu_limit(limit: Option<f64>) -> bool {
    limit.is_none_or(|l| l <= 0.0)
}

/// An error naming `op` when `elem` is a 16-bit float (f16, bf16): the ops whose F16
/// and BF16 forms are not derived check this before they take the 8-bit paths.
pub(crate) fn reject_half(op: &str, elem: ElemType) -> Result<(), CodegenError> {
    match elem {
        ElemType::F16 | ElemType::BF16 => Err(unsupported(
            op,
            format_args!("element type {} (an F16 or BF16 model)", elem.mlir_name()),
        )),
        _ => Ok(()),
    }
}

/// The tensor of an optional operand (`none` when absent, as TPU-MLIR's biases).
pub(crate) fn optional_tensor(cx: &GenCx<'_>, v: Value) -> Result<Option<TensorInfo>, CodegenError> {
    match cx.ctx.type_kind(cx.arena.value_type(v)) {
        ir::TypeKind::None => Ok(None),
        _ => cx.info(v).map(Some),
    }
}

/// An error unless every tensor's element type is one of `supported`: the check each
/// code generation entry point makes before it emits anything, so that an element type
/// it does not handle is an error naming the op (at its location), never commands
/// computing another type.
pub(crate) fn check_elems<'t>(
    op: &str,
    tensors: impl IntoIterator<Item = &'t TensorInfo>,
    supported: &[ElemType],
) -> Result<(), CodegenError> {
    match tensors.into_iter().find(|t| !supported.contains(&t.elem)) {
        Some(t) => Err(unsupported(op, format_args!("element type {}", t.elem.mlir_name()))),
        None => Ok(()),
    }
}

/// The GDMA data format, element bytes and TIU precision of a data-movement op
/// (concat, permute): f32, 8-bit integers (INT8 models) or 16-bit floats (F16 and BF16
/// models), all moved the same way.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveElem {
    /// GDMA `*_data_format`.
    pub format: u8,
    /// Bytes per element.
    pub bytes: u64,
    /// TIU `*_prec` of a local copy.
    pub prec: u8,
}

impl MoveElem {
    /// The `arith.copy` of `shape` from local `opd` (strides `opd_strides`, in elements)
    /// to local `res` (strides `res_strides`), in these elements' precision.
    pub(crate) fn copy(
        self,
        res: u64,
        res_strides: super::layout::Strides,
        opd: u64,
        opd_strides: super::layout::Strides,
        shape: super::layout::Nchw,
    ) -> Result<crate::regdef::bm1684x::SAr, CodegenError> {
        use super::tiu::ArOperand;
        let mut cmd = arith::ar(
            arith::ArOp::Copy,
            &ArOperand::strided(res, res_strides),
            arith::Opd::Tensor(ArOperand::strided(opd, opd_strides)),
            None,
            shape,
        )?;
        (cmd.res0_prec, cmd.opd0_prec) = (self.prec, self.prec);
        Ok(cmd)
    }
}

/// The [`MoveElem`] of `tensors`, which must all have one element type, f32, 8-bit or a
/// 16-bit float.
pub(crate) fn move_elem<'t>(
    op: &str,
    tensors: impl IntoIterator<Item = &'t TensorInfo>,
) -> Result<MoveElem, CodegenError> {
    let mut elem = None;
    for t in tensors {
        if elem.is_some_and(|e| e != t.elem) {
            return Err(unsupported(op, "inputs and output of different element types"));
        }
        elem = Some(t.elem);
    }
    match elem {
        None | Some(ElemType::F32) => Ok(MoveElem {
            format: super::dma::FORMAT_F32,
            bytes: 4,
            prec: super::tiu::PREC_F32,
        }),
        Some(ElemType::I8 | ElemType::U8) => Ok(MoveElem {
            format: super::dma::FORMAT_INT8,
            bytes: 1,
            prec: 0,
        }),
        Some(e @ (ElemType::F16 | ElemType::BF16)) => {
            match (super::dma::float_format(e), super::int8::tiu::Prec::float(e)) {
                (Some(format), Some(prec)) => Ok(MoveElem {
                    format,
                    bytes: 2,
                    prec: prec as u8,
                }),
                _ => Err(unsupported(op, format_args!("element type {}", e.mlir_name()))),
            }
        }
        Some(other) => Err(unsupported(op, format_args!("element type {}", other.mlir_name()))),
    }
}

/// An error unless every tensor is f32 (what the F32 paths generate).
pub(crate) fn check_f32<'t>(op: &str, tensors: impl IntoIterator<Item = &'t TensorInfo>) -> Result<(), CodegenError> {
    check_elems(op, tensors, &[ElemType::F32])
}

/// [`check_elems`] of the values `values` (a local op's operands and results, whose
/// element types its slices do not carry).
pub(crate) fn check_value_elems(
    cx: &GenCx<'_>,
    op: &str,
    values: impl IntoIterator<Item = Value>,
    supported: &[ElemType],
) -> Result<(), CodegenError> {
    let infos = values.into_iter().map(|v| cx.info(v)).collect::<Result<Vec<_>, _>>()?;
    check_elems(op, &infos, supported)
}

/// Whether the value `v` holds f32 elements (the F32 paths), else the 8-bit ones.
pub(crate) fn is_f32(cx: &GenCx<'_>, v: Value) -> Result<bool, CodegenError> {
    Ok(cx.info(v)?.elem == ElemType::F32)
}
