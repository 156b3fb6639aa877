//! `tpu.MatMul` (fully connected): the input `M x K` as a matrix of 16 columns per lane,
//! the weight `K x N` and the bias with the columns per lane TPU-MLIR takes for M rows
//! ([`matmul_result_w`]: `min(N, 64)` for one row, narrower for more), `mm.normal` into
//! 0x20000, the fused relu in place, and the store (spec §13, `docs/int8.md` §20).
//!
//! K is cut into chunks (multiples of 16, as even as possible) when it exceeds what
//! TPU-MLIR's library takes in one `mm.normal` for that N; the chunks run in a
//! software pipeline with ping-pong buffers (input 0 / 0x8000, weight 0x10000 /
//! 0x18000), each accumulating into the result, the bias loaded and added with the last.
//!
//! Rows that do not fit local memory at once (TPU-MLIR cuts 512 rows into two of 256 with
//! its own pipeline) run in the fewest even slices that fit, one after the other: our
//! choice, right numbers, other commands.

use dialects::tpu::ops::MatMulOp;

use super::{check_f32, no_relu_limit, optional_tensor, unsupported};
use crate::codegen::dma::{matrix_load, matrix_store, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::interface::GlobalGenInterface;
use crate::codegen::layout::{align_up, matmul_result_w, LocalMatrix, Nchw, Strides, EU_BYTES, NPU_NUM};
use crate::codegen::tensor::TensorInfo;
use crate::codegen::tiu::{self, ArOperand, MmOperands};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.MatMul";
/// Ping-pong buffers of the input chunks (and the bias, after the last one; the 16-bit
/// wide-result form's too).
pub(super) const INPUT_AT: [u64; 2] = [0, 0x8000];
/// Ping-pong buffers of the weight chunks (the 16-bit wide-result form's too).
pub(super) const WEIGHT_AT: [u64; 2] = [0x10000, 0x18000];
/// Bytes of each input and weight buffer.
pub(super) const BUFFER_BYTES: u64 = 0x8000;
/// The result.
const RESULT_AT: u64 = 0x20000;
/// Bytes of the result buffer.
const RESULT_BYTES: u64 = 0x20000;
/// Columns per lane of the input matrix (fewer when K is smaller).
const INPUT_W: u64 = 16;

/// The most rows of the weight one `mm.normal` takes in TPU-MLIR's library, by the
/// result's columns per lane `w` against its rows `m`: `512 / t` with `t` 1 (`w ≤ 3m`),
/// 2 (`w ≤ 14m`), 3 (`w ≤ 32m`) or 4, found by bisecting K for each N from 1 to 128
/// with M = 1 (where `w` is N up to 64) and checked with M 2 to 64 (`docs/int8.md`
/// §20). A K up to the limit is one chunk, even when it is not a multiple of 16 (N =
/// 20: K = 170 is one `mm.normal`, K = 171 two of 96 and 75).
fn max_k_per_chunk(m: u64, w: u64) -> u64 {
    match w {
        _ if w <= 3 * m => 512,
        _ if w <= 14 * m => 256,
        _ if w <= 32 * m => 170,
        _ => 128,
    }
}

/// K cut into `s` chunks of `A(⌈K/s⌉, 16)` rows (the last takes the rest), with the
/// smallest `s` whose chunks fit `limit` rows.
fn k_chunks(k: u64, limit: u64) -> Vec<u64> {
    let mut s = 1;
    loop {
        let chunk = if s == 1 { k } else { align_up(k.div_ceil(s), INPUT_W) };
        if chunk <= limit || chunk <= INPUT_W {
            let mut out = Vec::new();
            let mut left = k;
            while left > 0 {
                let c = chunk.min(left);
                out.push(c);
                left -= c;
            }
            return out;
        }
        s += 1;
    }
}

/// The operands of a fully connected `tpu.MatMul` and its `M x K` by `K x N` sizes.
pub(crate) struct FullyConnected {
    /// The input (`M x K`, any leading shape).
    pub x: TensorInfo,
    /// The weight (`K x N`).
    pub w: TensorInfo,
    /// The result.
    pub y: TensorInfo,
    /// The bias (`N`), if any.
    pub bias: Option<TensorInfo>,
    /// Rows.
    pub m: u64,
    /// The shared dimension.
    pub k: u64,
    /// Columns.
    pub n: u64,
}

/// The operands of `op` when it is a fully connected layer code generation handles (a
/// `K x N` weight on the right, no transposes, no `hdim_is_batch`, no relu limit), else
/// an error naming the op; the element types are the caller's to check.
pub(crate) fn fully_connected(op: MatMulOp, cx: &GenCx<'_>) -> Result<FullyConnected, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let x = cx.info(op.input(ctx, arena))?;
    let w = cx.info(op.right(ctx, arena))?;
    let y = cx.info(op.output(ctx, arena))?;
    let bias = optional_tensor(cx, op.bias(ctx, arena))?;
    let flags = [
        (op.left_transpose(ctx, arena), "a transposed input"),
        (op.right_transpose(ctx, arena), "a transposed weight"),
        (op.output_transpose(ctx, arena), "a transposed output"),
        (op.hdim_is_batch(ctx, arena), "`hdim_is_batch`"),
    ];
    if let Some((_, what)) = flags.iter().find(|(f, _)| f.unwrap_or(false)) {
        return Err(unsupported(OP, what));
    }
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    let [k, n] = w.shape[..] else {
        return Err(unsupported(OP, "a batched weight"));
    };
    if x.shape.last() != Some(&k) || k == 0 || n == 0 {
        return Err(CodegenError::new(format!(
            "'{OP}' op: input {:?} does not match weight {:?}",
            x.shape, w.shape
        )));
    }
    let m = x.count() / k;
    if m == 0 || y.count() != m * n || bias.as_ref().is_some_and(|b| b.count() != n) {
        return Err(CodegenError::new(format!(
            "'{OP}' op: output {:?} does not match {m}x{n}",
            y.shape
        )));
    }
    Ok(FullyConnected { x, w, y, bias, m, k, n })
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for MatMulOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        match cx.info(self.input(ctx, arena))?.elem {
            ElemType::F32 => {}
            ElemType::F16 | ElemType::BF16 => return super::matmul_half::codegen_global(self, cx),
            _ => return crate::codegen::int8::matmul::codegen_global(self, cx),
        }
        let FullyConnected { x, w, y, bias, m, k, n } = fully_connected(self, cx)?;
        check_f32(OP, [&x, &w, &y].into_iter().chain(&bias))?;
        let product = Product {
            px: x.global_addr()?,
            pw: w.global_addr()?,
            py: y.global_addr()?,
            pb: bias.as_ref().map(|b| b.global_addr()).transpose()?,
            k,
            n,
            do_relu: self.do_relu(ctx, arena).unwrap_or(false),
        };
        // All rows at once when they fit (TPU-MLIR's commands up to 256 rows and more);
        // otherwise the rows in `s` even slices, the fewest that fit (our choice).
        let slices = (1..=m)
            .find(|&s| product.layout(m.div_ceil(s)).is_ok())
            .ok_or_else(|| {
                product
                    .layout(1)
                    .err()
                    .unwrap_or_else(|| unsupported(OP, "this product"))
            })?;
        let rows = m.div_ceil(slices);
        for m0 in (0..m).step_by(usize::try_from(rows).unwrap_or(usize::MAX)) {
            product.generate(cx, m0, rows.min(m - m0))?;
        }
        Ok(())
    }
}

/// One F32 product `x · w (+ bias)` in global memory: `x` `M x k`, `w` `k x n`.
struct Product {
    px: u64,
    pw: u64,
    py: u64,
    pb: Option<u64>,
    k: u64,
    n: u64,
    do_relu: bool,
}

/// Where `m` rows of a [`Product`] go in local memory.
struct Layout {
    result: LocalMatrix,
    chunks: Vec<u64>,
}

impl Product {
    /// The layout of `m` rows, or an error when they do not fit local memory.
    fn layout(&self, m: u64) -> Result<Layout, CodegenError> {
        let (k, n, eb) = (self.k, self.n, 4);
        let result = LocalMatrix {
            addr: RESULT_AT,
            rows: m,
            cols: n,
            w: matmul_result_w(m, n, eb),
        };
        let weight_row_bytes = result.n_stride(eb) * eb;
        // Our own limits where TPU-MLIR's rule would not fit: each chunk must fit its buffers.
        let fit_rows = BUFFER_BYTES / weight_row_bytes;
        let input_lanes_limit = NPU_NUM * INPUT_W;
        let limit = max_k_per_chunk(m, result.w)
            .min(fit_rows / INPUT_W * INPUT_W)
            .min(input_lanes_limit);
        if limit == 0 || result.local_bytes(eb) > RESULT_BYTES {
            return Err(unsupported(
                OP,
                format_args!("a {m}x{k} by {k}x{n} product (larger than local memory)"),
            ));
        }
        let chunks = k_chunks(k, limit);
        let bias_bytes = result.n_stride(eb) * eb;
        if chunks.iter().any(|&kc| input_bytes(m, kc) + bias_bytes > BUFFER_BYTES) {
            return Err(unsupported(
                OP,
                format_args!("{m} input rows (larger than local memory)"),
            ));
        }
        Ok(Layout { result, chunks })
    }

    /// The commands of rows `m0 .. m0 + m`: K chunks in a software pipeline, the bias
    /// with the last, relu, store.
    fn generate(&self, cx: &mut GenCx<'_>, m0: u64, m: u64) -> Result<(), CodegenError> {
        let Layout { result, chunks } = self.layout(m)?;
        let (k, n, n_w, eb) = (self.k, self.n, result.w, 4);
        let (px, pw, py, pb) = (self.px + m0 * k * eb, self.pw, self.py + m0 * n * eb, self.pb);
        let starts: Vec<u64> = chunks
            .iter()
            .scan(0, |s, &c| Some(std::mem::replace(s, *s + c)))
            .collect();
        let last = chunks.len() - 1;
        let bias_at = |i: usize| INPUT_AT[i % 2] + input_bytes(m, chunks[i]);
        for step in 0..=chunks.len() {
            cx.parallel(|cx| {
                if step < chunks.len() {
                    let (k0, kc) = (starts[step], chunks[step]);
                    let input = LocalMatrix {
                        addr: INPUT_AT[step % 2],
                        rows: m,
                        cols: kc,
                        w: kc.min(INPUT_W),
                    };
                    cx.push(&matrix_load(FORMAT_F32, px + k0 * eb, k, &input)?)?;
                    let weight = LocalMatrix {
                        addr: WEIGHT_AT[step % 2],
                        rows: kc,
                        ..result
                    };
                    cx.push(&matrix_load(FORMAT_F32, pw + k0 * n * eb, n, &weight)?)?;
                    if let (true, Some(pb)) = (step == last, pb) {
                        let b = LocalMatrix {
                            addr: bias_at(step),
                            rows: 1,
                            ..result
                        };
                        cx.push(&matrix_load(FORMAT_F32, pb, n, &b)?)?;
                    }
                }
                if let Some(i) = step.checked_sub(1) {
                    cx.push(&tiu::matmul(&MmOperands {
                        res: RESULT_AT,
                        left: INPUT_AT[i % 2],
                        right: WEIGHT_AT[i % 2],
                        bias: pb.filter(|_| i == last).map(|_| bias_at(i)),
                        m,
                        k: chunks[i],
                        k_w: INPUT_W,
                        n,
                        n_w,
                        accumulate: i > 0,
                    })?)?;
                    if i == last && self.do_relu {
                        let s = Strides {
                            n: result.n_stride(eb),
                            c: result.c_stride(eb),
                            h: n_w,
                            w: 1,
                        };
                        let res = ArOperand::strided(RESULT_AT, s);
                        cx.push(&tiu::relu(&res, &res, Nchw::new(m, result.lanes(), 1, n_w))?)?;
                    }
                }
                Ok(())
            })?;
        }
        cx.push(&matrix_store(FORMAT_F32, &result, py, n)?)
    }
}

/// Bytes per lane of `m` input rows of a `kc`-row chunk (16 columns per lane).
fn input_bytes(m: u64, kc: u64) -> u64 {
    let eb = 4;
    m * align_up(INPUT_W, EU_BYTES / eb) * kc.div_ceil(INPUT_W).div_ceil(NPU_NUM) * eb
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_is_cut_as_tpu_mlir_cuts_it() {
        assert_eq!(k_chunks(200, 160), vec![112, 88]);
        assert_eq!(k_chunks(257, 128), vec![96, 96, 65]);
        assert_eq!(k_chunks(512, 128), vec![128; 4]);
        assert_eq!(k_chunks(640, 256), vec![224, 224, 192]);
        assert_eq!(k_chunks(16, 512), vec![16]);
        assert_eq!(k_chunks(170, 170), vec![170]);
        assert_eq!(k_chunks(171, 170), vec![96, 75]);
    }
}
