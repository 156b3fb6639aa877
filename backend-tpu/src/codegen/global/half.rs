//! Element-wise ops on 16-bit floats (F16 and BF16 models, `docs/f16.md`): one
//! arithmetic command in the tensors' precision (`arith.add`, `arith.mul`, `arith.sub`,
//! `arith.max` with 0 for relu), as TPU-MLIR emits them inside its cast -> op -> cast
//! layer groups.

use ir::Value;

use super::arith::{ar_in, ArOp, Opd};
use super::{check_value_elems, unsupported};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::layout::{LocalLayout, LocalTensor, Nchw, Strides};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SAr;
use crate::weights::ElemType;

/// Whether `elem` is a 16-bit float (f16, bf16).
pub(crate) fn is_half(elem: ElemType) -> bool {
    matches!(elem, ElemType::F16 | ElemType::BF16)
}

/// The TIU precision code of the 16-bit float `elem`, else an error naming `op`.
pub(crate) fn half_prec(op: &str, elem: ElemType) -> Result<u8, CodegenError> {
    match Prec::float(elem) {
        Some(p) if is_half(elem) => Ok(p as u8),
        _ => Err(unsupported(op, format_args!("element type {}", elem.mlir_name()))),
    }
}

/// `res = max(opd, 0)` in the 16-bit float `elem` (f16, bf16).
pub(crate) fn relu(
    op: &str,
    elem: ElemType,
    res: &ArOperand,
    opd: &ArOperand,
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    ar_in(
        half_prec(op, elem)?,
        ArOp::Max,
        res,
        Opd::Tensor(*opd),
        Some(Opd::Const(0.0)),
        shape,
    )
}

/// A two-input element-wise op on 16-bit floats of one shape, as a group runs it.
pub(crate) struct HalfBinary<'a> {
    /// The op's name, for errors.
    pub name: &'a str,
    /// The arithmetic command.
    pub op: ArOp,
    /// The operands, in command order.
    pub inputs: [Value; 2],
    /// The result.
    pub output: Value,
    /// Whether a relu (`arith.max` with 0, in place) follows.
    pub do_relu: bool,
}

/// Generates one slice of `b` in a layer group: `op` of the two input slices into the
/// result's, then the relu in place.
pub(crate) fn binary_local(cx: &mut GenCx<'_>, slice: &SliceCx<'_>, b: HalfBinary<'_>) -> Result<(), CodegenError> {
    let elem = cx.info(b.output)?.elem;
    let prec = half_prec(b.name, elem)?;
    check_value_elems(cx, b.name, [b.inputs[0], b.inputs[1], b.output], &[elem])?;
    let (x, z) = (slice.local(cx, b.inputs[0])?, slice.local(cx, b.inputs[1])?);
    let y = slice.local(cx, b.output)?;
    if x.shape != y.shape || z.shape != y.shape {
        return Err(unsupported(
            b.name,
            "inputs whose slices differ from the result's (broadcasting)",
        ));
    }
    let res = slice.ar_operand(&y);
    // A slice of one batch: the operands with explicit strides, 0 along the batch
    // (TPU-MLIR's broadcasting binary form; every such group swept).
    let operand = |t: &LocalTensor| {
        if t.shape.n == 1 && t.layout == LocalLayout::EuAligned {
            let aligned = t.shape.local_strides(LocalLayout::EuAligned, elem.size() as u64);
            Opd::Tensor(ArOperand::strided(t.addr, Strides { n: 0, ..aligned }))
        } else {
            Opd::Tensor(slice.ar_operand(t))
        }
    };
    let (opd0, opd1) = (operand(&x), operand(&z));
    cx.push(&ar_in(prec, b.op, &res, opd0, Some(opd1), y.shape)?)?;
    if b.do_relu {
        cx.push(&relu(b.name, elem, &res, &res, y.shape)?)?;
    }
    Ok(())
}
