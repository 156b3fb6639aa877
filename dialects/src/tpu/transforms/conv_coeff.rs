//! The merged coefficient of an 8-bit BM1684X convolution (TPU-MLIR's `reorder_8bit`
//! in `WeightReorder/BM1684X/Conv2D.cpp`, with `reshape_coeff_for_3ic`,
//! `filter_reorder` and `reshape_coeff_for_broadcast_channel`): one `i8` row per
//! output channel holding, in order,
//!
//! * the requant parameters as three `i32` (`multiplier`, `-rshift`, output zero point),
//!   when the output is 8-bit;
//! * the bias as one `i32` (at a 4-byte boundary);
//! * the filter (at a 64-byte boundary, 1 byte for depthwise), its input channels
//!   interleaved 64 at a time (`[ceil(ic'/64)][k'][64]`) after the "3ic" merge of
//!   kernel rows and/or columns into the input channels:
//!   `use_3ic = 3` (`ic·kh·kw ≤ 64`, `kh, kw > 1`: `ic' = ic·kh·kw`, `k' = 1`),
//!   `2` (`ic·kw ≤ 64`, `kw > 1`, and `kh < kw` or `ic·kh > 64`: `ic' = ic·kw`, `k' = kh`,
//!   kernel transposed to `[kw][kh]`), `1` (`ic·kh ≤ 64`, `kh > 1`: `ic' = ic·kh`,
//!   `k' = kw`), else `0` (`ic' = ic`, `k' = kh·kw`). Grouped (not depthwise)
//!   convolutions never merge.
//!
//! With more than 64 output channels each part is first folded onto 64 lanes: channel
//! `i·64 + j` goes to lane `j`, chunk `i` (the requant chunks 16 `i32` apart, the others
//! packed). A row wider than 65535 bytes is split into `h` rows, `h` the largest
//! divisor of its width up to 64. The result has shape `[1, lanes, h, width]`.

/// Input channels the BM1684X reads in parallel for 8-bit data (`BM168x::ic_num(1)`).
const IC_PARALLEL: usize = 64;

/// Input channels the BM1684X reads in parallel for `elem_bytes`-byte data
/// (`BM168x::ic_num`): one 64-byte execution unit's worth.
pub fn ic_parallel(elem_bytes: usize) -> usize {
    EU_BYTES / elem_bytes.max(1)
}
/// Lanes (`NPU_NUM`).
const NPU: usize = 64;
/// Bytes of one execution unit (`EU_BYTES`).
const EU_BYTES: usize = 64;
/// The widest tensor dimension (`MAX_TPU_DIM`).
const MAX_DIM: usize = 65535;

/// What the merge needs to know of a convolution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvShape {
    /// Input channels.
    pub ic: usize,
    /// Output channels.
    pub oc: usize,
    /// Kernel height.
    pub kh: usize,
    /// Kernel width.
    pub kw: usize,
    /// Groups.
    pub groups: usize,
}

impl ConvShape {
    /// TPU-MLIR's `is_dw`: one group per channel.
    pub fn is_dw(&self) -> bool {
        self.groups > 1 && self.groups == self.ic && self.groups == self.oc
    }

    /// The 3ic mode of a filter of `elem_bytes`-byte elements (bits 0-1 of
    /// `use_3ic_optimize`): both kernel dimensions or the columns fold when the folded
    /// channels fit [`ic_parallel`] (the columns when the rows are fewer or their fold
    /// would not fit it), the rows when they fit the 64 lanes (for 16-bit floats
    /// TPU-MLIR 1.30.2 folded the rows of 16 and 20 channels of 3x3 kernels, but not
    /// both dimensions of 4 to 7 channels, nor the columns of 10 channels of 3x5).
    pub fn use_3ic(&self, elem_bytes: usize) -> i64 {
        let (ic, kh, kw) = (self.ic, self.kh, self.kw);
        let parallel = ic_parallel(elem_bytes);
        if self.groups != 1 && !self.is_dw() {
            0
        } else if ic * kh * kw <= parallel && kh > 1 && kw > 1 {
            3
        } else if ic * kw <= parallel && kw > 1 && (kh < kw || ic * kh > parallel) {
            2
        } else if ic * kh <= NPU && kh > 1 {
            1
        } else {
            0
        }
    }
}

/// The per-channel requant parameters of an 8-bit output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Requant {
    /// `multiplier`, one per output channel.
    pub multiplier: Vec<i64>,
    /// `rshift`, one per output channel.
    pub rshift: Vec<i64>,
    /// The output's zero point.
    pub zero_point: i64,
}

/// A merged coefficient: its bytes and its shape `[1, c, h, w]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merged {
    /// The bytes, row-major.
    pub bytes: Vec<u8>,
    /// `[1, c, h, w]`.
    pub shape: [usize; 4],
}

/// Folds `rows` rows of `w` elements (`size` bytes each) onto 64 lanes
/// (`reshape_coeff_for_broadcast_channel`); chunks `stride` elements apart when
/// `align`. Returns the lanes and the new row width in elements.
fn fold(data: &[u8], rows: usize, w: usize, size: usize, align: bool) -> (Vec<u8>, usize, usize) {
    if rows <= NPU {
        return (data.to_vec(), rows, w);
    }
    let eu = EU_BYTES / size;
    let stride = if align { w.div_ceil(eu) * eu } else { w };
    let chunks = rows.div_ceil(NPU);
    let new_w = stride * (chunks - 1) + w;
    let mut out = vec![0u8; new_w * NPU * size];
    for i in 0..chunks {
        for j in 0..NPU {
            let row = i * NPU + j;
            if row >= rows {
                break;
            }
            let src = row * w * size;
            let dst = (j * new_w + i * stride) * size;
            out[dst..dst + w * size].copy_from_slice(&data[src..src + w * size]);
        }
    }
    (out, NPU, new_w)
}

/// The filter `[oc, ic/groups, kh, kw]` of `elem`-byte elements (little-endian bytes)
/// in the layout the chip reads, one row per output channel: the rows and their width
/// in elements.
fn filter_rows(filter: &[u8], elem: usize, s: &ConvShape, use_3ic: i64) -> Result<(Vec<u8>, usize), String> {
    let (oc, kh, kw) = (s.oc, s.kh, s.kw);
    if s.is_dw() {
        // `[1, oc, 1, kh·kw]`, unchanged.
        return Ok((filter.to_vec(), kh * kw));
    }
    let gic = s.ic / s.groups.max(1);
    let mut data = filter.to_vec();
    if use_3ic == 2 {
        // Kernel rows and columns swap: (kh, kw) -> (kw, kh).
        for i in 0..oc * gic {
            let base = i * kh * kw;
            let cell = data[base * elem..(base + kh * kw) * elem].to_vec();
            for j in 0..kh {
                for k in 0..kw {
                    let (to, from) = ((base + k * kh + j) * elem, (j * kw + k) * elem);
                    data[to..to + elem].copy_from_slice(&cell[from..from + elem]);
                }
            }
        }
    }
    let (ic2, k2) = match use_3ic {
        1 => (gic * kh, kw),
        2 => (gic * kw, kh),
        3 => (gic * kh * kw, 1),
        _ => (gic, kh * kw),
    };
    let parallel = ic_parallel(elem);
    let blocks = ic2.div_ceil(parallel);
    let row = blocks * k2 * parallel;
    if row * elem > MAX_DIM {
        return Err(format!(
            "a filter row of {} bytes (more than {MAX_DIM}) is not supported",
            row * elem
        ));
    }
    let mut out = vec![0u8; oc * row * elem];
    for o in 0..oc {
        for b in 0..blocks {
            for k in 0..k2 {
                for inner in 0..parallel.min(ic2 - b * parallel) {
                    let c = b * parallel + inner;
                    let to = (o * row + b * k2 * parallel + k * parallel + inner) * elem;
                    let from = ((o * ic2 + c) * k2 + k) * elem;
                    out[to..to + elem].copy_from_slice(&data[from..from + elem]);
                }
            }
        }
    }
    Ok((out, row))
}

/// The filter `[oc, ic/groups, kh, kw]` of a 16-bit float convolution (f16 or bf16
/// bits) in the chip's layout (TPU-MLIR's `weight_reorder_bf16_bm1684x`): the 8-bit
/// layout of [`merge`]'s filter part with 2-byte elements and 32 input channels in
/// parallel, one output channel per row (not folded onto the lanes: TPU-MLIR's
/// `1 x 128 x 1 x 576` filter of 128 output channels); `[1, oc, 1, width]`.
pub fn half_filter(filter: &[u16], s: &ConvShape, use_3ic: i64) -> Result<(Vec<u16>, [usize; 4]), String> {
    let gic = s.ic / s.groups.max(1);
    if filter.len() != s.oc * gic * s.kh * s.kw {
        return Err(format!(
            "the filter has {} elements, not {}x{}x{}x{}",
            filter.len(),
            s.oc,
            gic,
            s.kh,
            s.kw
        ));
    }
    let bytes: Vec<u8> = filter.iter().flat_map(|v| v.to_le_bytes()).collect();
    let (rows, width) = filter_rows(&bytes, 2, s, use_3ic & 3)?;
    let values = rows.chunks_exact(2).map(|b| u16::from_le_bytes([b[0], b[1]])).collect();
    Ok((values, [1, s.oc, 1, width]))
}

/// Merges the filter `[oc, ic/groups, kh, kw]`, the bias and the requant
/// parameters of an 8-bit convolution (see the module docs). `use_3ic` is the
/// filter's 3ic mode ([`ConvShape::use_3ic`]).
pub fn merge(
    filter: &[i8],
    bias: Option<&[i32]>,
    requant: Option<&Requant>,
    s: &ConvShape,
    use_3ic: i64,
) -> Result<Merged, String> {
    let gic = s.ic / s.groups.max(1);
    if filter.len() != s.oc * gic * s.kh * s.kw {
        return Err(format!(
            "the filter has {} elements, not {}x{}x{}x{}",
            filter.len(),
            s.oc,
            gic,
            s.kh,
            s.kw
        ));
    }
    let bytes: Vec<u8> = filter.iter().map(|&b| b as u8).collect();
    let (rows, row_w) = filter_rows(&bytes, 1, s, use_3ic & 3)?;
    let (filter, lanes, filter_w) = fold(&rows, s.oc, row_w, 1, false);
    let i32_bytes = |v: &mut dyn Iterator<Item = i32>| v.flat_map(i32::to_le_bytes).collect::<Vec<u8>>();
    // Requant: (multiplier, -rshift, zero point) per channel, chunks EU-aligned.
    let quant = match requant {
        Some(q) => {
            if q.multiplier.len() != s.oc || q.rshift.len() != s.oc {
                return Err(format!(
                    "{} multipliers and {} shifts for {} output channels",
                    q.multiplier.len(),
                    q.rshift.len(),
                    s.oc
                ));
            }
            let mut values = Vec::with_capacity(3 * s.oc);
            for i in 0..s.oc {
                values.extend([q.multiplier[i] as i32, -q.rshift[i] as i32, q.zero_point as i32]);
            }
            let (rows, _, w) = fold(&i32_bytes(&mut values.into_iter()), s.oc, 3, 4, true);
            Some((rows, w * 4))
        }
        None => None,
    };
    let bias = match bias {
        Some(b) => {
            if b.len() != s.oc {
                return Err(format!("{} biases for {} output channels", b.len(), s.oc));
            }
            let (rows, _, w) = fold(&i32_bytes(&mut b.iter().copied()), s.oc, 1, 4, false);
            Some((rows, w * 4))
        }
        None => None,
    };
    let quant_w = quant.as_ref().map_or(0, |q| q.1);
    let filter_align = if s.is_dw() { 1 } else { EU_BYTES };
    let (bias_offset, filter_offset) = match &bias {
        Some((_, bw)) => {
            let b = quant_w.div_ceil(4) * 4;
            (b, (b + bw).div_ceil(filter_align) * filter_align)
        }
        None => (0, quant_w.div_ceil(filter_align) * filter_align),
    };
    let merge_w = filter_offset + filter_w;
    let mut bytes = vec![0u8; lanes * merge_w];
    for lane in 0..lanes {
        let row = &mut bytes[lane * merge_w..(lane + 1) * merge_w];
        if let Some((q, w)) = &quant {
            row[..*w].copy_from_slice(&q[lane * w..(lane + 1) * w]);
        }
        if let Some((b, w)) = &bias {
            row[bias_offset..bias_offset + w].copy_from_slice(&b[lane * w..(lane + 1) * w]);
        }
        row[filter_offset..].copy_from_slice(&filter[lane * filter_w..(lane + 1) * filter_w]);
    }
    let mut shape = [1, lanes, 1, merge_w];
    if merge_w > MAX_DIM {
        if s.is_dw() {
            shape[2] = s.oc.div_ceil(IC_PARALLEL);
        } else {
            shape[2] = (1..=IC_PARALLEL).rev().find(|d| merge_w % d == 0).unwrap_or(1);
        }
        shape[3] = merge_w / shape[2];
    }
    Ok(Merged { bytes, shape })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A convolution of `ic` input channels, a `kh x kw` kernel and one group.
    fn s(ic: usize, kh: usize, kw: usize) -> ConvShape {
        ConvShape {
            ic,
            oc: 8,
            kh,
            kw,
            groups: 1,
        }
    }

    #[test]
    fn three_ic_modes_are_tpu_mlirs() {
        for (ic, kh, kw, mode) in [
            (3, 3, 3, 3),
            (7, 3, 3, 3),
            (8, 3, 3, 1),
            (8, 1, 3, 2),
            (3, 1, 1, 0),
            (30, 3, 3, 0),
        ] {
            assert_eq!(s(ic, kh, kw).use_3ic(1), mode, "{ic} channels, {kh}x{kw}");
        }
    }

    #[test]
    fn sixteen_bit_folds_are_tpu_mlirs() {
        // TPU-MLIR 1.30.2's F16 builds (`backend-tpu/docs/f16.md` §9).
        for (ic, kh, kw, mode) in [
            (3, 3, 3, 3),
            (4, 3, 3, 1),
            (7, 3, 3, 1),
            (20, 3, 3, 1),
            (22, 3, 3, 0),
            (3, 1, 5, 2),
            (10, 3, 5, 1),
            (12, 3, 2, 2),
            (8, 5, 3, 2),
            (1, 7, 7, 1),
        ] {
            assert_eq!(s(ic, kh, kw).use_3ic(2), mode, "{ic} channels, {kh}x{kw}");
        }
    }

    #[test]
    fn sixteen_bit_filter_rows_are_one_per_output_channel() {
        let s = ConvShape {
            ic: 1,
            oc: 2,
            kh: 3,
            kw: 3,
            groups: 1,
        };
        let filter: Vec<u16> = (1..=18).collect();
        let (rows, shape) = half_filter(&filter, &s, s.use_3ic(2)).expect("reorders");
        // Both kernel dimensions folded: 9 channels, padded to 32 per row.
        assert_eq!(shape, [1, 2, 1, 32]);
        assert_eq!(&rows[..10], &[1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
        assert_eq!(&rows[32..41], &[10, 11, 12, 13, 14, 15, 16, 17, 18]);
    }

    #[test]
    fn one_channel_row_is_requant_bias_filter() {
        let s = ConvShape {
            ic: 2,
            oc: 1,
            kh: 1,
            kw: 2,
            groups: 1,
        };
        let q = Requant {
            multiplier: vec![5],
            rshift: vec![3],
            zero_point: 0,
        };
        let m = merge(&[1, 2, 3, 4], Some(&[7]), Some(&q), &s, s.use_3ic(1)).expect("merges");
        assert_eq!(m.shape, [1, 1, 1, 128]);
        assert_eq!(
            &m.bytes[..16],
            &[5, 0, 0, 0, 253, 255, 255, 255, 0, 0, 0, 0, 7, 0, 0, 0]
        );
        // use_3ic 2: ic' = 4 (ic, kw), k' = 1: [1, 2, 3, 4] in input-channel order.
        assert_eq!(&m.bytes[64..68], &[1, 2, 3, 4]);
    }
}
