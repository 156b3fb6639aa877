//! GDMA commands that move tensors between global and local memory: `dma.tensor`
//! (NCHW copies with explicit strides) and `dma.matrix` (rows of a matrix spread over
//! lanes), with TPU-MLIR's constant fields. The 40-bit addresses split into a low 32-bit
//! and a high 8-bit field (named `*_l32`/`*_h8` in `DMA_tensor`, `*_h32`/`*_l8` in
//! `DMA_matrix`).

use super::error::{fit, CodegenError};
use super::layout::{GlobalTensor, LocalMatrix, LocalTensor, Nchw, Strides, LMEM_DMA_BASE};
use crate::regdef::bm1684x::{DmaMatrix, DmaTensor};

/// The GDMA data format code of 32-bit floats.
pub const FORMAT_F32: u8 = 2;
/// The GDMA data format code of f16.
pub const FORMAT_F16: u8 = 1;
/// The GDMA data format code of bf16.
pub const FORMAT_BF16: u8 = 5;
/// The GDMA data format code of 8-bit integers (signed or not).
pub const FORMAT_INT8: u8 = 0;
/// The GDMA data format code of 32-bit integers.
pub const FORMAT_INT32: u8 = 4;
/// `cmd_special_function` of a lane broadcast (`dma.tensor.broadcast`).
const BROADCAST: u8 = 3;

/// The GDMA data format of float elements (f32, f16, bf16); `None` for others.
pub fn float_format(elem: crate::weights::ElemType) -> Option<u8> {
    use crate::weights::ElemType;
    match elem {
        ElemType::F32 => Some(FORMAT_F32),
        ElemType::F16 => Some(FORMAT_F16),
        ElemType::BF16 => Some(FORMAT_BF16),
        _ => None,
    }
}

/// Bytes per element of a GDMA data format.
pub fn format_bytes(format: u8) -> u64 {
    match format {
        0 | 6 => 1,
        1 | 3 | 5 => 2,
        _ => 4,
    }
}

/// `cmd` as a `dma.tensor` from `src` to `dst` in `format`: strides on, a command id,
/// the two 40-bit addresses and all lanes enabled.
fn with_addresses(cmd: DmaTensor, format: u8, src: u64, dst: u64) -> Result<DmaTensor, CodegenError> {
    Ok(DmaTensor {
        stride_enable: 1,
        cmd_id_en: 1,
        src_data_format: format,
        src_start_addr_l32: src as u32,
        src_start_addr_h8: fit("src address", src >> 32)?,
        dst_start_addr_l32: dst as u32,
        dst_start_addr_h8: fit("dst address", dst >> 32)?,
        localmem_mask_l32: u32::MAX,
        localmem_mask_h32: u32::MAX,
        ..cmd
    })
}

/// `cmd` with the source strides `s` and the destination strides `d`.
pub fn with_strides(cmd: DmaTensor, s: Strides, d: Strides) -> Result<DmaTensor, CodegenError> {
    Ok(DmaTensor {
        src_nstride: fit("src_nstride", s.n)?,
        src_cstride: fit("src_cstride", s.c)?,
        src_hstride: fit("src_hstride", s.h)?,
        src_wstride: fit("src_wstride", s.w)?,
        dst_nstride: fit("dst_nstride", d.n)?,
        dst_cstride: fit("dst_cstride", d.c)?,
        dst_hstride: fit("dst_hstride", d.h)?,
        dst_wstride: fit("dst_wstride", d.w)?,
        ..cmd
    })
}

/// A `dma.tensor` of `size` elements from `src` (strides `s`) to `dst` (strides `d`)
/// that gives the source's sizes only (the destination's are left zero).
fn strided_tensor(
    format: u8,
    src: u64,
    dst: u64,
    size: Nchw,
    s: Strides,
    d: Strides,
) -> Result<DmaTensor, CodegenError> {
    let strided = with_strides(DmaTensor::default(), s, d)?;
    let sized = DmaTensor {
        src_nsize: fit("src_nsize", size.n)?,
        src_csize: fit("src_csize", size.c)?,
        src_hsize: fit("src_hsize", size.h)?,
        src_wsize: fit("src_wsize", size.w)?,
        ..strided
    };
    with_addresses(sized, format, src, dst)
}

/// An NCHW `dma.tensor` (`nchw_copy`) between global and local memory.
fn tensor_cmd(format: u8, src: u64, dst: u64, size: Nchw, s: Strides, d: Strides) -> Result<DmaTensor, CodegenError> {
    Ok(DmaTensor {
        nchw_copy: 1,
        ..strided_tensor(format, src, dst, size, s, d)?
    })
}

/// A global-to-global `dma.tensor` of `size` elements from `src` (strides `s`) to `dst`
/// (strides `d`), both sides of the same sizes.
pub fn strided_copy(
    format: u8,
    src: u64,
    dst: u64,
    size: Nchw,
    s: Strides,
    d: Strides,
) -> Result<DmaTensor, CodegenError> {
    let base = strided_tensor(format, src, dst, size, s, d)?;
    // The destination's size fields are as wide as the source's, which took `size`.
    Ok(DmaTensor {
        dst_nsize: base.src_nsize,
        dst_csize: base.src_csize,
        dst_hsize: base.src_hsize,
        dst_wsize: base.src_wsize,
        ..base
    })
}

/// Global to local: `size` elements of `src` (its own strides) into `dst`.
pub fn tensor_load(format: u8, src: &GlobalTensor, dst: &LocalTensor) -> Result<DmaTensor, CodegenError> {
    let d = dst.shape.local_strides(dst.layout, format_bytes(format));
    tensor_cmd(
        format,
        src.addr,
        LMEM_DMA_BASE + dst.addr,
        src.shape,
        src.shape.global_strides(),
        d,
    )
}

/// Local to global: all of `src` into `dst` (contiguous).
pub fn tensor_store(format: u8, src: &LocalTensor, dst: &GlobalTensor) -> Result<DmaTensor, CodegenError> {
    let s = src.shape.local_strides(src.layout, format_bytes(format));
    tensor_cmd(
        format,
        LMEM_DMA_BASE + src.addr,
        dst.addr,
        src.shape,
        s,
        dst.shape.global_strides(),
    )
}

fn matrix_cmd(format: u8, src: u64, dst: u64) -> Result<DmaMatrix, CodegenError> {
    Ok(DmaMatrix {
        stride_enable: 1,
        cmd_id_en: 1,
        cmd_type: 1,
        src_data_format: format,
        src_start_addr_h32: src as u32,
        src_start_addr_l8: fit("src address", src >> 32)?,
        dst_start_addr_h32: dst as u32,
        dst_start_addr_l8: fit("dst address", dst >> 32)?,
        localmem_mask_l32: u32::MAX,
        localmem_mask_h32: u32::MAX,
        ..Default::default()
    })
}

/// Global to local: the `m.rows x m.cols` matrix at `src` (row stride `row_stride`
/// elements) into matrix layout `m`.
pub fn matrix_load(format: u8, src: u64, row_stride: u64, m: &LocalMatrix) -> Result<DmaMatrix, CodegenError> {
    let eb = format_bytes(format);
    Ok(DmaMatrix {
        src_hsize: fit("src_hsize", m.rows)?,
        src_wsize: fit("src_wsize", m.cols)?,
        src_hstride: fit("src_hstride", row_stride)?,
        dst_nsize: fit("dst_nsize", m.rows)?,
        dst_csize: fit("dst_csize", m.lanes())?,
        dst_wsize: fit("dst_wsize", m.w)?,
        dst_nstride: fit("dst_nstride", m.n_stride(eb))?,
        dst_cstride: fit("dst_cstride", m.c_stride(eb))?,
        ..matrix_cmd(format, src, LMEM_DMA_BASE + m.addr)?
    })
}

/// Local to global: matrix `m` to `dst` (row stride `row_stride` elements).
pub fn matrix_store(format: u8, m: &LocalMatrix, dst: u64, row_stride: u64) -> Result<DmaMatrix, CodegenError> {
    let eb = format_bytes(format);
    Ok(DmaMatrix {
        src_nsize: fit("src_nsize", m.rows)?,
        src_csize: fit("src_csize", m.lanes())?,
        src_wsize: fit("src_wsize", m.w)?,
        src_nstride: fit("src_nstride", m.n_stride(eb))?,
        src_cstride: fit("src_cstride", m.c_stride(eb))?,
        dst_hsize: fit("dst_hsize", m.rows)?,
        dst_wsize: fit("dst_wsize", m.cols)?,
        dst_hstride: fit("dst_hstride", row_stride)?,
        ..matrix_cmd(format, LMEM_DMA_BASE + m.addr, dst)?
    })
}

/// Global to local, broadcast over lanes (`dma.tensor.broadcast`): the `n x h x w` plane
/// at `src` (batch stride `src_n_stride`, row stride `src_h_stride` elements) copied to
/// each of `lanes` lanes from GDMA address `dst` (per-lane batch stride `dst_n_stride`).
#[allow(clippy::too_many_arguments)]
pub fn tensor_broadcast_load(
    format: u8,
    src: u64,
    src_n_stride: u64,
    src_h_stride: u64,
    dst: u64,
    dst_n_stride: u64,
    lanes: u64,
    size: Nchw,
) -> Result<DmaTensor, CodegenError> {
    let cmd = DmaTensor {
        cmd_special_function: BROADCAST,
        src_nstride: fit("src_nstride", src_n_stride)?,
        src_hstride: fit("src_hstride", src_h_stride)?,
        dst_nstride: fit("dst_nstride", dst_n_stride)?,
        dst_hstride: fit("dst_hstride", size.w)?,
        src_nsize: fit("src_nsize", size.n)?,
        src_csize: 1,
        src_hsize: fit("src_hsize", size.h)?,
        src_wsize: fit("src_wsize", size.w)?,
        dst_nsize: fit("dst_nsize", size.n)?,
        dst_csize: fit("dst_csize", lanes)?,
        dst_hsize: fit("dst_hsize", size.h)?,
        dst_wsize: fit("dst_wsize", size.w)?,
        ..Default::default()
    };
    with_addresses(cmd, format, src, dst)
}

/// Global to local, broadcast over lanes without strides (`dma.tensor.broadcast`,
/// `stride_enable` 0): the contiguous row of `w` elements at `src` to each of `lanes`
/// lanes from local offset `dst`.
pub fn row_broadcast_load(format: u8, src: u64, dst: u64, lanes: u64, w: u64) -> Result<DmaTensor, CodegenError> {
    Ok(DmaTensor {
        stride_enable: 0,
        dst_hstride: 0,
        ..tensor_broadcast_load(format, src, 0, 0, LMEM_DMA_BASE + dst, 0, lanes, Nchw::new(1, 1, 1, w))?
    })
}

/// Global to local: the part of the contiguous global tensor `whole` (at `src`) that
/// `dst` holds, starting at element `(n, c, h, w) = at`.
pub fn tensor_load_part(
    format: u8,
    src: u64,
    whole: Nchw,
    at: Nchw,
    dst: &LocalTensor,
) -> Result<DmaTensor, CodegenError> {
    let eb = format_bytes(format);
    let s = whole.global_strides();
    let offset = (at.n * s.n + at.c * s.c + at.h * s.h + at.w * s.w) * eb;
    let d = dst.shape.local_strides(dst.layout, eb);
    tensor_cmd(format, src + offset, LMEM_DMA_BASE + dst.addr, dst.shape, s, d)
}

/// Local to global: all of `src` into the contiguous global tensor `whole` (at `dst`),
/// starting at element `at`.
pub fn tensor_store_part(
    format: u8,
    src: &LocalTensor,
    dst: u64,
    whole: Nchw,
    at: Nchw,
) -> Result<DmaTensor, CodegenError> {
    let eb = format_bytes(format);
    let d = whole.global_strides();
    let offset = (at.n * d.n + at.c * d.c + at.h * d.h + at.w * d.w) * eb;
    let s = src.shape.local_strides(src.layout, eb);
    tensor_cmd(format, LMEM_DMA_BASE + src.addr, dst + offset, src.shape, s, d)
}
