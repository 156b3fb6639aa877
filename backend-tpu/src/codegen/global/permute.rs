//! `tpu.Permute`, as TPU-MLIR 1.30.2 generates it (swept: 2-D transposes from 2x62 to
//! 200x300, 4-D orders 0231, 0312, 0213). Dimensions of size 1 are dropped and
//! dimensions that stay neighbours merged; then:
//!
//! * **The last dimension stays last** (e.g. `0,2,1,3`): one global-to-global
//!   `dma.tensor` of the (4-D padded) input whose destination strides are the output's,
//!   permuted back.
//! * **A transpose** `[R][C] -> [C][R]` through local memory (input at 0, result at
//!   0x20000, an `arith.copy` with transposed strides between a load and a store):
//!   - the columns over lanes when `C > 64` and `C = L·k` with `L ≥ 32` lanes, `k` the
//!     smallest divisor of `C` giving `L ≤ 64`; or the rows over lanes when `R > 64`
//!     and `R = L·r` the same way; the split with more lanes, the columns on a tie;
//!   - else all of it in lane 0.
//!
//! * **Batches of transposes** `[B][R][C] -> [B][C][R]` (e.g. `0,1,3,2`): one per lane,
//!   `B` as `n x lanes` (all on lanes up to 64, else the smallest `n` giving 32-64 lanes),
//!   the same copy.
//!
//! Anything else (other orders, tensors larger than local
//! memory) is rods' own choice: the single strided DMA of the first case, which any
//! order allows. The global buffer TPU-MLIR gives the first case (a `tpu.Buffer`, see
//! `dialects::tpu::transforms::global_buffer`) is not used, as in TPU-MLIR's commands.
//!
//! INT8 permutes (8-bit elements) take the same commands with GDMA format 0 and 8-bit
//! copies (`docs/int8.md` §12).

use dialects::tpu::ops::PermuteOp;
use dialects::tpu::transforms::global_buffer::simplify_permute as simplify;

use super::{move_elem, unsupported, MoveElem};
use crate::codegen::dma::{strided_copy, tensor_load, tensor_store, with_strides};
use crate::codegen::error::CodegenError;
use crate::codegen::interface::GlobalGenInterface;
use crate::codegen::layout::{GlobalTensor, LocalTensor, Nchw, Strides, NPU_NUM};
use crate::codegen::GenCx;

const OP: &str = "tpu.Permute";
/// Where the transposed result goes in local memory.
const RESULT_AT: u64 = 0x20000;
/// Bytes a lane holds at most for a transpose in local memory (128 KiB).
const MAX_LANE_BYTES: u64 = 0x20000;

/// The smallest `k` dividing `len` with `len / k ≤ 64`, when that leaves at least 32
/// lanes: `(lanes, k)`.
fn lane_split(len: u64) -> Option<(u64, u64)> {
    let k = (1..=len).find(|k| len % k == 0 && len / k <= NPU_NUM)?;
    (len / k >= NPU_NUM / 2).then_some((len / k, k))
}

/// The one-DMA permute: the input (padded to 4-D) copied with the output's strides.
fn dma_permute(
    cx: &mut GenCx<'_>,
    el: MoveElem,
    src: u64,
    dst: u64,
    shape: &[u64],
    order: &[usize],
) -> Result<(), CodegenError> {
    let pad = 4 - shape.len();
    let dims: Vec<u64> = std::iter::repeat_n(1, pad).chain(shape.iter().copied()).collect();
    let order: Vec<usize> = (0..pad).chain(order.iter().map(|&d| d + pad)).collect();
    let out: Vec<u64> = order.iter().map(|&d| dims[d]).collect();
    let out_strides: Vec<u64> = (0..4).map(|i| out[i + 1..].iter().product()).collect();
    let mut dst_strides = [0u64; 4];
    for (pos, &d) in order.iter().enumerate() {
        dst_strides[d] = out_strides[pos];
    }
    let size = Nchw::new(dims[0], dims[1], dims[2], dims[3]);
    let [n, c, h, w] = dst_strides;
    cx.push(&strided_copy(
        el.format,
        src,
        dst,
        size,
        size.global_strides(),
        Strides { n, c, h, w },
    )?)
}

fn strides(n: u64, c: u64, h: u64, w: u64) -> Strides {
    Strides { n, c, h, w }
}

/// The `arith.copy` from local 0 (strides `opd`) to the result buffer (strides `res`)
/// over `shape`, in the elements' precision.
fn local_copy(
    el: MoveElem,
    res: Strides,
    opd: Strides,
    shape: Nchw,
) -> Result<crate::regdef::bm1684x::SAr, CodegenError> {
    el.copy(RESULT_AT, res, 0, opd, shape)
}

/// A transpose `[r][c] -> [c][r]` through local memory, TPU-MLIR's way.
fn transpose(cx: &mut GenCx<'_>, el: MoveElem, src: u64, dst: u64, r: u64, c: u64) -> Result<(), CodegenError> {
    let local = |addr, shape| LocalTensor::compact(addr, shape);
    let copy = |shape: Nchw, res: Strides, opd: Strides| local_copy(el, res, opd, shape);
    // The input as `shape`, loaded compact at local 0.
    let load_input = |cx: &mut GenCx<'_>, shape: Nchw| {
        cx.push(&tensor_load(
            el.format,
            &GlobalTensor { addr: src, shape },
            &local(0, shape),
        )?)
    };
    let by_cols = lane_split(c).filter(|_| c > NPU_NUM);
    let by_rows = lane_split(r).filter(|_| r > NPU_NUM);
    // The split with more lanes; the columns on a tie.
    let by_rows = by_rows.filter(|rs| by_cols.is_none_or(|cs| rs.0 > cs.0));
    if let Some((lanes, k)) = by_cols.filter(|_| by_rows.is_none()) {
        // Columns over lanes: lane j holds columns j·k.. of every row.
        let input = Nchw::new(r, lanes, k, 1);
        let load = crate::codegen::dma::tensor_load_part(
            el.format,
            src,
            Nchw::new(1, 1, r, c),
            Nchw::default(),
            &local(0, input),
        )?;
        cx.push(&with_strides(load, strides(c, k, 1, 1), strides(k, k, 1, 1))?)?;
        let shape = Nchw::new(1, lanes, k, r);
        cx.push(&copy(shape, strides(r * k, r * k, r, 1), strides(r * k, k, 1, k))?)?;
        let store = tensor_store(el.format, &local(RESULT_AT, shape), &GlobalTensor { addr: dst, shape })?;
        return cx.push(&with_strides(
            store,
            strides(r * k, r * k, r, 1),
            strides(c * r, k * r, r, 1),
        )?);
    }
    if let Some((lanes, rows)) = by_rows {
        // Rows over lanes: lane j holds rows j·rows...
        let input = Nchw::new(1, lanes, rows, c);
        load_input(cx, input)?;
        cx.push(&copy(
            input,
            strides(rows * c, rows, 1, rows),
            strides(rows * c, rows * c, c, 1),
        )?)?;
        let out = Nchw::new(c, lanes, rows, 1);
        let store = tensor_store(
            el.format,
            &local(RESULT_AT, out),
            &GlobalTensor { addr: dst, shape: out },
        )?;
        return cx.push(&with_strides(store, strides(rows, rows, 1, 1), strides(r, rows, 1, 1))?);
    }
    let input = Nchw::new(1, 1, r, c);
    load_input(cx, input)?;
    cx.push(&copy(input, strides(r * c, r * c, 1, r), strides(r * c, r * c, c, 1))?)?;
    let out = Nchw::new(1, 1, c, r);
    cx.push(&tensor_store(
        el.format,
        &local(RESULT_AT, out),
        &GlobalTensor { addr: dst, shape: out },
    )?)
}

/// The batches of a batched transpose as `n x lanes`: all on lanes up to 64, else the
/// smallest `n` dividing them into at most 64 lanes (at least 32).
fn batch_lanes(b: u64) -> Option<(u64, u64)> {
    if b <= NPU_NUM {
        return Some((1, b));
    }
    lane_split(b).map(|(lanes, n)| (n, lanes))
}

/// `b = n·lanes` transposes `[r][c] -> [c][r]`, one per lane (and `n` per lane), TPU-MLIR's
/// way: loaded compact, an `arith.copy` with transposed strides, stored.
#[allow(clippy::too_many_arguments)]
fn batched_transpose(
    cx: &mut GenCx<'_>,
    el: MoveElem,
    src: u64,
    dst: u64,
    n: u64,
    lanes: u64,
    r: u64,
    c: u64,
) -> Result<(), CodegenError> {
    let local = |addr, shape| LocalTensor::compact(addr, shape);
    let input = Nchw::new(n, lanes, r, c);
    cx.push(&tensor_load(
        el.format,
        &GlobalTensor {
            addr: src,
            shape: input,
        },
        &local(0, input),
    )?)?;
    let rc = r * c;
    cx.push(&local_copy(el, strides(rc, rc, 1, r), strides(rc, rc, c, 1), input)?)?;
    let out = Nchw::new(n, lanes, c, r);
    cx.push(&tensor_store(
        el.format,
        &local(RESULT_AT, out),
        &GlobalTensor { addr: dst, shape: out },
    )?)
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for PermuteOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let x = cx.info(self.input(ctx, arena))?;
        let y = cx.info(self.output(ctx, arena))?;
        let el = move_elem(OP, [&x, &y])?;
        let max_per_lane = MAX_LANE_BYTES / el.bytes;
        let rank = x.shape.len();
        let order: Vec<usize> = self
            .order(ctx, arena)
            .unwrap_or_default()
            .iter()
            .filter_map(|&d| usize::try_from(d).ok())
            .collect();
        let mut seen = order.clone();
        seen.sort_unstable();
        if order.len() != rank || seen != (0..rank).collect::<Vec<_>>() || rank > 4 {
            return Err(unsupported(
                OP,
                "an order that is not a permutation of at most 4 dimensions",
            ));
        }
        if order.iter().map(|&d| x.shape[d]).ne(y.shape.iter().copied()) {
            return Err(unsupported(OP, "an output shape that is not the permuted input's"));
        }
        let (src, dst) = (x.global_addr()?, y.global_addr()?);
        let (dims, simple) = simplify(&x.shape, &order);
        match simple.as_slice() {
            [] | [0] => dma_permute(cx, el, src, dst, &x.shape, &order),
            [1, 0] if dims[0].min(dims[1]) > 0 => {
                let (r, c) = (dims[0], dims[1]);
                let fits = |lanes: u64| (r * c).div_ceil(lanes) <= max_per_lane;
                let lanes = [
                    lane_split(c).filter(|_| c > NPU_NUM),
                    lane_split(r).filter(|_| r > NPU_NUM),
                ]
                .iter()
                .flatten()
                .map(|l| l.0)
                .max()
                .unwrap_or(1);
                if fits(lanes) {
                    transpose(cx, el, src, dst, r, c)
                } else {
                    dma_permute(cx, el, src, dst, &x.shape, &order)
                }
            }
            [0, 2, 1] => {
                let (b, r, c) = (dims[0], dims[1], dims[2]);
                match batch_lanes(b) {
                    Some((n, lanes)) if n * r * c <= max_per_lane => {
                        batched_transpose(cx, el, src, dst, n, lanes, r, c)
                    }
                    _ => dma_permute(cx, el, src, dst, &x.shape, &order),
                }
            }
            _ => dma_permute(cx, el, src, dst, &x.shape, &order),
        }
    }
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for dialects::tpu::ops::BufferOp {
    /// A global buffer is only memory: no command.
    fn codegen_global_bm1684x(self, _cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutes_simplify_to_transposes() {
        assert_eq!(simplify(&[1, 26, 6, 10], &[0, 3, 1, 2]), (vec![156, 10], vec![1, 0]));
        assert_eq!(simplify(&[1, 14, 15, 3], &[0, 2, 3, 1]), (vec![14, 45], vec![1, 0]));
        assert_eq!(simplify(&[1, 30, 6, 8], &[0, 2, 1, 3]), (vec![30, 6, 8], vec![1, 0, 2]));
        assert_eq!(simplify(&[4, 6], &[1, 0]), (vec![4, 6], vec![1, 0]));
    }

    #[test]
    fn lanes_as_tpu_mlir_splits_them() {
        assert_eq!(lane_split(156), Some((52, 3)));
        assert_eq!(lane_split(145), None);
        assert_eq!(lane_split(93), None);
        assert_eq!(lane_split(1024), Some((64, 16)));
        assert_eq!(lane_split(500), Some((50, 10)));
    }
}
