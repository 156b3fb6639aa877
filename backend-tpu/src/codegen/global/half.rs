//! Element-wise ops on 16-bit floats (F16 and BF16 models, `docs/f16.md`): one
//! arithmetic command in the tensors' precision (`arith.add`, `arith.mul`, `arith.sub`,
//! `arith.max` with 0 for relu), as TPU-MLIR emits them inside its cast -> op -> cast
//! layer groups.

use ir::Value;

use super::arith::{ar_in, ArOp, Opd};
use super::broadcast::lane_broadcast;
use super::{check_value_elems, unsupported};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::layout::{LocalLayout, LocalTensor, Nchw, Strides, NPU_NUM};
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
/// result's, then the relu in place. The second input may broadcast (each dimension 1
/// or the result's, the batch excepted): copied from lane 0 to the result's lanes by a
/// `tsbc.l_bc` when it has one channel (to at most 64 lanes), read with stride 0 along
/// its broadcast dimensions. The operands take explicit strides when one broadcasts or
/// the slice has one batch (batch stride 0: TPU-MLIR's broadcasting binary form, every
/// such group swept); else the EU-aligned form. Over several batches a broadcasting op
/// reads the broadcast input strided and the other aligned, a multiplication the
/// broadcast input first.
pub(crate) fn binary_local(cx: &mut GenCx<'_>, slice: &SliceCx<'_>, b: HalfBinary<'_>) -> Result<(), CodegenError> {
    let elem = cx.info(b.output)?.elem;
    let prec = half_prec(b.name, elem)?;
    check_value_elems(cx, b.name, [b.inputs[0], b.inputs[1], b.output], &[elem])?;
    let (x, z) = (slice.local(cx, b.inputs[0])?, slice.local(cx, b.inputs[1])?);
    let y = slice.local(cx, b.output)?;
    let (ys, zs) = (y.shape, z.shape);
    let fits = |d: u64, r: u64| d == 1 || d == r;
    let broadcast = zs != ys;
    if x.shape != ys || zs.n != ys.n || !fits(zs.c, ys.c) || !fits(zs.h, ys.h) || !fits(zs.w, ys.w) {
        return Err(unsupported(
            b.name,
            "inputs whose slices do not broadcast to the result's",
        ));
    }
    if [&x, &y, &z].iter().any(|t| t.layout != LocalLayout::EuAligned) {
        return Err(unsupported(b.name, "a tensor that is not EU-aligned"));
    }
    let eb = elem.size() as u64;
    if zs.c == 1 && ys.c > 1 {
        cx.push(&lane_broadcast(z.addr, zs, ys.c.min(NPU_NUM), prec)?)?;
    }
    let res = slice.ar_operand(&y);
    let operand = |t: &LocalTensor, strided: bool| {
        if !strided {
            return Opd::Tensor(slice.ar_operand(t));
        }
        let s = t.shape.local_strides(LocalLayout::EuAligned, eb);
        // Zero along a batch of one and along the dimensions that broadcast.
        let spread = |d: u64, r: u64, stride: u64| if d == 1 && r > 1 { 0 } else { stride };
        let strides = Strides {
            n: if t.shape.n == 1 { 0 } else { s.n },
            c: spread(t.shape.c, ys.c, s.c),
            h: spread(t.shape.h, ys.h, s.h),
            w: spread(t.shape.w, ys.w, s.w),
        };
        Opd::Tensor(ArOperand::strided(t.addr, strides))
    };
    let (opd0, opd1) = match (broadcast, ys.n) {
        (false, n) => (operand(&x, n == 1), operand(&z, n == 1)),
        (true, 1) => (operand(&x, true), operand(&z, true)),
        // Several batches: the broadcast input strided, the other in the aligned form; a
        // multiplication takes the broadcast input first (TPU-MLIR's operand swap).
        (true, _) if b.op == ArOp::Mul => (operand(&z, true), operand(&x, false)),
        (true, _) => (operand(&x, false), operand(&z, true)),
    };
    cx.push(&ar_in(prec, b.op, &res, opd0, Some(opd1), ys)?)?;
    if b.do_relu {
        cx.push(&super::arith::relu_in_place(prec, &res, ys)?)?;
    }
    Ok(())
}
