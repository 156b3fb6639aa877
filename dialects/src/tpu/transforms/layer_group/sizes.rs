//! Bytes of a group's buffers in local memory (`get_buffer_size`, `getBufferSize`).

use ir::{Context, IrArena, Value};

use super::schedule::Node;
use super::{EU_BYTES, NPU};
use crate::quant::storage_type;
use crate::tpu::ops::{AddOp, Conv2DOp, MulOp, Pool2DOp, SubOp};

/// The most elements a value of a group may have (far beyond local memory; keeps the
/// size arithmetic from overflowing).
const MAX_ELEMENTS: i64 = 1 << 40;

/// The shape and storage element bytes of a ranked 4-D tensor value with a static
/// shape of at most `MAX_ELEMENTS` elements.
pub(super) fn dims(ctx: &Context, arena: &IrArena, v: Value) -> Option<(Vec<i64>, u64)> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, element, .. } => {
            let bits = match ctx.type_kind(storage_type(ctx, *element)) {
                ir::TypeKind::Integer { width, .. } => u64::from(*width),
                ir::TypeKind::Float(f) => u64::from(f.bit_width()),
                _ => return None,
            };
            // Every product of dimensions below stays far from overflowing.
            let count = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
            let bounded = count.is_some_and(|c| c <= MAX_ELEMENTS);
            (bits % 8 == 0 && bits > 0 && shape.len() == 4 && shape.iter().all(|&d| d > 0) && bounded)
                .then(|| (shape.clone(), bits / 8))
        }
        _ => None,
    }
}

/// The 4-D shape TPU-MLIR's small-channel groups (`GROUP_SMALL_C`, `getNCDHW`) see a
/// value `[n, c, h, w]` as: `[n·c·h / 64, 64, w, 1]` when `n·c·h` fills the lanes
/// evenly, else `[n·c, h, w, 1]`.
pub(super) fn small_c_view(shape: &[i64]) -> Vec<i64> {
    let rows = shape[0] * shape[1] * shape[2];
    if rows % NPU as i64 == 0 {
        vec![rows / NPU as i64, NPU as i64, shape[3], 1]
    } else {
        vec![shape[0] * shape[1], shape[2], shape[3], 1]
    }
}

/// Bytes per lane of a value in local memory (`get_buffer_size`): activations are
/// EU-aligned per channel, weights are not.
pub(super) fn lmem_bytes(shape: &[i64], bytes: u64, weight: bool) -> u64 {
    let [n, c, h, w] = [shape[0], shape[1], shape[2], shape[3]].map(|d| d as u64);
    let per_channel = if weight {
        h * w * bytes
    } else {
        let eu = EU_BYTES / bytes;
        (h * w).div_ceil(eu) * eu * bytes
    };
    n * c.div_ceil(NPU) * per_channel
}

/// An op's scratch buffer (`getBufferSize`, rounded up to 64 bytes): 8-bit additions,
/// multiplications and subtractions (32 bits per element: four times the output), 16-bit subtractions (as
/// large as the output), 8-bit convolutions with a merged
/// coefficient (the `i32` partial sums, and for the 3ic modes the rearranged input with
/// its index tables) and 16-bit float convolutions (the 3ic part only); `small_c` when the group sees values as `small_c_view`.
pub(super) fn imm_bytes(ctx: &Context, arena: &IrArena, node: &Node, small_c: bool) -> Option<u64> {
    let sub = SubOp::cast(ctx, arena, node.op).is_some();
    let mul = MulOp::cast(ctx, arena, node.op).is_some();
    if sub || mul || AddOp::cast(ctx, arena, node.op).is_some() {
        let (shape, bytes) = dims(ctx, arena, *node.outputs.first()?)?;
        let shape = if small_c { small_c_view(&shape) } else { shape };
        let lmem = lmem_bytes(&shape, bytes, false);
        return Some(match (bytes, sub) {
            // An 8-bit addition, multiplication or subtraction keeps 32 bits per element.
            (1, _) => lmem * 4,
            // A 16-bit float subtraction keeps a buffer the size of its result.
            (_, true) => lmem,
            _ => 0,
        });
    }
    if let Some(pool) = Pool2DOp::cast(ctx, arena, node.op) {
        return Some(whole_plane_pool_bytes(ctx, arena, pool)?.div_ceil(EU_BYTES) * EU_BYTES);
    }
    let Some(conv) = Conv2DOp::cast(ctx, arena, node.op) else {
        return Some(0);
    };
    let input = conv.input(ctx, arena);
    let (in_shape, in_bytes) = dims(ctx, arena, input)?;
    let (out_shape, out_bytes) = dims(ctx, arena, conv.output(ctx, arena))?;
    let merged = conv.coeff_merged(ctx, arena).unwrap_or(false);
    // A 16-bit float convolution keeps no partial sums, only its 3ic scratch.
    if !merged && in_bytes != 2 {
        return Some(0);
    }
    let out_lmem = lmem_bytes(&out_shape, out_bytes, false);
    let int32_size = out_lmem * 4 / out_bytes;
    let mut size = if merged { int32_size } else { 0 };
    let groups = conv.group(ctx, arena).unwrap_or(1).max(1) as u64;
    if groups > 1 {
        // The grouped input and, for a depthwise conv, 32-bit sums and its kernels
        // (TPU-MLIR's `getBufferSize_bm1684x`: 2262 bytes for a `1x96x14x14` 3x3 f16
        // depthwise conv).
        let eu = EU_BYTES / in_bytes;
        let [n, ic, ih, iw] = [in_shape[0], in_shape[1], in_shape[2], in_shape[3]].map(|d| d as u64);
        let (oc, kernel) = (out_shape[1] as u64, conv.kernel_shape(ctx, arena)?);
        let ic_per_npu = (ic / groups).div_ceil(NPU);
        size += n * ic_per_npu * (ih * iw).div_ceil(eu) * eu * in_bytes + ic_per_npu * 2 * in_bytes;
        if groups == ic && groups == oc {
            let (kh, kw) = (*kernel.first()? as u64, *kernel.get(1)? as u64);
            size += int32_size + oc.div_ceil(NPU) * kh * kw;
        }
        return Some(size);
    }
    let use_3ic = conv.use_3ic_optimize(ctx, arena).unwrap_or(0);
    let in_lmem = lmem_bytes(&in_shape, in_bytes, false);
    if use_3ic & 0x20 != 0 {
        size += in_lmem;
    }
    let kernel = conv.kernel_shape(ctx, arena)?;
    let (kh, kw) = (*kernel.first()? as u64, *kernel.get(1)? as u64);
    let eu = EU_BYTES / in_bytes;
    let (n, iw) = (in_shape[0] as u64, in_shape[3] as u64);
    let (oh, ow) = (out_shape[2] as u64, out_shape[3] as u64);
    let ih = in_shape[2] as u64;
    size += match use_3ic & 3 {
        1 => (oh * iw).div_ceil(eu) * eu * n * in_bytes + 128 + kh * in_bytes,
        2 => (ih * ow).div_ceil(eu) * eu * n * in_bytes + 128 + kw * in_bytes,
        3 => (oh * ow).div_ceil(eu) * eu * n * in_bytes + 128 + kh * kw * in_bytes,
        _ => 0,
    };
    Some(size.div_ceil(EU_BYTES) * EU_BYTES)
}

/// The scratch buffer of a pooling whose window is its whole unpadded input plane
/// (TPU-MLIR's `getBufferSize_bm1684x` for `is_global`: one EU row of results per batch
/// and lane group, `n·eu·⌈c/64⌉` elements of the result type); 0 for other poolings.
fn whole_plane_pool_bytes(ctx: &Context, arena: &IrArena, pool: Pool2DOp) -> Option<u64> {
    let (input, _) = dims(ctx, arena, pool.input(ctx, arena))?;
    let (output, out_bytes) = dims(ctx, arena, pool.output(ctx, arena))?;
    let kernel = pool.kernel_shape(ctx, arena).unwrap_or_default();
    let unpadded = pool.pads(ctx, arena).is_none_or(|p| p.iter().all(|&x| x == 0));
    let whole = input.len() == 4 && output.len() == 4 && kernel[..] == input[2..] && unpadded && output[2..] == [1, 1];
    if !whole {
        return Some(0);
    }
    let (n, c) = (output[0] as u64, output[1] as u64);
    Some(n * (EU_BYTES / out_bytes) * c.div_ceil(NPU) * out_bytes)
}
