//! `tpu.Mul` and `tpu.Sub` of two tensors of the same shape: TPU-MLIR generates them as
//! `tpu.Add` (swept: 1 to 430 Ki elements, with and without relu), the inputs as
//! matrices of `max(⌈N/64⌉, 2)` columns per lane (rows of 64 lanes x 256 above 32 Ki
//! elements, two rows a step, software-pipelined), one `arith.mul` / `arith.sub` into the
//! result buffer, a fused relu in place, and the store.
//!
//! `is_reverse` swaps the operands (not swept). A second input that broadcasts goes to
//! [`super::broadcast`]; coefficients are errors.

use dialects::tpu::ops::{MulOp, SubOp};
use ir::Value;

use super::arith::ArOp;
use super::broadcast;
use super::eltwise::pipelined_binary;
use super::half::{binary_local, HalfBinary};
use super::{check_elems, no_relu_limit, unsupported};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::GenCx;
use crate::weights::ElemType;

/// What a binary element-wise op needs: its operands (in command order), result, and
/// flags.
struct Binary<'a> {
    name: &'a str,
    op: ArOp,
    inputs: Vec<Value>,
    output: Value,
    do_relu: bool,
}

fn codegen_binary(cx: &mut GenCx<'_>, b: Binary<'_>) -> Result<(), CodegenError> {
    let [a, c] = b.inputs[..] else {
        return Err(unsupported(b.name, format_args!("{} inputs", b.inputs.len())));
    };
    let (a, c) = (cx.info(a)?, cx.info(c)?);
    let y = cx.info(b.output)?;
    check_elems(b.name, [&a, &c, &y], &[y.elem])?;
    if a.shape != c.shape {
        if super::half::is_half(y.elem) {
            return super::broadcast_pieces::codegen(cx, b.name, b.op, [&a, &c], &y, b.do_relu);
        }
        return broadcast::codegen_binary(cx, b.name, b.op, [&a, &c], &y, b.do_relu);
    }
    if a.count() != y.count() {
        return Err(unsupported(b.name, "an output of another size"));
    }
    let addrs = [a.global_addr()?, c.global_addr()?, y.global_addr()?];
    pipelined_binary(cx, addrs, y.count(), b.do_relu, y.elem, b.op)
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for MulOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        const OP: &str = "tpu.Mul";
        let (ctx, arena) = (cx.ctx, cx.arena);
        let elem = cx.info(self.output(ctx, arena))?.elem;
        if elem != ElemType::F32 && !super::half::is_half(elem) {
            return crate::codegen::int8::binary::mul_global(cx, self);
        }
        if !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported(OP, "a relu limit"));
        }
        let binary = Binary {
            name: OP,
            op: ArOp::Mul,
            inputs: self.inputs(ctx, arena),
            output: self.output(ctx, arena),
            do_relu: self.do_relu(ctx, arena).unwrap_or(false),
        };
        codegen_binary(cx, binary)
    }
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for SubOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        const OP: &str = "tpu.Sub";
        let (ctx, arena) = (cx.ctx, cx.arena);
        let elem = cx.info(self.output(ctx, arena))?.elem;
        if elem != ElemType::F32 && !super::half::is_half(elem) {
            return crate::codegen::int8::binary::sub_global(cx, self);
        }
        if !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported(OP, "a relu limit"));
        }
        if self.coeff(ctx, arena).is_some() {
            return Err(unsupported(OP, "coefficients"));
        }
        let mut inputs = self.inputs(ctx, arena);
        if self.is_reverse(ctx, arena).unwrap_or(false) {
            inputs.reverse();
        }
        let binary = Binary {
            name: OP,
            op: ArOp::Sub,
            inputs,
            output: self.output(ctx, arena),
            do_relu: self.do_relu(ctx, arena).unwrap_or(false),
        };
        codegen_binary(cx, binary)
    }
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for MulOp {
    /// Multiplications in the cast, cast -> mul -> cast layer groups TPU-MLIR makes: F16
    /// and BF16 models' (`docs/f16.md` §5) and INT8 ones whose second input broadcasts
    /// (`docs/int8.md` §24).
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        const OP: &str = "tpu.Mul";
        let (ctx, arena) = (cx.ctx, cx.arena);
        if !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported(OP, "a relu limit"));
        }
        let inputs = self.inputs(ctx, arena);
        let [a, b] = inputs[..] else {
            return Err(unsupported(OP, format_args!("{} inputs", inputs.len())));
        };
        if matches!(cx.info(a)?.elem, ElemType::I8 | ElemType::U8) {
            return crate::codegen::int8::binary_group::mul_local(self, cx, slice);
        }
        let mul = HalfBinary {
            name: OP,
            op: ArOp::Mul,
            inputs: [a, b],
            output: self.output(ctx, arena),
            do_relu: self.do_relu(ctx, arena).unwrap_or(false),
        };
        binary_local(cx, slice, mul)
    }
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for SubOp {
    /// Subtractions in the layer groups TPU-MLIR makes: INT8 ones (`docs/int8.md`
    /// §11; a broadcasting second input §24) and F16/BF16 ones of two tensors of one shape in cast -> sub -> cast
    /// groups (`docs/f16.md` §5).
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        const OP: &str = "tpu.Sub";
        let (ctx, arena) = (cx.ctx, cx.arena);
        match cx.info(self.output(ctx, arena))?.elem {
            ElemType::F32 => Err(unsupported(OP, "an F32 subtraction in a layer group")),
            ElemType::F16 | ElemType::BF16 => {
                if !no_relu_limit(self.relu_limit(ctx, arena)) {
                    return Err(unsupported(OP, "a relu limit"));
                }
                if self.coeff(ctx, arena).is_some() || self.is_reverse(ctx, arena).unwrap_or(false) {
                    return Err(unsupported(OP, "coefficients or reversed operands in a group"));
                }
                let inputs = self.inputs(ctx, arena);
                let [a, b] = inputs[..] else {
                    return Err(unsupported(OP, format_args!("{} inputs", inputs.len())));
                };
                let sub = HalfBinary {
                    name: OP,
                    op: ArOp::Sub,
                    inputs: [a, b],
                    output: self.output(ctx, arena),
                    do_relu: self.do_relu(ctx, arena).unwrap_or(false),
                };
                binary_local(cx, slice, sub)
            }
            _ => {
                let inputs = self.inputs(ctx, arena);
                let shapes: Vec<_> = inputs
                    .iter()
                    .map(|&v| cx.info(v).map(|i| i.shape))
                    .collect::<Result<_, _>>()?;
                if shapes.windows(2).all(|w| w[0] == w[1]) {
                    crate::codegen::int8::eltwise::sub_local(self, cx, slice)
                } else {
                    crate::codegen::int8::binary_group::sub_local(self, cx, slice)
                }
            }
        }
    }
}
