//! `tpu.Mul` and `tpu.Sub` of two tensors of the same shape: TPU-MLIR generates them as
//! `tpu.Add` (swept: 1 to 430 Ki elements, with and without relu), the inputs as
//! matrices of `max(⌈N/64⌉, 2)` columns per lane (rows of 64 lanes x 256 above 32 Ki
//! elements, two rows a step, software-pipelined), one `arith.mul` / `arith.sub` into the
//! result buffer, a fused relu in place, and the store.
//!
//! `is_reverse` swaps the operands (not swept). Broadcasting, scalars and coefficients
//! are errors.

use dialects::tpu::ops::{MulOp, SubOp};
use ir::Value;

use super::arith::{self, ArOp, Opd};
use super::eltwise::{add_chunks, matrix_operand_strides, AddChunk};
use super::{check_f32, no_relu_limit, unsupported};
use crate::codegen::dma::{matrix_load, matrix_store, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::interface::GlobalGenInterface;
use crate::codegen::layout::{LocalMatrix, Nchw};
use crate::codegen::tiu::{self, ArOperand};
use crate::codegen::GenCx;

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
    check_f32(b.name, [&a, &c, &y])?;
    if a.shape != c.shape || a.count() != y.count() {
        return Err(unsupported(b.name, "broadcasting"));
    }
    let (pa, pb, py) = (a.global_addr()?, c.global_addr()?, y.global_addr()?);
    const A_AT: [u64; 2] = [0, 0x8000];
    const B_AT: [u64; 2] = [0x10000, 0x18000];
    const RES_AT: [u64; 2] = [0x20000, 0x28000];
    let chunks = add_chunks(y.count());
    let matrix = |c: &AddChunk, addr: u64| LocalMatrix {
        addr,
        rows: c.rows,
        cols: c.cols,
        w: c.w,
    };
    let at = |base: u64, c: &AddChunk| base + c.offset * 4;
    for step in 0..chunks.len() + 2 {
        cx.parallel(|cx| {
            if let Some(i) = step.checked_sub(2) {
                let c = &chunks[i];
                cx.push(&matrix_store(FORMAT_F32, &matrix(c, RES_AT[i % 2]), at(py, c), c.cols)?)?;
            }
            if let Some(c) = chunks.get(step) {
                cx.push(&matrix_load(FORMAT_F32, at(pa, c), c.cols, &matrix(c, A_AT[step % 2]))?)?;
                cx.push(&matrix_load(FORMAT_F32, at(pb, c), c.cols, &matrix(c, B_AT[step % 2]))?)?;
            }
            if let Some(i) = step.checked_sub(1).filter(|&i| i < chunks.len()) {
                let c = &chunks[i];
                let shape = Nchw::new(c.rows, c.cols.div_ceil(c.w), 1, c.w);
                // Several rows use the EU-aligned form, one row explicit strides.
                let operand = |addr| {
                    Opd::Tensor(if c.rows > 1 {
                        ArOperand::aligned(addr)
                    } else {
                        ArOperand::strided(addr, matrix_operand_strides(c.w))
                    })
                };
                let res = ArOperand::aligned(RES_AT[i % 2]);
                let cmd = arith::ar(b.op, &res, operand(A_AT[i % 2]), Some(operand(B_AT[i % 2])), shape)?;
                cx.push(&cmd)?;
                if b.do_relu {
                    cx.push(&tiu::relu(&res, &res, shape)?)?;
                }
            }
            Ok(())
        })?;
    }
    Ok(())
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for MulOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        const OP: &str = "tpu.Mul";
        let (ctx, arena) = (cx.ctx, cx.arena);
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
