//! Element-wise ops: `tpu.Relu` (split into rows of 16 over the lanes, in a
//! software-pipelined loop with ping-pong buffers) and `tpu.Add` (both inputs as matrices
//! spread over the lanes).

use dialects::tpu::ops::{AddOp, ReluOp, ReshapeOp};

use super::{check_elems, check_value_elems, no_relu_limit, unsupported};
use crate::codegen::dma::{matrix_load, matrix_store, tensor_load, tensor_store};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::layout::{align_up, GlobalTensor, LocalMatrix, LocalTensor, Nchw, Strides, EU_BYTES, NPU_NUM};
use crate::codegen::tiu::{self, ArOperand};
use crate::codegen::GenCx;
use crate::weights::ElemType;

/// Elements per row of an element-wise chunk.
const ROW: u64 = 16;
/// Rows per lane of one chunk at most (64 KiB of f32 per lane).
const MAX_ROWS_PER_LANE: u64 = 1024;

/// One piece of a flat element-wise loop: its shape over the lanes and its first element.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Chunk {
    shape: Nchw,
    offset: u64,
}

/// `n` elements as rows of 16: full blocks of 64 lanes, then the remaining rows one per
/// lane, then the last partial row.
fn row_chunks(n: u64) -> Vec<Chunk> {
    let mut out = Vec::new();
    let rows = n / ROW;
    let mut offset = 0;
    let mut full = rows / NPU_NUM;
    while full > 0 {
        let h = full.min(MAX_ROWS_PER_LANE);
        let shape = Nchw::new(1, NPU_NUM, h, ROW);
        out.push(Chunk { shape, offset });
        offset += shape.count();
        full -= h;
    }
    if rows % NPU_NUM > 0 {
        let shape = Nchw::new(1, rows % NPU_NUM, 1, ROW);
        out.push(Chunk { shape, offset });
        offset += shape.count();
    }
    if n % ROW > 0 {
        out.push(Chunk {
            shape: Nchw::new(1, 1, 1, n % ROW),
            offset,
        });
    }
    out
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for ReluOp {
    /// F32 as TPU-MLIR; f16 and bf16 (F16 and BF16 models, when not in a layer group)
    /// the same loop over 2-byte elements: rods' own commands (`docs/f16.md`).
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let x = cx.info(self.input(ctx, arena))?;
        let format = match crate::codegen::dma::float_format(x.elem) {
            Some(f) => f,
            None => return crate::codegen::int8::eltwise::relu_global(self, cx),
        };
        let y = cx.info(self.output(ctx, arena))?;
        check_value_elems(cx, "tpu.Relu", [self.output(ctx, arena)], &[x.elem])?;
        if !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported("tpu.Relu", "a relu limit"));
        }
        let (src, dst) = (x.global_addr()?, y.global_addr()?);
        let chunks = row_chunks(x.count());
        const INPUT: [u64; 2] = [0, 0x10000];
        const OUTPUT: [u64; 2] = [0x20000, 0x30000];
        let eb = x.elem.size() as u64;
        let local = |base: &[u64; 2], i: usize| LocalTensor::eu_aligned(base[i % 2], chunks[i].shape);
        let global = |base: u64, i: usize| GlobalTensor {
            addr: base + chunks[i].offset * eb,
            shape: chunks[i].shape,
        };
        for step in 0..chunks.len() + 2 {
            cx.parallel(|cx| {
                if let Some(i) = step.checked_sub(2) {
                    cx.push(&tensor_store(format, &local(&OUTPUT, i), &global(dst, i))?)?;
                }
                if step < chunks.len() {
                    cx.push(&tensor_load(format, &global(src, step), &local(&INPUT, step))?)?;
                }
                if let Some(i) = step.checked_sub(1).filter(|&i| i < chunks.len()) {
                    let res = ArOperand::aligned(OUTPUT[i % 2]);
                    let opd = ArOperand::aligned(INPUT[i % 2]);
                    if x.elem == ElemType::F32 {
                        cx.push(&tiu::relu(&res, &opd, chunks[i].shape)?)?;
                    } else {
                        cx.push(&super::half::relu("tpu.Relu", x.elem, &res, &opd, chunks[i].shape)?)?;
                    }
                }
                Ok(())
            })?;
        }
        Ok(())
    }
}

/// The strides of a `1 x c x 1 x w` matrix operand of an element-wise command over
/// `eb`-byte elements.
pub(super) fn matrix_operand_strides(w: u64, eb: u64) -> Strides {
    Strides {
        n: 0,
        c: align_up(w, EU_BYTES / eb),
        h: w,
        w: 1,
    }
}

/// One chunk of an element-wise addition: `rows` rows of `cols` elements, `w` per lane,
/// starting at element `offset`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct AddChunk {
    pub(super) rows: u64,
    pub(super) cols: u64,
    pub(super) w: u64,
    pub(super) offset: u64,
}

/// Elements per lane of a full row of a large addition.
const ADD_ROW_W: u64 = 256;
/// Rows of a large addition one buffer (32 KiB per lane) holds.
const ADD_MAX_ROWS: u64 = 32;

/// TPU-MLIR's chunks of an `n`-element binary element-wise op (add, mul, sub), swept
/// from 1 to 2.1 Mi elements: up to 16 Ki elements one row of `max(⌈n/64⌉, 2)` per
/// lane; beyond, `s = max(2, ⌈n/512 Ki⌉)` slices of `A(⌈n/s⌉, 16 Ki)` elements (the last
/// one shorter), each as its full rows of 64 lanes x 256 and then its partial row.
pub(super) fn add_chunks(n: u64) -> Vec<AddChunk> {
    slices_of_rows(n, ADD_MAX_ROWS)
}

/// [`add_chunks`] for buffers of `max_rows` rows of 64 lanes x 256 (TPU-MLIR's sigmoid
/// uses 16).
pub(super) fn slices_of_rows(n: u64, max_rows: u64) -> Vec<AddChunk> {
    let row = NPU_NUM * ADD_ROW_W;
    if n <= row {
        let w = n.div_ceil(NPU_NUM).max(2);
        return vec![AddChunk {
            rows: 1,
            cols: n,
            w,
            offset: 0,
        }];
    }
    let secs = n.div_ceil(row * max_rows).max(2);
    let slice = align_up(n.div_ceil(secs), row);
    let mut out = Vec::new();
    let mut offset = 0;
    while offset < n {
        let len = slice.min(n - offset);
        let (full, rest) = (len / row, len % row);
        if full > 0 {
            out.push(AddChunk {
                rows: full,
                cols: row,
                w: ADD_ROW_W,
                offset,
            });
        }
        if rest > 0 {
            out.push(AddChunk {
                rows: 1,
                cols: rest,
                w: ADD_ROW_W,
                offset: offset + full * row,
            });
        }
        offset += len;
    }
    out
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for AddOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let inputs = self.inputs(ctx, arena);
        let [a, b] = inputs[..] else {
            return Err(unsupported("tpu.Add", format_args!("{} inputs", inputs.len())));
        };
        let elem = cx.info(a)?.elem;
        if elem != ElemType::F32 && !super::half::is_half(elem) {
            return crate::codegen::int8::eltwise::add_global(self, cx);
        }
        let (a, b) = (cx.info(a)?, cx.info(b)?);
        let y = cx.info(self.output(ctx, arena))?;
        check_elems("tpu.Add", [&a, &b, &y], &[elem])?;
        if self.coeff_attr(ctx, arena).is_some() {
            return Err(unsupported("tpu.Add", "coefficients"));
        }
        if !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported("tpu.Add", "a relu limit"));
        }
        let do_relu = self.do_relu(ctx, arena).unwrap_or(false);
        if a.shape != b.shape {
            let op = super::arith::ArOp::Add;
            if elem == ElemType::F32 {
                return super::broadcast::codegen_binary(cx, "tpu.Add", op, [&a, &b], &y, do_relu);
            }
            return super::broadcast_pieces::codegen(cx, "tpu.Add", op, [&a, &b], &y, do_relu);
        }
        if a.shape != b.shape || a.count() != y.count() {
            return Err(unsupported("tpu.Add", "broadcasting"));
        }
        let addrs = [a.global_addr()?, b.global_addr()?, y.global_addr()?];
        pipelined_binary(cx, addrs, y.count(), do_relu, y.elem, super::arith::ArOp::Add)
    }
}

/// The two-input element-wise pipeline of TPU-MLIR's Add (which Mul and Sub share):
/// the inputs at global `[a, b]` and the result at `y` (`addrs`), `count` elements of
/// `elem` (f32; f16 or bf16 in F16 and BF16 models, the same chunks of elements) in
/// [`add_chunks`], each chunk loaded into ping-pong buffers, computed by `op` (first and
/// second operand) in the elements' precision, relu'd in place with `do_relu`, and
/// stored, in a three-step software pipeline.
pub(super) fn pipelined_binary(
    cx: &mut GenCx<'_>,
    [pa, pb, py]: [u64; 3],
    count: u64,
    do_relu: bool,
    elem: ElemType,
    op: super::arith::ArOp,
) -> Result<(), CodegenError> {
    use super::arith::{ar_in, Opd};
    const A_AT: [u64; 2] = [0, 0x8000];
    const B_AT: [u64; 2] = [0x10000, 0x18000];
    const RES_AT: [u64; 2] = [0x20000, 0x28000];
    let (format, prec) = match (crate::codegen::dma::float_format(elem), Prec::float(elem)) {
        (Some(f), Some(p)) => (f, p as u8),
        _ => {
            return Err(unsupported(
                "tpu.Add",
                format_args!("element type {}", elem.mlir_name()),
            ))
        }
    };
    let eb = elem.size() as u64;
    let chunks = add_chunks(count);
    let matrix = |c: &AddChunk, addr: u64| LocalMatrix {
        addr,
        rows: c.rows,
        cols: c.cols,
        w: c.w,
    };
    let at = |base: u64, c: &AddChunk| base + c.offset * eb;
    for step in 0..chunks.len() + 2 {
        cx.parallel(|cx| {
            if let Some(i) = step.checked_sub(2) {
                let c = &chunks[i];
                cx.push(&matrix_store(format, &matrix(c, RES_AT[i % 2]), at(py, c), c.cols)?)?;
            }
            if let Some(c) = chunks.get(step) {
                cx.push(&matrix_load(format, at(pa, c), c.cols, &matrix(c, A_AT[step % 2]))?)?;
                cx.push(&matrix_load(format, at(pb, c), c.cols, &matrix(c, B_AT[step % 2]))?)?;
            }
            if let Some(i) = step.checked_sub(1).filter(|&i| i < chunks.len()) {
                let c = &chunks[i];
                let shape = Nchw::new(c.rows, c.cols.div_ceil(c.w), 1, c.w);
                // Several rows use the EU-aligned form, one row explicit strides.
                let operand = |addr| {
                    Opd::Tensor(if c.rows > 1 {
                        ArOperand::aligned(addr)
                    } else {
                        ArOperand::strided(addr, matrix_operand_strides(c.w, eb))
                    })
                };
                let res = ArOperand::aligned(RES_AT[i % 2]);
                cx.push(&ar_in(
                    prec,
                    op,
                    &res,
                    operand(A_AT[i % 2]),
                    Some(operand(B_AT[i % 2])),
                    shape,
                )?)?;
                if do_relu {
                    cx.push(&super::arith::relu_in_place(prec, &res, shape)?)?;
                }
            }
            Ok(())
        })?;
    }
    Ok(())
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for ReluOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
        let elem = cx.info(input)?.elem;
        if !matches!(elem, ElemType::F32 | ElemType::F16 | ElemType::BF16) {
            return crate::codegen::int8::eltwise::relu_local(self, cx, slice);
        }
        check_value_elems(cx, "tpu.Relu", [input, output], &[elem])?;
        if !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported("tpu.Relu", "a relu limit"));
        }
        let x = slice.local(cx, input)?;
        let y = slice.local(cx, output)?;
        let (res, opd) = (slice.ar_operand(&y), slice.ar_operand(&x));
        if elem == ElemType::F32 {
            return cx.push(&tiu::relu(&res, &opd, y.shape)?);
        }
        cx.push(&super::half::relu("tpu.Relu", elem, &res, &opd, y.shape)?)
    }
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for AddOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let inputs = self.inputs(ctx, arena);
        let [a, b] = inputs[..] else {
            return Err(unsupported("tpu.Add", format_args!("{} inputs", inputs.len())));
        };
        let elem = cx.info(a)?.elem;
        if super::half::is_half(elem) {
            if self.coeff_attr(ctx, arena).is_some() || !no_relu_limit(self.relu_limit(ctx, arena)) {
                return Err(unsupported("tpu.Add", "coefficients or a relu limit"));
            }
            let add = super::half::HalfBinary {
                name: "tpu.Add",
                op: super::arith::ArOp::Add,
                inputs: [a, b],
                output: self.output(ctx, arena),
                do_relu: self.do_relu(ctx, arena).unwrap_or(false),
            };
            return super::half::binary_local(cx, slice, add);
        }
        if elem != ElemType::F32 {
            return crate::codegen::int8::eltwise::add_local(self, cx, slice);
        }
        check_value_elems(cx, "tpu.Add", [a, b, self.output(ctx, arena)], &[ElemType::F32])?;
        if self.coeff_attr(ctx, arena).is_some() || !no_relu_limit(self.relu_limit(ctx, arena)) {
            return Err(unsupported("tpu.Add", "coefficients or a relu limit"));
        }
        let (a, b) = (slice.local(cx, a)?, slice.local(cx, b)?);
        let y = slice.local(cx, self.output(ctx, arena))?;
        let res = slice.ar_operand(&y);
        cx.push(&tiu::add(&res, &slice.ar_operand(&a), &slice.ar_operand(&b), y.shape)?)?;
        if self.do_relu(ctx, arena).unwrap_or(false) {
            cx.push(&tiu::relu(&res, &res, y.shape)?)?;
        }
        Ok(())
    }
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for ReshapeOp {
    /// A reshape works in place (address assignment gives its result its input's
    /// buffer): no command, as TPU-MLIR.
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (x, y) = (cx.info(self.input(ctx, arena))?, cx.info(self.output(ctx, arena))?);
        if x.global_addr()? != y.global_addr()? || x.count() != y.count() {
            return Err(unsupported("tpu.Reshape", "a reshape that is not in place"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_of_sixteen_over_the_lanes() {
        let shapes = |n| {
            row_chunks(n)
                .iter()
                .map(|c| (c.shape.c, c.shape.h, c.shape.w, c.offset))
                .collect::<Vec<_>>()
        };
        assert_eq!(shapes(256), vec![(16, 1, 16, 0)]);
        assert_eq!(shapes(3 * 224 * 224), vec![(64, 147, 16, 0)]);
        assert_eq!(
            shapes(64 * 16 * 2 + 16 * 3 + 5),
            vec![(64, 2, 16, 0), (3, 1, 16, 2048), (1, 1, 5, 2096)]
        );
    }
}
